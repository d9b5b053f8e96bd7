#pragma once

#include "catalog/agent.h"
#include "catalog/agentbinding.h"
#include "catalog/bindingrules.h"
#include "catalog/capability.h"
#include "catalog/catalogstore.h"
#include "rules/envprofile.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QUndoStack>
#include <functional>

namespace capstudio {

// The agents of a workspace with their bindings, and the binding edits staged on top of
// what was loaded: attach, enable/disable, custom rate limit, customConfig, detach. Every
// edit is a QUndoCommand on undoStack(); apply() writes them all in one transaction.
//
// Capabilities are read-only here (the capability editor owns them); they are needed for
// slugs, names, the effective rate limit and the binding checks.
class BindingDocument : public QObject
{
    Q_OBJECT
public:
    explicit BindingDocument(QObject *parent = nullptr);

    QUndoStack *undoStack() const { return m_undoStack; }

    void load(QList<Agent> agents, QList<Capability> capabilities, QList<AgentBinding> bindings);
    // The capability list changed (applied or read again) while bindings are staged: names,
    // rate limits and checks follow it; agents, bindings and staged edits stay.
    void setCapabilities(QList<Capability> capabilities);
    // The profile the binding checks run against; re-checks every binding.
    void setProfile(const EnvProfile &profile);
    const EnvProfile &profile() const { return m_profile; }
    // Checks the window adds to the binding rules for every binding (literal secrets, the
    // team's policy), cached with them; setting them re-checks every binding.
    using RowChecks = std::function<Diagnostics(const AgentBinding &binding, const Capability &capability)>;
    void setRowChecks(RowChecks checks);

    const QList<Agent> &agents() const { return m_agents; }
    int agentRow(const QString &agentId) const;
    const QList<Capability> &capabilities() const { return m_capabilities; }
    const Capability *capability(const QString &capabilityId) const;
    // Enabled bindings of an agent (staged state), as the agents list shows them.
    int enabledCount(const QString &agentId) const;

    // The staged bindings of an agent, ordered by capability name as Sunrise lists them.
    QList<AgentBinding> bindings(const QString &agentId) const;
    std::optional<AgentBinding> binding(const QString &agentId, const QString &capabilityId) const;
    // Cached per pair; an edit of the pair or a new profile invalidates it.
    BindingCheck check(const QString &agentId, const QString &capabilityId) const;
    // Errors and warnings over every staged binding of an agent (the agents list), cached.
    struct AgentProblems
    {
        int errors = 0;
        int warnings = 0;
        int bindings = 0; // bindings with at least one error or warning
    };
    AgentProblems agentProblems(const QString &agentId) const;
    // Capabilities not yet bound to the agent (what "Attach" offers), by name.
    QList<Capability> attachable(const QString &agentId) const;

    // Edits. Each pushes one undo command and returns false (with `why`) when refused:
    // a duplicate attach ("Capability <capId> is already attached to agent <agentId>"),
    // a rate limit outside 1..10000, a customConfig that is not an object or null, an
    // unknown pair.
    bool attach(const QString &agentId, const QString &capabilityId, QString *why = nullptr);
    bool setEnabled(const QString &agentId, const QStringList &capabilityIds, bool enabled,
                    QString *why = nullptr);
    bool setCustomRateLimit(const QString &agentId, const QString &capabilityId,
                            std::optional<int> limit, QString *why = nullptr);
    bool setCustomConfig(const QString &agentId, const QString &capabilityId,
                         const QJsonValue &config, QString *why = nullptr);
    // The Configure dialog's OK: every field at once, one undo step.
    bool replaceBinding(const AgentBinding &updated, QString *why = nullptr);
    bool detach(const QString &agentId, const QStringList &capabilityIds, QString *why = nullptr);

    bool hasPendingChanges() const;
    int pendingCount() const;
    QList<BindingChange> pendingChanges() const;
    bool isModified(const QString &agentId, const QString &capabilityId) const;
    bool isNew(const QString &agentId, const QString &capabilityId) const;
    void discardAll();

    struct ApplyResult
    {
        QString error;                   // the store failed: nothing was written
        QList<BindingConflict> conflicts; // nothing was written
        int written = 0;
        // What the server reported about the written rows (Sunrise: missingEnvVars).
        QList<BindingWarning> serverWarnings;
        bool ok() const { return error.isEmpty() && conflicts.isEmpty(); }
    };
    // Writes every staged change in one transaction; on success the written state becomes
    // the loaded state and the undo stack is cleared.
    ApplyResult apply(CatalogStore &store);
    // apply() in three steps, for a store on another thread: pendingChanges() taken here;
    // write() on the store's thread; settleApply() back here. What was written becomes the
    // loaded state; a pair edited while the write ran stays staged (and the undo stack
    // stays, since it still leads to that edit).
    struct Written
    {
        QList<BindingConflict> conflicts; // nothing was written
        QList<AgentBinding> attached;     // the attached rows as stored, with their ids
        QList<BindingWarning> serverWarnings;
    };
    static Expected<Written> write(CatalogStore &store, const QList<BindingChange> &changes);
    ApplyResult settleApply(const QList<BindingChange> &changes, const Expected<Written> &written);
    // The ${env:…} names the server said its own environment lacks when the pair was last
    // written (Sunrise's meta.warnings.missingEnvVars, reference §5); empty when it said
    // nothing. Kept until the pair is written again.
    QStringList serverMissingEnvVars(const QString &agentId, const QString &capabilityId) const;

signals:
    void aboutToReset();
    void wasReset();
    // A binding of the agent was added, removed or changed (staged state).
    void bindingsChanged(const QString &agentId);
    // The same, for the one pair that changed; emitted first.
    void bindingChanged(const QString &agentId, const QString &capabilityId);
    void pendingChanged();
    // The checks changed (a new profile, or new row checks): every binding is checked again.
    void checksChanged();

private:
    friend class BindingEditCommand;
    void setStaged(const QString &agentId, const QString &capabilityId,
                   const std::optional<AgentBinding> &binding);
    static QString key(const QString &agentId, const QString &capabilityId);
    // `binding` (nullopt: not bound) is what was loaded for the pair `k`: nothing to stage.
    bool isLoaded(const QString &k, const std::optional<AgentBinding> &binding) const;
    QString describe(const QString &agentId, const QString &capabilityId) const;
    bool push(const QString &agentId, const QString &capabilityId, const AgentBinding &after,
              const QString &text, const QString &mergeKey);

    QUndoStack *m_undoStack;
    EnvProfile m_profile;
    RowChecks m_rowChecks;
    QList<Agent> m_agents;
    QHash<QString, int> m_agentIndex;
    QList<Capability> m_capabilities;
    QHash<QString, int> m_capabilityIndex;
    QHash<QString, AgentBinding> m_base;   // key(agent, capability) → loaded row
    QHash<QString, std::optional<AgentBinding>> m_staged; // changed pairs only
    QHash<QString, QStringList> m_serverMissing;          // key(agent, capability) → names
    QHash<QString, QSet<QString>> m_bound; // agent → capabilities bound in the staged state
    mutable QHash<QString, BindingCheck> m_checks;         // key(agent, capability) → check
    mutable QHash<QString, AgentProblems> m_agentProblems; // agent → summary
};

} // namespace capstudio
