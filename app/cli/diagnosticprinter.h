#pragma once

#include "cli/command.h"
#include "core/diagnostic.h"

namespace capstudio::cli {

// Prints diagnostics as text lines ("FILE:/0/slug: error[rule]: message") followed by a
// summary on stderr, or as one JSON report, as the subcommands share them.
class DiagnosticPrinter
{
    Q_DECLARE_TR_FUNCTIONS(DiagnosticPrinter)

public:
    // `mode`, when given, names how the input was read ("rows", "create") in the JSON report.
    static void printReport(CommandContext &context, const QString &file, int itemCount,
                            const Diagnostics &diagnostics, const QString &mode = {});
    // The input could not be used at all (exit code 2).
    static void printFailure(CommandContext &context, const QString &file,
                             const Diagnostic &diagnostic);
};

} // namespace capstudio::cli
