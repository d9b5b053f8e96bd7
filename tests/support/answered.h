#pragma once

#include <QFuture>
#include <QTest>

// The answer of `future` once it has finished, with the event loop running here meanwhile
// (an apply or a read runs on the store's thread and is answered through this thread's
// event loop). A future that did not finish within 30 s, or finished cancelled, gives
// `otherwise` and a warning, so the test's own assertion fails.
template <typename T>
T answered(QFuture<T> future, T otherwise = T())
{
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, 30000)) {
        qWarning("the answer did not come within 30 s");
        return otherwise;
    }
    if (future.isCanceled() || future.resultCount() == 0) {
        qWarning("the answer was cancelled");
        return otherwise;
    }
    return future.result();
}
