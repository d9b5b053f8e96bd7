#pragma once

#include "catalog/catalogstore.h"
#include "catalogcode/catalogfolder.h"

#include <QCoreApplication>
#include <memory>

namespace capstudio {

class StoreWorker;

// CatalogStore on a catalog folder (CatalogFolder's layout), so that the window edits a
// catalog under review in git as it edits a database: the lists come from the files, and an
// apply writes only the files of the rows it changes (each atomically, comments kept), after
// reading the folder again. A row whose file changed on disk since it was listed is a
// conflict, with the row as the file holds it now.
//
// A folder holds no database ids: a capability's id is its slug as listed, an agent's id its
// slug, a binding's agentId and capabilityId the two slugs. A renamed capability takes its
// bindings along (their agents' files are rewritten). Deleting a capability removes its file
// and its bindings. A folder that does not read cleanly is not listed: the error names every
// problem by file:line:col, so a half-read folder is never shown as the catalog.
//
// Agents are the files under agents/; their names, models and the rest live in Sunrise, so
// they are not written here. A folder keeps no conversations.
class FolderCatalogStore : public CatalogStore
{
    Q_DECLARE_TR_FUNCTIONS(FolderCatalogStore)

public:
    explicit FolderCatalogStore(QString folder);

    // A store on `folder` on a worker thread of its own (the window's connection).
    static std::unique_ptr<StoreWorker> makeWorker(const QString &folder);

    Expected<QList<Capability>> listCapabilities() override;
    Expected<Capability> capability(const QString &id) override;
    Expected<Capability> createCapability(const Capability &capability) override;
    Expected<Capability> updateCapability(const Capability &original, const Capability &updated) override;
    Status deleteCapability(const Capability &original) override;
    Expected<QList<CapabilityConflict>> applyCapabilityChanges(const QList<CapabilityChange> &changes) override;

    Expected<QList<Agent>> listAgents() override;
    Expected<Agent> createAgent(const Agent &agent) override;
    Expected<Agent> updateAgent(const Agent &original, const Agent &updated) override;

    Expected<QList<AgentBinding>> listBindings(const QString &agentId = {}) override;
    Expected<AgentBinding> createBinding(const AgentBinding &binding) override;
    Expected<AgentBinding> updateBinding(const AgentBinding &original, const AgentBinding &updated) override;
    Status deleteBinding(const AgentBinding &original) override;
    Expected<QList<BindingConflict>> applyBindingChanges(const QList<BindingChange> &changes) override;

    Expected<QList<ConversationEntry>> listConversations() override;
    Expected<QByteArray> conversationBundle(const QString &id) override;

    StoreTraits traits() const override;

    // The rows as this store lists them.
    static Capability listed(Capability capability);
    static AgentBinding listed(NamedBinding binding);

private:
    // The folder read whole, or why it cannot be used.
    Expected<CatalogSnapshot> read() const;
    Status write(CatalogSnapshot &snapshot, const CatalogFolder::Scope &scope);

    QString m_folder;
};

} // namespace capstudio
