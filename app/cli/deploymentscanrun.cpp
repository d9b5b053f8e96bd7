#include "cli/deploymentscanrun.h"

#include "scanmarks.h"

#include "auditscan.h"
#include "liveverdicts.h"
#include "catalog/catalogstore.h"
#include "cli/connectionsource.h"
#include "connection.h"
#include "core/jsontext.h"
#include "provenance/deploymentscan.h"
#include "provenance/review.h"
#include "rules/jsonschemachecker.h"
#include "workspace.h"

#include <QCommandLineParser>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <cstdio>
#if defined(Q_OS_UNIX)
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace capstudio::cli {

using provenance::ConversationScan;
using provenance::DeploymentFinding;
using provenance::DeploymentScanContext;
using provenance::DeploymentScanner;
using provenance::DeploymentSummary;

const QString DeploymentScanRun::AllOption = QStringLiteral("all");
const QString DeploymentScanRun::SinceOption = QStringLiteral("since");
const QString DeploymentScanRun::UntilOption = QStringLiteral("until");
const QString DeploymentScanRun::AgentOption = QStringLiteral("agent");
const QString DeploymentScanRun::SinceLastOption = QStringLiteral("since-last");
const QString DeploymentScanRun::WorkspaceOption = QStringLiteral("workspace");

namespace {

bool stderrIsTerminal()
{
#if defined(Q_OS_UNIX)
    return ::isatty(STDERR_FILENO) == 1;
#else
    return false;
#endif
}

// The process's peak resident memory in MB, 0 where the system does not say.
qint64 peakMegabytes()
{
#if defined(Q_OS_LINUX)
    struct rusage usage {};
    if (::getrusage(RUSAGE_SELF, &usage) == 0)
        return qint64(usage.ru_maxrss) / 1024; // kilobytes on Linux
#endif
    return 0;
}

// A date (the start of that day, UTC) or a time with its zone. `endOfDay`: a date names the
// day's end (the next day's start), so that --until 2026-11-30 includes the 30th.
QDateTime parseWhen(const QString &value, bool endOfDay)
{
    const QDate date = QDate::fromString(value, Qt::ISODate);
    if (date.isValid() && value.size() == 10)
        return QDateTime(endOfDay ? date.addDays(1) : date, QTime(0, 0), Qt::UTC);
    QDateTime time = QDateTime::fromString(value, Qt::ISODateWithMs);
    if (!time.isValid() || time.timeSpec() == Qt::LocalTime)
        return {}; // a time without its zone would mean something else on every machine
    return time.toUTC();
}

QString timeText(const QDateTime &time)
{
    return time.toString(Qt::ISODateWithMs);
}

// "1:02:03" or "2:03".
QString durationText(qint64 seconds)
{
    const qint64 h = seconds / 3600;
    const qint64 m = seconds / 60 % 60;
    const qint64 s = seconds % 60;
    const QString ms = QStringLiteral("%1:%2").arg(m, h > 0 ? 2 : 1, 10, QLatin1Char('0')).arg(s, 2, 10, QLatin1Char('0'));
    return h > 0 ? QStringLiteral("%1:%2").arg(h).arg(ms) : ms;
}

} // namespace

QList<QCommandLineOption> DeploymentScanRun::options()
{
    return {
        QCommandLineOption(AllOption, tr("With --from: scan every conversation the connection holds "
                                         "(PostgreSQL: all of them; Sunrise's API: those the key can see).")),
        QCommandLineOption(SinceOption, tr("With --all: only messages created at or after DATE "
                                           "(YYYY-MM-DD, UTC, or a time with its zone)."),
                           QStringLiteral("DATE")),
        QCommandLineOption(UntilOption, tr("With --all: only messages created before DATE "
                                           "(a date includes that whole day)."),
                           QStringLiteral("DATE")),
        QCommandLineOption(AgentOption, tr("With --all: only conversations of the agent SLUG (repeatable)."),
                           QStringLiteral("SLUG")),
        QCommandLineOption(SinceLastOption, tr("With --all: only what arrived since the previous --since-last scan "
                                               "of the same connection (and agents), as the workspace remembers it.")),
        QCommandLineOption(WorkspaceOption, tr("With --since-last: the workspace that keeps where each scan stopped "
                                               "(default: the app's own)."),
                           QStringLiteral("PATH")),
    };
}

bool DeploymentScanRun::isSet(const QCommandLineParser &parser)
{
    return parser.isSet(AllOption) || parser.isSet(SinceOption) || parser.isSet(UntilOption)
           || parser.isSet(AgentOption) || parser.isSet(SinceLastOption);
}

int DeploymentScanRun::run(const QCommandLineParser &parser, const QString &reportPath, CommandContext &context)
{
    const QString command = QStringLiteral("capstudio scan");
    if (!parser.isSet(AllOption) || !ConnectionSource::isSet(parser) || !parser.positionalArguments().isEmpty()) {
        context.err << tr("capstudio scan: --since, --until, --since-last and --agent go with --from CONNECTION --all "
                          "and no BUNDLE")
                    << '\n';
        return ExitFailure;
    }
    const bool sinceLast = parser.isSet(SinceLastOption);
    if (sinceLast && parser.isSet(SinceOption)) {
        context.err << tr("capstudio scan: --since-last starts where the previous scan stopped: it takes no --since")
                    << '\n';
        return ExitFailure;
    }
    ConversationScanFilter filter;
    if (parser.isSet(SinceOption)) {
        filter.since = parseWhen(parser.value(SinceOption), false);
        if (!filter.since.isValid()) {
            context.err << tr("capstudio scan: --since %1: not a date (YYYY-MM-DD) or a time with its zone "
                              "(2026-11-01T08:00:00Z)")
                               .arg(parser.value(SinceOption))
                        << '\n';
            return ExitFailure;
        }
    }
    if (parser.isSet(UntilOption)) {
        filter.until = parseWhen(parser.value(UntilOption), true);
        if (!filter.until.isValid()) {
            context.err << tr("capstudio scan: --until %1: not a date (YYYY-MM-DD) or a time with its zone "
                              "(2026-11-30T18:00:00Z)")
                               .arg(parser.value(UntilOption))
                        << '\n';
            return ExitFailure;
        }
    }
    if (filter.since.isValid() && filter.until.isValid() && filter.since >= filter.until) {
        context.err << tr("capstudio scan: --since %1 is not before --until %2")
                           .arg(parser.value(SinceOption), parser.value(UntilOption))
                    << '\n';
        return ExitFailure;
    }
    for (const QString &value : parser.values(AgentOption)) {
        for (const QString &slug : value.split(QLatin1Char(','), Qt::SkipEmptyParts))
            filter.agentSlugs << slug.trimmed();
    }
    filter.agentSlugs.removeDuplicates();
    filter.agentSlugs.sort();

    const Expected<std::unique_ptr<Connection>> opened = ConnectionSource::open(parser, context, command);
    if (!opened) {
        context.err << tr("%1: %2").arg(command, opened.error().message) << '\n';
        return ExitFailure;
    }
    Connection &connection = *opened.value();
    const ConnectionProfile &profile = connection.profile();
    const bool quiet = parser.isSet(ConnectionSource::QuietOption);

    DeploymentScanContext scanContext;
    scanContext.source = profile.displayUrl();
    scanContext.agents = filter.agentSlugs;
    if (filter.since.isValid() || filter.until.isValid())
        scanContext.window = tr("from %1 up to %2")
                                 .arg(filter.since.isValid() ? timeText(filter.since) : tr("the first"),
                                      filter.until.isValid() ? timeText(filter.until) : tr("the last"));
    if (profile.kind == ConnectionProfile::Kind::Sunrise) {
        scanContext.visibleOnly = true;
        scanContext.linkBase = profile.serverUrl.toString(QUrl::FullyEncoded | QUrl::RemoveUserInfo
                                                          | QUrl::RemoveQuery | QUrl::RemoveFragment);
        if (!quiet)
            context.err << tr("%1: Sunrise's API shows an API key only its owner's conversations, shared ones "
                              "and system ones; other users' conversations are not scanned.")
                               .arg(command)
                        << '\n';
    }

    // --since-last: where the previous scan of this connection and these agents stopped.
    std::unique_ptr<Workspace> workspace;
    std::optional<ScanMarkFollower> follower;
    const QString markKey = ScanMarkFollower::key(scanContext.source, filter.agentSlugs);
    // The workspace keeps the scan marks and the verdicts: opened when asked for, when
    // --since-last needs it, or when the app's own exists (a scan never creates one unasked).
    const QString workspacePath = parser.isSet(WorkspaceOption) ? parser.value(WorkspaceOption) : Workspace::defaultPath();
    if (sinceLast || parser.isSet(WorkspaceOption) || QFileInfo::exists(workspacePath)) {
        if (!sinceLast && !QFileInfo::exists(workspacePath)) {
            context.err << tr("%1: no workspace at %2").arg(command, workspacePath) << '\n';
            return ExitFailure;
        }
        Expected<std::unique_ptr<Workspace>> opened = Workspace::open(workspacePath);
        if (!opened) {
            context.err << tr("%1: cannot open the workspace %2: %3").arg(command, workspacePath, opened.error().message)
                        << '\n';
            return ExitFailure;
        }
        workspace = std::move(opened.value());
    }
    // Verdicts on this connection's findings, signed by their reviewers; an altered one is not used.
    QHash<QString, provenance::LiveVerdict> verdicts;
    if (workspace) {
        int altered = 0;
        Expected<QHash<QString, provenance::LiveVerdict>> stored =
            liveverdicts::read(workspace->store(), scanContext.source, &altered);
        if (!stored) {
            context.err << tr("%1: %2").arg(command, stored.error().message) << '\n';
            return ExitFailure;
        }
        verdicts = std::move(stored.value());
        if (altered > 0)
            context.err << tr("%1: %2 verdicts in the workspace were altered after they were signed and are not used")
                               .arg(command)
                               .arg(altered)
                        << '\n';
    }
    if (sinceLast) {
        const Expected<std::optional<ScanMark>> mark = workspace->store().scanMark(markKey);
        if (!mark) {
            context.err << tr("%1: %2").arg(command, mark.error().message) << '\n';
            return ExitFailure;
        }
        follower.emplace(mark.value());
        const std::optional<ScanMark> &previous = follower->previous();
        if (previous) {
            follower->narrow(filter);
            scanContext.window = tr("from %1 up to %2")
                                     .arg(timeText(filter.since),
                                          filter.until.isValid() ? timeText(filter.until) : tr("the last"));
            if (!quiet)
                context.err << tr("%1: the previous scan read messages up to %2; reading from %3")
                                   .arg(command, timeText(previous->scannedUntil), timeText(filter.since))
                            << '\n';
        } else if (!quiet) {
            context.err << tr("%1: no previous scan of %2 in the workspace: reading everything")
                               .arg(command, markKey)
                        << '\n';
        }
    }

    // Schema drift: each capability's parameters schema as the connection holds it today.
    provenance::DriftSchemas schemas;
    {
        const Expected<QList<Capability>> capabilities = connection.store()->listCapabilities();
        if (!capabilities) {
            context.err << tr("%1: the capabilities could not be read, so no call is checked for schema drift: %2")
                               .arg(command, capabilities.error().message)
                        << '\n';
        } else {
            QStringList invalid;
            AuditScan::addSchemas(schemas, capabilities.value(), &invalid);
            for (const QString &slug : std::as_const(invalid)) {
                if (!quiet)
                    context.err << tr("%1: the parameters schema of %2 is not a valid JSON Schema: its calls are "
                                      "not checked for drift")
                                       .arg(command, slug)
                                << '\n';
            }
        }
    }

    const bool json = context.format == OutputFormat::Json;
    const bool progressShown = !quiet && stderrIsTerminal();
    const QString inMessage = tr("conversation %1 message %2 %3");
    const QString inConversation = tr("conversation %1 %2");
    const QString inCapability = tr(" in %1");
    const QString sentence = tr("%1 \"%2\"%3 — masked: %4");
    const QString reviewedBy = tr(" [%1, reviewed by %2]");

    if (json) {
        const QJsonObject head{
            {QStringLiteral("source"), scanContext.source},
            {QStringLiteral("since"), filter.since.isValid() ? QJsonValue(timeText(filter.since)) : QJsonValue()},
            {QStringLiteral("until"), filter.until.isValid() ? QJsonValue(timeText(filter.until)) : QJsonValue()},
            {QStringLiteral("agents"), QJsonArray::fromStringList(filter.agentSlugs)},
            {QStringLiteral("visibleOnly"), scanContext.visibleOnly},
        };
        const QByteArray text = JsonText::compact(head);
        context.out << text.left(text.size() - 1) << ",\"findings\":[";
    }

    DeploymentSummary summary;
    QStringList unreadable;
    qint64 printed = 0;
    qint64 totalMessages = -1;
    QElapsedTimer clock;
    clock.start();
    qint64 lastProgress = -1000;
    const auto showProgress = [&](bool force) {
        if (!progressShown)
            return;
        const qint64 now = clock.elapsed();
        if (!force && now - lastProgress < 250)
            return;
        lastProgress = now;
        const double rate = now > 0 ? double(summary.messages()) * 1000.0 / double(now) : 0.0;
        QString line = tr("%1 conversations, %2 messages").arg(summary.conversations()).arg(summary.messages());
        if (totalMessages > 0)
            line += tr(" of %1 (%2 %)").arg(totalMessages).arg(summary.messages() * 100 / totalMessages);
        line += tr(", %1 messages/s").arg(qint64(rate));
        if (totalMessages > 0 && rate > 0 && summary.messages() < totalMessages)
            line += tr(", about %1 left").arg(durationText(qint64(double(totalMessages - summary.messages()) / rate) + 1));
        line += tr(", %n finding(s)", nullptr, int(std::min<qint64>(summary.findings(), INT_MAX)));
        context.err << '\r' << line << QStringLiteral("\x1b[K");
        context.err.flush();
    };

    qint64 repeated = 0;
    constexpr int DriftShown = 1000; // drift listed one by one; the counts cover them all
    QJsonArray driftJson;
    qint64 driftListed = 0;
    const QString driftLine = tr("%1: schema drift in %2: %3");
    std::vector<liveverdicts::Applied> applied; // verdicts that judged a finding of this scan, in order
    DeploymentScanner scanner([&](ConversationScan &&scan) {
        liveverdicts::apply(scan, verdicts, applied, summary);
        if (follower)
            repeated += follower->follow(scan);
        summary.add(scan);
        for (const provenance::DriftFinding &drift : scan.drift) {
            if (driftListed++ >= DriftShown)
                break;
            if (json) {
                driftJson.append(drift.toJson());
            } else {
                context.out << driftLine.arg(inMessage.arg(drift.conversationId, drift.messageId, drift.pointer),
                                             drift.capability, drift.message)
                            << '\n';
            }
        }
        if (!scan.error.isEmpty()) {
            unreadable << tr("conversation %1: %2").arg(scan.conversationId, scan.error);
            return;
        }
        for (const DeploymentFinding &finding : scan.findings) {
            if (json) {
                QJsonObject object = finding.toJson();
                const auto verdict = verdicts.constFind(finding.conversationId + QLatin1Char('\n') + finding.reviewKey);
                if (verdict != verdicts.cend())
                    object.insert(QStringLiteral("verdict"),
                                  QJsonObject{{QStringLiteral("verdict"), provenance::verdictId(verdict->verdict)},
                                              {QStringLiteral("reviewer"), verdict->reviewer},
                                              {QStringLiteral("time"), verdict->time}});
                context.out << (printed++ == 0 ? "\n" : ",\n") << JsonText::compact(object);
                continue;
            }
            ++printed;
            const QString where = finding.messageId.isEmpty()
                ? inConversation.arg(finding.conversationId, finding.pointer)
                : inMessage.arg(finding.conversationId, finding.messageId, finding.pointer);
            const auto verdict = verdicts.constFind(finding.conversationId + QLatin1Char('\n') + finding.reviewKey);
            context.out << where << ": " << provenance::leakSeverityId(finding.severity) << '['
                        << provenance::leakKindId(finding.kind) << "]: "
                        << sentence.arg(provenance::leakKindTitle(finding.kind), finding.hint,
                                        finding.capability.isEmpty() ? QString() : inCapability.arg(finding.capability),
                                        finding.masked)
                        << (verdict == verdicts.cend()
                                ? QString()
                                : reviewedBy.arg(provenance::verdictTitle(verdict->verdict), verdict->reviewer))
                        << '\n';
        }
        showProgress(false);
    }, &schemas);

    const Status streamed = connection.store()->streamConversations(
        filter, [&](const QByteArray &data, const ConversationStreamProgress &progress) {
            totalMessages = progress.totalMessages;
            scanner.add(data);
            return true;
        });
    scanner.finish();
    if (progressShown) {
        showProgress(true);
        context.err << '\n';
    }
    if (json) {
        QJsonArray unreadableJson;
        for (const QString &entry : unreadable)
            unreadableJson.append(entry);
        context.out << (printed > 0 ? "\n]" : "]") << ",\"unreadable\":" << JsonText::compact(unreadableJson)
                    << ",\"complete\":" << (streamed ? "true" : "false")
                    << ",\"reportedBefore\":" << repeated
                    << ",\"drift\":" << JsonText::compact(driftJson)
                    << ",\"summary\":" << JsonText::compact(summary.toJson()) << "}\n";
    }
    context.out.flush();
    for (const QString &entry : unreadable)
        context.err << tr("%1: %2").arg(command, entry) << '\n';

    if (!streamed) {
        context.err << tr("%1: the scan stopped after %n conversation(s): %2; what is above is incomplete",
                          nullptr, int(std::min<qint64>(summary.conversations(), INT_MAX)))
                           .arg(command, streamed.error().message)
                    << '\n';
        return ExitFailure;
    }
    // Whether each verdict's evidence is still the conversation it judged.
    liveverdicts::addReviews(*connection.store(), applied, summary);
    if (!reportPath.isEmpty()) {
        const Status written = summary.writeReport(scanContext, reportPath);
        if (!written) {
            context.err << tr("%1: %2").arg(command, written.error().message) << '\n';
            return ExitFailure;
        }
    }
    // The mark moves only after a whole scan, and only forward.
    if (follower && unreadable.isEmpty()) {
        if (const std::optional<ScanMark> mark = follower->next(markKey)) {
            const Status saved = workspace->store().saveScanMark(*mark);
            if (!saved) {
                context.err << tr("%1: the scan is complete but where it stopped could not be kept: %2")
                                   .arg(command, saved.error().message)
                            << '\n';
                return ExitFailure;
            }
        }
    }
    if (repeated > 0 && !quiet)
        context.err << tr("%1: %2 findings near the previous scan's end were reported then and are not repeated")
                           .arg(command)
                           .arg(repeated)
                    << '\n';
    const double seconds = double(clock.elapsed()) / 1000.0;
    if (!quiet) {
        context.err << tr("%1: %2 conversations, %3 messages, %4 capability calls in %5 s; "
                          "%6 findings (%7 high, %8 medium, %9 low) in %10 conversations; peak memory %11 MB")
                           .arg(scanContext.source)
                           .arg(summary.conversations())
                           .arg(summary.messages())
                           .arg(summary.calls())
                           .arg(QString::number(seconds, 'f', 1))
                           .arg(summary.findings())
                           .arg(summary.severityCount(provenance::LeakSeverity::High))
                           .arg(summary.severityCount(provenance::LeakSeverity::Medium))
                           .arg(summary.severityCount(provenance::LeakSeverity::Low))
                           .arg(summary.conversationsWithFindings())
                           .arg(peakMegabytes())
                    << '\n';
    }
    if (!quiet && summary.driftingCalls() > 0)
        context.err << tr("%1: %2 recorded calls would not pass their capability's schema today")
                           .arg(command)
                           .arg(summary.driftingCalls())
                    << '\n';
    if (!unreadable.isEmpty())
        return ExitFailure;
    return summary.findings() > 0 || summary.driftingCalls() > 0 ? ExitFindings : ExitClean;
}

} // namespace capstudio::cli
