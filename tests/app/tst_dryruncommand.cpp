// capstudio dry-run, run as a CI job would: a demo workspace created by the app's own
// Workspace class, then the binary asked about single calls and about the saved dry-runs
// before and after an edit.
#include "clirun.h"
#include "workspace.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace capstudio;

class tst_DryRunCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void callThatRuns();
    void callStoppedAtEachKindOfStep_data();
    void callStoppedAtEachKindOfStep();
    void jsonReport();
    void savedDryRunsDetectAnEdit();
    void badUsage_data();
    void badUsage();

private:
    QTemporaryDir m_dir;
    QString m_workspace;
    // Environment of the child: no ambient env vars that the demo bindings use.
    const QStringList m_unset{QStringLiteral("SHIPPING_TRACKER_URL"), QStringLiteral("SHIPPING_TENANT_ID"),
                              QStringLiteral("SHIPPING_TRACKER_TOKEN"), QStringLiteral("EMAIL_GATEWAY_URL"),
                              QStringLiteral("ORCHESTRATION_ALLOWED_HOSTS")};
};

namespace {

const QStringList DemoHandlers{QStringLiteral("--handler"), QStringLiteral("lookup_order"),
                               QStringLiteral("--handler"), QStringLiteral("issue_refund"),
                               QStringLiteral("--handler"), QStringLiteral("notify_on_call")};

} // namespace

void tst_DryRunCommand::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (const QString &name : m_unset)
        qunsetenv(name.toLatin1().constData()); // the seeded verdicts are judged in this environment
    m_workspace = m_dir.filePath(QStringLiteral("demo.sqlite"));
    Expected<std::unique_ptr<Workspace>> workspace = Workspace::open(m_workspace);
    QVERIFY2(workspace.ok(), workspace.ok() ? "" : qPrintable(workspace.error().message));
    QVERIFY(workspace.value()->wasCreated());
}

void tst_DryRunCommand::callThatRuns()
{
    const clirun::Run run = clirun::capstudio(
        QStringList{QStringLiteral("dry-run"), QStringLiteral("--workspace"), m_workspace, QStringLiteral("--agent"),
                    QStringLiteral("support-concierge"), QStringLiteral("--capability"), QStringLiteral("lookup_order"),
                    QStringLiteral("--args"), QStringLiteral(R"({"order_number":"DE-104233"})")}
            + DemoHandlers,
        {}, m_unset);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("support-concierge → lookup_order (chat)")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QLatin1String("The call would reach the handler")), qPrintable(run.out));
    QVERIFY(!run.out.contains(QLatin1String("stopped")));
}

void tst_DryRunCommand::callStoppedAtEachKindOfStep_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("detail");
    const auto chat = [](const char *agent, const char *capability, const char *args) {
        return QStringList{QStringLiteral("--agent"), QString::fromLatin1(agent), QStringLiteral("--capability"),
                           QString::fromLatin1(capability), QStringLiteral("--args"), QString::fromUtf8(args)}
            + DemoHandlers;
    };
    QTest::newRow("no binding row") << chat("research-assistant", "lookup_order", "{}") << "tool_not_advertised"
                                    << "no binding row";
    QTest::newRow("approval") << chat("support-concierge", "issue_refund", R"({"order_number":"DE-1","reason":"late"})")
                              << "requires_approval" << "metadata.defaultAction: deny";
    QTest::newRow("soft quarantine") << chat("ops-runner", "notify_on_call", R"({"summary":"x","severity":"high"})")
                                     << "capability_quarantined" << "quarantineState: quarantined-soft";
    QTest::newRow("pattern") << chat("support-concierge", "lookup_order", R"({"order_number":"104233"})")
                             << "invalid_args" << "arguments:/order_number";
    QTest::newRow("env var missing") << chat("support-concierge", "call_external_api", R"({"method":"POST"})")
                                     << "invalid_binding" << "which is not set";
    QTest::newRow("rate limit") << chat("support-concierge", "lookup_order", R"({"order_number":"DE-104233"})")
                                       + QStringList{QStringLiteral("--recent-calls"), QStringLiteral("120")}
                                << "rate_limited" << "(120/min)";
    QTest::newRow("workflow: api row without code")
        << QStringList{QStringLiteral("--workflow"), QStringLiteral("onboarding"), QStringLiteral("--step"),
                       QStringLiteral("book"), QStringLiteral("--capability"), QStringLiteral("create_calendar_event")}
        << "unknown_capability" << "executionType: api";
    QTest::newRow("direct, strict, no row")
        << chat("research-assistant", "lookup_order", R"({"order_number":"DE-104233"})")
               + QStringList{QStringLiteral("--direct"), QStringLiteral("--strict")}
        << "capability_disabled_for_agent" << "strict";
}

void tst_DryRunCommand::callStoppedAtEachKindOfStep()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, code);
    QFETCH(QString, detail);
    const clirun::Run run = clirun::capstudio(
        QStringList{QStringLiteral("dry-run"), QStringLiteral("--workspace"), m_workspace} + arguments, {}, m_unset);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QStringLiteral(": ") + code + u'\n'), qPrintable(run.out)); // the summary line
    QVERIFY2(run.out.contains(detail), qPrintable(run.out));
}

void tst_DryRunCommand::jsonReport()
{
    const QString envFile = clirun::writeFile(m_dir, QStringLiteral("prod.env"),
                                              "SHIPPING_TRACKER_URL=https://track.example.com\n"
                                              "SHIPPING_TENANT_ID=t-1\nSHIPPING_TRACKER_TOKEN=x\n"
                                              "ORCHESTRATION_ALLOWED_HOSTS=track.example.com\n");
    const clirun::Run run = clirun::capstudio(
        {QStringLiteral("dry-run"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--workspace"),
         m_workspace, QStringLiteral("--env-file"), envFile, QStringLiteral("--agent"), QStringLiteral("support-concierge"),
         QStringLiteral("--capability"), QStringLiteral("call_external_api"), QStringLiteral("--args"),
         QStringLiteral(R"({"method":"POST"})")},
        {}, m_unset);
    QCOMPARE(run.exitCode, 0);
    QJsonParseError error;
    const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(report.value(QStringLiteral("wouldRun")).toBool(), true);
    QCOMPARE(report.value(QStringLiteral("environment")).toString(), QStringLiteral("prod.env"));
    const QJsonArray steps = report.value(QStringLiteral("steps")).toArray();
    QCOMPARE(steps.size(), 14);
    const QJsonObject config = steps.at(11).toObject();
    QCOMPARE(config.value(QStringLiteral("title")).toString(), QStringLiteral("Binding config"));
    QCOMPARE(config.value(QStringLiteral("outcome")).toString(), QStringLiteral("passed"));
    bool urlFact = false;
    for (const QJsonValue &fact : config.value(QStringLiteral("facts")).toArray())
        urlFact = urlFact || fact.toObject().value(QStringLiteral("value")).toString().startsWith(
                                 QLatin1String("https://track.example.com/v2/shipments/lookup"));
    QVERIFY(urlFact);
}

void tst_DryRunCommand::savedDryRunsDetectAnEdit()
{
    const QStringList saved{QStringLiteral("dry-run"), QStringLiteral("--workspace"), m_workspace,
                            QStringLiteral("--saved")};
    clirun::Run run = clirun::capstudio(saved, {}, m_unset);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QLatin1String("5 saved dry-runs, 0 changed")), qPrintable(run.out));

    // An admin lifts the approval on refunds.
    {
        Expected<std::unique_ptr<Workspace>> workspace = Workspace::open(m_workspace);
        QVERIFY(workspace.ok());
        SqlCatalogStore &store = workspace.value()->store();
        for (const Capability &row : store.listCapabilities().value()) {
            if (row.slug != QLatin1String("issue_refund"))
                continue;
            Capability edited = row;
            edited.requiresApproval = false;
            QVERIFY(store.updateCapability(row, edited).ok());
        }
    }
    run = clirun::capstudio(saved, {}, m_unset);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QLatin1String("CHANGED  Concierge refunds a late order")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QLatin1String("was: Stopped at 6 Approval gate: requires_approval")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QLatin1String("now: The call would reach the handler")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QLatin1String("5 saved dry-runs, 1 changed")), qPrintable(run.out));

    // --save adds one.
    run = clirun::capstudio({QStringLiteral("dry-run"), QStringLiteral("--workspace"), m_workspace,
                             QStringLiteral("--workflow"), QStringLiteral("wf"), QStringLiteral("--capability"),
                             QStringLiteral("translate_text"), QStringLiteral("--save"), QStringLiteral("Translate")},
                            {}, m_unset);
    QCOMPARE(run.exitCode, 1);
    run = clirun::capstudio(saved + QStringList{QStringLiteral("--format"), QStringLiteral("json")}, {}, m_unset);
    const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(report.value(QStringLiteral("dryRuns")).toArray().size(), 6);
    QCOMPARE(report.value(QStringLiteral("changed")).toInt(), 1);
}

void tst_DryRunCommand::badUsage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no capability") << QStringList{QStringLiteral("--agent"), QStringLiteral("ops-runner")}
                                   << "--capability";
    QTest::newRow("two callers") << QStringList{QStringLiteral("--agent"), QStringLiteral("ops-runner"),
                                                QStringLiteral("--workflow"), QStringLiteral("w"),
                                                QStringLiteral("--capability"), QStringLiteral("x")}
                                 << "exactly one";
    QTest::newRow("unknown agent") << QStringList{QStringLiteral("--agent"), QStringLiteral("nobody"),
                                                  QStringLiteral("--capability"), QStringLiteral("x")}
                                   << "no agent";
    QTest::newRow("negative count") << QStringList{QStringLiteral("--agent"), QStringLiteral("ops-runner"),
                                                   QStringLiteral("--capability"), QStringLiteral("x"),
                                                   QStringLiteral("--recent-calls"), QStringLiteral("-3")}
                                    << "--recent-calls";
}

void tst_DryRunCommand::badUsage()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const clirun::Run run = clirun::capstudio(
        QStringList{QStringLiteral("dry-run"), QStringLiteral("--workspace"), m_workspace} + arguments, {}, m_unset);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    // A workspace that does not exist is not created.
    const QString missing = m_dir.filePath(QStringLiteral("missing.sqlite"));
    const clirun::Run none = clirun::capstudio({QStringLiteral("dry-run"), QStringLiteral("--workspace"), missing,
                                                QStringLiteral("--saved")});
    QCOMPARE(none.exitCode, 2);
    QVERIFY(!QFile::exists(missing));
}

QTEST_GUILESS_MAIN(tst_DryRunCommand)
#include "tst_dryruncommand.moc"
