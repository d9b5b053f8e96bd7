#include "cli/diagnosticprinter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace capstudio::cli {

namespace {

void writeJson(QTextStream &stream, const QJsonObject &report)
{
    stream << QJsonDocument(report).toJson(QJsonDocument::Indented);
}

} // namespace

void DiagnosticPrinter::printReport(CommandContext &context, const QString &file, int itemCount,
                                    const Diagnostics &diagnostics, const QString &mode)
{
    const int errors = countBySeverity(diagnostics, Severity::Error);
    const int warnings = countBySeverity(diagnostics, Severity::Warning);
    if (context.format == OutputFormat::Json) {
        QJsonArray items;
        for (const Diagnostic &diagnostic : diagnostics)
            items.append(diagnostic.toJson());
        QJsonObject report{
            {QStringLiteral("file"), file},
            {QStringLiteral("items"), itemCount},
            {QStringLiteral("errors"), errors},
            {QStringLiteral("warnings"), warnings},
            {QStringLiteral("diagnostics"), items},
        };
        if (!mode.isEmpty())
            report.insert(QStringLiteral("mode"), mode);
        writeJson(context.out, report);
        return;
    }
    for (const Diagnostic &diagnostic : diagnostics)
        context.out << diagnostic.toText() << '\n';
    context.out.flush();
    context.err << tr("%1: %n item(s) checked", nullptr, itemCount).arg(file) << ", "
                << tr("%n error(s)", nullptr, errors) << ", " << tr("%n warning(s)", nullptr, warnings)
                << '\n';
}

void DiagnosticPrinter::printFailure(CommandContext &context, const QString &file,
                                     const Diagnostic &diagnostic)
{
    if (context.format == OutputFormat::Json) {
        writeJson(context.out, QJsonObject{
                                   {QStringLiteral("file"), file},
                                   {QStringLiteral("failure"), diagnostic.toJson()},
                               });
        return;
    }
    context.err << diagnostic.toText() << '\n';
}

} // namespace capstudio::cli
