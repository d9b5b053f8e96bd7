#include "catalog/reciperecommender.h"

#include <QJsonDocument>
#include <QRegularExpression>

namespace capstudio {

namespace {

QJsonObject parse(const char *json)
{
    // The literals below are part of the program; a typo fails the recipe test.
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

// The configurations are representative bindings written for this program after the
// schemas of reference §6.1/§6.2: URLs and header names are the vendors' public ones,
// secrets are env-var names (auth.secret) or ${env:NAME} templates (forcedUrl, headers).
QList<Recipe> makeRecipes()
{
    QList<Recipe> recipes;

    Recipe email;
    email.id = QStringLiteral("transactional-email");
    email.title = RecipeRecommender::tr("Transactional email");
    email.purpose = RecipeRecommender::tr("Send an email (Postmark; SendGrid, Resend and AWS SES variants).");
    email.capability = QStringLiteral("call_external_api");
    email.customConfig = parse(R"({
        "allowedUrlPrefixes": ["https://api.postmarkapp.com/email"],
        "auth": {"type": "api-key", "secret": "POSTMARK_SERVER_TOKEN",
                 "apiKeyHeaderName": "X-Postmark-Server-Token"},
        "forcedHeaders": {"Accept": "application/json"},
        "defaultResponseTransform": {"type": "jmespath",
            "expression": "{messageId: MessageID, submittedAt: SubmittedAt, errorCode: ErrorCode, message: Message}"},
        "timeoutMs": 10000,
        "maxResponseBytes": 65536
    })");
    recipes.append(email);

    Recipe payment;
    payment.id = QStringLiteral("payment-charge");
    payment.title = RecipeRecommender::tr("Payment charge");
    payment.purpose = RecipeRecommender::tr("Charge, capture or refund a payment (Stripe; Adyen and Mollie variants), "
                                            "with a fresh idempotency key on every call.");
    payment.capability = QStringLiteral("call_external_api");
    payment.customConfig = parse(R"({
        "allowedUrlPrefixes": ["https://api.stripe.com/v1/payment_intents",
                               "https://api.stripe.com/v1/refunds"],
        "auth": {"type": "basic", "secret": "STRIPE_SECRET_KEY"},
        "forcedHeaders": {"Content-Type": "application/x-www-form-urlencoded"},
        "autoIdempotency": true,
        "idempotencyHeader": "Idempotency-Key",
        "defaultResponseTransform": {"type": "jmespath",
            "expression": "{id: id, status: status, amount: amount, currency: currency}"},
        "timeoutMs": 20000,
        "maxResponseBytes": 131072
    })");
    recipes.append(payment);

    Recipe chat;
    chat.id = QStringLiteral("chat-notification");
    chat.title = RecipeRecommender::tr("Chat notification");
    chat.purpose = RecipeRecommender::tr("Post a message to a Slack, Discord or Microsoft Teams incoming webhook.");
    chat.capability = QStringLiteral("call_external_api");
    chat.customConfig = parse(R"({
        "forcedUrl": "${env:SLACK_WEBHOOK_URL}",
        "forcedHeaders": {"Content-Type": "application/json"},
        "auth": {"type": "none"},
        "defaultResponseTransform": {"type": "template", "expression": "Posted to Slack."},
        "timeoutMs": 10000,
        "maxResponseBytes": 4096
    })");
    recipes.append(chat);

    Recipe calendar;
    calendar.id = QStringLiteral("calendar-event");
    calendar.title = RecipeRecommender::tr("Calendar event");
    calendar.purpose = RecipeRecommender::tr("Create a calendar event (Google Calendar; Microsoft Graph variant).");
    calendar.capability = QStringLiteral("call_external_api");
    calendar.customConfig = parse(R"({
        "allowedUrlPrefixes": ["https://www.googleapis.com/calendar/v3/calendars/primary/events"],
        "auth": {"type": "bearer", "secret": "GOOGLE_CALENDAR_ACCESS_TOKEN"},
        "forcedHeaders": {"Accept": "application/json"},
        "defaultResponseTransform": {"type": "jmespath",
            "expression": "{id: id, status: status, link: htmlLink, start: start, end: end}"},
        "timeoutMs": 15000,
        "maxResponseBytes": 262144
    })");
    recipes.append(calendar);

    Recipe document;
    document.id = QStringLiteral("document-render");
    document.title = RecipeRecommender::tr("Document render");
    document.purpose = RecipeRecommender::tr("Render HTML to PDF (DocRaptor returns a download URL; PDFShift returns "
                                             "bytes for upload_to_storage; self-hosted Gotenberg via multipart).");
    document.capability = QStringLiteral("call_external_api");
    document.customConfig = parse(R"({
        "allowedUrlPrefixes": ["https://api.docraptor.com/docs"],
        "auth": {"type": "basic", "secret": "DOCRAPTOR_BASIC"},
        "forcedHeaders": {"Accept": "application/json"},
        "defaultResponseTransform": {"type": "jmespath",
            "expression": "{downloadUrl: download_url, downloadId: download_id}"},
        "timeoutMs": 60000,
        "maxResponseBytes": 65536
    })");
    document.companionCapability = QStringLiteral("upload_to_storage");
    document.companionConfig = parse(R"({
        "keyPrefix": "documents/",
        "allowedContentTypes": ["application/pdf"],
        "maxFileSizeBytes": 10485760,
        "signedUrlTtlSeconds": 3600
    })");
    recipes.append(document);

    Recipe approval;
    approval.id = QStringLiteral("in-chat-approval");
    approval.title = RecipeRecommender::tr("In-chat approval");
    approval.purpose = RecipeRecommender::tr("Let the user approve an action in the chat before it runs.");
    approval.capability = QStringLiteral("run_workflow");
    approval.customConfig = parse(R"({
        "allowedWorkflowSlugs": ["refund-with-approval"],
        "defaultBudgetUsd": 0.5
    })");
    recipes.append(approval);

    Recipe reply;
    reply.id = QStringLiteral("sms-whatsapp-inbound-reply");
    reply.title = RecipeRecommender::tr("SMS / WhatsApp inbound reply");
    reply.purpose = RecipeRecommender::tr("Reply to an inbound SMS or WhatsApp message (Twilio, Meta Cloud).");
    reply.capability = QStringLiteral("send_message_to_channel");
    reply.customConfig = parse(R"({
        "providers": {"twilio": {"accountSidEnv": "TWILIO_ACCOUNT_SID",
                                 "authTokenEnv": "TWILIO_AUTH_TOKEN"}},
        "throttle": {"perConversationPerHour": 20},
        "allowForceProvider": false
    })");
    recipes.append(reply);

    Recipe longRunning;
    longRunning.id = QStringLiteral("long-running-workflow");
    longRunning.title = RecipeRecommender::tr("Long-running workflow");
    longRunning.purpose = RecipeRecommender::tr("Compose workflows that survive a deploy (dispatch cache, checkpoints); "
                                                "no binding.");
    recipes.append(longRunning);

    for (Recipe &recipe : recipes)
        recipe.fileName = recipe.id + QStringLiteral(".md");
    return recipes;
}

Recipe makeGeneric()
{
    Recipe generic;
    generic.id = QStringLiteral("generic-http");
    generic.title = RecipeRecommender::tr("Generic HTTP call");
    generic.purpose = RecipeRecommender::tr("Call one HTTP endpoint; start from this binding and pick a vendor "
                                            "shape from the recipe catalogue.");
    generic.fileName = QStringLiteral("index.md");
    generic.capability = QStringLiteral("call_external_api");
    generic.customConfig = parse(R"({
        "allowedUrlPrefixes": ["https://api.example.com/"],
        "auth": {"type": "bearer", "secret": "EXAMPLE_API_TOKEN"},
        "timeoutMs": 30000,
        "maxResponseBytes": 1048576
    })");
    return generic;
}

// A trigger matches when one of `words` (a word or a phrase of consecutive words) is in
// the text and, when `with` is not empty, one of `with` as well.
struct Trigger
{
    QStringList words;
    QStringList with;
};

struct Rule
{
    QString recipeId;
    QList<Trigger> triggers;
};

const QList<Rule> &rules()
{
    static const QList<Rule> table = [] {
        const QStringList paymentNouns{
                QStringLiteral("card"), QStringLiteral("cards"), QStringLiteral("customer"),
                QStringLiteral("customers"), QStringLiteral("payment"), QStringLiteral("payments"),
                QStringLiteral("amount"), QStringLiteral("invoice"), QStringLiteral("subscription"),
                QStringLiteral("fee"), QStringLiteral("fees")};
        const auto words = [](const char *list) {
            return QString::fromLatin1(list).split(QLatin1Char(','), Qt::SkipEmptyParts);
        };
        return QList<Rule>{
                {QStringLiteral("transactional-email"),
                 {{words("email,emails,emailed,emailing,mail,mails,mailed,newsletter,smtp,postmark,"
                         "sendgrid,mailgun,aws ses,amazon ses"),
                   {}}}},
                {QStringLiteral("payment-charge"),
                 {{words("stripe,adyen,mollie,paypal,braintree,refund,refunds,refunded,refunding,"
                         "chargeback"),
                   {}},
                  {words("charge,charges,charged,charging,capture,captures,captured,capturing,bill,"
                         "bills,billed"),
                   paymentNouns},
                  {words("payment,payments"),
                   words("take,takes,taking,collect,collects,collecting,process,processes,processing,"
                         "accept,accepts,accepting,make,makes,making,create,creates,creating,issue,"
                         "issues,issuing,initiate,initiates,initiating,authorize,authorizes,"
                         "authorizing,authorise,authorises,authorising")}}},
                {QStringLiteral("chat-notification"),
                 {{words("slack,discord,microsoft teams,ms teams,teams channel,teams chat,teams message,"
                         "teams webhook,to teams,on teams,in teams"),
                   {}}}},
                {QStringLiteral("calendar-event"),
                 {{words("calendar,calendars,caldav,ical,icalendar"), {}},
                  {words("meeting,meetings,appointment,appointments"),
                   words("create,creates,creating,schedule,schedules,scheduling,book,books,booking,"
                         "add,adds,adding,set,sets,setting")},
                  {words("invite,invites,invitation,invitations"),
                   words("meeting,meetings,event,events")}}},
                {QStringLiteral("document-render"),
                 {{words("pdf,pdfs,gotenberg,docraptor,pdfshift,wkhtmltopdf"), {}},
                  {words("render,renders,rendered,rendering,convert,converts,converted,converting,"
                         "print,prints,printed,printing"),
                   words("html,document,documents,invoice,invoices,page,pages")}}},
        };
    }();
    return table;
}

QStringList tokenize(const QString &text)
{
    static const QRegularExpression eMail(QStringLiteral("\\be-(mail)"));
    static const QRegularExpression separators(QStringLiteral("[^\\p{L}\\p{N}]+"));
    QString lower = text.toLower();
    lower.replace(eMail, QStringLiteral("e\\1"));
    QStringList tokens = lower.split(separators, Qt::SkipEmptyParts);
    // "in charge of" is about people, not money.
    const QString charge = QStringLiteral("charge");
    for (int i = 0; i < tokens.size(); ++i) {
        if (tokens.at(i) == charge
            && ((i > 0 && tokens.at(i - 1) == QLatin1String("in"))
                || (i + 1 < tokens.size() && tokens.at(i + 1) == QLatin1String("of"))))
            tokens[i].clear();
    }
    return tokens;
}

bool containsPhrase(const QStringList &tokens, const QString &phrase)
{
    const QStringList parts = phrase.split(QLatin1Char(' '));
    for (int i = 0; i + parts.size() <= tokens.size(); ++i) {
        bool all = true;
        for (int j = 0; j < parts.size() && all; ++j)
            all = tokens.at(i + j) == parts.at(j);
        if (all)
            return true;
    }
    return false;
}

QString firstIn(const QStringList &tokens, const QStringList &phrases)
{
    for (const QString &phrase : phrases) {
        if (containsPhrase(tokens, phrase))
            return phrase;
    }
    return {};
}

} // namespace

const QList<Recipe> &RecipeRecommender::recipes()
{
    static const QList<Recipe> all = makeRecipes();
    return all;
}

const Recipe &RecipeRecommender::genericHttp()
{
    static const Recipe generic = makeGeneric();
    return generic;
}

std::optional<Recipe> RecipeRecommender::recipe(const QString &id)
{
    if (id == genericHttp().id)
        return genericHttp();
    for (const Recipe &candidate : recipes()) {
        if (candidate.id == id)
            return candidate;
    }
    return std::nullopt;
}

std::optional<Recipe> RecipeRecommender::recommend(const QString &executionType, const QString &description)
{
    return recommend(executionType, description, nullptr);
}

std::optional<Recipe> RecipeRecommender::recommend(const QString &executionType, const QString &description,
                                                   QString *reason)
{
    const QStringList tokens = tokenize(description);
    const Rule *best = nullptr;
    int bestScore = 0;
    QStringList bestWords;
    for (const Rule &rule : rules()) {
        int score = 0;
        QStringList matched;
        for (const Trigger &trigger : rule.triggers) {
            if (trigger.with.isEmpty()) {
                for (const QString &phrase : trigger.words) {
                    if (containsPhrase(tokens, phrase)) {
                        ++score;
                        matched.append(phrase);
                    }
                }
                continue;
            }
            const QString word = firstIn(tokens, trigger.words);
            const QString other = word.isEmpty() ? QString() : firstIn(tokens, trigger.with);
            if (!other.isEmpty()) {
                ++score;
                matched.append(word);
                matched.append(other);
            }
        }
        if (score > bestScore) {
            best = &rule;
            bestScore = score;
            bestWords = matched;
        }
    }

    if (best) {
        if (reason) {
            bestWords.removeDuplicates();
            QStringList quoted;
            for (const QString &word : std::as_const(bestWords))
                quoted.append(tr("“%1”").arg(word));
            *reason = tr("It mentions %1.").arg(quoted.join(tr(", ")));
        }
        return recipe(best->recipeId);
    }
    if (executionType == QLatin1String("api") || executionType == QLatin1String("webhook")) {
        if (reason)
            *reason = tr("The execution type is %1: Sunrise's dispatcher still needs a registered class "
                         "for the slug, and call_external_api already is that class.")
                              .arg(executionType);
        return genericHttp();
    }
    if (reason)
        reason->clear();
    return std::nullopt;
}

} // namespace capstudio
