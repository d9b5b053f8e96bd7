#include "catalogcode/foldercatalogstore.h"

#include "catalog/storeworker.h"

#include <QDir>

#include <algorithm>

namespace capstudio {

namespace {

// How many of a folder's problems an error quotes.
constexpr int QuotedProblems = 12;

bool sameFields(const Capability &a, const Capability &b)
{
    return CatalogSnapshot::capabilityFields(a) == CatalogSnapshot::capabilityFields(b);
}

bool sameBinding(const NamedBinding &binding, const AgentBinding &row)
{
    return binding.isEnabled == row.isEnabled && binding.customConfig == row.customConfig
        && binding.customRateLimit == row.customRateLimit;
}

qsizetype capabilityIndex(const CatalogSnapshot &snapshot, const QString &slug)
{
    const auto found = std::find_if(snapshot.capabilities.cbegin(), snapshot.capabilities.cend(),
                                    [&slug](const Capability &capability) { return capability.slug == slug; });
    return found == snapshot.capabilities.cend() ? -1 : qsizetype(found - snapshot.capabilities.cbegin());
}

qsizetype bindingIndex(const CatalogSnapshot &snapshot, const QString &agentSlug, const QString &capabilitySlug)
{
    const auto found = std::find_if(snapshot.bindings.cbegin(), snapshot.bindings.cend(), [&](const NamedBinding &binding) {
        return binding.agentSlug == agentSlug && binding.capabilitySlug == capabilitySlug;
    });
    return found == snapshot.bindings.cend() ? -1 : qsizetype(found - snapshot.bindings.cbegin());
}

} // namespace

FolderCatalogStore::FolderCatalogStore(QString folder) : m_folder(std::move(folder)) {}

std::unique_ptr<StoreWorker> FolderCatalogStore::makeWorker(const QString &folder)
{
    return std::make_unique<StoreWorker>(
        [folder]() -> Expected<std::unique_ptr<CatalogStore>> {
            return std::unique_ptr<CatalogStore>(std::make_unique<FolderCatalogStore>(folder));
        },
        QStringLiteral("capstudio folder"));
}

Capability FolderCatalogStore::listed(Capability capability)
{
    capability.id = capability.slug;
    return capability;
}

AgentBinding FolderCatalogStore::listed(NamedBinding binding)
{
    binding.id = binding.agentSlug + QLatin1Char('/') + binding.capabilitySlug;
    binding.agentId = binding.agentSlug;
    binding.capabilityId = binding.capabilitySlug;
    return binding.toRow();
}

Expected<CatalogSnapshot> FolderCatalogStore::read() const
{
    CatalogFolder::ReadResult read = CatalogFolder::read(m_folder);
    if (read.ok())
        return std::move(read.snapshot);
    QStringList problems;
    if (read.failure)
        problems.append(read.failure->toText());
    int errors = 0;
    for (const Diagnostic &diagnostic : std::as_const(read.diagnostics)) {
        if (diagnostic.severity() != Severity::Error)
            continue;
        if (++errors <= QuotedProblems)
            problems.append(diagnostic.toText());
    }
    if (errors > QuotedProblems)
        problems.append(tr("… and %1 more.").arg(errors - QuotedProblems));
    return StoreError{StoreError::Kind::Invalid,
                      tr("The catalog folder %1 cannot be read until these are fixed:\n%2")
                          .arg(QDir::toNativeSeparators(m_folder), problems.join(QLatin1Char('\n')))};
}

Status FolderCatalogStore::write(CatalogSnapshot &snapshot, const CatalogFolder::Scope &scope)
{
    snapshot.sort();
    const Expected<CatalogFolder::WriteReport> written = CatalogFolder::write(snapshot, m_folder, scope);
    if (!written)
        return written.error();
    return {};
}

// ---- capabilities ----------------------------------------------------------------------

Expected<QList<Capability>> FolderCatalogStore::listCapabilities()
{
    const Expected<CatalogSnapshot> snapshot = read();
    if (!snapshot)
        return snapshot.error();
    QList<Capability> rows;
    rows.reserve(snapshot.value().capabilities.size());
    for (const Capability &capability : snapshot.value().capabilities)
        rows.append(listed(capability));
    return rows;
}

Expected<Capability> FolderCatalogStore::capability(const QString &id)
{
    const Expected<CatalogSnapshot> snapshot = read();
    if (!snapshot)
        return snapshot.error();
    const qsizetype index = capabilityIndex(snapshot.value(), id);
    if (index < 0)
        return StoreError{StoreError::Kind::NotFound, tr("The folder has no capability “%1”.").arg(id), id};
    return listed(snapshot.value().capabilities.at(index));
}

Expected<Capability> FolderCatalogStore::createCapability(const Capability &capability)
{
    const Expected<QList<CapabilityConflict>> applied = applyCapabilityChanges({CapabilityChange{std::nullopt, capability}});
    if (!applied)
        return applied.error();
    return listed(capability);
}

Expected<Capability> FolderCatalogStore::updateCapability(const Capability &original, const Capability &updated)
{
    const Expected<QList<CapabilityConflict>> applied = applyCapabilityChanges({CapabilityChange{original, updated}});
    if (!applied)
        return applied.error();
    if (!applied.value().isEmpty())
        return StoreError{StoreError::Kind::Conflict, applied.value().first().message, original.id};
    return listed(updated);
}

Status FolderCatalogStore::deleteCapability(const Capability &original)
{
    const Expected<QList<CapabilityConflict>> applied =
        applyCapabilityChanges({CapabilityChange{original, original, true}});
    if (!applied)
        return applied.error();
    if (!applied.value().isEmpty())
        return StoreError{StoreError::Kind::Conflict, applied.value().first().message, original.id};
    return {};
}

Expected<QList<CapabilityConflict>> FolderCatalogStore::applyCapabilityChanges(const QList<CapabilityChange> &changes)
{
    Expected<CatalogSnapshot> read = this->read();
    if (!read)
        return read.error();
    CatalogSnapshot &snapshot = read.value();

    // Every file the batch started from must still hold what was listed.
    QList<CapabilityConflict> conflicts;
    for (const CapabilityChange &change : changes) {
        if (!change.original)
            continue;
        const qsizetype index = capabilityIndex(snapshot, change.original->id);
        if (index < 0)
            conflicts.append({change.original->id, tr("removed from the folder since it was read"), std::nullopt});
        else if (!sameFields(snapshot.capabilities.at(index), *change.original))
            conflicts.append({change.original->id, tr("changed in the folder since it was read"),
                              listed(snapshot.capabilities.at(index))});
    }
    if (!conflicts.isEmpty())
        return conflicts;

    CatalogFolder::Scope scope;
    const auto renameBindings = [&snapshot, &scope](const QString &from, const QString &to, bool remove) {
        for (qsizetype i = snapshot.bindings.size() - 1; i >= 0; --i) {
            NamedBinding &binding = snapshot.bindings[i];
            if (binding.capabilitySlug != from)
                continue;
            scope.agents.insert(binding.agentSlug);
            if (remove)
                snapshot.bindings.removeAt(i);
            else
                binding.capabilitySlug = to;
        }
    };
    for (const CapabilityChange &change : changes) {
        const QString slug = change.remove ? change.original->id : change.updated.slug;
        const qsizetype taken = capabilityIndex(snapshot, slug);
        if (change.remove) {
            snapshot.capabilities.removeAt(taken);
            renameBindings(slug, QString(), true);
            scope.capabilities.insert(slug);
            continue;
        }
        const qsizetype index = change.original ? capabilityIndex(snapshot, change.original->id) : -1;
        if (taken >= 0 && taken != index)
            return StoreError{StoreError::Kind::Duplicate,
                              tr("“%1”: the folder already holds a capability with this slug; nothing was written.")
                                  .arg(slug),
                              change.updated.id, QStringLiteral("/slug")};
        Capability row = change.updated;
        row.id.clear();
        scope.capabilities.insert(slug);
        if (index < 0) {
            snapshot.capabilities.append(row);
            continue;
        }
        if (change.original->id != slug) {
            renameBindings(change.original->id, slug, false);
            scope.capabilities.insert(change.original->id);
        }
        snapshot.capabilities[index] = row;
    }
    const Status written = write(snapshot, scope);
    if (!written)
        return written.error();
    return QList<CapabilityConflict>();
}

// ---- agents ----------------------------------------------------------------------------

Expected<QList<Agent>> FolderCatalogStore::listAgents()
{
    const Expected<CatalogSnapshot> snapshot = read();
    if (!snapshot)
        return snapshot.error();
    QList<Agent> agents;
    for (const QString &slug : snapshot.value().agentSlugs) {
        Agent agent;
        agent.id = slug;
        agent.slug = slug;
        agent.name = slug;
        agents.append(agent);
    }
    return agents;
}

Expected<Agent> FolderCatalogStore::createAgent(const Agent &)
{
    return StoreError{StoreError::Kind::Invalid, traits().readOnlyReason};
}

Expected<Agent> FolderCatalogStore::updateAgent(const Agent &, const Agent &)
{
    return StoreError{StoreError::Kind::Invalid, traits().readOnlyReason};
}

// ---- bindings --------------------------------------------------------------------------

Expected<QList<AgentBinding>> FolderCatalogStore::listBindings(const QString &agentId)
{
    const Expected<CatalogSnapshot> snapshot = read();
    if (!snapshot)
        return snapshot.error();
    QList<AgentBinding> rows;
    for (const NamedBinding &binding : snapshot.value().bindings) {
        if (agentId.isEmpty() || binding.agentSlug == agentId)
            rows.append(listed(binding));
    }
    return rows;
}

Expected<AgentBinding> FolderCatalogStore::createBinding(const AgentBinding &binding)
{
    const Status applied = applyOneBinding({std::nullopt, binding, false});
    if (!applied)
        return applied.error();
    AgentBinding row = binding;
    row.id = binding.agentId + QLatin1Char('/') + binding.capabilityId;
    return row;
}

Expected<AgentBinding> FolderCatalogStore::updateBinding(const AgentBinding &original, const AgentBinding &updated)
{
    const Status applied = applyOneBinding({original, updated, false});
    if (!applied)
        return applied.error();
    return updated;
}

Status FolderCatalogStore::deleteBinding(const AgentBinding &original)
{
    return applyOneBinding({original, original, true});
}

Expected<QList<BindingConflict>> FolderCatalogStore::applyBindingChanges(const QList<BindingChange> &changes)
{
    Expected<CatalogSnapshot> read = this->read();
    if (!read)
        return read.error();
    CatalogSnapshot &snapshot = read.value();

    QList<BindingConflict> conflicts;
    for (const BindingChange &change : changes) {
        const AgentBinding &pair = change.original ? *change.original : change.updated;
        const qsizetype index = bindingIndex(snapshot, pair.agentId, pair.capabilityId);
        const std::optional<AgentBinding> now =
            index < 0 ? std::nullopt : std::optional<AgentBinding>(listed(snapshot.bindings.at(index)));
        if (!change.original) {
            if (now && !sameBinding(snapshot.bindings.at(index), change.updated))
                conflicts.append({pair.agentId, pair.capabilityId,
                                  tr("Capability %1 is already bound to agent %2 in the folder")
                                      .arg(pair.capabilityId, pair.agentId),
                                  now});
        } else if (!now) {
            if (!change.remove)
                conflicts.append({pair.agentId, pair.capabilityId, tr("removed from the folder since it was read"),
                                  std::nullopt});
        } else if (!sameBinding(snapshot.bindings.at(index), *change.original)
                   && (change.remove || !sameBinding(snapshot.bindings.at(index), change.updated))) {
            conflicts.append({pair.agentId, pair.capabilityId, tr("changed in the folder since it was read"), now});
        }
    }
    if (!conflicts.isEmpty())
        return conflicts;

    CatalogFolder::Scope scope;
    for (const BindingChange &change : changes) {
        const AgentBinding &pair = change.original ? *change.original : change.updated;
        const qsizetype index = bindingIndex(snapshot, pair.agentId, pair.capabilityId);
        scope.agents.insert(pair.agentId);
        if (change.remove) {
            if (index >= 0)
                snapshot.bindings.removeAt(index);
            continue;
        }
        if (capabilityIndex(snapshot, pair.capabilityId) < 0)
            return StoreError{StoreError::Kind::NotFound,
                              tr("The folder has no capability “%1” to bind; nothing was written.").arg(pair.capabilityId)};
        const NamedBinding binding = NamedBinding::fromRow(change.updated, pair.agentId, pair.capabilityId);
        if (index >= 0)
            snapshot.bindings[index] = binding;
        else
            snapshot.bindings.append(binding);
        if (!snapshot.agentSlugs.contains(pair.agentId))
            snapshot.agentSlugs.append(pair.agentId);
    }
    const Status written = write(snapshot, scope);
    if (!written)
        return written.error();
    return QList<BindingConflict>();
}

// ---- conversations ---------------------------------------------------------------------

Expected<QList<ConversationEntry>> FolderCatalogStore::listConversations()
{
    return QList<ConversationEntry>();
}

Expected<QByteArray> FolderCatalogStore::conversationBundle(const QString &id)
{
    return StoreError{StoreError::Kind::NotFound, tr("A catalog folder keeps no conversations."), id};
}

StoreTraits FolderCatalogStore::traits() const
{
    StoreTraits traits;
    traits.transactional = false; // each file is written atomically, a batch file by file
    traits.assignsIds = true;     // a new row's id is its slug
    traits.canWriteAgents = false;
    traits.readOnlyReason = tr("A catalog folder holds each agent's bindings only; the agents themselves are "
                               "edited in Sunrise.");
    return traits;
}

} // namespace capstudio
