#include "store/schemamigrator.h"
#include "testdatabase.h"

#include <QSqlQuery>
#include <QTest>

using namespace capstudio;

class tst_SchemaMigrator : public QObject
{
    Q_OBJECT

private slots:
    void createsThenIsIdempotent();
    void leavesASunriseDatabaseAlone();
    void refusesANewerSchema();
};

void tst_SchemaMigrator::createsThenIsIdempotent()
{
    TestDatabase database;
    QVERIFY2(database.ok(), qPrintable(database.error()));
    QSqlDatabase connection = database.connect(QStringLiteral("m1"));
    SchemaMigrator migrator(connection);
    QVERIFY(migrator.latestVersion() >= 1);

    const Expected<SchemaMigrator::Outcome> first = migrator.migrate();
    QVERIFY2(first.ok(), first.ok() ? "" : qPrintable(first.error().message));
    QVERIFY(first.value().created());
    QCOMPARE(first.value().toVersion, migrator.latestVersion());
    for (const char *table : {"ai_capability", "ai_agent", "ai_agent_capability", "ai_conversation", "ai_message"})
        QVERIFY2(connection.tables().contains(QLatin1String(table)), table);

    const Expected<SchemaMigrator::Outcome> second = migrator.migrate();
    QVERIFY(second.ok());
    QVERIFY(!second.value().created());
    QCOMPARE(second.value().fromVersion, second.value().toVersion);
    QCOMPARE(migrator.currentVersion(), migrator.latestVersion());
}

void tst_SchemaMigrator::leavesASunriseDatabaseAlone()
{
    TestDatabase database;
    QVERIFY2(database.ok(), qPrintable(database.error()));
    QSqlDatabase connection = database.connect(QStringLiteral("m2"));
    QSqlQuery query(connection);
    QVERIFY(query.exec(QStringLiteral("CREATE TABLE \"ai_capability\" (\"id\" TEXT PRIMARY KEY)")));
    const Expected<SchemaMigrator::Outcome> outcome = SchemaMigrator(connection).migrate();
    QVERIFY(outcome.ok());
    QVERIFY(outcome.value().foreignSchema);
    QVERIFY(!connection.tables().contains(QStringLiteral("capstudio_schema_version")));
    QVERIFY(!connection.tables().contains(QStringLiteral("ai_agent")));
}

void tst_SchemaMigrator::refusesANewerSchema()
{
    TestDatabase database;
    QVERIFY2(database.ok(), qPrintable(database.error()));
    QSqlDatabase connection = database.connect(QStringLiteral("m3"));
    SchemaMigrator migrator(connection);
    QVERIFY(migrator.migrate().ok());
    QSqlQuery query(connection);
    QVERIFY(query.exec(QStringLiteral("INSERT INTO capstudio_schema_version (\"version\", \"appliedAt\") "
                                      "VALUES (999, 'future')")));
    const Expected<SchemaMigrator::Outcome> outcome = migrator.migrate();
    QVERIFY(!outcome.ok());
    QCOMPARE(outcome.error().kind, StoreError::Kind::Invalid);
    QVERIFY(outcome.error().message.contains(QLatin1String("999")));
}

QTEST_GUILESS_MAIN(tst_SchemaMigrator)
#include "tst_schemamigrator.moc"
