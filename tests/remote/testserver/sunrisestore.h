#pragma once

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>

namespace sunrisetest {

// The in-memory tables of the Sunrise double, in Sunrise's JSON row form (reference §3):
// ai_capability, ai_agent, ai_agent_capability, ai_conversation and ai_message. Rows keep
// insertion order. No validation here: the routes validate, tests seed whatever they like.
class SunriseStore
{
public:
    // A fresh cuid-like id: "c" + 24 characters of [a-z0-9], unique within this store.
    QString newId();

    static QString isoNow();
    // Milliseconds since the epoch of an ISO-8601 string; 0 when it does not parse.
    static qint64 isoToMs(const QJsonValue &value);

    // Insert (or replace, when a row with the same id — for bindings the same agent/capability
    // pair — exists) with the missing columns defaulted. Returns the stored row.
    QJsonObject addCapability(const QJsonObject &row);
    QJsonObject addAgent(const QJsonObject &row);
    QJsonObject addBinding(const QJsonObject &row);
    void addConversation(const QJsonObject &conversation, const QJsonArray &messages);

    // Server-side settings: the env var names treated as set and non-empty (§5), and the user
    // the API key belongs to (conversation visibility, §4.11).
    QSet<QString> environment() const { return m_environment; }
    void setEnvironment(const QSet<QString> &names) { m_environment = names; }
    QString callerUserId() const { return m_callerUserId; }
    void setCallerUserId(const QString &userId) { m_callerUserId = userId; }

    const QList<QJsonObject> &capabilities() const { return m_capabilities; }
    // Changes whenever a capability row is added or replaced.
    quint64 capabilityRevision() const { return m_capabilityRevision; }
    QJsonObject capability(const QString &id) const;
    void updateCapability(const QJsonObject &row); // replaces the row with row["id"]
    // A hard delete, as made in the database behind the API's back; false when absent.
    bool removeCapability(const QString &id);
    bool slugInUse(const QString &slug, const QString &exceptId) const;

    const QList<QJsonObject> &agents() const { return m_agents; }
    QJsonObject agent(const QString &id) const; // soft-deleted agents included
    void updateAgent(const QJsonObject &row);   // replaces the row with row["id"]

    const QList<QJsonObject> &bindings() const { return m_bindings; }
    int bindingIndex(const QString &agentId, const QString &capabilityId) const; // -1 when absent
    QList<int> bindingIndexesOf(const QString &agentId) const; // in the order they were added
    QJsonObject binding(int index) const { return m_bindings.at(index); }
    void replaceBinding(int index, const QJsonObject &row) { m_bindings[index] = row; }
    void removeBinding(int index)
    {
        m_bindings.removeAt(index);
        m_bindingIndex.clear();
    }

    const QList<QJsonObject> &conversations() const { return m_conversations; }
    QJsonObject conversation(const QString &id) const;
    void updateConversation(const QJsonObject &row); // replaces the row with row["id"]
    // Oldest first (createdAt, then insertion order).
    QList<QJsonObject> messages(const QString &conversationId) const;
    int messageCount(const QString &conversationId) const;

    // How rows of one category come out of `ORDER BY category OFFSET … LIMIT …` (§4.1).
    enum class PagingModel {
        Stable,   // ties in insertion order on every page: paging never overlaps
        Postgres, // as PostgreSQL does it; see SunriseTestServer::setPagingModel
        Shuffled  // ties in an order that depends on offset + limit on every page, filtered or not
    };
    PagingModel pagingModel() const { return m_pagingModel; }
    void setPagingModel(PagingModel model) { m_pagingModel = model; }

    // Rows that move while a list is read: each of the next `count` agent or conversation
    // list requests first gives the row listed last a fresh lastActiveAt / updatedAt.
    void setPendingMoves(int count) { m_pendingMoves = count; }
    bool takeMove();
    // An ISO timestamp later than `latestMs` and not earlier than now.
    static QString isoAfter(qint64 latestMs);

private:
    PagingModel m_pagingModel = PagingModel::Postgres;
    int m_pendingMoves = 0;
    QSet<QString> m_environment;
    QString m_callerUserId;
    QList<QJsonObject> m_capabilities;
    QHash<QString, int> m_capabilityIndex;
    QList<QJsonObject> m_agents;
    QHash<QString, int> m_agentIndex;
    QList<QJsonObject> m_bindings;
    // agentId + '\n' + capabilityId → index in m_bindings; rebuilt when empty (a large catalog
    // adds 50,000 bindings: a scan per add would be quadratic).
    mutable QHash<QString, int> m_bindingIndex;
    mutable QHash<QString, QList<int>> m_bindingsByAgent; // built with m_bindingIndex
    void indexBindings() const;
    QList<QJsonObject> m_conversations;
    QHash<QString, int> m_conversationIndex;
    QHash<QString, QList<QJsonObject>> m_messages;
    quint64 m_capabilityRevision = 0;
    quint32 m_idCounter = 0;
    int m_autoSlugCounter = 0;
};

} // namespace sunrisetest
