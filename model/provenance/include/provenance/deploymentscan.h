#pragma once

#include "core/expected.h"
#include "core/workpool.h"
#include "provenance/auditreport.h"
#include "provenance/leakrules.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <array>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <vector>

namespace capstudio {
class CompiledJsonSchema;
}

namespace capstudio::provenance {

// A leak found in one conversation of a deployment, located so that it names the same place
// in every later scan: by conversation id, message id and the pointer inside that message
// (not by the message's position, which a time window changes).
struct DeploymentFinding
{
    QString conversationId;
    QString messageId;       // empty for the conversation's own fields
    QString pointer;         // inside the message ("/content", "/provenance/capabilityCalls/0/arguments/email")
                             // or, without a message, inside the conversation ("/conversation/title")
    QString embeddedPointer; // inside a string that holds JSON, else empty
    LeakKind kind = LeakKind::Email;
    LeakSeverity severity = LeakSeverity::Medium;
    QString capability;      // the call's or tool row's capability slug; empty in plain message text
    QString role;            // "user", "assistant", "tool" … ; empty in the conversation's fields
    QString agent;           // the conversation's agent slug
    QString day;             // yyyy-MM-dd (UTC) of the message; empty when it has no time
    qint64 timeMs = 0;       // the message's createdAt, 0 when it has none
    QString masked;          // what Sunrise's redaction helper would have written
    QString hint;            // the first characters of the leak and "…", never all of it
    QString reviewKey;       // findingKey(): what a verdict on this finding names it by

    QJsonObject toJson() const;
    // What names this finding in every scan: conversation, message, pointers and kind.
    QString key() const;
};

// A recorded call whose arguments would not pass its capability's parameters schema today.
struct DriftFinding
{
    QString conversationId;
    QString messageId;  // the message whose provenance records the call
    QString capability;
    QString pointer;    // inside the message: "/provenance/capabilityCalls/0/arguments/order_number"
    QString field;      // the same under "arguments", positions as "*": "arguments/items/*/sku"
    QString message;    // what the schema check says (any leak in it masked)

    QJsonObject toJson() const;
};

// The current parameters schema of each capability (by slug), compiled once, shared by the
// scanning threads, with what each distinct arguments text was found to break: a deployment
// repeats its arguments (a masked email, the same query), and validating cost a quarter of
// a scan.
class DriftSchemas
{
public:
    struct Violation
    {
        QString pointer; // inside the arguments
        QString message; // any leak in it masked
    };

    DriftSchemas();
    ~DriftSchemas();
    DriftSchemas(const DriftSchemas &) = delete;
    DriftSchemas &operator=(const DriftSchemas &) = delete;

    void add(const QString &slug, std::shared_ptr<const CompiledJsonSchema> schema);
    bool empty() const { return m_schemas.empty(); }
    bool has(const QString &slug) const { return m_schemas.count(slug) > 0; }
    // What `arguments` (the JSON text as recorded) breaks in the schema of `slug`; values that
    // arrived masked are not held against it. Safe from several threads.
    std::vector<Violation> violations(const QString &slug, const QByteArray &arguments) const;

private:
    std::map<QString, std::shared_ptr<const CompiledJsonSchema>> m_schemas;
    struct Cache;
    std::unique_ptr<Cache> m_cache;
};

// How often a field of a capability's calls was seen, arrived masked, carried a leak.
struct FieldCoverage
{
    qint64 seen = 0;
    qint64 masked = 0;
    qint64 leaked = 0;
};
// capability slug → field ("arguments/email", "arguments/items/*/sku", "result/data/phone",
// "result" for a preview that is not JSON) → counts. Sorted, so reports come out the same.
using CoverageMap = std::map<QString, std::map<QString, FieldCoverage>>;
// One field of one capability in a single conversation's scan.
struct CoverageCount
{
    QString capability;
    QString field;
    FieldCoverage counts;
};

// What one conversation's scan found.
struct ConversationScan
{
    QString conversationId;
    QString title;   // with any leak in it masked
    QString agent;   // slug
    qint64 messages = 0;
    qint64 calls = 0;
    qint64 failedCalls = 0;
    qint64 invalidProvenance = 0;
    qint64 lastTimeMs = 0;
    std::vector<DeploymentFinding> findings;
    std::vector<DriftFinding> drift;
    qint64 checkedCalls = 0; // calls whose capability has a schema in the DriftSchemas given
    std::map<QString, qint64> checkedByCapability;
    std::vector<CoverageCount> coverage; // each (capability, field) once, in no particular order
    QString error; // the conversation's text is not a readable bundle: why (then nothing else is set)

    // `data` is the bundle's data object ({conversation, messages}) as a store streams it.
    // With `schemas`, every recorded call of a capability in it is checked against its schema
    // (masked values, which no longer are what was sent, are not held against a call).
    static ConversationScan scan(const QByteArray &data, const DriftSchemas *schemas = nullptr);
};

// What a deployment scan reports besides its findings: where it read and what it selected.
struct DeploymentScanContext
{
    QString source;        // the connection as shown (never with a secret)
    QString window;        // "2026-11-01 … 2026-12-01", empty for all time
    QStringList agents;    // the --agent filter, empty for all
    QString linkBase;      // prefix of the link to a conversation: "https://host" or empty (relative)
    bool visibleOnly = false; // read over the REST API: only the key owner's, shared and system conversations
};

// The aggregates of a deployment scan, folded one conversation at a time in the order the
// store gave them: memory grows with the number of distinct capabilities, agents, days and
// fields, never with the number of conversations or findings.
class DeploymentSummary
{
    Q_DECLARE_TR_FUNCTIONS(DeploymentSummary)
public:
    static constexpr int WorstCount = 20;

    struct Worst
    {
        QString conversationId;
        QString title;
        QString agent;
        qint64 findings = 0;
        qint64 high = 0;
        qint64 lastTimeMs = 0;
    };

    void add(const ConversationScan &scan);

    qint64 conversations() const { return m_conversations; }
    qint64 messages() const { return m_messages; }
    qint64 calls() const { return m_calls; }
    qint64 findings() const { return m_findings; }
    qint64 severityCount(LeakSeverity severity) const { return m_severity[std::size_t(severity)]; }
    qint64 conversationsWithFindings() const { return m_conversationsWithFindings; }
    const std::map<QString, qint64> &byKind() const { return m_byKind; }
    const std::map<QString, qint64> &byCapability() const { return m_byCapability; }
    const std::map<QString, qint64> &byAgent() const { return m_byAgent; }
    const std::map<QString, qint64> &byDay() const { return m_byDay; }
    const CoverageMap &coverage() const { return m_coverage; }
    const std::vector<Worst> &worst() const { return m_worst; } // most findings first
    qint64 unreadable() const { return m_unreadable; }
    // Schema drift per capability: calls checked, calls that would fail today, and how often
    // each field fails (with the first message seen for it).
    struct Drift
    {
        qint64 checked = 0;
        qint64 failing = 0;
        std::map<QString, std::pair<qint64, QString>> fields;
    };
    const std::map<QString, Drift> &drift() const { return m_drift; }
    qint64 driftingCalls() const;

    // A verdict from the workspace that judged a finding of this scan, for the report.
    struct Review
    {
        QString conversationId;
        QString pointer;
        QString kind;
        QString verdict;   // verdictTitle
        QString reviewer;
        QString time;
        QString status;    // "signature good, evidence unchanged" …
    };
    void addReview(const Review &review) { m_reviews.push_back(review); }
    const std::vector<Review> &reviews() const { return m_reviews; }
    qint64 reviewedFalsePositives() const { return m_reviewedFalsePositives; }
    void countReviewedFalsePositive() { ++m_reviewedFalsePositives; }
    const QStringList &unreadableExamples() const { return m_unreadableExamples; }

    QJsonObject toJson() const;
    // Deterministic: the same scan gives the same bytes (no clock, no locale, no hash order).
    // Leaked values never appear in it, only their masked forms and counts.
    QByteArray report(const DeploymentScanContext &context, AuditReport::Format format) const;
    Status writeReport(const DeploymentScanContext &context, const QString &path) const;

private:
    qint64 m_conversations = 0;
    qint64 m_messages = 0;
    qint64 m_calls = 0;
    qint64 m_failedCalls = 0;
    qint64 m_invalidProvenance = 0;
    qint64 m_findings = 0;
    std::array<qint64, 3> m_severity{};
    qint64 m_conversationsWithFindings = 0;
    std::map<QString, qint64> m_byKind;
    std::map<QString, qint64> m_byCapability;
    std::map<QString, qint64> m_byAgent;
    std::map<QString, qint64> m_byDay;
    CoverageMap m_coverage;
    std::vector<Worst> m_worst;
    qint64 m_unreadable = 0;
    QStringList m_unreadableExamples;
    std::map<QString, Drift> m_drift;
    std::vector<Review> m_reviews;
    qint64 m_reviewedFalsePositives = 0;
};

// Scans conversations on the work pool's threads while the caller fetches the next ones, and
// hands the results back on the caller's thread in the order the conversations came in. At
// most a few batches are in flight: add() waits for the oldest when the pool falls behind,
// so memory stays bounded however fast the store delivers.
class DeploymentScanner
{
public:
    using Deliver = std::function<void(ConversationScan &&scan)>;
    // `schemas` (may be null) must outlive the scanner.
    explicit DeploymentScanner(Deliver deliver, const DriftSchemas *schemas = nullptr);
    ~DeploymentScanner();
    DeploymentScanner(const DeploymentScanner &) = delete;
    DeploymentScanner &operator=(const DeploymentScanner &) = delete;

    void add(QByteArray data);
    // Every conversation added has been delivered when this returns.
    void finish();

private:
    struct Batch;
    void launch();
    void deliverFront();

    Deliver m_deliver;
    const DriftSchemas *m_schemas = nullptr;
    std::shared_ptr<Batch> m_filling;
    qsizetype m_fillingBytes = 0;
    std::deque<std::shared_ptr<Batch>> m_inFlight;
    std::size_t m_maxInFlight = 4;
    TaskGroup m_tasks;
};

} // namespace capstudio::provenance
