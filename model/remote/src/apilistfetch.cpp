#include "remote/apilistfetch.h"

#include "remote/sunriseclient.h"

#include <QJsonArray>

namespace capstudio {

namespace {
constexpr int kMaxPasses = 3;
}

ApiListFetch::ApiListFetch(SunriseClient *client, const QString &route, const QUrlQuery &filter,
                           QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_route(route)
    , m_filter(filter)
{
}

ApiListFetch::~ApiListFetch()
{
    for (ApiCall *call : std::as_const(m_inFlight)) {
        call->disconnect(this);
        call->cancel();
        call->deleteLater();
    }
}

void ApiListFetch::start()
{
    m_pass = 1;
    requestPage(1); // its meta tells how many pages follow
}

void ApiListFetch::cancel()
{
    if (m_finished)
        return;
    ApiError error;
    error.kind = ApiError::Kind::Cancelled;
    fail(error);
}

void ApiListFetch::requestPage(int page)
{
    QUrlQuery query = m_filter;
    query.addQueryItem(QStringLiteral("page"), QString::number(page));
    query.addQueryItem(QStringLiteral("limit"), QString::number(m_pageSize));
    ApiCall *call = m_client->get(m_route, query);
    ++m_requests;
    m_inFlight.append(call);
    connect(call, &ApiCall::finished, this, [this, call, page] { pageFinished(call, page); });
}

void ApiListFetch::pageFinished(ApiCall *call, int page)
{
    m_inFlight.removeOne(call);
    call->deleteLater();
    if (m_finished)
        return;
    if (!call->ok()) {
        fail(call->error());
        return;
    }
    const ApiResponse &response = call->response();
    if (!response.data.isArray()) {
        ApiError error;
        error.kind = ApiError::Kind::BadResponse;
        error.message = tr("The server's list %1 carries no array of rows.").arg(m_route);
        fail(error);
        return;
    }
    for (const QJsonValue &value : response.data.toArray()) {
        const QJsonObject row = value.toObject();
        const QString id = row.value(QLatin1String("id")).toString();
        const auto found = m_index.constFind(id);
        if (found != m_index.constEnd()) {
            m_rows[*found] = row; // read again: the newer copy wins
            continue;
        }
        m_index.insert(id, int(m_rows.size()));
        m_rows.append(row);
    }
    const int total = response.meta.value(QLatin1String("total")).toInt(-1);
    if (total >= 0)
        m_total = total;
    if (m_total < 0)
        m_total = int(response.data.toArray().size());
    // Rows added while the list is read make more pages: those are queued as they show up.
    const int pages = response.meta.value(QLatin1String("totalPages")).toInt(1);
    for (int next = qMax(m_totalPages, page) + 1; next <= pages; ++next)
        m_queue.append(next);
    m_totalPages = qMax(m_totalPages, qMax(pages, page));
    emit progress(int(m_rows.size()), qMax(m_total, int(m_rows.size())));
    pumpQueue();
}

void ApiListFetch::pumpQueue()
{
    while (!m_queue.isEmpty() && m_inFlight.size() < m_concurrency)
        requestPage(m_queue.takeFirst());
    if (m_queue.isEmpty() && m_inFlight.isEmpty())
        endPass();
}

void ApiListFetch::endPass()
{
    if (int(m_rows.size()) < m_total && m_pass < kMaxPasses) {
        // Rows slipped between pages while they were read: read them all again.
        ++m_pass;
        for (int page = 1; page <= m_totalPages; ++page)
            m_queue.append(page);
        pumpQueue();
        return;
    }
    if (int(m_rows.size()) < m_total)
        m_warnings.append(tr("The server counted %1 rows but %2 distinct rows came back after %3 passes: "
                             "rows moved between pages while they were read (its order is by category "
                             "only). Reload to read them again.")
                              .arg(m_total)
                              .arg(m_rows.size())
                              .arg(m_pass));
    m_finished = true;
    emit finished();
}

void ApiListFetch::fail(const ApiError &error)
{
    m_finished = true;
    m_failed = true;
    m_error = error;
    m_queue.clear();
    const QList<ApiCall *> inFlight = std::exchange(m_inFlight, {});
    for (ApiCall *call : inFlight) {
        call->disconnect(this);
        call->cancel();
        call->deleteLater();
    }
    emit finished();
}

} // namespace capstudio
