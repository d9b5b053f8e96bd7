#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QPair>
#include <QString>

namespace sunrisetest {

// One answer of the Sunrise double: the status, the JSON envelope of §2 and any extra headers
// (Retry-After, Allow, ...). The transport adds Content-Type, Cache-Control and x-request-id.
struct SunriseReply
{
    int status = 200;
    QJsonObject body;
    QList<QPair<QByteArray, QByteArray>> headers;

    // { success: true, data, meta? } — meta only when non-empty.
    static SunriseReply success(const QJsonValue &data, const QJsonObject &meta = QJsonObject(), int status = 200);
    // { success: false, error: { message, code?, details? } } — code and details only when present.
    static SunriseReply error(int status, const QString &code, const QString &message,
                              const QJsonValue &details = QJsonValue(QJsonValue::Undefined));
    static SunriseReply validation(const QString &message, const QJsonValue &details = QJsonValue(QJsonValue::Undefined));
    static SunriseReply notFound(const QString &message);
    static SunriseReply forbidden(const QString &message);
    static SunriseReply conflict(const QString &message);

    // { page, limit, total, totalPages } with totalPages = ceil(total / limit).
    static QJsonObject paginationMeta(int page, int limit, int total);
};

} // namespace sunrisetest
