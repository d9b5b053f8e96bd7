#include "sunrisetestserver.h"

#include "httpconnection.h"
#include "httprequestparser.h"
#include "sunrisereply.h"
#include "sunriserequest.h"
#include "sunriseroutes.h"
#include "sunrisestore.h"

#include <QDateTime>
#include <QHostAddress>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTimer>
#include <QUuid>

using sunrisetest::HttpConnection;
using sunrisetest::HttpRequestMessage;
using sunrisetest::SunriseReply;
using sunrisetest::SunriseRequest;
using sunrisetest::SunriseRoutes;
using sunrisetest::SunriseStore;

namespace {

const QByteArray ApiPrefix = QByteArrayLiteral("/api/v1/admin/orchestration/");

QString randomKey()
{
    QByteArray bytes(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), bytes.size() / 4);
    return QStringLiteral("sk_") + QString::fromLatin1(bytes.toHex());
}

QString decodeComponent(QByteArray text, bool plusIsSpace)
{
    if (plusIsSpace)
        text.replace('+', ' ');
    return QString::fromUtf8(QByteArray::fromPercentEncoding(text));
}

// URLSearchParams semantics: '&'-separated, first '=' splits, '+' is a space, last name wins.
QHash<QString, QString> parseQuery(const QByteArray &rawQuery)
{
    QHash<QString, QString> query;
    for (const QByteArray &pair : rawQuery.split('&')) {
        if (pair.isEmpty())
            continue;
        const qsizetype equals = pair.indexOf('=');
        const QByteArray name = equals < 0 ? pair : pair.left(equals);
        const QByteArray value = equals < 0 ? QByteArray() : pair.mid(equals + 1);
        query.insert(decodeComponent(name, true), decodeComponent(value, true));
    }
    return query;
}

// The host of an Origin header as WHATWG URL.host spells it (default port omitted).
QString originHost(const QByteArray &origin)
{
    const QUrl url(QString::fromUtf8(origin), QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty())
        return QString();
    QString host = url.host(QUrl::FullyEncoded).toLower();
    if (host.contains(QLatin1Char(':')))
        host = QLatin1Char('[') + host + QLatin1Char(']');
    const int port = url.port();
    const QString scheme = url.scheme().toLower();
    const bool defaultPort = (scheme == QLatin1String("http") && port == 80) || (scheme == QLatin1String("https") && port == 443);
    if (port >= 0 && !defaultPort)
        host += QLatin1Char(':') + QString::number(port);
    return host;
}

} // namespace

QByteArray SunriseTestServer::Request::header(const QByteArray &lowerCaseName) const
{
    QByteArray joined;
    bool found = false;
    for (const auto &entry : headers) {
        if (entry.first.compare(lowerCaseName, Qt::CaseInsensitive) != 0)
            continue;
        if (found)
            joined += ", ";
        joined += entry.second;
        found = true;
    }
    return joined;
}

QJsonObject SunriseTestServer::capabilityRow(const QString &slug, const QString &category, const QString &functionName)
{
    return {{QStringLiteral("name"), slug},
            {QStringLiteral("slug"), slug},
            {QStringLiteral("description"), QStringLiteral("A capability made for a test")},
            {QStringLiteral("category"), category},
            {QStringLiteral("functionDefinition"),
             QJsonObject{{QStringLiteral("name"), functionName.isEmpty() ? slug : functionName},
                         {QStringLiteral("description"), QStringLiteral("d")},
                         {QStringLiteral("parameters"), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}}}},
            {QStringLiteral("executionType"), QStringLiteral("internal")},
            {QStringLiteral("executionHandler"), QStringLiteral("TestHandler")}};
}

SunriseTestServer::SunriseTestServer(QObject *parent)
    : QObject(parent)
    , m_server(new QTcpServer(this))
    , m_store(std::make_unique<SunriseStore>())
    , m_routes(std::make_unique<SunriseRoutes>(m_store.get()))
    , m_adminKey(randomKey())
    , m_chatOnlyKey(randomKey())
{
    m_store->setCallerUserId(m_store->newId());
    connect(m_server, &QTcpServer::newConnection, this, &SunriseTestServer::acceptConnections);
}

SunriseTestServer::~SunriseTestServer()
{
    m_server->close();
    // Connections go first, while the store and routes they might call into still exist.
    const QList<HttpConnection *> connections = findChildren<HttpConnection *>(Qt::FindDirectChildrenOnly);
    for (HttpConnection *connection : connections) {
        connection->disconnect(this);
        delete connection;
    }
}

bool SunriseTestServer::listen()
{
    if (m_server->isListening())
        return true;
    return m_server->listen(QHostAddress::LocalHost, 0);
}

QUrl SunriseTestServer::url() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server->serverPort()));
}

quint16 SunriseTestServer::port() const
{
    return m_server->serverPort();
}

QString SunriseTestServer::adminKey() const
{
    return m_adminKey;
}

QString SunriseTestServer::chatOnlyKey() const
{
    return m_chatOnlyKey;
}

QJsonObject SunriseTestServer::addCapability(const QJsonObject &row)
{
    return m_store->addCapability(row);
}

QJsonObject SunriseTestServer::addAgent(const QJsonObject &row)
{
    return m_store->addAgent(row);
}

QJsonObject SunriseTestServer::addBinding(const QJsonObject &row)
{
    return m_store->addBinding(row);
}

QHash<QString, QString> SunriseTestServer::addCatalog(const QJsonObject &catalog)
{
    QHash<QString, QString> ids;
    const auto idOf = [](const QJsonObject &stored) { return stored.value(QLatin1String("id")).toString(); };
    const auto slugOf = [](const QJsonObject &stored) { return stored.value(QLatin1String("slug")).toString(); };
    for (const QJsonValue &row : catalog.value(QLatin1String("capabilities")).toArray()) {
        const QJsonObject stored = addCapability(row.toObject());
        ids.insert(QStringLiteral("capability:") + slugOf(stored), idOf(stored));
    }
    for (const QJsonValue &row : catalog.value(QLatin1String("agents")).toArray()) {
        const QJsonObject stored = addAgent(row.toObject());
        ids.insert(QStringLiteral("agent:") + slugOf(stored), idOf(stored));
    }
    for (const QJsonValue &value : catalog.value(QLatin1String("bindings")).toArray()) {
        QJsonObject row = value.toObject();
        row.insert(QStringLiteral("agentId"), ids.value(QStringLiteral("agent:") + row.take(QStringLiteral("agent")).toString()));
        row.insert(QStringLiteral("capabilityId"),
                   ids.value(QStringLiteral("capability:") + row.take(QStringLiteral("capability")).toString()));
        addBinding(row);
    }
    return ids;
}

void SunriseTestServer::addConversation(const QJsonObject &conversation, const QJsonArray &messages)
{
    m_store->addConversation(conversation, messages);
}

QJsonObject SunriseTestServer::capability(const QString &id) const
{
    return m_store->capability(id);
}

QList<QJsonObject> SunriseTestServer::capabilities() const
{
    return m_store->capabilities();
}

QList<QJsonObject> SunriseTestServer::bindings() const
{
    return m_store->bindings();
}

QJsonObject SunriseTestServer::agent(const QString &id) const
{
    return m_store->agent(id);
}

QList<QJsonObject> SunriseTestServer::agents() const
{
    return m_store->agents();
}

QJsonObject SunriseTestServer::binding(const QString &agentId, const QString &capabilityId) const
{
    const int index = m_store->bindingIndex(agentId, capabilityId);
    return index < 0 ? QJsonObject() : m_store->binding(index);
}

void SunriseTestServer::setEnvironment(const QSet<QString> &setNames)
{
    m_store->setEnvironment(setNames);
}

void SunriseTestServer::setCallerUserId(const QString &userId)
{
    m_store->setCallerUserId(userId);
}

QString SunriseTestServer::callerUserId() const
{
    return m_store->callerUserId();
}

void SunriseTestServer::setPagingModel(PagingModel model)
{
    using Model = SunriseStore::PagingModel;
    m_store->setPagingModel(model == PagingModel::Stable ? Model::Stable
                            : model == PagingModel::Shuffled ? Model::Shuffled
                                                              : Model::Postgres);
}

void SunriseTestServer::moveWhileListing(int count)
{
    m_store->setPendingMoves(qMax(0, count));
}

bool SunriseTestServer::removeCapability(const QString &id)
{
    return m_store->removeCapability(id);
}

bool SunriseTestServer::removeBinding(const QString &agentId, const QString &capabilityId)
{
    const int index = m_store->bindingIndex(agentId, capabilityId);
    if (index < 0)
        return false;
    m_store->removeBinding(index);
    return true;
}

void SunriseTestServer::rateLimitNext(int count, int retryAfterSeconds, int limit)
{
    if (count <= 0)
        return;
    Fault fault;
    fault.kind = Fault::Kind::RateLimit;
    fault.remaining = count;
    fault.retryAfterSeconds = qMax(0, retryAfterSeconds);
    fault.limit = limit;
    m_faults.append(fault);
}

void SunriseTestServer::delayNext(int milliseconds, int count)
{
    if (count <= 0)
        return;
    m_delays.append(Delay{qMax(0, milliseconds), count});
}

void SunriseTestServer::dropNext(int count)
{
    if (count <= 0)
        return;
    Fault fault;
    fault.kind = Fault::Kind::Drop;
    fault.remaining = count;
    m_faults.append(fault);
}

void SunriseTestServer::truncateNext(int count)
{
    if (count <= 0)
        return;
    Fault fault;
    fault.kind = Fault::Kind::Truncate;
    fault.remaining = count;
    m_faults.append(fault);
}

void SunriseTestServer::failNext(int status, const QByteArray &code, const QString &message, int count)
{
    if (count <= 0)
        return;
    Fault fault;
    fault.kind = Fault::Kind::Fail;
    fault.remaining = count;
    fault.status = status;
    fault.code = code;
    fault.message = message;
    m_faults.append(fault);
}

void SunriseTestServer::clearFaults()
{
    m_faults.clear();
    m_delays.clear();
}

QList<SunriseTestServer::Request> SunriseTestServer::requests() const
{
    return m_requests;
}

void SunriseTestServer::clearRequests()
{
    m_requests.clear();
}

void SunriseTestServer::acceptConnections()
{
    while (m_server->hasPendingConnections()) {
        QTcpSocket *socket = m_server->nextPendingConnection();
        if (!socket)
            return;
        auto *connection = new HttpConnection(socket, ++m_connectionCounter, this);
        ++m_openConnections;
        connect(connection, &HttpConnection::requestReceived, this, &SunriseTestServer::handleRequest);
        connect(connection, &HttpConnection::finished, this, [this] { --m_openConnections; });
    }
}

std::optional<SunriseTestServer::Fault> SunriseTestServer::takeFault()
{
    if (m_faults.isEmpty())
        return std::nullopt;
    Fault fault = m_faults.first();
    if (--m_faults.first().remaining <= 0)
        m_faults.removeFirst();
    return fault;
}

int SunriseTestServer::takeDelay()
{
    if (m_delays.isEmpty())
        return 0;
    const int milliseconds = m_delays.first().milliseconds;
    if (--m_delays.first().remaining <= 0)
        m_delays.removeFirst();
    return milliseconds;
}

void SunriseTestServer::handleRequest(HttpConnection *connection, quint64 serial, const HttpRequestMessage &message)
{
    QByteArray rawPath = message.target;
    QByteArray rawQuery;
    if (!rawPath.startsWith('/')) {
        // absolute-form ("http://host/path?query"); anything else finds no route
        const QUrl absolute = QUrl::fromEncoded(rawPath);
        rawPath = absolute.isValid() && !absolute.scheme().isEmpty() ? absolute.path(QUrl::FullyEncoded).toUtf8()
                                                                     : QByteArray();
        rawQuery = absolute.query(QUrl::FullyEncoded).toUtf8();
    } else {
        const qsizetype hash = rawPath.indexOf('#');
        if (hash >= 0)
            rawPath.truncate(hash);
        const qsizetype question = rawPath.indexOf('?');
        if (question >= 0) {
            rawQuery = rawPath.mid(question + 1);
            rawPath.truncate(question);
        }
    }

    Request request;
    request.method = message.method;
    request.path = decodeComponent(rawPath, false);
    request.query = QUrlQuery(QString::fromUtf8(rawQuery));
    request.headers = message.headers;
    request.body = message.body;
    request.connectionId = connection->id();
    m_requests.append(request);
    emit requestArrived(request);

    const int delay = takeDelay();
    const std::optional<Fault> fault = takeFault();
    const bool drop = fault && fault->kind == Fault::Kind::Drop;

    SunriseReply reply;
    if (fault && fault->kind == Fault::Kind::RateLimit) {
        reply = SunriseReply::error(429, QStringLiteral("RATE_LIMIT_EXCEEDED"),
                                    QStringLiteral("Too many requests. Please try again later."));
        const qint64 reset = QDateTime::currentSecsSinceEpoch() + fault->retryAfterSeconds;
        reply.headers = {{"Retry-After", QByteArray::number(fault->retryAfterSeconds)},
                         {"X-RateLimit-Limit", QByteArray::number(fault->limit)},
                         {"X-RateLimit-Remaining", "0"},
                         {"X-RateLimit-Reset", QByteArray::number(reset)}};
    } else if (fault && fault->kind == Fault::Kind::Fail) {
        reply = SunriseReply::error(fault->status, QString::fromUtf8(fault->code), fault->message);
    } else if (!drop) {
        reply = answer(message, rawPath, rawQuery);
    }

    QByteArray bytes;
    const bool truncate = fault && fault->kind == Fault::Kind::Truncate;
    const bool close = !message.keepAlive || truncate;
    if (!drop) {
        QByteArray requestId = message.header("x-request-id");
        if (requestId.isEmpty())
            requestId = QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
        QList<QPair<QByteArray, QByteArray>> headers{{"Content-Type", "application/json; charset=utf-8"},
                                                     {"Cache-Control", "private, no-cache"},
                                                     {"x-request-id", requestId}};
        headers += reply.headers;
        bytes = HttpConnection::serialize(reply.status, headers, QJsonDocument(reply.body).toJson(QJsonDocument::Compact),
                                          close);
        if (truncate) {
            // The headers and half the body, then the connection closes. With body bytes in
            // hand a client cannot take the close for one before any answer (which Qt Network
            // answers by sending the request again, by itself): the failure is certain.
            const qsizetype headerEnd = bytes.indexOf("\r\n\r\n") + 4;
            bytes.truncate(headerEnd + qMax<qsizetype>(1, (bytes.size() - headerEnd) / 2));
        }
    }

    auto deliver = [connection, serial, bytes, close, drop] {
        if (drop)
            connection->drop(serial);
        else
            connection->respond(serial, bytes, close);
    };
    if (delay > 0)
        QTimer::singleShot(delay, connection, deliver);
    else
        deliver();
}

SunriseReply SunriseTestServer::answer(const HttpRequestMessage &message, const QByteArray &rawPath,
                                       const QByteArray &rawQuery)
{
    // §1.3: the edge middleware checks Origin on state-changing methods before anything else.
    const QByteArray &method = message.method;
    if ((method == "POST" || method == "PUT" || method == "PATCH" || method == "DELETE") && message.hasHeader("origin")) {
        const QString host = originHost(message.header("origin"));
        if (host.isEmpty() || host.compare(QString::fromUtf8(message.header("host")), Qt::CaseInsensitive) != 0)
            return SunriseReply::forbidden(QStringLiteral("Invalid request origin"));
    }

    SunriseRequest request;
    request.method = method;
    if (rawPath.startsWith(ApiPrefix)) {
        for (const QByteArray &segment : rawPath.mid(ApiPrefix.size()).split('/'))
            request.segments.append(decodeComponent(segment, false));
    }
    QByteArray allowed;
    const SunriseRoutes::Route route =
        request.segments.isEmpty() ? SunriseRoutes::Route::None : SunriseRoutes::match(method, request.segments, &allowed);
    if (route == SunriseRoutes::Route::None) {
        if (allowed.isEmpty())
            return SunriseReply::notFound(QStringLiteral("Not found"));
        SunriseReply reply = SunriseReply::error(405, QStringLiteral("METHOD_NOT_ALLOWED"),
                                                 QStringLiteral("Method %1 not allowed").arg(QString::fromLatin1(method)));
        reply.headers.append({"Allow", allowed});
        return reply;
    }

    // §1.1: only the API-key path exists here; no session cookies.
    const QByteArray authorization = message.header("authorization");
    if (!authorization.startsWith("Bearer sk_"))
        return SunriseReply::error(401, QStringLiteral("UNAUTHORIZED"), QStringLiteral("Unauthorized"));
    const QString key = QString::fromUtf8(authorization.mid(7).trimmed());
    if (key == m_chatOnlyKey)
        return SunriseReply::forbidden(QStringLiteral("Admin scope required"));
    if (key != m_adminKey)
        return SunriseReply::error(401, QStringLiteral("UNAUTHORIZED"), QStringLiteral("Unauthorized"));

    request.query = parseQuery(rawQuery);
    request.body = message.body;
    return m_routes->run(route, request);
}
