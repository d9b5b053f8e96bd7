#include "catalog/storeworker.h"

#include <QAtomicInteger>
#include <QMetaObject>
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

    void run(const Task &task)
    {
        if (stopping.loadAcquire())
            return; // its promise, dropped with the task, finishes cancelled
        if (!m_store && !m_failed) {
            Expected<std::unique_ptr<CatalogStore>> built = m_factory();
            m_factory = nullptr; // its captures (a password) are not kept longer than needed
            if (built)
                m_store = std::move(built).value();
            else
                m_failed = built.error();
        }
        task(m_store.get(), m_failed ? &*m_failed : nullptr);
    }

    // On the worker thread, before it stops: the store closes where it was opened.
    void close()
    {
        m_store.reset();
        if (m_closed)
            m_closed();
    }

    QAtomicInteger<bool> stopping = false;

private:
    Factory m_factory;
    std::function<void()> m_closed;
    std::unique_ptr<CatalogStore> m_store;
    std::optional<StoreError> m_failed;
};

StoreWorker::StoreWorker(Factory factory, const QString &name, std::function<void()> closed)
    : m_thread(std::make_unique<QThread>())
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
    host->stopping.storeRelease(true);
    QMetaObject::invokeMethod(
        host,
        [host] {
            host->close();
            delete host;
            QThread::currentThread()->quit();
        },
        Qt::QueuedConnection);
    m_thread->wait();
}

void StoreWorker::post(Task task)
{
    Host *host = m_host;
    QMetaObject::invokeMethod(
        host, [host, task = std::move(task)] { host->run(task); }, Qt::QueuedConnection);
}

} // namespace capstudio
