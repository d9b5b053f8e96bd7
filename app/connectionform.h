#pragma once

#include "remote/connectionprofile.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace capstudio {

// The right-hand side of the connections dialog: the fields of one ConnectionProfile,
// showing the rows its kind needs, and the field for its secret. It holds no state of
// its own beyond the widgets; the dialog reads profile() and secret() after each edit.
class ConnectionForm : public QWidget
{
    Q_OBJECT

public:
    enum class SecretState { Unknown, Stored, NotStored };

    explicit ConnectionForm(QWidget *parent = nullptr);

    // Fills the fields without emitting edited(); the built-in profile keeps its name and kind.
    void setProfile(const ConnectionProfile &profile, bool builtIn);
    ConnectionProfile profile() const;

    // The secret as typed; API keys without surrounding white space (pasted keys often
    // carry a line break), passwords exactly.
    QString secret() const;
    void setSecret(const QString &secret);
    // What the keychain holds for the profile: shown as the secret field's placeholder.
    void setSecretState(SecretState state);

    bool remember() const;
    void setRemember(bool remember);
    // Without a keychain the "Remember" box is off and disabled.
    void setKeychainAvailable(bool available);

    // Puts the cursor in the name field, its text selected.
    void focusName();

    // Shown as the placeholder of the embedded workspace's file field.
    void setDefaultWorkspacePath(const QString &path);

signals:
    void edited();       // a field of the profile changed
    void secretEdited(); // the secret changed
    void rememberToggled(bool remember);

private:
    // The path field's placeholder and tooltip for a workspace file or a catalog folder.
    void updatePathHints(bool folder);
    void updateRows();
    void updateSecretPlaceholder();
    void chooseWorkspaceFile();
    void emitEdited();

    QFormLayout *m_layout;
    QLineEdit *m_name;
    QComboBox *m_kind;
    QWidget *m_workspaceRow;
    QLineEdit *m_workspacePath;
    QString m_defaultWorkspacePath;
    QPushButton *m_browse;
    QWidget *m_hostRow;
    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QComboBox *m_sslMode;
    QLineEdit *m_serverUrl;
    QLineEdit *m_secret;
    QCheckBox *m_remember;
    QLabel *m_apiKeyHint;
    SecretState m_secretState = SecretState::Unknown;
    bool m_keychainAvailable = true;
    bool m_filling = false;
};

} // namespace capstudio
