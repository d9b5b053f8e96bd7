#include "catalog/agent.h"

#include "catalog/jsonfields.h"

namespace capstudio {

using namespace jsonfields;

QJsonObject Agent::toJson() const
{
    return QJsonObject{
        {QStringLiteral("id"), id},
        {QStringLiteral("name"), name},
        {QStringLiteral("slug"), slug},
        {QStringLiteral("description"), description},
        {QStringLiteral("model"), model},
        {QStringLiteral("provider"), provider},
        {QStringLiteral("kind"), kind},
        {QStringLiteral("visibility"), visibility},
        {QStringLiteral("isActive"), isActive},
        {QStringLiteral("isSystem"), isSystem},
        {QStringLiteral("monthlyBudgetUsd"), fromOptional(monthlyBudgetUsd)},
        {QStringLiteral("rateLimitRpm"), fromOptional(rateLimitRpm)},
        {QStringLiteral("createdAt"), fromDateTime(createdAt)},
        {QStringLiteral("updatedAt"), fromDateTime(updatedAt)},
        {QStringLiteral("deletedAt"), fromDateTime(deletedAt)},
        {QStringLiteral("lastActiveAt"), fromDateTime(lastActiveAt)},
    };
}

Agent Agent::fromJson(const QJsonObject &object)
{
    Agent agent;
    agent.id = string(object, QStringLiteral("id"));
    agent.name = string(object, QStringLiteral("name"));
    agent.slug = string(object, QStringLiteral("slug"));
    agent.description = string(object, QStringLiteral("description"));
    agent.model = string(object, QStringLiteral("model"));
    agent.provider = string(object, QStringLiteral("provider"), agent.provider);
    agent.kind = string(object, QStringLiteral("kind"), agent.kind);
    agent.visibility = string(object, QStringLiteral("visibility"), agent.visibility);
    agent.isActive = boolean(object, QStringLiteral("isActive"), true);
    agent.isSystem = boolean(object, QStringLiteral("isSystem"), false);
    agent.monthlyBudgetUsd = optionalDouble(object, QStringLiteral("monthlyBudgetUsd"));
    agent.rateLimitRpm = optionalInt(object, QStringLiteral("rateLimitRpm"));
    agent.createdAt = dateTime(object, QStringLiteral("createdAt"));
    agent.updatedAt = dateTime(object, QStringLiteral("updatedAt"));
    agent.deletedAt = dateTime(object, QStringLiteral("deletedAt"));
    agent.lastActiveAt = dateTime(object, QStringLiteral("lastActiveAt"));
    return agent;
}

bool Agent::operator==(const Agent &other) const
{
    return id == other.id && name == other.name && slug == other.slug
        && description == other.description && model == other.model
        && provider == other.provider && kind == other.kind && visibility == other.visibility
        && isActive == other.isActive && isSystem == other.isSystem
        && monthlyBudgetUsd == other.monthlyBudgetUsd && rateLimitRpm == other.rateLimitRpm
        && createdAt == other.createdAt && updatedAt == other.updatedAt
        && deletedAt == other.deletedAt && lastActiveAt == other.lastActiveAt;
}

} // namespace capstudio
