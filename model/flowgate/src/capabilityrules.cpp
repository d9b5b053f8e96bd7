#include "capabilityrules.h"

#include "capverbs.h"

namespace capstudio::flowgate::checks {

void CapabilityRules::run(CheckContext &context, const WorkflowUnderCheck &workflow)
{
    checkVerb(context, workflow);
    checkIdShape(context, workflow);
    checkSnippet(context, workflow);
    checkPrimaryExecutor(context, workflow);
    checkNoNesting(context, workflow);
}

// V1: `verb:` must be one of the 24 cap verbs.
void CapabilityRules::checkVerb(CheckContext &context, const WorkflowUnderCheck &workflow)
{
    const QString verbs = rustDebugList(CapVerbs::all());
    const QString *verb = stringAt(workflow.def.find(u"verb"));
    if (!verb) {
        context.error(QStringLiteral("V1"),
                      QStringLiteral("MISSING_VERB: capability '%1' is missing required `verb:` field; "
                                     "allowed verbs are %2 (SPEC §4, V1)")
                          .arg(workflow.id, verbs),
                      keyPos(workflow.def, u"verb", workflow.pos));
        return;
    }
    if (!CapVerbs::categoryOf(*verb)) {
        context.error(QStringLiteral("V1"),
                      QStringLiteral("INVALID_VERB: capability '%1' has verb '%2'; allowed verbs are %3 "
                                     "(SPEC §4, V1)")
                          .arg(workflow.id, *verb, verbs),
                      keyPos(workflow.def, u"verb", workflow.pos));
    }
}

// V2: the stem is `cap.<verb>.<name…>` and its verb segment equals a string `verb:`
// (also when that verb is unknown, so V1 and V2 can both fire).
void CapabilityRules::checkIdShape(CheckContext &context, const WorkflowUnderCheck &workflow)
{
    const QList<QStringView> parts = idStem(workflow.id).split(u'.');
    if (parts.size() < 3 || parts.at(0) != u"cap") {
        context.error(QStringLiteral("V2"),
                      QStringLiteral("INVALID_ID_SHAPE: capability '%1' must match `cap.<verb>.<name>` "
                                     "(SPEC §4, V2)")
                          .arg(workflow.id),
                      workflow.pos);
        return;
    }
    const QString *verb = stringAt(workflow.def.find(u"verb"));
    if (verb && *verb != parts.at(1)) {
        context.error(QStringLiteral("V2"),
                      QStringLiteral("ID_VERB_MISMATCH: capability '%1' declares verb '%2' but its id stem "
                                     "uses verb segment '%3' — must agree (SPEC §4, V2)")
                          .arg(workflow.id, *verb, parts.at(1).toString()),
                      keyPos(workflow.def, u"verb", workflow.pos));
    }
}

// V3–V5: a `snippet:` mapping with `inputs` and `outputs` mappings of schema objects.
void CapabilityRules::checkSnippet(CheckContext &context, const WorkflowUnderCheck &workflow)
{
    const Value::Member *snippetMember = workflow.def.findMember(u"snippet");
    if (!snippetMember) {
        context.error(QStringLiteral("V3"),
                      QStringLiteral("MISSING_SNIPPET: capability '%1' is missing required `snippet:` block "
                                     "(SPEC §5.1, V3)")
                          .arg(workflow.id),
                      workflow.pos);
        return;
    }
    const Value &snippet = snippetMember->value;
    const SourcePos snippetPos = memberPos(*snippetMember);
    if (!snippet.isObject()) {
        context.error(QStringLiteral("V4"),
                      QStringLiteral("INVALID_SNIPPET: capability '%1' `snippet:` must be an object "
                                     "(SPEC §5.1, V4)")
                          .arg(workflow.id),
                      snippetPos);
        return;
    }
    for (const QString &side : {QStringLiteral("inputs"), QStringLiteral("outputs")}) {
        const Value::Member *block = snippet.findMember(side);
        if (!block) {
            context.error(QStringLiteral("V4"),
                          QStringLiteral("INVALID_SNIPPET: capability '%1' `snippet:` is missing required "
                                         "`%2:` key (may be `{}` — but must be present) (SPEC §5.1, V4)")
                              .arg(workflow.id, side),
                          snippetPos);
            continue;
        }
        if (!block->value.isObject()) {
            context.error(QStringLiteral("V4"),
                          QStringLiteral("INVALID_SNIPPET: capability '%1' `snippet.%2` must be a mapping "
                                         "(SPEC §5.1, V4)")
                              .arg(workflow.id, side),
                          memberPos(*block));
            continue;
        }
        for (const Value::Member &entry : block->value.members()) {
            if (entry.value.isObject())
                continue;
            context.error(QStringLiteral("V5"),
                          QStringLiteral("INVALID_SNIPPET: capability '%1' `snippet.%2.%3` must be a "
                                         "JSON-schema-shaped object (SPEC §5.1, V5)")
                              .arg(workflow.id, side, entry.key),
                          memberPos(entry));
        }
    }
}

// V6: at least one transition leaving initialState has the executor (or actor) the verb's
// category asks for. Skipped when the verb is missing or unknown, initialState is not a
// string, or that state has no transitions mapping / an empty one.
void CapabilityRules::checkPrimaryExecutor(CheckContext &context, const WorkflowUnderCheck &workflow)
{
    const QString *verb = stringAt(workflow.def.find(u"verb"));
    if (!verb)
        return;
    const std::optional<CapVerbs::Category> category = CapVerbs::categoryOf(*verb);
    if (!category)
        return;
    const QString *initialState = stringAt(workflow.def.find(u"initialState"));
    if (!initialState)
        return;
    const Value *state = pointerPath(&workflow.def, {u"states", *initialState});
    const Value *transitions = pointerStep(state, u"transitions");
    if (!transitions || !transitions->isObject() || transitions->size() == 0)
        return;

    QStringList kinds;
    bool human = false;
    for (const Value::Member &transition : transitions->members()) {
        if (const QString *kind = stringAt(pointerPath(&transition.value, {u"executor", u"kind"})))
            kinds.append(*kind);
        const QString *actor = stringAt(transition.value.find(u"actor"));
        const QString *purpose = stringAt(transition.value.find(u"purpose"));
        if ((actor && *actor == u"human") || (purpose && *purpose == u"ask"))
            human = true;
    }

    bool ok = false;
    QString expected;
    switch (*category) {
    case CapVerbs::Category::Cognitive:
        ok = kinds.contains(QStringLiteral("mcp")) || kinds.contains(QStringLiteral("noop"));
        expected = QStringLiteral("kind: mcp OR kind: noop (skill-surfacing)");
        break;
    case CapVerbs::Category::Deterministic:
        ok = kinds.contains(QStringLiteral("script")) || kinds.contains(QStringLiteral("mcp"));
        expected = QStringLiteral("kind: script OR kind: mcp");
        break;
    case CapVerbs::Category::Coordination:
        if (*verb == u"gate") {
            ok = human;
            expected = QStringLiteral(
                "at least one initial-state transition with actor: human OR purpose: ask");
        } else {
            ok = kinds.contains(QStringLiteral("mcp"));
            expected = QStringLiteral("kind: mcp");
        }
        break;
    }
    if (ok)
        return;
    const Value::Member *transitionsMember = state->findMember(u"transitions");
    context.error(QStringLiteral("V6"),
                  QStringLiteral("INVALID_PRIMARY_EXECUTOR: capability '%1' (verb '%2', category %3) has "
                                 "initial-state transitions whose primary executor kinds are %4; "
                                 "expected %5 (SPEC §4.1, V6)")
                      .arg(workflow.id, *verb, CapVerbs::categoryName(*category),
                           rustDebugList(kinds), expected),
                  transitionsMember ? memberPos(*transitionsMember) : workflow.pos);
}

// V10: no transition executor `kind: workflow` with a string definitionId (first one in
// sorted order is reported; onEnter and nested executors are not inspected).
void CapabilityRules::checkNoNesting(CheckContext &context, const WorkflowUnderCheck &workflow)
{
    forEachTransition(workflow.def, [&](const Value::Member &, const Value::Member &transition) {
        const Value *executor = transition.value.find(u"executor");
        const QString *kind = stringAt(pointerStep(executor, u"kind"));
        if (!kind || *kind != u"workflow")
            return true;
        const Value *definitionId = pointerStep(executor, u"definitionId");
        const QString *target = stringAt(definitionId);
        if (!target)
            return true;
        context.error(QStringLiteral("V10"),
                      QStringLiteral("CAPABILITY_NESTING: capability '%1' invokes workflow '%2' via "
                                     "`kind: workflow`. Capabilities are composition leaves; only "
                                     "orchestrators may invoke other workflows (SPEC §3, V10)")
                          .arg(workflow.id, *target),
                      keyPos(*executor, u"definitionId", definitionId->pos()));
        return false;
    });
}

} // namespace capstudio::flowgate::checks
