#include "core/jsontext.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;

class tst_JsonText : public QObject
{
    Q_OBJECT

private slots:
    void syntaxErrorsNameLineAndColumn_data();
    void syntaxErrorsNameLineAndColumn();
    void deepNestingIsRefused();
    void binaryFileIsRefused();
    void missingFile();
    void sizeCeiling();
    void byteOrderMark();
    void storedRoundTrip_data();
    void storedRoundTrip();
};

void tst_JsonText::syntaxErrorsNameLineAndColumn_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    QTest::newRow("missing comma on line 3") << QByteArray("[\n  {\"a\": 1}\n  {\"b\": 2}\n]") << 3 << 3;
    QTest::newRow("trailing garbage") << QByteArray("{\"a\": 1} x") << 1 << 10;
    QTest::newRow("unterminated string") << QByteArray("[\"abc") << 1 << 6;
    QTest::newRow("empty") << QByteArray("") << 1 << 1;
}

void tst_JsonText::syntaxErrorsNameLineAndColumn()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    const JsonText::Result result = JsonText::parse(text, QStringLiteral("in.json"));
    QVERIFY(!result.ok());
    QCOMPARE(result.error->ruleId(), QStringLiteral("json-syntax"));
    QCOMPARE(result.error->location().file, QStringLiteral("in.json"));
    QCOMPARE(result.error->location().line, line);
    // Qt reports where it stopped; allow the column of the offending character or the one after it.
    QVERIFY2(qAbs(result.error->location().column - column) <= 1,
             qPrintable(result.error->toText()));
}

void tst_JsonText::deepNestingIsRefused()
{
    const QByteArray deep = QByteArray(10000, '[') + QByteArray(10000, ']');
    const JsonText::Result result = JsonText::parse(deep, QStringLiteral("deep.json"));
    QVERIFY(!result.ok());
    QVERIFY2(result.error->message().contains(QLatin1String("nested too deeply")),
             qPrintable(result.error->message()));
}

void tst_JsonText::binaryFileIsRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bin.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray("[1,\n2,\0\x01\x02", 10));
    file.close();
    const JsonText::Result result = JsonText::readFile(path);
    QVERIFY(!result.ok());
    QVERIFY(result.error->message().contains(QLatin1String("binary")));
    QCOMPARE(result.error->location().line, 2);
}

void tst_JsonText::missingFile()
{
    const JsonText::Result result = JsonText::readFile(QStringLiteral("/nonexistent/x.json"));
    QVERIFY(!result.ok());
    QCOMPARE(result.error->ruleId(), QStringLiteral("file-unreadable"));
    QCOMPARE(result.error->location().file, QStringLiteral("/nonexistent/x.json"));
}

void tst_JsonText::sizeCeiling()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(4096, ' ') + "[]");
    file.close();
    const JsonText::Result refused = JsonText::readFile(path, 1024);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error->ruleId(), QStringLiteral("file-too-large"));
    QVERIFY(JsonText::readFile(path).ok());
}

void tst_JsonText::byteOrderMark()
{
    const JsonText::Result result = JsonText::parse("\xEF\xBB\xBF[1]", QStringLiteral("bom.json"));
    QVERIFY(result.ok());
    QCOMPARE(result.value.toArray().size(), 1);
}

void tst_JsonText::storedRoundTrip_data()
{
    QTest::addColumn<QJsonValue>("value");
    QTest::newRow("object") << QJsonValue(QJsonObject{{QStringLiteral("b"), 1}, {QStringLiteral("a"), QJsonArray{true, QJsonValue::Null}}});
    QTest::newRow("array") << QJsonValue(QJsonArray{1, QStringLiteral("x")});
    QTest::newRow("string") << QJsonValue(QStringLiteral("t\"ex\nt"));
    QTest::newRow("number") << QJsonValue(2.5);
    QTest::newRow("bool") << QJsonValue(false);
    QTest::newRow("null") << QJsonValue(QJsonValue::Null);
}

void tst_JsonText::storedRoundTrip()
{
    QFETCH(QJsonValue, value);
    QCOMPARE(JsonText::fromStored(JsonText::compact(value)), value);
}

QTEST_GUILESS_MAIN(tst_JsonText)
#include "tst_jsontext.moc"
