#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>

namespace sunrisetest {

// One HTTP/1.x request as it came off the wire.
struct HttpRequestMessage
{
    QByteArray method;
    QByteArray target;  // request-target as sent: "/path?query" (or an absolute URI)
    QByteArray version; // "HTTP/1.0" or "HTTP/1.1"
    QList<QPair<QByteArray, QByteArray>> headers; // names as sent, values trimmed
    QByteArray body;    // de-chunked when the request used chunked transfer coding
    bool keepAlive = true;

    // Case-insensitive lookup; repeated headers are joined with ", ". Empty when absent.
    QByteArray header(const QByteArray &lowerCaseName) const;
    bool hasHeader(const QByteArray &lowerCaseName) const;
};

} // namespace sunrisetest
