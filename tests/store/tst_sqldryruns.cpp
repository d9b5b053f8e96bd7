// Saved dispatch dry-runs in the workspace database (SQLite and PostgreSQL): save, list,
// replace, delete; a re-run compared with the saved verdict; a database capstudio did
// not create answers with an error instead of creating anything.
#include "store/schemamigrator.h"
#include "store/sqlcatalogstore.h"
#include "testdatabase.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

#include <memory>

using namespace capstudio;

class tst_SqlDryRuns : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void saveListReplaceDelete();
    void rerunAfterAnEditShowsTheChange();
    void malformedRowIsReportedNotDropped();
    void sunriseDatabaseKeepsNoDryRuns();

private:
    std::unique_ptr<TestDatabase> m_database;
    std::unique_ptr<SqlCatalogStore> m_store;
    int m_connection = 0;
};

namespace {

DispatchScenario scenario(const QString &name, const QString &slug)
{
    DispatchScenario scenario;
    scenario.name = name;
    scenario.agentId = QStringLiteral("cagent1");
    scenario.capabilitySlug = slug;
    scenario.argumentsText = QStringLiteral("{\n  \"q\": \"ünïcode ✓\"\n}");
    scenario.deployment.extraHandlers = {slug};
    scenario.deployment.recentCalls = 3;
    return scenario;
}

} // namespace

void tst_SqlDryRuns::init()
{
    m_database = std::make_unique<TestDatabase>();
    QVERIFY2(m_database->ok(), qPrintable(m_database->error()));
    QSqlDatabase connection = m_database->connect(QStringLiteral("d%1").arg(++m_connection));
    QVERIFY2(m_database->ok(), qPrintable(m_database->error()));
    const Expected<SchemaMigrator::Outcome> migrated = SchemaMigrator(connection).migrate();
    QVERIFY2(migrated.ok(), migrated.ok() ? "" : qPrintable(migrated.error().message));
    m_store = std::make_unique<SqlCatalogStore>(connection);
}

void tst_SqlDryRuns::cleanup()
{
    m_store.reset();
    m_database.reset();
}

void tst_SqlDryRuns::saveListReplaceDelete()
{
    QVERIFY(m_store->listDryRuns().value().isEmpty());

    SavedDryRun first;
    first.scenario = scenario(QStringLiteral("b: refunds"), QStringLiteral("issue_refund"));
    const Expected<SavedDryRun> saved = m_store->saveDryRun(first);
    QVERIFY2(saved.ok(), saved.ok() ? "" : qPrintable(saved.error().message));
    QVERIFY(!saved.value().id.isEmpty());
    QVERIFY(saved.value().savedAt.isValid());

    SavedDryRun second;
    second.scenario = scenario(QStringLiteral("a: lookups"), QStringLiteral("lookup_order"));
    second.scenario.caller = DispatchCaller::WorkflowStep;
    second.scenario.workflowId = QStringLiteral("wf-1");
    second.scenario.stepId = QStringLiteral("s-1");
    QVERIFY(m_store->saveDryRun(second).ok());

    Expected<QList<SavedDryRun>> listed = m_store->listDryRuns();
    QVERIFY(listed.ok());
    QCOMPARE(listed.value().size(), 2);
    QCOMPARE(listed.value().at(0).scenario.name, QStringLiteral("a: lookups")); // by name
    QCOMPARE(listed.value().at(0).scenario.caller, DispatchCaller::WorkflowStep);
    QCOMPARE(listed.value().at(1).scenario, first.scenario);
    QCOMPARE(listed.value().at(1).savedAt, saved.value().savedAt);

    // Saving under the same id replaces the row.
    SavedDryRun renamed = saved.value();
    renamed.scenario.name = QStringLiteral("c: refunds, renamed");
    QVERIFY(m_store->saveDryRun(renamed).ok());
    listed = m_store->listDryRuns();
    QCOMPARE(listed.value().size(), 2);
    QCOMPARE(listed.value().at(1).id, saved.value().id);
    QCOMPARE(listed.value().at(1).scenario.name, QStringLiteral("c: refunds, renamed"));

    QVERIFY(m_store->deleteDryRun(saved.value().id).ok());
    QCOMPARE(m_store->listDryRuns().value().size(), 1);
    const Status again = m_store->deleteDryRun(saved.value().id);
    QVERIFY(!again.ok());
    QCOMPARE(again.error().kind, StoreError::Kind::NotFound);
}

void tst_SqlDryRuns::rerunAfterAnEditShowsTheChange()
{
    // The workspace: one capability bound to one agent.
    Capability capability;
    capability.name = QStringLiteral("Look up order");
    capability.slug = QStringLiteral("lookup_order");
    capability.description = QStringLiteral("d");
    capability.category = QStringLiteral("orders");
    capability.executionHandler = QStringLiteral("LookupOrder");
    capability.functionDefinition = QJsonDocument::fromJson(
        R"({"name":"lookup_order","description":"d","parameters":{"type":"object","properties":{"q":{"type":"string"}}}})").object();
    capability.rateLimit = 10;
    const Expected<Capability> created = m_store->createCapability(capability);
    QVERIFY2(created.ok(), created.ok() ? "" : qPrintable(created.error().message));
    const Capability stored = created.value();
    Agent agent;
    agent.name = QStringLiteral("Concierge");
    agent.slug = QStringLiteral("concierge");
    agent.description = QStringLiteral("Answers customers");
    agent.model = QStringLiteral("m");
    const Expected<Agent> createdAgent = m_store->createAgent(agent);
    QVERIFY2(createdAgent.ok(), createdAgent.ok() ? "" : qPrintable(createdAgent.error().message));
    const Agent storedAgent = createdAgent.value();
    AgentBinding binding;
    binding.agentId = storedAgent.id;
    binding.capabilityId = stored.id;
    QVERIFY(m_store->createBinding(binding).ok());

    const auto runNow = [&](const DispatchScenario &question) {
        DispatchCatalog catalog{m_store->listCapabilities().value(), m_store->listAgents().value(),
                                m_store->listBindings().value()};
        return DispatchDryRun::run(question, catalog, EnvProfile::fromNames(QStringLiteral("none"), {}));
    };
    SavedDryRun dryRun;
    dryRun.scenario = scenario(QStringLiteral("lookups"), QStringLiteral("lookup_order"));
    dryRun.scenario.agentId = storedAgent.id;
    dryRun.verdict = runNow(dryRun.scenario);
    QVERIFY2(dryRun.verdict.wouldRun(), qPrintable(dryRun.verdict.summary()));
    QVERIFY(m_store->saveDryRun(dryRun).ok());

    // An admin turns on approval; the saved dry-run, re-run, now stops.
    Capability edited = stored;
    edited.requiresApproval = true;
    QVERIFY(m_store->updateCapability(stored, edited).ok());
    const SavedDryRun reread = m_store->listDryRuns().value().constFirst();
    const DispatchVerdict now = runNow(reread.scenario);
    QCOMPARE(now.code(), QStringLiteral("requires_approval"));
    const QList<VerdictChange> changes = DispatchDryRun::compare(reread.verdict, now);
    QVERIFY(!changes.isEmpty());
    QCOMPARE(changes.first().step, DispatchStep::Approval);
    QCOMPARE(changes.first().before, StepOutcome::Passed);
    QCOMPARE(changes.first().codeAfter, QStringLiteral("requires_approval"));
}

void tst_SqlDryRuns::malformedRowIsReportedNotDropped()
{
    QSqlQuery query(m_store->database());
    const QString json = m_store->dialect().jsonPlaceholder();
    QVERIFY(query.prepare(QStringLiteral(R"(INSERT INTO "capstudio_dry_run" VALUES (?, ?, %1, %1, ?))").arg(json)));
    query.addBindValue(QStringLiteral("cbroken"));
    query.addBindValue(QStringLiteral("broken"));
    query.addBindValue(m_store->dialect().bindJson(QJsonObject{{QStringLiteral("version"), 1},
                                                               {QStringLiteral("caller"), 7}}));
    query.addBindValue(m_store->dialect().bindJson(QJsonObject{}));
    query.addBindValue(m_store->dialect().bindDateTime(QDateTime::currentDateTimeUtc()));
    QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
    const Expected<QList<SavedDryRun>> listed = m_store->listDryRuns();
    QVERIFY(!listed.ok());
    QCOMPARE(listed.error().kind, StoreError::Kind::Invalid);
    QVERIFY2(listed.error().message.contains(QLatin1String("cbroken")), qPrintable(listed.error().message));
    QVERIFY2(listed.error().message.contains(QLatin1String("/caller")), qPrintable(listed.error().message));
}

void tst_SqlDryRuns::sunriseDatabaseKeepsNoDryRuns()
{
    TestDatabase database;
    QVERIFY2(database.ok(), qPrintable(database.error()));
    QSqlDatabase connection = database.connect(QStringLiteral("sunrise%1").arg(++m_connection));
    QSqlQuery query(connection);
    QVERIFY(query.exec(QStringLiteral("CREATE TABLE \"ai_capability\" (\"id\" TEXT PRIMARY KEY)")));
    QVERIFY(SchemaMigrator(connection).migrate().value().foreignSchema);
    SqlCatalogStore store(connection);
    const Expected<QList<SavedDryRun>> listed = store.listDryRuns();
    QVERIFY(!listed.ok());
    QVERIFY2(listed.error().message.contains(QLatin1String("capstudio_dry_run")), qPrintable(listed.error().message));
    SavedDryRun dryRun;
    dryRun.scenario = scenario(QStringLiteral("x"), QStringLiteral("y"));
    QVERIFY(!store.saveDryRun(dryRun).ok());
    QVERIFY(!connection.tables().contains(QStringLiteral("capstudio_dry_run")));
}

QTEST_GUILESS_MAIN(tst_SqlDryRuns)
#include "tst_sqldryruns.moc"
