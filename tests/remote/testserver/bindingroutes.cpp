#include "bindingroutes.h"

#include "jsonkeyorder.h"
#include "sunrisestore.h"
#include "zodissues.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace sunrisetest {

namespace {

// The body as a JSON object, or the 400 Sunrise answers for anything else (§1.4, §2).
std::optional<SunriseReply> readObjectBody(const SunriseRequest &request, QJsonObject *body)
{
    const std::optional<QJsonValue> json = request.jsonBody();
    if (!json)
        return SunriseReply::validation(QStringLiteral("Invalid JSON in request body"));
    if (!json->isObject()) {
        ZodIssues issues;
        issues.add(QString(), ZodIssues::expected(QStringLiteral("object"), *json));
        return SunriseReply::validation(QStringLiteral("Invalid request body"), issues.details());
    }
    *body = json->toObject();
    return std::nullopt;
}

const QJsonValue Null(QJsonValue::Null);

SunriseReply invalidAgentId()
{
    return SunriseReply::validation(QStringLiteral("Invalid agent id"),
                                    QJsonObject{{QStringLiteral("id"), QJsonArray{QStringLiteral("Invalid ID format")}}});
}

// parseIds of the [capId] route: both ids checked, both reported.
std::optional<SunriseReply> checkRouteIds(const QString &agentId, const QString &capabilityId)
{
    QJsonObject details;
    if (!ZodIssues::isCuid(agentId))
        details.insert(QStringLiteral("id"), QJsonArray{QStringLiteral("Must be a valid CUID")});
    if (!ZodIssues::isCuid(capabilityId))
        details.insert(QStringLiteral("capId"), QJsonArray{QStringLiteral("Must be a valid CUID")});
    if (details.isEmpty())
        return std::nullopt;
    return SunriseReply::validation(QStringLiteral("Invalid route parameters"), details);
}

SunriseReply notAttached(const QString &agentId, const QString &capabilityId)
{
    return SunriseReply::notFound(QStringLiteral("Capability %1 is not attached to agent %2").arg(capabilityId, agentId));
}

// The binding fields shared by the attach and update schemas. Returns false when a field failed.
bool parseBindingFields(const QJsonObject &body, ZodIssues *issues, QJsonObject *out)
{
    bool ok = true;
    const QJsonValue isEnabled = body.value(QStringLiteral("isEnabled"));
    if (!isEnabled.isUndefined()) {
        if (isEnabled.isBool()) {
            out->insert(QStringLiteral("isEnabled"), isEnabled);
        } else {
            issues->add(QStringLiteral("isEnabled"), ZodIssues::expected(QStringLiteral("boolean"), isEnabled));
            ok = false;
        }
    }
    const QJsonValue customConfig = body.value(QStringLiteral("customConfig"));
    if (!customConfig.isUndefined()) {
        if (customConfig.isObject() || customConfig.isNull()) {
            out->insert(QStringLiteral("customConfig"), customConfig);
        } else {
            issues->add(QStringLiteral("customConfig"), ZodIssues::expected(QStringLiteral("record"), customConfig));
            ok = false;
        }
    }
    const QJsonValue rateLimit = body.value(QStringLiteral("customRateLimit"));
    if (!rateLimit.isUndefined()) {
        if (rateLimit.isNull()) {
            out->insert(QStringLiteral("customRateLimit"), rateLimit);
        } else if (!rateLimit.isDouble()) {
            issues->add(QStringLiteral("customRateLimit"), ZodIssues::expected(QStringLiteral("number"), rateLimit));
            ok = false;
        } else {
            const double value = rateLimit.toDouble();
            bool valid = true;
            if (std::floor(value) != value || std::fabs(value) > 9007199254740991.0) {
                issues->add(QStringLiteral("customRateLimit"), QStringLiteral("Custom rate limit must be an integer"));
                valid = false;
            }
            if (value < 1) {
                issues->add(QStringLiteral("customRateLimit"), QStringLiteral("Custom rate limit must be at least 1"));
                valid = false;
            }
            if (value > 10000) {
                issues->add(QStringLiteral("customRateLimit"), QStringLiteral("Custom rate limit must be at most 10000"));
                valid = false;
            }
            if (valid)
                out->insert(QStringLiteral("customRateLimit"), rateLimit);
            ok = ok && valid;
        }
    }
    return ok;
}

} // namespace

BindingRoutes::BindingRoutes(SunriseStore *store)
    : m_store(store)
{
}

QStringList BindingRoutes::missingEnvVars(const QJsonObject &customConfig, const QByteArray &rawBody,
                                          const QSet<QString> &environment)
{
    const QJsonValue forcedUrl = customConfig.value(QStringLiteral("forcedUrl"));
    const QJsonValue forcedHeaders = customConfig.value(QStringLiteral("forcedHeaders"));
    if (!forcedUrl.isUndefined() && !forcedUrl.isString())
        return {};
    if (!forcedHeaders.isUndefined()) {
        if (!forcedHeaders.isObject())
            return {};
        const QJsonObject headers = forcedHeaders.toObject();
        for (auto it = headers.constBegin(); it != headers.constEnd(); ++it) {
            if (!it.value().isString())
                return {};
        }
    }

    QStringList sources;
    if (forcedUrl.isString())
        sources.append(forcedUrl.toString());
    if (forcedHeaders.isObject()) {
        const QJsonObject headers = forcedHeaders.toObject();
        QStringList keys = JsonKeyOrder::keysAt(rawBody, {QStringLiteral("customConfig"), QStringLiteral("forcedHeaders")});
        if (keys.size() != headers.size())
            keys = headers.keys(); // not reachable for a body that parsed; keeps the scan total
        for (const QString &key : std::as_const(keys))
            sources.append(headers.value(key).toString());
    }

    static const QRegularExpression reference(QStringLiteral("\\$\\{env:([A-Z][A-Z0-9_]*)\\}"));
    QStringList names;
    for (const QString &source : std::as_const(sources)) {
        QRegularExpressionMatchIterator it = reference.globalMatch(source);
        while (it.hasNext()) {
            const QString name = it.next().captured(1);
            if (!names.contains(name))
                names.append(name);
        }
    }
    QStringList missing;
    for (const QString &name : std::as_const(names)) {
        if (!environment.contains(name))
            missing.append(name);
    }
    return missing;
}

QJsonObject BindingRoutes::warningsMeta(const QJsonValue &customConfig, const QByteArray &rawBody) const
{
    if (!customConfig.isObject())
        return {};
    const QStringList missing = missingEnvVars(customConfig.toObject(), rawBody, m_store->environment());
    if (missing.isEmpty())
        return {};
    return QJsonObject{{QStringLiteral("warnings"),
                        QJsonObject{{QStringLiteral("missingEnvVars"), QJsonArray::fromStringList(missing)}}}};
}

// §4.6
SunriseReply BindingRoutes::list(const SunriseRequest &request)
{
    const QString agentId = request.segments.value(1);
    if (!ZodIssues::isCuid(agentId))
        return invalidAgentId();
    if (m_store->agent(agentId).isEmpty())
        return SunriseReply::notFound(QStringLiteral("Agent %1 not found").arg(agentId));

    QList<QJsonObject> rows;
    for (const int index : m_store->bindingIndexesOf(agentId)) {
        const QJsonObject binding = m_store->binding(index);
        QJsonObject row = binding;
        const QJsonObject capability = m_store->capability(binding.value(QStringLiteral("capabilityId")).toString());
        row.insert(QStringLiteral("capability"), capability.isEmpty() ? Null : QJsonValue(capability));
        rows.append(row);
    }
    std::stable_sort(rows.begin(), rows.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return a.value(QStringLiteral("capability")).toObject().value(QStringLiteral("name")).toString()
            < b.value(QStringLiteral("capability")).toObject().value(QStringLiteral("name")).toString();
    });
    QJsonArray data;
    for (const QJsonObject &row : std::as_const(rows))
        data.append(row);
    return SunriseReply::success(data);
}

// §4.7: agent id 400 → agent 404 → body 400 → capability 404 → duplicate 409.
SunriseReply BindingRoutes::attach(const SunriseRequest &request)
{
    const QString agentId = request.segments.value(1);
    if (!ZodIssues::isCuid(agentId))
        return invalidAgentId();
    if (m_store->agent(agentId).isEmpty())
        return SunriseReply::notFound(QStringLiteral("Agent %1 not found").arg(agentId));

    QJsonObject body;
    if (const std::optional<SunriseReply> refused = readObjectBody(request, &body))
        return *refused;
    ZodIssues issues;
    const QJsonValue capabilityIdValue = body.value(QStringLiteral("capabilityId"));
    if (!capabilityIdValue.isString())
        issues.add(QStringLiteral("capabilityId"), ZodIssues::expected(QStringLiteral("string"), capabilityIdValue));
    else if (!ZodIssues::isCuid(capabilityIdValue.toString()))
        issues.add(QStringLiteral("capabilityId"), QStringLiteral("Invalid ID format"));
    QJsonObject fields;
    parseBindingFields(body, &issues, &fields);
    if (!issues.isEmpty())
        return SunriseReply::validation(QStringLiteral("Invalid request body"), issues.details());

    const QString capabilityId = capabilityIdValue.toString();
    if (m_store->capability(capabilityId).isEmpty())
        return SunriseReply::notFound(QStringLiteral("Capability %1 not found").arg(capabilityId));
    if (m_store->bindingIndex(agentId, capabilityId) >= 0) {
        return SunriseReply::conflict(
            QStringLiteral("Capability %1 is already attached to agent %2").arg(capabilityId, agentId));
    }

    const QJsonObject row = m_store->addBinding(QJsonObject{
        {QStringLiteral("id"), m_store->newId()},
        {QStringLiteral("agentId"), agentId},
        {QStringLiteral("capabilityId"), capabilityId},
        {QStringLiteral("isEnabled"), fields.value(QStringLiteral("isEnabled")).toBool(true)},
        {QStringLiteral("customConfig"), fields.contains(QStringLiteral("customConfig"))
                                             ? fields.value(QStringLiteral("customConfig"))
                                             : Null},
        {QStringLiteral("customRateLimit"), fields.contains(QStringLiteral("customRateLimit"))
                                                ? fields.value(QStringLiteral("customRateLimit"))
                                                : Null},
    });
    return SunriseReply::success(row, warningsMeta(body.value(QStringLiteral("customConfig")), request.body), 201);
}

// §4.8: route ids 400 → body 400 → (customConfig: null → Prisma "Invalid data format") → 404.
SunriseReply BindingRoutes::update(const SunriseRequest &request)
{
    const QString agentId = request.segments.value(1);
    const QString capabilityId = request.segments.value(3);
    if (const auto invalid = checkRouteIds(agentId, capabilityId))
        return *invalid;

    QJsonObject body;
    if (const std::optional<SunriseReply> refused = readObjectBody(request, &body))
        return *refused;
    ZodIssues issues;
    QJsonObject fields;
    if (!parseBindingFields(body, &issues, &fields))
        return SunriseReply::validation(QStringLiteral("Invalid request body"), issues.details());
    if (fields.isEmpty()) {
        issues.add(QString(), QStringLiteral("At least one field must be provided"));
        return SunriseReply::validation(QStringLiteral("Invalid request body"), issues.details());
    }
    // The route hands a bare null to Prisma for the nullable JSON column, which Prisma refuses
    // (reference §4.8, inferred).
    if (fields.value(QStringLiteral("customConfig")).isNull() && fields.contains(QStringLiteral("customConfig")))
        return SunriseReply::validation(QStringLiteral("Invalid data format"));

    const int index = m_store->bindingIndex(agentId, capabilityId);
    if (index < 0)
        return notAttached(agentId, capabilityId);
    QJsonObject row = m_store->binding(index);
    for (auto it = fields.constBegin(); it != fields.constEnd(); ++it)
        row.insert(it.key(), it.value());
    m_store->replaceBinding(index, row);
    return SunriseReply::success(row, warningsMeta(body.value(QStringLiteral("customConfig")), request.body));
}

// §4.9
SunriseReply BindingRoutes::detach(const SunriseRequest &request)
{
    const QString agentId = request.segments.value(1);
    const QString capabilityId = request.segments.value(3);
    if (const auto invalid = checkRouteIds(agentId, capabilityId))
        return *invalid;
    const int index = m_store->bindingIndex(agentId, capabilityId);
    if (index < 0)
        return notAttached(agentId, capabilityId);
    m_store->removeBinding(index);
    return SunriseReply::success(QJsonObject{{QStringLiteral("agentId"), agentId},
                                             {QStringLiteral("capabilityId"), capabilityId},
                                             {QStringLiteral("detached"), true}});
}

} // namespace sunrisetest
