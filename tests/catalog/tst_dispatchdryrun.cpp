// The dispatch dry-run: one row per pipeline step that can stop a call, each built on the
// same small workspace with one thing changed, asserting the step and Sunrise's code; then
// argument-validation rows for each JSON Schema keyword the built-in capabilities use.
#include "catalog/dispatchdryrun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <functional>

using namespace capstudio;

namespace {

const QString Concierge = QStringLiteral("cagentconcierge0000000001");
const QString Ops = QStringLiteral("cagentops0000000000000001");
const QString LookupOrderId = QStringLiteral("ccaplookuporder0000000001");
const QString ExternalApiId = QStringLiteral("ccapexternalapi0000000001");
const QString RunWorkflowId = QStringLiteral("ccaprunworkflow0000000001");
const QString SearchId = QStringLiteral("ccapsearch000000000000001");

QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(text).object();
}

Capability capability(const QString &id, const QString &slug, const QJsonObject &parameters,
                      std::optional<int> rateLimit)
{
    Capability row;
    row.id = id;
    row.slug = slug;
    row.name = slug;
    row.description = QStringLiteral("Does ") + slug;
    row.category = QStringLiteral("test");
    row.executionHandler = QStringLiteral("TestCapability");
    row.functionDefinition = QJsonObject{{QStringLiteral("name"), slug},
                                         {QStringLiteral("description"), QStringLiteral("d")},
                                         {QStringLiteral("parameters"), parameters}};
    row.rateLimit = rateLimit;
    return row;
}

AgentBinding binding(const QString &id, const QString &agentId, const QString &capabilityId,
                     const QJsonValue &config = QJsonValue::Null, std::optional<int> rateLimit = std::nullopt)
{
    AgentBinding row;
    row.id = id;
    row.agentId = agentId;
    row.capabilityId = capabilityId;
    row.customConfig = config;
    row.customRateLimit = rateLimit;
    return row;
}

Agent agent(const QString &id, const QString &slug)
{
    Agent row;
    row.id = id;
    row.slug = slug;
    row.name = slug;
    return row;
}

// Everything one dry-run reads; each row of the test changes one thing.
struct Fixture
{
    DispatchScenario scenario;
    DispatchCatalog catalog;
    EnvProfile profile;

    Capability &row(const QString &id)
    {
        for (Capability &capability : catalog.capabilities) {
            if (capability.id == id)
                return capability;
        }
        qFatal("no capability %s", qPrintable(id));
    }
    AgentBinding &bindingOf(const QString &agentId, const QString &capabilityId)
    {
        for (AgentBinding &row : catalog.bindings) {
            if (row.agentId == agentId && row.capabilityId == capabilityId)
                return row;
        }
        qFatal("no binding %s/%s", qPrintable(agentId), qPrintable(capabilityId));
    }
    void removeBinding(const QString &agentId, const QString &capabilityId)
    {
        catalog.bindings.removeIf([&](const AgentBinding &row) {
            return row.agentId == agentId && row.capabilityId == capabilityId;
        });
    }
    void callExternalApi(const char *arguments)
    {
        scenario.capabilitySlug = QStringLiteral("call_external_api");
        scenario.argumentsText = QString::fromUtf8(arguments);
    }
};

// A chat call from support-concierge to lookup_order that passes every step.
Fixture baseline()
{
    Fixture f;
    f.catalog.agents = {agent(Concierge, QStringLiteral("support-concierge")), agent(Ops, QStringLiteral("ops-runner"))};
    f.catalog.capabilities = {
        capability(LookupOrderId, QStringLiteral("lookup_order"),
                   json(R"({"type":"object","required":["orderId"],"additionalProperties":false,
                            "properties":{"orderId":{"type":"string","minLength":1,"maxLength":12},
                                          "includeItems":{"type":"boolean"}}})"),
                   30),
        capability(ExternalApiId, QStringLiteral("call_external_api"),
                   json(R"({"type":"object","required":["method"],
                            "properties":{"url":{"type":"string"},
                                          "method":{"type":"string","enum":["GET","POST","PUT","PATCH","DELETE"]},
                                          "body":{},"multipart":{"type":"object"}}})"),
                   60),
        capability(RunWorkflowId, QStringLiteral("run_workflow"),
                   json(R"({"type":"object","required":["workflowSlug"],
                            "properties":{"workflowSlug":{"type":"string"},"input":{"type":"object"}}})"),
                   30),
        capability(SearchId, QStringLiteral("search_knowledge_base"),
                   json(R"({"type":"object","required":["query"],
                            "properties":{"query":{"type":"string","minLength":1,"maxLength":500},
                                          "document_id":{"type":"string","format":"uuid"},
                                          "pattern_number":{"type":"integer","minimum":1,"maximum":999}}})"),
                   std::nullopt),
    };
    f.catalog.bindings = {
        binding(QStringLiteral("cbind1"), Concierge, LookupOrderId),
        binding(QStringLiteral("cbind2"), Concierge, ExternalApiId,
                json(R"({"forcedUrl":"${env:EMAIL_GATEWAY_URL}","forcedHeaders":{"X-Tenant":"${env:EMAIL_TENANT_ID}"},
                         "auth":{"type":"bearer","secret":"EMAIL_GATEWAY_TOKEN"}})"),
                20),
        binding(QStringLiteral("cbind3"), Ops, RunWorkflowId,
                json(R"({"allowedWorkflowSlugs":["nightly-report"]})")),
        binding(QStringLiteral("cbind4"), Concierge, SearchId),
    };
    f.profile = EnvProfile::fromDotEnv(QStringLiteral("production"),
                                       "EMAIL_GATEWAY_URL=https://mail.example.com/v1/send\n"
                                       "EMAIL_TENANT_ID=tenant-7\n"
                                       "EMAIL_GATEWAY_TOKEN=secret\n"
                                       "ORCHESTRATION_ALLOWED_HOSTS=mail.example.com,api.example.com\n",
                                       QStringLiteral("production.env"));
    f.scenario.caller = DispatchCaller::ChatAgent;
    f.scenario.agentId = Concierge;
    f.scenario.capabilitySlug = QStringLiteral("lookup_order");
    f.scenario.argumentsText = QStringLiteral(R"({"orderId":"A-1001"})");
    f.scenario.deployment.extraHandlers = {QStringLiteral("lookup_order")};
    f.scenario.deployment.at = QDateTime(QDate(2026, 12, 3), QTime(9, 0), Qt::UTC);
    return f;
}

void asWorkflow(Fixture &f)
{
    f.scenario.caller = DispatchCaller::WorkflowStep;
    f.scenario.workflowId = QStringLiteral("wf-nightly");
    f.scenario.stepId = QStringLiteral("fetch-order");
}

const DispatchStepResult &stepOf(const DispatchVerdict &verdict, DispatchStep step)
{
    for (const DispatchStepResult &result : verdict.steps) {
        if (result.step == step)
            return result;
    }
    qFatal("step missing");
}

using Change = std::function<void(Fixture &)>;

} // namespace

Q_DECLARE_METATYPE(Change)
Q_DECLARE_METATYPE(DispatchStep)

class tst_DispatchDryRun : public QObject
{
    Q_OBJECT

private slots:
    void baselineRuns();
    void stops_data();
    void stops();
    void argumentKeywords_data();
    void argumentKeywords();
    void everyStepAfterAStopIsNotReached();
    void workflowCallerSkipsChatChecks();
    void stepDispatchCache();
    void rateLimitCaveatNamesOtherAgents();
    void missingBindingRowIsNotARevocation();
    void expiredQuarantineCountsAsActive();
    void approvalCarriesMetadata();
    void verdictRoundTripAndCompare();
    void scenarioRoundTrip();
    void scenarioRejectsWrongTypes_data();
    void scenarioRejectsWrongTypes();
    void advertisableSlugs_data();
    void advertisableSlugs();
};

void tst_DispatchDryRun::baselineRuns()
{
    const Fixture f = baseline();
    const DispatchVerdict verdict = DispatchDryRun::run(f.scenario, f.catalog, f.profile);
    QVERIFY2(verdict.wouldRun(), qPrintable(verdict.summary()));
    QCOMPARE(verdict.code(), QString());
    QCOMPARE(verdict.steps.size(), 14);
    for (const DispatchStepResult &result : verdict.steps) {
        QVERIFY2(result.outcome == StepOutcome::Passed || result.outcome == StepOutcome::NotApplicable
                     || result.outcome == StepOutcome::Caution,
                 qPrintable(DispatchStepResult::title(result.step)));
    }
    QCOMPARE(stepOf(verdict, DispatchStep::RateLimit).outcome, StepOutcome::Passed);
    QCOMPARE(stepOf(verdict, DispatchStep::BindingConfig).outcome, StepOutcome::NotApplicable);
    QCOMPARE(stepOf(verdict, DispatchStep::GuardAndScope).outcome, StepOutcome::NotApplicable);
}

void tst_DispatchDryRun::stops_data()
{
    QTest::addColumn<Change>("change");
    QTest::addColumn<DispatchStep>("step");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("messagePart");

    const auto row = [](const char *name, Change change, DispatchStep step, const char *code, const char *part) {
        QTest::newRow(name) << change << step << QString::fromLatin1(code) << QString::fromUtf8(part);
    };
    const DispatchStep advertised = DispatchStep::Advertised;
    row("chat: unknown agent", [](Fixture &f) { f.scenario.agentId = QStringLiteral("nobody"); }, advertised,
        "tool_not_advertised", "no agent");
    row("chat: no binding row", [](Fixture &f) { f.removeBinding(Concierge, LookupOrderId); }, advertised,
        "tool_not_advertised", "no binding row");
    row("chat: binding disabled", [](Fixture &f) { f.bindingOf(Concierge, LookupOrderId).isEnabled = false; },
        advertised, "tool_not_advertised", "disabled");
    row("chat: capability inactive", [](Fixture &f) { f.row(LookupOrderId).isActive = false; }, advertised,
        "tool_not_advertised", "inactive");
    row("chat: no handler registered", [](Fixture &f) { f.scenario.deployment.extraHandlers.clear(); }, advertised,
        "tool_not_advertised", "no code");
    row("chat: slug is no tool name",
        [](Fixture &f) {
            f.row(LookupOrderId).slug = QStringLiteral("lookup.order");
            f.scenario.capabilitySlug = QStringLiteral("lookup.order");
            f.scenario.deployment.extraHandlers = {QStringLiteral("lookup.order")};
        },
        advertised, "tool_not_advertised", "not a valid tool name");
    row("chat: two failures this turn", [](Fixture &f) { f.scenario.deployment.failuresThisTurn = 2; },
        DispatchStep::TurnLimit, "tool_unavailable", "2 times");
    row("workflow: no handler",
        [](Fixture &f) {
            asWorkflow(f);
            f.scenario.deployment.extraHandlers.clear();
        },
        DispatchStep::HandlerLookup, "unknown_capability", "lookup_order");
    row("workflow: api row without code",
        [](Fixture &f) {
            asWorkflow(f);
            f.row(LookupOrderId).executionType = QStringLiteral("api");
            f.row(LookupOrderId).executionHandler = QStringLiteral("https://orders.example.com/lookup");
            f.scenario.deployment.extraHandlers.clear();
        },
        DispatchStep::HandlerLookup, "unknown_capability", "No code");
    row("workflow: capability inactive",
        [](Fixture &f) {
            asWorkflow(f);
            f.row(LookupOrderId).isActive = false;
        },
        DispatchStep::RegistryLookup, "capability_inactive", "inactive");
    row("workflow: built-in without a row",
        [](Fixture &f) {
            asWorkflow(f);
            f.scenario.capabilitySlug = QStringLiteral("escalate_to_human");
        },
        DispatchStep::RegistryLookup, "capability_inactive", "No capability row");
    row("workflow: functionDefinition does not load",
        [](Fixture &f) {
            asWorkflow(f);
            QJsonObject definition = f.row(LookupOrderId).functionDefinition;
            definition.remove(QStringLiteral("parameters"));
            f.row(LookupOrderId).functionDefinition = definition;
        },
        DispatchStep::RegistryLookup, "capability_inactive", "skipped");
    row("hard quarantine",
        [](Fixture &f) {
            f.row(LookupOrderId).quarantineState = QStringLiteral("quarantined-hard");
            f.row(LookupOrderId).quarantineReason = QStringLiteral("vendor outage");
        },
        DispatchStep::Quarantine, "capability_quarantined", "is quarantined.");
    row("soft quarantine shows its reason",
        [](Fixture &f) {
            f.row(LookupOrderId).quarantineState = QStringLiteral("quarantined-soft");
            f.row(LookupOrderId).quarantineReason = QStringLiteral("vendor outage");
        },
        DispatchStep::Quarantine, "capability_quarantined", "vendor outage");
    row("direct: binding disabled",
        [](Fixture &f) {
            f.scenario.caller = DispatchCaller::AgentDirect;
            f.bindingOf(Concierge, LookupOrderId).isEnabled = false;
        },
        DispatchStep::Binding, "capability_disabled_for_agent", "disabled for support-concierge");
    row("direct: strict mode without a row",
        [](Fixture &f) {
            f.scenario.caller = DispatchCaller::AgentDirect;
            f.scenario.deployment.bindingMode = BindingMode::Strict;
            f.removeBinding(Concierge, LookupOrderId);
        },
        DispatchStep::Binding, "capability_disabled_for_agent", "strict");
    row("rate limit of the capability reached", [](Fixture &f) { f.scenario.deployment.recentCalls = 30; },
        DispatchStep::RateLimit, "rate_limited", "Rate limit exceeded for capability lookup_order (30/min)");
    row("customRateLimit wins over rateLimit",
        [](Fixture &f) {
            f.callExternalApi(R"({"method":"POST"})");
            f.scenario.deployment.recentCalls = 20;
        },
        DispatchStep::RateLimit, "rate_limited", "Rate limit exceeded for capability call_external_api (20/min)");
    row("requires approval", [](Fixture &f) { f.row(LookupOrderId).requiresApproval = true; },
        DispatchStep::Approval, "requires_approval", "requires approval");
    row("arguments are not JSON", [](Fixture &f) { f.scenario.argumentsText = QStringLiteral("{\"orderId\": "); },
        DispatchStep::ValidateArgs, "invalid_args", "not JSON");
    row("arguments are an array", [](Fixture &f) { f.scenario.argumentsText = QStringLiteral("[1]"); },
        DispatchStep::ValidateArgs, "invalid_args", "Expected object, received array");
    row("required argument missing", [](Fixture &f) { f.scenario.argumentsText = QStringLiteral("{}"); },
        DispatchStep::ValidateArgs, "invalid_args", "orderId");
    row("workflow: run_workflow has no config",
        [](Fixture &f) {
            asWorkflow(f);
            f.scenario.capabilitySlug = QStringLiteral("run_workflow");
            f.scenario.argumentsText = QStringLiteral(R"({"workflowSlug":"nightly-report"})");
        },
        DispatchStep::BindingConfig, "invalid_binding", "");
    row("binding config breaks its schema",
        [](Fixture &f) {
            f.callExternalApi(R"({"method":"POST"})");
            QJsonObject config = f.bindingOf(Concierge, ExternalApiId).customConfig.toObject();
            config.insert(QStringLiteral("timeoutMs"), -5);
            f.bindingOf(Concierge, ExternalApiId).customConfig = config;
        },
        DispatchStep::BindingConfig, "invalid_binding", "timeoutMs");
    row("templated env var missing",
        [](Fixture &f) {
            f.callExternalApi(R"({"method":"POST"})");
            f.profile = EnvProfile::fromDotEnv(QStringLiteral("staging"),
                                               "EMAIL_GATEWAY_URL=https://mail.example.com/v1/send\n"
                                               "EMAIL_TENANT_ID=\n"
                                               "EMAIL_GATEWAY_TOKEN=secret\n"
                                               "ORCHESTRATION_ALLOWED_HOSTS=mail.example.com\n",
                                               QStringLiteral("staging.env"));
        },
        DispatchStep::BindingConfig, "invalid_binding",
        "Capability binding references env var \"EMAIL_TENANT_ID\" which is not set");
    row("auth secret missing",
        [](Fixture &f) {
            f.callExternalApi(R"({"method":"POST"})");
            f.profile = EnvProfile::fromDotEnv(QStringLiteral("staging"),
                                               "EMAIL_GATEWAY_URL=https://mail.example.com/v1/send\n"
                                               "EMAIL_TENANT_ID=tenant-7\n"
                                               "ORCHESTRATION_ALLOWED_HOSTS=mail.example.com\n",
                                               QStringLiteral("staging.env"));
        },
        DispatchStep::BindingConfig, "auth_failed", "EMAIL_GATEWAY_TOKEN");
    row("multipart with hmac auth",
        [](Fixture &f) {
            f.callExternalApi(R"({"method":"POST","multipart":{"files":[]}})");
            f.bindingOf(Concierge, ExternalApiId).customConfig =
                json(R"({"forcedUrl":"https://mail.example.com/v1/send","auth":{"type":"hmac","secret":"EMAIL_GATEWAY_TOKEN"}})");
        },
        DispatchStep::BindingConfig, "invalid_binding", "multipart");
    row("no URL anywhere",
        [](Fixture &f) {
            f.callExternalApi(R"({"method":"GET"})");
            f.bindingOf(Concierge, ExternalApiId).customConfig = QJsonValue::Null;
        },
        DispatchStep::BindingConfig, "invalid_args", "No URL");
    row("url outside allowedUrlPrefixes",
        [](Fixture &f) {
            f.callExternalApi(R"({"method":"GET","url":"https://evil.example.net/x"})");
            f.bindingOf(Concierge, ExternalApiId).customConfig =
                json(R"({"allowedUrlPrefixes":["https://api.example.com/"]})");
        },
        DispatchStep::BindingConfig, "url_not_allowed", "allowedUrlPrefixes");
    row("host outside ORCHESTRATION_ALLOWED_HOSTS",
        [](Fixture &f) {
            f.callExternalApi(R"({"method":"GET","url":"https://other.example.org/x"})");
            f.bindingOf(Concierge, ExternalApiId).customConfig = QJsonValue::Null;
        },
        DispatchStep::BindingConfig, "host_not_allowed", "other.example.org");
    row("workflow outside allowedWorkflowSlugs",
        [](Fixture &f) {
            f.scenario.agentId = Ops;
            f.scenario.capabilitySlug = QStringLiteral("run_workflow");
            f.scenario.argumentsText = QStringLiteral(R"({"workflowSlug":"delete-everything"})");
        },
        DispatchStep::BindingConfig, "workflow_not_allowed", "delete-everything");
}

void tst_DispatchDryRun::stops()
{
    QFETCH(Change, change);
    QFETCH(DispatchStep, step);
    QFETCH(QString, code);
    QFETCH(QString, messagePart);

    Fixture f = baseline();
    change(f);
    const DispatchVerdict verdict = DispatchDryRun::run(f.scenario, f.catalog, f.profile);
    const DispatchStepResult *stopped = verdict.stoppedAt();
    QVERIFY2(stopped, qPrintable(verdict.summary()));
    QCOMPARE(DispatchStepResult::title(stopped->step), DispatchStepResult::title(step));
    QCOMPARE(stopped->errorCode, code);
    QCOMPARE(verdict.code(), code);
    QVERIFY2(stopped->message.contains(messagePart), qPrintable(stopped->message));
    QVERIFY(verdict.summary().contains(code));
}

void tst_DispatchDryRun::argumentKeywords_data()
{
    QTest::addColumn<QString>("slug");
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QString>("pointer"); // empty: the arguments pass

    const auto row = [](const char *name, const char *slug, const char *arguments, const char *pointer) {
        QTest::newRow(name) << QString::fromLatin1(slug) << QString::fromUtf8(arguments) << QString::fromLatin1(pointer);
    };
    row("type: string given a number", "lookup_order", R"({"orderId":7})", "/orderId");
    row("type: boolean given a string", "lookup_order", R"({"orderId":"A","includeItems":"yes"})", "/includeItems");
    row("type: integer given a fraction", "search_knowledge_base", R"({"query":"q","pattern_number":1.5})",
        "/pattern_number");
    row("required", "search_knowledge_base", R"({"pattern_number":3})", "");
    row("minLength", "lookup_order", R"({"orderId":""})", "/orderId");
    row("maxLength", "lookup_order", R"({"orderId":"0123456789abc"})", "/orderId");
    row("minimum", "search_knowledge_base", R"({"query":"q","pattern_number":0})", "/pattern_number");
    row("maximum", "search_knowledge_base", R"({"query":"q","pattern_number":1000})", "/pattern_number");
    row("enum", "call_external_api", R"({"method":"FETCH","url":"https://api.example.com/"})", "/method");
    row("additionalProperties: false", "lookup_order", R"({"orderId":"A","extra":1})", "");
    row("format: uuid", "search_knowledge_base", R"({"query":"q","document_id":"clx0k2m8q0000abcd1234efgh"})",
        "/document_id");
    row("format: uuid accepted", "search_knowledge_base",
        R"({"query":"q","document_id":"123e4567-e89b-12d3-a456-426614174000"})", "-");
    row("all keywords satisfied", "search_knowledge_base", R"({"query":"q","pattern_number":999})", "-");
}

void tst_DispatchDryRun::argumentKeywords()
{
    QFETCH(QString, slug);
    QFETCH(QString, arguments);
    QFETCH(QString, pointer);

    Fixture f = baseline();
    f.scenario.capabilitySlug = slug;
    f.scenario.argumentsText = arguments;
    f.bindingOf(Concierge, ExternalApiId).customConfig = QJsonValue::Null; // URL from the arguments
    const DispatchVerdict verdict = DispatchDryRun::run(f.scenario, f.catalog, f.profile);
    const DispatchStepResult &validate = stepOf(verdict, DispatchStep::ValidateArgs);
    if (pointer == QLatin1String("-")) {
        QCOMPARE(validate.outcome, StepOutcome::Passed);
        QVERIFY(validate.diagnostics.isEmpty());
        return;
    }
    QCOMPARE(validate.outcome, StepOutcome::Stopped);
    QCOMPARE(validate.errorCode, QStringLiteral("invalid_args"));
    QVERIFY(!validate.diagnostics.isEmpty());
    QStringList pointers;
    for (const Diagnostic &d : validate.diagnostics)
        pointers.append(d.location().jsonPointer);
    QVERIFY2(pointers.contains(pointer), qPrintable(pointers.join(u' ')));
    // Zod's message form: "path: message"; the root path is empty.
    const QString path = pointer.mid(1).replace(u'/', u'.');
    QVERIFY2(validate.message.startsWith(path + QStringLiteral(": ")), qPrintable(validate.message));
    if (slug == QLatin1String("search_knowledge_base") && arguments.contains(QLatin1String("document_id")))
        QVERIFY(validate.notes.join(u' ').contains(QLatin1String("cuid")));
}

void tst_DispatchDryRun::everyStepAfterAStopIsNotReached()
{
    Fixture f = baseline();
    f.row(LookupOrderId).requiresApproval = true;
    const DispatchVerdict verdict = DispatchDryRun::run(f.scenario, f.catalog, f.profile);
    bool after = false;
    for (const DispatchStepResult &result : verdict.steps) {
        if (after)
            QCOMPARE(result.outcome, StepOutcome::NotReached);
        after = after || result.outcome == StepOutcome::Stopped;
    }
    QVERIFY(after);
    QCOMPARE(verdict.stoppedAt()->step, DispatchStep::Approval);
}

void tst_DispatchDryRun::workflowCallerSkipsChatChecks()
{
    Fixture f = baseline();
    asWorkflow(f);
    f.bindingOf(Concierge, LookupOrderId).isEnabled = false; // bindings do not apply to workflows
    const DispatchVerdict verdict = DispatchDryRun::run(f.scenario, f.catalog, f.profile);
    QVERIFY2(verdict.wouldRun(), qPrintable(verdict.summary()));
    QCOMPARE(stepOf(verdict, DispatchStep::Advertised).outcome, StepOutcome::NotApplicable);
    QCOMPARE(stepOf(verdict, DispatchStep::TurnLimit).outcome, StepOutcome::NotApplicable);
    const DispatchStepResult &binding = stepOf(verdict, DispatchStep::Binding);
    QCOMPARE(binding.outcome, StepOutcome::Passed);
    QVERIFY(binding.facts.contains(DispatchFact{QStringLiteral("Dispatch agent id"), QStringLiteral("workflow:wf-nightly")}));
    QVERIFY(binding.message.contains(QLatin1String("synthetic")));
}

void tst_DispatchDryRun::stepDispatchCache()
{
    Fixture f = baseline();
    asWorkflow(f);
    f.scenario.executionId = QStringLiteral("exec-42");
    DispatchVerdict verdict = DispatchDryRun::run(f.scenario, f.catalog, f.profile);
    QString facts;
    for (const DispatchFact &fact : stepOf(verdict, DispatchStep::Execute).facts)
        facts += fact.label + u'=' + fact.value + u'\n';
    QVERIFY2(facts.contains(QLatin1String("ai_workflow_step_dispatch under (exec-42, fetch-order)")), qPrintable(facts));

    f.row(LookupOrderId).isIdempotent = true;
    verdict = DispatchDryRun::run(f.scenario, f.catalog, f.profile);
    facts.clear();
    for (const DispatchFact &fact : stepOf(verdict, DispatchStep::Execute).facts)
        facts += fact.label + u'=' + fact.value + u'\n';
    QVERIFY2(facts.contains(QLatin1String("skipped")), qPrintable(facts));
    QVERIFY(!facts.contains(QLatin1String("exec-42")));
}

void tst_DispatchDryRun::rateLimitCaveatNamesOtherAgents()
{
    Fixture f = baseline();
    f.catalog.bindings.append(binding(QStringLiteral("cbind9"), Ops, LookupOrderId, QJsonValue::Null, 5));
    const DispatchVerdict verdict = DispatchDryRun::run(f.scenario, f.catalog, f.profile);
    const DispatchStepResult &rate = stepOf(verdict, DispatchStep::RateLimit);
    QCOMPARE(rate.outcome, StepOutcome::Caution);
    bool named = false;
    for (const DispatchFact &fact : rate.facts)
        named = named || fact.value.contains(QLatin1String("ops-runner: 5/min"));
    QVERIFY(named);
    // The same limit elsewhere is no caveat.
    f.catalog.bindings.last().customRateLimit = 30;
    QCOMPARE(stepOf(DispatchDryRun::run(f.scenario, f.catalog, f.profile), DispatchStep::RateLimit).outcome,
             StepOutcome::Passed);
}

void tst_DispatchDryRun::missingBindingRowIsNotARevocation()
{
    Fixture f = baseline();
    f.removeBinding(Concierge, LookupOrderId);
    // Chat: not offered, and the note says why that is no revocation.
    DispatchVerdict verdict = DispatchDryRun::run(f.scenario, f.catalog, f.profile);
    QCOMPARE(verdict.code(), QStringLiteral("tool_not_advertised"));
    QVERIFY(stepOf(verdict, DispatchStep::Advertised).notes.join(u' ').contains(QLatin1String("Only a disabled")));
    // The dispatcher itself lets it through in permissive mode.
    f.scenario.caller = DispatchCaller::AgentDirect;
    verdict = DispatchDryRun::run(f.scenario, f.catalog, f.profile);
    QVERIFY2(verdict.wouldRun(), qPrintable(verdict.summary()));
    QCOMPARE(stepOf(verdict, DispatchStep::Binding).outcome, StepOutcome::Caution);
}

void tst_DispatchDryRun::expiredQuarantineCountsAsActive()
{
    Fixture f = baseline();
    f.row(LookupOrderId).quarantineState = QStringLiteral("quarantined-hard");
    f.row(LookupOrderId).quarantineUntil = f.scenario.deployment.at.addSecs(-1);
    DispatchVerdict verdict = DispatchDryRun::run(f.scenario, f.catalog, f.profile);
    QVERIFY2(verdict.wouldRun(), qPrintable(verdict.summary()));
    f.row(LookupOrderId).quarantineUntil = f.scenario.deployment.at.addSecs(1);
    verdict = DispatchDryRun::run(f.scenario, f.catalog, f.profile);
    QCOMPARE(verdict.code(), QStringLiteral("capability_quarantined"));
    QVERIFY(verdict.stoppedAt()->skipFollowup);
    QVERIFY(!verdict.stoppedAt()->message.contains(QLatin1String("vendor")));
    // An unknown state counts as active.
    f.row(LookupOrderId).quarantineState = QStringLiteral("under-review");
    QVERIFY(DispatchDryRun::run(f.scenario, f.catalog, f.profile).wouldRun());
}

void tst_DispatchDryRun::approvalCarriesMetadata()
{
    Fixture f = baseline();
    f.row(LookupOrderId).requiresApproval = true;
    f.row(LookupOrderId).approvalTimeoutMs = 120000;
    const DispatchVerdict verdict = DispatchDryRun::run(f.scenario, f.catalog, f.profile);
    const DispatchStepResult &approval = stepOf(verdict, DispatchStep::Approval);
    QVERIFY(approval.skipFollowup);
    QVERIFY(approval.facts.contains(DispatchFact{QStringLiteral("metadata.timeoutMs"), QStringLiteral("120000")}));
    QVERIFY(approval.facts.contains(DispatchFact{QStringLiteral("metadata.defaultAction"), QStringLiteral("deny")}));
    QVERIFY(approval.notes.join(u' ').contains(QLatin1String("Nothing in Sunrise consumes")));
}

void tst_DispatchDryRun::verdictRoundTripAndCompare()
{
    Fixture f = baseline();
    const DispatchVerdict passing = DispatchDryRun::run(f.scenario, f.catalog, f.profile);
    const DispatchVerdict reread = DispatchVerdict::fromJson(passing.toJson());
    QCOMPARE(reread.steps.size(), passing.steps.size());
    QVERIFY(DispatchDryRun::compare(passing, reread).isEmpty());

    f.scenario.deployment.recentCalls = 30;
    const DispatchVerdict limited = DispatchDryRun::run(f.scenario, f.catalog, f.profile);
    const QList<VerdictChange> changes = DispatchDryRun::compare(reread, limited);
    QVERIFY(!changes.isEmpty());
    QCOMPARE(changes.first().step, DispatchStep::RateLimit);
    QCOMPARE(changes.first().before, StepOutcome::Passed);
    QCOMPARE(changes.first().after, StepOutcome::Stopped);
    QCOMPARE(changes.first().codeAfter, QStringLiteral("rate_limited"));
    // The steps after the stop changed too (passed → not reached).
    QVERIFY(changes.size() > 1);
    QCOMPARE(changes.last().after, StepOutcome::NotReached);
}

void tst_DispatchDryRun::scenarioRoundTrip()
{
    Fixture f = baseline();
    f.scenario.name = QStringLiteral("Refund lookups at peak");
    f.scenario.deployment.bindingMode = BindingMode::Strict;
    f.scenario.deployment.recentCalls = 12;
    f.scenario.deployment.failuresThisTurn = 1;
    Expected<DispatchScenario> read = DispatchScenario::fromJson(f.scenario.toJson());
    QVERIFY(read.ok());
    QCOMPARE(read.value(), f.scenario);

    asWorkflow(f);
    f.scenario.executionId = QStringLiteral("exec-1");
    read = DispatchScenario::fromJson(f.scenario.toJson());
    QVERIFY(read.ok());
    QCOMPARE(read.value().dispatchAgentId(), QStringLiteral("workflow:wf-nightly"));
    QCOMPARE(read.value(), f.scenario);
}

void tst_DispatchDryRun::scenarioRejectsWrongTypes_data()
{
    QTest::addColumn<QString>("patch");
    QTest::addColumn<QString>("pointer");
    QTest::newRow("version") << R"({"version":2})" << "/version";
    QTest::newRow("caller") << R"({"caller":"robot"})" << "/caller";
    QTest::newRow("capability") << R"({"capability":5})" << "/capability";
    QTest::newRow("arguments") << R"({"arguments":{"a":1}})" << "/arguments";
    QTest::newRow("deployment") << R"({"deployment":[]})" << "/deployment";
    QTest::newRow("bindingMode") << R"({"deployment":{"bindingMode":"lenient"}})" << "/deployment/bindingMode";
    QTest::newRow("handler") << R"({"deployment":{"extraHandlers":["a",1]}})" << "/deployment/extraHandlers/1";
    QTest::newRow("recentCalls") << R"({"deployment":{"recentCalls":-1}})" << "/deployment/recentCalls";
    QTest::newRow("fractional") << R"({"deployment":{"failuresThisTurn":1.5}})" << "/deployment/failuresThisTurn";
    QTest::newRow("at") << R"({"deployment":{"at":"yesterday"}})" << "/deployment/at";
}

void tst_DispatchDryRun::scenarioRejectsWrongTypes()
{
    QFETCH(QString, patch);
    QFETCH(QString, pointer);
    QJsonObject object = baseline().scenario.toJson();
    const QJsonObject changes = QJsonDocument::fromJson(patch.toUtf8()).object();
    for (auto it = changes.begin(); it != changes.end(); ++it)
        object.insert(it.key(), it.value());
    const Expected<DispatchScenario> read = DispatchScenario::fromJson(object);
    QVERIFY(!read.ok());
    QVERIFY2(read.error().message.contains(pointer + QStringLiteral(": ")), qPrintable(read.error().message));
}

void tst_DispatchDryRun::advertisableSlugs_data()
{
    QTest::addColumn<QString>("slug");
    QTest::addColumn<bool>("ok");
    QTest::newRow("snake") << "call_external_api" << true;
    QTest::newRow("kebab") << "lookup-order" << true;
    QTest::newRow("64") << QString(64, u'a') << true;
    QTest::newRow("65") << QString(65, u'a') << false;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("dot") << "lookup.order" << false;
    QTest::newRow("newline") << "lookup\n" << false;
}

void tst_DispatchDryRun::advertisableSlugs()
{
    QFETCH(QString, slug);
    QFETCH(bool, ok);
    QCOMPARE(DispatchDryRun::isAdvertisableSlug(slug), ok);
}

QTEST_GUILESS_MAIN(tst_DispatchDryRun)
#include "tst_dispatchdryrun.moc"
