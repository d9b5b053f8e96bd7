// DeploymentSummary::report: the audit report of a whole deployment scan.
#include "provenance/deploymentscan.h"

#include "reportsink.h"

#include <QDateTime>
#include <QSaveFile>
#include <QUrl>

namespace capstudio::provenance {

namespace {

using detail::Cell;
using detail::code;
using detail::link;
using detail::number;
using detail::ReportSink;
using detail::text;

// "12.5 %" with one decimal, the same in every locale.
QString percent(qint64 part, qint64 whole)
{
    if (whole <= 0)
        return QStringLiteral("—");
    return QString::number(double(part) * 100.0 / double(whole), 'f', 1) + QStringLiteral(" %");
}

QString kindTitleOf(const QString &id)
{
    for (int kind = 0; kind < LeakKindCount; ++kind) {
        if (leakKindId(LeakKind(kind)) == id)
            return leakKindTitle(LeakKind(kind));
    }
    return id;
}

} // namespace

QByteArray DeploymentSummary::report(const DeploymentScanContext &context, AuditReport::Format format) const
{
    const std::unique_ptr<ReportSink> sink = ReportSink::create(format, 64 * 1024);
    ReportSink &out = *sink;
    out.begin(tr("Deployment audit: %1").arg(context.source));
    out.paragraph(tr("Messages created: %1. Agents: %2.")
                      .arg(context.window.isEmpty() ? tr("at any time") : context.window,
                           context.agents.isEmpty() ? tr("all") : context.agents.join(QStringLiteral(", "))));
    if (context.visibleOnly)
        out.paragraph(tr("Read over Sunrise's REST API, which shows an API key only its owner's "
                         "conversations, shared ones and system ones: other users' conversations "
                         "were not scanned."));
    out.paragraph(tr("Each finding is counted, never quoted: a leaked value appears in this "
                     "report neither in full nor in part."));

    out.heading(tr("Summary"));
    out.beginTable({text(tr("Count")), number(tr("Value"))});
    out.row({text(tr("Conversations")), number(m_conversations)});
    out.row({text(tr("Messages")), number(m_messages)});
    out.row({text(tr("Capability calls")), number(m_calls)});
    out.row({text(tr("Failed calls")), number(m_failedCalls)});
    out.row({text(tr("Messages with invalid provenance")), number(m_invalidProvenance)});
    out.row({text(tr("Findings")), number(m_findings)});
    out.row({text(tr("Findings of high severity")), number(m_severity[std::size_t(LeakSeverity::High)])});
    out.row({text(tr("Findings of medium severity")), number(m_severity[std::size_t(LeakSeverity::Medium)])});
    out.row({text(tr("Findings of low severity")), number(m_severity[std::size_t(LeakSeverity::Low)])});
    out.row({text(tr("Conversations with findings")), number(m_conversationsWithFindings)});
    out.row({text(tr("Conversations that could not be read")), number(m_unreadable)});
    out.row({text(tr("Findings judged false positive (not counted)")), number(m_reviewedFalsePositives)});
    out.row({text(tr("Calls that would fail their schema today")), number(driftingCalls())});
    out.endTable();

    const auto countTable = [&](const QString &heading, const QString &column,
                                const std::map<QString, qint64> &counts, const QString &emptyName,
                                bool asCode) {
        out.heading(heading);
        if (counts.empty()) {
            out.paragraph(tr("None."));
            return;
        }
        out.beginTable({text(column), number(tr("Findings")), number(tr("Share"))});
        for (const auto &[key, count] : counts) {
            const Cell name = key.isEmpty() ? text(emptyName) : asCode ? code(key) : text(key);
            out.row({name, number(count), number(percent(count, m_findings))});
        }
        out.endTable();
    };

    out.heading(tr("Findings by kind"));
    if (m_byKind.empty()) {
        out.paragraph(tr("No unredacted personal data or secrets were found."));
    } else {
        out.beginTable({text(tr("Kind")), text(tr("Identifier")), number(tr("Findings")), number(tr("Share"))});
        for (const auto &[id, count] : m_byKind)
            out.row({text(kindTitleOf(id)), code(id), number(count), number(percent(count, m_findings))});
        out.endTable();
    }
    countTable(tr("Findings by capability"), tr("Capability"), m_byCapability,
               tr("(message text, outside any call)"), true);
    countTable(tr("Findings by agent"), tr("Agent"), m_byAgent, tr("(no agent)"), true);
    countTable(tr("Findings by day"), tr("Day (UTC)"), m_byDay, tr("(the conversation's own fields)"), false);

    out.heading(tr("Redaction coverage"));
    if (m_coverage.empty()) {
        out.paragraph(tr("No capability calls were recorded."));
    } else {
        out.paragraph(tr("Every string field of the recorded calls' arguments and result previews: "
                         "how often it was seen, how often it arrived masked, how often it carried "
                         "a leak. A field that leaks is a redactor to fix."));
        out.beginTable({text(tr("Capability")), text(tr("Field")), number(tr("Seen")), number(tr("Masked")),
                        number(tr("Leaked")), number(tr("Masked share"))});
        for (const auto &[capability, fields] : m_coverage) {
            for (const auto &[field, count] : fields)
                out.row({code(capability), code(field), number(count.seen), number(count.masked),
                         number(count.leaked), number(percent(count.masked, count.seen))});
        }
        out.endTable();
    }

    out.heading(tr("Schema drift"));
    if (m_drift.empty()) {
        out.paragraph(tr("No recorded call was checked against a capability's schema (the connection gave none)."));
    } else {
        out.paragraph(tr("Every recorded call's arguments checked against its capability's "
                         "functionDefinition.parameters as the connection holds it today: calls that would "
                         "not validate now are a changed contract that old conversations break. Masked "
                         "values are not held against a call."));
        out.beginTable({text(tr("Capability")), number(tr("Calls checked")), number(tr("Would fail today")),
                        text(tr("Field")), number(tr("Calls")), text(tr("First message"))});
        for (const auto &[capability, entry] : m_drift) {
            if (entry.fields.empty()) {
                out.row({code(capability), number(entry.checked), number(entry.failing), code(QString()),
                         number(QStringLiteral("—")), text(QStringLiteral("—"))});
                continue;
            }
            bool first = true;
            for (const auto &[field, count] : entry.fields) {
                out.row({code(first ? capability : QString()), number(first ? QString::number(entry.checked) : QString()),
                         number(first ? QString::number(entry.failing) : QString()), code(field),
                         number(count.first), text(count.second)});
                first = false;
            }
        }
        out.endTable();
    }

    out.heading(tr("The %n worst conversation(s)", nullptr, int(m_worst.size())));
    if (m_worst.empty()) {
        out.paragraph(tr("No conversation has findings."));
    } else {
        out.beginTable({number(QStringLiteral("#")), text(tr("Conversation")), text(tr("Title")),
                        text(tr("Agent")), number(tr("Findings")), number(tr("High")),
                        text(tr("Last message (UTC)"))});
        QString base = context.linkBase;
        while (base.endsWith(QLatin1Char('/')))
            base.chop(1);
        int rank = 0;
        for (const Worst &entry : m_worst) {
            const QString href = base + QStringLiteral("/admin/orchestration/conversations/")
                + QString::fromLatin1(QUrl::toPercentEncoding(entry.conversationId));
            const QString last = entry.lastTimeMs == 0
                ? QStringLiteral("—")
                : QDateTime::fromMSecsSinceEpoch(entry.lastTimeMs, Qt::UTC).toString(Qt::ISODate);
            out.row({number(++rank), link(entry.conversationId, href), text(entry.title.isEmpty() ? QStringLiteral("—") : entry.title),
                     code(entry.agent), number(entry.findings), number(entry.high), text(last)});
        }
        out.endTable();
    }

    out.heading(tr("Reviews"));
    if (m_reviews.empty()) {
        out.paragraph(tr("No finding of this scan has a verdict in the workspace."));
    } else {
        out.paragraph(tr("Verdicts kept in the workspace on findings of this scan, each signed by its reviewer; "
                         "%n finding(s) judged false positive are not counted above.",
                         nullptr, int(m_reviewedFalsePositives)));
        out.beginTable({text(tr("Conversation")), text(tr("Where")), text(tr("Kind")), text(tr("Verdict")),
                        text(tr("Reviewer")), text(tr("Time")), text(tr("Signature and evidence"))});
        for (const Review &review : m_reviews)
            out.row({code(review.conversationId), code(review.pointer), code(review.kind), text(review.verdict),
                     text(review.reviewer), text(review.time), text(review.status)});
        out.endTable();
    }

    if (m_unreadable > 0) {
        out.heading(tr("Conversations that could not be read (%1)").arg(QString::number(m_unreadable)));
        out.beginTable({text(tr("Conversation and reason"))});
        for (const QString &example : m_unreadableExamples)
            out.row({text(example)});
        out.endTable();
        if (m_unreadable > m_unreadableExamples.size())
            out.paragraph(tr("… and %1 more.").arg(QString::number(m_unreadable - m_unreadableExamples.size())));
    }
    out.end();
    return sink->take();
}

Status DeploymentSummary::writeReport(const DeploymentScanContext &context, const QString &path) const
{
    const QByteArray bytes = report(context, AuditReport::formatForPath(path));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return StoreError{StoreError::Kind::Backend,
                          tr("Cannot write the audit report %1: %2").arg(path, file.errorString())};
    return {};
}

} // namespace capstudio::provenance
