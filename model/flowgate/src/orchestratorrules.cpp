#include "orchestratorrules.h"

#include "flowgate/slottable.h"

namespace capstudio::flowgate::checks {

void OrchestratorRules::run(CheckContext &context, const WorkflowUnderCheck &workflow)
{
    checkIdShape(context, workflow);
    checkNoSnippetNoVerb(context, workflow);
    checkNoNesting(context, workflow);
    checkSlots(context, workflow);
}

// V7: the stem is `flow.<name>` with a non-empty second segment.
void OrchestratorRules::checkIdShape(CheckContext &context, const WorkflowUnderCheck &workflow)
{
    const QList<QStringView> parts = idStem(workflow.id).split(u'.');
    if (parts.size() >= 2 && parts.at(0) == u"flow" && !parts.at(1).isEmpty())
        return;
    context.error(QStringLiteral("V7"),
                  QStringLiteral("INVALID_ID_SHAPE: orchestrator '%1' must match `flow.<name>` (SPEC §3, V7)")
                      .arg(workflow.id),
                  workflow.pos);
}

// V8 / V9: `snippet:` and `verb:` are capability-only (any value counts as present).
void OrchestratorRules::checkNoSnippetNoVerb(CheckContext &context, const WorkflowUnderCheck &workflow)
{
    if (const Value::Member *snippet = workflow.def.findMember(u"snippet")) {
        context.error(QStringLiteral("V8"),
                      QStringLiteral("ORCHESTRATOR_HAS_SNIPPET: orchestrator '%1' declares a `snippet:` "
                                     "block; snippets are capability-only — orchestrators are not "
                                     "externally invokable as snippets (SPEC §5.1, V8)")
                          .arg(workflow.id),
                      memberPos(*snippet));
    }
    if (const Value::Member *verb = workflow.def.findMember(u"verb")) {
        context.error(QStringLiteral("V9"),
                      QStringLiteral("ORCHESTRATOR_HAS_VERB: orchestrator '%1' declares `verb:`; verbs are "
                                     "capability-only (SPEC §4, V9)")
                          .arg(workflow.id),
                      memberPos(*verb));
    }
}

// V11: no transition executor's string definitionId (whatever its kind) has the flow tier;
// reported once.
void OrchestratorRules::checkNoNesting(CheckContext &context, const WorkflowUnderCheck &workflow)
{
    forEachTransition(workflow.def, [&](const Value::Member &, const Value::Member &transition) {
        const Value *executor = transition.value.find(u"executor");
        const Value *definitionId = pointerStep(executor, u"definitionId");
        const QString *target = stringAt(definitionId);
        if (!target || tierOf(*target) != WorkflowTier::Orchestrator)
            return true;
        context.error(QStringLiteral("V11"),
                      QStringLiteral("ORCHESTRATOR_NESTING: orchestrator '%1' invokes orchestrator '%2' "
                                     "via `kind: workflow`. Orchestrators may only invoke capabilities "
                                     "(SPEC §3, V11)")
                          .arg(workflow.id, *target),
                      keyPos(*executor, u"definitionId", definitionId->pos()));
        return false;
    });
}

// V14 from the slot table; then, only without V14, V13: every string `use.inputs` value
// starting `$.context.` (on any transition executor, whatever its kind) must be a key of
// the table, exactly.
void OrchestratorRules::checkSlots(CheckContext &context, const WorkflowUnderCheck &workflow)
{
    const SlotTable table = SlotTable::build(workflow.def, context.workflows());
    if (!table.conflicts().isEmpty()) {
        for (const SlotConflict &conflict : table.conflicts()) {
            context.error(QStringLiteral("V14"),
                          QStringLiteral("SLOT_TYPE_CONFLICT: '%1' is written by %2 and %3 with structurally "
                                         "different schemas (SPEC §7.3, V14)")
                              .arg(conflict.path, conflict.first.describe(), conflict.second.describe()),
                          conflict.second.pos);
        }
        return;
    }
    const Value *states = workflow.def.find(u"states");
    if (!states || !states->isObject())
        return;
    for (const Value::Member &state : states->members()) {
        const Value *transitions = state.value.find(u"transitions");
        if (!transitions || !transitions->isObject())
            continue;
        for (const Value::Member &transition : transitions->members()) {
            const Value *inputs =
                pointerPath(&transition.value, {u"executor", u"use", u"inputs"});
            if (!inputs || !inputs->isObject())
                continue;
            for (const Value::Member &input : inputs->members()) {
                const QString *path = stringAt(&input.value);
                if (!path || !path->startsWith(u"$.context.") || table.find(*path))
                    continue;
                context.error(QStringLiteral("V13"),
                              QStringLiteral("UNREACHABLE_SLOT: orchestrator '%1' state '%2' transition '%3' "
                                             "references '%4' via `use:.inputs`, but no state writes that "
                                             "slot and it is not declared in `inputs:` (SPEC §7.3, V13)")
                                  .arg(workflow.id, state.key, transition.key, *path),
                              input.value.pos().isValid() ? input.value.pos() : memberPos(input));
            }
        }
    }
}

} // namespace capstudio::flowgate::checks
