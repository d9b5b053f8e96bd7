#include "cli/dryrunprinter.h"

#include "cli/diagnosticprinter.h"

#include <QJsonArray>

namespace capstudio::cli {

void DryRunPrinter::printText(QTextStream &out, const DispatchVerdict &verdict, bool verbose)
{
    int titleWidth = 0;
    for (const DispatchStepResult &result : verdict.steps)
        titleWidth = std::max(titleWidth, int(DispatchStepResult::title(result.step).size()));
    for (const DispatchStepResult &result : verdict.steps) {
        const QString outcome = DispatchStepResult::outcomeName(result.outcome);
        out << "  " << DispatchStepResult::number(result.step).leftJustified(6) << ' '
            << DispatchStepResult::title(result.step).leftJustified(titleWidth) << "  " << outcome.leftJustified(15);
        if (!result.errorCode.isEmpty())
            out << result.errorCode << "  ";
        out << result.message << '\n';
        const bool detailed = verbose || result.outcome == StepOutcome::Stopped
            || result.outcome == StepOutcome::Caution;
        if (!detailed)
            continue;
        for (const DispatchFact &fact : result.facts)
            out << "           " << fact.label << ": " << fact.value << '\n';
        for (const Diagnostic &diagnostic : result.diagnostics)
            out << "           " << diagnostic.toText() << '\n';
        for (const QString &note : result.notes)
            out << "           " << tr("note: %1").arg(note) << '\n';
    }
    out << verdict.summary() << '\n';
}

QJsonObject DryRunPrinter::toJson(const DispatchVerdict &verdict)
{
    QJsonArray steps;
    for (const DispatchStepResult &result : verdict.steps) {
        QJsonArray facts;
        for (const DispatchFact &fact : result.facts)
            facts.append(QJsonObject{{QStringLiteral("label"), fact.label}, {QStringLiteral("value"), fact.value}});
        QJsonArray diagnostics;
        for (const Diagnostic &diagnostic : result.diagnostics)
            diagnostics.append(diagnostic.toJson());
        QJsonObject step{{QStringLiteral("number"), DispatchStepResult::number(result.step)},
                         {QStringLiteral("title"), DispatchStepResult::title(result.step)},
                         {QStringLiteral("outcome"), DispatchStepResult::outcomeName(result.outcome)},
                         {QStringLiteral("message"), result.message},
                         {QStringLiteral("facts"), facts},
                         {QStringLiteral("notes"), QJsonArray::fromStringList(result.notes)},
                         {QStringLiteral("diagnostics"), diagnostics}};
        if (!result.errorCode.isEmpty())
            step.insert(QStringLiteral("code"), result.errorCode);
        if (result.skipFollowup)
            step.insert(QStringLiteral("skipFollowup"), true);
        steps.append(step);
    }
    return QJsonObject{{QStringLiteral("wouldRun"), verdict.wouldRun()},
                       {QStringLiteral("code"), verdict.code().isEmpty() ? QJsonValue() : QJsonValue(verdict.code())},
                       {QStringLiteral("summary"), verdict.summary()},
                       {QStringLiteral("steps"), steps}};
}

QString DryRunPrinter::describe(const DispatchScenario &scenario, const QString &callerLabel)
{
    QString caller;
    switch (scenario.caller) {
    case DispatchCaller::ChatAgent:
        caller = tr("chat");
        break;
    case DispatchCaller::WorkflowStep:
        caller = tr("workflow tool_call step %1").arg(scenario.stepId);
        break;
    case DispatchCaller::AgentDirect:
        caller = tr("dispatcher, without the chat's checks");
        break;
    }
    return tr("%1 → %2 (%3)").arg(callerLabel, scenario.capabilitySlug, caller);
}

} // namespace capstudio::cli
