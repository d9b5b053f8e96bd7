#include "blackboardrules.h"

#include "contextreads.h"
#include "flowgate/reachablewriters.h"

#include <optional>

namespace capstudio::flowgate::checks {

namespace {

// Declared slots when `blackboard` is a list (its string items) or a mapping (its keys);
// nullopt otherwise, which turns B1/B4 off.
std::optional<QSet<QString>> declaredSlots(const Value &def)
{
    const Value *blackboard = def.find(u"blackboard");
    if (!blackboard)
        return std::nullopt;
    QSet<QString> names;
    if (blackboard->isArray()) {
        for (const Value &item : blackboard->items()) {
            if (item.isString())
                names.insert(item.toString());
        }
        return names;
    }
    if (blackboard->isObject()) {
        for (const Value::Member &slot : blackboard->members())
            names.insert(slot.key);
        return names;
    }
    return std::nullopt;
}

} // namespace

void BlackboardRules::run(CheckContext &context, const WorkflowUnderCheck &workflow, const Value &states)
{
    const ReachableWriters writers = ReachableWriters::compute(workflow.def);
    const std::optional<QSet<QString>> declared = declaredSlots(workflow.def);

    for (const Value::Member &state : states.members()) {
        const QSet<QString> available = writers.at(state.key);

        for (const QString &field : {QStringLiteral("goal"), QStringLiteral("guidance")}) {
            const Value::Member *templateMember = state.value.findMember(field);
            if (!templateMember || !templateMember->value.isString())
                continue;
            const SourcePos pos = memberPos(*templateMember);
            for (const QString &slot : ContextReads::inTemplate(templateMember->value.toString())) {
                if (slot == u"summary")
                    continue;
                if (declared && !declared->contains(slot)) {
                    context.error(QStringLiteral("B1"),
                                  QStringLiteral("workflow '%1': state '%2' template `%3` reads `$.context.%4` "
                                                 "which is not a declared blackboard slot (SPEC §11)")
                                      .arg(workflow.id, state.key, field, slot),
                                  pos);
                    continue;
                }
                if (!available.contains(slot)) {
                    context.error(QStringLiteral("B2"),
                                  QStringLiteral("workflow '%1': state '%2' template `%3` reads `$.context.%4` "
                                                 "which has no reachable writer (use-before-def, SPEC §11). "
                                                 "Runtime will render a stub but this is a likely authoring bug.")
                                      .arg(workflow.id, state.key, field, slot),
                                  pos);
                }
            }
        }

        const Value *transitions = state.value.find(u"transitions");
        if (!transitions || !transitions->isObject())
            continue;
        for (const Value::Member &transition : transitions->members()) {
            for (const Value *guard : ContextReads::guardsOf(transition.value)) {
                const Value::Member *exprMember = guard->findMember(u"expr");
                if (!exprMember || !exprMember->value.isString())
                    continue;
                const SourcePos pos = exprMember->value.pos().isValid() ? exprMember->value.pos()
                                                                         : memberPos(*exprMember);
                for (const QString &slot : ContextReads::inExpression(exprMember->value.toString())) {
                    if (slot == u"summary") {
                        context.error(QStringLiteral("B3"),
                                      QStringLiteral("workflow '%1': transition '%2' in state '%3' guard reads "
                                                     "`$.context.summary` — model-authored summary is never a "
                                                     "valid guard input (SPEC §6.3)")
                                          .arg(workflow.id, transition.key, state.key),
                                      pos);
                        continue;
                    }
                    if (declared && !declared->contains(slot)) {
                        context.error(QStringLiteral("B4"),
                                      QStringLiteral("workflow '%1': transition '%2' in state '%3' guard reads "
                                                     "`$.context.%4` which is not a declared blackboard slot "
                                                     "(SPEC §11)")
                                          .arg(workflow.id, transition.key, state.key, slot),
                                      pos);
                        continue;
                    }
                    if (!available.contains(slot)) {
                        context.error(QStringLiteral("B5"),
                                      QStringLiteral("workflow '%1': transition '%2' in state '%3' guard reads "
                                                     "`$.context.%4` which has no reachable writer "
                                                     "(use-before-def, SPEC §11)")
                                          .arg(workflow.id, transition.key, state.key, slot),
                                      pos);
                    }
                }
            }
        }
    }
}

} // namespace capstudio::flowgate::checks
