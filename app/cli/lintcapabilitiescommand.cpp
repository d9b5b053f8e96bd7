#include "cli/lintcapabilitiescommand.h"

#include "core/boundedread.h"

#include "catalog/capabilityfile.h"
#include "catalogcode/catalogfolder.h"
#include "catalogcode/cataloglint.h"
#include "catalogcode/catalogpolicy.h"
#include "catalog/capabilityrules.h"
#include "cli/connectionsource.h"
#include "cli/diagnosticprinter.h"
#include "connection.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace capstudio::cli {

QString LintCapabilitiesCommand::summary() const
{
    return tr("Check a JSON file of capabilities against Sunrise's admin API rules.");
}

void LintCapabilitiesCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 tr("A JSON array of capability rows, a Sunrise response "
                                    "envelope {\"success\": true, \"data\": [...]}, or a catalog folder "
                                    "(capstudio catalog pull). Not with --from."));
    ConnectionSource::addOption(parser);
}

int LintCapabilitiesCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    if (ConnectionSource::isSet(parser)) {
        if (!positional.isEmpty()) {
            context.err << tr("capstudio lint-capabilities: give a FILE or --from, not both") << '\n';
            return ExitFailure;
        }
        const QString command = QStringLiteral("capstudio lint-capabilities");
        const Expected<std::unique_ptr<Connection>> connection = ConnectionSource::open(parser, context, command);
        const Expected<ConnectionSource::Rows> rows = connection ? ConnectionSource::capabilityRows(*connection.value())
                                                                 : Expected<ConnectionSource::Rows>(connection.error());
        if (connection)
            ConnectionSource::printWarnings(*connection.value(), context, command);
        if (!rows) {
            context.err << tr("%1: %2").arg(command, rows.error().message) << '\n';
            return ExitFailure;
        }
        // Findings name the connection and the row by its slug: /capabilities/<slug>/field.
        const QString source = connection.value()->profile().displayUrl();
        const Diagnostics diagnostics = CapabilityRules::checkNamedRows(rows.value().rows, source, rows.value().pointers);
        DiagnosticPrinter::printReport(context, source, int(rows.value().rows.size()), diagnostics);
        return diagnostics.isEmpty() ? ExitClean : ExitFindings;
    }
    if (positional.size() != 1) {
        context.err << tr("capstudio lint-capabilities: expected exactly one FILE, got %n", nullptr,
                          int(positional.size()))
                    << '\n';
        return ExitFailure;
    }
    if (QFileInfo(positional.constFirst()).isDir()) {
        // A catalog folder: every file's shape and types, Sunrise's rules and literal secrets,
        // each finding at file:line:col.
        const QString folder = positional.constFirst();
        const CatalogFolder::ReadResult read = CatalogFolder::read(folder);
        if (read.failure) {
            DiagnosticPrinter::printFailure(context, folder, *read.failure);
            return ExitFailure;
        }
        const Expected<CatalogPolicy> policy = CatalogPolicy::load(folder);
        if (!policy) {
            context.err << tr("capstudio lint-capabilities: %1").arg(policy.error().message) << '\n';
            return ExitFailure;
        }
        const Diagnostics diagnostics = read.diagnostics + CatalogLint::check(read.snapshot, folder)
            + policy.value().check(read.snapshot, folder, CatalogPolicy::Scope::Capabilities);
        DiagnosticPrinter::printReport(context, folder, int(read.snapshot.capabilities.size()), diagnostics);
        // A rule the policy makes "info" reports without failing.
        return countBySeverity(diagnostics, Severity::Error) + countBySeverity(diagnostics, Severity::Warning) == 0
            ? ExitClean
            : ExitFindings;
    }
    // "-" is standard input, named so in the findings.
    const QString path = BoundedRead::displayName(positional.constFirst());
    const CapabilityFile::Content content = CapabilityFile::read(positional.constFirst());
    if (!content.ok()) {
        DiagnosticPrinter::printFailure(context, path, *content.error);
        return ExitFailure;
    }

    const Diagnostics diagnostics = content.warnings
        + (content.singleRow ? CapabilityRules::checkRow(content.rows.first().toObject(), path, content.rowsPointer)
                             : CapabilityRules::checkRows(content.rows, path, content.rowsPointer));
    DiagnosticPrinter::printReport(context, path, int(content.rows.size()), diagnostics);
    return diagnostics.isEmpty() ? ExitClean : ExitFindings;
}

} // namespace capstudio::cli
