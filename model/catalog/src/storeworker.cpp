#include "catalog/storeworker.h"

#include "core/workpool.h"

#include <QAtomicInteger>
#include <QMetaObject>
#include <deque>
#include <optional>

namespace capstudio {

// Owns the store on the worker thread; every task is a queued call to it.
class StoreWorker::Host : public QObject
{
public:
    Host(Factory factory, std::function<void()> closed)
        : m_factory(std::move(factory)), m_closed(std::move(closed))
    {
    }

    // Tasks run one after the other in the order queued. A store that waits for the network
    // runs a local event loop, which delivers the next queued call while a task is still
    // running: that call only queues its task, which runs when the one before has returned.
    void run(Task task)
    {
        m_queue.push_back(std::move(task));
        if (m_running)
            return;
        m_running = true;
        while (!m_queue.empty()) {
            const Task next = std::move(m_queue.front());
            m_queue.pop_front();
            if (stopping.loadAcquire())
                continue; // its promise, dropped with the task, finishes cancelled
            ensureStore();
            next(m_store.get(), m_failed ? &*m_failed : nullptr);
        }
        m_running = false;
        if (m_closing)
            closeAndQuit(); // asked for while the last task waited: deletes this
    }

    // Runs at once, also while a task waits inside a local event loop (to cancel it).
    void interrupt(const std::function<void(CatalogStore &)> &call)
    {
        if (m_store)
            call(*m_store);
    }

    // On the worker thread, before it stops: the store closes where it was opened, once no
    // task is running; then the host is deleted and the thread's loop ends.
    void closeWhenIdle()
    {
        if (m_running)
            m_closing = true; // a local event loop of the running task delivered this
        else
            closeAndQuit();
    }

    QAtomicInteger<bool> stopping = false;

private:
    void closeAndQuit()
    {
        m_store.reset();
        if (m_closed)
            m_closed();
        QThread::currentThread()->quit();
        delete this;
    }

    void ensureStore()
    {
        if (m_store || m_failed)
            return;
        WorkPool::yieldToTheWindow(); // this thread works beside the window
        Expected<std::unique_ptr<CatalogStore>> built = m_factory();
        m_factory = nullptr; // its captures (a password) are not kept longer than needed
        if (built)
            m_store = std::move(built).value();
        else
            m_failed = built.error();
    }

    Factory m_factory;
    std::deque<Task> m_queue;
    bool m_running = false;
    bool m_closing = false;
    std::function<void()> m_closed;
    std::unique_ptr<CatalogStore> m_store;
    std::optional<StoreError> m_failed;
};

StoreWorker::StoreWorker(Factory factory, const QString &name, std::function<void()> closed, Interrupt interrupt)
    : m_interrupt(std::move(interrupt)), m_thread(std::make_unique<QThread>())
{
    m_thread->setObjectName(name);
    m_host = new Host(std::move(factory), std::move(closed));
    m_host->moveToThread(m_thread.get());
    m_thread->start();
}

StoreWorker::~StoreWorker()
{
    // What is queued behind the running task is skipped; the close comes after all of it.
    Host *host = m_host;
    host->stopping.storeRelease(true); // before the interrupt: nothing queued starts after it
    interrupt();
    QMetaObject::invokeMethod(
        host,
        [host] { host->closeWhenIdle(); },
        Qt::QueuedConnection);
    m_thread->wait();
}

void StoreWorker::post(Task task)
{
    Host *host = m_host;
    QMetaObject::invokeMethod(
        host, [host, task = std::move(task)]() mutable { host->run(std::move(task)); }, Qt::QueuedConnection);
}

void StoreWorker::interrupt()
{
    if (!m_interrupt)
        return;
    Host *host = m_host;
    QMetaObject::invokeMethod(
        host, [host, call = m_interrupt] { host->interrupt(call); }, Qt::QueuedConnection);
}

} // namespace capstudio
