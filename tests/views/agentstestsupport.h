#pragma once

// An in-memory workspace for the Agents pane and the Configure dialog tests: two agents,
// four capabilities (two with binding schemas), four bindings. The builders and ids are the
// binding document tests' own (tests/catalog/bindingfixture.h); the data differs.
#include "../catalog/bindingfixture.h"

namespace agentstest {

using namespace capstudio;
using bindingfixture::agent;
using bindingfixture::binding;
using bindingfixture::capability;
using bindingfixture::Concierge;
using bindingfixture::ExternalApi;
using bindingfixture::Legacy;
using bindingfixture::LookupOrder;
using bindingfixture::Ops;
using bindingfixture::RunWorkflow;

// The fixture's email config with a timeout the form shows in a spin box.
inline QJsonObject emailConfig()
{
    QJsonObject config = bindingfixture::emailConfig();
    config.insert(QStringLiteral("timeoutMs"), 10000);
    return config;
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
