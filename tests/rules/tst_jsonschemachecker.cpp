// JsonSchemaChecker: draft-07 meta-schema checks with one clear finding per location and
// RFC 6901 pointers, compilation problems ($ref), instance validation, and thread safety.

#include <rules/jsonschemachecker.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>
#include <QThreadPool>

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

using namespace capstudio;

namespace {

const QString kFile = QStringLiteral("capabilities.json");
const QString kPrefix = QStringLiteral("/3/functionDefinition/parameters");

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

QString describe(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &diagnostic : diagnostics)
        lines.append(diagnostic.toText());
    return lines.isEmpty() ? QStringLiteral("(no diagnostics)") : lines.join(QLatin1Char('\n'));
}

// A typical OpenAI function-calling parameters object.
const char *const kTypicalParameters = R"({
    "type": "object",
    "properties": {
        "query": { "type": "string", "description": "What to search for", "minLength": 1 },
        "limit": { "type": "integer", "minimum": 1, "maximum": 50, "default": 10 },
        "filters": {
            "type": "object",
            "properties": {
                "category": { "type": "string", "enum": ["docs", "faq", "policy"] },
                "tags": { "type": "array", "items": { "type": "string" }, "uniqueItems": true },
                "since": { "type": ["string", "null"], "format": "date" }
            },
            "additionalProperties": false
        },
        "sort": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "field": { "type": "string" },
                    "direction": { "enum": ["asc", "desc"] }
                },
                "required": ["field"]
            }
        }
    },
    "required": ["query"],
    "additionalProperties": false
})";

} // namespace

class TestJsonSchemaChecker : public QObject
{
    Q_OBJECT

private slots:
    // First, so that the threads also race for the one-time meta-schema initialisation.
    void checkSchemaFromSeveralThreads();

    void validSchemas_data();
    void validSchemas();
    void invalidSchemas_data();
    void invalidSchemas();
    void emptyEnumIsAWarning();
    void schemasThatWouldCrashValijson_data();
    void schemasThatWouldCrashValijson();
    void pointers_data();
    void pointers();
    void oneFindingPerLocation();
    void messageNamesTheSchema_data();
    void messageNamesTheSchema();
    void excessiveNestingIsRefused();
    void validate_data();
    void validate();
    void validateWithBrokenSchema_data();
    void validateWithBrokenSchema();
    void compiledSchemaSaysWhatValidateSays_data() { validate_data(); }
    void compiledSchemaSaysWhatValidateSays();
    void compiledSchemaRefusesABrokenSchema_data() { validateWithBrokenSchema_data(); }
    void compiledSchemaRefusesABrokenSchema();
    void compiledSchemaFromSeveralThreads();
};

void TestJsonSchemaChecker::checkSchemaFromSeveralThreads()
{
    const QList<QJsonValue> schemas = {
        json(kTypicalParameters),
        json(R"({"type":"strnig","minLength":-1})"),
        json(R"({"$ref":"#/definitions/nowhere"})"),
        json(R"({"definitions": {"n": {"type": "object",
                                       "properties": {"next": {"$ref": "#/definitions/n"}}}},
                 "$ref": "#/definitions/n"})"),
    };
    constexpr int kThreads = 6;
    constexpr int kRounds = 150;

    std::atomic<bool> go{ false };
    std::vector<QList<Diagnostics>> firstResults(kThreads);
    std::vector<int> inconsistencies(kThreads, 0);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
        threads.emplace_back([&, t] {
            while (!go.load())
                std::this_thread::yield();
            for (int round = 0; round < kRounds; ++round) {
                QList<Diagnostics> results;
                for (qsizetype i = 0; i < schemas.size(); ++i) {
                    const qsizetype which = (i + t) % schemas.size(); // different orders
                    results.append(JsonSchemaChecker::checkSchema(schemas.at(which), kFile, kPrefix));
                }
                // Undo the rotation so all threads are comparable.
                std::rotate(results.begin(), results.end() - (t % schemas.size()), results.end());
                if (round == 0)
                    firstResults[t] = results;
                else if (results != firstResults[t])
                    ++inconsistencies[t];
            }
        });
    }
    go.store(true);
    for (std::thread &thread : threads)
        thread.join();

    QList<Diagnostics> expected;
    for (const QJsonValue &schema : schemas)
        expected.append(JsonSchemaChecker::checkSchema(schema, kFile, kPrefix));
    QVERIFY(expected.at(0).isEmpty());
    QCOMPARE(expected.at(1).size(), 2);
    QCOMPARE(expected.at(2).size(), 1);
    QVERIFY(expected.at(3).isEmpty());
    for (int t = 0; t < kThreads; ++t) {
        QCOMPARE(inconsistencies[t], 0);
        QCOMPARE(firstResults[t], expected);
    }
}

void TestJsonSchemaChecker::validSchemas_data()
{
    QTest::addColumn<QJsonValue>("schema");

    QTest::newRow("empty object") << json("{}");
    QTest::newRow("boolean true") << json("true");
    QTest::newRow("boolean false") << json("false");
    QTest::newRow("typical OpenAI function parameters") << json(kTypicalParameters);
    QTest::newRow("no parameters at all") << json(R"({"type":"object","properties":{}})");
    QTest::newRow("type list with null") << json(R"({"type":["string","null"]})");
    QTest::newRow("minLength written as 2.0") << json(R"({"minLength":2.0})");
    QTest::newRow("unknown keywords are annotations")
        << json(R"({"x-ui":{"widget":"textarea"},"strict":true})");
    QTest::newRow("enum with mixed values") << json(R"({"enum":["a",1,null,{"b":[true]}]})");
    QTest::newRow("pattern with \\u escapes") << json(R"({"pattern":"^[\\u0000-\\u007F]*$"})");
    QTest::newRow("patternProperties") << json(R"({"patternProperties":{"^x-":{"type":"string"}}})");
    QTest::newRow("if then else")
        << json(R"({"if": {"properties": {"kind": {"const": "a"}}},
                    "then": {"required": ["a"]}, "else": {"required": ["b"]}})");
    QTest::newRow("dependencies as list and schema")
        << json(R"({"dependencies":{"a":["b"],"c":{"required":["d"]}}})");
    QTest::newRow("local $ref into definitions")
        << json(R"({"definitions": {"id": {"type": "string", "minLength": 1}},
                    "properties": {"id": {"$ref": "#/definitions/id"}}})");
    QTest::newRow("recursive $ref that descends")
        << json(R"({"definitions": {"node": {"type": "object", "properties": {
                        "children": {"type": "array", "items": {"$ref": "#/definitions/node"}}}}},
                    "$ref": "#/definitions/node"})");
    QTest::newRow("$ref with escaped pointer tokens")
        << json(R"({"definitions": {"a/b": {"type": "string"}, "c d": {"type": "number"}},
                    "properties": {"x": {"$ref": "#/definitions/a~1b"},
                                   "y": {"$ref": "#/definitions/c%20d"}}})");
    QTest::newRow("$ref to the root from a property") << json(R"({"properties":{"self":{"$ref":"#"}}})");
}

void TestJsonSchemaChecker::validSchemas()
{
    QFETCH(QJsonValue, schema);
    const Diagnostics diagnostics = JsonSchemaChecker::checkSchema(schema, kFile, kPrefix);
    QVERIFY2(diagnostics.isEmpty(), qPrintable(describe(diagnostics)));
}

void TestJsonSchemaChecker::invalidSchemas_data()
{
    QTest::addColumn<QJsonValue>("schema");
    QTest::addColumn<QString>("pointer"); // inside the schema
    QTest::addColumn<QString>("fragment");

    QTest::newRow("type misspelt") << json(R"({"type":"strnig"})") << QStringLiteral("/type")
                                   << QStringLiteral("did you mean \"string\"");
    QTest::newRow("type from another language") << json(R"({"type":"int"})")
                                                << QStringLiteral("/type")
                                                << QStringLiteral("did you mean \"integer\"");
    QTest::newRow("type is a number") << json(R"({"type":5})") << QStringLiteral("/type")
                                      << QStringLiteral("\"type\" must be one of \"array\"");
    QTest::newRow("type list with duplicates") << json(R"({"type":["string","string"]})")
                                               << QStringLiteral("/type")
                                               << QStringLiteral("distinct type names");
    QTest::newRow("type list with a number") << json(R"({"type":["string",5]})")
                                             << QStringLiteral("/type/1")
                                             << QStringLiteral("(found 5)");
    QTest::newRow("empty type list") << json(R"({"type":[]})") << QStringLiteral("/type")
                                     << QStringLiteral("non-empty array");
    QTest::newRow("properties is an array") << json(R"({"properties":[]})")
                                            << QStringLiteral("/properties")
                                            << QStringLiteral("\"properties\" must be an object");
    QTest::newRow("property schema is a number") << json(R"({"properties":{"a":5}})")
                                                 << QStringLiteral("/properties/a")
                                                 << QStringLiteral("\"properties\" entry \"a\"");
    QTest::newRow("required is a string") << json(R"({"required":"x"})")
                                          << QStringLiteral("/required")
                                          << QStringLiteral("an array of distinct strings");
    QTest::newRow("required with duplicates") << json(R"({"required":["a","b","a"]})")
                                              << QStringLiteral("/required")
                                              << QStringLiteral("an array of distinct strings");
    QTest::newRow("required holds a number") << json(R"({"required":["a",1]})")
                                             << QStringLiteral("/required/1")
                                             << QStringLiteral("an array of distinct strings");
    QTest::newRow("minLength negative") << json(R"({"minLength":-1})")
                                        << QStringLiteral("/minLength")
                                        << QStringLiteral("a non-negative integer (found -1)");
    QTest::newRow("maxItems fractional") << json(R"({"maxItems":1.5})")
                                         << QStringLiteral("/maxItems")
                                         << QStringLiteral("a non-negative integer");
    QTest::newRow("multipleOf zero") << json(R"({"multipleOf":0})")
                                     << QStringLiteral("/multipleOf")
                                     << QStringLiteral("greater than 0");
    QTest::newRow("enum is an object") << json(R"({"enum":{"a":1}})") << QStringLiteral("/enum")
                                       << QStringLiteral("\"enum\" must be an array");
    QTest::newRow("items is a number") << json(R"({"items":5})") << QStringLiteral("/items")
                                       << QStringLiteral("a schema or a non-empty array");
    QTest::newRow("items is an empty array") << json(R"({"items":[]})") << QStringLiteral("/items")
                                             << QStringLiteral("a schema or a non-empty array");
    QTest::newRow("allOf item is a number") << json(R"({"allOf":[{},5]})")
                                            << QStringLiteral("/allOf/1")
                                            << QStringLiteral("\"allOf\" item 1");
    QTest::newRow("anyOf empty") << json(R"({"anyOf":[]})") << QStringLiteral("/anyOf")
                                 << QStringLiteral("a non-empty array of schemas");
    QTest::newRow("additionalProperties is a string")
        << json(R"({"additionalProperties":"no"})") << QStringLiteral("/additionalProperties")
        << QStringLiteral("an object or boolean schema");
    QTest::newRow("description is a number") << json(R"({"description":5})")
                                             << QStringLiteral("/description")
                                             << QStringLiteral("must be a string");
    QTest::newRow("$id is an object") << json(R"({"$id":{"a":1}})") << QStringLiteral("/$id")
                                      << QStringLiteral("must be a string");
    QTest::newRow("schema is a string") << json(R"("object")") << QString()
                                        << QStringLiteral("must be an object or a boolean");
    QTest::newRow("schema is null") << QJsonValue() << QString()
                                    << QStringLiteral("must be an object or a boolean");
    QTest::newRow("invalid pattern") << json(R"({"pattern":"[a-"})") << QStringLiteral("/pattern")
                                     << QStringLiteral("not a valid regular expression");
    QTest::newRow("invalid patternProperties key") << json(R"({"patternProperties":{"(":{}}})")
                                                   << QStringLiteral("/patternProperties/(")
                                                   << QStringLiteral("not a valid regular expression");
    QTest::newRow("$ref to nowhere") << json(R"({"$ref":"#/definitions/nowhere"})")
                                     << QStringLiteral("/$ref")
                                     << QStringLiteral("does not point to anything");
    QTest::newRow("$ref to nowhere, nested")
        << json(R"({"properties":{"a":{"items":{"$ref":"#/definitions/missing"}}}})")
        << QStringLiteral("/properties/a/items/$ref")
        << QStringLiteral("\"#/definitions/missing\"");
    QTest::newRow("$ref to itself") << json(R"({"$ref":"#"})") << QStringLiteral("/$ref")
                                    << QStringLiteral("never end");
    QTest::newRow("allOf loops back to the root") << json(R"({"allOf":[{"$ref":"#"}]})")
                                                  << QStringLiteral("/allOf/0/$ref")
                                                  << QStringLiteral("never end");
    QTest::newRow("two definitions referring to each other")
        << json(R"({"definitions": {"a": {"$ref": "#/definitions/b"}, "b": {"$ref": "#/definitions/a"}},
                    "$ref": "#/definitions/a"})")
        << QStringLiteral("/definitions/b/$ref") << QStringLiteral("never end");
    QTest::newRow("remote $ref is not fetched")
        << json(R"({"$ref":"https://example.com/schemas/a.json"})") << QStringLiteral("/$ref")
        << QStringLiteral("does not point to anything in this schema");
}

void TestJsonSchemaChecker::invalidSchemas()
{
    QFETCH(QJsonValue, schema);
    QFETCH(QString, pointer);
    QFETCH(QString, fragment);

    const Diagnostics diagnostics = JsonSchemaChecker::checkSchema(schema, kFile, kPrefix);
    QVERIFY2(diagnostics.size() == 1, qPrintable(describe(diagnostics)));
    const Diagnostic &diagnostic = diagnostics.first();
    QCOMPARE(diagnostic.ruleId(), QStringLiteral("json-schema-invalid"));
    QCOMPARE(diagnostic.severity(), Severity::Error);
    QCOMPARE(diagnostic.location(), SourceLocation::atPointer(kFile, kPrefix + pointer));
    QVERIFY2(diagnostic.message().startsWith(QLatin1String("parameters is not a valid JSON Schema: ")),
             qPrintable(diagnostic.message()));
    QVERIFY2(diagnostic.message().contains(fragment), qPrintable(diagnostic.message()));
    QVERIFY2(diagnostic.message().endsWith(QLatin1Char('.')), qPrintable(diagnostic.message()));
    // No raw valijson cascades ("Failed to validate against ...") reach the user.
    QVERIFY2(!diagnostic.message().contains(QLatin1String("Failed to validate")),
             qPrintable(diagnostic.message()));
}

void TestJsonSchemaChecker::schemasThatWouldCrashValijson_data()
{
    QTest::addColumn<QJsonValue>("schema");
    QTest::addColumn<QString>("pointer");
    QTest::newRow("relative $ref") << json(R"({"$ref":"x"})") << QStringLiteral("/$ref");
    QTest::newRow("remote $ref") << json(R"({"properties":{"a":{"$ref":"https://example.com/s.json"}}})")
                                 << QStringLiteral("/properties/a/$ref");
    QTest::newRow("anchor $ref") << json(R"({"$ref":"#thing"})") << QStringLiteral("/$ref");
    QTest::newRow("multipleOf zero") << json(R"({"multipleOf":0})") << QStringLiteral("/multipleOf");
}

void TestJsonSchemaChecker::schemasThatWouldCrashValijson()
{
    // Both entry points must refuse these schemas instead of handing them to valijson,
    // whose resolver recurses without bound and whose multipleOf divides by zero.
    QFETCH(QJsonValue, schema);
    QFETCH(QString, pointer);
    const Diagnostics checked = JsonSchemaChecker::checkSchema(schema, kFile, kPrefix);
    QVERIFY2(checked.size() == 1, qPrintable(describe(checked)));
    QCOMPARE(checked.first().ruleId(), QStringLiteral("json-schema-invalid"));
    QCOMPARE(checked.first().location(), SourceLocation::atPointer(kFile, kPrefix + pointer));
    const Diagnostics validated = JsonSchemaChecker::validate(json(R"({"a": 3})"), schema, kFile, kPrefix);
    QVERIFY2(!validated.isEmpty(), "validate() must refuse an invalid schema");
    QCOMPARE(validated.first().ruleId(), QStringLiteral("json-schema-invalid"));
}

void TestJsonSchemaChecker::emptyEnumIsAWarning()
{
    // Valid under the draft-07 meta-schema (Sunrise even seeds one), but nothing can match.
    const Diagnostics diagnostics = JsonSchemaChecker::checkSchema(
            json(R"({"type":"object","properties":{"tags":{"type":"array","items":{"enum":[]}}}})"),
            kFile, kPrefix);
    QVERIFY2(diagnostics.size() == 1, qPrintable(describe(diagnostics)));
    QCOMPARE(diagnostics.first().ruleId(), QStringLiteral("json-schema-unsatisfiable"));
    QCOMPARE(diagnostics.first().severity(), Severity::Warning);
    QCOMPARE(diagnostics.first().location(),
             SourceLocation::atPointer(kFile, kPrefix + QStringLiteral("/properties/tags/items/enum")));
    QVERIFY(diagnostics.first().message().contains(QLatin1String("\"enum\" is empty")));
}

void TestJsonSchemaChecker::pointers_data()
{
    QTest::addColumn<QJsonValue>("schema");
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QString>("expected");

    const QJsonValue misspelt = json(R"({"type":"object","properties":{"query":{"type":"strnig"}}})");
    QTest::newRow("capability parameters prefix")
        << misspelt << kPrefix << QStringLiteral("/3/functionDefinition/parameters/properties/query/type");
    QTest::newRow("empty prefix is the document root")
        << misspelt << QString() << QStringLiteral("/properties/query/type");
    QTest::newRow("escaped prefix is kept as given")
        << misspelt << QStringLiteral("/a~1b/c~0d") << QStringLiteral("/a~1b/c~0d/properties/query/type");
    QTest::newRow("slash and tilde in property names are escaped")
        << json(R"({"properties":{"a/b~c":{"type":"nope"}}})") << kPrefix
        << kPrefix + QStringLiteral("/properties/a~1b~0c/type");
    QTest::newRow("array index inside anyOf")
        << json(R"({"anyOf":[{"type":"string"},{"properties":{"x":{"minimum":"1"}}}]})") << kPrefix
        << kPrefix + QStringLiteral("/anyOf/1/properties/x/minimum");
    QTest::newRow("items array index")
        << json(R"({"items":[{"type":"string"},{"type":"strnig"}]})") << kPrefix
        << kPrefix + QStringLiteral("/items/1/type");
    QTest::newRow("deep definitions")
        << json(R"({"definitions":{"a":{"properties":{"b":{"items":{"maxLength":-3}}}}}})") << QString()
        << QStringLiteral("/definitions/a/properties/b/items/maxLength");
}

void TestJsonSchemaChecker::pointers()
{
    QFETCH(QJsonValue, schema);
    QFETCH(QString, prefix);
    QFETCH(QString, expected);

    const Diagnostics diagnostics = JsonSchemaChecker::checkSchema(schema, kFile, prefix);
    QVERIFY2(diagnostics.size() == 1, qPrintable(describe(diagnostics)));
    QCOMPARE(diagnostics.first().location().file, kFile);
    QVERIFY(diagnostics.first().location().hasPointer);
    QCOMPARE(diagnostics.first().location().jsonPointer, expected);
}

void TestJsonSchemaChecker::oneFindingPerLocation()
{
    // Three independent mistakes; "type" alone makes valijson report several failing
    // anyOf branches and summaries, which must collapse into one finding each.
    const QJsonValue schema = json(R"({
        "type": "strnig",
        "minLength": -1,
        "properties": { "a": { "required": "x", "type": ["string", 7] } }
    })");
    const Diagnostics diagnostics = JsonSchemaChecker::checkSchema(schema, kFile, QString());
    QSet<QString> pointers;
    for (const Diagnostic &diagnostic : diagnostics)
        pointers.insert(diagnostic.location().jsonPointer);
    QCOMPARE(pointers.size(), diagnostics.size());
    QCOMPARE(pointers, (QSet<QString>{ QStringLiteral("/type"), QStringLiteral("/minLength"),
                                       QStringLiteral("/properties/a/required"),
                                       QStringLiteral("/properties/a/type/1") }));
}

void TestJsonSchemaChecker::messageNamesTheSchema_data()
{
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QString>("start");

    QTest::newRow("named by the last token") << kPrefix << QStringLiteral("parameters is not");
    QTest::newRow("escaped last token") << QStringLiteral("/x/a~1b") << QStringLiteral("a/b is not");
    QTest::newRow("no prefix") << QString() << QStringLiteral("The schema is not");
    QTest::newRow("index as last token") << QStringLiteral("/7") << QStringLiteral("The schema is not");
}

void TestJsonSchemaChecker::messageNamesTheSchema()
{
    QFETCH(QString, prefix);
    QFETCH(QString, start);
    const Diagnostics diagnostics = JsonSchemaChecker::checkSchema(json(R"({"type":5})"), kFile, prefix);
    QCOMPARE(diagnostics.size(), 1);
    QVERIFY2(diagnostics.first().message().startsWith(start), qPrintable(diagnostics.first().message()));
}

void TestJsonSchemaChecker::excessiveNestingIsRefused()
{
    QJsonValue schema = QJsonObject{ { QStringLiteral("type"), QStringLiteral("string") } };
    for (int i = 0; i < 1000; ++i) {
        schema = QJsonObject{ { QStringLiteral("properties"),
                                QJsonObject{ { QStringLiteral("a"), schema } } } };
    }
    const Diagnostics checked = JsonSchemaChecker::checkSchema(schema, kFile, kPrefix);
    QCOMPARE(checked.size(), 1);
    QVERIFY2(checked.first().message().contains(QLatin1String("nested")),
             qPrintable(checked.first().message()));

    const Diagnostics validated =
            JsonSchemaChecker::validate(json(R"({"a":1})"), schema, kFile, QStringLiteral("/x"));
    QCOMPARE(validated.size(), 1);
}

void TestJsonSchemaChecker::validate_data()
{
    QTest::addColumn<QJsonValue>("instance");
    QTest::addColumn<QJsonValue>("schema");
    QTest::addColumn<QStringList>("pointers"); // inside the instance, in report order
    QTest::addColumn<QString>("fragment");     // in one of the messages

    const QJsonValue parameters = json(kTypicalParameters);
    QTest::newRow("valid arguments") << json(R"({"query":"refund","limit":5,"filters":{"tags":["a"]}})")
                                     << parameters << QStringList() << QString();
    QTest::newRow("valid against an empty schema") << json(R"([1,"x",null])") << json("{}")
                                                   << QStringList() << QString();
    QTest::newRow("wrong type for a property") << json(R"({"query":5})") << parameters
                                               << QStringList{ QStringLiteral("/query") }
                                               << QStringLiteral("'type'");
    QTest::newRow("missing required property") << json(R"({"limit":5})") << parameters
                                               << QStringList{ QString() }
                                               << QStringLiteral("Missing required property 'query'");
    QTest::newRow("enum mismatch in a nested array item")
        << json(R"({"query":"q","sort":[{"field":"a"},{"field":"b","direction":"up"}]})") << parameters
        << QStringList{ QStringLiteral("/sort/1/direction") } << QStringLiteral("enum");
    QTest::newRow("additional property") << json(R"({"query":"q","extra":1})") << parameters
                                         << QStringList{ QString() } << QStringLiteral("'extra'");
    QTest::newRow("bound printed without trailing zeros") << json("3") << json(R"({"minimum":5})")
                                                          << QStringList{ QString() }
                                                          << QStringLiteral("or equal to 5.");
    QTest::newRow("anyOf failure reported once")
        << json("5") << json(R"({"anyOf":[{"type":"string"},{"type":"object"}]})")
        << QStringList{ QString() } << QStringLiteral("'type'");
    QTest::newRow("escaped instance pointer")
        << json(R"({"a/b":{"c~d":1}})")
        << json(R"({"properties":{"a/b":{"properties":{"c~d":{"type":"string"}}}}})")
        << QStringList{ QStringLiteral("/a~1b/c~0d") } << QStringLiteral("\"c~d\"");
    QTest::newRow("false schema for a property") << json(R"({"x":1})")
                                                 << json(R"({"properties":{"x":false}})")
                                                 << QStringList{ QString() } << QStringLiteral("'x'");
    QTest::newRow("several problems at several places")
        << json(R"({"query":"","limit":99,"filters":{"category":"blog"}})") << parameters
        << QStringList{ QStringLiteral("/query"), QStringLiteral("/limit"),
                        QStringLiteral("/filters/category") }
        << QStringLiteral("fewer than 1");
}

void TestJsonSchemaChecker::validate()
{
    QFETCH(QJsonValue, instance);
    QFETCH(QJsonValue, schema);
    QFETCH(QStringList, pointers);
    QFETCH(QString, fragment);

    const QString prefix = QStringLiteral("/bindings/0/arguments");
    const Diagnostics diagnostics = JsonSchemaChecker::validate(instance, schema, kFile, prefix);
    QStringList actual;
    for (const Diagnostic &diagnostic : diagnostics) {
        QCOMPARE(diagnostic.ruleId(), QStringLiteral("json-schema-violation"));
        QCOMPARE(diagnostic.severity(), Severity::Error);
        QCOMPARE(diagnostic.location().file, kFile);
        actual.append(diagnostic.location().jsonPointer.mid(prefix.size()));
        QVERIFY(diagnostic.location().jsonPointer.startsWith(prefix));
    }
    QVERIFY2(QSet<QString>(actual.cbegin(), actual.cend())
                     == QSet<QString>(pointers.cbegin(), pointers.cend())
                 && actual.size() == pointers.size(),
             qPrintable(describe(diagnostics)));
    if (!fragment.isEmpty())
        QVERIFY2(describe(diagnostics).contains(fragment), qPrintable(describe(diagnostics)));
}

void TestJsonSchemaChecker::validateWithBrokenSchema_data()
{
    QTest::addColumn<QJsonValue>("schema");
    QTest::addColumn<QString>("pointer"); // where inside the schema the problem is

    QTest::newRow("schema that loops forever") << json(R"({"allOf":[{"$ref":"#"}]})")
                                               << QStringLiteral("/allOf/0/$ref");
    QTest::newRow("bare $ref cycle")
        << json(R"({"definitions": {"a": {"$ref": "#/definitions/b"}, "b": {"$ref": "#/definitions/a"}},
                    "$ref": "#/definitions/a"})")
        << QStringLiteral("/definitions/b/$ref");
    QTest::newRow("$ref to nowhere") << json(R"({"$ref":"#/definitions/nowhere"})") << QStringLiteral("/$ref");
    QTest::newRow("pattern std::regex cannot compile") << json(R"({"pattern":"[a-"})")
                                                       << QStringLiteral("/pattern");
    QTest::newRow("not a schema") << json("42") << QString();
}

void TestJsonSchemaChecker::validateWithBrokenSchema()
{
    QFETCH(QJsonValue, schema);
    QFETCH(QString, pointer);
    // validate() checks the schema first and reports its problem where it is.
    const Diagnostics diagnostics =
            JsonSchemaChecker::validate(json(R"("abc")"), schema, kFile, QStringLiteral("/v"));
    QVERIFY2(diagnostics.size() == 1, qPrintable(describe(diagnostics)));
    QCOMPARE(diagnostics.first().ruleId(), QStringLiteral("json-schema-invalid"));
    QCOMPARE(diagnostics.first().location().jsonPointer, QStringLiteral("/v") + pointer);
}

// A schema compiled once gives, value after value, exactly what validate() gives.
void TestJsonSchemaChecker::compiledSchemaSaysWhatValidateSays()
{
    QFETCH(QJsonValue, instance);
    QFETCH(QJsonValue, schema);
    QFETCH(QStringList, pointers);
    const QString prefix = QStringLiteral("/bindings/0/arguments");
    Diagnostics problems;
    const std::shared_ptr<const CompiledJsonSchema> compiled = CompiledJsonSchema::compile(schema, &problems);
    QVERIFY2(compiled, qPrintable(describe(problems)));
    const Diagnostics once = JsonSchemaChecker::validate(instance, schema, kFile, prefix);
    for (int round = 0; round < 3; ++round) {
        const Diagnostics again = compiled->validate(instance, kFile, prefix);
        QCOMPARE(describe(again), describe(once));
        QCOMPARE(again.size(), pointers.size());
    }
}

void TestJsonSchemaChecker::compiledSchemaRefusesABrokenSchema()
{
    QFETCH(QJsonValue, schema);
    Diagnostics problems;
    QVERIFY(!CompiledJsonSchema::compile(schema, &problems));
    QVERIFY(!problems.isEmpty());
    QCOMPARE(problems.first().ruleId(), QStringLiteral("json-schema-invalid"));
}

void TestJsonSchemaChecker::compiledSchemaFromSeveralThreads()
{
    const std::shared_ptr<const CompiledJsonSchema> compiled = CompiledJsonSchema::compile(json(kTypicalParameters));
    QVERIFY(compiled);
    const QJsonValue good = json(R"({"query":"refund","limit":5})");
    const QJsonValue bad = json(R"({"query":5})");
    std::atomic<int> wrong{0};
    QThreadPool pool;
    pool.setMaxThreadCount(4);
    for (int task = 0; task < 8; ++task) {
        pool.start([&] {
            for (int i = 0; i < 200; ++i) {
                if (!compiled->validate(good, kFile, QString()).isEmpty() || compiled->validate(bad, kFile, QString()).size() != 1)
                    ++wrong;
            }
        });
    }
    pool.waitForDone();
    QCOMPARE(wrong.load(), 0);
}

QTEST_GUILESS_MAIN(TestJsonSchemaChecker)

#include "tst_jsonschemachecker.moc"
