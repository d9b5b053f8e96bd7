#pragma once

#include "core/expected.h"
#include "remote/apierror.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QUrlQuery>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace capstudio {

// What a 2xx answer carried: the envelope's data and meta (reference §2).
struct ApiResponse
{
    int status = 0;
    QJsonValue data;
    QJsonObject meta;
    QString requestId;
};

class SunriseClient;

// One logical request to the admin API, retried as the client's policy allows. Emits
// finished() exactly once; the caller deletes it (deleteLater) afterwards.
class ApiCall : public QObject
{
    Q_OBJECT

public:
    const QByteArray &method() const { return m_method; }
    const QString &route() const { return m_route; }
    bool isFinished() const { return m_finished; }
    bool ok() const { return m_finished && !m_failed; }
    const ApiResponse &response() const { return m_response; }
    const ApiError &error() const { return m_error; }
    // How many times the request went out (1 when it was not retried).
    int attempts() const { return m_attempts; }
    // Since the first attempt went out.
    qint64 elapsedMs() const { return m_started.isValid() ? m_started.elapsed() : 0; }
    // Aborts the request in flight or the wait before a retry; finishes with Kind::Cancelled.
    void cancel();

signals:
    void finished();
    // A retry is scheduled after `delayMs`, because of `reason` (a rate limit, a dropped
    // connection, a 503 …).
    void retrying(int attempt, int delayMs, const QString &reason);

private:
    friend class SunriseClient;
    explicit ApiCall(QObject *parent) : QObject(parent) {}

    QByteArray m_method;
    QString m_route;
    QUrl m_url;
    QByteArray m_body;
    QByteArray m_requestId;
    bool m_finished = false;
    bool m_failed = false;
    bool m_cancelled = false;
    bool m_timedOut = false;
    int m_attempts = 0;
    QElapsedTimer m_started;
    QStringList m_tlsErrors;
    QPointer<QNetworkReply> m_reply;
    QTimer *m_retryTimer = nullptr;
    ApiResponse m_response;
    ApiError m_error;
};

// A client of Sunrise's admin REST API (reference §1, §2, §4) on Qt Network. It sends the
// admin-scoped key as `Authorization: Bearer sk_…`, JSON bodies, never an Origin header,
// and follows no redirects (the key would go along). Everything is asynchronous.
//
// Retries: a 429 waits for Retry-After and is retried whatever the method, because the
// rate limiter refused it before any route ran. A dropped connection, a timeout or a
// 502/503/504 is retried with exponential backoff only for GET, PUT and DELETE, whose
// repetition cannot do something twice; POST and PATCH fail at once.
class SunriseClient : public QObject
{
    Q_OBJECT

public:
    struct Options
    {
        int transferTimeoutMs = 30000; // no byte for this long: the attempt is given up
        int maxAttempts = 4;
        int backoffMs = 400;           // first backoff; doubled per attempt, with jitter
        int maxRetryAfterSeconds = 90; // a longer Retry-After fails instead of waiting
    };

    // `origin`: the deployment's address, e.g. https://sunrise.example.com (a path prefix of
    // a reverse proxy is kept). `apiKey`: sk_ and 64 hex characters.
    SunriseClient(const QUrl &origin, const QString &apiKey, QObject *parent = nullptr);
    ~SunriseClient() override;

    // https, or plain http only to this computer: a key must not travel unencrypted.
    static Status checkOrigin(const QUrl &origin);
    // Sunrise's keys are "sk_" and 64 lowercase hexadecimal characters (reference §1.2); a
    // key of another form is refused before anything is sent.
    static Status checkKey(const QString &apiKey);
    // A route below /api/v1/admin/orchestration/ from path segments, each percent-encoded
    // (an id read from a file cannot climb out with "../").
    static QString route(std::initializer_list<QString> segments);

    const QUrl &origin() const { return m_origin; }
    void setOptions(const Options &options) { m_options = options; }
    const Options &options() const { return m_options; }

    ApiCall *get(const QString &route, const QUrlQuery &query = {});
    ApiCall *post(const QString &route, const QJsonObject &body);
    ApiCall *patch(const QString &route, const QJsonObject &body);
    ApiCall *remove(const QString &route);

    // Runs a local event loop until `call` has finished. Events keep flowing meanwhile, so
    // a window keeps painting and its Cancel button reaches the call.
    static void waitFor(ApiCall *call);

    static bool isIdempotent(const QByteArray &method);

signals:
    // Any call of this client waits `delayMs` before its attempt `attempt`, because of
    // `reason` ("the server's rate limit (120 requests a minute) was reached", …), after
    // `waitedMs` since its first attempt: for a status line or a notice on the terminal.
    void retryScheduled(capstudio::ApiCall *call, int attempt, int delayMs, qint64 waitedMs, const QString &reason);

private:
    ApiCall *send(const QByteArray &method, const QString &route, const QUrlQuery &query,
                  const QByteArray &body);
    void startAttempt(ApiCall *call);
    void attemptFinished(ApiCall *call, QNetworkReply *reply);
    // Schedules another attempt when the policy allows it; false when the call must fail.
    bool scheduleRetry(ApiCall *call, int delayMs, const QString &reason);
    void finish(ApiCall *call, std::optional<ApiError> error);

    QUrl m_origin;
    QString m_apiKey;
    QByteArray m_authorization;
    Options m_options;
    QNetworkAccessManager *m_network;
};

} // namespace capstudio
