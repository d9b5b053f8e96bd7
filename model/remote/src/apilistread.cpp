#include "remote/apilistread.h"

#include "remote/sunriseclient.h"

#include <QJsonArray>
#include <QSet>

namespace capstudio {

bool ListPass::totalsAgree() const
{
    for (int total : totals) {
        if (total != totals.constFirst())
            return false;
    }
    return true;
}

QList<QJsonObject> ListPass::distinctRows() const
{
    QList<QJsonObject> rows;
    QHash<QString, qsizetype> index;
    for (const QList<QJsonObject> &page : pages) {
        for (const QJsonObject &row : page) {
            const QString id = ApiListRead::idOf(row);
            const auto found = index.constFind(id);
            if (found != index.constEnd()) {
                rows[*found] = row;
                continue;
            }
            index.insert(id, rows.size());
            rows.append(row);
        }
    }
    return rows;
}

bool ListPass::isClean() const
{
    if (totals.isEmpty() || !totalsAgree())
        return false;
    QSet<QString> ids;
    for (const QList<QJsonObject> &page : pages) {
        for (const QJsonObject &row : page)
            ids.insert(ApiListRead::idOf(row));
    }
    return ids.size() == total();
}

ApiListRead::ApiListRead(SunriseClient *client, const QString &route, const QString &what, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_route(route)
    , m_what(what)
{
}

ApiListRead::~ApiListRead()
{
    for (ApiCall *call : std::as_const(m_inFlight)) {
        call->disconnect(this);
        call->cancel();
        call->deleteLater();
    }
}

QString ApiListRead::idOf(const QJsonObject &row)
{
    return row.value(QLatin1String("id")).toString();
}

void ApiListRead::start()
{
    begin();
}

void ApiListRead::cancel()
{
    if (m_finished)
        return;
    ApiError error;
    error.kind = ApiError::Kind::Cancelled;
    fail(error);
}

void ApiListRead::readPass(const QUrlQuery &filter, int pageSize, int tag)
{
    if (m_finished)
        return;
    auto pass = std::make_unique<ListPass>();
    pass->filter = filter;
    pass->pageSize = qBound(1, pageSize, 100);
    pass->tag = tag;
    m_passes.push_back(std::move(pass));
    m_outstanding.append(1);
    ++m_passCount;
    // Its first answer tells how many pages follow.
    m_queue.append(Request{int(m_passes.size()) - 1, 1});
    pump();
}

bool ApiListRead::passesPending() const
{
    for (int outstanding : m_outstanding) {
        if (outstanding > 0)
            return true;
    }
    return false;
}

void ApiListRead::requestPage(int pass, int page)
{
    const ListPass &state = *m_passes.at(size_t(pass));
    QUrlQuery query = state.filter;
    query.addQueryItem(QStringLiteral("page"), QString::number(page));
    query.addQueryItem(QStringLiteral("limit"), QString::number(state.pageSize));
    ApiCall *call = m_client->get(m_route, query);
    ++m_requests;
    m_inFlight.append(call);
    connect(call, &ApiCall::finished, this, [this, call, pass, page] { pageFinished(call, pass, page); });
}

void ApiListRead::pump()
{
    while (!m_finished && !m_queue.isEmpty() && m_inFlight.size() < m_concurrency) {
        const Request next = m_queue.takeFirst();
        requestPage(next.pass, next.page);
    }
}

void ApiListRead::pageFinished(ApiCall *call, int passIndex, int page)
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
        error.message = tr("The server's list of %1 carries no array of rows.").arg(m_what);
        fail(error);
        return;
    }
    ListPass &pass = *m_passes.at(size_t(passIndex));
    const QJsonArray rows = response.data.toArray();
    if (pass.pages.size() < page)
        pass.pages.resize(page);
    QList<QJsonObject> &slot = pass.pages[page - 1];
    slot.reserve(rows.size());
    for (const QJsonValue &value : rows) {
        slot.append(value.toObject());
        m_seen.insert(idOf(slot.constLast()), true);
    }
    const int total = response.meta.value(QLatin1String("total")).toInt(int(rows.size()));
    pass.totals.append(total);
    if (m_expected < 0 && passIndex == 0)
        m_expected = total; // until the strategy knows better
    // Pages that show up as the list grows while it is read are read too.
    const int pages = qMax(1, response.meta.value(QLatin1String("totalPages")).toInt((total + pass.pageSize - 1) / pass.pageSize));
    for (int next = int(pass.pages.size()) + 1; next <= pages; ++next) {
        pass.pages.resize(next);
        m_queue.append(Request{passIndex, next});
        ++m_outstanding[passIndex];
    }
    --m_outstanding[passIndex];
    emit progress(int(m_seen.size()), m_expected >= 0 ? qMax(m_expected, int(m_seen.size())) : -1);
    if (m_finished) // cancelled from a progress slot
        return;
    if (m_outstanding.at(passIndex) == 0) {
        const std::unique_ptr<ListPass> done = std::move(m_passes[size_t(passIndex)]);
        passFinished(*done);
        if (m_finished)
            return;
        if (!passesPending() && m_queue.isEmpty()) {
            // A strategy that neither reads on nor ends would leave its caller waiting.
            ApiError error;
            error.kind = ApiError::Kind::Incomplete;
            error.message = tr("The read of %1 stopped without a result.").arg(m_what);
            fail(error);
            return;
        }
    }
    pump();
}

void ApiListRead::succeed(QList<QJsonObject> rows)
{
    if (m_finished)
        return;
    m_rows = std::move(rows);
    m_finished = true;
    m_queue.clear();
    emit progress(int(m_rows.size()), int(m_rows.size()));
    emit finished();
}

void ApiListRead::failIncomplete(int expected, int read, const QString &why)
{
    ApiError error;
    error.kind = ApiError::Kind::Incomplete;
    const int missing = expected - read;
    error.message = expected > read
                        ? tr("The server counted %1 %2, but only %3 could be read (missing: %4). %5")
                              .arg(expected)
                              .arg(m_what)
                              .arg(read)
                              .arg(missing)
                              .arg(why)
                        : tr("The server counted %1 %2, but %3 different rows came back: the list changed while "
                             "it was read. %4")
                              .arg(expected)
                              .arg(m_what)
                              .arg(read)
                              .arg(why);
    fail(error);
}

void ApiListRead::addWarning(const QString &text)
{
    if (!m_warnings.contains(text))
        m_warnings.append(text);
}

void ApiListRead::fail(const ApiError &error)
{
    if (m_finished)
        return;
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
