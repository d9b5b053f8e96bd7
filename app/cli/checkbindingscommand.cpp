#include "cli/checkbindingscommand.h"

#include "catalogcode/catalogfolder.h"
#include "catalogcode/catalogpolicy.h"
#include "core/jsonpointer.h"

#include "catalog/bindingrules.h"
#include "core/boundedread.h"
#include "cli/connectionsource.h"
#include "cli/diagnosticprinter.h"
#include "connection.h"
#include "core/jsontext.h"
#include "rules/workflowenvscan.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>

namespace capstudio::cli {

namespace {

const QString EnvFileOption = QStringLiteral("env-file");
const QString CapabilityOption = QStringLiteral("capability");

// One binding row of FILE and where it is.
struct Row
{
    QJsonValue value;
    QString pointer;
};

struct Layout
{
    QList<Row> rows;
    QHash<QString, QJsonObject> capabilitiesById; // a bundle's capability rows
    QString error;
};

QList<Row> rowsOf(const QJsonArray &array, const QString &pointer)
{
    QList<Row> rows;
    rows.reserve(array.size());
    for (qsizetype i = 0; i < array.size(); ++i)
        rows.append({array.at(i), pointer + u'/' + QString::number(i)});
    return rows;
}

Layout layoutOf(const QJsonValue &root)
{
    Layout layout;
    if (root.isArray()) {
        layout.rows = rowsOf(root.toArray(), QString());
        return layout;
    }
    QJsonObject object = root.toObject();
    QString prefix;
    if (object.value(QStringLiteral("response")).isObject()) { // a recorded exchange
        object = object.value(QStringLiteral("response")).toObject();
        prefix = QStringLiteral("/response");
    }
    const QJsonValue data = object.value(QStringLiteral("data"));
    if (data.isArray()) {
        layout.rows = rowsOf(data.toArray(), prefix + QStringLiteral("/data"));
        return layout;
    }
    if (data.isObject()) {
        layout.rows.append({data, prefix + QStringLiteral("/data")});
        return layout;
    }
    const QJsonValue bindings = object.value(QStringLiteral("bindings"));
    const QJsonValue capabilities = object.value(QStringLiteral("capabilities"));
    if (object.contains(QStringLiteral("agent")) && (bindings.isArray() || capabilities.isArray())) {
        if (bindings.isArray()) {
            layout.rows = rowsOf(bindings.toArray(), QStringLiteral("/bindings"));
            for (const QJsonValue &capability : capabilities.toArray()) {
                const QJsonObject row = capability.toObject();
                if (row.value(QStringLiteral("id")).isString())
                    layout.capabilitiesById.insert(row.value(QStringLiteral("id")).toString(), row);
            }
        } else {
            layout.rows = rowsOf(capabilities.toArray(), QStringLiteral("/capabilities"));
        }
        return layout;
    }
    layout.error = CheckBindingsCommand::tr(
        "not a bindings file: expected a Sunrise response envelope {\"data\": [...]}, an agent "
        "bundle {\"agent\": {...}, \"bindings\": [...]} or an array of bindings");
    return layout;
}

// The capability a row is bound to, or nullopt when nothing names it.
std::optional<Capability> capabilityOf(const QJsonObject &row, const Layout &layout, const QString &fallbackSlug)
{
    const QJsonValue nested = row.value(QStringLiteral("capability"));
    if (nested.isObject())
        return Capability::fromJson(nested.toObject());
    Capability capability;
    const QJsonValue slug = row.value(QStringLiteral("capabilitySlug"));
    if (slug.isString()) {
        capability.slug = slug.toString();
        return capability;
    }
    const auto known = layout.capabilitiesById.constFind(row.value(QStringLiteral("capabilityId")).toString());
    if (known != layout.capabilitiesById.constEnd())
        return Capability::fromJson(*known);
    if (!fallbackSlug.isEmpty()) {
        capability.slug = fallbackSlug;
        return capability;
    }
    return std::nullopt;
}

// Missing or empty env vars over all bindings: name → state and where they are used.
struct MissingVar
{
    QString name;
    EnvState state = EnvState::Missing;
    QStringList pointers;
};

void addMissing(QList<MissingVar> &missing, const QString &name, EnvState state, const QString &pointer)
{
    auto it = std::find_if(missing.begin(), missing.end(), [&](const MissingVar &var) { return var.name == name; });
    if (it == missing.end())
        it = missing.insert(missing.end(), MissingVar{name, state, {}});
    it->pointers.append(pointer);
}

// What FILE holds once checked, whichever kind of file it is.
struct Findings
{
    int items = 0;
    Diagnostics diagnostics;
    QList<MissingVar> missing;
    QJsonArray workflows; // workflow files only: {identity, pointer} of each workflow
    bool isWorkflowFile = false;
};

// A workflow definition or an export of several: the ${env:VAR} references of external_call
// steps (config url and header values) against the profile.
Findings checkWorkflows(const QJsonValue &root, const EnvProfile &profile, const QString &path)
{
    const WorkflowEnvScanResult scan = WorkflowEnvScan::scan(root, profile, path);
    Findings findings;
    findings.isWorkflowFile = true;
    findings.items = int(scan.workflows.size());
    for (const Diagnostic &d : scan.diagnostics) {
        findings.diagnostics.append(Diagnostic(d.severity(), d.ruleId(), d.message(),
                                               SourceLocation::atPointer(path, d.location().jsonPointer)));
    }
    for (const WorkflowEnvReference &reference : scan.references) {
        if (reference.state != EnvState::Set)
            addMissing(findings.missing, reference.name, reference.state, reference.pointer);
    }
    for (const WorkflowFound &workflow : scan.workflows) {
        findings.workflows.append(QJsonObject{{QStringLiteral("identity"), workflow.identity},
                                              {QStringLiteral("pointer"), workflow.pointer}});
    }
    return findings;
}

// The binding layouts: every row against its capability's rules and the profile.
Findings checkBindingRows(const Layout &layout, const EnvProfile &profile, const QString &fallbackSlug,
                          const QString &path)
{
    Findings findings;
    findings.items = int(layout.rows.size());
    Diagnostics &diagnostics = findings.diagnostics;
    for (const Row &row : layout.rows) {
        const auto at = [&](const QString &pointer) { return SourceLocation::atPointer(path, row.pointer + pointer); };
        if (!row.value.isObject()) {
            diagnostics.append(Diagnostic::error(QStringLiteral("binding-row-type"),
                                                 CheckBindingsCommand::tr("a binding row must be a JSON object"),
                                                 at(QString())));
            continue;
        }
        const QJsonObject object = row.value.toObject();
        if (object.contains(QStringLiteral("capability")) && object.value(QStringLiteral("capability")).isNull()) {
            diagnostics.append(Diagnostic::error(
                QStringLiteral("binding-capability-missing"),
                CheckBindingsCommand::tr("the bound capability %1 does not exist: the binding can never dispatch")
                    .arg(object.value(QStringLiteral("capabilityId")).toString()),
                at(QStringLiteral("/capabilityId"))));
            continue;
        }
        const std::optional<Capability> capability = capabilityOf(object, layout, fallbackSlug);
        if (!capability) {
            diagnostics.append(Diagnostic::warning(
                QStringLiteral("binding-capability-unknown"),
                CheckBindingsCommand::tr(
                    "the binding names no capability (no \"capability\" row, \"capabilitySlug\" or known "
                    "capabilityId): its customConfig was only checked to be an object; pass --capability SLUG"),
                at(QString())));
        }
        const BindingCheck check = BindingRules::checkJson(object, capability.value_or(Capability()), profile);
        for (const Diagnostic &d : check.diagnostics) {
            if (!capability && d.ruleId() == QLatin1String("binding-no-schema"))
                continue; // said above
            diagnostics.append(Diagnostic(d.severity(), d.ruleId(), d.message(),
                                          at(d.location().jsonPointer)));
        }
        for (const EnvUse &use : check.env) {
            if (use.state != EnvState::Set)
                addMissing(findings.missing, use.name, use.state, row.pointer + QStringLiteral("/customConfig") + use.pointer);
        }
    }
    return findings;
}

} // namespace

QString CheckBindingsCommand::summary() const
{
    return tr("Check agent bindings (customConfig, rate limit, env vars, allowed hosts) against "
              "Sunrise's rules, and the ${env:VAR} references of workflow external_call steps.");
}

void CheckBindingsCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(
        QStringLiteral("FILE"),
        tr("The bindings, as one of: a Sunrise response envelope {\"success\": true, \"data\": [binding "
           "rows]} as GET .../agents/:id/capabilities returns it (or a recorded exchange with it under "
           "\"response\"); an agent bundle {\"agent\": {...}, \"bindings\": [binding rows]} (\"capabilities\" "
           "is accepted instead of \"bindings\"; with both, \"capabilities\" holds capability rows matched "
           "by capabilityId); a JSON array of binding rows. A row names its capability by a nested "
           "\"capability\" row or a \"capabilitySlug\". Or a Sunrise workflow definition, or an export of "
           "several: a workflow object with \"steps\" (at top level or under \"workflowDefinition\" or "
           "\"definition\"), a JSON array of them, {\"workflows\": [...]} or the envelope {\"success\": true, "
           "\"data\": [...]}; the ${env:VAR} templates of every external_call step's config url and header "
           "values (not names) are checked, as a missing or empty one fails the step at run time with "
           "missing_env_var. Exit codes: 0 clean, 1 any error or warning, 2 unreadable input or bad usage."));
    parser.addOption(QCommandLineOption(EnvFileOption,
                                        tr("Check env vars against this .env file instead of the "
                                           "environment of this process."),
                                        QStringLiteral("F")));
    ConnectionSource::addOption(parser);
    parser.addOption(QCommandLineOption(CapabilityOption,
                                        tr("The capability slug of rows that do not name one."),
                                        QStringLiteral("SLUG")));
}

int CheckBindingsCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    const bool fromConnection = ConnectionSource::isSet(parser);
    if (positional.size() != (fromConnection ? 0 : 1)) {
        context.err << (fromConnection ? tr("capstudio check-bindings: give a FILE or --from, not both")
                                       : tr("capstudio check-bindings: expected exactly one FILE, got %1")
                                             .arg(positional.size()))
                    << '\n';
        return ExitFailure;
    }
    QString path = fromConnection ? QString() : positional.constFirst();

    Diagnostics envProblems;
    EnvProfile profile;
    if (parser.isSet(EnvFileOption)) {
        const QString envPath = parser.value(EnvFileOption);
        profile = EnvProfile::fromDotEnvFile(QFileInfo(envPath).fileName(), envPath, &envProblems);
        if (hasErrors(envProblems)) {
            DiagnosticPrinter::printFailure(context, envPath, envProblems.first());
            return ExitFailure;
        }
    } else {
        profile = EnvProfile::fromProcess();
    }

    JsonText::Result json;
    std::optional<Layout> live; // rows named by agent and capability slug
    std::optional<CatalogSnapshot> folder; // when FILE is a catalog folder
    Diagnostics folderProblems;
    if (fromConnection) {
        // The live bindings, each with its capability nested, as Sunrise lists them.
        const QString command = QStringLiteral("capstudio check-bindings");
        const std::optional<ConnectionSource::LiveRows> fetched =
            ConnectionSource::readLive(parser, context, command, &ConnectionSource::bindingRows);
        if (!fetched)
            return ExitFailure;
        path = fetched->source;
        live.emplace();
        for (qsizetype i = 0; i < fetched->rows.rows.size(); ++i)
            live->rows.append({fetched->rows.rows.at(i), fetched->rows.pointers.at(i)});
        json.value = fetched->rows.rows;
    } else if (QFileInfo(path).isDir()) {
        // A catalog folder: each agent's bindings with their capabilities, named as a
        // connection's are; the findings then go back to file:line:col.
        CatalogFolder::ReadResult read = CatalogFolder::read(path);
        if (read.failure) {
            DiagnosticPrinter::printFailure(context, path, *read.failure);
            return ExitFailure;
        }
        folderProblems = read.diagnostics;
        const Expected<CatalogPolicy> policy = CatalogPolicy::load(path);
        if (!policy) {
            context.err << tr("capstudio check-bindings: %1").arg(policy.error().message) << '\n';
            return ExitFailure;
        }
        folderProblems += policy.value().check(read.snapshot, path, CatalogPolicy::Scope::Bindings);
        QHash<QString, QJsonObject> capabilities;
        for (const Capability &capability : std::as_const(read.snapshot.capabilities))
            capabilities.insert(capability.slug, capability.toJson());
        live.emplace();
        QJsonArray rows;
        for (const NamedBinding &binding : std::as_const(read.snapshot.bindings)) {
            QJsonObject row = binding.fields();
            row.insert(QStringLiteral("agentId"), binding.agentSlug);
            row.insert(QStringLiteral("capabilityId"), binding.capabilitySlug);
            const auto capability = capabilities.constFind(binding.capabilitySlug);
            row.insert(QStringLiteral("capability"),
                       capability == capabilities.constEnd() ? QJsonValue(QJsonValue::Null) : QJsonValue(*capability));
            const QString pointer = QStringLiteral("/agents/%1/capabilities/%2")
                                        .arg(jsonpointer::escapeToken(binding.agentSlug),
                                             jsonpointer::escapeToken(binding.capabilitySlug));
            live->rows.append({row, pointer});
            rows.append(row);
        }
        json.value = rows;
        folder.emplace(std::move(read.snapshot));
    } else {
        json = JsonText::readFile(path);
        path = BoundedRead::displayName(path); // "-": standard input
    }
    if (!json.ok()) {
        DiagnosticPrinter::printFailure(context, path, *json.error);
        return ExitFailure;
    }
    Findings findings;
    if (live) {
        findings = checkBindingRows(*live, profile, parser.value(CapabilityOption), path);
    } else if (WorkflowEnvScan::isWorkflowShaped(json.value)) {
        findings = checkWorkflows(json.value, profile, path);
    } else {
        const Layout layout = layoutOf(json.value);
        if (!layout.error.isEmpty()) {
            DiagnosticPrinter::printFailure(
                context, path,
                Diagnostic::error(QStringLiteral("check-bindings-input"), layout.error,
                                  SourceLocation::atPointer(path, QString())));
            return ExitFailure;
        }
        findings = checkBindingRows(layout, profile, parser.value(CapabilityOption), path);
    }
    if (folder) {
        // "/agents/<agent>/capabilities/<slug>/customConfig/…" → the binding's place in its file.
        for (Diagnostic &diagnostic : findings.diagnostics) {
            const QStringList parts = diagnostic.location().jsonPointer.split(QLatin1Char('/'));
            if (parts.size() < 5 || parts.at(1) != QLatin1String("agents"))
                continue;
            const auto unescape = [](QString token) {
                return token.replace(QLatin1String("~1"), QLatin1String("/")).replace(QLatin1String("~0"), QLatin1String("~"));
            };
            const QString agent = unescape(parts.at(2));
            const QString capability = unescape(parts.at(4));
            const QString rest = QStringList(parts.mid(5)).join(QLatin1Char('/'));
            if (rest.startsWith(QLatin1String("capability/")) && folder->capabilityOrigins.contains(capability)) {
                diagnostic.setLocation(folder->capabilityOrigins.value(capability).at(rest.mid(10)));
                continue;
            }
            const auto origin = folder->agentOrigins.constFind(agent);
            if (origin != folder->agentOrigins.constEnd())
                diagnostic.setLocation(origin->at(origin->bindingPointers.value(capability)
                                                  + (rest.isEmpty() ? QString() : QLatin1Char('/') + rest)));
        }
    }
    const Diagnostics diagnostics = envProblems + folderProblems + json.warnings + findings.diagnostics;

    const QString profileName = parser.isSet(EnvFileOption) ? parser.value(EnvFileOption)
                                                            : tr("the environment of this process");
    if (context.format == OutputFormat::Json) {
        QJsonArray items;
        for (const Diagnostic &d : diagnostics)
            items.append(d.toJson());
        QJsonArray vars;
        for (const MissingVar &var : findings.missing) {
            vars.append(QJsonObject{{QStringLiteral("name"), var.name},
                                    {QStringLiteral("state"), EnvProfile::stateName(var.state)},
                                    {QStringLiteral("pointers"), QJsonArray::fromStringList(var.pointers)}});
        }
        QJsonObject report{
            {QStringLiteral("file"), path},
            {QStringLiteral("items"), findings.items},
            {QStringLiteral("errors"), countBySeverity(diagnostics, Severity::Error)},
            {QStringLiteral("warnings"), countBySeverity(diagnostics, Severity::Warning)},
            {QStringLiteral("diagnostics"), items},
            {QStringLiteral("environment"), profileName},
            {QStringLiteral("missingEnvVars"), vars},
        };
        if (findings.isWorkflowFile)
            report.insert(QStringLiteral("workflows"), findings.workflows);
        context.out << QJsonDocument(report).toJson(QJsonDocument::Indented);
    } else {
        DiagnosticPrinter::printReport(context, path, findings.items, diagnostics);
        if (!findings.missing.isEmpty()) {
            context.out << tr("Env vars missing or empty in %1:").arg(profileName) << '\n';
            for (const MissingVar &var : findings.missing) {
                context.out << QStringLiteral("  %1 (%2): %3")
                                   .arg(var.name, EnvProfile::stateName(var.state),
                                        var.pointers.join(QLatin1String(", ")))
                            << '\n';
            }
        }
    }
    const bool any = countBySeverity(diagnostics, Severity::Error) > 0
        || countBySeverity(diagnostics, Severity::Warning) > 0;
    return any ? ExitFindings : ExitClean;
}

} // namespace capstudio::cli
