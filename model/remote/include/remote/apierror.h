#pragma once

#include "core/expected.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace capstudio {

// Why a request to Sunrise's admin API failed, from the transport up to the error envelope
// of reference §2: { success: false, error: { message, code?, details? } }.
struct ApiError
{
    Q_DECLARE_TR_FUNCTIONS(ApiError)

public:
    enum class Kind {
        Network,     // no answer: refused, dropped, DNS, proxy
        Timeout,     // no byte for the transfer timeout
        Cancelled,   // the user or the caller cancelled
        Tls,         // the certificate or the handshake was refused; never ignored
        Insecure,    // plain HTTP to a host that is not this computer
        BadKey,      // the API key is not of Sunrise's form; nothing was sent
        Redirect,    // the server redirected: not followed with the key attached
        Http,        // the server answered with an error status
        BadResponse, // a 2xx whose body is not the documented envelope
        Incomplete,  // a list read could not be proven whole; `message` says what is missing
    };

    // One field named by a validation error: details.errors[] {path, message} of a body or
    // query schema, or the { field: [messages] } form of path-parameter and route checks.
    struct FieldError
    {
        QString path; // "functionDefinition.name", "slug", "" for the whole object
        QString message;
    };

    Kind kind = Kind::Network;
    int httpStatus = 0;
    QString code;    // VALIDATION_ERROR, UNAUTHORIZED, … (absent on non-envelope bodies)
    QString message; // the server's message, or the transport's
    QJsonObject details;
    int retryAfterSeconds = -1; // from Retry-After on a 429
    int rateLimit = -1;         // X-RateLimit-Limit on a 429: requests a minute
    int attempts = 0;           // how often the request went out
    qint64 elapsedMs = 0;       // from the first attempt to the failure
    int transferTimeoutMs = 0;  // the silence after which an attempt was given up
    QString requestId;          // x-request-id, to quote to whoever runs the server
    QString method;
    QString path;

    QList<FieldError> fieldErrors() const;
    // A sentence for a person: what happened and what to do about it, per status.
    QString explanation() const;
    // The same failure in the store's terms (404 NotFound, 409 Duplicate, 400 Invalid …).
    StoreError toStoreError() const;

    // "850 ms", "61 seconds", "2 min 3 s".
    static QString durationText(qint64 milliseconds);
    // "120 requests a minute", from X-RateLimit-Limit.
    QString rateLimitText() const;
};

} // namespace capstudio
