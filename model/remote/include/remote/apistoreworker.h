#pragma once

#include "catalog/storeworker.h"
#include "remote/sunriseclient.h"

#include <QObject>
#include <QUrl>
#include <memory>

namespace capstudio {

// What a Sunrise store on a worker thread reports, brought to the thread this object lives
// on (the window's): the progress of a long read and each wait before a retry. Signals
// only; the worker posts them here.
class ApiActivity : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

signals:
    // Rows done out of a total (-1: unknown) of `what`, as ApiCatalogStore reports them.
    void progress(int done, int total, const QString &what);
    // A request is tried again after `delayMs` (a rate limit, a server that did not answer).
    void retryScheduled(int delayMs, const QString &reason);
};

// A worker whose store is an ApiCatalogStore over a SunriseClient of its own, built on the
// worker thread (a QNetworkAccessManager belongs to the thread that made it). The store
// waits for the network in a local event loop there, so the window's thread never does.
// `activity` (may be null) receives its progress and retries; it must outlive the worker.
// StoreWorker::interrupt() stops the request under way: its operation answers the store's
// cancelled error.
std::unique_ptr<StoreWorker> makeApiWorker(const QUrl &origin, const QString &apiKey,
                                           const SunriseClient::Options &options, ApiActivity *activity);

} // namespace capstudio
