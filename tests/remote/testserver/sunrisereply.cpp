#include "sunrisereply.h"

namespace sunrisetest {


SunriseReply SunriseReply::success(const QJsonValue &data, const QJsonObject &meta, int status)
{
    SunriseReply reply;
    reply.status = status;
    reply.body.insert(QStringLiteral("success"), true);
    reply.body.insert(QStringLiteral("data"), data);
    if (!meta.isEmpty())
        reply.body.insert(QStringLiteral("meta"), meta);
    return reply;
}

SunriseReply SunriseReply::error(int status, const QString &code, const QString &message, const QJsonValue &details)
{
    QJsonObject error{{QStringLiteral("message"), message}};
    if (!code.isEmpty())
        error.insert(QStringLiteral("code"), code);
    if (!details.isUndefined())
        error.insert(QStringLiteral("details"), details);
    SunriseReply reply;
    reply.status = status;
    reply.body.insert(QStringLiteral("success"), false);
    reply.body.insert(QStringLiteral("error"), error);
    return reply;
}

SunriseReply SunriseReply::validation(const QString &message, const QJsonValue &details)
{
    return error(400, QStringLiteral("VALIDATION_ERROR"), message, details);
}

SunriseReply SunriseReply::notFound(const QString &message)
{
    return error(404, QStringLiteral("NOT_FOUND"), message);
}

SunriseReply SunriseReply::forbidden(const QString &message)
{
    return error(403, QStringLiteral("FORBIDDEN"), message);
}

SunriseReply SunriseReply::conflict(const QString &message)
{
    return error(409, QStringLiteral("CONFLICT"), message);
}

QJsonObject SunriseReply::paginationMeta(int page, int limit, int total)
{
    const int totalPages = limit > 0 ? (total + limit - 1) / limit : 0;
    return QJsonObject{{QStringLiteral("page"), page},
                       {QStringLiteral("limit"), limit},
                       {QStringLiteral("total"), total},
                       {QStringLiteral("totalPages"), totalPages}};
}

} // namespace sunrisetest
