#include "cli/catalogcommand.h"

#include "catalogcode/catalogdiff.h"
#include "catalogcode/catalogfolder.h"
#include "catalogcode/cataloglint.h"
#include "catalogcode/catalogpolicy.h"
#include "catalogcode/catalogplan.h"
#include "catalog/catalogstore.h"
#include "cli/connectionsource.h"
#include "cli/diagnosticprinter.h"
#include "connection.h"
#include "remote/connectionprofile.h"
#include "rules/envprofile.h"
#include "rules/envtemplate.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>
#include <future>

namespace capstudio::cli {

namespace {

const QString OutputOption = QStringLiteral("output");
const QString ToOption = QStringLiteral("to");
const QString DryRunOption = QStringLiteral("dry-run");
const QString PruneOption = QStringLiteral("prune");
const QString CategoryOption = QStringLiteral("category");
const QString PlanOutOption = QStringLiteral("plan-out");
const QString PlanOption = QStringLiteral("plan");
const QString EnvFileOption = QStringLiteral("env-file");

// A binding the push writes whose customConfig names variables the target does not define.
struct MissingEnv
{
    QString agentSlug;
    QString capabilitySlug;
    QStringList names;
};

// What the server's missingEnvVars would say for the bindings `changes` writes, told before
// anything is written: the variables the written customConfig's forcedUrl and forcedHeaders
// name that `profile` leaves unset or empty (reference §5).
QList<MissingEnv> missingBeforePush(const CatalogDiff &changes, const EnvProfile &profile)
{
    QList<MissingEnv> missing;
    const EnvTemplate::Lookup lookup = profile.lookup();
    for (const BindingDiff &binding : changes.bindings) {
        if (binding.kind == ChangeKind::Delete || !binding.after)
            continue;
        const bool sendsConfig =
            binding.kind == ChangeKind::Create
            || std::any_of(binding.fields.cbegin(), binding.fields.cend(), [](const FieldChange &field) {
                   return field.pointer == QLatin1String("/customConfig")
                          || field.pointer.startsWith(QLatin1String("/customConfig/"));
               });
        if (!sendsConfig)
            continue;
        const QStringList names = EnvTemplate::missingEnvVars(binding.after->customConfig, lookup);
        if (!names.isEmpty())
            missing.append({binding.agentSlug, binding.capabilitySlug, names});
    }
    return missing;
}

// One side of a comparison, read whole.
struct Side
{
    QString label;
    CatalogSnapshot snapshot;
};

// A folder read on a thread of its own, so that it overlaps the connection's read (the
// folder's files are parsed on every core; the connection mostly waits for its server).
std::future<CatalogFolder::ReadResult> readFolderAsync(const QString &folder)
{
    return std::async(std::launch::async,
                      [folder] { return CatalogFolder::read(folder, CatalogFolder::Positions::Drop); });
}

// A folder side, once read: its findings printed, its errors refusing the comparison.
Expected<Side> folderSide(const QString &spec, CatalogFolder::ReadResult read, CommandContext &context)
{
    if (read.failure) {
        DiagnosticPrinter::printFailure(context, spec, *read.failure);
        return StoreError{StoreError::Kind::Invalid, QString()};
    }
    for (const Diagnostic &diagnostic : std::as_const(read.diagnostics))
        context.err << diagnostic.toText() << '\n';
    if (!read.ok())
        return StoreError{StoreError::Kind::Invalid,
                          CatalogCommand::tr("%1 has %n error(s); nothing was compared.", nullptr,
                                             countBySeverity(read.diagnostics, Severity::Error))
                              .arg(QDir::toNativeSeparators(spec))};
    return Side{QDir::toNativeSeparators(spec), std::move(read.snapshot)};
}

Expected<Side> connectionSide(const QString &spec, bool quiet, CommandContext &context, const QString &command)
{
    Expected<std::unique_ptr<Connection>> connection = ConnectionSource::open(spec, quiet, context, command);
    if (!connection)
        return connection.error();
    Expected<CatalogSnapshot> snapshot = CatalogSnapshot::read(*connection.value()->store());
    ConnectionSource::printWarnings(*connection.value(), context, command);
    if (!snapshot)
        return snapshot.error();
    return Side{connection.value()->profile().displayUrl(), std::move(snapshot.value())};
}

QJsonArray toArray(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

} // namespace

QString CatalogCommand::summary() const
{
    return tr("The catalog as code: pull a connection's capabilities and bindings into a folder of YAML "
              "files, diff folders and connections field by field, and push a folder to a connection.");
}

void CatalogCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("ACTION"), tr("pull, diff or push."));
    parser.addPositionalArgument(QStringLiteral("DIR"),
                                 tr("diff: the catalog folder to compare with --from (or give --to); push: the "
                                    "folder to push to --from."),
                                 QStringLiteral("[DIR]"));
    ConnectionSource::addOption(parser);
    parser.addOption(QCommandLineOption({QStringLiteral("o"), OutputOption},
                                        tr("pull: the folder to write the catalog into."), QStringLiteral("DIR")));
    parser.addOption(QCommandLineOption(ToOption,
                                        tr("diff: the other side, a catalog folder or a connection, instead of DIR."),
                                        QStringLiteral("FOLDER|CONNECTION")));
    parser.addOption(QCommandLineOption(DryRunOption, tr("push: show what would be written, write nothing.")));
    parser.addOption(QCommandLineOption(PruneOption,
                                        tr("push: delete what the folder does not have (Sunrise deactivates "
                                           "capabilities; bindings are detached).")));
    parser.addOption(QCommandLineOption(CategoryOption,
                                        tr("push: only capabilities of this category and their bindings (repeatable)."),
                                        QStringLiteral("C")));
    parser.addOption(QCommandLineOption(PlanOutOption,
                                        tr("push: write the plan to PLAN instead of pushing."), QStringLiteral("PLAN")));
    parser.addOption(QCommandLineOption(PlanOption, tr("push: push this plan, exactly as it was written."),
                                        QStringLiteral("PLAN")));
    parser.addOption(QCommandLineOption(EnvFileOption,
                                        tr("push: the target's environment as a .env file: the bindings the push "
                                           "writes are checked against it before anything is written."),
                                        QStringLiteral("F")));
}

int CatalogCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QString action = parser.positionalArguments().value(0);
    if (action == QLatin1String("pull"))
        return pull(parser, context);
    if (action == QLatin1String("diff"))
        return diff(parser, context);
    if (action == QLatin1String("push"))
        return push(parser, context);
    context.err << (action.isEmpty() ? tr("capstudio catalog: give an action: pull, diff or push")
                                     : tr("capstudio catalog: unknown action “%1”: pull, diff or push").arg(action))
                << '\n';
    return ExitFailure;
}

int CatalogCommand::pull(const QCommandLineParser &parser, CommandContext &context)
{
    const QString command = QStringLiteral("capstudio catalog pull");
    if (!ConnectionSource::isSet(parser) || !parser.isSet(OutputOption) || parser.positionalArguments().size() > 1) {
        context.err << tr("%1: usage: capstudio catalog pull --from CONNECTION -o DIR").arg(command) << '\n';
        return ExitFailure;
    }
    const QString folder = parser.value(OutputOption);
    if (QFileInfo::exists(folder) && !QFileInfo(folder).isDir()) {
        context.err << tr("%1: %2 is a file, not a folder").arg(command, QDir::toNativeSeparators(folder)) << '\n';
        return ExitFailure;
    }
    const Expected<std::unique_ptr<Connection>> connection = ConnectionSource::open(parser, context, command);
    if (!connection) {
        context.err << tr("%1: %2").arg(command, connection.error().message) << '\n';
        return ExitFailure;
    }
    const Expected<CatalogSnapshot> snapshot = CatalogSnapshot::read(*connection.value()->store());
    ConnectionSource::printWarnings(*connection.value(), context, command);
    if (!snapshot) {
        context.err << tr("%1: %2").arg(command, snapshot.error().message) << '\n';
        return ExitFailure;
    }
    const Expected<CatalogFolder::WriteReport> report = CatalogFolder::write(snapshot.value(), folder);
    if (!report) {
        context.err << tr("%1: %2").arg(command, report.error().message) << '\n';
        return ExitFailure;
    }
    for (const QString &note : report.value().notes)
        context.err << tr("%1: note: %2").arg(command, note) << '\n';
    const QString source = connection.value()->profile().displayUrl();
    if (context.format == OutputFormat::Json) {
        context.out << QJsonDocument(QJsonObject{{QStringLiteral("from"), source},
                                                 {QStringLiteral("folder"), QDir::toNativeSeparators(folder)},
                                                 {QStringLiteral("capabilities"), int(snapshot.value().capabilities.size())},
                                                 {QStringLiteral("agents"), int(snapshot.value().agentSlugs.size())},
                                                 {QStringLiteral("bindings"), int(snapshot.value().bindings.size())},
                                                 {QStringLiteral("written"), toArray(report.value().written)},
                                                 {QStringLiteral("removed"), toArray(report.value().removed)},
                                                 {QStringLiteral("unchanged"), report.value().unchanged}})
                           .toJson(QJsonDocument::Indented);
        return ExitClean;
    }
    for (const QString &file : report.value().written)
        context.out << tr("wrote %1").arg(file) << '\n';
    for (const QString &file : report.value().removed)
        context.out << tr("removed %1").arg(file) << '\n';
    context.out << tr("Pulled %n capabilities", nullptr, int(snapshot.value().capabilities.size()))
                << tr(" and %n bindings", nullptr, int(snapshot.value().bindings.size()))
                << tr(" of %n agents", nullptr, int(snapshot.value().agentSlugs.size()))
                << tr(" from %1 into %2: %3 written, %4 removed, %5 unchanged.")
                       .arg(source, QDir::toNativeSeparators(folder))
                       .arg(report.value().written.size())
                       .arg(report.value().removed.size())
                       .arg(report.value().unchanged)
                << '\n';
    return ExitClean;
}

int CatalogCommand::diff(const QCommandLineParser &parser, CommandContext &context)
{
    const QString command = QStringLiteral("capstudio catalog diff");
    const QStringList positional = parser.positionalArguments();
    const bool hasDir = positional.size() == 2;
    if (!ConnectionSource::isSet(parser) || positional.size() > 2 || hasDir == parser.isSet(ToOption)) {
        context.err << tr("%1: usage: capstudio catalog diff DIR --from CONNECTION, or capstudio catalog diff --from "
                          "A --to B")
                           .arg(command)
                    << '\n';
        return ExitFailure;
    }
    const bool quiet = parser.isSet(ConnectionSource::QuietOption);
    const QString toSpec = hasDir ? positional.at(1) : parser.value(ToOption);
    if (hasDir && !QFileInfo(toSpec).isDir()) {
        context.err << tr("%1: %2 is not a folder").arg(command, QDir::toNativeSeparators(toSpec)) << '\n';
        return ExitFailure;
    }
    // A side is a folder when the path is one; anything else names a connection. Folders
    // are read while the connections are.
    const QString fromSpec = parser.value(ConnectionSource::Option);
    const bool fromFolder = QFileInfo(fromSpec).isDir();
    const bool toFolder = QFileInfo(toSpec).isDir();
    std::future<CatalogFolder::ReadResult> fromRead = fromFolder ? readFolderAsync(fromSpec) : std::future<CatalogFolder::ReadResult>();
    std::future<CatalogFolder::ReadResult> toRead = toFolder ? readFolderAsync(toSpec) : std::future<CatalogFolder::ReadResult>();
    const auto sideOf = [&](const QString &spec, bool folder, std::future<CatalogFolder::ReadResult> &read) {
        return folder ? folderSide(spec, read.get(), context) : connectionSide(spec, quiet, context, command);
    };
    const Expected<Side> from = sideOf(fromSpec, fromFolder, fromRead);
    const Expected<Side> to = from ? sideOf(toSpec, toFolder, toRead) : Expected<Side>(from.error());
    for (const Expected<Side> *side : {&from, &to}) {
        if (!*side) {
            if (!side->error().message.isEmpty())
                context.err << tr("%1: %2").arg(command, side->error().message) << '\n';
            if (toRead.valid())
                toRead.wait(); // the folder's thread ends before the command returns
            return ExitFailure;
        }
    }
    const CatalogDiff diff = CatalogDiff::compare(from.value().snapshot, to.value().snapshot);
    if (context.format == OutputFormat::Json) {
        QJsonObject report = diff.toJson();
        report.insert(QStringLiteral("from"), from.value().label);
        report.insert(QStringLiteral("to"), to.value().label);
        context.out << QJsonDocument(report).toJson(QJsonDocument::Indented);
    } else if (diff.isEmpty()) {
        context.out << tr("%1 and %2 hold the same catalog: %n capabilities", nullptr,
                          int(to.value().snapshot.capabilities.size()))
                           .arg(from.value().label, to.value().label)
                    << tr(", %n bindings.", nullptr, int(to.value().snapshot.bindings.size())) << '\n';
    } else {
        context.out << tr("--- %1\n+++ %2\n").arg(from.value().label, to.value().label) << diff.toText();
    }
    return diff.isEmpty() ? ExitClean : ExitFindings;
}

int CatalogCommand::push(const QCommandLineParser &parser, CommandContext &context)
{
    const QString command = QStringLiteral("capstudio catalog push");
    const QStringList positional = parser.positionalArguments();
    const bool fromPlan = parser.isSet(PlanOption);
    if (!ConnectionSource::isSet(parser) || positional.size() != (fromPlan ? 1 : 2)
        || (fromPlan && (parser.isSet(PlanOutOption) || parser.isSet(PruneOption) || parser.isSet(CategoryOption)))) {
        context.err << tr("%1: usage: capstudio catalog push DIR --from CONNECTION [--dry-run] [--prune] [--category C]… "
                          "[--plan-out PLAN] [--env-file F], or capstudio catalog push --plan PLAN --from CONNECTION [--env-file F]")
                           .arg(command)
                    << '\n';
        return ExitFailure;
    }
    const auto fail = [&](const QString &message) {
        context.err << tr("%1: %2").arg(command, message) << '\n';
        return int(ExitFailure);
    };
    const auto refuse = [&](const QString &message) {
        context.err << tr("%1: %2").arg(command, message) << '\n';
        return int(ExitFindings);
    };

    // The target's environment, when given: read before anything else.
    std::optional<EnvProfile> targetEnv;
    if (parser.isSet(EnvFileOption)) {
        const QString envPath = parser.value(EnvFileOption);
        Diagnostics envProblems;
        targetEnv = EnvProfile::fromDotEnvFile(QFileInfo(envPath).fileName(), envPath, &envProblems);
        if (hasErrors(envProblems)) {
            DiagnosticPrinter::printFailure(context, envPath, envProblems.first());
            return ExitFailure;
        }
        for (const Diagnostic &diagnostic : std::as_const(envProblems))
            context.err << diagnostic.toText() << '\n';
    }

    // What is to be pushed: a folder, checked, or a plan.
    CatalogSnapshot desired;
    std::optional<CatalogPlan> saved;
    if (fromPlan) {
        const QString planPath = parser.value(PlanOption);
        QFile file(planPath);
        if (!file.open(QIODevice::ReadOnly))
            return fail(tr("cannot read %1: %2").arg(QDir::toNativeSeparators(planPath), file.errorString()));
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
        if (error.error != QJsonParseError::NoError || !document.isObject())
            return fail(tr("%1: not a JSON plan (%2 at byte %3)")
                            .arg(QDir::toNativeSeparators(planPath), error.errorString())
                            .arg(error.offset));
        Expected<CatalogPlan> plan = CatalogPlan::fromJson(document.object(), QDir::toNativeSeparators(planPath));
        if (!plan)
            return fail(plan.error().message);
        saved = std::move(plan.value());
    } else {
        const QString folder = positional.at(1);
        CatalogFolder::ReadResult read = CatalogFolder::read(folder);
        if (read.failure) {
            DiagnosticPrinter::printFailure(context, folder, *read.failure);
            return ExitFailure;
        }
        for (const Diagnostic &diagnostic : std::as_const(read.diagnostics))
            context.err << diagnostic.toText() << '\n';
        if (!read.ok())
            return fail(tr("%1 has %n error(s); nothing was pushed.", nullptr,
                           countBySeverity(read.diagnostics, Severity::Error))
                            .arg(QDir::toNativeSeparators(folder)));
        const Diagnostics findings = CatalogLint::check(read.snapshot, folder);
        for (const Diagnostic &diagnostic : findings)
            context.err << diagnostic.toText() << '\n';
        if (hasErrors(findings))
            return refuse(tr("%n error(s) in %1 (Sunrise's rules, literal secrets); nothing was pushed.", nullptr,
                             countBySeverity(findings, Severity::Error))
                              .arg(QDir::toNativeSeparators(folder)));
        // The team's policy: its findings are said, and never stop the push on their own.
        const Expected<CatalogPolicy> policy = CatalogPolicy::load(folder);
        if (!policy)
            return fail(policy.error().message);
        for (const Diagnostic &diagnostic : policy.value().check(read.snapshot, folder))
            context.err << diagnostic.toText() << '\n';
        desired = std::move(read.snapshot);
    }

    const Expected<std::unique_ptr<Connection>> connection = ConnectionSource::open(parser, context, command);
    if (!connection)
        return fail(connection.error().message);
    CatalogStore &store = *connection.value()->store();
    const QString targetLabel = connection.value()->profile().displayUrl();
    const Expected<CatalogSnapshot> target = CatalogSnapshot::read(store);
    ConnectionSource::printWarnings(*connection.value(), context, command);
    if (!target)
        return fail(target.error().message);

    CatalogPlan plan;
    if (saved) {
        if (saved->target != targetLabel)
            return refuse(tr("the plan was made for %1, not %2").arg(saved->target, targetLabel));
        const QStringList stale = saved->staleRows(target.value());
        if (!stale.isEmpty())
            return refuse(tr("the plan is stale, %1 changed since it was made: %2. Make a new plan.")
                              .arg(targetLabel, stale.join(QStringLiteral(", "))));
        plan = std::move(*saved);
    } else {
        CatalogPlan::Options options;
        options.prune = parser.isSet(PruneOption);
        options.categories = parser.values(CategoryOption);
        options.traits = store.traits();
        plan = CatalogPlan::make(target.value(), desired, options, targetLabel);
    }

    const CatalogDiff changes = plan.asDiff();
    const QList<MissingEnv> missingEnv = targetEnv ? missingBeforePush(changes, *targetEnv) : QList<MissingEnv>();
    if (context.format == OutputFormat::Json) {
        QJsonObject report = changes.toJson();
        if (targetEnv) {
            QJsonArray missing;
            for (const MissingEnv &binding : missingEnv)
                missing.append(QJsonObject{{QStringLiteral("agent"), binding.agentSlug},
                                           {QStringLiteral("capability"), binding.capabilitySlug},
                                           {QStringLiteral("missingEnvVars"), QJsonArray::fromStringList(binding.names)}});
            report.insert(QStringLiteral("missingEnvVars"), missing);
        }
        report.insert(QStringLiteral("target"), targetLabel);
        report.insert(QStringLiteral("notes"), QJsonArray::fromStringList(plan.notes));
        report.insert(QStringLiteral("blockers"), QJsonArray::fromStringList(plan.blockers));
        report.insert(QStringLiteral("dryRun"), parser.isSet(DryRunOption) || parser.isSet(PlanOutOption));
        context.out << QJsonDocument(report).toJson(QJsonDocument::Indented);
    } else {
        context.out << (plan.isEmpty() ? tr("Nothing to push to %1.\n").arg(targetLabel)
                                       : tr("Push to %1:\n").arg(targetLabel) + changes.toText());
        for (const QString &note : std::as_const(plan.notes))
            context.out << tr("note: %1").arg(note) << '\n';
    }
    context.out.flush();
    for (const MissingEnv &binding : missingEnv)
        context.err << tr("%1: warning: %2 does not define %3, which agent %4's binding of %5 names in its customConfig")
                           .arg(command, QFileInfo(parser.value(EnvFileOption)).fileName(),
                                binding.names.join(QStringLiteral(", ")), binding.agentSlug, binding.capabilitySlug)
                    << '\n';
    if (!plan.blockers.isEmpty()) {
        for (const QString &blocker : std::as_const(plan.blockers))
            context.err << tr("%1: %2").arg(command, blocker) << '\n';
        return refuse(tr("nothing was pushed."));
    }
    if (parser.isSet(PlanOutOption)) {
        QSaveFile file(parser.value(PlanOutOption));
        const QByteArray bytes = QJsonDocument(plan.toJson()).toJson(QJsonDocument::Indented);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
            return fail(tr("cannot write %1: %2").arg(QDir::toNativeSeparators(file.fileName()), file.errorString()));
        if (context.format == OutputFormat::Text)
            context.out << tr("Plan written to %1; push it with --plan.").arg(QDir::toNativeSeparators(file.fileName()))
                        << '\n';
        return ExitClean;
    }
    if (parser.isSet(DryRunOption) || plan.isEmpty())
        return ExitClean;

    const Expected<CatalogPlan::Outcome> outcome = plan.apply(store, target.value());
    if (!outcome) {
        const bool conflict = outcome.error().kind == StoreError::Kind::Conflict;
        context.err << tr("%1: %2").arg(command, outcome.error().message) << '\n';
        return conflict ? ExitFindings : ExitFailure;
    }
    for (const BindingWarning &warning : outcome.value().warnings)
        context.err << tr("%1: warning: %2 does not define %3 (the server's missingEnvVars for agent %4's binding)")
                           .arg(command, targetLabel, warning.missingEnvVars.join(QStringLiteral(", ")), warning.agentId)
                    << '\n';
    if (context.format == OutputFormat::Text)
        context.out << tr("Pushed %1 capability changes and %2 binding changes to %3.")
                           .arg(outcome.value().capabilitiesWritten)
                           .arg(outcome.value().bindingsWritten)
                           .arg(targetLabel)
                    << '\n';
    return ExitClean;
}

} // namespace capstudio::cli
