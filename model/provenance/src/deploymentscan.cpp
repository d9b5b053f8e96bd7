#include "provenance/deploymentscan.h"

#include "provenance/bundle.h"
#include "provenance/review.h"
#include "coveragewalk.h"
#include "jsonscanner.h"
#include "rules/jsonschemachecker.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QHash>
#include <QMutex>

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <set>

namespace capstudio::provenance {

namespace {

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

// The value at JSON pointer `pointer` inside `root`, undefined when there is none.
QJsonValue valueAt(const QJsonValue &root, const QString &pointer)
{
    QJsonValue value = root;
    if (pointer.isEmpty())
        return value;
    for (QString token : pointer.mid(1).split(QLatin1Char('/'))) {
        token.replace(QLatin1String("~1"), QLatin1String("/"));
        token.replace(QLatin1String("~0"), QLatin1String("~"));
        if (value.isObject())
            value = value.toObject().value(token);
        else if (value.isArray())
            value = value.toArray().at(token.toInt());
        else
            return QJsonValue(QJsonValue::Undefined);
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

QString DeploymentFinding::key() const
{
    return conversationId + QLatin1Char('\n') + messageId + QLatin1Char('\n') + pointer + QLatin1Char('\n')
           + embeddedPointer + QLatin1Char('\n') + leakKindId(kind);
}

struct DriftSchemas::Cache
{
    static constexpr qsizetype Limit = 8192; // distinct texts remembered; emptied when full
    QMutex mutex;
    QHash<QByteArray, std::vector<Violation>> violations;
};

DriftSchemas::DriftSchemas() : m_cache(std::make_unique<Cache>()) {}
DriftSchemas::~DriftSchemas() = default;

void DriftSchemas::add(const QString &slug, std::shared_ptr<const CompiledJsonSchema> schema)
{
    if (schema)
        m_schemas[slug] = std::move(schema);
}

std::vector<DriftSchemas::Violation> DriftSchemas::violations(const QString &slug, const QByteArray &arguments) const
{
    const auto schema = m_schemas.find(slug);
    if (schema == m_schemas.end())
        return {};
    const QByteArray key = slug.toUtf8() + '\0' + arguments;
    {
        const QMutexLocker lock(&m_cache->mutex);
        const auto known = m_cache->violations.constFind(key);
        if (known != m_cache->violations.cend())
            return *known;
    }
    std::vector<Violation> found;
    const QJsonValue instance = QJsonDocument::fromJson(arguments).object();
    for (const Diagnostic &violation : schema->second->validate(instance, QString(), QString())) {
        const QString pointer = violation.location().jsonPointer;
        const QJsonValue value = valueAt(instance, pointer);
        if (value.isString() && LeakRules::isMaskedValue(value.toString().toStdString()))
            continue; // masked on the way into the record: not what was sent
        found.push_back({pointer, LeakRules::maskLeaks(violation.message())});
    }
    const QMutexLocker lock(&m_cache->mutex);
    if (m_cache->violations.size() >= Cache::Limit)
        m_cache->violations.clear();
    m_cache->violations.insert(key, found);
    return found;
}

QJsonObject DriftFinding::toJson() const
{
    return QJsonObject{
        {QStringLiteral("conversationId"), conversationId},
        {QStringLiteral("messageId"), messageId},
        {QStringLiteral("capability"), capability},
        {QStringLiteral("pointer"), pointer},
        {QStringLiteral("field"), field},
        {QStringLiteral("message"), message},
    };
}

ConversationScan ConversationScan::scan(const QByteArray &data, const DriftSchemas *schemas)
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
    result.title = bundle.maskedConversationField(QStringLiteral("title"), info.title);
    result.agent = bundle.maskedConversationField(QStringLiteral("agentSlug"), info.agentSlug);
    result.messages = qint64(bundle.messages().size());
    result.calls = qint64(bundle.calls().size());
    result.failedCalls = bundle.failedCallCount();
    result.invalidProvenance = bundle.invalidProvenanceCount();
    result.lastTimeMs = bundle.lastTimeMs();

    // The ids of the messages with findings or drift, each read once.
    std::map<int, QString> messageIds;
    const auto messageId = [&](int index) -> const QString & {
        auto found = messageIds.find(index);
        if (found == messageIds.end())
            found = messageIds.emplace(index, bundle.messageId(index)).first;
        return found->second;
    };

    result.findings.reserve(bundle.findings().size());
    for (const Finding &finding : bundle.findings()) {
        DeploymentFinding out;
        out.conversationId = result.conversationId;
        out.kind = finding.kind;
        out.severity = finding.severity;
        out.masked = finding.masked;
        out.hint = finding.hint();
        out.embeddedPointer = finding.embeddedPointer;
        out.agent = result.agent;
        if (finding.message >= 0 && std::size_t(finding.message) < bundle.messages().size()) {
            const MessageSummary &message = bundle.messages()[std::size_t(finding.message)];
            const QString prefix = bundle.messagePointer(finding.message);
            out.messageId = messageId(finding.message);
            out.reviewKey = findingKey(bundle, finding, out.messageId);
            out.pointer = finding.pointer.startsWith(prefix) ? finding.pointer.mid(prefix.size()) : finding.pointer;
            out.role = roleId(message.role);
            out.day = dayOf(message.timeMs);
            out.timeMs = message.timeMs;
            if (finding.call >= 0 && std::size_t(finding.call) < bundle.calls().size())
                out.capability = bundle.slugAt(bundle.calls()[std::size_t(finding.call)].slug);
            else
                out.capability = bundle.slugAt(message.slug);
        } else {
            out.reviewKey = findingKey(bundle, finding);
            out.pointer = bundle.isEnvelope() && finding.pointer.startsWith(QLatin1String("/data"))
                ? finding.pointer.mid(5)
                : finding.pointer;
        }
        result.findings.push_back(std::move(out));
    }

    // Redaction coverage: every string field of every recorded call's arguments and result
    // preview, and whether it arrived masked; then where the findings are.
    using detail::JsonScanner;
    coverage::CoverageWalk walk(bundle, result.coverage, schemas && !schemas->empty());
    const QByteArrayView text = bundle.text();
    JsonScanner scanner(text.data(), text.data() + text.size());
    scanner.run(walk);

    // Schema drift: each recorded call against its capability's schema as it is today.
    if (schemas && !schemas->empty()) {
        for (const coverage::CoverageWalk::Arguments &arguments : walk.arguments()) {
            const QString *known = walk.slugOf(arguments.call.first, arguments.call.second);
            const QString slug = known ? *known : QString();
            if (!schemas->has(slug))
                continue;
            ++result.checkedCalls;
            ++result.checkedByCapability[slug];
            const QString prefix = QStringLiteral("/provenance/capabilityCalls/%1/arguments").arg(arguments.call.second);
            for (const DriftSchemas::Violation &violation : schemas->violations(slug, arguments.json)) {
                DriftFinding drift;
                drift.conversationId = result.conversationId;
                drift.messageId = messageId(int(arguments.call.first));
                drift.capability = slug;
                drift.pointer = prefix + violation.pointer;
                drift.field = fieldPath(QStringLiteral("arguments"), violation.pointer);
                drift.message = violation.message;
                result.drift.push_back(std::move(drift));
            }
        }
    }

    std::set<QString> leakedValues; // one count per leaking value, however many leaks it holds
    for (const Finding &finding : bundle.findings()) {
        if (finding.call < 0 || std::size_t(finding.call) >= bundle.calls().size())
            continue;
        const QString slug = bundle.slugAt(bundle.calls()[std::size_t(finding.call)].slug);
        // …/capabilityCalls/K/arguments/rest or …/capabilityCalls/K/resultPreview (+ embedded pointer)
        const qsizetype calls = finding.pointer.indexOf(QLatin1String("/capabilityCalls/"));
        if (slug.isEmpty() || calls < 0)
            continue;
        const qsizetype member = finding.pointer.indexOf(QLatin1Char('/'), calls + 17);
        if (member < 0)
            continue;
        const QStringView rest = QStringView(finding.pointer).mid(member);
        QString field;
        if (rest.startsWith(QLatin1String("/arguments/")))
            field = fieldPath(QStringLiteral("arguments"), rest.mid(10));
        else if (rest == QLatin1String("/resultPreview"))
            field = fieldPath(QStringLiteral("result"), finding.embeddedPointer);
        else
            continue;
        if (!leakedValues.insert(finding.pointer + QLatin1Char('\n') + finding.embeddedPointer).second)
            continue;
        FieldCoverage &counts = walk.counts(slug, field);
        ++counts.leaked;
        counts.seen = std::max(counts.seen, counts.leaked); // a cut-off preview counts as one field
    }
    std::sort(result.coverage.begin(), result.coverage.end(), [](const CoverageCount &a, const CoverageCount &b) {
        if (a.capability != b.capability)
            return a.capability < b.capability;
        return a.field < b.field;
    });
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
    for (const auto &[capability, checked] : scan.checkedByCapability)
        m_drift[capability].checked += checked;
    {
        std::set<std::pair<QString, QString>> failingCalls; // (capability, message + call)
        for (const DriftFinding &drift : scan.drift) {
            Drift &entry = m_drift[drift.capability];
            auto &field = entry.fields[drift.field];
            if (field.first++ == 0)
                field.second = drift.message;
            const QString call = drift.messageId + drift.pointer.section(QLatin1Char('/'), 0, 3);
            if (failingCalls.emplace(drift.capability, call).second)
                ++entry.failing;
        }
    }
    m_failedCalls += scan.failedCalls;
    m_invalidProvenance += scan.invalidProvenance;
    // Sorted by capability: one lookup for each capability's run of fields.
    std::map<QString, FieldCoverage> *into = nullptr;
    const QString *intoCapability = nullptr;
    for (const CoverageCount &count : scan.coverage) {
        if (!intoCapability || *intoCapability != count.capability) {
            into = &m_coverage[count.capability];
            intoCapability = &count.capability;
        }
        FieldCoverage &total = (*into)[count.field];
        total.seen += count.counts.seen;
        total.masked += count.counts.masked;
        total.leaked += count.counts.leaked;
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

qint64 DeploymentSummary::driftingCalls() const
{
    qint64 failing = 0;
    for (const auto &[capability, drift] : m_drift)
        failing += drift.failing;
    return failing;
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
    QJsonObject drift;
    for (const auto &[capability, entry] : m_drift) {
        QJsonObject fields;
        for (const auto &[field, count] : entry.fields)
            fields.insert(field, QJsonObject{{QStringLiteral("calls"), count.first}, {QStringLiteral("message"), count.second}});
        drift.insert(capability, QJsonObject{{QStringLiteral("checked"), entry.checked},
                                             {QStringLiteral("failing"), entry.failing},
                                             {QStringLiteral("fields"), fields}});
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
        {QStringLiteral("drift"), drift},
        {QStringLiteral("reviewedFalsePositives"), m_reviewedFalsePositives},
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

DeploymentScanner::DeploymentScanner(Deliver deliver, const DriftSchemas *schemas)
    : m_deliver(std::move(deliver))
    , m_schemas(schemas)
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
    m_tasks.start([batch, schemas = m_schemas] {
        std::vector<ConversationScan> outputs;
        outputs.reserve(batch->inputs.size());
        // The texts stay until the batch is handed back: they are freed on the thread that
        // made them, as frees across threads contend for the allocator's locks.
        for (const QByteArray &input : batch->inputs)
            outputs.push_back(ConversationScan::scan(input, schemas));
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
