#include "cli/lintcapabilitiescommand.h"

#include "catalog/capabilityfile.h"
#include "catalog/capabilityrules.h"
#include "cli/diagnosticprinter.h"

#include <QCommandLineParser>

namespace capstudio::cli {

QString LintCapabilitiesCommand::summary() const
{
    return tr("Check a JSON file of capabilities against Sunrise's admin API rules.");
}

void LintCapabilitiesCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 tr("A JSON array of capability rows, or a Sunrise response "
                                    "envelope {\"success\": true, \"data\": [...]}."));
}

int LintCapabilitiesCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        context.err << tr("capstudio lint-capabilities: expected exactly one FILE, got %n", nullptr,
                          int(positional.size()))
                    << '\n';
        return ExitFailure;
    }
    const QString path = positional.constFirst();
    const CapabilityFile::Content content = CapabilityFile::read(path);
    if (!content.ok()) {
        DiagnosticPrinter::printFailure(context, path, *content.error);
        return ExitFailure;
    }

    const Diagnostics diagnostics = content.singleRow
        ? CapabilityRules::checkRow(content.rows.first().toObject(), path, content.rowsPointer)
        : CapabilityRules::checkRows(content.rows, path, content.rowsPointer);
    DiagnosticPrinter::printReport(context, path, int(content.rows.size()), diagnostics);
    return diagnostics.isEmpty() ? ExitClean : ExitFindings;
}

} // namespace capstudio::cli
