#pragma once

#include "core/expected.h"
#include "remote/connectionprofile.h"

#include <QObject>
#include <QString>
#include <functional>
#include <optional>

namespace QKeychain {
class Job;
}

namespace capstudio {

// Passwords and API keys in the system keychain (Secret Service, KWallet, macOS Keychain,
// Windows Credential Manager, through QtKeychain), under service "capstudio" and the key
// ConnectionProfile::secretKey() names.
//
// There is no plain-text fallback: when no keychain service is running, calls report
// Outcome::Unavailable, available() turns false and nothing is written anywhere; the
// caller asks for the secret each time instead. A later call that reaches a keychain
// (the service was started meanwhile) turns available() true again.
//
// The calls are asynchronous; a callback runs on the thread of this object once the
// keychain answers, unless its context object was destroyed first. read(), write() and
// remove() are virtual so that tests can put an in-memory keychain behind a dialog.
class CredentialStore : public QObject
{
    Q_OBJECT

public:
    enum class Outcome {
        Success,
        NotFound,    // no entry under the key
        Unavailable, // no keychain service (no backend, no D-Bus session, no Secret Service)
        Failed,      // the keychain answered with an error, e.g. access denied
    };
    Q_ENUM(Outcome)

    struct Result
    {
        Outcome outcome = Outcome::Failed;
        QString secret;  // read(): the secret, on Success
        QString message; // otherwise: a sentence for a person, with the keychain's own words
        bool ok() const { return outcome == Outcome::Success; }
    };
    using Callback = std::function<void(const Result &result)>;

    explicit CredentialStore(QObject *parent = nullptr);
    // A different service name keeps tests away from the user's real entries.
    explicit CredentialStore(const QString &service, QObject *parent = nullptr);
    ~CredentialStore() override;

    static QString defaultService() { return QStringLiteral("capstudio"); }
    QString service() const { return m_service; }

    virtual void read(const QString &key, QObject *context, Callback done);
    virtual void write(const QString &key, const QString &secret, QObject *context, Callback done);
    virtual void remove(const QString &key, QObject *context, Callback done);

    // For the command line: runs a local event loop until the keychain answers or
    // `timeoutMs` passes. NotFound is StoreError::NotFound; Unavailable, Failed and the
    // timeout are StoreError::Backend (available() tells Unavailable apart).
    Expected<QString> readBlocking(const QString &key, int timeoutMs = 10000);
    // The profile's secret without asking anyone: its environment variable when set
    // (environmentSecret), else the keychain entry (readBlocking). For the command line.
    Expected<QString> secretFor(const ConnectionProfile &profile, int timeoutMs = 10000);
    // The same without waiting, for the window: `done` gets the answer on `context`'s
    // thread (at once for an environment variable; a keychain that does not answer within
    // `timeoutMs` gives the error readBlocking() gives), never after `context` is gone.
    void secretFor(const ConnectionProfile &profile, QObject *context,
                   std::function<void(const Expected<QString> &secret)> done, int timeoutMs = 10000);

    // False once a call found no keychain service, until a call reaches one again.
    bool available() const { return m_available; }

    // The variable that may hold a profile kind's secret for scripted use:
    // CAPSTUDIO_PGPASSWORD (PostgreSql), CAPSTUDIO_API_KEY (Sunrise); empty for Embedded.
    static QString environmentVariable(ConnectionProfile::Kind kind);
    // That variable's value, or an empty string.
    static QString environmentSecret(ConnectionProfile::Kind kind);

signals:
    void availabilityChanged(bool available);

protected:
    // Records what a call learnt about the keychain; overrides of the calls report here too.
    void noteOutcome(Outcome outcome);
    static Expected<QString> secretOf(const std::optional<Result> &answer, int timeoutMs);

private:
    void start(QKeychain::Job *job, QObject *context, Callback done);

    QString m_service;
    bool m_available = true;
};

} // namespace capstudio
