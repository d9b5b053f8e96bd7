#pragma once

#include <QThreadPool>

#include <functional>
#include <memory>
#include <vector>

namespace capstudio {

// The one way capstudio runs work on other cores: one thread pool of capstudio's own
// (WorkPool::pool()), with the joins owned by objects. A TaskGroup's destructor takes back
// the tasks that have not started and waits for those that have, so nothing outlives what
// it works on, and a thread of the pool that starts a group never waits on a queue it is
// itself holding up.
class TaskGroup
{
public:
    // Null: WorkPool::pool().
    explicit TaskGroup(QThreadPool *pool = nullptr);
    ~TaskGroup();
    TaskGroup(const TaskGroup &) = delete;
    TaskGroup &operator=(const TaskGroup &) = delete;

    void start(std::function<void()> work);
    // Every task done: one still queued is run on the calling thread (so that a thread of
    // the pool that waits never waits on a queue it holds up), then those running are waited for.
    void wait();
    // Takes back what has not started (it never runs), then waits for what has. The
    // destructor does this.
    void finish();
    QThreadPool *pool() const { return m_pool; }

private:
    struct Runnable;
    struct State;
    QThreadPool *m_pool;
    std::shared_ptr<State> m_state;
    std::vector<std::unique_ptr<Runnable>> m_tasks;
};

class WorkPool
{
public:
    // As many threads as cores. Not Qt's global pool: Qt 6.4's raster painting splits large
    // fills over that one and waits for them, so a bundle read there held a progress bar's
    // repaint for the whole read (900 ms).
    static QThreadPool *pool();
    // Lowers the calling thread's scheduling priority below the window's (Linux: nice +5,
    // once per thread; elsewhere nothing). The threads that work beside the window (a
    // store's worker, the pool's tasks) call it, so that when every core is busy the
    // window's thread gets one first: with two cores, a list read (the worker and the
    // database server) held a progress bar's repaint for 50 ms.
    static void yieldToTheWindow();
    // Called once at start-up, before threads start: memory that a pool thread frees (the
    // rows a new list replaced) is coalesced on that thread. With glibc's default fast bins
    // the frees only queue their chunks, and the window's thread paid for merging them all
    // inside its next large allocation (a 190 ms stall after a 100,000-row reload).
    static void prepareAllocator();
    // Threads one job may use besides the caller: half the pool, at least one, so that two
    // large jobs (two bundles opening) share the cores instead of queueing behind each other.
    static int share();
    // Runs work(begin, end) over [0, count) in slices of `slice` on the pool and on the
    // calling thread; returns when every slice is done.
    static void parallelFor(qsizetype count, qsizetype slice,
                            const std::function<void(qsizetype begin, qsizetype end)> &work);
};

} // namespace capstudio
