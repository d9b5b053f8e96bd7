#include "core/jsonsourcemap.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace capstudio;

namespace {

// Test documents mark the expected span with ‹ and › and an offset with ‸; the markers
// are removed before parsing.
const QChar OpenMark(0x2039);
const QChar CloseMark(0x203A);
const QChar Caret(0x2038);

struct Marked
{
    QString text;
    int start = -1;
    int end = -1;
};

Marked unmark(const QString &marked)
{
    Marked result;
    for (const QChar c : marked) {
        if (c == OpenMark)
            result.start = int(result.text.size());
        else if (c == CloseMark)
            result.end = int(result.text.size());
        else if (c == Caret)
            result.start = result.end = int(result.text.size());
        else
            result.text.append(c);
    }
    return result;
}

// The value QJsonDocument sees at a pointer, or Undefined.
QJsonValue qtValueAt(const QJsonValue &root, const QString &pointer)
{
    const std::optional<QStringList> tokens = JsonSourceMap::splitPointer(pointer);
    if (!tokens)
        return QJsonValue(QJsonValue::Undefined);
    QJsonValue value = root;
    for (const QString &token : *tokens) {
        if (value.isObject()) {
            value = value.toObject().value(token);
        } else if (value.isArray()) {
            bool ok = false;
            const int index = token.toInt(&ok);
            value = ok ? value.toArray().at(index) : QJsonValue(QJsonValue::Undefined);
        } else {
            return QJsonValue(QJsonValue::Undefined);
        }
    }
    return value;
}

// Parses any JSON value with QJsonDocument (which takes only objects and arrays at the top).
std::optional<QJsonValue> qtParse(const QString &text)
{
    QJsonParseError error;
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray("[") + text.toUtf8() + QByteArray("\n]"), &error);
    if (error.error != QJsonParseError::NoError || !document.isArray() || document.array().size() != 1)
        return std::nullopt;
    return document.array().at(0);
}

// What must hold for any input; returns a description of the first violation.
// The values QJsonDocument reads, containers and their contents.
qsizetype qtValueCount(const QJsonValue &value)
{
    qsizetype count = 1;
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            count += qtValueCount(item);
    } else if (value.isObject()) {
        for (const QJsonValue &member : value.toObject())
            count += qtValueCount(member);
    }
    return count;
}

QString violation(const QString &text, const JsonSourceMap &map)
{
    const int size = int(text.size());
    if (map.isValid() == map.error().has_value())
        return QStringLiteral("valid and error disagree");
    if (map.error()) {
        const JsonSourceMap::SyntaxError &error = *map.error();
        if (error.offset < 0 || error.offset > size || error.length < 0 || error.offset + error.length > size)
            return QStringLiteral("error span %1+%2 outside text of %3").arg(error.offset).arg(error.length).arg(size);
        if (error.message.isEmpty() || error.line < 1 || error.column < 1)
            return QStringLiteral("error without message or position");
    } else if (!qtParse(text)) {
        return QStringLiteral("accepted text QJsonDocument rejects");
    }
    const QStringList pointers = map.pointers();
    if (pointers.size() > map.valueCount() || QSet<QString>(pointers.begin(), pointers.end()).size() != pointers.size())
        return QStringLiteral("pointer count");
    const std::optional<QJsonValue> qt = map.isValid() ? qtParse(text) : std::nullopt;
    if (qt && pointers.size() != qtValueCount(*qt))
        return QStringLiteral("%1 pointers for %2 values").arg(pointers.size()).arg(qtValueCount(*qt));
    for (const QString &pointer : pointers) {
        const std::optional<JsonSourceMap::Span> span = map.valueSpan(pointer);
        if (!span || span->start < 0 || span->end > size || span->length() <= 0)
            return QStringLiteral("bad value span at ") + pointer;
        if (const auto key = map.keySpan(pointer); key && (key->start < 0 || key->end > span->start))
            return QStringLiteral("bad key span at ") + pointer;
        if (map.pointerAt(span->start) != pointer)
            return QStringLiteral("pointerAt(%1) = %2, expected %3").arg(span->start).arg(map.pointerAt(span->start), pointer);
        if (qt && qtValueAt(*qt, pointer) != qtParse(text.mid(span->start, span->length())))
            return QStringLiteral("span of %1 does not hold its value").arg(pointer);
    }
    for (int offset = -1; offset <= size + 1; offset += qMax(1, size / 7))
        map.pointerAt(offset);
    return QString();
}

QString randomPiece(QRandomGenerator &random)
{
    static const char *const pieces[] = {
        "{", "}", "[", "]", "\"", ":", ",", " ", "\n", "\\", "\\u", "d83d", "\\ude00", "0", "1", "9",
        "-", ".", "e", "+", "true", "false", "null", "tru", "\"k\"", "\"a\\\"b\"", "'", "/", "~", "x",
    };
    const int kinds = int(std::size(pieces));
    const int pick = random.bounded(kinds + 3);
    if (pick < kinds)
        return QString::fromLatin1(pieces[pick]);
    if (pick == kinds)
        return QString(QChar(char16_t(0xD800 + random.bounded(0x800)))); // lone surrogate
    if (pick == kinds + 1)
        return QString(QChar(char16_t(random.bounded(0x20)))); // control character
    return QString(QChar(char16_t(0x20 + random.bounded(0xD7DF))));
}

} // namespace

class tst_JsonSourceMap : public QObject
{
    Q_OBJECT

private slots:
    void valueSpans_data();
    void valueSpans();
    void keySpans_data();
    void keySpans();
    void everyPointerHoldsItsValue();
    void pointersInDocumentOrder();
    void shadowedMembersAreNotListed();
    void missingPointers_data();
    void missingPointers();
    void pointerAt_data();
    void pointerAt();
    void validDocuments_data();
    void validDocuments();
    void syntaxErrors_data();
    void syntaxErrors();
    void partialMapAfterError();
    void deepNestingIsRefused_data();
    void deepNestingIsRefused();
    void maximumDepthIsAccepted();
    void defaultMapIsEmpty();
    void lineColumnAt_data();
    void lineColumnAt();
    void randomGarbageNeverCrashes();
    void editsOfValidDocumentNeverCrash();
};

void tst_JsonSourceMap::valueSpans_data()
{
    QTest::addColumn<QString>("marked");
    QTest::addColumn<QString>("pointer");

    auto row = [](const char *name, const char *marked, const char *pointer) {
        QTest::newRow(name) << QString::fromUtf8(marked) << QString::fromUtf8(pointer);
    };
    row("root object", "‹{\"a\": 1}›", "");
    row("root scalar with whitespace", "  \n‹42›  ", "");
    row("root string", "‹\"x\"›", "");
    row("member number", "{\"a\": ‹1›, \"b\": 2}", "/a");
    row("second member", "{\"a\": 1, \"b\": ‹-2.5e+10›}", "/b");
    row("member object", "{\"a\": ‹{\"b\": [1]}›}", "/a");
    row("depth 2", "{\"a\": {\"b\": ‹true›}}", "/a/b");
    row("depth 3 in array", "{\"a\": {\"b\": {\"c\": [1, 2, ‹{\"d\": null}›]}}}", "/a/b/c/2");
    row("depth 4", "{\"a\": {\"b\": {\"c\": [1, 2, {\"d\": ‹null›}]}}}", "/a/b/c/2/d");
    row("array first", "[‹1›, 2]", "/0");
    row("array last", "[1, ‹2›]", "/1");
    row("nested arrays", "[[], [[‹false›]]]", "/1/0/0");
    row("empty array", "{\"a\": ‹[]›}", "/a");
    row("empty object", "[‹{}›]", "/0");
    row("escaped string", "{\"k\": ‹\"a\\\"b\\\\c\\u0041\\n\"›}", "/k");
    row("escaped key", "{\"a\\\"b\": ‹1›}", "/a\"b");
    row("unicode escape key", "{\"\\u0041\": ‹1›}", "/A");
    row("escaped surrogate key", "{\"\\ud83d\\ude00\": ‹\"x\"›}", "/😀");
    row("raw surrogate key", "{\"😀x\": ‹[1]›}", "/😀x");
    row("raw surrogate value", "{\"e\": ‹\"😀\"›, \"f\": 1}", "/e");
    row("after raw surrogate", "{\"e\": \"😀\", \"f\": ‹1›}", "/f");
    row("slash in key", "{\"a/b\": ‹1›}", "/a~1b");
    row("tilde in key", "{\"m~n\": ‹2›}", "/m~0n");
    row("tilde one literal", "{\"~1\": ‹3›, \"/\": 4}", "/~01");
    row("slash key", "{\"~1\": 3, \"/\": ‹4›}", "/~1");
    row("empty key", "{\"\": ‹0›}", "/");
    row("escaped slash in key", "{\"a\\/b\": ‹5›}", "/a~1b");
    row("duplicate key takes last", "{\"a\": 1, \"a\": ‹2›}", "/a");
    row("crlf whitespace", "{\r\n  \"a\":\r\n  ‹7›\r\n}", "/a");
    row("tab whitespace", "{\t\"a\"\t:\t‹7›\t}", "/a");
}

void tst_JsonSourceMap::valueSpans()
{
    QFETCH(QString, marked);
    QFETCH(QString, pointer);
    const Marked doc = unmark(marked);
    const JsonSourceMap map = JsonSourceMap::parse(doc.text);
    QVERIFY2(map.isValid(), map.error() ? qPrintable(map.error()->message) : "");
    const std::optional<JsonSourceMap::Span> span = map.valueSpan(pointer);
    QVERIFY(span.has_value());
    QCOMPARE(span->start, doc.start);
    QCOMPARE(span->end, doc.end);
    QVERIFY(map.contains(pointer));
}

void tst_JsonSourceMap::keySpans_data()
{
    QTest::addColumn<QString>("marked");
    QTest::addColumn<QString>("pointer");

    auto row = [](const char *name, const char *marked, const char *pointer) {
        QTest::newRow(name) << QString::fromUtf8(marked) << QString::fromUtf8(pointer);
    };
    row("top level", "{‹\"a\"›: 1}", "/a");
    row("second", "{\"a\": 1, ‹\"b\"›: 2}", "/b");
    row("nested", "{\"a\": {‹\"b\"›: {\"c\": 1}}}", "/a/b");
    row("deep in array", "{\"a\": [0, {‹\"c\"›: 1}]}", "/a/1/c");
    row("escaped key", "{‹\"a\\\"b\"›: 1}", "/a\"b");
    row("surrogate key", "{‹\"\\ud83d\\ude00\"›: 1}", "/😀");
    row("tilde key", "{‹\"a~b/c\"›: 1}", "/a~0b~1c");
    row("space before colon", "{‹\"a\"›   :1}", "/a");
}

void tst_JsonSourceMap::keySpans()
{
    QFETCH(QString, marked);
    QFETCH(QString, pointer);
    const Marked doc = unmark(marked);
    const JsonSourceMap map = JsonSourceMap::parse(doc.text);
    QVERIFY(map.isValid());
    const std::optional<JsonSourceMap::Span> span = map.keySpan(pointer);
    QVERIFY(span.has_value());
    QCOMPARE(span->start, doc.start);
    QCOMPARE(span->end, doc.end);
}

void tst_JsonSourceMap::everyPointerHoldsItsValue()
{
    const QString text = QString::fromUtf8(R"({
  "name": "search",
  "description": "Finds \"things\" \u00e9 😀",
  "parameters": {
    "type": "object",
    "properties": {
      "query": {"type": "string", "minLength": 1},
      "limit": {"type": "integer", "default": 10, "maximum": 1e3},
      "a/b~c": [true, false, null, -0.5, [], {}, [[["deep"]]]]
    },
    "required": ["query"]
  },
  "": {"\ud83d\ude00": "smile"}
})");
    const JsonSourceMap map = JsonSourceMap::parse(text);
    QVERIFY(map.isValid());
    QCOMPARE(map.valueCount(), 28);
    const QString problem = violation(text, map);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(map.valueSpan(QStringLiteral("/parameters/properties/a~1b~0c/6/0/0/0")).has_value(), true);
    QCOMPARE(map.keySpan(QStringLiteral("/parameters/properties/a~1b~0c/6/0/0/0")).has_value(), false);
    QVERIFY(map.contains(QString::fromUtf8("//😀")));
}

void tst_JsonSourceMap::pointersInDocumentOrder()
{
    const JsonSourceMap map = JsonSourceMap::parse(
        QStringLiteral(R"({"a": [1, {"b~": 2}], "c/d": {}, "": null})"));
    const QStringList expected = {
        QStringLiteral(""),      QStringLiteral("/a"),   QStringLiteral("/a/0"), QStringLiteral("/a/1"),
        QStringLiteral("/a/1/b~0"), QStringLiteral("/c~1d"), QStringLiteral("/"),
    };
    QCOMPARE(map.pointers(), expected);
    QVERIFY(!map.pointers().constFirst().isNull());
}

void tst_JsonSourceMap::shadowedMembersAreNotListed()
{
    // Found by the source-map fuzzer: the first "e" and its array are hidden by the second.
    const QString text = QStringLiteral(R"({"e":[1,2,{"":null}],"e":true,"k":{"x":1,"\u0078":[2]}})");
    const JsonSourceMap map = JsonSourceMap::parse(text);
    QVERIFY(map.isValid());
    const QStringList expected = {
        QStringLiteral(""), QStringLiteral("/e"), QStringLiteral("/k"), QStringLiteral("/k/x"), QStringLiteral("/k/x/0"),
    };
    QCOMPARE(map.pointers(), expected);
    for (const QString &pointer : expected)
        QVERIFY2(map.valueSpan(pointer).has_value(), qPrintable(pointer));
    QCOMPARE(text.mid(map.valueSpan(QStringLiteral("/e"))->start, 4), QStringLiteral("true"));
    QCOMPARE(text.mid(map.valueSpan(QStringLiteral("/k/x/0"))->start, 1), QStringLiteral("2"));
}

void tst_JsonSourceMap::missingPointers_data()
{
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("nearest");

    QTest::newRow("missing member") << QStringLiteral("/x") << QStringLiteral("");
    QTest::newRow("missing below member") << QStringLiteral("/a/b/missing/deeper") << QStringLiteral("/a/b");
    QTest::newRow("index past end") << QStringLiteral("/a/list/3") << QStringLiteral("/a/list");
    QTest::newRow("index on object") << QStringLiteral("/a/0") << QStringLiteral("/a");
    QTest::newRow("key on array") << QStringLiteral("/a/list/x") << QStringLiteral("/a/list");
    QTest::newRow("leading zero index") << QStringLiteral("/a/list/01") << QStringLiteral("/a/list");
    QTest::newRow("dash index") << QStringLiteral("/a/list/-") << QStringLiteral("/a/list");
    QTest::newRow("below a scalar") << QStringLiteral("/a/b/c/d") << QStringLiteral("/a/b/c");
    QTest::newRow("no leading slash") << QStringLiteral("a") << QString();
    QTest::newRow("bad tilde escape") << QStringLiteral("/a/~2") << QString();
    QTest::newRow("trailing tilde") << QStringLiteral("/a~") << QString();
    QTest::newRow("unescaped slash is two tokens") << QStringLiteral("/a/b/c/") << QStringLiteral("/a/b/c");
}

void tst_JsonSourceMap::missingPointers()
{
    QFETCH(QString, pointer);
    QFETCH(QString, nearest);
    const JsonSourceMap map =
        JsonSourceMap::parse(QStringLiteral(R"({"a": {"b": {"c": 1}, "list": [1, 2, 3]}, "a~b": 0})"));
    QVERIFY(map.isValid());
    QVERIFY(!map.valueSpan(pointer));
    QVERIFY(!map.keySpan(pointer));
    QVERIFY(!map.contains(pointer));
    QCOMPARE(map.nearestExisting(pointer), nearest);
    QCOMPARE(map.nearestExisting(pointer).isNull(), nearest.isNull());
}

void tst_JsonSourceMap::pointerAt_data()
{
    QTest::addColumn<QString>("marked");
    QTest::addColumn<QString>("pointer");

    auto row = [](const char *name, const char *marked, const char *pointer) {
        QTest::newRow(name) << QString::fromUtf8(marked)
                            << (pointer ? QString::fromUtf8(pointer) : QString());
    };
    row("inside scalar", "{\"a\": {\"b\": 12‸34}}", "/a/b");
    row("start of scalar", "{\"a\": ‸1}", "/a");
    row("on the key", "{\"a\": {\"q‸uery\": 1}}", "/a/query");
    row("on the colon", "{\"a\"‸: 1}", "/a");
    row("between members", "{\"a\": 1,‸ \"b\": 2}", "");
    row("closing brace", "{\"a\": {\"b\": 1‸}}", "/a");
    row("last closing brace", "{\"a\": 1‸}", "");
    row("array element", "[0, [1, ‸2]]", "/1/1");
    row("array whitespace", "[0, [1,‸ 2]]", "/1");
    row("string with escape", "{\"s\": \"a\\‸n\"}", "/s");
    row("key with slash", "{\"a/b\": [‸1]}", "/a~1b/0");
    row("leading whitespace", " ‸ {}", nullptr);
    row("trailing whitespace", "{} ‸", nullptr);
    row("end of text", "{}‸", nullptr);
}

void tst_JsonSourceMap::pointerAt()
{
    QFETCH(QString, marked);
    QFETCH(QString, pointer);
    const Marked doc = unmark(marked);
    const JsonSourceMap map = JsonSourceMap::parse(doc.text);
    QVERIFY(map.isValid());
    QCOMPARE(map.pointerAt(doc.start), pointer);
    QCOMPARE(map.pointerAt(doc.start).isNull(), pointer.isNull());
}

void tst_JsonSourceMap::validDocuments_data()
{
    QTest::addColumn<QString>("text");

    auto row = [](const char *name, const char *text) { QTest::newRow(name) << QString::fromUtf8(text); };
    row("numbers", "[0, -0, 1.5, -1.5e-3, 1E+9, 123456789012345678901234567890, 1e308, 0e999]");
    row("all escapes", R"(["\" \\ \/ \b \f \n \r \t \u0000 \uFFFF"])");
    row("surrogate escape pair", R"(["\uD83D\uDE00"])");
    row("raw non-BMP", "[\"𝄞 😀\"]");
    row("literals", "[true, false, null]");
    row("nested empty", "{\"a\": [[], {}, [{}]]}");
    row("whitespace everywhere", " \t\r\n{ \"a\" : [ 1 , 2 ] } \n");
    row("scalar root", "\"just a string\"");
    row("DEL and latin1 raw", "[\"\x7f é\"]");
}

void tst_JsonSourceMap::validDocuments()
{
    QFETCH(QString, text);
    const JsonSourceMap map = JsonSourceMap::parse(text);
    QVERIFY2(map.isValid(), map.error() ? qPrintable(map.error()->message) : "");
    QVERIFY(qtParse(text).has_value());
    const QString problem = violation(text, map);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void tst_JsonSourceMap::syntaxErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    auto row = [](const char *name, const QString &text, int offset, int length, int line, int column,
                  const char *message) {
        QTest::newRow(name) << text << offset << length << line << column << QString::fromUtf8(message);
    };
    auto u = [](const char *text) { return QString::fromUtf8(text); };
    row("empty", u(""), 0, 0, 1, 1, "empty");
    row("whitespace only", u("  \n "), 4, 0, 2, 2, "empty");
    row("truncated object", u("{\"a\": 1"), 7, 0, 1, 8, "not closed with '}'");
    row("truncated after colon", u("{\"a\": "), 6, 0, 1, 7, "expected a value after ':'");
    row("truncated after key", u("{\"a\""), 4, 0, 1, 5, "expected ':'");
    row("truncated after comma", u("[1,"), 3, 0, 1, 4, "expected a value");
    row("truncated array", u("[1, [2]"), 7, 0, 1, 8, "array opened at line 1, column 1");
    row("missing colon", u("{\"a\" 1}"), 5, 1, 1, 6, "Expected ':' after the key \"a\"");
    row("string instead of colon", u("{\"a\" \"b\\\"c\"}"), 5, 6, 1, 6, "Expected ':'");
    row("unterminated string instead of colon", u("{\"a\" \"bc\n}"), 5, 3, 1, 6, "Expected ':'");
    row("missing comma between members", u("{\"a\": 1 \"b\": 2}"), 8, 3, 1, 9, "Missing ','");
    row("missing comma between elements", u("[1 2]"), 3, 1, 1, 4, "Missing ','");
    row("trailing comma in array", u("[1, 2,]"), 5, 1, 1, 6, "Trailing comma");
    row("trailing comma in object", u("{\"a\": 1,}"), 7, 1, 1, 8, "Trailing comma");
    row("single quoted key", u("{'a': 1}"), 1, 1, 1, 2, "double quotes");
    row("bare key", u("{abc: 1}"), 1, 3, 1, 2, "Keys must be strings in double quotes; found 'abc'");
    row("single quoted value", u("['a']"), 1, 1, 1, 2, "double quotes");
    row("bad literal", u("[tru]"), 1, 3, 1, 2, "Unexpected word 'tru'");
    row("capital literal", u("[True]"), 1, 4, 1, 2, "Unexpected word 'True'");
    row("literal run-on", u("[nullx]"), 1, 5, 1, 2, "Unexpected word 'nullx'");
    row("leading zero", u("[012]"), 1, 3, 1, 2, "Leading zeros");
    row("dot without digits", u("[1.]"), 1, 2, 1, 2, "after the decimal point");
    row("bare minus", u("[-]"), 1, 1, 1, 2, "after '-'");
    row("empty exponent", u("[1e+]"), 1, 3, 1, 2, "exponent");
    row("leading dot", u("[.5]"), 1, 1, 1, 2, "digit before the decimal point");
    row("plus sign", u("[+1]"), 1, 1, 1, 2, "'+'");
    row("comment", u("[1, // no\n2]"), 4, 1, 1, 5, "Comments");
    row("unterminated string", u("[\"abc"), 1, 4, 1, 2, "runs to the end");
    row("line break in string", u("[\"ab\ncd\"]"), 1, 3, 1, 2, "end on the line");
    row("invalid escape", u("[\"a\\qb\"]"), 3, 2, 1, 4, "Invalid escape \\q");
    row("short unicode escape", u("[\"\\u12G4\"]"), 2, 6, 1, 3, "four hexadecimal digits");
    row("truncated unicode escape", u("[\"\\u12"), 2, 4, 1, 3, "four hexadecimal digits");
    row("lone high surrogate escape", u("[\"\\ud800\"]"), 2, 6, 1, 3, "Unpaired surrogate \\uD800");
    row("high surrogate then letter", u("[\"\\ud800\\u0041\"]"), 2, 6, 1, 3, "followed by a low surrogate");
    row("lone low surrogate escape", u("[\"x\\uDC00\"]"), 3, 6, 1, 4, "Unpaired surrogate \\uDC00");
    row("raw tab in string", u("[\"a\tb\"]"), 3, 1, 1, 4, "U+0009");
    row("raw lone surrogate", u("[\"a") + QChar(char16_t(0xD800)) + u("\"]"), 3, 1, 1, 4, "Unpaired surrogate U+D800");
    row("raw reversed surrogates", u("[\"") + QChar(char16_t(0xDC00)) + QChar(char16_t(0xD800)) + u("\"]"),
        2, 1, 1, 3, "U+DC00");
    row("text after document", u("[1]]"), 3, 1, 1, 4, "after the end of the document");
    row("two documents", u("{} {}"), 3, 1, 1, 4, "exactly one value");
    row("mismatched closer", u("{\"a\": [1}"), 8, 1, 1, 9, "'}' cannot close the array opened at line 1, column 7");
    row("mismatched closer in object", u("{\"a\": 1]"), 7, 1, 1, 8, "']' cannot close the object");
    row("stray closer", u("]"), 0, 1, 1, 1, "Expected a value but found ']'");
    row("value expected after colon", u("{\"a\": }"), 6, 1, 1, 7, "Expected a value after ':'");
    row("missing comma on line 3", u("{\n  \"a\": 1\n  \"b\": 2\n}"), 13, 3, 3, 3, "Missing ','");
    row("column counts characters", u("[\"😀\", x]"), 7, 1, 1, 7, "Unexpected word 'x'");
    row("byte order mark", QChar(char16_t(0xFEFF)) + u("{}"), 0, 1, 1, 1, "U+FEFF");
    row("control character outside", u("[\x01]"), 1, 1, 1, 2, "U+0001");
    row("NaN", u("[NaN]"), 1, 3, 1, 2, "'NaN'");
    row("object key expected after comma", u("{\"a\": 1, [2]}"), 9, 1, 1, 10, "after ','");
    row("number key", u("{\"a\": 1, 2: 3}"), 9, 1, 1, 10, "Keys must be strings in double quotes; found '2'");
    row("number overflows", u("[1, 2e308]"), 4, 5, 1, 5, "out of range");
    row("number underflows", u("[1e-999]"), 1, 6, 1, 2, "out of range");
}

void tst_JsonSourceMap::syntaxErrors()
{
    QFETCH(QString, text);
    QFETCH(int, offset);
    QFETCH(int, length);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);

    const JsonSourceMap map = JsonSourceMap::parse(text);
    QVERIFY(!map.isValid());
    QVERIFY(map.error().has_value());
    const JsonSourceMap::SyntaxError &error = *map.error();
    QVERIFY2(error.message.contains(message), qPrintable(error.message));
    QCOMPARE(error.offset, offset);
    QCOMPARE(error.length, length);
    QCOMPARE(error.line, line);
    QCOMPARE(error.column, column);
    QCOMPARE(error.span(), (JsonSourceMap::Span{offset, offset + length}));
    const QString problem = violation(text, map);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void tst_JsonSourceMap::partialMapAfterError()
{
    const QString text = QStringLiteral(R"({"done": {"x": 1}, "open": [1, 2, oops)");
    const JsonSourceMap map = JsonSourceMap::parse(text);
    QVERIFY(!map.isValid());
    const int errorOffset = int(text.indexOf(QLatin1String("oops")));
    QCOMPARE(map.error()->offset, errorOffset);
    QCOMPARE(map.valueSpan(QStringLiteral("/done/x"))->start, int(text.indexOf(QLatin1Char('1'))));
    QCOMPARE(map.valueSpan(QStringLiteral("/open/1"))->start, int(text.indexOf(QLatin1Char('2'))));
    QVERIFY(!map.contains(QStringLiteral("/open/2")));
    // Containers left open end where the error is.
    QCOMPARE(map.valueSpan(QStringLiteral("/open"))->end, errorOffset);
    QCOMPARE(map.valueSpan(QString())->end, errorOffset);
    QCOMPARE(map.pointerAt(errorOffset - 1), QStringLiteral("/open"));
}

void tst_JsonSourceMap::deepNestingIsRefused_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("offset");

    QTest::newRow("10,000 arrays") << QString(10000, QLatin1Char('[')) + QString(10000, QLatin1Char(']'))
                                   << JsonSourceMap::MaxDepth;
    QTest::newRow("10,000 arrays, unclosed") << QString(10000, QLatin1Char('[')) << JsonSourceMap::MaxDepth;
    QTest::newRow("10,000 objects") << QStringLiteral("{\"a\":").repeated(10000) + QString(10000, QLatin1Char('}'))
                                    << 5 * JsonSourceMap::MaxDepth;
}

void tst_JsonSourceMap::deepNestingIsRefused()
{
    QFETCH(QString, text);
    QFETCH(int, offset);
    const JsonSourceMap map = JsonSourceMap::parse(text);
    QVERIFY(!map.isValid());
    QVERIFY2(map.error()->message.contains(QLatin1String("512")), qPrintable(map.error()->message));
    QCOMPARE(map.error()->offset, offset);
    QCOMPARE(map.error()->length, 1);
    QCOMPARE(map.valueCount(), JsonSourceMap::MaxDepth);
}

void tst_JsonSourceMap::maximumDepthIsAccepted()
{
    const int depth = JsonSourceMap::MaxDepth;
    const QString text = QString(depth, QLatin1Char('[')) + QString(depth, QLatin1Char(']'));
    const JsonSourceMap map = JsonSourceMap::parse(text);
    QVERIFY(map.isValid());
    QVERIFY(qtParse(text).has_value());
    const QString deepest = QStringLiteral("/0").repeated(depth - 1);
    QCOMPARE(map.valueSpan(deepest), (JsonSourceMap::Span{depth - 1, depth + 1}));
    QCOMPARE(map.pointerAt(depth - 1), deepest);
    QVERIFY(!map.contains(deepest + QStringLiteral("/0")));
}

void tst_JsonSourceMap::defaultMapIsEmpty()
{
    const JsonSourceMap map;
    QVERIFY(!map.isValid());
    QVERIFY(!map.error());
    QCOMPARE(map.valueCount(), 0);
    QVERIFY(!map.valueSpan(QString()));
    QVERIFY(map.pointerAt(0).isNull());
    QVERIFY(map.nearestExisting(QStringLiteral("/a")).isNull());
    QVERIFY(map.pointers().isEmpty());
}

void tst_JsonSourceMap::lineColumnAt_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    QTest::newRow("start") << QStringLiteral("abc") << 0 << 1 << 1;
    QTest::newRow("end") << QStringLiteral("abc") << 3 << 1 << 4;
    QTest::newRow("after newline") << QStringLiteral("a\nbc") << 3 << 2 << 2;
    QTest::newRow("on newline") << QStringLiteral("a\nbc") << 1 << 1 << 2;
    QTest::newRow("surrogate pair counts once") << QString::fromUtf8("😀x") << 2 << 1 << 2;
    QTest::newRow("negative clamps") << QStringLiteral("ab") << -5 << 1 << 1;
    QTest::newRow("past end clamps") << QStringLiteral("a\nb") << 99 << 2 << 2;
}

void tst_JsonSourceMap::lineColumnAt()
{
    QFETCH(QString, text);
    QFETCH(int, offset);
    QFETCH(int, line);
    QFETCH(int, column);
    QCOMPARE(JsonSourceMap::lineColumnAt(text, offset), std::make_pair(line, column));
}

void tst_JsonSourceMap::randomGarbageNeverCrashes()
{
    QRandomGenerator random(20240611);
    int valid = 0;
    for (int round = 0; round < 4000; ++round) {
        QString text;
        const int pieces = random.bounded(40);
        for (int i = 0; i < pieces; ++i)
            text += randomPiece(random);
        const JsonSourceMap map = JsonSourceMap::parse(text);
        valid += map.isValid() ? 1 : 0;
        const QString problem = violation(text, map);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("%1 in %2").arg(problem, text)));
    }
    QVERIFY(valid > 0); // the generator reaches valid documents too
}

void tst_JsonSourceMap::editsOfValidDocumentNeverCrash()
{
    const QString base = QString::fromUtf8(R"({"name": "s", "n": [1, -2.5e3, true, null],
  "o": {"k\"": "v\u00e9\ud83d\ude00", "e": {}, "a": [[{"x": "😀"}]]}})");
    QVERIFY(JsonSourceMap::parse(base).isValid());
    QRandomGenerator random(7);
    int valid = 0;
    for (int round = 0; round < 4000; ++round) {
        QString text = base;
        const int edits = 1 + random.bounded(3);
        for (int e = 0; e < edits; ++e) {
            const int at = random.bounded(int(text.size()) + 1);
            switch (random.bounded(3)) {
            case 0:
                text.remove(at, 1 + random.bounded(3));
                break;
            case 1:
                text.insert(at, randomPiece(random));
                break;
            default:
                text.insert(at, text.mid(random.bounded(int(text.size()) + 1), random.bounded(8)));
                break;
            }
        }
        const JsonSourceMap map = JsonSourceMap::parse(text);
        valid += map.isValid() ? 1 : 0;
        const QString problem = violation(text, map);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("%1 in %2").arg(problem, text)));
    }
    QVERIFY(valid > 0);
}

QTEST_GUILESS_MAIN(tst_JsonSourceMap)
#include "tst_jsonsourcemap.moc"
