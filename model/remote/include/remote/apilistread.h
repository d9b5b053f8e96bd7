#pragma once

#include "remote/apierror.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QUrlQuery>

#include <memory>
#include <vector>

namespace capstudio {

class ApiCall;
class SunriseClient;

// One read of every page of a list query (reference §2: meta {page, limit, total,
// totalPages}), as it came: the rows of each page and the total each answer gave.
struct ListPass
{
    QUrlQuery filter;
    int pageSize = 100;
    int tag = 0;                       // the strategy's own
    QList<int> totals;                 // meta.total of every answer, in arrival order
    QList<QList<QJsonObject>> pages;   // page n at index n - 1

    int total() const { return totals.isEmpty() ? 0 : totals.last(); }
    bool totalsAgree() const;
    // Each id once, in page order; a later copy of a row replaces an earlier one.
    QList<QJsonObject> distinctRows() const;
    // Every answer gave the same total and the pages held exactly that many distinct rows:
    // the pass saw the whole list as it stood.
    bool isClean() const;
};

// Reads a whole admin list, or fails saying how many rows are missing: never a shorter list.
//
// Sunrise pages its lists with OFFSET/LIMIT over an order that is not total (capabilities by
// category only; agents and conversations by timestamps that move while they are read), so a
// plain read of every page can overlap and skip rows. A subclass knows its list: which
// filters split it into parts that can be read whole, and how to check that the parts add
// up. This class runs its passes, a few requests in flight at once, and collects the rows.
class ApiListRead : public QObject
{
    Q_OBJECT

public:
    ApiListRead(SunriseClient *client, const QString &route, const QString &what, QObject *parent = nullptr);
    ~ApiListRead() override;

    void setConcurrency(int requests) { m_concurrency = qMax(1, requests); }

    void start();
    void cancel();

    bool isFinished() const { return m_finished; }
    bool ok() const { return m_finished && !m_failed; }
    const ApiError &error() const { return m_error; }
    // Each row once.
    const QList<QJsonObject> &rows() const { return m_rows; }
    // Notes that qualify a complete result (the list changed while it was read …).
    const QStringList &warnings() const { return m_warnings; }
    int requestCount() const { return m_requests; }
    int passCount() const { return m_passCount; }
    const QString &what() const { return m_what; }

    static QString idOf(const QJsonObject &row);

signals:
    // Distinct rows known so far, of `total` (-1 while unknown).
    void progress(int received, int total);
    void finished();

protected:
    virtual void begin() = 0;
    // All pages of a pass have arrived. Start more passes, or succeed() or failIncomplete().
    virtual void passFinished(const ListPass &pass) = 0;

    // Reads every page of the list with this filter, `pageSize` rows a page.
    void readPass(const QUrlQuery &filter, int pageSize, int tag);
    bool passesPending() const;
    void setExpected(int rows) { m_expected = rows; }
    void succeed(QList<QJsonObject> rows);
    // `expected` rows were counted by the server, `read` could be proven; `why` says where
    // the rest went.
    void failIncomplete(int expected, int read, const QString &why);
    void addWarning(const QString &text);
    SunriseClient *client() const { return m_client; }

private:
    struct Request
    {
        int pass;
        int page;
    };

    void requestPage(int pass, int page);
    void pageFinished(ApiCall *call, int pass, int page);
    void pump();
    void fail(const ApiError &error);

    SunriseClient *m_client;
    QString m_route;
    QString m_what;
    int m_concurrency = 4;
    int m_requests = 0;
    int m_passCount = 0;
    int m_expected = -1;
    std::vector<std::unique_ptr<ListPass>> m_passes; // null once finished
    QList<int> m_outstanding;                         // pages still to arrive, per pass
    QList<Request> m_queue;
    QList<ApiCall *> m_inFlight;
    QHash<QString, bool> m_seen; // ids seen in any answer, for progress
    QList<QJsonObject> m_rows;
    QStringList m_warnings;
    bool m_finished = false;
    bool m_failed = false;
    ApiError m_error;
};

} // namespace capstudio
