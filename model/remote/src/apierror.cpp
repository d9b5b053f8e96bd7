#include "remote/apierror.h"

#include <QJsonArray>
#include <QLocale>

namespace capstudio {

QList<ApiError::FieldError> ApiError::fieldErrors() const
{
    QList<FieldError> fields;
    const QJsonValue errors = details.value(QLatin1String("errors"));
    if (errors.isArray()) {
        for (const QJsonValue &entry : errors.toArray()) {
            const QJsonObject object = entry.toObject();
            fields.append({object.value(QLatin1String("path")).toString(),
                           object.value(QLatin1String("message")).toString()});
        }
        return fields;
    }
    // { "id": ["Invalid ID format"], "executionHandler": ["Must be a valid URL"] }
    for (auto it = details.begin(); it != details.end(); ++it) {
        if (it.value().isArray()) {
            for (const QJsonValue &text : it.value().toArray())
                fields.append({it.key(), text.toString()});
        } else if (it.value().isString()) {
            fields.append({it.key(), it.value().toString()});
        }
    }
    return fields;
}

QString ApiError::explanation() const
{
    const QString serverSays = message.isEmpty() ? QString() : tr(" The server says: “%1”.").arg(message);
    switch (kind) {
    case Kind::Network:
        return tr("No answer from the server: %1.").arg(message);
    case Kind::Timeout:
        if (attempts > 1)
            return tr("The server did not answer: %1 attempts over %2 each gave up after %3 without data.")
                .arg(attempts)
                .arg(durationText(elapsedMs), durationText(transferTimeoutMs));
        return tr("The server did not answer: the request gave up after %1 without data.")
            .arg(durationText(elapsedMs > 0 ? elapsedMs : transferTimeoutMs));
    case Kind::Cancelled:
        return tr("Cancelled.");
    case Kind::Tls:
        return tr("The secure connection was refused: %1. The request was not sent. Fix the server's "
                  "certificate, or add its authority to the system's trusted certificates.")
            .arg(message);
    case Kind::Insecure:
    case Kind::BadKey:
    case Kind::Redirect:
    case Kind::BadResponse:
    case Kind::Incomplete:
        return message;
    case Kind::Http:
        break;
    }
    switch (httpStatus) {
    case 400: {
        QStringList lines;
        for (const FieldError &field : fieldErrors())
            lines.append(field.path.isEmpty() ? field.message : tr("%1: %2").arg(field.path, field.message));
        if (lines.isEmpty())
            return tr("The server refused the request as invalid (400).") + serverSays;
        return tr("The server refused the request as invalid (400): %1").arg(lines.join(QLatin1String("; ")));
    }
    case 401:
        return tr("The server did not accept the API key (401). Check that the key is right and that it "
                  "is neither revoked nor expired; an unknown key reads as no key at all.");
    case 403:
        if (message == QLatin1String("Admin scope required"))
            return tr("The API key lacks the admin scope (403). Mint a key with the “admin” scope in "
                      "Sunrise, signed in as an administrator.");
        return tr("The server forbids this (403).") + serverSays;
    case 404:
        return tr("Not found on the server (404): it was deleted, or is not visible to the key's owner.")
               + serverSays;
    case 409:
        return tr("The server reports a conflict (409).") + serverSays;
    case 429: {
        const QString limit = rateLimitText();
        const QString tries = attempts > 1 ? tr(" %1 attempts over %2 were refused.").arg(attempts).arg(durationText(elapsedMs))
                                           : QString();
        if (retryAfterSeconds >= 0)
            return tr("The server's rate limit (%1) was reached (429); it asks to wait %2 before trying again.")
                       .arg(limit, durationText(qint64(retryAfterSeconds) * 1000))
                   + tries;
        return tr("The server's rate limit (%1) was reached (429).").arg(limit) + tries;
    }
    default:
        break;
    }
    if (httpStatus >= 500)
        return tr("The server failed (%1).").arg(httpStatus) + serverSays
               + (requestId.isEmpty() ? QString() : tr(" Request id for its logs: %1.").arg(requestId));
    return tr("The server answered %1.").arg(httpStatus) + serverSays;
}

QString ApiError::durationText(qint64 milliseconds)
{
    // Tenths below ten seconds ("0.4 s", "3 s"), whole seconds below two minutes, then minutes.
    if (milliseconds < 10000) {
        const qint64 tenths = (milliseconds + 50) / 100;
        return tenths % 10 == 0 ? tr("%1 s").arg(tenths / 10) : tr("%1 s").arg(QLocale().toString(double(tenths) / 10, 'f', 1));
    }
    const qint64 seconds = (milliseconds + 500) / 1000;
    if (seconds < 120)
        return tr("%1 s").arg(seconds);
    return tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60);
}

QString ApiError::rateLimitText() const
{
    if (rateLimit > 0)
        return tr("%1 requests a minute").arg(rateLimit);
    return tr("a number of requests a minute the server did not say");
}

StoreError ApiError::toStoreError() const
{
    StoreError error;
    error.message = explanation();
    if (kind == Kind::Incomplete) {
        error.kind = StoreError::Kind::Incomplete;
        return error;
    }
    // Sunrise names fields by dotted paths ("functionDefinition.name"); the editors take
    // JSON pointers.
    const QList<FieldError> fields = fieldErrors();
    if (!fields.isEmpty() && !fields.first().path.isEmpty())
        error.field = QLatin1Char('/') + QString(fields.first().path).replace(QLatin1Char('.'), QLatin1Char('/'));
    if (kind != Kind::Http) {
        error.kind = StoreError::Kind::Backend;
        return error;
    }
    switch (httpStatus) {
    case 400:
        // An unhandled unique violation is mapped to 400 EMAIL_TAKEN (reference §2), and a
        // slug collision on update to 400 with details.slug.
        error.kind = code == QLatin1String("EMAIL_TAKEN") || details.contains(QLatin1String("slug"))
                         ? StoreError::Kind::Duplicate
                         : StoreError::Kind::Invalid;
        break;
    case 403:
        error.kind = StoreError::Kind::Invalid;
        break;
    case 404:
        error.kind = StoreError::Kind::NotFound;
        break;
    case 409:
        error.kind = StoreError::Kind::Duplicate;
        break;
    default:
        error.kind = StoreError::Kind::Backend;
        break;
    }
    return error;
}

} // namespace capstudio
