// SqlCatalogStore's conversation rows (ai_conversation, ai_message): importing a
// provenance response's data, listing conversations and reading one back as a bundle.
#include "store/sqlcatalogstore.h"

#include "sqltransaction.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace capstudio {

Status SqlCatalogStore::importConversation(const QJsonObject &provenanceData)
{
    const QJsonObject conversation = provenanceData.value(QStringLiteral("conversation")).toObject();
    const QJsonArray messages = provenanceData.value(QStringLiteral("messages")).toArray();
    const QString id = conversation.value(QStringLiteral("id")).toString();
    if (id.isEmpty())
        return StoreError{StoreError::Kind::Invalid, tr("The conversation has no id")};

    const auto dateOf = [this](const QJsonObject &object, const QString &key) {
        return m_dialect.bindDateTime(
            QDateTime::fromString(object.value(key).toString(), Qt::ISODateWithMs));
    };
    const auto textOrNull = [](const QJsonObject &object, const QString &key) {
        const QJsonValue value = object.value(key);
        return value.isString() ? QVariant(value.toString()) : QVariant(QMetaType::fromType<QString>());
    };

    Transaction transaction(m_database, m_dialect);
    if (!transaction.started())
        return backend(transaction.error());
    QSqlQuery insert(m_database);
    insert.prepare(QStringLiteral("INSERT INTO \"ai_conversation\" (\"id\", \"userId\", \"agentId\", "
                                  "\"title\", \"isActive\", \"createdAt\", \"updatedAt\") "
                                  "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    insert.addBindValue(id);
    insert.addBindValue(textOrNull(conversation, QStringLiteral("userId")));
    insert.addBindValue(conversation.value(QStringLiteral("agentId")).toString());
    insert.addBindValue(textOrNull(conversation, QStringLiteral("title")));
    insert.addBindValue(conversation.value(QStringLiteral("isActive")).toBool(true));
    insert.addBindValue(dateOf(conversation, QStringLiteral("createdAt")));
    insert.addBindValue(dateOf(conversation, QStringLiteral("updatedAt")));
    if (!insert.exec()) {
        if (m_dialect.isUniqueViolation(insert.lastError()))
            return StoreError{StoreError::Kind::Duplicate,
                              tr("Conversation %1 is already in the workspace").arg(id)};
        return backend(insert.lastError());
    }

    QSqlQuery message(m_database);
    message.prepare(QStringLiteral("INSERT INTO \"ai_message\" (\"id\", \"conversationId\", \"role\", "
                                   "\"content\", \"capabilitySlug\", \"toolCallId\", "
                                   "\"agentVersionId\", \"workflowExecutionId\", "
                                   "\"workflowVersionId\", \"modelId\", \"providerSlug\", "
                                   "\"provenance\", \"createdAt\") "
                                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ")
                    + m_dialect.jsonPlaceholder() + QStringLiteral(", ?)"));
    for (const QJsonValue &entry : messages) {
        const QJsonObject row = entry.toObject();
        message.addBindValue(row.value(QStringLiteral("id")).toString());
        message.addBindValue(id);
        message.addBindValue(row.value(QStringLiteral("role")).toString());
        message.addBindValue(row.value(QStringLiteral("content")).toString());
        for (const char *key : {"capabilitySlug", "toolCallId", "agentVersionId",
                                "workflowExecutionId", "workflowVersionId", "modelId",
                                "providerSlug"})
            message.addBindValue(textOrNull(row, QLatin1String(key)));
        message.addBindValue(m_dialect.bindJson(row.value(QStringLiteral("provenance"))));
        message.addBindValue(dateOf(row, QStringLiteral("createdAt")));
        if (!message.exec())
            return backend(message.lastError());
    }
    message.finish();
    insert.finish();
    return transaction.commit();
}

Expected<int> SqlCatalogStore::conversationCount()
{
    QSqlQuery query(m_database);
    if (!query.exec(QStringLiteral("SELECT COUNT(*) FROM \"ai_conversation\"")) || !query.next())
        return backend(query.lastError());
    return query.value(0).toInt();
}

Expected<QList<SqlCatalogStore::ConversationEntry>> SqlCatalogStore::listConversations()
{
    QSqlQuery query(m_database);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral(
            "SELECT c.\"id\", c.\"title\", c.\"agentId\", a.\"name\", c.\"updatedAt\", "
            "(SELECT COUNT(*) FROM \"ai_message\" m WHERE m.\"conversationId\" = c.\"id\") "
            "FROM \"ai_conversation\" c LEFT JOIN \"ai_agent\" a ON a.\"id\" = c.\"agentId\" "
            "ORDER BY c.\"updatedAt\" DESC, c.\"id\"")))
        return backend(query.lastError());
    QList<ConversationEntry> entries;
    while (query.next()) {
        ConversationEntry entry;
        entry.id = query.value(0).toString();
        entry.title = query.value(1).toString();
        entry.agentId = query.value(2).toString();
        entry.agentName = query.value(3).toString();
        entry.updatedAt = m_dialect.readDateTime(query.value(4));
        entry.messageCount = query.value(5).toInt();
        entries.append(entry);
    }
    return entries;
}

Expected<QByteArray> SqlCatalogStore::conversationBundle(const QString &id)
{
    const auto isoOrNull = [](const QDateTime &value) {
        return value.isValid() ? QJsonValue(value.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue();
    };
    const auto textOrNull = [](const QVariant &value) {
        return value.isNull() ? QJsonValue() : QJsonValue(value.toString());
    };
    QSqlQuery head(m_database);
    head.prepare(QStringLiteral(
        "SELECT c.\"id\", c.\"title\", c.\"userId\", c.\"agentId\", a.\"slug\", a.\"name\", "
        "c.\"isActive\", c.\"createdAt\", c.\"updatedAt\" "
        "FROM \"ai_conversation\" c LEFT JOIN \"ai_agent\" a ON a.\"id\" = c.\"agentId\" "
        "WHERE c.\"id\" = ?"));
    head.addBindValue(id);
    if (!head.exec())
        return backend(head.lastError());
    if (!head.next())
        return StoreError{StoreError::Kind::NotFound, tr("Conversation %1 does not exist").arg(id)};
    // The member order of Sunrise's response (reference §8.1).
    QJsonObject conversation{
        {QStringLiteral("id"), head.value(0).toString()},
        {QStringLiteral("title"), textOrNull(head.value(1))},
        {QStringLiteral("userId"), textOrNull(head.value(2))},
        {QStringLiteral("agentId"), head.value(3).toString()},
        {QStringLiteral("agentSlug"), textOrNull(head.value(4))},
        {QStringLiteral("agentName"), textOrNull(head.value(5))},
        {QStringLiteral("isActive"), m_dialect.readBool(head.value(6))},
        {QStringLiteral("createdAt"), isoOrNull(m_dialect.readDateTime(head.value(7)))},
        {QStringLiteral("updatedAt"), isoOrNull(m_dialect.readDateTime(head.value(8)))},
    };

    QSqlQuery rows(m_database);
    rows.setForwardOnly(true);
    rows.prepare(QStringLiteral(
        "SELECT \"id\", \"role\", \"content\", \"capabilitySlug\", \"toolCallId\", \"createdAt\", "
        "\"agentVersionId\", \"workflowExecutionId\", \"workflowVersionId\", \"modelId\", "
        "\"providerSlug\", \"provenance\" FROM \"ai_message\" WHERE \"conversationId\" = ? "
        "ORDER BY \"createdAt\", \"id\""));
    rows.addBindValue(id);
    if (!rows.exec())
        return backend(rows.lastError());
    QJsonArray messages;
    while (rows.next()) {
        QJsonObject message{
            {QStringLiteral("id"), rows.value(0).toString()},
            {QStringLiteral("role"), rows.value(1).toString()},
            {QStringLiteral("content"), rows.value(2).toString()},
            {QStringLiteral("capabilitySlug"), textOrNull(rows.value(3))},
            {QStringLiteral("toolCallId"), textOrNull(rows.value(4))},
            {QStringLiteral("createdAt"), isoOrNull(m_dialect.readDateTime(rows.value(5)))},
            {QStringLiteral("agentVersionId"), textOrNull(rows.value(6))},
            {QStringLiteral("workflowExecutionId"), textOrNull(rows.value(7))},
            {QStringLiteral("workflowVersionId"), textOrNull(rows.value(8))},
            {QStringLiteral("modelId"), textOrNull(rows.value(9))},
            {QStringLiteral("providerSlug"), textOrNull(rows.value(10))},
            {QStringLiteral("provenance"), m_dialect.readJson(rows.value(11))},
        };
        messages.append(message);
    }
    const QJsonObject data{{QStringLiteral("conversation"), conversation},
                           {QStringLiteral("messages"), messages}};
    return QJsonDocument(data).toJson(QJsonDocument::Compact);
}

} // namespace capstudio
