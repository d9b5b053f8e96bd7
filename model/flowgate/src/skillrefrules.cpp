#include "skillrefrules.h"

namespace capstudio::flowgate::checks {

namespace {

constexpr qsizetype maxRefsPerScope = 4;

} // namespace

void SkillRefRules::run(CheckContext &context, const WorkflowUnderCheck &workflow, const Value &states)
{
    if (const Value::Member *refs = workflow.def.findMember(u"skills"))
        checkScope(context, workflow, QStringLiteral("workflow scope"), *refs);
    for (const Value::Member &state : states.members()) {
        if (const Value::Member *refs = state.value.findMember(u"skills"))
            checkScope(context, workflow, QStringLiteral("state '%1'").arg(state.key), *refs);
        const Value *transitions = state.value.find(u"transitions");
        if (!transitions || !transitions->isObject())
            continue;
        for (const Value::Member &transition : transitions->members()) {
            if (const Value::Member *refs = transition.value.findMember(u"skills")) {
                checkScope(context, workflow,
                           QStringLiteral("transition '%1' in state '%2'").arg(transition.key, state.key), *refs);
            }
        }
    }
}

void SkillRefRules::checkScope(CheckContext &context, const WorkflowUnderCheck &workflow,
                               const QString &scope, const Value::Member &refs)
{
    if (!refs.value.isArray())
        return;
    const Value::Array &items = refs.value.items();
    if (qsizetype(items.size()) > maxRefsPerScope) {
        context.warning(QStringLiteral("W5"),
                        QStringLiteral("workflow '%1': %2 surfaces %3 skills refs — the menu is itself payload, "
                                       "consider trimming to ≤%4")
                            .arg(workflow.id, scope, QString::number(items.size()),
                                 QString::number(maxRefsPerScope)),
                        memberPos(refs));
    }
    const qsizetype slash = workflow.id.indexOf(u'/');
    const QString ownNamespace = slash >= 0 ? workflow.id.left(slash) : QString();
    for (const Value &item : items) {
        if (!item.isString())
            continue;
        const QString &subject = item.toString();
        if (context.skillSubjects().contains(subject))
            continue;
        if (slash >= 0 && context.skillSubjects().contains(ownNamespace + QLatin1Char('/') + subject))
            continue;
        context.error(QStringLiteral("S1"),
                      QStringLiteral("workflow '%1': %2 references skills entry '%3' which is not declared in the "
                                     "top-level `skills:` library (SPEC §11)")
                          .arg(workflow.id, scope, subject),
                      item.pos().isValid() ? item.pos() : memberPos(refs));
    }
}

} // namespace capstudio::flowgate::checks
