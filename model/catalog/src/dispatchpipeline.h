#pragma once

#include "catalog/dispatchdryrun.h"

#include <QJsonValue>
#include <optional>

namespace capstudio {

// One walk through Sunrise's dispatch pipeline (reference §7) for DispatchDryRun::run:
// the scenario's rows are looked up once, then each step decides on them in order.
class DispatchPipeline
{
public:
    DispatchPipeline(const DispatchScenario &scenario, const DispatchCatalog &catalog,
                     const EnvProfile &profile);

    DispatchVerdict run();

private:
    bool isChat() const { return m_scenario.caller == DispatchCaller::ChatAgent; }
    bool isWorkflow() const { return m_scenario.caller == DispatchCaller::WorkflowStep; }
    bool appliesTo(DispatchStep step) const;

    DispatchStepResult advertised();
    DispatchStepResult turnLimit();
    DispatchStepResult loadRegistry();
    DispatchStepResult handlerLookup();
    DispatchStepResult registryLookup();
    DispatchStepResult quarantine();
    DispatchStepResult binding();
    DispatchStepResult guardAndScope();
    DispatchStepResult rateLimit();
    DispatchStepResult approval();
    DispatchStepResult validateArgs();
    DispatchStepResult bindingConfig();
    DispatchStepResult execute();
    DispatchStepResult costLog();

    // In dispatchcallchecks.cpp: validateArgs(), bindingConfig() and the pieces of the latter
    // for the capabilities that read customConfig.
    void checkExternalApiUrl(DispatchStepResult &result) const;
    void checkWorkflowAllowed(DispatchStepResult &result) const;

    static DispatchStepResult stop(DispatchStep step, const QString &code, const QString &message);
    QString agentLabel() const;

    const DispatchScenario &m_scenario;
    const DispatchCatalog &m_catalog;
    const EnvProfile &m_profile;
    QDateTime m_now;

    const Capability *m_row = nullptr;   // the capability row with the slug, active or not
    bool m_rowParsable = false;          // its functionDefinition would load into the registry
    const Agent *m_agent = nullptr;      // chat or direct caller
    std::optional<AgentBinding> m_bindingRow; // the stored (or edited) row for this agent
    AgentBinding m_binding;              // the binding the dispatcher uses (maybe synthetic)
    bool m_synthetic = false;
    QJsonValue m_arguments;              // parsed sample arguments
    std::optional<Diagnostic> m_argumentsError; // why they did not parse (file:line:col)
};

} // namespace capstudio
