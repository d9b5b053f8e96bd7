#include "dispatchpipeline.h"

#include "catalog/bindingrules.h"
#include "core/jsontext.h"

#include <QHash>
#include <QJsonObject>

namespace capstudio {

namespace {

QString tr(const char *text)
{
    return DispatchDryRun::tr(text);
}

// The registry's load parses functionDefinition; a row that does not parse is skipped.
bool functionDefinitionLoads(const Capability &row)
{
    // Runs for every active row of the registry: look up without copying values.
    static const QString nameKey = QStringLiteral("name");
    static const QString parametersKey = QStringLiteral("parameters");
    const QJsonObject &definition = row.functionDefinition;
    const auto name = definition.constFind(nameKey);
    if (name == definition.constEnd() || !name->isString() || name->toString().isEmpty())
        return false;
    const auto parameters = definition.constFind(parametersKey);
    return parameters != definition.constEnd() && parameters->isObject();
}

QString yesNo(bool value)
{
    return value ? tr("yes") : tr("no");
}

QString limitText(std::optional<int> limit)
{
    if (!limit || *limit == 0)
        return tr("unlimited");
    return tr("%1/min").arg(*limit);
}

} // namespace

DispatchPipeline::DispatchPipeline(const DispatchScenario &scenario, const DispatchCatalog &catalog,
                                   const EnvProfile &profile)
    : m_scenario(scenario), m_catalog(catalog), m_profile(profile)
{
    m_now = scenario.deployment.at.isValid() ? scenario.deployment.at.toUTC() : QDateTime::currentDateTimeUtc();
    for (const Capability &row : catalog.capabilities) {
        if (row.slug != scenario.capabilitySlug)
            continue;
        // Slugs are unique in Sunrise; should a workspace hold two, the active one is the
        // one the registry keys by the slug.
        if (!m_row || (!m_row->isActive && row.isActive))
            m_row = &row;
    }
    m_rowParsable = m_row && functionDefinitionLoads(*m_row);
    if (!isWorkflow()) {
        for (const Agent &agent : catalog.agents) {
            if (agent.id == scenario.agentId)
                m_agent = &agent;
        }
        if (m_row) {
            for (const AgentBinding &binding : catalog.bindings) {
                if (binding.agentId == scenario.agentId && binding.capabilityId == m_row->id)
                    m_bindingRow = binding;
            }
        }
    }
    if (m_bindingRow) {
        m_binding = *m_bindingRow;
    } else {
        m_synthetic = true;
        m_binding.agentId = scenario.dispatchAgentId();
        m_binding.capabilityId = m_row ? m_row->id : QString();
        m_binding.isEnabled = true;
    }
    JsonText::Result parsed = JsonText::parse(scenario.argumentsText.toUtf8(), tr("arguments"));
    m_arguments = parsed.value;
    m_argumentsError = std::move(parsed.error);
}

bool DispatchPipeline::appliesTo(DispatchStep step) const
{
    switch (step) {
    case DispatchStep::Advertised:
    case DispatchStep::TurnLimit:
        return isChat();
    default:
        return true;
    }
}

DispatchVerdict DispatchPipeline::run()
{
    using StepFunction = DispatchStepResult (DispatchPipeline::*)();
    static const QList<std::pair<DispatchStep, StepFunction>> steps{
        {DispatchStep::Advertised, &DispatchPipeline::advertised},
        {DispatchStep::TurnLimit, &DispatchPipeline::turnLimit},
        {DispatchStep::LoadRegistry, &DispatchPipeline::loadRegistry},
        {DispatchStep::HandlerLookup, &DispatchPipeline::handlerLookup},
        {DispatchStep::RegistryLookup, &DispatchPipeline::registryLookup},
        {DispatchStep::Quarantine, &DispatchPipeline::quarantine},
        {DispatchStep::Binding, &DispatchPipeline::binding},
        {DispatchStep::GuardAndScope, &DispatchPipeline::guardAndScope},
        {DispatchStep::RateLimit, &DispatchPipeline::rateLimit},
        {DispatchStep::Approval, &DispatchPipeline::approval},
        {DispatchStep::ValidateArgs, &DispatchPipeline::validateArgs},
        {DispatchStep::BindingConfig, &DispatchPipeline::bindingConfig},
        {DispatchStep::Execute, &DispatchPipeline::execute},
        {DispatchStep::CostLog, &DispatchPipeline::costLog},
    };
    DispatchVerdict verdict;
    bool stopped = false;
    for (const auto &[step, function] : steps) {
        DispatchStepResult result;
        result.step = step;
        if (!appliesTo(step)) {
            result.outcome = StepOutcome::NotApplicable;
            result.message = isWorkflow()
                ? tr("A workflow tool_call step is dispatched directly, without the chat's checks.")
                : tr("This call reaches the dispatcher directly, without the chat's checks.");
        } else if (stopped) {
            result.outcome = StepOutcome::NotReached;
        } else {
            result = (this->*function)();
            result.step = step;
            stopped = result.outcome == StepOutcome::Stopped;
        }
        verdict.steps.append(result);
    }
    return verdict;
}

DispatchStepResult DispatchPipeline::stop(DispatchStep step, const QString &code, const QString &message)
{
    DispatchStepResult result;
    result.step = step;
    result.outcome = StepOutcome::Stopped;
    result.errorCode = code;
    result.message = message;
    return result;
}

QString DispatchPipeline::agentLabel() const
{
    if (isWorkflow())
        return m_scenario.dispatchAgentId();
    return m_agent ? m_agent->slug : m_scenario.agentId;
}

DispatchStepResult DispatchPipeline::advertised()
{
    const QString slug = m_scenario.capabilitySlug;
    const QString code = QStringLiteral("tool_not_advertised");
    QList<DispatchFact> facts{{tr("Tool name"), slug}};
    const auto refuse = [&](const QString &why) {
        DispatchStepResult result = stop(DispatchStep::Advertised, code,
                                         tr("The model was never offered \"%1\": %2. A call by that name "
                                            "is refused before the dispatcher.")
                                             .arg(slug, why));
        result.facts = facts;
        return result;
    };
    if (!m_agent)
        return refuse(tr("no agent with id \"%1\" is in the workspace").arg(m_scenario.agentId));
    facts.append({tr("Agent"), tr("%1 (%2)").arg(m_agent->name, m_agent->slug)});
    if (!m_row)
        return refuse(tr("no capability row has this slug"));
    facts.append({tr("Binding row"), m_bindingRow ? (m_bindingRow->isEnabled ? tr("enabled") : tr("disabled"))
                                                  : tr("none")});
    facts.append({tr("Capability active"), yesNo(m_row->isActive)});
    facts.append({tr("Handler registered"), yesNo(m_scenario.deployment.hasHandler(slug))});
    facts.append({tr("Slug matches ^[a-zA-Z0-9_-]{1,64}$"), yesNo(DispatchDryRun::isAdvertisableSlug(slug))});
    if (!m_bindingRow) {
        DispatchStepResult result = refuse(tr("the agent has no binding row for it"));
        result.notes.append(tr("Without a binding row the dispatcher itself would allow the call (permissive "
                               "mode): chat agents are only not offered the tool, and workflow steps still "
                               "run it. Only a disabled binding row revokes."));
        return result;
    }
    if (!m_bindingRow->isEnabled)
        return refuse(tr("its binding is disabled"));
    if (!m_row->isActive)
        return refuse(tr("the capability is inactive"));
    if (!m_scenario.deployment.hasHandler(slug))
        return refuse(tr("no code is registered under this slug on the server"));
    if (!DispatchDryRun::isAdvertisableSlug(slug))
        return refuse(tr("the slug is not a valid tool name"));
    DispatchStepResult result;
    result.outcome = StepOutcome::Passed;
    result.message = tr("Offered to %1 as the tool \"%2\".").arg(m_agent->slug, slug);
    result.facts = facts;
    return result;
}

DispatchStepResult DispatchPipeline::turnLimit()
{
    const int failures = m_scenario.deployment.failuresThisTurn;
    const QList<DispatchFact> facts{{tr("Failed calls in a row this turn"), QString::number(failures)}};
    if (failures >= 2) {
        DispatchStepResult result = stop(DispatchStep::TurnLimit, QStringLiteral("tool_unavailable"),
                                         tr("\"%1\" already failed %2 times in a row in this turn; the chat "
                                            "stops calling it until the next turn.")
                                             .arg(m_scenario.capabilitySlug)
                                             .arg(failures));
        result.facts = facts;
        return result;
    }
    DispatchStepResult result;
    result.outcome = StepOutcome::Passed;
    result.message = tr("Fewer than two failures in a row this turn.");
    result.facts = facts;
    result.notes.append(tr("Each chat dispatch is timed out after 30 s (execution_error \"Tool '<name>' timed "
                           "out after 30000ms\"); two failures in a row make the tool unavailable for the "
                           "rest of the turn."));
    return result;
}

DispatchStepResult DispatchPipeline::loadRegistry()
{
    int active = 0;
    int skipped = 0;
    for (const Capability &row : m_catalog.capabilities) {
        if (!row.isActive)
            continue;
        if (functionDefinitionLoads(row))
            ++active;
        else
            ++skipped;
    }
    DispatchStepResult result;
    result.outcome = StepOutcome::Passed;
    result.message = tr("The registry holds the active capability rows.");
    result.facts = {{tr("Active rows loaded"), QString::number(active)},
                    {tr("Active rows skipped (functionDefinition does not load)"), QString::number(skipped)}};
    result.notes.append(tr("The registry is cached for 5 minutes per server process and cleared by admin "
                           "writes on that process: an edit made elsewhere may take up to 5 minutes to "
                           "count."));
    if (m_row && m_row->isActive && !m_rowParsable) {
        result.outcome = StepOutcome::Caution;
        result.message = tr("The row of %1 is skipped: its functionDefinition needs a non-empty \"name\" and "
                            "a \"parameters\" object.")
                             .arg(m_row->slug);
    }
    return result;
}

DispatchStepResult DispatchPipeline::handlerLookup()
{
    const QString slug = m_scenario.capabilitySlug;
    const bool builtIn = DispatchDeployment::builtInHandlers().contains(slug);
    QList<DispatchFact> facts{
        {tr("Handler"), builtIn ? tr("built-in") : m_scenario.deployment.extraHandlers.contains(slug)
                                                        ? tr("registered by this deployment")
                                                        : tr("none")}};
    if (m_row) {
        facts.append({tr("executionType"), m_row->executionType});
        facts.append({tr("executionHandler"), m_row->executionHandler});
    }
    if (!m_scenario.deployment.hasHandler(slug)) {
        DispatchStepResult result = stop(DispatchStep::HandlerLookup, QStringLiteral("unknown_capability"),
                                         tr("No code is registered under \"%1\".").arg(slug));
        result.facts = facts;
        result.notes.append(tr("executionType and executionHandler are not used for dispatch: an api or "
                               "webhook row with a URL handler does nothing unless a code class is "
                               "registered under its slug, and it is never offered to the model. List the "
                               "deployment's own handlers under Deployment if it has them."));
        return result;
    }
    DispatchStepResult result;
    result.outcome = StepOutcome::Passed;
    result.message = tr("A handler is registered under \"%1\".").arg(slug);
    result.facts = facts;
    return result;
}

DispatchStepResult DispatchPipeline::registryLookup()
{
    const QString slug = m_scenario.capabilitySlug;
    const QString code = QStringLiteral("capability_inactive");
    if (!m_row) {
        DispatchStepResult result = stop(DispatchStep::RegistryLookup, code,
                                         tr("No capability row has the slug \"%1\".").arg(slug));
        if (DispatchDeployment::builtInHandlers().contains(slug))
            result.notes.append(tr("read_user_memory, write_user_memory and escalate_to_human are registered "
                                   "in code but never seeded: they need a row before anything can call "
                                   "them."));
        return result;
    }
    QList<DispatchFact> facts{{tr("Row"), tr("%1 (%2)").arg(m_row->name, m_row->id)},
                              {tr("isActive"), yesNo(m_row->isActive)}};
    if (!m_row->isActive) {
        DispatchStepResult result = stop(DispatchStep::RegistryLookup, code,
                                         tr("Capability \"%1\" is inactive.").arg(slug));
        result.facts = facts;
        return result;
    }
    if (!m_rowParsable) {
        DispatchStepResult result = stop(DispatchStep::RegistryLookup, code,
                                         tr("The row of \"%1\" was skipped when the registry loaded: its "
                                            "functionDefinition does not load.")
                                             .arg(slug));
        result.facts = facts;
        return result;
    }
    DispatchStepResult result;
    result.outcome = StepOutcome::Passed;
    result.message = tr("\"%1\" is in the active registry.").arg(slug);
    result.facts = facts;
    return result;
}

DispatchStepResult DispatchPipeline::quarantine()
{
    const QString effective = m_row->effectiveQuarantineState(m_now);
    QList<DispatchFact> facts{{tr("quarantineState"), m_row->quarantineState},
                              {tr("quarantineUntil"), m_row->quarantineUntil.isValid()
                                                          ? m_row->quarantineUntil.toUTC().toString(Qt::ISODate)
                                                          : tr("none")},
                              {tr("Judged at"), m_now.toString(Qt::ISODate)},
                              {tr("Effective state"), effective}};
    const QString code = QStringLiteral("capability_quarantined");
    if (effective == QLatin1String("quarantined-hard")) {
        DispatchStepResult result = stop(DispatchStep::Quarantine, code,
                                         tr("Capability \"%1\" is quarantined.").arg(m_row->slug));
        result.skipFollowup = true;
        result.facts = facts;
        result.notes.append(tr("A hard quarantine ends the chat turn (skipFollowup) and exposes no reason to "
                               "the model."));
        return result;
    }
    if (effective == QLatin1String("quarantined-soft")) {
        DispatchStepResult result = stop(DispatchStep::Quarantine, code,
                                         tr("Capability \"%1\" is quarantined: %2")
                                             .arg(m_row->slug, m_row->quarantineReason));
        facts.append({tr("Reason (in the message and metadata)"), m_row->quarantineReason});
        result.facts = facts;
        return result;
    }
    DispatchStepResult result;
    result.outcome = StepOutcome::Passed;
    result.message = m_row->quarantineState == QLatin1String("active")
        ? tr("Not quarantined.")
        : tr("The quarantine has expired or its state is unknown: the row counts as active.");
    result.facts = facts;
    return result;
}

DispatchStepResult DispatchPipeline::binding()
{
    QList<DispatchFact> facts{{tr("Dispatch agent id"), m_scenario.dispatchAgentId()},
                              {tr("Binding mode"), m_scenario.deployment.bindingMode == BindingMode::Strict
                                                       ? QStringLiteral("strict")
                                                       : QStringLiteral("permissive")}};
    DispatchStepResult result;
    result.outcome = StepOutcome::Passed;
    if (isWorkflow()) {
        result.message = tr("Workflow callers always get a synthetic enabled binding (no customConfig, no "
                            "customRateLimit).");
        facts.append({tr("Binding"), tr("synthetic")});
        result.notes.append(tr("Agent bindings do not apply to workflow steps: disabling a binding for an "
                               "agent does not stop a workflow from calling the capability."));
        result.facts = facts;
        return result;
    }
    if (!m_bindingRow) {
        facts.append({tr("Binding"), tr("no row")});
        result.facts = facts;
        if (m_scenario.deployment.bindingMode == BindingMode::Strict) {
            DispatchStepResult denied = stop(DispatchStep::Binding, QStringLiteral("capability_disabled_for_agent"),
                                             tr("%1 has no binding for \"%2\" and the server runs in strict "
                                                "binding mode.")
                                                 .arg(agentLabel(), m_scenario.capabilitySlug));
            denied.facts = facts;
            return denied;
        }
        result.outcome = StepOutcome::Caution;
        result.message = tr("No binding row: the dispatcher allows the call on a synthetic enabled binding "
                            "(permissive mode).");
        result.notes.append(tr("Detaching is not revoking: only a disabled binding row stops the call."));
        return result;
    }
    facts.append({tr("Binding"), tr("%1, %2").arg(m_bindingRow->id,
                                                  m_bindingRow->isEnabled ? tr("enabled") : tr("disabled"))});
    result.facts = facts;
    if (!m_bindingRow->isEnabled) {
        DispatchStepResult denied = stop(DispatchStep::Binding, QStringLiteral("capability_disabled_for_agent"),
                                         tr("\"%1\" is disabled for %2.").arg(m_scenario.capabilitySlug, agentLabel()));
        denied.facts = facts;
        return denied;
    }
    result.message = tr("The binding is enabled.");
    result.notes.append(tr("Bindings are cached per agent for 5 minutes per server process: enabling or "
                           "disabling takes effect when that cache is cleared."));
    return result;
}

DispatchStepResult DispatchPipeline::guardAndScope()
{
    DispatchStepResult result;
    result.outcome = StepOutcome::NotApplicable;
    result.message = tr("Stock Sunrise registers no capability guard and no scope binding; a fork that adds "
                        "them can stop the call here with capability_guard_denied or scope_conflict.");
    return result;
}

DispatchStepResult DispatchPipeline::rateLimit()
{
    const std::optional<int> limit = BindingRules::effectiveRateLimit(m_binding, *m_row);
    const QString source = m_binding.customRateLimit ? tr("binding's customRateLimit")
                                                     : tr("capability's rateLimit");
    QList<DispatchFact> facts{{tr("Capability rateLimit"), limitText(m_row->rateLimit)},
                              {tr("Binding customRateLimit"),
                               m_binding.customRateLimit ? QString::number(*m_binding.customRateLimit) : tr("none")},
                              {tr("Effective limit (customRateLimit ?? rateLimit)"),
                               tr("%1 (%2)").arg(limitText(limit), source)},
                              {tr("Calls in the current 60 s window"),
                               QString::number(m_scenario.deployment.recentCalls)}};
    const QString limiterNote =
        tr("The limiter of a capability is created once per slug (the window is counted per agent): the limit of "
           "whichever agent calls first after a registry reload or an admin write holds for every agent until the "
           "next reload, and windows reset on every reload. Limits are per server process.");
    if (limit && *limit > 0 && m_scenario.deployment.recentCalls >= *limit) {
        DispatchStepResult result = stop(DispatchStep::RateLimit, QStringLiteral("rate_limited"),
                                         QStringLiteral("Rate limit exceeded for capability %1 (%2/min)")
                                             .arg(m_row->slug)
                                             .arg(*limit));
        result.facts = facts;
        result.notes.append(limiterNote);
        return result;
    }
    DispatchStepResult result;
    result.outcome = StepOutcome::Passed;
    result.message = limit && *limit > 0 ? tr("%1 of %2 calls used in the sliding 60 s window.")
                                               .arg(m_scenario.deployment.recentCalls)
                                               .arg(*limit)
                                         : tr("No rate limit applies.");
    result.facts = facts;

    // The limiter is created once per slug: whoever calls first fixes the limit for all.
    QStringList others;
    QHash<QString, QString> slugs; // agent id → slug, built when first needed
    for (const AgentBinding &other : m_catalog.bindings) {
        if (other.capabilityId != m_row->id || other.agentId == m_binding.agentId)
            continue;
        const std::optional<int> otherLimit = BindingRules::effectiveRateLimit(other, *m_row);
        if (otherLimit.value_or(0) == limit.value_or(0))
            continue;
        if (slugs.isEmpty()) {
            for (const Agent &agent : m_catalog.agents)
                slugs.insert(agent.id, agent.slug);
        }
        others.append(tr("%1: %2").arg(slugs.value(other.agentId, other.agentId), limitText(otherLimit)));
    }
    if (!others.isEmpty()) {
        result.outcome = StepOutcome::Caution;
        result.message = tr("Other agents bound to %1 have a different limit; the limit actually enforced "
                            "depends on who calls first.")
                             .arg(m_row->slug);
        facts.append({tr("Other agents' limits"), others.join(QLatin1String("; "))});
        result.facts = facts;
    }
    result.notes.append(limiterNote);
    return result;
}

DispatchStepResult DispatchPipeline::approval()
{
    if (!m_row->requiresApproval) {
        DispatchStepResult result;
        result.outcome = StepOutcome::Passed;
        result.message = tr("requiresApproval is off.");
        result.facts = {{tr("requiresApproval"), yesNo(false)}};
        return result;
    }
    DispatchStepResult result = stop(DispatchStep::Approval, QStringLiteral("requires_approval"),
                                     tr("\"%1\" requires approval; the handler does not run.")
                                         .arg(m_row->slug));
    result.skipFollowup = true;
    result.facts = {{tr("requiresApproval"), yesNo(true)},
                    {tr("metadata.timeoutMs"), m_row->approvalTimeoutMs
                                                   ? QString::number(*m_row->approvalTimeoutMs)
                                                   : tr("the server's default (approvalTimeoutMs is null)")},
                    {tr("metadata.defaultAction"), QStringLiteral("deny")}};
    result.notes.append(tr("Nothing in Sunrise consumes requires_approval today: there is no approval queue "
                           "for capability calls. In chat the turn ends; in a workflow tool_call step it is "
                           "a permanent step error. The only working approval is a workflow with a "
                           "human_approval step started through run_workflow."));
    return result;
}

DispatchStepResult DispatchPipeline::execute()
{
    DispatchStepResult result;
    result.outcome = StepOutcome::Passed;
    result.message = tr("The handler of \"%1\" would run.").arg(m_row->slug);
    result.facts = {{tr("Handler"), m_row->executionHandler}};
    if (!isWorkflow()) {
        result.notes.append(tr("In chat the call is timed out after 30 s (execution_error)."));
        return result;
    }
    const QString key = tr("(%1, %2)").arg(m_scenario.executionId.isEmpty() ? tr("<execution id>")
                                                                          : m_scenario.executionId,
                                          m_scenario.stepId.isEmpty() ? tr("<step id>") : m_scenario.stepId);
    if (m_row->isIdempotent) {
        result.facts.append({tr("Step-dispatch cache"), tr("skipped: the capability is idempotent")});
        result.notes.append(tr("Idempotent capabilities opt out of ai_workflow_step_dispatch: a re-driven "
                               "step calls the handler again, and the destination must deduplicate."));
    } else {
        result.facts.append({tr("Step-dispatch cache"), tr("ai_workflow_step_dispatch under %1").arg(key)});
        result.notes.append(tr("The first successful result is stored under (executionId, stepId) and "
                               "replayed when the step is re-driven after a crash, without calling the "
                               "handler again."));
    }
    result.notes.append(tr("In a workflow step rate_limited and execution_error are retried; every other "
                           "code is a permanent step error."));
    return result;
}

DispatchStepResult DispatchPipeline::costLog()
{
    DispatchStepResult result;
    result.outcome = StepOutcome::Passed;
    result.message = tr("A cost row is written to ai_cost_log (operation tool_call, zero tokens), fire and "
                        "forget.");
    return result;
}

} // namespace capstudio
