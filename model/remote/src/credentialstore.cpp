#include "remote/credentialstore.h"

#include <QEventLoop>
#include <QPointer>
#include <QTimer>

#include <qt6keychain/keychain.h>

#include <optional>

namespace capstudio {

namespace {

// What QtKeychain's backends say when there is no keychain to talk to. NoBackendAvailable
// covers only part of it: on Linux the Secret Service and D-Bus failures arrive as
// OtherError with the service's message, and without libsecret or libgnome-keyring the
// job fails with a bare "Unknown error".
bool soundsUnavailable(const QString &message)
{
    static const char *const markers[] = {
        "org.freedesktop.secrets",           // no Secret Service on the session bus
        "not provided by any .service files", // D-Bus could not activate one
        "/org/freedesktop/secrets/collection", // a service without a usable default collection
        "D-Bus",                              // "Cannot autolaunch D-Bus …", "D-Bus is not running"
        "DBus",
        "Could not connect",                  // GDBus without a session bus
        "No keychain service",
        "No keyring daemon",
        "Unknown error",
    };
    for (const char *marker : markers) {
        if (message.contains(QLatin1String(marker), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

CredentialStore::Result resultOf(const QKeychain::Job &job)
{
    CredentialStore::Result result;
    const QString detail = job.errorString();
    switch (job.error()) {
    case QKeychain::NoError:
        result.outcome = CredentialStore::Outcome::Success;
        if (const auto *read = qobject_cast<const QKeychain::ReadPasswordJob *>(&job))
            result.secret = read->textData();
        return result;
    case QKeychain::EntryNotFound:
        result.outcome = CredentialStore::Outcome::NotFound;
        result.message = CredentialStore::tr("Nothing is stored in the system keychain for %1.").arg(job.key());
        return result;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        result.outcome = CredentialStore::Outcome::Unavailable;
        break;
    case QKeychain::AccessDeniedByUser:
    case QKeychain::AccessDenied:
        result.outcome = CredentialStore::Outcome::Failed;
        result.message = CredentialStore::tr("The system keychain refused access: %1").arg(detail);
        return result;
    case QKeychain::CouldNotDeleteEntry:
    case QKeychain::OtherError:
        result.outcome = soundsUnavailable(detail) ? CredentialStore::Outcome::Unavailable
                                                   : CredentialStore::Outcome::Failed;
        break;
    }
    result.message = result.outcome == CredentialStore::Outcome::Unavailable
        ? CredentialStore::tr("No keychain service is running (%1).").arg(detail)
        : CredentialStore::tr("The system keychain failed: %1").arg(detail);
    return result;
}

} // namespace

CredentialStore::CredentialStore(QObject *parent)
    : CredentialStore(defaultService(), parent)
{
}

CredentialStore::CredentialStore(const QString &service, QObject *parent)
    : QObject(parent)
    , m_service(service)
{
}

CredentialStore::~CredentialStore() = default;

// The jobs have no parent: QtKeychain's Secret Service backend calls back into the job it
// was given, so a job must never be deleted before it finishes; setAutoDelete() deletes it
// then. Of the two connections, the first ends with this store, the second with the
// caller's context; they run in that order, so a callback already sees available().
void CredentialStore::start(QKeychain::Job *job, QObject *context, Callback done)
{
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // never a plain-text copy in QSettings
    connect(job, &QKeychain::Job::finished, this,
            [this](QKeychain::Job *finished) { noteOutcome(resultOf(*finished).outcome); });
    if (done) {
        connect(job, &QKeychain::Job::finished, context ? context : this,
                [done = std::move(done)](QKeychain::Job *finished) { done(resultOf(*finished)); });
    }
    job->start();
}

void CredentialStore::read(const QString &key, QObject *context, Callback done)
{
    auto *job = new QKeychain::ReadPasswordJob(m_service);
    job->setKey(key);
    start(job, context, std::move(done));
}

void CredentialStore::write(const QString &key, const QString &secret, QObject *context, Callback done)
{
    auto *job = new QKeychain::WritePasswordJob(m_service);
    job->setKey(key);
    job->setTextData(secret);
    start(job, context, std::move(done));
}

void CredentialStore::remove(const QString &key, QObject *context, Callback done)
{
    auto *job = new QKeychain::DeletePasswordJob(m_service);
    job->setKey(key);
    start(job, context, std::move(done));
}

Expected<QString> CredentialStore::readBlocking(const QString &key, int timeoutMs)
{
    std::optional<Result> answer;
    QEventLoop loop;
    read(key, &loop, [&answer, &loop](const Result &result) {
        answer = result;
        loop.quit();
    });
    if (!answer) {
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    }
    return secretOf(answer, timeoutMs);
}

Expected<QString> CredentialStore::secretOf(const std::optional<Result> &answer, int timeoutMs)
{
    if (!answer)
        return StoreError{StoreError::Kind::Backend,
                          tr("The system keychain did not answer within %n second(s).", nullptr,
                             qMax(1, timeoutMs / 1000))};
    switch (answer->outcome) {
    case Outcome::Success:
        return answer->secret;
    case Outcome::NotFound:
        return StoreError{StoreError::Kind::NotFound, answer->message};
    case Outcome::Unavailable:
    case Outcome::Failed:
        break;
    }
    return StoreError{StoreError::Kind::Backend, answer->message};
}

void CredentialStore::noteOutcome(Outcome outcome)
{
    bool available = m_available;
    if (outcome == Outcome::Unavailable)
        available = false;
    else if (outcome == Outcome::Success || outcome == Outcome::NotFound)
        available = true;
    if (available == m_available)
        return;
    m_available = available;
    emit availabilityChanged(m_available);
}

QString CredentialStore::environmentVariable(ConnectionProfile::Kind kind)
{
    switch (kind) {
    case ConnectionProfile::Kind::Embedded:
    case ConnectionProfile::Kind::CatalogFolder:
        return {};
    case ConnectionProfile::Kind::PostgreSql:
        return QStringLiteral("CAPSTUDIO_PGPASSWORD");
    case ConnectionProfile::Kind::Sunrise:
        return QStringLiteral("CAPSTUDIO_API_KEY");
    }
    return {};
}

Expected<QString> CredentialStore::secretFor(const ConnectionProfile &profile, int timeoutMs)
{
    const QString fromEnvironment = environmentSecret(profile.kind);
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    return readBlocking(profile.secretKey(), timeoutMs);
}

void CredentialStore::secretFor(const ConnectionProfile &profile, QObject *context,
                                std::function<void(const Expected<QString> &)> done, int timeoutMs)
{
    const QString fromEnvironment = environmentSecret(profile.kind);
    if (!fromEnvironment.isEmpty()) {
        done(fromEnvironment);
        return;
    }
    // Whichever comes first, the keychain's answer or the timeout, answers; the other is dropped.
    auto pending = std::make_shared<std::function<void(const Expected<QString> &)>>(std::move(done));
    read(profile.secretKey(), context, [pending, timeoutMs](const Result &result) {
        if (auto answer = std::exchange(*pending, {}))
            answer(secretOf(result, timeoutMs));
    });
    QTimer::singleShot(timeoutMs, context, [pending, timeoutMs] {
        if (auto answer = std::exchange(*pending, {}))
            answer(secretOf(std::nullopt, timeoutMs));
    });
}

QString CredentialStore::environmentSecret(ConnectionProfile::Kind kind)
{
    const QString name = environmentVariable(kind);
    return name.isEmpty() ? QString() : qEnvironmentVariable(name.toLatin1().constData());
}

} // namespace capstudio
