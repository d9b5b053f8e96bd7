#include "listingroutes.h"

#include "sunrisestore.h"
#include "zodissues.h"

#include <QJsonArray>

#include <algorithm>
#include <tuple>
#include <vector>

namespace sunrisetest {

namespace {

const QJsonValue Null(QJsonValue::Null);

// paginationQuerySchema: page int > 0 (default 1), limit int 1..100 (default 10).
void readPagination(const QHash<QString, QString> &query, ZodIssues *issues, int *page, int *limit)
{
    *page = 1;
    *limit = 10;
    if (query.contains(QStringLiteral("page")))
        *page = issues->coercePositiveInt(QStringLiteral("page"), query.value(QStringLiteral("page")), 0).value_or(1);
    if (query.contains(QStringLiteral("limit")))
        *limit = issues->coercePositiveInt(QStringLiteral("limit"), query.value(QStringLiteral("limit")), 100).value_or(10);
}

// An optional string parameter with Zod length bounds; nullopt when absent or invalid.
std::optional<QString> readText(const QHash<QString, QString> &query, const QString &key, bool trim, int min, int max,
                                ZodIssues *issues)
{
    if (!query.contains(key))
        return std::nullopt;
    const QString value = trim ? ZodIssues::jsTrim(query.value(key)) : query.value(key);
    bool ok = true;
    if (min > 0 && ZodIssues::jsLength(value) < min) {
        issues->add(key, ZodIssues::tooSmallString(min));
        ok = false;
    }
    if (ZodIssues::jsLength(value) > max) {
        issues->add(key, ZodIssues::tooBigString(max));
        ok = false;
    }
    return ok ? std::optional<QString>(value) : std::nullopt;
}

bool textMatches(const QJsonObject &row, const QString &key, const QString &needle)
{
    return row.value(key).toString().contains(needle, Qt::CaseInsensitive);
}

} // namespace

ListingRoutes::ListingRoutes(SunriseStore *store)
    : m_store(store)
{
}

bool ListingRoutes::visible(const QJsonObject &conversation) const
{
    const QJsonValue owner = conversation.value(QStringLiteral("userId"));
    return owner.isNull() || owner.isUndefined() || owner.toString() == m_store->callerUserId();
}

// The user-created agent the list shows last (the longest inactive) becomes active now and
// moves to the top, as an agent answering a chat does while someone reads the list.
void ListingRoutes::moveLastAgent()
{
    const QJsonObject *last = nullptr;
    qint64 latest = 0;
    auto key = [](const QJsonObject &agent) {
        const QJsonValue active = agent.value(QStringLiteral("lastActiveAt"));
        return std::make_tuple(active.isString(), SunriseStore::isoToMs(active),
                               SunriseStore::isoToMs(agent.value(QStringLiteral("createdAt"))));
    };
    for (const QJsonObject &agent : m_store->agents()) {
        if (!agent.value(QStringLiteral("deletedAt")).isNull() && !agent.value(QStringLiteral("deletedAt")).isUndefined())
            continue;
        if (agent.value(QStringLiteral("isSystem")).toBool())
            continue;
        latest = qMax(latest, SunriseStore::isoToMs(agent.value(QStringLiteral("lastActiveAt"))));
        if (!last || key(agent) < key(*last))
            last = &agent;
    }
    if (!last)
        return;
    QJsonObject moved = *last;
    moved.insert(QStringLiteral("lastActiveAt"), SunriseStore::isoAfter(latest));
    m_store->updateAgent(moved);
}

// The visible conversation updated longest ago gets a new message now and moves to the top.
void ListingRoutes::moveOldestConversation()
{
    const QJsonObject *oldest = nullptr;
    qint64 latest = 0;
    for (const QJsonObject &conversation : m_store->conversations()) {
        if (!visible(conversation))
            continue;
        const qint64 updated = SunriseStore::isoToMs(conversation.value(QStringLiteral("updatedAt")));
        latest = qMax(latest, updated);
        if (!oldest || updated < SunriseStore::isoToMs(oldest->value(QStringLiteral("updatedAt"))))
            oldest = &conversation;
    }
    if (!oldest)
        return;
    QJsonObject moved = *oldest;
    moved.insert(QStringLiteral("updatedAt"), SunriseStore::isoAfter(latest));
    m_store->updateConversation(moved);
}

// §4.10
SunriseReply ListingRoutes::agents(const SunriseRequest &request)
{
    const QHash<QString, QString> &query = request.query;
    ZodIssues issues;
    int page = 1;
    int limit = 10;
    readPagination(query, &issues, &page, &limit);
    std::optional<bool> isActive;
    std::optional<bool> isSystem;
    if (query.contains(QStringLiteral("isActive")))
        isActive = issues.queryBoolean(QStringLiteral("isActive"), query.value(QStringLiteral("isActive")));
    const std::optional<QString> provider = readText(query, QStringLiteral("provider"), true, 0, 50, &issues);
    if (query.contains(QStringLiteral("isSystem")))
        isSystem = issues.queryBoolean(QStringLiteral("isSystem"), query.value(QStringLiteral("isSystem")));
    const std::optional<QString> q = readText(query, QStringLiteral("q"), true, 0, 200, &issues);
    QString kind;
    if (query.contains(QStringLiteral("kind"))) {
        kind = query.value(QStringLiteral("kind"));
        const QStringList kinds{QStringLiteral("chat"), QStringLiteral("judge")};
        if (!kinds.contains(kind))
            issues.add(QStringLiteral("kind"), ZodIssues::invalidOption(kinds));
    }
    QString profileId;
    if (query.contains(QStringLiteral("profileId"))) {
        profileId = query.value(QStringLiteral("profileId"));
        if (profileId != QLatin1String("none") && !ZodIssues::isCuid(profileId))
            issues.add(QStringLiteral("profileId"), QStringLiteral("Invalid input"));
    }
    if (!issues.isEmpty())
        return SunriseReply::validation(QStringLiteral("Invalid query parameters"), issues.details());

    if (m_store->takeMove())
        moveLastAgent();

    struct Entry
    {
        bool system;
        bool everActive;
        qint64 lastActive;
        qint64 created;
        QString id;
        const QJsonObject *row;
    };
    std::vector<Entry> rows;
    for (const QJsonObject &agent : m_store->agents()) {
        if (!agent.value(QStringLiteral("deletedAt")).isNull() && !agent.value(QStringLiteral("deletedAt")).isUndefined())
            continue;
        if (isActive && agent.value(QStringLiteral("isActive")).toBool() != *isActive)
            continue;
        if (isSystem && agent.value(QStringLiteral("isSystem")).toBool() != *isSystem)
            continue;
        if (provider && !provider->isEmpty() && agent.value(QStringLiteral("provider")).toString() != *provider)
            continue;
        if (q && !q->isEmpty() && !textMatches(agent, QStringLiteral("name"), *q)
            && !textMatches(agent, QStringLiteral("slug"), *q) && !textMatches(agent, QStringLiteral("description"), *q)) {
            continue;
        }
        if (!kind.isEmpty() && agent.value(QStringLiteral("kind")).toString() != kind)
            continue;
        if (profileId == QLatin1String("none") && !agent.value(QStringLiteral("profileId")).isNull())
            continue;
        if (!profileId.isEmpty() && profileId != QLatin1String("none")
            && agent.value(QStringLiteral("profileId")).toString() != profileId) {
            continue;
        }
        rows.push_back(Entry{agent.value(QStringLiteral("isSystem")).toBool(),
                             agent.value(QStringLiteral("lastActiveAt")).isString(),
                             SunriseStore::isoToMs(agent.value(QStringLiteral("lastActiveAt"))),
                             SunriseStore::isoToMs(agent.value(QStringLiteral("createdAt"))),
                             agent.value(QStringLiteral("id")).toString(), &agent});
    }
    // User-created before system, lastActiveAt desc (nulls last), createdAt desc; id for stability.
    std::sort(rows.begin(), rows.end(), [](const Entry &a, const Entry &b) {
        if (a.system != b.system)
            return !a.system;
        if (a.everActive != b.everActive)
            return a.everActive;
        if (a.lastActive != b.lastActive)
            return a.lastActive > b.lastActive;
        if (a.created != b.created)
            return a.created > b.created;
        return a.id < b.id;
    });

    QHash<QString, int> bindingCounts;
    for (const QJsonObject &binding : m_store->bindings())
        ++bindingCounts[binding.value(QStringLiteral("agentId")).toString()];
    QHash<QString, int> conversationCounts;
    for (const QJsonObject &conversation : m_store->conversations())
        ++conversationCounts[conversation.value(QStringLiteral("agentId")).toString()];

    const int total = int(rows.size());
    QJsonArray items;
    const qint64 first = qint64(page - 1) * limit;
    for (qint64 i = first; i < total && i < first + limit; ++i) {
        QJsonObject item = *rows.at(size_t(i)).row;
        const QString id = rows.at(size_t(i)).id;
        item.insert(QStringLiteral("_count"), QJsonObject{{QStringLiteral("capabilities"), bindingCounts.value(id)},
                                                          {QStringLiteral("conversations"), conversationCounts.value(id)}});
        if (!item.contains(QStringLiteral("creator")))
            item.insert(QStringLiteral("creator"), Null);
        if (!item.contains(QStringLiteral("profile")))
            item.insert(QStringLiteral("profile"), Null);
        if (!item.contains(QStringLiteral("_budget"))) {
            const QJsonValue budget = item.value(QStringLiteral("monthlyBudgetUsd"));
            const QJsonValue limitValue = budget.isDouble() ? budget : Null;
            item.insert(QStringLiteral("_budget"), QJsonObject{{QStringLiteral("withinBudget"), true},
                                                               {QStringLiteral("spent"), 0},
                                                               {QStringLiteral("limit"), limitValue},
                                                               {QStringLiteral("remaining"), limitValue}});
        }
        items.append(item);
    }
    return SunriseReply::success(items, SunriseReply::paginationMeta(page, limit, total));
}

// §4.11
SunriseReply ListingRoutes::conversations(const SunriseRequest &request)
{
    const QHash<QString, QString> &query = request.query;
    ZodIssues issues;
    int page = 1;
    int limit = 10;
    readPagination(query, &issues, &page, &limit);
    QString agentId;
    if (query.contains(QStringLiteral("agentId"))) {
        agentId = query.value(QStringLiteral("agentId"));
        if (!ZodIssues::isCuid(agentId))
            issues.add(QStringLiteral("agentId"), QStringLiteral("Invalid ID format"));
    }
    std::optional<bool> isActive;
    if (query.contains(QStringLiteral("isActive")))
        isActive = issues.queryBoolean(QStringLiteral("isActive"), query.value(QStringLiteral("isActive")));
    const std::optional<QString> q = readText(query, QStringLiteral("q"), false, 1, 200, &issues);
    const std::optional<QString> messageSearch = readText(query, QStringLiteral("messageSearch"), false, 1, 500, &issues);
    const std::optional<QString> tag = readText(query, QStringLiteral("tag"), false, 1, 100, &issues);
    std::optional<qint64> dateFrom;
    std::optional<qint64> dateTo;
    for (const QString &key : {QStringLiteral("dateFrom"), QStringLiteral("dateTo")}) {
        if (!query.contains(key))
            continue;
        const QString value = query.value(key);
        if (!ZodIssues::isIsoDateTime(value)) {
            issues.add(key, QStringLiteral("Invalid ISO datetime"));
            continue;
        }
        (key == QLatin1String("dateFrom") ? dateFrom : dateTo) = SunriseStore::isoToMs(value);
    }
    if (!issues.isEmpty())
        return SunriseReply::validation(QStringLiteral("Invalid query parameters"), issues.details());

    if (m_store->takeMove())
        moveOldestConversation();

    struct Entry
    {
        qint64 updated;
        QString id;
        const QJsonObject *row;
    };
    std::vector<Entry> rows;
    for (const QJsonObject &conversation : m_store->conversations()) {
        if (!visible(conversation))
            continue;
        if (!agentId.isEmpty() && conversation.value(QStringLiteral("agentId")).toString() != agentId)
            continue;
        if (isActive && conversation.value(QStringLiteral("isActive")).toBool() != *isActive)
            continue;
        if (q && !textMatches(conversation, QStringLiteral("title"), *q))
            continue;
        if (tag && !conversation.value(QStringLiteral("tags")).toArray().contains(QJsonValue(*tag)))
            continue;
        const qint64 updatedAt = SunriseStore::isoToMs(conversation.value(QStringLiteral("updatedAt")));
        if ((dateFrom && updatedAt < *dateFrom) || (dateTo && updatedAt > *dateTo))
            continue;
        const QString id = conversation.value(QStringLiteral("id")).toString();
        if (messageSearch) {
            const QList<QJsonObject> messages = m_store->messages(id);
            const bool found = std::any_of(messages.cbegin(), messages.cend(), [&](const QJsonObject &message) {
                return textMatches(message, QStringLiteral("content"), *messageSearch);
            });
            if (!found)
                continue;
        }
        rows.push_back(Entry{updatedAt, id, &conversation});
    }
    std::sort(rows.begin(), rows.end(), [](const Entry &a, const Entry &b) {
        return a.updated != b.updated ? a.updated > b.updated : a.id < b.id;
    });

    const int total = int(rows.size());
    QJsonArray items;
    const qint64 first = qint64(page - 1) * limit;
    for (qint64 i = first; i < total && i < first + limit; ++i) {
        QJsonObject item = *rows.at(size_t(i)).row;
        const QJsonObject agent = m_store->agent(item.value(QStringLiteral("agentId")).toString());
        item.insert(QStringLiteral("agent"), agent.isEmpty() ? Null
                                                             : QJsonValue(QJsonObject{
                                                                 {QStringLiteral("id"), agent.value(QStringLiteral("id"))},
                                                                 {QStringLiteral("name"), agent.value(QStringLiteral("name"))},
                                                                 {QStringLiteral("slug"), agent.value(QStringLiteral("slug"))}}));
        item.insert(QStringLiteral("_count"),
                    QJsonObject{{QStringLiteral("messages"), m_store->messageCount(rows.at(size_t(i)).id)}});
        items.append(item);
    }
    return SunriseReply::success(items, SunriseReply::paginationMeta(page, limit, total));
}

// §4.12 / §8.1
SunriseReply ListingRoutes::provenance(const SunriseRequest &request)
{
    const QString id = request.segments.value(1);
    if (!ZodIssues::isCuid(id)) {
        return SunriseReply::validation(QStringLiteral("Invalid conversation id"),
                                        QJsonObject{{QStringLiteral("id"), QJsonArray{QStringLiteral("Must be a valid CUID")}}});
    }
    const QJsonObject conversation = m_store->conversation(id);
    if (conversation.isEmpty() || !visible(conversation))
        return SunriseReply::notFound(QStringLiteral("Conversation %1 not found").arg(id));

    const QJsonObject agent = m_store->agent(conversation.value(QStringLiteral("agentId")).toString());
    auto orNull = [](const QJsonObject &row, const QString &key) {
        const QJsonValue value = row.value(key);
        return value.isUndefined() ? Null : value;
    };
    const QJsonObject header{
        {QStringLiteral("id"), id},
        {QStringLiteral("title"), orNull(conversation, QStringLiteral("title"))},
        {QStringLiteral("userId"), orNull(conversation, QStringLiteral("userId"))},
        {QStringLiteral("agentId"), orNull(conversation, QStringLiteral("agentId"))},
        {QStringLiteral("agentSlug"), agent.isEmpty() ? Null : orNull(agent, QStringLiteral("slug"))},
        {QStringLiteral("agentName"), agent.isEmpty() ? Null : orNull(agent, QStringLiteral("name"))},
        {QStringLiteral("isActive"), orNull(conversation, QStringLiteral("isActive"))},
        {QStringLiteral("createdAt"), orNull(conversation, QStringLiteral("createdAt"))},
        {QStringLiteral("updatedAt"), orNull(conversation, QStringLiteral("updatedAt"))},
    };
    static const QStringList messageKeys{
        QStringLiteral("id"), QStringLiteral("role"), QStringLiteral("content"), QStringLiteral("capabilitySlug"),
        QStringLiteral("toolCallId"), QStringLiteral("createdAt"), QStringLiteral("agentVersionId"),
        QStringLiteral("workflowExecutionId"), QStringLiteral("workflowVersionId"), QStringLiteral("modelId"),
        QStringLiteral("providerSlug"), QStringLiteral("provenance")};
    QJsonArray messages;
    for (const QJsonObject &message : m_store->messages(id)) {
        QJsonObject item;
        for (const QString &key : messageKeys)
            item.insert(key, orNull(message, key));
        messages.append(item);
    }
    return SunriseReply::success(QJsonObject{{QStringLiteral("conversation"), header},
                                             {QStringLiteral("messages"), messages}});
}

} // namespace sunrisetest
