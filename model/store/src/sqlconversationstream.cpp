// SqlCatalogStore::streamConversations: a deployment's messages, conversation by
// conversation, without holding more than one conversation and the row being read.
#include "store/sqlcatalogstore.h"

#include "sqltransaction.h"

#include <QSqlDriver>
#include <QSqlField>

#include <libpq-fe.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <algorithm>
#include <cstring>
#include <vector>

namespace capstudio {

namespace {

// Column order of the scan's SELECT.
enum Column {
    ConversationId, Title, UserId, AgentId, AgentSlug, AgentName, IsActive, ConversationCreated,
    ConversationUpdated, MessageId, Role, Content, CapabilitySlug, ToolCallId, MessageCreated,
    AgentVersionId, WorkflowExecutionId, WorkflowVersionId, ModelId, ProviderSlug, Provenance,
};

const char Hex[] = "0123456789abcdef";

// One byte of a JSON string's content, escaped as JSON needs, written at `to` (room for six
// bytes); returns where the next byte goes.
inline char *writeJsonByte(char *to, char c)
{
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && c != '"' && c != '\\') {
        *to = c;
        return to + 1;
    }
    *to++ = '\\';
    switch (c) {
    case '"': *to = '"'; return to + 1;
    case '\\': *to = '\\'; return to + 1;
    case '\n': *to = 'n'; return to + 1;
    case '\r': *to = 'r'; return to + 1;
    case '\t': *to = 't'; return to + 1;
    default:
        to[0] = 'u';
        to[1] = '0';
        to[2] = '0';
        to[3] = Hex[u >> 4];
        to[4] = Hex[u & 15];
        return to + 5;
    }
}

// As writeJsonByte, appended to `out`.
inline void appendJsonByte(QByteArray &out, char c)
{
    char escaped[6];
    out.append(escaped, writeJsonByte(escaped, c) - escaped);
}

// The first byte from `p` that a COPY field's copy must look at: a backslash (COPY's escape)
// and, for a JSON string, a quote or a control. Sixteen bytes at a time on x86-64.
inline const char *nextSpecial(const char *p, const char *end, bool asJson)
{
#if defined(__SSE2__)
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i lastControl = _mm_set1_epi8(0x1F);
    while (end - p >= 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        __m128i hits = _mm_cmpeq_epi8(bytes, backslash);
        if (asJson) // unsigned bytes <= 0x1F: the maximum with 0x1F is 0x1F
            hits = _mm_or_si128(hits, _mm_or_si128(_mm_cmpeq_epi8(bytes, quote),
                                                   _mm_cmpeq_epi8(_mm_max_epu8(bytes, lastControl), lastControl)));
        const int mask = _mm_movemask_epi8(hits);
        if (mask != 0)
            return p + __builtin_ctz(unsigned(mask));
        p += 16;
    }
#endif
    for (; p != end; ++p) {
        const auto u = static_cast<unsigned char>(*p);
        if (u == '\\' || (asJson && (u == '"' || u < 0x20)))
            return p;
    }
    return end;
}

// A JSON string of UTF-8 text: runs of ordinary bytes copied whole.
void appendUtf8String(QByteArray &out, const char *begin, const char *end)
{
    out.append('"');
    const char *run = begin;
    for (const char *c = begin; c != end; ++c) {
        const auto u = static_cast<unsigned char>(*c);
        if (u >= 0x20 && u != '"' && u != '\\')
            continue;
        out.append(run, c - run);
        appendJsonByte(out, *c);
        run = c + 1;
    }
    out.append(run, end - run);
    out.append('"');
}

// A row of the scan's SELECT as QSqlQuery reads it (SQLite, and PostgreSQL without libpq).
class QueryRow
{
public:
    QueryRow(const QSqlQuery &query, const SqlDialect &dialect) : m_query(query), m_dialect(dialect) {}

    QByteArray key(int column) const { return m_query.value(column).toString().toUtf8(); }
    bool hasKey(int column, const QByteArray &key) const { return this->key(column) == key; }
    void string(QByteArray &out, int column) const
    {
        const QByteArray utf8 = m_query.value(column).toString().toUtf8();
        appendUtf8String(out, utf8.cbegin(), utf8.cend());
    }
    void stringOrNull(QByteArray &out, int column) const
    {
        if (m_query.value(column).isNull())
            out.append("null", 4);
        else
            string(out, column);
    }
    void time(QByteArray &out, int column) const
    {
        const QDateTime time = m_dialect.readDateTime(m_query.value(column));
        if (!time.isValid()) {
            out.append("null", 4);
            return;
        }
        const QByteArray text = time.toUTC().toString(Qt::ISODateWithMs).toUtf8();
        appendUtf8String(out, text.cbegin(), text.cend());
    }
    bool boolean(int column) const { return m_dialect.readBool(m_query.value(column)); }
    void json(QByteArray &out, int column) const
    {
        const QByteArray text = m_dialect.jsonText(m_query.value(column));
        out.append(text.trimmed().isEmpty() ? QByteArrayLiteral("null") : text);
    }

private:
    const QSqlQuery &m_query;
    const SqlDialect &m_dialect;
};

// A row of PostgreSQL's COPY … TO STDOUT in text format: fields split by tabs, \N for NULL,
// backslash escapes for backslash, tab, newline, carriage return and other controls;
// timestamps already written as the bundle writes them (to_char in the SELECT).
class CopyRow
{
public:
    // False when the row does not have `columns` fields.
    bool parse(const char *data, int size, int columns)
    {
        m_fields.clear();
        const char *end = data + size;
        if (end > data && end[-1] == '\n')
            --end;
        const char *field = data;
        for (const char *c = data; c != end; ++c) {
            if (*c == '\t') {
                m_fields.push_back({field, c});
                field = c + 1;
            }
        }
        m_fields.push_back({field, end});
        return int(m_fields.size()) == columns;
    }

    QByteArray key(int column) const
    {
        QByteArray out;
        copyText(out, column, false);
        return out;
    }
    // The field is `key` (ids have no escapes: a field with one is compared decoded).
    bool hasKey(int column, const QByteArray &key) const
    {
        const auto &[begin, end] = m_fields[column];
        if (std::find(begin, end, '\\') == end)
            return QByteArrayView(begin, end - begin) == QByteArrayView(key);
        return this->key(column) == key;
    }
    void string(QByteArray &out, int column) const
    {
        out.append('"');
        copyText(out, column, true);
        out.append('"');
    }
    void stringOrNull(QByteArray &out, int column) const
    {
        if (isNull(column))
            out.append("null", 4);
        else
            string(out, column);
    }
    void time(QByteArray &out, int column) const { stringOrNull(out, column); }
    bool boolean(int column) const
    {
        const auto &[begin, end] = m_fields[column];
        return end - begin == 1 && *begin == 't';
    }
    void json(QByteArray &out, int column) const
    {
        if (isNull(column))
            out.append("null", 4);
        else
            copyText(out, column, false);
    }

private:
    bool isNull(int column) const
    {
        const auto &[begin, end] = m_fields[column];
        return end - begin == 2 && begin[0] == '\\' && begin[1] == 'N';
    }

    // The field's text with COPY's escapes decoded, escaped for a JSON string when `asJson`.
    // Written through a pointer into room made first: appending runs and single bytes to the
    // text one call at a time took a third of the reading thread.
    void copyText(QByteArray &out, int column, bool asJson) const
    {
        const auto &[begin, end] = m_fields[column];
        // Room for the worst case. Decoded, the field is never longer than it is; in a JSON
        // string a byte takes at most six, and only a byte escaped one way or the other
        // (a backslash, a quote, a control) takes more than one.
        qsizetype room = end - begin;
        if (asJson) {
            for (const char *c = nextSpecial(begin, end, true); c != end; c = nextSpecial(c + 1, end, true))
                room += 5;
        }
        const qsizetype at = out.size();
        out.resize(at + room);
        char *to = out.data() + at;
        const auto copyRun = [&to](const char *from, const char *until) {
            std::memcpy(to, from, std::size_t(until - from));
            to += until - from;
        };
        const char *run = begin;
        for (const char *c = nextSpecial(begin, end, asJson); c != end; c = nextSpecial(c + 1, end, asJson)) {
            const auto u = static_cast<unsigned char>(*c);
            copyRun(run, c);
            char decoded = *c;
            if (u == '\\' && c + 1 != end) {
                ++c;
                switch (*c) {
                case 'n': decoded = '\n'; break;
                case 't': decoded = '\t'; break;
                case 'r': decoded = '\r'; break;
                case 'b': decoded = '\b'; break;
                case 'f': decoded = '\f'; break;
                case 'v': decoded = '\v'; break;
                default:
                    if (*c >= '0' && *c <= '7') { // \ooo
                        int value = 0;
                        for (int digits = 0; digits < 3 && c != end && *c >= '0' && *c <= '7'; ++digits, ++c)
                            value = value * 8 + (*c - '0');
                        --c;
                        decoded = char(value);
                    } else {
                        decoded = *c; // \\ and any other escaped character stand for themselves
                    }
                }
            }
            if (asJson)
                to = writeJsonByte(to, decoded);
            else
                *to++ = decoded;
            run = c + 1;
        }
        copyRun(run, end);
        out.truncate(to - out.constData());
    }

    std::vector<std::pair<const char *, const char *>> m_fields;
};

// One conversation's `data` object being assembled from its rows, whichever way they are read.
class ConversationText
{
public:
    bool isEmpty() const { return m_empty; }
    const QByteArray &id() const { return m_id; }
    qint64 messageCount() const { return m_messages; }

    template <typename Row>
    void start(const Row &row)
    {
        m_empty = false;
        m_id = row.key(ConversationId);
        m_messages = 0;
        m_text.clear();
        // Appends grow it geometrically from here; a reserve per field would copy it each time.
        m_text.reserve(16 * 1024);
        m_text.append("{\"conversation\":{\"id\":");
        row.string(m_text, ConversationId);
        m_text.append(",\"title\":");
        row.stringOrNull(m_text, Title);
        m_text.append(",\"userId\":");
        row.stringOrNull(m_text, UserId);
        m_text.append(",\"agentId\":");
        row.string(m_text, AgentId);
        m_text.append(",\"agentSlug\":");
        row.stringOrNull(m_text, AgentSlug);
        m_text.append(",\"agentName\":");
        row.stringOrNull(m_text, AgentName);
        m_text.append(",\"isActive\":");
        m_text.append(row.boolean(IsActive) ? "true" : "false");
        m_text.append(",\"createdAt\":");
        row.time(m_text, ConversationCreated);
        m_text.append(",\"updatedAt\":");
        row.time(m_text, ConversationUpdated);
        m_text.append("},\"messages\":[");
    }

    template <typename Row>
    void addMessage(const Row &row)
    {
        if (m_messages++ > 0)
            m_text.append(',');
        m_text.append("{\"id\":");
        row.string(m_text, MessageId);
        m_text.append(",\"role\":");
        row.string(m_text, Role);
        m_text.append(",\"content\":");
        row.string(m_text, Content);
        m_text.append(",\"capabilitySlug\":");
        row.stringOrNull(m_text, CapabilitySlug);
        m_text.append(",\"toolCallId\":");
        row.stringOrNull(m_text, ToolCallId);
        m_text.append(",\"createdAt\":");
        row.time(m_text, MessageCreated);
        const std::pair<const char *, Column> pins[] = {
            {",\"agentVersionId\":", AgentVersionId},
            {",\"workflowExecutionId\":", WorkflowExecutionId},
            {",\"workflowVersionId\":", WorkflowVersionId},
            {",\"modelId\":", ModelId},
            {",\"providerSlug\":", ProviderSlug},
        };
        for (const auto &[key, column] : pins) {
            m_text.append(key);
            row.stringOrNull(m_text, column);
        }
        m_text.append(",\"provenance\":");
        row.json(m_text, Provenance);
        m_text.append('}');
    }

    QByteArray finish()
    {
        m_text.append("]}");
        m_empty = true;
        m_id.clear();
        return std::move(m_text);
    }

private:
    bool m_empty = true;
    QByteArray m_id;
    qint64 m_messages = 0;
    QByteArray m_text;
};

// The connection's libpq handle when Qt's PostgreSQL driver opened it.
PGconn *libpqConnection(const QSqlDatabase &database)
{
    const QVariant handle = database.driver()->handle();
    // Qt names the type by libpq's struct (pg_conn*) or its typedef (PGconn*).
    if (!handle.isValid() || (qstrcmp(handle.typeName(), "pg_conn*") != 0 && qstrcmp(handle.typeName(), "PGconn*") != 0))
        return nullptr;
    return *static_cast<PGconn *const *>(handle.constData());
}

StoreError libpqError(PGconn *connection)
{
    return StoreError{StoreError::Kind::Backend, QString::fromUtf8(PQerrorMessage(connection)).trimmed()};
}

// COPY (select) TO STDOUT, each row into `conversation`, each finished conversation to
// `deliver` (false: stop). Stopping early cancels the COPY and drains it, so the connection is
// usable again (the caller's rollback follows).
template <typename Deliver>
Status copyConversations(PGconn *connection, const QString &select, ConversationText &conversation, Deliver &&deliver)
{
    PGresult *started = PQexec(connection, (QStringLiteral("COPY (") + select + QStringLiteral(") TO STDOUT")).toUtf8().constData());
    const ExecStatusType startStatus = PQresultStatus(started);
    PQclear(started);
    if (startStatus != PGRES_COPY_OUT)
        return libpqError(connection);

    Status status;
    bool stopped = false;
    CopyRow row;
    for (;;) {
        char *buffer = nullptr;
        const int size = PQgetCopyData(connection, &buffer, 0);
        if (size == -1)
            break; // the end of the data
        if (size < 0) {
            status = libpqError(connection);
            break;
        }
        if (!stopped && status) {
            if (!row.parse(buffer, size, Provenance + 1)) {
                status = StoreError{StoreError::Kind::Backend,
                                    SqlCatalogStore::tr("a row of the scan's COPY has the wrong number of fields")};
            } else {
                if (!conversation.isEmpty() && !row.hasKey(ConversationId, conversation.id()) && !deliver())
                    stopped = true;
                if (!stopped) {
                    if (conversation.isEmpty())
                        conversation.start(row);
                    conversation.addMessage(row);
                }
            }
            if (stopped || !status) {
                // Ask the server to stop sending; what is already on its way is read and dropped.
                if (PGcancel *cancel = PQgetCancel(connection)) {
                    char reason[256];
                    PQcancel(cancel, reason, sizeof reason);
                    PQfreeCancel(cancel);
                }
            }
        }
        PQfreemem(buffer);
    }
    // The COPY's own result, then nothing (a cancelled COPY ends in an error result).
    while (PGresult *result = PQgetResult(connection)) {
        if (status && !stopped && PQresultStatus(result) != PGRES_COMMAND_OK)
            status = StoreError{StoreError::Kind::Backend, QString::fromUtf8(PQresultErrorMessage(result)).trimmed()};
        PQclear(result);
    }
    if (!status || stopped)
        return status;
    if (!conversation.isEmpty())
        deliver();
    return {};
}

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
    // The rows, one per message in the scan's order, assembled here into each conversation's
    // text. PostgreSQL hands them over with COPY (its fastest way out, about psql's \copy);
    // TIMESTAMP(3) holds UTC by convention and is written as the bundle writes it.
    const auto time = [postgres, this](const char *column) {
        return postgres ? QStringLiteral("to_char(%1, 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')").arg(QLatin1String(column))
                        : QString::fromLatin1(column);
    };
    const QString select = QStringLiteral(
        "SELECT m.\"conversationId\", c.\"title\", c.\"userId\", c.\"agentId\", a.\"slug\", a.\"name\", "
        "c.\"isActive\", %1, %2, m.\"id\", m.\"role\", m.\"content\", "
        "m.\"capabilitySlug\", m.\"toolCallId\", %3, m.\"agentVersionId\", "
        "m.\"workflowExecutionId\", m.\"workflowVersionId\", m.\"modelId\", m.\"providerSlug\", ")
            .arg(time("c.\"createdAt\""), time("c.\"updatedAt\""), time("m.\"createdAt\""))
        + (postgres ? QStringLiteral("m.\"provenance\"::text") : m_dialect.jsonSelect(QStringLiteral("m.\"provenance\"")))
        + from + QStringLiteral(" ORDER BY m.\"conversationId\", m.\"createdAt\", m.\"id\"");

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

    ConversationText conversation;
    const auto emitConversation = [&]() {
        ++progress.conversations;
        progress.messages += conversation.messageCount();
        return sink(conversation.finish(), progress);
    };
    if (postgres) {
        PGconn *connection = libpqConnection(m_database);
        if (!connection)
            return StoreError{StoreError::Kind::Backend, tr("the PostgreSQL driver gives no libpq connection")};
        return copyConversations(connection, select, conversation, emitConversation);
    }

    if (!query.exec(select))
        return backend(query.lastError());
    while (query.next()) {
        const QueryRow row(query, m_dialect);
        if (!conversation.isEmpty() && !row.hasKey(ConversationId, conversation.id())) {
            if (!emitConversation())
                return {};
        }
        if (conversation.isEmpty())
            conversation.start(row);
        conversation.addMessage(row);
    }
    if (query.lastError().isValid())
        return backend(query.lastError());
    if (!conversation.isEmpty() && !emitConversation())
        return {};
    return {};
}

} // namespace capstudio
