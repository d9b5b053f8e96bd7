#include "cli/reviewcommand.h"

#include "liveverdicts.h"

#include "catalog/catalogstore.h"
#include "cli/connectionsource.h"
#include "connection.h"
#include "provenance/bundle.h"
#include "provenance/review.h"
#include "workspace.h"

#include <QCommandLineParser>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFileInfo>
#include <QSet>

namespace capstudio::cli {

namespace {

using provenance::Bundle;
using provenance::ReviewFile;
using provenance::SigningKey;

const QString OutputOption = QStringLiteral("output");
const QString KeyOption = QStringLiteral("key");
const QString FindingOption = QStringLiteral("finding");
const QString VerdictOption = QStringLiteral("verdict");
const QString NoteOption = QStringLiteral("note");
const QString ReviewerOption = QStringLiteral("reviewer");
const QString PublicKeyOption = QStringLiteral("public-key");
const QString ConversationOption = QStringLiteral("conversation");
const QString WorkspaceOption = QStringLiteral("workspace");

// The findings the --finding values name: a number (1 is the first, as scan prints them) or a
// location. Empty, with the value that names nothing in `*missing`, when one names nothing.
QList<int> findingsNamed(const Bundle &bundle, const QStringList &wanted, QString *missing)
{
    QList<int> chosen;
    for (const QString &value : wanted) {
        bool number = false;
        const int index = value.toInt(&number) - 1;
        int found = -1;
        if (number && index >= 0 && std::size_t(index) < bundle.findings().size()) {
            found = index;
        } else if (!number) {
            for (std::size_t i = 0; i < bundle.findings().size(); ++i) {
                if (bundle.findings()[i].location() == value || bundle.findings()[i].pointer == value) {
                    found = int(i);
                    break;
                }
            }
        }
        if (found < 0) {
            *missing = value;
            return {};
        }
        if (!chosen.contains(found))
            chosen.append(found);
    }
    return chosen;
}

} // namespace

QString ReviewCommand::summary() const
{
    return tr("Judge the findings of a bundle in a signed review beside it, and verify such a review.");
}

void ReviewCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("ACTION"), tr("keygen, add or verify."));
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 tr("add: the bundle file; verify: the review file (BUNDLE.review.json)."),
                                 QStringLiteral("[FILE]"));
    parser.addOption(QCommandLineOption({QStringLiteral("o"), OutputOption},
                                        tr("keygen: where to write the private key (PEM, readable by you only)."),
                                        QStringLiteral("KEY")));
    parser.addOption(QCommandLineOption(KeyOption, tr("add: the private key to sign the review with."),
                                        QStringLiteral("KEY")));
    parser.addOption(QCommandLineOption(FindingOption,
                                        tr("add: the finding to judge, by its number in capstudio scan's output "
                                           "(1 is the first) or its location (repeatable)."),
                                        QStringLiteral("N|POINTER")));
    parser.addOption(QCommandLineOption(VerdictOption,
                                        tr("add: confirmed-leak, false-positive or accepted-risk."),
                                        QStringLiteral("VERDICT")));
    parser.addOption(QCommandLineOption(NoteOption, tr("add: why."), QStringLiteral("TEXT")));
    parser.addOption(QCommandLineOption(ReviewerOption, tr("add: who judges (a name or an address)."),
                                        QStringLiteral("NAME")));
    ConnectionSource::addOption(parser);
    parser.addOption(QCommandLineOption(ConversationOption,
                                        tr("add --from: the conversation whose findings are judged."), QStringLiteral("ID")));
    parser.addOption(QCommandLineOption(WorkspaceOption,
                                        tr("add --from: the workspace that keeps the verdicts (default: the app's own)."),
                                        QStringLiteral("PATH")));
    parser.addOption(QCommandLineOption(PublicKeyOption,
                                        tr("verify: the fingerprint (SHA256:…) of the key the review must be signed "
                                           "with."),
                                        QStringLiteral("FINGERPRINT")));
}

int ReviewCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QString action = parser.positionalArguments().value(0);
    if (action == QLatin1String("keygen"))
        return keygen(parser, context);
    if (action == QLatin1String("add"))
        return add(parser, context);
    if (action == QLatin1String("verify"))
        return verify(parser, context);
    context.err << (action.isEmpty() ? tr("capstudio review: give an action: keygen, add or verify")
                                     : tr("capstudio review: unknown action “%1”: keygen, add or verify").arg(action))
                << '\n';
    return ExitFailure;
}

QList<int> ReviewCommand::chooseFindings(const provenance::Bundle &bundle, const QString &name,
                                         const QCommandLineParser &parser, CommandContext &context)
{
    QString missing;
    const QList<int> chosen = findingsNamed(bundle, parser.values(FindingOption), &missing);
    if (chosen.isEmpty())
        context.err << tr("%1: %2 has no finding %3 (it has %n)", nullptr, int(bundle.findings().size()))
                           .arg(QStringLiteral("capstudio review add"), name, missing)
                    << '\n';
    return chosen;
}

int ReviewCommand::keygen(const QCommandLineParser &parser, CommandContext &context)
{
    if (!parser.isSet(OutputOption) || parser.positionalArguments().size() != 1) {
        context.err << tr("capstudio review keygen: usage: capstudio review keygen -o KEY") << '\n';
        return ExitFailure;
    }
    const QString path = parser.value(OutputOption);
    if (QFileInfo::exists(path)) {
        context.err << tr("capstudio review keygen: %1 exists; a key is never overwritten").arg(path) << '\n';
        return ExitFailure;
    }
    Expected<SigningKey> key = SigningKey::generate();
    const Status saved = key ? key.value().save(path) : Status(key.error());
    if (!saved) {
        context.err << tr("capstudio review keygen: %1").arg(saved.error().message) << '\n';
        return ExitFailure;
    }
    context.out << tr("%1: an Ed25519 key, public key %2").arg(path, SigningKey::fingerprint(key.value().publicKey()))
                << '\n';
    return ExitClean;
}

int ReviewCommand::add(const QCommandLineParser &parser, CommandContext &context)
{
    const QString command = QStringLiteral("capstudio review add");
    const QStringList positional = parser.positionalArguments();
    if (ConnectionSource::isSet(parser))
        return addLive(parser, context);
    provenance::Verdict verdict;
    if (positional.size() != 2 || !parser.isSet(KeyOption) || !parser.isSet(FindingOption)
        || !parser.isSet(ReviewerOption) || !provenance::verdictFromId(parser.value(VerdictOption), &verdict)) {
        context.err << tr("%1: usage: capstudio review add BUNDLE --finding N --verdict "
                          "confirmed-leak|false-positive|accepted-risk --reviewer NAME --key KEY [--note TEXT]")
                           .arg(command)
                    << '\n';
        return ExitFailure;
    }
    const QString bundlePath = positional.at(1);
    const Bundle::Result opened = Bundle::open(bundlePath);
    if (!opened.ok()) {
        context.err << tr("%1: %2: %3").arg(command, bundlePath, opened.error.message) << '\n';
        return ExitFailure;
    }
    const Bundle &bundle = *opened.bundle;
    Expected<SigningKey> key = SigningKey::load(parser.value(KeyOption));
    if (!key) {
        context.err << tr("%1: %2").arg(command, key.error().message) << '\n';
        return ExitFailure;
    }

    // The review so far, when there is one and it is intact; a broken one is not built on.
    const QString reviewPath = ReviewFile::pathFor(bundlePath);
    ReviewFile review;
    if (QFileInfo::exists(reviewPath)) {
        Expected<ReviewFile> read = ReviewFile::read(reviewPath);
        if (!read) {
            context.err << tr("%1: %2").arg(command, read.error().message) << '\n';
            return ExitFailure;
        }
        if (read.value().check(reviewPath) == ReviewFile::State::BadSignature) {
            context.err << tr("%1: %2 was altered after it was signed; it is not added to").arg(command, reviewPath)
                        << '\n';
            return ExitFailure;
        }
        review = std::move(read.value());
    } else {
        Expected<ReviewFile> started = ReviewFile::start(bundlePath);
        if (!started) {
            context.err << tr("%1: %2").arg(command, started.error().message) << '\n';
            return ExitFailure;
        }
        review = std::move(started.value());
    }

    const QString time = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    const QList<int> chosen = chooseFindings(bundle, bundlePath, parser, context);
    if (chosen.isEmpty())
        return ExitFailure;
    for (const int index : chosen) {
        const provenance::Finding &finding = bundle.findings()[std::size_t(index)];
        ReviewFile::Entry entry;
        entry.findingKey = provenance::findingKey(bundle, finding);
        entry.kind = provenance::leakKindId(finding.kind);
        entry.pointer = finding.location();
        entry.verdict = verdict;
        entry.note = parser.value(NoteOption);
        entry.reviewer = parser.value(ReviewerOption);
        entry.time = time;
        review.setVerdict(entry);
    }
    Status done = review.sign(key.value(), bundlePath);
    if (done)
        done = review.write(reviewPath);
    if (!done) {
        context.err << tr("%1: %2").arg(command, done.error().message) << '\n';
        return ExitFailure;
    }
    context.out << tr("%1: %n verdict(s), signed by %2", nullptr, int(review.entries().size()))
                       .arg(reviewPath, SigningKey::fingerprint(key.value().publicKey()))
                << '\n';
    return ExitClean;
}

// A verdict on a finding of a live conversation: signed, kept in the workspace, applied by
// every later `scan --from CONNECTION --all` of the same connection.
int ReviewCommand::addLive(const QCommandLineParser &parser, CommandContext &context)
{
    const QString command = QStringLiteral("capstudio review add");
    provenance::Verdict verdict;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(ConversationOption) || !parser.isSet(KeyOption)
        || !parser.isSet(FindingOption) || !parser.isSet(ReviewerOption)
        || !provenance::verdictFromId(parser.value(VerdictOption), &verdict)) {
        context.err << tr("%1: usage: capstudio review add --from CONNECTION --conversation ID --finding N --verdict "
                          "confirmed-leak|false-positive|accepted-risk --reviewer NAME --key KEY [--note TEXT] "
                          "[--workspace PATH]")
                           .arg(command)
                    << '\n';
        return ExitFailure;
    }
    Expected<SigningKey> key = SigningKey::load(parser.value(KeyOption));
    if (!key) {
        context.err << tr("%1: %2").arg(command, key.error().message) << '\n';
        return ExitFailure;
    }
    const Expected<std::unique_ptr<Connection>> connection = ConnectionSource::open(parser, context, command);
    if (!connection) {
        context.err << tr("%1: %2").arg(command, connection.error().message) << '\n';
        return ExitFailure;
    }
    const QString id = parser.value(ConversationOption);
    const Expected<QByteArray> data = connection.value()->store()->conversationBundle(id);
    if (!data) {
        context.err << tr("%1: %2").arg(command, data.error().message) << '\n';
        return ExitFailure;
    }
    // Read as scan --from … --conversation reads it, so that the finding numbers are the same.
    const QString source = connection.value()->profile().displayUrl();
    const Bundle::Result opened = liveverdicts::openConversation(data.value(), id);
    if (!opened.ok()) {
        context.err << tr("%1: conversation %2: %3").arg(command, id, opened.error.message) << '\n';
        return ExitFailure;
    }
    const Bundle &bundle = *opened.bundle;
    const QList<int> chosen = chooseFindings(bundle, id, parser, context);
    if (chosen.isEmpty())
        return ExitFailure;
    const QString path = parser.isSet(WorkspaceOption) ? parser.value(WorkspaceOption) : Workspace::defaultPath();
    Expected<std::unique_ptr<Workspace>> workspace = Workspace::open(path);
    if (!workspace) {
        context.err << tr("%1: cannot open the workspace %2: %3").arg(command, path, workspace.error().message) << '\n';
        return ExitFailure;
    }
    const QString time = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    const liveverdicts::Judgement judgement{source, id, verdict, parser.value(NoteOption), parser.value(ReviewerOption),
                                            time};
    for (const int index : chosen) {
        provenance::LiveVerdict live;
        if (!liveverdicts::sign(judgement, bundle, bundle.findings()[std::size_t(index)], data.value(), key.value(),
                                &live)) {
            context.err << tr("%1: the verdict could not be signed (OpenSSL)").arg(command) << '\n';
            return ExitFailure;
        }
        const Status saved = workspace.value()->store().saveVerdict(liveverdicts::stored(live));
        if (!saved) {
            context.err << tr("%1: %2").arg(command, saved.error().message) << '\n';
            return ExitFailure;
        }
    }
    context.out << tr("%1: %n verdict(s) on conversation %2 of %3, signed by %4", nullptr, int(chosen.size()))
                       .arg(path, id, source, SigningKey::fingerprint(key.value().publicKey()))
                << '\n';
    return ExitClean;
}

int ReviewCommand::verify(const QCommandLineParser &parser, CommandContext &context)
{
    const QString command = QStringLiteral("capstudio review verify");
    if (parser.positionalArguments().size() != 2) {
        context.err << tr("%1: usage: capstudio review verify REVIEW [--public-key FINGERPRINT]").arg(command) << '\n';
        return ExitFailure;
    }
    const QString reviewPath = parser.positionalArguments().at(1);
    const Expected<ReviewFile> read = ReviewFile::read(reviewPath);
    if (!read) {
        context.err << tr("%1: %2").arg(command, read.error().message) << '\n';
        return ExitFailure;
    }
    const ReviewFile &review = read.value();
    const QString fingerprint = SigningKey::fingerprint(review.publicKey());
    const ReviewFile::State state = review.check(reviewPath);
    if (state == ReviewFile::State::BadSignature) {
        context.out << tr("%1: altered after it was signed: the signature does not match its contents").arg(reviewPath)
                    << '\n';
        return ExitFindings;
    }
    if (parser.isSet(PublicKeyOption) && parser.value(PublicKeyOption) != fingerprint) {
        context.out << tr("%1: signed by %2, not by the key given (%3)").arg(reviewPath, fingerprint, parser.value(PublicKeyOption))
                    << '\n';
        return ExitFindings;
    }
    const QString evidence = review.evidencePath(reviewPath);
    context.out << tr("%1: signature good (Ed25519, %2)").arg(reviewPath, fingerprint) << '\n';
    if (state == ReviewFile::State::EvidenceMissing) {
        context.out << tr("%1: the evidence it judged is missing").arg(evidence) << '\n';
        return ExitFindings;
    }

    // Which verdicts still judge a finding of the evidence as it is now.
    QSet<QString> present;
    const Bundle::Result opened = Bundle::open(evidence);
    if (opened.ok()) {
        for (const provenance::Finding &finding : opened.bundle->findings())
            present.insert(provenance::findingKey(*opened.bundle, finding));
    }
    const bool changed = state == ReviewFile::State::EvidenceChanged;
    context.out << (changed ? tr("%1: changed since it was judged (SHA-256 %2 then): every verdict is stale")
                                  .arg(evidence, QString::fromLatin1(review.evidenceSha256()))
                            : tr("%1: unchanged since it was judged (SHA-256 %2)")
                                  .arg(evidence, QString::fromLatin1(review.evidenceSha256())))
                << '\n';
    for (const ReviewFile::Entry &entry : review.entries()) {
        QString line = tr("  %1 %2 (%3) by %4 at %5")
                           .arg(provenance::verdictTitle(entry.verdict), entry.pointer, entry.kind, entry.reviewer, entry.time);
        if (!entry.note.isEmpty())
            line += tr(": %1").arg(entry.note);
        if (changed)
            line += present.contains(entry.findingKey) ? tr(" [stale]") : tr(" [stale: the finding is gone]");
        context.out << line << '\n';
    }
    return changed ? ExitFindings : ExitClean;
}

} // namespace capstudio::cli
