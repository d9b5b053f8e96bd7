#include "core/workpool.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(Q_OS_LINUX)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>

namespace capstudio {

struct TaskGroup::State
{
    std::mutex mutex;
    std::condition_variable done;
    int running = 0; // started and not finished
};

struct TaskGroup::Runnable : QRunnable
{
    Runnable(std::shared_ptr<State> state, std::function<void()> work)
        : state(std::move(state))
        , work(std::move(work))
    {
        setAutoDelete(false); // the group owns it, whether it ran or was taken back
    }
    void run() override
    {
        {
            const std::lock_guard<std::mutex> lock(state->mutex);
            ++state->running;
            started = true;
        }
        WorkPool::yieldToTheWindow();
        work();
        const std::lock_guard<std::mutex> lock(state->mutex);
        --state->running;
        finished = true;
        state->done.notify_all();
    }

    std::shared_ptr<State> state;
    std::function<void()> work;
    bool started = false;  // under state->mutex
    bool finished = false; // under state->mutex
};

TaskGroup::TaskGroup(QThreadPool *pool)
    : m_pool(pool ? pool : WorkPool::pool())
    , m_state(std::make_shared<State>())
{
}

TaskGroup::~TaskGroup()
{
    finish();
}

void TaskGroup::start(std::function<void()> work)
{
    {
        // Forget the tasks that are over, so that a long-lived group does not grow.
        const std::lock_guard<std::mutex> lock(m_state->mutex);
        m_tasks.erase(std::remove_if(m_tasks.begin(), m_tasks.end(),
                                     [](const std::unique_ptr<Runnable> &task) { return task->finished; }),
                      m_tasks.end());
    }
    m_tasks.push_back(std::make_unique<Runnable>(m_state, std::move(work)));
    m_pool->start(m_tasks.back().get());
}

void TaskGroup::wait()
{
    for (const std::unique_ptr<Runnable> &task : m_tasks) {
        if (m_pool->tryTake(task.get()))
            task->run(); // here and now rather than behind the queue
    }
    finish();
}

void TaskGroup::finish()
{
    std::vector<Runnable *> waitFor;
    for (const std::unique_ptr<Runnable> &task : m_tasks) {
        // A task still queued is taken back and never runs; one that started is waited for.
        if (!m_pool->tryTake(task.get()))
            waitFor.push_back(task.get());
    }
    std::unique_lock<std::mutex> lock(m_state->mutex);
    m_state->done.wait(lock, [&] {
        for (const Runnable *task : waitFor) {
            if (!task->finished)
                return false;
        }
        return true;
    });
    lock.unlock();
    m_tasks.clear();
}

namespace {
Q_GLOBAL_STATIC(QThreadPool, capstudioPool)
} // namespace

QThreadPool *WorkPool::pool()
{
    return capstudioPool();
}

void WorkPool::yieldToTheWindow()
{
#if defined(Q_OS_LINUX)
    // On Linux a nice value belongs to the thread (the calling one, by its thread id).
    thread_local const bool lowered = [] {
        const auto thread = static_cast<id_t>(::syscall(SYS_gettid));
        const int now = ::getpriority(PRIO_PROCESS, thread);
        return ::setpriority(PRIO_PROCESS, thread, qMin(19, now + 5)) == 0;
    }();
    Q_UNUSED(lowered);
#endif
}

int WorkPool::share()
{
    return qMax(1, pool()->maxThreadCount() / 2);
}

void WorkPool::parallelFor(qsizetype count, qsizetype slice,
                           const std::function<void(qsizetype begin, qsizetype end)> &work)
{
    if (count <= 0)
        return;
    slice = qMax<qsizetype>(1, slice);
    const qsizetype slices = (count + slice - 1) / slice;
    std::atomic<qsizetype> next{0};
    const auto drain = [&] {
        for (qsizetype s = next++; s < slices; s = next++)
            work(s * slice, qMin(count, (s + 1) * slice));
    };
    TaskGroup helpers;
    for (qsizetype h = 1; h < slices && h <= share(); ++h)
        helpers.start(drain);
    drain();
    helpers.finish();
}

void WorkPool::prepareAllocator()
{
#if defined(__GLIBC__)
    mallopt(M_MXFAST, 0); // no fast bins: a free merges its chunk at once, on its own thread
#endif
}

} // namespace capstudio
