#pragma once

#include "catalog/capability.h"
#include "catalog/catalogstore.h"
#include "core/expected.h"
#include "provenance/deploymentscan.h"
#include "provenance/review.h"
#include "scanmarks.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace capstudio {

class StoreWorker;

// A deployment scan in the background, for the Audit area: the conversations streamed from a
// store worker of its own (so that the window's reads and writes never queue behind it),
// scanned on the work pool while the next ones are fetched, and handed to this thread in
// batches a few times a second as they come. Cancel stops it between two conversations (a
// server's request under way is interrupted). Destroying it cancels it and waits.
class AuditScan : public QObject
{
    Q_OBJECT

public:
    // What arrived since the last batch.
    struct Batch
    {
        std::vector<provenance::DeploymentFinding> findings;
        std::vector<provenance::DriftFinding> drift;
        QHash<QString, QString> titles; // conversation id → title (leaks masked), for those with findings
        ConversationStreamProgress progress;
    };

    // Starts at once on `worker`: reads the capabilities (their parameters schemas, for
    // schema drift), then streams the conversations `filter` selects. `verdicts` (by scan key)
    // are the workspace's signed ones: findings judged false positives are delivered but not
    // counted in the summary, and the summary lists every verdict that judged a finding.
    // With `follower` (the Audit area's "Since the last scan"; `filter` already narrowed by it),
    // the findings the previous such scan reported are not repeated, and nextMark() tells
    // where this one stopped once it finished whole.
    AuditScan(std::unique_ptr<StoreWorker> worker, const ConversationScanFilter &filter,
              QHash<QString, provenance::LiveVerdict> verdicts = {},
              std::optional<ScanMarkFollower> follower = std::nullopt, const QString &markKey = {},
              QObject *parent = nullptr);
    ~AuditScan() override;

    void cancel();
    bool isCancelled() const { return m_state->cancelled; }
    bool isFinished() const { return m_finished; }
    // The aggregates, complete once finished() (what was scanned until then after a cancel).
    const provenance::DeploymentSummary &summary() const { return m_summary; }
    // What was said along the way: capabilities that could not be read or schemas that are
    // not valid JSON Schemas (their calls are not checked for drift).
    const QStringList &notes() const { return m_notes; }
    // Once finished: the scan keys of the verdicts whose conversation changed since they were
    // given (the evidence they judged is not the conversation now).
    const QSet<QString> &staleVerdicts() const { return m_stale; }
    // Since the last scan, once finished whole: the mark to keep (none when nothing newer was
    // read), and how many findings the previous scan had reported and were left out.
    const std::optional<ScanMark> &nextMark() const { return m_nextMark; }
    qint64 repeatedFindings() const { return m_repeated; }

    // Adds the parameters schema of every capability that has a valid one to `schemas`; the
    // slugs of those whose schema is not a valid JSON Schema go to `invalid`.
    static void addSchemas(provenance::DriftSchemas &schemas, const QList<Capability> &capabilities,
                           QStringList *invalid);

signals:
    void batchArrived(const capstudio::AuditScan::Batch &batch);
    // The scan ended: `status` fails when the store could not be read whole (then what was
    // delivered is incomplete); after cancel() it is ok and isCancelled() is true.
    void finished(const capstudio::Status &status);

private:
    struct State
    {
        std::atomic<bool> cancelled{false};
    };
    void deliver(const std::shared_ptr<Batch> &batch);

    std::shared_ptr<State> m_state;
    std::unique_ptr<StoreWorker> m_worker;
    provenance::DeploymentSummary m_summary;
    QStringList m_notes;
    QSet<QString> m_stale;
    std::optional<ScanMark> m_nextMark;
    qint64 m_repeated = 0;
    bool m_finished = false;
};

} // namespace capstudio
