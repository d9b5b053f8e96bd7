#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

namespace sunrisetest {

// A request as the route handlers see it: the path below /api/v1/admin/orchestration/ split
// into percent-decoded segments, and the query as URLSearchParams reads it (the last of repeated
// names wins, '+' is a space).
struct SunriseRequest
{
    QByteArray method;
    QStringList segments;
    QHash<QString, QString> query;
    QByteArray body;

    // JSON.parse(body) as Next's request.json() does it; nullopt when the body is not JSON.
    // Any JSON value is accepted at the top level (not only objects and arrays).
    std::optional<QJsonValue> jsonBody() const;
};

} // namespace sunrisetest
