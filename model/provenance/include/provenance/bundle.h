#pragma once

#include "core/diagnostic.h"
#include "core/expected.h"
#include "provenance/leakrules.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <cmath>
#include <memory>
#include <vector>

namespace capstudio::provenance {

enum class Role : unsigned char { User, Assistant, Tool, System, Other };
QString roleId(Role role);    // "user", "assistant", "tool", "system", "other"
QString roleTitle(Role role); // translated

// Whether a message carries provenance and whether it passes Sunrise's schema (§8.2).
// Sunrise returns an Invalid one as null; capstudio still shows and scans it.
enum class ProvenanceState : unsigned char { Absent, Valid, Invalid };

struct ConversationInfo
{
    QString id;
    QString title;
    QString userId;
    QString agentId;
    QString agentSlug;
    QString agentName;
    bool isActive = true;
    QString createdAt;
    QString updatedAt;
};

// One per message, kept for every message of the bundle (compact; details are read on demand).
struct MessageSummary
{
    qint64 begin = 0;   // byte range of the message object in Bundle::text()
    qint64 end = 0;
    qint64 timeMs = 0;  // createdAt in ms since the epoch; 0 when missing or unparsable
    Role role = Role::Other;
    ProvenanceState provenance = ProvenanceState::Absent;
    quint32 callCount = 0;
    quint32 failedCalls = 0;
    quint32 citationCount = 0;
    quint32 workflowSourceCount = 0;
    quint32 firstCall = 0;  // index of its first call in Bundle::calls()
    quint32 leakCount = 0;  // findings anywhere in this message
    qint32 answersCall = -1; // tool rows: index in Bundle::calls() of the traced call it answers
    qint32 slug = -1;        // capabilitySlug (tool rows) as an index into Bundle::slugs()
    qint64 contentBegin = -1; // byte range of the `content` string token, -1 when absent
    qint64 contentEnd = -1;
};

// One per entry of a terminal message's provenance.capabilityCalls.
struct CallSummary
{
    quint32 message = 0;      // index of the message whose provenance lists this call
    quint32 index = 0;        // position in its capabilityCalls array
    qint32 slug = -1;         // index into Bundle::slugs()
    bool success = false;
    bool hasPreview = false;
    bool truncatedPreview = false; // 479 chars + "…" or 477 chars + "..."
    double latencyMs = 0;
    double costUsd = std::nan(""); // NaN when absent
    QString errorCode;
    qint32 toolMessage = -1;  // index of the tool row that carries this call's raw result
    quint32 leakCount = 0;
};

// An unredacted personal datum or secret found somewhere in the bundle.
struct Finding
{
    LeakKind kind = LeakKind::Email;
    LeakSeverity severity = LeakSeverity::Medium;
    qint32 message = -1;       // index of the message it is in, -1 in the conversation header
    qint32 call = -1;          // index into Bundle::calls() when inside a capability call
    QString pointer;           // JSON pointer of the string value in the bundle document
    QString embeddedPointer;   // when that string holds JSON: pointer inside it, else empty
    QString key;               // the object key the value sits under (innermost), may be empty
    QString text;              // the leaked text itself (shown to the auditor only)
    QString masked;            // what Sunrise's helper would have written instead
    // Where it is, for the redacted copy: the string token (quotes included) in the bundle
    // text; inside it, when embeddedPointer is set, the embedded string token's byte range
    // in the decoded outer string; and the match in the innermost decoded string (UTF-8 bytes).
    qint64 tokenBegin = 0;
    qint64 tokenEnd = 0;
    qint64 embeddedBegin = -1;
    qint64 embeddedEnd = -1;
    bool embeddedOpen = false; // the embedded string is cut off (no closing quote)
    qint64 matchOffset = 0;
    qint64 matchLength = 0;

    // "/data/messages/3/content" or "/data/messages/3/content → /data/email"
    QString location() const;
    // Enough of the leaked text to recognise it, never all of it: "jo…" (for output that may
    // end up in CI logs).
    QString hint() const;
};

struct CitationDetail
{
    QJsonObject json; // the citation object as stored
};

struct CallDetail
{
    CallSummary summary;
    QString slug;
    QByteArray argumentsJson; // the raw JSON text of `arguments`, as in the bundle
    QString argumentsPointer; // JSON pointer of `arguments` in the bundle
    QString resultPreview;
    QString resultPreviewPointer;
};

// A message decoded in full, read on demand from the bundle text.
struct MessageDetail
{
    int index = -1;
    QString pointer; // "/data/messages/3" or "/messages/3"
    QString id;
    Role role = Role::Other;
    QString roleText; // as written in the bundle
    QString content;
    QString capabilitySlug;
    QString toolCallId;
    QString createdAt;
    QString agentVersionId;
    QString workflowExecutionId;
    QString workflowVersionId;
    QString modelId;
    QString providerSlug;
    ProvenanceState provenance = ProvenanceState::Absent;
    QStringList provenanceProblems; // why Sunrise would return this provenance as null
    QList<CallDetail> calls;
    QList<QJsonObject> citations;
    QList<QJsonObject> workflowSources;
};

// A conversation provenance bundle (reference §8.1), in either form Sunrise produces:
// the API envelope {"success":true,"data":{conversation,messages}} or the bare data object.
// Opening reads the text once, streaming, without building a document of the whole file:
// it validates the JSON, indexes messages and calls, checks each message's provenance
// against the schema and runs the leak scanner over every string. Files are memory-mapped.
class Bundle
{
    Q_DECLARE_TR_FUNCTIONS(Bundle)
public:
    struct Error
    {
        QString message;  // includes line:column and byte offset
        qint64 offset = -1;
        int line = 0;
        int column = 0;
        Diagnostic toDiagnostic(const QString &file) const;
    };
    struct Result; // defined below

    static Result open(const QString &path);
    // `name` is what the bundle is called in messages and titles.
    static Result fromBytes(QByteArray bytes, const QString &name);

    ~Bundle();
    Bundle(const Bundle &) = delete;
    Bundle &operator=(const Bundle &) = delete;

    const QString &name() const { return m_name; }
    const QString &path() const { return m_path; } // empty for fromBytes
    bool isEnvelope() const { return m_envelope; }
    QByteArrayView text() const;                    // the whole bundle text
    const ConversationInfo &conversation() const { return m_conversation; }

    const std::vector<MessageSummary> &messages() const { return m_messages; }
    const std::vector<CallSummary> &calls() const { return m_calls; }
    const std::vector<Finding> &findings() const { return m_findings; }
    const QStringList &slugs() const { return m_slugs; } // distinct call/tool slugs, sorted
    QString slugAt(qint32 index) const;
    // Messages whose provenance breaks the schema, with the reasons.
    const QList<Diagnostic> &problems() const { return m_problems; }

    qint64 firstTimeMs() const;
    qint64 lastTimeMs() const;
    int failedCallCount() const;
    int invalidProvenanceCount() const;

    // Indexes into findings() of the findings inside message `index` (sorted).
    std::vector<int> findingsOfMessage(int index) const;

    // Both read the bundle's text again: empty once the file changed under it.
    MessageDetail message(int index) const;
    // The message's "id" alone, as message(index).id, without reading the rest.
    QString messageId(int index) const;
    // The message text (content) alone, decoded; cheap enough for list previews.
    QString content(int index, int maxChars = -1) const;

    // A bundle read from a file keeps reading it (memory-mapped). True once the file was
    // truncated, replaced or rewritten since it was opened: what is read from it now is not
    // what was scanned (reads of the vanished part give zeros, never a crash). Cheap enough
    // to ask on every read: the file's identity is looked at a few times a second at most,
    // unless `lookNow`.
    bool changedOnDisk(bool lookNow = false) const;
    // "PATH: the file changed while it was open: reopen it."
    QString changedMessage() const;
    // The JSON pointer of message `index` in the bundle document.
    QString messagePointer(int index) const;
    // A field of the conversation (`title`, `agentSlug` …) with any leak found in it replaced
    // by its masked form.
    QString maskedConversationField(const QString &field, QString value) const;

private:
    Bundle() = default;
    static Result build(std::unique_ptr<Bundle> bundle);
    friend class BundleBuilder;

    QString m_name;
    QString m_path;
    bool m_envelope = false;
    struct Storage;
    std::unique_ptr<Storage> m_storage;
    ConversationInfo m_conversation;
    std::vector<MessageSummary> m_messages;
    std::vector<CallSummary> m_calls;
    std::vector<Finding> m_findings;
    QStringList m_slugs;
    QList<Diagnostic> m_problems;
    std::vector<qint32> m_problemMessages; // message index of each problem
};

struct Bundle::Result
{
    std::shared_ptr<const Bundle> bundle; // null on error
    Error error;
    bool ok() const { return bundle != nullptr; }
};

} // namespace capstudio::provenance
