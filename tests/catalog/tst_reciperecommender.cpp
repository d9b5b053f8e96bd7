// RecipeRecommender: which description gets which recipe (reference §6.3), and every
// recipe's customConfig checked against the strict binding schemas of reference §6.1/§6.2.
#include "catalog/reciperecommender.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QUrl>

using namespace capstudio;

class tst_RecipeRecommender : public QObject
{
    Q_OBJECT

private slots:
    void recommend_data();
    void recommend();
    void reasonNamesTheWords();
    void recipesAreTheTable();
    void configKeys_data();
    void configKeys();
    void callExternalApiValues_data();
    void callExternalApiValues();
};

void tst_RecipeRecommender::recommend_data()
{
    QTest::addColumn<QString>("executionType");
    QTest::addColumn<QString>("description");
    QTest::addColumn<QString>("expected"); // recipe id, empty = none

    const QString internal = QStringLiteral("internal");
    const QString email = QStringLiteral("transactional-email");
    const QString chat = QStringLiteral("chat-notification");
    const QString payment = QStringLiteral("payment-charge");
    const QString calendar = QStringLiteral("calendar-event");
    const QString document = QStringLiteral("document-render");
    const QString generic = QStringLiteral("generic-http");

    // Each purpose of the seed's "check the recipes", with synonyms.
    QTest::newRow("email") << internal << QStringLiteral("Send a password reset email to the user") << email;
    QTest::newRow("e-mail") << internal << QStringLiteral("E-mail the receipt to the customer") << email;
    QTest::newRow("email upper case") << internal << QStringLiteral("SEND AN EMAIL") << email;
    QTest::newRow("mail verb") << internal << QStringLiteral("Mail the weekly digest") << email;
    QTest::newRow("postmark") << internal << QStringLiteral("Deliver a message through Postmark") << email;
    QTest::newRow("slack") << internal << QStringLiteral("Notify #ops on Slack when a deploy fails") << chat;
    QTest::newRow("discord") << internal << QStringLiteral("Post a message to a Discord channel") << chat;
    QTest::newRow("teams") << internal << QStringLiteral("Post an alert to Microsoft Teams") << chat;
    QTest::newRow("to teams") << internal << QStringLiteral("Forward the summary to Teams") << chat;
    QTest::newRow("charge card") << internal << QStringLiteral("Charge the customer's card for the order") << payment;
    QTest::newRow("refund") << internal << QStringLiteral("Refund a payment") << payment;
    QTest::newRow("capture") << internal << QStringLiteral("Capture an authorized payment") << payment;
    QTest::newRow("process payments") << internal << QStringLiteral("Process payments for subscriptions") << payment;
    QTest::newRow("stripe") << internal << QStringLiteral("Create a Stripe payment intent") << payment;
    QTest::newRow("calendar event") << internal << QStringLiteral("Create a calendar event for the demo") << calendar;
    QTest::newRow("schedule meeting") << internal << QStringLiteral("Schedule a meeting with the account manager")
                                      << calendar;
    QTest::newRow("book appointment") << internal << QStringLiteral("Book an appointment at the clinic") << calendar;
    QTest::newRow("meeting invite") << internal << QStringLiteral("Send a meeting invite") << calendar;
    QTest::newRow("pdf") << internal << QStringLiteral("Render an invoice as PDF") << document;
    QTest::newRow("html to document") << internal << QStringLiteral("Convert HTML into a printable document")
                                      << document;
    QTest::newRow("gotenberg") << internal << QStringLiteral("Call our Gotenberg service") << document;

    // Neutral descriptions: nothing to recommend.
    QTest::newRow("lookup order") << internal << QStringLiteral("Look up an order by ID and return its status and total")
                                  << QString();
    QTest::newRow("knowledge") << internal << QStringLiteral("Search the knowledge base for a pattern") << QString();
    QTest::newRow("empty") << internal << QString() << QString();
    QTest::newRow("in charge of") << internal
                                  << QStringLiteral("Find who is in charge of a customer account") << QString();
    QTest::newRow("mailing address") << internal << QStringLiteral("Update the customer's mailing address")
                                     << QString();
    QTest::newRow("invite user") << internal << QStringLiteral("Invite a user to the workspace") << QString();
    QTest::newRow("audit events") << internal << QStringLiteral("Count the events in the audit log") << QString();
    QTest::newRow("payment status") << internal << QStringLiteral("Look up the payment status of an order")
                                    << QString();
    QTest::newRow("support teams") << internal << QStringLiteral("Route the ticket to one of the support teams")
                                   << QString();
    QTest::newRow("render template") << internal << QStringLiteral("Render the template preview") << QString();
    // Whole words only.
    QTest::newRow("emailer") << internal << QStringLiteral("Rate the emailer's tone") << QString();
    QTest::newRow("slackness") << internal << QStringLiteral("Measure queue slackness") << QString();
    QTest::newRow("pdfium") << internal << QStringLiteral("Report the pdfium version") << QString();

    // api and webhook: the generic binding unless the description says more.
    QTest::newRow("api neutral") << QStringLiteral("api") << QStringLiteral("Look up an order by ID") << generic;
    QTest::newRow("webhook neutral") << QStringLiteral("webhook") << QStringLiteral("Tell the warehouse") << generic;
    QTest::newRow("api empty") << QStringLiteral("api") << QString() << generic;
    QTest::newRow("api email") << QStringLiteral("api") << QStringLiteral("Send an email") << email;
    QTest::newRow("webhook slack") << QStringLiteral("webhook") << QStringLiteral("Ping Slack") << chat;
}

void tst_RecipeRecommender::recommend()
{
    QFETCH(QString, executionType);
    QFETCH(QString, description);
    QFETCH(QString, expected);

    const std::optional<Recipe> recipe = RecipeRecommender::recommend(executionType, description);
    QCOMPARE(recipe ? recipe->id : QString(), expected);
    if (recipe)
        QCOMPARE(recipe->capability, QStringLiteral("call_external_api"));
}

void tst_RecipeRecommender::reasonNamesTheWords()
{
    QString reason;
    QVERIFY(RecipeRecommender::recommend(QStringLiteral("internal"), QStringLiteral("Charge the card"), &reason));
    QCOMPARE(reason, QStringLiteral("It mentions “charge”, “card”."));
    QVERIFY(RecipeRecommender::recommend(QStringLiteral("api"), QStringLiteral("x"), &reason));
    QVERIFY2(reason.contains(QLatin1String("execution type is api")), qPrintable(reason));
    QVERIFY(!RecipeRecommender::recommend(QStringLiteral("internal"), QStringLiteral("x"), &reason));
    QVERIFY(reason.isEmpty());
}

void tst_RecipeRecommender::recipesAreTheTable()
{
    QStringList ids;
    for (const Recipe &recipe : RecipeRecommender::recipes()) {
        ids.append(recipe.id);
        QCOMPARE(recipe.fileName, recipe.id + QStringLiteral(".md"));
        QVERIFY(!recipe.title.isEmpty());
        QVERIFY(!recipe.purpose.isEmpty());
        QCOMPARE(RecipeRecommender::recipe(recipe.id)->id, recipe.id);
    }
    QCOMPARE(ids, (QStringList{QStringLiteral("transactional-email"), QStringLiteral("payment-charge"),
                               QStringLiteral("chat-notification"), QStringLiteral("calendar-event"),
                               QStringLiteral("document-render"), QStringLiteral("in-chat-approval"),
                               QStringLiteral("sms-whatsapp-inbound-reply"),
                               QStringLiteral("long-running-workflow")}));
    QCOMPARE(RecipeRecommender::genericHttp().capability, QStringLiteral("call_external_api"));
    QVERIFY(!RecipeRecommender::recipe(QStringLiteral("nope")));
}

namespace {

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

// Top-level keys each binding schema allows (reference §6.1, §6.2; all Zod .strict()).
QStringList allowedKeys(const QString &capability)
{
    if (capability == QLatin1String("call_external_api"))
        return {QStringLiteral("allowedUrlPrefixes"), QStringLiteral("forcedUrl"), QStringLiteral("auth"),
                QStringLiteral("forcedHeaders"), QStringLiteral("autoIdempotency"),
                QStringLiteral("idempotencyHeader"), QStringLiteral("defaultResponseTransform"),
                QStringLiteral("timeoutMs"), QStringLiteral("maxResponseBytes")};
    if (capability == QLatin1String("run_workflow"))
        return {QStringLiteral("allowedWorkflowSlugs"), QStringLiteral("defaultBudgetUsd")};
    if (capability == QLatin1String("upload_to_storage"))
        return {QStringLiteral("keyPrefix"), QStringLiteral("allowedContentTypes"),
                QStringLiteral("maxFileSizeBytes"), QStringLiteral("signedUrlTtlSeconds"), QStringLiteral("public")};
    if (capability == QLatin1String("send_message_to_channel"))
        return {QStringLiteral("providers"), QStringLiteral("throttle"), QStringLiteral("allowForceProvider")};
    return {};
}

void verifyOnly(const QJsonObject &object, const QStringList &allowed, const QString &where)
{
    for (const QString &key : object.keys())
        QVERIFY2(allowed.contains(key), qPrintable(QStringLiteral("%1: key %2 is not in the schema").arg(where, key)));
}

} // namespace

void tst_RecipeRecommender::configKeys_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("capability");
    QTest::addColumn<QStringList>("keys"); // the keys reference §6.3 says the recipe sets
    QTest::addColumn<QString>("companion");
    QTest::addColumn<QStringList>("companionKeys");

    const QStringList vendor{QStringLiteral("allowedUrlPrefixes"), QStringLiteral("auth"),
                             QStringLiteral("forcedHeaders"), QStringLiteral("defaultResponseTransform"),
                             QStringLiteral("timeoutMs"), QStringLiteral("maxResponseBytes")};
    const QString api = QStringLiteral("call_external_api");
    QTest::newRow("transactional-email") << QStringLiteral("transactional-email") << api << vendor << QString()
                                         << QStringList();
    QTest::newRow("payment-charge") << QStringLiteral("payment-charge") << api
                                    << vendor + QStringList{QStringLiteral("autoIdempotency"),
                                                            QStringLiteral("idempotencyHeader")}
                                    << QString() << QStringList();
    QTest::newRow("chat-notification")
            << QStringLiteral("chat-notification") << api
            << QStringList{QStringLiteral("forcedUrl"), QStringLiteral("forcedHeaders"), QStringLiteral("auth"),
                           QStringLiteral("defaultResponseTransform"), QStringLiteral("timeoutMs"),
                           QStringLiteral("maxResponseBytes")}
            << QString() << QStringList();
    QTest::newRow("calendar-event") << QStringLiteral("calendar-event") << api << vendor << QString() << QStringList();
    QTest::newRow("document-render")
            << QStringLiteral("document-render") << api << vendor << QStringLiteral("upload_to_storage")
            << QStringList{QStringLiteral("keyPrefix"), QStringLiteral("allowedContentTypes"),
                           QStringLiteral("maxFileSizeBytes"), QStringLiteral("signedUrlTtlSeconds")};
    QTest::newRow("in-chat-approval")
            << QStringLiteral("in-chat-approval") << QStringLiteral("run_workflow")
            << QStringList{QStringLiteral("allowedWorkflowSlugs"), QStringLiteral("defaultBudgetUsd")} << QString()
            << QStringList();
    QTest::newRow("sms-whatsapp-inbound-reply")
            << QStringLiteral("sms-whatsapp-inbound-reply") << QStringLiteral("send_message_to_channel")
            << QStringList{QStringLiteral("providers"), QStringLiteral("throttle"), QStringLiteral("allowForceProvider")}
            << QString() << QStringList();
    QTest::newRow("long-running-workflow") << QStringLiteral("long-running-workflow") << QString() << QStringList()
                                           << QString() << QStringList();
    QTest::newRow("generic-http") << QStringLiteral("generic-http") << api
                                  << QStringList{QStringLiteral("allowedUrlPrefixes"), QStringLiteral("auth"),
                                                 QStringLiteral("timeoutMs"), QStringLiteral("maxResponseBytes")}
                                  << QString() << QStringList();
}

void tst_RecipeRecommender::configKeys()
{
    QFETCH(QString, id);
    QFETCH(QString, capability);
    QFETCH(QStringList, keys);
    QFETCH(QString, companion);
    QFETCH(QStringList, companionKeys);

    const std::optional<Recipe> recipe = RecipeRecommender::recipe(id);
    QVERIFY(recipe);
    QCOMPARE(recipe->capability, capability);
    verifyOnly(recipe->customConfig, allowedKeys(capability), id);
    QCOMPARE(sorted(recipe->customConfig.keys()), sorted(keys));
    QCOMPARE(recipe->companionCapability, companion);
    verifyOnly(recipe->companionConfig, allowedKeys(companion), id + QStringLiteral(" (companion)"));
    QCOMPARE(sorted(recipe->companionConfig.keys()), sorted(companionKeys));

    // Nested strict objects.
    if (capability == QLatin1String("run_workflow")) {
        const QJsonArray slugs = recipe->customConfig.value(QStringLiteral("allowedWorkflowSlugs")).toArray();
        QVERIFY(!slugs.isEmpty());
        QVERIFY(recipe->customConfig.value(QStringLiteral("defaultBudgetUsd")).toDouble() > 0);
    }
    if (capability == QLatin1String("send_message_to_channel")) {
        verifyOnly(recipe->customConfig.value(QStringLiteral("throttle")).toObject(),
                   {QStringLiteral("perConversationPerHour")}, id);
        const int perHour = recipe->customConfig.value(QStringLiteral("throttle")).toObject()
                                    .value(QStringLiteral("perConversationPerHour")).toInt();
        QVERIFY(perHour >= 1 && perHour <= 100);
        QVERIFY(recipe->customConfig.value(QStringLiteral("providers")).isObject());
    }
    if (companion == QLatin1String("upload_to_storage")) {
        const QJsonObject storage = recipe->companionConfig;
        QVERIFY(storage.value(QStringLiteral("keyPrefix")).toString().endsWith(QLatin1Char('/')));
        QVERIFY(storage.value(QStringLiteral("maxFileSizeBytes")).toInt() <= 100 * 1024 * 1024);
        const int ttl = storage.value(QStringLiteral("signedUrlTtlSeconds")).toInt();
        QVERIFY(ttl >= 60 && ttl <= 604800);
    }
}

void tst_RecipeRecommender::callExternalApiValues_data()
{
    QTest::addColumn<QString>("id");
    for (const Recipe &recipe : RecipeRecommender::recipes()) {
        if (recipe.capability == QLatin1String("call_external_api"))
            QTest::newRow(qPrintable(recipe.id)) << recipe.id;
    }
    QTest::newRow("generic-http") << RecipeRecommender::genericHttp().id;
}

void tst_RecipeRecommender::callExternalApiValues()
{
    QFETCH(QString, id);
    const QJsonObject config = RecipeRecommender::recipe(id)->customConfig;
    static const QRegularExpression envName(QStringLiteral("^[A-Z][A-Z0-9_]*$"));
    static const QRegularExpression envTemplate(QStringLiteral("\\$\\{env:[A-Z][A-Z0-9_]*\\}"));

    // auth: the strict auth object; secret is an env-var NAME for every type but none.
    const QJsonObject auth = config.value(QStringLiteral("auth")).toObject();
    verifyOnly(auth,
               {QStringLiteral("type"), QStringLiteral("secret"), QStringLiteral("queryParam"),
                QStringLiteral("apiKeyHeaderName"), QStringLiteral("hmacHeaderName"),
                QStringLiteral("hmacAlgorithm"), QStringLiteral("hmacBodyTemplate")},
               id + QStringLiteral(".auth"));
    const QString type = auth.value(QStringLiteral("type")).toString();
    QVERIFY2((QStringList{QStringLiteral("none"), QStringLiteral("bearer"), QStringLiteral("api-key"),
                          QStringLiteral("query-param"), QStringLiteral("basic"), QStringLiteral("hmac")})
                     .contains(type),
             qPrintable(type));
    if (type != QLatin1String("none"))
        QVERIFY(envName.match(auth.value(QStringLiteral("secret")).toString()).hasMatch());

    if (config.contains(QStringLiteral("allowedUrlPrefixes"))) {
        const QJsonArray prefixes = config.value(QStringLiteral("allowedUrlPrefixes")).toArray();
        QVERIFY(!prefixes.isEmpty());
        for (const QJsonValue &prefix : prefixes) {
            const QUrl url(prefix.toString(), QUrl::StrictMode);
            QVERIFY2(url.isValid() && url.scheme() == QLatin1String("https") && !url.host().isEmpty(),
                     qPrintable(prefix.toString()));
        }
    }
    if (config.contains(QStringLiteral("forcedUrl"))) {
        const QString forced = config.value(QStringLiteral("forcedUrl")).toString();
        QVERIFY(forced.size() >= 1 && forced.size() <= 2048);
        QVERIFY(envTemplate.match(forced).hasMatch() || QUrl(forced, QUrl::StrictMode).isValid());
    }
    // Headers: strings; anything that carries a credential must come from ${env:…}.
    const QJsonObject headers = config.value(QStringLiteral("forcedHeaders")).toObject();
    for (auto it = headers.begin(); it != headers.end(); ++it) {
        QVERIFY(it.value().isString());
        static const QRegularExpression secretish(QStringLiteral("token|key|secret|auth|signature"),
                                                  QRegularExpression::CaseInsensitiveOption);
        if (secretish.match(it.key()).hasMatch() && it.key() != QLatin1String("Idempotency-Key"))
            QVERIFY2(envTemplate.match(it.value().toString()).hasMatch(), qPrintable(it.key()));
    }
    if (config.contains(QStringLiteral("defaultResponseTransform"))) {
        const QJsonObject transform = config.value(QStringLiteral("defaultResponseTransform")).toObject();
        verifyOnly(transform, {QStringLiteral("type"), QStringLiteral("expression")}, id);
        QVERIFY((QStringList{QStringLiteral("jmespath"), QStringLiteral("template")})
                        .contains(transform.value(QStringLiteral("type")).toString()));
        const QString expression = transform.value(QStringLiteral("expression")).toString();
        QVERIFY(expression.size() >= 1 && expression.size() <= 2000);
    }
    for (const QString &key : {QStringLiteral("timeoutMs"), QStringLiteral("maxResponseBytes")}) {
        if (config.contains(key)) {
            const QJsonValue value = config.value(key);
            QVERIFY(value.isDouble() && value.toDouble() == double(value.toInt()) && value.toInt() > 0);
        }
    }
    if (config.contains(QStringLiteral("autoIdempotency")))
        QVERIFY(config.value(QStringLiteral("autoIdempotency")).isBool());
    if (config.contains(QStringLiteral("idempotencyHeader")))
        QVERIFY(!config.value(QStringLiteral("idempotencyHeader")).toString().isEmpty());

    // No literal secrets anywhere in the text.
    const QString text = QString::fromUtf8(QJsonDocument(config).toJson());
    for (const char *needle : {"sk_live", "sk_test", "Bearer ", "xoxb-", "hooks.slack.com/services/T"})
        QVERIFY2(!text.contains(QLatin1String(needle)), needle);
}

QTEST_GUILESS_MAIN(tst_RecipeRecommender)
#include "tst_reciperecommender.moc"
