#include "auditscan.h"
#include "liveverdicts.h"
#include "connection.h"
#include "mainwindow.h"
#include "session.h"
#include "workspace.h"

#include "catalog/storeworker.h"
#include "views/auditpane.h"
#include "views/provenancepane.h"
#include "views/verdictdialog.h"

#include <QDateTime>
#include <QLocale>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>

#include <climits>

namespace capstudio {

void MainWindow::connectAuditPane()
{
    connect(m_auditPane, &AuditPane::scanRequested, this, &MainWindow::startAudit);
    connect(m_auditPane, &AuditPane::cancelRequested, this, [this] {
        if (m_auditScan)
            m_auditScan->cancel();
    });
    connect(m_auditPane, &AuditPane::verdictRequested, this, &MainWindow::giveVerdicts);
    connect(m_session, &Session::capabilitiesStored, this, &MainWindow::updateDriftSchemas);
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

void MainWindow::giveVerdicts(const std::vector<provenance::DeploymentFinding> &findings)
{
    QStringList conversations;
    QHash<QString, QList<provenance::DeploymentFinding>> byConversation;
    for (const provenance::DeploymentFinding &finding : findings) {
        if (!byConversation.contains(finding.conversationId))
            conversations << finding.conversationId;
        byConversation[finding.conversationId].append(finding);
    }
    const QString what = tr("%n finding(s)", nullptr, int(findings.size()))
                         + tr(" in %n conversation(s)", nullptr, int(conversations.size()));
    auto *dialog = new VerdictDialog(what, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, conversations, byConversation] {
        // Each conversation is read as it is now: the verdict's evidence is that text.
        struct Signing
        {
            liveverdicts::Judgement judgement;
            std::shared_ptr<provenance::SigningKey> key;
            QHash<QString, AuditVerdict> given;
            QStringList problems;
            int pending = 0;
        };
        auto signing = std::make_shared<Signing>();
        signing->judgement.connection = connection().profile().displayUrl();
        signing->judgement.verdict = dialog->verdict();
        signing->judgement.note = dialog->note();
        signing->judgement.reviewer = dialog->reviewer();
        signing->judgement.time = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        std::optional<provenance::SigningKey> key = dialog->takeKey();
        if (!key)
            return;
        signing->key = std::make_shared<provenance::SigningKey>(std::move(*key));
        signing->pending = int(conversations.size());
        const auto finished = [this, signing] {
            if (--signing->pending > 0)
                return;
            m_auditPane->addVerdicts(signing->given);
            statusBar()->showMessage(tr("Signed %n verdict(s) as %1 with key %2", nullptr, int(signing->given.size()))
                                         .arg(signing->judgement.reviewer,
                                              provenance::SigningKey::fingerprint(signing->key->publicKey())),
                                     8000);
            if (!signing->problems.isEmpty())
                QMessageBox::warning(this, tr("Some verdicts were not given"), signing->problems.join(QLatin1Char('\n')));
        };
        for (const QString &id : conversations) {
            const QList<provenance::DeploymentFinding> judged = byConversation.value(id);
            m_session->conversationBundle(id).then(this, [this, id, judged, signing, finished](const Expected<QByteArray> &data) {
                if (!data) {
                    signing->problems << tr("%1: %2").arg(id, data.error().message);
                    finished();
                    return;
                }
                const provenance::Bundle::Result opened = liveverdicts::openConversation(data.value(), id);
                if (!opened.ok()) {
                    signing->problems << tr("%1: %2").arg(id, opened.error.message);
                    finished();
                    return;
                }
                const provenance::Bundle &bundle = *opened.bundle;
                QHash<QString, const provenance::Finding *> present;
                for (const provenance::Finding &finding : bundle.findings())
                    present.insert(provenance::findingKey(bundle, finding), &finding);
                liveverdicts::Judgement judgement = signing->judgement;
                judgement.conversationId = id;
                for (const provenance::DeploymentFinding &finding : judged) {
                    const provenance::Finding *now = present.value(finding.reviewKey);
                    if (!now) {
                        signing->problems << tr("%1 %2: the conversation no longer holds this finding; scan again.")
                                                 .arg(id, finding.pointer);
                        continue;
                    }
                    provenance::LiveVerdict verdict;
                    if (!liveverdicts::sign(judgement, bundle, *now, data.value(), *signing->key, &verdict)) {
                        signing->problems << tr("%1 %2: the verdict could not be signed (OpenSSL).").arg(id, finding.pointer);
                        continue;
                    }
                    const Status saved = m_session->workspace().store().saveVerdict(liveverdicts::stored(verdict));
                    if (!saved) {
                        signing->problems << tr("%1 %2: %3").arg(id, finding.pointer, saved.error().message);
                        continue;
                    }
                    signing->given.insert(AuditFindingsModel::verdictKey(finding),
                                          {verdict.verdict, verdict.reviewer, verdict.time, verdict.note});
                }
                finished();
            });
        }
    });
    dialog->open();
}

void MainWindow::updateDriftSchemas()
{
    // Compiled off this thread: a catalog of thousands of capabilities has as many schemas.
    const quint64 generation = ++m_schemaGeneration;
    const QList<Capability> stored = m_catalog->storedRows();
    // m_schemaTasks waits for the compile before the window goes, so the answer may name it.
    m_schemaTasks.start([this, generation, stored] {
        auto schemas = std::make_shared<provenance::DriftSchemas>();
        AuditScan::addSchemas(*schemas, stored, nullptr);
        QMetaObject::invokeMethod(
            this, [this, generation, schemas] {
                if (generation == m_schemaGeneration)
                    m_provenancePane->setDriftSchemas(schemas);
            },
            Qt::QueuedConnection);
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
    ++m_schemaGeneration; // the schemas of the connection before are not this one's
    m_provenancePane->setDriftSchemas(nullptr);
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

void MainWindow::startAudit(const QDateTime &since, bool sinceLast)
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
        liveverdicts::read(m_session->workspace().store(), source, &altered);
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

    // Since the last scan: where the previous one of this connection stopped, as the workspace
    // keeps it (the same mark as `capstudio scan --all --since-last`).
    ConversationScanFilter filter;
    filter.since = since;
    std::optional<ScanMarkFollower> follower;
    const QString markKey = ScanMarkFollower::key(source, {});
    if (sinceLast) {
        const Expected<std::optional<ScanMark>> mark = m_session->workspace().store().scanMark(markKey);
        if (!mark) {
            QMessageBox::warning(this, tr("Cannot scan"),
                                 tr("Where the last scan stopped could not be read: %1").arg(mark.error().message));
            return;
        }
        follower.emplace(mark.value());
        follower->narrow(filter);
        const std::optional<ScanMark> &previous = follower->previous();
        notes << (previous ? tr("Since the last scan: reading messages from %1 (the previous scan read up to %2).")
                                 .arg(QLocale().toString(filter.since.toLocalTime(), QLocale::ShortFormat),
                                      QLocale().toString(previous->scannedUntil.toLocalTime(), QLocale::ShortFormat))
                           : tr("Since the last scan: no previous scan of this connection, so everything is read."));
    }
    m_auditScan = new AuditScan(std::move(worker), filter, stored ? stored.value() : QHash<QString, provenance::LiveVerdict>(),
                                std::move(follower), markKey, this);
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
        if (scan->repeatedFindings() > 0)
            said << tr("%n finding(s) near the previous scan's end were reported then and are not repeated.", nullptr,
                       int(std::min<qint64>(scan->repeatedFindings(), INT_MAX)));
        if (const std::optional<ScanMark> &mark = scan->nextMark()) {
            if (const Status kept = m_session->workspace().store().saveScanMark(*mark); !kept)
                said << tr("The scan is complete but where it stopped could not be kept: %1").arg(kept.error().message);
        }
        m_auditPane->scanFinished(scan->summary(), scan->isCancelled(), status.ok() ? QString() : status.error().message,
                                  said, scan->staleVerdicts());
        scan->deleteLater();
    });
}

} // namespace capstudio
