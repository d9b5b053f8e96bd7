#pragma once

#include "remote/apierror.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QSet>
#include <QUrlQuery>

namespace capstudio {

class ApiCall;
class SunriseClient;

// Reads every row of a paginated admin list (reference §2: meta {page, limit, total,
// totalPages}) with pages of up to 100 rows, a few requests in flight at once.
//
// Sunrise sorts capabilities by category only, so rows of one category can move between
// pages while they are read (§4.1). Rows are therefore collected by id; when fewer distinct
// rows than `total` came back, the pages are read again (at most three passes) and the
// shortfall, if it stays, is reported as a warning rather than hidden.
class ApiListFetch : public QObject
{
    Q_OBJECT

public:
    ApiListFetch(SunriseClient *client, const QString &route, const QUrlQuery &filter = {},
                 QObject *parent = nullptr);
    ~ApiListFetch() override;

    void setPageSize(int rows) { m_pageSize = qBound(1, rows, 100); }
    void setConcurrency(int requests) { m_concurrency = qMax(1, requests); }

    void start();
    void cancel();

    bool isFinished() const { return m_finished; }
    bool ok() const { return m_finished && !m_failed; }
    const ApiError &error() const { return m_error; }
    // In the order the server listed them, each id once.
    const QList<QJsonObject> &rows() const { return m_rows; }
    int total() const { return m_total; }
    int requestCount() const { return m_requests; }
    QStringList warnings() const { return m_warnings; }

signals:
    void progress(int received, int total);
    void finished();

private:
    void requestPage(int page);
    void pageFinished(ApiCall *call, int page);
    void pumpQueue();
    void endPass();
    void fail(const ApiError &error);

    SunriseClient *m_client;
    QString m_route;
    QUrlQuery m_filter;
    int m_pageSize = 100;
    int m_concurrency = 4;
    int m_total = -1;
    int m_totalPages = 0;
    int m_pass = 0;
    int m_requests = 0;
    QList<int> m_queue;
    QList<ApiCall *> m_inFlight;
    QList<QJsonObject> m_rows;
    QHash<QString, int> m_index;
    QStringList m_warnings;
    bool m_finished = false;
    bool m_failed = false;
    ApiError m_error;
};

} // namespace capstudio
