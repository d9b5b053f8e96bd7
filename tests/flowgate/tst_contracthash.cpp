// ContractHash: canonical JSON (serde_json escaping, number formatting, UTF-8 key order),
// the contract hash, and the skill and script body hashes (reference §5 and §2.11).
//
// Expected digests were computed outside this code: the canonical or normalised text was
// written out by hand and piped through coreutils, e.g.
//     printf 'Review the plan. Then vet it.' | sha256sum
// Expected float texts follow ryu's / zmij's printing rule and were cross-checked against
// the ryu crate (Debian's librust-ryu-dev 1.0.2) run on the same doubles; the SerdeJson
// style is ryu's text with "+" before a positive exponent, as zmij (serde_json >= 1.0.147)
// prints it.

#include <flowgate/contracthash.h>
#include <flowgate/value.h>

#include <QTest>

#include <cfloat>
#include <cmath>
#include <limits>

using capstudio::flowgate::ContractHash;
using capstudio::flowgate::Value;

namespace {

Value object(std::initializer_list<std::pair<const char *, Value>> members)
{
    Value::Object list;
    for (const auto &member : members)
        list.push_back(Value::Member{QString::fromUtf8(member.first), member.second, {}});
    return Value::makeObject(std::move(list));
}

Value array(std::initializer_list<Value> items)
{
    return Value::makeArray(Value::Array(items));
}

} // namespace

class TestContractHash : public QObject
{
    Q_OBJECT

private slots:
    void controlCharacters_data();
    void controlCharacters();
    void stringEscaping_data();
    void stringEscaping();
    void keyOrderIsUtf8ByteOrder();
    void keyOrderWhenMembersAreDisturbed();
    void nestedStructure();
    void arrayOrderIsKept();
    void intAndFloatDiffer();
    void scalars();
    void floatFormat_data();
    void floatFormat();
    void nonFiniteFloatsAreNull();
    void contractHashOf_data();
    void contractHashOf();
    void skillHash_data();
    void skillHash();
    void skillWhitespaceSet();
    void scriptHash_data();
    void scriptHash();
    void hashFormat();
};

void TestContractHash::controlCharacters_data()
{
    QTest::addColumn<int>("code");
    QTest::addColumn<QByteArray>("expected");

    // serde_json: \b \t \n \f \r for 08 09 0A 0C 0D, \u00xx (lowercase hex) for the rest.
    static const char *const expected[32] = {
        "\\u0000", "\\u0001", "\\u0002", "\\u0003", "\\u0004", "\\u0005", "\\u0006", "\\u0007",
        "\\b",     "\\t",     "\\n",     "\\u000b", "\\f",     "\\r",     "\\u000e", "\\u000f",
        "\\u0010", "\\u0011", "\\u0012", "\\u0013", "\\u0014", "\\u0015", "\\u0016", "\\u0017",
        "\\u0018", "\\u0019", "\\u001a", "\\u001b", "\\u001c", "\\u001d", "\\u001e", "\\u001f",
    };
    for (int code = 0; code < 32; ++code) {
        QTest::newRow(qPrintable(QStringLiteral("U+%1").arg(code, 4, 16, QLatin1Char('0'))))
            << code << QByteArray('"' + QByteArray(expected[code]) + '"');
    }
}

void TestContractHash::controlCharacters()
{
    QFETCH(int, code);
    QFETCH(QByteArray, expected);
    const QString text = QString(QChar(char16_t(code)));
    QCOMPARE(ContractHash::quoteString(text), expected);
    QCOMPARE(ContractHash::canonicalJson(Value(text)), expected);
    // Inside a longer string and in a key too.
    const QString longer = QStringLiteral("a") + text + QStringLiteral("b");
    const QByteArray inner = expected.mid(1, expected.size() - 2);
    QCOMPARE(ContractHash::canonicalJson(Value(longer)), QByteArray("\"a" + inner + "b\""));
    Value map = Value::makeObject();
    map.insert(text, Value(1));
    QCOMPARE(ContractHash::canonicalJson(map), QByteArray("{\"" + inner + "\":1}"));
}

void TestContractHash::stringEscaping_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("empty") << QString() << QByteArray("\"\"");
    QTest::newRow("plain") << QStringLiteral("pass") << QByteArray("\"pass\"");
    QTest::newRow("quote") << QStringLiteral("say \"hi\"") << QByteArray("\"say \\\"hi\\\"\"");
    QTest::newRow("backslash") << QStringLiteral("a\\b") << QByteArray("\"a\\\\b\"");
    QTest::newRow("backslash before quote")
        << QStringLiteral("\\\"") << QByteArray("\"\\\\\\\"\"");
    QTest::newRow("slash raw") << QStringLiteral("a/b</c>") << QByteArray("\"a/b</c>\"");
    QTest::newRow("DEL raw") << QString(QChar(char16_t(0x7F))) << QByteArray("\"\x7f\"");
    QTest::newRow("space and tilde") << QStringLiteral(" ~") << QByteArray("\" ~\"");
    QTest::newRow("latin-1 raw") << QString::fromUtf8("\xc3\xa9t\xc3\xa9")
                                 << QByteArray("\"\xc3\xa9t\xc3\xa9\"");
    QTest::newRow("C1 control raw (U+0085)") << QString(QChar(char16_t(0x85)))
                                             << QByteArray("\"\xc2\x85\"");
    QTest::newRow("U+2028 raw") << QString(QChar(char16_t(0x2028)))
                                << QByteArray("\"\xe2\x80\xa8\"");
    QTest::newRow("BMP CJK raw") << QString::fromUtf8("\xe6\xbc\xa2\xe5\xad\x97")
                                 << QByteArray("\"\xe6\xbc\xa2\xe5\xad\x97\"");
    QTest::newRow("U+FFFF raw") << QString(QChar(char16_t(0xFFFF)))
                                << QByteArray("\"\xef\xbf\xbf\"");
    QTest::newRow("astral emoji raw") << QString::fromUtf8("\xf0\x9f\x98\x80")
                                      << QByteArray("\"\xf0\x9f\x98\x80\"");
    QTest::newRow("astral U+10FFFF raw") << QString::fromUcs4(U"\U0010FFFF")
                                         << QByteArray("\"\xf4\x8f\xbf\xbf\"");
    QTest::newRow("mixed") << QString::fromUtf8("tab\there \"q\" \\ /\xf0\x9f\x98\x80\n")
                           << QByteArray("\"tab\\there \\\"q\\\" \\\\ /\xf0\x9f\x98\x80\\n\"");
}

void TestContractHash::stringEscaping()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, expected);
    QCOMPARE(ContractHash::quoteString(text), expected);
    QCOMPARE(ContractHash::canonicalJson(Value(text)), expected);
}

void TestContractHash::keyOrderIsUtf8ByteOrder()
{
    // U+FF61 is EF BD A1 in UTF-8 and 0xFF61 in UTF-16; U+1F600 is F0 9F 98 80 in UTF-8 and
    // D83D DE00 in UTF-16. UTF-8 (code point) order puts U+FF61 first, UTF-16 order the
    // emoji first.
    const QString halfwidth(QChar(char16_t(0xFF61)));
    const QString emoji = QString::fromUcs4(U"\U0001F600");
    Value value = Value::makeObject({Value::Member{emoji, Value(2), {}},
                                     Value::Member{halfwidth, Value(1), {}}});
    const QByteArray expected("{\"\xef\xbd\xa1\":1,\"\xf0\x9f\x98\x80\":2}");
    QCOMPARE(ContractHash::canonicalJson(value), expected);
    // printf '{"\xef\xbd\xa1":1,"\xf0\x9f\x98\x80":2}' | sha256sum
    QCOMPARE(ContractHash::of(value),
             QStringLiteral(
                 "sha256:a325e3cddf75ad1f592547acabd8033c6dcca06a4d9d9caacf65e5349cc6e30c"));

    // More keys: ASCII by byte ("B" < "_" < "a"), then longer after its prefix, then
    // 2-, 3- and 4-byte sequences.
    Value mixed = object({{"a", Value(1)},
                          {"ab", Value(2)},
                          {"B", Value(3)},
                          {"_", Value(4)},
                          {"\xc3\xa9", Value(5)},
                          {"\xef\xbd\xa1", Value(6)},
                          {"\xf0\x9f\x98\x80", Value(7)},
                          {"", Value(8)}});
    QCOMPARE(ContractHash::canonicalJson(mixed),
             QByteArray("{\"\":8,\"B\":3,\"_\":4,\"a\":1,\"ab\":2,\"\xc3\xa9\":5,"
                        "\"\xef\xbd\xa1\":6,\"\xf0\x9f\x98\x80\":7}"));
}

void TestContractHash::keyOrderWhenMembersAreDisturbed()
{
    // canonicalJson sorts by itself when a caller broke Value's order, and keeps the last
    // of repeated keys.
    Value value = object({{"a", Value(1)}, {"b", Value(2)}});
    Value::Object &members = value.mutableMembers();
    members.push_back(Value::Member{QString::fromUcs4(U"\U0001F600"), Value(4), {}});
    members.push_back(Value::Member{QString(QChar(char16_t(0xFF61))), Value(3), {}});
    members.push_back(Value::Member{QStringLiteral("a"), Value(9), {}});
    std::reverse(members.begin(), members.end());
    // Now in list order: a:9, U+FF61:3, U+1F600:4, b:2, a:1. Of the two "a" members the
    // one later in the list (a:1) wins.
    QCOMPARE(ContractHash::canonicalJson(value),
             QByteArray("{\"a\":1,\"b\":2,\"\xef\xbd\xa1\":3,\"\xf0\x9f\x98\x80\":4}"));
}

void TestContractHash::nestedStructure()
{
    // Keys sorted at every depth; no whitespace anywhere.
    const Value value = object(
        {{"outputs",
          object({{"z", object({{"y", Value(1)}, {"x", array({object({{"k2", Value(true)},
                                                                    {"k1", Value()}})})}})},
                  {"a", array({})}})},
         {"inputs", object({})}});
    QCOMPARE(ContractHash::canonicalJson(value),
             QByteArray("{\"inputs\":{},\"outputs\":{\"a\":[],\"z\":{\"x\":[{\"k1\":null,"
                        "\"k2\":true}],\"y\":1}}}"));
}

void TestContractHash::arrayOrderIsKept()
{
    const Value forward = array({Value("pass"), Value("fail"), array({Value(2), Value(1)})});
    const Value backward = array({array({Value(2), Value(1)}), Value("fail"), Value("pass")});
    QCOMPARE(ContractHash::canonicalJson(forward), QByteArray("[\"pass\",\"fail\",[2,1]]"));
    QCOMPARE(ContractHash::canonicalJson(backward), QByteArray("[[2,1],\"fail\",\"pass\"]"));
    QVERIFY(ContractHash::of(forward) != ContractHash::of(backward));
}

void TestContractHash::intAndFloatDiffer()
{
    QCOMPARE(ContractHash::canonicalJson(Value(3)), QByteArray("3"));
    QCOMPARE(ContractHash::canonicalJson(Value(3.0)), QByteArray("3.0"));
    // printf '3' | sha256sum ; printf '3.0' | sha256sum
    QCOMPARE(ContractHash::of(Value(3)),
             QStringLiteral(
                 "sha256:4e07408562bedb8b60ce05c1decfe3ad16b72230967de01f640b7e4729b49fce"));
    QCOMPARE(ContractHash::of(Value(3.0)),
             QStringLiteral(
                 "sha256:a416ea84421fa7e1351582da48235bac88380a337ec5cb5a9239dc7d57908b4b"));
    QCOMPARE(ContractHash::canonicalJson(object({{"default", Value(3)}})),
             QByteArray("{\"default\":3}"));
    QCOMPARE(ContractHash::canonicalJson(object({{"default", Value(3.0)}})),
             QByteArray("{\"default\":3.0}"));
}

void TestContractHash::scalars()
{
    QCOMPARE(ContractHash::canonicalJson(Value()), QByteArray("null"));
    QCOMPARE(ContractHash::canonicalJson(Value(true)), QByteArray("true"));
    QCOMPARE(ContractHash::canonicalJson(Value(false)), QByteArray("false"));
    QCOMPARE(ContractHash::canonicalJson(Value(0)), QByteArray("0"));
    QCOMPARE(ContractHash::canonicalJson(Value(-17)), QByteArray("-17"));
    QCOMPARE(ContractHash::canonicalJson(Value(std::numeric_limits<qint64>::max())),
             QByteArray("9223372036854775807"));
    QCOMPARE(ContractHash::canonicalJson(Value(std::numeric_limits<qint64>::min())),
             QByteArray("-9223372036854775808"));
    QCOMPARE(ContractHash::canonicalJson(Value::makeArray()), QByteArray("[]"));
    QCOMPARE(ContractHash::canonicalJson(Value::makeObject()), QByteArray("{}"));
}

void TestContractHash::floatFormat_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QByteArray>("serdeJson"); // zmij: serde_json >= 1.0.147
    QTest::addColumn<QByteArray>("ryu");       // ryu: older serde_json

    auto row = [](const char *name, double value, const char *zmij, const char *ryu) {
        QTest::newRow(name) << value << QByteArray(zmij) << QByteArray(ryu);
    };
    // Integral values: decimal up to 16 integer digits, always with ".0".
    row("0.0", 0.0, "0.0", "0.0");
    row("-0.0", -0.0, "-0.0", "-0.0");
    row("1.0", 1.0, "1.0", "1.0");
    row("-1.0", -1.0, "-1.0", "-1.0");
    row("3.0", 3.0, "3.0", "3.0");
    row("100.0", 100.0, "100.0", "100.0");
    row("300.0", 300.0, "300.0", "300.0");
    row("123456789012345.0", 123456789012345.0, "123456789012345.0", "123456789012345.0");
    row("1e15", 1e15, "1000000000000000.0", "1000000000000000.0");
    row("1234567890123456.0", 1234567890123456.0, "1234567890123456.0", "1234567890123456.0");
    row("9007199254740992.0", 9007199254740992.0, "9007199254740992.0", "9007199254740992.0");
    row("9.999999999999998e15", 9999999999999998.0, "9999999999999998.0", "9999999999999998.0");
    // Decimal exponent 16 and above: scientific.
    row("1e16", 1e16, "1e+16", "1e16");
    row("-1e16", -1e16, "-1e+16", "-1e16");
    row("12345678901234567.0", 12345678901234567.0, "1.2345678901234568e+16",
        "1.2345678901234568e16");
    row("1.5e17", 1.5e17, "1.5e+17", "1.5e17");
    row("1e21", 1e21, "1e+21", "1e21");
    row("1e100", 1e100, "1e+100", "1e100");
    row("1.5e300", 1.5e300, "1.5e+300", "1.5e300");
    row("DBL_MAX", DBL_MAX, "1.7976931348623157e+308", "1.7976931348623157e308");
    row("2^63", 9223372036854775808.0, "9.223372036854776e+18", "9.223372036854776e18");
    row("2^64", 18446744073709551616.0, "1.8446744073709552e+19", "1.8446744073709552e19");
    // Fractions.
    row("1.5", 1.5, "1.5", "1.5");
    row("-1.5", -1.5, "-1.5", "-1.5");
    row("0.5", 0.5, "0.5", "0.5");
    row("0.1", 0.1, "0.1", "0.1");
    row("0.3", 0.3, "0.3", "0.3");
    row("0.1+0.2", 0.1 + 0.2, "0.30000000000000004", "0.30000000000000004");
    row("2/3", 2.0 / 3.0, "0.6666666666666666", "0.6666666666666666");
    row("123.456", 123.456, "123.456", "123.456");
    row("3.14159", 3.14159, "3.14159", "3.14159");
    row("1234567890123456.8", 1234567890123456.8, "1234567890123456.8", "1234567890123456.8");
    row("123456789012345.67", 123456789012345.67, "123456789012345.67", "123456789012345.67");
    // Small magnitudes: decimal down to 1e-5, scientific below.
    row("0.001", 0.001, "0.001", "0.001");
    row("0.0001234", 0.0001234, "0.0001234", "0.0001234");
    row("1e-5", 1e-5, "0.00001", "0.00001");
    row("1.5e-5", 1.5e-5, "0.000015", "0.000015");
    row("9.99e-6", 9.99e-6, "9.99e-6", "9.99e-6");
    row("1e-6", 1e-6, "1e-6", "1e-6");
    row("1e-7", 1e-7, "1e-7", "1e-7");
    row("-1e-7", -1e-7, "-1e-7", "-1e-7");
    row("1.7e-10", 1.7e-10, "1.7e-10", "1.7e-10");
    row("6.62607015e-34", 6.62607015e-34, "6.62607015e-34", "6.62607015e-34");
    row("DBL_MIN", DBL_MIN, "2.2250738585072014e-308", "2.2250738585072014e-308");
    row("min subnormal", 4.9406564584124654e-324, "5e-324", "5e-324");
    row("1e-323", 1e-323, "1e-323", "1e-323");
    row("1.234e-320", 1.234e-320, "1.234e-320", "1.234e-320");
}

void TestContractHash::floatFormat()
{
    QFETCH(double, value);
    QFETCH(QByteArray, serdeJson);
    QFETCH(QByteArray, ryu);
    QCOMPARE(ContractHash::formatFloat(value), serdeJson);
    QCOMPARE(ContractHash::formatFloat(value, ContractHash::FloatStyle::SerdeJson), serdeJson);
    QCOMPARE(ContractHash::formatFloat(value, ContractHash::FloatStyle::Ryu), ryu);
    QCOMPARE(ContractHash::canonicalJson(Value(value)), serdeJson);
    QCOMPARE(ContractHash::canonicalJson(array({Value(value)}), ContractHash::FloatStyle::Ryu),
             QByteArray('[' + ryu + ']'));
    // Shortest round trip: the text reads back as the same double.
    if (value != 0)
        QCOMPARE(serdeJson.toDouble(), value);
}

void TestContractHash::nonFiniteFloatsAreNull()
{
    // serde_json::Value cannot hold them (Number::from_f64 gives None -> Null).
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QCOMPARE(ContractHash::formatFloat(inf), QByteArray("null"));
    QCOMPARE(ContractHash::formatFloat(-inf), QByteArray("null"));
    QCOMPARE(ContractHash::formatFloat(nan), QByteArray("null"));
    QCOMPARE(ContractHash::formatFloat(-nan, ContractHash::FloatStyle::Ryu), QByteArray("null"));
    QCOMPARE(ContractHash::canonicalJson(object({{"x", Value(inf)}, {"y", Value(nan)}})),
             QByteArray("{\"x\":null,\"y\":null}"));
}

void TestContractHash::contractHashOf_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QByteArray>("canonical");
    QTest::addColumn<QString>("hash");

    // §5.2 pinned vector.
    QTest::newRow("empty inputs/outputs (pinned in the runtime)")
        << 0 << QByteArray("{\"inputs\":{},\"outputs\":{}}")
        << QStringLiteral(
               "sha256:3e8b860b6c32dc75b859f3d59c56dfcc0410bacdc623eb3d0d90f36d8720efb0");
    // printf '{"inputs":{"ratio":{"default":0.5,"type":"number"}},"outputs":{}}' | sha256sum
    QTest::newRow("float default 0.5")
        << 1 << QByteArray("{\"inputs\":{\"ratio\":{\"default\":0.5,\"type\":\"number\"}},"
                           "\"outputs\":{}}")
        << QStringLiteral(
               "sha256:343f303d0a5bc70c4b4b06f480d5df74bbefb2b60538604950490dcb14b73c5c");
    // printf '{"inputs":{"ratio":{"default":1e+16,"type":"number"}},"outputs":{}}' | sha256sum
    QTest::newRow("float default 1e16")
        << 2 << QByteArray("{\"inputs\":{\"ratio\":{\"default\":1e+16,\"type\":\"number\"}},"
                           "\"outputs\":{}}")
        << QStringLiteral(
               "sha256:9d7acf9ce562a53dc5d9e285e642035d496c048d9a3e0c628a7b9243fde9488b");
}

void TestContractHash::contractHashOf()
{
    QFETCH(int, which);
    QFETCH(QByteArray, canonical);
    QFETCH(QString, hash);
    Value snippet;
    if (which == 0) {
        snippet = object({{"outputs", object({})}, {"inputs", object({})}});
    } else {
        const Value number = which == 1 ? Value(0.5) : Value(1e16);
        snippet = object(
            {{"outputs", object({})},
             {"inputs",
              object({{"ratio", object({{"type", Value("number")}, {"default", number}})}})}});
    }
    QCOMPARE(ContractHash::canonicalJson(snippet), canonical);
    QCOMPARE(ContractHash::of(snippet), hash);
}

void TestContractHash::skillHash_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("normalized");
    QTest::addColumn<QString>("hash");

    // printf 'Review the plan. Then vet it.' | sha256sum
    QTest::newRow("ASCII runs, trimmed")
        << QStringLiteral("  Review the\tplan.\n\n  Then   vet it.  \r\n")
        << QStringLiteral("Review the plan. Then vet it.")
        << QStringLiteral(
               "sha256:dc928359b9af0f8e8e479102047f0fa78b5be7a78f63135732c04066c5ef1beb");
    // printf 'a b c d e' | sha256sum
    QTest::newRow("Unicode White_Space (NBSP, U+3000, U+2028, NEL, VT/FF)")
        << QString::fromUtf8("\xc2\xa0" "a\xc2\xa0" "b\xe3\x80\x80\xe3\x80\x80" "c"
                             "\xe2\x80\xa8" "d\xc2\x85\x0b\x0c" "e\xe2\x80\x89")
        << QStringLiteral("a b c d e")
        << QStringLiteral(
               "sha256:52cf9f06f83e0a0a90dc25dcf548c18421244f9520c577672cd27b6618f12134");
    // printf 'a\xe2\x80\x8bb' | sha256sum   (U+200B ZERO WIDTH SPACE is not White_Space)
    QTest::newRow("zero width space kept")
        << QString::fromUtf8("a\xe2\x80\x8b" "b") << QString::fromUtf8("a\xe2\x80\x8b" "b")
        << QStringLiteral(
               "sha256:8df62aef5f92e4c30c0c938497f55f60078c361a476e7e0448485194ad79f884");
    // printf 'x\xe1\xa0\x8ey' | sha256sum   (U+180E MONGOLIAN VOWEL SEPARATOR: not White_Space)
    QTest::newRow("U+180E kept")
        << QString::fromUtf8("x\xe1\xa0\x8e" "y") << QString::fromUtf8("x\xe1\xa0\x8e" "y")
        << QStringLiteral(
               "sha256:2c3c97f7ab6220d87044dadd15ef0343a37f98429ab4b880030574594489086d");
    // printf 'Summarize \xc3\xa9t\xc3\xa9 \xf0\x9f\x98\x80 notes' | sha256sum
    QTest::newRow("non-ASCII text")
        << QString::fromUtf8("Summarize  \xc3\xa9t\xc3\xa9\n\xf0\x9f\x98\x80\tnotes\n")
        << QString::fromUtf8("Summarize \xc3\xa9t\xc3\xa9 \xf0\x9f\x98\x80 notes")
        << QStringLiteral(
               "sha256:41fcb57d337b02fbea21e9e37f1e9757429ab51648aa34f6df2df5af7dc7cdde");
    // printf '' | sha256sum
    QTest::newRow("whitespace only") << QStringLiteral(" \n\t ") << QString()
                                     << QStringLiteral("sha256:e3b0c44298fc1c149afbf4c8996fb924"
                                                       "27ae41e4649b934ca495991b7852b855");
    QTest::newRow("empty") << QString() << QString()
                           << QStringLiteral("sha256:e3b0c44298fc1c149afbf4c8996fb924"
                                             "27ae41e4649b934ca495991b7852b855");
}

void TestContractHash::skillHash()
{
    QFETCH(QString, body);
    QFETCH(QString, normalized);
    QFETCH(QString, hash);
    QCOMPARE(ContractHash::normalizeSkillBody(body), normalized);
    QCOMPARE(ContractHash::skillHash(body), hash);
}

void TestContractHash::skillWhitespaceSet()
{
    // Exactly the 25 Unicode White_Space characters separate words.
    const QList<char16_t> whiteSpace = {0x09,   0x0A,   0x0B,   0x0C,   0x0D,   0x20,   0x85,
                                        0xA0,   0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004,
                                        0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200A, 0x2028,
                                        0x2029, 0x202F, 0x205F, 0x3000};
    for (char16_t unit = 1; unit < 0xD800; ++unit) {
        const QString body = QStringLiteral("x") + QChar(unit) + QStringLiteral("y");
        const bool expectSpace = whiteSpace.contains(unit);
        const QString expected = expectSpace ? QStringLiteral("x y") : body;
        if (ContractHash::normalizeSkillBody(body) != expected)
            QFAIL(qPrintable(QStringLiteral("U+%1 handled wrongly").arg(int(unit), 4, 16)));
    }
    for (char16_t unit = 0xE000; unit != 0; ++unit) {
        const QString body = QStringLiteral("x") + QChar(unit) + QStringLiteral("y");
        QCOMPARE(ContractHash::normalizeSkillBody(body), body);
    }
}

void TestContractHash::scriptHash_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("normalized");
    QTest::addColumn<QString>("hash");

    // printf 'echo hi\n' | sha256sum
    const QString echoHi =
        QStringLiteral("sha256:ab08508fdf5ca4da5c4995987bc41c56c048aaa5eeb046417ae4049b7d40286e");
    QTest::newRow("no newline") << QStringLiteral("echo hi") << QStringLiteral("echo hi\n")
                                << echoHi;
    QTest::newRow("one newline") << QStringLiteral("echo hi\n") << QStringLiteral("echo hi\n")
                                 << echoHi;
    QTest::newRow("many newlines") << QStringLiteral("echo hi\n\n\n\n")
                                   << QStringLiteral("echo hi\n") << echoHi;
    // printf 'echo hi\r\n' | sha256sum   (only "\n" is stripped; "\r" stays)
    QTest::newRow("CRLF keeps CR")
        << QStringLiteral("echo hi\r\n\n") << QStringLiteral("echo hi\r\n")
        << QStringLiteral(
               "sha256:6504e18f0b2cd1971d67ed1ee34c3cf1d1feda4a211cfe8ad8e6dbca94dcd014");
    // printf '  x  \n' | sha256sum   (other whitespace untouched)
    QTest::newRow("spaces kept") << QStringLiteral("  x  ") << QStringLiteral("  x  \n")
                                 << QStringLiteral("sha256:62011b62b6e91b6511fe5c23b6eacaa6"
                                                   "c66fb25bf9a33834c17bc45b6fc87036");
    // printf 'line1\n\nline3\n' | sha256sum   (inner blank lines kept)
    QTest::newRow("inner newlines kept")
        << QStringLiteral("line1\n\nline3\n\n") << QStringLiteral("line1\n\nline3\n")
        << QStringLiteral(
               "sha256:9469a45c2d489d5c9506a9a612cda38b3ed321922a72d749a1b704296b80b4a4");
    // printf '\n' | sha256sum
    const QString newline =
        QStringLiteral("sha256:01ba4719c80b6fe911b091a7c05124b64eeece964e09c058ef8f9805daca546b");
    QTest::newRow("empty") << QString() << QStringLiteral("\n") << newline;
    QTest::newRow("newlines only") << QStringLiteral("\n\n") << QStringLiteral("\n") << newline;
}

void TestContractHash::scriptHash()
{
    QFETCH(QString, body);
    QFETCH(QString, normalized);
    QFETCH(QString, hash);
    QCOMPARE(ContractHash::normalizeScriptBody(body), normalized);
    QCOMPARE(ContractHash::scriptHash(body), hash);
}

void TestContractHash::hashFormat()
{
    const QString hash = ContractHash::of(object({{"inputs", object({})}}));
    QCOMPARE(hash.size(), 7 + 64);
    QVERIFY(hash.startsWith(QLatin1String("sha256:")));
    for (const QChar ch : hash.mid(7))
        QVERIFY((ch >= QLatin1Char('0') && ch <= QLatin1Char('9'))
                || (ch >= QLatin1Char('a') && ch <= QLatin1Char('f')));
    // SHA-256 of the empty string (FIPS 180-2 test value).
    QCOMPARE(ContractHash::sha256Tag(QByteArray()),
             QStringLiteral(
                 "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
}

QTEST_GUILESS_MAIN(TestContractHash)
#include "tst_contracthash.moc"
