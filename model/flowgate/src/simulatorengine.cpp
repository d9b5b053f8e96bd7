// Simulator: the runtime's flow after the checks of a submit — executor result, output
// mapping, fire counter, branches, while loop, leaving the state (reference §7.2 steps 8–12),
// onEnter, and the deterministic chain (§7.3).

#include "flowgate/simulator.h"

#include "flowgate/guardevaluator.h"
#include "flowgate/valuespec.h"

#include <algorithm>

namespace capstudio::flowgate {

namespace {

const QString ChainFailed = QStringLiteral("CHAIN_FAILED");
const QString ExecutorFailed = QStringLiteral("EXECUTOR_FAILED");
const QString RuntimeError = QStringLiteral("SIMULATOR_RUNTIME_ERROR");

// serde_json's as_u64: a non-negative integer.
std::optional<qint64> asU64(const Value *value)
{
    if (value && value->isInt() && value->toInt() >= 0)
        return value->toInt();
    return std::nullopt;
}

} // namespace

SimulationStep Simulator::stepFor(SimulationStep::Kind kind, const QString &transition) const
{
    SimulationStep step;
    step.kind = kind;
    step.transition = transition;
    step.fromState = m_now.state;
    step.toState = m_now.state;
    step.contextBefore = m_now.context;
    step.contextAfter = m_now.context;
    step.versionBefore = m_now.version;
    step.versionAfter = m_now.version;
    return step;
}

void Simulator::record(SimulationStep step)
{
    step.action = int(m_actions.size()) - 1;
    m_steps.append(std::move(step));
}

void Simulator::reject(const QString &code, const QString &message, SimulationStep step)
{
    step.kind = SimulationStep::Kind::Rejection;
    step.errorCode = code;
    step.errorMessage = message;
    step.toState = step.fromState;
    step.contextAfter = step.contextBefore;
    step.versionAfter = step.versionBefore;
    record(std::move(step));
    m_now.status = SimulationStatus::Rejected;
    m_now.errorCode = code;
    m_now.errorMessage = message;
}

void Simulator::fail(const QString &code, const QString &message, SimulationStep step)
{
    step.kind = SimulationStep::Kind::Failure;
    step.errorCode = code;
    step.errorMessage = message;
    step.toState = m_now.state;
    step.contextAfter = m_now.context;
    step.versionAfter = m_now.version;
    record(std::move(step));
    m_now.status = SimulationStatus::Failed;
    m_now.errorCode = code;
    m_now.errorMessage = message;
}

SimulationResult Simulator::finishAction()
{
    if (m_now.pending)
        m_now.status = SimulationStatus::AwaitingExecutor;
    else if (m_now.errorCode.isEmpty())
        m_now.status = isTerminal(m_now.state) ? SimulationStatus::Completed : SimulationStatus::WaitingForAction;
    SimulationResult result;
    result.status = m_now.status;
    result.errorCode = m_now.errorCode;
    result.errorMessage = m_now.errorMessage;
    const qsizetype first = m_actions.isEmpty() ? 0 : m_actions.last().firstStep;
    result.steps = m_steps.mid(first);
    return result;
}

void Simulator::drive(bool fromEnter, int hops)
{
    bool enter = fromEnter;
    for (;;) {
        if (enter) {
            if (!enterState(hops))
                return;
            enter = false;
            continue;
        }
        if (chainStep(hops) != ChainStep::Hopped)
            return;
        ++hops;
        enter = true;
    }
}

bool Simulator::enterState(int hops)
{
    const Value *state = stateDefinition(m_now.state);
    const Value *onEnter = state ? state->find(u"onEnter") : nullptr;
    const Value *executor = onEnter ? onEnter->find(u"executor") : nullptr;
    if (!executor)
        return true;
    if (needsOutput(*executor)) {
        PendingExecutor pending;
        pending.kind = PendingExecutor::Kind::OnEnter;
        pending.state = m_now.state;
        pending.arguments = Value::makeObject();
        pending.executor = *executor;
        pending.calleeInput = calleeInput(*executor, pending.arguments);
        pending.chainHops = hops;
        m_now.pending = pending;
        return false;
    }
    return finishOnEnter(ExecutorOutcome::success(Value::makeObject()));
}

bool Simulator::finishOnEnter(const ExecutorOutcome &outcome)
{
    const Value *state = stateDefinition(m_now.state);
    const Value *onEnter = state ? state->find(u"onEnter") : nullptr;
    const Value *executor = onEnter ? onEnter->find(u"executor") : nullptr;
    SimulationStep step = stepFor(SimulationStep::Kind::OnEnter);
    step.executor = outcome;
    if (!executor)
        return true;
    const ExecutorRun run = runExecutor(*executor, outcome);
    step.notes += run.notes;
    if (!run.ok) {
        step.notes.append(tr("the runtime answers with an error; the state was already entered and the chain "
                             "does not run"));
        fail(ExecutorFailed, QStringLiteral("onEnter executor failed: %1").arg(run.message), step);
        return false;
    }
    const Value empty = Value::makeObject();
    const ValueScopes scopes{&empty, &m_now.context, &m_now.input, &run.output};
    QString error;
    const Value merged = ValueSpec::merge(m_now.context, onEnter->value(u"output"), scopes, &error);
    if (!error.isEmpty()) {
        fail(RuntimeError, error, step);
        return false;
    }
    m_now.context = merged;
    m_now.version += 1;
    step.contextAfter = m_now.context;
    step.versionAfter = m_now.version;
    record(std::move(step));
    return true;
}

Simulator::ChainStep Simulator::chainStep(int hops)
{
    if (isTerminal(m_now.state))
        return ChainStep::Stopped;
    const std::optional<qint64> declared = asU64(m_now.definition.find(u"maxChainDepth"));
    const qint64 maxDepth = declared.value_or(50);
    if (hops >= qMin<qint64>(maxDepth, MaxChainHops)) {
        if (hops > 0 && !m_steps.isEmpty())
            m_steps.last().notes.append(
                maxDepth > MaxChainHops
                    ? tr("the chain stopped after %1 hops: the simulator's ceiling (maxChainDepth is %2)")
                          .arg(hops)
                          .arg(maxDepth)
                    : tr("the chain stopped after %1 hops (maxChainDepth)").arg(hops));
        return ChainStep::Stopped;
    }
    const Value *state = stateDefinition(m_now.state);
    const Value *transitions = state ? state->find(u"transitions") : nullptr;
    if (!transitions || !transitions->isObject())
        return ChainStep::Stopped;
    QList<const Value::Member *> candidates;
    for (const Value::Member &member : transitions->members()) {
        const Value *actor = member.value.find(u"actor");
        if (actor && actor->isString() && actor->toString() == QLatin1String("deterministic"))
            candidates.append(&member);
        else if (!member.value.value(u"lightweight").toBool(false))
            return ChainStep::Stopped; // a decision point
    }
    if (candidates.isEmpty())
        return ChainStep::Stopped;

    const Value::Member *selected = nullptr;
    QList<GuardCheck> checks;
    QStringList notes;
    if (candidates.size() == 1) {
        selected = candidates.front();
        if (selected->value.contains(u"guards"))
            notes.append(tr("the only deterministic transition fires without its guards being evaluated"));
    } else {
        const GuardEvaluator evaluator(scopeFor(Value::makeObject(), m_now.context));
        QList<const Value::Member *> viable;
        for (const Value::Member *candidate : std::as_const(candidates)) {
            const GuardListResult guards = evaluator.evaluateAll(candidate->value.value(u"guards"));
            for (GuardCheck check : guards.checks) {
                check.result.explanation = QStringLiteral("%1: %2").arg(candidate->key, check.result.explanation);
                checks.append(check);
            }
            if (guards.hasError()) {
                SimulationStep step = stepFor(SimulationStep::Kind::Failure);
                step.guards = checks;
                fail(ChainFailed, guards.errorMessage, step);
                return ChainStep::Failed;
            }
            if (guards.passed)
                viable.append(candidate);
        }
        if (viable.size() != 1) {
            SimulationStep step = stepFor(SimulationStep::Kind::Failure);
            step.guards = checks;
            fail(ChainFailed,
                 viable.isEmpty()
                     ? QStringLiteral("no viable deterministic transition in state '%1': all %2 candidates had "
                                      "failing guards")
                           .arg(m_now.state)
                           .arg(candidates.size())
                     : QStringLiteral("ambiguous deterministic transition in state '%1': %2 of %3 candidates had "
                                      "passing guards; exactly one must be viable")
                           .arg(m_now.state)
                           .arg(viable.size())
                           .arg(candidates.size()),
                 step);
            return ChainStep::Failed;
        }
        selected = viable.front();
        notes.append(tr("'%1' is the one deterministic transition whose guards pass").arg(selected->key));
    }

    const Value *executor = selected->value.find(u"executor");
    if (executor && needsOutput(*executor)) {
        PendingExecutor pending;
        pending.kind = PendingExecutor::Kind::ChainHop;
        pending.state = m_now.state;
        pending.transition = selected->key;
        pending.arguments = Value::makeObject();
        pending.executor = *executor;
        pending.calleeInput = calleeInput(*executor, pending.arguments);
        pending.chainHops = hops;
        m_now.pending = pending;
        return ChainStep::Paused;
    }
    const ExecutorOutcome outcome =
        executor ? ExecutorOutcome::success(Value::makeObject()) : ExecutorOutcome::unspecified();
    return finishChainHop(selected->key, outcome, checks, notes) ? ChainStep::Hopped : ChainStep::Failed;
}

bool Simulator::finishChainHop(const QString &name, const ExecutorOutcome &outcome, const QList<GuardCheck> &checks,
                               const QStringList &notes)
{
    const Value *transition = transitionDefinition(m_now.state, name);
    SimulationStep step = stepFor(SimulationStep::Kind::ChainHop, name);
    step.arguments = Value::makeObject();
    step.executor = outcome;
    step.guards = checks;
    step.notes = notes;
    if (!transition)
        return false;
    Value context = m_now.context;
    if (const Value *executor = transition->find(u"executor")) {
        const ExecutorRun run = runExecutor(*executor, outcome);
        step.notes += run.notes;
        if (!run.ok) {
            m_now.retryTransition = name;
            step.notes.append(tr("the instance stays in '%1' and '%2' is offered as a link for a retry")
                                  .arg(m_now.state, name));
            fail(ChainFailed, run.message, step);
            return false;
        }
        const ValueScopes scopes{&step.arguments, &m_now.context, &m_now.input, &run.output};
        QString error;
        context = ValueSpec::merge(m_now.context, transition->value(u"output"), scopes, &error);
        if (!error.isEmpty()) {
            fail(RuntimeError, error, step);
            return false;
        }
    }
    QString code;
    QString message;
    const std::optional<QString> target = resolveTarget(*transition, context, step.arguments, step.notes, &code, &message);
    if (!target) {
        fail(code, message, step);
        return false;
    }
    m_now.context = context;
    m_now.state = *target;
    m_now.version += 1;
    step.toState = m_now.state;
    step.contextAfter = m_now.context;
    step.versionAfter = m_now.version;
    record(std::move(step));
    return true;
}

std::optional<QString> Simulator::resolveTarget(const Value &transition, const Value &context, const Value &arguments,
                                                QStringList &notes, QString *errorCode, QString *errorMessage) const
{
    const Value *declared = transition.find(u"target");
    if (!declared || !declared->isString()) {
        *errorCode = RuntimeError;
        *errorMessage = QStringLiteral("required string missing at /target");
        return std::nullopt;
    }
    const Value *branches = transition.find(u"branches");
    if (!branches || !branches->isArray())
        return declared->toString();
    const GuardEvaluator evaluator(scopeFor(arguments, context));
    for (size_t i = 0; i < branches->items().size(); ++i) {
        const Value &branch = branches->items()[i];
        const Value *when = branch.find(u"when");
        const Value *target = branch.find(u"target");
        if (!when || !target || !target->isString())
            continue;
        const GuardResult result = evaluator.evaluate(*when);
        if (result.hasError()) {
            notes.append(tr("branch #%1: %2").arg(i + 1).arg(result.explanation));
            *errorCode = result.errorCode;
            *errorMessage = result.errorMessage;
            return std::nullopt;
        }
        if (result.passed) {
            notes.append(tr("branch #%1 chose '%2': %3").arg(i + 1).arg(target->toString(), result.explanation));
            return target->toString();
        }
    }
    notes.append(tr("no branch matched; the declared target '%1' applies").arg(declared->toString()));
    return declared->toString();
}

void Simulator::continueFire(const QString &name, const Value &arguments, const ExecutorOutcome &outcome)
{
    const Value *transition = transitionDefinition(m_now.state, name);
    if (!transition)
        return;
    SimulationStep step = stepFor(SimulationStep::Kind::Fire, name);
    step.arguments = arguments;
    step.executor = outcome;
    step.guards = GuardEvaluator(scopeFor(arguments, m_now.context)).evaluateAll(transition->value(u"guards"), true).checks;

    Value context = m_now.context;
    if (const Value *executor = transition->find(u"executor")) {
        const ExecutorRun run = runExecutor(*executor, outcome);
        step.notes += run.notes;
        if (!run.ok) {
            fail(ExecutorFailed, run.message, step);
            return;
        }
        const ValueScopes scopes{&arguments, &m_now.context, &m_now.input, &run.output};
        QString error;
        context = ValueSpec::merge(m_now.context, transition->value(u"output"), scopes, &error);
        if (!error.isEmpty()) {
            fail(RuntimeError, error, step);
            return;
        }
    } else if (transition->contains(u"output")) {
        step.notes.append(tr("without an executor the runtime does not apply the output mapping"));
    }

    const QString from = m_now.state;
    if (asU64(transition->find(u"max_fires_per_visit")) && context.isObject()) {
        const QString key = QStringLiteral("_fire_count.%1.%2").arg(from, name);
        context.insert(key, Value(asU64(context.find(key)).value_or(0) + 1));
    }
    QString code;
    QString message;
    std::optional<QString> target = resolveTarget(*transition, context, arguments, step.notes, &code, &message);
    if (!target) {
        fail(code, message, step);
        return;
    }

    const Value *state = stateDefinition(from);
    const QString iterationKey = QStringLiteral("_while_iter.") + from;
    if (state) {
        const Value *loop = state->find(u"while");
        if (!loop) {
            context.remove(iterationKey);
        } else {
            const std::optional<qint64> max = asU64(state->find(u"max_iterations"));
            if (!max) {
                fail(QStringLiteral("INVALID_STATE_CONFIG"),
                     QStringLiteral("INVALID_STATE_CONFIG: state '%1' declares `while:` but no `max_iterations:` cap. "
                                    "The cap is REQUIRED to prevent runaway loops; declare an explicit ceiling "
                                    "(SPEC §26).")
                         .arg(from),
                     step);
                return;
            }
            const GuardResult again = GuardEvaluator(scopeFor(arguments, context)).evaluate(*loop);
            if (again.hasError()) {
                step.notes.append(tr("while: %1").arg(again.explanation));
                fail(again.errorCode, again.errorMessage, step);
                return;
            }
            if (!again.passed) {
                context.remove(iterationKey);
                step.notes.append(tr("while: %1, so the state is left").arg(again.explanation));
            } else {
                const qint64 iteration = asU64(context.find(iterationKey)).value_or(0) + 1;
                if (iteration > *max) {
                    step.notes.append(tr("while: %1").arg(again.explanation));
                    fail(QStringLiteral("WHILE_ITERATION_CAP_EXCEEDED"),
                         QStringLiteral("WHILE_ITERATION_CAP_EXCEEDED: state '%1' has `while:` guard that remained "
                                        "truthy after %2 iterations. Either the guard's exit condition is "
                                        "unreachable, or `max_iterations:` needs to be increased after operator "
                                        "review (SPEC §26).")
                             .arg(from)
                             .arg(*max),
                         step);
                    return;
                }
                if (context.isObject())
                    context.insert(iterationKey, Value(iteration));
                step.notes.append(tr("while: %1, so the state is entered again (iteration %2 of %3)")
                                      .arg(again.explanation)
                                      .arg(iteration)
                                      .arg(*max));
                target = from;
            }
        }
    }

    if (*target != from && context.isObject()) {
        const QString prefix = QStringLiteral("_fire_count.%1.").arg(from);
        const auto counter = [&](const Value::Member &member) { return member.key.startsWith(prefix); };
        if (std::any_of(context.members().begin(), context.members().end(), counter)) {
            Value::Object &members = context.mutableMembers();
            members.erase(std::remove_if(members.begin(), members.end(), counter), members.end());
        }
        QStringList cleared;
        const Value stateSlots = state ? state->value(u"slots") : Value();
        for (const Value::Member &slot : stateSlots.members()) {
            const Value *scope = slot.value.find(u"scope");
            if (scope && scope->isString() && scope->toString() == QLatin1String("state") && context.remove(slot.key))
                cleared.append(slot.key);
        }
        if (!cleared.isEmpty())
            step.notes.append(tr("state-local slots cleared: %1").arg(cleared.join(QStringLiteral(", "))));
    }

    m_now.context = context;
    m_now.state = *target;
    m_now.version += 1;
    step.toState = m_now.state;
    step.contextAfter = m_now.context;
    step.versionAfter = m_now.version;
    record(std::move(step));
    drive(true, 0);
}

} // namespace capstudio::flowgate
