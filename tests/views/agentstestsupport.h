#pragma once

// An in-memory workspace for the Agents pane and the Configure dialog tests: two agents,
// four capabilities (two with binding schemas), four bindings.
#include "catalog/bindingdocument.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace agentstest {

using namespace capstudio;

inline const QString Concierge = QStringLiteral("cagentconcierge0000000001");
inline const QString Ops = QStringLiteral("cagentops0000000000000001");
inline const QString ExternalApi = QStringLiteral("ccapexternalapi0000000001");
inline const QString RunWorkflow = QStringLiteral("ccaprunworkflow0000000001");
inline const QString LookupOrder = QStringLiteral("ccaplookuporder0000000001");
inline const QString Legacy = QStringLiteral("ccaplegacy000000000000001");

inline Capability capability(const QString &id, const QString &slug, const QString &name,
                             std::optional<int> rateLimit, bool active = true)
{
    Capability capability;
    capability.id = id;
    capability.slug = slug;
    capability.name = name;
    capability.description = QStringLiteral("Does ") + slug;
    capability.category = QStringLiteral("external");
    capability.functionDefinition = QJsonObject{{QStringLiteral("name"), slug},
                                                {QStringLiteral("description"), QStringLiteral("d")}};
    capability.rateLimit = rateLimit;
    capability.isActive = active;
    return capability;
}

inline Agent agent(const QString &id, const QString &slug, const QString &name)
{
    Agent agent;
    agent.id = id;
    agent.slug = slug;
    agent.name = name;
    agent.model = QStringLiteral("some-model");
    return agent;
}

inline QJsonObject emailConfig()
{
    return QJsonDocument::fromJson(R"({"forcedUrl":"${env:EMAIL_GATEWAY_URL}",
        "forcedHeaders":{"X-Tenant":"${env:EMAIL_TENANT_ID}"},
        "auth":{"type":"bearer","secret":"EMAIL_GATEWAY_TOKEN"},
        "timeoutMs":10000})").object();
}

inline AgentBinding binding(const QString &id, const QString &agentId, const QString &capabilityId,
                            const QJsonValue &config = QJsonValue::Null,
                            std::optional<int> rateLimit = std::nullopt, bool enabled = true)
{
    AgentBinding binding;
    binding.id = id;
    binding.agentId = agentId;
    binding.capabilityId = capabilityId;
    binding.customConfig = config;
    binding.customRateLimit = rateLimit;
    binding.isEnabled = enabled;
    return binding;
}

inline void load(BindingDocument &document)
{
    document.load(
        {agent(Concierge, QStringLiteral("support-concierge"), QStringLiteral("Support Concierge")),
         agent(Ops, QStringLiteral("ops-runner"), QStringLiteral("Ops Runner"))},
        {capability(ExternalApi, QStringLiteral("call_external_api"), QStringLiteral("Call external API"), 60),
         capability(RunWorkflow, QStringLiteral("run_workflow"), QStringLiteral("Run workflow"), std::nullopt),
         capability(LookupOrder, QStringLiteral("lookup_order"), QStringLiteral("Lookup order"), 30),
         capability(Legacy, QStringLiteral("legacy_fax"), QStringLiteral("Legacy fax"), std::nullopt, false)},
        {binding(QStringLiteral("cbind1"), Concierge, ExternalApi, emailConfig(), 20),
         binding(QStringLiteral("cbind2"), Concierge, LookupOrder),
         binding(QStringLiteral("cbind3"), Ops, RunWorkflow,
                 QJsonObject{{QStringLiteral("allowedWorkflowSlugs"), QJsonArray{QStringLiteral("nightly")}}}),
         binding(QStringLiteral("cbind4"), Ops, LookupOrder, QJsonValue::Null, std::nullopt, false)});
}

// A .env profile where every variable of emailConfig() is set.
inline EnvProfile fullProfile(const QString &name = QStringLiteral("staging"))
{
    return EnvProfile::fromDotEnv(name,
                                  "EMAIL_GATEWAY_URL=https://mail.example.com/send\n"
                                  "EMAIL_TENANT_ID=tenant-7\n"
                                  "EMAIL_GATEWAY_TOKEN=secret\n"
                                  "POSTMARK_SERVER_TOKEN=pm\n"
                                  "ORCHESTRATION_ALLOWED_HOSTS=mail.example.com,api.postmarkapp.com\n",
                                  QStringLiteral("staging.env"));
}

} // namespace agentstest
