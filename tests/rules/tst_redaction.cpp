// Redaction beyond the Sunrise corpus: UTF-16 edge cases, ECMAScript whitespace, key matching,
// replacement semantics and inputs nested far deeper than any parser would accept.

#include <rules/redaction.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using capstudio::Redaction;

namespace {

// Parses one JSON value of any kind (scalars included).
QJsonValue json(const char *text)
{
    QJsonParseError error;
    const QJsonDocument document =
            QJsonDocument::fromJson(QByteArray("[") + text + QByteArray("]"), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", text);
    return document.array().at(0);
}

QString compact(const QJsonValue &value)
{
    const QByteArray wrapped = QJsonDocument(QJsonArray{ value }).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
}

const QString kHighSurrogate = QString(QChar(0xD83D));
const QString kGrinning = QString::fromUtf8("\xF0\x9F\x98\x80"); // U+1F600, two UTF-16 units

constexpr int kDeep = 10000;

} // namespace

class TestRedaction : public QObject
{
    Q_OBJECT

private slots:
    void redactedString_data();
    void redactedString();
    void maskEmail_data();
    void maskEmail();
    void maskPhone_data();
    void maskPhone();
    void maskBearerToken_data();
    void maskBearerToken();
    void maskCredentialsInText_data();
    void maskCredentialsInText();
    void maskKeysInObject_data();
    void maskKeysInObject();
    void replacementFunctionSeesOriginalAndSkipsSubtree();
    void emptyReplacementFunctionFallsBackToSentinel();
    void inputIsNotModified();
    void deeplyNestedObjects_data();
    void deeplyNestedObjects();
    void deeplyNestedArrays();
};

void TestRedaction::redactedString_data()
{
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("expected");

    QTest::newRow("null reason") << QString() << QStringLiteral("<redacted>");
    QTest::newRow("empty reason") << QStringLiteral("") << QStringLiteral("<redacted>");
    QTest::newRow("whitespace reason is kept") << QStringLiteral(" ") << QStringLiteral("<redacted:  >");
    QTest::newRow("angle brackets verbatim") << QStringLiteral("a>b")
                                             << QStringLiteral("<redacted: a>b>");
    QTest::newRow("non-ASCII reason") << QString::fromUtf8("Geb\xC3\xBChr")
                                      << QString::fromUtf8("<redacted: Geb\xC3\xBChr>");
    QTest::newRow("file bytes shape") << QStringLiteral("file bytes, ~1024 bytes")
                                      << QStringLiteral("<redacted: file bytes, ~1024 bytes>");
}

void TestRedaction::redactedString()
{
    QFETCH(QString, reason);
    QFETCH(QString, expected);
    QCOMPARE(Redaction::redactedString(reason), expected);
}

void TestRedaction::maskEmail_data()
{
    QTest::addColumn<QJsonValue>("input");
    QTest::addColumn<QString>("expected");

    const QString fallback = QStringLiteral("<redacted: email>");
    QTest::newRow("surrogate pair starts the local part: first UTF-16 unit only")
        << QJsonValue(kGrinning + QStringLiteral("x@example.com"))
        << kHighSurrogate + QStringLiteral("***@e***.com");
    QTest::newRow("surrogate pair starts the domain")
        << QJsonValue(QStringLiteral("a@") + kGrinning + QStringLiteral("mail.com"))
        << QStringLiteral("a***@") + kHighSurrogate + QStringLiteral("***.com");
    QTest::newRow("surrogate pair after the last dot is kept whole")
        << QJsonValue(QStringLiteral("a@b.") + kGrinning)
        << QStringLiteral("a***@b***.") + kGrinning;
    QTest::newRow("two dots in a row") << QJsonValue(QStringLiteral("a@b..c"))
                                       << QStringLiteral("a***@b***.c");
    QTest::newRow("trailing dot after a valid domain") << QJsonValue(QStringLiteral("a@b.c."))
                                                        << fallback;
    QTest::newRow("lone at sign") << QJsonValue(QStringLiteral("@")) << fallback;
    QTest::newRow("inner whitespace kept") << QJsonValue(QStringLiteral("a b@c.d"))
                                           << QStringLiteral("a***@c***.d");
    QTest::newRow("trailing whitespace belongs to the TLD")
        << QJsonValue(QStringLiteral("a@b.com ")) << QStringLiteral("a***@b***.com ");
    QTest::newRow("boolean") << QJsonValue(true) << fallback;
    QTest::newRow("object") << json(R"({"email":"a@b.com"})") << fallback;
    QTest::newRow("array") << json(R"(["a@b.com"])") << fallback;
    QTest::newRow("undefined") << QJsonValue(QJsonValue::Undefined) << fallback;
}

void TestRedaction::maskEmail()
{
    QFETCH(QJsonValue, input);
    QFETCH(QString, expected);
    QCOMPARE(Redaction::maskEmail(input), expected);
}

void TestRedaction::maskPhone_data()
{
    QTest::addColumn<QJsonValue>("input");
    QTest::addColumn<QString>("expected");

    const QString fallback = QStringLiteral("<redacted: phone>");
    QTest::newRow("Arabic-Indic digits are not ASCII digits")
        << QJsonValue(QString::fromUtf8("\xD9\xA0\xD9\xA1\xD9\xA2\xD9\xA3\xD9\xA4")) << fallback;
    QTest::newRow("fullwidth digits are not ASCII digits")
        << QJsonValue(QString::fromUtf8("\xEF\xBC\x91\xEF\xBC\x92\xEF\xBC\x93\xEF\xBC\x94"))
        << fallback;
    QTest::newRow("non-ASCII digits mixed with ASCII ones")
        << QJsonValue(QString::fromUtf8("\xD9\xA1\xD9\xA2 5678")) << QStringLiteral("***-***-5678");
    QTest::newRow("digits between surrogate pairs")
        << QJsonValue(kGrinning + QStringLiteral("1") + kGrinning + QStringLiteral("2") + kGrinning
                      + QStringLiteral("3") + kGrinning + QStringLiteral("4"))
        << QStringLiteral("***-***-1234");
    QTest::newRow("three digits") << QJsonValue(QStringLiteral("1-2-3")) << fallback;
    QTest::newRow("extension digits count") << QJsonValue(QStringLiteral("020 7946 0958 ext 12"))
                                            << QStringLiteral("***-***-5812");
    QTest::newRow("double") << QJsonValue(1234.5) << fallback;
    QTest::newRow("boolean") << QJsonValue(false) << fallback;
    QTest::newRow("array of digits") << json("[1,2,3,4]") << fallback;
}

void TestRedaction::maskPhone()
{
    QFETCH(QJsonValue, input);
    QFETCH(QString, expected);
    QCOMPARE(Redaction::maskPhone(input), expected);
}

void TestRedaction::maskCredentialsInText_data()
{
    const QString key = QStringLiteral("sk_") + QStringLiteral("0123456789abcdef").repeated(4);
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("secrets");
    QTest::addColumn<QString>("masked");
    QTest::newRow("the key in use, anywhere") << QStringLiteral("proxy echo: x-key=%1;").arg(key) << QStringList{key}
                                              << QStringLiteral("proxy echo: x-key=****;");
    QTest::newRow("a reflected header") << QStringLiteral("headers: Authorization: Bearer %1").arg(key) << QStringList{}
                                        << QStringLiteral("headers: Authorization: Bearer ****");
    QTest::newRow("another sk_ key") << QStringLiteral("key sk_live_4eC39HqLyjWDarjtT1zdp7dc leaked") << QStringList{}
                                     << QStringLiteral("key sk_**** leaked");
    QTest::newRow("an sk- key") << QStringLiteral("OPENAI sk-proj-abcdefghijklmnop") << QStringList{}
                                << QStringLiteral("OPENAI sk-****");
    QTest::newRow("basic credentials") << QStringLiteral("Basic dXNlcjpwYXNzd29yZA==") << QStringList{}
                                       << QStringLiteral("Basic ****");
    QTest::newRow("a password in a driver message") << QStringLiteral("connect 'password=hunter2 host=db'")
                                                    << QStringList{QStringLiteral("hunter2")}
                                                    << QStringLiteral("connect 'password=**** host=db'");
    QTest::newRow("ordinary words stay") << QStringLiteral("Token expired; the basic plan; task_manager") << QStringList{}
                                         << QStringLiteral("Token expired; the basic plan; task_manager");
    QTest::newRow("a short secret is not sprayed over the text") << QStringLiteral("a b c") << QStringList{QStringLiteral("a")}
                                                                 << QStringLiteral("a b c");
}

void TestRedaction::maskCredentialsInText()
{
    QFETCH(QString, text);
    QFETCH(QStringList, secrets);
    QFETCH(QString, masked);
    QCOMPARE(Redaction::maskCredentialsInText(text, secrets), masked);
}

void TestRedaction::maskBearerToken_data()
{
    QTest::addColumn<QJsonValue>("input");
    QTest::addColumn<QString>("expected");

    const QString fallback = QStringLiteral("<redacted: token>");
    auto withSeparator = [](const char *scheme, char16_t separator) {
        return QJsonValue(QLatin1String(scheme) + QChar(separator) + QStringLiteral("secret"));
    };
    QTest::newRow("tab") << withSeparator("Bearer", u'\t') << QStringLiteral("Bearer ****");
    QTest::newRow("line feed") << withSeparator("Token", u'\n') << QStringLiteral("Token ****");
    QTest::newRow("vertical tab") << withSeparator("Basic", u'\v') << QStringLiteral("Basic ****");
    QTest::newRow("form feed") << withSeparator("Basic", u'\f') << QStringLiteral("Basic ****");
    QTest::newRow("no-break space U+00A0") << withSeparator("Digest", u'\u00A0')
                                           << QStringLiteral("Digest ****");
    QTest::newRow("ogham space U+1680") << withSeparator("Bearer", u'\u1680')
                                        << QStringLiteral("Bearer ****");
    QTest::newRow("em space U+2003") << withSeparator("Bearer", u'\u2003')
                                     << QStringLiteral("Bearer ****");
    QTest::newRow("hair space U+200A") << withSeparator("Bearer", u'\u200A')
                                       << QStringLiteral("Bearer ****");
    QTest::newRow("line separator U+2028") << withSeparator("API-Key", u'\u2028')
                                           << QStringLiteral("API-Key ****");
    QTest::newRow("narrow no-break space U+202F") << withSeparator("Token", u'\u202F')
                                                  << QStringLiteral("Token ****");
    QTest::newRow("ideographic space U+3000") << withSeparator("Bearer", u'\u3000')
                                              << QStringLiteral("Bearer ****");
    QTest::newRow("byte order mark U+FEFF") << withSeparator("Bearer", u'\uFEFF')
                                            << QStringLiteral("Bearer ****");
    QTest::newRow("zero-width space U+200B is not whitespace")
        << withSeparator("Bearer", u'\u200B') << fallback;
    QTest::newRow("Mongolian vowel separator U+180E is not whitespace")
        << withSeparator("Bearer", u'\u180E') << fallback;
    QTest::newRow("several spaces") << QJsonValue(QStringLiteral("Bearer    abc"))
                                    << QStringLiteral("Bearer ****");
    QTest::newRow("only whitespace after the scheme") << QJsonValue(QStringLiteral("Digest \t\n"))
                                                      << QStringLiteral("Digest ****");
    QTest::newRow("mixed case API-Key echoed") << QJsonValue(QStringLiteral("aPi-kEY xyz"))
                                               << QStringLiteral("aPi-kEY ****");
    QTest::newRow("scheme glued to the token") << QJsonValue(QStringLiteral("Bearerabc")) << fallback;
    QTest::newRow("longer word than the scheme") << QJsonValue(QStringLiteral("Tokens abc"))
                                                 << fallback;
    QTest::newRow("underscore instead of hyphen") << QJsonValue(QStringLiteral("API_Key abc"))
                                                  << fallback;
    QTest::newRow("Kelvin sign does not fold to k")
        << QJsonValue(QStringLiteral("API-") + QChar(0x212A) + QStringLiteral("ey abc")) << fallback;
    QTest::newRow("long s does not fold to s")
        << QJsonValue(QStringLiteral("Ba") + QChar(0x017F) + QStringLiteral("ic abc")) << fallback;
    QTest::newRow("empty string") << QJsonValue(QStringLiteral("")) << fallback;
    QTest::newRow("number") << QJsonValue(42) << fallback;
    QTest::newRow("object") << json(R"({"Authorization":"Bearer x"})") << fallback;
}

void TestRedaction::maskBearerToken()
{
    QFETCH(QJsonValue, input);
    QFETCH(QString, expected);
    QCOMPARE(Redaction::maskBearerToken(input), expected);
}

void TestRedaction::maskKeysInObject_data()
{
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QJsonValue>("expected");

    QTest::newRow("empty keys list changes nothing")
        << json(R"({"password":"x","nested":{"token":"y"}})") << QStringList()
        << json(R"({"password":"x","nested":{"token":"y"}})");
    QTest::newRow("upper-case key list, mixed-case property")
        << json(R"({"PassWord":"x","other":1})") << QStringList{ QStringLiteral("PASSWORD") }
        << json(R"({"PassWord":"<redacted>","other":1})");
    QTest::newRow("only whole names match")
        << json(R"({"password":"x","pass":"y"})") << QStringList{ QStringLiteral("pass") }
        << json(R"({"password":"x","pass":"<redacted>"})");
    QTest::newRow("nested arrays of arrays")
        << json(R"([[{"token":1}],[[{"TOKEN":2,"keep":[[3]]}]],4,"token"])")
        << QStringList{ QStringLiteral("token") }
        << json(R"([[{"token":"<redacted>"}],[[{"TOKEN":"<redacted>","keep":[[3]]}]],4,"token"])");
    QTest::newRow("top-level array of objects")
        << json(R"([{"secret":1},{"public":2}])") << QStringList{ QStringLiteral("secret") }
        << json(R"([{"secret":"<redacted>"},{"public":2}])");
    QTest::newRow("matched keys with null, array and object values")
        << json(R"({"a":null,"b":[1,2],"c":{"d":1}})")
        << QStringList{ QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c") }
        << json(R"({"a":"<redacted>","b":"<redacted>","c":"<redacted>"})");
    QTest::newRow("non-ASCII key folded with toLower")
        << json(R"({"ÄPFEL":1,"birne":2})") << QStringList{ QString::fromUtf8("\xC3\xA4pfel") }
        << json(R"({"ÄPFEL":"<redacted>","birne":2})");
    QTest::newRow("empty property name")
        << json(R"({"":1,"a":2})") << QStringList{ QString() }
        << json(R"({"":"<redacted>","a":2})");
    QTest::newRow("string value that looks like a key is not touched")
        << json(R"({"note":"password"})") << QStringList{ QStringLiteral("password") }
        << json(R"({"note":"password"})");
    QTest::newRow("top-level string") << json(R"("password")")
                                      << QStringList{ QStringLiteral("password") }
                                      << json(R"("password")");
    QTest::newRow("top-level number") << QJsonValue(1.5) << QStringList{ QStringLiteral("x") }
                                      << QJsonValue(1.5);
    QTest::newRow("top-level null") << QJsonValue() << QStringList{ QStringLiteral("x") }
                                    << QJsonValue();
    QTest::newRow("undefined stays undefined") << QJsonValue(QJsonValue::Undefined)
                                               << QStringList{ QStringLiteral("x") }
                                               << QJsonValue(QJsonValue::Undefined);
}

void TestRedaction::maskKeysInObject()
{
    QFETCH(QJsonValue, value);
    QFETCH(QStringList, keys);
    QFETCH(QJsonValue, expected);
    const QJsonValue actual = Redaction::maskKeysInObject(value, keys);
    QVERIFY2(actual == expected,
             qPrintable(QStringLiteral("got %1, expected %2").arg(compact(actual), compact(expected))));
}

void TestRedaction::replacementFunctionSeesOriginalAndSkipsSubtree()
{
    const QJsonValue input = json(R"({"auth":{"auth":"inner","token":"t"},"list":[{"AUTH":7}]})");
    QList<QJsonValue> seen;
    const Redaction::Replacement record = [&seen](const QJsonValue &original) {
        seen.append(original);
        return QJsonValue(QStringLiteral("<%1>").arg(seen.size()));
    };
    const QJsonValue actual =
            Redaction::maskKeysInObject(input, QStringList{ QStringLiteral("auth") }, record);

    QCOMPARE(seen.size(), 2); // the inner "auth" lies in a replaced subtree
    QVERIFY(seen.contains(json(R"({"auth":"inner","token":"t"})")));
    QVERIFY(seen.contains(QJsonValue(7)));
    QVERIFY(actual.toObject().value(QStringLiteral("auth")).isString());
    QVERIFY(actual.toObject().value(QStringLiteral("list")).toArray().at(0).toObject()
                    .value(QStringLiteral("AUTH")).isString());

    // A replacement may return any JSON value, also a structure.
    const Redaction::Replacement wrap = [](const QJsonValue &original) {
        return QJsonValue(QJsonObject{ { QStringLiteral("was"), original } });
    };
    QCOMPARE(Redaction::maskKeysInObject(json(R"({"k":1})"), QStringList{ QStringLiteral("K") }, wrap),
             json(R"({"k":{"was":1}})"));
}

void TestRedaction::emptyReplacementFunctionFallsBackToSentinel()
{
    const QJsonValue actual = Redaction::maskKeysInObject(
            json(R"({"k":1})"), QStringList{ QStringLiteral("k") }, Redaction::Replacement());
    QCOMPARE(actual, json(R"({"k":"<redacted>"})"));
}

void TestRedaction::inputIsNotModified()
{
    const QJsonValue input = json(R"({"a":{"secret":1,"b":[{"secret":2}]}})");
    const QByteArray before = QJsonDocument(input.toObject()).toJson(QJsonDocument::Compact);
    const QJsonValue masked = Redaction::maskKeysInObject(input, QStringList{ QStringLiteral("secret") });
    QCOMPARE(QJsonDocument(input.toObject()).toJson(QJsonDocument::Compact), before);
    QCOMPARE(masked, json(R"({"a":{"secret":"<redacted>","b":[{"secret":"<redacted>"}]}})"));
}

void TestRedaction::deeplyNestedObjects_data()
{
    QTest::addColumn<bool>("secretAtBottom");
    QTest::newRow("secret 10000 levels down is replaced") << true;
    QTest::newRow("nothing to replace 10000 levels down") << false;
}

void TestRedaction::deeplyNestedObjects()
{
    QFETCH(bool, secretAtBottom);

    // Far deeper than QJsonDocument would parse, so it is built by hand.
    QJsonObject value{ { secretAtBottom ? QStringLiteral("secret") : QStringLiteral("plain"),
                         QStringLiteral("x") } };
    for (int i = 0; i < kDeep; ++i)
        value = QJsonObject{ { QStringLiteral("level"), value }, { QStringLiteral("n"), i } };

    const QJsonValue masked =
            Redaction::maskKeysInObject(value, QStringList{ QStringLiteral("Secret") });
    QVERIFY(masked.isObject());

    // Walk down iteratively (a recursive comparison would itself be 10,000 frames deep).
    QJsonObject level = masked.toObject();
    int depth = 0;
    while (level.contains(QStringLiteral("level"))) {
        QCOMPARE(level.value(QStringLiteral("n")).toInt(), kDeep - 1 - depth);
        level = level.value(QStringLiteral("level")).toObject();
        ++depth;
    }
    QCOMPARE(depth, kDeep);
    if (secretAtBottom)
        QCOMPARE(level.value(QStringLiteral("secret")), QJsonValue(QStringLiteral("<redacted>")));
    else
        QCOMPARE(level.value(QStringLiteral("plain")), QJsonValue(QStringLiteral("x")));
}

void TestRedaction::deeplyNestedArrays()
{
    QJsonArray value{ QJsonObject{ { QStringLiteral("token"), 1 } } };
    for (int i = 0; i < kDeep; ++i)
        value = QJsonArray{ value };

    const QJsonValue masked = Redaction::maskKeysInObject(value, QStringList{ QStringLiteral("token") });
    QVERIFY(masked.isArray());
    QJsonValue current = masked;
    int depth = 0;
    while (current.isArray()) {
        current = current.toArray().at(0);
        ++depth;
    }
    QCOMPARE(depth, kDeep + 1);
    QCOMPARE(current.toObject().value(QStringLiteral("token")), QJsonValue(QStringLiteral("<redacted>")));
}

QTEST_GUILESS_MAIN(TestRedaction)

#include "tst_redaction.moc"
