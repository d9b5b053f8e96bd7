#include "httpconnection.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QUuid>

namespace sunrisetest {

namespace {

constexpr qint64 ReadChunkBytes = 256 * 1024;

int statusFor(HttpRequestParser::Error error)
{
    switch (error) {
    case HttpRequestParser::Error::HeadersTooLarge:
        return 431;
    case HttpRequestParser::Error::BodyTooLarge:
        return 413;
    case HttpRequestParser::Error::NotImplemented:
        return 501;
    case HttpRequestParser::Error::VersionNotSupported:
        return 505;
    case HttpRequestParser::Error::BadRequest:
    case HttpRequestParser::Error::None:
        break;
    }
    return 400;
}

QByteArray codeFor(int status)
{
    switch (status) {
    case 413:
        return "PAYLOAD_TOO_LARGE";
    case 431:
        return "HEADERS_TOO_LARGE";
    case 501:
        return "NOT_IMPLEMENTED";
    case 505:
        return "HTTP_VERSION_NOT_SUPPORTED";
    default:
        return "BAD_REQUEST";
    }
}

} // namespace

HttpConnection::HttpConnection(QTcpSocket *socket, quint64 id, QObject *parent)
    : QObject(parent)
    , m_socket(socket)
    , m_id(id)
{
    m_socket->setParent(this);
    connect(m_socket, &QTcpSocket::readyRead, this, &HttpConnection::readAvailable);
    connect(m_socket, &QTcpSocket::disconnected, this, &HttpConnection::onDisconnected);
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError) {
        if (m_socket->state() == QAbstractSocket::UnconnectedState)
            onDisconnected();
    });
    // Bytes may already be waiting (a fast client writes before we connect the signal).
    QMetaObject::invokeMethod(this, &HttpConnection::readAvailable, Qt::QueuedConnection);
}

HttpConnection::~HttpConnection()
{
    m_socket->disconnect(this);
}

QByteArray HttpConnection::reasonPhrase(int status)
{
    switch (status) {
    case 100: return "Continue";
    case 200: return "OK";
    case 201: return "Created";
    case 202: return "Accepted";
    case 204: return "No Content";
    case 301: return "Moved Permanently";
    case 302: return "Found";
    case 304: return "Not Modified";
    case 307: return "Temporary Redirect";
    case 308: return "Permanent Redirect";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 408: return "Request Timeout";
    case 409: return "Conflict";
    case 410: return "Gone";
    case 411: return "Length Required";
    case 412: return "Precondition Failed";
    case 413: return "Content Too Large";
    case 415: return "Unsupported Media Type";
    case 422: return "Unprocessable Content";
    case 429: return "Too Many Requests";
    case 431: return "Request Header Fields Too Large";
    case 500: return "Internal Server Error";
    case 501: return "Not Implemented";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    case 504: return "Gateway Timeout";
    case 505: return "HTTP Version Not Supported";
    default: return "Status";
    }
}

QByteArray HttpConnection::serialize(int status, const QList<QPair<QByteArray, QByteArray>> &headers,
                                     const QByteArray &body, bool close)
{
    QByteArray out;
    out.reserve(256 + body.size());
    out += "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
    for (const auto &header : headers) {
        if (header.first.compare("content-length", Qt::CaseInsensitive) == 0
            || header.first.compare("connection", Qt::CaseInsensitive) == 0) {
            continue;
        }
        out += header.first + ": " + header.second + "\r\n";
    }
    out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    out += close ? "Connection: close\r\n" : "Connection: keep-alive\r\n";
    out += "\r\n";
    out += body;
    return out;
}

void HttpConnection::respond(quint64 serial, const QByteArray &response, bool closeAfter)
{
    if (m_finished || serial < m_nextToWrite || m_answers.contains(serial))
        return;
    m_answers.insert(serial, Answer{response, closeAfter, false});
    flush();
}

void HttpConnection::drop(quint64 serial)
{
    if (m_finished || serial < m_nextToWrite || m_answers.contains(serial))
        return;
    m_answers.insert(serial, Answer{QByteArray(), true, true});
    flush();
}

void HttpConnection::readAvailable()
{
    if (m_finished)
        return;
    while (m_socket->bytesAvailable() > 0) {
        const QByteArray bytes = m_socket->read(ReadChunkBytes);
        if (bytes.isEmpty())
            break;
        if (!m_acceptingRequests)
            continue; // after "Connection: close" or a broken stream: discard what follows
        m_parser.append(bytes);

        HttpRequestMessage message;
        while (m_acceptingRequests && m_parser.next(&message)) {
            const quint64 serial = m_nextSerial++;
            if (!message.keepAlive)
                m_acceptingRequests = false;
            emit requestReceived(this, serial, message);
            if (m_finished)
                return;
        }
        if (m_acceptingRequests && m_parser.error() != HttpRequestParser::Error::None) {
            m_acceptingRequests = false;
            const int status = statusFor(m_parser.error());
            const QJsonObject envelope{
                {QStringLiteral("success"), false},
                {QStringLiteral("error"),
                 QJsonObject{{QStringLiteral("code"), QString::fromLatin1(codeFor(status))},
                             {QStringLiteral("message"), QString::fromLatin1(m_parser.errorText())}}}};
            const QList<QPair<QByteArray, QByteArray>> headers{
                {"Content-Type", "application/json; charset=utf-8"},
                {"Cache-Control", "private, no-cache"},
                {"x-request-id", QUuid::createUuid().toByteArray(QUuid::WithoutBraces)}};
            respond(m_nextSerial++, serialize(status, headers, QJsonDocument(envelope).toJson(QJsonDocument::Compact), true),
                    true);
            return;
        }
        // Answer "Expect: 100-continue" only when nothing else is owed on this connection, so
        // the interim response cannot overtake an earlier answer.
        if (m_parser.takeContinueRequest() && m_nextToWrite == m_nextSerial && m_answers.isEmpty())
            m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
    }
}

void HttpConnection::flush()
{
    while (!m_closing && !m_finished) {
        const auto it = m_answers.find(m_nextToWrite);
        if (it == m_answers.end())
            return;
        const Answer answer = *it;
        m_answers.erase(it);
        ++m_nextToWrite;
        if (answer.drop) {
            m_closing = true;
            m_socket->abort();
            onDisconnected();
            return;
        }
        m_socket->write(answer.bytes);
        if (answer.close) {
            m_closing = true;
            m_socket->disconnectFromHost();
            if (m_socket->state() == QAbstractSocket::UnconnectedState)
                onDisconnected();
            return;
        }
    }
}

void HttpConnection::onDisconnected()
{
    if (m_finished)
        return;
    m_finished = true;
    m_answers.clear();
    emit finished(this);
    deleteLater();
}

} // namespace sunrisetest
