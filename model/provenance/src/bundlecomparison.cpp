#include "provenance/bundlecomparison.h"

#include "core/jsonpointer.h"
#include "core/sequencealign.h"
#include "provenance/bundle.h"
#include "provenance/leakrules.h"

#include <QCryptographicHash>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <cstring>

namespace capstudio::provenance {

namespace {

using Kind = FieldDifference::Kind;

constexpr qsizetype DisplayLimit = 160;

const char *const MessageFields[] = {"role", "content", "agentVersionId", "workflowExecutionId",
                                     "workflowVersionId", "modelId", "providerSlug"};
const char *const CallFields[] = {"arguments", "resultPreview", "success", "errorCode",
                                  "latencyMs", "costUsd"};

std::uint64_t keyOf(const QString &text)
{
    const QByteArray digest = QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1);
    std::uint64_t key = 0;
    std::memcpy(&key, digest.constData(), sizeof key);
    return key;
}

bool isMasked(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    return LeakRules::isMaskedValue(std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

// `text` with every leak the scanner recognises replaced by its masked form, then cut.
QString displayText(const QString &text)
{
    QString shown = LeakRules::maskLeaks(text);
    if (shown.size() > DisplayLimit) {
        qsizetype cut = DisplayLimit - 1;
        if (shown.at(cut - 1).isHighSurrogate())
            --cut;
        shown = shown.left(cut) + QChar(0x2026);
    }
    return shown;
}

QString displayJson(const QJsonValue &value)
{
    if (value.isString())
        return displayText(value.toString());
    QJsonArray wrapper{value};
    QByteArray text = QJsonDocument(wrapper).toJson(QJsonDocument::Compact);
    text = text.mid(1, text.size() - 2);
    return displayText(QString::fromUtf8(text));
}

// Any JSON text, scalars included; an undefined value when it does not parse.
QJsonValue parseJson(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson('[' + text + ']', &error);
    if (error.error != QJsonParseError::NoError || document.array().size() != 1)
        return QJsonValue(QJsonValue::Undefined);
    return document.array().at(0);
}

// JSON text that holds an object or an array (a tool result, a result preview); else undefined.
QJsonValue parseStructured(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (!trimmed.startsWith(QLatin1Char('{')) && !trimmed.startsWith(QLatin1Char('[')))
        return QJsonValue(QJsonValue::Undefined);
    return parseJson(trimmed.toUtf8());
}

class Differ
{
public:
    explicit Differ(QList<FieldDifference> &out) : m_out(out) {}

    void onlyIn(Kind kind, const QString &field, const QString &pointer, const QJsonValue &value)
    {
        FieldDifference difference;
        difference.kind = kind;
        difference.field = field;
        difference.pointer = pointer;
        (kind == Kind::OnlyInA ? difference.a : difference.b) = displayJson(value);
        m_out.append(difference);
    }

    void strings(const QString &field, const QString &pointer, const QString &a, const QString &b)
    {
        if (a == b)
            return;
        FieldDifference difference;
        difference.field = field;
        difference.pointer = pointer;
        const bool maskedA = !a.isEmpty() && isMasked(a);
        const bool maskedB = !b.isEmpty() && isMasked(b);
        if (maskedA != maskedB && !(maskedA ? b : a).trimmed().isEmpty()) {
            difference.kind = Kind::Redaction;
            difference.maskedInA = maskedA;
            const QString unmasked = BundleComparison::tr("(%n characters)", nullptr,
                                                          int((maskedA ? b : a).size()));
            difference.a = maskedA ? a : unmasked;
            difference.b = maskedA ? unmasked : b;
        } else {
            difference.kind = Kind::Changed;
            difference.a = displayText(a);
            difference.b = displayText(b);
        }
        m_out.append(difference);
    }

    void json(const QString &field, const QString &pointer, const QJsonValue &a, const QJsonValue &b)
    {
        if (a == b)
            return;
        if (a.isString() && b.isString())
            return strings(field, pointer, a.toString(), b.toString());
        if (a.isObject() && b.isObject()) {
            const QJsonObject oa = a.toObject();
            const QJsonObject ob = b.toObject();
            for (auto it = oa.begin(); it != oa.end(); ++it) {
                const QString at = jsonpointer::append(pointer, it.key());
                const auto other = ob.constFind(it.key());
                if (other == ob.constEnd())
                    onlyIn(Kind::OnlyInA, field, at, it.value());
                else
                    json(field, at, it.value(), other.value());
            }
            for (auto it = ob.begin(); it != ob.end(); ++it) {
                if (!oa.contains(it.key()))
                    onlyIn(Kind::OnlyInB, field, jsonpointer::append(pointer, it.key()), it.value());
            }
            return;
        }
        if (a.isArray() && b.isArray()) {
            const QJsonArray aa = a.toArray();
            const QJsonArray ab = b.toArray();
            const qsizetype common = std::min(aa.size(), ab.size());
            for (qsizetype i = 0; i < common; ++i)
                json(field, jsonpointer::append(pointer, i), aa.at(i), ab.at(i));
            for (qsizetype i = common; i < aa.size(); ++i)
                onlyIn(Kind::OnlyInA, field, jsonpointer::append(pointer, i), aa.at(i));
            for (qsizetype i = common; i < ab.size(); ++i)
                onlyIn(Kind::OnlyInB, field, jsonpointer::append(pointer, i), ab.at(i));
            return;
        }
        FieldDifference difference;
        difference.field = field;
        difference.pointer = pointer;
        difference.a = displayJson(a);
        difference.b = displayJson(b);
        // A masked string where the other side holds a structure or a number: the redactor
        // replaced a whole value.
        if (a.isString() != b.isString() && isMasked(a.isString() ? a.toString() : b.toString())) {
            difference.kind = Kind::Redaction;
            difference.maskedInA = a.isString();
            (difference.maskedInA ? difference.b : difference.a) = BundleComparison::tr("(a value)");
        }
        m_out.append(difference);
    }

    // Text fields that may hold JSON (a tool row's result, a result preview): compared as JSON
    // when both sides parse, else as text.
    void text(const QString &field, const QString &a, const QString &b)
    {
        if (a == b)
            return;
        const QJsonValue ja = parseStructured(a);
        const QJsonValue jb = parseStructured(b);
        if (!ja.isUndefined() && !jb.isUndefined())
            json(field, QString(), ja, jb);
        else
            strings(field, QString(), a, b);
    }

    void value(const QString &field, const QString &a, const QString &b)
    {
        if (a == b)
            return;
        FieldDifference difference;
        difference.field = field;
        if (a.isNull())
            difference.kind = Kind::OnlyInB;
        else if (b.isNull())
            difference.kind = Kind::OnlyInA;
        difference.a = a;
        difference.b = b;
        m_out.append(difference);
    }

private:
    QList<FieldDifference> &m_out;
};

QString number(double value)
{
    return std::isnan(value) ? QString() : QString::number(value, 'g', 15);
}

// Keeps the last message read from a bundle: calls of one message are compared one after
// another.
class Details
{
public:
    explicit Details(const Bundle &bundle) : m_bundle(bundle) {}
    const MessageDetail &message(qint32 index)
    {
        if (m_detail.index != index || index < 0)
            m_detail = m_bundle.message(index);
        return m_detail;
    }
    CallDetail call(qint32 index)
    {
        const CallSummary &summary = m_bundle.calls()[std::size_t(index)];
        const MessageDetail &detail = message(qint32(summary.message));
        if (summary.index < quint32(detail.calls.size()))
            return detail.calls.at(summary.index);
        CallDetail empty;
        empty.summary = summary;
        return empty;
    }

private:
    const Bundle &m_bundle;
    MessageDetail m_detail;
};

struct Side
{
    const Bundle &bundle;
    std::vector<std::uint64_t> messageKeys;
    std::vector<QString> toolCallIds; // per call: the id of the tool row answering it
};

void readSide(Side &side, bool byId)
{
    const Bundle &bundle = side.bundle;
    const auto &messages = bundle.messages();
    side.messageKeys.reserve(messages.size());
    side.toolCallIds.assign(bundle.calls().size(), QString());
    for (std::size_t i = 0; i < messages.size(); ++i) {
        const MessageSummary &summary = messages[i];
        QString id;
        if (byId || (summary.role == Role::Tool && summary.answersCall >= 0)) {
            const MessageDetail detail = bundle.message(int(i));
            id = detail.id;
            if (summary.answersCall >= 0 && std::size_t(summary.answersCall) < side.toolCallIds.size())
                side.toolCallIds[std::size_t(summary.answersCall)] = detail.toolCallId;
        }
        side.messageKeys.push_back(
            byId ? keyOf(id) : keyOf(roleId(summary.role) + QLatin1Char('\n') + bundle.slugAt(summary.slug)));
    }
}

void compareMessages(Details &a, Details &b, MessagePairing &pairing, const QSet<QString> &ignored)
{
    const MessageDetail &da = a.message(pairing.a);
    const MessageDetail &db = b.message(pairing.b);
    Differ differ(pairing.differences);
    const auto wanted = [&](const char *field) { return !ignored.contains(QLatin1String(field)); };
    if (wanted("role"))
        differ.value(QStringLiteral("role"), da.roleText, db.roleText);
    if (wanted("content"))
        differ.text(QStringLiteral("content"), da.content, db.content);
    const std::pair<const char *, QString MessageDetail::*> pins[] = {
        {"agentVersionId", &MessageDetail::agentVersionId},
        {"workflowExecutionId", &MessageDetail::workflowExecutionId},
        {"workflowVersionId", &MessageDetail::workflowVersionId},
        {"modelId", &MessageDetail::modelId},
        {"providerSlug", &MessageDetail::providerSlug},
    };
    for (const auto &[field, member] : pins) {
        if (wanted(field))
            differ.value(QString::fromLatin1(field), da.*member, db.*member);
    }
}

void compareCalls(Details &a, Details &b, CallPairing &pairing, const QSet<QString> &ignored)
{
    const CallDetail da = a.call(pairing.a);
    const CallDetail db = b.call(pairing.b);
    const CallSummary &sa = da.summary;
    const CallSummary &sb = db.summary;
    Differ differ(pairing.differences);
    const auto wanted = [&](const char *field) { return !ignored.contains(QLatin1String(field)); };
    if (wanted("arguments") && da.argumentsJson != db.argumentsJson) {
        const QJsonValue ja = parseJson(da.argumentsJson);
        const QJsonValue jb = parseJson(db.argumentsJson);
        differ.json(QStringLiteral("arguments"), QString(), ja, jb);
    }
    if (wanted("resultPreview")) {
        if (sa.hasPreview && sb.hasPreview)
            differ.text(QStringLiteral("resultPreview"), da.resultPreview, db.resultPreview);
        else if (sa.hasPreview != sb.hasPreview)
            differ.value(QStringLiteral("resultPreview"),
                         sa.hasPreview ? displayText(da.resultPreview) : QString(),
                         sb.hasPreview ? displayText(db.resultPreview) : QString());
    }
    const QString yes = QStringLiteral("true");
    const QString no = QStringLiteral("false");
    if (wanted("success"))
        differ.value(QStringLiteral("success"), sa.success ? yes : no, sb.success ? yes : no);
    if (wanted("errorCode"))
        differ.value(QStringLiteral("errorCode"), sa.errorCode, sb.errorCode);
    if (wanted("latencyMs"))
        differ.value(QStringLiteral("latencyMs"), number(sa.latencyMs), number(sb.latencyMs));
    if (wanted("costUsd"))
        differ.value(QStringLiteral("costUsd"), number(sa.costUsd), number(sb.costUsd));
}

} // namespace

QStringList BundleComparison::fieldNames()
{
    QStringList names;
    for (const char *field : MessageFields)
        names.append(QString::fromLatin1(field));
    for (const char *field : CallFields)
        names.append(QString::fromLatin1(field));
    return names;
}

QString BundleComparison::alignmentId(CallPairing::Alignment alignment)
{
    switch (alignment) {
    case CallPairing::Alignment::ToolCallId: return QStringLiteral("tool-call-id");
    case CallPairing::Alignment::SlugAndOrder: return QStringLiteral("slug-and-order");
    case CallPairing::Alignment::None: break;
    }
    return QStringLiteral("none");
}

QString BundleComparison::kindId(FieldDifference::Kind kind)
{
    switch (kind) {
    case Kind::Changed: return QStringLiteral("changed");
    case Kind::OnlyInA: return QStringLiteral("only-in-a");
    case Kind::OnlyInB: return QStringLiteral("only-in-b");
    case Kind::Redaction: return QStringLiteral("redaction");
    }
    return QString();
}

int BundleComparison::differenceCount() const
{
    int count = 0;
    for (const MessagePairing &pairing : m_messages)
        count += (pairing.a < 0 || pairing.b < 0) ? 1 : int(pairing.differences.size());
    for (const CallPairing &pairing : m_calls)
        count += (pairing.a < 0 || pairing.b < 0) ? 1 : int(pairing.differences.size());
    return count;
}

int BundleComparison::redactionCount() const
{
    int count = 0;
    const auto redactions = [](const QList<FieldDifference> &differences) {
        return int(std::count_if(differences.begin(), differences.end(),
                                 [](const FieldDifference &d) { return d.kind == Kind::Redaction; }));
    };
    for (const MessagePairing &pairing : m_messages)
        count += redactions(pairing.differences);
    for (const CallPairing &pairing : m_calls)
        count += redactions(pairing.differences);
    return count;
}

BundleComparison BundleComparison::compare(const Bundle &a, const Bundle &b, const QStringList &ignoredFields)
{
    BundleComparison comparison;
    const QSet<QString> ignored(ignoredFields.begin(), ignoredFields.end());
    comparison.m_sameConversation = !a.conversation().id.isEmpty()
        && a.conversation().id == b.conversation().id;
    Side sideA{a, {}, {}};
    Side sideB{b, {}, {}};
    readSide(sideA, comparison.m_sameConversation);
    readSide(sideB, comparison.m_sameConversation);
    Details detailsA(a);
    Details detailsB(b);

    // Messages, in the order of both sides: a message only B has comes where B has it.
    const auto messagePairs = alignSequences(sideA.messageKeys, sideB.messageKeys);
    std::size_t ia = 0, ib = 0;
    const auto flushUntil = [&](std::size_t untilA, std::size_t untilB) {
        for (; ia < untilA; ++ia)
            comparison.m_messages.push_back(MessagePairing{qint32(ia), -1, {}});
        for (; ib < untilB; ++ib)
            comparison.m_messages.push_back(MessagePairing{-1, qint32(ib), {}});
    };
    for (const auto &[pa, pb] : messagePairs) {
        flushUntil(pa, pb);
        MessagePairing pairing{qint32(pa), qint32(pb), {}};
        compareMessages(detailsA, detailsB, pairing, ignored);
        comparison.m_messages.push_back(std::move(pairing));
        ia = pa + 1;
        ib = pb + 1;
    }
    flushUntil(sideA.messageKeys.size(), sideB.messageKeys.size());

    // Calls: first by the tool-call id both tool rows carry (unique on B's side), then the rest
    // by slug in order.
    const std::size_t callsA = a.calls().size();
    const std::size_t callsB = b.calls().size();
    std::vector<qint32> partnerOfA(callsA, -1);
    std::vector<qint32> partnerOfB(callsB, -1);
    std::vector<CallPairing::Alignment> alignment(callsA, CallPairing::Alignment::None);
    QHash<QString, qint32> byIdB;
    for (std::size_t j = 0; j < callsB; ++j) {
        const QString &id = sideB.toolCallIds[j];
        if (id.isEmpty())
            continue;
        byIdB.insert(id, byIdB.contains(id) ? -1 : qint32(j));
    }
    for (std::size_t i = 0; i < callsA; ++i) {
        const QString &id = sideA.toolCallIds[i];
        const qint32 j = id.isEmpty() ? -1 : byIdB.value(id, -1);
        if (j < 0 || partnerOfB[std::size_t(j)] >= 0)
            continue;
        partnerOfA[i] = j;
        partnerOfB[std::size_t(j)] = qint32(i);
        alignment[i] = CallPairing::Alignment::ToolCallId;
    }
    std::vector<std::uint32_t> restA, restB;
    std::vector<std::uint64_t> slugsA, slugsB;
    for (std::size_t i = 0; i < callsA; ++i) {
        if (partnerOfA[i] < 0) {
            restA.push_back(std::uint32_t(i));
            slugsA.push_back(keyOf(a.slugAt(a.calls()[i].slug)));
        }
    }
    for (std::size_t j = 0; j < callsB; ++j) {
        if (partnerOfB[j] < 0) {
            restB.push_back(std::uint32_t(j));
            slugsB.push_back(keyOf(b.slugAt(b.calls()[j].slug)));
        }
    }
    for (const auto &[ra, rb] : alignSequences(slugsA, slugsB)) {
        partnerOfA[restA[ra]] = qint32(restB[rb]);
        partnerOfB[restB[rb]] = qint32(restA[ra]);
        alignment[restA[ra]] = CallPairing::Alignment::SlugAndOrder;
    }

    // In A's order; a call only B has follows the A call paired with the B call before it.
    std::vector<std::pair<double, CallPairing>> ordered;
    for (std::size_t i = 0; i < callsA; ++i) {
        CallPairing pairing;
        pairing.a = qint32(i);
        pairing.b = partnerOfA[i];
        pairing.slug = a.slugAt(a.calls()[i].slug);
        pairing.alignedBy = alignment[i];
        if (pairing.b >= 0) {
            if (pairing.alignedBy == CallPairing::Alignment::ToolCallId)
                pairing.toolCallId = sideA.toolCallIds[i];
            compareCalls(detailsA, detailsB, pairing, ignored);
        }
        ordered.emplace_back(double(i), std::move(pairing));
    }
    double after = -1;
    for (std::size_t j = 0; j < callsB; ++j) {
        if (partnerOfB[j] >= 0) {
            after = std::max(after, double(partnerOfB[j]));
            continue;
        }
        CallPairing pairing;
        pairing.b = qint32(j);
        pairing.slug = b.slugAt(b.calls()[j].slug);
        ordered.emplace_back(after + 0.5, std::move(pairing));
    }
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const auto &x, const auto &y) { return x.first < y.first; });
    comparison.m_calls.reserve(ordered.size());
    for (auto &entry : ordered)
        comparison.m_calls.push_back(std::move(entry.second));
    return comparison;
}

} // namespace capstudio::provenance
