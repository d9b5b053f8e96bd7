#include "simulatorstepformatter.h"

#include "simulatorhistorymodel.h"
#include "simulatortemplates.h"
#include "transitionoptionsmodel.h"
#include "core/tone.h"

#include <QStringList>

namespace capstudio {

using flowgate::ExecutorOutcome;
using flowgate::PendingExecutor;
using flowgate::SimulationStep;
using flowgate::Value;

namespace {

QString code(const QString &text)
{
    return QStringLiteral("<code>%1</code>").arg(text.toHtmlEscaped());
}

QString block(const Value &value)
{
    return QStringLiteral("<pre>%1</pre>").arg(SimulatorTemplates::pretty(value).toHtmlEscaped());
}

QString section(const QString &title)
{
    return QStringLiteral("<h4>%1</h4>").arg(title.toHtmlEscaped());
}

QString executorKindOf(const Value &executor)
{
    const Value *kind = executor.find(u"kind");
    return kind && kind->isString() ? kind->toString() : QString();
}

} // namespace

void SimulatorStepFormatter::collect(const Value &before, const Value &after, const QString &path,
                                     QList<Change> &changes, int depth)
{
    if (changes.size() >= MaxChanges || before == after)
        return;
    if (before.isObject() && after.isObject() && depth < SimulatorTemplates::MaxDepth) {
        for (const Value::Member &member : before.members()) {
            const QString child = path.isEmpty() ? member.key : path + QLatin1Char('.') + member.key;
            if (const Value *now = after.find(member.key))
                collect(member.value, *now, child, changes, depth + 1);
            else if (changes.size() < MaxChanges)
                changes.append({Change::Kind::Removed, child, member.value, Value()});
        }
        for (const Value::Member &member : after.members()) {
            if (!before.contains(member.key) && changes.size() < MaxChanges) {
                const QString child = path.isEmpty() ? member.key : path + QLatin1Char('.') + member.key;
                changes.append({Change::Kind::Added, child, Value(), member.value});
            }
        }
        return;
    }
    changes.append({Change::Kind::Changed, path, before, after});
}

QList<SimulatorStepFormatter::Change> SimulatorStepFormatter::contextChanges(const Value &before, const Value &after)
{
    QList<Change> changes;
    collect(before.isObject() ? before : Value::makeObject(), after.isObject() ? after : Value::makeObject(),
            QString(), changes, 0);
    return changes;
}

QString SimulatorStepFormatter::stepDetails(const SimulationStep &step, int number)
{
    QString html;
    QString heading = tr("Step %1: %2").arg(number).arg(SimulatorHistoryModel::kindName(step.kind));
    if (!step.transition.isEmpty())
        heading += QStringLiteral(" — %1").arg(step.transition);
    html += QStringLiteral("<h3>%1</h3>").arg(heading.toHtmlEscaped());
    QString where = step.fromState.isEmpty() ? tr("entered %1").arg(code(step.toState))
                                             : tr("%1 → %2").arg(code(step.fromState), code(step.toState));
    html += QStringLiteral("<p>%1 · %2</p>")
                .arg(where, tr("version %1 → %2").arg(step.versionBefore).arg(step.versionAfter).toHtmlEscaped());
    if (!step.errorCode.isEmpty())
        html += QStringLiteral("<p style=\"color:%3\"><b>%1</b>: %2</p>")
                    .arg(step.errorCode.toHtmlEscaped(), step.errorMessage.toHtmlEscaped(),
                         toneColor(Tone::Negative).name());

    if (step.kind == SimulationStep::Kind::Start) {
        html += section(tr("Start input"));
        html += block(step.arguments.isNull() ? Value::makeObject() : step.arguments);
    } else if (!step.transition.isEmpty() && (!step.arguments.isNull() || step.kind != SimulationStep::Kind::ChainHop)) {
        html += section(tr("Arguments"));
        html += block(step.arguments.isNull() ? Value::makeObject() : step.arguments);
    }
    switch (step.executor.kind) {
    case ExecutorOutcome::Kind::Output:
        html += section(tr("Executor output"));
        html += block(step.executor.output);
        break;
    case ExecutorOutcome::Kind::Failure:
        html += section(tr("Executor failed"));
        html += QStringLiteral("<p>%1</p>").arg(step.executor.error.toHtmlEscaped());
        break;
    case ExecutorOutcome::Kind::Unspecified:
        break;
    }
    if (!step.guards.isEmpty()) {
        html += section(tr("Guards"));
        html += QStringLiteral("<ul>");
        flowgate::GuardListResult list;
        for (const flowgate::GuardCheck &check : step.guards) {
            list.checks = {check};
            html += QStringLiteral("<li>%1</li>")
                        .arg(TransitionOptionsModel::guardExplanations(list).toHtmlEscaped().replace(
                            QLatin1Char('\n'), QStringLiteral("<br>")));
        }
        html += QStringLiteral("</ul>");
    }
    const QList<Change> changes = contextChanges(step.contextBefore, step.contextAfter);
    html += section(tr("Context"));
    if (changes.isEmpty()) {
        html += QStringLiteral("<p>%1</p>").arg(tr("unchanged").toHtmlEscaped());
    } else {
        html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">");
        for (const Change &change : changes) {
            QString what;
            switch (change.kind) {
            case Change::Kind::Added:
                what = tr("+ %1").arg(SimulatorTemplates::compact(change.after));
                break;
            case Change::Kind::Removed:
                what = tr("− removed (was %1)").arg(SimulatorTemplates::compact(change.before));
                break;
            case Change::Kind::Changed:
                what = tr("%1 → %2").arg(SimulatorTemplates::compact(change.before),
                                         SimulatorTemplates::compact(change.after));
                break;
            }
            html += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(code(change.path), what.toHtmlEscaped());
        }
        html += QStringLiteral("</table>");
    }
    if (!step.notes.isEmpty()) {
        html += section(tr("Notes"));
        html += QStringLiteral("<ul>");
        for (const QString &note : step.notes)
            html += QStringLiteral("<li>%1</li>").arg(note.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    return html;
}

QString SimulatorStepFormatter::pendingDescription(const PendingExecutor &pending)
{
    const QString kind = executorKindOf(pending.executor);
    const QString shownKind = kind.isEmpty() ? tr("no kind") : kind;
    switch (pending.kind) {
    case PendingExecutor::Kind::OnEnter:
        return tr("the onEnter executor of state '%1' (%2)").arg(pending.state, shownKind);
    case PendingExecutor::Kind::ChainHop:
        return tr("the executor of deterministic transition '%1' in state '%2' (%3)")
            .arg(pending.transition, pending.state, shownKind);
    case PendingExecutor::Kind::Transition:
        break;
    }
    return tr("the executor of transition '%1' in state '%2' (%3)").arg(pending.transition, pending.state, shownKind);
}

} // namespace capstudio
