// The DispatchPipeline steps that look at what the call carries: its arguments (step 7)
// and the binding's customConfig as the capability reads it when it runs (step 8).
#include "dispatchpipeline.h"

#include "catalog/bindingrules.h"
#include "core/jsontext.h"
#include "rules/jsonschemachecker.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUrl>

namespace capstudio {

namespace {

QString tr(const char *text)
{
    return DispatchDryRun::tr(text);
}

// A JSON pointer in the form Zod prints a path: "/headers/X-Api" → "headers.X-Api".
QString zodPath(const QString &pointer)
{
    QStringList parts = pointer.split(u'/');
    if (!parts.isEmpty() && parts.constFirst().isEmpty())
        parts.removeFirst();
    for (QString &part : parts)
        part.replace(QLatin1String("~1"), QLatin1String("/")).replace(QLatin1String("~0"), QLatin1String("~"));
    return parts.join(u'.');
}

// The four built-ins that read their binding's customConfig when they execute.
bool readsBindingConfig(const QString &slug)
{
    return slug == QLatin1String("call_external_api") || slug == QLatin1String("run_workflow")
        || slug == QLatin1String("upload_to_storage") || slug == QLatin1String("send_message_to_channel");
}

// valijson does not check "format"; Zod does for the formats the built-ins declare. Walks
// properties and items alongside the instance (depth-capped) and reports strings that
// break a known format.
void checkFormats(const QJsonValue &instance, const QJsonValue &schemaValue, const QString &pointer,
                  int depth, Diagnostics &out)
{
    if (depth > 64 || !schemaValue.isObject())
        return;
    const QJsonObject schema = schemaValue.toObject();
    const QString format = schema.value(QStringLiteral("format")).toString();
    if (instance.isString() && !format.isEmpty()) {
        static const QRegularExpression uuid(QStringLiteral(
            "\\A[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\z"));
        static const QRegularExpression email(QStringLiteral("\\A[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\z"));
        const QString text = instance.toString();
        bool bad = false;
        if (format == QLatin1String("uuid"))
            bad = !uuid.match(text).hasMatch();
        else if (format == QLatin1String("email"))
            bad = !email.match(text).hasMatch();
        else if (format == QLatin1String("uri") || format == QLatin1String("url"))
            bad = !QUrl(text, QUrl::StrictMode).isValid() || QUrl(text).scheme().isEmpty();
        if (bad) {
            out.append(Diagnostic::error(QStringLiteral("json-schema-violation"),
                                         DispatchDryRun::tr("Invalid %1").arg(format),
                                         SourceLocation::atPointer(DispatchDryRun::tr("arguments"), pointer)));
        }
    }
    if (instance.isObject()) {
        const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
        const QJsonObject object = instance.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (properties.contains(it.key())) {
                QString key = it.key();
                key.replace(u'~', QLatin1String("~0")).replace(u'/', QLatin1String("~1"));
                checkFormats(it.value(), properties.value(it.key()), pointer + u'/' + key, depth + 1, out);
            }
        }
    } else if (instance.isArray() && schema.value(QStringLiteral("items")).isObject()) {
        const QJsonArray array = instance.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            checkFormats(array.at(i), schema.value(QStringLiteral("items")), pointer + u'/' + QString::number(i),
                         depth + 1, out);
    }
}

QString hostOf(const QString &url)
{
    return QUrl(url).host().toLower();
}

} // namespace

DispatchStepResult DispatchPipeline::validateArgs()
{
    const QString file = tr("arguments");
    const QString code = QStringLiteral("invalid_args");
    if (m_argumentsError) {
        DispatchStepResult result = stop(DispatchStep::ValidateArgs, code,
                                         tr("The sample arguments are not JSON: %1").arg(m_argumentsError->message()));
        result.diagnostics.append(*m_argumentsError);
        return result;
    }
    if (!m_arguments.isObject()) {
        const QString received = m_arguments.isArray() ? QStringLiteral("array")
            : m_arguments.isString()                    ? QStringLiteral("string")
            : m_arguments.isDouble()                    ? QStringLiteral("number")
            : m_arguments.isBool()                      ? QStringLiteral("boolean")
                                                        : QStringLiteral("null");
        DispatchStepResult result = stop(DispatchStep::ValidateArgs, code,
                                         QStringLiteral(": Expected object, received %1").arg(received));
        result.diagnostics.append(Diagnostic::error(QStringLiteral("json-schema-violation"),
                                                    tr("arguments must be a JSON object"),
                                                    SourceLocation::atPointer(file, QString())));
        return result;
    }
    const QJsonValue schema = m_row->functionDefinition.value(QStringLiteral("parameters"));
    DispatchStepResult result;
    result.facts = {{tr("Schema"), tr("functionDefinition.parameters of %1").arg(m_row->slug)}};
    const Diagnostics schemaProblems = JsonSchemaChecker::checkSchema(schema, file, QStringLiteral("/parameters"));
    if (hasErrors(schemaProblems)) {
        result.outcome = StepOutcome::Caution;
        result.message = tr("functionDefinition.parameters is not a valid JSON Schema, so the arguments cannot "
                            "be checked here.");
        result.diagnostics = schemaProblems;
        return result;
    }
    Diagnostics violations = JsonSchemaChecker::validate(m_arguments, schema, file, QString());
    checkFormats(m_arguments, schema, QString(), 0, violations);
    const bool cuidTrap = m_row->slug == QLatin1String("search_knowledge_base")
        && m_arguments.toObject().contains(QStringLiteral("document_id"));
    const QString cuidNote = tr("document_id is validated as a UUID, but Sunrise's document ids are cuids: a "
                                "real document id fails here with invalid_args.");
    if (!violations.isEmpty()) {
        QStringList parts;
        for (const Diagnostic &violation : violations)
            parts.append(zodPath(violation.location().jsonPointer) + QStringLiteral(": ") + violation.message());
        DispatchStepResult stopped = stop(DispatchStep::ValidateArgs, code, parts.join(QLatin1String("; ")));
        stopped.facts = result.facts;
        stopped.diagnostics = violations;
        if (cuidTrap)
            stopped.notes.append(cuidNote);
        return stopped;
    }
    result.outcome = StepOutcome::Passed;
    result.message = tr("The arguments match the parameters schema.");
    if (cuidTrap)
        result.notes.append(cuidNote);
    result.notes.append(tr("Sunrise validates with the capability class's own Zod schema; for the built-ins "
                           "the seeded functionDefinition equals the class's definition."));
    return result;
}

DispatchStepResult DispatchPipeline::bindingConfig()
{
    const QString slug = m_row->slug;
    DispatchStepResult result;
    if (!readsBindingConfig(slug)) {
        result.outcome = StepOutcome::NotApplicable;
        result.message = tr("\"%1\" reads no customConfig.").arg(slug);
        return result;
    }
    result.outcome = StepOutcome::Passed;
    result.message = tr("The binding's customConfig passes the checks %1 makes when it runs.").arg(slug);
    result.facts = {{tr("customConfig"), m_binding.customConfig.isNull() || m_binding.customConfig.isUndefined()
                                             ? tr("none")
                                             : QString::fromUtf8(JsonText::compact(m_binding.customConfig))},
                    {tr("Environment profile"), m_profile.name()}};
    if (m_synthetic) {
        result.notes.append(!isWorkflow() ? tr("No binding row: the capability runs with no customConfig.")
                                     : tr("A workflow step's synthetic binding has no customConfig."));
    }
    result.notes.append(tr("These four built-ins read customConfig from the database on every call (no "
                           "cache), and Sunrise checks it only then: saving a binding checks nothing but "
                           "that it is an object."));

    const BindingCheck check = BindingRules::check(m_binding, *m_row, m_profile);
    QString stopCode;
    QString stopMessage;
    const auto stopWith = [&](const QString &code, const QString &message) {
        if (stopCode.isEmpty()) {
            stopCode = code;
            stopMessage = message;
        }
    };
    for (const Diagnostic &d : check.diagnostics) {
        const QString rule = d.ruleId();
        if (rule == QLatin1String("binding-capability-inactive") || rule == QLatin1String("binding-capability-quarantined")
            || rule == QLatin1String("binding-no-schema") || rule == QLatin1String("binding-rate-limit"))
            continue; // steps of their own, or not checked at call time
        result.diagnostics.append(d);
        if (d.severity() == Severity::Error)
            stopWith(QStringLiteral("invalid_binding"), d.message());
    }
    for (const EnvUse &use : check.env) {
        if (use.state == EnvState::Set)
            continue;
        if (use.templated) {
            stopWith(QStringLiteral("invalid_binding"),
                     QStringLiteral("Capability binding references env var \"%1\" which is not set").arg(use.name));
        } else if (use.pointer == QLatin1String("/auth/secret")) {
            stopWith(QStringLiteral("auth_failed"),
                     tr("The auth secret's environment variable %1 is not set (missing_auth_secret).").arg(use.name));
        } else if (result.outcome == StepOutcome::Passed) {
            result.outcome = StepOutcome::Caution;
            result.message = tr("%1 is not set in %2: the provider that needs it fails when used.")
                                 .arg(use.name, m_profile.name());
        }
    }
    if (stopCode.isEmpty() && slug == QLatin1String("call_external_api")) {
        checkExternalApiUrl(result);
        if (result.outcome == StepOutcome::Stopped)
            return result;
    }
    if (stopCode.isEmpty() && slug == QLatin1String("run_workflow")) {
        checkWorkflowAllowed(result);
        if (result.outcome == StepOutcome::Stopped)
            return result;
    }
    if (!stopCode.isEmpty()) {
        result.outcome = StepOutcome::Stopped;
        result.errorCode = stopCode;
        result.message = stopMessage;
    } else if (result.outcome == StepOutcome::Passed && !result.diagnostics.isEmpty()) {
        result.outcome = StepOutcome::Caution;
        result.message = result.diagnostics.constFirst().message();
    }
    return result;
}

void DispatchPipeline::checkExternalApiUrl(DispatchStepResult &result) const
{
    const QJsonObject config = m_binding.customConfig.toObject();
    const QJsonObject args = m_arguments.toObject();
    const auto stopHere = [&](const QString &code, const QString &message) {
        result.outcome = StepOutcome::Stopped;
        result.errorCode = code;
        result.message = message;
    };
    if (args.contains(QStringLiteral("multipart"))
        && config.value(QStringLiteral("auth")).toObject().value(QStringLiteral("type")).toString()
            == QLatin1String("hmac")) {
        stopHere(QStringLiteral("invalid_binding"), tr("hmac auth cannot sign a multipart body."));
        return;
    }
    QString url;
    QString origin;
    const QString forced = config.value(QStringLiteral("forcedUrl")).toString();
    if (!forced.isEmpty()) {
        const EnvTemplate::Resolution resolution = EnvTemplate::resolve(forced, m_profile.lookup());
        url = resolution.value;
        origin = tr("forcedUrl (the model's url is ignored)");
    } else {
        url = args.value(QStringLiteral("url")).toString();
        origin = tr("the model's url argument");
    }
    result.facts.append({tr("URL called"), url.isEmpty() ? tr("none") : tr("%1 — from %2").arg(url, origin)});
    if (url.isEmpty()) {
        stopHere(QStringLiteral("invalid_args"), tr("No URL anywhere: the binding has no forcedUrl and the "
                                                    "arguments have no url."));
        return;
    }
    const QJsonArray prefixes = config.value(QStringLiteral("allowedUrlPrefixes")).toArray();
    if (forced.isEmpty() && !prefixes.isEmpty()) {
        bool allowed = false;
        for (const QJsonValue &prefix : prefixes)
            allowed = allowed || url.startsWith(prefix.toString());
        if (!allowed) {
            stopHere(QStringLiteral("url_not_allowed"),
                     tr("%1 starts with none of allowedUrlPrefixes.").arg(url));
            return;
        }
    }
    const std::optional<QStringList> hosts = m_profile.allowedHosts();
    if (!hosts) {
        result.notes.append(tr("%1 does not define ORCHESTRATION_ALLOWED_HOSTS, so the host check cannot be "
                               "judged here; on the server an empty list blocks every host.")
                                .arg(m_profile.name()));
        if (result.outcome == StepOutcome::Passed) {
            result.outcome = StepOutcome::Caution;
            result.message = tr("The host allowlist is unknown in this environment profile.");
        }
        return;
    }
    const QString host = hostOf(url);
    result.facts.append({tr("ORCHESTRATION_ALLOWED_HOSTS"), hosts->join(QLatin1String(", "))});
    if (!hosts->contains(host) && !hosts->contains(u'[' + host + u']')) {
        stopHere(QStringLiteral("host_not_allowed"),
                 tr("Host \"%1\" is not in ORCHESTRATION_ALLOWED_HOSTS.").arg(host));
    }
}

void DispatchPipeline::checkWorkflowAllowed(DispatchStepResult &result) const
{
    const QJsonArray allowed = m_binding.customConfig.toObject().value(QStringLiteral("allowedWorkflowSlugs")).toArray();
    const QString requested = m_arguments.toObject().value(QStringLiteral("workflowSlug")).toString();
    QStringList slugs;
    for (const QJsonValue &slug : allowed)
        slugs.append(slug.toString());
    result.facts.append({tr("allowedWorkflowSlugs"), slugs.join(QLatin1String(", "))});
    if (!requested.isEmpty() && !slugs.contains(requested)) {
        result.outcome = StepOutcome::Stopped;
        result.errorCode = QStringLiteral("workflow_not_allowed");
        result.message = tr("Workflow \"%1\" is not in allowedWorkflowSlugs.").arg(requested);
    }
}

} // namespace capstudio
