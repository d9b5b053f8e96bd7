// SqlCatalogStore's conversation rows (ai_conversation, ai_message): importing a
// provenance response's data and counting conversations.
#include "store/sqlcatalogstore.h"

#include "sqltransaction.h"

#include <QJsonArray>

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

} // namespace capstudio
