// A Sunrise store on a worker thread: the store waits for the server in a local event loop
// there while this thread goes on (the loopback server answers on this thread, so every
// test here would hang if the worker held it); operations never overlap even though that
// loop would deliver the next one; a cancel reaches the operation under way at once and
// leaves what is queued behind it to run; progress and retries arrive on this thread;
// ending the worker while it waits interrupts the wait and starts nothing queued.
#include "catalog/storeworker.h"
#include "remote/apicatalogstore.h"
#include "remote/apistoreworker.h"
#include "sunrisetestserver.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QtTest>

#include <memory>

using namespace capstudio;

class tst_ApiStoreWorker : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void listsOnTheWorkerWhileThisThreadGoesOn();
    void operationsDoNotOverlap();
    void aCancelStopsTheOperationUnderWayOnly();
    void progressAndRetriesArriveHere();
    void endingWhileWaitingIsPrompt();

private:
    std::unique_ptr<StoreWorker> makeWorker(ApiActivity *activity = nullptr) const;
    QFuture<Expected<QList<Capability>>> listCapabilities(StoreWorker &worker) const;

    std::unique_ptr<SunriseTestServer> m_server;
    int m_rows = 0;
};

void tst_ApiStoreWorker::init()
{
    m_server = std::make_unique<SunriseTestServer>();
    QVERIFY(m_server->listen());
    m_rows = 230; // three pages
    for (int n = 0; n < m_rows; ++n)
        m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("row_%1").arg(n),
                                                                 QStringLiteral("category_%1").arg(n % 7)));
}

void tst_ApiStoreWorker::cleanup()
{
    m_server.reset();
}

std::unique_ptr<StoreWorker> tst_ApiStoreWorker::makeWorker(ApiActivity *activity) const
{
    SunriseClient::Options options;
    options.backoffMs = 50;
    return makeApiWorker(m_server->url(), m_server->adminKey(), options, activity);
}

QFuture<Expected<QList<Capability>>> tst_ApiStoreWorker::listCapabilities(StoreWorker &worker) const
{
    return worker.submit<QList<Capability>>([](CatalogStore &store) { return store.listCapabilities(); });
}

void tst_ApiStoreWorker::listsOnTheWorkerWhileThisThreadGoesOn()
{
    std::unique_ptr<StoreWorker> worker = makeWorker();
    QThread *ran = nullptr;
    QFuture<Expected<QList<Capability>>> listed =
        worker->submit<QList<Capability>>([&ran](CatalogStore &store) {
            ran = QThread::currentThread();
            return store.listCapabilities();
        });
    QTRY_VERIFY_WITH_TIMEOUT(listed.isFinished(), 20000);
    QCOMPARE(ran, worker->thread());
    QVERIFY2(listed.result().ok(), listed.result().ok() ? "" : qPrintable(listed.result().error().message));
    QCOMPARE(listed.result().value().size(), m_rows);
    QSet<QString> slugs;
    for (const Capability &row : listed.result().value())
        slugs.insert(row.slug);
    QCOMPARE(slugs.size(), m_rows);
}

void tst_ApiStoreWorker::operationsDoNotOverlap()
{
    std::unique_ptr<StoreWorker> worker = makeWorker();
    m_server->delayNext(300); // the first page: the next operation is delivered meanwhile
    QList<int> order;
    QFuture<Expected<QList<Capability>>> first =
        worker->submit<QList<Capability>>([&order](CatalogStore &store) {
            order.append(1);
            Expected<QList<Capability>> rows = store.listCapabilities();
            order.append(-1);
            return rows;
        });
    QFuture<Expected<QList<ConversationEntry>>> second =
        worker->submit<QList<ConversationEntry>>([&order](CatalogStore &store) {
            order.append(2);
            Expected<QList<ConversationEntry>> rows = store.listConversations();
            order.append(-2);
            return rows;
        });
    QTRY_VERIFY_WITH_TIMEOUT(second.isFinished(), 20000);
    QVERIFY(first.isFinished());
    QCOMPARE(order, (QList<int>{1, -1, 2, -2}));
    QVERIFY(first.result().ok());
    QVERIFY(second.result().ok());
    // And so on the wire: no conversation was asked for before the last capability page.
    const QList<SunriseTestServer::Request> requests = m_server->requests();
    int lastCapabilities = -1;
    int firstConversations = -1;
    for (int at = 0; at < requests.size(); ++at) {
        if (requests.at(at).path.endsWith(QLatin1String("/capabilities")))
            lastCapabilities = at;
        else if (requests.at(at).path.contains(QLatin1String("conversations")) && firstConversations < 0)
            firstConversations = at;
    }
    QVERIFY(lastCapabilities >= 0);
    QVERIFY(firstConversations > lastCapabilities);
}

void tst_ApiStoreWorker::aCancelStopsTheOperationUnderWayOnly()
{
    std::unique_ptr<StoreWorker> worker = makeWorker();
    m_server->delayNext(20000); // the first page of the first list
    QAtomicInteger<bool> started = false;
    QFuture<Expected<QList<Capability>>> slow =
        worker->submit<QList<Capability>>([&started](CatalogStore &store) {
            started.storeRelease(true);
            return store.listCapabilities();
        });
    QFuture<Expected<QList<Capability>>> next = listCapabilities(*worker);
    QTRY_VERIFY(started.loadAcquire());
    QTRY_VERIFY(!m_server->requests().isEmpty()); // the delayed request is on its way
    QElapsedTimer clock;
    clock.start();
    worker->interrupt();
    QTRY_VERIFY_WITH_TIMEOUT(slow.isFinished(), 20000);
    QVERIFY(clock.elapsed() < 20000); // not waited out
    QVERIFY(!slow.result().ok());
    QVERIFY2(slow.result().error().message.contains(QLatin1String("Cancelled")),
             qPrintable(slow.result().error().message));
    // The cancel belonged to the operation it stopped: the next one reads the whole list.
    QTRY_VERIFY_WITH_TIMEOUT(next.isFinished(), 20000);
    QVERIFY2(next.result().ok(), next.result().ok() ? "" : qPrintable(next.result().error().message));
    QCOMPARE(next.result().value().size(), m_rows);
}

void tst_ApiStoreWorker::progressAndRetriesArriveHere()
{
    ApiActivity activity;
    QList<QThread *> threads;
    QList<int> totals;
    connect(&activity, &ApiActivity::progress, this, [&](int, int total, const QString &) {
        threads.append(QThread::currentThread());
        totals.append(total);
    });
    QList<int> delays;
    QStringList reasons;
    connect(&activity, &ApiActivity::retryScheduled, this, [&](int delayMs, const QString &reason) {
        threads.append(QThread::currentThread());
        delays.append(delayMs);
        reasons.append(reason);
    });
    std::unique_ptr<StoreWorker> worker = makeWorker(&activity);
    m_server->rateLimitNext(1, 1, 60);
    QFuture<Expected<QList<Capability>>> listed = listCapabilities(*worker);
    QTRY_VERIFY_WITH_TIMEOUT(listed.isFinished(), 20000);
    QVERIFY(listed.result().ok());
    QCOMPARE(listed.result().value().size(), m_rows);
    QTRY_VERIFY(!totals.isEmpty());
    QVERIFY(totals.contains(m_rows));
    QCOMPARE(delays, QList<int>{1000});
    QCOMPARE(reasons.size(), 1);
    QVERIFY2(reasons.constFirst().contains(QLatin1String("rate limit")), qPrintable(reasons.constFirst()));
    for (QThread *thread : std::as_const(threads))
        QCOMPARE(thread, QThread::currentThread());
}

void tst_ApiStoreWorker::endingWhileWaitingIsPrompt()
{
    std::unique_ptr<StoreWorker> worker = makeWorker();
    m_server->delayNext(20000);
    QFuture<Expected<QList<Capability>>> slow = listCapabilities(*worker);
    QFuture<Expected<QList<Capability>>> queued = listCapabilities(*worker);
    QTRY_VERIFY(!m_server->requests().isEmpty());
    QElapsedTimer clock;
    clock.start();
    // The server cannot answer while this thread waits for the worker: only the interrupt
    // ends the wait, and the queued read must not start after it.
    worker.reset(); // interrupts the wait, skips the queued read, closes the store
    QVERIFY(clock.elapsed() < 20000);
    QVERIFY(slow.isFinished());
    QVERIFY(!slow.result().ok());
    QVERIFY(queued.isFinished());
    QVERIFY(queued.isCanceled());
}

QTEST_GUILESS_MAIN(tst_ApiStoreWorker)
#include "tst_apistoreworker.moc"
