// Drives `capstudio check-bindings` through the real binary, as a CI job would.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include "clirun.h"

#include <QTemporaryDir>
#include <QTest>

namespace {

const QString ListResponse = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/sunrise/agent-capabilities-response.json");
const QString PatchExchange = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/sunrise/agent-capability-patch-response.json");
const QStringList CorpusVars{QStringLiteral("EMAIL_GATEWAY_URL"), QStringLiteral("EMAIL_TENANT_ID"),
                             QStringLiteral("POSTMARK_SERVER_TOKEN")};
// The variables of the workflow rows.
const QStringList WorkflowVars{QStringLiteral("WF_API_URL"), QStringLiteral("WF_TOKEN"), QStringLiteral("WF_TENANT")};

// A workflow as GET …/workflows/:id returns it: two external_call steps, one inside a
// parallel branch; a header name that looks like a template and a malformed template.
const QByteArray WorkflowEnvelope = R"({"success": true, "data": {
    "id": "cmwf1", "slug": "billing-sync", "name": "Billing sync",
    "workflowDefinition": {"entryStepId": "fetch", "steps": [
        {"id": "fetch", "name": "Fetch invoices", "type": "external_call",
         "config": {"url": "${env:WF_API_URL}/invoices?since={{input.since}}", "method": "GET",
                    "headers": {"Authorization": "Bearer ${env:WF_TOKEN}", "${env:NOT_A_REF}": "x",
                                "X-Tenant": "${env:WF_TENANT}", "X-Lower": "${env:wf_lower}"}}},
        {"id": "fan", "type": "parallel", "config": {"branches": [[
            {"id": "notify", "type": "external_call", "config": {"url": "${env:WF_API_URL}/notify"}}]]}}]}}})";

struct Run : clirun::Run
{
    QJsonObject report() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

// The corpus' variables are never inherited from the machine running the tests.
Run capstudio(const QStringList &arguments, const QHash<QString, QString> &extraEnv = {})
{
    return {clirun::capstudio(QStringList{QStringLiteral("check-bindings")} + arguments, extraEnv,
                              CorpusVars + WorkflowVars + QStringList{QStringLiteral("ORCHESTRATION_ALLOWED_HOSTS")})};
}

// "NAME state pointer, pointer" of every entry of missingEnvVars, in order.
QStringList missingVars(const QJsonObject &report)
{
    QStringList list;
    for (const QJsonValue &var : report.value("missingEnvVars").toArray()) {
        QStringList pointers;
        for (const QJsonValue &pointer : var["pointers"].toArray())
            pointers.append(pointer.toString());
        list.append(var["name"].toString() + u' ' + var["state"].toString() + u' ' + pointers.join(", "));
    }
    return list;
}

// "rule pointer" of every diagnostic of a JSON report, in order.
QStringList findings(const QJsonObject &report)
{
    QStringList list;
    for (const QJsonValue &d : report.value("diagnostics").toArray())
        list.append(d["rule"].toString() + u' ' + d["pointer"].toString());
    return list;
}

} // namespace

class tst_CheckBindings : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void corpusWithoutEnv();
    void corpusWithEnvFile();
    void processEnvironment();
    void patchExchangeMatchesSunrise();
    void capabilityUnknown();
    void arrayOfBindings();
    void agentBundle();
    void infoIsClean();
    void textOutput();
    void envFileProblems();
    void workflowReport_data();
    void workflowReport();
    void workflowText();
    void workflowProcessEnvironment();
    void workflowControlCharacters();
    void failures_data();
    void failures();
    void help();

private:
    QString write(const QString &name, const QByteArray &content);
    QTemporaryDir m_dir;
};

QString tst_CheckBindings::write(const QString &name, const QByteArray &content)
{
    return clirun::writeFile(m_dir, name, content);
}

void tst_CheckBindings::init()
{
    QVERIFY(m_dir.isValid());
}

void tst_CheckBindings::corpusWithoutEnv()
{
    const Run run = capstudio({ListResponse, "--env-file", write("empty.env", ""), "--format", "json"});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject report = run.report();
    QCOMPARE(report["items"].toInt(), 3);
    QCOMPARE(report["errors"].toInt(), 0);
    QCOMPARE(findings(report), (QStringList{"binding-env-missing /data/0/customConfig/forcedUrl",
                                            "binding-env-missing /data/0/customConfig/auth/secret",
                                            "binding-env-missing /data/0/customConfig/forcedHeaders/X-Tenant-Id"}));
    const QJsonArray missing = report["missingEnvVars"].toArray();
    QStringList names;
    for (const QJsonValue &var : missing) {
        names.append(var["name"].toString());
        QCOMPARE(var["state"].toString(), QStringLiteral("missing"));
    }
    QCOMPARE(names, (QStringList{"EMAIL_GATEWAY_URL", "POSTMARK_SERVER_TOKEN", "EMAIL_TENANT_ID"}));
    QCOMPARE(missing.at(0)["pointers"].toArray().at(0).toString(), QStringLiteral("/data/0/customConfig/forcedUrl"));
    QVERIFY(report["diagnostics"].toArray().at(0)["file"].toString().endsWith("agent-capabilities-response.json"));
}

void tst_CheckBindings::corpusWithEnvFile()
{
    const QString env = write("prod.env", "EMAIL_GATEWAY_URL=https://mail.example.com/send\n"
                                          "EMAIL_TENANT_ID=t1\nPOSTMARK_SERVER_TOKEN=secret\n");
    const Run clean = capstudio({ListResponse, "--env-file", env, "--format", "json"});
    QCOMPARE(clean.exitCode, 0);
    QVERIFY(findings(clean.report()).isEmpty());
    QVERIFY(clean.report()["missingEnvVars"].toArray().isEmpty());

    // An empty tenant id, and a gateway URL that is not a URL once resolved.
    const QString bad = write("bad.env", "EMAIL_GATEWAY_URL=mail.example.com/send\nEMAIL_TENANT_ID=\n"
                                         "POSTMARK_SERVER_TOKEN=secret\n");
    const Run run = capstudio({ListResponse, "--env-file", bad, "--format", "json"});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.report()["errors"].toInt(), 1);
    QCOMPARE(findings(run.report()), (QStringList{"binding-env-empty /data/0/customConfig/forcedHeaders/X-Tenant-Id",
                                                  "binding-resolved-url /data/0/customConfig/forcedUrl"}));

    // The allowlist of the profile.
    const QString hosts = write("hosts.env", "EMAIL_GATEWAY_URL=https://mail.example.com/send\nEMAIL_TENANT_ID=t1\n"
                                             "POSTMARK_SERVER_TOKEN=s\nORCHESTRATION_ALLOWED_HOSTS=api.stripe.com\n");
    const Run blocked = capstudio({ListResponse, "--env-file", hosts, "--format", "json"});
    QCOMPARE(blocked.exitCode, 1);
    QCOMPARE(findings(blocked.report()), QStringList{"binding-host-not-allowed /data/0/customConfig/forcedUrl"});
}

void tst_CheckBindings::processEnvironment()
{
    const Run missing = capstudio({ListResponse, "--format", "json"});
    QCOMPARE(missing.exitCode, 1);
    QCOMPARE(missing.report()["missingEnvVars"].toArray().size(), 3);
    const Run set = capstudio({ListResponse, "--format", "json"},
                              {{"EMAIL_GATEWAY_URL", "https://mail.example.com/"},
                               {"EMAIL_TENANT_ID", "t"},
                               {"POSTMARK_SERVER_TOKEN", "x"}});
    QCOMPARE(set.exitCode, 0);
}

// The templated vars reported for the corpus PATCH are the ones Sunrise put in
// meta.warnings.missingEnvVars with the same (unset) server environment.
void tst_CheckBindings::patchExchangeMatchesSunrise()
{
    QFile file(PatchExchange);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject exchange = QJsonDocument::fromJson(file.readAll()).object();
    QByteArray env;
    const QJsonObject serverEnv = exchange["serverEnv"].toObject();
    QCOMPARE(serverEnv.size(), 3);
    for (auto it = serverEnv.begin(); it != serverEnv.end(); ++it) {
        if (it.value().isString())
            env += it.key().toUtf8() + '=' + it.value().toString().toUtf8() + '\n';
    }
    const Run run = capstudio({PatchExchange, "--capability", "call_external_api", "--env-file",
                               write("server.env", env), "--format", "json"});
    QCOMPARE(run.exitCode, 1);
    QStringList templated;
    for (const QJsonValue &var : run.report()["missingEnvVars"].toArray()) {
        for (const QJsonValue &pointer : var["pointers"].toArray()) {
            QVERIFY(pointer.toString().startsWith("/response/data/customConfig/"));
            if (!pointer.toString().endsWith("/auth/secret") && !templated.contains(var["name"].toString()))
                templated.append(var["name"].toString());
        }
    }
    QStringList expected;
    for (const QJsonValue &name : exchange["response"]["meta"]["warnings"]["missingEnvVars"].toArray())
        expected.append(name.toString());
    QCOMPARE(templated, expected);
}

void tst_CheckBindings::capabilityUnknown()
{
    const Run run = capstudio({PatchExchange, "--env-file", write("e.env", ""), "--format", "json"});
    QCOMPARE(run.exitCode, 1);
    const QStringList found = findings(run.report());
    QCOMPARE(found.first(), QStringLiteral("binding-capability-unknown /response/data"));
    // Sunrise's save-time scan still applies: forcedUrl and header templates are reported.
    QVERIFY(found.contains("binding-env-missing /response/data/customConfig/forcedUrl"));
}

void tst_CheckBindings::arrayOfBindings()
{
    const QString path = write("array.json", R"([
        {"capabilitySlug": "call_external_api", "customConfig": {"foo": 1, "auth": {"type": "hmac", "secret": "K"}},
         "customRateLimit": 0},
        {"capability": {"slug": "upload_to_storage", "isActive": false}, "customConfig": {"keyPrefix": "x"}},
        {"capabilitySlug": "run_workflow", "customConfig": null},
        7
    ])");
    const Run run = capstudio({path, "--env-file", write("k.env", "K=v\n"), "--format", "json"});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(findings(run.report()), (QStringList{"binding-rate-limit /0/customRateLimit",
                                                  "binding-unknown-key /0/customConfig/foo",
                                                  "binding-multipart-hmac /0/customConfig/auth/type",
                                                  "binding-capability-inactive /1/capability/isActive",
                                                  "binding-format /1/customConfig/keyPrefix",
                                                  "binding-config-required /2/customConfig",
                                                  "binding-row-type /3"}));
    QCOMPARE(run.report()["errors"].toInt(), 5);
    QCOMPARE(run.report()["warnings"].toInt(), 2);
    const QString message = run.report()["diagnostics"].toArray().at(1)["message"].toString();
    QVERIFY2(message.startsWith("unknown key \"foo\": call_external_api bindings accept only allowedUrlPrefixes, "
                                "forcedUrl, auth"),
             qPrintable(message));
}

void tst_CheckBindings::agentBundle()
{
    const QString path = write("bundle.json", R"({
        "agent": {"id": "a1", "slug": "desk"},
        "bindings": [{"agentId": "a1", "capabilityId": "c1", "customConfig": {"allowedWorkflowSlugs": []}},
                     {"agentId": "a1", "capabilityId": "c2", "customConfig": {"providers": {"twilio": {"tokenEnv": "T"}}}}],
        "capabilities": [{"id": "c1", "slug": "run_workflow"}, {"id": "c2", "slug": "send_message_to_channel"}]
    })");
    const Run run = capstudio({path, "--env-file", write("none.env", ""), "--format", "json"});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(findings(run.report()), (QStringList{"binding-bounds /bindings/0/customConfig/allowedWorkflowSlugs",
                                                  "binding-env-missing /bindings/1/customConfig/providers/twilio/tokenEnv"}));
    // "capabilities" alone holds the binding rows.
    const QString alias = write("alias.json", R"({"agent": {}, "capabilities": [
        {"capabilitySlug": "run_workflow", "customConfig": {"allowedWorkflowSlugs": ["x"]}}]})");
    QCOMPARE(capstudio({alias}).exitCode, 0);
}

void tst_CheckBindings::infoIsClean()
{
    const QString path = write("info.json", R"([{"capabilitySlug": "search_knowledge_base", "customConfig": {"k": 1}}])");
    const Run run = capstudio({path, "--format", "json"});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(findings(run.report()), QStringList{"binding-no-schema /0/customConfig"});
}

void tst_CheckBindings::textOutput()
{
    const Run run = capstudio({ListResponse, "--env-file", write("t.env", "EMAIL_TENANT_ID=\n")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(ListResponse + ":/data/0/customConfig/forcedUrl: warning[binding-env-missing]: "
                                             "environment variable EMAIL_GATEWAY_URL"),
             qPrintable(run.out));
    QVERIFY(run.out.contains("Env vars missing or empty in "));
    QVERIFY(run.out.contains("  EMAIL_TENANT_ID (empty): /data/0/customConfig/forcedHeaders/X-Tenant-Id\n"));
    QVERIFY(run.err.contains("3 items checked"));
}

void tst_CheckBindings::envFileProblems()
{
    const QString env = write("broken.env", "EMAIL_GATEWAY_URL=https://m.example/\nNOT A LINE\nEMAIL_TENANT_ID=t\n"
                                            "POSTMARK_SERVER_TOKEN=p\n");
    const Run run = capstudio({ListResponse, "--env-file", env});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(env + ":2:5: warning[env-file-syntax]"), qPrintable(run.out));
}

void tst_CheckBindings::workflowReport_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QByteArray>("env");           // the --env-file
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("workflows");    // identity@pointer
    QTest::addColumn<QStringList>("findings");     // rule pointer
    QTest::addColumn<QStringList>("missing");      // NAME state pointers

    const QString steps = QStringLiteral("/data/workflowDefinition/steps");
    QTest::newRow("envelope, nothing set")
        << WorkflowEnvelope << QByteArray() << 1 << QStringList{"billing-sync@/data"}
        << QStringList{"workflow-env-missing " + steps + "/0/config/url",
                       "workflow-env-missing " + steps + "/0/config/headers/Authorization",
                       "workflow-env-missing " + steps + "/0/config/headers/X-Tenant",
                       "workflow-env-missing " + steps + "/1/config/branches/0/0/config/url"}
        << QStringList{"WF_API_URL missing " + steps + "/0/config/url, " + steps + "/1/config/branches/0/0/config/url",
                       "WF_TOKEN missing " + steps + "/0/config/headers/Authorization",
                       "WF_TENANT missing " + steps + "/0/config/headers/X-Tenant"};
    QTest::newRow("envelope, one var empty")
        << WorkflowEnvelope << QByteArray("WF_API_URL=https://billing.example.com\nWF_TOKEN=t\nWF_TENANT=\n") << 1
        << QStringList{"billing-sync@/data"}
        << QStringList{"workflow-env-empty " + steps + "/0/config/headers/X-Tenant"}
        << QStringList{"WF_TENANT empty " + steps + "/0/config/headers/X-Tenant"};
    QTest::newRow("envelope, everything set")
        << WorkflowEnvelope << QByteArray("WF_API_URL=https://billing.example.com\nWF_TOKEN=t\nWF_TENANT=acme\n")
        << 0 << QStringList{"billing-sync@/data"} << QStringList() << QStringList();
    QTest::newRow("export array of two workflows")
        << QByteArray(R"([{"slug": "a", "steps": [{"id": "s1", "type": "external_call", "config": {"url": "${env:WF_API_URL}"}}]},
                          {"name": "B", "steps": [{"id": "s2", "type": "external_call", "config": {"url": "${env:WF_TOKEN}"}}]}])")
        << QByteArray("WF_API_URL=https://x.example\n") << 1 << QStringList{"a@/0", "B@/1"}
        << QStringList{"workflow-env-missing /1/steps/0/config/url"} << QStringList{"WF_TOKEN missing /1/steps/0/config/url"};
    QTest::newRow("workflows key, wrong types")
        << QByteArray(R"({"workflows": [{"steps": [{"id": "s", "type": "external_call",
               "config": {"url": ["${env:WF_API_URL}"], "headers": {"H": 1}}}]}, "x"]})")
        << QByteArray() << 1 << QStringList{"/workflows/0@/workflows/0"}
        << QStringList{"workflow-field-type /workflows/0/steps/0/config/url",
                       "workflow-field-type /workflows/0/steps/0/config/headers/H",
                       "workflow-field-type /workflows/1"}
        << QStringList();
    QTest::newRow("empty export") << QByteArray(R"({"workflows": []})") << QByteArray() << 0 << QStringList()
                                  << QStringList() << QStringList();
}

// Workflow files go to the workflow scan, with the report of bindings (--format json).
void tst_CheckBindings::workflowReport()
{
    QFETCH(QByteArray, content);
    QFETCH(QByteArray, env);
    QFETCH(int, exitCode);
    QFETCH(QStringList, workflows);
    QFETCH(QStringList, findings);
    QFETCH(QStringList, missing);

    const QString path = write("workflow.json", content);
    const QString envPath = write("wf.env", env);
    const Run run = capstudio({path, "--env-file", envPath, "--format", "json"});
    QCOMPARE(run.exitCode, exitCode);
    const QJsonObject report = run.report();
    QCOMPARE(report["file"].toString(), path);
    QCOMPARE(report["environment"].toString(), envPath);
    QCOMPARE(report["items"].toInt(), int(workflows.size()));
    QCOMPARE(report["errors"].toInt(), 0);
    QCOMPARE(report["warnings"].toInt(), int(findings.size()));
    QStringList found;
    for (const QJsonValue &workflow : report["workflows"].toArray())
        found.append(workflow["identity"].toString() + u'@' + workflow["pointer"].toString());
    QCOMPARE(found, workflows);
    QCOMPARE(::findings(report), findings);
    QCOMPARE(missingVars(report), missing);
    for (const QJsonValue &d : report["diagnostics"].toArray()) {
        QCOMPARE(d["file"].toString(), path);
        QCOMPARE(d["severity"].toString(), QStringLiteral("warning"));
    }
}

void tst_CheckBindings::workflowText()
{
    const QString path = write("billing.json", WorkflowEnvelope);
    const QString env = write("staging.env", "WF_TOKEN=t\nWF_TENANT=\nNOT A LINE\n");
    const Run run = capstudio({path, "--env-file", env});
    QCOMPARE(run.exitCode, 1);
    const QString steps = path + ":/data/workflowDefinition/steps";
    QVERIFY2(run.out.contains(steps + "/0/config/url: warning[workflow-env-missing]: environment variable WF_API_URL "
                                      "used by the url of external_call step \"fetch\" in workflow \"billing-sync\" "
                                      "is not set in profile \"staging.env\": the step fails at run time with "
                                      "ExecutorError(\"fetch\", 'missing_env_var'), which is not retried; Sunrise "
                                      "resolves ${env:…} before {{…}} workflow interpolation"),
             qPrintable(run.out));
    QVERIFY2(run.out.contains(steps + "/0/config/headers/X-Tenant: warning[workflow-env-empty]: environment variable "
                                      "WF_TENANT used by the value of header \"X-Tenant\" of external_call step "
                                      "\"fetch\" in workflow \"billing-sync\" is empty"),
             qPrintable(run.out));
    QVERIFY2(run.out.contains(steps + "/1/config/branches/0/0/config/url: warning[workflow-env-missing]: environment "
                                      "variable WF_API_URL used by the url of external_call step \"notify\""),
             qPrintable(run.out));
    QVERIFY2(run.out.contains(env + ":3:5: warning[env-file-syntax]"), qPrintable(run.out));
    QVERIFY(!run.out.contains("NOT_A_REF"));
    QVERIFY(!run.out.contains("wf_lower"));
    QVERIFY(!run.out.contains("WF_TOKEN"));
    QVERIFY(run.out.contains("Env vars missing or empty in " + env + ":\n"));
    QVERIFY(run.out.contains("  WF_API_URL (missing): /data/workflowDefinition/steps/0/config/url, "
                             "/data/workflowDefinition/steps/1/config/branches/0/0/config/url\n"));
    QVERIFY(run.out.contains("  WF_TENANT (empty): /data/workflowDefinition/steps/0/config/headers/X-Tenant\n"));
    QVERIFY2(run.err.contains(path + ": 1 item checked, 0 errors, 4 warnings"), qPrintable(run.err));
}

void tst_CheckBindings::workflowProcessEnvironment()
{
    const QString path = write("process.json", WorkflowEnvelope);
    const Run missing = capstudio({path, "--format", "json"}, {{"WF_API_URL", "https://x.example"}});
    QCOMPARE(missing.exitCode, 1);
    QCOMPARE(missingVars(missing.report()),
             (QStringList{"WF_TOKEN missing /data/workflowDefinition/steps/0/config/headers/Authorization",
                          "WF_TENANT missing /data/workflowDefinition/steps/0/config/headers/X-Tenant"}));
    const Run set = capstudio({path, "--format", "json"},
                              {{"WF_API_URL", "https://x.example"}, {"WF_TOKEN", "t"}, {"WF_TENANT", "acme"}});
    QCOMPARE(set.exitCode, 0);
    QVERIFY(set.report()["missingEnvVars"].toArray().isEmpty());
    QCOMPARE(set.report()["items"].toInt(), 1);
}

// A hostile header name reaches neither a terminal nor a CI log raw; JSON keeps the real pointer.
void tst_CheckBindings::workflowControlCharacters()
{
    const QString path = write("bell.json", R"({"slug": "b\u0007", "steps": [{"id": "s\u001b", "type": "external_call",
        "config": {"headers": {"X\u0007": "${env:WF_TOKEN}"}}}]})");
    const Run text = capstudio({path});
    QCOMPARE(text.exitCode, 1);
    QVERIFY2(text.out.contains(path + ":/steps/0/config/headers/X\\x07: warning[workflow-env-missing]"), qPrintable(text.out));
    QVERIFY(text.out.contains("external_call step \"s\\x1B\" in workflow \"b\\x07\""));
    QVERIFY(text.out.contains("  WF_TOKEN (missing): /steps/0/config/headers/X\\x07\n"));
    QVERIFY(!text.out.contains(QChar(0x07)));
    QVERIFY(!text.out.contains(QChar(0x1b)));
    const Run json = capstudio({path, "--format", "json"});
    QCOMPARE(missingVars(json.report()), QStringList{QStringLiteral("WF_TOKEN missing /steps/0/config/headers/X") + QChar(0x07)});
}

void tst_CheckBindings::failures_data()
{
    QTest::addColumn<QByteArray>("content"); // empty: no file
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("stderrPart"); // %1 = the file's path
    QTest::newRow("malformed json") << QByteArray("[\n  {\"a\": 1,,}\n]") << QStringList() << "%1:2:";
    QTest::newRow("not bindings") << QByteArray(R"({"foo": 1})") << QStringList() << "not a bindings file";
    QTest::newRow("missing file") << QByteArray() << QStringList() << "%1";
    QTest::newRow("unreadable env file") << QByteArray("[]") << QStringList{"--env-file", "/nonexistent/x.env"}
                                         << "/nonexistent/x.env";
    QTest::newRow("two files") << QByteArray("[]") << QStringList{"other.json"} << "exactly one FILE";
    QTest::newRow("bad format") << QByteArray("[]") << QStringList{"--format", "xml"} << "text or json";
    QTest::newRow("workflow nested 10,000 deep")
        << QByteArray(R"({"slug": "deep", "steps": [)") + QByteArray(10000, '[') + QByteArray(10000, ']') + "]}"
        << QStringList() << "nested too deeply";
}

void tst_CheckBindings::failures()
{
    QFETCH(QByteArray, content);
    QFETCH(QStringList, extra);
    QFETCH(QString, stderrPart);
    const QString path = content.isEmpty() ? m_dir.filePath("absent.json") : write("input.json", content);
    const Run run = capstudio(QStringList{path} + extra);
    QCOMPARE(run.exitCode, 2);
    const QString expected = stderrPart.contains(QLatin1String("%1")) ? stderrPart.arg(path) : stderrPart;
    QVERIFY2(run.err.contains(expected), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

void tst_CheckBindings::help()
{
    const Run run = capstudio({"--help"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("--env-file"));
    QVERIFY(run.out.contains("\"agent\""));
    QVERIFY(run.out.contains("external_call"));
    QVERIFY(run.out.contains("\"workflowDefinition\""));
    const Run overview = capstudio({});
    QCOMPARE(overview.exitCode, 2); // no FILE
}

QTEST_GUILESS_MAIN(tst_CheckBindings)
#include "tst_checkbindings.moc"
