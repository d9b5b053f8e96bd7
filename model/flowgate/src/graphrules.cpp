#include "graphrules.h"

#include <QQueue>
#include <QSet>

namespace capstudio::flowgate::checks {

namespace {

const Value *timeoutTarget(const Value &def)
{
    return pointerPath(&def, {u"onTimeout", u"target"});
}

// Where an `output:` key is written. Keys the loader synthesised from `use.outputs` have no
// position of their own: point at the `use.outputs` entry, else at the transition.
SourcePos outputKeyPos(const Value::Member &transition, const Value::Member &key)
{
    const SourcePos own = memberPos(key);
    if (own.isValid())
        return own;
    const Value *bindings = pointerPath(&transition.value, {u"executor", u"use", u"outputs"});
    if (bindings) {
        if (const Value::Member *binding = bindings->findMember(QStringLiteral("$.context.") + key.key))
            return memberPos(*binding);
    }
    return memberPos(transition);
}

} // namespace

bool GraphRules::run(CheckContext &context, const WorkflowUnderCheck &workflow)
{
    const Value::Member *initialMember = workflow.def.findMember(u"initialState");
    const QString *initialState = initialMember ? stringAt(&initialMember->value) : nullptr;
    if (!initialState) {
        context.error(QStringLiteral("G1"),
                      QStringLiteral("workflow '%1': missing 'initialState'").arg(workflow.id),
                      initialMember ? memberPos(*initialMember) : workflow.pos);
        return false;
    }
    const Value::Member *statesMember = workflow.def.findMember(u"states");
    if (!statesMember || !statesMember->value.isObject()) {
        context.error(QStringLiteral("G2"),
                      QStringLiteral("workflow '%1': missing 'states' map").arg(workflow.id),
                      statesMember ? memberPos(*statesMember) : workflow.pos);
        return false;
    }
    const Value &states = statesMember->value;

    if (!states.contains(*initialState)) {
        context.error(QStringLiteral("G3"),
                      QStringLiteral("workflow '%1': initialState '%2' is not in states").arg(workflow.id, *initialState),
                      initialMember->value.pos().isValid() ? initialMember->value.pos() : memberPos(*initialMember));
    }
    const Value *timeout = timeoutTarget(workflow.def);
    if (const QString *target = stringAt(timeout); target && !states.contains(*target)) {
        context.error(QStringLiteral("G4"),
                      QStringLiteral("workflow '%1': onTimeout.target '%2' is not in states").arg(workflow.id, *target),
                      timeout->pos());
    }

    checkStates(context, workflow, states);
    if (workflow.def.contains(u"blackboard"))
        checkOutputsDeclared(context, workflow, states);
    if (states.contains(*initialState))
        checkReachable(context, workflow, states, *initialState);
    return true;
}

// Per state in sorted order: W1, the transitions (G6/G5, G7), W2.
void GraphRules::checkStates(CheckContext &context, const WorkflowUnderCheck &workflow, const Value &states)
{
    const bool hasTimeoutTarget = timeoutTarget(workflow.def) != nullptr;
    for (const Value::Member &state : states.members()) {
        const bool terminal = state.value.value(u"terminal").toBool(false);
        const Value *transitions = state.value.find(u"transitions");
        const bool noTransitions = !transitions || !transitions->isObject() || transitions->size() == 0;
        if (!terminal && noTransitions && !hasTimeoutTarget) {
            context.warning(QStringLiteral("W1"),
                            QStringLiteral("workflow '%1': state '%2' is non-terminal with no outgoing transitions")
                                .arg(workflow.id, state.key),
                            memberPos(state));
        }
        checkTransitions(context, workflow, states, state);
        if (const Value::Member *onEnter = state.value.findMember(u"onEnter");
            onEnter && !onEnter->value.contains(u"executor")) {
            context.warning(QStringLiteral("W2"),
                            QStringLiteral("workflow '%1': state '%2' has onEnter but no executor")
                                .arg(workflow.id, state.key),
                            memberPos(*onEnter));
        }
    }
}

void GraphRules::checkTransitions(CheckContext &context, const WorkflowUnderCheck &workflow,
                                  const Value &states, const Value::Member &state)
{
    const Value *transitions = state.value.find(u"transitions");
    if (!transitions || !transitions->isObject())
        return;
    for (const Value::Member &transition : transitions->members()) {
        const Value::Member *targetMember = transition.value.findMember(u"target");
        const QString *target = targetMember ? stringAt(&targetMember->value) : nullptr;
        if (!target) {
            context.error(QStringLiteral("G5"),
                          QStringLiteral("workflow '%1': transition '%2' in state '%3' is missing 'target'")
                              .arg(workflow.id, transition.key, state.key),
                          memberPos(transition));
        } else if (!states.contains(*target)) {
            context.error(QStringLiteral("G6"),
                          QStringLiteral("workflow '%1': transition '%2' in state '%3' targets '%4' which is not "
                                         "in states")
                              .arg(workflow.id, transition.key, state.key, *target),
                          targetMember->value.pos().isValid() ? targetMember->value.pos() : memberPos(*targetMember));
        }
        const Value *branches = transition.value.find(u"branches");
        if (!branches || !branches->isArray())
            continue;
        for (size_t i = 0; i < branches->items().size(); ++i) {
            const Value *branchTarget = branches->items()[i].find(u"target");
            const QString *name = stringAt(branchTarget);
            if (!name || states.contains(*name))
                continue;
            context.error(QStringLiteral("G7"),
                          QStringLiteral("workflow '%1': branch %2 of transition '%3' in state '%4' targets '%5' "
                                         "which is not in states")
                              .arg(workflow.id, QString::number(i), transition.key, state.key, *name),
                          branchTarget->pos());
        }
    }
}

// W3: with a `blackboard` key (any value), every transition output key must be declared:
// list form → its string items, mapping form → its keys, anything else → nothing declared.
void GraphRules::checkOutputsDeclared(CheckContext &context, const WorkflowUnderCheck &workflow,
                                      const Value &states)
{
    const Value blackboard = workflow.def.value(u"blackboard");
    QSet<QString> declared;
    if (blackboard.isArray()) {
        for (const Value &item : blackboard.items()) {
            if (item.isString())
                declared.insert(item.toString());
        }
    } else {
        for (const Value::Member &slot : blackboard.members())
            declared.insert(slot.key);
    }
    for (const Value::Member &state : states.members()) {
        const Value *transitions = state.value.find(u"transitions");
        if (!transitions || !transitions->isObject())
            continue;
        for (const Value::Member &transition : transitions->members()) {
            const Value *output = transition.value.find(u"output");
            if (!output || !output->isObject())
                continue;
            for (const Value::Member &key : output->members()) {
                if (declared.contains(key.key))
                    continue;
                context.warning(QStringLiteral("W3"),
                                QStringLiteral("workflow '%1': transition '%2' in state '%3' writes output key "
                                               "'%4' which is not declared in the blackboard")
                                    .arg(workflow.id, transition.key, state.key, key.key),
                                outputKeyPos(transition, key));
            }
        }
    }
}

// W4: breadth-first over targets and branch targets from initialState; the onTimeout target
// counts as reachable.
void GraphRules::checkReachable(CheckContext &context, const WorkflowUnderCheck &workflow,
                                const Value &states, const QString &initialState)
{
    QSet<QString> reachable{initialState};
    QQueue<QString> queue;
    queue.enqueue(initialState);
    const auto visit = [&](const Value *target) {
        const QString *name = stringAt(target);
        if (name && states.contains(*name) && !reachable.contains(*name)) {
            reachable.insert(*name);
            queue.enqueue(*name);
        }
    };
    while (!queue.isEmpty()) {
        const Value *transitions = pointerPath(&states, {queue.dequeue(), u"transitions"});
        if (!transitions || !transitions->isObject())
            continue;
        for (const Value::Member &transition : transitions->members()) {
            visit(transition.value.find(u"target"));
            const Value *branches = transition.value.find(u"branches");
            if (!branches || !branches->isArray())
                continue;
            for (const Value &branch : branches->items())
                visit(branch.find(u"target"));
        }
    }
    if (const QString *target = stringAt(timeoutTarget(workflow.def)); target && states.contains(*target))
        reachable.insert(*target);
    for (const Value::Member &state : states.members()) {
        if (reachable.contains(state.key))
            continue;
        context.warning(QStringLiteral("W4"),
                        QStringLiteral("workflow '%1': state '%2' is unreachable from initialState '%3'")
                            .arg(workflow.id, state.key, initialState),
                        memberPos(state));
    }
}

} // namespace capstudio::flowgate::checks
