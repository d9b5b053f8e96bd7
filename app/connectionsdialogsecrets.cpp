// ConnectionsDialog, the part that deals with secrets: what the keychain holds, the
// connection test, and bringing the keychain in line when the dialog is left.
#include "connectionsdialog.h"

#include "remote/credentialstore.h"

#include <QFrame>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QSettings>

#include <memory>

namespace capstudio {

namespace {
using SecretState = ConnectionForm::SecretState;
}

void ConnectionsDialog::lookUpStoredSecret(const QString &key)
{
    if (key.isEmpty() || m_stored.contains(key))
        return;
    m_stored.insert(key, SecretState::Unknown); // asked; the answer follows
    m_credentials.read(key, this, [this, key](const CredentialStore::Result &result) {
        // Only whether there is a secret matters here; the secret itself is dropped.
        switch (result.outcome) {
        case CredentialStore::Outcome::Success:
            m_stored.insert(key, SecretState::Stored);
            break;
        case CredentialStore::Outcome::NotFound:
        case CredentialStore::Outcome::Unavailable:
            m_stored.insert(key, SecretState::NotStored);
            break;
        case CredentialStore::Outcome::Failed:
            m_stored.remove(key); // ask again next time
            break;
        }
        if (const int row = currentRow(); row >= 0 && m_rows.at(row).profile.secretKey() == key)
            m_form->setSecretState(storedState(key));
    });
}

ConnectionForm::SecretState ConnectionsDialog::storedState(const QString &key) const
{
    return m_stored.value(key, SecretState::Unknown);
}

void ConnectionsDialog::keychainAvailabilityChanged(bool available)
{
    m_banner->setVisible(!available);
    m_form->setKeychainAvailable(available);
    const int row = currentRow();
    if (!available || row < 0)
        return;
    // A keychain appeared: what was "not stored" for want of one may be stored after all.
    m_form->setRemember(m_rows.at(row).remember);
    for (auto it = m_stored.begin(); it != m_stored.end();) {
        if (it.value() == SecretState::NotStored)
            it = m_stored.erase(it);
        else
            ++it;
    }
    lookUpStoredSecret(m_rows.at(row).profile.secretKey());
}

void ConnectionsDialog::testConnection()
{
    const int row = currentRow();
    if (!m_tester || row < 0 || m_testing)
        return;
    const Row tested = m_rows.at(row);
    const int generation = ++m_testGeneration;
    m_testing = true;
    showMessage(m_testIcon, m_testResult, tr("Testing the connection to %1…").arg(tested.profile.displayUrl()),
                Tone::Neutral);
    updateState();

    const QString key = tested.profile.secretKey();
    if (tested.secret.isEmpty() && !key.isEmpty() && storedState(key) != SecretState::NotStored
        && m_credentials.available()) {
        m_credentials.read(key, this, [this, profile = tested.profile, generation](const CredentialStore::Result &result) {
            if (generation == m_testGeneration)
                runTester(profile, result.ok() ? result.secret : QString(), generation);
        });
        return;
    }
    runTester(tested.profile, tested.secret, generation);
}

void ConnectionsDialog::runTester(const ConnectionProfile &profile, const QString &secret, int generation)
{
    QPointer<ConnectionsDialog> self(this);
    m_tester(profile, secret, [self, generation](Status status) {
        if (!self || generation != self->m_testGeneration)
            return; // closed, or edited since: the answer is about something else
        self->m_testing = false;
        self->showMessage(self->m_testIcon, self->m_testResult,
                          status.ok() ? tr("The connection works.") : status.error().message,
                          status.ok() ? Tone::Success : Tone::Failure);
        self->updateState();
    });
}

void ConnectionsDialog::cancelTest()
{
    ++m_testGeneration;
    m_testing = false;
    showMessage(m_testIcon, m_testResult, QString(), Tone::Neutral);
}

QList<ConnectionsDialog::KeychainChange> ConnectionsDialog::plannedKeychainChanges() const
{
    QStringList keys;
    for (const Row &row : m_rows) {
        if (const QString key = row.profile.secretKey(); !key.isEmpty() && !keys.contains(key))
            keys.append(key);
    }
    const int current = currentRow();
    QList<KeychainChange> changes;
    for (const QString &key : std::as_const(keys)) {
        const Row *writer = nullptr;
        bool anyRemembers = false;
        for (int i = 0; i < m_rows.size(); ++i) {
            const Row &row = m_rows.at(i);
            if (row.profile.secretKey() != key || !row.remember)
                continue;
            anyRemembers = true;
            if (!row.secret.isEmpty() && (!writer || i == current))
                writer = &row;
        }
        if (writer)
            changes.append({true, key, writer->secret});
        else if (!anyRemembers && storedState(key) != SecretState::NotStored)
            changes.append({false, key, QString()});
    }
    // Secrets of accounts no profile points at any more.
    for (const QString &key : m_initialSecretKeys) {
        if (!keys.contains(key) && storedState(key) != SecretState::NotStored)
            changes.append({false, key, QString()});
    }
    return changes;
}

void ConnectionsDialog::finish(int resultCode)
{
    if (m_busy)
        return;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (!problemOf(i).isEmpty()) {
            m_list->setCurrentRow(i);
            return;
        }
    }
    ConnectionProfiles saved;
    Status status = saved.update(0, m_rows.at(0).profile);
    for (int i = 1; i < m_rows.size() && status.ok(); ++i)
        status = saved.add(m_rows.at(i).profile);
    if (!status.ok()) {
        showMessage(m_problemIcon, m_problem, status.error().message, Tone::Failure);
        return;
    }
    m_profiles = saved;
    QSettings settings;
    m_profiles.save(settings);
    m_saved = true;
    if (const int row = currentRow(); resultCode == QDialog::Accepted && row >= 0)
        m_result = Result{m_rows.at(row).profile, m_rows.at(row).secret};

    const QList<KeychainChange> changes = plannedKeychainChanges();
    if (changes.isEmpty() || !m_credentials.available()) {
        done(resultCode);
        return;
    }
    setBusy(true, tr("Updating the system keychain…"));
    auto pending = std::make_shared<int>(int(changes.size()));
    auto failures = std::make_shared<QStringList>();
    const auto finished = [this, pending, failures, resultCode](const CredentialStore::Result &result) {
        // Without a keychain nothing is kept, as the banner now says; that does not stop a connection.
        if (result.outcome == CredentialStore::Outcome::Failed)
            failures->append(result.message);
        if (--*pending > 0)
            return;
        setBusy(false);
        if (failures->isEmpty()) {
            done(resultCode);
            return;
        }
        showMessage(m_problemIcon, m_problem,
                    tr("The connections are saved, but the system keychain failed: %1")
                        .arg(failures->join(QLatin1Char(' '))),
                    Tone::Failure);
    };
    for (const KeychainChange &change : changes) {
        if (change.write)
            m_credentials.write(change.key, change.secret, this, finished);
        else
            m_credentials.remove(change.key, this, finished);
    }
}

} // namespace capstudio
