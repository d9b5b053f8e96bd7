#include "catalog/capability.h"

#include "catalog/jsonfields.h"

namespace capstudio {

using namespace jsonfields;

QJsonObject Capability::toJson() const
{
    return QJsonObject{
        {QStringLiteral("id"), id},
        {QStringLiteral("name"), name},
        {QStringLiteral("slug"), slug},
        {QStringLiteral("description"), description},
        {QStringLiteral("category"), category},
        {QStringLiteral("functionDefinition"), functionDefinition},
        {QStringLiteral("executionType"), executionType},
        {QStringLiteral("executionHandler"), executionHandler},
        {QStringLiteral("executionConfig"), executionConfig},
        {QStringLiteral("requiresApproval"), requiresApproval},
        {QStringLiteral("approvalTimeoutMs"), fromOptional(approvalTimeoutMs)},
        {QStringLiteral("rateLimit"), fromOptional(rateLimit)},
        {QStringLiteral("isIdempotent"), isIdempotent},
        {QStringLiteral("isActive"), isActive},
        {QStringLiteral("isSystem"), isSystem},
        {QStringLiteral("quarantineState"), quarantineState},
        {QStringLiteral("quarantineReason"), fromNullableString(quarantineReason)},
        {QStringLiteral("quarantineUntil"), fromDateTime(quarantineUntil)},
        {QStringLiteral("metadata"), metadata},
    };
}

Capability Capability::fromJson(const QJsonObject &object)
{
    Capability capability;
    capability.id = string(object, QStringLiteral("id"));
    capability.name = string(object, QStringLiteral("name"));
    capability.slug = string(object, QStringLiteral("slug"));
    capability.description = string(object, QStringLiteral("description"));
    capability.category = string(object, QStringLiteral("category"));
    capability.functionDefinition = object.value(QStringLiteral("functionDefinition")).toObject();
    capability.executionType = string(object, QStringLiteral("executionType"), capability.executionType);
    capability.executionHandler = string(object, QStringLiteral("executionHandler"));
    capability.executionConfig = jsonOrNull(object, QStringLiteral("executionConfig"));
    capability.requiresApproval = boolean(object, QStringLiteral("requiresApproval"), false);
    capability.approvalTimeoutMs = optionalInt(object, QStringLiteral("approvalTimeoutMs"));
    capability.rateLimit = optionalInt(object, QStringLiteral("rateLimit"));
    capability.isIdempotent = boolean(object, QStringLiteral("isIdempotent"), false);
    capability.isActive = boolean(object, QStringLiteral("isActive"), true);
    capability.isSystem = boolean(object, QStringLiteral("isSystem"), false);
    capability.quarantineState =
        string(object, QStringLiteral("quarantineState"), capability.quarantineState);
    const QJsonValue reason = object.value(QStringLiteral("quarantineReason"));
    if (reason.isString())
        capability.quarantineReason = reason.toString();
    capability.quarantineUntil = dateTime(object, QStringLiteral("quarantineUntil"));
    capability.metadata = jsonOrNull(object, QStringLiteral("metadata"));
    return capability;
}

QString Capability::effectiveQuarantineState(const QDateTime &now) const
{
    if (quarantineState != QLatin1String("quarantined-soft")
        && quarantineState != QLatin1String("quarantined-hard"))
        return QStringLiteral("active");
    if (quarantineUntil.isValid() && quarantineUntil < now)
        return QStringLiteral("active");
    return quarantineState;
}

bool Capability::operator==(const Capability &other) const
{
    return id == other.id && name == other.name && slug == other.slug
        && description == other.description && category == other.category
        && functionDefinition == other.functionDefinition && executionType == other.executionType
        && executionHandler == other.executionHandler && executionConfig == other.executionConfig
        && requiresApproval == other.requiresApproval
        && approvalTimeoutMs == other.approvalTimeoutMs && rateLimit == other.rateLimit
        && isIdempotent == other.isIdempotent && isActive == other.isActive
        && isSystem == other.isSystem && quarantineState == other.quarantineState
        && quarantineReason.isNull() == other.quarantineReason.isNull()
        && quarantineReason == other.quarantineReason
        && quarantineUntil == other.quarantineUntil && metadata == other.metadata;
}

} // namespace capstudio
