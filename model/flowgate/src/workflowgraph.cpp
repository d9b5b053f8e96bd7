#include "flowgate/workflowgraph.h"

#include "capverbs.h"
#include "flowgate/configvalidation.h"
#include "flowgate/valuespec.h"

namespace capstudio::flowgate {

namespace {

constexpr int kMaxGuardDepth = 8;

// Operands as the runtime's concat would print them (strings bare, containers as JSON).
QString scalarText(const Value &value)
{
    return ValueSpec::concatText(value);
}

QString guardTextAt(const Value &guard, int depth)
{
    if (depth > kMaxGuardDepth)
        return QStringLiteral("…");
    if (!guard.isObject())
        return scalarText(guard);
    const QString kind = guard.value(u"kind").toString();
    const auto list = [&](const QString &word) {
        QStringList parts;
        for (const Value &inner : guard.value(u"guards").items())
            parts.append(guardTextAt(inner, depth + 1));
        return word + QStringLiteral(" (") + parts.join(QStringLiteral(", ")) + QLatin1Char(')');
    };
    if (kind == QLatin1String("expr") || kind == QLatin1String("jsonpath"))
        return scalarText(guard.value(u"expr"));
    if (kind == QLatin1String("role"))
        return QStringLiteral("role ") + scalarText(guard.value(u"role"));
    if (kind == QLatin1String("permission"))
        return QStringLiteral("permission ") + scalarText(guard.value(u"permission"));
    if (kind == QLatin1String("all_of"))
        return list(QStringLiteral("all of"));
    if (kind == QLatin1String("any_of"))
        return list(QStringLiteral("any of"));
    if (kind == QLatin1String("not"))
        return QStringLiteral("not (") + guardTextAt(guard.value(u"guard"), depth + 1) + QLatin1Char(')');
    if (kind == QLatin1String("evidence")) {
        QStringList kinds;
        for (const Value &requirement : guard.value(u"requires").items())
            kinds.append(requirement.isObject() ? scalarText(requirement.value(u"kind")) : scalarText(requirement));
        return QStringLiteral("evidence ") + kinds.join(QStringLiteral(", "));
    }
    if (kind == QLatin1String("guidance_acknowledged") || kind == QLatin1String("script_acknowledged"))
        return kind + QLatin1Char(' ') + scalarText(guard.value(u"subject"));
    return kind.isEmpty() ? QStringLiteral("?") : kind;
}

} // namespace

QString GraphTransition::effectiveActor() const
{
    return actor.isEmpty() ? QStringLiteral("agent") : actor;
}

QString WorkflowGraph::guardText(const Value &guard)
{
    return guardTextAt(guard, 0);
}

const QStringList &WorkflowGraph::capabilityVerbs()
{
    return checks::CapVerbs::all();
}

QString WorkflowGraph::shortGoal(const QString &goal, int maxChars)
{
    QString line = goal.section(QLatin1Char('\n'), 0, 0).simplified();
    if (line.isEmpty())
        line = goal.simplified();
    if (line.size() > maxChars)
        line = line.left(qMax(1, maxChars - 1)).trimmed() + QChar(0x2026);
    return line;
}

WorkflowGraph WorkflowGraph::fromDefinition(const QString &workflowId, const Value &definition)
{
    WorkflowGraph graph;
    graph.workflowId = workflowId;
    graph.isCapability = ConfigValidation::isCapabilityId(workflowId);
    graph.verb = definition.value(u"verb").toString();
    graph.initialState = definition.value(u"initialState").toString();
    graph.timeoutTarget = definition.value(u"onTimeout").value(u"target").toString();

    for (const Value::Member &stateMember : definition.value(u"states").members()) {
        const Value &body = stateMember.value;
        GraphState state;
        state.id = stateMember.key;
        state.initial = state.id == graph.initialState;
        state.terminal = body.value(u"terminal").toBool();
        state.goal = body.value(u"goal").toString();
        state.description = body.value(u"description").toString();
        state.hasOnEnter = body.contains(u"onEnter");
        state.loops = body.contains(u"while");
        state.delegate = body.value(u"delegate").toString();
        state.pos = stateMember.keyPos.isValid() ? stateMember.keyPos : body.pos();
        graph.states.append(state);

        for (const Value::Member &transitionMember : body.value(u"transitions").members()) {
            const Value &t = transitionMember.value;
            GraphTransition transition;
            transition.state = state.id;
            transition.name = transitionMember.key;
            transition.target = t.value(u"target").toString();
            transition.actor = t.value(u"actor").toString();
            transition.title = t.value(u"title").toString();
            const Value executor = t.value(u"executor");
            transition.executorKind = executor.value(u"kind").toString();
            if (transition.executorKind == QLatin1String("workflow")) {
                transition.callee = executor.value(u"definitionId").toString();
                transition.hasUse = executor.contains(u"use");
                transition.pin = executor.value(u"expects_contract_hash").toString();
            }
            for (const Value &guard : t.value(u"guards").items())
                transition.guards.append(guardText(guard));
            transition.pos = transitionMember.keyPos.isValid() ? transitionMember.keyPos : t.pos();
            transition.generated = transition.name == QLatin1String("ask_human") && !transition.pos.isValid();
            const int transitionIndex = int(graph.transitions.size());
            graph.transitions.append(transition);

            GraphEdge edge;
            edge.id = transition.id();
            edge.from = state.id;
            edge.to = transition.target;
            edge.transition = transitionIndex;
            graph.edges.append(edge);
            int branchIndex = 0;
            for (const Value &branch : t.value(u"branches").items()) {
                GraphEdge branchEdge;
                branchEdge.kind = GraphEdge::Kind::Branch;
                branchEdge.branch = branchIndex;
                branchEdge.id = transition.id() + QLatin1Char('#') + QString::number(branchIndex);
                branchEdge.from = state.id;
                branchEdge.to = branch.value(u"target").toString();
                branchEdge.when = guardText(branch.value(u"when"));
                branchEdge.transition = transitionIndex;
                graph.edges.append(branchEdge);
                ++branchIndex;
            }
        }
    }
    graph.index();
    return graph;
}

void WorkflowGraph::index()
{
    m_stateIndex.clear();
    m_transitionIndex.clear();
    for (int i = 0; i < states.size(); ++i)
        m_stateIndex.insert(states.at(i).id, i);
    for (int i = 0; i < transitions.size(); ++i)
        m_transitionIndex.insert(transitions.at(i).id(), i);
}

QList<int> WorkflowGraph::edgesOf(int transition) const
{
    QList<int> result;
    for (int i = 0; i < edges.size(); ++i) {
        if (edges.at(i).transition == transition)
            result.append(i);
    }
    return result;
}

} // namespace capstudio::flowgate
