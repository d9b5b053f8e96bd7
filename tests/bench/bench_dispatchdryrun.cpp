// The dispatch dry-run on generated workspaces: one full pipeline walk (a chat call that
// reaches the handler, with argument validation and a call_external_api binding check),
// and re-running 500 saved dry-runs, at 1,000 and 10,000 capabilities with five bindings
// per capability. Measures; asserts nothing.
#include "capabilitygenerator.h"
#include "catalog/dispatchdryrun.h"

#include <QJsonDocument>

#include <benchmark/benchmark.h>

namespace {

using namespace capstudio;

struct Workspace
{
    DispatchCatalog catalog;
    QList<DispatchScenario> scenarios;
    EnvProfile profile;
};

Workspace workspace(int capabilityCount)
{
    Workspace w;
    w.catalog.capabilities = CapabilityGenerator::capabilities(capabilityCount);
    for (int c = 0; c < capabilityCount; ++c)
        w.catalog.capabilities[c].id = QStringLiteral("cap_%1").arg(c);
    Capability api;
    api.id = QStringLiteral("cap_call_external_api");
    api.slug = QStringLiteral("call_external_api");
    api.functionDefinition = QJsonDocument::fromJson(
        R"({"name":"call_external_api","description":"d","parameters":{"type":"object","required":["method"],
            "properties":{"url":{"type":"string"},"method":{"type":"string","enum":["GET","POST"]},"body":{}}}})").object();
    api.rateLimit = 60;
    w.catalog.capabilities.append(api);
    const int agentCount = std::max(10, capabilityCount / 20);
    for (int a = 0; a < agentCount; ++a) {
        Agent agent;
        agent.id = QStringLiteral("agent_%1").arg(a);
        agent.slug = QStringLiteral("agent-%1").arg(a);
        w.catalog.agents.append(agent);
    }
    // Five bindings per capability, spread over the agents; every agent may call the API.
    for (int c = 0; c < capabilityCount; ++c) {
        for (int k = 0; k < 5; ++k) {
            AgentBinding binding;
            binding.id = QStringLiteral("b_%1_%2").arg(c).arg(k);
            binding.agentId = w.catalog.agents.at((c + k * 7) % agentCount).id;
            binding.capabilityId = w.catalog.capabilities.at(c).id;
            binding.customRateLimit = k == 0 ? std::optional<int>(10 + c % 50) : std::nullopt;
            w.catalog.bindings.append(binding);
        }
    }
    for (const Agent &agent : std::as_const(w.catalog.agents)) {
        AgentBinding binding;
        binding.id = QStringLiteral("api_") + agent.id;
        binding.agentId = agent.id;
        binding.capabilityId = api.id;
        binding.customConfig = QJsonDocument::fromJson(
            R"({"forcedUrl":"${env:GATEWAY_URL}","forcedHeaders":{"X-Tenant":"${env:TENANT}"},
                "auth":{"type":"bearer","secret":"TOKEN"}})").object();
        w.catalog.bindings.append(binding);
    }
    w.profile = EnvProfile::fromDotEnv(QStringLiteral("prod"),
                                       "GATEWAY_URL=https://gw.example.com/send\nTENANT=t\nTOKEN=x\n"
                                       "ORCHESTRATION_ALLOWED_HOSTS=gw.example.com\n",
                                       QStringLiteral("prod.env"));
    for (int i = 0; i < 500; ++i) {
        DispatchScenario scenario;
        const AgentBinding &binding = w.catalog.bindings.at((i * 37) % w.catalog.bindings.size());
        scenario.agentId = binding.agentId;
        for (const Capability &capability : std::as_const(w.catalog.capabilities)) {
            if (capability.id == binding.capabilityId)
                scenario.capabilitySlug = capability.slug;
        }
        scenario.deployment.extraHandlers = {scenario.capabilitySlug};
        scenario.argumentsText = QStringLiteral("{}");
        w.scenarios.append(scenario);
    }
    return w;
}

void BM_OneDryRun(benchmark::State &state)
{
    const Workspace w = workspace(int(state.range(0)));
    DispatchScenario scenario;
    scenario.agentId = w.catalog.agents.constFirst().id;
    scenario.capabilitySlug = QStringLiteral("call_external_api");
    scenario.argumentsText = QStringLiteral(R"({"method":"POST","body":{"to":"x"}})");
    for (auto _ : state) {
        const DispatchVerdict verdict = DispatchDryRun::run(scenario, w.catalog, w.profile);
        benchmark::DoNotOptimize(verdict.steps.size());
        if (!verdict.wouldRun())
            state.SkipWithError(qPrintable(verdict.summary()));
    }
    state.counters["capabilities"] = double(w.catalog.capabilities.size());
    state.counters["bindings"] = double(w.catalog.bindings.size());
}
BENCHMARK(BM_OneDryRun)->Arg(1000)->Arg(10000)->Unit(benchmark::kMicrosecond);

void BM_RerunSaved500(benchmark::State &state)
{
    const Workspace w = workspace(int(state.range(0)));
    QList<DispatchVerdict> saved;
    for (const DispatchScenario &scenario : w.scenarios)
        saved.append(DispatchDryRun::run(scenario, w.catalog, w.profile));
    for (auto _ : state) {
        int changed = 0;
        for (qsizetype i = 0; i < w.scenarios.size(); ++i)
            changed += DispatchDryRun::compare(saved.at(i), DispatchDryRun::run(w.scenarios.at(i), w.catalog, w.profile))
                           .isEmpty()
                ? 0
                : 1;
        benchmark::DoNotOptimize(changed);
    }
}
BENCHMARK(BM_RerunSaved500)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

} // namespace
