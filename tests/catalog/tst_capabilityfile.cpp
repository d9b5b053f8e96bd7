#include "catalog/capabilityfile.h"
#include "catalog/capabilityrules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;

class tst_CapabilityFile : public QObject
{
    Q_OBJECT

private slots:
    void shapes_data();
    void shapes();
    void splitArray_data();
    void splitArray();
    void rowTextsCheckAsTheDocumentDoes_data();
    void rowTextsCheckAsTheDocumentDoes();
};

void tst_CapabilityFile::shapes_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("errorPart");

    QTest::newRow("bare array") << QByteArray(R"([{"slug":"a"},{"slug":"b"}])") << true << 2 << "" << "";
    QTest::newRow("list envelope") << QByteArray(R"({"success":true,"data":[{"slug":"a"}],"meta":{"page":1}})")
                                   << true << 1 << "/data" << "";
    QTest::newRow("single-row envelope") << QByteArray(R"({"success":true,"data":{"slug":"a"}})")
                                         << true << 1 << "/data" << "";
    QTest::newRow("error envelope")
        << QByteArray(R"({"success":false,"error":{"code":"UNAUTHORIZED","message":"Unauthorized"}})")
        << false << 0 << "/error" << "UNAUTHORIZED";
    QTest::newRow("object without data") << QByteArray(R"({"capabilities":[]})") << false << 0 << ""
                                         << "no \"data\"";
    QTest::newRow("data is a string") << QByteArray(R"({"success":true,"data":"x"})") << false << 0
                                      << "/data" << "must be an array";
}

void tst_CapabilityFile::shapes()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, ok);
    QFETCH(int, rows);
    QFETCH(QString, pointer);
    QFETCH(QString, errorPart);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("caps.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();

    const CapabilityFile::Content content = CapabilityFile::read(path);
    QCOMPARE(content.ok(), ok);
    if (ok) {
        QCOMPARE(content.rows.size(), rows);
        QCOMPARE(content.rowsPointer, pointer);
    } else {
        QCOMPARE(content.error->location().jsonPointer, pointer);
        QCOMPARE(content.error->location().file, path);
        QVERIFY2(content.error->message().contains(errorPart), qPrintable(content.error->message()));
    }
}

void tst_CapabilityFile::splitArray_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("rows"); // empty and `split` false: not split
    QTest::addColumn<bool>("split");

    const auto rows = [](std::initializer_list<const char *> texts) {
        QStringList list;
        for (const char *text : texts)
            list << QString::fromUtf8(text);
        return list;
    };
    QTest::newRow("empty array") << QByteArray(" [ ] \n") << QStringList() << true;
    QTest::newRow("objects") << QByteArray(R"([{"a":1},{"b":[2,{"c":3}]}])") << rows({R"({"a":1})", R"({"b":[2,{"c":3}]})"})
                             << true;
    QTest::newRow("spaces and lines") << QByteArray("\xEF\xBB\xBF[\n  {\"a\": 1} ,\r\n\t{}\n]\n")
                                      << rows({R"({"a": 1})", "{}"}) << true;
    QTest::newRow("brackets and quotes in strings")
        << QByteArray(R"([{"s":"}],[{\"\\"},"x"])") << rows({R"({"s":"}],[{\"\\"})", R"("x")"}) << true;
    QTest::newRow("scalars") << QByteArray("[1, true ,null,\"s\", [ ]]") << rows({"1", "true", "null", "\"s\"", "[ ]"})
                             << true;
    QTest::newRow("an envelope") << QByteArray(R"({"success":true,"data":[]})") << QStringList() << false;
    QTest::newRow("a trailing comma") << QByteArray("[{},]") << QStringList() << false;
    QTest::newRow("two commas") << QByteArray("[{},,{}]") << QStringList() << false;
    QTest::newRow("text after the array") << QByteArray("[{}] x") << QStringList() << false;
    QTest::newRow("unclosed string") << QByteArray(R"([{"a":"b}])") << QStringList() << false;
    QTest::newRow("unclosed object") << QByteArray("[{\"a\":1]") << QStringList() << false;
    QTest::newRow("two values without a comma") << QByteArray("[{} {}]") << QStringList() << false;
    QTest::newRow("empty text") << QByteArray() << QStringList() << false;
    QTest::newRow("nesting past the parser's limit") << "[" + QByteArray(1001, '[') + QByteArray(1001, ']') + "]"
                                                     << QStringList() << false;
}

void tst_CapabilityFile::splitArray()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, rows);
    QFETCH(bool, split);
    const auto spans = CapabilityFile::splitArray(text);
    QCOMPARE(spans.has_value(), split);
    if (!spans)
        return;
    QStringList found;
    for (const CapabilityRules::TextSpan &span : *spans)
        found << QString::fromUtf8(text.mid(span.begin, span.end - span.begin));
    QCOMPARE(found, rows);
}

void tst_CapabilityFile::rowTextsCheckAsTheDocumentDoes_data()
{
    QTest::addColumn<QByteArray>("text");
    const QByteArray clean = R"({"id":"c1","name":"Look Up","slug":"look_up","description":"Finds.","category":"commerce",)"
                             R"("executionType":"internal","executionHandler":"LookUp","functionDefinition":{"name":"look_up",)"
                             R"("description":"d","parameters":{"type":"object","properties":{"n":{"type":"string"}},)"
                             R"("required":["n"]}},"isActive":true,"isSystem":false,"quarantineState":"active"})";
    QByteArray broken = clean;
    broken.replace("\"slug\":\"look_up\"", "\"slug\":\"Look Up\",\"rateLimit\":\"sixty\"");
    QByteArray undeclared = clean;
    undeclared.replace("\"required\":[\"n\"]", "\"required\":[\"n\",\"m\"]");
    QTest::newRow("clean") << "[" + clean + "]";
    QTest::newRow("findings, duplicates, a non-object, a nested array")
        << "[" + clean + ",\n" + broken + ",5,[1]," + clean + "," + undeclared + ",{}]";
    QByteArray many = "[";
    for (int i = 0; i < 3000; ++i) {
        QByteArray row = i % 7 == 0 ? broken : (i % 11 == 0 ? undeclared : clean);
        row.replace("look_up", "look_up_" + QByteArray::number(i % 2500));
        many += (i ? "," : "") + row;
    }
    QTest::newRow("3,000 rows over several slices") << many + "]";
}

// Rows parsed one at a time from their spans give exactly the findings of the whole document,
// as stored rows and as bodies to create.
void tst_CapabilityFile::rowTextsCheckAsTheDocumentDoes()
{
    QFETCH(QByteArray, text);
    const auto spans = CapabilityFile::splitArray(text);
    QVERIFY(spans.has_value());
    const QJsonArray rows = QJsonDocument::fromJson(text).array();
    QCOMPARE(qsizetype(spans->size()), rows.size());
    const auto lines = [](const Diagnostics &diagnostics) {
        QStringList all;
        for (const Diagnostic &diagnostic : diagnostics)
            all << diagnostic.toText();
        return all;
    };
    const QString file = QStringLiteral("caps.json");
    const std::optional<Diagnostics> asRows =
        CapabilityRules::checkRowTexts(text, *spans, file, CapabilityRules::RowsAs::Rows);
    QVERIFY(asRows.has_value());
    QCOMPARE(asRows->isEmpty(), qstrcmp(QTest::currentDataTag(), "clean") == 0);
    QCOMPARE(lines(*asRows), lines(CapabilityRules::checkRows(rows, file)));
    const QSet<QString> existing{QStringLiteral("look_up_3")};
    const std::optional<Diagnostics> asBodies =
        CapabilityRules::checkRowTexts(text, *spans, file, CapabilityRules::RowsAs::Create, existing);
    QVERIFY(asBodies.has_value());
    QCOMPARE(lines(*asBodies), lines(CapabilityRules::checkBodies(rows, file, {}, existing)));
    // A row that does not parse gives nothing: the caller reads the file whole.
    QByteArray unreadable = text;
    unreadable.insert(spans->back().begin + 1, "\"x\":tru,");
    const auto brokenSpans = CapabilityFile::splitArray(unreadable);
    QVERIFY(brokenSpans.has_value());
    QVERIFY(!CapabilityRules::checkRowTexts(unreadable, *brokenSpans, file, CapabilityRules::RowsAs::Rows));
}

QTEST_GUILESS_MAIN(tst_CapabilityFile)
#include "tst_capabilityfile.moc"
