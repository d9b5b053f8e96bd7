#pragma once

#include "connectionform.h"
#include "core/expected.h"
#include "remote/connectionprofiles.h"

#include <QDialog>
#include <QHash>
#include <functional>

class QDialogButtonBox;
class QFrame;
class QLabel;
class QListWidget;
class QPushButton;
class QTimer;

namespace capstudio {

class CredentialStore;

// The connection manager: the saved profiles on the left (the embedded workspace first),
// the selected one's form on the right, its secret kept in the system keychain.
//
// Edits stay in the dialog until Connect or Close, which write the profiles back to the
// ConnectionProfiles passed in, save them to QSettings and bring the keychain in line
// (store typed secrets that are to be remembered, forget secrets no profile uses any more
// or whose "Remember" box was cleared). Cancel and Escape discard everything. Connect
// returns QDialog::Accepted; Close returns QDialog::Rejected like Cancel, but with the
// profiles saved (profilesSaved()).
class ConnectionsDialog : public QDialog
{
    Q_OBJECT

public:
    struct Result
    {
        ConnectionProfile profile;
        // The secret typed for it in this dialog; empty when none was typed: then read
        // it from the keychain (CredentialStore::read) or ask (askSecret).
        QString secret;
    };
    // Tries the connection a profile describes and reports through `done`, once.
    using Tester = std::function<void(const ConnectionProfile &profile, const QString &secret,
                                      std::function<void(Status)> done)>;

    ConnectionsDialog(ConnectionProfiles &profiles, CredentialStore &credentials, const QString &activeName,
                      QWidget *parent = nullptr);
    ~ConnectionsDialog() override;

    // Shows the "Test Connection" button.
    void setTester(Tester tester);

    // After Connect: the profile to connect to.
    Result selectedProfile() const;
    // The current name of the profile that was active when the dialog opened (it may have
    // been renamed), or an empty string if it was removed.
    QString activeProfileName() const;
    bool profilesSaved() const { return m_saved; }

private:
    struct Row
    {
        ConnectionProfile profile;
        QString secret; // typed here; leaves the dialog only for the keychain or in Result
        bool remember = true;
        bool active = false;
    };

    int currentRow() const;
    void showRow(int row);
    void formEdited();
    void secretEdited();
    void updateListItem(int row);
    void updateState();
    QString problemOf(int row) const;

    void addProfile();
    void duplicateProfile();
    void removeProfile();

    void lookUpStoredSecret(const QString &key);
    ConnectionForm::SecretState storedState(const QString &key) const;
    void keychainAvailabilityChanged(bool available);

    QString uniqueRowName(const QString &base) const;
    struct KeychainChange
    {
        bool write = false; // else remove
        QString key;
        QString secret;
    };
    QList<KeychainChange> plannedKeychainChanges() const;

    void testConnection();
    void runTester(const ConnectionProfile &profile, const QString &secret, int generation);
    void cancelTest();

    void finish(int resultCode);
    void setBusy(bool busy, const QString &message = QString());
    enum class Tone { Neutral, Success, Failure };
    void showMessage(QLabel *icon, QLabel *text, const QString &message, Tone tone);

    ConnectionProfiles &m_profiles;
    CredentialStore &m_credentials;
    QList<Row> m_rows;
    QStringList m_initialSecretKeys;
    QHash<QString, ConnectionForm::SecretState> m_stored;
    Tester m_tester;
    Result m_result;
    int m_testGeneration = 0;
    bool m_busy = false;
    bool m_testing = false;
    bool m_saved = false;

    QFrame *m_banner;
    QListWidget *m_list;
    QPushButton *m_add;
    QPushButton *m_duplicate;
    QPushButton *m_remove;
    ConnectionForm *m_form;
    QLabel *m_problemIcon;
    QLabel *m_problem;
    QLabel *m_testIcon;
    QLabel *m_testResult;
    QPushButton *m_test;
    QDialogButtonBox *m_buttons;
    QPushButton *m_connect;
    QPushButton *m_close;
    QTimer *m_lookUpTimer;
};

} // namespace capstudio
