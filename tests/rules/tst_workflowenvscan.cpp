// Tests of WorkflowEnvScan: the `${env:VAR}` references of Sunrise workflow external_call
// steps (config url, header values; reference §5) in a workflow or an export of several.

#include <rules/workflowenvscan.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using capstudio::Diagnostic;
using capstudio::EnvProfile;
using capstudio::EnvState;
using capstudio::WorkflowEnvReference;
using capstudio::WorkflowEnvScan;
using capstudio::WorkflowEnvScanResult;
using capstudio::WorkflowFound;

namespace {

// The profile every row is checked against: SET_VAR has a value, EMPTY_VAR is empty, any
// other name is missing.
EnvProfile profile()
{
    capstudio::Diagnostics problems;
    const EnvProfile env = EnvProfile::fromDotEnv(QStringLiteral("test.env"),
                                                  "SET_VAR=https://api.example.com\nEMPTY_VAR=\n"
                                                  "TOKEN=abc\n",
                                                  QStringLiteral("test.env"), &problems);
    if (!problems.isEmpty())
        qFatal("bad .env in test data");
    return env;
}

QJsonValue parse(const QByteArray &text)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad JSON in test data: %s", text.constData());
    return document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
}

QStringList workflowsOf(const WorkflowEnvScanResult &result)
{
    QStringList list;
    for (const WorkflowFound &workflow : result.workflows)
        list.append(workflow.identity + u'@' + workflow.pointer);
    return list;
}

QStringList referencesOf(const WorkflowEnvScanResult &result)
{
    QStringList list;
    for (const WorkflowEnvReference &reference : result.references) {
        list.append(QStringList{reference.workflow, reference.stepId, reference.pointer, reference.name,
                                EnvProfile::stateName(reference.state)}
                        .join(u'|'));
    }
    return list;
}

QStringList diagnosticsOf(const WorkflowEnvScanResult &result)
{
    QStringList list;
    for (const Diagnostic &d : result.diagnostics) {
        list.append(capstudio::severityName(d.severity()) + u' ' + d.ruleId() + u' '
                    + d.location().jsonPointer);
    }
    return list;
}

// A step nested `depth` arrays deep under the first step's config, and its pointer.
std::pair<QJsonObject, QString> deepWorkflow(int depth)
{
    QJsonValue value = QJsonObject{{"id", "deep"}, {"type", "external_call"},
                                   {"config", QJsonObject{{"url", "${env:DEEP_URL}"}}}};
    QString pointer = QStringLiteral("/steps/0/config/branches");
    for (int i = 0; i < depth; ++i) {
        value = QJsonArray{value};
        pointer += QStringLiteral("/0");
    }
    const QJsonObject parallel{{"id", "fan"}, {"type", "parallel"}, {"config", QJsonObject{{"branches", value}}}};
    return {QJsonObject{{"slug", "deep"}, {"steps", QJsonArray{parallel}}}, pointer + QStringLiteral("/config/url")};
}

} // namespace

class TestWorkflowEnvScan : public QObject
{
    Q_OBJECT

private slots:
    void scan_data();
    void scan();
    void messages();
    void unresolvedEnvVars();
    void deepNesting_data();
    void deepNesting();
};

void TestWorkflowEnvScan::scan_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("shaped");
    QTest::addColumn<QStringList>("workflows");   // identity@pointer
    QTest::addColumn<QStringList>("references");  // workflow|step|pointer|NAME|state
    QTest::addColumn<QStringList>("diagnostics"); // severity rule pointer

    QTest::newRow("single workflow, top-level steps")
        << QByteArray(R"({"slug": "sync", "name": "Sync", "steps": [
               {"id": "start", "type": "llm_call", "config": {"prompt": "${env:NOT_TEMPLATED}"}},
               {"id": "fetch", "type": "external_call",
                "config": {"url": "${env:SET_VAR}/v1/${env:MISSING_PATH}?q={{input.q}}", "method": "GET"}}]})")
        << true << QStringList{"sync@"}
        << QStringList{"sync|fetch|/steps/1/config/url|SET_VAR|set",
                       "sync|fetch|/steps/1/config/url|MISSING_PATH|missing"}
        << QStringList{"warning workflow-env-missing /steps/1/config/url"};

    QTest::newRow("workflowDefinition of an API row, identity from name")
        << QByteArray(R"({"id": "cm1", "name": "Billing", "workflowDefinition": {"entryStepId": "a", "steps": [
               {"id": "a", "type": "external_call", "config": {"url": "https://x.example/",
                "headers": {"Authorization": "Bearer ${env:TOKEN}", "X-Tenant": "${env:EMPTY_VAR}"}}}]}})")
        << true << QStringList{"Billing@"}
        << QStringList{"Billing|a|/workflowDefinition/steps/0/config/headers/Authorization|TOKEN|set",
                       "Billing|a|/workflowDefinition/steps/0/config/headers/X-Tenant|EMPTY_VAR|empty"}
        << QStringList{"warning workflow-env-empty /workflowDefinition/steps/0/config/headers/X-Tenant"};

    QTest::newRow("definition key, identity from id")
        << QByteArray(R"({"id": "cm2", "definition": {"steps": [
               {"id": "b", "type": "external_call", "config": {"url": "${env:B_URL}"}}]}})")
        << true << QStringList{"cm2@"}
        << QStringList{"cm2|b|/definition/steps/0/config/url|B_URL|missing"}
        << QStringList{"warning workflow-env-missing /definition/steps/0/config/url"};

    QTest::newRow("export array, identity falls back to the pointer")
        << QByteArray(R"([{"slug": "one", "steps": [{"id": "s", "type": "external_call", "config": {"url": "${env:A}"}}]},
                          {"steps": [{"id": "t", "type": "external_call", "config": {"url": "${env:A}"}}]}])")
        << true << QStringList{"one@/0", "/1@/1"}
        << QStringList{"one|s|/0/steps/0/config/url|A|missing", "/1|t|/1/steps/0/config/url|A|missing"}
        << QStringList{"warning workflow-env-missing /0/steps/0/config/url",
                       "warning workflow-env-missing /1/steps/0/config/url"};

    QTest::newRow("workflows key")
        << QByteArray(R"({"exportedAt": "2026-05-18", "workflows": [
               {"slug": "w", "workflowDefinition": {"steps": [
                   {"id": "x", "type": "external_call", "config": {"url": "${env:SET_VAR}"}}]}}]})")
        << true << QStringList{"w@/workflows/0"}
        << QStringList{"w|x|/workflows/0/workflowDefinition/steps/0/config/url|SET_VAR|set"} << QStringList();

    QTest::newRow("envelope with a data array")
        << QByteArray(R"({"success": true, "data": [{"slug": "e", "workflowDefinition": {"steps": [
               {"id": "call", "type": "external_call", "config": {"url": "${env:E}"}}]}}],
               "meta": {"page": 1, "limit": 20, "total": 1, "totalPages": 1}})")
        << true << QStringList{"e@/data/0"}
        << QStringList{"e|call|/data/0/workflowDefinition/steps/0/config/url|E|missing"}
        << QStringList{"warning workflow-env-missing /data/0/workflowDefinition/steps/0/config/url"};

    QTest::newRow("envelope with one workflow")
        << QByteArray(R"({"success": true, "data": {"slug": "one", "steps": [
               {"id": "c", "type": "external_call", "config": {"headers": {"K": "${env:EMPTY_VAR}"}}}]}})")
        << true << QStringList{"one@/data"}
        << QStringList{"one|c|/data/steps/0/config/headers/K|EMPTY_VAR|empty"}
        << QStringList{"warning workflow-env-empty /data/steps/0/config/headers/K"};

    QTest::newRow("recorded exchange around an envelope")
        << QByteArray(R"({"request": {"method": "GET"}, "response": {"success": true, "data": {"workflows": [
               {"slug": "r", "steps": [{"id": "c", "type": "external_call", "config": {"url": "${env:R}"}}]}]}}})")
        << true << QStringList{"r@/response/data/workflows/0"}
        << QStringList{"r|c|/response/data/workflows/0/steps/0/config/url|R|missing"}
        << QStringList{"warning workflow-env-missing /response/data/workflows/0/steps/0/config/url"};

    QTest::newRow("nested parallel step")
        << QByteArray(R"({"slug": "par", "steps": [{"id": "fan", "type": "parallel", "config": {"branches": [
               [{"id": "left", "type": "llm_call"}],
               [{"id": "right", "type": "external_call", "config": {"url": "${env:RIGHT_URL}"}}]]}}]})")
        << true << QStringList{"par@"}
        << QStringList{"par|right|/steps/0/config/branches/1/0/config/url|RIGHT_URL|missing"}
        << QStringList{"warning workflow-env-missing /steps/0/config/branches/1/0/config/url"};

    QTest::newRow("malformed templates stay literal")
        << QByteArray(R"({"slug": "m", "steps": [{"id": "c", "type": "external_call", "config": {
               "url": "${env:lower}${env:}${env:HAS SPACE}${env:1ABC}${env:_X}${ENV:X}${ env:X }$env:Y",
               "headers": {"H": "${env:a}{{env:B}}"}}}]})")
        << true << QStringList{"m@"} << QStringList() << QStringList();

    QTest::newRow("header names are not scanned")
        << QByteArray(R"({"slug": "h", "steps": [{"id": "c", "type": "external_call", "config": {
               "headers": {"${env:IN_NAME}": "plain", "X-Key": "${env:IN_VALUE}", "X-Key~/": "${env:SET_VAR}"}}}]})")
        << true << QStringList{"h@"}
        << QStringList{"h|c|/steps/0/config/headers/X-Key|IN_VALUE|missing",
                       "h|c|/steps/0/config/headers/X-Key~0~1|SET_VAR|set"}
        << QStringList{"warning workflow-env-missing /steps/0/config/headers/X-Key"};

    QTest::newRow("untemplated fields are not scanned")
        << QByteArray(R"({"slug": "u", "steps": [{"id": "c", "type": "external_call", "config": {
               "url": "https://x.example/", "body": "${env:BODY}", "authSecret": "${env:SECRET}",
               "nested": {"url": "${env:NESTED}"}}}]})")
        << true << QStringList{"u@"} << QStringList() << QStringList();

    QTest::newRow("empty vs missing vs set, duplicates once per field")
        << QByteArray(R"({"slug": "s", "steps": [{"id": "c", "type": "external_call", "config": {
               "url": "${env:SET_VAR}/${env:EMPTY_VAR}/${env:NOPE}/${env:NOPE}",
               "headers": {"A": "${env:NOPE}"}}}]})")
        << true << QStringList{"s@"}
        << QStringList{"s|c|/steps/0/config/url|SET_VAR|set", "s|c|/steps/0/config/url|EMPTY_VAR|empty",
                       "s|c|/steps/0/config/url|NOPE|missing", "s|c|/steps/0/config/headers/A|NOPE|missing"}
        << QStringList{"warning workflow-env-empty /steps/0/config/url",
                       "warning workflow-env-missing /steps/0/config/url",
                       "warning workflow-env-missing /steps/0/config/headers/A"};

    QTest::newRow("wrong types")
        << QByteArray(R"([{"slug": "t", "steps": [
               {"id": "a", "type": "external_call", "config": "https://x.example/${env:A}"},
               {"id": "b", "type": "external_call", "config": {"url": 42, "headers": ["${env:B}"]}},
               {"id": "c", "type": "external_call", "config": {"url": null, "headers": {"N": 1, "O": {"v": "${env:C}"},
                "P": "${env:P}"}}}]},
               {"slug": "d", "workflowDefinition": "{\"steps\": []}"},
               {"slug": "e", "workflowDefinition": {"steps": {"0": {}}}}])")
        << true << QStringList{"t@/0", "d@/1", "e@/2"}
        << QStringList{"t|c|/0/steps/2/config/headers/P|P|missing"}
        << QStringList{"warning workflow-field-type /0/steps/0/config",
                       "warning workflow-field-type /0/steps/1/config/url",
                       "warning workflow-field-type /0/steps/1/config/headers",
                       "warning workflow-field-type /0/steps/2/config/url",
                       "warning workflow-field-type /0/steps/2/config/headers/N",
                       "warning workflow-field-type /0/steps/2/config/headers/O",
                       "warning workflow-env-missing /0/steps/2/config/headers/P",
                       "warning workflow-field-type /1/workflowDefinition",
                       "warning workflow-field-type /1",
                       "warning workflow-field-type /2/workflowDefinition/steps",
                       "warning workflow-field-type /2"};

    QTest::newRow("export items that are no workflows")
        << QByteArray(R"({"workflows": [7, {"slug": "plain"}, {"slug": "ok", "steps": []}]})")
        << true << QStringList{"plain@/workflows/1", "ok@/workflows/2"} << QStringList()
        << QStringList{"warning workflow-field-type /workflows/0", "warning workflow-field-type /workflows/1"};

    QTest::newRow("workflows not an array")
        << QByteArray(R"({"workflows": {"slug": "x"}})") << true << QStringList() << QStringList()
        << QStringList{"warning workflow-field-type /workflows"};

    QTest::newRow("step without id is named by its pointer")
        << QByteArray(R"({"slug": "n", "steps": [{"type": "external_call", "config": {"url": "${env:N}"}}]})")
        << true << QStringList{"n@"} << QStringList{"n|/steps/0|/steps/0/config/url|N|missing"}
        << QStringList{"warning workflow-env-missing /steps/0/config/url"};

    QTest::newRow("external_call objects that are not steps")
        << QByteArray(R"({"slug": "p", "steps": [], "sources": [{"type": "external_call", "reference": "${env:REF}",
               "url": "${env:REF}"}]})")
        << true << QStringList{"p@"} << QStringList() << QStringList();

    // Not workflow files: the binding layouts and anything else are left alone.
    QTest::newRow("binding envelope") << QByteArray(R"({"success": true, "data": [{"capabilitySlug": "x",
        "customConfig": {"forcedUrl": "${env:F}"}}]})") << false << QStringList() << QStringList() << QStringList();
    QTest::newRow("binding array") << QByteArray(R"([{"capabilitySlug": "x"}, 7])") << false << QStringList()
                                   << QStringList() << QStringList();
    QTest::newRow("agent bundle") << QByteArray(R"({"agent": {"id": "a"}, "bindings": []})") << false
                                  << QStringList() << QStringList() << QStringList();
    QTest::newRow("empty envelope") << QByteArray(R"({"success": true, "data": []})") << false << QStringList()
                                    << QStringList() << QStringList();
    QTest::newRow("empty array") << QByteArray("[]") << false << QStringList() << QStringList() << QStringList();
    QTest::newRow("unrelated object") << QByteArray(R"({"foo": {"steps": []}})") << false << QStringList()
                                      << QStringList() << QStringList();
}

void TestWorkflowEnvScan::scan()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, shaped);
    QFETCH(QStringList, workflows);
    QFETCH(QStringList, references);
    QFETCH(QStringList, diagnostics);

    const QJsonValue root = parse(json);
    QCOMPARE(WorkflowEnvScan::isWorkflowShaped(root), shaped);
    const WorkflowEnvScanResult result = WorkflowEnvScan::scan(root, profile(), QStringLiteral("wf.json"));
    QCOMPARE(result.workflowShaped, shaped);
    QCOMPARE(workflowsOf(result), workflows);
    QCOMPARE(referencesOf(result), references);
    QCOMPARE(diagnosticsOf(result), diagnostics);
    for (const Diagnostic &d : result.diagnostics) {
        QCOMPARE(d.location().file, QStringLiteral("wf.json"));
        QVERIFY(d.location().hasPointer);
    }
}

void TestWorkflowEnvScan::messages()
{
    const QJsonValue root = parse(R"({"slug": "billing-sync", "steps": [
        {"id": "fetch", "type": "external_call", "config": {"url": "${env:NOPE}", "headers": {"X-T": "${env:EMPTY_VAR}",
         "X-N": 5}}},
        {"type": "external_call", "config": {"url": false}}]})");
    const WorkflowEnvScanResult result = WorkflowEnvScan::scan(root, profile());
    QCOMPARE(result.diagnostics.size(), 4);
    QCOMPARE(result.externalCallSteps, 2);

    const QString missing = result.diagnostics.at(0).message();
    QVERIFY2(missing.startsWith("environment variable NOPE used by the url of external_call step \"fetch\" in "
                                "workflow \"billing-sync\" is not set in profile \"test.env\": "),
             qPrintable(missing));
    QVERIFY2(missing.contains("ExecutorError(\"fetch\", 'missing_env_var'), which is not retried"), qPrintable(missing));
    QVERIFY2(missing.contains("before {{…}} workflow interpolation"), qPrintable(missing));

    const QString typed = result.diagnostics.at(1).message();
    QCOMPARE(result.diagnostics.at(1).ruleId(), QStringLiteral("workflow-field-type"));
    QVERIFY2(typed.startsWith("header \"X-N\" of external_call step \"fetch\" in workflow \"billing-sync\" is a number"),
             qPrintable(typed));

    const QString empty = result.diagnostics.at(2).message();
    QVERIFY2(empty.startsWith("environment variable EMPTY_VAR used by the value of header \"X-T\" of external_call "
                              "step \"fetch\" in workflow \"billing-sync\" is empty in profile \"test.env\", which "
                              "Sunrise treats as unset"),
             qPrintable(empty));

    const QString noId = result.diagnostics.at(3).message();
    QVERIFY2(noId.startsWith("the url of the external_call step at /steps/1 (it has no id) in workflow "
                             "\"billing-sync\" is a boolean, expected a string"),
             qPrintable(noId));

    // A workflow without identity is named by where it is.
    const WorkflowEnvScanResult anonymous = WorkflowEnvScan::scan(
        parse(R"([{"steps": [{"id": "s", "type": "external_call", "config": {"url": "${env:Q}"}}]}])"), profile());
    QCOMPARE(anonymous.diagnostics.size(), 1);
    QVERIFY2(anonymous.diagnostics.at(0).message().contains("external_call step \"s\" in the workflow at /0 "),
             qPrintable(anonymous.diagnostics.at(0).message()));
}

void TestWorkflowEnvScan::unresolvedEnvVars()
{
    const WorkflowEnvScanResult result = WorkflowEnvScan::scan(
        parse(R"({"steps": [{"id": "a", "type": "external_call", "config": {"url": "${env:B}${env:SET_VAR}",
                  "headers": {"H": "${env:EMPTY_VAR}${env:B}"}}}]})"),
        profile());
    QCOMPARE(result.unresolvedEnvVars(), (QStringList{"B", "EMPTY_VAR"}));
}

void TestWorkflowEnvScan::deepNesting_data()
{
    QTest::addColumn<int>("depth");
    QTest::newRow("10 levels") << 10;
    QTest::newRow("10,000 levels") << 10000;
}

// Hostile nesting neither exhausts the stack nor hides a step: the walk is iterative.
void TestWorkflowEnvScan::deepNesting()
{
    QFETCH(int, depth);
    const auto [workflow, pointer] = deepWorkflow(depth);
    const WorkflowEnvScanResult result = WorkflowEnvScan::scan(workflow, profile());
    QCOMPARE(workflowsOf(result), QStringList{"deep@"});
    QCOMPARE(referencesOf(result), QStringList{"deep|deep|" + pointer + "|DEEP_URL|missing"});
    QCOMPARE(result.diagnostics.size(), 1);

    // A document that is nothing but nesting: no workflow, no crash.
    QJsonValue nested = QJsonObject{{"steps", QJsonArray{}}};
    for (int i = 0; i < depth; ++i)
        nested = (i % 2) ? QJsonValue(QJsonArray{nested}) : QJsonValue(QJsonObject{{"a", nested}});
    const QJsonValue root = QJsonArray{nested};
    QCOMPARE(WorkflowEnvScan::isWorkflowShaped(root), false);
    QVERIFY(!WorkflowEnvScan::scan(root, profile()).workflowShaped);
    // The same nesting inside an export is walked to the bottom.
    const QJsonValue exported = QJsonObject{{"workflows", QJsonArray{QJsonObject{{"slug", "x"}, {"steps", QJsonArray{nested}}}}}};
    const WorkflowEnvScanResult walked = WorkflowEnvScan::scan(exported, profile());
    QCOMPARE(workflowsOf(walked), QStringList{"x@/workflows/0"});
    QVERIFY(walked.diagnostics.isEmpty());
}

QTEST_GUILESS_MAIN(TestWorkflowEnvScan)
#include "tst_workflowenvscan.moc"
