// YamlReader: YAML 1.2 core-schema typing as serde_yaml 0.9 → serde_json::Value does it,
// tags, keys, duplicate keys, aliases, positions (line, column in characters, byte offset),
// limits and error reporting (reference §1, §5.1).

#include <flowgate/yamlreader.h>

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using capstudio::Diagnostic;
using capstudio::flowgate::SourcePos;
using capstudio::flowgate::Value;
using capstudio::flowgate::YamlLimits;
using capstudio::flowgate::YamlReader;

namespace capstudio::flowgate {

QString describe(const Value &value)
{
    switch (value.type()) {
    case Value::Type::Null:
        return QStringLiteral("null");
    case Value::Type::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case Value::Type::Int:
        return QStringLiteral("int(%1)").arg(value.toInt());
    case Value::Type::Float:
        return QStringLiteral("float(%1)").arg(value.toDouble(), 0, 'g', 17);
    case Value::Type::String:
        return QStringLiteral("\"%1\"").arg(value.toString());
    case Value::Type::Array: {
        QStringList items;
        for (const Value &item : value.items())
            items << describe(item);
        return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
    }
    case Value::Type::Object: {
        QStringList members;
        for (const Value::Member &member : value.members())
            members << member.key + QStringLiteral(": ") + describe(member.value);
        return QLatin1Char('{') + members.join(QStringLiteral(", ")) + QLatin1Char('}');
    }
    }
    return QString();
}

char *toString(const Value &value)
{
    return qstrdup(describe(value).toUtf8().constData());
}

} // namespace capstudio::flowgate

Q_DECLARE_METATYPE(capstudio::flowgate::Value)

namespace {

const QString kFile = QStringLiteral("test.yaml");

YamlReader::Result read(const QByteArray &yaml, const YamlLimits &limits = {})
{
    return YamlReader::read(yaml, kFile, 3, limits);
}

Value array(std::initializer_list<Value> items)
{
    return Value::makeArray(Value::Array(items));
}

Value object(std::initializer_list<std::pair<const char *, Value>> members)
{
    Value::Object list;
    for (const auto &member : members)
        list.push_back(Value::Member{QString::fromUtf8(member.first), member.second, {}});
    return Value::makeObject(std::move(list));
}

QString errorText(const YamlReader::Result &result)
{
    return result.error ? result.error->toText() : QStringLiteral("(no error)");
}

} // namespace

class TestYamlReader : public QObject
{
    Q_OBJECT

private slots:
    void scalarTyping_data();
    void scalarTyping();
    void errors_data();
    void errors();
    void errorsParsedBeside_data() { errors_data(); }
    void errorsParsedBeside();
    void keys_data();
    void keys();
    void keysSortedByUtf8();
    void duplicateKeyMessage();
    void duplicateKeyInLargeMapping();
    void structure();
    void manyDistinctStrings();
    void emptyDocuments_data();
    void emptyDocuments();
    void positions();
    void positionsWithCrLf();
    void byteOrderMark();
    void positionsOfEmptyValues();
    void aliases();
    void aliasAsKey();
    void parseErrorMessage();
    void invalidUtf8Message();
    void limitBytes();
    void limitScalar();
    void limitDepth();
    void deepFlowNestingFailsFast();
    void depthAtTheLimitIsAccepted();
    void aliasExpansionDepth();
    void billionLaughs();
    void tooManyNodesWithoutAliases();
    void largeScalarIsFast();
    void readFile();
    void readFileErrors();
};

void TestYamlReader::scalarTyping_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<Value>("expected");

    const double inf = std::numeric_limits<double>::infinity();
    Q_UNUSED(inf);

    // Integers.
    QTest::newRow("int 3") << QByteArray("v: 3") << Value(3);
    QTest::newRow("int zero") << QByteArray("v: 0") << Value(0);
    QTest::newRow("int negative zero is 0") << QByteArray("v: -0") << Value(0);
    QTest::newRow("int plus sign") << QByteArray("v: +12") << Value(12);
    QTest::newRow("int negative") << QByteArray("v: -42") << Value(-42);
    QTest::newRow("int hex") << QByteArray("v: 0x1F") << Value(31);
    QTest::newRow("int hex lowercase digits") << QByteArray("v: 0xff") << Value(255);
    QTest::newRow("int hex negative") << QByteArray("v: -0x10") << Value(-16);
    QTest::newRow("int hex plus") << QByteArray("v: +0x10") << Value(16);
    QTest::newRow("int hex leading zeros") << QByteArray("v: 0x00ff") << Value(255);
    QTest::newRow("int octal 0o") << QByteArray("v: 0o17") << Value(15);
    QTest::newRow("int binary 0b is serde_yaml's extension") << QByteArray("v: 0b101") << Value(5);
    QTest::newRow("int binary negative") << QByteArray("v: -0b101") << Value(-5);
    QTest::newRow("int i64 max") << QByteArray("v: 9223372036854775807")
                                 << Value(std::numeric_limits<qint64>::max());
    QTest::newRow("int i64 min") << QByteArray("v: -9223372036854775808")
                                 << Value(std::numeric_limits<qint64>::min());
    QTest::newRow("int hex i64 min") << QByteArray("v: -0x8000000000000000")
                                     << Value(std::numeric_limits<qint64>::min());
    QTest::newRow("int above i64 becomes the nearest float")
        << QByteArray("v: 9223372036854775808") << Value(9223372036854775808.0);
    QTest::newRow("int u64 max becomes the nearest float")
        << QByteArray("v: 18446744073709551615") << Value(18446744073709551615.0);
    QTest::newRow("int hex u64 max becomes the nearest float")
        << QByteArray("v: 0xFFFFFFFFFFFFFFFF") << Value(18446744073709551615.0);
    QTest::newRow("int wider than 128 bits is a float")
        << QByteArray("v: 340282366920938463463374607431768211456")
        << Value(340282366920938463463374607431768211456.0);
    QTest::newRow("hex wider than 128 bits is a string")
        << QByteArray("v: 0x100000000000000000000000000000000")
        << Value("0x100000000000000000000000000000000");

    // Leading zeros and other non-integers.
    QTest::newRow("leading zero is a string") << QByteArray("v: 017") << Value("017");
    QTest::newRow("double zero is a string") << QByteArray("v: 00") << Value("00");
    QTest::newRow("signed leading zero is a string") << QByteArray("v: -007") << Value("-007");
    QTest::newRow("uppercase 0X is a string") << QByteArray("v: 0X1F") << Value("0X1F");
    QTest::newRow("YAML 1.1 octal 0o-less") << QByteArray("v: 0755") << Value("0755");
    QTest::newRow("underscores are a string") << QByteArray("v: 1_000") << Value("1_000");
    QTest::newRow("bare 0x is a string") << QByteArray("v: 0x") << Value("0x");
    QTest::newRow("bad binary digit is a string") << QByteArray("v: 0b102") << Value("0b102");
    QTest::newRow("double sign is a string") << QByteArray("v: +-1") << Value("+-1");
    QTest::newRow("minus plus is a string") << QByteArray("v: -+1") << Value("-+1");
    QTest::newRow("sexagesimal is a string") << QByteArray("v: 1:30") << Value("1:30");

    // Floats.
    QTest::newRow("float 3.0") << QByteArray("v: 3.0") << Value(3.0);
    QTest::newRow("float 1.5") << QByteArray("v: 1.5") << Value(1.5);
    QTest::newRow("float trailing dot") << QByteArray("v: 1.") << Value(1.0);
    QTest::newRow("float leading dot") << QByteArray("v: .5") << Value(0.5);
    QTest::newRow("float negative leading dot") << QByteArray("v: -.5") << Value(-0.5);
    QTest::newRow("float plus leading dot") << QByteArray("v: +.5") << Value(0.5);
    QTest::newRow("float exponent without dot") << QByteArray("v: 1e3") << Value(1000.0);
    QTest::newRow("float capital exponent") << QByteArray("v: 1E3") << Value(1000.0);
    QTest::newRow("float signed exponent") << QByteArray("v: 2.5e-3") << Value(0.0025);
    QTest::newRow("float plus exponent") << QByteArray("v: 6.02e+23") << Value(6.02e23);
    QTest::newRow("float leading zeros with fraction") << QByteArray("v: 007.5") << Value(7.5);
    QTest::newRow("float negative zero") << QByteArray("v: -0.0") << Value(-0.0);
    QTest::newRow("float underflow is zero") << QByteArray("v: 1e-400") << Value(0.0);
    QTest::newRow("float overflow is a string") << QByteArray("v: 1e400") << Value("1e400");
    QTest::newRow("float .inf is null") << QByteArray("v: .inf") << Value();
    QTest::newRow("float +.inf is null") << QByteArray("v: +.inf") << Value();
    QTest::newRow("float -.Inf is null") << QByteArray("v: -.Inf") << Value();
    QTest::newRow("float .INF is null") << QByteArray("v: .INF") << Value();
    QTest::newRow("float .nan is null") << QByteArray("v: .nan") << Value();
    QTest::newRow("float .NaN is null") << QByteArray("v: .NaN") << Value();
    QTest::newRow("mixed-case .nAn is a string") << QByteArray("v: .nAn") << Value(".nAn");
    QTest::newRow("signed nan is a string") << QByteArray("v: -.nan") << Value("-.nan");
    QTest::newRow("inf without dot is a string") << QByteArray("v: inf") << Value("inf");
    QTest::newRow("nan without dot is a string") << QByteArray("v: nan") << Value("nan");
    QTest::newRow("exponent without digits is a string") << QByteArray("v: 1e") << Value("1e");
    QTest::newRow("lone dot is a string") << QByteArray("v: .") << Value(".");
    QTest::newRow("two dots is a string") << QByteArray("v: 1.2.3") << Value("1.2.3");
    QTest::newRow("version-like is a string") << QByteArray("v: 0.6.0") << Value("0.6.0");

    // Booleans and null.
    QTest::newRow("bool true") << QByteArray("v: true") << Value(true);
    QTest::newRow("bool True") << QByteArray("v: True") << Value(true);
    QTest::newRow("bool TRUE") << QByteArray("v: TRUE") << Value(true);
    QTest::newRow("bool false") << QByteArray("v: false") << Value(false);
    QTest::newRow("bool False") << QByteArray("v: False") << Value(false);
    QTest::newRow("bool FALSE") << QByteArray("v: FALSE") << Value(false);
    QTest::newRow("mixed-case tRUE is a string") << QByteArray("v: tRUE") << Value("tRUE");
    QTest::newRow("yes is a string") << QByteArray("v: yes") << Value("yes");
    QTest::newRow("no is a string") << QByteArray("v: no") << Value("no");
    QTest::newRow("on is a string") << QByteArray("v: on") << Value("on");
    QTest::newRow("off is a string") << QByteArray("v: off") << Value("off");
    QTest::newRow("y is a string") << QByteArray("v: y") << Value("y");
    QTest::newRow("null ~") << QByteArray("v: ~") << Value();
    QTest::newRow("null null") << QByteArray("v: null") << Value();
    QTest::newRow("null Null") << QByteArray("v: Null") << Value();
    QTest::newRow("null NULL") << QByteArray("v: NULL") << Value();
    QTest::newRow("null empty") << QByteArray("v:") << Value();
    QTest::newRow("mixed-case nULL is a string") << QByteArray("v: nULL") << Value("nULL");

    // Strings by style.
    QTest::newRow("double-quoted 3 is a string") << QByteArray("v: \"3\"") << Value("3");
    QTest::newRow("single-quoted 3 is a string") << QByteArray("v: '3'") << Value("3");
    QTest::newRow("quoted true is a string") << QByteArray("v: \"true\"") << Value("true");
    QTest::newRow("quoted null is a string") << QByteArray("v: 'null'") << Value("null");
    QTest::newRow("quoted empty is a string") << QByteArray("v: \"\"") << Value("");
    QTest::newRow("literal block keeps newline") << QByteArray("v: |\n  3\n") << Value("3\n");
    QTest::newRow("literal block strip") << QByteArray("v: |-\n  a\n  b\n") << Value("a\nb");
    QTest::newRow("folded block") << QByteArray("v: >\n  a\n  b\n") << Value("a b\n");
    QTest::newRow("multi-line plain folds") << QByteArray("v: a\n  b\n") << Value("a b");
    QTest::newRow("double-quoted escapes") << QByteArray("v: \"a\\tb\\u00e9\\0\"")
                                           << Value(QStringLiteral("a\tb\u00e9") + QChar(0));
    QTest::newRow("single-quoted doubled quote") << QByteArray("v: 'it''s'") << Value("it's");
    QTest::newRow("non-ASCII plain") << QByteArray("v: línea ✓ 😀")
                                     << Value(QStringLiteral("línea ✓ 😀"));
    QTest::newRow("plain with colon inside") << QByteArray("v: a:b") << Value("a:b");
    QTest::newRow("plain with hash inside") << QByteArray("v: a#b # comment") << Value("a#b");

    // Standard tags.
    QTest::newRow("!!str on a number") << QByteArray("v: !!str 3") << Value("3");
    QTest::newRow("!!str on null") << QByteArray("v: !!str ~") << Value("~");
    QTest::newRow("!!str on bool") << QByteArray("v: !!str true") << Value("true");
    QTest::newRow("!!int on a quoted number") << QByteArray("v: !!int \"42\"") << Value(42);
    QTest::newRow("!!int hex") << QByteArray("v: !!int 0x10") << Value(16);
    QTest::newRow("!!float on an integer") << QByteArray("v: !!float 3") << Value(3.0);
    QTest::newRow("!!float keeps leading zeros") << QByteArray("v: !!float 007") << Value(7.0);
    QTest::newRow("!!float .inf is null") << QByteArray("v: !!float .inf") << Value();
    QTest::newRow("!!bool on quoted") << QByteArray("v: !!bool 'false'") << Value(false);
    QTest::newRow("!!null on ~") << QByteArray("v: !!null ~") << Value();
    QTest::newRow("verbatim int tag") << QByteArray("v: !<tag:yaml.org,2002:int> 5") << Value(5);
    QTest::newRow("%TAG directive to the standard prefix")
        << QByteArray("%TAG !e! tag:yaml.org,2002:\n---\nv: !e!int 9") << Value(9);
    QTest::newRow("!!seq on a sequence") << QByteArray("v: !!seq [1]") << array({Value(1)});
    QTest::newRow("!!map on a mapping") << QByteArray("v: !!map {a: 1}")
                                        << object({{"a", Value(1)}});
}

void TestYamlReader::scalarTyping()
{
    QFETCH(QByteArray, yaml);
    QFETCH(Value, expected);
    const YamlReader::Result result = read(yaml);
    QVERIFY2(result.ok(), qPrintable(errorText(result)));
    QVERIFY(result.value.isObject());
    const Value actual = result.value.value(u"v");
    QCOMPARE(actual, expected);
    QCOMPARE(actual.type(), expected.type());
    if (expected.isFloat()) // operator== cannot see -0.0 against 0.0
        QCOMPARE(std::signbit(actual.toDouble()), std::signbit(expected.toDouble()));
}

void TestYamlReader::errors_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("fragment");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    QTest::newRow("!!int on a word") << QByteArray("a: 1\nv: !!int abc") << "YAML_TYPE"
                                     << "invalid value 'abc' for !!int: expected an integer" << 2 << 4;
    QTest::newRow("!!int on leading zeros") << QByteArray("v: !!int 007") << "YAML_TYPE"
                                            << "expected an integer" << 1 << 4;
    QTest::newRow("!!bool on yes") << QByteArray("v: !!bool yes") << "YAML_TYPE"
                                   << "expected a boolean" << 1 << 4;
    QTest::newRow("!!float on a word") << QByteArray("v: !!float abc") << "YAML_TYPE"
                                       << "expected a float" << 1 << 4;
    QTest::newRow("!!null on empty") << QByteArray("v: !!null\n") << "YAML_TYPE"
                                     << "expected null" << 1 << 4;
    QTest::newRow("!!null on a word") << QByteArray("v: !!null none") << "YAML_TYPE"
                                      << "expected null" << 1 << 4;
    QTest::newRow("integer above u64") << QByteArray("v: 18446744073709551616") << "YAML_TYPE"
                                       << "integer 18446744073709551616 is out of range" << 1 << 4;
    QTest::newRow("integer below i64") << QByteArray("v: -9223372036854775809") << "YAML_TYPE"
                                       << "out of range" << 1 << 4;
    QTest::newRow("local tag on a scalar") << QByteArray("v: !foo bar") << "YAML_TAG"
                                           << "unsupported tag !foo" << 1 << 4;
    QTest::newRow("local tag on a sequence") << QByteArray("v: !foo [1]") << "YAML_TAG"
                                             << "unsupported tag !foo" << 1 << 4;
    QTest::newRow("local tag on a mapping") << QByteArray("v:\n  !foo\n  a: 1") << "YAML_TAG"
                                            << "unsupported tag !foo" << 2 << 3;
    QTest::newRow("non-specific tag") << QByteArray("v: ! bar") << "YAML_TAG"
                                      << "unsupported tag !" << 1 << 4;
    QTest::newRow("!!binary") << QByteArray("v: !!binary aGVsbG8=") << "YAML_TAG"
                              << "unsupported tag !!binary" << 1 << 4;
    QTest::newRow("!!timestamp") << QByteArray("v: !!timestamp 2001-12-14") << "YAML_TAG"
                                 << "unsupported tag !!timestamp" << 1 << 4;
    QTest::newRow("global tag") << QByteArray("v: !<tag:example.com,2000:x> 1") << "YAML_TAG"
                                << "unsupported tag !<tag:example.com,2000:x>" << 1 << 4;
    QTest::newRow("!!map on a scalar") << QByteArray("v: !!map x") << "YAML_TAG"
                                       << "the tag !!map cannot be used on a scalar" << 1 << 4;
    QTest::newRow("!!seq on a mapping") << QByteArray("v: !!seq {a: 1}") << "YAML_TAG"
                                        << "the tag !!seq cannot be used on a mapping" << 1 << 4;
    QTest::newRow("!!str on a sequence") << QByteArray("v: !!str [1]") << "YAML_TAG"
                                         << "the tag !!str cannot be used on a sequence" << 1 << 4;
    QTest::newRow("sequence as key") << QByteArray("? [a]\n: b") << "YAML_KEY"
                                     << "a mapping key must be a scalar, not a sequence" << 1 << 3;
    QTest::newRow("mapping as key") << QByteArray("x: 1\n{a: 1}: b") << "YAML_KEY"
                                    << "a mapping key must be a scalar, not a mapping" << 2 << 1;
    QTest::newRow("alias of a sequence as key") << QByteArray("a: &x [1]\n*x : 2") << "YAML_KEY"
                                                << "the alias *x is a sequence" << 2 << 1;
    QTest::newRow("duplicate key") << QByteArray("a: 1\nb: 2\na: 3") << "YAML_DUPLICATE_KEY"
                                   << "duplicate key 'a' (first at line 1)" << 3 << 1;
    QTest::newRow("duplicate key in flow mapping")
        << QByteArray("v: {x: 1, y: 2, x: 3}") << "YAML_DUPLICATE_KEY"
        << "duplicate key 'x' (first at line 1)" << 1 << 17;
    QTest::newRow("duplicate key across styles") << QByteArray("1: a\n\"1\": b") << "YAML_DUPLICATE_KEY"
                                                 << "duplicate key '1' (first at line 1)" << 2 << 1;
    QTest::newRow("duplicate nested key reported before a later outer one")
        << QByteArray("a:\n  x: 1\n  x: 2\na: 3") << "YAML_DUPLICATE_KEY"
        << "duplicate key 'x' (first at line 2)" << 3 << 3;
    QTest::newRow("duplicate outer key reported before a later nested one")
        << QByteArray("a: 1\na: 2\nb:\n  x: 1\n  x: 2") << "YAML_DUPLICATE_KEY"
        << "duplicate key 'a' (first at line 1)" << 2 << 1;
    QTest::newRow("two documents") << QByteArray("a: 1\n---\nb: 2\n") << "YAML_PARSE"
                                   << "more than one YAML document" << 2 << 1;
    QTest::newRow("two empty documents") << QByteArray("---\n---\n") << "YAML_PARSE"
                                         << "more than one YAML document" << 2 << 1;
    QTest::newRow("tab indentation") << QByteArray("a:\n\tb: 1\n") << "YAML_PARSE"
                                     << "found character that cannot start any token" << 2 << 1;
    QTest::newRow("unclosed flow sequence") << QByteArray("a: [1, 2\n") << "YAML_PARSE"
                                            << "did not find expected ',' or ']'" << 2 << 1;
    QTest::newRow("bad indentation") << QByteArray("a:\n  b: 1\n c: 2\n") << "YAML_PARSE"
                                     << "did not find expected key" << 3 << 2;
    QTest::newRow("unterminated quote") << QByteArray("a: \"abc\n") << "YAML_PARSE"
                                        << "found unexpected end of stream" << 2 << 1;
    QTest::newRow("unknown alias") << QByteArray("a: 1\nb: *nope") << "YAML_PARSE"
                                   << "the alias *nope refers to no earlier &nope" << 2 << 4;
    QTest::newRow("alias inside its own anchor") << QByteArray("a: &x [1, *x]") << "YAML_PARSE"
                                                 << "recursive alias" << 1 << 11;
    QTest::newRow("NUL bytes") << QByteArray("a: 1\n\0\0\0\x01\x02", 10) << "YAML_PARSE"
                               << "control characters are not allowed" << 2 << 1;
    QTest::newRow("invalid UTF-8") << QByteArray("a: 1\nb: \xff\xfe") << "YAML_PARSE"
                                   << "invalid leading UTF-8 octet (#xff)" << 2 << 4;
    QTest::newRow("truncated UTF-8") << QByteArray("a: \xc3") << "YAML_PARSE"
                                     << "incomplete UTF-8 octet sequence" << 1 << 4;
    QTest::newRow("UTF-16 with BOM") << QByteArray("\xff\xfe" "a\0:\0 \0" "1\0", 10) << "YAML_PARSE"
                                     << "invalid leading UTF-8 octet" << 1 << 1;
}

void TestYamlReader::errors()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, rule);
    QFETCH(QString, fragment);
    QFETCH(int, line);
    QFETCH(int, column);
    const YamlReader::Result result = read(yaml);
    QVERIFY2(!result.ok(), qPrintable(capstudio::flowgate::describe(result.value)));
    const Diagnostic &error = *result.error;
    QCOMPARE(error.ruleId(), rule);
    QCOMPARE(error.severity(), capstudio::Severity::Error);
    QVERIFY2(error.message().contains(fragment), qPrintable(error.message()));
    QVERIFY2(error.message().startsWith(QStringLiteral("parsing YAML test.yaml: ")),
             qPrintable(error.message()));
    QCOMPARE(error.location().file, kFile);
    QCOMPARE(error.location().line, line);
    QCOMPARE(error.location().column, column);
}

// With libyaml on a thread of its own (files of 128 KiB and more), each error is the same
// error at the same place, also after thousands of events (several batches) and when the
// parse fails inside a batch.
void TestYamlReader::errorsParsedBeside()
{
    QFETCH(QByteArray, yaml);
    YamlLimits beside;
    beside.parseBesideFrom = 0;
    QByteArray padded;
    for (int i = 0; i < 6000; ++i)
        padded += "pad" + QByteArray::number(i) + ": [" + QByteArray::number(i) + ", two]\n";
    padded += yaml;
    for (const QByteArray &text : {yaml, padded}) {
        const YamlReader::Result inLine = read(text);
        const YamlReader::Result parsedBeside = read(text, beside);
        QVERIFY(!inLine.ok());
        QVERIFY(!parsedBeside.ok());
        QCOMPARE(parsedBeside.error->ruleId(), inLine.error->ruleId());
        QCOMPARE(parsedBeside.error->message(), inLine.error->message());
        QCOMPARE(parsedBeside.error->location().line, inLine.error->location().line);
        QCOMPARE(parsedBeside.error->location().column, inLine.error->location().column);
    }
}

void TestYamlReader::keys_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("key");

    QTest::newRow("integer key is its text") << QByteArray("1: x") << "1";
    QTest::newRow("hex key keeps its spelling") << QByteArray("0x10: x") << "0x10";
    QTest::newRow("float key keeps its spelling") << QByteArray("1.50: x") << "1.50";
    QTest::newRow("true key") << QByteArray("true: x") << "true";
    QTest::newRow("tilde key") << QByteArray("~: x") << "~";
    QTest::newRow("null key") << QByteArray("null: x") << "null";
    QTest::newRow("explicit empty key") << QByteArray("?\n: x") << "";
    QTest::newRow("quoted key") << QByteArray("\"a b\": x") << "a b";
    QTest::newRow("tagged key ignores the tag") << QByteArray("!!int 5: x") << "5";
    QTest::newRow("local-tagged key ignores the tag") << QByteArray("!foo k: x") << "k";
    QTest::newRow("merge key is an ordinary key") << QByteArray("<<: x") << "<<";
    QTest::newRow("multi-line quoted key") << QByteArray("? \"a\n  b\"\n: x") << "a b";
}

void TestYamlReader::keys()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, key);
    const YamlReader::Result result = read(yaml);
    QVERIFY2(result.ok(), qPrintable(errorText(result)));
    QCOMPARE(result.value.size(), 1);
    QCOMPARE(result.value.members().front().key, key);
    QCOMPARE(result.value.members().front().value, Value("x"));
}

void TestYamlReader::keysSortedByUtf8()
{
    // U+FFFF sorts before U+1F600 in UTF-8 (and code point) order, after it in UTF-16.
    const YamlReader::Result result = read("b: 1\na: 2\n\"\\U0001F600\": 3\n\"\\uFFFF\": 4\né: 5\nB: 6\n");
    QVERIFY2(result.ok(), qPrintable(errorText(result)));
    QStringList keys;
    for (const Value::Member &member : result.value.members())
        keys << member.key;
    QCOMPARE(keys, (QStringList{QStringLiteral("B"), QStringLiteral("a"), QStringLiteral("b"),
                                QStringLiteral("é"), QString(QChar(0xFFFF)),
                                QStringLiteral("\U0001F600")}));
}

void TestYamlReader::duplicateKeyMessage()
{
    const YamlReader::Result result = read("x: 1\ny:\n  z: 2\nx: 3\n");
    QVERIFY(!result.ok());
    QCOMPARE(result.error->message(),
             QStringLiteral("parsing YAML test.yaml: duplicate key 'x' (first at line 1)"));
    QCOMPARE(result.error->location().toString(), QStringLiteral("test.yaml:4:1"));
}

void TestYamlReader::duplicateKeyInLargeMapping()
{
    QByteArray yaml;
    for (int i = 0; i < 40; ++i)
        yaml += "key" + QByteArray::number(i) + ": " + QByteArray::number(i) + "\n";
    const YamlReader::Result ok = read(yaml);
    QVERIFY2(ok.ok(), qPrintable(errorText(ok)));
    QCOMPARE(ok.value.size(), 40);
    QCOMPARE(ok.value.value(u"key39"), Value(39));

    const YamlReader::Result duplicate = read(yaml + "key3: again\n");
    QVERIFY(!duplicate.ok());
    QCOMPARE(duplicate.error->ruleId(), QStringLiteral("YAML_DUPLICATE_KEY"));
    QVERIFY2(duplicate.error->message().contains(QStringLiteral("duplicate key 'key3' (first at line 4)")),
             qPrintable(duplicate.error->message()));
    QCOMPARE(duplicate.error->location().line, 41);
}

void TestYamlReader::structure()
{
    const YamlReader::Result result = read("workflows:\n"
                                           "  flow.a:\n"
                                           "    states:\n"
                                           "      - start\n"
                                           "      - {name: done, terminal: true}\n"
                                           "    empty_list: []\n"
                                           "    empty_map: {}\n"
                                           "top: [1, [2, [3]]]\n");
    QVERIFY2(result.ok(), qPrintable(errorText(result)));
    const Value expected = object(
        {{"top", array({Value(1), array({Value(2), array({Value(3)})})})},
         {"workflows",
          object({{"flow.a",
                   object({{"empty_list", array({})},
                           {"empty_map", object({})},
                           {"states", array({Value("start"),
                                             object({{"name", Value("done")},
                                                     {"terminal", Value(true)}})})}})}})}});
    QCOMPARE(result.value, expected);
}

void TestYamlReader::manyDistinctStrings()
{
    // More distinct short strings than the reader shares (and than its first table holds).
    QByteArray yaml = "list: [";
    for (int i = 0; i < 70000; ++i)
        yaml += (i ? ", s" : "s") + QByteArray::number(i);
    yaml += "]\nmap:\n";
    for (int i = 0; i < 3000; ++i)
        yaml += "  k" + QByteArray::number(i) + ": s" + QByteArray::number(i % 7) + "\n";
    yaml += "  ключ: значение\n";
    const YamlReader::Result result = read(yaml);
    QVERIFY2(result.ok(), qPrintable(errorText(result)));
    const Value list = result.value.value(u"list");
    QCOMPARE(list.size(), 70000);
    for (int i = 0; i < 70000; ++i)
        QCOMPARE(list.at(i).toString(), QStringLiteral("s%1").arg(i));
    const Value map = result.value.value(u"map");
    QCOMPARE(map.size(), 3001);
    for (int i = 0; i < 3000; ++i)
        QCOMPARE(map.value(QStringLiteral("k%1").arg(i)), Value(QStringLiteral("s%1").arg(i % 7)));
    QCOMPARE(map.value(QStringLiteral("ключ")), Value(QStringLiteral("значение")));
}

void TestYamlReader::emptyDocuments_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<Value>("expected");
    QTest::newRow("empty file is null") << QByteArray() << Value();
    QTest::newRow("whitespace only is null") << QByteArray("  \n\n") << Value();
    QTest::newRow("comments only is null") << QByteArray("# nothing\n# here\n") << Value();
    QTest::newRow("document marker only is null") << QByteArray("---\n") << Value();
    QTest::newRow("marker and end is null") << QByteArray("---\n...\n") << Value();
    QTest::newRow("bare tilde is null") << QByteArray("~\n") << Value();
    QTest::newRow("top-level scalar") << QByteArray("hello\n") << Value("hello");
    QTest::newRow("top-level sequence") << QByteArray("- 1\n- 2\n") << array({Value(1), Value(2)});
    QTest::newRow("explicit single document") << QByteArray("---\na: 1\n...\n")
                                              << object({{"a", Value(1)}});
    QTest::newRow("YAML directive") << QByteArray("%YAML 1.2\n---\na: 1\n")
                                    << object({{"a", Value(1)}});
}

void TestYamlReader::emptyDocuments()
{
    QFETCH(QByteArray, yaml);
    QFETCH(Value, expected);
    const YamlReader::Result result = read(yaml);
    QVERIFY2(result.ok(), qPrintable(errorText(result)));
    QCOMPARE(result.value, expected);
    QCOMPARE(result.value.pos().file, 3);
    QVERIFY(result.value.pos().line >= 1);
}

void TestYamlReader::positions()
{
    // Columns count characters, offsets count bytes: "é" and "✓" are 2 and 3 bytes.
    const QByteArray yaml = "name: é✓ x\n"         // line 1, 14 bytes
                            "list:\n"               // line 2, offset 14
                            "  - a\n"               // line 3, offset 20
                            "  - {k: ü, m: [1]}\n"  // line 4, offset 26
                            "ünï: 'v'\n";           // line 5, offset 46
    const YamlReader::Result result = read(yaml);
    QVERIFY2(result.ok(), qPrintable(errorText(result)));
    const Value &root = result.value;

    auto check = [&](const SourcePos &pos, int line, int column, qint64 offset) {
        QCOMPARE(pos.file, 3);
        QCOMPARE(pos.line, line);
        QCOMPARE(pos.column, column);
        QCOMPARE(pos.offset, offset);
    };
    check(root.pos(), 1, 1, 0);
    check(root.findMember(u"name")->keyPos, 1, 1, 0);
    check(root.value(u"name").pos(), 1, 7, 6);
    check(root.findMember(u"list")->keyPos, 2, 1, 14);
    const Value list = root.value(u"list");
    check(list.pos(), 3, 3, 22);
    check(list.at(0).pos(), 3, 5, 24);
    const Value flow = list.at(1);
    check(flow.pos(), 4, 5, 30);
    check(flow.findMember(u"k")->keyPos, 4, 6, 31);
    check(flow.value(u"k").pos(), 4, 9, 34);
    check(flow.findMember(u"m")->keyPos, 4, 12, 38);
    check(flow.value(u"m").pos(), 4, 15, 41);
    check(flow.value(u"m").at(0).pos(), 4, 16, 42);
    check(root.findMember(QStringLiteral("ünï"))->keyPos, 5, 1, 46);
    check(root.value(QStringLiteral("ünï")).pos(), 5, 6, 53);
    QCOMPARE(yaml.mid(53, 3), QByteArray("'v'"));
}

void TestYamlReader::positionsWithCrLf()
{
    const QByteArray yaml = "a: 1\r\nb:\r\n  - é\r\n  - x\r\n";
    const YamlReader::Result result = read(yaml);
    QVERIFY2(result.ok(), qPrintable(errorText(result)));
    const Value::Member *a = result.value.findMember(u"a");
    QCOMPARE(a->value.pos().column, 4);
    QCOMPARE(a->value.pos().offset, 3);
    const Value b = result.value.value(u"b");
    QCOMPARE(b.at(0).pos().line, 3);
    QCOMPARE(b.at(0).pos().column, 5);
    QCOMPARE(b.at(0).pos().offset, 14);
    QCOMPARE(b.at(1).pos().line, 4);
    QCOMPARE(b.at(1).pos().column, 5);
    QCOMPARE(b.at(1).pos().offset, 22);
    QCOMPARE(yaml.mid(22, 1), QByteArray("x"));
}

void TestYamlReader::byteOrderMark()
{
    // serde_yaml forces UTF-8 on libyaml, which then skips a byte order mark as if it were
    // a column: a one-line document reads, the mark is no column here ...
    const QByteArray flow = "\xEF\xBB\xBF" "{a: 1, b: [x]}\n";
    const YamlReader::Result result = read(flow);
    QVERIFY2(result.ok(), qPrintable(errorText(result)));
    const Value::Member *a = result.value.findMember(u"a");
    QCOMPARE(result.value.pos().column, 1);
    QCOMPARE(result.value.pos().offset, 3);
    QCOMPARE(a->keyPos.column, 2);
    QCOMPARE(a->keyPos.offset, 4);
    QCOMPARE(result.value.value(u"b").at(0).pos().column, 12);
    QCOMPARE(result.value.value(u"b").at(0).pos().offset, 14);

    // ... but a block mapping over several lines fails as in the runtime, with a hint.
    const YamlReader::Result block = read("\xEF\xBB\xBF" "a: 1\nb: 2\n");
    QVERIFY(!block.ok());
    QCOMPARE(block.error->ruleId(), QStringLiteral("YAML_PARSE"));
    QVERIFY2(block.error->message().contains(QStringLiteral("byte order mark")),
             qPrintable(block.error->message()));
}

void TestYamlReader::positionsOfEmptyValues()
{
    const YamlReader::Result result = read("a:\nb: 1\n");
    QVERIFY2(result.ok(), qPrintable(errorText(result)));
    const Value a = result.value.value(u"a");
    QVERIFY(a.isNull());
    // libyaml places an empty value right after its colon.
    QCOMPARE(a.pos().line, 1);
    QCOMPARE(a.pos().column, 3);
    QCOMPARE(a.pos().offset, 2);

    // At the end of a text without a final line break libyaml counts an extra line; the
    // position stays on the real last line.
    const YamlReader::Result atEnd = read("k: 1\n? x");
    QVERIFY2(atEnd.ok(), qPrintable(errorText(atEnd)));
    const Value x = atEnd.value.value(u"x");
    QVERIFY(x.isNull());
    QCOMPARE(x.pos().line, 2);
    QCOMPARE(x.pos().column, 4);
    QCOMPARE(x.pos().offset, 8);
}

void TestYamlReader::aliases()
{
    const QByteArray yaml = "base: &b\n"              // line 1
                            "  x: 1\n"                // line 2
                            "  y: [t, 2.0]\n"         // line 3
                            "copy: *b\n"              // line 4
                            "scalar: &s 007\n"        // line 5
                            "again: *s\n"             // line 6
                            "<<: *b\n"                // line 7
                            "redefined: &s 5\n"       // line 8
                            "latest: *s\n";           // line 9
    const YamlReader::Result result = read(yaml);
    QVERIFY2(result.ok(), qPrintable(errorText(result)));
    const Value &root = result.value;
    QCOMPARE(root.value(u"copy"), root.value(u"base"));
    QCOMPARE(root.value(u"<<"), root.value(u"base")); // no merge-key semantics
    QCOMPARE(root.value(u"again"), Value("007"));
    QCOMPARE(root.value(u"latest"), Value(5));
    // The copy sits where the alias is; what is inside stays where it was written.
    QCOMPARE(root.value(u"copy").pos().line, 4);
    QCOMPARE(root.value(u"copy").pos().column, 7);
    QCOMPARE(root.value(u"copy").value(u"x").pos().line, 2);
    QCOMPARE(root.value(u"again").pos().line, 6);
    QCOMPARE(root.value(u"base").pos().line, 1);
    QCOMPARE(root.value(u"base").pos().column, 7);
}

void TestYamlReader::aliasAsKey()
{
    const YamlReader::Result result = read("&k 1: a\nv: *k\n*k : b\n");
    QVERIFY(!result.ok()); // "1" twice
    QCOMPARE(result.error->ruleId(), QStringLiteral("YAML_DUPLICATE_KEY"));
    QCOMPARE(result.error->location().line, 3);

    const YamlReader::Result ok = read("a: &k true\n*k : 2\n");
    QVERIFY2(ok.ok(), qPrintable(errorText(ok)));
    QCOMPARE(ok.value.value(u"a"), Value(true));
    QCOMPARE(ok.value.value(u"true"), Value(2));
    QCOMPARE(ok.value.findMember(u"true")->keyPos.line, 2);

    const YamlReader::Result keyAnchor = read("&k 12: a\nv: *k\n");
    QVERIFY2(keyAnchor.ok(), qPrintable(errorText(keyAnchor)));
    QCOMPARE(keyAnchor.value.value(u"v"), Value(12)); // the anchored key, typed as a value
}

void TestYamlReader::parseErrorMessage()
{
    const YamlReader::Result result = YamlReader::read("a: 1\n b: 2\n", QStringLiteral("flow.yaml"), 0);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->ruleId(), QStringLiteral("YAML_PARSE"));
    QCOMPARE(result.error->message(),
             QStringLiteral("parsing YAML flow.yaml: mapping values are not allowed in this "
                            "context at line 2 column 3"));
    QCOMPARE(result.error->location().toString(), QStringLiteral("flow.yaml:2:3"));

    const YamlReader::Result withContext = YamlReader::read("a:\n  - b\n  c: d\n", QStringLiteral("f.yaml"), 0);
    QVERIFY(!withContext.ok());
    QCOMPARE(withContext.error->message(),
             QStringLiteral("parsing YAML f.yaml: did not find expected '-' indicator at line 3 "
                            "column 3, while parsing a block collection at line 2 column 3"));
}

void TestYamlReader::invalidUtf8Message()
{
    const YamlReader::Result result = read("k: ✓\nv: ab\x80\n");
    QVERIFY(!result.ok());
    QCOMPARE(result.error->ruleId(), QStringLiteral("YAML_PARSE"));
    QCOMPARE(result.error->message(),
             QStringLiteral("parsing YAML test.yaml: invalid leading UTF-8 octet (#x80) at line 2 "
                            "column 6 (byte 12); is this a UTF-8 text file?"));
    QCOMPARE(result.error->location().toString(), QStringLiteral("test.yaml:2:6"));
}

void TestYamlReader::limitBytes()
{
    YamlLimits limits;
    limits.maxBytes = 10;
    QVERIFY(read("a: 123456", limits).ok()); // 9 bytes
    QVERIFY(read("a: 1234567", limits).ok()); // 10 bytes
    const YamlReader::Result result = read("a: 12345678", limits);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->ruleId(), QStringLiteral("YAML_LIMIT"));
    QVERIFY2(result.error->message().contains(QStringLiteral("11 bytes, more than the limit of 10")),
             qPrintable(result.error->message()));
}

void TestYamlReader::limitScalar()
{
    YamlLimits limits;
    limits.maxScalarBytes = 1000;
    const QByteArray fits = "a: " + QByteArray(1000, 'x') + "\n";
    QVERIFY(read(fits, limits).ok());
    const QByteArray tooLong = "a: \"" + QByteArray(1001, 'x') + "\"\n";
    const YamlReader::Result result = read(tooLong, limits);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->ruleId(), QStringLiteral("YAML_LIMIT"));
    QVERIFY2(result.error->message().contains(QStringLiteral("1001 bytes")), qPrintable(result.error->message()));
    QCOMPARE(result.error->location().line, 1);
    QCOMPARE(result.error->location().column, 4);

    const YamlReader::Result longKey = read(QByteArray(1001, 'k') + ": v\n", limits);
    QVERIFY(!longKey.ok());
    QCOMPARE(longKey.error->ruleId(), QStringLiteral("YAML_LIMIT"));
}

void TestYamlReader::limitDepth()
{
    YamlLimits limits;
    limits.maxDepth = 3;
    QVERIFY(read("a:\n  b:\n    c: 1\n", limits).ok()); // three mappings
    const YamlReader::Result result = read("a:\n  b:\n    c:\n      - 1\n", limits);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->ruleId(), QStringLiteral("YAML_LIMIT"));
    QVERIFY2(result.error->message().contains(QStringLiteral("deeper than 3 levels")),
             qPrintable(result.error->message()));
    QCOMPARE(result.error->location().line, 4);
    QCOMPARE(result.error->location().column, 7);
}

void TestYamlReader::deepFlowNestingFailsFast()
{
    // The default limit is serde_yaml's own (128): the runtime refuses deeper documents too.
    const int limit = YamlLimits().maxDepth;
    const QByteArray yaml = QByteArray(10000, '[') + QByteArray(10000, ']');
    const YamlReader::Result result = read(yaml);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->ruleId(), QStringLiteral("YAML_LIMIT"));
    QVERIFY2(result.error->message().contains(QStringLiteral("deeper than %1 levels").arg(limit)),
             qPrintable(result.error->message()));
    QCOMPARE(result.error->location().line, 1);
    QCOMPARE(result.error->location().column, limit + 1);

    // Unclosed, and as a block structure.
    QVERIFY(!read(QByteArray(10000, '[')).ok());
    QByteArray block;
    for (int i = 0; i < 3000; ++i)
        block += QByteArray(i, ' ') + "- \n";
    const YamlReader::Result blockResult = read(block);
    QVERIFY(!blockResult.ok());
    QCOMPARE(blockResult.error->ruleId(), QStringLiteral("YAML_LIMIT"));
}

void TestYamlReader::depthAtTheLimitIsAccepted()
{
    const int limit = YamlLimits().maxDepth;
    const QByteArray yaml = QByteArray(limit, '[') + "1" + QByteArray(limit, ']');
    const YamlReader::Result result = read(yaml);
    QVERIFY2(result.ok(), qPrintable(errorText(result)));
    const Value *value = &result.value;
    int depth = 0;
    while (value->isArray()) {
        ++depth;
        value = &value->at(0);
    }
    QCOMPARE(depth, limit);
    QCOMPARE(*value, Value(1));
}

void TestYamlReader::aliasExpansionDepth()
{
    YamlLimits limits;
    limits.maxDepth = 4;
    QVERIFY(read("a: &x [[1]]\nb: [*x]\n", limits).ok()); // 1 + 1 + 2 levels
    const YamlReader::Result result = read("a: &x [[1]]\nb: [[*x]]\n", limits);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->ruleId(), QStringLiteral("YAML_LIMIT"));
    QVERIFY2(result.error->message().contains(QStringLiteral("the alias *x nests deeper than 4 levels")),
             qPrintable(result.error->message()));
    QCOMPARE(result.error->location().line, 2);
    QCOMPARE(result.error->location().column, 6);
}

void TestYamlReader::billionLaughs()
{
    QByteArray yaml = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n";
    for (char c = 'b'; c <= 'j'; ++c) {
        const char previous = char(c - 1);
        yaml += QByteArray(1, c) + ": &" + QByteArray(1, c) + " [";
        for (int i = 0; i < 9; ++i)
            yaml += QByteArray(i ? "," : "") + "*" + QByteArray(1, previous);
        yaml += "]\n";
    }
    QElapsedTimer timer;
    timer.start();
    const YamlReader::Result result = read(yaml);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->ruleId(), QStringLiteral("YAML_LIMIT"));
    QVERIFY2(result.error->message().contains(
                 QStringLiteral("too many nodes after alias expansion (more than 50000000; a "
                                "“billion laughs” document?)")),
             qPrintable(result.error->message()));

    // A small expansion within the limit is fine, and the limit counts expanded nodes.
    YamlLimits limits;
    limits.maxNodes = 1000;
    const QByteArray small = "a: &a [1, 2, 3]\nb: &b [*a, *a, *a]\nc: [*b, *b]\n";
    const YamlReader::Result ok = read(small, limits);
    QVERIFY2(ok.ok(), qPrintable(errorText(ok)));
    QCOMPARE(ok.value.value(u"c").at(1).at(2).at(2), Value(3));
    limits.maxNodes = 40; // 1 + 3×(1+1) + 3×(1+1+4×... ) — the whole tree has 47 nodes with keys
    QVERIFY(!read(small, limits).ok());
}

void TestYamlReader::tooManyNodesWithoutAliases()
{
    YamlLimits limits;
    limits.maxNodes = 10;
    const YamlReader::Result result = read("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]", limits);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->ruleId(), QStringLiteral("YAML_LIMIT"));
    QVERIFY2(result.error->message().contains(QStringLiteral("too many nodes (more than 10)")),
             qPrintable(result.error->message()));
    QCOMPARE(result.error->location().column, 29);
}

void TestYamlReader::largeScalarIsFast()
{
    // ~20 MB in a literal block and in a plain scalar: linear time, no quadratic copying.
    QByteArray line(79, 'x');
    line += '\n';
    QByteArray yaml = "text: |\n";
    yaml.reserve(21 << 20);
    const int lines = (20 << 20) / 82;
    for (int i = 0; i < lines; ++i)
        yaml += "  " + line;
    yaml += "after: ✓\n";
    QElapsedTimer timer;
    timer.start();
    const YamlReader::Result result = read(yaml);
    const qint64 elapsed = timer.elapsed();
    QVERIFY2(result.ok(), qPrintable(errorText(result)));
    QCOMPARE(result.value.value(u"text").toString().size(), qsizetype(lines) * 80);
    QCOMPARE(result.value.findMember(u"after")->keyPos.offset, qint64(8) + qint64(lines) * 82);
    qInfo("20 MB literal block read in %lld ms", elapsed);

    QByteArray plain = "v: \"" + QByteArray(20 << 20, 'y') + "\"\n";
    timer.restart();
    const YamlReader::Result quoted = read(plain);
    QVERIFY2(quoted.ok(), qPrintable(errorText(quoted)));
    QCOMPARE(quoted.value.value(u"v").toString().size(), qsizetype(20 << 20));
    qInfo("20 MB quoted scalar read in %lld ms", timer.elapsed());
}

void TestYamlReader::readFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("flow.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("version: \"1\"\nworkflows: {}\n");
    file.close();

    const YamlReader::Result result = YamlReader::readFile(path, 5);
    QVERIFY2(result.ok(), qPrintable(errorText(result)));
    QCOMPARE(result.value.value(u"version"), Value("1"));
    QCOMPARE(result.value.value(u"workflows").pos().file, 5);
    QCOMPARE(result.value.value(u"workflows").pos().line, 2);
    QCOMPARE(result.value.value(u"workflows").pos().offset, 24);

    QFile broken(dir.filePath(QStringLiteral("broken.yaml")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("a: [\n");
    broken.close();
    const YamlReader::Result parseError = YamlReader::readFile(broken.fileName(), 0);
    QVERIFY(!parseError.ok());
    QCOMPARE(parseError.error->ruleId(), QStringLiteral("YAML_PARSE"));
    QVERIFY(parseError.error->message().startsWith(QStringLiteral("parsing YAML ") + broken.fileName()));
    QCOMPARE(parseError.error->location().file, broken.fileName());
}

void TestYamlReader::readFileErrors()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString missing = dir.filePath(QStringLiteral("missing.yaml"));
    const YamlReader::Result notFound = YamlReader::readFile(missing, 0);
    QVERIFY(!notFound.ok());
    QCOMPARE(notFound.error->ruleId(), QStringLiteral("FILE_READ"));
    QVERIFY2(notFound.error->message().contains(missing), qPrintable(notFound.error->message()));
    QCOMPARE(notFound.error->location().file, missing);

    const YamlReader::Result directory = YamlReader::readFile(dir.path(), 0);
    QVERIFY(!directory.ok());
    QCOMPARE(directory.error->ruleId(), QStringLiteral("FILE_READ"));
    QVERIFY2(directory.error->message().contains(dir.path()), qPrintable(directory.error->message()));

    const QString big = dir.filePath(QStringLiteral("big.yaml"));
    QFile file(big);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(2000, '#'));
    file.close();
    YamlLimits limits;
    limits.maxBytes = 1000;
    const YamlReader::Result tooLarge = YamlReader::readFile(big, 0, limits);
    QVERIFY(!tooLarge.ok());
    QCOMPARE(tooLarge.error->ruleId(), QStringLiteral("YAML_LIMIT"));
    QVERIFY2(tooLarge.error->message().contains(big), qPrintable(tooLarge.error->message()));
    // The sizes as they are, not rounded to a unit.
    QVERIFY2(tooLarge.error->message().endsWith(QStringLiteral("the file is %1 bytes; at most %2 bytes are read")
                                                    .arg(QLocale().toString(2000), QLocale().toString(1000))),
             qPrintable(tooLarge.error->message()));
    QVERIFY(YamlReader::readFile(big, 0).ok()); // comments only: null
}

QTEST_GUILESS_MAIN(TestYamlReader)
#include "tst_yamlreader.moc"
