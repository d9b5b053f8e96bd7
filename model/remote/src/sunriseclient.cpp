#include "remote/sunriseclient.h"

#include "remote/loopback.h"
#include "rules/redaction.h"

#include <QDateTime>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSslError>
#include <QTimer>
#include <QUuid>

namespace capstudio {

namespace {

const QString kAdminPrefix = QStringLiteral("/api/v1/admin/orchestration/");

// Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3).
int retryAfterSeconds(const QByteArray &header)
{
    const QByteArray trimmed = header.trimmed();
    if (trimmed.isEmpty())
        return -1;
    bool ok = false;
    const int seconds = trimmed.toInt(&ok);
    if (ok)
        return qMax(0, seconds);
    const QDateTime when = QDateTime::fromString(QString::fromLatin1(trimmed), Qt::RFC2822Date);
    if (!when.isValid())
        return -1;
    return int(qMax<qint64>(0, QDateTime::currentDateTimeUtc().secsTo(when)));
}

QJsonValue maskedValue(const QJsonValue &value, const QStringList &secrets)
{
    if (value.isString())
        return Redaction::maskCredentialsInText(value.toString(), secrets);
    if (value.isArray()) {
        QJsonArray array;
        for (const QJsonValue &item : value.toArray())
            array.append(maskedValue(item, secrets));
        return array;
    }
    if (value.isObject()) {
        QJsonObject object;
        const QJsonObject source = value.toObject();
        for (auto it = source.begin(); it != source.end(); ++it)
            object.insert(Redaction::maskCredentialsInText(it.key(), secrets), maskedValue(it.value(), secrets));
        return object;
    }
    return value;
}

QJsonObject maskedDetails(const QJsonObject &details, const QStringList &secrets)
{
    return maskedValue(details, secrets).toObject();
}

bool isTransient(QNetworkReply::NetworkError error)
{
    switch (error) {
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::ProxyTimeoutError:
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::UnknownNetworkError:
    case QNetworkReply::TimeoutError:
        return true;
    default:
        return false;
    }
}

} // namespace

void ApiCall::cancel()
{
    if (m_finished)
        return;
    m_cancelled = true;
    if (m_retryTimer && m_retryTimer->isActive()) {
        m_retryTimer->stop();
        ApiError error;
        error.kind = ApiError::Kind::Cancelled;
        error.method = QString::fromLatin1(m_method);
        error.path = m_route;
        m_failed = true;
        m_finished = true;
        m_error = error;
        emit finished();
        return;
    }
    if (m_reply)
        m_reply->abort(); // attemptFinished() reports the cancellation
}

SunriseClient::SunriseClient(const QUrl &origin, const QString &apiKey, QObject *parent)
    : QObject(parent)
    , m_origin(origin.adjusted(QUrl::StripTrailingSlash | QUrl::RemoveQuery | QUrl::RemoveFragment))
    , m_apiKey(apiKey)
    , m_authorization("Bearer " + apiKey.toLatin1())
    , m_network(new QNetworkAccessManager(this))
{
    // Sunrise's routes are relative to the origin; no cookies: the key is the principal.
    m_network->setCookieJar(nullptr);
    m_network->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
}

SunriseClient::~SunriseClient() = default;

Status SunriseClient::checkOrigin(const QUrl &origin)
{
    if (!origin.isValid() || origin.host().isEmpty())
        return StoreError{StoreError::Kind::Invalid,
                          QCoreApplication::translate("SunriseClient", "“%1” is not a server address.")
                              .arg(origin.toString())};
    const QString scheme = origin.scheme().toLower();
    if (scheme == QLatin1String("https"))
        return {};
    if (scheme == QLatin1String("http")) {
        if (isLoopbackUrl(origin))
            return {};
        return StoreError{StoreError::Kind::Invalid,
                          QCoreApplication::translate("SunriseClient",
                                                      "Plain HTTP to %1 is refused: the API key would travel "
                                                      "unencrypted. Use https://, or http:// only to this "
                                                      "computer.")
                              .arg(origin.host())};
    }
    return StoreError{StoreError::Kind::Invalid,
                      QCoreApplication::translate("SunriseClient", "The scheme “%1” is not supported: use https://.")
                          .arg(origin.scheme())};
}

Status SunriseClient::checkKey(const QString &apiKey)
{
    static const QRegularExpression form(QStringLiteral("\\Ask_[0-9a-f]{64}\\z"));
    if (form.match(apiKey).hasMatch())
        return {};
    QString why;
    if (!apiKey.startsWith(QLatin1String("sk_")))
        why = QCoreApplication::translate("SunriseClient", "it does not start with “sk_”");
    else if (apiKey.size() != 67)
        why = QCoreApplication::translate("SunriseClient", "it has %1 characters after “sk_”, not 64")
                  .arg(apiKey.size() - 3);
    else
        why = QCoreApplication::translate("SunriseClient", "it has characters other than 0-9 and a-f after “sk_”");
    return StoreError{StoreError::Kind::Invalid,
                      QCoreApplication::translate("SunriseClient",
                                                  "This is not a Sunrise API key: %1. A key is “sk_” followed by 64 "
                                                  "lowercase hexadecimal characters, shown once when it is minted "
                                                  "(Sunrise: API keys, with the admin scope).")
                          .arg(why)};
}

QString SunriseClient::route(std::initializer_list<QString> segments)
{
    QStringList encoded;
    for (const QString &segment : segments)
        encoded.append(QString::fromLatin1(QUrl::toPercentEncoding(segment)));
    return encoded.join(QLatin1Char('/'));
}

bool SunriseClient::isIdempotent(const QByteArray &method)
{
    return method == "GET" || method == "HEAD" || method == "PUT" || method == "DELETE";
}

ApiCall *SunriseClient::get(const QString &route, const QUrlQuery &query)
{
    return send("GET", route, query, {});
}

ApiCall *SunriseClient::post(const QString &route, const QJsonObject &body)
{
    return send("POST", route, {}, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

ApiCall *SunriseClient::patch(const QString &route, const QJsonObject &body)
{
    return send("PATCH", route, {}, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

ApiCall *SunriseClient::remove(const QString &route)
{
    return send("DELETE", route, {}, {});
}

ApiCall *SunriseClient::send(const QByteArray &method, const QString &route, const QUrlQuery &query,
                             const QByteArray &body)
{
    auto *call = new ApiCall(this);
    call->m_method = method;
    call->m_route = route;
    call->m_body = body;
    call->m_requestId = QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
    QUrl url = m_origin;
    url.setPath(m_origin.path() + kAdminPrefix + route, QUrl::TolerantMode);
    url.setQuery(query);
    call->m_url = url;
    const Status allowed = checkOrigin(m_origin);
    const Status keyed = checkKey(m_apiKey);
    if (!allowed || !keyed) {
        ApiError error;
        error.kind = allowed ? ApiError::Kind::BadKey : ApiError::Kind::Insecure;
        error.message = allowed ? keyed.error().message : allowed.error().message;
        // Reported from the event loop, as every other outcome is.
        QTimer::singleShot(0, call, [this, call, error] { finish(call, error); });
        return call;
    }
    startAttempt(call);
    return call;
}

void SunriseClient::startAttempt(ApiCall *call)
{
    if (!call->m_started.isValid())
        call->m_started.start();
    ++call->m_attempts;
    call->m_tlsErrors.clear();
    call->m_timedOut = false;
    QNetworkRequest request(call->m_url);
    request.setRawHeader("Authorization", m_authorization);
    request.setRawHeader("Accept", "application/json");
    request.setRawHeader("x-request-id", call->m_requestId);
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QStringLiteral("capstudio/%1").arg(QCoreApplication::applicationVersion()));
    if (!call->m_body.isEmpty() || call->m_method == "POST" || call->m_method == "PATCH")
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    request.setTransferTimeout(m_options.transferTimeoutMs);
    QNetworkReply *reply = call->m_method == "GET"
                               ? m_network->get(request)
                               : m_network->sendCustomRequest(request, call->m_method, call->m_body);
    call->m_reply = reply;
    connect(reply, &QNetworkReply::sslErrors, call, [call](const QList<QSslError> &errors) {
        // Never ignored: the handshake fails and the reasons are reported.
        for (const QSslError &error : errors)
            call->m_tlsErrors.append(error.errorString());
    });
    connect(reply, &QNetworkReply::finished, call, [this, call, reply] { attemptFinished(call, reply); });
}

void SunriseClient::attemptFinished(ApiCall *call, QNetworkReply *reply)
{
    reply->deleteLater();
    call->m_reply = nullptr;
    ApiError error;
    error.method = QString::fromLatin1(call->m_method);
    error.path = call->m_route;
    error.requestId = QString::fromLatin1(reply->rawHeader("x-request-id"));
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError networkError = reply->error();

    if (call->m_cancelled) {
        error.kind = ApiError::Kind::Cancelled;
        finish(call, error);
        return;
    }
    if (!call->m_tlsErrors.isEmpty() || networkError == QNetworkReply::SslHandshakeFailedError) {
        error.kind = ApiError::Kind::Tls;
        error.message = call->m_tlsErrors.isEmpty() ? reply->errorString()
                                                   : call->m_tlsErrors.join(QLatin1String("; "));
        finish(call, error);
        return;
    }
    if (status == 0) {
        // No HTTP answer at all: a transfer timeout reads as OperationCanceledError.
        const bool timedOut = networkError == QNetworkReply::OperationCanceledError
                              || networkError == QNetworkReply::TimeoutError;
        error.kind = timedOut ? ApiError::Kind::Timeout : ApiError::Kind::Network;
        error.message = timedOut ? tr("no answer for %1").arg(ApiError::durationText(m_options.transferTimeoutMs))
                                 : reply->errorString();
        if ((timedOut || isTransient(networkError)) && isIdempotent(call->m_method)
            && scheduleRetry(call, -1, error.message))
            return;
        finish(call, error);
        return;
    }
    if (status >= 300 && status < 400) {
        error.kind = ApiError::Kind::Redirect;
        error.httpStatus = status;
        const QUrl target = call->m_url.resolved(
            reply->attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl());
        error.message = tr("The server redirected the request to %1. capstudio does not follow redirects "
                           "with the API key attached; put the address it moved to in the connection.")
                            .arg(target.adjusted(QUrl::RemoveQuery).toString());
        finish(call, error);
        return;
    }

    const QByteArray body = reply->readAll();
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    const QJsonObject envelope = document.object();
    if (status >= 400) {
        error.kind = ApiError::Kind::Http;
        error.httpStatus = status;
        const QJsonObject payload = envelope.value(QLatin1String("error")).toObject();
        error.code = payload.value(QLatin1String("code")).toString();
        error.message = payload.value(QLatin1String("message")).toString();
        error.details = payload.value(QLatin1String("details")).toObject();
        if (error.message.isEmpty())
            error.message = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
        if (status == 429) {
            error.retryAfterSeconds = retryAfterSeconds(reply->rawHeader("Retry-After"));
            bool limitOk = false;
            const int limit = reply->rawHeader("X-RateLimit-Limit").trimmed().toInt(&limitOk);
            error.rateLimit = limitOk && limit > 0 ? limit : -1;
            const int wait = error.retryAfterSeconds < 0 ? -1 : error.retryAfterSeconds * 1000;
            if (error.retryAfterSeconds <= m_options.maxRetryAfterSeconds
                && scheduleRetry(call, wait, tr("the server's rate limit (%1) was reached").arg(error.rateLimitText())))
                return;
        } else if ((status == 502 || status == 503 || status == 504) && isIdempotent(call->m_method)
                   && scheduleRetry(call, -1, tr("the server answered %1").arg(status))) {
            return;
        }
        finish(call, error);
        return;
    }
    if (parseError.error != QJsonParseError::NoError || !document.isObject()
        || !envelope.value(QLatin1String("success")).toBool()) {
        error.kind = ApiError::Kind::BadResponse;
        error.httpStatus = status;
        error.message = parseError.error != QJsonParseError::NoError
                            ? tr("The server's answer to %1 %2 is not JSON (%3 at byte %4); is this a "
                                 "Sunrise server?")
                                  .arg(error.method, call->m_url.path(), parseError.errorString())
                                  .arg(parseError.offset)
                            : tr("The server's answer to %1 %2 is not Sunrise's response envelope "
                                 "({\"success\": true, \"data\": …}).")
                                  .arg(error.method, call->m_url.path());
        finish(call, error);
        return;
    }
    call->m_response.status = status;
    call->m_response.data = envelope.value(QLatin1String("data"));
    call->m_response.meta = envelope.value(QLatin1String("meta")).toObject();
    call->m_response.requestId = error.requestId;
    finish(call, std::nullopt);
}

bool SunriseClient::scheduleRetry(ApiCall *call, int delayMs, const QString &reason)
{
    if (call->m_attempts >= m_options.maxAttempts)
        return false;
    if (delayMs < 0) {
        // Exponential backoff with up to 25 % jitter, so parallel clients spread out.
        const int base = m_options.backoffMs << qMin(call->m_attempts - 1, 8);
        delayMs = base + int(QRandomGenerator::global()->bounded(base / 4 + 1));
    }
    if (!call->m_retryTimer) {
        call->m_retryTimer = new QTimer(call);
        call->m_retryTimer->setSingleShot(true);
        connect(call->m_retryTimer, &QTimer::timeout, this, [this, call] { startAttempt(call); });
    }
    call->m_retryTimer->start(delayMs);
    emit call->retrying(call->m_attempts + 1, delayMs, reason);
    emit retryScheduled(call, call->m_attempts + 1, delayMs, call->elapsedMs(), reason);
    return true;
}

void SunriseClient::finish(ApiCall *call, std::optional<ApiError> error)
{
    if (call->m_finished)
        return;
    call->m_finished = true;
    if (error) {
        // What a server or proxy says may reflect the request's headers: never the key.
        const QStringList secrets{m_apiKey};
        error->message = Redaction::maskCredentialsInText(error->message, secrets);
        error->code = Redaction::maskCredentialsInText(error->code, secrets);
        error->details = maskedDetails(error->details, secrets);
        error->method = QString::fromLatin1(call->m_method);
        error->path = call->m_route;
        error->attempts = call->m_attempts;
        error->elapsedMs = call->elapsedMs();
        error->transferTimeoutMs = m_options.transferTimeoutMs;
        call->m_failed = true;
        call->m_error = *error;
    }
    emit call->finished();
}

void SunriseClient::waitFor(ApiCall *call)
{
    if (call->isFinished())
        return;
    QEventLoop loop;
    connect(call, &ApiCall::finished, &loop, &QEventLoop::quit);
    loop.exec();
}

} // namespace capstudio
