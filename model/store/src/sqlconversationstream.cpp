// SqlCatalogStore::streamConversations: a deployment's messages, conversation by
// conversation, without holding more than one conversation and one batch of rows.
#include "store/sqlcatalogstore.h"

#include "sqltransaction.h"

#include <QSqlDriver>
#include <QSqlField>

namespace capstudio {

namespace {

constexpr int BatchConversations = 500; // PostgreSQL: conversations per FETCH

// Column order of the scan's SELECT.
enum Column {
    ConversationId, Title, UserId, AgentId, AgentSlug, AgentName, IsActive, ConversationCreated,
    ConversationUpdated, MessageId, Role, Content, CapabilitySlug, ToolCallId, MessageCreated,
    AgentVersionId, WorkflowExecutionId, WorkflowVersionId, ModelId, ProviderSlug, Provenance,
};

void appendString(QByteArray &out, const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    out.reserve(out.size() + utf8.size() + 2);
    out.append('"');
    static const char hex[] = "0123456789abcdef";
    for (const char c : utf8) {
        const auto u = static_cast<unsigned char>(c);
        switch (c) {
        case '"': out.append("\\\"", 2); break;
        case '\\': out.append("\\\\", 2); break;
        case '\n': out.append("\\n", 2); break;
        case '\r': out.append("\\r", 2); break;
        case '\t': out.append("\\t", 2); break;
        default:
            if (u < 0x20) {
                const char escape[] = {'\\', 'u', '0', '0', hex[u >> 4], hex[u & 15]};
                out.append(escape, 6);
            } else {
                out.append(c);
            }
        }
    }
    out.append('"');
}

void appendTextOrNull(QByteArray &out, const QVariant &value)
{
    if (value.isNull())
        out.append("null", 4);
    else
        appendString(out, value.toString());
}

void appendTime(QByteArray &out, const SqlDialect &dialect, const QVariant &value)
{
    const QDateTime time = dialect.readDateTime(value);
    if (time.isValid())
        appendString(out, time.toUTC().toString(Qt::ISODateWithMs));
    else
        out.append("null", 4);
}

// One conversation's `data` object being assembled from its rows.
class ConversationText
{
public:
    bool isEmpty() const { return m_id.isNull(); }
    const QString &id() const { return m_id; }
    qint64 messageCount() const { return m_messages; }

    void start(const QSqlQuery &row, const SqlDialect &dialect)
    {
        m_id = row.value(ConversationId).toString();
        m_messages = 0;
        m_text.clear();
        m_text.append("{\"conversation\":{\"id\":");
        appendString(m_text, m_id);
        m_text.append(",\"title\":");
        appendTextOrNull(m_text, row.value(Title));
        m_text.append(",\"userId\":");
        appendTextOrNull(m_text, row.value(UserId));
        m_text.append(",\"agentId\":");
        appendString(m_text, row.value(AgentId).toString());
        m_text.append(",\"agentSlug\":");
        appendTextOrNull(m_text, row.value(AgentSlug));
        m_text.append(",\"agentName\":");
        appendTextOrNull(m_text, row.value(AgentName));
        m_text.append(",\"isActive\":");
        m_text.append(dialect.readBool(row.value(IsActive)) ? "true" : "false");
        m_text.append(",\"createdAt\":");
        appendTime(m_text, dialect, row.value(ConversationCreated));
        m_text.append(",\"updatedAt\":");
        appendTime(m_text, dialect, row.value(ConversationUpdated));
        m_text.append("},\"messages\":[");
    }

    void addMessage(const QSqlQuery &row, const SqlDialect &dialect)
    {
        if (m_messages++ > 0)
            m_text.append(',');
        m_text.append("{\"id\":");
        appendString(m_text, row.value(MessageId).toString());
        m_text.append(",\"role\":");
        appendString(m_text, row.value(Role).toString());
        m_text.append(",\"content\":");
        appendString(m_text, row.value(Content).toString());
        m_text.append(",\"capabilitySlug\":");
        appendTextOrNull(m_text, row.value(CapabilitySlug));
        m_text.append(",\"toolCallId\":");
        appendTextOrNull(m_text, row.value(ToolCallId));
        m_text.append(",\"createdAt\":");
        appendTime(m_text, dialect, row.value(MessageCreated));
        const std::pair<const char *, Column> pins[] = {
            {",\"agentVersionId\":", AgentVersionId},
            {",\"workflowExecutionId\":", WorkflowExecutionId},
            {",\"workflowVersionId\":", WorkflowVersionId},
            {",\"modelId\":", ModelId},
            {",\"providerSlug\":", ProviderSlug},
        };
        for (const auto &[key, column] : pins) {
            m_text.append(key);
            appendTextOrNull(m_text, row.value(column));
        }
        m_text.append(",\"provenance\":");
        const QByteArray provenance = dialect.jsonText(row.value(Provenance));
        m_text.append(provenance.trimmed().isEmpty() ? QByteArrayLiteral("null") : provenance);
        m_text.append('}');
    }

    QByteArray finish()
    {
        m_text.append("]}");
        m_id = QString();
        return std::move(m_text);
    }

private:
    QString m_id;
    qint64 m_messages = 0;
    QByteArray m_text;
};

} // namespace

Status SqlCatalogStore::streamConversations(
    const ConversationScanFilter &filter,
    const std::function<bool(const QByteArray &, const ConversationStreamProgress &)> &sink)
{
    const bool postgres = m_dialect.kind() == SqlDialect::Kind::PostgreSQL;
    // The filter as SQL. A cursor's query cannot take parameters (PostgreSQL does not prepare
    // DECLARE), so the values are written in as the driver quotes them.
    const auto literal = [this](const QVariant &value) {
        QSqlField field(QString(), value.metaType());
        field.setValue(value);
        return m_database.driver()->formatValue(field);
    };
    QStringList conditions;
    if (filter.since.isValid())
        conditions << QStringLiteral("m.\"createdAt\" >= ") + literal(m_dialect.bindDateTime(filter.since));
    if (filter.until.isValid())
        conditions << QStringLiteral("m.\"createdAt\" < ") + literal(m_dialect.bindDateTime(filter.until));
    if (!filter.agentSlugs.isEmpty()) {
        QStringList slugs;
        for (const QString &slug : filter.agentSlugs)
            slugs << literal(slug);
        conditions << QStringLiteral("a.\"slug\" IN (%1)").arg(slugs.join(QLatin1Char(',')));
    }
    const QString from = QStringLiteral(
        " FROM \"ai_message\" m JOIN \"ai_conversation\" c ON c.\"id\" = m.\"conversationId\" "
        "LEFT JOIN \"ai_agent\" a ON a.\"id\" = c.\"agentId\"")
        + (conditions.isEmpty() ? QString() : QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND ")));
    // SQLite: the rows, one per message, assembled here into each conversation's text.
    const QString select = QStringLiteral(
        "SELECT m.\"conversationId\", c.\"title\", c.\"userId\", c.\"agentId\", a.\"slug\", a.\"name\", "
        "c.\"isActive\", c.\"createdAt\", c.\"updatedAt\", m.\"id\", m.\"role\", m.\"content\", "
        "m.\"capabilitySlug\", m.\"toolCallId\", m.\"createdAt\", m.\"agentVersionId\", "
        "m.\"workflowExecutionId\", m.\"workflowVersionId\", m.\"modelId\", m.\"providerSlug\", ")
        + m_dialect.jsonSelect(QStringLiteral("m.\"provenance\"")) + from
        + QStringLiteral(" ORDER BY m.\"conversationId\", m.\"createdAt\", m.\"id\"");
    // PostgreSQL: one row per conversation, its text built by the server (json_build_object
    // in C, next to the data) with the messages in order; the client only hands it on. Built
    // here from 21 columns a message, the text cost the client three times the server's work.
    // TIMESTAMP(3) holds UTC by convention: written as the bundle writes it.
    const auto time = [](const char *column) {
        return QStringLiteral("to_char(%1, 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')").arg(QLatin1String(column));
    };
    const QString aggregate =
        QStringLiteral(
            "SELECT COUNT(*), json_build_object('conversation', json_build_object("
            "'id', c.\"id\", 'title', c.\"title\", 'userId', c.\"userId\", 'agentId', c.\"agentId\", "
            "'agentSlug', a.\"slug\", 'agentName', a.\"name\", 'isActive', c.\"isActive\", "
            "'createdAt', %1, 'updatedAt', %2), "
            "'messages', json_agg(json_build_object("
            "'id', m.\"id\", 'role', m.\"role\", 'content', m.\"content\", "
            "'capabilitySlug', m.\"capabilitySlug\", 'toolCallId', m.\"toolCallId\", 'createdAt', %3, "
            "'agentVersionId', m.\"agentVersionId\", 'workflowExecutionId', m.\"workflowExecutionId\", "
            "'workflowVersionId', m.\"workflowVersionId\", 'modelId', m.\"modelId\", "
            "'providerSlug', m.\"providerSlug\", 'provenance', m.\"provenance\") "
            "ORDER BY m.\"createdAt\", m.\"id\"))::text")
            .arg(time("c.\"createdAt\""), time("c.\"updatedAt\""), time("m.\"createdAt\""))
        + from + QStringLiteral(" GROUP BY c.\"id\", a.\"slug\", a.\"name\" ORDER BY c.\"id\"");

    // One snapshot for the count and the rows: a message written meanwhile is in neither.
    if (!m_database.transaction())
        return backend(m_database.lastError());
    struct EndTransaction
    {
        QSqlDatabase &database;
        ~EndTransaction() { database.rollback(); }
    } end{m_database};
    QSqlQuery query(m_database);
    query.setForwardOnly(true);
    if (postgres && !query.exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")))
        return backend(query.lastError());

    ConversationStreamProgress progress;
    if (!query.exec(QStringLiteral("SELECT COUNT(*)") + from) || !query.next())
        return backend(query.lastError());
    progress.totalMessages = query.value(0).toLongLong();
    query.finish();

    if (postgres) {
        const QString fetch = QStringLiteral("FETCH FORWARD %1 FROM capstudio_scan").arg(BatchConversations);
        if (!query.exec(QStringLiteral("DECLARE capstudio_scan NO SCROLL CURSOR FOR ") + aggregate))
            return backend(query.lastError());
        for (;;) {
            if (!query.exec(fetch))
                return backend(query.lastError());
            int rows = 0;
            while (query.next()) {
                ++rows;
                ++progress.conversations;
                progress.messages += query.value(0).toLongLong();
                if (!sink(query.value(1).toString().toUtf8(), progress))
                    return {};
            }
            if (query.lastError().isValid())
                return backend(query.lastError());
            if (rows < BatchConversations)
                return {};
        }
    }
    if (!query.exec(select))
        return backend(query.lastError());

    ConversationText conversation;
    const auto emitConversation = [&]() {
        ++progress.conversations;
        progress.messages += conversation.messageCount();
        return sink(conversation.finish(), progress);
    };
    while (query.next()) {
        if (!conversation.isEmpty() && query.value(ConversationId).toString() != conversation.id()) {
            if (!emitConversation())
                return {};
        }
        if (conversation.isEmpty())
            conversation.start(query, m_dialect);
        conversation.addMessage(query, m_dialect);
    }
    if (query.lastError().isValid())
        return backend(query.lastError());
    if (!conversation.isEmpty() && !emitConversation())
        return {};
    return {};
}

} // namespace capstudio
