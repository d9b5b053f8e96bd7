#include "auditscan.h"

#include "catalog/storeworker.h"
#include "core/futurewatch.h"
#include "liveverdicts.h"
#include "rules/jsonschemachecker.h"

#include <QElapsedTimer>
#include <QMetaObject>

namespace capstudio {

using provenance::ConversationScan;
using provenance::DeploymentScanner;
using provenance::DriftSchemas;

namespace {

// Batches go to the window at most this often, or sooner when this many findings wait.
constexpr qint64 BatchMs = 150;
constexpr std::size_t BatchFindings = 4000;

} // namespace

void AuditScan::addSchemas(DriftSchemas &schemas, const QList<Capability> &capabilities, QStringList *invalid)
{
    for (const Capability &capability : capabilities) {
        const QJsonValue parameters = capability.functionDefinition.value(QStringLiteral("parameters"));
        if (!parameters.isObject())
            continue;
        std::shared_ptr<const CompiledJsonSchema> compiled = CompiledJsonSchema::compile(parameters);
        if (!compiled) {
            if (invalid)
                invalid->append(capability.slug);
            continue;
        }
        schemas.add(capability.slug, std::move(compiled));
    }
}

AuditScan::AuditScan(std::unique_ptr<StoreWorker> worker, const ConversationScanFilter &filter,
                     QHash<QString, provenance::LiveVerdict> verdicts, std::optional<ScanMarkFollower> follower,
                     const QString &markKey, QObject *parent)
    : QObject(parent)
    , m_state(std::make_shared<State>())
    , m_worker(std::move(worker))
{
    // The worker's operation posts its batches to this object: the destructor cancels and
    // waits for it (m_worker goes first) before the object is gone, so `this` is safe there.
    AuditScan *self = this;
    const QFuture<Status> scanned = m_worker->submitStatus([self, state = m_state, filter, verdicts = std::move(verdicts),
                                                            follower = std::move(follower), markKey](CatalogStore &store) mutable -> Status {
        auto pending = std::make_shared<Batch>();
        auto summary = std::make_shared<provenance::DeploymentSummary>();
        QStringList notes;
        QElapsedTimer sinceBatch;
        sinceBatch.start();
        const auto post = [&](bool last) {
            if (!last && sinceBatch.elapsed() < BatchMs && pending->findings.size() < BatchFindings)
                return;
            std::shared_ptr<Batch> batch = std::exchange(pending, std::make_shared<Batch>());
            QMetaObject::invokeMethod(self, [self, batch] { self->deliver(batch); }, Qt::QueuedConnection);
            sinceBatch.restart();
        };

        // Schema drift: each capability's parameters schema as the connection holds it now.
        DriftSchemas schemas;
        const Expected<QList<Capability>> capabilities = store.listCapabilities();
        if (!capabilities) {
            notes << tr("The capabilities could not be read, so no call is checked for schema drift: %1")
                         .arg(capabilities.error().message);
        } else {
            QStringList invalid;
            addSchemas(schemas, capabilities.value(), &invalid);
            for (const QString &slug : std::as_const(invalid))
                notes << tr("The parameters schema of %1 is not a valid JSON Schema: its calls are not checked for drift.")
                             .arg(slug);
        }
        QMetaObject::invokeMethod(
            self, [self, notes] { self->m_notes = notes; }, Qt::QueuedConnection);

        ConversationStreamProgress progress;
        std::vector<liveverdicts::Applied> applied;
        qint64 repeated = 0;
        DeploymentScanner scanner(
            [&](ConversationScan &&scan) {
                // False positives are listed (the verdict filter shows them) but not counted.
                std::vector<provenance::DeploymentFinding> reviewed = liveverdicts::apply(scan, verdicts, applied, *summary);
                if (follower)
                    repeated += follower->follow(scan);
                summary->add(scan);
                if (!scan.findings.empty() || !scan.drift.empty() || !reviewed.empty())
                    pending->titles.insert(scan.conversationId, scan.title);
                std::move(scan.findings.begin(), scan.findings.end(), std::back_inserter(pending->findings));
                std::move(reviewed.begin(), reviewed.end(), std::back_inserter(pending->findings));
                std::move(scan.drift.begin(), scan.drift.end(), std::back_inserter(pending->drift));
            },
            schemas.empty() ? nullptr : &schemas);
        const Status streamed = store.streamConversations(
            filter, [&](const QByteArray &data, const ConversationStreamProgress &now) {
                if (state->cancelled)
                    return false;
                scanner.add(data);
                progress = now;
                pending->progress = now;
                post(false);
                return !state->cancelled.load();
            });
        scanner.finish();
        pending->progress = progress;
        post(true);
        // Whether each verdict still judges the conversation as it is (unless cancelled: the
        // scan is partial then, and the reads would only delay the stop).
        QSet<QString> stale;
        std::optional<ScanMark> nextMark;
        if (!state->cancelled && streamed) {
            stale = liveverdicts::addReviews(store, applied, *summary);
            if (follower)
                nextMark = follower->next(markKey); // only a whole scan moves the mark
        }
        QMetaObject::invokeMethod(
            self,
            [self, summary, stale, nextMark, repeated] {
                self->m_summary = *summary;
                self->m_stale = stale;
                self->m_nextMark = nextMark;
                self->m_repeated = repeated;
            },
            Qt::QueuedConnection);
        return streamed;
    });
    whenFinished(this, scanned, [this](const QFuture<Status> &done) {
        m_finished = true;
        const Status status = resultOr(done, Status(StoreError{StoreError::Kind::Backend, tr("The scan was cancelled.")}));
        if (m_state->cancelled && !status.ok())
            emit finished(Status()); // interrupted on purpose: what arrived stands as a partial scan
        else
            emit finished(status);
    });
}

AuditScan::~AuditScan()
{
    m_state->cancelled = true;
    m_worker.reset(); // interrupts a request under way and waits for the operation
}

void AuditScan::cancel()
{
    if (m_state->cancelled.exchange(true))
        return;
    if (m_worker)
        m_worker->interrupt();
}

void AuditScan::deliver(const std::shared_ptr<Batch> &batch)
{
    emit batchArrived(*batch);
}

} // namespace capstudio
