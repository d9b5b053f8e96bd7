#include "sunrisestore.h"

#include <QDateTime>
#include <QRandomGenerator>

#include <algorithm>

namespace sunrisetest {

namespace {

const QJsonValue Null(QJsonValue::Null);

void fillDefaults(QJsonObject &row, const QJsonObject &defaults)
{
    for (auto it = defaults.constBegin(); it != defaults.constEnd(); ++it) {
        if (!row.contains(it.key()))
            row.insert(it.key(), it.value());
    }
}

QString base36(quint64 value, int width)
{
    static const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    QString text(width, QLatin1Char('0'));
    for (int i = width - 1; i >= 0; --i) {
        text[i] = QLatin1Char(digits[value % 36]);
        value /= 36;
    }
    return text;
}

QString stringOr(const QJsonObject &row, const QString &key, const QString &fallback)
{
    const QJsonValue value = row.value(key);
    return value.isString() ? value.toString() : fallback;
}

} // namespace

QString SunriseStore::newId()
{
    for (;;) {
        QString id = QStringLiteral("c") + base36(quint64(QDateTime::currentMSecsSinceEpoch()), 8)
            + base36(m_idCounter++ % (36u * 36u * 36u * 36u), 4);
        QRandomGenerator *random = QRandomGenerator::global();
        id += base36(random->bounded(quint64(4738381338321616896ULL)), 12); // 36^12
        if (!m_capabilityIndex.contains(id) && !m_agentIndex.contains(id) && !m_conversationIndex.contains(id))
            return id;
    }
}

QString SunriseStore::isoNow()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

qint64 SunriseStore::isoToMs(const QJsonValue &value)
{
    if (!value.isString())
        return 0;
    // Fast path for the form the server itself writes: YYYY-MM-DDTHH:MM:SS[.mmm]Z
    const QString text = value.toString();
    auto digits = [&text](int from, int count, int *out) {
        int number = 0;
        for (int i = from; i < from + count; ++i) {
            const QChar c = text.at(i);
            if (c < QLatin1Char('0') || c > QLatin1Char('9'))
                return false;
            number = number * 10 + (c.unicode() - '0');
        }
        *out = number;
        return true;
    };
    if ((text.size() == 20 || text.size() == 24) && text.at(4) == QLatin1Char('-') && text.at(7) == QLatin1Char('-')
        && text.at(10) == QLatin1Char('T') && text.at(13) == QLatin1Char(':') && text.at(16) == QLatin1Char(':')
        && text.endsWith(QLatin1Char('Z')) && (text.size() == 20 || text.at(19) == QLatin1Char('.'))) {
        int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, millis = 0;
        if (digits(0, 4, &year) && digits(5, 2, &month) && digits(8, 2, &day) && digits(11, 2, &hour)
            && digits(14, 2, &minute) && digits(17, 2, &second) && (text.size() == 20 || digits(20, 3, &millis))) {
            const QDate date(year, month, day);
            if (date.isValid() && hour < 24 && minute < 60 && second < 60) {
                constexpr qint64 UnixEpochJulianDay = 2440588;
                return (date.toJulianDay() - UnixEpochJulianDay) * 86400000LL + hour * 3600000LL + minute * 60000LL
                    + second * 1000LL + millis;
            }
        }
    }
    QDateTime parsed = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!parsed.isValid())
        parsed = QDateTime::fromString(text, Qt::ISODate);
    return parsed.isValid() ? parsed.toMSecsSinceEpoch() : 0;
}

QJsonObject SunriseStore::addCapability(const QJsonObject &input)
{
    QJsonObject row = input;
    if (!row.value(QStringLiteral("id")).isString() || row.value(QStringLiteral("id")).toString().isEmpty())
        row.insert(QStringLiteral("id"), newId());
    if (!row.contains(QStringLiteral("slug")))
        row.insert(QStringLiteral("slug"), QStringLiteral("capability-%1").arg(++m_autoSlugCounter));
    const QString slug = stringOr(row, QStringLiteral("slug"), QString());
    const QString description = stringOr(row, QStringLiteral("description"), QString());
    fillDefaults(row, QJsonObject{
        {QStringLiteral("name"), slug},
        {QStringLiteral("description"), description},
        {QStringLiteral("category"), QStringLiteral("general")},
        {QStringLiteral("functionDefinition"),
         QJsonObject{{QStringLiteral("name"), slug},
                     {QStringLiteral("description"), description},
                     {QStringLiteral("parameters"),
                      QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                                  {QStringLiteral("properties"), QJsonObject()}}}}},
        {QStringLiteral("executionType"), QStringLiteral("internal")},
        {QStringLiteral("executionHandler"), QStringLiteral("TestCapability")},
        {QStringLiteral("executionConfig"), Null},
        {QStringLiteral("requiresApproval"), false},
        {QStringLiteral("approvalTimeoutMs"), Null},
        {QStringLiteral("rateLimit"), Null},
        {QStringLiteral("isIdempotent"), false},
        {QStringLiteral("isActive"), true},
        {QStringLiteral("isSystem"), false},
        {QStringLiteral("quarantineState"), QStringLiteral("active")},
        {QStringLiteral("quarantineReason"), Null},
        {QStringLiteral("quarantineUntil"), Null},
        {QStringLiteral("metadata"), Null},
    });
    const QString id = row.value(QStringLiteral("id")).toString();
    ++m_capabilityRevision;
    const auto existing = m_capabilityIndex.constFind(id);
    if (existing != m_capabilityIndex.constEnd()) {
        m_capabilities[*existing] = row;
    } else {
        m_capabilityIndex.insert(id, int(m_capabilities.size()));
        m_capabilities.append(row);
    }
    return row;
}

QJsonObject SunriseStore::addAgent(const QJsonObject &input)
{
    QJsonObject row = input;
    if (!row.value(QStringLiteral("id")).isString() || row.value(QStringLiteral("id")).toString().isEmpty())
        row.insert(QStringLiteral("id"), newId());
    if (!row.contains(QStringLiteral("slug")))
        row.insert(QStringLiteral("slug"), QStringLiteral("agent-%1").arg(++m_autoSlugCounter));
    const QString now = isoNow();
    fillDefaults(row, QJsonObject{
        {QStringLiteral("name"), stringOr(row, QStringLiteral("slug"), QString())},
        {QStringLiteral("description"), QString()},
        {QStringLiteral("model"), QString()},
        {QStringLiteral("provider"), QStringLiteral("anthropic")},
        {QStringLiteral("kind"), QStringLiteral("chat")},
        {QStringLiteral("visibility"), QStringLiteral("internal")},
        {QStringLiteral("isActive"), true},
        {QStringLiteral("isSystem"), false},
        {QStringLiteral("monthlyBudgetUsd"), Null},
        {QStringLiteral("rateLimitRpm"), Null},
        {QStringLiteral("profileId"), Null},
        {QStringLiteral("createdBy"), Null},
        {QStringLiteral("createdAt"), now},
        {QStringLiteral("updatedAt"), row.value(QStringLiteral("createdAt")).isString()
                                          ? row.value(QStringLiteral("createdAt"))
                                          : QJsonValue(now)},
        {QStringLiteral("deletedAt"), Null},
        {QStringLiteral("lastActiveAt"), Null},
    });
    const QString id = row.value(QStringLiteral("id")).toString();
    const auto existing = m_agentIndex.constFind(id);
    if (existing != m_agentIndex.constEnd()) {
        m_agents[*existing] = row;
    } else {
        m_agentIndex.insert(id, int(m_agents.size()));
        m_agents.append(row);
    }
    return row;
}

QJsonObject SunriseStore::addBinding(const QJsonObject &input)
{
    QJsonObject row = input;
    if (!row.value(QStringLiteral("id")).isString() || row.value(QStringLiteral("id")).toString().isEmpty())
        row.insert(QStringLiteral("id"), newId());
    fillDefaults(row, QJsonObject{
        {QStringLiteral("agentId"), QString()},
        {QStringLiteral("capabilityId"), QString()},
        {QStringLiteral("isEnabled"), true},
        {QStringLiteral("customConfig"), Null},
        {QStringLiteral("customRateLimit"), Null},
    });
    const int index = bindingIndex(row.value(QStringLiteral("agentId")).toString(),
                                   row.value(QStringLiteral("capabilityId")).toString());
    if (index >= 0) {
        m_bindings[index] = row;
    } else {
        m_bindings.append(row);
        if (!m_bindingIndex.isEmpty()) {
            const QString agentId = row.value(QStringLiteral("agentId")).toString();
            m_bindingIndex.insert(agentId + QLatin1Char('\n') + row.value(QStringLiteral("capabilityId")).toString(),
                                  int(m_bindings.size()) - 1);
            m_bindingsByAgent[agentId].append(int(m_bindings.size()) - 1);
        }
    }
    return row;
}

void SunriseStore::addConversation(const QJsonObject &input, const QJsonArray &messages)
{
    QJsonObject row = input;
    if (!row.value(QStringLiteral("id")).isString() || row.value(QStringLiteral("id")).toString().isEmpty())
        row.insert(QStringLiteral("id"), newId());
    const QString now = isoNow();
    const QJsonValue createdAt = row.value(QStringLiteral("createdAt")).isString()
        ? row.value(QStringLiteral("createdAt"))
        : QJsonValue(now);
    fillDefaults(row, QJsonObject{
        {QStringLiteral("userId"), Null},
        {QStringLiteral("agentId"), QString()},
        {QStringLiteral("title"), Null},
        {QStringLiteral("contextType"), Null},
        {QStringLiteral("contextId"), Null},
        {QStringLiteral("metadata"), Null},
        {QStringLiteral("summary"), Null},
        {QStringLiteral("summaryUpToMessageId"), Null},
        {QStringLiteral("tags"), QJsonArray()},
        {QStringLiteral("isActive"), true},
        {QStringLiteral("channel"), Null},
        {QStringLiteral("provider"), Null},
        {QStringLiteral("fromAddress"), Null},
        {QStringLiteral("lastInboundAt"), Null},
        {QStringLiteral("smsOptedOut"), false},
        {QStringLiteral("createdAt"), createdAt},
        {QStringLiteral("updatedAt"), createdAt},
    });
    const QString id = row.value(QStringLiteral("id")).toString();

    QList<QJsonObject> rows;
    rows.reserve(messages.size());
    for (const QJsonValue &value : messages) {
        QJsonObject message = value.toObject();
        if (!message.value(QStringLiteral("id")).isString() || message.value(QStringLiteral("id")).toString().isEmpty())
            message.insert(QStringLiteral("id"), newId());
        fillDefaults(message, QJsonObject{
            {QStringLiteral("conversationId"), id},
            {QStringLiteral("role"), QStringLiteral("user")},
            {QStringLiteral("content"), QString()},
            {QStringLiteral("metadata"), Null},
            {QStringLiteral("capabilitySlug"), Null},
            {QStringLiteral("toolCallId"), Null},
            {QStringLiteral("rating"), Null},
            {QStringLiteral("ratedAt"), Null},
            {QStringLiteral("createdAt"), createdAt},
            {QStringLiteral("agentVersionId"), Null},
            {QStringLiteral("workflowExecutionId"), Null},
            {QStringLiteral("workflowVersionId"), Null},
            {QStringLiteral("modelId"), Null},
            {QStringLiteral("providerSlug"), Null},
            {QStringLiteral("provenance"), Null},
        });
        rows.append(message);
    }
    std::stable_sort(rows.begin(), rows.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return isoToMs(a.value(QStringLiteral("createdAt"))) < isoToMs(b.value(QStringLiteral("createdAt")));
    });

    const auto existing = m_conversationIndex.constFind(id);
    if (existing != m_conversationIndex.constEnd()) {
        m_conversations[*existing] = row;
    } else {
        m_conversationIndex.insert(id, int(m_conversations.size()));
        m_conversations.append(row);
    }
    m_messages.insert(id, rows);
}

QJsonObject SunriseStore::capability(const QString &id) const
{
    const auto it = m_capabilityIndex.constFind(id);
    return it == m_capabilityIndex.constEnd() ? QJsonObject() : m_capabilities.at(*it);
}

void SunriseStore::updateCapability(const QJsonObject &row)
{
    const auto it = m_capabilityIndex.constFind(row.value(QStringLiteral("id")).toString());
    if (it != m_capabilityIndex.constEnd()) {
        m_capabilities[*it] = row;
        ++m_capabilityRevision;
    }
}

bool SunriseStore::removeCapability(const QString &id)
{
    const auto it = m_capabilityIndex.constFind(id);
    if (it == m_capabilityIndex.constEnd())
        return false;
    m_capabilities.removeAt(*it);
    m_capabilityIndex.clear();
    for (int i = 0; i < m_capabilities.size(); ++i)
        m_capabilityIndex.insert(m_capabilities.at(i).value(QStringLiteral("id")).toString(), i);
    m_bindings.erase(std::remove_if(m_bindings.begin(), m_bindings.end(),
                                    [&id](const QJsonObject &binding) {
                                        return binding.value(QStringLiteral("capabilityId")).toString() == id;
                                    }),
                     m_bindings.end());
    m_bindingIndex.clear();
    ++m_capabilityRevision;
    return true;
}

void SunriseStore::updateAgent(const QJsonObject &row)
{
    const auto it = m_agentIndex.constFind(row.value(QStringLiteral("id")).toString());
    if (it != m_agentIndex.constEnd())
        m_agents[*it] = row;
}

void SunriseStore::updateConversation(const QJsonObject &row)
{
    const auto it = m_conversationIndex.constFind(row.value(QStringLiteral("id")).toString());
    if (it != m_conversationIndex.constEnd())
        m_conversations[*it] = row;
}

bool SunriseStore::takeMove()
{
    if (m_pendingMoves <= 0)
        return false;
    --m_pendingMoves;
    return true;
}

QString SunriseStore::isoAfter(qint64 latestMs)
{
    const qint64 at = qMax(QDateTime::currentMSecsSinceEpoch(), latestMs + 1);
    return QDateTime::fromMSecsSinceEpoch(at, Qt::UTC).toString(Qt::ISODateWithMs);
}

bool SunriseStore::slugInUse(const QString &slug, const QString &exceptId) const
{
    return std::any_of(m_capabilities.cbegin(), m_capabilities.cend(), [&](const QJsonObject &row) {
        return row.value(QStringLiteral("slug")).toString() == slug
            && row.value(QStringLiteral("id")).toString() != exceptId;
    });
}

QJsonObject SunriseStore::agent(const QString &id) const
{
    const auto it = m_agentIndex.constFind(id);
    return it == m_agentIndex.constEnd() ? QJsonObject() : m_agents.at(*it);
}

int SunriseStore::bindingIndex(const QString &agentId, const QString &capabilityId) const
{
    indexBindings();
    return m_bindingIndex.value(agentId + QLatin1Char('\n') + capabilityId, -1);
}

QList<int> SunriseStore::bindingIndexesOf(const QString &agentId) const
{
    indexBindings();
    return m_bindingsByAgent.value(agentId);
}

void SunriseStore::indexBindings() const
{
    if (!m_bindingIndex.isEmpty())
        return;
    m_bindingsByAgent.clear();
    for (int i = 0; i < m_bindings.size(); ++i) {
        const QJsonObject &row = m_bindings.at(i);
        const QString agentId = row.value(QStringLiteral("agentId")).toString();
        m_bindingIndex.insert(agentId + QLatin1Char('\n') + row.value(QStringLiteral("capabilityId")).toString(), i);
        m_bindingsByAgent[agentId].append(i);
    }
}

QJsonObject SunriseStore::conversation(const QString &id) const
{
    const auto it = m_conversationIndex.constFind(id);
    return it == m_conversationIndex.constEnd() ? QJsonObject() : m_conversations.at(*it);
}

QList<QJsonObject> SunriseStore::messages(const QString &conversationId) const
{
    return m_messages.value(conversationId);
}

int SunriseStore::messageCount(const QString &conversationId) const
{
    const auto it = m_messages.constFind(conversationId);
    return it == m_messages.constEnd() ? 0 : int(it->size());
}

} // namespace sunrisetest
