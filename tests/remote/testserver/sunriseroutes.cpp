#include "sunriseroutes.h"

#include "bindingroutes.h"
#include "capabilityvalidator.h"
#include "listingroutes.h"
#include "sunrisestore.h"
#include "zodissues.h"

#include <QJsonArray>

#include <algorithm>
#include <vector>

namespace sunrisetest {

namespace {

const QJsonValue Null(QJsonValue::Null);

SunriseReply invalidCapabilityId()
{
    return SunriseReply::validation(QStringLiteral("Invalid capability id"),
                                    QJsonObject{{QStringLiteral("id"), QJsonArray{QStringLiteral("Invalid ID format")}}});
}

bool containsInsensitive(const QJsonObject &row, const QString &key, const QString &needle)
{
    return row.value(key).toString().contains(needle, Qt::CaseInsensitive);
}

// capabilityFunctionDefinitionSchema: { name: string >= 1, description: string, parameters: record }
bool isValidStoredDefinition(const QJsonValue &value)
{
    if (!value.isObject())
        return false;
    const QJsonObject definition = value.toObject();
    const QJsonValue name = definition.value(QStringLiteral("name"));
    return name.isString() && !name.toString().isEmpty()
        && definition.value(QStringLiteral("description")).isString()
        && definition.value(QStringLiteral("parameters")).isObject();
}

} // namespace

SunriseRoutes::SunriseRoutes(SunriseStore *store)
    : m_store(store)
{
}

SunriseRoutes::Route SunriseRoutes::match(const QByteArray &method, const QStringList &segments,
                                          QByteArray *allowedMethods)
{
    allowedMethods->clear();
    QStringList path = segments;
    if (!path.isEmpty() && path.last().isEmpty())
        path.removeLast(); // a trailing slash
    const int n = int(path.size());
    auto pick = [&](std::initializer_list<std::pair<const char *, Route>> candidates) {
        QList<QByteArray> allowed;
        for (const auto &candidate : candidates) {
            if (method == candidate.first)
                return candidate.second;
            allowed.append(candidate.first);
        }
        *allowedMethods = allowed.join(", ");
        return Route::None;
    };

    if (n == 1 && path.at(0) == QLatin1String("capabilities"))
        return pick({{"GET", Route::ListCapabilities}, {"POST", Route::CreateCapability}});
    if (n == 2 && path.at(0) == QLatin1String("capabilities"))
        return pick({{"GET", Route::GetCapability}, {"PATCH", Route::UpdateCapability}, {"DELETE", Route::DeleteCapability}});
    if (n == 1 && path.at(0) == QLatin1String("agents"))
        return pick({{"GET", Route::ListAgents}});
    if (n == 3 && path.at(0) == QLatin1String("agents") && path.at(2) == QLatin1String("capabilities"))
        return pick({{"GET", Route::ListBindings}, {"POST", Route::AttachCapability}});
    if (n == 4 && path.at(0) == QLatin1String("agents") && path.at(2) == QLatin1String("capabilities"))
        return pick({{"PATCH", Route::UpdateBinding}, {"DELETE", Route::DetachCapability}});
    if (n == 1 && path.at(0) == QLatin1String("conversations"))
        return pick({{"GET", Route::ListConversations}});
    if (n == 3 && path.at(0) == QLatin1String("conversations") && path.at(2) == QLatin1String("provenance"))
        return pick({{"GET", Route::ConversationProvenance}});
    return Route::None;
}

SunriseReply SunriseRoutes::run(Route route, const SunriseRequest &request)
{
    BindingRoutes bindings(m_store);
    ListingRoutes listings(m_store);
    switch (route) {
    case Route::ListCapabilities:
        return listCapabilities(request);
    case Route::CreateCapability:
        return createCapability(request);
    case Route::GetCapability:
        return getCapability(request);
    case Route::UpdateCapability:
        return updateCapability(request);
    case Route::DeleteCapability:
        return deleteCapability(request);
    case Route::ListBindings:
        return bindings.list(request);
    case Route::AttachCapability:
        return bindings.attach(request);
    case Route::UpdateBinding:
        return bindings.update(request);
    case Route::DetachCapability:
        return bindings.detach(request);
    case Route::ListAgents:
        return listings.agents(request);
    case Route::ListConversations:
        return listings.conversations(request);
    case Route::ConversationProvenance:
        return listings.provenance(request);
    case Route::None:
        break;
    }
    return SunriseReply::notFound(QStringLiteral("Not found"));
}

const QList<int> &SunriseRoutes::sortedCapabilities()
{
    if (m_sortedRevision == m_store->capabilityRevision() && m_sortedCapabilities.size() == m_store->capabilities().size())
        return m_sortedCapabilities;
    const QList<QJsonObject> &capabilities = m_store->capabilities();
    m_sortedCapabilities.clear();
    m_sortedCapabilities.reserve(capabilities.size());
    for (int i = 0; i < capabilities.size(); ++i)
        m_sortedCapabilities.append(i);
    // By category; ties in insertion order, the double's stand-in for the table's physical order.
    std::stable_sort(m_sortedCapabilities.begin(), m_sortedCapabilities.end(), [&capabilities](int a, int b) {
        return capabilities.at(a).value(QStringLiteral("category")).toString()
             < capabilities.at(b).value(QStringLiteral("category")).toString();
    });
    m_sortedRevision = m_store->capabilityRevision();
    return m_sortedCapabilities;
}

namespace {

quint64 mix(quint64 value)
{
    value += 0x9e3779b97f4a7c15ULL;
    value = (value ^ (value >> 30)) * 0xbf58476d1ce4e5b9ULL;
    value = (value ^ (value >> 27)) * 0x94d049bb133111ebULL;
    return value ^ (value >> 31);
}

} // namespace

void SunriseRoutes::orderTies(QList<int> &matched, bool categoryFiltered, qint64 bound) const
{
    using Model = SunriseStore::PagingModel;
    const Model model = m_store->pagingModel();
    // PostgreSQL drops `ORDER BY category` when the WHERE clause fixes the category (the sort
    // key is a constant): the rows come in the table's physical order, page after page.
    // Otherwise it sorts, and rows of equal category come out in an order of its choosing:
    // with a top-N heapsort (when 2 * (offset + limit) is below the row count) one that
    // depends on offset + limit, else one fixed order for every page.
    if (model == Model::Stable || (model == Model::Postgres && categoryFiltered))
        return;
    const bool bounded = model == Model::Shuffled || 2 * bound < matched.size();
    const quint64 salt = bounded ? quint64(bound) : 0;
    const QList<QJsonObject> &capabilities = m_store->capabilities();
    auto category = [&capabilities](int index) { return capabilities.at(index).value(QStringLiteral("category")).toString(); };
    for (qsizetype first = 0; first < matched.size();) {
        qsizetype last = first + 1;
        const QString tie = category(matched.at(first));
        while (last < matched.size() && category(matched.at(last)) == tie)
            ++last;
        std::sort(matched.begin() + first, matched.begin() + last,
                  [salt](int a, int b) { return mix(quint64(a) * 1000003u + salt) < mix(quint64(b) * 1000003u + salt); });
        first = last;
    }
}

// §4.1
SunriseReply SunriseRoutes::listCapabilities(const SunriseRequest &request)
{
    ZodIssues issues;
    int page = 1;
    int limit = 10;
    std::optional<bool> isActive;
    QString category;
    QString executionType;
    QString q;
    const QHash<QString, QString> &query = request.query;
    if (query.contains(QStringLiteral("page")))
        page = issues.coercePositiveInt(QStringLiteral("page"), query.value(QStringLiteral("page")), 0).value_or(1);
    if (query.contains(QStringLiteral("limit")))
        limit = issues.coercePositiveInt(QStringLiteral("limit"), query.value(QStringLiteral("limit")), 100).value_or(10);
    if (query.contains(QStringLiteral("isActive")))
        isActive = issues.queryBoolean(QStringLiteral("isActive"), query.value(QStringLiteral("isActive")));
    if (query.contains(QStringLiteral("category"))) {
        category = ZodIssues::jsTrim(query.value(QStringLiteral("category")));
        if (ZodIssues::jsLength(category) > 50)
            issues.add(QStringLiteral("category"), ZodIssues::tooBigString(50));
    }
    if (query.contains(QStringLiteral("executionType"))) {
        executionType = query.value(QStringLiteral("executionType"));
        const QStringList types{QStringLiteral("internal"), QStringLiteral("api"), QStringLiteral("webhook")};
        if (!types.contains(executionType))
            issues.add(QStringLiteral("executionType"), ZodIssues::invalidOption(types));
    }
    if (query.contains(QStringLiteral("q"))) {
        q = ZodIssues::jsTrim(query.value(QStringLiteral("q")));
        if (ZodIssues::jsLength(q) > 200)
            issues.add(QStringLiteral("q"), ZodIssues::tooBigString(200));
    }
    if (!issues.isEmpty())
        return SunriseReply::validation(QStringLiteral("Invalid query parameters"), issues.details());

    const QList<QJsonObject> &capabilities = m_store->capabilities();
    QList<int> matched;
    for (int index : sortedCapabilities()) {
        const QJsonObject &row = capabilities.at(index);
        if (isActive && row.value(QStringLiteral("isActive")).toBool() != *isActive)
            continue;
        if (!category.isEmpty() && row.value(QStringLiteral("category")).toString() != category)
            continue;
        if (!executionType.isEmpty() && row.value(QStringLiteral("executionType")).toString() != executionType)
            continue;
        if (!q.isEmpty() && !containsInsensitive(row, QStringLiteral("name"), q)
            && !containsInsensitive(row, QStringLiteral("slug"), q)
            && !containsInsensitive(row, QStringLiteral("description"), q)) {
            continue;
        }
        matched.append(index);
    }
    const int total = int(matched.size());
    const qint64 first = qint64(page - 1) * limit;
    orderTies(matched, !category.isEmpty(), first + limit);
    const QList<int> pageRows = first < total ? matched.mid(first, limit) : QList<int>();

    // _agents: every bound agent (disabled bindings included), by name.
    QHash<QString, QList<QJsonObject>> agentsByCapability;
    for (int index : std::as_const(pageRows))
        agentsByCapability.insert(capabilities.at(index).value(QStringLiteral("id")).toString(), {});
    for (const QJsonObject &binding : m_store->bindings()) {
        const auto slot = agentsByCapability.find(binding.value(QStringLiteral("capabilityId")).toString());
        if (slot == agentsByCapability.end())
            continue;
        const QJsonObject agent = m_store->agent(binding.value(QStringLiteral("agentId")).toString());
        if (agent.isEmpty())
            continue;
        slot->append(QJsonObject{{QStringLiteral("id"), agent.value(QStringLiteral("id"))},
                                 {QStringLiteral("name"), agent.value(QStringLiteral("name"))},
                                 {QStringLiteral("slug"), agent.value(QStringLiteral("slug"))},
                                 {QStringLiteral("isActive"), agent.value(QStringLiteral("isActive"))}});
    }

    QJsonArray items;
    for (int index : std::as_const(pageRows)) {
        QJsonObject item = capabilities.at(index);
        QList<QJsonObject> agents = agentsByCapability.value(item.value(QStringLiteral("id")).toString());
        std::sort(agents.begin(), agents.end(), [](const QJsonObject &a, const QJsonObject &b) {
            return a.value(QStringLiteral("name")).toString() < b.value(QStringLiteral("name")).toString();
        });
        QJsonArray agentArray;
        for (const QJsonObject &agent : std::as_const(agents))
            agentArray.append(agent);
        item.insert(QStringLiteral("_agents"), agentArray);
        items.append(item);
    }
    return SunriseReply::success(items, SunriseReply::paginationMeta(page, limit, total));
}

// §4.2
SunriseReply SunriseRoutes::createCapability(const SunriseRequest &request)
{
    const std::optional<QJsonValue> json = request.jsonBody();
    if (!json)
        return SunriseReply::validation(QStringLiteral("Invalid JSON in request body"));
    ZodIssues issues;
    const std::optional<QJsonObject> body = CapabilityValidator::parse(*json, CapabilityValidator::Mode::Create, &issues);
    if (!body)
        return SunriseReply::validation(QStringLiteral("Invalid request body"), issues.details());

    const QString slug = body->value(QStringLiteral("slug")).toString();
    if (m_store->slugInUse(slug, QString()))
        return SunriseReply::conflict(QStringLiteral("Capability with slug '%1' already exists").arg(slug));

    auto valueOrNull = [&](const QString &key) { return body->contains(key) ? body->value(key) : Null; };
    const QJsonObject row{
        {QStringLiteral("id"), m_store->newId()},
        {QStringLiteral("name"), body->value(QStringLiteral("name"))},
        {QStringLiteral("slug"), slug},
        {QStringLiteral("description"), body->value(QStringLiteral("description"))},
        {QStringLiteral("category"), body->value(QStringLiteral("category"))},
        {QStringLiteral("functionDefinition"), body->value(QStringLiteral("functionDefinition"))},
        {QStringLiteral("executionType"), body->value(QStringLiteral("executionType"))},
        {QStringLiteral("executionHandler"), body->value(QStringLiteral("executionHandler"))},
        {QStringLiteral("executionConfig"), valueOrNull(QStringLiteral("executionConfig"))},
        {QStringLiteral("requiresApproval"), body->value(QStringLiteral("requiresApproval"))},
        {QStringLiteral("approvalTimeoutMs"), valueOrNull(QStringLiteral("approvalTimeoutMs"))},
        {QStringLiteral("rateLimit"), valueOrNull(QStringLiteral("rateLimit"))},
        {QStringLiteral("isIdempotent"), false},
        {QStringLiteral("isActive"), body->value(QStringLiteral("isActive"))},
        {QStringLiteral("isSystem"), false},
        {QStringLiteral("quarantineState"), QStringLiteral("active")},
        {QStringLiteral("quarantineReason"), Null},
        {QStringLiteral("quarantineUntil"), Null},
        {QStringLiteral("metadata"), valueOrNull(QStringLiteral("metadata"))},
    };
    return SunriseReply::success(m_store->addCapability(row), QJsonObject(), 201);
}

// §4.3
SunriseReply SunriseRoutes::getCapability(const SunriseRequest &request)
{
    const QString id = request.segments.value(1);
    if (!ZodIssues::isCuid(id))
        return invalidCapabilityId();
    const QJsonObject row = m_store->capability(id);
    if (row.isEmpty())
        return SunriseReply::notFound(QStringLiteral("Capability %1 not found").arg(id));
    return SunriseReply::success(row);
}

// §4.4, in Sunrise's evaluation order.
SunriseReply SunriseRoutes::updateCapability(const SunriseRequest &request)
{
    const QString id = request.segments.value(1);
    if (!ZodIssues::isCuid(id))
        return invalidCapabilityId();
    const QJsonObject current = m_store->capability(id);
    if (current.isEmpty())
        return SunriseReply::notFound(QStringLiteral("Capability %1 not found").arg(id));

    const std::optional<QJsonValue> json = request.jsonBody();
    if (!json)
        return SunriseReply::validation(QStringLiteral("Invalid JSON in request body"));
    ZodIssues issues;
    const std::optional<QJsonObject> body = CapabilityValidator::parse(*json, CapabilityValidator::Mode::Update, &issues);
    if (!body)
        return SunriseReply::validation(QStringLiteral("Invalid request body"), issues.details());

    if (current.value(QStringLiteral("isSystem")).toBool()) {
        const QJsonValue isActive = body->value(QStringLiteral("isActive"));
        if (isActive.isBool() && !isActive.toBool())
            return SunriseReply::forbidden(QStringLiteral("System capabilities cannot be deactivated"));
        QStringList changed;
        for (const QString &field : {QStringLiteral("slug"), QStringLiteral("functionDefinition"),
                                     QStringLiteral("executionType"), QStringLiteral("executionHandler")}) {
            if (body->contains(field) && body->value(field) != current.value(field))
                changed.append(field);
        }
        if (!changed.isEmpty()) {
            return SunriseReply::forbidden(
                QStringLiteral("System capabilities are seeded from code — %1 cannot be changed here. "
                               "Edit the capability's seed unit in prisma/seeds/ instead; every other field on "
                               "this capability remains editable.")
                    .arg(changed.join(QStringLiteral(", "))));
        }
    }

    if (body->contains(QStringLiteral("executionHandler")) && !body->contains(QStringLiteral("executionType"))) {
        const QString type = current.value(QStringLiteral("executionType")).toString();
        if ((type == QLatin1String("api") || type == QLatin1String("webhook"))
            && !ZodIssues::isWhatwgUrl(body->value(QStringLiteral("executionHandler")).toString())) {
            return SunriseReply::validation(
                QStringLiteral("Execution handler must be a valid URL for api and webhook types"),
                QJsonObject{{QStringLiteral("executionHandler"), QJsonArray{QStringLiteral("Must be a valid URL")}}});
        }
    }

    if (body->contains(QStringLiteral("slug")) || body->contains(QStringLiteral("functionDefinition"))) {
        const QString effectiveSlug = body->contains(QStringLiteral("slug"))
            ? body->value(QStringLiteral("slug")).toString()
            : current.value(QStringLiteral("slug")).toString();
        std::optional<QString> effectiveName;
        if (body->contains(QStringLiteral("functionDefinition")))
            effectiveName = body->value(QStringLiteral("functionDefinition")).toObject().value(QStringLiteral("name")).toString();
        else if (isValidStoredDefinition(current.value(QStringLiteral("functionDefinition"))))
            effectiveName = current.value(QStringLiteral("functionDefinition")).toObject().value(QStringLiteral("name")).toString();
        if (effectiveName && *effectiveName != effectiveSlug) {
            return SunriseReply::validation(
                QStringLiteral("functionDefinition.name must equal slug"),
                QJsonObject{{QStringLiteral("functionDefinition.name"),
                             QJsonArray{CapabilityValidator::nameMustEqualSlug(effectiveSlug)}}});
        }
    }

    if (body->contains(QStringLiteral("slug"))) {
        const QString slug = body->value(QStringLiteral("slug")).toString();
        if (m_store->slugInUse(slug, id)) {
            return SunriseReply::validation(QStringLiteral("Capability with slug '%1' already exists").arg(slug),
                                            QJsonObject{{QStringLiteral("slug"),
                                                         QJsonArray{QStringLiteral("Slug is already in use")}}});
        }
    }

    QJsonObject updated = current;
    for (auto it = body->constBegin(); it != body->constEnd(); ++it)
        updated.insert(it.key(), it.value());
    m_store->updateCapability(updated);
    return SunriseReply::success(updated);
}

// §4.5
SunriseReply SunriseRoutes::deleteCapability(const SunriseRequest &request)
{
    const QString id = request.segments.value(1);
    if (!ZodIssues::isCuid(id))
        return invalidCapabilityId();
    QJsonObject current = m_store->capability(id);
    if (current.isEmpty())
        return SunriseReply::notFound(QStringLiteral("Capability %1 not found").arg(id));
    if (current.value(QStringLiteral("isSystem")).toBool())
        return SunriseReply::forbidden(QStringLiteral("System capabilities cannot be deleted"));
    current.insert(QStringLiteral("isActive"), false);
    m_store->updateCapability(current);
    return SunriseReply::success(QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("isActive"), false}});
}

} // namespace sunrisetest
