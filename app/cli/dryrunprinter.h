#pragma once

#include "catalog/dispatchdryrun.h"
#include "cli/command.h"

#include <QJsonObject>

namespace capstudio::cli {

// How `capstudio dry-run` shows a verdict: one line per step, with the facts, notes and
// violations of the steps that stop or caution the call (all of them with `verbose`), or
// the whole verdict as JSON.
class DryRunPrinter
{
    Q_DECLARE_TR_FUNCTIONS(DryRunPrinter)

public:
    static void printText(QTextStream &out, const DispatchVerdict &verdict, bool verbose);
    static QJsonObject toJson(const DispatchVerdict &verdict);
    // "support-concierge → lookup_order (chat)".
    static QString describe(const DispatchScenario &scenario, const QString &callerLabel);
};

} // namespace capstudio::cli
