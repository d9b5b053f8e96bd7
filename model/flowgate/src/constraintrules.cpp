#include "constraintrules.h"

#include "globsyntax.h"

namespace capstudio::flowgate::checks {

namespace {

const QString &code()
{
    static const QString text = QStringLiteral("INVALID_CONSTRAINT_DECLARATION: ");
    return text;
}

SourcePos valuePos(const Value &value, const SourcePos &fallback)
{
    return value.pos().isValid() ? value.pos() : fallback;
}

} // namespace

void ConstraintRules::run(CheckContext &context, const WorkflowUnderCheck &workflow)
{
    Problem problem;
    bool found = false;
    if (const Value *blackboard = workflow.def.find(u"blackboard"); blackboard && blackboard->isObject()) {
        for (const Value::Member &slot : blackboard->members()) {
            if ((found = checkSlot(slot.key, slot.value, &problem)))
                break;
        }
    }
    const Value *states = workflow.def.find(u"states");
    if (!found && states && states->isObject()) {
        for (const Value::Member &state : states->members()) {
            const Value *stateSlots = state.value.find(u"slots");
            if (!stateSlots || !stateSlots->isObject())
                continue;
            for (const Value::Member &slot : stateSlots->members()) {
                if ((found = checkSlot(state.key + QLatin1Char('.') + slot.key, slot.value, &problem)))
                    break;
            }
            if (found)
                break;
        }
    }
    if (found) {
        context.error(QStringLiteral("C1"),
                      QStringLiteral("workflow '%1': %2").arg(workflow.id, problem.message), problem.pos);
    }
}

bool ConstraintRules::checkSlot(const QString &slotId, const Value &declaration, Problem *problem)
{
    const Value::Member *constraintMember = declaration.findMember(u"constraint");
    if (!constraintMember || !constraintMember->value.isObject())
        return false;
    const Value &constraint = constraintMember->value;
    if (constraint.size() == 0) {
        problem->message = code()
            + QStringLiteral("slot '%1' declares an empty `constraint:` block — either remove it or add a "
                             "constraint kind")
                  .arg(slotId);
        problem->pos = memberPos(*constraintMember);
        return true;
    }
    for (const Value::Member &kind : constraint.members()) {
        if (kind.key == u"path_allowlist") {
            if (checkPathAllowlist(slotId, kind, problem))
                return true;
        } else if (kind.key == u"subset_of") {
            if (!kind.value.isString()) {
                problem->message = code()
                    + QStringLiteral("slot '%1' subset_of must be a string path (e.g. \"$.context.declared_scope\")")
                          .arg(slotId);
                problem->pos = memberPos(kind);
                return true;
            }
        } else {
            problem->message = code()
                + QStringLiteral("slot '%1' unknown constraint kind '%2'. Supported: path_allowlist, subset_of. "
                                 "(Use the slot's existing `type:` JSON Schema for regex / min / max / length "
                                 "/ enum.)")
                      .arg(slotId, kind.key);
            problem->pos = memberPos(kind);
            return true;
        }
    }
    return false;
}

bool ConstraintRules::checkPathAllowlist(const QString &slotId, const Value::Member &params, Problem *problem)
{
    if (!params.value.isObject()) {
        problem->message = code()
            + QStringLiteral("slot '%1' path_allowlist must be an object with `allow:` and optional `deny:`")
                  .arg(slotId);
        problem->pos = memberPos(params);
        return true;
    }
    const Value::Member *allow = params.value.findMember(u"allow");
    if (!allow || !allow->value.isArray()) {
        problem->message = code()
            + QStringLiteral("slot '%1' path_allowlist requires a non-empty `allow: [<glob>...]` "
                             "(empty/missing is misconfiguration)")
                  .arg(slotId);
        problem->pos = allow ? memberPos(*allow) : memberPos(params);
        return true;
    }
    if (allow->value.size() == 0) {
        problem->message = code()
            + QStringLiteral("slot '%1' path_allowlist.allow is empty — an allow-everything constraint is "
                             "misconfiguration, declare at least one glob or remove the constraint")
                  .arg(slotId);
        problem->pos = memberPos(*allow);
        return true;
    }
    if (checkGlobs(slotId, QStringLiteral("allow"), allow->value, problem))
        return true;
    const Value *deny = params.value.find(u"deny");
    return deny && deny->isArray() && checkGlobs(slotId, QStringLiteral("deny"), *deny, problem);
}

bool ConstraintRules::checkGlobs(const QString &slotId, const QString &field, const Value &list, Problem *problem)
{
    const Value::Array &globs = list.items();
    for (size_t i = 0; i < globs.size(); ++i) {
        const Value &glob = globs[i];
        if (!glob.isString()) {
            problem->message = code()
                + QStringLiteral("slot '%1' path_allowlist.%2[%3] is not a string")
                      .arg(slotId, field, QString::number(i));
            problem->pos = valuePos(glob, list.pos());
            return true;
        }
        const QString error = GlobSyntax::error(glob.toString());
        if (!error.isEmpty()) {
            problem->message = code()
                + QStringLiteral("slot '%1' path_allowlist.%2[%3] '%4' is not a valid glob: %5")
                      .arg(slotId, field, QString::number(i), glob.toString(), error);
            problem->pos = valuePos(glob, list.pos());
            return true;
        }
    }
    return false;
}

} // namespace capstudio::flowgate::checks
