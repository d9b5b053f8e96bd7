// FlowAnalysis: dead ends, traps, guards that never hold, chain choices that stall or
// overlap, shadowed branches, ignored guards and unhandled capability failures, each with
// a witness run; and generated test runs.
#include "flowgate/flowanalysis.h"

#include "flowgate/guardevaluator.h"
#include "flowgate/workflowgraph.h"
#include "guardatoms.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>

#include <QtAlgorithms>

#include <algorithm>
#include <functional>

namespace capstudio::flowgate {

namespace {

const QString ChainFailed = QStringLiteral("CHAIN_FAILED");

QString key(const QString &state, const QString &transition)
{
    return state + QLatin1Char('/') + transition;
}

bool isDeterministic(const Value &transition)
{
    return transition.value(u"actor").toString() == QLatin1String("deterministic");
}

// The workflow's shape: states, terminal flags, edges and chain states.
struct Shape
{
    Value definition;
    QStringList states;
    QSet<QString> terminal;
    QHash<QString, QStringList> edges; // state → states it can move to

    explicit Shape(const Value &workflow) : definition(workflow)
    {
        const QString timeoutTarget = workflow.value(u"onTimeout").value(u"target").toString();
        for (const Value::Member &state : workflow.value(u"states").members()) {
            states.append(state.key);
            if (state.value.value(u"terminal").toBool(false))
                terminal.insert(state.key);
            QStringList &to = edges[state.key];
            const auto add = [&](const QString &target) {
                if (!target.isEmpty() && !to.contains(target))
                    to.append(target);
            };
            for (const Value::Member &transition : state.value.value(u"transitions").members()) {
                add(transition.value.value(u"target").toString());
                for (const Value &branch : transition.value.value(u"branches").items())
                    add(branch.value(u"target").toString());
            }
            if (state.value.contains(u"while"))
                add(state.key);
            // A workflow timeout moves any waiting instance to its target.
            add(timeoutTarget);
        }
    }

    Value state(const QString &name) const { return definition.value(u"states").value(name); }
    Value transition(const QString &state, const QString &name) const
    {
        return this->state(state).value(u"transitions").value(name);
    }

    // §7.3: the chain runs in a state whose every transition is deterministic or lightweight.
    bool isChainState(const QString &name) const
    {
        bool any = false;
        for (const Value::Member &transition : state(name).value(u"transitions").members()) {
            if (isDeterministic(transition.value))
                any = true;
            else if (!transition.value.value(u"lightweight").toBool(false))
                return false;
        }
        return any;
    }
    QStringList deterministicOf(const QString &name) const
    {
        QStringList result;
        for (const Value::Member &transition : state(name).value(u"transitions").members())
            if (isDeterministic(transition.value))
                result.append(transition.key);
        return result;
    }

    // States from which a terminal state can be reached.
    QSet<QString> reachingTerminal() const
    {
        QHash<QString, QStringList> reverse;
        for (auto it = edges.cbegin(); it != edges.cend(); ++it)
            for (const QString &to : it.value())
                reverse[to].append(it.key());
        QSet<QString> result = terminal;
        QStringList work(terminal.cbegin(), terminal.cend());
        while (!work.isEmpty()) {
            const QString at = work.takeLast();
            for (const QString &from : reverse.value(at))
                if (!result.contains(from)) {
                    result.insert(from);
                    work.append(from);
                }
        }
        return result;
    }

    // Strongly connected components of the states in `within` (Tarjan, iterative).
    QList<QStringList> components(const QSet<QString> &within) const
    {
        QHash<QString, int> index;
        QHash<QString, int> low;
        QSet<QString> onStack;
        QStringList stack;
        QList<QStringList> result;
        int counter = 0;
        for (const QString &root : states) {
            if (!within.contains(root) || index.contains(root))
                continue;
            QList<QPair<QString, int>> frames{{root, 0}};
            index[root] = low[root] = counter++;
            stack.append(root);
            onStack.insert(root);
            while (!frames.isEmpty()) {
                auto &[at, next] = frames.last();
                const QStringList out = edges.value(at);
                if (next < out.size()) {
                    const QString to = out.at(next++);
                    if (!within.contains(to))
                        continue;
                    if (!index.contains(to)) {
                        index[to] = low[to] = counter++;
                        stack.append(to);
                        onStack.insert(to);
                        frames.append({to, 0});
                    } else if (onStack.contains(to)) {
                        low[at] = std::min(low[at], index[to]);
                    }
                    continue;
                }
                const QString done = at;
                frames.removeLast();
                if (!frames.isEmpty())
                    low[frames.last().first] = std::min(low[frames.last().first], low[done]);
                if (low[done] == index[done]) {
                    QStringList component;
                    QString member;
                    do {
                        member = stack.takeLast();
                        onStack.remove(member);
                        component.append(member);
                    } while (member != done);
                    result.append(component);
                }
            }
        }
        return result;
    }
};

// What the explored runs showed, each with the first node that showed it.
struct Observations
{
    QHash<QString, qsizetype> reached;        // state
    QHash<QString, qsizetype> fired;          // state/transition
    QHash<QString, qsizetype> guardsPassed;   // state/transition
    QHash<QString, qsizetype> guardsFailed;   // state/transition
    QHash<QString, qsizetype> rejected;       // state/transition (GUARD_REJECTED)
    QHash<QString, qsizetype> uncovered;      // state
    QHash<QString, QString> uncoveredMessage; // state
    QHash<QString, qsizetype> overlap;        // state
    QHash<QString, qsizetype> failureStuck;   // state/transition: an executor failure the chain cannot leave
    QHash<QString, qsizetype> ignoredFalse;   // state/transition: fired by the chain with false guards
    QHash<QString, qsizetype> branchTaken;    // state/transition#n (n = -1: the declared target)
    QHash<qsizetype, QStringList> goals;      // node → goals it reached itself

    static void note(QHash<QString, qsizetype> &map, const QString &what, qsizetype node)
    {
        if (!map.contains(what))
            map.insert(what, node);
    }
};

GuardScope scopeOf(const Simulator &simulator, const QString &state, const Value &context, const Value &arguments)
{
    GuardScope scope;
    scope.context = context;
    scope.arguments = arguments;
    scope.input = simulator.input();
    scope.instanceId = simulator.settings().instanceId;
    scope.state = state;
    scope.roles = simulator.settings().roles;
    scope.permissions = simulator.settings().permissions;
    scope.acknowledgedGuidance = simulator.settings().acknowledgedGuidance;
    scope.acknowledgedScripts = simulator.settings().acknowledgedScripts;
    return scope;
}

void observe(const Shape &shape, Observations &seen, qsizetype node, const Simulator &simulator,
             const SimulationResult &result)
{
    QStringList &goals = seen.goals[node];
    const auto reach = [&](const QString &state) {
        if (!state.isEmpty())
            Observations::note(seen.reached, state, node);
    };
    reach(simulator.currentState());
    for (const SimulationStep &step : result.steps) {
        reach(step.fromState);
        reach(step.toState);
        const QString at = key(step.fromState, step.transition);
        const bool chainStep = step.kind == SimulationStep::Kind::ChainHop
            || (step.kind == SimulationStep::Kind::Failure && step.errorCode == ChainFailed);
        if (chainStep && shape.isChainState(step.fromState)) {
            const QStringList candidates = shape.deterministicOf(step.fromState);
            const GuardEvaluator evaluator(scopeOf(simulator, step.fromState, step.contextBefore, Value::makeObject()));
            for (const QString &name : candidates) {
                const Value guards = shape.transition(step.fromState, name).value(u"guards");
                if (!guards.isArray() || guards.size() == 0)
                    continue;
                const bool passed = evaluator.evaluateAll(guards).passed;
                const QString which = key(step.fromState, name);
                if (candidates.size() == 1) {
                    if (!passed && step.kind == SimulationStep::Kind::ChainHop)
                        Observations::note(seen.ignoredFalse, which, node);
                    continue;
                }
                Observations::note(passed ? seen.guardsPassed : seen.guardsFailed, which, node);
                if (!passed)
                    goals.append(QStringLiteral("reject ") + which);
            }
        }
        switch (step.kind) {
        case SimulationStep::Kind::Fire:
        case SimulationStep::Kind::ChainHop: {
            Observations::note(seen.fired, at, node);
            Observations::note(seen.guardsPassed, at, node);
            goals.append(QStringLiteral("fire ") + at);
            const Value branches = shape.transition(step.fromState, step.transition).value(u"branches");
            if (branches.isArray() && branches.size() > 0) {
                const GuardEvaluator evaluator(scopeOf(simulator, step.fromState, step.contextAfter, step.arguments));
                int taken = -1;
                for (int i = 0; i < int(branches.size()); ++i) {
                    const GuardResult when = evaluator.evaluate(branches.at(i).value(u"when"));
                    if (when.passed && !when.hasError()) {
                        taken = i;
                        break;
                    }
                }
                const QString branch = QStringLiteral("%1#%2").arg(at).arg(taken);
                Observations::note(seen.branchTaken, branch, node);
                goals.append(QStringLiteral("branch ") + branch);
            }
            break;
        }
        case SimulationStep::Kind::Rejection:
            if (step.errorCode == QLatin1String("GUARD_REJECTED")) {
                Observations::note(seen.rejected, at, node);
                Observations::note(seen.guardsFailed, at, node);
                goals.append(QStringLiteral("reject ") + at);
            }
            break;
        case SimulationStep::Kind::Failure:
            if (step.errorCode == ChainFailed && step.executor.kind == ExecutorOutcome::Kind::Failure) {
                Observations::note(seen.guardsPassed, at, node);
                Observations::note(seen.failureStuck, at, node);
            } else if (step.errorCode == ChainFailed && step.transition.isEmpty()) {
                const bool ambiguous = step.errorMessage.startsWith(QLatin1String("ambiguous"));
                Observations::note(ambiguous ? seen.overlap : seen.uncovered, step.fromState, node);
                if (!ambiguous && !seen.uncoveredMessage.contains(step.fromState))
                    seen.uncoveredMessage.insert(step.fromState, step.errorMessage);
            } else if (step.errorCode == QLatin1String("EXECUTOR_FAILED")) {
                Observations::note(seen.guardsPassed, at, node);
            }
            break;
        default:
            break;
        }
    }
    if (const auto &pending = simulator.pendingExecutor())
        if (pending->kind != PendingExecutor::Kind::OnEnter)
            Observations::note(seen.guardsPassed, key(pending->state, pending->transition), node);
}

struct Explored
{
    PathExplorer explorer;
    Shape shape;
    Observations seen;
    qsizetype runs = 0;
};

Explored exploreWorkflow(const Value &config, const QString &workflowId, const PathExplorer::Limits &limits)
{
    Explored explored{PathExplorer(config, workflowId, limits),
                      Shape(config.value(u"workflows").value(workflowId)), Observations(), 0};
    explored.runs = explored.explorer.explore([&](qsizetype node, const Simulator &simulator, const SimulationResult &result) {
        observe(explored.shape, explored.seen, node, simulator, result);
    });
    return explored;
}

QString guardText(const Value &guards)
{
    QStringList parts;
    if (guards.isArray()) {
        for (const Value &guard : guards.items())
            parts.append(WorkflowGraph::guardText(guard));
    } else {
        parts.append(WorkflowGraph::guardText(guards));
    }
    return parts.join(QStringLiteral(" and "));
}

} // namespace

QString AnalysisFinding::kindName(Kind kind)
{
    switch (kind) {
    case Kind::DeadEnd: return QStringLiteral("dead-end");
    case Kind::Trap: return QStringLiteral("trap");
    case Kind::NeverTrue: return QStringLiteral("never-true");
    case Kind::Uncovered: return QStringLiteral("uncovered");
    case Kind::Overlap: return QStringLiteral("overlap");
    case Kind::Shadowed: return QStringLiteral("shadowed");
    case Kind::GuardsIgnored: return QStringLiteral("guards-ignored");
    case Kind::UnhandledFailure: return QStringLiteral("unhandled-failure");
    case Kind::Unknown: return QStringLiteral("unknown");
    }
    return QString();
}

QJsonObject AnalysisFinding::toJson() const
{
    QJsonObject object{{QStringLiteral("kind"), kindName(kind)},
                       {QStringLiteral("workflow"), workflow},
                       {QStringLiteral("state"), state},
                       {QStringLiteral("message"), message}};
    if (!transition.isEmpty())
        object.insert(QStringLiteral("transition"), transition);
    if (!witness.isEmpty())
        object.insert(QStringLiteral("witness"), witness);
    return object;
}

WorkflowAnalysis FlowAnalysis::analyze(const Value &config, const QString &workflowId, const PathExplorer::Limits &limits)
{
    Explored explored = exploreWorkflow(config, workflowId, limits);
    const Shape &shape = explored.shape;
    const Observations &seen = explored.seen;
    const PathExplorer &explorer = explored.explorer;
    WorkflowAnalysis analysis;
    analysis.workflow = workflowId;
    analysis.runsExplored = explored.runs;
    analysis.exhausted = explorer.exhausted();

    const auto witness = [&](qsizetype node) { return node < 0 ? QJsonObject() : explorer.rebuild(node).toJson(Simulator::SavedContext::LastResultOnly); };
    const auto add = [&](AnalysisFinding::Kind kind, const QString &state, const QString &transition,
                         const QString &message, qsizetype node) {
        AnalysisFinding finding;
        finding.kind = node < 0 ? AnalysisFinding::Kind::Unknown : kind;
        finding.workflow = workflowId;
        finding.state = state;
        finding.transition = transition;
        finding.message = message;
        finding.witness = witness(node);
        const Value at = transition.isEmpty() ? shape.state(state) : shape.transition(state, transition);
        finding.pos = at.pos();
        analysis.findings.append(finding);
    };
    const auto reachedAt = [&](const QString &state) { return seen.reached.value(state, -1); };
    const QString notReached = tr(" (no explored run reaches '%1', so the analysis cannot show it)");

    // Dead ends and traps: decided on the graph, shown by a run that gets there.
    const QSet<QString> live = shape.reachingTerminal();
    QSet<QString> dead;
    for (const QString &state : shape.states)
        if (!live.contains(state))
            dead.insert(state);
    QSet<QString> inTrap;
    for (const QStringList &component : shape.components(dead)) {
        const QString &first = component.last();
        const bool cycle = component.size() > 1 || shape.edges.value(first).contains(first);
        if (!cycle)
            continue;
        QStringList ordered = component;
        std::reverse(ordered.begin(), ordered.end());
        qsizetype node = -1;
        for (const QString &state : std::as_const(ordered)) {
            inTrap.insert(state);
            if (node < 0)
                node = reachedAt(state);
        }
        QString where;
        for (const QString &state : std::as_const(ordered))
            if (reachedAt(state) == node)
                where = state;
        QString message = tr("the cycle %1 has no way to a terminal state").arg(ordered.join(QStringLiteral(" \u2192 ")));
        if (node < 0)
            message += notReached.arg(ordered.first());
        add(AnalysisFinding::Kind::Trap, where.isEmpty() ? ordered.first() : where, QString(), message, node);
    }
    for (const QString &state : shape.states) {
        if (!dead.contains(state) || inTrap.contains(state))
            continue;
        const qsizetype node = reachedAt(state);
        QString message = shape.edges.value(state).isEmpty()
            ? tr("'%1' is not terminal and has no transitions: a run that gets here can never end").arg(state)
            : tr("no terminal state can be reached from '%1'").arg(state);
        if (node < 0)
            message += notReached.arg(state);
        add(AnalysisFinding::Kind::DeadEnd, state, QString(), message, node);
    }

    // Guards, transition by transition.
    for (const QString &state : shape.states) {
        if (shape.terminal.contains(state))
            continue;
        const bool chain = shape.isChainState(state);
        const QStringList deterministic = shape.deterministicOf(state);
        for (const Value::Member &member : shape.state(state).value(u"transitions").members()) {
            const QString &name = member.key;
            const Value &transition = member.value;
            const QString which = key(state, name);
            const Value guards = transition.value(u"guards");
            const bool hasGuards = guards.isArray() && guards.size() > 0;
            const bool ignored = chain && deterministic.size() == 1 && isDeterministic(transition);
            if (ignored && hasGuards) {
                const qsizetype falseNode = seen.ignoredFalse.value(which, -1);
                const qsizetype node = falseNode >= 0 ? falseNode : seen.fired.value(which, -1);
                QString message = tr("'%1' is the only deterministic transition of '%2', so the chain fires it "
                                     "without evaluating its guards (%3)")
                                      .arg(name, state, guardText(guards));
                if (falseNode >= 0)
                    message += tr("; the witness fires it while they are false");
                if (node < 0)
                    message += notReached.arg(state);
                add(AnalysisFinding::Kind::GuardsIgnored, state, name, message, node);
            } else if (hasGuards) {
                const GuardAtoms::Truth truth = GuardAtoms::decide(guards, true);
                const bool passedSomewhere = seen.guardsPassed.contains(which);
                if (truth == GuardAtoms::Truth::Never) {
                    const qsizetype node = seen.rejected.value(which, seen.guardsFailed.value(which, reachedAt(state)));
                    QString message = tr("the guards of '%1' can never all be true: %2").arg(name, guardText(guards));
                    if (node < 0)
                        message += notReached.arg(state);
                    add(AnalysisFinding::Kind::NeverTrue, state, name, message, node);
                } else if (!passedSomewhere && reachedAt(state) >= 0) {
                    const qsizetype node = seen.rejected.value(which, seen.guardsFailed.value(which, reachedAt(state)));
                    if (truth == GuardAtoms::Truth::Unknown) {
                        add(AnalysisFinding::Kind::Unknown, state, name,
                            tr("no explored run passes the guards of '%1' (%2), and they are beyond what the "
                               "analysis decides")
                                .arg(name, guardText(guards)),
                            -1);
                    } else if (!explorer.exhausted()) {
                        add(AnalysisFinding::Kind::NeverTrue, state, name,
                            tr("the guards of '%1' are never true with the values the paths to '%2' can give: %3")
                                .arg(name, state, guardText(guards)),
                            node);
                    } else {
                        add(AnalysisFinding::Kind::Unknown, state, name,
                            tr("no explored run passes the guards of '%1' (%2) before the search limit")
                                .arg(name, guardText(guards)),
                            -1);
                    }
                }
            }

            // Branches: never true alone, or always taken first by an earlier one.
            const Value branches = transition.value(u"branches");
            QList<Value> earlier;
            for (int i = 0; i < int(branches.size()); ++i) {
                const Value when = branches.at(i).value(u"when");
                const QString label = tr("branch #%1 of '%2'").arg(i + 1).arg(name);
                const GuardAtoms::Truth truth = GuardAtoms::decide(when, false);
                const qsizetype firedNode = seen.fired.value(which, -1);
                if (truth == GuardAtoms::Truth::Never) {
                    add(AnalysisFinding::Kind::NeverTrue, state, name,
                        tr("%1 can never be true: %2").arg(label, guardText(when)) + (firedNode < 0 ? notReached.arg(state) : QString()),
                        firedNode);
                } else if (!earlier.isEmpty() && GuardAtoms::shadowedBy(when, earlier) == GuardAtoms::Truth::Always) {
                    add(AnalysisFinding::Kind::Shadowed, state, name,
                        tr("%1 never fires first: whenever %2 holds, an earlier branch holds too").arg(label, guardText(when))
                            + (firedNode < 0 ? notReached.arg(state) : QString()),
                        firedNode);
                }
                earlier.append(when);
            }

            // A capability call whose failure leaves the run where only a retry goes on.
            // A reliability fallback is the runtime's way to handle it.
            if (transition.value(u"executor").value(u"kind").toString() == QLatin1String("workflow")
                && !transition.value(u"reliability").contains(u"fallback")) {
                if (const qsizetype node = seen.failureStuck.value(which, -1); node >= 0) {
                    add(AnalysisFinding::Kind::UnhandledFailure, state, name,
                        tr("if the capability %1 fails (cap_failed, cap_timeout, a schema violation), the chain stops in "
                           "'%2' with CHAIN_FAILED and nothing handles it (no reliability fallback, no other way on): "
                           "only a retry of '%3' is offered")
                            .arg(transition.value(u"executor").value(u"definitionId").toString(), state, name),
                        node);
                }
            }
        }
        if (const qsizetype node = seen.uncovered.value(state, -1); node >= 0)
            add(AnalysisFinding::Kind::Uncovered, state, QString(),
                tr("the deterministic transitions of '%1' leave values uncovered: %2").arg(state, seen.uncoveredMessage.value(state)),
                node);
        if (const qsizetype node = seen.overlap.value(state, -1); node >= 0)
            add(AnalysisFinding::Kind::Overlap, state, QString(),
                tr("the guards of several deterministic transitions of '%1' hold at once, so the chain fails as ambiguous")
                    .arg(state),
                node);
    }
    return analysis;
}

TestPathSet FlowAnalysis::testPaths(const Value &config, const QString &workflowId, const PathExplorer::Limits &limits)
{
    Explored explored = exploreWorkflow(config, workflowId, limits);
    const Shape &shape = explored.shape;
    const PathExplorer &explorer = explored.explorer;
    TestPathSet set;
    set.workflow = workflowId;
    set.runsExplored = explored.runs;
    set.exhausted = explorer.exhausted();

    // The goals: every transition of a non-terminal state fires; each decidable guard list
    // and branch goes both ways.
    for (const QString &state : shape.states) {
        if (shape.terminal.contains(state))
            continue;
        for (const Value::Member &member : shape.state(state).value(u"transitions").members()) {
            const QString which = key(state, member.key);
            set.goals.append(QStringLiteral("fire ") + which);
            const Value guards = member.value.value(u"guards");
            const bool ignored = shape.isChainState(state) && shape.deterministicOf(state).size() == 1;
            if (guards.isArray() && guards.size() > 0 && !ignored
                && GuardAtoms::decide(guards, true) == GuardAtoms::Truth::Sometimes)
                set.goals.append(QStringLiteral("reject ") + which);
            const Value branches = member.value.value(u"branches");
            if (branches.isArray() && branches.size() > 0) {
                Value whens = Value::makeArray();
                for (int i = 0; i < int(branches.size()); ++i) {
                    const Value when = branches.at(i).value(u"when");
                    whens.append(when);
                    if (GuardAtoms::decide(when, false) == GuardAtoms::Truth::Sometimes)
                        set.goals.append(QStringLiteral("branch %1#%2").arg(which).arg(i));
                }
                // The declared target, when some values pass no branch.
                Value anyBranch = Value::makeObject();
                anyBranch.insert(QStringLiteral("kind"), Value("any_of"));
                anyBranch.insert(QStringLiteral("guards"), whens);
                const GuardAtoms::Truth any = GuardAtoms::decide(anyBranch, false);
                if (any == GuardAtoms::Truth::Sometimes || any == GuardAtoms::Truth::Never)
                    set.goals.append(QStringLiteral("branch %1#-1").arg(which));
            }
        }
    }
    QHash<QString, int> goalIndex;
    for (int i = 0; i < set.goals.size(); ++i)
        goalIndex.insert(set.goals.at(i), i);

    // What each run reaches, its own goals and its prefix's, as bit words.
    const QList<PathExplorer::Node> &nodes = explorer.nodes();
    const size_t words = size_t(set.goals.size() + 63) / 64;
    std::vector<quint64> reached(size_t(nodes.size()) * words, 0);
    const auto bitsOf = [&](qsizetype node) { return reached.data() + size_t(node) * words; };
    for (qsizetype n = 0; n < nodes.size(); ++n) {
        quint64 *bits = bitsOf(n);
        if (nodes.at(n).parent >= 0)
            std::copy_n(bitsOf(nodes.at(n).parent), words, bits);
        for (const QString &goal : explored.seen.goals.value(n))
            if (const auto found = goalIndex.constFind(goal); found != goalIndex.cend())
                bits[size_t(*found) / 64] |= quint64(1) << (size_t(*found) % 64);
    }
    // Greedy cover: the run that adds most, the shorter one on a tie.
    std::vector<quint64> covered(words, 0);
    for (;;) {
        qsizetype best = -1;
        int bestGain = 0;
        for (qsizetype n = 0; n < nodes.size(); ++n) {
            const quint64 *bits = bitsOf(n);
            int gain = 0;
            for (size_t w = 0; w < words; ++w)
                gain += qPopulationCount(bits[w] & ~covered[w]);
            if (gain > bestGain || (gain == bestGain && gain > 0 && nodes.at(n).depth < nodes.at(best).depth)) {
                best = n;
                bestGain = gain;
            }
        }
        if (best < 0)
            break;
        for (size_t w = 0; w < words; ++w)
            covered[w] |= bitsOf(best)[w];
        const Simulator run = explorer.rebuild(best);
        set.steps += explorer.chain(best).size();
        set.runs.append(run.toJson(Simulator::SavedContext::LastResultOnly));
    }
    for (int i = 0; i < set.goals.size(); ++i)
        if (!(covered[size_t(i) / 64] >> (size_t(i) % 64) & 1))
            set.uncovered.append(set.goals.at(i));
    return set;
}

} // namespace capstudio::flowgate
