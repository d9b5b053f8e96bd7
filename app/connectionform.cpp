#include "connectionform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace capstudio {

namespace {

using Kind = ConnectionProfile::Kind;

QString sslModeDescription(const QString &mode)
{
    if (mode == QLatin1String("disable"))
        return ConnectionForm::tr("disable — never encrypt");
    if (mode == QLatin1String("prefer"))
        return ConnectionForm::tr("prefer — encrypt when the server offers it");
    if (mode == QLatin1String("require"))
        return ConnectionForm::tr("require — always encrypt, accept any certificate");
    if (mode == QLatin1String("verify-ca"))
        return ConnectionForm::tr("verify-ca — encrypt, check the certificate's authority");
    if (mode == QLatin1String("verify-full"))
        return ConnectionForm::tr("verify-full — encrypt, check the certificate and host name");
    return mode;
}

QLineEdit *lineEdit(const QString &objectName, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(objectName);
    return edit;
}

} // namespace

ConnectionForm::ConnectionForm(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QFormLayout(this))
    , m_name(lineEdit(QStringLiteral("name"), this))
    , m_kind(new QComboBox(this))
    , m_workspaceRow(new QWidget(this))
    , m_workspacePath(lineEdit(QStringLiteral("workspacePath"), m_workspaceRow))
    , m_browse(new QPushButton(tr("&Browse…"), m_workspaceRow))
    , m_hostRow(new QWidget(this))
    , m_host(lineEdit(QStringLiteral("host"), m_hostRow))
    , m_port(new QSpinBox(m_hostRow))
    , m_database(lineEdit(QStringLiteral("database"), this))
    , m_user(lineEdit(QStringLiteral("user"), this))
    , m_sslMode(new QComboBox(this))
    , m_serverUrl(lineEdit(QStringLiteral("serverUrl"), this))
    , m_secret(lineEdit(QStringLiteral("secret"), this))
    , m_remember(new QCheckBox(tr("R&emember in the system keychain"), this))
    , m_apiKeyHint(new QLabel(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    m_kind->setObjectName(QStringLiteral("kind"));
    for (const Kind kind : {Kind::Embedded, Kind::PostgreSql, Kind::Sunrise, Kind::CatalogFolder})
        m_kind->addItem(ConnectionProfile::kindName(kind), int(kind));

    m_workspacePath->setClearButtonEnabled(true);
    m_browse->setObjectName(QStringLiteral("browseWorkspace"));
    auto *workspaceLayout = new QHBoxLayout(m_workspaceRow);
    workspaceLayout->setContentsMargins(0, 0, 0, 0);
    workspaceLayout->addWidget(m_workspacePath, 1);
    workspaceLayout->addWidget(m_browse);

    m_host->setPlaceholderText(tr("db.example.com"));
    m_port->setObjectName(QStringLiteral("port"));
    m_port->setRange(1, 65535);
    m_port->setValue(ConnectionProfile::DefaultPostgresPort);
    m_port->setGroupSeparatorShown(false);
    auto *portLabel = new QLabel(tr("P&ort:"), m_hostRow);
    portLabel->setBuddy(m_port);
    auto *hostLayout = new QHBoxLayout(m_hostRow);
    hostLayout->setContentsMargins(0, 0, 0, 0);
    hostLayout->addWidget(m_host, 1);
    hostLayout->addWidget(portLabel);
    hostLayout->addWidget(m_port);

    m_sslMode->setObjectName(QStringLiteral("sslMode"));
    for (const QString &mode : ConnectionProfile::sslModes())
        m_sslMode->addItem(sslModeDescription(mode), mode);

    m_serverUrl->setPlaceholderText(QStringLiteral("https://sunrise.example.com"));
    m_serverUrl->setToolTip(tr("The address of the Sunrise deployment. Plain http:// is accepted only "
                               "to this computer (localhost)."));

    m_secret->setEchoMode(QLineEdit::Password);
    m_secret->setInputMethodHints(Qt::ImhHiddenText | Qt::ImhNoPredictiveText | Qt::ImhNoAutoUppercase);
    m_remember->setObjectName(QStringLiteral("rememberSecret"));
    m_remember->setChecked(true);

    m_apiKeyHint->setObjectName(QStringLiteral("apiKeyHint"));
    m_apiKeyHint->setTextFormat(Qt::PlainText);
    m_apiKeyHint->setWordWrap(true);
    m_apiKeyHint->setText(tr("An admin-scoped key (sk_…) minted in Sunrise under Account ▸ API keys"));
    m_apiKeyHint->setForegroundRole(QPalette::PlaceholderText);

    m_layout->addRow(tr("&Name:"), m_name);
    m_layout->addRow(tr("T&ype:"), m_kind);
    m_layout->addRow(tr("&Workspace file:"), m_workspaceRow);
    m_layout->addRow(tr("&Host:"), m_hostRow);
    m_layout->addRow(tr("&Database:"), m_database);
    m_layout->addRow(tr("&User:"), m_user);
    m_layout->addRow(tr("&SSL mode:"), m_sslMode);
    m_layout->addRow(tr("Server &URL:"), m_serverUrl);
    m_layout->addRow(tr("Pass&word:"), m_secret);
    m_layout->addRow(QString(), m_apiKeyHint);
    m_layout->addRow(QString(), m_remember);
    // The host row's label names the line edit inside it.
    if (auto *hostLabel = qobject_cast<QLabel *>(m_layout->labelForField(m_hostRow)))
        hostLabel->setBuddy(m_host);
    if (auto *workspaceLabel = qobject_cast<QLabel *>(m_layout->labelForField(m_workspaceRow)))
        workspaceLabel->setBuddy(m_workspacePath);
    // A screen reader looks for a buddy among the field's siblings; these sit inside a row.
    m_workspacePath->setAccessibleName(tr("Workspace file"));
    m_host->setAccessibleName(tr("Host"));

    for (QLineEdit *edit : {m_name, m_workspacePath, m_host, m_database, m_user, m_serverUrl})
        connect(edit, &QLineEdit::textEdited, this, &ConnectionForm::emitEdited);
    connect(m_port, &QSpinBox::valueChanged, this, &ConnectionForm::emitEdited);
    connect(m_sslMode, &QComboBox::currentIndexChanged, this, &ConnectionForm::emitEdited);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        updateRows();
        emitEdited();
    });
    connect(m_secret, &QLineEdit::textEdited, this, [this] {
        if (!m_filling)
            emit secretEdited();
    });
    connect(m_remember, &QCheckBox::toggled, this, [this](bool remember) {
        if (!m_filling)
            emit rememberToggled(remember);
    });
    connect(m_browse, &QPushButton::clicked, this, &ConnectionForm::chooseWorkspaceFile);
    updateRows();
}

void ConnectionForm::setProfile(const ConnectionProfile &profile, bool builtIn)
{
    m_filling = true;
    m_name->setText(profile.name);
    m_name->setEnabled(!builtIn); // looks like the kind beside it, which cannot change either
    m_name->setToolTip(builtIn ? tr("The embedded workspace cannot be renamed.") : QString());
    m_kind->setCurrentIndex(m_kind->findData(int(profile.kind)));
    m_kind->setEnabled(!builtIn);
    m_workspacePath->setText(QDir::toNativeSeparators(profile.workspacePath));
    m_host->setText(profile.host);
    m_port->setValue(profile.port);
    m_database->setText(profile.database);
    m_user->setText(profile.user);
    const int mode = m_sslMode->findData(profile.sslMode);
    m_sslMode->setCurrentIndex(mode >= 0 ? mode : m_sslMode->findData(QStringLiteral("prefer")));
    m_serverUrl->setText(profile.serverUrl.toString());
    m_secret->clear();
    m_secretState = SecretState::Unknown;
    updateRows();
    m_filling = false;
}

ConnectionProfile ConnectionForm::profile() const
{
    ConnectionProfile profile;
    profile.name = m_name->text().trimmed();
    profile.kind = Kind(m_kind->currentData().toInt());
    profile.workspacePath = QDir::fromNativeSeparators(m_workspacePath->text().trimmed());
    profile.host = m_host->text().trimmed();
    profile.port = m_port->value();
    profile.database = m_database->text().trimmed();
    profile.user = m_user->text().trimmed();
    profile.sslMode = m_sslMode->currentData().toString();
    const QString url = m_serverUrl->text().trimmed();
    profile.serverUrl = url.isEmpty() ? QUrl() : QUrl(url, QUrl::TolerantMode);
    return profile;
}

QString ConnectionForm::secret() const
{
    return Kind(m_kind->currentData().toInt()) == Kind::Sunrise ? m_secret->text().trimmed() : m_secret->text();
}

void ConnectionForm::setSecret(const QString &secret)
{
    m_filling = true;
    m_secret->setText(secret);
    m_filling = false;
}

void ConnectionForm::setSecretState(SecretState state)
{
    m_secretState = state;
    updateSecretPlaceholder();
}

bool ConnectionForm::remember() const
{
    return m_remember->isChecked();
}

void ConnectionForm::setRemember(bool remember)
{
    m_filling = true;
    m_remember->setChecked(remember && m_keychainAvailable);
    m_filling = false;
}

void ConnectionForm::setKeychainAvailable(bool available)
{
    m_keychainAvailable = available;
    m_remember->setEnabled(available);
    if (!available) {
        m_filling = true;
        m_remember->setChecked(false);
        m_filling = false;
    }
    m_remember->setToolTip(available ? tr("Keep the secret in the system keychain, so that it is not asked for again.")
                                     : tr("No keychain service is running: nothing can be remembered."));
    updateSecretPlaceholder();
}

void ConnectionForm::focusName()
{
    m_name->setFocus(Qt::OtherFocusReason);
    m_name->selectAll();
}

void ConnectionForm::setDefaultWorkspacePath(const QString &path)
{
    m_defaultWorkspacePath = path;
    updateRows();
}

void ConnectionForm::updatePathHints(bool folder)
{
    if (folder) {
        m_workspacePath->setPlaceholderText(tr("A folder written by capstudio catalog pull"));
        m_workspacePath->setToolTip(tr("A catalog folder: capabilities/ and agents/ of YAML files, as capstudio "
                                       "catalog pull and File ▸ Export Catalog to Folder… write them."));
        return;
    }
    const QString path = QDir::toNativeSeparators(m_defaultWorkspacePath);
    m_workspacePath->setPlaceholderText(path.isEmpty() ? QString() : tr("Default: %1").arg(path));
    m_workspacePath->setToolTip(tr("The SQLite workspace file. Leave it empty for the default:\n%1").arg(path));
}

void ConnectionForm::updateRows()
{
    const Kind kind = Kind(m_kind->currentData().toInt());
    const bool postgres = kind == Kind::PostgreSql;
    const bool sunrise = kind == Kind::Sunrise;
    const bool folder = kind == Kind::CatalogFolder;
    m_layout->setRowVisible(m_workspaceRow, kind == Kind::Embedded || folder);
    if (auto *label = qobject_cast<QLabel *>(m_layout->labelForField(m_workspaceRow)))
        label->setText(folder ? tr("Catalog &folder:") : tr("&Workspace file:"));
    m_workspacePath->setAccessibleName(folder ? tr("Catalog folder") : tr("Workspace file"));
    updatePathHints(folder);
    for (QWidget *field : {static_cast<QWidget *>(m_hostRow), static_cast<QWidget *>(m_database),
                           static_cast<QWidget *>(m_user), static_cast<QWidget *>(m_sslMode)})
        m_layout->setRowVisible(field, postgres);
    m_layout->setRowVisible(m_serverUrl, sunrise);
    m_layout->setRowVisible(m_secret, postgres || sunrise);
    m_layout->setRowVisible(m_remember, postgres || sunrise);
    m_layout->setRowVisible(m_apiKeyHint, sunrise);
    if (auto *label = qobject_cast<QLabel *>(m_layout->labelForField(m_secret)))
        label->setText(sunrise ? tr("API &key:") : tr("Pass&word:"));
    m_secret->setAccessibleName(sunrise ? tr("API key") : tr("Password"));
    updateSecretPlaceholder();
}

void ConnectionForm::updateSecretPlaceholder()
{
    QString text;
    switch (m_secretState) {
    case SecretState::Unknown:
        break;
    case SecretState::Stored:
        text = tr("Stored in the keychain");
        break;
    case SecretState::NotStored:
        text = m_keychainAvailable ? tr("Not stored yet") : tr("Asked for when connecting");
        break;
    }
    m_secret->setPlaceholderText(text);
}

void ConnectionForm::chooseWorkspaceFile()
{
    QString start = m_workspacePath->text().trimmed();
    if (start.isEmpty())
        start = QDir::homePath();
    if (Kind(m_kind->currentData().toInt()) == Kind::CatalogFolder) {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Catalog Folder"), start);
        if (!folder.isEmpty()) {
            m_workspacePath->setText(QDir::toNativeSeparators(folder));
            emitEdited();
        }
        return;
    }
    // A new file name is fine too: the workspace is created and seeded when first opened.
    const QString path = QFileDialog::getSaveFileName(this, tr("Workspace File"), start,
                                                      tr("capstudio workspaces (*.sqlite);;All files (*)"),
                                                      nullptr, QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty())
        return;
    m_workspacePath->setText(QDir::toNativeSeparators(path));
    emitEdited();
}

void ConnectionForm::emitEdited()
{
    if (!m_filling)
        emit edited();
}

} // namespace capstudio
