// A store on a worker thread (SQLite and PostgreSQL): its queries run on that thread over a
// connection of its own and see what the caller's connection committed; operations run in
// the order submitted; a cancelled one is skipped; ending the worker skips what has not
// started and lets the running one finish; a database that cannot be opened answers every
// operation with its error instead of crashing or hanging.
#include "catalog/storeworker.h"
#include "store/schemamigrator.h"
#include "store/sqlstoreworker.h"
#include "testdatabase.h"

#include <QAtomicInteger>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QSemaphore>
#include <QTest>

#include <memory>

using namespace capstudio;

namespace {

template <typename T>
T resultOf(QFuture<T> future)
{
    future.waitForFinished();
    return future.result();
}

} // namespace

class tst_StoreWorker : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void readsOnItsOwnThreadWhatTheCallerCommitted();
    void operationsRunInTheOrderSubmitted();
    void aCancelledOperationIsSkipped();
    void endingSkipsWhatHasNotStarted();
    void aDatabaseThatCannotBeOpenedAnswersEachOperation();

private:
    std::unique_ptr<StoreWorker> makeWorker() const;

    std::unique_ptr<TestDatabase> m_database;
    std::unique_ptr<SqlCatalogStore> m_store;
    int m_connection = 0;
};

void tst_StoreWorker::init()
{
    m_database = std::make_unique<TestDatabase>();
    QVERIFY2(m_database->ok(), qPrintable(m_database->error()));
    QSqlDatabase connection = m_database->connect(QStringLiteral("w%1").arg(++m_connection));
    QVERIFY2(m_database->ok(), qPrintable(m_database->error()));
    const Expected<SchemaMigrator::Outcome> migrated = SchemaMigrator(connection).migrate();
    QVERIFY2(migrated.ok(), migrated.ok() ? "" : qPrintable(migrated.error().message));
    m_store = std::make_unique<SqlCatalogStore>(connection);
}

void tst_StoreWorker::cleanup()
{
    m_store.reset();
    m_database.reset();
}

std::unique_ptr<StoreWorker> tst_StoreWorker::makeWorker() const
{
    return m_database->isPostgres() ? makePostgresWorker(databaseSettings(m_database->databaseName()))
                                    : makeSqliteWorker(m_database->sqlitePath());
}

void tst_StoreWorker::readsOnItsOwnThreadWhatTheCallerCommitted()
{
    for (const QString &slug : {QStringLiteral("alpha"), QStringLiteral("beta")})
        QVERIFY(m_store->createCapability(sampleCapability(slug)).ok());

    std::unique_ptr<StoreWorker> worker = makeWorker();
    QThread *ranOn = nullptr;
    const Expected<QList<Capability>> listed = resultOf(worker->submit<QList<Capability>>([&ranOn](CatalogStore &store) {
        ranOn = QThread::currentThread();
        return store.listCapabilities();
    }));
    QVERIFY2(listed.ok(), listed.ok() ? "" : qPrintable(listed.error().message));
    QCOMPARE(listed.value().size(), 2);
    QCOMPARE(listed.value().at(0).slug, QStringLiteral("alpha"));
    QCOMPARE(ranOn, worker->thread());
    QVERIFY(ranOn != QThread::currentThread());

    // A row the caller commits later is seen by the next operation.
    QVERIFY(m_store->createCapability(sampleCapability(QStringLiteral("gamma"))).ok());
    const Expected<QList<Capability>> again =
        resultOf(worker->submit<QList<Capability>>([](CatalogStore &store) { return store.listCapabilities(); }));
    QCOMPARE(again.value().size(), 3);

    // And the worker writes through its own connection.
    const Status deleted = resultOf(worker->submitStatus(
        [original = listed.value().at(0)](CatalogStore &store) { return store.deleteCapability(original); }));
    QVERIFY2(deleted.ok(), deleted.ok() ? "" : qPrintable(deleted.error().message));
    QCOMPARE(m_store->listCapabilities().value().size(), 2);
}

void tst_StoreWorker::operationsRunInTheOrderSubmitted()
{
    std::unique_ptr<StoreWorker> worker = makeWorker();
    QMutex mutex;
    QList<int> order;
    QList<QFuture<Expected<int>>> futures;
    for (int i = 0; i < 40; ++i) {
        futures.append(worker->submit<int>([i, &mutex, &order](CatalogStore &store) -> Expected<int> {
            const Expected<QList<Agent>> agents = store.listAgents();
            if (!agents)
                return agents.error();
            const QMutexLocker lock(&mutex);
            order.append(i);
            return i;
        }));
    }
    for (int i = 0; i < futures.size(); ++i)
        QCOMPARE(resultOf(futures.at(i)).value(), i);
    QList<int> expected;
    for (int i = 0; i < 40; ++i)
        expected.append(i);
    QCOMPARE(order, expected);
}

void tst_StoreWorker::aCancelledOperationIsSkipped()
{
    std::unique_ptr<StoreWorker> worker = makeWorker();
    QSemaphore started;
    QSemaphore release;
    QFuture<Status> blocking = worker->submitStatus([&](CatalogStore &) {
        started.release();
        release.acquire();
        return Status();
    });
    QAtomicInteger<int> ran = 0;
    QFuture<Status> skipped = worker->submitStatus([&ran](CatalogStore &) {
        ran.ref();
        return Status();
    });
    QFuture<Status> after = worker->submitStatus([&ran](CatalogStore &) {
        ran.fetchAndAddOrdered(10);
        return Status();
    });
    started.acquire();
    skipped.cancel();
    release.release();
    after.waitForFinished();
    skipped.waitForFinished();
    QVERIFY(blocking.isFinished() && !blocking.isCanceled());
    QVERIFY(skipped.isCanceled());
    QVERIFY(!after.isCanceled());
    QCOMPARE(ran.loadAcquire(), 10);
}

void tst_StoreWorker::endingSkipsWhatHasNotStarted()
{
    std::unique_ptr<StoreWorker> worker = makeWorker();
    QSemaphore started;
    QSemaphore never;
    QAtomicInteger<bool> runningFinished = false;
    QFuture<Status> running = worker->submitStatus([&](CatalogStore &) {
        started.release();
        never.tryAcquire(1, 100); // still running while the worker is asked to end
        runningFinished.storeRelease(true);
        return Status();
    });
    QAtomicInteger<int> ran = 0;
    QList<QFuture<Expected<QList<Capability>>>> queued;
    for (int i = 0; i < 5; ++i)
        queued.append(worker->submit<QList<Capability>>([&ran](CatalogStore &store) {
            ran.ref();
            return store.listCapabilities();
        }));
    started.acquire();
    worker.reset();
    QVERIFY(runningFinished.loadAcquire());
    QVERIFY(running.isFinished() && !running.isCanceled());
    QCOMPARE(ran.loadAcquire(), 0);
    for (const QFuture<Expected<QList<Capability>>> &future : queued) {
        QVERIFY(future.isFinished());
        QVERIFY(future.isCanceled());
    }
}

void tst_StoreWorker::aDatabaseThatCannotBeOpenedAnswersEachOperation()
{
    std::unique_ptr<StoreWorker> worker;
    QString where;
    if (m_database->isPostgres()) {
        PostgresSettings settings = databaseSettings(QStringLiteral("capstudio_no_such_database"));
        worker = makePostgresWorker(settings);
        where = QStringLiteral("capstudio_no_such_database");
    } else {
        const QString path = QDir::temp().filePath(QStringLiteral("capstudio-no-such-folder/deeper/workspace.sqlite"));
        worker = makeSqliteWorker(path);
        where = path;
    }
    for (int i = 0; i < 3; ++i) {
        const Expected<QList<Capability>> listed =
            resultOf(worker->submit<QList<Capability>>([](CatalogStore &store) { return store.listCapabilities(); }));
        QVERIFY(!listed.ok());
        QVERIFY2(listed.error().message.contains(where), qPrintable(listed.error().message));
    }
}

QTEST_GUILESS_MAIN(tst_StoreWorker)
#include "tst_storeworker.moc"
