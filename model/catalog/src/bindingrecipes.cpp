#include "catalog/bindingrecipes.h"

#include "catalog/reciperecommender.h"

#include <QJsonDocument>

namespace capstudio {

namespace {

QJsonObject parse(const char *json)
{
    // The literals below are part of the program; a typo fails tst_bindingrules.
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

// RecipeRecommender's representative config of a recipe (the first variant of each group).
QJsonObject representative(const char *recipeId, bool companion = false)
{
    const std::optional<Recipe> recipe = RecipeRecommender::recipe(QString::fromLatin1(recipeId));
    if (!recipe)
        return {};
    return companion ? recipe->companionConfig : recipe->customConfig;
}

struct Builder
{
    QList<BindingRecipe> list;
    QString group;
    QString groupTitle;
    QString capability = QStringLiteral("call_external_api");

    void add(const char *variant, const QString &title, const QJsonObject &config, const QString &note)
    {
        list.append(BindingRecipe{group + u'/' + QString::fromLatin1(variant), groupTitle, title,
                                  capability, config, note});
    }
};

QList<BindingRecipe> makeRecipes()
{
    Builder b;
    b.group = QStringLiteral("transactional-email");
    b.groupTitle = BindingRecipes::tr("Transactional email");
    b.add("postmark", QStringLiteral("Postmark"), representative("transactional-email"),
          BindingRecipes::tr("Set POSTMARK_SERVER_TOKEN and allow api.postmarkapp.com."));
    b.add("sendgrid", QStringLiteral("SendGrid"), parse(R"({
        "allowedUrlPrefixes": ["https://api.sendgrid.com/v3/mail/send"],
        "auth": {"type": "bearer", "secret": "SENDGRID_API_KEY"},
        "forcedHeaders": {"Accept": "application/json"},
        "defaultResponseTransform": {"type": "template", "expression": "Email accepted by SendGrid."},
        "timeoutMs": 10000,
        "maxResponseBytes": 65536
    })"),
          BindingRecipes::tr("Set SENDGRID_API_KEY and allow api.sendgrid.com. SendGrid answers 202 with "
                             "an empty body, hence the template transform."));
    b.add("resend", QStringLiteral("Resend"), parse(R"({
        "allowedUrlPrefixes": ["https://api.resend.com/emails"],
        "auth": {"type": "bearer", "secret": "RESEND_API_KEY"},
        "forcedHeaders": {"Accept": "application/json"},
        "defaultResponseTransform": {"type": "jmespath", "expression": "{id: id}"},
        "timeoutMs": 10000,
        "maxResponseBytes": 65536
    })"),
          BindingRecipes::tr("Set RESEND_API_KEY and allow api.resend.com."));
    b.add("aws-ses", QStringLiteral("AWS SES"), parse(R"({
        "allowedUrlPrefixes": ["https://email.us-east-1.amazonaws.com/v2/email/outbound-emails"],
        "auth": {"type": "basic", "secret": "AWS_SES_BASIC"},
        "forcedHeaders": {"Accept": "application/json"},
        "defaultResponseTransform": {"type": "jmespath", "expression": "{messageId: MessageId}"},
        "timeoutMs": 10000,
        "maxResponseBytes": 65536
    })"),
          BindingRecipes::tr("Set AWS_SES_BASIC (user:password of an SES-compatible endpoint) and allow "
                             "its host; change the region in the prefix."));
    b.add("gateway", BindingRecipes::tr("Own email gateway"), parse(R"({
        "forcedUrl": "${env:EMAIL_GATEWAY_URL}",
        "auth": {"type": "api-key", "secret": "POSTMARK_SERVER_TOKEN",
                 "apiKeyHeaderName": "X-Postmark-Server-Token"},
        "forcedHeaders": {"Accept": "application/json", "X-Tenant-Id": "${env:EMAIL_TENANT_ID}"},
        "defaultResponseTransform": {"type": "jmespath",
            "expression": "{messageId: MessageID, to: To, errorCode: ErrorCode}"},
        "timeoutMs": 15000,
        "maxResponseBytes": 32768
    })"),
          BindingRecipes::tr("Set EMAIL_GATEWAY_URL, EMAIL_TENANT_ID and POSTMARK_SERVER_TOKEN on every "
                             "server; the model cannot choose the URL."));

    b.group = QStringLiteral("payment-charge");
    b.groupTitle = BindingRecipes::tr("Payment charge");
    b.add("stripe", QStringLiteral("Stripe"), representative("payment-charge"),
          BindingRecipes::tr("Set STRIPE_SECRET_KEY (sent as basic auth) and allow api.stripe.com."));
    b.add("adyen", QStringLiteral("Adyen"), parse(R"({
        "allowedUrlPrefixes": ["https://checkout-test.adyen.com/v71/payments"],
        "auth": {"type": "api-key", "secret": "ADYEN_API_KEY", "apiKeyHeaderName": "X-API-Key"},
        "forcedHeaders": {"X-API-Key": "${env:ADYEN_API_KEY}", "Accept": "application/json"},
        "autoIdempotency": true,
        "idempotencyHeader": "Idempotency-Key",
        "defaultResponseTransform": {"type": "jmespath",
            "expression": "{pspReference: pspReference, resultCode: resultCode, amount: amount}"},
        "timeoutMs": 20000,
        "maxResponseBytes": 131072
    })"),
          BindingRecipes::tr("Set ADYEN_API_KEY and allow checkout-test.adyen.com (the live host "
                             "carries your account prefix)."));
    b.add("mollie", QStringLiteral("Mollie"), parse(R"({
        "allowedUrlPrefixes": ["https://api.mollie.com/v2/payments", "https://api.mollie.com/v2/refunds"],
        "auth": {"type": "bearer", "secret": "MOLLIE_API_KEY"},
        "forcedHeaders": {"Accept": "application/json"},
        "autoIdempotency": true,
        "idempotencyHeader": "Idempotency-Key",
        "defaultResponseTransform": {"type": "jmespath",
            "expression": "{id: id, status: status, amount: amount, checkoutUrl: _links.checkout.href}"},
        "timeoutMs": 20000,
        "maxResponseBytes": 131072
    })"),
          BindingRecipes::tr("Set MOLLIE_API_KEY and allow api.mollie.com."));

    b.group = QStringLiteral("chat-notification");
    b.groupTitle = BindingRecipes::tr("Chat notification");
    b.add("slack", QStringLiteral("Slack"), representative("chat-notification"),
          BindingRecipes::tr("Set SLACK_WEBHOOK_URL (the webhook URL is the secret) and allow "
                             "hooks.slack.com."));
    b.add("discord", QStringLiteral("Discord"), parse(R"({
        "forcedUrl": "${env:DISCORD_WEBHOOK_URL}",
        "forcedHeaders": {"Content-Type": "application/json"},
        "auth": {"type": "none"},
        "defaultResponseTransform": {"type": "template", "expression": "Posted to Discord."},
        "timeoutMs": 10000,
        "maxResponseBytes": 4096
    })"),
          BindingRecipes::tr("Set DISCORD_WEBHOOK_URL and allow discord.com."));
    b.add("teams", QStringLiteral("Microsoft Teams"), parse(R"({
        "forcedUrl": "${env:TEAMS_WEBHOOK_URL}",
        "forcedHeaders": {"Content-Type": "application/json"},
        "auth": {"type": "none"},
        "defaultResponseTransform": {"type": "template", "expression": "Posted to Teams."},
        "timeoutMs": 10000,
        "maxResponseBytes": 4096
    })"),
          BindingRecipes::tr("Set TEAMS_WEBHOOK_URL to the channel's incoming webhook URL (the URL is "
                             "the secret) and allow its host, e.g. your tenant's webhook.office.com."));

    b.group = QStringLiteral("calendar-event");
    b.groupTitle = BindingRecipes::tr("Calendar event");
    b.add("google", QStringLiteral("Google Calendar"), representative("calendar-event"),
          BindingRecipes::tr("Set GOOGLE_CALENDAR_ACCESS_TOKEN (refresh it outside Sunrise) and allow "
                             "www.googleapis.com."));
    b.add("microsoft-graph", QStringLiteral("Microsoft Graph"), parse(R"({
        "allowedUrlPrefixes": ["https://graph.microsoft.com/v1.0/me/events",
                               "https://graph.microsoft.com/v1.0/me/calendars/"],
        "auth": {"type": "bearer", "secret": "MS_GRAPH_ACCESS_TOKEN"},
        "forcedHeaders": {"Accept": "application/json"},
        "defaultResponseTransform": {"type": "jmespath",
            "expression": "{id: id, link: webLink, start: start, end: end}"},
        "timeoutMs": 15000,
        "maxResponseBytes": 262144
    })"),
          BindingRecipes::tr("Set MS_GRAPH_ACCESS_TOKEN and allow graph.microsoft.com."));

    b.group = QStringLiteral("document-render");
    b.groupTitle = BindingRecipes::tr("Document render");
    b.add("docraptor", QStringLiteral("DocRaptor"), representative("document-render"),
          BindingRecipes::tr("Set DOCRAPTOR_BASIC (api key followed by \":\") and allow api.docraptor.com."));
    b.add("pdfshift", QStringLiteral("PDFShift"), parse(R"({
        "allowedUrlPrefixes": ["https://api.pdfshift.io/v3/convert/pdf"],
        "auth": {"type": "api-key", "secret": "PDFSHIFT_API_KEY", "apiKeyHeaderName": "X-API-Key"},
        "forcedHeaders": {"Accept": "application/pdf"},
        "defaultResponseTransform": {"type": "template", "expression": "PDF rendered."},
        "timeoutMs": 60000,
        "maxResponseBytes": 10485760
    })"),
          BindingRecipes::tr("Set PDFSHIFT_API_KEY and allow api.pdfshift.io; bind upload_to_storage "
                             "too, PDFShift returns the PDF bytes."));
    b.add("gotenberg", QStringLiteral("Gotenberg"), parse(R"({
        "allowedUrlPrefixes": ["http://gotenberg.internal:3000/forms/chromium/convert/"],
        "auth": {"type": "none"},
        "forcedHeaders": {"Accept": "application/pdf"},
        "defaultResponseTransform": {"type": "template", "expression": "PDF rendered."},
        "timeoutMs": 60000,
        "maxResponseBytes": 10485760
    })"),
          BindingRecipes::tr("Self-hosted, called with multipart: allow gotenberg.internal (the "
                             "allowlist is the only host control here) and keep auth non-hmac."));
    b.capability = QStringLiteral("upload_to_storage");
    b.add("storage", BindingRecipes::tr("Store the PDF"), representative("document-render", true),
          BindingRecipes::tr("The companion binding that stores rendered PDFs."));

    b.group = QStringLiteral("in-chat-approval");
    b.groupTitle = BindingRecipes::tr("In-chat approval");
    b.capability = QStringLiteral("run_workflow");
    b.add("workflow", BindingRecipes::tr("Workflow with a human_approval step"),
          representative("in-chat-approval"),
          BindingRecipes::tr("Publish the workflow first; the Approve/Reject card comes from its "
                             "human_approval step."));

    b.group = QStringLiteral("sms-whatsapp-inbound-reply");
    b.groupTitle = BindingRecipes::tr("SMS / WhatsApp inbound reply");
    b.capability = QStringLiteral("send_message_to_channel");
    b.add("twilio", QStringLiteral("Twilio"), representative("sms-whatsapp-inbound-reply"),
          BindingRecipes::tr("Set TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN."));
    b.add("meta", QStringLiteral("Meta WhatsApp Cloud"), parse(R"({
        "providers": {"meta": {"accessTokenEnv": "META_WHATSAPP_ACCESS_TOKEN",
                               "phoneNumberIdEnv": "META_WHATSAPP_PHONE_NUMBER_ID"}},
        "throttle": {"perConversationPerHour": 20},
        "allowForceProvider": false
    })"),
          BindingRecipes::tr("Set META_WHATSAPP_ACCESS_TOKEN and META_WHATSAPP_PHONE_NUMBER_ID."));
    return b.list;
}

} // namespace

const QList<BindingRecipe> &BindingRecipes::all()
{
    static const QList<BindingRecipe> recipes = makeRecipes();
    return recipes;
}

QList<BindingRecipe> BindingRecipes::forCapability(const QString &capabilitySlug)
{
    QList<BindingRecipe> matching;
    for (const BindingRecipe &recipe : all()) {
        if (recipe.capabilitySlug == capabilitySlug)
            matching.append(recipe);
    }
    return matching;
}

std::optional<BindingRecipe> BindingRecipes::recipe(const QString &id)
{
    for (const BindingRecipe &recipe : all()) {
        if (recipe.id == id)
            return recipe;
    }
    return std::nullopt;
}

} // namespace capstudio
