// ProvenancePane's dealings with files: the open dialog, the recent list and the exports.
#include "views/provenancepane.h"

#include "provenance/auditreport.h"
#include "provenance/bundle.h"
#include "provenance/redactedcopy.h"
#include "views/bundleview.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

namespace capstudio {

using provenance::Bundle;

void ProvenancePane::rememberRecent(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("provenance/recent")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > 8)
        recent.removeLast();
    settings.setValue(QStringLiteral("provenance/recent"), recent);
    updateRecentMenu();
}

void ProvenancePane::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("provenance/recent")).toStringList();
    for (const QString &path : recent) {
        QAction *action = m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { openFile(path); });
        action->setStatusTip(QDir::toNativeSeparators(path));
    }
    if (!recent.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("&Clear List"), this, [this] {
            QSettings().remove(QStringLiteral("provenance/recent"));
            updateRecentMenu();
        });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

QString ProvenancePane::lastDirectory() const
{
    return QSettings().value(QStringLiteral("provenance/lastDirectory"), QDir::homePath()).toString();
}

void ProvenancePane::rememberDirectory(const QString &path) const
{
    QSettings().setValue(QStringLiteral("provenance/lastDirectory"), QFileInfo(path).absolutePath());
}

void ProvenancePane::openFileDialog()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Open Provenance Bundles"), lastDirectory(),
                                                            tr("Provenance bundles (*.json);;All files (*)"));
    if (paths.isEmpty())
        return;
    rememberDirectory(paths.constFirst());
    for (const QString &path : paths)
        openFile(path);
}

void ProvenancePane::exportRedactedCopy(const QString &chosen)
{
    BundleView *view = currentView();
    if (!view)
        return;
    const Bundle &bundle = *view->bundle();
    QString path = chosen;
    if (path.isEmpty()) {
        const QString base = QFileInfo(bundle.name()).completeBaseName();
        path = QFileDialog::getSaveFileName(this, tr("Export Redacted Copy"),
                                            QDir(lastDirectory()).filePath(base + QStringLiteral(".redacted.json")),
                                            tr("JSON files (*.json)"));
        if (path.isEmpty())
            return;
        rememberDirectory(path);
    }
    const Status status = provenance::writeRedactedCopy(bundle, path);
    if (!status) {
        if (chosen.isEmpty())
            QMessageBox::warning(this, tr("Cannot export the redacted copy"), status.error().message);
        emit statusMessage(tr("Cannot export the redacted copy: %1").arg(status.error().message));
        return;
    }
    emit statusMessage(tr("Wrote the redacted copy to %1 (%n value(s) masked)", nullptr,
                          int(bundle.findings().size())).arg(QDir::toNativeSeparators(path)));
}

void ProvenancePane::exportAuditReport(const QString &chosen)
{
    BundleView *view = currentView();
    if (!view)
        return;
    const Bundle &bundle = *view->bundle();
    QString path = chosen;
    if (path.isEmpty()) {
        const QString base = QFileInfo(bundle.name()).completeBaseName();
        QString filter = tr("Markdown (*.md)");
        path = QFileDialog::getSaveFileName(this, tr("Export Audit Report"),
                                            QDir(lastDirectory()).filePath(base + QStringLiteral("-audit.md")),
                                            tr("Markdown (*.md);;HTML (*.html)"), &filter);
        if (path.isEmpty())
            return;
        if (QFileInfo(path).suffix().isEmpty())
            path += filter.contains(QLatin1String("html")) ? QStringLiteral(".html") : QStringLiteral(".md");
        rememberDirectory(path);
    }
    const Status status = provenance::AuditReport::write(bundle, path);
    if (!status) {
        if (chosen.isEmpty())
            QMessageBox::warning(this, tr("Cannot export the audit report"), status.error().message);
        emit statusMessage(tr("Cannot export the audit report: %1").arg(status.error().message));
        return;
    }
    emit statusMessage(tr("Wrote the audit report to %1").arg(QDir::toNativeSeparators(path)));
}

} // namespace capstudio
