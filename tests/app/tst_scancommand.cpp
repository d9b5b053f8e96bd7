// Drives `capstudio scan` through the real binary, as a CI job would.
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include "clirun.h"

#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString ExampleBundle = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/sunrise/provenance-example.json");
const QString DemoBundle = QStringLiteral(CAPSTUDIO_DEMO_BUNDLE);

using clirun::capstudio;
using clirun::Run;

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const char CleanBundle[] = R"({"success":true,"data":{
  "conversation":{"id":"c1","title":"Order status","userId":"u1","agentId":"a1","agentSlug":"desk",
    "agentName":"Desk","isActive":true,"createdAt":"2026-05-18T08:00:00.000Z","updatedAt":"2026-05-18T08:00:05.000Z"},
  "messages":[
    {"id":"m1","role":"user","content":"Where is order ORD-1?","capabilitySlug":null,"toolCallId":null,
     "createdAt":"2026-05-18T08:00:00.000Z","agentVersionId":null,"workflowExecutionId":null,"workflowVersionId":null,
     "modelId":null,"providerSlug":null,"provenance":null},
    {"id":"m2","role":"assistant","content":"It ships today.","capabilitySlug":null,"toolCallId":null,
     "createdAt":"2026-05-18T08:00:05.000Z","agentVersionId":null,"workflowExecutionId":null,"workflowVersionId":null,
     "modelId":"m","providerSlug":"p","provenance":{"capabilityCalls":[{"slug":"lookup_order","arguments":{"order":"ORD-1"},
     "latencyMs":40,"success":true,"resultPreview":"email a***@e***.com, phone ***-***-1234"}]}}]}})";

// Every string value of `document` with its JSON pointer.
void collectStrings(const QJsonValue &value, const QString &pointer, QHash<QString, QString> &out)
{
    if (value.isString()) {
        out.insert(pointer, value.toString());
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            collectStrings(array.at(i), pointer + QLatin1Char('/') + QString::number(i), out);
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            QString key = it.key();
            key.replace(QLatin1Char('~'), QLatin1String("~0")).replace(QLatin1Char('/'), QLatin1String("~1"));
            collectStrings(it.value(), pointer + QLatin1Char('/') + key, out);
        }
    }
}

// A string as a JSON token, quotes included, with minimal escaping.
QByteArray encoded(const QString &value)
{
    QByteArray text = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return text.mid(1, text.size() - 2);
}

// The document with every string replaced by a placeholder: its shape and every
// non-string value.
QJsonValue skeleton(const QJsonValue &value)
{
    if (value.isString())
        return QStringLiteral("<s>");
    if (value.isArray()) {
        QJsonArray array;
        for (const QJsonValue &item : value.toArray())
            array.append(skeleton(item));
        return array;
    }
    if (value.isObject()) {
        QJsonObject object;
        const QJsonObject source = value.toObject();
        for (auto it = source.begin(); it != source.end(); ++it)
            object.insert(it.key(), skeleton(it.value()));
        return object;
    }
    return value;
}

} // namespace

class tst_ScanCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void bundles_data();
    void findingsExitOne_data() { bundles_data(); }
    void findingsExitOne();
    void jsonReport_data() { bundles_data(); }
    void jsonReport();
    void redactedCopyIsClean_data() { bundles_data(); }
    void redactedCopyIsClean();
    void reportsWritten_data() { bundles_data(); }
    void reportsWritten();
    void cleanBundleExitsZero();
    void truncatedBundleExitsTwo();
    void missingBundleExitsTwo();
    void unwritableOutputExitsTwo();
    void provenanceProblemsAreWarnings();
    void usage();

private:
    QString write(const QString &name, const QByteArray &content);
    QTemporaryDir m_dir;
};

void tst_ScanCommand::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString tst_ScanCommand::write(const QString &name, const QByteArray &content)
{
    return clirun::writeFile(m_dir, name, content);
}

void tst_ScanCommand::bundles_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("leaks");
    QTest::addColumn<QStringList>("kinds");
    if (QFile::exists(ExampleBundle)) {
        QTest::newRow("sunrise example")
            << ExampleBundle
            << QStringList{QStringLiteral("alice.smith@example.com"), QStringLiteral("+44 7700 901234")}
            << QStringList{QStringLiteral("email"), QStringLiteral("phone")};
    }
    QTest::newRow("demo") << DemoBundle
                          << QStringList{QStringLiteral("jonas.weber@example.org"),
                                         QStringLiteral("+49 151 2345 6789")}
                          << QStringList{QStringLiteral("email"), QStringLiteral("phone")};
}

void tst_ScanCommand::findingsExitOne()
{
    QFETCH(QString, path);
    QFETCH(QStringList, leaks);
    QFETCH(QStringList, kinds);
    const Run run = capstudio({QStringLiteral("scan"), path});
    QCOMPARE(run.exitCode, 1);
    for (const QString &kind : std::as_const(kinds))
        QVERIFY2(run.out.contains(QStringLiteral("[%1]: ").arg(kind)), qPrintable(run.out));
    QVERIFY2(run.out.contains(path + QStringLiteral(":/data/messages/")), qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral(" — masked: ")));
    QVERIFY(run.out.contains(QLatin1String("in message ")));
    // The leaked texts appear only as a hint, never whole.
    for (const QString &leak : std::as_const(leaks)) {
        QVERIFY2(!run.out.contains(leak), qPrintable(leak));
        QVERIFY2(!run.err.contains(leak), qPrintable(leak));
        QVERIFY2(run.out.contains(QLatin1Char('"') + leak.left(2) + QStringLiteral("…\"")), qPrintable(run.out));
    }
    QVERIFY2(run.err.contains(QLatin1String("finding")), qPrintable(run.err));
    QVERIFY(run.err.contains(QLatin1String("capability call")));
}

void tst_ScanCommand::jsonReport()
{
    QFETCH(QString, path);
    QFETCH(QStringList, leaks);
    QFETCH(QStringList, kinds);
    const Run run = capstudio({QStringLiteral("scan"), QStringLiteral("--format"), QStringLiteral("json"), path});
    QCOMPARE(run.exitCode, 1);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(run.out.toUtf8(), &error);
    QVERIFY2(document.isObject(), qPrintable(error.errorString()));
    const QJsonObject report = document.object();
    QCOMPARE(report.value(QLatin1String("file")).toString(), path);
    QVERIFY(!report.value(QLatin1String("conversation")).toObject().value(QLatin1String("id")).toString().isEmpty());
    const QJsonArray findings = report.value(QLatin1String("findings")).toArray();
    QVERIFY(!findings.isEmpty());
    QCOMPARE(report.value(QLatin1String("counts")).toObject().value(QLatin1String("findings")).toInt(),
             findings.size());
    QSet<QString> seen;
    for (const QJsonValue &value : findings) {
        const QJsonObject finding = value.toObject();
        seen.insert(finding.value(QLatin1String("kind")).toString());
        QVERIFY(finding.value(QLatin1String("pointer")).toString().startsWith(QLatin1String("/data/")));
        QVERIFY(!finding.value(QLatin1String("masked")).toString().isEmpty());
        QVERIFY(finding.contains(QLatin1String("severity")));
        QVERIFY(finding.contains(QLatin1String("embeddedPointer")));
        QVERIFY(finding.value(QLatin1String("message")).isDouble());
        QVERIFY(finding.value(QLatin1String("call")).isDouble());
        QVERIFY(finding.contains(QLatin1String("slug")));
    }
    for (const QString &kind : std::as_const(kinds))
        QVERIFY2(seen.contains(kind), qPrintable(kind));
    QVERIFY(report.value(QLatin1String("problems")).isArray());
    for (const QString &leak : std::as_const(leaks))
        QVERIFY2(!run.out.contains(leak), qPrintable(leak));
}

void tst_ScanCommand::redactedCopyIsClean()
{
    QFETCH(QString, path);
    QFETCH(QStringList, leaks);
    const QString copy = m_dir.filePath(QFileInfo(path).completeBaseName() + QStringLiteral(".redacted.json"));
    const Run scan = capstudio({QStringLiteral("scan"), QStringLiteral("--format"), QStringLiteral("json"),
                                QStringLiteral("--redact-out"), copy, path});
    QCOMPARE(scan.exitCode, 1);
    QVERIFY(QFile::exists(copy));

    const Run rescan = capstudio({QStringLiteral("scan"), copy});
    QVERIFY2(rescan.exitCode == 0, qPrintable(rescan.out + rescan.err));

    const QByteArray original = readAll(path);
    const QByteArray redacted = readAll(copy);
    for (const QString &leak : std::as_const(leaks))
        QVERIFY2(!redacted.contains(leak.toUtf8()), qPrintable(leak));
    // Same shape and same non-string values; only the strings that held a finding differ.
    const QJsonDocument before = QJsonDocument::fromJson(original);
    const QJsonDocument after = QJsonDocument::fromJson(redacted);
    QVERIFY(after.isObject());
    QCOMPARE(skeleton(after.object()), skeleton(before.object()));
    QSet<QString> findingPointers;
    const QJsonArray findings = QJsonDocument::fromJson(scan.out.toUtf8()).object()
                                    .value(QLatin1String("findings")).toArray();
    for (const QJsonValue &finding : findings)
        findingPointers.insert(finding.toObject().value(QLatin1String("pointer")).toString());
    QHash<QString, QString> stringsBefore;
    QHash<QString, QString> stringsAfter;
    collectStrings(before.object(), QString(), stringsBefore);
    collectStrings(after.object(), QString(), stringsAfter);
    QCOMPARE(stringsAfter.size(), stringsBefore.size());
    int changed = 0;
    for (auto it = stringsBefore.cbegin(); it != stringsBefore.cend(); ++it) {
        if (stringsAfter.value(it.key()) == it.value())
            continue;
        ++changed;
        QVERIFY2(findingPointers.contains(it.key()), qPrintable(it.key()));
    }
    QCOMPARE(changed, int(findingPointers.size()));
    // Byte for byte: replacing, in the input, the JSON token of every changed string by the
    // token of its redacted value gives the redacted copy (both written with minimal escaping).
    QByteArray expected = original;
    for (auto it = stringsBefore.cbegin(); it != stringsBefore.cend(); ++it) {
        const QString after = stringsAfter.value(it.key());
        if (after != it.value())
            expected.replace(encoded(it.value()), encoded(after));
    }
    QCOMPARE(expected.size(), redacted.size());
    QVERIFY(expected == redacted);
}

void tst_ScanCommand::reportsWritten()
{
    QFETCH(QString, path);
    QFETCH(QStringList, leaks);
    const QString markdown = m_dir.filePath(QStringLiteral("x.md"));
    const QString html = m_dir.filePath(QStringLiteral("x.html"));
    QCOMPARE(capstudio({QStringLiteral("scan"), QStringLiteral("--report"), markdown, path}).exitCode, 1);
    QCOMPARE(capstudio({QStringLiteral("scan"), QStringLiteral("--report"), html, path}).exitCode, 1);
    const QByteArray md = readAll(markdown);
    const QByteArray page = readAll(html);
    QVERIFY(md.startsWith("# "));
    QVERIFY(page.startsWith("<!DOCTYPE html>"));
    for (const QString &leak : std::as_const(leaks)) {
        QVERIFY2(!md.contains(leak.toUtf8()), qPrintable(leak));
        QVERIFY2(!page.contains(leak.toUtf8()), qPrintable(leak));
    }
}

void tst_ScanCommand::cleanBundleExitsZero()
{
    const QString path = write(QStringLiteral("clean.json"), CleanBundle);
    const Run run = capstudio({QStringLiteral("scan"), path});
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains(QLatin1String("0 findings")) || run.err.contains(QLatin1String("0 finding")),
             qPrintable(run.err));

    const Run json = capstudio({QStringLiteral("scan"), QStringLiteral("--format"), QStringLiteral("json"), path});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QVERIFY(report.value(QLatin1String("findings")).toArray().isEmpty());
    QCOMPARE(report.value(QLatin1String("counts")).toObject().value(QLatin1String("calls")).toInt(), 1);
    QCOMPARE(report.value(QLatin1String("conversation")).toObject().value(QLatin1String("title")).toString(),
             QStringLiteral("Order status"));
}

void tst_ScanCommand::truncatedBundleExitsTwo()
{
    const QByteArray text = readAll(DemoBundle);
    QVERIFY(!text.isEmpty());
    const QString path = write(QStringLiteral("truncated.json"), text.left(text.size() / 2));
    const Run run = capstudio({QStringLiteral("scan"), path});
    QCOMPARE(run.exitCode, 2);
    const QRegularExpression located(QRegularExpression::escape(path) + QStringLiteral(":\\d+:\\d+: error"));
    QVERIFY2(located.match(run.err).hasMatch(), qPrintable(run.err));

    const Run json = capstudio({QStringLiteral("scan"), QStringLiteral("--format"), QStringLiteral("json"), path});
    QCOMPARE(json.exitCode, 2);
    const QJsonObject failure = QJsonDocument::fromJson(json.out.toUtf8()).object()
                                    .value(QLatin1String("failure")).toObject();
    QVERIFY2(failure.value(QLatin1String("line")).toInt() > 0, qPrintable(json.out));
}

void tst_ScanCommand::missingBundleExitsTwo()
{
    const Run run = capstudio({QStringLiteral("scan"), m_dir.filePath(QStringLiteral("nope.json"))});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QLatin1String("nope.json")), qPrintable(run.err));
}

void tst_ScanCommand::unwritableOutputExitsTwo()
{
    const QString path = write(QStringLiteral("clean2.json"), CleanBundle);
    const QString report = m_dir.filePath(QStringLiteral("missing/dir/report.md"));
    const Run run = capstudio({QStringLiteral("scan"), QStringLiteral("--report"), report, path});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(report), qPrintable(run.err));

    const QString copy = m_dir.filePath(QStringLiteral("missing/dir/copy.json"));
    const Run redact = capstudio({QStringLiteral("scan"), QStringLiteral("--redact-out"), copy, path});
    QCOMPARE(redact.exitCode, 2);
    QVERIFY2(redact.err.contains(QLatin1String("copy.json")), qPrintable(redact.err));
}

void tst_ScanCommand::provenanceProblemsAreWarnings()
{
    QByteArray text = CleanBundle;
    text.replace("\"latencyMs\":40", "\"latencyMs\":-1");
    const QString path = write(QStringLiteral("invalid.json"), text);
    const Run run = capstudio({QStringLiteral("scan"), path});
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QVERIFY2(run.out.contains(path + QStringLiteral(":/data/messages/1/provenance/capabilityCalls/0/latencyMs: warning[")),
             qPrintable(run.out));
    QVERIFY(run.err.contains(QLatin1String("1 provenance problem")));

    const Run json = capstudio({QStringLiteral("scan"), QStringLiteral("--format"), QStringLiteral("json"), path});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const QJsonArray problems = report.value(QLatin1String("problems")).toArray();
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.at(0).toObject().value(QLatin1String("severity")).toString(), QStringLiteral("warning"));
    QCOMPARE(report.value(QLatin1String("counts")).toObject().value(QLatin1String("invalidProvenance")).toInt(), 1);
}

void tst_ScanCommand::usage()
{
    const Run none = capstudio({QStringLiteral("scan")});
    QCOMPARE(none.exitCode, 2);
    QVERIFY2(none.err.contains(QLatin1String("expected exactly one BUNDLE")), qPrintable(none.err));
    const Run help = capstudio({QStringLiteral("scan"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(QLatin1String("--redact-out")));
    QVERIFY(help.out.contains(QLatin1String("--report")));
    const Run overview = capstudio({QStringLiteral("--help")});
    QVERIFY(overview.out.contains(QLatin1String("scan")));
}

QTEST_GUILESS_MAIN(tst_ScanCommand)
#include "tst_scancommand.moc"
