// The window's catalog-as-code actions: export the catalog as a folder, and compare it with a
// folder or another connection, staging picked differences as ordinary edits.
#include "mainwindow.h"

#include "catalog/bindingdocument.h"
#include "catalogcode/catalogstaging.h"
#include "connection.h"
#include "core/futurewatch.h"
#include "catalog/storeworker.h"
#include "remote/credentialstore.h"
#include "secretprompt.h"
#include "store/sqlstoreworker.h"
#include "core/workpool.h"
#include "session.h"
#include "views/catalogcomparedialog.h"
#include "views/catalogcomparemodel.h"
#include "workspace.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPointer>
#include <QPromise>
#include <QRunnable>
#include <QStatusBar>
#include <QThreadPool>
#include <QTimer>

namespace capstudio {

namespace {

// `work` on a pool thread; the future has its result.
template <typename T>
QFuture<T> onPool(std::function<T()> work)
{
    auto promise = std::make_shared<QPromise<T>>();
    QFuture<T> future = promise->future();
    promise->start();
    WorkPool::pool()->start(QRunnable::create([promise, work = std::move(work)] {
        WorkPool::yieldToTheWindow();
        promise->addResult(work());
        promise->finish();
    }));
    return future;
}

} // namespace

QString MainWindow::connectionLabel() const
{
    const Connection &active = m_session->connection();
    return active.isEmbedded() ? QFileInfo(m_session->workspace().path()).fileName() : active.profile().displayUrl();
}

void MainWindow::withCatalogRead(std::function<void(const Status &read)> then)
{
    if (m_session->bindingsRead()) {
        then(Status());
        return;
    }
    statusBar()->showMessage(tr("Reading the catalog…"));
    whenFinished(this, m_session->readBindings(), [this, then = std::move(then)](const QFuture<Status> &future) {
        const Status read = resultOr(future, Status(StoreError{StoreError::Kind::Backend, tr("The read was cancelled.")}));
        statusBar()->clearMessage();
        then(read);
    });
}

QFuture<Expected<CatalogFolder::WriteReport>> MainWindow::exportCatalogTo(const QString &folder)
{
    auto promise = std::make_shared<QPromise<Expected<CatalogFolder::WriteReport>>>();
    promise->start();
    withCatalogRead([this, promise, folder](const Status &read) {
        if (!read) {
            statusBar()->showMessage(tr("Cannot export the catalog: %1").arg(read.error().message), 8000);
            promise->addResult(read.error());
            promise->finish();
            return;
        }
        const CatalogSnapshot snapshot = CatalogStaging::snapshotOf(*m_session->capabilities(), *m_session->bindings());
        const int staged = m_session->capabilities()->pendingCount() + m_session->bindings()->pendingCount();
        statusBar()->showMessage(tr("Writing the catalog to %1…").arg(QDir::toNativeSeparators(folder)));
        const QFuture<Expected<CatalogFolder::WriteReport>> written =
            onPool<Expected<CatalogFolder::WriteReport>>([snapshot, folder] { return CatalogFolder::write(snapshot, folder); });
        whenFinished(this, written, [this, promise, folder, staged, snapshot](const QFuture<Expected<CatalogFolder::WriteReport>> &done) {
            const Expected<CatalogFolder::WriteReport> report = done.result();
            if (!report) {
                statusBar()->showMessage(tr("Cannot export the catalog: %1").arg(report.error().message), 8000);
            } else {
                QString text = tr("Exported %n capabilities", nullptr, int(snapshot.capabilities.size()))
                    + tr(" and %n bindings", nullptr, int(snapshot.bindings.size()))
                    + tr(" to %1: %2 files written, %3 removed, %4 unchanged.")
                          .arg(QDir::toNativeSeparators(folder))
                          .arg(report.value().written.size())
                          .arg(report.value().removed.size())
                          .arg(report.value().unchanged);
                if (staged > 0)
                    text += QLatin1Char(' ') + tr("The %n staged change(s) are included.", nullptr, staged);
                statusBar()->showMessage(text, 10000);
            }
            promise->addResult(report);
            promise->finish();
        });
    });
    return promise->future();
}

void MainWindow::refuseComparison(const std::shared_ptr<QPromise<CatalogCompareDialog *>> &promise, const QString &text)
{
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Compare Catalogs"), text, QMessageBox::Close, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    promise->addResult(static_cast<CatalogCompareDialog *>(nullptr));
    promise->finish();
}

void MainWindow::showComparison(std::shared_ptr<QPromise<CatalogCompareDialog *>> promise, const CatalogSnapshot &there,
                                const QString &thereLabel)
{
    withCatalogRead([this, promise, there, thereLabel](const Status &read) {
        if (!read) {
            refuseComparison(promise, tr("Cannot read this connection's catalog: %1").arg(read.error().message));
            return;
        }
        auto *dialog = new CatalogCompareDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        const auto refresh = [this, dialog, there, thereLabel] {
            dialog->setComparison(CatalogStaging::snapshotOf(*m_session->capabilities(), *m_session->bindings()),
                                  connectionLabel(), there, thereLabel);
        };
        refresh();
        connect(dialog, &CatalogCompareDialog::stageRequested, this,
                [this, dialog, thereLabel, refresh](const QList<ComparePick> &picks) {
                    const CatalogStaging::Result result =
                        CatalogStaging::stage(dialog->model()->diff(), picks, *m_session->capabilities(),
                                              *m_session->bindings(), tr("Stage from %1").arg(thereLabel));
                    refresh();
                    QString text = tr("%n change(s) staged in this connection: review and apply them in the Capabilities "
                                      "and Agents areas.",
                                      nullptr, result.staged);
                    if (!result.refused.isEmpty())
                        text += QLatin1Char('\n') + tr("Not staged: %1").arg(result.refused.join(QStringLiteral("; ")));
                    dialog->showOutcome(text);
                });
        // Edits, undo and applies change this side: the comparison follows (once per event).
        auto scheduled = std::make_shared<bool>(false);
        const auto later = [dialog, refresh, scheduled] {
            if (*scheduled)
                return;
            *scheduled = true;
            QTimer::singleShot(0, dialog, [refresh, scheduled] {
                *scheduled = false;
                refresh();
            });
        };
        connect(m_session->capabilities(), &CatalogDocument::pendingChanged, dialog, later);
        connect(m_session->bindings(), &BindingDocument::pendingChanged, dialog, later);
        connect(m_session, &Session::capabilitiesStored, dialog, later);
        // What it compares goes with the connection.
        connect(m_session, &Session::connectionChanged, dialog, &QDialog::close);
        dialog->show();
        promise->addResult(dialog);
        promise->finish();
    });
}

QFuture<CatalogCompareDialog *> MainWindow::compareWithFolder(const QString &folder)
{
    auto promise = std::make_shared<QPromise<CatalogCompareDialog *>>();
    promise->start();
    const QFuture<CatalogFolder::ReadResult> folderRead =
        onPool<CatalogFolder::ReadResult>([folder] { return CatalogFolder::read(folder, CatalogFolder::Positions::Drop); });
    whenFinished(this, folderRead, [this, promise, folder](const QFuture<CatalogFolder::ReadResult> &done) {
        const CatalogFolder::ReadResult other = done.result();
        if (!other.ok()) {
            QStringList problems;
            if (other.failure)
                problems.append(other.failure->toText());
            for (const Diagnostic &diagnostic : other.diagnostics) {
                if (diagnostic.severity() == Severity::Error && problems.size() < 12)
                    problems.append(diagnostic.toText());
            }
            refuseComparison(promise, tr("%1 cannot be compared until these are fixed:\n\n%2")
                                          .arg(QDir::toNativeSeparators(folder), problems.join(QLatin1Char('\n'))));
            return;
        }
        showComparison(promise, other.snapshot, QDir::toNativeSeparators(folder));
    });
    return promise->future();
}

QFuture<CatalogCompareDialog *> MainWindow::compareWithConnection(const QString &profileName)
{
    auto promise = std::make_shared<QPromise<CatalogCompareDialog *>>();
    promise->start();
    const QFuture<CatalogCompareDialog *> future = promise->future();
    const std::optional<ConnectionProfile> found = m_profiles.find(profileName);
    if (!found) {
        refuseComparison(promise, tr("There is no saved connection named “%1”.").arg(profileName));
        return future;
    }
    const ConnectionProfile profile = *found;
    const bool same = profile.kind == ConnectionProfile::Kind::Embedded
                          ? connection().isEmbedded()
                                && QFileInfo(profile.workspacePath.isEmpty() ? Workspace::defaultPath() : profile.workspacePath)
                                       == QFileInfo(m_session->workspace().path())
                          : connection().profile().name.compare(profile.name, Qt::CaseInsensitive) == 0;
    if (same) {
        refuseComparison(promise, tr("“%1” is the connection this window works on.").arg(profile.name));
        return future;
    }
    if (!profile.needsSecret()) {
        readOtherCatalog(profile, QString(), promise);
        return future;
    }
    statusBar()->showMessage(tr("Reading the secret of %1 from the system keychain…").arg(profile.name));
    m_credentials->secretFor(profile, this, [this, profile, promise](const Expected<QString> &stored) {
        statusBar()->clearMessage();
        QString secret = stored ? stored.value() : QString();
        if (secret.isEmpty()) {
            const std::optional<QString> asked =
                askSecret(this, profile, tr("No secret is stored in the keychain for this connection."));
            if (!asked) {
                promise->addResult(static_cast<CatalogCompareDialog *>(nullptr));
                promise->finish();
                return;
            }
            secret = *asked;
        }
        readOtherCatalog(profile, secret, promise);
    });
    return future;
}

void MainWindow::readOtherCatalog(const ConnectionProfile &profile, const QString &secret,
                                  std::shared_ptr<QPromise<CatalogCompareDialog *>> promise)
{
    const QString label = profile.kind == ConnectionProfile::Kind::Embedded
                              ? profile.name
                              : tr("%1 (%2)").arg(profile.name, profile.displayUrl());
    statusBar()->showMessage(tr("Reading the catalog of %1…").arg(label));
    // Read on a worker of its own; the worker (and the connection holding it) lives until
    // the read has answered.
    const auto read = [this, promise, label](StoreWorker *worker, std::shared_ptr<void> keep) {
        const QFuture<Expected<CatalogSnapshot>> snapshot =
            worker->submit<CatalogSnapshot>([](CatalogStore &store) { return CatalogSnapshot::read(store); });
        whenFinished(this, snapshot, [this, promise, label, keep](const QFuture<Expected<CatalogSnapshot>> &done) {
            statusBar()->clearMessage();
            const Expected<CatalogSnapshot> there = resultOr(
                done, Expected<CatalogSnapshot>(StoreError{StoreError::Kind::Backend, tr("The read was cancelled.")}));
            if (!there) {
                refuseComparison(promise, tr("Cannot read the catalog of %1: %2").arg(label, there.error().message));
                return;
            }
            showComparison(promise, there.value(), label);
        });
    };
    if (profile.kind == ConnectionProfile::Kind::Embedded) {
        const QString path = profile.workspacePath.isEmpty() ? Workspace::defaultPath() : profile.workspacePath;
        if (!QFileInfo::exists(path)) {
            statusBar()->clearMessage();
            refuseComparison(promise, tr("The workspace %1 does not exist.").arg(QDir::toNativeSeparators(path)));
            return;
        }
        std::shared_ptr<StoreWorker> worker = makeSqliteWorker(path);
        read(worker.get(), worker);
        return;
    }
    ConnectionOpening *opening = Connection::openInBackground(profile, secret, Connection::Access::ReadOnly).release();
    opening->setParent(this);
    const auto opened = [this, opening, promise, name = profile.name, read] {
        opening->deleteLater();
        Expected<std::unique_ptr<Connection>> connection = opening->take();
        if (!connection) {
            statusBar()->clearMessage();
            refuseComparison(promise, tr("Cannot connect to %1: %2").arg(name, connection.error().message));
            return;
        }
        std::shared_ptr<Connection> held(std::move(connection).value());
        read(held->worker(), held);
    };
    if (opening->isFinished())
        opened();
    else
        connect(opening, &ConnectionOpening::finished, this, opened);
}

} // namespace capstudio
