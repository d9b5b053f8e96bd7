// The shared pool: parallelFor covers every index once, also when called from the pool's own
// threads (no deadlock on a queue the caller holds up); a TaskGroup's wait() runs every task,
// its finish() takes back what has not started and waits for what has.
#include "core/workpool.h"

#include <QSemaphore>
#include <QTest>

#include <atomic>
#include <thread>
#include <vector>

using namespace capstudio;

class tst_WorkPool : public QObject
{
    Q_OBJECT

private slots:
    void everyIndexOnce();
    void nestedInThePoolDoesNotDeadlock();
    void finishTakesBackWhatHasNotStarted();
    void aGroupRunsEveryTaskItStarts();
};

void tst_WorkPool::everyIndexOnce()
{
    std::vector<std::atomic<int>> seen(10007);
    WorkPool::parallelFor(qsizetype(seen.size()), 37, [&seen](qsizetype begin, qsizetype end) {
        for (qsizetype i = begin; i < end; ++i)
            ++seen[size_t(i)];
    });
    for (const std::atomic<int> &count : seen)
        QCOMPARE(count.load(), 1);
    WorkPool::parallelFor(0, 10, [](qsizetype, qsizetype) { QFAIL("nothing to do"); });
}

void tst_WorkPool::nestedInThePoolDoesNotDeadlock()
{
    // Every thread of the pool busy with work that itself runs a parallelFor.
    std::atomic<qint64> total{0};
    {
        TaskGroup outer;
        for (int t = 0; t < WorkPool::pool()->maxThreadCount() * 2; ++t) {
            outer.start([&total] {
                WorkPool::parallelFor(1000, 10, [&total](qsizetype begin, qsizetype end) { total += end - begin; });
            });
        }
        outer.wait();
    }
    QCOMPARE(total.load(), qint64(WorkPool::pool()->maxThreadCount()) * 2 * 1000);
}

void tst_WorkPool::finishTakesBackWhatHasNotStarted()
{
    QThreadPool one;
    one.setMaxThreadCount(1);
    QSemaphore started;
    QSemaphore release;
    std::atomic<bool> secondRan{false};
    TaskGroup group(&one);
    group.start([&] {
        started.release();
        release.acquire(); // holds the only thread
    });
    group.start([&] { secondRan = true; });
    started.acquire();
    std::thread releaser([&] {
        QThread::msleep(100);
        release.release();
    });
    group.finish(); // waits for the first, takes the second back
    releaser.join();
    QVERIFY(!secondRan);
    one.waitForDone();
    QVERIFY(!secondRan);
}

void tst_WorkPool::aGroupRunsEveryTaskItStarts()
{
    TaskGroup group;
    std::atomic<int> runs{0};
    for (int i = 0; i < 2000; ++i) {
        group.start([&runs] { ++runs; });
        if (i % 100 == 0)
            WorkPool::pool()->waitForDone();
    }
    group.wait();
    QCOMPARE(runs.load(), 2000);
}

QTEST_GUILESS_MAIN(tst_WorkPool)
#include "tst_workpool.moc"
