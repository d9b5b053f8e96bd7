#include "catalog/capabilityrules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace capstudio;

namespace {

QJsonObject validBody()
{
    return QJsonDocument::fromJson(R"({
        "name": "Look Up Order",
        "slug": "lookup_order",
        "description": "Finds an order by number.",
        "category": "commerce",
        "functionDefinition": {
            "name": "lookup_order",
            "description": "Finds an order by number.",
            "parameters": {
                "type": "object",
                "properties": { "order_number": { "type": "string", "minLength": 1 } },
                "required": ["order_number"]
            }
        },
        "executionType": "internal",
        "executionHandler": "LookupOrderCapability",
        "requiresApproval": false,
        "rateLimit": 30,
        "isActive": true
    })").object();
}

QJsonObject with(QJsonObject object, const QString &key, const QJsonValue &value)
{
    if (value.isUndefined())
        object.remove(key);
    else
        object.insert(key, value);
    return object;
}

QJsonObject withParameters(const QByteArray &json)
{
    QJsonObject body = validBody();
    QJsonObject definition = body.value(QStringLiteral("functionDefinition")).toObject();
    definition.insert(QStringLiteral("parameters"), QJsonDocument::fromJson(json).object());
    body.insert(QStringLiteral("functionDefinition"), definition);
    return body;
}

QString findingsText(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.append(d.toText());
    return lines.join(QLatin1Char('\n'));
}

Capability systemCapability()
{
    Capability capability = Capability::fromJson(validBody());
    capability.id = QStringLiteral("cmezq1r2s0001cap4x5y6z7b");
    capability.isSystem = true;
    return capability;
}

} // namespace

class tst_CapabilityRules : public QObject
{
    Q_OBJECT

private slots:
    void validBodyIsClean();
    void create_data();
    void create();
    void slugGrammar_data();
    void slugGrammar();
    void unknownKeysAreWarnings();
    void rowsKeepTheirMeaning();
    void existingSlugsConflict();
    void trimIsJavaScripts();
    void handlerUrlGuardIsAWarning();
    void update_data();
    void update();
    void systemDeleteIsRefused();
    void duplicateSlugsAcrossRows();
    void rowsOfTheWrongType();
};

void tst_CapabilityRules::validBodyIsClean()
{
    const Diagnostics diagnostics = CapabilityRules::checkCreate(validBody(), QStringLiteral("f"));
    QVERIFY2(diagnostics.isEmpty(), qPrintable(findingsText(diagnostics)));
}

void tst_CapabilityRules::create_data()
{
    QTest::addColumn<QJsonObject>("body");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<Severity>("severity");

    const QJsonObject body = validBody();
    QTest::newRow("name missing") << with(body, QStringLiteral("name"), QJsonValue::Undefined)
                                  << "required-field" << "/name" << Severity::Error;
    // Sunrise checks lengths as sent and trims afterwards (Zod's .min(1).max(100).trim()).
    QTest::newRow("name empty") << with(body, QStringLiteral("name"), QString()) << "name-length" << "/name"
                                << Severity::Error;
    QTest::newRow("name blank after trim") << with(body, QStringLiteral("name"), QStringLiteral("   "))
                                           << "whitespace-only" << "/name" << Severity::Warning;
    QTest::newRow("name of NBSP and EM SPACE") << with(body, QStringLiteral("name"), QStringLiteral("\u00a0\u2003"))
                                               << "whitespace-only" << "/name" << Severity::Warning;
    QTest::newRow("name 99 + two spaces") << with(body, QStringLiteral("name"), QString(99, u'n') + QStringLiteral("  "))
                                          << "name-length" << "/name" << Severity::Error;
    QTest::newRow("description 4999 + two spaces")
        << with(body, QStringLiteral("description"), QString(4999, u'd') + QStringLiteral("  "))
        << "description-length" << "/description" << Severity::Error;
    QTest::newRow("category 49 + two spaces")
        << with(body, QStringLiteral("category"), QString(49, u'c') + QStringLiteral("  "))
        << "category-length" << "/category" << Severity::Error;
    QTest::newRow("executionConfig null") << with(body, QStringLiteral("executionConfig"), QJsonValue::Null)
                                          << "wrong-type" << "/executionConfig" << Severity::Error;
    QTest::newRow("metadata null") << with(body, QStringLiteral("metadata"), QJsonValue::Null) << "wrong-type"
                                   << "/metadata" << Severity::Error;
    QTest::newRow("name 101 chars") << with(body, QStringLiteral("name"), QString(101, QLatin1Char('n')))
                                    << "name-length" << "/name" << Severity::Error;
    QTest::newRow("name a number") << with(body, QStringLiteral("name"), 7) << "wrong-type" << "/name" << Severity::Error;
    QTest::newRow("slug with capital") << with(body, QStringLiteral("slug"), QStringLiteral("Lookup_order"))
                                       << "slug-format" << "/slug" << Severity::Error;
    QTest::newRow("slug 65 chars") << with(body, QStringLiteral("slug"), QString(65, QLatin1Char('a')))
                                   << "slug-length" << "/slug" << Severity::Error;
    QTest::newRow("description 5001 chars")
        << with(body, QStringLiteral("description"), QString(5001, QLatin1Char('d')))
        << "description-length" << "/description" << Severity::Error;
    QTest::newRow("category 51 chars") << with(body, QStringLiteral("category"), QString(51, QLatin1Char('c')))
                                       << "category-length" << "/category" << Severity::Error;
    QTest::newRow("functionDefinition an array")
        << with(body, QStringLiteral("functionDefinition"), QJsonArray{}) << "wrong-type"
        << "/functionDefinition" << Severity::Error;
    QTest::newRow("functionDefinition without parameters")
        << with(body, QStringLiteral("functionDefinition"),
                QJsonObject{{QStringLiteral("name"), QStringLiteral("lookup_order")},
                            {QStringLiteral("description"), QStringLiteral("d")}})
        << "function-definition-shape" << "/functionDefinition/parameters" << Severity::Error;
    QTest::newRow("function name differs from slug")
        << with(body, QStringLiteral("slug"), QStringLiteral("find_order")) << "slug-name-mismatch"
        << "/functionDefinition/name" << Severity::Error;
    QTest::newRow("executionType shell") << with(body, QStringLiteral("executionType"), QStringLiteral("shell"))
                                         << "execution-type" << "/executionType" << Severity::Error;
    QTest::newRow("handler empty") << with(body, QStringLiteral("executionHandler"), QString())
                                   << "handler-length" << "/executionHandler" << Severity::Error;
    QTest::newRow("handler 501 chars")
        << with(body, QStringLiteral("executionHandler"), QString(501, QLatin1Char('h')))
        << "handler-length" << "/executionHandler" << Severity::Error;
    QTest::newRow("api handler not a URL")
        << with(with(body, QStringLiteral("executionType"), QStringLiteral("api")),
                QStringLiteral("executionHandler"), QStringLiteral("not a url"))
        << "handler-url" << "/executionHandler" << Severity::Error;
    QTest::newRow("approval timeout zero") << with(body, QStringLiteral("approvalTimeoutMs"), 0)
                                           << "approval-timeout-range" << "/approvalTimeoutMs" << Severity::Error;
    QTest::newRow("approval timeout over an hour")
        << with(body, QStringLiteral("approvalTimeoutMs"), 3600001) << "approval-timeout-range"
        << "/approvalTimeoutMs" << Severity::Error;
    QTest::newRow("rate limit 10001") << with(body, QStringLiteral("rateLimit"), 10001)
                                      << "rate-limit-range" << "/rateLimit" << Severity::Error;
    QTest::newRow("rate limit fractional") << with(body, QStringLiteral("rateLimit"), 1.5)
                                           << "wrong-type" << "/rateLimit" << Severity::Error;
    QTest::newRow("requiresApproval a string")
        << with(body, QStringLiteral("requiresApproval"), QStringLiteral("yes")) << "wrong-type"
        << "/requiresApproval" << Severity::Error;
    QTest::newRow("executionConfig an array") << with(body, QStringLiteral("executionConfig"), QJsonArray{1})
                                              << "wrong-type" << "/executionConfig" << Severity::Error;
    QTest::newRow("metadata nested object")
        << with(body, QStringLiteral("metadata"), QJsonObject{{QStringLiteral("x"), QJsonObject{}}})
        << "metadata-shape" << "/metadata/x" << Severity::Error;
    QTest::newRow("parameters type string")
        << withParameters(R"({"type": "string"})") << "parameters-type"
        << "/functionDefinition/parameters/type" << Severity::Warning;
    QTest::newRow("required names an undeclared property")
        << withParameters(R"({"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a", "b"]})")
        << "required-undeclared" << "/functionDefinition/parameters/required/1" << Severity::Warning;
    QTest::newRow("parameters not a JSON Schema")
        << withParameters(R"({"type": "object", "properties": {"a": {"type": "strnig"}}})")
        << "json-schema-invalid" << "/functionDefinition/parameters/properties/a/type" << Severity::Warning;
    QTest::newRow("nested required names an undeclared property")
        << withParameters(R"({"type": "object", "properties": {"address": {"type": "object",
               "properties": {"city": {"type": "string"}}, "required": ["zip"]}}})")
        << "required-undeclared" << "/functionDefinition/parameters/properties/address/required/0"
        << Severity::Warning;
}

void tst_CapabilityRules::create()
{
    QFETCH(QJsonObject, body);
    QFETCH(QString, rule);
    QFETCH(QString, pointer);
    QFETCH(Severity, severity);
    const Diagnostics diagnostics = CapabilityRules::checkCreate(body, QStringLiteral("caps.json"), QString());
    const bool found = std::any_of(diagnostics.cbegin(), diagnostics.cend(), [&](const Diagnostic &d) {
        return d.ruleId() == rule && d.location().jsonPointer == pointer
            && d.severity() == severity && d.location().file == QLatin1String("caps.json");
    });
    // A body Sunrise accepts has no error at all: warnings say what goes beyond it.
    if (severity == Severity::Warning)
        QVERIFY2(!hasErrors(diagnostics), qPrintable(findingsText(diagnostics)));
    QVERIFY2(found, qPrintable(QStringLiteral("expected %1 at %2, got:\n%3")
                                   .arg(rule, pointer, findingsText(diagnostics))));
}

void tst_CapabilityRules::slugGrammar_data()
{
    QTest::addColumn<QString>("slug");
    QTest::addColumn<bool>("valid");
    QTest::newRow("simple") << "search" << true;
    QTest::newRow("underscores") << "search_knowledge_base" << true;
    QTest::newRow("hyphen") << "send-mail" << true;
    QTest::newRow("digits") << "v2_api" << true;
    QTest::newRow("mixed separators") << "a-b_c" << true;
    QTest::newRow("empty") << "" << false;
    QTest::newRow("leading underscore") << "_x" << false;
    QTest::newRow("trailing hyphen") << "x-" << false;
    QTest::newRow("double underscore") << "a__b" << false;
    QTest::newRow("separator pair") << "a_-b" << false;
    QTest::newRow("uppercase") << "Search" << false;
    QTest::newRow("space") << "a b" << false;
    QTest::newRow("dot") << "a.b" << false;
    QTest::newRow("non-ascii letter") << QStringLiteral("caf\u00e9") << false;
}

void tst_CapabilityRules::slugGrammar()
{
    QFETCH(QString, slug);
    QFETCH(bool, valid);
    QCOMPARE(CapabilityRules::isValidSlug(slug), valid);
}

void tst_CapabilityRules::unknownKeysAreWarnings()
{
    QJsonObject body = validBody();
    body.insert(QStringLiteral("isIdempotent"), true);
    const Diagnostics diagnostics = CapabilityRules::checkCreate(body, QStringLiteral("f"));
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first().severity(), Severity::Warning);
    QCOMPARE(diagnostics.first().ruleId(), QStringLiteral("dropped-field"));
    QCOMPARE(diagnostics.first().location().jsonPointer, QStringLiteral("/isIdempotent"));
    QVERIFY2(diagnostics.first().message().contains(QLatin1String("seeds")), qPrintable(diagnostics.first().message()));
    // The same key in a stored row is a column, not a mistake.
    QVERIFY(CapabilityRules::checkRow(body, QStringLiteral("f")).isEmpty());

    // A body is not a row: whatever a dropped key holds is only a warning (Sunrise stores
    // isSystem = false for "yes").
    QJsonObject dropped = validBody();
    dropped.insert(QStringLiteral("isSystem"), QStringLiteral("yes"));
    dropped.insert(QStringLiteral("quarantineState"), QStringLiteral("frozen"));
    dropped.insert(QStringLiteral("foo"), 1);
    const Diagnostics warnings = CapabilityRules::checkCreate(dropped, QStringLiteral("f"));
    QCOMPARE(warnings.size(), 3);
    QVERIFY2(!hasErrors(warnings), qPrintable(findingsText(warnings)));
    for (const Diagnostic &d : warnings)
        QCOMPARE(d.ruleId(), QStringLiteral("dropped-field"));
    QVERIFY(hasErrors(CapabilityRules::checkRow(dropped, QStringLiteral("f"))));
}

// Rows keep their meaning: a stored parameters object no model can call is an error, and a
// value is judged as stored (trimmed).
void tst_CapabilityRules::rowsKeepTheirMeaning()
{
    const Diagnostics parameters =
        CapabilityRules::checkRow(withParameters(R"({"type": "array"})"), QStringLiteral("f"));
    QVERIFY2(hasErrors(parameters), qPrintable(findingsText(parameters)));
    const Diagnostics blank = CapabilityRules::checkRow(with(validBody(), QStringLiteral("name"), QStringLiteral(" ")),
                                                       QStringLiteral("f"));
    QVERIFY2(hasErrors(blank), qPrintable(findingsText(blank)));
    QVERIFY(CapabilityRules::checkRow(with(validBody(), QStringLiteral("executionConfig"), QJsonValue::Null),
                                      QStringLiteral("f"))
                .isEmpty());
}

// A slug the target already holds is Sunrise's 409; so is the second of two bodies with one slug.
void tst_CapabilityRules::existingSlugsConflict()
{
    const QSet<QString> existing{QStringLiteral("lookup_order")};
    const Diagnostics conflict = CapabilityRules::checkCreate(validBody(), QStringLiteral("f"), QString(), existing);
    QCOMPARE(conflict.size(), 1);
    QCOMPARE(conflict.first().ruleId(), QStringLiteral("slug-exists"));
    QCOMPARE(conflict.first().location().jsonPointer, QStringLiteral("/slug"));
    QVERIFY(CapabilityRules::checkCreate(validBody(), QStringLiteral("f")).isEmpty());

    const Diagnostics twice =
        CapabilityRules::checkBodies(QJsonArray{validBody(), validBody()}, QStringLiteral("f"));
    QCOMPARE(twice.size(), 1);
    QCOMPARE(twice.first().ruleId(), QStringLiteral("slug-duplicate"));
    QCOMPARE(twice.first().location().jsonPointer, QStringLiteral("/1/slug"));
}

// Zod's .trim() is String.prototype.trim: U+FEFF and U+3000 go, U+0085 and U+200B stay.
void tst_CapabilityRules::trimIsJavaScripts()
{
    QCOMPARE(CapabilityRules::jsTrimmed(QStringLiteral("\ufeff a\u3000")), QStringLiteral("a"));
    QCOMPARE(CapabilityRules::jsTrimmed(QStringLiteral("\u0085a\u200b")), QStringLiteral("\u0085a\u200b"));
    QCOMPARE(CapabilityRules::jsTrimmed(QStringLiteral("\n\t\u2028\u00a0")), QString());
}

void tst_CapabilityRules::handlerUrlGuardIsAWarning()
{
    QJsonObject body = with(validBody(), QStringLiteral("executionType"), QStringLiteral("webhook"));
    body.insert(QStringLiteral("executionHandler"), QStringLiteral("http://169.254.169.254/latest/"));
    const Diagnostics diagnostics = CapabilityRules::checkCreate(body, QStringLiteral("f"));
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first().ruleId(), QStringLiteral("handler-url-unsafe"));
    QCOMPARE(diagnostics.first().severity(), Severity::Warning);
    QVERIFY2(diagnostics.first().message().contains(QLatin1String("blocked_host")),
             qPrintable(diagnostics.first().message()));

    body.insert(QStringLiteral("executionHandler"), QStringLiteral("https://hooks.example.com/in"));
    QVERIFY(CapabilityRules::checkCreate(body, QStringLiteral("f")).isEmpty());
}

void tst_CapabilityRules::update_data()
{
    QTest::addColumn<bool>("system");
    QTest::addColumn<QJsonObject>("patch");
    QTest::addColumn<QStringList>("expectedMessages");

    const QJsonObject body = validBody();
    QTest::newRow("empty patch is a no-op") << false << QJsonObject{} << QStringList{};
    QTest::newRow("full unchanged save on a system row") << true << body << QStringList{};
    QTest::newRow("system deactivation")
        << true << QJsonObject{{QStringLiteral("isActive"), false}}
        << QStringList{QStringLiteral("System capabilities cannot be deactivated")};
    QTest::newRow("system handler change")
        << true << QJsonObject{{QStringLiteral("executionHandler"), QStringLiteral("OtherClass")}}
        << QStringList{QStringLiteral("executionHandler of a system capability are seeded from code and cannot be changed here")};
    QTest::newRow("system rename is allowed")
        << true << QJsonObject{{QStringLiteral("name"), QStringLiteral("Orders")}} << QStringList{};
    QTest::newRow("slug alone breaks the function name")
        << false << QJsonObject{{QStringLiteral("slug"), QStringLiteral("find_order")}}
        << QStringList{QStringLiteral("Must equal the capability slug (\"find_order\")")};
    QTest::newRow("name cannot be emptied")
        << false << QJsonObject{{QStringLiteral("name"), QString()}}
        << QStringList{QStringLiteral("name cannot be empty")};
    QTest::newRow("executionConfig cannot be null")
        << false << QJsonObject{{QStringLiteral("executionConfig"), QJsonValue::Null}}
        << QStringList{QStringLiteral("executionConfig cannot be set to null; send an empty object instead")};
}

void tst_CapabilityRules::update()
{
    QFETCH(bool, system);
    QFETCH(QJsonObject, patch);
    QFETCH(QStringList, expectedMessages);
    Capability existing = systemCapability();
    existing.isSystem = system;
    const Diagnostics diagnostics =
        CapabilityRules::checkUpdate(existing, patch, QStringLiteral("f"), QStringLiteral("/0"));
    QStringList messages;
    for (const Diagnostic &d : diagnostics)
        messages.append(d.message());
    QCOMPARE(messages, expectedMessages);
}

void tst_CapabilityRules::systemDeleteIsRefused()
{
    const Diagnostics refused = CapabilityRules::checkDelete(systemCapability(), QStringLiteral("f"));
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.first().message(), QStringLiteral("System capabilities cannot be deleted"));
    Capability own = systemCapability();
    own.isSystem = false;
    QVERIFY(CapabilityRules::checkDelete(own, QStringLiteral("f")).isEmpty());
}

void tst_CapabilityRules::duplicateSlugsAcrossRows()
{
    const QJsonArray rows{validBody(), validBody()};
    const Diagnostics diagnostics = CapabilityRules::checkRows(rows, QStringLiteral("f"), QStringLiteral("/data"));
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first().ruleId(), QStringLiteral("slug-duplicate"));
    QCOMPARE(diagnostics.first().location().jsonPointer, QStringLiteral("/data/1/slug"));
    QCOMPARE(diagnostics.first().message(),
             QStringLiteral("Capability with slug 'lookup_order' already exists (row 0)"));
}

void tst_CapabilityRules::rowsOfTheWrongType()
{
    const QJsonArray rows{42, QStringLiteral("x"), QJsonValue::Null, QJsonArray{}};
    const Diagnostics diagnostics = CapabilityRules::checkRows(rows, QStringLiteral("f"));
    QCOMPARE(diagnostics.size(), 4);
    QCOMPARE(diagnostics.at(2).location().jsonPointer, QStringLiteral("/2"));
    QCOMPARE(diagnostics.at(0).message(), QStringLiteral("each capability must be an object, not number"));
}

QTEST_GUILESS_MAIN(tst_CapabilityRules)
#include "tst_capabilityrules.moc"
