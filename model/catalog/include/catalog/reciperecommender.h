#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace capstudio {

// One recipe of Sunrise's .context/orchestration/recipes/ (reference §6.3): a binding of an
// existing capability that gets an integration done without new code.
struct Recipe
{
    QString id;          // the recipe file without ".md": "transactional-email"
    QString title;       // "Transactional email"
    QString purpose;     // what it is for, one sentence
    QString fileName;    // "transactional-email.md" under .context/orchestration/recipes/
    QString capability;  // the capability to bind ("call_external_api"); empty: no binding
    // A representative per-agent customConfig for that capability (reference §6.1/§6.2):
    // secrets only as ${env:NAME} templates or env-var names, never values.
    QJsonObject customConfig;
    // A second binding some recipes need (document-render stores the PDF bytes).
    QString companionCapability;
    QJsonObject companionConfig;
};

// The recipes as data, and which one to recommend before someone writes a new capability.
//
// recommend() looks at the description (and the execution type) and returns the most
// specific recipe:
//
// 1. The description is matched word by word, case-insensitively and on whole words only
//    ("emailer" or "slackness" match nothing). "e-mail" counts as "email". The phrases
//    "in charge" and "charge of" are ignored ("the team in charge of billing").
//      transactional-email  email, emails, emailed, emailing, mail, mails, mailed, newsletter,
//                           smtp, postmark, sendgrid, mailgun, "aws ses", "amazon ses"
//      chat-notification    slack, discord, "microsoft teams", "ms teams", "teams channel",
//                           "teams chat", "teams message", "teams webhook", "to teams",
//                           "on teams", "in teams"
//      payment-charge       stripe, adyen, mollie, paypal, braintree, refund, refunds,
//                           refunded, refunding, chargeback; charge/charges/charged/charging,
//                           capture/captures/captured/capturing or bill/bills/billed together
//                           with card, cards, customer, customers, payment, payments, amount,
//                           invoice, subscription, fee, fees; payment/payments together with
//                           take, collect, process, accept, make, create, issue, initiate,
//                           authorize, authorise (and their -s/-ing forms)
//      calendar-event       calendar, calendars, caldav, ical, icalendar; meeting(s),
//                           appointment(s) together with create, schedule, book, add, set (and
//                           their -s/-ing forms); invite(s), invitation(s) together with
//                           meeting(s), event(s)
//      document-render      pdf, pdfs, gotenberg, docraptor, pdfshift, wkhtmltopdf; render,
//                           convert, print (and their -s/-ed/-ing forms) together with html,
//                           document, documents, invoice, invoices, page, pages
//    Each matched word (or matched pair) scores one point; the highest score wins, ties go
//    to the order above.
// 2. Otherwise, when the execution type is "api" or "webhook", the generic call_external_api
//    binding (recipe id "generic-http"): the dispatcher needs a registered class for every
//    slug anyway (reference §12), and call_external_api already is that class.
// 3. Otherwise nothing: build a capability.
//
// Only the HTTP-shaped call_external_api recipes are ever recommended; in-chat-approval,
// sms-whatsapp-inbound-reply and long-running-workflow are listed for completeness.
class RecipeRecommender
{
    Q_DECLARE_TR_FUNCTIONS(RecipeRecommender)

public:
    // Every recipe of reference §6.3 (index.md excluded), in the table's order.
    static const QList<Recipe> &recipes();
    // The generic call_external_api binding recommended for api/webhook types.
    static const Recipe &genericHttp();
    static std::optional<Recipe> recipe(const QString &id);

    static std::optional<Recipe> recommend(const QString &executionType, const QString &description);
    // Same; *reason says why in a sentence for people ("It mentions “email”.").
    static std::optional<Recipe> recommend(const QString &executionType, const QString &description,
                                           QString *reason);

    // The recipes folder in a Sunrise checkout.
    static QString recipesFolder() { return QStringLiteral(".context/orchestration/recipes/"); }
};

} // namespace capstudio
