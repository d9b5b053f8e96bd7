// Several connections migrating one new database at the same moment — two windows on first
// start, the command line beside the window, a team whose members all connect at nine — on
// SQLite and on PostgreSQL (where they used to collide on a duplicate pg_type key). One of
// them migrates; the others wait and find the schema in place.
#include "store/schemamigrator.h"
#include "store/sqlcatalogstore.h"
#include "testdatabase.h"

#include <QSqlQuery>
#include <QThread>
#include <QUuid>
#include <QtTest>

#include <atomic>

using namespace capstudio;

class tst_MigrationRace : public QObject
{
    Q_OBJECT

private slots:
    void concurrentFirstConnectionsAllSucceed();
};

void tst_MigrationRace::concurrentFirstConnectionsAllSucceed()
{
    constexpr int Rounds = 20;
    constexpr int Connections = 4;
    for (int round = 0; round < Rounds; ++round) {
        TestDatabase database;
        QVERIFY2(database.ok(), qPrintable(database.error()));
        std::atomic<int> created{0};
        std::atomic<int> failed{0};
        QStringList errors;
        QMutex errorsLock;
        int latest = 0;
        QList<QThread *> threads;
        for (int c = 0; c < Connections; ++c) {
            threads.append(QThread::create([&, c] {
                const QString name = QStringLiteral("race-%1-%2").arg(round).arg(c);
                {
                    PostgresSettings settings;
                    settings.database = database.databaseName();
                    Expected<QSqlDatabase> opened = database.isPostgres()
                                                        ? SqlCatalogStore::openPostgres(settings, name)
                                                        : SqlCatalogStore::openSqlite(database.sqlitePath(), name);
                    Expected<SchemaMigrator::Outcome> outcome = opened ? SchemaMigrator(opened.value()).migrate()
                                                                       : Expected<SchemaMigrator::Outcome>(opened.error());
                    if (!outcome) {
                        ++failed;
                        const QMutexLocker lock(&errorsLock);
                        errors.append(outcome.error().message);
                    } else if (outcome.value().created()) {
                        ++created;
                    }
                    if (opened)
                        opened.value().close();
                }
                QSqlDatabase::removeDatabase(name);
            }));
        }
        for (QThread *thread : std::as_const(threads))
            thread->start();
        for (QThread *thread : std::as_const(threads)) {
            QVERIFY(thread->wait(120000));
            delete thread;
        }
        QVERIFY2(failed == 0, qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(created.load(), 1);
        QSqlDatabase check = database.connect(QStringLiteral("check"));
        SchemaMigrator migrator(check);
        latest = migrator.latestVersion();
        QCOMPARE(migrator.currentVersion(), latest);
        QSqlQuery count(check);
        QVERIFY(count.exec(QStringLiteral("SELECT COUNT(*) FROM capstudio_schema_version")) && count.next());
        QCOMPARE(count.value(0).toInt(), latest); // each migration recorded once
    }
}

QTEST_GUILESS_MAIN(tst_MigrationRace)
#include "tst_migrationrace.moc"
