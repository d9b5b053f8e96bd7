#include "deploymentgenerator.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

namespace {

QString conversationId(int index)
{
    return QStringLiteral("cdep%1").arg(index, 21, 10, QLatin1Char('0'));
}

QString messageId(int index, int message)
{
    return QStringLiteral("cmsg%1%2").arg(index, 20, 10, QLatin1Char('0')).arg(message);
}

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QString sqlText(const QString &value)
{
    QString quoted = value;
    quoted.replace(QLatin1Char('\''), QLatin1String("''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString sqlTextOrNull(const QJsonValue &value)
{
    return value.isString() ? sqlText(value.toString()) : QStringLiteral("NULL");
}

QString sqlTime(const QJsonValue &value)
{
    const QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs).toUTC();
    return sqlText(time.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")));
}

} // namespace

QSet<QString> DeploymentGenerator::keysOf(const QList<Leak> &leaks, const std::function<bool(const Leak &)> &keep)
{
    QSet<QString> keys;
    for (const Leak &leak : leaks) {
        if (keep(leak))
            keys.insert(leak.key());
    }
    return keys;
}

QString DeploymentGenerator::Leak::key() const
{
    return conversationId + QLatin1Char('\n') + messageId + QLatin1Char('\n') + pointer + QLatin1Char('\n') + kind;
}

const QStringList &DeploymentGenerator::agentSlugs()
{
    static const QStringList slugs{QStringLiteral("billing"), QStringLiteral("sales"), QStringLiteral("support")};
    return slugs;
}

DeploymentGenerator::DeploymentGenerator(const QHash<QString, QString> &agentIds, int padding)
    : m_agentIds(agentIds)
{
    static const QString prose = QStringLiteral(
        "Parcels that are more than five working days late can be cancelled for a full refund, or "
        "kept with a goodwill voucher; the carrier's tracking is updated twice a day. ");
    while (m_padding.size() < padding)
        m_padding += prose;
    m_padding.truncate(padding);
}

QJsonObject DeploymentGenerator::conversation(int index, QList<Leak> *leaks) const
{
    const QString agent = agentSlugs().at(index % agentSlugs().size());
    const QDate date = QDate(2026, 11, 1).addDays(index % 30);
    const QDateTime start(date, QTime(8, 0).addSecs(60 * ((index * 7) % 600)), Qt::UTC);
    const QString id = conversationId(index);
    const QString order = QStringLiteral("DE-%1").arg(100000 + index);
    const auto at = [&](int second) { return start.addSecs(second).toString(Qt::ISODateWithMs); };
    const auto plant = [&](int message, const QString &pointer, const QString &kind, const QString &capability) {
        if (leaks)
            leaks->append(Leak{id, messageId(index, message), pointer, kind, capability, agent,
                               date.toString(Qt::ISODate)});
    };
    const auto message = [&](int number, const QString &role, const QString &content) {
        return QJsonObject{{QStringLiteral("id"), messageId(index, number)},
                           {QStringLiteral("role"), role},
                           {QStringLiteral("content"), content},
                           {QStringLiteral("capabilitySlug"), QJsonValue::Null},
                           {QStringLiteral("toolCallId"), QJsonValue::Null},
                           {QStringLiteral("createdAt"), at(number)},
                           {QStringLiteral("modelId"), QJsonValue::Null},
                           {QStringLiteral("providerSlug"), QJsonValue::Null},
                           {QStringLiteral("provenance"), QJsonValue::Null}};
    };

    QString question = QStringLiteral("Hi, my order %1 has not arrived yet.").arg(order);
    if (index % 7 == 0) {
        question += QStringLiteral(" Write to me at customer%1@example.org.").arg(index);
        plant(0, QStringLiteral("/content"), QStringLiteral("email"), QString());
    }
    if (index % 19 == 0) {
        question += QStringLiteral(" Charge it to 4111 1111 1111 1111 again.");
        plant(0, QStringLiteral("/content"), QStringLiteral("card-number"), QString());
    }

    QJsonObject customer{{QStringLiteral("customerId"), QStringLiteral("CUST-%1").arg(index)},
                         {QStringLiteral("tier"), QStringLiteral("standard")}};
    if (index % 11 == 0) {
        customer.insert(QStringLiteral("email"), QStringLiteral("c%1@example.net").arg(index));
        plant(1, QStringLiteral("/content"), QStringLiteral("email"), QStringLiteral("lookup_customer"));
    }
    QJsonObject customerRow = message(1, QStringLiteral("tool"),
                                      compact({{QStringLiteral("success"), true}, {QStringLiteral("data"), customer}}));
    customerRow.insert(QStringLiteral("capabilitySlug"), QStringLiteral("lookup_customer"));
    customerRow.insert(QStringLiteral("toolCallId"), QStringLiteral("toolu_c%1").arg(index));

    const QJsonObject orderData{{QStringLiteral("orderNumber"), order}, {QStringLiteral("status"), QStringLiteral("in_transit")}};
    QJsonObject orderRow = message(2, QStringLiteral("tool"),
                                   compact({{QStringLiteral("success"), true}, {QStringLiteral("data"), orderData}}));
    orderRow.insert(QStringLiteral("capabilitySlug"), QStringLiteral("lookup_order"));
    orderRow.insert(QStringLiteral("toolCallId"), QStringLiteral("toolu_o%1").arg(index));

    QString email = QStringLiteral("c***@e***.net");
    if (index % 13 == 0) {
        email = QStringLiteral("buyer%1@example.com").arg(index);
        plant(3, QStringLiteral("/provenance/capabilityCalls/0/arguments/email"), QStringLiteral("email"),
              QStringLiteral("lookup_customer"));
    }
    QJsonObject maskedCustomer = customer;
    if (maskedCustomer.contains(QStringLiteral("email")))
        maskedCustomer.insert(QStringLiteral("email"), QStringLiteral("c***@e***.net"));
    const bool orderFailed = index % 23 == 0;
    QJsonObject orderCall{{QStringLiteral("slug"), QStringLiteral("lookup_order")},
                          {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("order_number"), order}}},
                          {QStringLiteral("latencyMs"), 80 + index % 40},
                          {QStringLiteral("success"), !orderFailed}};
    if (orderFailed)
        orderCall.insert(QStringLiteral("errorCode"), QStringLiteral("timeout"));
    else
        orderCall.insert(QStringLiteral("resultPreview"),
                         compact({{QStringLiteral("success"), true}, {QStringLiteral("data"), orderData}}));
    const QJsonObject provenance{
        {QStringLiteral("capabilityCalls"),
         QJsonArray{QJsonObject{{QStringLiteral("slug"), QStringLiteral("lookup_customer")},
                                {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("email"), email}}},
                                {QStringLiteral("latencyMs"), 100 + index % 50},
                                {QStringLiteral("success"), true},
                                {QStringLiteral("resultPreview"),
                                 compact({{QStringLiteral("success"), true}, {QStringLiteral("data"), maskedCustomer}})}},
                    orderCall}}};
    QJsonObject answer = message(3, QStringLiteral("assistant"),
                                 QStringLiteral("Your order %1 is on its way. ").arg(order) + m_padding);
    answer.insert(QStringLiteral("modelId"), QStringLiteral("claude-sonnet-4-5"));
    answer.insert(QStringLiteral("providerSlug"), QStringLiteral("anthropic"));
    answer.insert(QStringLiteral("provenance"), provenance);

    const QJsonObject head{{QStringLiteral("id"), id},
                           {QStringLiteral("title"), QStringLiteral("Order %1").arg(order)},
                           {QStringLiteral("userId"), QJsonValue::Null},
                           {QStringLiteral("agentId"), m_agentIds.value(agent)},
                           {QStringLiteral("isActive"), true},
                           {QStringLiteral("createdAt"), at(0)},
                           {QStringLiteral("updatedAt"), at(3)}};
    return QJsonObject{{QStringLiteral("conversation"), head},
                       {QStringLiteral("messages"), QJsonArray{message(0, QStringLiteral("user"), question),
                                                               customerRow, orderRow, answer}}};
}

QStringList DeploymentGenerator::sunriseInserts(int first, int count) const
{
    constexpr int PerStatement = 100;
    QStringList statements;
    for (int begin = first; begin < first + count; begin += PerStatement) {
        QStringList conversations;
        QStringList messages;
        for (int index = begin; index < std::min(first + count, begin + PerStatement); ++index) {
            const QJsonObject data = conversation(index);
            const QJsonObject head = data.value(QStringLiteral("conversation")).toObject();
            conversations << QStringLiteral("(%1, NULL, %2, %3, true, %4, %5)")
                                 .arg(sqlText(head.value(QStringLiteral("id")).toString()),
                                      sqlText(head.value(QStringLiteral("agentId")).toString()),
                                      sqlText(head.value(QStringLiteral("title")).toString()),
                                      sqlTime(head.value(QStringLiteral("createdAt"))),
                                      sqlTime(head.value(QStringLiteral("updatedAt"))));
            for (const QJsonValue &value : data.value(QStringLiteral("messages")).toArray()) {
                const QJsonObject row = value.toObject();
                const QJsonValue provenance = row.value(QStringLiteral("provenance"));
                messages << QStringLiteral("(%1, %2, %3, %4, %5, %6, %7, %8, %9, %10)")
                                .arg(sqlText(row.value(QStringLiteral("id")).toString()),
                                     sqlText(head.value(QStringLiteral("id")).toString()),
                                     sqlText(row.value(QStringLiteral("role")).toString()),
                                     sqlText(row.value(QStringLiteral("content")).toString()),
                                     sqlTextOrNull(row.value(QStringLiteral("capabilitySlug"))),
                                     sqlTextOrNull(row.value(QStringLiteral("toolCallId"))),
                                     sqlTime(row.value(QStringLiteral("createdAt"))),
                                     sqlTextOrNull(row.value(QStringLiteral("modelId"))),
                                     sqlTextOrNull(row.value(QStringLiteral("providerSlug"))))
                                .arg(provenance.isObject() ? sqlText(compact(provenance.toObject())) + QStringLiteral("::jsonb")
                                                           : QStringLiteral("NULL"));
            }
        }
        statements << QStringLiteral("INSERT INTO \"ai_conversation\" (\"id\", \"userId\", \"agentId\", \"title\", "
                                     "\"isActive\", \"createdAt\", \"updatedAt\") VALUES ")
                + conversations.join(QStringLiteral(", "));
        statements << QStringLiteral("INSERT INTO \"ai_message\" (\"id\", \"conversationId\", \"role\", \"content\", "
                                     "\"capabilitySlug\", \"toolCallId\", \"createdAt\", \"modelId\", \"providerSlug\", "
                                     "\"provenance\") VALUES ")
                + messages.join(QStringLiteral(", "));
    }
    return statements;
}
