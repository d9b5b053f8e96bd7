#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <vector>

namespace capstudio::provenance {

class Bundle;

// One difference between two aligned messages or capability calls.
struct FieldDifference
{
    enum class Kind : unsigned char {
        Changed,   // both sides have the field (or the value at `pointer`), with other values
        OnlyInA,   // B lacks it
        OnlyInB,   // A lacks it
        Redaction, // one side holds a masked value, the other its unmasked twin: a leak
    };
    Kind kind = Kind::Changed;
    // "content", "role", "agentVersionId", "workflowExecutionId", "workflowVersionId",
    // "modelId", "providerSlug", "arguments", "resultPreview", "success", "errorCode",
    // "latencyMs", "costUsd".
    QString field;
    QString pointer; // inside the field's JSON value ("/customer/email"), empty for the field
    // What each side holds, for display: compact JSON or the text, with every leak the scanner
    // recognises replaced by its masked form, cut to 160 characters. Empty when absent; for a
    // Redaction, the unmasked side is never quoted (only its length is given).
    QString a;
    QString b;
    bool maskedInA = false; // Redaction: A holds the masked value (else B does)
};

// Two messages aligned with each other, or a message only one side has (the other index -1).
struct MessagePairing
{
    qint32 a = -1;
    qint32 b = -1;
    QList<FieldDifference> differences;
};

// Two capability calls aligned with each other, or a call only one side has.
struct CallPairing
{
    enum class Alignment : unsigned char { None, ToolCallId, SlugAndOrder };
    qint32 a = -1; // index into Bundle::calls()
    qint32 b = -1;
    QString slug;
    Alignment alignedBy = Alignment::None;
    QString toolCallId; // the id both tool rows carry when aligned by it
    QList<FieldDifference> differences;
};

// Two provenance bundles (or two conversations) side by side: messages aligned by id when
// both are the same conversation, else by role and capability in order; capability calls by
// the tool-call id of the tool rows that answer them where both have one, else by slug and
// order. Aligned pairs are compared field by field; JSON values (arguments, result previews,
// tool results) by JSON pointer, so that a masked value against its unmasked twin is found
// where it is.
class BundleComparison
{
    Q_DECLARE_TR_FUNCTIONS(BundleComparison)
public:
    // `ignoredFields`: field names (as in FieldDifference::field) not to compare, e.g.
    // latencyMs for two runs of the same conversation.
    static BundleComparison compare(const Bundle &a, const Bundle &b,
                                    const QStringList &ignoredFields = {});

    const std::vector<MessagePairing> &messages() const { return m_messages; }
    const std::vector<CallPairing> &calls() const { return m_calls; }
    bool sameConversation() const { return m_sameConversation; }

    // Messages and calls only one side has, and differing fields of aligned pairs.
    int differenceCount() const;
    int redactionCount() const;
    bool isEqual() const { return differenceCount() == 0; }

    // Every field name compare() knows, for validating an ignore list.
    static QStringList fieldNames();
    static QString alignmentId(CallPairing::Alignment alignment); // "tool-call-id", "slug-and-order", "none"
    static QString kindId(FieldDifference::Kind kind); // "changed", "only-in-a", "only-in-b", "redaction"

private:
    std::vector<MessagePairing> m_messages;
    std::vector<CallPairing> m_calls;
    bool m_sameConversation = false;
};

} // namespace capstudio::provenance
