// Simulator: start (reference §7.1), the checks of a submit (§7.2 steps 3–8), supplied
// executor results, step back, the transitions on offer (§7.5) and coverage.

#include "flowgate/simulator.h"

#include "flowgate/valuespec.h"
#include "schemacheck.h"

#include <QSet>

namespace capstudio::flowgate {

namespace {

std::optional<qint64> asU64(const Value *value)
{
    if (value && value->isInt() && value->toInt() >= 0)
        return value->toInt();
    return std::nullopt;
}

QString stringAt(const Value &object, QStringView key)
{
    const Value *value = object.find(key);
    return value && value->isString() ? value->toString() : QString();
}

// What the runtime offers for a transition without an inputSchema.
Value emptyObjectSchema()
{
    Value schema = Value::makeObject();
    schema.insert(QStringLiteral("type"), Value("object"));
    schema.insert(QStringLiteral("properties"), Value::makeObject());
    schema.insert(QStringLiteral("additionalProperties"), Value(false));
    return schema;
}

StoreError misuse(const QString &message)
{
    return StoreError{StoreError::Kind::Invalid, message};
}

} // namespace

const QString Simulator::FormatMarker = QStringLiteral("capstudio-simulation");

Simulator::Simulator(Value config) : m_config(std::move(config)) {}

void Simulator::beginAction(Action action)
{
    action.settings = m_settings;
    action.before = m_now;
    action.firstStep = m_steps.size();
    m_actions.append(std::move(action));
    m_now.errorCode.clear();
    m_now.errorMessage.clear();
    m_now.retryTransition.clear();
}

SimulationResult Simulator::start(const QString &workflowId, const Value &input)
{
    m_actions.clear();
    m_steps.clear();
    m_now = Instance();
    Action action;
    action.kind = Action::Kind::Start;
    action.workflowId = workflowId;
    action.input = input;
    beginAction(action);
    m_now.workflowId = workflowId;
    m_now.input = input;

    SimulationStep step = stepFor(SimulationStep::Kind::Start);
    const Value *workflows = m_config.find(u"workflows");
    const Value *definition = workflows ? workflows->find(workflowId) : nullptr;
    if (!definition) {
        reject(QStringLiteral("SIMULATOR_START_REFUSED"),
               QStringLiteral("workflow definition '%1' not found").arg(workflowId), step);
        return finishAction();
    }
    const QStringList pending = pendingLexiconSubjects(m_config, workflowId);
    if (!pending.isEmpty()) {
        const QString message = tr("SUBJECT_NEEDS_DEFINITION: the lexicon has no definition for %1")
                                    .arg(pending.join(QStringLiteral(", ")));
        if (!m_settings.allowPendingLexicon) {
            reject(QStringLiteral("SUBJECT_NEEDS_DEFINITION"), message, step);
            return finishAction();
        }
        step.notes.append(tr("the runtime would refuse to start: %1").arg(message));
    }
    Value startInput = input;
    if (const Value *schema = definition->find(u"inputSchema")) {
        SchemaCheck::applyDefaults(*schema, startInput);
        const QStringList errors = SchemaCheck::validate(*schema, startInput);
        if (!errors.isEmpty()) {
            reject(QStringLiteral("INPUT_SCHEMA_VIOLATION"),
                   QStringLiteral("invalid workflow input: %1").arg(errors.join(QStringLiteral("; "))), step);
            return finishAction();
        }
    }
    const Value *initial = definition->find(u"initialState");
    if (!initial || !initial->isString()) {
        reject(QStringLiteral("SIMULATOR_START_REFUSED"), QStringLiteral("required string missing at /initialState"),
               step);
        return finishAction();
    }
    m_now.definition = *definition;
    m_now.input = startInput;
    const Value *version = definition->find(u"version");
    m_now.definitionVersion = version && version->isString() ? version->toString() : QStringLiteral("0");
    m_now.state = initial->toString();
    const Value *initialContext = definition->find(u"initialContext");
    m_now.context = initialContext ? *initialContext : Value::makeObject();
    m_now.version = 0;
    step.toState = m_now.state;
    step.contextAfter = m_now.context;
    step.arguments = startInput;
    record(std::move(step));
    drive(true, 0);
    return finishAction();
}

Expected<SimulationResult> Simulator::fire(const QString &name, const Value &arguments, const ExecutorOutcome &executor)
{
    if (!isRunning())
        return misuse(tr("no workflow is running: start one first"));
    if (m_now.pending)
        return misuse(tr("the simulator waits for the result of an executor in state '%1': supply it first")
                          .arg(m_now.pending->state));
    Action action;
    action.kind = Action::Kind::Fire;
    action.transition = name;
    action.arguments = arguments;
    action.executor = executor;
    beginAction(action);

    SimulationStep step = stepFor(SimulationStep::Kind::Rejection, name);
    step.arguments = arguments;
    step.executor = executor;
    const Value *transition = transitionDefinition(m_now.state, name);
    if (!transition) {
        reject(QStringLiteral("INVALID_TRANSITION"),
               QStringLiteral("Transition '%1' is not valid from state '%2'.").arg(name, m_now.state), step);
        return finishAction();
    }
    if (stringAt(*transition, u"actor") == QLatin1String("human") && !m_settings.roles.contains(QLatin1String("human"))) {
        reject(QStringLiteral("ACTOR_MISMATCH"),
               QStringLiteral("Transition '%1' requires a human principal; submitter '%2' has no 'human' role.")
                   .arg(name, m_settings.principal),
               step);
        return finishAction();
    }
    if (const std::optional<qint64> max = asU64(transition->find(u"max_fires_per_visit"))) {
        const QString key = QStringLiteral("_fire_count.%1.%2").arg(m_now.state, name);
        const qint64 fired = asU64(m_now.context.find(key)).value_or(0);
        if (fired >= *max) {
            reject(QStringLiteral("TRANSITION_FIRE_CAP_EXCEEDED"),
                   QStringLiteral("Transition '%1' has fired %2 times in state '%3' (max_fires_per_visit = %4). Cap is "
                                  "per-state-entry and resets when the workflow advances. Either raise the cap, or "
                                  "have the workflow advance to a different state before re-firing.")
                       .arg(name)
                       .arg(fired)
                       .arg(m_now.state)
                       .arg(*max),
                   step);
            return finishAction();
        }
    }
    Value submitted = arguments;
    if (const Value *schema = transition->find(u"inputSchema")) {
        SchemaCheck::applyDefaults(*schema, submitted);
        step.arguments = submitted;
        const QStringList errors = SchemaCheck::validate(*schema, submitted);
        if (!errors.isEmpty()) {
            reject(QStringLiteral("INPUT_SCHEMA_VIOLATION"),
                   QStringLiteral("invalid transition input: %1").arg(errors.join(QStringLiteral("; "))), step);
            return finishAction();
        }
    }
    const GuardListResult guards =
        GuardEvaluator(scopeFor(submitted, m_now.context)).evaluateAll(transition->value(u"guards"), true);
    step.guards = guards.checks;
    if (guards.hasError()) {
        reject(guards.errorCode, guards.errorMessage, step);
        return finishAction();
    }
    if (!guards.passed) {
        reject(QStringLiteral("GUARD_REJECTED"), QStringLiteral("One or more guards rejected the transition."), step);
        return finishAction();
    }
    const Value *executorDefinition = transition->find(u"executor");
    if (executorDefinition && needsOutput(*executorDefinition) && executor.kind == ExecutorOutcome::Kind::Unspecified) {
        PendingExecutor pending;
        pending.kind = PendingExecutor::Kind::Transition;
        pending.state = m_now.state;
        pending.transition = name;
        pending.arguments = submitted;
        pending.executor = *executorDefinition;
        pending.calleeInput = calleeInput(*executorDefinition, submitted);
        m_now.pending = pending;
        return finishAction();
    }
    continueFire(name, submitted, executor);
    return finishAction();
}

Expected<SimulationResult> Simulator::supplyExecutorOutcome(const ExecutorOutcome &executor)
{
    if (!m_now.pending)
        return misuse(tr("no executor result is awaited"));
    if (executor.kind == ExecutorOutcome::Kind::Unspecified)
        return misuse(tr("supply the executor's output or its failure"));
    Action action;
    action.kind = Action::Kind::Supply;
    action.executor = executor;
    beginAction(action);
    const PendingExecutor pending = *m_now.pending;
    m_now.pending.reset();
    switch (pending.kind) {
    case PendingExecutor::Kind::Transition:
        continueFire(pending.transition, pending.arguments, executor);
        break;
    case PendingExecutor::Kind::ChainHop:
        if (finishChainHop(pending.transition, executor))
            drive(true, pending.chainHops + 1);
        break;
    case PendingExecutor::Kind::OnEnter:
        if (finishOnEnter(executor))
            drive(false, pending.chainHops);
        break;
    }
    return finishAction();
}

void Simulator::dropHistory()
{
    m_actions.clear();
    m_steps.clear();
}

bool Simulator::stepBack()
{
    if (m_actions.isEmpty())
        return false;
    const Action last = m_actions.takeLast();
    m_now = last.before;
    m_steps.resize(last.firstStep);
    return true;
}

QList<TransitionOption> Simulator::enabledTransitions(const Value &arguments) const
{
    QList<TransitionOption> options;
    if (!isRunning())
        return options;
    const Value *state = stateDefinition(m_now.state);
    const Value *transitions = state ? state->find(u"transitions") : nullptr;
    if (!transitions)
        return options;
    const bool terminal = isTerminal(m_now.state);
    const Value *filter = state->find(u"linkFilter");
    if (!filter || !filter->isString())
        filter = m_now.definition.find(u"linkFilter");
    const bool byGuards = filter && filter->isString() && filter->toString() == QLatin1String("byGuards");
    const Value empty = Value::makeObject();
    const ValueScopes prefillScopes{&empty, &m_now.context, &m_now.input, &empty};
    for (const Value::Member &member : transitions->members()) {
        const Value &transition = member.value;
        TransitionOption option;
        option.name = member.key;
        option.actor = stringAt(transition, u"actor");
        if (option.actor.isEmpty())
            option.actor = QStringLiteral("agent");
        option.target = stringAt(transition, u"target");
        const bool deterministic = option.actor == QLatin1String("deterministic");
        option.retryLink = deterministic && !terminal && member.key == m_now.retryTransition;
        option.offeredAsLink = !terminal && (!deterministic || option.retryLink);
        // The guards see the arguments as a submit would: with the inputSchema's defaults.
        Value submitted = arguments;
        if (const Value *schema = transition.find(u"inputSchema")) {
            SchemaCheck::applyDefaults(*schema, submitted);
            option.inputSchema = *schema;
        } else {
            option.inputSchema = emptyObjectSchema();
        }
        option.guards = GuardEvaluator(scopeFor(submitted, m_now.context)).evaluateAll(transition.value(u"guards"), true);
        option.hiddenByGuards = byGuards && option.offeredAsLink && !option.guards.passed;
        if (const Value *executor = transition.find(u"executor")) {
            option.hasExecutor = true;
            option.executorKind = stringAt(*executor, u"kind");
            option.needsExecutorOutput = needsOutput(*executor);
        }
        if (const Value *prefill = transition.find(u"prefill"); prefill && prefill->isObject()) {
            Value resolved = Value::makeObject();
            for (const Value::Member &entry : prefill->members())
                resolved.insert(entry.key, ValueSpec::resolve(entry.value, prefillScopes));
            option.prefill = resolved;
        }
        option.maxFiresPerVisit = asU64(transition.find(u"max_fires_per_visit")).value_or(-1);
        option.firesThisVisit =
            asU64(m_now.context.find(QStringLiteral("_fire_count.%1.%2").arg(m_now.state, member.key))).value_or(0);
        options.append(option);
    }
    return options;
}

QStringList Simulator::visitedStates() const
{
    QStringList states;
    QSet<QString> seen;
    const auto visit = [&](const QString &state) {
        if (!state.isEmpty() && !seen.contains(state)) {
            seen.insert(state);
            states.append(state);
        }
    };
    for (const SimulationStep &step : m_steps) {
        visit(step.fromState);
        visit(step.toState);
    }
    return states;
}

QStringList Simulator::firedTransitions() const
{
    QStringList fired;
    QSet<QString> seen;
    for (const SimulationStep &step : m_steps) {
        if (step.kind != SimulationStep::Kind::Fire && step.kind != SimulationStep::Kind::ChainHop)
            continue;
        const QString key = step.fromState + QLatin1Char('/') + step.transition;
        if (!seen.contains(key)) {
            seen.insert(key);
            fired.append(key);
        }
    }
    return fired;
}

} // namespace capstudio::flowgate
