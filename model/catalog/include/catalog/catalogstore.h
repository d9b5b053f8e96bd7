#pragma once

#include "catalog/agent.h"
#include "catalog/agentbinding.h"
#include "catalog/capability.h"
#include "core/expected.h"

#include <QDateTime>
#include <QList>
#include <QStringList>
#include <functional>
#include <optional>

namespace capstudio {

// One staged change to a capability, as CatalogDocument hands it to the store:
// create (no original), update (original and updated), or delete (original, remove).
struct CapabilityChange
{
    std::optional<Capability> original;
    Capability updated;
    bool remove = false;
};

// What applying a batch found. When anything conflicts nothing is written: each conflict
// carries the row as the store holds it now (absent when it was deleted meanwhile).
struct CapabilityConflict
{
    QString id;
    QString message;
    std::optional<Capability> current;
};

// One staged change to a binding, as BindingDocument hands it to the store: attach (no
// original), update (original and updated), or detach (original, remove). Bindings are
// addressed by (agentId, capabilityId), as Sunrise's routes address them.
struct BindingChange
{
    std::optional<AgentBinding> original;
    AgentBinding updated;
    bool remove = false;
};

// A binding change that could not be applied: the row changed or vanished since it was
// loaded, or an attach meets a row another writer created. `current` is the stored row.
struct BindingConflict
{
    QString agentId;
    QString capabilityId;
    QString message;
    std::optional<AgentBinding> current;
};

// One conversation in a store's list, newest activity first.
struct ConversationEntry
{
    QString id;
    QString title;
    QString agentId;
    QString agentName;
    QDateTime updatedAt;
    int messageCount = 0;
};

// Which messages a deployment scan reads: those created in [since, until) (either end open
// when invalid), in conversations of the agents named (by slug; all when empty).
struct ConversationScanFilter
{
    QDateTime since;
    QDateTime until;
    QStringList agentSlugs;
};

// Where a deployment scan stands, told to its caller between conversations.
struct ConversationStreamProgress
{
    qint64 conversations = 0; // handed to the sink so far
    qint64 messages = 0;
    qint64 totalMessages = -1; // the filter's whole count when the store knows it, else -1
};

// A warning the server returned with a binding write: Sunrise's
// meta.warnings.missingEnvVars (reference §5), the ${env:…} names its own process lacks.
struct BindingWarning
{
    QString agentId;
    QString capabilityId;
    QStringList missingEnvVars;
};

// What a store can and cannot do, so that editors show a field as read-only with the
// reason instead of losing the edit on the way.
struct StoreTraits
{
    bool transactional = true; // a batch is written all or nothing
    bool assignsIds = false;   // new rows get their ids from the server: reload after creating
    bool canWriteAgents = true;
    bool softDeletes = false;  // deleting a capability deactivates it (Sunrise's API) rather than removing it
    QStringList readOnlyCapabilityFields; // Capability::toJson() keys the store cannot write
    QString readOnlyReason;
};

// Where capabilities, agents and their bindings live: the embedded SQLite workspace,
// a PostgreSQL database (Sunrise's own or a shared one), or later the admin REST API.
//
// Writes take the row as it was read (`original`) and fail with StoreError::Conflict when
// the stored row no longer equals it: Sunrise's capability and binding tables carry no
// timestamps, so a concurrent change is detected by comparing every column.
class CatalogStore
{
public:
    virtual ~CatalogStore() = default;

    virtual Expected<QList<Capability>> listCapabilities() = 0;
    virtual Expected<Capability> capability(const QString &id) = 0;
    // Inserts the row; an empty id gets a new cuid. Returns the stored row.
    virtual Expected<Capability> createCapability(const Capability &capability) = 0;
    virtual Expected<Capability> updateCapability(const Capability &original,
                                                  const Capability &updated) = 0;
    // Removes the row (and, by cascade, its bindings). Sunrise's API soft-deletes
    // instead; CapabilityRules decides which one an edit means.
    virtual Status deleteCapability(const Capability &original) = 0;

    // Writes a whole batch in one transaction, all or nothing. Returns the conflicts found
    // (then nothing was written) or an empty list on success.
    virtual Expected<QList<CapabilityConflict>> applyCapabilityChanges(const QList<CapabilityChange> &changes) = 0;

    // Agents that are not soft-deleted.
    virtual Expected<QList<Agent>> listAgents() = 0;
    virtual Expected<Agent> createAgent(const Agent &agent) = 0;
    virtual Expected<Agent> updateAgent(const Agent &original, const Agent &updated) = 0;

    // Every binding, or those of one agent.
    virtual Expected<QList<AgentBinding>> listBindings(const QString &agentId = {}) = 0;
    // The bindings of agents just listed, without listing them again. A store that reads
    // every binding at once (SQL) ignores `agents`; one that reads them agent by agent
    // (Sunrise's API) uses them.
    virtual Expected<QList<AgentBinding>> listBindingsOf(const QList<Agent> &agents)
    {
        Q_UNUSED(agents);
        return listBindings();
    }
    virtual Expected<AgentBinding> createBinding(const AgentBinding &binding) = 0;
    virtual Expected<AgentBinding> updateBinding(const AgentBinding &original,
                                                 const AgentBinding &updated) = 0;
    virtual Status deleteBinding(const AgentBinding &original) = 0;
    // Writes a batch of binding changes in one transaction, all or nothing. Returns the
    // conflicts found (then nothing was written) or an empty list on success; an attach of
    // a pair that is already bound is a conflict (Sunrise answers 409).
    virtual Expected<QList<BindingConflict>> applyBindingChanges(const QList<BindingChange> &changes) = 0;

    // Conversations, newest activity first, and one of them as the `data` object of
    // Sunrise's provenance response (reference §8.1), UTF-8 JSON text.
    virtual Expected<QList<ConversationEntry>> listConversations() = 0;
    virtual Expected<QByteArray> conversationBundle(const QString &id) = 0;

    // Every conversation with messages the filter selects, one at a time, as the `data`
    // object conversationBundle() gives (holding only the selected messages, oldest first),
    // in the order of conversation ids. `sink` returns false to stop (then this returns
    // success: the caller stopped it). Memory is bounded by one conversation plus the store's
    // batch, whatever the deployment's size. This default reads listConversations() and each
    // bundle, and filters them here; SQL stores stream with the filter in the query.
    virtual Status streamConversations(const ConversationScanFilter &filter,
                                       const std::function<bool(const QByteArray &data,
                                                                 const ConversationStreamProgress &progress)> &sink);

    // Runs `work`, which writes through this store, as one transaction where the store has
    // them (SQL): when `work` fails, none of its writes stay. Elsewhere it just runs `work`.
    virtual Status inOneTransaction(const std::function<Status()> &work) { return work(); }

    virtual StoreTraits traits() const { return {}; }
    // Notes that qualify the lists read since the last call (not errors: a list that could not
    // be read whole fails with StoreError::Kind::Incomplete).
    virtual QStringList takeListWarnings() { return {}; }
    // The warnings the server attached to the binding writes since the last call.
    virtual QList<BindingWarning> takeBindingWarnings() { return {}; }

protected:
    // One binding change through applyBindingChanges(), for the stores whose single writes
    // are batches of one: a conflict becomes its error (an attach meeting a row: Duplicate; a
    // row changed: Conflict; a row gone: NotFound).
    Status applyOneBinding(const BindingChange &change);
};

} // namespace capstudio
