#include "dispatchpipeline.h"

#include "catalog/bindingrules.h"
#include "core/jsontext.h"
#include "rules/jsonschemachecker.h"

#include <QJsonArray>
#include <QHash>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUrl>

#include <functional>

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

// A JSON pointer in the form Zod prints a path: "/headers/X-Api" → "headers.X-Api".
QString zodPath(const QString &pointer)
{
    QStringList parts = pointer.split(u'/');
    if (!parts.isEmpty() && parts.constFirst().isEmpty())
        parts.removeFirst();
    for (QString &part : parts)
        part.replace(QLatin1String("~1"), QLatin1String("/")).replace(QLatin1String("~0"), QLatin1String("~"));
    return parts.join(u'.');
}

// The four built-ins that read their binding's customConfig when they execute.
bool readsBindingConfig(const QString &slug)
{
    return slug == QLatin1String("call_external_api") || slug == QLatin1String("run_workflow")
        || slug == QLatin1String("upload_to_storage") || slug == QLatin1String("send_message_to_channel");
}

// valijson does not check "format"; Zod does for the formats the built-ins declare. Walks
// properties and items alongside the instance (depth-capped) and reports strings that
// break a known format.
void checkFormats(const QJsonValue &instance, const QJsonValue &schemaValue, const QString &pointer,
                  int depth, Diagnostics &out)
{
    if (depth > 64 || !schemaValue.isObject())
        return;
    const QJsonObject schema = schemaValue.toObject();
    const QString format = schema.value(QStringLiteral("format")).toString();
    if (instance.isString() && !format.isEmpty()) {
        static const QRegularExpression uuid(QStringLiteral(
            "\\A[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\z"));
        static const QRegularExpression email(QStringLiteral("\\A[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\z"));
        const QString text = instance.toString();
        bool bad = false;
        if (format == QLatin1String("uuid"))
            bad = !uuid.match(text).hasMatch();
        else if (format == QLatin1String("email"))
            bad = !email.match(text).hasMatch();
        else if (format == QLatin1String("uri") || format == QLatin1String("url"))
            bad = !QUrl(text, QUrl::StrictMode).isValid() || QUrl(text).scheme().isEmpty();
        if (bad) {
            out.append(Diagnostic::error(QStringLiteral("json-schema-violation"),
                                         DispatchDryRun::tr("Invalid %1").arg(format),
                                         SourceLocation::atPointer(DispatchDryRun::tr("arguments"), pointer)));
        }
    }
    if (instance.isObject()) {
        const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
        const QJsonObject object = instance.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (properties.contains(it.key())) {
                QString key = it.key();
                key.replace(u'~', QLatin1String("~0")).replace(u'/', QLatin1String("~1"));
                checkFormats(it.value(), properties.value(it.key()), pointer + u'/' + key, depth + 1, out);
            }
        }
    } else if (instance.isArray() && schema.value(QStringLiteral("items")).isObject()) {
        const QJsonArray array = instance.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            checkFormats(array.at(i), schema.value(QStringLiteral("items")), pointer + u'/' + QString::number(i),
                         depth + 1, out);
    }
}

QString hostOf(const QString &url)
{
    return QUrl(url).host().toLower();
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
    const JsonText::Result parsed = JsonText::parse(scenario.argumentsText.toUtf8(), tr("arguments"));
    if (parsed.ok())
        m_arguments = parsed.value;
    else
        m_arguments = QJsonValue(QJsonValue::Undefined);
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

DispatchStepResult DispatchPipeline::validateArgs()
{
    const QString file = tr("arguments");
    const QString code = QStringLiteral("invalid_args");
    if (m_arguments.isUndefined()) {
        const JsonText::Result parsed = JsonText::parse(m_scenario.argumentsText.toUtf8(), file);
        DispatchStepResult result = stop(DispatchStep::ValidateArgs, code,
                                         tr("The sample arguments are not JSON: %1").arg(parsed.error->message()));
        result.diagnostics.append(*parsed.error);
        return result;
    }
    if (!m_arguments.isObject()) {
        const QString received = m_arguments.isArray() ? QStringLiteral("array")
            : m_arguments.isString()                    ? QStringLiteral("string")
            : m_arguments.isDouble()                    ? QStringLiteral("number")
            : m_arguments.isBool()                      ? QStringLiteral("boolean")
                                                        : QStringLiteral("null");
        DispatchStepResult result = stop(DispatchStep::ValidateArgs, code,
                                         QStringLiteral(": Expected object, received %1").arg(received));
        result.diagnostics.append(Diagnostic::error(QStringLiteral("json-schema-violation"),
                                                    tr("arguments must be a JSON object"),
                                                    SourceLocation::atPointer(file, QString())));
        return result;
    }
    const QJsonValue schema = m_row->functionDefinition.value(QStringLiteral("parameters"));
    DispatchStepResult result;
    result.facts = {{tr("Schema"), tr("functionDefinition.parameters of %1").arg(m_row->slug)}};
    const Diagnostics schemaProblems = JsonSchemaChecker::checkSchema(schema, file, QStringLiteral("/parameters"));
    if (hasErrors(schemaProblems)) {
        result.outcome = StepOutcome::Caution;
        result.message = tr("functionDefinition.parameters is not a valid JSON Schema, so the arguments cannot "
                            "be checked here.");
        result.diagnostics = schemaProblems;
        return result;
    }
    Diagnostics violations = JsonSchemaChecker::validate(m_arguments, schema, file, QString());
    checkFormats(m_arguments, schema, QString(), 0, violations);
    const bool cuidTrap = m_row->slug == QLatin1String("search_knowledge_base")
        && m_arguments.toObject().contains(QStringLiteral("document_id"));
    const QString cuidNote = tr("document_id is validated as a UUID, but Sunrise's document ids are cuids: a "
                                "real document id fails here with invalid_args.");
    if (!violations.isEmpty()) {
        QStringList parts;
        for (const Diagnostic &violation : violations)
            parts.append(zodPath(violation.location().jsonPointer) + QStringLiteral(": ") + violation.message());
        DispatchStepResult stopped = stop(DispatchStep::ValidateArgs, code, parts.join(QLatin1String("; ")));
        stopped.facts = result.facts;
        stopped.diagnostics = violations;
        if (cuidTrap)
            stopped.notes.append(cuidNote);
        return stopped;
    }
    result.outcome = StepOutcome::Passed;
    result.message = tr("The arguments match the parameters schema.");
    if (cuidTrap)
        result.notes.append(cuidNote);
    result.notes.append(tr("Sunrise validates with the capability class's own Zod schema; for the built-ins "
                           "the seeded functionDefinition equals the class's definition."));
    return result;
}

DispatchStepResult DispatchPipeline::bindingConfig()
{
    const QString slug = m_row->slug;
    DispatchStepResult result;
    if (!readsBindingConfig(slug)) {
        result.outcome = StepOutcome::NotApplicable;
        result.message = tr("\"%1\" reads no customConfig.").arg(slug);
        return result;
    }
    result.outcome = StepOutcome::Passed;
    result.message = tr("The binding's customConfig passes the checks %1 makes when it runs.").arg(slug);
    result.facts = {{tr("customConfig"), m_binding.customConfig.isNull() || m_binding.customConfig.isUndefined()
                                             ? tr("none")
                                             : QString::fromUtf8(JsonText::compact(m_binding.customConfig))},
                    {tr("Environment profile"), m_profile.name()}};
    if (m_synthetic) {
        result.notes.append(!isWorkflow() ? tr("No binding row: the capability runs with no customConfig.")
                                     : tr("A workflow step's synthetic binding has no customConfig."));
    }
    result.notes.append(tr("These four built-ins read customConfig from the database on every call (no "
                           "cache), and Sunrise checks it only then: saving a binding checks nothing but "
                           "that it is an object."));

    const BindingCheck check = BindingRules::check(m_binding, *m_row, m_profile);
    QString stopCode;
    QString stopMessage;
    const auto stopWith = [&](const QString &code, const QString &message) {
        if (stopCode.isEmpty()) {
            stopCode = code;
            stopMessage = message;
        }
    };
    for (const Diagnostic &d : check.diagnostics) {
        const QString rule = d.ruleId();
        if (rule == QLatin1String("binding-capability-inactive") || rule == QLatin1String("binding-capability-quarantined")
            || rule == QLatin1String("binding-no-schema") || rule == QLatin1String("binding-rate-limit"))
            continue; // steps of their own, or not checked at call time
        result.diagnostics.append(d);
        if (d.severity() == Severity::Error)
            stopWith(QStringLiteral("invalid_binding"), d.message());
    }
    for (const EnvUse &use : check.env) {
        if (use.state == EnvState::Set)
            continue;
        if (use.templated) {
            stopWith(QStringLiteral("invalid_binding"),
                     QStringLiteral("Capability binding references env var \"%1\" which is not set").arg(use.name));
        } else if (use.pointer == QLatin1String("/auth/secret")) {
            stopWith(QStringLiteral("auth_failed"),
                     tr("The auth secret's environment variable %1 is not set (missing_auth_secret).").arg(use.name));
        } else if (result.outcome == StepOutcome::Passed) {
            result.outcome = StepOutcome::Caution;
            result.message = tr("%1 is not set in %2: the provider that needs it fails when used.")
                                 .arg(use.name, m_profile.name());
        }
    }
    if (stopCode.isEmpty() && slug == QLatin1String("call_external_api")) {
        checkExternalApiUrl(result);
        if (result.outcome == StepOutcome::Stopped)
            return result;
    }
    if (stopCode.isEmpty() && slug == QLatin1String("run_workflow")) {
        checkWorkflowAllowed(result);
        if (result.outcome == StepOutcome::Stopped)
            return result;
    }
    if (!stopCode.isEmpty()) {
        result.outcome = StepOutcome::Stopped;
        result.errorCode = stopCode;
        result.message = stopMessage;
    } else if (result.outcome == StepOutcome::Passed && !result.diagnostics.isEmpty()) {
        result.outcome = StepOutcome::Caution;
        result.message = result.diagnostics.constFirst().message();
    }
    return result;
}

void DispatchPipeline::checkExternalApiUrl(DispatchStepResult &result) const
{
    const QJsonObject config = m_binding.customConfig.toObject();
    const QJsonObject args = m_arguments.toObject();
    const auto stopHere = [&](const QString &code, const QString &message) {
        result.outcome = StepOutcome::Stopped;
        result.errorCode = code;
        result.message = message;
    };
    if (args.contains(QStringLiteral("multipart"))
        && config.value(QStringLiteral("auth")).toObject().value(QStringLiteral("type")).toString()
            == QLatin1String("hmac")) {
        stopHere(QStringLiteral("invalid_binding"), tr("hmac auth cannot sign a multipart body."));
        return;
    }
    QString url;
    QString origin;
    const QString forced = config.value(QStringLiteral("forcedUrl")).toString();
    if (!forced.isEmpty()) {
        const EnvTemplate::Resolution resolution = EnvTemplate::resolve(forced, m_profile.lookup());
        url = resolution.value;
        origin = tr("forcedUrl (the model's url is ignored)");
    } else {
        url = args.value(QStringLiteral("url")).toString();
        origin = tr("the model's url argument");
    }
    result.facts.append({tr("URL called"), url.isEmpty() ? tr("none") : tr("%1 — from %2").arg(url, origin)});
    if (url.isEmpty()) {
        stopHere(QStringLiteral("invalid_args"), tr("No URL anywhere: the binding has no forcedUrl and the "
                                                    "arguments have no url."));
        return;
    }
    const QJsonArray prefixes = config.value(QStringLiteral("allowedUrlPrefixes")).toArray();
    if (forced.isEmpty() && !prefixes.isEmpty()) {
        bool allowed = false;
        for (const QJsonValue &prefix : prefixes)
            allowed = allowed || url.startsWith(prefix.toString());
        if (!allowed) {
            stopHere(QStringLiteral("url_not_allowed"),
                     tr("%1 starts with none of allowedUrlPrefixes.").arg(url));
            return;
        }
    }
    const std::optional<QStringList> hosts = m_profile.allowedHosts();
    if (!hosts) {
        result.notes.append(tr("%1 does not define ORCHESTRATION_ALLOWED_HOSTS, so the host check cannot be "
                               "judged here; on the server an empty list blocks every host.")
                                .arg(m_profile.name()));
        if (result.outcome == StepOutcome::Passed) {
            result.outcome = StepOutcome::Caution;
            result.message = tr("The host allowlist is unknown in this environment profile.");
        }
        return;
    }
    const QString host = hostOf(url);
    result.facts.append({tr("ORCHESTRATION_ALLOWED_HOSTS"), hosts->join(QLatin1String(", "))});
    if (!hosts->contains(host) && !hosts->contains(u'[' + host + u']')) {
        stopHere(QStringLiteral("host_not_allowed"),
                 tr("Host \"%1\" is not in ORCHESTRATION_ALLOWED_HOSTS.").arg(host));
    }
}

void DispatchPipeline::checkWorkflowAllowed(DispatchStepResult &result) const
{
    const QJsonArray allowed = m_binding.customConfig.toObject().value(QStringLiteral("allowedWorkflowSlugs")).toArray();
    const QString requested = m_arguments.toObject().value(QStringLiteral("workflowSlug")).toString();
    QStringList slugs;
    for (const QJsonValue &slug : allowed)
        slugs.append(slug.toString());
    result.facts.append({tr("allowedWorkflowSlugs"), slugs.join(QLatin1String(", "))});
    if (!requested.isEmpty() && !slugs.contains(requested)) {
        result.outcome = StepOutcome::Stopped;
        result.errorCode = QStringLiteral("workflow_not_allowed");
        result.message = tr("Workflow \"%1\" is not in allowedWorkflowSlugs.").arg(requested);
    }
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
