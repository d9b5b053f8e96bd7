// capstudio review keygen / add / verify through the binary, and scan applying a signed
// review: verdicts beside the evidence, tampering with either detected.
#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using clirun::Run;

class tst_ReviewCommand : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void aKeyIsMadeOnceAndKeptPrivate();
    void aFalsePositiveIsReportedAsReviewed();
    void everyFindingJudgedFalsePositiveIsClean();
    void anAlteredReviewIsDetectedAndIgnored();
    void changedEvidenceTurnsVerdictsStale();
    void aVerdictFollowsTheFindingIntoAReExport();
    void aPinnedKeyMustHaveSigned();

private:
    QByteArray readFile(const QString &path) const;
    void writeFile(const QString &path, const QByteArray &bytes) const;
    Run addVerdict(const QStringList &findings, const QString &verdict = QStringLiteral("false-positive"));

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_bundle;
    QString m_review;
    QString m_key;
};

QByteArray tst_ReviewCommand::readFile(const QString &path) const
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void tst_ReviewCommand::writeFile(const QString &path, const QByteArray &bytes) const
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

void tst_ReviewCommand::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_bundle = m_dir->filePath(QStringLiteral("conversation.json"));
    QVERIFY(QFile::copy(QStringLiteral(CAPSTUDIO_DEMO_BUNDLE), m_bundle));
    QFile::setPermissions(m_bundle, QFile::ReadOwner | QFile::WriteOwner);
    m_review = m_bundle + QStringLiteral(".review.json");
    m_key = m_dir->filePath(QStringLiteral("auditor.pem"));
    const Run keygen = clirun::capstudio({QStringLiteral("review"), QStringLiteral("keygen"), QStringLiteral("-o"), m_key});
    QCOMPARE(keygen.exitCode, 0);
    QVERIFY2(keygen.out.contains(QLatin1String("SHA256:")), qPrintable(keygen.out));
}

Run tst_ReviewCommand::addVerdict(const QStringList &findings, const QString &verdict)
{
    QStringList arguments{QStringLiteral("review"), QStringLiteral("add"), m_bundle, QStringLiteral("--verdict"), verdict,
                          QStringLiteral("--reviewer"), QStringLiteral("Ada Auditor"), QStringLiteral("--key"), m_key,
                          QStringLiteral("--note"), QStringLiteral("a test account")};
    for (const QString &finding : findings)
        arguments << QStringLiteral("--finding") << finding;
    return clirun::capstudio(arguments);
}

void tst_ReviewCommand::aKeyIsMadeOnceAndKeptPrivate()
{
    QCOMPARE(QFile::permissions(m_key) & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup | QFile::WriteOther),
             QFile::Permissions());
    const QByteArray key = readFile(m_key);
    QVERIFY(key.startsWith("-----BEGIN PRIVATE KEY-----"));
    const Run again = clirun::capstudio({QStringLiteral("review"), QStringLiteral("keygen"), QStringLiteral("-o"), m_key});
    QCOMPARE(again.exitCode, 2);
    QCOMPARE(readFile(m_key), key);
    const Run notAKey = clirun::capstudio({QStringLiteral("review"), QStringLiteral("add"), m_bundle, QStringLiteral("--finding"),
                                           QStringLiteral("1"), QStringLiteral("--verdict"), QStringLiteral("false-positive"),
                                           QStringLiteral("--reviewer"), QStringLiteral("x"), QStringLiteral("--key"), m_bundle});
    QCOMPARE(notAKey.exitCode, 2);
    QVERIFY2(notAKey.err.contains(QLatin1String("not an Ed25519 private key")), qPrintable(notAKey.err));
    QVERIFY(!QFile::exists(m_review));
}

void tst_ReviewCommand::aFalsePositiveIsReportedAsReviewed()
{
    const Run before = clirun::capstudio({QStringLiteral("scan"), m_bundle, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(before.exitCode, 1);
    const int total = QJsonDocument::fromJson(before.out.toUtf8()).object().value(QStringLiteral("findings")).toArray().size();
    QVERIFY(total >= 2);

    const Run added = addVerdict({QStringLiteral("1")});
    QCOMPARE(added.exitCode, 0);
    const Run verified = clirun::capstudio({QStringLiteral("review"), QStringLiteral("verify"), m_review});
    QCOMPARE(verified.exitCode, 0);
    QVERIFY2(verified.out.contains(QLatin1String("signature good")) && verified.out.contains(QLatin1String("unchanged")),
             qPrintable(verified.out));
    QVERIFY2(verified.out.contains(QLatin1String("false positive")) && verified.out.contains(QLatin1String("Ada Auditor")),
             qPrintable(verified.out));
    // The review holds no leaked value, only where and a hash.
    QVERIFY(!readFile(m_review).contains("jonas.weber"));

    const Run text = clirun::capstudio({QStringLiteral("scan"), m_bundle});
    QCOMPARE(text.exitCode, 1);
    QCOMPARE(text.out.count(QLatin1String("[false positive, reviewed by Ada Auditor]")), 1);
    QVERIFY2(text.err.contains(QLatin1String("1 finding(s) judged false positive")) || text.err.contains(QLatin1String("1 finding judged false positive")),
             qPrintable(text.err));
    const QJsonObject json = QJsonDocument::fromJson(
        clirun::capstudio({QStringLiteral("scan"), m_bundle, QStringLiteral("--format"), QStringLiteral("json")}).out.toUtf8()).object();
    const QJsonArray findings = json.value(QStringLiteral("findings")).toArray();
    QCOMPARE(findings.size(), total);
    QCOMPARE(findings.at(0).toObject().value(QStringLiteral("verdict")).toObject().value(QStringLiteral("verdict")).toString(),
             QStringLiteral("false-positive"));
    QVERIFY(!findings.at(1).toObject().contains(QStringLiteral("verdict")));
    QCOMPARE(json.value(QStringLiteral("counts")).toObject().value(QStringLiteral("findings")).toInt(), total - 1);

    // The audit report lists the verdicts with the reviewer and the signature's status.
    const QString report = m_dir->filePath(QStringLiteral("audit.md"));
    QCOMPARE(clirun::capstudio({QStringLiteral("scan"), m_bundle, QStringLiteral("--report"), report}).exitCode, 1);
    const QByteArray markdown = readFile(report);
    QVERIFY(markdown.contains("## Review"));
    QVERIFY(markdown.contains("signature good (Ed25519, SHA256:"));
    QVERIFY(markdown.contains("| \\#1 | false positive | Ada Auditor |"));
    QVERIFY(!markdown.contains("jonas.weber"));
}

void tst_ReviewCommand::everyFindingJudgedFalsePositiveIsClean()
{
    const Run before = clirun::capstudio({QStringLiteral("scan"), m_bundle, QStringLiteral("--format"), QStringLiteral("json")});
    const int total = QJsonDocument::fromJson(before.out.toUtf8()).object().value(QStringLiteral("findings")).toArray().size();
    QStringList all;
    for (int i = 1; i <= total; ++i)
        all << QString::number(i);
    QCOMPARE(addVerdict(all.mid(0, 1), QStringLiteral("confirmed-leak")).exitCode, 0);
    QCOMPARE(clirun::capstudio({QStringLiteral("scan"), m_bundle}).exitCode, 1);
    // A later verdict on the same finding replaces the earlier one.
    QCOMPARE(addVerdict(all).exitCode, 0);
    const Run after = clirun::capstudio({QStringLiteral("scan"), m_bundle});
    QCOMPARE(after.exitCode, 0);
    QCOMPARE(after.out.count(QLatin1String("[false positive, reviewed by Ada Auditor]")), total);
    QVERIFY(!after.out.contains(QLatin1String("confirmed leak")));
    const Run missing = addVerdict({QString::number(total + 1)});
    QCOMPARE(missing.exitCode, 2);
}

void tst_ReviewCommand::anAlteredReviewIsDetectedAndIgnored()
{
    QCOMPARE(addVerdict({QStringLiteral("1")}).exitCode, 0);
    const QByteArray signedReview = readFile(m_review);
    QByteArray altered = signedReview;
    altered.replace("a test account", "an honest mistake");
    writeFile(m_review, altered);
    const Run verified = clirun::capstudio({QStringLiteral("review"), QStringLiteral("verify"), m_review});
    QCOMPARE(verified.exitCode, 1);
    QVERIFY2(verified.out.contains(QLatin1String("altered after it was signed")), qPrintable(verified.out));
    const Run scan = clirun::capstudio({QStringLiteral("scan"), m_bundle});
    QCOMPARE(scan.exitCode, 1);
    QVERIFY(!scan.out.contains(QLatin1String("reviewed by")));
    QVERIFY2(scan.err.contains(QLatin1String("is ignored")), qPrintable(scan.err));
    // Nothing is added to a broken review.
    QCOMPARE(addVerdict({QStringLiteral("2")}).exitCode, 2);

    // A verdict switched by hand is as altered as a note.
    altered = signedReview;
    altered.replace("\"false-positive\"", "\"accepted-risk\"");
    writeFile(m_review, altered);
    QCOMPARE(clirun::capstudio({QStringLiteral("review"), QStringLiteral("verify"), m_review}).exitCode, 1);
}

void tst_ReviewCommand::changedEvidenceTurnsVerdictsStale()
{
    QCOMPARE(addVerdict({QStringLiteral("1"), QStringLiteral("2")}).exitCode, 0);
    // The user's own email in message 1 changed: that finding is gone, the other one stays.
    QByteArray bundle = readFile(m_bundle);
    QVERIFY(bundle.contains("My email is jonas.weber@example.org."));
    bundle.replace("My email is jonas.weber@example.org.", "My email is jonas.w@example.org.");
    writeFile(m_bundle, bundle);
    const Run verified = clirun::capstudio({QStringLiteral("review"), QStringLiteral("verify"), m_review});
    QCOMPARE(verified.exitCode, 1);
    QVERIFY2(verified.out.contains(QLatin1String("changed since it was judged")), qPrintable(verified.out));
    QCOMPARE(verified.out.count(QLatin1String("[stale: the finding is gone]")), 1);
    QCOMPARE(verified.out.count(QLatin1String("[stale]")), 1);

    QFile::remove(m_bundle);
    const Run missing = clirun::capstudio({QStringLiteral("review"), QStringLiteral("verify"), m_review});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.out.contains(QLatin1String("missing")), qPrintable(missing.out));
}

// A new export of the same conversation (other formatting, same messages): the verdict still
// names its finding.
void tst_ReviewCommand::aVerdictFollowsTheFindingIntoAReExport()
{
    QCOMPARE(addVerdict({QStringLiteral("1")}).exitCode, 0);
    const QJsonDocument document = QJsonDocument::fromJson(readFile(m_bundle));
    QVERIFY(!document.isNull());
    writeFile(m_bundle, document.toJson(QJsonDocument::Indented));
    const Run scan = clirun::capstudio({QStringLiteral("scan"), m_bundle});
    QCOMPARE(scan.out.count(QLatin1String("[false positive, reviewed by Ada Auditor]")), 1);
    QCOMPARE(clirun::capstudio({QStringLiteral("review"), QStringLiteral("verify"), m_review}).exitCode, 1);
}

void tst_ReviewCommand::aPinnedKeyMustHaveSigned()
{
    QCOMPARE(addVerdict({QStringLiteral("1")}).exitCode, 0);
    const QString other = m_dir->filePath(QStringLiteral("other.pem"));
    const Run keygen = clirun::capstudio({QStringLiteral("review"), QStringLiteral("keygen"), QStringLiteral("-o"), other});
    const QString otherFingerprint = keygen.out.section(QLatin1String("public key "), 1).trimmed();
    QVERIFY(otherFingerprint.startsWith(QLatin1String("SHA256:")));
    const Run wrong = clirun::capstudio({QStringLiteral("review"), QStringLiteral("verify"), m_review,
                                         QStringLiteral("--public-key"), otherFingerprint});
    QCOMPARE(wrong.exitCode, 1);
    QVERIFY2(wrong.out.contains(QLatin1String("not by the key given")), qPrintable(wrong.out));
    const QString ownFingerprint = QJsonDocument::fromJson(readFile(m_review)).object().value(QStringLiteral("signature"))
                                       .toObject().value(QStringLiteral("fingerprint")).toString();
    QCOMPARE(clirun::capstudio({QStringLiteral("review"), QStringLiteral("verify"), m_review, QStringLiteral("--public-key"),
                                ownFingerprint}).exitCode, 0);
}

QTEST_GUILESS_MAIN(tst_ReviewCommand)
#include "tst_reviewcommand.moc"
