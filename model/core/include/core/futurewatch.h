#pragma once

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <utility>

namespace capstudio {

// Calls `done(future)` on `context`'s thread once `future` finished (cancelled included),
// always through the event loop. The watcher belongs to `context`: when the context goes
// first, `done` never runs. (QFuture::then with a context object would meet a context
// already half destroyed when its continuation was queued during the destruction.)
template <typename T, typename Done>
void whenFinished(QObject *context, const QFuture<T> &future, Done done)
{
    auto *watcher = new QFutureWatcher<T>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context,
                     [watcher, done = std::move(done)]() mutable {
                         watcher->deleteLater();
                         done(watcher->future());
                     });
    watcher->setFuture(future);
}

// The result of a finished future, or `otherwise` when it was cancelled without one.
template <typename T>
T resultOr(const QFuture<T> &future, T otherwise)
{
    return !future.isCanceled() && future.resultCount() > 0 ? future.result() : std::move(otherwise);
}

} // namespace capstudio
