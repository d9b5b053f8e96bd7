#include "cli/diffcommand.h"

#include "flowgate/loader.h"
#include "flowgate/semanticdiff.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace capstudio::cli {

namespace {

struct Side
{
    flowgate::Value config;
    QStringList files;
    bool ok = false;
};

// A side as the runtime would load it. /dev/null (git's side of a file added or deleted) and
// an empty file are an empty library. A library the runtime would refuse is still compared
// as far as it reads; only one that cannot be read is an error.
Side load(const QString &path, CommandContext &context)
{
    Side side;
    const QFileInfo info(path);
    if (path == QLatin1String("/dev/null") || (info.isFile() && info.size() == 0)) {
        side.config = flowgate::Value::makeObject();
        side.ok = true;
        return side;
    }
    const flowgate::Loader::Result loaded = flowgate::Loader::load(path);
    if (!loaded.readable || !loaded.config.isObject()) {
        for (const Diagnostic &diagnostic : loaded.loadErrors)
            context.err << diagnostic.toText() << '\n';
        if (loaded.loadErrors.isEmpty())
            context.err << DiffCommand::tr("capstudio diff: cannot read %1").arg(path) << '\n';
        return side;
    }
    side.config = loaded.config;
    side.files = loaded.files;
    side.ok = true;
    return side;
}

} // namespace

QString DiffCommand::summary() const
{
    return tr("What changed between two flowgate libraries: states, transitions, guards, contracts.");
}

void DiffCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("OLD"), tr("A flowgate YAML file, a repo folder or a gateway.yaml."));
    parser.addPositionalArgument(QStringLiteral("NEW"), tr("The same, changed."));
}

int DiffCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        context.err << tr("capstudio diff: expected OLD and NEW") << '\n';
        return ExitFailure;
    }
    const Side before = load(positional.at(0), context);
    const Side after = load(positional.at(1), context);
    if (!before.ok || !after.ok)
        return ExitFailure;

    const QList<flowgate::SemanticDiff::WorkflowChanges> workflows =
        flowgate::SemanticDiff::compare(before.config, after.config, after.files);
    qsizetype count = 0;
    for (const auto &workflow : workflows)
        count += workflow.changes.size();

    if (context.format == OutputFormat::Json) {
        QJsonArray list;
        for (const auto &workflow : workflows) {
            QJsonArray changes;
            for (const auto &change : workflow.changes)
                changes.append(change.toJson());
            list.append(QJsonObject{{QStringLiteral("id"), workflow.id}, {QStringLiteral("changes"), changes}});
        }
        context.out << QJsonDocument(QJsonObject{{QStringLiteral("equal"), workflows.isEmpty()},
                                                 {QStringLiteral("changes"), qint64(count)},
                                                 {QStringLiteral("workflows"), list}})
                           .toJson(QJsonDocument::Indented);
    } else {
        for (const auto &workflow : workflows) {
            context.out << workflow.id << '\n';
            for (const auto &change : workflow.changes)
                context.out << "  " << change.describe() << '\n';
        }
        if (workflows.isEmpty())
            context.out << tr("No changes.") << '\n';
        else
            context.out << tr("%n change(s)", nullptr, int(count)) << ' '
                        << tr("in %n workflow(s)", nullptr, int(workflows.size())) << '\n';
    }
    return workflows.isEmpty() ? ExitClean : ExitFindings;
}

} // namespace capstudio::cli
