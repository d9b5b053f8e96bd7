// JsonValueReader: JSON text -> Value with integers kept apart from floats (as serde_json
// reads JSON into a serde_json::Value), every key kept (last duplicate wins), and errors
// reported with line and column.

#include <flowgate/contracthash.h>
#include <flowgate/value.h>

#include <QTest>

#include <cmath>
#include <limits>

using capstudio::flowgate::ContractHash;
using capstudio::flowgate::JsonValueReader;
using capstudio::flowgate::Value;

Q_DECLARE_METATYPE(Value::Type)

class TestJsonValueReader : public QObject
{
    Q_OBJECT

private slots:
    void scalars_data();
    void scalars();
    void integersAndFloats();
    void strings();
    void duplicateKeysLastWins();
    void keysSortedAndKept();
    void arraysKeepOrder();
    void whitespaceAndBom();
    void nesting();
    void errors_data();
    void errors();
    void errorLeavesNull();
    void positionsAreInvalid();
};

void TestJsonValueReader::scalars_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<Value::Type>("type");
    QTest::addColumn<QByteArray>("canonical");

    auto row = [](const char *text, Value::Type type, const char *canonical) {
        QTest::newRow(text) << QByteArray(text) << type << QByteArray(canonical);
    };
    row("null", Value::Type::Null, "null");
    row("true", Value::Type::Bool, "true");
    row("false", Value::Type::Bool, "false");
    row("0", Value::Type::Int, "0");
    row("42", Value::Type::Int, "42");
    row("-42", Value::Type::Int, "-42");
    row("9223372036854775807", Value::Type::Int, "9223372036854775807");
    row("-9223372036854775808", Value::Type::Int, "-9223372036854775808");
    // serde_json reads "-0" as the float -0.0.
    row("-0", Value::Type::Float, "-0.0");
    // Beyond i64: u64 in serde_json, Float here (documented); beyond u64 / below i64: f64.
    row("9223372036854775808", Value::Type::Float, "9.223372036854776e+18");
    row("18446744073709551615", Value::Type::Float, "1.8446744073709552e+19");
    row("18446744073709551616", Value::Type::Float, "1.8446744073709552e+19");
    row("-9223372036854775809", Value::Type::Float, "-9.223372036854776e+18");
    row("3.0", Value::Type::Float, "3.0");
    row("-0.0", Value::Type::Float, "-0.0");
    row("0.1", Value::Type::Float, "0.1");
    row("1e2", Value::Type::Float, "100.0");
    row("1E+2", Value::Type::Float, "100.0");
    row("1.5e-7", Value::Type::Float, "1.5e-7");
    row("2.5E16", Value::Type::Float, "2.5e+16");
    row("1e-400", Value::Type::Float, "0.0");
    row("\"text\"", Value::Type::String, "\"text\"");
    row("[]", Value::Type::Array, "[]");
    row("{}", Value::Type::Object, "{}");
}

void TestJsonValueReader::scalars()
{
    QFETCH(QByteArray, text);
    QFETCH(Value::Type, type);
    QFETCH(QByteArray, canonical);
    QString error = QStringLiteral("unchanged");
    const Value value = JsonValueReader::parse(text, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(value.type(), type);
    QCOMPARE(ContractHash::canonicalJson(value), canonical);
}

void TestJsonValueReader::integersAndFloats()
{
    const Value value = JsonValueReader::parse(
        R"({"i": 3, "f": 3.0, "n": -7, "big": 9223372036854775807, "e": 5e0, "z": -0})");
    QVERIFY(value.isObject());
    QVERIFY(value.value(u"i").isInt());
    QCOMPARE(value.value(u"i").toInt(), 3);
    QVERIFY(value.value(u"f").isFloat());
    QCOMPARE(value.value(u"f").toDouble(), 3.0);
    QVERIFY(value.value(u"i") != value.value(u"f"));
    QVERIFY(value.value(u"n").isInt());
    QCOMPARE(value.value(u"n").toInt(), -7);
    QCOMPARE(value.value(u"big").toInt(), std::numeric_limits<qint64>::max());
    QVERIFY(value.value(u"e").isFloat());
    QVERIFY(value.value(u"z").isFloat());
    QVERIFY(std::signbit(value.value(u"z").toDouble()));
    QCOMPARE(ContractHash::canonicalJson(value),
             QByteArray(R"({"big":9223372036854775807,"e":5.0,"f":3.0,"i":3,"n":-7,"z":-0.0})"));
    // Correctly rounded decimal conversion.
    QCOMPARE(JsonValueReader::parse("0.30000000000000004").toDouble(), 0.1 + 0.2);
    QCOMPARE(JsonValueReader::parse("-767e-23").toDouble(), -767e-23);
    QCOMPARE(JsonValueReader::parse("2.2250738585072014e-308").toDouble(),
             std::numeric_limits<double>::min());
}

void TestJsonValueReader::strings()
{
    const Value value = JsonValueReader::parse(
        R"(["a\u00e9\ud83d\ude00\n", "\"\\\/\b\f\n\r\t", "\u0000x", "caf)"
        "\xc3\xa9 \xf0\x9f\x98\x80"
        R"(", "\u20AC\uFFFF"])");
    QVERIFY(value.isArray());
    QCOMPARE(value.size(), 5);
    QCOMPARE(value.at(0).toString(), QString::fromUtf8("a\xc3\xa9\xf0\x9f\x98\x80\n"));
    QCOMPARE(value.at(1).toString(), QStringLiteral("\"\\/\b\f\n\r\t"));
    QCOMPARE(value.at(2).toString().size(), 2);
    QCOMPARE(value.at(2).toString().at(0), QChar(char16_t(0)));
    QCOMPARE(value.at(3).toString(), QString::fromUtf8("caf\xc3\xa9 \xf0\x9f\x98\x80"));
    QCOMPARE(value.at(4).toString(), QString::fromUtf8("\xe2\x82\xac\xef\xbf\xbf"));
    QCOMPARE(ContractHash::canonicalJson(value.at(1)), QByteArray(R"("\"\\/\b\f\n\r\t")"));
    QCOMPARE(ContractHash::canonicalJson(value.at(2)), QByteArray(R"("\u0000x")"));
}

void TestJsonValueReader::duplicateKeysLastWins()
{
    const Value value = JsonValueReader::parse(R"({"a": 1, "b": {"x": 1, "x": [2]}, "a": 3.5})");
    QVERIFY(value.isObject());
    QCOMPARE(value.size(), 2);
    QVERIFY(value.value(u"a").isFloat());
    QCOMPARE(value.value(u"a").toDouble(), 3.5);
    QCOMPARE(ContractHash::canonicalJson(value), QByteArray(R"({"a":3.5,"b":{"x":[2]}})"));
}

void TestJsonValueReader::keysSortedAndKept()
{
    // Keys come out in UTF-8 byte order whatever the input order, empty key included.
    const Value value = JsonValueReader::parse(
        "{\"\xf0\x9f\x98\x80\": 2, \"\xef\xbd\xa1\": 1, \"b\": null, \"\": 0, \"B\": true}");
    QVERIFY(value.isObject());
    QCOMPARE(value.size(), 5);
    QCOMPARE(ContractHash::canonicalJson(value),
             QByteArray("{\"\":0,\"B\":true,\"b\":null,\"\xef\xbd\xa1\":1,"
                        "\"\xf0\x9f\x98\x80\":2}"));
    QVERIFY(value.contains(u"b"));
    QVERIFY(value.value(u"b").isNull());
}

void TestJsonValueReader::arraysKeepOrder()
{
    const Value value = JsonValueReader::parse(R"([3, "b", [2, 1], {"z": 1, "a": 2}, 1.0])");
    QCOMPARE(ContractHash::canonicalJson(value),
             QByteArray(R"([3,"b",[2,1],{"a":2,"z":1},1.0])"));
}

void TestJsonValueReader::whitespaceAndBom()
{
    QString error;
    Value value = JsonValueReader::parse(" \t\r\n{ \"a\" :\n[ 1 ,2 ] }\n\n", &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(ContractHash::canonicalJson(value), QByteArray(R"({"a":[1,2]})"));
    // A UTF-8 byte order mark at the very start is skipped.
    value = JsonValueReader::parse("\xef\xbb\xbf[true]", &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(ContractHash::canonicalJson(value), QByteArray("[true]"));
}

void TestJsonValueReader::nesting()
{
    const int depth = JsonValueReader::kMaxDepth;
    QString error;
    const QByteArray deepest = QByteArray(depth, '[') + QByteArray(depth, ']');
    const Value value = JsonValueReader::parse(deepest, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(ContractHash::canonicalJson(value), deepest);

    const QByteArray tooDeep = QByteArray("{\"a\":") + QByteArray(depth, '[')
        + QByteArray(depth, ']') + '}';
    QVERIFY(JsonValueReader::parse(tooDeep, &error).isNull());
    QVERIFY2(error.contains(QStringLiteral("line 1, column %1").arg(depth + 5)),
             qPrintable(error));
    QVERIFY2(error.contains(QString::number(depth)), qPrintable(error));
}

void TestJsonValueReader::errors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    // The position is that of the character the parser stopped at (one past the end when
    // the text ends early); columns count characters, not bytes.
    QTest::newRow("empty") << QByteArray() << 1 << 1;
    QTest::newRow("whitespace only") << QByteArray("  \n ") << 2 << 2;
    QTest::newRow("double comma") << QByteArray("[1,,2]") << 1 << 4;
    QTest::newRow("trailing garbage on line 2") << QByteArray("{\"a\":1}\nx") << 2 << 1;
    QTest::newRow("second document") << QByteArray("[1] [2]") << 1 << 5;
    QTest::newRow("unterminated array") << QByteArray("[1, 2") << 1 << 6;
    QTest::newRow("unterminated string") << QByteArray("\"abc") << 1 << 5;
    QTest::newRow("bad literal after multibyte key")
        << QByteArray("{\n  \"\xc3\xa9\": @\n}") << 2 << 8;
    QTest::newRow("missing colon") << QByteArray("{\"a\" 1}") << 1 << 6;
    QTest::newRow("raw newline in string") << QByteArray("[\"abc\ndef\"]") << 1 << 6;
    QTest::newRow("truncated literal") << QByteArray("tru") << 1 << 4;
    QTest::newRow("leading zero") << QByteArray("01") << 1 << 2;
    QTest::newRow("trailing comma") << QByteArray("[1,\n 2,\n]") << 3 << 1;
    QTest::newRow("single quotes") << QByteArray("{'a': 1}") << 1 << 2;
    QTest::newRow("comment") << QByteArray("// c\n1") << 1 << 1;
    QTest::newRow("NaN literal") << QByteArray("[NaN]") << 1 << 2;
    QTest::newRow("lone high surrogate") << QByteArray("\"\\ud800\"") << 1 << 8;
    QTest::newRow("invalid UTF-8") << QByteArray("\"\xff\"") << 1 << 2;
    QTest::newRow("float overflow") << QByteArray("[\n 1e400]") << 2 << 2;
}

void TestJsonValueReader::errors()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QString error;
    const Value value = JsonValueReader::parse(text, &error);
    QVERIFY(value.isNull());
    QVERIFY(!error.isEmpty());
    QVERIFY2(error.contains(QStringLiteral("line %1, column %2").arg(line).arg(column)),
             qPrintable(error));
}

void TestJsonValueReader::errorLeavesNull()
{
    // Without an error pointer a failure is still just Null.
    QVERIFY(JsonValueReader::parse("{").isNull());
    // A successful parse clears a stale message.
    QString error = QStringLiteral("stale");
    QVERIFY(JsonValueReader::parse("1", &error).isInt());
    QVERIFY(error.isEmpty());
}

void TestJsonValueReader::positionsAreInvalid()
{
    const Value value = JsonValueReader::parse(R"({"a": [1]})");
    QVERIFY(!value.pos().isValid());
    QVERIFY(!value.value(u"a").pos().isValid());
    QVERIFY(!value.members().front().keyPos.isValid());
}

QTEST_GUILESS_MAIN(TestJsonValueReader)
#include "tst_jsonvaluereader.moc"
