#include "userules.h"

namespace capstudio::flowgate::checks {

namespace {

// `^\$\.context\.[a-z][a-z0-9_-]*$`
bool isSingleSegmentContextPath(const QString &path)
{
    static const QString prefix = QStringLiteral("$.context.");
    if (!path.startsWith(prefix) || path.size() == prefix.size())
        return false;
    const QStringView tail = QStringView(path).mid(prefix.size());
    if (tail.front() < u'a' || tail.front() > u'z')
        return false;
    for (const QChar c : tail) {
        const bool ok = (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'_' || c == u'-';
        if (!ok)
            return false;
    }
    return true;
}

// Calls `visit(state, transition, executor)` for every transition whose executor is a
// mapping, states and transitions in sorted order.
template<typename Visit>
void forEachExecutor(const Value &def, Visit visit)
{
    const Value *states = def.find(u"states");
    if (!states || !states->isObject())
        return;
    for (const Value::Member &state : states->members()) {
        const Value *transitions = state.value.find(u"transitions");
        if (!transitions || !transitions->isObject())
            continue;
        for (const Value::Member &transition : transitions->members()) {
            const Value::Member *executor = transition.value.findMember(u"executor");
            if (!executor || !executor->value.isObject())
                continue;
            visit(state.key, transition.key, *executor);
        }
    }
}

bool isWorkflowKind(const Value &executor)
{
    const QString *kind = stringAt(executor.find(u"kind"));
    return kind && *kind == u"workflow";
}

} // namespace

void UseRules::run(CheckContext &context, const WorkflowUnderCheck &workflow)
{
    checkBindings(context, workflow);
    checkContractPins(context, workflow);
}

// V12: a call into a cap-tier id needs `use:`; any `use:` present must be well-shaped.
void UseRules::checkBindings(CheckContext &context, const WorkflowUnderCheck &workflow)
{
    forEachExecutor(workflow.def, [&](const QString &state, const QString &transition,
                                      const Value::Member &executorMember) {
        const Value &executor = executorMember.value;
        if (!isWorkflowKind(executor))
            return;
        const QString *target = stringAt(executor.find(u"definitionId"));
        const Value::Member *use = executor.findMember(u"use");
        if (target && tierOf(*target) == WorkflowTier::Capability && !use) {
            context.error(QStringLiteral("V12"),
                          QStringLiteral("MISSING_USE: workflow '%1' state '%2' transition '%3' invokes "
                                         "capability '%4' via `kind: workflow` without a `use:` block. "
                                         "Capability invocations require a typed use-binding "
                                         "(SPEC §6.1, V12).")
                              .arg(workflow.id, state, transition, *target),
                          memberPos(executorMember));
            return;
        }
        if (use)
            checkUseShape(context, workflow, state, transition, *use);
    });
}

void UseRules::checkUseShape(CheckContext &context, const WorkflowUnderCheck &workflow,
                             const QString &state, const QString &transition, const Value::Member &use)
{
    if (!use.value.isObject()) {
        context.error(QStringLiteral("V12"),
                      QStringLiteral("INVALID_USE: workflow '%1' state '%2' transition '%3' `use:` must be a "
                                     "mapping (SPEC §6.1, V12)")
                          .arg(workflow.id, state, transition),
                      memberPos(use));
        return;
    }
    for (const QString &key : {QStringLiteral("inputs"), QStringLiteral("outputs")}) {
        const Value::Member *block = use.value.findMember(key);
        if (!block || block->value.isObject())
            continue;
        context.error(QStringLiteral("V12"),
                      QStringLiteral("INVALID_USE: workflow '%1' state '%2' transition '%3' `use.%4` must be "
                                     "a mapping (SPEC §6.1, V12)")
                          .arg(workflow.id, state, transition, key),
                      memberPos(*block));
    }
    const Value *outputs = use.value.find(u"outputs");
    if (!outputs || !outputs->isObject())
        return;
    for (const Value::Member &binding : outputs->members()) {
        if (!binding.value.isString()) {
            context.error(QStringLiteral("V12"),
                          QStringLiteral("INVALID_USE_OUTPUT_VALUE: workflow '%1' state '%2' transition '%3' "
                                         "use.outputs[%4] must be a string naming a capability output "
                                         "(SPEC §6.1, V12)")
                              .arg(workflow.id, state, transition, binding.key),
                          binding.value.pos().isValid() ? binding.value.pos() : memberPos(binding));
        }
        if (!isSingleSegmentContextPath(binding.key)) {
            context.error(QStringLiteral("V12"),
                          QStringLiteral("INVALID_USE_OUTPUT_PATH: workflow '%1' state '%2' transition '%3' "
                                         "use.outputs key '%4' must match "
                                         "`^\\$\\.context\\.[a-z][a-z0-9_-]*$` — v0.6 projects only to "
                                         "single-segment context slots (SPEC §6.1, V12)")
                              .arg(workflow.id, state, transition, binding.key),
                          memberPos(binding));
        }
    }
}

// V15 / V16: calls into a cap-tier workflow that has a `snippet` key. A string pin must equal
// its contract hash; without one, a callee whose lifecycle is exactly `stable` is an error.
void UseRules::checkContractPins(CheckContext &context, const WorkflowUnderCheck &workflow)
{
    forEachExecutor(workflow.def, [&](const QString &state, const QString &transition,
                                      const Value::Member &executorMember) {
        const Value &executor = executorMember.value;
        if (!isWorkflowKind(executor))
            return;
        const Value::Member *definitionId = executor.findMember(u"definitionId");
        const QString *target = definitionId ? stringAt(&definitionId->value) : nullptr;
        if (!target)
            return;
        const auto hash = context.capabilityHashes().constFind(*target);
        if (hash == context.capabilityHashes().constEnd())
            return;
        const Value::Member *pinMember = executor.findMember(u"expects_contract_hash");
        const QString *pin = pinMember ? stringAt(&pinMember->value) : nullptr;
        if (pin) {
            if (*pin == *hash)
                return;
            context.error(QStringLiteral("V15"),
                          QStringLiteral("CONTRACT_HASH_MISMATCH: workflow '%1' state '%2' transition '%3' "
                                         "pins capability '%4' to `%5` but the loaded contract hash is "
                                         "`%6` (SPEC §6.2, V15)")
                              .arg(workflow.id, state, transition, *target, *pin, *hash),
                          pinMember->value.pos().isValid() ? pinMember->value.pos() : memberPos(*pinMember));
            return;
        }
        if (context.capabilityLifecycle(*target) != u"stable")
            return;
        context.error(QStringLiteral("V16"),
                      QStringLiteral("MISSING_CONTRACT_HASH: workflow '%1' state '%2' transition '%3' invokes "
                                     "stable-lifecycle capability '%4' without `expects_contract_hash:`. "
                                     "Add: expects_contract_hash: \"%5\" (SPEC §6.2, V16)")
                          .arg(workflow.id, state, transition, *target, *hash),
                      memberPos(*definitionId));
    });
}

} // namespace capstudio::flowgate::checks
