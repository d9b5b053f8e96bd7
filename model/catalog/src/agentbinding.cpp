#include "catalog/agentbinding.h"

#include "catalog/jsonfields.h"

namespace capstudio {

using namespace jsonfields;

QJsonObject AgentBinding::toJson() const
{
    return QJsonObject{
        {QStringLiteral("id"), id},
        {QStringLiteral("agentId"), agentId},
        {QStringLiteral("capabilityId"), capabilityId},
        {QStringLiteral("isEnabled"), isEnabled},
        {QStringLiteral("customConfig"), customConfig},
        {QStringLiteral("customRateLimit"), fromOptional(customRateLimit)},
    };
}

AgentBinding AgentBinding::fromJson(const QJsonObject &object)
{
    AgentBinding binding;
    binding.id = string(object, QStringLiteral("id"));
    binding.agentId = string(object, QStringLiteral("agentId"));
    binding.capabilityId = string(object, QStringLiteral("capabilityId"));
    binding.isEnabled = boolean(object, QStringLiteral("isEnabled"), true);
    binding.customConfig = jsonOrNull(object, QStringLiteral("customConfig"));
    binding.customRateLimit = optionalInt(object, QStringLiteral("customRateLimit"));
    return binding;
}

bool AgentBinding::operator==(const AgentBinding &other) const
{
    return id == other.id && agentId == other.agentId && capabilityId == other.capabilityId
        && isEnabled == other.isEnabled && customConfig == other.customConfig
        && customRateLimit == other.customRateLimit;
}

} // namespace capstudio
