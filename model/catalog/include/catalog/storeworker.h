#pragma once

#include "catalog/catalogstore.h"
#include "core/expected.h"

#include <QFuture>
#include <QObject>
#include <QPromise>
#include <QString>
#include <QThread>
#include <functional>
#include <memory>

namespace capstudio {

// A catalog store that lives on a thread of its own, so that its queries never hold the
// window. The store is built on that thread by `factory` (Qt Sql connections belong to the
// thread that opened them), every operation is queued to it in the order submitted and
// answered by a QFuture; the store is closed on that thread too. Operations never overlap,
// even when one waits in a local event loop on the worker thread.
//
// Cancelling a future before its operation starts skips the operation (the future then
// finishes cancelled, without a result); an operation already running finishes. The
// destructor skips what has not started, interrupts the running operation when it can and
// waits for it, then closes the store: no continuation of a skipped operation runs.
class StoreWorker
{
public:
    using Factory = std::function<Expected<std::unique_ptr<CatalogStore>>()>;

    // Stops the operation under way, on the worker thread (a store that waits for the network
    // in a local event loop cancels its request).
    using Interrupt = std::function<void(CatalogStore &)>;

    // `name` names the thread (seen in debuggers and in ThreadSanitizer's reports); `closed`
    // runs on the worker thread once the store is destroyed (to remove a Qt Sql connection);
    // `interrupt`, when given, is how interrupt() and the destructor stop a running operation.
    StoreWorker(Factory factory, const QString &name, std::function<void()> closed = {}, Interrupt interrupt = {});
    ~StoreWorker();
    StoreWorker(const StoreWorker &) = delete;
    StoreWorker &operator=(const StoreWorker &) = delete;

    // Runs `work` on the worker thread with the store. When the factory failed, every
    // operation answers its error instead.
    template <typename T>
    QFuture<Expected<T>> submit(std::function<Expected<T>(CatalogStore &)> work)
    {
        return answer<Expected<T>>(std::move(work));
    }
    QFuture<Status> submitStatus(std::function<Status(CatalogStore &)> work)
    {
        return answer<Status>(std::move(work));
    }

    // Stops the operation under way with the Interrupt given at construction, as soon as the
    // worker thread's event loop runs (also while that operation waits in a local event
    // loop); it then answers whatever the store answers for a cancel. What is queued behind it
    // still runs. Nothing happens without an Interrupt or before the store was built.
    void interrupt();

    // The worker thread, for tests and assertions.
    QThread *thread() const { return m_thread.get(); }

private:
    // R is Expected<T> or Status: either is made from the factory's error.
    template <typename R>
    QFuture<R> answer(std::function<R(CatalogStore &)> work)
    {
        auto promise = std::make_shared<QPromise<R>>();
        QFuture<R> future = promise->future();
        promise->start();
        post([promise, work = std::move(work)](CatalogStore *store, const StoreError *failed) {
            if (!promise->isCanceled())
                promise->addResult(failed ? R(*failed) : work(*store));
            promise->finish();
        });
        return future;
    }

    using Task = std::function<void(CatalogStore *store, const StoreError *failed)>;
    void post(Task task);

    class Host;
    Interrupt m_interrupt;
    std::unique_ptr<QThread> m_thread;
    Host *m_host = nullptr; // lives on m_thread; deleted there
};

} // namespace capstudio
