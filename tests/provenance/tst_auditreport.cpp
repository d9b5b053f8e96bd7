#include "provenance/auditreport.h"
#include "provenance/bundle.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;
using namespace capstudio::provenance;
using Format = AuditReport::Format;

namespace {

const QString ExampleBundle = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/sunrise/provenance-example.json");
const QString DemoBundle = QStringLiteral(CAPSTUDIO_DEMO_BUNDLE);

QByteArray message(int index, const char *role, const QByteArray &content, const QByteArray &provenance = "null")
{
    return "{\"id\":\"m" + QByteArray::number(index) + "\",\"role\":\"" + role + "\",\"content\":"
        + content + ",\"capabilitySlug\":null,\"toolCallId\":null,\"createdAt\":\"2026-05-18T08:00:0"
        + QByteArray::number(index % 10) + ".000Z\",\"agentVersionId\":null,\"workflowExecutionId\":null,"
          "\"workflowVersionId\":null,\"modelId\":null,\"providerSlug\":null,\"provenance\":"
        + provenance + "}";
}

// A bundle in Sunrise's envelope with the given (JSON-encoded) title and messages.
QByteArray bundleText(const QByteArray &title, const QList<QByteArray> &messages)
{
    QByteArray text = "{\"success\":true,\"data\":{\"conversation\":{\"id\":\"c1\",\"title\":" + title
        + ",\"userId\":\"u1\",\"agentId\":\"a1\",\"agentSlug\":\"desk\",\"agentName\":\"Desk\","
          "\"isActive\":true,\"createdAt\":\"2026-05-18T08:00:00.000Z\","
          "\"updatedAt\":\"2026-05-18T08:00:09.000Z\"},\"messages\":[";
    for (qsizetype i = 0; i < messages.size(); ++i) {
        if (i)
            text += ',';
        text += messages.at(i);
    }
    return text + "]}}";
}

// (No raw string literals with \" here: moc 6.4 loses track of them.)
const QByteArray CallProvenance =
    "{\"capabilityCalls\":[{\"slug\":\"lookup_customer\",\"arguments\":{\"id\":\"42\"},\"latencyMs\":812,"
    "\"success\":true,\"resultPreview\":\"{\\\"ok\\\":true}\"},{\"slug\":\"call_external_api\",\"arguments\":{},"
    "\"latencyMs\":2904.5,\"costUsd\":0.0123,\"success\":false,\"errorCode\":\"invalid_binding\"}]}";

} // namespace

class tst_AuditReport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void bundles_data();
    void deterministic_data() { bundles_data(); }
    void deterministic();
    void showsMaskedFormsAndLocations_data() { bundles_data(); }
    void showsMaskedFormsAndLocations();
    void neverRepeatsLeakedText_data() { bundles_data(); }
    void neverRepeatsLeakedText();
    void conversationAndCalls();
    void htmlEscapesHostileStrings();
    void markdownEscapesTableCells();
    void leakInTitleIsMasked();
    void listsProvenanceProblems();
    void writeFollowsSuffix();
    void writeFailureNamesFile();
    void largeBundleIsQuick();

private:
    std::shared_ptr<const Bundle> open(const QString &path);
    std::shared_ptr<const Bundle> fromText(const QByteArray &text, const QString &name);
    QTemporaryDir m_dir;
};

void tst_AuditReport::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

std::shared_ptr<const Bundle> tst_AuditReport::open(const QString &path)
{
    const Bundle::Result result = Bundle::open(path);
    if (!result.ok())
        qWarning("%s: %s", qPrintable(path), qPrintable(result.error.message));
    return result.bundle;
}

std::shared_ptr<const Bundle> tst_AuditReport::fromText(const QByteArray &text, const QString &name)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return nullptr;
    file.close();
    return open(path);
}

void tst_AuditReport::bundles_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("leaks"); // texts known to leak in the bundle
    if (QFile::exists(ExampleBundle)) {
        QTest::newRow("sunrise example") << ExampleBundle
                                         << QStringList{QStringLiteral("alice.smith@example.com"),
                                                        QStringLiteral("+44 7700 901234")};
    }
    QTest::newRow("demo") << DemoBundle << QStringList{QStringLiteral("jonas.weber@example.org"),
                                                       QStringLiteral("+49 151 2345 6789")};
}

void tst_AuditReport::deterministic()
{
    QFETCH(QString, path);
    const auto first = open(path);
    const auto second = open(path);
    QVERIFY(first && second);
    for (const Format format : {Format::Markdown, Format::Html}) {
        const QByteArray a = AuditReport::render(*first, format);
        QVERIFY(!a.isEmpty());
        QCOMPARE(AuditReport::render(*first, format), a);
        QCOMPARE(AuditReport::render(*second, format), a);
    }
}

void tst_AuditReport::showsMaskedFormsAndLocations()
{
    QFETCH(QString, path);
    const auto bundle = open(path);
    QVERIFY(bundle);
    QVERIFY(!bundle->findings().empty());
    const QString markdown = QString::fromUtf8(AuditReport::render(*bundle, Format::Markdown));
    const QString html = QString::fromUtf8(AuditReport::render(*bundle, Format::Html));
    for (const Finding &finding : bundle->findings()) {
        // Markdown shows both in code spans, literally.
        QVERIFY2(markdown.contains(finding.masked), qPrintable(finding.masked));
        QVERIFY2(markdown.contains(finding.location()), qPrintable(finding.location()));
        QVERIFY2(html.contains(finding.masked.toHtmlEscaped()), qPrintable(finding.masked));
        QVERIFY2(html.contains(finding.location().toHtmlEscaped()), qPrintable(finding.location()));
        QVERIFY(html.contains(leakKindTitle(finding.kind).toHtmlEscaped()));
    }
    QVERIFY(markdown.contains(QStringLiteral("| %1 |").arg(bundle->findings().size())));
}

void tst_AuditReport::neverRepeatsLeakedText()
{
    QFETCH(QString, path);
    QFETCH(QStringList, leaks);
    const auto bundle = open(path);
    QVERIFY(bundle);
    for (const Finding &finding : bundle->findings()) {
        if (finding.text.size() >= 8)
            leaks.append(finding.text);
    }
    for (const Format format : {Format::Markdown, Format::Html}) {
        const QString report = QString::fromUtf8(AuditReport::render(*bundle, format));
        for (const QString &leak : std::as_const(leaks)) {
            QVERIFY2(!report.contains(leak), qPrintable(leak));
            QVERIFY2(!report.contains(leak.toHtmlEscaped()), qPrintable(leak));
        }
    }
}

void tst_AuditReport::conversationAndCalls()
{
    const auto bundle = fromText(bundleText("\"Refund\"", {message(0, "user", "\"hello\""),
                                                            message(1, "assistant", "\"done\"", CallProvenance)}),
                                 QStringLiteral("calls.json"));
    QVERIFY(bundle);
    QCOMPARE(bundle->calls().size(), std::size_t(2));
    const QString markdown = QString::fromUtf8(AuditReport::render(*bundle, Format::Markdown));
    QVERIFY2(markdown.startsWith(QLatin1String("# ")), qPrintable(markdown));
    QVERIFY(markdown.contains(QLatin1String("Refund")));
    QVERIFY(markdown.contains(QLatin1String("`c1`")));
    QVERIFY(markdown.contains(QLatin1String("Desk (desk)")));
    QVERIFY(markdown.contains(QLatin1String("2026-05-18T08:00:00.000Z")));
    QVERIFY(markdown.contains(QLatin1String("| `lookup_customer` |")));
    QVERIFY(markdown.contains(QLatin1String("| 812 ms |")));
    QVERIFY(markdown.contains(QLatin1String("| 2904.5 ms |")));
    QVERIFY(markdown.contains(QLatin1String("| $0.0123 |")));
    QVERIFY(markdown.contains(QLatin1String("`invalid_binding`")));
    QVERIFY(markdown.contains(QLatin1String("Findings (0)")));
    const QString html = QString::fromUtf8(AuditReport::render(*bundle, Format::Html));
    QVERIFY(html.startsWith(QLatin1String("<!DOCTYPE html>")));
    QVERIFY(html.contains(QLatin1String("<style>")));
    QVERIFY(!html.contains(QLatin1String("<link")));
    QVERIFY(!html.contains(QLatin1String("<script")));
    QVERIFY(html.trimmed().endsWith(QLatin1String("</html>")));
}

void tst_AuditReport::htmlEscapesHostileStrings()
{
    const auto bundle = fromText(
        bundleText("\"<script>alert(1)</script> & \\\"x\\\"\"",
                   {message(0, "user", R"("<img src=x onerror=alert(2)> mail me: carol.hostile@example.com")")}),
        QStringLiteral("hostile.json"));
    QVERIFY(bundle);
    const QString html = QString::fromUtf8(AuditReport::render(*bundle, Format::Html));
    QVERIFY(!html.contains(QLatin1String("<script")));
    QVERIFY(!html.contains(QLatin1String("<img")));
    QVERIFY(html.contains(QLatin1String("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;")));
    QVERIFY(!html.contains(QLatin1String("carol.hostile@example.com")));
    const QString markdown = QString::fromUtf8(AuditReport::render(*bundle, Format::Markdown));
    QVERIFY(!markdown.contains(QLatin1String("<script")));
    QVERIFY(markdown.contains(QLatin1String("&lt;script&gt;")));
}

void tst_AuditReport::markdownEscapesTableCells()
{
    const auto bundle = fromText(bundleText(R"("a | b `c`\nnext line")", {message(0, "user", "\"hi\"")}),
                                 QStringLiteral("pipes.json"));
    QVERIFY(bundle);
    const QString markdown = QString::fromUtf8(AuditReport::render(*bundle, Format::Markdown));
    QVERIFY2(markdown.contains(QLatin1String("| Title | a \\| b \\`c\\`<br>next line |")), qPrintable(markdown));
    QVERIFY(!markdown.contains(QLatin1String("a | b")));
    // Every row of the conversation table still has exactly two cells.
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (!line.startsWith(QLatin1String("| Title")))
            continue;
        QString unescaped = line;
        unescaped.remove(QLatin1String("\\|"));
        QCOMPARE(unescaped.count(QLatin1Char('|')), 3);
    }
    // The title as heading stays on one line.
    QVERIFY(lines.constFirst().contains(QLatin1String("next line")));
}

void tst_AuditReport::leakInTitleIsMasked()
{
    const QByteArray envelope = bundleText("\"Mail bob.jones@example.com\"", {message(0, "user", "\"hi\"")});
    // The bare data object, as Sunrise's other route returns it.
    QByteArray bare = envelope;
    bare.remove(0, int(qstrlen("{\"success\":true,\"data\":")));
    bare.chop(1);
    int n = 0;
    for (const QByteArray &text : {envelope, bare}) {
        const auto bundle = fromText(text, QStringLiteral("titleleak%1.json").arg(++n));
        QVERIFY(bundle);
        QCOMPARE(bundle->isEnvelope(), n == 1);
        QVERIFY(!bundle->findings().empty());
        for (const Format format : {Format::Markdown, Format::Html}) {
            const QString report = QString::fromUtf8(AuditReport::render(*bundle, format));
            QVERIFY2(!report.contains(QLatin1String("bob.jones@example.com")), qPrintable(report));
            QVERIFY(report.contains(QLatin1String("Mail ")));
            QVERIFY(report.contains(QLatin1String("b***@e***.com")));
        }
    }
}

void tst_AuditReport::listsProvenanceProblems()
{
    QByteArray provenance = CallProvenance;
    provenance.replace("\"latencyMs\":812", "\"latencyMs\":-1");
    const auto bundle = fromText(bundleText("\"Invalid\"", {message(0, "user", "\"hi\""),
                                                              message(1, "assistant", "\"done\"", provenance)}),
                                 QStringLiteral("invalid.json"));
    QVERIFY(bundle);
    QCOMPARE(bundle->problems().size(), 1);
    const Diagnostic &problem = bundle->problems().constFirst();
    for (const Format format : {Format::Markdown, Format::Html}) {
        const QString report = QString::fromUtf8(AuditReport::render(*bundle, format));
        QVERIFY(report.contains(QLatin1String("Provenance problems (1)")));
        QVERIFY(report.contains(problem.location().jsonPointer));
        QVERIFY(report.contains(problem.ruleId()));
        QVERIFY(report.contains(problem.message().toHtmlEscaped()));
    }
    const QString markdown = QString::fromUtf8(AuditReport::render(*bundle, Format::Markdown));
    QVERIFY(markdown.contains(QLatin1String("| Messages with invalid provenance | 1 |")));
}

void tst_AuditReport::writeFollowsSuffix()
{
    QCOMPARE(AuditReport::formatForPath(QStringLiteral("a/report.md")), Format::Markdown);
    QCOMPARE(AuditReport::formatForPath(QStringLiteral("report.MARKDOWN")), Format::Markdown);
    QCOMPARE(AuditReport::formatForPath(QStringLiteral("report.html")), Format::Html);
    QCOMPARE(AuditReport::formatForPath(QStringLiteral("report.HTM")), Format::Html);

    const auto bundle = open(DemoBundle);
    QVERIFY(bundle);
    for (const QString &name : {QStringLiteral("r.md"), QStringLiteral("r.html")}) {
        const QString path = m_dir.filePath(name);
        const Status status = AuditReport::write(*bundle, path);
        QVERIFY2(status.ok(), status.ok() ? "" : qPrintable(status.error().message));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), AuditReport::render(*bundle, AuditReport::formatForPath(path)));
    }
}

void tst_AuditReport::writeFailureNamesFile()
{
    const auto bundle = open(DemoBundle);
    QVERIFY(bundle);
    const QString path = m_dir.filePath(QStringLiteral("missing/dir/report.md"));
    const Status status = AuditReport::write(*bundle, path);
    QVERIFY(!status.ok());
    QVERIFY2(status.error().message.contains(path), qPrintable(status.error().message));
}

void tst_AuditReport::largeBundleIsQuick()
{
    // 20,000 turns: a user message with an e-mail address and a terminal message whose first
    // call's arguments hold another one.
    QByteArray text = bundleText("\"Large\"", {});
    text.chop(3);
    text.reserve(20000 * 1200);
    for (int i = 0; i < 20000; ++i) {
        if (i)
            text += ',';
        text += message(2 * i, "user", "\"reach me at user" + QByteArray::number(i) + "@example.com\"");
        text += ',';
        QByteArray provenance = CallProvenance; // with a leak in each turn's first call
        provenance.replace("{\"id\":\"42\"}", "{\"to\":\"user" + QByteArray::number(i) + "@example.net\"}");
        text += message(2 * i + 1, "assistant", "\"ok\"", provenance);
    }
    text += "]}}";
    const auto bundle = fromText(text, QStringLiteral("large.json"));
    QVERIFY(bundle);
    QCOMPARE(bundle->messages().size(), std::size_t(40000));
    QCOMPARE(bundle->findings().size(), std::size_t(40000));
    // How long it takes is bench_provenance's figure (BM_AuditReport), not an assertion here.
    const QByteArray markdown = AuditReport::render(*bundle, Format::Markdown);
    const QByteArray html = AuditReport::render(*bundle, Format::Html);
    QVERIFY(!html.contains("user19999@example.com"));
    QVERIFY(!markdown.contains("user19999@example.com"));
    QVERIFY(!markdown.contains("user19999@example.net"));
    QVERIFY(markdown.contains("u***@e***.net"));
    QVERIFY(markdown.contains("u***@e***.com"));
}

QTEST_GUILESS_MAIN(tst_AuditReport)
#include "tst_auditreport.moc"
