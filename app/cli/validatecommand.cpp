#include "cli/validatecommand.h"

#include "cli/standardinput.h"

#include "flowgate/configvalidation.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace capstudio::cli {

namespace {

QJsonArray toJson(const Diagnostics &diagnostics)
{
    QJsonArray array;
    for (const Diagnostic &diagnostic : diagnostics)
        array.append(diagnostic.toJson());
    return array;
}

} // namespace

QString ValidateCommand::summary() const
{
    return tr("Validate flowgate YAML exactly as the flowgate runtime loads and checks it.");
}

void ValidateCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("PATH"),
                                 tr("A flowgate YAML file, a repo folder (with flowgate.repo.yaml) or a "
                                    "gateway.yaml with repos:."));
}

int ValidateCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        context.err << tr("capstudio validate: expected exactly one PATH") << '\n';
        return ExitFailure;
    }
    const QString path = positional.constFirst();
    QHash<QString, QByteArray> overlay;
    if (!StandardInput::flowgateOverlay(path, context, QStringLiteral("capstudio validate"), &overlay))
        return ExitFailure;
    const flowgate::ValidationReport report = flowgate::ConfigValidation::run(path, overlay);
    const flowgate::Loader::Result &loaded = report.loaded;

    // `check` loads first, so a config that does not load fails check too.
    const bool checked = report.readable() && !report.refusesToLoad();
    if (context.format == OutputFormat::Json) {
        const QJsonObject json{
            {QStringLiteral("path"), path},
            {QStringLiteral("readable"), report.readable()},
            {QStringLiteral("load"), QJsonObject{{QStringLiteral("ok"), !report.refusesToLoad() && report.readable()},
                                                 {QStringLiteral("errors"), toJson(loaded.loadErrors)},
                                                 {QStringLiteral("warnings"), toJson(loaded.loadWarnings)}}},
            {QStringLiteral("check"), QJsonObject{{QStringLiteral("ran"), checked},
                                                  {QStringLiteral("ok"), checked && !report.checkFails()},
                                                  {QStringLiteral("errors"), toJson(report.checkErrors)},
                                                  {QStringLiteral("warnings"), toJson(report.checkWarnings)}}},
        };
        context.out << QJsonDocument(json).toJson(QJsonDocument::Indented);
    } else {
        for (const Diagnostics *group : {&loaded.loadErrors, &loaded.loadWarnings, &report.checkErrors,
                                         &report.checkWarnings}) {
            for (const Diagnostic &diagnostic : *group)
                (report.readable() ? context.out : context.err) << diagnostic.toText() << '\n';
        }
        context.out.flush();
        if (!report.readable()) {
            // the message is already on stderr
        } else if (report.refusesToLoad()) {
            context.err << tr("%1: the flowgate runtime would refuse to load this config").arg(path) << '\n';
        } else {
            context.err << tr("%1: loads; check: %n error(s)", nullptr, int(report.checkErrors.size())).arg(path)
                        << ", " << tr("%n warning(s)", nullptr, int(report.checkWarnings.size() + loaded.loadWarnings.size()))
                        << '\n';
        }
    }
    if (!report.readable())
        return ExitFailure;
    return report.refusesToLoad() || report.checkFails() ? ExitFindings : ExitClean;
}

} // namespace capstudio::cli
