#include "mainwindow.h"

#include "connection.h"
#include "connectionsdialog.h"
#include "catalog/catalogdocument.h"
#include "remote/apicatalogstore.h"
#include "remote/apistoreworker.h"
#include "remote/credentialstore.h"
#include "remote/sunriseclient.h"
#include "secretprompt.h"
#include "session.h"
#include "workspace.h"

#include <QDir>
#include <QApplication>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

// The window's connection: switching profiles, the title and status bar that name the
// active one, and the progress of what its worker reads and writes.

namespace capstudio {

void MainWindow::useConnection(std::unique_ptr<Connection> connection, bool remember)
{
    // The rows of the connection before are not this one's, even when this one cannot be read.
    m_session->useConnection(std::move(connection));
    connectionChanged(remember);
}

void MainWindow::connectionChanged(bool remember)
{
    if (ApiActivity *activity = m_session->connection().apiActivity()) {
        connect(activity, &ApiActivity::progress, this, &MainWindow::showProgress);
        connect(activity, &ApiActivity::retryScheduled, this, &MainWindow::showWait);
    }
    updateTitle();
    if (remember) {
        QSettings settings;
        ConnectionProfiles::setActiveProfileName(settings, QStringLiteral("main"), connection().profile().name);
        m_lastProfileName = connection().profile().name;
    }
    reload();
    connectAgentsPane();
    reloadConversations();
    auditSourceChanged();
}

void MainWindow::updateTitle()
{
    if (connection().isEmbedded()) {
        setWindowFilePath(m_session->workspace().path());
        setWindowTitle(tr("%1[*] — capstudio").arg(QFileInfo(m_session->workspace().path()).fileName()));
        // The home folder as ~, as a shell shows it; the whole path in the tooltip.
        const QString path = QDir::toNativeSeparators(m_session->workspace().path());
        const QString home = QDir::toNativeSeparators(QDir::homePath());
        const QString shown = path.startsWith(home + QDir::separator()) ? QLatin1Char('~') + path.mid(home.size()) : path;
        m_workspaceLabel->setText(tr("Workspace: %1").arg(shown));
        m_workspaceLabel->setToolTip(tr("%1\nThe embedded workspace. File ▸ Connections… switches to a PostgreSQL "
                                        "database or a Sunrise server.")
                                         .arg(path));
        return;
    }
    setWindowFilePath(QString());
    setWindowTitle(tr("%1[*] — capstudio").arg(connection().profile().name));
    if (connection().profile().kind == ConnectionProfile::Kind::CatalogFolder) {
        m_workspaceLabel->setText(tr("Catalog folder: %1").arg(connection().profile().displayUrl()));
        m_workspaceLabel->setToolTip(tr("Apply writes the files of the rows it changes, each atomically, comments "
                                        "kept. A file changed on disk since it was read is a conflict."));
        return;
    }
    m_workspaceLabel->setText(tr("Connection: %1").arg(connection().label()));
    const StoreTraits traits = m_session->connection().traits();
    m_workspaceLabel->setToolTip(traits.transactional
                                     ? tr("Every apply is one transaction in this database.")
                                     : tr("Sunrise's admin API: every change is its own request; a batch is "
                                          "checked for conflicts first."));
}

void MainWindow::showConnections()
{
    ConnectionsDialog dialog(m_profiles, *m_credentials, connection().profile().name, this);
    dialog.setTester([](const ConnectionProfile &profile, const QString &secret, std::function<void(Status)> done) {
        if (profile.kind == ConnectionProfile::Kind::Embedded) {
            done(QFileInfo::exists(profile.workspacePath.isEmpty() ? Workspace::defaultPath() : profile.workspacePath)
                     ? Status()
                     : Status(StoreError{StoreError::Kind::NotFound, tr("The workspace file does not exist yet; "
                                                                        "it is created on connect.")}));
            return;
        }
        // In the background: the dialog stays usable while a host does not answer.
        ConnectionOpening *opening = Connection::openInBackground(profile, secret).release();
        opening->setParent(qApp); // deleted once it reports, or on exit
        const auto report = [opening, done] {
            Expected<std::unique_ptr<Connection>> opened = opening->take();
            opening->deleteLater();
            done(opened ? Status() : Status(opened.error()));
        };
        if (opening->isFinished())
            report();
        else
            QObject::connect(opening, &ConnectionOpening::finished, opening, report);
    });
    // The dialog updates m_profiles and writes them itself on Connect and Close.
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ConnectionsDialog::Result chosen = dialog.selectedProfile();
    connectTo(chosen.profile, chosen.secret);
}

bool MainWindow::connectTo(const ConnectionProfile &profile, const QString &typedSecret)
{
    switch (settlePendingChanges(false, [this, profile, typedSecret](bool settled) {
        if (settled)
            connectTo(profile, typedSecret);
    })) {
    case Settled::Now:
        break;
    case Settled::Not:
        return false;
    case Settled::Later:
        return true; // goes on once the changes are written
    }
    if (profile.kind == ConnectionProfile::Kind::Embedded) {
        const QString path = profile.workspacePath.isEmpty() ? Workspace::defaultPath() : profile.workspacePath;
        if (connection().isEmbedded() && QFileInfo(path) == QFileInfo(m_session->workspace().path()))
            return true;
        Expected<std::unique_ptr<Workspace>> opened = Workspace::open(path);
        if (!opened) {
            QMessageBox::warning(this, tr("Cannot open the workspace"), opened.error().message);
            return false;
        }
        setWorkspace(std::move(opened).value());
        return true;
    }
    if (!profile.needsSecret())
        return openProfile(profile, QString());
    QString secret = typedSecret.isEmpty() ? CredentialStore::environmentSecret(profile.kind) : typedSecret;
    if (secret.isEmpty()) {
        // The keychain answers through the event loop: the window goes on meanwhile.
        statusBar()->showMessage(tr("Reading the secret of %1 from the system keychain…").arg(profile.name));
        m_credentials->secretFor(profile, this, [this, profile](const Expected<QString> &stored) {
            statusBar()->clearMessage();
            openProfile(profile, stored ? stored.value() : QString());
        });
        return true;
    }
    return openProfile(profile, secret);
}

bool MainWindow::openProfile(const ConnectionProfile &profile, QString secret)
{
    if (secret.isEmpty() && profile.needsSecret()) {
        const QString reason = m_credentials->available()
                                   ? tr("No secret is stored in the keychain for this connection.")
                                   : tr("No keychain service is running, so the secret is asked for each time "
                                        "and never saved.");
        const std::optional<QString> asked = askSecret(this, profile, reason);
        if (!asked)
            return false;
        secret = *asked;
    }
    if (m_opening) {
        // A newer choice replaces an attempt still on its way; it ends by itself.
        disconnect(m_opening, nullptr, this, nullptr);
        connect(m_opening, &ConnectionOpening::finished, m_opening, &QObject::deleteLater);
        m_opening = nullptr;
    }
    // A database or a server is reached on a worker thread: the window goes on meanwhile.
    m_opening = Connection::openInBackground(profile, secret).release();
    m_opening->setParent(this);
    if (m_opening->isFinished()) {
        connectionOpened();
        return !m_session->connection().isEmbedded() && m_session->connection().profile().name == profile.name;
    }
    if (ApiActivity *activity = m_opening->activity())
        connect(activity, &ApiActivity::retryScheduled, this, &MainWindow::showWait);
    statusBar()->showMessage(tr("Connecting to %1…").arg(profile.name));
    connect(m_opening, &ConnectionOpening::finished, this, &MainWindow::connectionOpened);
    return true;
}

void MainWindow::connectionOpened()
{
    ConnectionOpening *opening = m_opening;
    m_opening = nullptr;
    opening->deleteLater();
    Expected<std::unique_ptr<Connection>> opened = opening->take();
    if (!opened) {
        statusBar()->clearMessage();
        QMessageBox::warning(this, tr("Cannot connect to %1").arg(opening->profile().name), opened.error().message);
        emit connectFinished(false);
        return;
    }
    // Edits made while the connection was opened belong to the connection before.
    auto held = std::make_shared<std::unique_ptr<Connection>>(std::move(opened).value());
    const auto use = [this, held](bool settled) {
        if (!settled) {
            statusBar()->showMessage(tr("Stayed with %1").arg(connection().label()), 6000);
            emit connectFinished(false);
            return;
        }
        // A folder opened by File ▸ Open Catalog Folder… is not a saved profile: the next start
        // does not look for it.
        const ConnectionProfile &profile = (*held)->profile();
        const std::optional<ConnectionProfile> saved = m_profiles.find(profile.name);
        const bool remember = profile.kind != ConnectionProfile::Kind::CatalogFolder
                              || (saved && saved->kind == profile.kind);
        useConnection(std::move(*held), remember);
        statusBar()->showMessage(tr("Connected to %1").arg(connection().label()), 6000);
        emit connectFinished(true);
    };
    settleThen(false, use);
}

bool MainWindow::openCatalogFolder(const QString &folder)
{
    ConnectionProfile profile;
    profile.kind = ConnectionProfile::Kind::CatalogFolder;
    profile.workspacePath = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    profile.name = QFileInfo(profile.workspacePath).fileName();
    for (const ConnectionProfile &saved : m_profiles.profiles()) {
        if (saved.kind == profile.kind && QFileInfo(saved.workspacePath) == QFileInfo(profile.workspacePath))
            profile.name = saved.name;
    }
    const Status valid = profile.validate();
    if (!valid) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Cannot open the catalog folder"), valid.error().message,
                                    QMessageBox::Close, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return false;
    }
    return connectTo(profile);
}

void MainWindow::showWait(int delayMs, const QString &reason)
{
    QString why = reason;
    if (!why.isEmpty())
        why[0] = why.at(0).toUpper();
    const QString text = tr("%1; waiting %2 before trying again.").arg(why, ApiError::durationText(delayMs));
    statusBar()->showMessage(text, delayMs + 2000);
    if (m_progress && m_progress->isVisible())
        m_progress->setLabelText(text);
}

// The profile the window used last, when its secret can be had without asking.
void MainWindow::reconnectLastProfile()
{
    const std::optional<ConnectionProfile> profile = m_profiles.find(m_lastProfileName);
    if (!profile || profile->kind == ConnectionProfile::Kind::Embedded || !connection().isEmbedded())
        return;
    if (!profile->needsSecret()) {
        connectTo(*profile);
        return;
    }
    m_credentials->secretFor(
        *profile, this,
        [this, profile = *profile](const Expected<QString> &secret) {
            if (!connection().isEmbedded() || m_opening)
                return; // another connection was chosen meanwhile
            if (!secret) {
                statusBar()->showMessage(
                    tr("Last connection “%1” needs its secret: File ▸ Connections… to connect.").arg(profile.name),
                    10000);
                return;
            }
            connectTo(profile, secret.value());
        },
        3000);
}

void MainWindow::hideProgressWhenIdle()
{
    if (m_session->isReading() || m_session->isApplying())
        return;
    m_progressTimer->stop();
    if (m_progress)
        m_progress->hide();
}

void MainWindow::showProgress(int done, int total, const QString &what)
{
    if (!m_session->isReading() && !m_session->isApplying())
        return;
    if (!m_progress) {
        m_progress = new QProgressDialog(this);
        m_progress->setObjectName(QStringLiteral("networkProgress"));
        m_progress->setWindowTitle(tr("Working with %1").arg(connection().profile().name));
        m_progress->setAutoReset(false);
        m_progress->setAutoClose(false);
        m_progress->setMinimumDuration(0);
        connect(m_progress, &QProgressDialog::canceled, this, [this] { m_session->cancelReads(); });
    }
    if (!what.isEmpty()) {
        QString activity = what; // "reading capabilities", "writing bindings"
        activity[0] = activity.at(0).toUpper();
        m_progress->setLabelText(total > 0 ? tr("%1: %2 of %3").arg(activity).arg(done).arg(total)
                                           : tr("%1…").arg(activity));
    }
    else if (m_progress->labelText().isEmpty())
        m_progress->setLabelText(tr("Waiting for %1…").arg(connection().isEmbedded() ? tr("the workspace")
                                                                                     : connection().profile().name));
    m_progress->setRange(0, qMax(0, total));
    if (total > 0)
        m_progress->setValue(qMin(done, total));
    if (!m_progressTimer->isActive() && !m_progress->isVisible())
        m_progress->show();
}

} // namespace capstudio
