// Tests of EnvTemplate: Sunrise's `${env:NAME}` grammar (reference §5), resolution against an
// environment, and the binding-save `meta.warnings.missingEnvVars` scan.

#include <rules/envtemplate.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTest>

using capstudio::EnvReference;
using capstudio::EnvTemplate;

namespace {

// An environment written as "NAME=value" entries; "NAME=" sets an empty value, and a name
// without an entry is unset.
EnvTemplate::Lookup lookupFrom(const QStringList &entries)
{
    return [entries](const QString &name) -> std::optional<QString> {
        const QString prefix = name + QLatin1Char('=');
        for (const QString &entry : entries) {
            if (entry.startsWith(prefix))
                return entry.mid(prefix.size());
        }
        return std::nullopt;
    };
}

// Any JSON value, scalars included.
QJsonValue json(const char *text)
{
    QJsonParseError error;
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray("{\"v\":") + text + '}', &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad JSON in test data: %s", text);
    return document.object().value(QStringLiteral("v"));
}

} // namespace

class TestEnvTemplate : public QObject
{
    Q_OBJECT

private slots:
    void scan_data();
    void scan();
    void referencedNames_data();
    void referencedNames();
    void resolve_data();
    void resolve();
    void resolveWithoutLookup();
    void lookupIn();
    void missingEnvVars_data();
    void missingEnvVars();
};

void TestEnvTemplate::scan_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QList<int>>("offsets");
    QTest::addColumn<QList<int>>("lengths");

    // Well-formed references.
    QTest::newRow("plain literal")
        << QStringLiteral("https://example.com/v1") << QStringList() << QList<int>() << QList<int>();
    QTest::newRow("empty text") << QString() << QStringList() << QList<int>() << QList<int>();
    QTest::newRow("whole string")
        << QStringLiteral("${env:FOO}") << QStringList{QStringLiteral("FOO")} << QList<int>{0}
        << QList<int>{10};
    QTest::newRow("single letter name")
        << QStringLiteral("${env:X}") << QStringList{QStringLiteral("X")} << QList<int>{0}
        << QList<int>{8};
    QTest::newRow("digits and underscores after the first letter")
        << QStringLiteral("${env:A1_B2__}") << QStringList{QStringLiteral("A1_B2__")}
        << QList<int>{0} << QList<int>{14};
    QTest::newRow("mixed with literal text")
        << QStringLiteral("https://${env:HOST}/v1") << QStringList{QStringLiteral("HOST")}
        << QList<int>{8} << QList<int>{11};
    QTest::newRow("two adjacent references")
        << QStringLiteral("${env:A}${env:B}")
        << QStringList{QStringLiteral("A"), QStringLiteral("B")} << QList<int>{0, 8}
        << QList<int>{8, 8};
    QTest::newRow("repeated reference is reported each time")
        << QStringLiteral("${env:A}-${env:A}")
        << QStringList{QStringLiteral("A"), QStringLiteral("A")} << QList<int>{0, 9}
        << QList<int>{8, 8};
    QTest::newRow("malformed reference before a valid one")
        << QStringLiteral("${env:bad}${env:GOOD}") << QStringList{QStringLiteral("GOOD")}
        << QList<int>{10} << QList<int>{11};
    QTest::newRow("inner reference of a nested-looking one")
        << QStringLiteral("${env:${env:X}}") << QStringList{QStringLiteral("X")} << QList<int>{6}
        << QList<int>{8};
    QTest::newRow("double dollar")
        << QStringLiteral("$${env:X}") << QStringList{QStringLiteral("X")} << QList<int>{1}
        << QList<int>{8};
    QTest::newRow("unterminated then valid")
        << QStringLiteral("${env:A ${env:B}") << QStringList{QStringLiteral("B")} << QList<int>{8}
        << QList<int>{8};

    // Literal text, not templates (reference §5).
    const QStringList literals = {
        QStringLiteral("${env:lower}"),   QStringLiteral("${env:}"),
        QStringLiteral("${env:HAS SPACE}"), QStringLiteral("${env:1ABC}"),
        QStringLiteral("${env:_X}"),      QStringLiteral("${ENV:X}"),
        QStringLiteral("${ env:X }"),     QStringLiteral("${env:X"),
        QStringLiteral("$env:X}"),        QStringLiteral("{env:X}"),
        QStringLiteral("${env:Xy}"),      QStringLiteral("${env:X-Y}"),
        QStringLiteral("${env :X}"),      QStringLiteral("$ {env:X}"),
        QStringLiteral("${Env:X}"),       QStringLiteral("${env:X }"),
        QStringLiteral("${env:\u00c9}"),  QStringLiteral("${env:X\n}"),
        QStringLiteral("$(env:X)"),       QStringLiteral("{{env:X}}"),
    };
    for (const QString &literal : literals) {
        QString name = QStringLiteral("not a template: ") + literal;
        name.replace(QLatin1Char('\n'), QStringLiteral("\\n"));
        QTest::newRow(name.toUtf8().constData())
            << literal << QStringList() << QList<int>() << QList<int>();
    }
}

void TestEnvTemplate::scan()
{
    QFETCH(QString, text);
    QFETCH(QStringList, names);
    QFETCH(QList<int>, offsets);
    QFETCH(QList<int>, lengths);

    QList<EnvReference> expected;
    for (qsizetype i = 0; i < names.size(); ++i)
        expected.append({names.at(i), offsets.at(i), lengths.at(i)});
    const QList<EnvReference> references = EnvTemplate::scan(text);
    QCOMPARE(references.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        QCOMPARE(references.at(i).name, expected.at(i).name);
        QCOMPARE(references.at(i).offset, expected.at(i).offset);
        QCOMPARE(references.at(i).length, expected.at(i).length);
        QVERIFY(references.at(i) == expected.at(i));
        QCOMPARE(text.mid(references.at(i).offset, references.at(i).length),
                 QStringLiteral("${env:%1}").arg(names.at(i)));
    }
    QCOMPARE(EnvTemplate::containsTemplate(text), !names.isEmpty());
}

void TestEnvTemplate::referencedNames_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("names");

    QTest::newRow("none") << QStringLiteral("plain string") << QStringList();
    QTest::newRow("first appearance order")
        << QStringLiteral("${env:C}/${env:A}/${env:B}")
        << QStringList{QStringLiteral("C"), QStringLiteral("A"), QStringLiteral("B")};
    QTest::newRow("duplicates removed")
        << QStringLiteral("${env:FOO}-${env:BAR}-${env:FOO}")
        << QStringList{QStringLiteral("FOO"), QStringLiteral("BAR")};
    QTest::newRow("malformed ignored")
        << QStringLiteral("${env:foo}-${env:VALID}-${env:}") << QStringList{QStringLiteral("VALID")};
}

void TestEnvTemplate::referencedNames()
{
    QFETCH(QString, text);
    QFETCH(QStringList, names);

    QCOMPARE(EnvTemplate::referencedNames(text), names);
}

void TestEnvTemplate::resolve_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("environment");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QStringList>("missing");

    QTest::newRow("no template is returned as is")
        << QStringLiteral("https://example.com") << QStringList()
        << QStringLiteral("https://example.com") << QStringList();
    QTest::newRow("empty text") << QString() << QStringList() << QString() << QStringList();
    QTest::newRow("set variable")
        << QStringLiteral("${env:HOST}") << QStringList{QStringLiteral("HOST=example.com")}
        << QStringLiteral("example.com") << QStringList();
    QTest::newRow("several references mixed with literal text")
        << QStringLiteral("https://${env:HOST}:${env:PORT}/v1?k=${env:KEY}")
        << QStringList{QStringLiteral("HOST=h.example"), QStringLiteral("PORT=8443"),
                       QStringLiteral("KEY=abc")}
        << QStringLiteral("https://h.example:8443/v1?k=abc") << QStringList();
    QTest::newRow("repeated reference")
        << QStringLiteral("${env:A}/${env:A}") << QStringList{QStringLiteral("A=x")}
        << QStringLiteral("x/x") << QStringList();
    QTest::newRow("unset variable")
        << QStringLiteral("${env:HOST}") << QStringList() << QString()
        << QStringList{QStringLiteral("HOST")};
    QTest::newRow("empty variable is missing")
        << QStringLiteral("https://${env:HOST}/") << QStringList{QStringLiteral("HOST=")}
        << QString() << QStringList{QStringLiteral("HOST")};
    QTest::newRow("whitespace value is set")
        << QStringLiteral("[${env:A}]") << QStringList{QStringLiteral("A= ")}
        << QStringLiteral("[ ]") << QStringList();
    QTest::newRow("one missing of two: nothing substituted")
        << QStringLiteral("Bearer ${env:TOKEN} for ${env:HOST}")
        << QStringList{QStringLiteral("HOST=h")} << QString() << QStringList{QStringLiteral("TOKEN")};
    QTest::newRow("missing names in first-appearance order without duplicates")
        << QStringLiteral("${env:B}${env:A}${env:B}${env:SET}") << QStringList{QStringLiteral("SET=1")}
        << QString() << QStringList{QStringLiteral("B"), QStringLiteral("A")};
    QTest::newRow("unset and empty both reported")
        << QStringLiteral("${env:EMPTY}-${env:UNSET}") << QStringList{QStringLiteral("EMPTY=")}
        << QString() << QStringList{QStringLiteral("EMPTY"), QStringLiteral("UNSET")};
    QTest::newRow("substituted value is not scanned again")
        << QStringLiteral("${env:A}")
        << QStringList{QStringLiteral("A=${env:B}"), QStringLiteral("B=b")}
        << QStringLiteral("${env:B}") << QStringList();
    QTest::newRow("dollar patterns in a value are literal")
        << QStringLiteral("${env:A}") << QStringList{QStringLiteral("A=$&$1$$")}
        << QStringLiteral("$&$1$$") << QStringList();
    QTest::newRow("malformed reference stays literal")
        << QStringLiteral("${env:lower}-${env:OK}") << QStringList{QStringLiteral("OK=1")}
        << QStringLiteral("${env:lower}-1") << QStringList();
    QTest::newRow("malformed reference needs no variable")
        << QStringLiteral("${env:lower}") << QStringList() << QStringLiteral("${env:lower}")
        << QStringList();
}

void TestEnvTemplate::resolve()
{
    QFETCH(QString, text);
    QFETCH(QStringList, environment);
    QFETCH(QString, value);
    QFETCH(QStringList, missing);

    const EnvTemplate::Resolution resolution = EnvTemplate::resolve(text, lookupFrom(environment));
    QCOMPARE(resolution.value, value);
    QCOMPARE(resolution.missing, missing);
    QCOMPARE(resolution.ok(), missing.isEmpty());
}

void TestEnvTemplate::resolveWithoutLookup()
{
    const EnvTemplate::Resolution resolution =
        EnvTemplate::resolve(QStringLiteral("${env:A}"), EnvTemplate::Lookup());
    QVERIFY(!resolution.ok());
    QCOMPARE(resolution.missing, QStringList{QStringLiteral("A")});
    QCOMPARE(EnvTemplate::missingEnvVars(json(R"({"forcedUrl":"${env:A}"})"), EnvTemplate::Lookup()),
             QStringList{QStringLiteral("A")});
}

void TestEnvTemplate::lookupIn()
{
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("CAPSTUDIO_SET"), QStringLiteral("value"));
    environment.insert(QStringLiteral("CAPSTUDIO_EMPTY"), QString());
    const EnvTemplate::Lookup lookup = EnvTemplate::lookupIn(environment);

    QCOMPARE(lookup(QStringLiteral("CAPSTUDIO_SET")), std::optional<QString>(QStringLiteral("value")));
    const std::optional<QString> empty = lookup(QStringLiteral("CAPSTUDIO_EMPTY"));
    QVERIFY(empty.has_value());
    QVERIFY(empty->isEmpty());
    QVERIFY(!lookup(QStringLiteral("CAPSTUDIO_UNSET")).has_value());

    const EnvTemplate::Resolution resolution = EnvTemplate::resolve(
        QStringLiteral("${env:CAPSTUDIO_SET}|${env:CAPSTUDIO_EMPTY}|${env:CAPSTUDIO_UNSET}"), lookup);
    QCOMPARE(resolution.missing,
             (QStringList{QStringLiteral("CAPSTUDIO_EMPTY"), QStringLiteral("CAPSTUDIO_UNSET")}));
    QCOMPARE(EnvTemplate::resolve(QStringLiteral("<${env:CAPSTUDIO_SET}>"), lookup).value,
             QStringLiteral("<value>"));
}

void TestEnvTemplate::missingEnvVars_data()
{
    QTest::addColumn<QJsonValue>("customConfig");
    QTest::addColumn<QStringList>("environment");
    QTest::addColumn<QStringList>("missing");
    QTest::addColumn<QStringList>("referenced");

    // The request body's customConfig of corpus/sunrise/agent-capability-patch-response.json,
    // saved while every variable is unset; the response's meta.warnings.missingEnvVars is
    // ["EMAIL_GATEWAY_URL", "EMAIL_TENANT_ID"].
    const QJsonValue patchBody = json(R"({
        "forcedUrl": "${env:EMAIL_GATEWAY_URL}",
        "auth": {
            "type": "api-key",
            "secret": "POSTMARK_SERVER_TOKEN",
            "apiKeyHeaderName": "X-Postmark-Server-Token"
        },
        "forcedHeaders": {
            "Accept": "application/json",
            "X-Tenant-Id": "${env:EMAIL_TENANT_ID}"
        },
        "defaultResponseTransform": {
            "type": "jmespath",
            "expression": "{messageId: MessageID, to: To, errorCode: ErrorCode}"
        },
        "timeoutMs": 15000,
        "maxResponseBytes": 32768
    })");
    const QStringList both = {QStringLiteral("EMAIL_GATEWAY_URL"), QStringLiteral("EMAIL_TENANT_ID")};
    QTest::newRow("corpus PATCH example, nothing set") << patchBody << QStringList() << both << both;
    QTest::newRow("corpus PATCH example, gateway set")
        << patchBody << QStringList{QStringLiteral("EMAIL_GATEWAY_URL=https://mail.example.com/send")}
        << QStringList{QStringLiteral("EMAIL_TENANT_ID")} << both;
    QTest::newRow("corpus PATCH example, tenant empty")
        << patchBody
        << QStringList{QStringLiteral("EMAIL_GATEWAY_URL=https://mail.example.com/send"),
                       QStringLiteral("EMAIL_TENANT_ID=")}
        << QStringList{QStringLiteral("EMAIL_TENANT_ID")} << both;
    QTest::newRow("corpus PATCH example, everything set")
        << patchBody
        << QStringList{QStringLiteral("EMAIL_GATEWAY_URL=https://mail.example.com/send"),
                       QStringLiteral("EMAIL_TENANT_ID=t-1")}
        << QStringList() << both;

    QTest::newRow("forcedUrl comes before the headers")
        << json(R"({"forcedHeaders": {"A": "${env:HEADER}"}, "forcedUrl": "${env:URL}"})")
        << QStringList() << QStringList{QStringLiteral("URL"), QStringLiteral("HEADER")}
        << QStringList{QStringLiteral("URL"), QStringLiteral("HEADER")};
    QTest::newRow("names de-duplicated across fields")
        << json(R"({"forcedUrl": "${env:X}",
                    "forcedHeaders": {"A": "${env:X}${env:Y}", "B": "${env:Y}"}})")
        << QStringList() << QStringList{QStringLiteral("X"), QStringLiteral("Y")}
        << QStringList{QStringLiteral("X"), QStringLiteral("Y")};
    // QJsonObject keeps keys sorted, so header values are visited in key order A, B here; Sunrise
    // walks them in insertion order (B, A). See envtemplate.cpp.
    QTest::newRow("header values visited in sorted key order")
        << json(R"({"forcedHeaders": {"B": "${env:SECOND}", "A": "${env:FIRST}"}})") << QStringList()
        << QStringList{QStringLiteral("FIRST"), QStringLiteral("SECOND")}
        << QStringList{QStringLiteral("FIRST"), QStringLiteral("SECOND")};
    QTest::newRow("header names are not scanned")
        << json(R"({"forcedHeaders": {"${env:NAME}": "value"}})") << QStringList() << QStringList()
        << QStringList();
    QTest::newRow("auth secret and other fields are not scanned")
        << json(R"({"auth": {"secret": "${env:SECRET}"}, "url": "${env:URL}", "body": "${env:BODY}"})")
        << QStringList() << QStringList() << QStringList();
    QTest::newRow("nested forcedUrl is not scanned")
        << json(R"({"inner": {"forcedUrl": "${env:URL}"}})") << QStringList() << QStringList()
        << QStringList();
    QTest::newRow("malformed template is literal")
        << json(R"({"forcedUrl": "${env:lower}", "forcedHeaders": {"A": "${env:}"}})")
        << QStringList() << QStringList() << QStringList();
    QTest::newRow("empty forcedHeaders object")
        << json(R"({"forcedUrl": "${env:URL}", "forcedHeaders": {}})") << QStringList()
        << QStringList{QStringLiteral("URL")} << QStringList{QStringLiteral("URL")};
    QTest::newRow("empty object") << json("{}") << QStringList() << QStringList() << QStringList();

    // A customConfig that is not an object, or whose forcedUrl / forcedHeaders has the wrong
    // type, gives nothing at all (Sunrise's schema check fails and the scan returns []).
    QTest::newRow("customConfig null")
        << json("null") << QStringList() << QStringList() << QStringList();
    QTest::newRow("customConfig absent") << QJsonValue(QJsonValue::Undefined) << QStringList()
                                         << QStringList() << QStringList();
    QTest::newRow("customConfig a string")
        << json(R"("${env:URL}")") << QStringList() << QStringList() << QStringList();
    QTest::newRow("customConfig an array")
        << json(R"([{"forcedUrl": "${env:URL}"}])") << QStringList() << QStringList()
        << QStringList();
    QTest::newRow("forcedUrl a number")
        << json(R"({"forcedUrl": 5, "forcedHeaders": {"A": "${env:HEADER}"}})") << QStringList()
        << QStringList() << QStringList();
    QTest::newRow("forcedUrl null")
        << json(R"({"forcedUrl": null, "forcedHeaders": {"A": "${env:HEADER}"}})") << QStringList()
        << QStringList() << QStringList();
    QTest::newRow("forcedUrl an object")
        << json(R"({"forcedUrl": {"value": "${env:URL}"}})") << QStringList() << QStringList()
        << QStringList();
    QTest::newRow("forcedHeaders an array")
        << json(R"({"forcedUrl": "${env:URL}", "forcedHeaders": ["${env:HEADER}"]})")
        << QStringList() << QStringList() << QStringList();
    QTest::newRow("forcedHeaders with a non-string value")
        << json(R"({"forcedUrl": "${env:URL}", "forcedHeaders": {"A": "${env:HEADER}", "B": 1}})")
        << QStringList() << QStringList() << QStringList();
    QTest::newRow("forcedHeaders with a null value")
        << json(R"({"forcedUrl": "${env:URL}", "forcedHeaders": {"A": null}})") << QStringList()
        << QStringList() << QStringList();
    QTest::newRow("forcedHeaders a string")
        << json(R"({"forcedUrl": "${env:URL}", "forcedHeaders": "${env:HEADER}"})")
        << QStringList() << QStringList() << QStringList();
    QTest::newRow("forcedHeaders null")
        << json(R"({"forcedUrl": "${env:URL}", "forcedHeaders": null})") << QStringList()
        << QStringList() << QStringList();
}

void TestEnvTemplate::missingEnvVars()
{
    QFETCH(QJsonValue, customConfig);
    QFETCH(QStringList, environment);
    QFETCH(QStringList, missing);
    QFETCH(QStringList, referenced);

    QCOMPARE(EnvTemplate::missingEnvVars(customConfig, lookupFrom(environment)), missing);
    QCOMPARE(EnvTemplate::referencedEnvVars(customConfig), referenced);
}

QTEST_APPLESS_MAIN(TestEnvTemplate)

#include "tst_envtemplate.moc"
