// Whole-list reads against the loopback Sunrise server, whose paging reproduces what the real
// one does: capabilities ordered by category only, with ties in an order that PostgreSQL's
// top-N sort makes depend on offset + limit, and agents and conversations that move to the
// top while their pages are read.
#include "remote/capabilitylistread.h"
#include "remote/movinglistread.h"
#include "remote/sunriseclient.h"
#include "sunrisetestserver.h"

#include <QDateTime>
#include <QJsonArray>
#include <QSignalSpy>
#include <QtTest>

using namespace capstudio;

namespace {

// 1,000 capabilities in 12 categories, one of them ("knowledge") holding 250 split over
// execution types and states as a real catalog would be, the rest 68 or 69 each.
QSet<QString> addCatalog(SunriseTestServer &server, int rows = 1000)
{
    QSet<QString> ids;
    const int big = rows / 4;
    for (int n = 0; n < rows; ++n) {
        const QString category = n < big ? QStringLiteral("knowledge") : QStringLiteral("cat%1").arg(n % 11, 2, 10, QLatin1Char('0'));
        QJsonObject row = SunriseTestServer::capabilityRow(QStringLiteral("cap_%1").arg(n, 5, 10, QLatin1Char('0')), category);
        if (n % 5 == 1) {
            row.insert(QStringLiteral("executionType"), QStringLiteral("api"));
            row.insert(QStringLiteral("executionHandler"), QStringLiteral("https://api.example.com/v1/tools"));
        }
        if (n % 7 == 3)
            row.insert(QStringLiteral("isActive"), false);
        ids.insert(server.addCapability(row).value(QLatin1String("id")).toString());
    }
    return ids;
}

QSet<QString> idsOf(const QList<QJsonObject> &rows)
{
    QSet<QString> ids;
    for (const QJsonObject &row : rows)
        ids.insert(ApiListRead::idOf(row));
    return ids;
}

bool run(ApiListRead &read)
{
    QSignalSpy finished(&read, &ApiListRead::finished);
    read.start();
    return read.isFinished() || finished.wait(60000);
}

// What a plain read of every page of 100 returns: the rows, repeats included.
QList<QJsonObject> plainPages(SunriseClient &client, const QString &route, int pages)
{
    QList<QJsonObject> rows;
    for (int page = 1; page <= pages; ++page) {
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("page"), QString::number(page));
        query.addQueryItem(QStringLiteral("limit"), QStringLiteral("100"));
        ApiCall *call = client.get(route, query);
        SunriseClient::waitFor(call);
        call->deleteLater();
        for (const QJsonValue &value : call->response().data.toArray())
            rows.append(value.toObject());
    }
    return rows;
}

int countQueries(const SunriseTestServer &server, const QString &key)
{
    int count = 0;
    for (const SunriseTestServer::Request &request : server.requests())
        count += request.query.hasQueryItem(key) ? 1 : 0;
    return count;
}

} // namespace

class tst_ApiListRead : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void plainPagingLosesRowsOnTheDouble();
    void aSmallListIsOnePage();
    void everyCapabilityOnceUnderPostgresPaging();
    void everyCapabilityOnceWhenFilteredPagesShuffleToo();
    void aStablePagingNeedsNoSecondLook();
    void aRowDeletedBetweenPartsFailsWithTheCount();
    void aRowNoFilterReachesFailsWithTheCount();
    void anErrorFailsTheWholeRead();
    void cancelStopsTheRead();
    void conversationsMovingWhileReadAreAllRead();
    void agentsMovingWhileReadAreAllRead();

private:
    std::unique_ptr<SunriseTestServer> m_server;
    std::unique_ptr<SunriseClient> m_client;
};

void tst_ApiListRead::init()
{
    m_server = std::make_unique<SunriseTestServer>();
    QVERIFY(m_server->listen());
    m_client = std::make_unique<SunriseClient>(m_server->url(), m_server->adminKey());
}

void tst_ApiListRead::cleanup()
{
    m_client.reset();
    m_server.reset();
}

// The premise: the double pages as PostgreSQL does, so a plain read repeats and skips rows.
void tst_ApiListRead::plainPagingLosesRowsOnTheDouble()
{
    const QSet<QString> expected = addCatalog(*m_server);
    const QList<QJsonObject> rows = plainPages(*m_client, QStringLiteral("capabilities"), 10);
    QCOMPARE(rows.size(), 1000);
    const QSet<QString> seen = idsOf(rows);
    QVERIFY2(seen.size() < 990, qPrintable(QString::number(seen.size())));
    QVERIFY(seen.size() > 900);
    QVERIFY(seen.contains(expected) == false);

    // A category filter drops the sort, as PostgreSQL does: its pages do not overlap.
    QList<QJsonObject> knowledge;
    for (int page = 1; page <= 3; ++page) {
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("category"), QStringLiteral("knowledge"));
        query.addQueryItem(QStringLiteral("page"), QString::number(page));
        query.addQueryItem(QStringLiteral("limit"), QStringLiteral("100"));
        ApiCall *call = m_client->get(QStringLiteral("capabilities"), query);
        SunriseClient::waitFor(call);
        call->deleteLater();
        for (const QJsonValue &value : call->response().data.toArray())
            knowledge.append(value.toObject());
    }
    QCOMPARE(idsOf(knowledge).size(), 250);
}

void tst_ApiListRead::aSmallListIsOnePage()
{
    const QSet<QString> expected = addCatalog(*m_server, 100);
    CapabilityListRead read(m_client.get());
    QVERIFY(run(read));
    QVERIFY2(read.ok(), qPrintable(read.error().explanation()));
    QCOMPARE(read.rows().size(), 100);
    QCOMPARE(idsOf(read.rows()), expected);
    QCOMPARE(read.requestCount(), 1);
}

void tst_ApiListRead::everyCapabilityOnceUnderPostgresPaging()
{
    const QSet<QString> expected = addCatalog(*m_server);
    CapabilityListRead read(m_client.get());
    QSignalSpy progress(&read, &ApiListRead::progress);
    QVERIFY(run(read));
    QVERIFY2(read.ok(), qPrintable(read.error().explanation()));
    QCOMPARE(read.rows().size(), 1000);
    QCOMPARE(idsOf(read.rows()), expected);
    // Every row as the server holds it.
    for (const QJsonObject &row : read.rows()) {
        QJsonObject stored = m_server->capability(ApiListRead::idOf(row));
        QCOMPARE(row.value(QLatin1String("slug")), stored.value(QLatin1String("slug")));
        QCOMPARE(row.value(QLatin1String("category")), stored.value(QLatin1String("category")));
    }
    // The whole list, then the categories that came back short, each on its own.
    QVERIFY(countQueries(*m_server, QStringLiteral("category")) >= 1);
    QCOMPARE(countQueries(*m_server, QStringLiteral("executionType")), 0);
    QVERIFY(read.requestCount() <= 10 + 12 * 3);
    QVERIFY(read.warnings().isEmpty());
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(0).toInt(), 1000);
    // The result's order is the same on every read, whatever the pages' order was.
    const QList<QJsonObject> first = read.rows();
    CapabilityListRead again(m_client.get());
    QVERIFY(run(again));
    QCOMPARE(again.rows(), first);
}

// A server whose every page of a category comes in another order, filter or not: the
// short categories split by type and state, and short parts are read with other page sizes.
void tst_ApiListRead::everyCapabilityOnceWhenFilteredPagesShuffleToo()
{
    m_server->setPagingModel(SunriseTestServer::PagingModel::Shuffled);
    QSet<QString> expected = addCatalog(*m_server);
    // One part of 160 rows that no filter splits further: only other page sizes help.
    for (int n = 0; n < 160; ++n) {
        QJsonObject row = SunriseTestServer::capabilityRow(QStringLiteral("bulk_%1").arg(n), QStringLiteral("bulk"));
        expected.insert(m_server->addCapability(row).value(QLatin1String("id")).toString());
    }
    CapabilityListRead read(m_client.get());
    QVERIFY(run(read));
    QVERIFY2(read.ok(), qPrintable(read.error().explanation()));
    QCOMPARE(read.rows().size(), 1160);
    QCOMPARE(idsOf(read.rows()), expected);
    QVERIFY(countQueries(*m_server, QStringLiteral("executionType")) > 0);
    bool otherPageSize = false;
    for (const SunriseTestServer::Request &request : m_server->requests())
        otherPageSize = otherPageSize || request.query.queryItemValue(QStringLiteral("limit")) != QLatin1String("100");
    QVERIFY(otherPageSize);
}

void tst_ApiListRead::aStablePagingNeedsNoSecondLook()
{
    m_server->setPagingModel(SunriseTestServer::PagingModel::Stable);
    const QSet<QString> expected = addCatalog(*m_server);
    CapabilityListRead read(m_client.get());
    QVERIFY(run(read));
    QVERIFY(read.ok());
    QCOMPARE(idsOf(read.rows()), expected);
    QCOMPARE(read.requestCount(), 10);
}

// A row deleted after the whole-list pass counted it, before its category was read again:
// the parts no longer add up to the total, and the read says so instead of returning less.
void tst_ApiListRead::aRowDeletedBetweenPartsFailsWithTheCount()
{
    addCatalog(*m_server);
    // When the first category is asked for again, one of its rows goes.
    bool deleted = false;
    connect(m_server.get(), &SunriseTestServer::requestArrived, this,
            [&](const SunriseTestServer::Request &request) {
                const QString category = request.query.queryItemValue(QStringLiteral("category"));
                if (deleted || category.isEmpty())
                    return;
                for (const QJsonObject &row : m_server->capabilities()) {
                    if (row.value(QLatin1String("category")).toString() == category) {
                        deleted = m_server->removeCapability(row.value(QLatin1String("id")).toString());
                        return;
                    }
                }
            });
    CapabilityListRead read(m_client.get());
    QVERIFY(run(read));
    QVERIFY(deleted);
    QVERIFY(!read.ok());
    QCOMPARE(read.error().kind, ApiError::Kind::Incomplete);
    QCOMPARE(read.error().toStoreError().kind, StoreError::Kind::Incomplete);
    QVERIFY2(read.error().explanation().startsWith(
                 QLatin1String("The server counted 1000 capabilities, but only 999 could be read (missing: 1).")),
             qPrintable(read.error().explanation()));
    QVERIFY(read.rows().isEmpty());
}

// Rows of a category the server's filter cannot select (surrounding spaces: it trims the
// value) cannot be read again on their own; when the pages skipped some, the count says so.
void tst_ApiListRead::aRowNoFilterReachesFailsWithTheCount()
{
    m_server->setPagingModel(SunriseTestServer::PagingModel::Shuffled);
    for (int n = 0; n < 400; ++n)
        m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("padded_%1").arg(n), QStringLiteral(" padded ")));
    QVERIFY(idsOf(plainPages(*m_client, QStringLiteral("capabilities"), 4)).size() < 400);
    m_server->clearRequests();
    CapabilityListRead read(m_client.get());
    QVERIFY(run(read));
    QVERIFY(!read.ok());
    QCOMPARE(read.error().kind, ApiError::Kind::Incomplete);
    QVERIFY2(read.error().explanation().contains(QStringLiteral("category “ padded ”, which the server's filter cannot select")),
             qPrintable(read.error().explanation()));
    QCOMPARE(countQueries(*m_server, QStringLiteral("category")), 0);
}

void tst_ApiListRead::anErrorFailsTheWholeRead()
{
    addCatalog(*m_server);
    SunriseClient::Options options = m_client->options();
    options.maxAttempts = 1;
    m_client->setOptions(options);
    CapabilityListRead read(m_client.get());
    read.setConcurrency(1);
    connect(&read, &ApiListRead::progress, this, [this](int received) {
        if (received >= 100)
            m_server->failNext(500, "INTERNAL_ERROR", QStringLiteral("An unexpected error occurred"));
    });
    QSignalSpy finished(&read, &ApiListRead::finished);
    QVERIFY(run(read));
    QCOMPARE(finished.size(), 1);
    QVERIFY(!read.ok());
    QCOMPARE(read.error().httpStatus, 500);
    QVERIFY(read.rows().isEmpty());
}

void tst_ApiListRead::cancelStopsTheRead()
{
    addCatalog(*m_server);
    m_server->delayNext(200, 1000);
    CapabilityListRead read(m_client.get());
    connect(&read, &ApiListRead::progress, &read, &ApiListRead::cancel);
    QVERIFY(run(read));
    QCOMPARE(read.error().kind, ApiError::Kind::Cancelled);
    QVERIFY(m_server->requests().size() < 10);
}

void tst_ApiListRead::conversationsMovingWhileReadAreAllRead()
{
    const QDateTime start = QDateTime::currentDateTimeUtc().addDays(-30);
    QSet<QString> expected;
    for (int n = 0; n < 1000; ++n) {
        const QString when = start.addSecs(n * 60).toString(Qt::ISODateWithMs);
        const QString id = QStringLiteral("c%1").arg(n, 24, 10, QLatin1Char('0'));
        m_server->addConversation({{QStringLiteral("id"), id},
                                   {QStringLiteral("title"), QStringLiteral("Conversation %1").arg(n)},
                                   {QStringLiteral("userId"), m_server->callerUserId()},
                                   {QStringLiteral("createdAt"), when},
                                   {QStringLiteral("updatedAt"), when}},
                                  {});
        expected.insert(id);
    }
    // Conversations of other users are not visible to the key (§4.11).
    m_server->addConversation({{QStringLiteral("userId"), QStringLiteral("cotheruser0000000000000000")}}, {});

    // A plain read while conversations get new messages loses some.
    m_server->moveWhileListing(10);
    QVERIFY(idsOf(plainPages(*m_client, QStringLiteral("conversations"), 10)).size() < 1000);

    m_server->moveWhileListing(40);
    m_server->clearRequests();
    MovingListRead read(m_client.get(), MovingListRead::List::Conversations);
    QVERIFY(run(read));
    QVERIFY2(read.ok(), qPrintable(read.error().explanation()));
    QCOMPARE(read.rows().size(), 1000);
    QCOMPARE(idsOf(read.rows()), expected);
    QVERIFY(countQueries(*m_server, QStringLiteral("dateTo")) > 0);
    // Newest first, each with the timestamp it has now.
    for (qsizetype i = 1; i < read.rows().size(); ++i)
        QVERIFY(read.rows().at(i - 1).value(QLatin1String("updatedAt")).toString()
                >= read.rows().at(i).value(QLatin1String("updatedAt")).toString());
}

void tst_ApiListRead::agentsMovingWhileReadAreAllRead()
{
    QSet<QString> expected;
    const QDateTime start = QDateTime::currentDateTimeUtc().addDays(-10);
    for (int n = 0; n < 260; ++n) {
        QJsonObject agent{{QStringLiteral("slug"), QStringLiteral("agent-%1").arg(n)},
                          {QStringLiteral("lastActiveAt"), start.addSecs(n * 30).toString(Qt::ISODateWithMs)},
                          {QStringLiteral("kind"), n % 9 == 0 ? QStringLiteral("judge") : QStringLiteral("chat")},
                          {QStringLiteral("isSystem"), n % 13 == 0}};
        expected.insert(m_server->addAgent(agent).value(QLatin1String("id")).toString());
    }
    m_server->addAgent({{QStringLiteral("slug"), QStringLiteral("gone")}, {QStringLiteral("deletedAt"), start.toString(Qt::ISODate)}});
    m_server->moveWhileListing(6);
    MovingListRead read(m_client.get(), MovingListRead::List::Agents);
    QVERIFY(run(read));
    QVERIFY2(read.ok(), qPrintable(read.error().explanation()));
    QCOMPARE(idsOf(read.rows()), expected);
    QCOMPARE(read.rows().size(), 260);
    QVERIFY(countQueries(*m_server, QStringLiteral("kind")) > 0);
}

QTEST_GUILESS_MAIN(tst_ApiListRead)
#include "tst_apilistread.moc"
