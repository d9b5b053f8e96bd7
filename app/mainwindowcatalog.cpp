// The window's catalog-as-code actions: export the catalog as a folder, and compare it with a
// folder, staging picked differences as ordinary edits.
#include "mainwindow.h"

#include "catalog/bindingdocument.h"
#include "catalogcode/catalogstaging.h"
#include "connection.h"
#include "core/futurewatch.h"
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

QFuture<CatalogCompareDialog *> MainWindow::compareWithFolder(const QString &folder)
{
    auto promise = std::make_shared<QPromise<CatalogCompareDialog *>>();
    promise->start();
    const QFuture<CatalogFolder::ReadResult> folderRead =
        onPool<CatalogFolder::ReadResult>([folder] { return CatalogFolder::read(folder, CatalogFolder::Positions::Drop); });
    withCatalogRead([this, promise, folder, folderRead](const Status &read) {
        whenFinished(this, folderRead, [this, promise, folder, read](const QFuture<CatalogFolder::ReadResult> &done) {
            const CatalogFolder::ReadResult other = done.result();
            const auto refuse = [this, promise](const QString &title, const QString &text) {
                auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Close, this);
                box->setAttribute(Qt::WA_DeleteOnClose);
                box->open();
                promise->addResult(static_cast<CatalogCompareDialog *>(nullptr));
                promise->finish();
            };
            if (!read) {
                refuse(tr("Compare Catalogs"), tr("Cannot read this connection's catalog: %1").arg(read.error().message));
                return;
            }
            if (!other.ok()) {
                QStringList problems;
                if (other.failure)
                    problems.append(other.failure->toText());
                for (const Diagnostic &diagnostic : other.diagnostics) {
                    if (diagnostic.severity() == Severity::Error && problems.size() < 12)
                        problems.append(diagnostic.toText());
                }
                refuse(tr("Compare Catalogs"),
                       tr("%1 cannot be compared until these are fixed:\n\n%2")
                           .arg(QDir::toNativeSeparators(folder), problems.join(QLatin1Char('\n'))));
                return;
            }
            const QString thereLabel = QDir::toNativeSeparators(folder);
            auto *dialog = new CatalogCompareDialog(this);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            const CatalogSnapshot there = other.snapshot;
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
    });
    return promise->future();
}

} // namespace capstudio
