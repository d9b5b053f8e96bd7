#include "cli/scancommand.h"

#include "cli/connectionsource.h"
#include "cli/deploymentscanrun.h"
#include "cli/diagnosticprinter.h"
#include "catalog/catalogstore.h"
#include "connection.h"
#include "core/boundedread.h"
#include "core/jsontext.h"
#include "provenance/auditreport.h"
#include "provenance/bundle.h"
#include "provenance/redactedcopy.h"
#include "provenance/review.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <optional>

namespace capstudio::cli {

namespace {

using provenance::Bundle;
using provenance::Finding;
using provenance::ReviewFile;
// The verdict a review beside the bundle gives each finding (null: not reviewed).
using Verdicts = std::vector<const ReviewFile::Entry *>;

const QString RedactOutOption = QStringLiteral("redact-out");
const QString ReportOption = QStringLiteral("report");
const QString ConversationOption = QStringLiteral("conversation");

QJsonValue stringOrNull(const QString &value)
{
    return value.isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(value);
}

// The slug of the call a finding is in, or of the tool row whose result holds it.
QString findingSlug(const Bundle &bundle, const Finding &finding)
{
    if (finding.call >= 0 && std::size_t(finding.call) < bundle.calls().size())
        return bundle.slugAt(bundle.calls()[std::size_t(finding.call)].slug);
    if (finding.message >= 0 && std::size_t(finding.message) < bundle.messages().size())
        return bundle.slugAt(bundle.messages()[std::size_t(finding.message)].slug);
    return QString();
}

// The provenance problems as warnings, located in the bundle file.
Diagnostics problemsOf(const Bundle &bundle, const QString &path)
{
    Diagnostics problems;
    for (const Diagnostic &problem : bundle.problems()) {
        SourceLocation location = problem.location();
        location.file = path; // as the user named it, like the findings
        problems.append(Diagnostic::warning(problem.ruleId(), problem.message(), location));
    }
    return problems;
}

struct Counts
{
    int high = 0;
    int medium = 0;
    int low = 0;
};

// Findings judged false positive in a signed review are not counted.
Counts countFindings(const Bundle &bundle, const Verdicts &verdicts = {})
{
    Counts counts;
    for (std::size_t i = 0; i < bundle.findings().size(); ++i) {
        const Finding &finding = bundle.findings()[i];
        if (i < verdicts.size() && verdicts[i] && verdicts[i]->verdict == provenance::Verdict::FalsePositive)
            continue;
        switch (finding.severity) {
        case provenance::LeakSeverity::High: ++counts.high; break;
        case provenance::LeakSeverity::Medium: ++counts.medium; break;
        case provenance::LeakSeverity::Low: ++counts.low; break;
        }
    }
    return counts;
}

QJsonObject conversationJson(const Bundle &bundle)
{
    const provenance::ConversationInfo &info = bundle.conversation();
    const auto field = [&](const char *name, const QString &value) {
        return stringOrNull(value.isNull() ? value : bundle.maskedConversationField(QString::fromLatin1(name), value));
    };
    return QJsonObject{
        {QStringLiteral("id"), field("id", info.id)},
        {QStringLiteral("title"), field("title", info.title)},
        {QStringLiteral("userId"), field("userId", info.userId)},
        {QStringLiteral("agentId"), field("agentId", info.agentId)},
        {QStringLiteral("agentSlug"), field("agentSlug", info.agentSlug)},
        {QStringLiteral("agentName"), field("agentName", info.agentName)},
        {QStringLiteral("isActive"), info.isActive},
        {QStringLiteral("createdAt"), field("createdAt", info.createdAt)},
        {QStringLiteral("updatedAt"), field("updatedAt", info.updatedAt)},
    };
}

QJsonObject findingJson(const Bundle &bundle, const Finding &finding)
{
    QJsonObject object{
        {QStringLiteral("kind"), provenance::leakKindId(finding.kind)},
        {QStringLiteral("severity"), provenance::leakSeverityId(finding.severity)},
        {QStringLiteral("pointer"), finding.pointer},
        {QStringLiteral("embeddedPointer"),
         stringOrNull(finding.embeddedPointer.isEmpty() ? QString() : finding.embeddedPointer)},
        {QStringLiteral("message"), finding.message},
        {QStringLiteral("call"), finding.call},
        {QStringLiteral("slug"), stringOrNull(findingSlug(bundle, finding))},
        {QStringLiteral("masked"), finding.masked},
    };
    if (finding.message >= 0 && std::size_t(finding.message) < bundle.messages().size())
        object.insert(QStringLiteral("role"),
                      provenance::roleId(bundle.messages()[std::size_t(finding.message)].role));
    return object;
}

// The JSON report, written as it goes: one finding per line, so that a bundle with a hundred
// thousand findings never has its whole report in memory as a document tree.
void printJson(const Bundle &bundle, const QString &path, const Diagnostics &problems, const Verdicts &verdicts,
               QTextStream &out)
{
    const Counts severities = countFindings(bundle, verdicts);
    const qint64 falsePositives = std::count_if(verdicts.cbegin(), verdicts.cend(), [](const ReviewFile::Entry *verdict) {
        return verdict && verdict->verdict == provenance::Verdict::FalsePositive;
    });
    const QJsonObject counts{
        {QStringLiteral("messages"), qint64(bundle.messages().size())},
        {QStringLiteral("calls"), qint64(bundle.calls().size())},
        {QStringLiteral("failedCalls"), bundle.failedCallCount()},
        {QStringLiteral("invalidProvenance"), bundle.invalidProvenanceCount()},
        {QStringLiteral("findings"), qint64(bundle.findings().size()) - falsePositives},
        {QStringLiteral("reviewedFalsePositives"), falsePositives},
        {QStringLiteral("high"), severities.high},
        {QStringLiteral("medium"), severities.medium},
        {QStringLiteral("low"), severities.low},
        {QStringLiteral("problems"), int(problems.size())},
    };
    out << "{\n  \"file\": " << JsonText::compact(QJsonValue(path))
        << ",\n  \"conversation\": " << JsonText::compact(conversationJson(bundle))
        << ",\n  \"counts\": " << JsonText::compact(counts) << ",\n  \"findings\": [";
    const char *separator = "\n    ";
    for (std::size_t i = 0; i < bundle.findings().size(); ++i) {
        QJsonObject finding = findingJson(bundle, bundle.findings()[i]);
        if (const ReviewFile::Entry *verdict = i < verdicts.size() ? verdicts[i] : nullptr) {
            finding.insert(QStringLiteral("verdict"),
                           QJsonObject{{QStringLiteral("verdict"), provenance::verdictId(verdict->verdict)},
                                       {QStringLiteral("reviewer"), verdict->reviewer},
                                       {QStringLiteral("time"), verdict->time},
                                       {QStringLiteral("note"), verdict->note}});
        }
        out << separator << JsonText::compact(finding);
        separator = ",\n    ";
    }
    out << (bundle.findings().empty() ? "]" : "\n  ]") << ",\n  \"problems\": [";
    separator = "\n    ";
    for (const Diagnostic &problem : problems) {
        out << separator << JsonText::compact(problem.toJson());
        separator = ",\n    ";
    }
    out << (problems.isEmpty() ? "]" : "\n  ]") << "\n}\n";
}

void printText(const Bundle &bundle, const QString &path, const Diagnostics &problems, const Verdicts &verdicts,
               QTextStream &out)
{
    const QString reviewed = ScanCommand::tr(" [%1, reviewed by %2]");
    // The sentences are translated once, not per finding (a large bundle has 86,000): the
    // lookups were a fifth of the whole scan.
    const QString inMessage = ScanCommand::tr("in message %1 (%2)");
    const QString inConversation = ScanCommand::tr("in the conversation");
    const QString callOf = ScanCommand::tr(", call %1");
    const QString resultOf = ScanCommand::tr(", result of %1");
    const QString sentence = ScanCommand::tr("%1 \"%2\" %3 — masked: %4");
    for (std::size_t i = 0; i < bundle.findings().size(); ++i) {
        const Finding &finding = bundle.findings()[i];
        const ReviewFile::Entry *verdict = i < verdicts.size() ? verdicts[i] : nullptr;
        QString where;
        if (finding.message >= 0 && std::size_t(finding.message) < bundle.messages().size()) {
            where = inMessage.arg(QString::number(finding.message + 1),
                                  provenance::roleId(bundle.messages()[std::size_t(finding.message)].role));
        } else {
            where = inConversation;
        }
        const QString slug = findingSlug(bundle, finding);
        if (!slug.isEmpty())
            where += (finding.call >= 0 ? callOf : resultOf).arg(slug);
        out << path << ':' << finding.location() << ": "
            << provenance::leakSeverityId(finding.severity) << '['
            << provenance::leakKindId(finding.kind) << "]: "
            << sentence.arg(provenance::leakKindTitle(finding.kind), finding.hint(), where, finding.masked)
            << (verdict ? reviewed.arg(provenance::verdictTitle(verdict->verdict), verdict->reviewer) : QString())
            << '\n';
    }
    for (const Diagnostic &problem : problems)
        out << problem.toText() << '\n';
}

} // namespace

QString ScanCommand::summary() const
{
    return tr("Scan a conversation provenance bundle for unredacted personal data and secrets.");
}

void ScanCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("BUNDLE"),
                                 tr("A provenance bundle: Sunrise's response envelope "
                                    "{\"success\": true, \"data\": {conversation, messages}} or its "
                                    "data object."));
    ConnectionSource::addOption(parser);
    parser.addOption(QCommandLineOption(ConversationOption,
                                        tr("With --from: the id of the conversation to read."),
                                        QStringLiteral("ID")));
    parser.addOption(QCommandLineOption(RedactOutOption,
                                        tr("Write a copy of the bundle with every finding masked to FILE."),
                                        QStringLiteral("FILE")));
    parser.addOption(QCommandLineOption(ReportOption,
                                        tr("Write an audit report to FILE (.md or .html)."),
                                        QStringLiteral("FILE")));
    for (const QCommandLineOption &option : DeploymentScanRun::options())
        parser.addOption(option);
}

int ScanCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    const bool fromConnection = ConnectionSource::isSet(parser);
    if (DeploymentScanRun::isSet(parser)) {
        if (parser.isSet(ConversationOption) || parser.isSet(RedactOutOption)) {
            context.err << tr("capstudio scan: --all scans a whole deployment: it takes neither --conversation "
                              "nor --redact-out")
                        << '\n';
            return ExitFailure;
        }
        return DeploymentScanRun::run(parser, parser.value(ReportOption), context);
    }
    if (fromConnection && (!positional.isEmpty() || !parser.isSet(ConversationOption))) {
        context.err << tr("capstudio scan: --from needs --conversation ID or --all, and no BUNDLE") << '\n';
        return ExitFailure;
    }
    if (!fromConnection && positional.size() != 1) {
        context.err << tr("capstudio scan: expected exactly one BUNDLE, got %n", nullptr,
                          int(positional.size()))
                    << '\n';
        return ExitFailure;
    }
    QString path = fromConnection ? QString() : positional.constFirst();
    Bundle::Result opened;
    if (fromConnection) {
        const QString id = parser.value(ConversationOption);
        const QString command = QStringLiteral("capstudio scan");
        const Expected<std::unique_ptr<Connection>> connection = ConnectionSource::open(parser, context, command);
        const Expected<QByteArray> bytes = connection ? connection.value()->store()->conversationBundle(id)
                                                      : Expected<QByteArray>(connection.error());
        if (!bytes) {
            context.err << tr("%1: %2").arg(command, bytes.error().message) << '\n';
            return ExitFailure;
        }
        path = tr("%1 conversation %2").arg(connection.value()->profile().displayUrl(), id);
        // In the envelope the API answers with, so that findings point where they point in a
        // saved copy of the same bundle (/data/messages/…).
        opened = Bundle::fromBytes(QByteArrayLiteral("{\"success\":true,\"data\":") + bytes.value() + '}', path);
    } else {
        opened = Bundle::open(path);
        path = BoundedRead::displayName(path); // "-": standard input
    }
    if (!opened.ok()) {
        DiagnosticPrinter::printFailure(context, path, opened.error.toDiagnostic(path));
        return ExitFailure;
    }
    const Bundle &bundle = *opened.bundle;
    const Diagnostics problems = problemsOf(bundle, path);

    // The outputs first: when one cannot be written, the run fails as a whole.
    if (parser.isSet(RedactOutOption)) {
        const Status written = provenance::writeRedactedCopy(bundle, parser.value(RedactOutOption));
        if (!written) {
            context.err << tr("capstudio scan: %1").arg(written.error().message) << '\n';
            return ExitFailure;
        }
    }

    // What was scanned must be what the file holds: one truncated or rewritten meanwhile
    // (a log rotation, `jq … > bundle.json`) is reported, not half-scanned.
    if (bundle.changedOnDisk(true)) {
        context.err << tr("capstudio scan: %1").arg(bundle.changedMessage()) << '\n';
        return ExitFailure;
    }
    // A signed review beside the bundle: its verdicts go with the findings they judged, and a
    // false positive no longer counts.
    Verdicts verdicts;
    std::optional<ReviewFile> review;
    int falsePositives = 0;
    const QString reviewPath = fromConnection || positional.constFirst() == QLatin1String("-")
        ? QString()
        : ReviewFile::pathFor(positional.constFirst());
    if (!reviewPath.isEmpty() && QFileInfo::exists(reviewPath)) {
        Expected<ReviewFile> read = ReviewFile::read(reviewPath);
        if (!read) {
            context.err << tr("capstudio scan: the review beside the bundle is ignored: %1").arg(read.error().message) << '\n';
        } else if (read.value().check(reviewPath) == ReviewFile::State::BadSignature) {
            context.err << tr("capstudio scan: the review %1 is ignored: it was altered after it was signed "
                              "(capstudio review verify says more)")
                               .arg(reviewPath)
                        << '\n';
        } else {
            review = std::move(read.value());
            verdicts.resize(bundle.findings().size(), nullptr);
            for (std::size_t i = 0; i < bundle.findings().size(); ++i) {
                verdicts[i] = review->entryFor(provenance::findingKey(bundle, bundle.findings()[i]));
                if (verdicts[i] && verdicts[i]->verdict == provenance::Verdict::FalsePositive)
                    ++falsePositives;
            }
        }
    }

    if (parser.isSet(ReportOption)) {
        const Status written = provenance::AuditReport::write(bundle, parser.value(ReportOption),
                                                              review ? &*review : nullptr, reviewPath);
        if (!written) {
            context.err << tr("capstudio scan: %1").arg(written.error().message) << '\n';
            return ExitFailure;
        }
    }

    const int findings = int(bundle.findings().size()) - falsePositives;
    if (context.format == OutputFormat::Json) {
        printJson(bundle, path, problems, verdicts, context.out);
    } else {
        printText(bundle, path, problems, verdicts, context.out);
        context.out.flush();
        const Counts severities = countFindings(bundle, verdicts);
        context.err << tr("%1: %n message(s)", nullptr, int(bundle.messages().size())).arg(path) << ", "
                    << tr("%n capability call(s)", nullptr, int(bundle.calls().size())) << " ("
                    << tr("%n failed", nullptr, bundle.failedCallCount()) << "), "
                    << tr("%n finding(s)", nullptr, findings) << " ("
                    << tr("%1 high, %2 medium, %3 low")
                           .arg(QString::number(severities.high), QString::number(severities.medium),
                                QString::number(severities.low))
                    << "), " << tr("%n provenance problem(s)", nullptr, int(problems.size())) << '\n';
        if (review) {
            context.err << tr("%1: %n verdict(s) from the signed review beside it", nullptr, int(review->entries().size()))
                               .arg(path);
            if (falsePositives > 0)
                context.err << "; " << tr("%n finding(s) judged false positive, not counted", nullptr, falsePositives);
            context.err << '\n';
        }
    }
    return findings > 0 ? ExitFindings : ExitClean;
}

} // namespace capstudio::cli
