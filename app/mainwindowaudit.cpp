#include "auditscan.h"
#include "connection.h"
#include "mainwindow.h"
#include "session.h"
#include "workspace.h"

#include "catalog/storeworker.h"
#include "views/auditpane.h"
#include "views/provenancepane.h"

#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>

namespace capstudio {

void MainWindow::connectAuditPane()
{
    connect(m_auditPane, &AuditPane::scanRequested, this, &MainWindow::startAudit);
    connect(m_auditPane, &AuditPane::cancelRequested, this, [this] {
        if (m_auditScan)
            m_auditScan->cancel();
    });
    connect(m_auditPane, &AuditPane::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 8000); });
    connect(m_auditPane, &AuditPane::findingActivated, this,
            [this](const provenance::DeploymentFinding &finding, const QString &title) {
                const ProvenancePane::FindingFocus focus{finding.messageId, finding.pointer, finding.embeddedPointer};
                const QString id = finding.conversationId;
                m_session->conversationBundle(id).then(this, [this, id, title, focus](const Expected<QByteArray> &bytes) {
                    if (!bytes) {
                        QMessageBox::warning(this, tr("Cannot read the conversation"), bytes.error().message);
                        return;
                    }
                    m_tabs->setCurrentWidget(m_provenancePane);
                    m_provenancePane->openBundleBytes(bytes.value(), title.isEmpty() ? id : title,
                                                      QStringLiteral("workspace:") + id, focus);
                });
            });
}

void MainWindow::stopAudit()
{
    if (!m_auditScan)
        return;
    AuditScan *scan = m_auditScan;
    m_auditScan = nullptr;
    scan->disconnect(this);
    delete scan; // cancels and waits for the conversation under way
}

void MainWindow::auditSourceChanged()
{
    stopAudit();
    const ConnectionProfile &profile = connection().profile();
    provenance::DeploymentScanContext context;
    context.source = profile.displayUrl();
    if (profile.kind == ConnectionProfile::Kind::Sunrise) {
        context.visibleOnly = true;
        context.linkBase = profile.serverUrl.toString(QUrl::FullyEncoded | QUrl::RemoveUserInfo | QUrl::RemoveQuery
                                                      | QUrl::RemoveFragment);
    }
    m_auditPane->setSource(context);
}

void MainWindow::startAudit(const QDateTime &since)
{
    if (m_auditScan)
        return;
    std::unique_ptr<StoreWorker> worker = connection().newWorker();
    if (!worker) {
        QMessageBox::warning(this, tr("Cannot scan"), tr("This connection cannot be read for a scan."));
        return;
    }
    // The verdicts the workspace keeps on this connection's findings, signed by their reviewers.
    const QString source = connection().profile().displayUrl();
    int altered = 0;
    QStringList notes;
    QHash<QString, AuditVerdict> verdicts;
    const Expected<QHash<QString, provenance::LiveVerdict>> stored =
        AuditScan::signedVerdicts(m_session->workspace().store(), source, &altered);
    if (!stored) {
        notes << tr("The verdicts of the workspace could not be read: %1").arg(stored.error().message);
    } else {
        for (auto verdict = stored.value().cbegin(); verdict != stored.value().cend(); ++verdict)
            verdicts.insert(verdict.key(), {verdict->verdict, verdict->reviewer, verdict->time, verdict->note});
    }
    if (altered > 0)
        notes << tr("%n verdict(s) in the workspace were altered after they were signed and are not shown.", nullptr,
                    altered);
    if (connection().profile().kind == ConnectionProfile::Kind::Sunrise)
        notes << tr("Over Sunrise's API only the key owner's, shared and system conversations are scanned.");

    ConversationScanFilter filter;
    filter.since = since;
    m_auditScan = new AuditScan(std::move(worker), filter, this);
    m_auditPane->scanStarted(verdicts, notes);
    connect(m_auditScan, &AuditScan::batchArrived, this, [this](const AuditScan::Batch &batch) {
        m_auditPane->addResults(batch.findings, batch.drift, batch.titles, batch.progress.conversations,
                                batch.progress.messages, batch.progress.totalMessages);
    });
    connect(m_auditScan, &AuditScan::finished, this, [this, notes](const Status &status) {
        AuditScan *scan = m_auditScan;
        m_auditScan = nullptr;
        QStringList said = notes;
        said << scan->notes();
        m_auditPane->scanFinished(scan->summary(), scan->isCancelled(), status.ok() ? QString() : status.error().message,
                                  said);
        scan->deleteLater();
    });
}

} // namespace capstudio
