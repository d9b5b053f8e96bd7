#include "provenance/deploymentscan.h"

#include "provenance/bundle.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <set>

namespace capstudio::provenance {

namespace {

// Enough of the leaked text to recognise it, never all of it: "al…".
QString hintOf(const QString &leaked)
{
    qsizetype keep = leaked.size() >= 6 ? 2 : 1;
    if (keep < leaked.size() && leaked.at(keep).isLowSurrogate())
        ++keep;
    if (leaked.size() <= keep)
        return QStringLiteral("…");
    return leaked.left(keep) + QStringLiteral("…");
}

QString dayOf(qint64 ms)
{
    if (ms == 0)
        return QString();
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).date().toString(Qt::ISODate);
}

// A field path for the coverage map: array positions become "*", so that every element of
// a list counts as the one field it is ("items/*/sku"); no leading slash.
QString fieldPath(const QString &prefix, QStringView pointer)
{
    QString path = prefix;
    if (pointer.isEmpty())
        return path;
    for (const QStringView segment : pointer.mid(1).split(QLatin1Char('/'))) {
        path += QLatin1Char('/');
        bool digits = !segment.isEmpty();
        for (const QChar c : segment)
            digits = digits && c.isDigit();
        path += digits ? QStringView(u"*") : segment;
    }
    return path;
}

QString escapedSegment(QString key)
{
    key.replace(QLatin1Char('~'), QLatin1String("~0"));
    key.replace(QLatin1Char('/'), QLatin1String("~1"));
    return key;
}

using CallCoverage = std::map<QString, FieldCoverage>;

// Every string leaf of `value`, counted as seen and, when it is one of the masked forms, masked.
void walkLeaves(const QJsonValue &value, const QString &path, CallCoverage &coverage, int depth = 0)
{
    if (depth > 64)
        return;
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            walkLeaves(it.value(), path + QLatin1Char('/') + escapedSegment(it.key()), coverage, depth + 1);
    } else if (value.isArray()) {
        for (const QJsonValue &element : value.toArray())
            walkLeaves(element, path + QStringLiteral("/*"), coverage, depth + 1);
    } else if (value.isString()) {
        FieldCoverage &field = coverage[path];
        ++field.seen;
        if (LeakRules::isMaskedValue(value.toString().toStdString()))
            ++field.masked;
    }
}

// A conversation field with any leak found in it replaced by its masked form.
QString maskedHeader(const Bundle &bundle, const QString &field, QString value)
{
    const QString pointer = (bundle.isEnvelope() ? QStringLiteral("/data/conversation/")
                                                 : QStringLiteral("/conversation/"))
        + field;
    for (const Finding &finding : bundle.findings()) {
        if (finding.message >= 0 || finding.pointer != pointer)
            continue;
        if (!finding.text.isEmpty() && value.contains(finding.text))
            value.replace(finding.text, finding.masked);
        else
            value = finding.masked;
    }
    return value;
}

} // namespace

QJsonObject DeploymentFinding::toJson() const
{
    const auto orNull = [](const QString &value) {
        return value.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(value);
    };
    return QJsonObject{
        {QStringLiteral("conversationId"), conversationId},
        {QStringLiteral("messageId"), orNull(messageId)},
        {QStringLiteral("pointer"), pointer},
        {QStringLiteral("embeddedPointer"), orNull(embeddedPointer)},
        {QStringLiteral("kind"), leakKindId(kind)},
        {QStringLiteral("severity"), leakSeverityId(severity)},
        {QStringLiteral("capability"), orNull(capability)},
        {QStringLiteral("role"), orNull(role)},
        {QStringLiteral("agent"), orNull(agent)},
        {QStringLiteral("day"), orNull(day)},
        {QStringLiteral("masked"), masked},
    };
}

ConversationScan ConversationScan::scan(const QByteArray &data)
{
    ConversationScan result;
    const Bundle::Result opened = Bundle::fromBytes(data, QString());
    if (!opened.ok()) {
        // Name the conversation when its id can be picked out of the text at all.
        const QJsonValue id = QJsonDocument::fromJson(data).object().value(QLatin1String("conversation"))
                                  .toObject().value(QLatin1String("id"));
        result.conversationId = id.toString();
        result.error = opened.error.message;
        return result;
    }
    const Bundle &bundle = *opened.bundle;
    const ConversationInfo &info = bundle.conversation();
    result.conversationId = info.id;
    result.title = maskedHeader(bundle, QStringLiteral("title"), info.title);
    result.agent = maskedHeader(bundle, QStringLiteral("agentSlug"), info.agentSlug);
    result.messages = qint64(bundle.messages().size());
    result.calls = qint64(bundle.calls().size());
    result.failedCalls = bundle.failedCallCount();
    result.invalidProvenance = bundle.invalidProvenanceCount();
    result.lastTimeMs = bundle.lastTimeMs();

    // The messages that need their full text read: those with findings or calls.
    std::map<int, MessageDetail> details;
    const auto detail = [&](int index) -> const MessageDetail & {
        auto found = details.find(index);
        if (found == details.end())
            found = details.emplace(index, bundle.message(index)).first;
        return found->second;
    };

    result.findings.reserve(bundle.findings().size());
    for (const Finding &finding : bundle.findings()) {
        DeploymentFinding out;
        out.conversationId = result.conversationId;
        out.kind = finding.kind;
        out.severity = finding.severity;
        out.masked = finding.masked;
        out.hint = hintOf(finding.text);
        out.embeddedPointer = finding.embeddedPointer;
        out.agent = result.agent;
        if (finding.message >= 0 && std::size_t(finding.message) < bundle.messages().size()) {
            const MessageSummary &message = bundle.messages()[std::size_t(finding.message)];
            const QString prefix = bundle.messagePointer(finding.message);
            out.messageId = detail(finding.message).id;
            out.pointer = finding.pointer.startsWith(prefix) ? finding.pointer.mid(prefix.size()) : finding.pointer;
            out.role = roleId(message.role);
            out.day = dayOf(message.timeMs);
            if (finding.call >= 0 && std::size_t(finding.call) < bundle.calls().size())
                out.capability = bundle.slugAt(bundle.calls()[std::size_t(finding.call)].slug);
            else
                out.capability = bundle.slugAt(message.slug);
        } else {
            out.pointer = bundle.isEnvelope() && finding.pointer.startsWith(QLatin1String("/data"))
                ? finding.pointer.mid(5)
                : finding.pointer;
        }
        result.findings.push_back(std::move(out));
    }

    std::vector<std::vector<const Finding *>> findingsOfCall(bundle.calls().size());
    for (const Finding &finding : bundle.findings()) {
        if (finding.call >= 0 && std::size_t(finding.call) < findingsOfCall.size())
            findingsOfCall[std::size_t(finding.call)].push_back(&finding);
    }

    // Redaction coverage: every string field of every recorded call's arguments and result
    // preview, whether it arrived masked and whether a leak was found in it.
    for (std::size_t c = 0; c < bundle.calls().size(); ++c) {
        const CallSummary &summary = bundle.calls()[c];
        const MessageDetail &message = detail(int(summary.message));
        if (summary.index >= quint32(message.calls.size()))
            continue;
        const CallDetail &call = message.calls[summary.index];
        if (call.slug.isEmpty())
            continue;
        CallCoverage fields;
        const QJsonDocument arguments = QJsonDocument::fromJson(call.argumentsJson);
        if (arguments.isObject())
            walkLeaves(arguments.object(), QStringLiteral("arguments"), fields);
        else if (arguments.isArray())
            walkLeaves(arguments.array(), QStringLiteral("arguments"), fields);
        if (summary.hasPreview) {
            const QJsonDocument preview = QJsonDocument::fromJson(call.resultPreview.toUtf8());
            if (preview.isObject())
                walkLeaves(preview.object(), QStringLiteral("result"), fields);
            else if (preview.isArray())
                walkLeaves(preview.array(), QStringLiteral("result"), fields);
            else
                walkLeaves(QJsonValue(call.resultPreview), QStringLiteral("result"), fields);
        }
        std::set<QString> leakedValues; // one count per leaking value, however many leaks it holds
        for (const Finding *finding : findingsOfCall[c]) {
            QString field;
            if (!call.argumentsPointer.isEmpty() && finding->pointer.startsWith(call.argumentsPointer))
                field = fieldPath(QStringLiteral("arguments"), QStringView(finding->pointer).mid(call.argumentsPointer.size()));
            else if (!call.resultPreviewPointer.isEmpty() && finding->pointer == call.resultPreviewPointer)
                field = fieldPath(QStringLiteral("result"), finding->embeddedPointer);
            else
                continue;
            if (!leakedValues.insert(finding->pointer + QLatin1Char('\n') + finding->embeddedPointer).second)
                continue;
            FieldCoverage &counts = fields[field];
            ++counts.leaked;
            counts.seen = std::max(counts.seen, counts.leaked); // a cut-off preview was not walked
        }
        CallCoverage &into = result.coverage[call.slug];
        for (const auto &[field, counts] : fields) {
            FieldCoverage &total = into[field];
            total.seen += counts.seen;
            total.masked += counts.masked;
            total.leaked += counts.leaked;
        }
    }
    return result;
}

// ---- the summary -----------------------------------------------------------------------------

void DeploymentSummary::add(const ConversationScan &scan)
{
    ++m_conversations;
    if (!scan.error.isEmpty()) {
        ++m_unreadable;
        if (m_unreadableExamples.size() < 20)
            m_unreadableExamples << tr("conversation %1: %2")
                                        .arg(scan.conversationId.isEmpty() ? tr("(no id)") : scan.conversationId,
                                             scan.error);
        return;
    }
    m_messages += scan.messages;
    m_calls += scan.calls;
    m_failedCalls += scan.failedCalls;
    m_invalidProvenance += scan.invalidProvenance;
    for (const auto &[capability, fields] : scan.coverage) {
        auto &into = m_coverage[capability];
        for (const auto &[field, counts] : fields) {
            FieldCoverage &total = into[field];
            total.seen += counts.seen;
            total.masked += counts.masked;
            total.leaked += counts.leaked;
        }
    }
    if (scan.findings.empty())
        return;
    ++m_conversationsWithFindings;
    m_findings += qint64(scan.findings.size());
    Worst worst{scan.conversationId, scan.title, scan.agent, qint64(scan.findings.size()), 0, scan.lastTimeMs};
    for (const DeploymentFinding &finding : scan.findings) {
        ++m_severity[std::size_t(finding.severity)];
        if (finding.severity == LeakSeverity::High)
            ++worst.high;
        ++m_byKind[leakKindId(finding.kind)];
        ++m_byCapability[finding.capability];
        ++m_byAgent[finding.agent];
        ++m_byDay[finding.day];
    }
    // The worst: most findings, then most of high severity, then by id, so that ties come out
    // the same in every run.
    const auto before = [](const Worst &a, const Worst &b) {
        if (a.findings != b.findings)
            return a.findings > b.findings;
        if (a.high != b.high)
            return a.high > b.high;
        return a.conversationId < b.conversationId;
    };
    if (m_worst.size() == std::size_t(WorstCount) && !before(worst, m_worst.back()))
        return;
    m_worst.insert(std::upper_bound(m_worst.begin(), m_worst.end(), worst, before), std::move(worst));
    if (m_worst.size() > std::size_t(WorstCount))
        m_worst.pop_back();
}

QJsonObject DeploymentSummary::toJson() const
{
    const auto counts = [](const std::map<QString, qint64> &map) {
        QJsonObject object;
        for (const auto &[key, count] : map)
            object.insert(key, count);
        return object;
    };
    QJsonObject coverage;
    for (const auto &[capability, fields] : m_coverage) {
        QJsonObject perField;
        for (const auto &[field, count] : fields)
            perField.insert(field, QJsonObject{{QStringLiteral("seen"), count.seen},
                                               {QStringLiteral("masked"), count.masked},
                                               {QStringLiteral("leaked"), count.leaked}});
        coverage.insert(capability, perField);
    }
    QJsonArray worst;
    for (const Worst &entry : m_worst)
        worst.append(QJsonObject{{QStringLiteral("conversationId"), entry.conversationId},
                                 {QStringLiteral("title"), entry.title},
                                 {QStringLiteral("agent"), entry.agent},
                                 {QStringLiteral("findings"), entry.findings},
                                 {QStringLiteral("high"), entry.high}});
    // Message text outside any call is counted under "" in byCapability, the conversation's
    // own fields under "" in byDay.
    return QJsonObject{
        {QStringLiteral("conversations"), m_conversations},
        {QStringLiteral("messages"), m_messages},
        {QStringLiteral("calls"), m_calls},
        {QStringLiteral("failedCalls"), m_failedCalls},
        {QStringLiteral("invalidProvenance"), m_invalidProvenance},
        {QStringLiteral("unreadable"), m_unreadable},
        {QStringLiteral("findings"), m_findings},
        {QStringLiteral("high"), m_severity[std::size_t(LeakSeverity::High)]},
        {QStringLiteral("medium"), m_severity[std::size_t(LeakSeverity::Medium)]},
        {QStringLiteral("low"), m_severity[std::size_t(LeakSeverity::Low)]},
        {QStringLiteral("conversationsWithFindings"), m_conversationsWithFindings},
        {QStringLiteral("byKind"), counts(m_byKind)},
        {QStringLiteral("byCapability"), counts(m_byCapability)},
        {QStringLiteral("byAgent"), counts(m_byAgent)},
        {QStringLiteral("byDay"), counts(m_byDay)},
        {QStringLiteral("coverage"), coverage},
        {QStringLiteral("worst"), worst},
    };
}

// ---- the parallel scanner --------------------------------------------------------------------

namespace {
// A batch is started once it holds this much text or this many conversations: large enough
// that a task's start costs nothing beside its work, small enough to keep both cores fed.
constexpr qsizetype BatchBytes = 512 * 1024;
constexpr std::size_t BatchConversations = 256;
} // namespace

struct DeploymentScanner::Batch
{
    std::vector<QByteArray> inputs;
    std::vector<ConversationScan> outputs;
    std::mutex mutex;
    std::condition_variable doneChanged;
    bool done = false;
};

DeploymentScanner::DeploymentScanner(Deliver deliver)
    : m_deliver(std::move(deliver))
    , m_filling(std::make_shared<Batch>())
    , m_maxInFlight(std::size_t(std::max(2, WorkPool::pool()->maxThreadCount() * 2)))
{
}

DeploymentScanner::~DeploymentScanner()
{
    m_tasks.finish(); // what has not started never runs; nothing is delivered any more
}

void DeploymentScanner::add(QByteArray data)
{
    m_fillingBytes += data.size();
    m_filling->inputs.push_back(std::move(data));
    if (m_fillingBytes >= BatchBytes || m_filling->inputs.size() >= BatchConversations)
        launch();
}

void DeploymentScanner::launch()
{
    if (m_filling->inputs.empty())
        return;
    std::shared_ptr<Batch> batch = std::move(m_filling);
    m_filling = std::make_shared<Batch>();
    m_fillingBytes = 0;
    m_inFlight.push_back(batch);
    m_tasks.start([batch] {
        std::vector<ConversationScan> outputs;
        outputs.reserve(batch->inputs.size());
        for (QByteArray &input : batch->inputs) {
            outputs.push_back(ConversationScan::scan(input));
            input = QByteArray(); // the text goes as soon as it is scanned
        }
        const std::lock_guard<std::mutex> lock(batch->mutex);
        batch->outputs = std::move(outputs);
        batch->done = true;
        batch->doneChanged.notify_all();
    });
    // Hand back what is done, in order; wait for the oldest while too many are out.
    while (!m_inFlight.empty()) {
        const std::shared_ptr<Batch> &front = m_inFlight.front();
        bool done;
        {
            const std::lock_guard<std::mutex> lock(front->mutex);
            done = front->done;
        }
        if (!done && m_inFlight.size() <= m_maxInFlight)
            break;
        deliverFront();
    }
}

void DeploymentScanner::deliverFront()
{
    const std::shared_ptr<Batch> front = m_inFlight.front();
    m_inFlight.pop_front();
    {
        std::unique_lock<std::mutex> lock(front->mutex);
        front->doneChanged.wait(lock, [&] { return front->done; });
    }
    for (ConversationScan &scan : front->outputs)
        m_deliver(std::move(scan));
}

void DeploymentScanner::finish()
{
    launch();
    while (!m_inFlight.empty())
        deliverFront();
}

} // namespace capstudio::provenance
