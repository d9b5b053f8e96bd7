#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <QPair>
#include <QSet>
#include <QString>
#include <QUrl>
#include <QUrlQuery>

#include <memory>
#include <optional>

class QTcpServer;

namespace sunrisetest {
class HttpConnection;
class SunriseRoutes;
class SunriseStore;
struct HttpRequestMessage;
struct SunriseReply;
} // namespace sunrisetest

// A loopback HTTP/1.1 server that answers Sunrise's admin REST API (reference/sunrise.md §1-§5,
// §8.1) from memory, for tests and benchmarks of the REST client. It is an independent double
// of the real server: it implements the routes' validation order, status codes and messages
// itself and links nothing from capstudio.
//
// Everything is asynchronous on the thread that owns the server (no blocking waits), so a client
// in the same thread, or a child process driven by the test, can talk to it while the event
// loop runs.
//
// Faults are queued and applied to the next requests in arrival order, one request each:
// rateLimitNext / dropNext / failNext / truncateNext share one first-in-first-out queue (the
// fault registered first applies first); delayNext has its own queue and combines with any of
// them (a delayed request is still answered — or dropped — by the rules above, only later). The answer to a
// delayed request is computed when the request arrives (a write is applied at once) and written
// after the delay. requestArrived is emitted before the request takes its fault, so a fault
// queued from a slot connected to it applies to the request being announced.
//
// HTTP: request line and headers up to 64 KB (else 431 and close), Content-Length or chunked
// bodies up to 64 MB (else 413), keep-alive and pipelining (answers leave in request order),
// "Connection: close" and HTTP/1.0 honoured, "Expect: 100-continue" answered.
class SunriseTestServer : public QObject
{
    Q_OBJECT

public:
    // A valid create body (reference §4.2) for tests: `functionName` empty means the slug,
    // as Sunrise requires; anything else makes a row Sunrise's rules refuse.
    static QJsonObject capabilityRow(const QString &slug, const QString &category = QStringLiteral("external"),
                                     const QString &functionName = {});

    struct Request
    {
        QByteArray method;
        QString path;        // percent-decoded path, without the query
        QUrlQuery query;
        QList<QPair<QByteArray, QByteArray>> headers; // names as sent
        QByteArray body;

        // Case-insensitive; repeated headers joined with ", "; empty when absent.
        QByteArray header(const QByteArray &lowerCaseName) const;

        // Addition: the TCP connection that carried the request (1, 2, ... in accept order), for
        // keep-alive assertions.
        quint64 connectionId = 0;
    };

    explicit SunriseTestServer(QObject *parent = nullptr);
    ~SunriseTestServer() override;

    bool listen();                    // 127.0.0.1, an ephemeral port
    QUrl url() const;                 // http://127.0.0.1:<port>
    QString adminKey() const;         // a valid admin-scoped key "sk_" + 64 lowercase hex, made at construction
    QString chatOnlyKey() const;      // a valid key without the admin scope -> 403 "Admin scope required"

    // Data (rows in Sunrise's JSON row form, §3). add* fills a cuid-like id ("c" + 24 [a-z0-9])
    // when "id" is missing and defaults per §3/§4.2, and returns the stored row. A row whose id
    // (for bindings: agentId + capabilityId) is already stored replaces it.
    QJsonObject addCapability(const QJsonObject &row);
    QJsonObject addAgent(const QJsonObject &row);          // keys of §3.3; "deletedAt" non-null = soft-deleted
    QJsonObject addBinding(const QJsonObject &row);        // agentId, capabilityId, isEnabled, customConfig, customRateLimit
    // A catalog as the demo data holds it: {"capabilities": [...], "agents": [...], "bindings":
    // [{"agent": slug, "capability": slug, ...}]}. Returns the stored ids by slug (capabilities
    // and agents share the hash: "capability:<slug>", "agent:<slug>").
    QHash<QString, QString> addCatalog(const QJsonObject &catalog);
    // §8.1 shapes; conversation has id, title, userId, agentId, isActive, createdAt, updatedAt.
    // A missing userId means null (system-owned); messages are kept oldest first.
    void addConversation(const QJsonObject &conversation, const QJsonArray &messages);
    QJsonObject capability(const QString &id) const;       // empty object when absent
    QList<QJsonObject> capabilities() const;
    QList<QJsonObject> bindings() const;
    void setEnvironment(const QSet<QString> &setNames);     // env var names the server treats as set and non-empty
    void setCallerUserId(const QString &userId);            // the key owner; conversations visible = owned by it or userId null

    // The order of capabilities of one category across pages (§4.1 sorts by category only).
    // Postgres, the default, does what a real `ORDER BY category OFFSET n LIMIT m` does:
    // with a category filter the sort is dropped and rows come in insertion order; without,
    // rows of one category come in an order that depends on offset + limit whenever
    // 2 * (offset + limit) is below the matching rows (a top-N heapsort), so pages overlap and
    // skip rows although nothing changes. Shuffled does that on every page, filtered or not;
    // Stable never does.
    enum class PagingModel { Stable, Postgres, Shuffled };
    void setPagingModel(PagingModel model);
    // Rows that move while a list is read: each of the next `count` agent or conversation list
    // requests first moves the row listed last to the top (a fresh lastActiveAt / updatedAt).
    void moveWhileListing(int count);
    // A hard delete behind the API's back (its bindings go too); false when there is no such row.
    bool removeCapability(const QString &id);
    // Detaches agent and capability behind the API's back; false when they are not bound.
    bool removeBinding(const QString &agentId, const QString &capabilityId);

    // Additions for assertions.
    QJsonObject agent(const QString &id) const;             // empty object when absent
    QList<QJsonObject> agents() const;                      // soft-deleted ones included
    QJsonObject binding(const QString &agentId, const QString &capabilityId) const; // empty when not bound
    QString callerUserId() const;                           // a generated cuid until setCallerUserId()
    quint16 port() const;
    int connectionCount() const { return int(m_connectionCounter); } // TCP connections accepted so far
    int openConnectionCount() const { return m_openConnections; }

    // Faults, applied to the next requests in arrival order (each consumes one request):
    // 429 RATE_LIMIT_EXCEEDED with Retry-After and X-RateLimit-Limit (`limit` a minute), -Remaining, -Reset.
    void rateLimitNext(int count, int retryAfterSeconds, int limit = 120);
    void delayNext(int milliseconds, int count = 1);        // answers normally but only after the delay
    // dropNext: reads the request, then closes the socket without any response.
    // Note: QNetworkAccessManager resends, by itself and on a new connection, a request whose
    // connection closed before any byte of the response arrived (Qt 6.4.2: once). So a QNAM
    // request fails with RemoteHostClosedError only when its resend is dropped too —
    // dropNext(2), and requests() then holds both copies — while dropNext(1) is absorbed by the
    // resend. truncateNext() fails a QNAM request at once.
    void dropNext(int count = 1);
    void failNext(int status, const QByteArray &code, const QString &message, int count = 1); // an error envelope with that status
    // Addition: answers normally but writes only the status line, the headers and half the
    // announced body, then closes the connection. For a 2xx answer a QNAM client gets
    // RemoteHostClosedError at once, without the internal resend a dropNext() triggers (for an
    // error status QNAM reports that status's error instead).
    void truncateNext(int count = 1);
    void clearFaults();                                     // addition: forget every queued fault and delay

    // What arrived (every request, faults included), for assertions:
    QList<Request> requests() const;
    void clearRequests();

signals:
    void requestArrived(const SunriseTestServer::Request &request);

private:
    struct Fault
    {
        enum class Kind { RateLimit, Drop, Fail, Truncate };
        Kind kind = Kind::Fail;
        int remaining = 0;
        int retryAfterSeconds = 0;
        int limit = 120;
        int status = 500;
        QByteArray code;
        QString message;
    };
    struct Delay
    {
        int milliseconds = 0;
        int remaining = 0;
    };

    void acceptConnections();
    void handleRequest(sunrisetest::HttpConnection *connection, quint64 serial,
                       const sunrisetest::HttpRequestMessage &message);
    std::optional<Fault> takeFault();
    int takeDelay();
    sunrisetest::SunriseReply answer(const sunrisetest::HttpRequestMessage &message, const QByteArray &rawPath,
                                     const QByteArray &rawQuery);

    QTcpServer *m_server;
    std::unique_ptr<sunrisetest::SunriseStore> m_store;
    std::unique_ptr<sunrisetest::SunriseRoutes> m_routes;
    QString m_adminKey;
    QString m_chatOnlyKey;
    QList<Fault> m_faults;
    QList<Delay> m_delays;
    QList<Request> m_requests;
    quint64 m_connectionCounter = 0;
    int m_openConnections = 0;
};

Q_DECLARE_METATYPE(SunriseTestServer::Request)
