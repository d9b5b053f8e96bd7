// SourceDocument's workflow edits: capabilities, orchestrators, states, transitions,
// guards and capability bindings, each one step on top of the structural edits.

#include "flowgate/sourcedocument.h"

#include "capverbs.h"
#include "yamleditplanner.h"
#include "yamlemitter.h"
#include "yamlspantree.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace capstudio::flowgate {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("capstudio::flowgate::SourceDocument", text);
}

StoreError invalid(const QString &message)
{
    return StoreError{StoreError::Kind::Invalid, message};
}

StoreError notFound(const QString &message)
{
    return StoreError{StoreError::Kind::NotFound, message};
}

const QString kWorkflows = QStringLiteral("workflows");
const QString kStates = QStringLiteral("states");
const QString kTransitions = QStringLiteral("transitions");
const QString kTarget = QStringLiteral("target");
const QString kBranches = QStringLiteral("branches");
const QString kGuards = QStringLiteral("guards");
const QString kExecutor = QStringLiteral("executor");

NodePath plus(NodePath path, const QStringList &keys)
{
    for (const QString &key : keys)
        path.append(PathStep{key});
    return path;
}

NodePath workflowPath(const QString &workflow)
{
    return keyPath({kWorkflows, workflow});
}

NodePath statePath(const QString &workflow, const QString &state)
{
    return plus(workflowPath(workflow), {kStates, state});
}

NodePath transitionPath(const TransitionRef &ref)
{
    return plus(statePath(ref.workflow, ref.state), {kTransitions, ref.transition});
}

NodePath usePath(const TransitionRef &ref, const QString &side, const QString &name)
{
    return plus(transitionPath(ref), {kExecutor, QStringLiteral("use"), side, name});
}

Value object(std::initializer_list<std::pair<QString, Value>> members)
{
    Value value = Value::makeObject();
    for (const auto &member : members)
        value.insert(member.first, member.second);
    return value;
}

// The value of `key` in a mapping node, or -1.
int child(const YamlSpanTree &tree, int mapping, const QString &key)
{
    if (!tree.isMapping(mapping))
        return -1;
    const int entry = tree.findKey(mapping, key.toUtf8());
    return entry < 0 ? -1 : tree.valueNode(mapping, entry);
}

} // namespace

Value SourceDocument::capabilityTemplate(const QString &verb, const QString &name)
{
    Q_UNUSED(name) // the name lives in the id only
    using checks::CapVerbs;
    const std::optional<CapVerbs::Category> category = CapVerbs::categoryOf(verb);
    if (!category)
        return Value();
    const Value mcp = object({{QStringLiteral("kind"), Value("mcp")},
                              {QStringLiteral("connection"), Value("replace-me")},
                              {QStringLiteral("tool"), Value("replace-me")}});
    QString transitionName;
    Value transition = object({{kTarget, Value("done")}});
    if (*category == CapVerbs::Category::Cognitive) {
        transitionName = QStringLiteral("submit");
        transition.insert(kExecutor, object({{QStringLiteral("kind"), Value("noop")}}));
    } else if (verb == QLatin1String("gate")) {
        transitionName = QStringLiteral("approve");
        transition.insert(QStringLiteral("actor"), Value("human"));
    } else {
        transitionName = QStringLiteral("run");
        transition.insert(QStringLiteral("actor"), Value("deterministic"));
        transition.insert(kExecutor, mcp);
    }
    const Value states =
        object({{QStringLiteral("ready"),
                 object({{kTransitions, object({{transitionName, transition}})}})},
                {QStringLiteral("done"), object({{QStringLiteral("terminal"), Value(true)}})}});
    return object(
        {{QStringLiteral("verb"), Value(verb)},
         {QStringLiteral("lifecycle"), Value("experimental")},
         {QStringLiteral("snippet"), object({{QStringLiteral("inputs"), Value::makeObject()},
                                             {QStringLiteral("outputs"), Value::makeObject()}})},
         {QStringLiteral("initialState"), Value("ready")},
         {kStates, states}});
}

Value SourceDocument::orchestratorTemplate(const QString &name)
{
    Q_UNUSED(name) // the name lives in the id only
    const Value states = object(
        {{QStringLiteral("start"),
          object({{kTransitions,
                   object({{QStringLiteral("finish"), object({{kTarget, Value("done")}})}})}})},
         {QStringLiteral("done"), object({{QStringLiteral("terminal"), Value(true)}})}});
    return object({{QStringLiteral("initialState"), Value("start")}, {kStates, states}});
}

Status SourceDocument::addWorkflow(const QString &id, const Value &body)
{
    if (id.isEmpty())
        return invalid(tr("a workflow id cannot be empty"));
    if (!body.isObject())
        return invalid(tr("workflow '%1' must be a mapping").arg(id));
    const int workflows = nodeAt(keyPath({kWorkflows}));
    if (m_tree->isSequence(workflows)) {
        return invalid(tr("'workflows' is a list in %1; flowgate reads only a mapping keyed by "
                          "workflow id, so no workflow is added to it")
                           .arg(m_fileName));
    }
    if (contains(workflowPath(id))) {
        return StoreError{StoreError::Kind::Duplicate,
                          tr("workflow '%1' exists already in %2").arg(id, m_fileName)};
    }
    return setValue(workflowPath(id), body);
}

Status SourceDocument::addCapability(const QString &verb, const QString &name)
{
    if (name.isEmpty())
        return invalid(tr("a capability name cannot be empty"));
    const Value body = capabilityTemplate(verb, name);
    if (body.isNull())
        return invalid(tr("'%1' is not one of the 24 cap verbs").arg(verb));
    return addWorkflow(QStringLiteral("cap.%1.%2").arg(verb, name), body);
}

Status SourceDocument::addOrchestrator(const QString &name)
{
    if (name.isEmpty())
        return invalid(tr("an orchestrator name cannot be empty"));
    return addWorkflow(QStringLiteral("flow.") + name, orchestratorTemplate(name));
}

Status SourceDocument::requireWorkflow(const QString &workflow) const
{
    const int node = nodeAt(workflowPath(workflow));
    if (node < 0)
        return notFound(tr("workflow '%1' does not exist in %2").arg(workflow, m_fileName));
    if (!m_tree->isMapping(node))
        return invalid(tr("workflow '%1' is not a mapping").arg(workflow));
    return Status();
}

Status SourceDocument::requireState(const QString &workflow, const QString &state) const
{
    if (Status status = requireWorkflow(workflow); !status)
        return status;
    if (!contains(statePath(workflow, state)))
        return notFound(tr("state '%1' does not exist in workflow '%2'").arg(state, workflow));
    return Status();
}

Status SourceDocument::requireTransition(const TransitionRef &ref) const
{
    if (Status status = requireState(ref.workflow, ref.state); !status)
        return status;
    if (!contains(transitionPath(ref))) {
        return notFound(tr("transition '%1' does not exist in state '%2' of workflow '%3'")
                            .arg(ref.transition, ref.state, ref.workflow));
    }
    return Status();
}

Status SourceDocument::requireWorkflowExecutor(const TransitionRef &ref) const
{
    if (Status status = requireTransition(ref); !status)
        return status;
    const std::optional<Value> kind =
        scalar(plus(transitionPath(ref), {kExecutor, QStringLiteral("kind")}));
    if (!kind || kind->toString() != QLatin1String("workflow")) {
        return invalid(tr("transition '%1' in state '%2' of workflow '%3' does not call a "
                          "workflow (its executor is not `kind: workflow`)")
                           .arg(ref.transition, ref.state, ref.workflow));
    }
    return Status();
}

Status SourceDocument::addState(const QString &workflow, const QString &state, const Value &body)
{
    if (Status status = requireWorkflow(workflow); !status)
        return status;
    if (state.isEmpty())
        return invalid(tr("a state name cannot be empty"));
    if (!body.isNull() && !body.isObject())
        return invalid(tr("state '%1' must be a mapping").arg(state));
    if (contains(statePath(workflow, state))) {
        return StoreError{StoreError::Kind::Duplicate,
                          tr("state '%1' exists already in workflow '%2'").arg(state, workflow)};
    }
    return setValue(statePath(workflow, state), body.isNull() ? Value::makeObject() : body);
}

Status SourceDocument::renameState(const QString &workflow, const QString &from, const QString &to)
{
    if (Status status = requireState(workflow, from); !status)
        return status;
    if (from == to)
        return Status();
    if (to.isEmpty())
        return invalid(tr("a state name cannot be empty"));
    if (contains(statePath(workflow, to))) {
        return StoreError{StoreError::Kind::Duplicate,
                          tr("state '%1' exists already in workflow '%2'").arg(to, workflow)};
    }
    if (Status status = checkWritable(statePath(workflow, to), Value(), true); !status)
        return status;

    const YamlSpanTree &tree = *m_tree;
    const YamlEmitter emitter(*m_layout);
    const YamlEditPlanner planner(tree, emitter);
    const int wf = nodeAt(workflowPath(workflow));
    const int states = child(tree, wf, kStates);
    std::vector<TextEdit> edits;
    Status failed;
    const auto add = [&](const Expected<TextEdit> &edit) {
        if (!edit && failed)
            failed = edit.error();
        else if (edit)
            edits.push_back(edit.value());
    };
    const Value oldName(from);
    const auto retarget = [&](int node) {
        if (node >= 0 && planner.scalarValue(node) == oldName)
            add(planner.replace(node, Value(to)));
    };
    add(planner.renameKey(states, tree.findKey(states, from.toUtf8()), to));
    retarget(child(tree, wf, QStringLiteral("initialState")));
    retarget(child(tree, child(tree, wf, QStringLiteral("onTimeout")), kTarget));
    for (int s = 0; s < tree.entryCount(states); ++s) {
        const int transitions = child(tree, tree.valueNode(states, s), kTransitions);
        if (!tree.isMapping(transitions))
            continue;
        for (int t = 0; t < tree.entryCount(transitions); ++t) {
            const int transition = tree.valueNode(transitions, t);
            retarget(child(tree, transition, kTarget));
            const int branches = child(tree, transition, kBranches);
            if (!tree.isSequence(branches))
                continue;
            for (int b = 0; b < tree.itemCount(branches); ++b)
                retarget(child(tree, tree.item(branches, b), kTarget));
        }
    }
    if (!failed)
        return failed;
    return apply(std::move(edits));
}

Status SourceDocument::deleteState(const QString &workflow, const QString &state)
{
    if (Status status = requireState(workflow, state); !status)
        return status;
    const Value name(state);
    if (scalar(plus(workflowPath(workflow), {QStringLiteral("initialState")})) == name) {
        return invalid(tr("state '%1' is the initial state of workflow '%2'; choose another "
                          "initial state first")
                           .arg(state, workflow));
    }
    if (scalar(plus(workflowPath(workflow), {QStringLiteral("onTimeout"), kTarget})) == name) {
        return invalid(tr("state '%1' is the onTimeout target of workflow '%2'; change it first")
                           .arg(state, workflow));
    }
    QList<TransitionRef> incoming;
    const NodePath statesPath = plus(workflowPath(workflow), {kStates});
    for (const QString &other : keys(statesPath)) {
        if (other == state)
            continue;
        const NodePath transitions = plus(statesPath, {other, kTransitions});
        for (const QString &transition : keys(transitions)) {
            const NodePath path = plus(transitions, {transition});
            const NodePath branches = plus(path, {kBranches});
            for (qsizetype b = 0; b < std::max<qsizetype>(0, count(branches)); ++b) {
                NodePath branchTarget = branches;
                branchTarget.append(PathStep{QString(), b});
                branchTarget.append(PathStep{kTarget});
                if (scalar(branchTarget) == name) {
                    return invalid(tr("state '%1' is the target of branch %2 of transition '%3' "
                                      "in state '%4'; change it first")
                                       .arg(state)
                                       .arg(b)
                                       .arg(transition, other));
                }
            }
            if (scalar(plus(path, {kTarget})) == name)
                incoming.append(TransitionRef{workflow, other, transition});
        }
    }
    return inTransaction([&]() -> Status {
        for (const TransitionRef &ref : incoming) {
            if (Status status = remove(transitionPath(ref)); !status)
                return status;
        }
        return remove(statePath(workflow, state));
    });
}

Status SourceDocument::addTransition(const TransitionRef &ref, const QString &target,
                                     const Value &extra)
{
    if (Status status = requireState(ref.workflow, ref.state); !status)
        return status;
    if (ref.transition.isEmpty())
        return invalid(tr("a transition name cannot be empty"));
    if (!extra.isNull() && !extra.isObject())
        return invalid(tr("transition '%1' must be a mapping").arg(ref.transition));
    if (!contains(statePath(ref.workflow, target))) {
        return notFound(
            tr("the target state '%1' does not exist in workflow '%2'").arg(target, ref.workflow));
    }
    if (contains(transitionPath(ref))) {
        return StoreError{StoreError::Kind::Duplicate,
                          tr("transition '%1' exists already in state '%2' of workflow '%3'")
                              .arg(ref.transition, ref.state, ref.workflow)};
    }
    Value body = extra.isObject() ? extra : Value::makeObject();
    body.insert(kTarget, Value(target));
    return setValue(transitionPath(ref), body);
}

Status SourceDocument::deleteTransition(const TransitionRef &ref)
{
    if (Status status = requireTransition(ref); !status)
        return status;
    return remove(transitionPath(ref));
}

Status SourceDocument::retargetTransition(const TransitionRef &ref, const QString &target)
{
    if (Status status = requireTransition(ref); !status)
        return status;
    if (!contains(statePath(ref.workflow, target))) {
        return notFound(
            tr("the target state '%1' does not exist in workflow '%2'").arg(target, ref.workflow));
    }
    return setValue(plus(transitionPath(ref), {kTarget}), Value(target));
}

Status SourceDocument::addGuard(const TransitionRef &ref, const Value &guard)
{
    if (Status status = requireTransition(ref); !status)
        return status;
    if (!guard.isObject())
        return invalid(tr("a guard must be a mapping (kind: expr, expr: …)"));
    return append(plus(transitionPath(ref), {kGuards}), guard);
}

Status SourceDocument::removeGuard(const TransitionRef &ref, qsizetype index)
{
    if (Status status = requireTransition(ref); !status)
        return status;
    const NodePath guards = plus(transitionPath(ref), {kGuards});
    const qsizetype n = count(guards);
    if (index < 0 || index >= n) {
        return notFound(tr("transition '%1' in state '%2' has no guard %3")
                            .arg(ref.transition, ref.state)
                            .arg(index));
    }
    if (n == 1)
        return remove(guards);
    NodePath item = guards;
    item.append(PathStep{QString(), index});
    return remove(item);
}

Status SourceDocument::setUseInput(const TransitionRef &ref, const QString &input,
                                   const Value &value)
{
    if (Status status = requireWorkflowExecutor(ref); !status)
        return status;
    if (input.isEmpty())
        return invalid(tr("an input name cannot be empty"));
    return setValue(usePath(ref, QStringLiteral("inputs"), input), value);
}

Status SourceDocument::removeUseInput(const TransitionRef &ref, const QString &input)
{
    if (Status status = requireWorkflowExecutor(ref); !status)
        return status;
    return remove(usePath(ref, QStringLiteral("inputs"), input));
}

Status SourceDocument::setUseOutput(const TransitionRef &ref, const QString &contextPath,
                                    const QString &output)
{
    if (Status status = requireWorkflowExecutor(ref); !status)
        return status;
    static const QRegularExpression slot(QStringLiteral("^\\$\\.context\\.[a-z][a-z0-9_-]*$"));
    if (!slot.match(contextPath).hasMatch()) {
        return invalid(tr("'%1' is not a single context slot: use.outputs keys must match "
                          "^\\$\\.context\\.[a-z][a-z0-9_-]*$ (V12)")
                           .arg(contextPath));
    }
    if (output.isEmpty())
        return invalid(tr("the capability output name cannot be empty"));
    return setValue(usePath(ref, QStringLiteral("outputs"), contextPath), Value(output));
}

Status SourceDocument::removeUseOutput(const TransitionRef &ref, const QString &contextPath)
{
    if (Status status = requireWorkflowExecutor(ref); !status)
        return status;
    return remove(usePath(ref, QStringLiteral("outputs"), contextPath));
}

Status SourceDocument::setExpectsContractHash(const TransitionRef &ref, const QString &hash)
{
    if (Status status = requireWorkflowExecutor(ref); !status)
        return status;
    const NodePath pin =
        plus(transitionPath(ref), {kExecutor, QStringLiteral("expects_contract_hash")});
    if (hash.isEmpty())
        return contains(pin) ? remove(pin) : Status();
    return setValue(pin, Value(hash));
}

} // namespace capstudio::flowgate

namespace capstudio::flowgate {

QByteArray SourceDocument::render(const Value &value)
{
    const YamlEmitter emitter{YamlLayout()};
    if (!YamlEmitter::isInline(value))
        return emitter.join(emitter.blockLines(value), 0) + '\n';
    const bool multiLine = value.isString() && value.toString().contains(QLatin1Char('\n'));
    return emitter.scalar(value, multiLine ? YamlEmitter::Style::Literal : YamlEmitter::Style::Plain, false, 2) + '\n';
}

} // namespace capstudio::flowgate
