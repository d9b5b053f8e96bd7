// BindingRules and BindingSchemas: the strict customConfig schemas of reference §6.1/§6.2,
// customRateLimit, env var scanning against profiles (§5), the host allowlist, hmac, the
// capability's state (§7), and every recipe of BindingRecipes.
#include "catalog/bindingrecipes.h"
#include "catalog/bindingrules.h"
#include "catalog/bindingschema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace capstudio;

class tst_BindingRules : public QObject
{
    Q_OBJECT

private slots:
    void schemasAreTheReference();
    void validConfigs_data();
    void validConfigs();
    void unknownKeys_data();
    void unknownKeys();
    void nestedUnknownKeysAreDropped_data();
    void nestedUnknownKeysAreDropped();
    void callTimeFailuresWarn();
    void rules_data();
    void rules();
    void rateLimit_data();
    void rateLimit();
    void envScanning();
    void envAgainstProfiles_data();
    void envAgainstProfiles();
    void malformedTemplatesStayLiteral();
    void resolvedUrl_data();
    void resolvedUrl();
    void allowlist_data();
    void allowlist();
    void hmacWarns();
    void capabilityState_data();
    void capabilityState();
    void noSchema_data();
    void noSchema();
    void effectiveRateLimit();
    void recipesPass_data();
    void recipesPass();
    void recipeCatalogue();
};

namespace {

QJsonValue json(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson("[" + text + "]", &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad JSON in test: %s", text.constData());
    return document.array().first();
}

EnvProfile emptyProfile()
{
    return EnvProfile::fromDotEnv(QStringLiteral("test"), QByteArray(), QString());
}

Capability capability(const QString &slug)
{
    Capability c;
    c.id = QStringLiteral("cap1");
    c.slug = slug;
    c.name = slug;
    return c;
}

QString describe(const BindingCheck &check)
{
    QStringList lines;
    for (const Diagnostic &d : check.diagnostics)
        lines.append(d.toText());
    return lines.join(u'\n');
}

Diagnostics withSeverity(const BindingCheck &check, Severity severity)
{
    Diagnostics found;
    for (const Diagnostic &d : check.diagnostics) {
        if (d.severity() == severity)
            found.append(d);
    }
    return found;
}

const Diagnostic *findRule(const BindingCheck &check, const QString &rule)
{
    for (const Diagnostic &d : check.diagnostics) {
        if (d.ruleId() == rule)
            return &d;
    }
    return nullptr;
}

const QByteArray FullCallExternalApi = R"({
    "allowedUrlPrefixes": ["https://api.example.com/v1/"],
    "forcedUrl": "https://api.example.com/v1/send",
    "auth": {"type": "hmac", "secret": "SIGNING_KEY", "queryParam": "k", "apiKeyHeaderName": "X-K",
             "hmacHeaderName": "X-Sig", "hmacAlgorithm": "sha512", "hmacBodyTemplate": "{method} {path}"},
    "forcedHeaders": {"Accept": "application/json"},
    "autoIdempotency": true,
    "idempotencyHeader": "X-Idem",
    "defaultResponseTransform": {"type": "template", "expression": "ok"},
    "timeoutMs": 5000,
    "maxResponseBytes": 1024
})";
const QByteArray FullRunWorkflow = R"({"allowedWorkflowSlugs": ["refund-request"], "defaultBudgetUsd": 0.5})";
const QByteArray FullUpload = R"({"keyPrefix": "docs/", "allowedContentTypes": ["application/pdf", "image/png"],
    "maxFileSizeBytes": 1048576, "signedUrlTtlSeconds": 3600, "public": false})";
const QByteArray FullSend = R"({"providers": {"twilio": {"accountSidEnv": "SID"}},
    "throttle": {"perConversationPerHour": 10}, "allowForceProvider": true})";

} // namespace


void tst_BindingRules::schemasAreTheReference()
{
    QCOMPARE(BindingSchemas::all().size(), 4);
    const BindingSchema *api = BindingSchemas::forSlug(QStringLiteral("call_external_api"));
    QVERIFY(api);
    QCOMPARE(api->keys(), (QStringList{"allowedUrlPrefixes", "forcedUrl", "auth", "forcedHeaders",
                                       "autoIdempotency", "idempotencyHeader", "defaultResponseTransform",
                                       "timeoutMs", "maxResponseBytes"}));
    QCOMPARE(api->field("auth")->child("type")->enumValues,
             (QStringList{"none", "bearer", "api-key", "query-param", "basic", "hmac"}));
    QVERIFY(!api->configRequired);
    QVERIFY(BindingSchemas::forSlug(QStringLiteral("run_workflow"))->configRequired);
    QCOMPARE(BindingSchemas::forSlug(QStringLiteral("send_message_to_channel"))->field("providers")->type,
             ConfigField::Type::FreeObject);
    QCOMPARE(BindingSchemas::forSlug(QStringLiteral("search_knowledge_base")), nullptr);
    for (const BindingSchema &schema : BindingSchemas::all()) {
        for (const ConfigField &field : schema.fields)
            QVERIFY2(!field.title.isEmpty() && !field.description.isEmpty(), qPrintable(field.key));
    }
}

void tst_BindingRules::validConfigs_data()
{
    QTest::addColumn<QString>("slug");
    QTest::addColumn<QByteArray>("config");
    QTest::newRow("call_external_api every key") << "call_external_api" << FullCallExternalApi;
    QTest::newRow("call_external_api null") << "call_external_api" << QByteArray("null");
    QTest::newRow("call_external_api empty") << "call_external_api" << QByteArray("{}");
    QTest::newRow("call_external_api auth none") << "call_external_api" << QByteArray(R"({"auth": {"type": "none"}})");
    QTest::newRow("call_external_api template url")
        << "call_external_api" << QByteArray(R"({"forcedUrl": "${env:HOOK}"})");
    QTest::newRow("run_workflow") << "run_workflow" << FullRunWorkflow;
    QTest::newRow("run_workflow slugs only") << "run_workflow" << QByteArray(R"({"allowedWorkflowSlugs": ["a"]})");
    QTest::newRow("upload_to_storage") << "upload_to_storage" << FullUpload;
    QTest::newRow("upload_to_storage empty") << "upload_to_storage" << QByteArray("{}");
    QTest::newRow("send_message_to_channel") << "send_message_to_channel" << FullSend;
    QTest::newRow("send_message_to_channel providers only")
        << "send_message_to_channel" << QByteArray(R"({"providers": {}})");
}

void tst_BindingRules::validConfigs()
{
    QFETCH(QString, slug);
    QFETCH(QByteArray, config);
    const EnvProfile profile = EnvProfile::fromNames(QString(), {"SIGNING_KEY", "SID", "HOOK"});
    const BindingCheck check = BindingRules::checkConfig(json(config), slug, profile);
    QVERIFY2(!check.hasErrors(), qPrintable(describe(check)));
    // The only warning a valid config can get here is hmac's.
    for (const Diagnostic &d : withSeverity(check, Severity::Warning))
        QCOMPARE(d.ruleId(), QStringLiteral("binding-multipart-hmac"));
}

void tst_BindingRules::unknownKeys_data()
{
    QTest::addColumn<QString>("slug");
    QTest::addColumn<QByteArray>("config");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("accepted"); // part of the message listing the accepted keys

    QTest::newRow("call_external_api") << "call_external_api" << QByteArray(R"({"foo": 1})") << "/customConfig/foo"
                                       << "call_external_api bindings accept only allowedUrlPrefixes, forcedUrl";
    QTest::newRow("call_external_api case") << "call_external_api" << QByteArray(R"({"forcedURL": "https://a.b/"})")
                                            << "/customConfig/forcedURL" << "forcedUrl, auth";
    QTest::newRow("run_workflow") << "run_workflow" << QByteArray(R"({"allowedWorkflowSlugs": ["a"], "budget": 1})")
                                  << "/customConfig/budget" << "allowedWorkflowSlugs, defaultBudgetUsd";
    QTest::newRow("upload_to_storage") << "upload_to_storage" << QByteArray(R"({"bucket": "b"})")
                                       << "/customConfig/bucket" << "keyPrefix, allowedContentTypes";
    QTest::newRow("send_message_to_channel") << "send_message_to_channel"
                                             << QByteArray(R"({"providers": {}, "channel": "sms"})")
                                             << "/customConfig/channel" << "providers, throttle, allowForceProvider";
    QTest::newRow("slash in key") << "upload_to_storage" << QByteArray(R"({"a/b~c": 1})") << "/customConfig/a~1b~0c"
                                  << "keyPrefix";
}

void tst_BindingRules::unknownKeys()
{
    QFETCH(QString, slug);
    QFETCH(QByteArray, config);
    QFETCH(QString, pointer);
    QFETCH(QString, accepted);
    const BindingCheck check = BindingRules::checkConfig(json(config), slug, emptyProfile());
    const Diagnostics errors = withSeverity(check, Severity::Error);
    QCOMPARE(errors.size(), 1);
    const Diagnostic &d = errors.first();
    QCOMPARE(d.ruleId(), QStringLiteral("binding-unknown-key"));
    QCOMPARE(d.location().jsonPointer, pointer);
    const QString key = pointer.section(u'/', -1).replace("~1", "/").replace("~0", "~");
    QVERIFY2(d.message().startsWith(QStringLiteral("unknown key \"%1\"").arg(key)), qPrintable(d.message()));
    QVERIFY2(d.message().contains(accepted), qPrintable(d.message()));
    QVERIFY2(d.message().contains("invalid_binding"), qPrintable(d.message()));
}

// Below the top level Sunrise's objects are not strict: an unknown key is dropped, the binding
// stays valid, and the warning names the key it was probably meant to be.
void tst_BindingRules::nestedUnknownKeysAreDropped_data()
{
    QTest::addColumn<QString>("slug");
    QTest::addColumn<QByteArray>("config");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("hint");

    QTest::newRow("auth") << "call_external_api" << QByteArray(R"({"auth": {"type": "none", "token": "x"}})")
                          << "/customConfig/auth/token" << "it reads only type, secret";
    QTest::newRow("auth typo") << "call_external_api"
                               << QByteArray(R"({"auth": {"type": "bearer", "secret": "K", "queryparam": "k"}})")
                               << "/customConfig/auth/queryparam" << "did you mean \"queryParam\"?";
    QTest::newRow("transform") << "call_external_api"
                               << QByteArray(R"({"defaultResponseTransform": {"type": "jmespath", "expression": "a", "x": 1}})")
                               << "/customConfig/defaultResponseTransform/x" << "it reads only type, expression";
    QTest::newRow("throttle") << "send_message_to_channel"
                              << QByteArray(R"({"providers": {}, "throttle": {"perConversationPerHour": 1, "perConversationPerHr": 2}})")
                              << "/customConfig/throttle/perConversationPerHr" << "did you mean \"perConversationPerHour\"?";
}

void tst_BindingRules::nestedUnknownKeysAreDropped()
{
    QFETCH(QString, slug);
    QFETCH(QByteArray, config);
    QFETCH(QString, pointer);
    QFETCH(QString, hint);
    const BindingCheck check = BindingRules::checkConfig(json(config), slug, EnvProfile::fromNames(QString(), {"K"}));
    QVERIFY2(!check.hasErrors(), qPrintable(describe(check)));
    const Diagnostic *dropped = findRule(check, "binding-dropped-key");
    QVERIFY2(dropped, qPrintable(describe(check)));
    QCOMPARE(dropped->severity(), Severity::Warning);
    QCOMPARE(dropped->location().jsonPointer, pointer);
    QVERIFY2(dropped->message().contains("dropped by Sunrise") && dropped->message().contains(hint),
             qPrintable(dropped->message()));
}

// One row per rule and bound: an empty rule means "no error".
void tst_BindingRules::rules_data()
{
    QTest::addColumn<QString>("slug");
    QTest::addColumn<QByteArray>("config");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("pointer");

    const QString api = QStringLiteral("call_external_api");
    const QString run = QStringLiteral("run_workflow");
    const QString up = QStringLiteral("upload_to_storage");
    const QString send = QStringLiteral("send_message_to_channel");
    const QString bounds = QStringLiteral("binding-bounds");
    const QString type = QStringLiteral("binding-type");
    const QString format = QStringLiteral("binding-format");
    const auto url = [](int length) {
        const QByteArray head = "https://a.example/";
        return QByteArray(R"({"forcedUrl": ")") + head + QByteArray(length - head.size(), 'x') + "\"}";
    };
    const auto expression = [](int length) {
        return R"({"defaultResponseTransform": {"type": "jmespath", "expression": ")" + QByteArray(length, 'a')
            + "\"}}";
    };
    const auto slugOf = [](int length) { return R"({"allowedWorkflowSlugs": [")" + QByteArray(length, 's') + "\"]}"; };
    const auto prefixOf = [](int length) { return R"({"keyPrefix": ")" + QByteArray(length - 1, 'k') + "/\"}"; };
    const auto types = [](int count) {
        QByteArrayList items;
        for (int i = 0; i < count; ++i)
            items.append("\"image/t" + QByteArray::number(i) + "\"");
        return R"({"allowedContentTypes": [)" + items.join(',') + "]}";
    };
    const auto int_ = [](const char *key, const QByteArray &value) {
        return QByteArray("{\"") + key + "\": " + value + "}";
    };

    QTest::newRow("forcedUrl 2048") << api << url(2048) << "" << "";
    QTest::newRow("forcedUrl 2049") << api << url(2049) << bounds << "/customConfig/forcedUrl";
    QTest::newRow("forcedUrl empty") << api << QByteArray(R"({"forcedUrl": ""})") << bounds << "/customConfig/forcedUrl";
    QTest::newRow("forcedUrl not url") << api << QByteArray(R"({"forcedUrl": "hooks.slack.com/x"})") << format
                                       << "/customConfig/forcedUrl";
    QTest::newRow("forcedUrl malformed template") << api << QByteArray(R"({"forcedUrl": "${env:lower}"})") << format
                                                  << "/customConfig/forcedUrl";
    QTest::newRow("forcedUrl number") << api << QByteArray(R"({"forcedUrl": 5})") << type << "/customConfig/forcedUrl";
    QTest::newRow("expression 2000") << api << expression(2000) << "" << "";
    QTest::newRow("expression 2001") << api << expression(2001) << bounds
                                     << "/customConfig/defaultResponseTransform/expression";
    QTest::newRow("expression empty") << api << expression(0) << bounds
                                      << "/customConfig/defaultResponseTransform/expression";
    QTest::newRow("transform without expression")
        << api << QByteArray(R"({"defaultResponseTransform": {"type": "jmespath"}})") << "binding-required"
        << "/customConfig/defaultResponseTransform/expression";
    QTest::newRow("transform type") << api
                                    << QByteArray(R"({"defaultResponseTransform": {"type": "xpath", "expression": "a"}})")
                                    << "binding-enum" << "/customConfig/defaultResponseTransform/type";
    QTest::newRow("prefixes empty") << api << QByteArray(R"({"allowedUrlPrefixes": []})") << bounds
                                    << "/customConfig/allowedUrlPrefixes";
    QTest::newRow("prefixes string") << api << QByteArray(R"({"allowedUrlPrefixes": "https://a.b/"})") << type
                                     << "/customConfig/allowedUrlPrefixes";
    QTest::newRow("prefix relative") << api << QByteArray(R"({"allowedUrlPrefixes": ["https://a.b/", "/v1"]})")
                                     << format << "/customConfig/allowedUrlPrefixes/1";
    QTest::newRow("prefix number") << api << QByteArray(R"({"allowedUrlPrefixes": [1]})") << type
                                   << "/customConfig/allowedUrlPrefixes/0";
    QTest::newRow("timeoutMs 1") << api << int_("timeoutMs", "1") << "" << "";
    QTest::newRow("timeoutMs 0") << api << int_("timeoutMs", "0") << bounds << "/customConfig/timeoutMs";
    QTest::newRow("timeoutMs 1.5") << api << int_("timeoutMs", "1.5") << bounds << "/customConfig/timeoutMs";
    QTest::newRow("timeoutMs string") << api << int_("timeoutMs", "\"100\"") << type << "/customConfig/timeoutMs";
    QTest::newRow("timeoutMs 2^53-1") << api << int_("timeoutMs", "9007199254740991") << "" << "";
    QTest::newRow("timeoutMs 2^53") << api << int_("timeoutMs", "9007199254740992") << bounds << "/customConfig/timeoutMs";
    QTest::newRow("timeoutMs 1e21") << api << int_("timeoutMs", "1e21") << bounds << "/customConfig/timeoutMs";
    QTest::newRow("maxResponseBytes 1e300") << api << int_("maxResponseBytes", "1e300") << bounds
                                            << "/customConfig/maxResponseBytes";
    QTest::newRow("maxResponseBytes 1") << api << int_("maxResponseBytes", "1") << "" << "";
    QTest::newRow("maxResponseBytes -1") << api << int_("maxResponseBytes", "-1") << bounds
                                         << "/customConfig/maxResponseBytes";
    QTest::newRow("autoIdempotency string") << api << int_("autoIdempotency", "\"yes\"") << type
                                            << "/customConfig/autoIdempotency";
    QTest::newRow("idempotencyHeader number") << api << int_("idempotencyHeader", "1") << type
                                              << "/customConfig/idempotencyHeader";
    QTest::newRow("header not string") << api << QByteArray(R"({"forcedHeaders": {"X-A": 1}})") << type
                                       << "/customConfig/forcedHeaders/X-A";
    QTest::newRow("headers array") << api << QByteArray(R"({"forcedHeaders": ["a"]})") << type
                                   << "/customConfig/forcedHeaders";
    QTest::newRow("auth string") << api << QByteArray(R"({"auth": "bearer"})") << type << "/customConfig/auth";
    QTest::newRow("auth without type") << api << QByteArray(R"({"auth": {"secret": "K"}})") << "binding-required"
                                       << "/customConfig/auth/type";
    QTest::newRow("auth type unknown") << api << QByteArray(R"({"auth": {"type": "oauth", "secret": "K"}})")
                                       << "binding-enum" << "/customConfig/auth/type";
    // A missing or empty secret fails each call (auth_failed), not the binding: warnings.
    QTest::newRow("bearer without secret") << api << QByteArray(R"({"auth": {"type": "bearer"}})") << "" << "";
    QTest::newRow("secret empty") << api << QByteArray(R"({"auth": {"type": "bearer", "secret": ""}})") << "" << "";
    QTest::newRow("none with empty secret") << api << QByteArray(R"({"auth": {"type": "none", "secret": ""}})") << ""
                                            << "";
    QTest::newRow("hmacAlgorithm") << api << QByteArray(R"({"auth": {"type": "hmac", "secret": "K", "hmacAlgorithm": "md5"}})")
                                   << "binding-enum" << "/customConfig/auth/hmacAlgorithm";
    QTest::newRow("slugs missing") << run << QByteArray(R"({"defaultBudgetUsd": 1})") << "binding-required"
                                   << "/customConfig/allowedWorkflowSlugs";
    QTest::newRow("slugs empty") << run << QByteArray(R"({"allowedWorkflowSlugs": []})") << bounds
                                 << "/customConfig/allowedWorkflowSlugs";
    QTest::newRow("slug 120") << run << slugOf(120) << "" << "";
    QTest::newRow("slug 121") << run << slugOf(121) << bounds << "/customConfig/allowedWorkflowSlugs/0";
    QTest::newRow("slug empty") << run << slugOf(0) << bounds << "/customConfig/allowedWorkflowSlugs/0";
    QTest::newRow("budget 0.01") << run << QByteArray(R"({"allowedWorkflowSlugs": ["a"], "defaultBudgetUsd": 0.01})")
                                 << "" << "";
    QTest::newRow("budget 0") << run << QByteArray(R"({"allowedWorkflowSlugs": ["a"], "defaultBudgetUsd": 0})")
                              << bounds << "/customConfig/defaultBudgetUsd";
    QTest::newRow("budget string") << run << QByteArray(R"({"allowedWorkflowSlugs": ["a"], "defaultBudgetUsd": "1"})")
                                   << type << "/customConfig/defaultBudgetUsd";
    QTest::newRow("run_workflow null") << run << QByteArray("null") << "binding-config-required" << "/customConfig";
    QTest::newRow("keyPrefix 200") << up << prefixOf(200) << "" << "";
    QTest::newRow("keyPrefix 201") << up << prefixOf(201) << bounds << "/customConfig/keyPrefix";
    QTest::newRow("keyPrefix empty") << up << QByteArray(R"({"keyPrefix": ""})") << bounds << "/customConfig/keyPrefix";
    QTest::newRow("keyPrefix no slash") << up << QByteArray(R"({"keyPrefix": "docs"})") << format
                                        << "/customConfig/keyPrefix";
    QTest::newRow("content types 20") << up << types(20) << "" << "";
    QTest::newRow("content types 21") << up << types(21) << bounds << "/customConfig/allowedContentTypes";
    QTest::newRow("content types 0") << up << types(0) << bounds << "/customConfig/allowedContentTypes";
    QTest::newRow("content type bad") << up << QByteArray(R"({"allowedContentTypes": ["pdf"]})") << format
                                      << "/customConfig/allowedContentTypes/0";
    // upload_to_storage's own pattern ^[a-z0-9]+/[a-zA-Z0-9.+\-_]+$, not RFC 6838's.
    QTest::newRow("content type upper-case type") << up << QByteArray(R"({"allowedContentTypes": ["Image/png"]})")
                                                  << format << "/customConfig/allowedContentTypes/0";
    QTest::newRow("content type x- type") << up << QByteArray(R"({"allowedContentTypes": ["x-world/x-vrml"]})")
                                          << format << "/customConfig/allowedContentTypes/0";
    QTest::newRow("content type upper-case subtype") << up << QByteArray(R"({"allowedContentTypes": ["image/PNG"]})")
                                                     << "" << "";
    QTest::newRow("content type dot subtype") << up << QByteArray(R"({"allowedContentTypes": ["image/.png"]})")
                                              << "" << "";
    QTest::newRow("size 100 MiB") << up << int_("maxFileSizeBytes", "104857600") << "" << "";
    QTest::newRow("size 1") << up << int_("maxFileSizeBytes", "1") << "" << "";
    QTest::newRow("size 0") << up << int_("maxFileSizeBytes", "0") << bounds << "/customConfig/maxFileSizeBytes";
    QTest::newRow("size -1") << up << int_("maxFileSizeBytes", "-1") << bounds << "/customConfig/maxFileSizeBytes";
    QTest::newRow("size 100 MiB + 1") << up << int_("maxFileSizeBytes", "104857601") << bounds
                                      << "/customConfig/maxFileSizeBytes";
    QTest::newRow("ttl 59") << up << int_("signedUrlTtlSeconds", "59") << bounds << "/customConfig/signedUrlTtlSeconds";
    QTest::newRow("ttl 60") << up << int_("signedUrlTtlSeconds", "60") << "" << "";
    QTest::newRow("ttl 604800") << up << int_("signedUrlTtlSeconds", "604800") << "" << "";
    QTest::newRow("ttl 604801") << up << int_("signedUrlTtlSeconds", "604801") << bounds
                                << "/customConfig/signedUrlTtlSeconds";
    QTest::newRow("public string") << up << int_("public", "\"true\"") << type << "/customConfig/public";
    QTest::newRow("providers missing") << send << QByteArray("{}") << "binding-required" << "/customConfig/providers";
    QTest::newRow("providers array") << send << QByteArray(R"({"providers": []})") << type << "/customConfig/providers";
    // The schema takes any provider value; the adapter refuses it per send (a warning).
    QTest::newRow("provider string") << send << QByteArray(R"({"providers": {"twilio": "x"}})") << "" << "";
    const auto throttle = [](const QByteArray &n) {
        return R"({"providers": {}, "throttle": {"perConversationPerHour": )" + n + "}}";
    };
    QTest::newRow("throttle 0") << send << throttle("0") << bounds << "/customConfig/throttle/perConversationPerHour";
    QTest::newRow("throttle 1") << send << throttle("1") << "" << "";
    QTest::newRow("throttle 100") << send << throttle("100") << "" << "";
    QTest::newRow("throttle 101") << send << throttle("101") << bounds << "/customConfig/throttle/perConversationPerHour";
    QTest::newRow("throttle empty") << send << QByteArray(R"({"providers": {}, "throttle": {}})") << "binding-required"
                                    << "/customConfig/throttle/perConversationPerHour";
    QTest::newRow("allowForceProvider") << send << QByteArray(R"({"providers": {}, "allowForceProvider": 1})") << type
                                        << "/customConfig/allowForceProvider";
    QTest::newRow("config array") << api << QByteArray("[]") << "binding-config-type" << "/customConfig";
    QTest::newRow("config string") << up << QByteArray("\"x\"") << "binding-config-type" << "/customConfig";
}

void tst_BindingRules::rules()
{
    QFETCH(QString, slug);
    QFETCH(QByteArray, config);
    QFETCH(QString, rule);
    QFETCH(QString, pointer);
    const BindingCheck check = BindingRules::checkConfig(json(config), slug, EnvProfile::fromNames(QString(), {"K"}));
    const Diagnostics errors = withSeverity(check, Severity::Error);
    if (rule.isEmpty()) {
        QVERIFY2(errors.isEmpty(), qPrintable(describe(check)));
        return;
    }
    QVERIFY2(errors.size() == 1, qPrintable(describe(check)));
    QCOMPARE(errors.first().ruleId(), rule);
    QCOMPARE(errors.first().location().jsonPointer, pointer);
    QVERIFY(errors.first().location().hasPointer);
    QVERIFY(errors.first().location().file.isEmpty());
}

// Failures of single calls, not of the binding: Sunrise saves the binding and says nothing.
void tst_BindingRules::callTimeFailuresWarn()
{
    const EnvProfile profile = EnvProfile::fromNames(QString(), {"K"});
    const BindingCheck noSecret =
        BindingRules::checkConfig(json(R"({"auth": {"type": "basic"}})"), "call_external_api", profile);
    QVERIFY(!noSecret.hasErrors());
    const Diagnostic *missing = findRule(noSecret, "binding-auth-secret");
    QVERIFY2(missing && missing->severity() == Severity::Warning, qPrintable(describe(noSecret)));
    QVERIFY(missing->message().contains("auth_failed"));
    QCOMPARE(missing->location().jsonPointer, QStringLiteral("/customConfig/auth"));

    const BindingCheck emptySecret =
        BindingRules::checkConfig(json(R"({"auth": {"type": "hmac", "secret": ""}})"), "call_external_api", profile);
    const Diagnostic *empty = findRule(emptySecret, "binding-auth-secret");
    QVERIFY2(empty && !emptySecret.hasErrors(), qPrintable(describe(emptySecret)));
    QCOMPARE(empty->location().jsonPointer, QStringLiteral("/customConfig/auth/secret"));
    QVERIFY2(emptySecret.env.isEmpty(), "an empty name is no environment variable");

    const BindingCheck none =
        BindingRules::checkConfig(json(R"({"auth": {"type": "none", "secret": ""}})"), "call_external_api", profile);
    QVERIFY2(none.diagnostics.isEmpty(), qPrintable(describe(none)));

    const BindingCheck provider = BindingRules::checkConfig(json(R"({"providers": {"twilio": 5, "meta": {}}})"),
                                                            "send_message_to_channel", profile);
    QVERIFY(!provider.hasErrors());
    const Diagnostic *block = findRule(provider, "binding-provider-config");
    QVERIFY2(block && block->severity() == Severity::Warning, qPrintable(describe(provider)));
    QCOMPARE(block->location().jsonPointer, QStringLiteral("/customConfig/providers/twilio"));
    QVERIFY(block->message().contains("twilio"));
}

void tst_BindingRules::rateLimit_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<bool>("error");
    QTest::newRow("absent") << QByteArray() << false;
    QTest::newRow("null") << QByteArray("null") << false;
    QTest::newRow("0") << QByteArray("0") << true;
    QTest::newRow("1") << QByteArray("1") << false;
    QTest::newRow("10000") << QByteArray("10000") << false;
    QTest::newRow("10001") << QByteArray("10001") << true;
    QTest::newRow("-5") << QByteArray("-5") << true;
    QTest::newRow("1.5") << QByteArray("1.5") << true;
    QTest::newRow("string") << QByteArray("\"20\"") << true;
}

void tst_BindingRules::rateLimit()
{
    QFETCH(QByteArray, value);
    QFETCH(bool, error);
    QJsonObject row{{"agentId", "a"}, {"capabilityId", "c"}, {"isEnabled", true}, {"customConfig", QJsonValue::Null}};
    if (!value.isEmpty())
        row.insert("customRateLimit", json(value));
    const BindingCheck check = BindingRules::checkJson(row, capability("search_knowledge_base"), emptyProfile());
    QCOMPARE(check.hasErrors(), error);
    if (error) {
        QCOMPARE(check.diagnostics.first().ruleId(), QStringLiteral("binding-rate-limit"));
        QCOMPARE(check.diagnostics.first().location().jsonPointer, QStringLiteral("/customRateLimit"));
        QVERIFY(check.diagnostics.first().message().contains("1 to 10000"));
    }
    // The typed entry point sees the same rule.
    AgentBinding binding;
    binding.customRateLimit = 0;
    QVERIFY(BindingRules::check(binding, capability("run_workflow"), emptyProfile()).hasErrors());
}

void tst_BindingRules::envScanning()
{
    const EnvProfile profile = EnvProfile::fromDotEnv(
        QStringLiteral("prod"), "HOST=api.example.com\nEMPTY=\nSECRET=s\nSID=\n", QString());
    const QJsonValue config = json(R"({
        "forcedUrl": "https://${env:HOST}/v1?t=${env:MISSING}&u=${env:HOST}",
        "forcedHeaders": {"X-A": "${env:EMPTY}", "X-B": "k ${env:MISSING}", "X-C": "plain"},
        "auth": {"type": "bearer", "secret": "SECRET"}
    })");
    const BindingCheck check = BindingRules::checkConfig(config, QStringLiteral("call_external_api"), profile);
    QVERIFY2(!check.hasErrors(), qPrintable(describe(check)));
    const QList<EnvUse> expected{
        {"HOST", "/forcedUrl", true, EnvState::Set},
        {"MISSING", "/forcedUrl", true, EnvState::Missing},
        {"SECRET", "/auth/secret", false, EnvState::Set},
        {"EMPTY", "/forcedHeaders/X-A", true, EnvState::Empty},
        {"MISSING", "/forcedHeaders/X-B", true, EnvState::Missing},
    };
    QCOMPARE(check.env, expected);
    QCOMPARE(check.unresolvedEnvVars(), (QStringList{"MISSING", "EMPTY"}));
    QCOMPARE(check.resolvedUrl, QString()); // MISSING: nothing is substituted partially

    QStringList found;
    for (const Diagnostic &d : check.diagnostics)
        found.append(d.ruleId() + u' ' + d.location().jsonPointer);
    QCOMPARE(found, (QStringList{"binding-env-missing /customConfig/forcedUrl",
                                 "binding-env-empty /customConfig/forcedHeaders/X-A",
                                 "binding-env-missing /customConfig/forcedHeaders/X-B"}));
    const Diagnostic *missing = findRule(check, "binding-env-missing");
    QVERIFY(missing->message().contains("MISSING") && missing->message().contains("prod"));
    QCOMPARE(missing->severity(), Severity::Warning);

    // send_message_to_channel: *Env names of each provider.
    const BindingCheck send = BindingRules::checkConfig(
        json(R"({"providers": {"twilio": {"accountSidEnv": "SID", "authTokenEnv": "TOKEN", "from": "+1"}}})"),
        QStringLiteral("send_message_to_channel"), profile);
    const QList<EnvUse> sendExpected{{"SID", "/providers/twilio/accountSidEnv", false, EnvState::Empty},
                                     {"TOKEN", "/providers/twilio/authTokenEnv", false, EnvState::Missing}};
    QCOMPARE(send.env, sendExpected);
    QVERIFY(findRule(send, "binding-env-empty"));
    QCOMPARE(findRule(send, "binding-env-missing")->location().jsonPointer,
             QStringLiteral("/customConfig/providers/twilio/authTokenEnv"));
}

void tst_BindingRules::envAgainstProfiles_data()
{
    QTest::addColumn<int>("kind"); // 0 dotenv, 1 names, 2 process
    QTest::addColumn<QStringList>("warnings");
    QTest::newRow("dotenv set") << 0 << QStringList();
    QTest::newRow("names listed") << 1 << QStringList();
    QTest::newRow("process") << 2 << QStringList{"binding-env-empty", "binding-env-missing"};
}

void tst_BindingRules::envAgainstProfiles()
{
    QFETCH(int, kind);
    QFETCH(QStringList, warnings);
    qputenv("CAPSTUDIO_TST_URL", "https://hooks.example.com/x");
    qputenv("CAPSTUDIO_TST_TENANT", "");
    qunsetenv("CAPSTUDIO_TST_KEY");
    EnvProfile profile;
    if (kind == 0) {
        profile = EnvProfile::fromDotEnv("p", "CAPSTUDIO_TST_URL=https://h.example/\nCAPSTUDIO_TST_TENANT=t\n"
                                              "CAPSTUDIO_TST_KEY=k\n", QString());
    } else if (kind == 1) {
        profile = EnvProfile::fromNames("p", {"CAPSTUDIO_TST_URL", "CAPSTUDIO_TST_TENANT", "CAPSTUDIO_TST_KEY"});
    } else {
        profile = EnvProfile::fromProcess();
    }
    const QJsonValue config = json(R"({"forcedUrl": "${env:CAPSTUDIO_TST_URL}",
        "forcedHeaders": {"X-Tenant": "${env:CAPSTUDIO_TST_TENANT}"},
        "auth": {"type": "api-key", "secret": "CAPSTUDIO_TST_KEY"}})");
    const BindingCheck check = BindingRules::checkConfig(config, "call_external_api", profile);
    QVERIFY2(!check.hasErrors(), qPrintable(describe(check)));
    QStringList found;
    for (const Diagnostic &d : withSeverity(check, Severity::Warning))
        found.append(d.ruleId());
    found.sort();
    QCOMPARE(found, warnings);
    QCOMPARE(check.env.size(), 3);
}

void tst_BindingRules::malformedTemplatesStayLiteral()
{
    const QJsonValue config = json(R"({"forcedUrl": "https://a.example/${env:lower}/${env:}/${ENV:X}/${env:_X}",
        "forcedHeaders": {"X-A": "${env:HAS SPACE}", "X-B": "${ env:X }", "X-C": "${env:1ABC}"}})");
    const BindingCheck check = BindingRules::checkConfig(config, "call_external_api", emptyProfile());
    QVERIFY2(check.diagnostics.isEmpty(), qPrintable(describe(check)));
    QVERIFY(check.env.isEmpty());
    QCOMPARE(check.resolvedUrl, QStringLiteral("https://a.example/${env:lower}/${env:}/${ENV:X}/${env:_X}"));
}

void tst_BindingRules::resolvedUrl_data()
{
    QTest::addColumn<QByteArray>("env");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("resolved");
    QTest::newRow("url") << QByteArray("HOOK=https://hooks.slack.com/services/T/B/X") << ""
                         << "https://hooks.slack.com/services/T/B/X";
    QTest::newRow("not a url") << QByteArray("HOOK=hooks.slack.com/services") << "binding-resolved-url"
                               << "hooks.slack.com/services";
    QTest::newRow("missing") << QByteArray() << "binding-env-missing" << "";
    QTest::newRow("empty") << QByteArray("HOOK=") << "binding-env-empty" << "";
}

void tst_BindingRules::resolvedUrl()
{
    QFETCH(QByteArray, env);
    QFETCH(QString, rule);
    QFETCH(QString, resolved);
    const EnvProfile profile = EnvProfile::fromDotEnv("p", env, QString());
    const BindingCheck check = BindingRules::checkConfig(json(R"({"forcedUrl": "${env:HOOK}"})"),
                                                         "call_external_api", profile);
    QCOMPARE(check.resolvedUrl, resolved);
    if (rule.isEmpty()) {
        QVERIFY2(check.diagnostics.isEmpty(), qPrintable(describe(check)));
        return;
    }
    QCOMPARE(check.diagnostics.size(), 1);
    QCOMPARE(check.diagnostics.first().ruleId(), rule);
    QCOMPARE(check.diagnostics.first().location().jsonPointer, QStringLiteral("/customConfig/forcedUrl"));
    QVERIFY(!check.diagnostics.first().message().contains("hooks.slack.com")); // values are never printed
    // A profile of names cannot know the value: no resolved-URL verdict.
    const BindingCheck names = BindingRules::checkConfig(json(R"({"forcedUrl": "${env:HOOK}"})"), "call_external_api",
                                                         EnvProfile::fromNames("n", {"HOOK"}));
    QVERIFY2(names.diagnostics.isEmpty(), qPrintable(describe(names)));
}

void tst_BindingRules::allowlist_data()
{
    QTest::addColumn<QByteArray>("env");
    QTest::addColumn<QByteArray>("config");
    QTest::addColumn<QString>("pointer"); // of the warning, empty = none
    const QByteArray forced = R"({"forcedUrl": "https://API.Example.com/v1"})";
    const QByteArray prefixes = R"({"allowedUrlPrefixes": ["https://api.example.com/", "https://other.example/"]})";
    QTest::newRow("undefined") << QByteArray("A=1") << forced << "";
    QTest::newRow("listed") << QByteArray("ORCHESTRATION_ALLOWED_HOSTS=x.example, api.example.com") << forced << "";
    QTest::newRow("listed upper case") << QByteArray("ORCHESTRATION_ALLOWED_HOSTS=API.EXAMPLE.COM") << forced << "";
    QTest::newRow("not listed") << QByteArray("ORCHESTRATION_ALLOWED_HOSTS=x.example") << forced
                                << "/customConfig/forcedUrl";
    QTest::newRow("subdomain is not the host") << QByteArray("ORCHESTRATION_ALLOWED_HOSTS=example.com") << forced
                                               << "/customConfig/forcedUrl";
    QTest::newRow("empty blocks all") << QByteArray("ORCHESTRATION_ALLOWED_HOSTS=") << forced
                                      << "/customConfig/forcedUrl";
    QTest::newRow("templated") << QByteArray("ORCHESTRATION_ALLOWED_HOSTS=x.example\nU=https://api.example.com/")
                               << QByteArray(R"({"forcedUrl": "${env:U}"})") << "/customConfig/forcedUrl";
    QTest::newRow("prefix not listed") << QByteArray("ORCHESTRATION_ALLOWED_HOSTS=api.example.com") << prefixes
                                       << "/customConfig/allowedUrlPrefixes/1";
}

void tst_BindingRules::allowlist()
{
    QFETCH(QByteArray, env);
    QFETCH(QByteArray, config);
    QFETCH(QString, pointer);
    const BindingCheck check = BindingRules::checkConfig(json(config), "call_external_api",
                                                         EnvProfile::fromDotEnv("prod", env, QString()));
    QVERIFY(!check.hasErrors());
    if (pointer.isEmpty()) {
        QVERIFY2(check.diagnostics.isEmpty(), qPrintable(describe(check)));
        return;
    }
    QCOMPARE(check.diagnostics.size(), 1);
    QCOMPARE(check.diagnostics.first().ruleId(), QStringLiteral("binding-host-not-allowed"));
    QCOMPARE(check.diagnostics.first().location().jsonPointer, pointer);
    QVERIFY(check.diagnostics.first().message().contains("host_not_allowed"));
}

void tst_BindingRules::hmacWarns()
{
    const BindingCheck check = BindingRules::checkConfig(json(R"({"auth": {"type": "hmac", "secret": "K"}})"),
                                                         "call_external_api", EnvProfile::fromNames("n", {"K"}));
    QCOMPARE(check.diagnostics.size(), 1);
    const Diagnostic &d = check.diagnostics.first();
    QCOMPARE(d.ruleId(), QStringLiteral("binding-multipart-hmac"));
    QCOMPARE(d.severity(), Severity::Warning);
    QCOMPARE(d.location().jsonPointer, QStringLiteral("/customConfig/auth/type"));
    QVERIFY(d.message().contains("multipart") && d.message().contains("invalid_binding"));
}

void tst_BindingRules::capabilityState_data()
{
    QTest::addColumn<bool>("active");
    QTest::addColumn<QString>("quarantine");
    QTest::addColumn<int>("untilDays"); // 0 = no end
    QTest::addColumn<QStringList>("rules");
    QTest::newRow("active") << true << "active" << 0 << QStringList();
    QTest::newRow("inactive") << false << "active" << 0 << QStringList{"binding-capability-inactive"};
    QTest::newRow("soft") << true << "quarantined-soft" << 0 << QStringList{"binding-capability-quarantined"};
    QTest::newRow("hard until tomorrow") << true << "quarantined-hard" << 1
                                         << QStringList{"binding-capability-quarantined"};
    QTest::newRow("hard expired") << true << "quarantined-hard" << -1 << QStringList();
    QTest::newRow("unknown state") << true << "weird" << 0 << QStringList();
    QTest::newRow("inactive and soft") << false << "quarantined-soft" << 0
                                       << QStringList{"binding-capability-inactive", "binding-capability-quarantined"};
}

void tst_BindingRules::capabilityState()
{
    QFETCH(bool, active);
    QFETCH(QString, quarantine);
    QFETCH(int, untilDays);
    QFETCH(QStringList, rules);
    Capability c = capability("search_knowledge_base");
    c.isActive = active;
    c.quarantineState = quarantine;
    c.quarantineReason = QStringLiteral("leaks PII");
    if (untilDays)
        c.quarantineUntil = QDateTime::currentDateTimeUtc().addDays(untilDays);
    const BindingCheck check = BindingRules::check(AgentBinding(), c, emptyProfile());
    QStringList found;
    for (const Diagnostic &d : check.diagnostics) {
        QCOMPARE(d.severity(), Severity::Warning);
        found.append(d.ruleId());
    }
    QCOMPARE(found, rules);
    if (const Diagnostic *d = findRule(check, "binding-capability-quarantined"))
        QVERIFY(d->message().contains(quarantine) && d->message().contains("leaks PII"));
}

void tst_BindingRules::noSchema_data()
{
    QTest::addColumn<QByteArray>("config");
    QTest::addColumn<QStringList>("rules");
    QTest::newRow("null") << QByteArray("null") << QStringList();
    QTest::newRow("object") << QByteArray(R"({"anything": [1, 2]})") << QStringList{"binding-no-schema"};
    QTest::newRow("array") << QByteArray("[1]") << QStringList{"binding-config-type"};
    QTest::newRow("number") << QByteArray("3") << QStringList{"binding-config-type"};
    // Sunrise's save-time scan looks at forcedUrl/forcedHeaders whatever the capability.
    QTest::newRow("templates") << QByteArray(R"({"forcedUrl": "${env:NOPE}"})")
                               << QStringList{"binding-no-schema", "binding-env-missing"};
}

void tst_BindingRules::noSchema()
{
    QFETCH(QByteArray, config);
    QFETCH(QStringList, rules);
    const BindingCheck check = BindingRules::checkConfig(json(config), "search_knowledge_base", emptyProfile());
    QStringList found;
    for (const Diagnostic &d : check.diagnostics)
        found.append(d.ruleId());
    QCOMPARE(found, rules);
    if (rules.contains("binding-no-schema"))
        QCOMPARE(findRule(check, "binding-no-schema")->severity(), Severity::Info);
}

void tst_BindingRules::effectiveRateLimit()
{
    AgentBinding binding;
    Capability c = capability("call_external_api");
    QCOMPARE(BindingRules::effectiveRateLimit(binding, c), std::nullopt);
    c.rateLimit = 60;
    QCOMPARE(BindingRules::effectiveRateLimit(binding, c), std::optional<int>(60));
    binding.customRateLimit = 20;
    QCOMPARE(BindingRules::effectiveRateLimit(binding, c), std::optional<int>(20));
    c.rateLimit = 0;
    binding.customRateLimit.reset();
    QCOMPARE(BindingRules::effectiveRateLimit(binding, c), std::nullopt);
}

void tst_BindingRules::recipesPass_data()
{
    QTest::addColumn<QString>("id");
    for (const BindingRecipe &recipe : BindingRecipes::all())
        QTest::newRow(qPrintable(recipe.id)) << recipe.id;
}

void tst_BindingRules::recipesPass()
{
    QFETCH(QString, id);
    const std::optional<BindingRecipe> recipe = BindingRecipes::recipe(id);
    QVERIFY(recipe);
    QVERIFY(!recipe->customConfig.isEmpty());
    QVERIFY(!recipe->note.isEmpty() && !recipe->groupTitle.isEmpty() && !recipe->variantTitle.isEmpty());
    QVERIFY(BindingSchemas::forSlug(recipe->capabilitySlug));
    const BindingCheck check = BindingRules::checkConfig(recipe->customConfig, recipe->capabilitySlug,
                                                         EnvProfile::fromNames("n", {}));
    QVERIFY2(!check.hasErrors(), qPrintable(describe(check)));
    // Secrets are never inline: every secret is an env var the profile lacks.
    if (recipe->capabilitySlug == QLatin1String("call_external_api")
        && recipe->customConfig.value("auth").toObject().value("type").toString() != QLatin1String("none")) {
        QVERIFY(!check.unresolvedEnvVars().isEmpty());
    }
}

void tst_BindingRules::recipeCatalogue()
{
    QSet<QString> ids;
    QSet<QString> groups;
    for (const BindingRecipe &recipe : BindingRecipes::all()) {
        QVERIFY2(!ids.contains(recipe.id), qPrintable(recipe.id));
        ids.insert(recipe.id);
        groups.insert(recipe.id.section(u'/', 0, 0));
    }
    QCOMPARE(groups, (QSet<QString>{"transactional-email", "payment-charge", "chat-notification", "calendar-event",
                                    "document-render", "in-chat-approval", "sms-whatsapp-inbound-reply"}));
    for (const char *id : {"transactional-email/postmark", "transactional-email/sendgrid", "transactional-email/resend",
                           "transactional-email/aws-ses", "transactional-email/gateway", "payment-charge/stripe",
                           "payment-charge/adyen", "payment-charge/mollie", "chat-notification/slack",
                           "chat-notification/discord", "chat-notification/teams", "calendar-event/google",
                           "calendar-event/microsoft-graph", "document-render/docraptor", "document-render/pdfshift",
                           "document-render/gotenberg", "in-chat-approval/workflow", "sms-whatsapp-inbound-reply/twilio",
                           "sms-whatsapp-inbound-reply/meta"})
        QVERIFY2(ids.contains(QString::fromLatin1(id)), id);
    QCOMPARE(BindingRecipes::forCapability("call_external_api").size(), 16);
    QCOMPARE(BindingRecipes::forCapability("send_message_to_channel").size(), 2);
    QCOMPARE(BindingRecipes::forCapability("search_knowledge_base").size(), 0);
    QCOMPARE(BindingRecipes::recipe("transactional-email/gateway")->customConfig.value("forcedUrl").toString(),
             QStringLiteral("${env:EMAIL_GATEWAY_URL}"));
    // Unlike the recipe file's placeholder, which Sunrise refuses, the Teams recipe passes once
    // its variable is set.
    QCOMPARE(BindingRecipes::recipe("chat-notification/teams")->customConfig.value("forcedUrl").toString(),
             QStringLiteral("${env:TEAMS_WEBHOOK_URL}"));
    QVERIFY(BindingRecipes::recipe("payment-charge/adyen")->customConfig.value("autoIdempotency").toBool());
    QCOMPARE(BindingRecipes::recipe("nope"), std::nullopt);
}

QTEST_APPLESS_MAIN(tst_BindingRules)
#include "tst_bindingrules.moc"
