#include "cli/workflowcommands.h"

#include "flowgate/flowanalysis.h"
#include "flowgate/loader.h"
#include "flowgate/simulator.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace capstudio::cli {

namespace {

using flowgate::AnalysisFinding;
using flowgate::FlowAnalysis;
using flowgate::Value;

const QString WorkflowOption = QStringLiteral("workflow");
const QString MaxRunsOption = QStringLiteral("max-runs");

// The library as the runtime loads it; its load errors (printed) make it unusable here.
std::optional<Value> loadLibrary(const QString &path, const QString &command, CommandContext &context)
{
    const flowgate::Loader::Result loaded = flowgate::Loader::load(path);
    if (!loaded.readable || !loaded.loadErrors.isEmpty() || !loaded.config.isObject()) {
        for (const Diagnostic &diagnostic : loaded.loadErrors)
            context.err << diagnostic.toText() << '\n';
        context.err << AnalyzeCommand::tr(
                                                   "%1: %2 does not load (capstudio validate says why)")
                           .arg(command, path)
                    << '\n';
        return std::nullopt;
    }
    return loaded.config;
}

// The workflows to work on: the one asked for, or all of them.
std::optional<QStringList> workflowsOf(const Value &config, const QString &asked, const QString &command,
                                       CommandContext &context)
{
    const Value workflows = config.value(u"workflows");
    if (!asked.isEmpty()) {
        if (!workflows.contains(asked)) {
            context.err << AnalyzeCommand::tr("%1: no workflow '%2' in the library")
                               .arg(command, asked)
                        << '\n';
            return std::nullopt;
        }
        return QStringList{asked};
    }
    QStringList ids;
    for (const Value::Member &member : workflows.members())
        ids.append(member.key);
    return ids;
}

std::optional<flowgate::PathExplorer::Limits> limitsFrom(const QCommandLineParser &parser, const QString &command,
                                                         CommandContext &context)
{
    flowgate::PathExplorer::Limits limits;
    if (parser.isSet(MaxRunsOption)) {
        bool ok = false;
        const qlonglong runs = parser.value(MaxRunsOption).toLongLong(&ok);
        if (!ok || runs < 1) {
            context.err << AnalyzeCommand::tr(
                                                       "%1: --max-runs takes a positive number")
                               .arg(command)
                        << '\n';
            return std::nullopt;
        }
        limits.maxNodes = runs;
    }
    return limits;
}

void addCommonOptions(QCommandLineParser &parser, bool workflowRequired)
{
    parser.addPositionalArgument(QStringLiteral("PATH"),
                                 AnalyzeCommand::tr(
                                                             "A flowgate YAML file, a repo folder or a gateway.yaml."));
    parser.addOption({WorkflowOption,
                      workflowRequired
                          ? AnalyzeCommand::tr("The workflow (required).")
                          : AnalyzeCommand::tr(
                                                        "Only this workflow (default: every workflow)."),
                      QStringLiteral("ID")});
    parser.addOption({MaxRunsOption,
                      AnalyzeCommand::tr(
                                                  "Runs the search may visit per workflow (default 20000)."),
                      QStringLiteral("N")});
}

// What analyze and test-paths both start from: the limits, the loaded library and the
// workflows to work on; nullopt after saying what is wrong.
struct Prepared
{
    flowgate::PathExplorer::Limits limits;
    Value config;
    QStringList workflows;
};

std::optional<Prepared> prepare(const QCommandLineParser &parser, const QString &command, CommandContext &context)
{
    const std::optional<flowgate::PathExplorer::Limits> limits = limitsFrom(parser, command, context);
    if (!limits)
        return std::nullopt;
    std::optional<Value> config = loadLibrary(parser.positionalArguments().constFirst(), command, context);
    if (!config)
        return std::nullopt;
    std::optional<QStringList> workflows = workflowsOf(*config, parser.value(WorkflowOption), command, context);
    if (!workflows)
        return std::nullopt;
    return Prepared{*limits, std::move(*config), std::move(*workflows)};
}

// A file name for a workflow id (ids may hold a namespace "ns/flow.x").
QString fileStem(const QString &workflow)
{
    QString stem = workflow;
    stem.replace(QLatin1Char('/'), QLatin1Char('_'));
    return stem;
}

bool writeJson(const QString &path, const QJsonObject &json, QString *error)
{
    QSaveFile file(path);
    const QByteArray bytes = QJsonDocument(json).toJson(QJsonDocument::Indented);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace

// ---- analyze -------------------------------------------------------------------------------

QString AnalyzeCommand::summary() const
{
    return tr("Find dead ends, traps, guards that never hold and chain choices that stall, each with a witness run.");
}

void AnalyzeCommand::configure(QCommandLineParser &parser) const
{
    addCommonOptions(parser, false);
    parser.addOption({QStringLiteral("witnesses"),
                      tr("Write each finding's witness run (a saved simulator run) into DIR."), QStringLiteral("DIR")});
}

int AnalyzeCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QString command = QStringLiteral("capstudio analyze");
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        context.err << tr("capstudio analyze: expected exactly one PATH") << '\n';
        return ExitFailure;
    }
    const std::optional<Prepared> prepared = prepare(parser, command, context);
    if (!prepared)
        return ExitFailure;
    const Value &config = prepared->config;
    const QStringList &workflows = prepared->workflows;
    const QString witnessDir = parser.value(QStringLiteral("witnesses"));
    if (!witnessDir.isEmpty() && !QDir().mkpath(witnessDir)) {
        context.err << tr("capstudio analyze: cannot create %1").arg(witnessDir) << '\n';
        return ExitFailure;
    }

    qsizetype definite = 0;
    qsizetype unknown = 0;
    QJsonArray list;
    for (const QString &id : workflows) {
        const flowgate::WorkflowAnalysis analysis = FlowAnalysis::analyze(config, id, prepared->limits);
        QJsonArray findings;
        int number = 0;
        for (const AnalysisFinding &finding : analysis.findings) {
            ++number;
            (finding.kind == AnalysisFinding::Kind::Unknown ? unknown : definite) += 1;
            QString saved;
            if (!witnessDir.isEmpty() && !finding.witness.isEmpty()) {
                saved = QDir(witnessDir).filePath(QStringLiteral("%1.%2.%3.json")
                                                      .arg(fileStem(id))
                                                      .arg(number)
                                                      .arg(AnalysisFinding::kindName(finding.kind)));
                QString error;
                if (!writeJson(saved, finding.witness, &error)) {
                    context.err << tr("capstudio analyze: cannot write %1: %2").arg(saved, error) << '\n';
                    return ExitFailure;
                }
            }
            if (context.format == OutputFormat::Json) {
                QJsonObject json = finding.toJson();
                if (!saved.isEmpty())
                    json.insert(QStringLiteral("witnessFile"), saved);
                findings.append(json);
                continue;
            }
            if (number == 1)
                context.out << id << '\n';
            const QString where = finding.transition.isEmpty() ? finding.state
                                                               : finding.state + QLatin1Char('/') + finding.transition;
            context.out << "  " << AnalysisFinding::kindName(finding.kind) << "  " << where << ": " << finding.message
                        << '\n';
            if (!finding.witness.isEmpty()) {
                const qsizetype actions = finding.witness.value(QStringLiteral("actions")).toArray().size();
                const QJsonObject last = actions > 0
                    ? finding.witness.value(QStringLiteral("actions")).toArray().last().toObject().value(QStringLiteral("result")).toObject()
                    : finding.witness.value(QStringLiteral("startResult")).toObject();
                context.out << "    "
                            << tr("witness: start and %n action(s), ending in '%1' (%2)", nullptr, int(actions))
                                   .arg(last.value(QStringLiteral("state")).toString(),
                                        last.value(QStringLiteral("status")).toString());
                if (!saved.isEmpty())
                    context.out << ' ' << tr("saved to %1").arg(QDir::toNativeSeparators(saved));
                context.out << '\n';
            }
        }
        if (analysis.exhausted && context.format == OutputFormat::Text)
            context.err << tr("capstudio analyze: %1: the search stopped after %n run(s); raise --max-runs to look further",
                              nullptr, int(analysis.runsExplored))
                               .arg(id)
                        << '\n';
        if (context.format == OutputFormat::Json)
            list.append(QJsonObject{{QStringLiteral("id"), id},
                                    {QStringLiteral("runsExplored"), qint64(analysis.runsExplored)},
                                    {QStringLiteral("searchLimitReached"), analysis.exhausted},
                                    {QStringLiteral("findings"), findings}});
    }
    if (context.format == OutputFormat::Json) {
        context.out << QJsonDocument(QJsonObject{{QStringLiteral("findings"), qint64(definite)},
                                                 {QStringLiteral("unknown"), qint64(unknown)},
                                                 {QStringLiteral("workflows"), list}})
                           .toJson(QJsonDocument::Indented);
    } else {
        context.out << tr("%n finding(s)", nullptr, int(definite)) << ", " << tr("%n undecided", nullptr, int(unknown))
                    << ' ' << tr("in %n workflow(s)", nullptr, int(workflows.size())) << '\n';
    }
    return definite > 0 ? ExitFindings : ExitClean;
}

// ---- test-paths ----------------------------------------------------------------------------

QString TestPathsCommand::summary() const
{
    return tr("Generate the fewest simulator runs that fire every transition and take each guard both ways.");
}

void TestPathsCommand::configure(QCommandLineParser &parser) const
{
    addCommonOptions(parser, true);
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      tr("The folder for the runs (<workflow>.run-NN.json; older runs of the workflow there are replaced)."),
                      QStringLiteral("DIR")});
}

int TestPathsCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QString command = QStringLiteral("capstudio test-paths");
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1 || !parser.isSet(WorkflowOption) || !parser.isSet(QStringLiteral("output"))) {
        context.err << tr("capstudio test-paths: expected PATH, --workflow ID and -o DIR") << '\n';
        return ExitFailure;
    }
    const std::optional<Prepared> prepared = prepare(parser, command, context);
    if (!prepared)
        return ExitFailure;
    const QString id = parser.value(WorkflowOption);
    const QString dir = parser.value(QStringLiteral("output"));
    if (!QDir().mkpath(dir)) {
        context.err << tr("capstudio test-paths: cannot create %1").arg(dir) << '\n';
        return ExitFailure;
    }

    const flowgate::TestPathSet set = FlowAnalysis::testPaths(prepared->config, id, prepared->limits);
    const QString stem = fileStem(id);
    for (const QString &old : QDir(dir).entryList({stem + QStringLiteral(".run-*.json")}, QDir::Files))
        QFile::remove(QDir(dir).filePath(old));
    QJsonArray files;
    for (int i = 0; i < set.runs.size(); ++i) {
        const QString path = QDir(dir).filePath(QStringLiteral("%1.run-%2.json").arg(stem).arg(i + 1, 2, 10, QLatin1Char('0')));
        QString error;
        if (!writeJson(path, set.runs.at(i), &error)) {
            context.err << tr("capstudio test-paths: cannot write %1: %2").arg(path, error) << '\n';
            return ExitFailure;
        }
        files.append(path);
    }
    const qsizetype covered = set.goals.size() - set.uncovered.size();
    if (context.format == OutputFormat::Json) {
        context.out << QJsonDocument(QJsonObject{{QStringLiteral("workflow"), id},
                                                 {QStringLiteral("runs"), files},
                                                 {QStringLiteral("actions"), qint64(set.steps)},
                                                 {QStringLiteral("goals"), QJsonArray::fromStringList(set.goals)},
                                                 {QStringLiteral("uncovered"), QJsonArray::fromStringList(set.uncovered)},
                                                 {QStringLiteral("runsExplored"), qint64(set.runsExplored)},
                                                 {QStringLiteral("searchLimitReached"), set.exhausted}})
                           .toJson(QJsonDocument::Indented);
    } else {
        context.out << tr("%1: %n run(s)", nullptr, int(set.runs.size())).arg(id) << ", "
                    << tr("%n action(s)", nullptr, int(set.steps)) << ", "
                    << tr("%1 of %2 goals covered").arg(covered).arg(set.goals.size()) << '\n';
        for (const QString &goal : set.uncovered)
            context.out << "  " << tr("not covered: %1").arg(goal) << '\n';
        if (set.exhausted)
            context.err << tr("capstudio test-paths: the search stopped after %n run(s); raise --max-runs to look further",
                              nullptr, int(set.runsExplored))
                        << '\n';
    }
    return set.uncovered.isEmpty() ? ExitClean : ExitFindings;
}

// ---- replay --------------------------------------------------------------------------------

QString ReplayCommand::summary() const
{
    return tr("Replay saved simulator runs against a library; fail when one no longer behaves the same.");
}

void ReplayCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("RUN"), tr("Saved simulator runs (.json)."), QStringLiteral("RUN..."));
    parser.addOption({QStringLiteral("library"), tr("The flowgate library the runs are replayed on."), QStringLiteral("PATH")});
}

int ReplayCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QString command = QStringLiteral("capstudio replay");
    const QStringList runs = parser.positionalArguments();
    if (runs.isEmpty() || !parser.isSet(QStringLiteral("library"))) {
        context.err << tr("capstudio replay: expected RUN... and --library PATH") << '\n';
        return ExitFailure;
    }
    const std::optional<Value> library = loadLibrary(parser.value(QStringLiteral("library")), command, context);
    if (!library)
        return ExitFailure;

    bool unreadable = false;
    qsizetype diverged = 0;
    QJsonArray list;
    for (const QString &path : runs) {
        const Expected<QJsonObject> saved = flowgate::Simulator::readRun(path);
        const Expected<flowgate::SimulationReplay> replayed =
            saved.ok() ? flowgate::Simulator::replay(*library, saved.value()) : Expected<flowgate::SimulationReplay>(saved.error());
        if (!replayed.ok()) {
            unreadable = true;
            const QString message = saved.ok() ? QStringLiteral("%1: %2").arg(path, replayed.error().message)
                                               : replayed.error().message;
            context.err << message << '\n';
            list.append(QJsonObject{{QStringLiteral("run"), path}, {QStringLiteral("error"), message}});
            continue;
        }
        const flowgate::SimulationReplay &report = replayed.value();
        const QJsonArray actions = saved.value().value(QStringLiteral("actions")).toArray();
        QJsonObject json{{QStringLiteral("run"), path}, {QStringLiteral("same"), report.identical}};
        if (report.identical) {
            if (context.format == OutputFormat::Text)
                context.out << tr("%1: same (%n action(s), ends in '%2')", nullptr, int(actions.size()))
                                   .arg(path, report.simulator.currentState())
                            << '\n';
        } else {
            ++diverged;
            QString where = tr("the start");
            if (report.differingAction > 0) {
                const QJsonObject action = actions.at(report.differingAction - 1).toObject();
                where = action.value(QStringLiteral("kind")).toString() == QLatin1String("fire")
                    ? tr("action %1 (fire '%2')").arg(report.differingAction).arg(action.value(QStringLiteral("transition")).toString())
                    : tr("action %1 (an executor result)").arg(report.differingAction);
            }
            json.insert(QStringLiteral("action"), report.differingAction);
            json.insert(QStringLiteral("pointer"), report.pointer);
            json.insert(QStringLiteral("difference"), report.difference);
            if (context.format == OutputFormat::Text)
                context.out << tr("%1: diverges at %2 (%3): %4").arg(path, where, report.pointer, report.difference) << '\n';
        }
        list.append(json);
    }
    if (context.format == OutputFormat::Json)
        context.out << QJsonDocument(QJsonObject{{QStringLiteral("runs"), list}, {QStringLiteral("diverged"), qint64(diverged)}})
                           .toJson(QJsonDocument::Indented);
    if (unreadable)
        return ExitFailure;
    return diverged > 0 ? ExitFindings : ExitClean;
}

} // namespace capstudio::cli
