#pragma once

// A small in-memory workspace for the binding document and its models: two agents, four
// capabilities, four bindings. Shared by tst_bindingdocument, tst_agenttablemodel and
// tst_bindingtablemodel.
#include "catalog/bindingdocument.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace bindingfixture {

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
    capability.executionHandler = QStringLiteral("SomeCapability");
    capability.functionDefinition = QJsonObject{
        {QStringLiteral("name"), slug},
        {QStringLiteral("description"), QStringLiteral("d")},
        {QStringLiteral("parameters"), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}}};
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
    agent.description = QStringLiteral("Agent ") + slug;
    agent.model = QStringLiteral("some-model");
    return agent;
}

inline QJsonObject emailConfig()
{
    return QJsonDocument::fromJson(R"({"forcedUrl":"${env:EMAIL_GATEWAY_URL}",
        "forcedHeaders":{"X-Tenant":"${env:EMAIL_TENANT_ID}"},
        "auth":{"type":"bearer","secret":"EMAIL_GATEWAY_TOKEN"}})").object();
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

inline QList<Agent> agents()
{
    return {agent(Concierge, QStringLiteral("support-concierge"), QStringLiteral("Support Concierge")),
            agent(Ops, QStringLiteral("ops-runner"), QStringLiteral("Ops Runner"))};
}

// Names chosen so that name order differs from slug and id order.
inline QList<Capability> capabilities()
{
    return {capability(ExternalApi, QStringLiteral("call_external_api"), QStringLiteral("Call external API"), 60),
            capability(RunWorkflow, QStringLiteral("run_workflow"), QStringLiteral("Run workflow"), std::nullopt),
            capability(LookupOrder, QStringLiteral("lookup_order"), QStringLiteral("Look up order"), 0),
            capability(Legacy, QStringLiteral("legacy_tool"), QStringLiteral("Legacy tool"), 10, false)};
}

inline QList<AgentBinding> bindings()
{
    return {binding(QStringLiteral("cbind00000000000000000001"), Concierge, ExternalApi, emailConfig(), 20),
            binding(QStringLiteral("cbind00000000000000000002"), Concierge, LookupOrder),
            // A typo: run_workflow knows allowedWorkflowSlugs (and requires it).
            binding(QStringLiteral("cbind00000000000000000003"), Ops, RunWorkflow,
                    QJsonObject{{QStringLiteral("allowedWorkflows"), QJsonArray{QStringLiteral("rotate-keys")}}}),
            binding(QStringLiteral("cbind00000000000000000004"), Ops, Legacy, QJsonValue::Null, std::nullopt, false)};
}

inline void load(BindingDocument &document)
{
    document.load(agents(), capabilities(), bindings());
}

// Every variable the email config uses, set, with the gateway's host allowlisted.
inline EnvProfile completeProfile()
{
    return EnvProfile::fromDotEnv(QStringLiteral("production"),
                                  "EMAIL_GATEWAY_URL=https://mail.example.com/v1/send\n"
                                  "EMAIL_TENANT_ID=tenant-7\n"
                                  "EMAIL_GATEWAY_TOKEN=secret\n"
                                  "ORCHESTRATION_ALLOWED_HOSTS=mail.example.com\n",
                                  QStringLiteral("production.env"));
}

} // namespace bindingfixture
