#include "cli/dryruncommand.h"

#include "catalog/dispatchdryrun.h"
#include "cli/diagnosticprinter.h"
#include "cli/dryrunprinter.h"
#include "workspace.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace capstudio::cli {

namespace {

const QString WorkspaceOption = QStringLiteral("workspace");
const QString EnvFileOption = QStringLiteral("env-file");
const QString AgentOption = QStringLiteral("agent");
const QString DirectOption = QStringLiteral("direct");
const QString WorkflowOption = QStringLiteral("workflow");
const QString StepOption = QStringLiteral("step");
const QString ExecutionOption = QStringLiteral("execution");
const QString CapabilityOption = QStringLiteral("capability");
const QString ArgsOption = QStringLiteral("args");
const QString ArgsFileOption = QStringLiteral("args-file");
const QString HandlerOption = QStringLiteral("handler");
const QString StrictOption = QStringLiteral("strict");
const QString RecentCallsOption = QStringLiteral("recent-calls");
const QString FailuresOption = QStringLiteral("failures");
const QString SavedOption = QStringLiteral("saved");
const QString SaveOption = QStringLiteral("save");
const QString VerboseOption = QStringLiteral("verbose");

// The agent named by id or slug.
const Agent *findAgent(const QList<Agent> &agents, const QString &key)
{
    for (const Agent &agent : agents) {
        if (agent.id == key || agent.slug == key)
            return &agent;
    }
    return nullptr;
}

QString callerLabel(const DispatchScenario &scenario, const QList<Agent> &agents)
{
    if (scenario.caller == DispatchCaller::WorkflowStep)
        return scenario.dispatchAgentId();
    const Agent *agent = findAgent(agents, scenario.agentId);
    return agent ? agent->slug : scenario.agentId;
}

int usage(CommandContext &context, const QString &message)
{
    context.err << DryRunCommand::tr("capstudio dry-run: %1").arg(message) << '\n';
    return ExitFailure;
}

} // namespace

QString DryRunCommand::summary() const
{
    return tr("Walk Sunrise's dispatch pipeline for one capability call (or re-run the saved dry-runs) on a "
              "workspace, without calling anything.");
}

void DryRunCommand::configure(QCommandLineParser &parser) const
{
    parser.addOptions({
        {WorkspaceOption, tr("The SQLite workspace to read (default: the app's own workspace)."), QStringLiteral("PATH")},
        {EnvFileOption, tr("Judge env vars and ORCHESTRATION_ALLOWED_HOSTS against this .env file instead of the "
                           "environment of this process."),
         QStringLiteral("F")},
        {AgentOption, tr("The calling agent in a chat, by slug or id."), QStringLiteral("AGENT")},
        {DirectOption, tr("With --agent: the call reaches the dispatcher without the chat's checks (a tool offered "
                          "before its binding changed).")},
        {WorkflowOption, tr("The calling workflow (a tool_call step dispatches as workflow:<ID>)."), QStringLiteral("ID")},
        {StepOption, tr("With --workflow: the tool_call step's id."), QStringLiteral("ID")},
        {ExecutionOption, tr("With --workflow: the execution id of the step-dispatch cache key."), QStringLiteral("ID")},
        {CapabilityOption, tr("The capability slug called (the tool name)."), QStringLiteral("SLUG")},
        {ArgsOption, tr("The sample arguments as JSON text (default {})."), QStringLiteral("JSON")},
        {ArgsFileOption, tr("Read the sample arguments from a JSON file."), QStringLiteral("FILE")},
        {HandlerOption, tr("A slug the server has code registered for beyond the 13 built-ins (repeatable)."),
         QStringLiteral("SLUG")},
        {StrictOption, tr("The server runs with CAPABILITY_BINDING_MODE=strict.")},
        {RecentCallsOption, tr("Calls already made in the current 60 s window (default 0)."), QStringLiteral("N")},
        {FailuresOption, tr("Failed calls in a row this chat turn (default 0)."), QStringLiteral("N")},
        {SaveOption, tr("Save this dry-run in the workspace under NAME."), QStringLiteral("NAME")},
        {SavedOption, tr("Re-run every dry-run saved in the workspace; exit 1 when a verdict changed since it was "
                         "saved.")},
        {VerboseOption, tr("Show the facts and notes of every step, not only of those that stop or caution.")},
    });
}

int DryRunCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    if (!parser.positionalArguments().isEmpty())
        return usage(context, tr("unexpected argument \"%1\"").arg(parser.positionalArguments().constFirst()));
    const bool saved = parser.isSet(SavedOption);
    if (!saved && !parser.isSet(CapabilityOption))
        return usage(context, tr("--capability SLUG is required (or --saved)"));
    if (!saved && parser.isSet(AgentOption) == parser.isSet(WorkflowOption))
        return usage(context, tr("name the caller with exactly one of --agent and --workflow"));
    if (parser.isSet(ArgsOption) && parser.isSet(ArgsFileOption))
        return usage(context, tr("--args and --args-file exclude each other"));

    // The workspace must exist: a dry-run never creates one.
    const QString path = parser.isSet(WorkspaceOption) ? parser.value(WorkspaceOption) : Workspace::defaultPath();
    if (!QFileInfo(path).isFile())
        return usage(context, tr("no workspace at %1").arg(path));
    Expected<std::unique_ptr<Workspace>> workspace = Workspace::open(path);
    if (!workspace.ok())
        return usage(context, tr("cannot open the workspace %1: %2").arg(path, workspace.error().message));
    SqlCatalogStore &store = workspace.value()->store();

    Diagnostics envProblems;
    EnvProfile profile = EnvProfile::fromProcess();
    if (parser.isSet(EnvFileOption)) {
        const QString envPath = parser.value(EnvFileOption);
        profile = EnvProfile::fromDotEnvFile(QFileInfo(envPath).fileName(), envPath, &envProblems);
        if (hasErrors(envProblems)) {
            DiagnosticPrinter::printFailure(context, envPath, envProblems.first());
            return ExitFailure;
        }
    }

    Expected<QList<Capability>> capabilities = store.listCapabilities();
    Expected<QList<Agent>> agents = store.listAgents();
    Expected<QList<AgentBinding>> bindings = store.listBindings();
    for (const StoreError *error : {capabilities.ok() ? nullptr : &capabilities.error(),
                                    agents.ok() ? nullptr : &agents.error(),
                                    bindings.ok() ? nullptr : &bindings.error()}) {
        if (error)
            return usage(context, tr("cannot read the workspace %1: %2").arg(path, error->message));
    }
    const DispatchCatalog catalog{capabilities.value(), agents.value(), bindings.value()};

    if (saved) {
        const Expected<QList<SavedDryRun>> dryRuns = store.listDryRuns();
        if (!dryRuns.ok())
            return usage(context, dryRuns.error().message);
        QJsonArray items;
        int changed = 0;
        for (const SavedDryRun &dryRun : dryRuns.value()) {
            const DispatchVerdict now = DispatchDryRun::run(dryRun.scenario, catalog, profile);
            const QList<VerdictChange> changes = DispatchDryRun::compare(dryRun.verdict, now);
            changed += changes.isEmpty() ? 0 : 1;
            const QString what = DryRunPrinter::describe(dryRun.scenario, callerLabel(dryRun.scenario, catalog.agents));
            if (context.format == OutputFormat::Json) {
                items.append(QJsonObject{{QStringLiteral("id"), dryRun.id},
                                         {QStringLiteral("name"), dryRun.scenario.name},
                                         {QStringLiteral("call"), what},
                                         {QStringLiteral("changed"), !changes.isEmpty()},
                                         {QStringLiteral("before"), dryRun.verdict.summary()},
                                         {QStringLiteral("verdict"), DryRunPrinter::toJson(now)}});
                continue;
            }
            const QString status = changes.isEmpty() ? tr("unchanged") : tr("CHANGED");
            context.out << QStringLiteral("%1  %2: %3\n").arg(status, dryRun.scenario.name, what);
            if (!changes.isEmpty()) {
                context.out << "    " << tr("was: %1").arg(dryRun.verdict.summary()) << '\n'
                            << "    " << tr("now: %1").arg(now.summary()) << '\n';
            }
        }
        if (context.format == OutputFormat::Json) {
            context.out << QJsonDocument(QJsonObject{{QStringLiteral("workspace"), path},
                                                     {QStringLiteral("dryRuns"), items},
                                                     {QStringLiteral("changed"), changed}})
                               .toJson(QJsonDocument::Indented);
        } else {
            context.out << tr("%n saved dry-run(s), ", nullptr, int(dryRuns.value().size()))
                        << tr("%n changed", nullptr, changed) << '\n';
        }
        return changed > 0 ? ExitFindings : ExitClean;
    }

    DispatchScenario scenario;
    scenario.capabilitySlug = parser.value(CapabilityOption);
    if (parser.isSet(AgentOption)) {
        const Agent *agent = findAgent(catalog.agents, parser.value(AgentOption));
        if (!agent)
            return usage(context, tr("no agent with slug or id \"%1\" in %2").arg(parser.value(AgentOption), path));
        scenario.agentId = agent->id;
        scenario.caller = parser.isSet(DirectOption) ? DispatchCaller::AgentDirect : DispatchCaller::ChatAgent;
    } else {
        scenario.caller = DispatchCaller::WorkflowStep;
        scenario.workflowId = parser.value(WorkflowOption);
        scenario.stepId = parser.value(StepOption);
        scenario.executionId = parser.value(ExecutionOption);
    }
    if (parser.isSet(ArgsFileOption)) {
        QFile file(parser.value(ArgsFileOption));
        if (!file.open(QIODevice::ReadOnly))
            return usage(context, tr("cannot read %1: %2").arg(file.fileName(), file.errorString()));
        scenario.argumentsText = QString::fromUtf8(file.read(16 * 1024 * 1024));
    } else if (parser.isSet(ArgsOption)) {
        scenario.argumentsText = parser.value(ArgsOption);
    }
    scenario.deployment.extraHandlers = parser.values(HandlerOption);
    scenario.deployment.bindingMode = parser.isSet(StrictOption) ? BindingMode::Strict : BindingMode::Permissive;
    for (const auto &[option, into] : {std::pair{RecentCallsOption, &scenario.deployment.recentCalls},
                                       std::pair{FailuresOption, &scenario.deployment.failuresThisTurn}}) {
        if (!parser.isSet(option))
            continue;
        bool ok = false;
        *into = parser.value(option).toInt(&ok);
        if (!ok || *into < 0)
            return usage(context, tr("--%1 takes a whole number, 0 or more").arg(option));
    }

    const DispatchVerdict verdict = DispatchDryRun::run(scenario, catalog, profile);
    if (parser.isSet(SaveOption)) {
        scenario.name = parser.value(SaveOption);
        const Expected<SavedDryRun> stored = store.saveDryRun(SavedDryRun{QString(), scenario, verdict, {}});
        if (!stored.ok())
            return usage(context, stored.error().message);
    }
    const QString what = DryRunPrinter::describe(scenario, callerLabel(scenario, catalog.agents));
    if (context.format == OutputFormat::Json) {
        QJsonObject report = DryRunPrinter::toJson(verdict);
        report.insert(QStringLiteral("call"), what);
        report.insert(QStringLiteral("environment"), profile.name());
        context.out << QJsonDocument(report).toJson(QJsonDocument::Indented);
    } else {
        context.out << tr("Dry-run: %1, environment %2").arg(what, profile.name()) << '\n';
        DryRunPrinter::printText(context.out, verdict, parser.isSet(VerboseOption));
    }
    return verdict.wouldRun() ? ExitClean : ExitFindings;
}

} // namespace capstudio::cli
