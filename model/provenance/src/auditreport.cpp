#include "provenance/auditreport.h"

#include "provenance/bundle.h"
#include "provenance/review.h"
#include "reportsink.h"

#include <QDateTime>
#include <QFileInfo>
#include <QHash>
#include <QSaveFile>
#include <algorithm>

namespace capstudio::provenance {

namespace {

using detail::Cell;
using detail::code;
using detail::number;
using detail::ReportSink;
using detail::text;

// ---- formatting that depends on neither the clock nor the locale -------------------------

QString timeText(qint64 ms)
{
    if (ms == 0)
        return QString();
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

// Fixed-point with at most `decimals` digits, trailing zeros dropped ("812", "0.0123").
QString numberText(double value, int decimals)
{
    QString text = QString::number(value, 'f', decimals);
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    if (text == QLatin1String("-0"))
        text = QStringLiteral("0");
    return text;
}

// Replaces every leaked text of `findings` in `value` by its masked form; when a leaked text
// cannot be found as is (escaping differences), the whole value is replaced, to be safe.
QString masked(QString value, const std::vector<const Finding *> &findings)
{
    for (const Finding *finding : findings) {
        if (!finding->text.isEmpty() && value.contains(finding->text))
            value.replace(finding->text, finding->masked);
        else
            value = finding->masked;
    }
    return value;
}

// ---- what the report says -------------------------------------------------------------------

QString dash(const QString &value)
{
    return value.isEmpty() ? QStringLiteral("—") : value;
}

class ReportWriter
{
public:
    ReportWriter(const Bundle &bundle, ReportSink &sink, const ReviewFile *review, const QString &reviewPath)
        : m_bundle(bundle)
        , m_sink(sink)
        , m_review(review)
        , m_reviewPath(reviewPath)
    {
        // One pass; Bundle::findingsOfMessage() walks every finding each time it is asked.
        const std::vector<Finding> &findings = m_bundle.findings();
        for (std::size_t i = 0; i < findings.size(); ++i) {
            if (findings[i].message < 0)
                m_headerFindings.push_back(&findings[i]);
            else if (findings[i].call >= 0)
                m_callFindings[findings[i].call].push_back(&findings[i]);
        }
    }

    void write()
    {
        const ConversationInfo &info = m_bundle.conversation();
        const QString title = header(QStringLiteral("title"), info.title);
        m_sink.begin(AuditReport::tr("Provenance audit: %1")
                         .arg(title.isEmpty() ? AuditReport::tr("untitled conversation") : title));
        m_sink.paragraph(AuditReport::tr("Bundle: %1").arg(m_bundle.name()));
        writeConversation();
        writeFindings();
        writeReview();
        writeCalls();
        writeProblems();
        m_sink.end();
    }

private:
    // A conversation field as shown: any leak found in it is masked.
    QString header(const QString &field, const QString &value) const
    {
        const QString pointer = (m_bundle.isEnvelope() ? QStringLiteral("/data/conversation/")
                                                       : QStringLiteral("/conversation/"))
            + field;
        std::vector<const Finding *> found;
        for (const Finding *finding : m_headerFindings) {
            if (finding->pointer == pointer)
                found.push_back(finding);
        }
        return masked(value, found);
    }

    // A string of capability call `index` (slug, errorCode) as shown.
    QString callField(int index, const QString &field, const QString &value) const
    {
        const CallSummary &call = m_bundle.calls()[std::size_t(index)];
        if (call.leakCount == 0 || value.isEmpty())
            return value;
        const QString pointer = m_bundle.messagePointer(int(call.message))
            + QStringLiteral("/provenance/capabilityCalls/") + QString::number(call.index)
            + QLatin1Char('/') + field;
        std::vector<const Finding *> found;
        const auto inCall = m_callFindings.constFind(index);
        if (inCall != m_callFindings.cend()) {
            for (const Finding *finding : *inCall) {
                if (finding->pointer == pointer)
                    found.push_back(finding);
            }
        }
        return masked(value, found);
    }

    QString messageText(qint32 message) const
    {
        if (message < 0 || std::size_t(message) >= m_bundle.messages().size())
            return AuditReport::tr("conversation");
        return AuditReport::tr("%1 (%2)")
            .arg(QString::number(message + 1), roleTitle(m_bundle.messages()[std::size_t(message)].role));
    }

    void writeConversation()
    {
        const ConversationInfo &info = m_bundle.conversation();
        const QString agentName = header(QStringLiteral("agentName"), info.agentName);
        const QString agentSlug = header(QStringLiteral("agentSlug"), info.agentSlug);
        QString agent = agentName;
        if (!agentSlug.isEmpty())
            agent = agent.isEmpty() ? agentSlug : AuditReport::tr("%1 (%2)").arg(agent, agentSlug);

        int counts[3] = {0, 0, 0};
        for (const Finding &finding : m_bundle.findings())
            ++counts[std::min(int(finding.severity), 2)];
        qint64 citations = 0;
        qint64 sources = 0;
        for (const MessageSummary &message : m_bundle.messages()) {
            citations += message.citationCount;
            sources += message.workflowSourceCount;
        }

        m_sink.heading(AuditReport::tr("Conversation"));
        m_sink.beginTable({text(AuditReport::tr("Field")), text(AuditReport::tr("Value"))});
        m_sink.row({text(AuditReport::tr("Title")), text(dash(header(QStringLiteral("title"), info.title)))});
        m_sink.row({text(AuditReport::tr("Conversation id")), code(header(QStringLiteral("id"), info.id))});
        m_sink.row({text(AuditReport::tr("Agent")), text(dash(agent))});
        m_sink.row({text(AuditReport::tr("Agent id")), code(header(QStringLiteral("agentId"), info.agentId))});
        m_sink.row({text(AuditReport::tr("User")), code(header(QStringLiteral("userId"), info.userId))});
        m_sink.row({text(AuditReport::tr("Status")),
                    text(info.isActive ? AuditReport::tr("active") : AuditReport::tr("inactive"))});
        m_sink.row({text(AuditReport::tr("Created")), text(dash(header(QStringLiteral("createdAt"), info.createdAt)))});
        m_sink.row({text(AuditReport::tr("Updated")), text(dash(header(QStringLiteral("updatedAt"), info.updatedAt)))});
        m_sink.row({text(AuditReport::tr("First message")), text(dash(timeText(m_bundle.firstTimeMs())))});
        m_sink.row({text(AuditReport::tr("Last message")), text(dash(timeText(m_bundle.lastTimeMs())))});
        m_sink.endTable();

        m_sink.heading(AuditReport::tr("Summary"));
        m_sink.beginTable({text(AuditReport::tr("Count")), number(AuditReport::tr("Value"))});
        m_sink.row({text(AuditReport::tr("Messages")), number(qint64(m_bundle.messages().size()))});
        m_sink.row({text(AuditReport::tr("Capability calls")), number(qint64(m_bundle.calls().size()))});
        m_sink.row({text(AuditReport::tr("Failed calls")), number(m_bundle.failedCallCount())});
        m_sink.row({text(AuditReport::tr("Findings")), number(qint64(m_bundle.findings().size()))});
        m_sink.row({text(AuditReport::tr("Findings of high severity")), number(counts[int(LeakSeverity::High)])});
        m_sink.row({text(AuditReport::tr("Findings of medium severity")), number(counts[int(LeakSeverity::Medium)])});
        m_sink.row({text(AuditReport::tr("Findings of low severity")), number(counts[int(LeakSeverity::Low)])});
        m_sink.row({text(AuditReport::tr("Messages with invalid provenance")),
                    number(m_bundle.invalidProvenanceCount())});
        m_sink.row({text(AuditReport::tr("Citations")), number(citations)});
        m_sink.row({text(AuditReport::tr("Workflow sources")), number(sources)});
        m_sink.endTable();
    }

    void writeFindings()
    {
        const std::vector<Finding> &findings = m_bundle.findings();
        m_sink.heading(AuditReport::tr("Findings (%1)").arg(QString::number(findings.size())));
        if (findings.empty()) {
            m_sink.paragraph(AuditReport::tr("No unredacted personal data or secrets were found."));
            return;
        }
        m_sink.paragraph(AuditReport::tr("Each finding is shown in the masked form Sunrise's redaction "
                                         "helpers would have stored; the leaked text itself is not "
                                         "repeated here."));
        m_sink.beginTable({number(QStringLiteral("#")), text(AuditReport::tr("Severity")),
                           text(AuditReport::tr("Kind")), text(AuditReport::tr("Message")),
                           text(AuditReport::tr("Call")), text(AuditReport::tr("Location")),
                           text(AuditReport::tr("Masked form"))});
        for (std::size_t i = 0; i < findings.size(); ++i) {
            const Finding &finding = findings[i];
            QString call;
            if (finding.call >= 0 && std::size_t(finding.call) < m_bundle.calls().size()) {
                call = AuditReport::tr("%1 (#%2)")
                           .arg(callField(finding.call, QStringLiteral("slug"),
                                          m_bundle.slugAt(m_bundle.calls()[std::size_t(finding.call)].slug)),
                                QString::number(finding.call + 1));
            }
            m_sink.row({number(qint64(i + 1)), text(leakSeverityId(finding.severity)),
                        text(leakKindTitle(finding.kind)), text(messageText(finding.message)),
                        text(dash(call)), code(finding.location()), code(finding.masked)});
        }
        m_sink.endTable();
    }

    void writeReview()
    {
        if (!m_review)
            return;
        m_sink.heading(AuditReport::tr("Review"));
        const QString fingerprint = SigningKey::fingerprint(m_review->publicKey());
        switch (m_review->check(m_reviewPath)) {
        case ReviewFile::State::Good:
            m_sink.paragraph(AuditReport::tr("%1: signature good (Ed25519, %2); the bundle is the one it judged.")
                                 .arg(m_reviewPath, fingerprint));
            break;
        case ReviewFile::State::EvidenceChanged:
        case ReviewFile::State::EvidenceMissing:
            m_sink.paragraph(AuditReport::tr("%1: signature good (Ed25519, %2); the bundle changed since it was "
                                             "judged, so every verdict below is stale.")
                                 .arg(m_reviewPath, fingerprint));
            break;
        case ReviewFile::State::BadSignature:
            m_sink.paragraph(AuditReport::tr("%1 was altered after it was signed: its verdicts are not used.")
                                 .arg(m_reviewPath));
            return;
        }
        QHash<QString, qint64> numberOf; // finding key → its number in the findings table
        for (std::size_t i = 0; i < m_bundle.findings().size(); ++i)
            numberOf.insert(findingKey(m_bundle, m_bundle.findings()[i]), qint64(i + 1));
        m_sink.beginTable({text(AuditReport::tr("Finding")), text(AuditReport::tr("Verdict")),
                           text(AuditReport::tr("Reviewer")), text(AuditReport::tr("Time")),
                           text(AuditReport::tr("Note"))});
        for (const ReviewFile::Entry &entry : m_review->entries()) {
            const qint64 number = numberOf.value(entry.findingKey);
            const QString finding = number > 0 ? QStringLiteral("#%1").arg(number)
                                               : AuditReport::tr("%1 (no longer found)").arg(entry.pointer);
            m_sink.row({text(finding), text(verdictTitle(entry.verdict)), text(entry.reviewer), text(entry.time),
                        text(dash(entry.note))});
        }
        m_sink.endTable();
    }

    void writeCalls()
    {
        const std::vector<CallSummary> &calls = m_bundle.calls();
        m_sink.heading(AuditReport::tr("Capability calls (%1)").arg(QString::number(calls.size())));
        if (calls.empty()) {
            m_sink.paragraph(AuditReport::tr("No message of this bundle records a capability call."));
            return;
        }
        m_sink.beginTable({number(QStringLiteral("#")), text(AuditReport::tr("Message")),
                           text(AuditReport::tr("Capability")), text(AuditReport::tr("Result")),
                           number(AuditReport::tr("Latency")), number(AuditReport::tr("Cost")),
                           text(AuditReport::tr("Error code")), number(AuditReport::tr("Findings"))});
        for (std::size_t i = 0; i < calls.size(); ++i) {
            const CallSummary &call = calls[i];
            const QString cost = std::isnan(call.costUsd)
                ? QStringLiteral("—")
                : QStringLiteral("$") + numberText(call.costUsd, 8);
            m_sink.row({number(qint64(i + 1)), text(messageText(qint32(call.message))),
                        code(callField(int(i), QStringLiteral("slug"), m_bundle.slugAt(call.slug))),
                        text(call.success ? AuditReport::tr("ok") : AuditReport::tr("failed")),
                        number(numberText(call.latencyMs, 1) + QStringLiteral(" ms")), number(cost),
                        code(callField(int(i), QStringLiteral("errorCode"), call.errorCode)),
                        number(qint64(call.leakCount))});
        }
        m_sink.endTable();
    }

    void writeProblems()
    {
        const QList<Diagnostic> &problems = m_bundle.problems();
        m_sink.heading(AuditReport::tr("Provenance problems (%1)").arg(QString::number(problems.size())));
        if (problems.isEmpty()) {
            m_sink.paragraph(AuditReport::tr("Every message's provenance passes Sunrise's schema."));
            return;
        }
        m_sink.paragraph(AuditReport::tr("Sunrise returns the provenance of these messages as null."));
        m_sink.beginTable({number(QStringLiteral("#")), text(AuditReport::tr("Location")),
                           text(AuditReport::tr("Rule")), text(AuditReport::tr("Problem"))});
        const QString messagesPrefix = m_bundle.isEnvelope() ? QStringLiteral("/data/messages/")
                                                             : QStringLiteral("/messages/");
        QHash<qint32, std::vector<const Finding *>> findingsOfMessage;
        for (const Finding &finding : m_bundle.findings()) {
            if (finding.message >= 0 && !finding.text.isEmpty())
                findingsOfMessage[finding.message].push_back(&finding);
        }
        for (qsizetype i = 0; i < problems.size(); ++i) {
            const Diagnostic &problem = problems.at(i);
            const SourceLocation &location = problem.location();
            QString where;
            if (location.hasPointer)
                where = location.jsonPointer.isEmpty() ? QStringLiteral("/") : location.jsonPointer;
            else if (location.line > 0)
                where = QString::number(location.line) + QLatin1Char(':') + QString::number(location.column);
            // A problem's text may quote a value of its message: mask what leaks there.
            QString message = problem.message();
            if (location.hasPointer && location.jsonPointer.startsWith(messagesPrefix)) {
                bool ok = false;
                const int index = location.jsonPointer.mid(messagesPrefix.size())
                                      .section(QLatin1Char('/'), 0, 0).toInt(&ok);
                const auto found = ok ? findingsOfMessage.constFind(index) : findingsOfMessage.cend();
                if (found != findingsOfMessage.cend()) {
                    for (const Finding *finding : *found)
                        message.replace(finding->text, finding->masked);
                }
            }
            m_sink.row({number(qint64(i + 1)), code(where), code(problem.ruleId()), text(message)});
        }
        m_sink.endTable();
    }

    const Bundle &m_bundle;
    ReportSink &m_sink;
    const ReviewFile *m_review;
    QString m_reviewPath;
    std::vector<const Finding *> m_headerFindings;
    QHash<qint32, std::vector<const Finding *>> m_callFindings;
};

} // namespace

QByteArray AuditReport::render(const Bundle &bundle, Format format, const ReviewFile *review, const QString &reviewPath)
{
    const qsizetype rows = qsizetype(bundle.findings().size() + bundle.calls().size())
        + bundle.problems().size();
    const qsizetype reserve = 8192 + rows * (format == Format::Html ? 320 : 200);
    const std::unique_ptr<ReportSink> sink = ReportSink::create(format, reserve);
    ReportWriter(bundle, *sink, review, reviewPath).write();
    return sink->take();
}

AuditReport::Format AuditReport::formatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return Format::Html;
    return Format::Markdown;
}

Status AuditReport::write(const Bundle &bundle, const QString &path, const ReviewFile *review, const QString &reviewPath)
{
    const QByteArray bytes = render(bundle, formatForPath(path), review, reviewPath);
    if (bundle.changedOnDisk(true))
        return StoreError{StoreError::Kind::Backend, bundle.changedMessage()};
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return StoreError{StoreError::Kind::Backend,
                          tr("Cannot write the audit report %1: %2").arg(path, file.errorString())};
    if (file.write(bytes) != bytes.size() || !file.commit())
        return StoreError{StoreError::Kind::Backend,
                          tr("Cannot write the audit report %1: %2").arg(path, file.errorString())};
    return {};
}

} // namespace capstudio::provenance
