#include "catalogcode/catalogsnapshot.h"

#include "catalog/agent.h"
#include "catalog/agentbinding.h"
#include "catalog/catalogstore.h"
#include "catalog/jsonfields.h"
#include "filepositions.h"

#include <algorithm>

namespace capstudio {

QJsonObject NamedBinding::fields() const
{
    return QJsonObject{{QStringLiteral("isEnabled"), isEnabled},
                       {QStringLiteral("customRateLimit"), jsonfields::fromOptional(customRateLimit)},
                       {QStringLiteral("customConfig"), customConfig}};
}

NamedBinding NamedBinding::fromFields(const QString &agentSlug, const QString &capabilitySlug,
                                      const QJsonObject &fields)
{
    NamedBinding binding;
    binding.agentSlug = agentSlug;
    binding.capabilitySlug = capabilitySlug;
    binding.isEnabled = jsonfields::boolean(fields, QStringLiteral("isEnabled"), true);
    binding.customConfig = jsonfields::jsonOrNull(fields, QStringLiteral("customConfig"));
    binding.customRateLimit = jsonfields::optionalInt(fields, QStringLiteral("customRateLimit"));
    return binding;
}

NamedBinding NamedBinding::fromRow(const AgentBinding &row, const QString &agentSlug, const QString &capabilitySlug)
{
    NamedBinding binding;
    binding.agentSlug = agentSlug;
    binding.capabilitySlug = capabilitySlug;
    binding.isEnabled = row.isEnabled;
    binding.customConfig = row.customConfig;
    binding.customRateLimit = row.customRateLimit;
    binding.id = row.id;
    binding.agentId = row.agentId;
    binding.capabilityId = row.capabilityId;
    return binding;
}

AgentBinding NamedBinding::toRow() const
{
    AgentBinding row;
    row.id = id;
    row.agentId = agentId;
    row.capabilityId = capabilityId;
    row.isEnabled = isEnabled;
    row.customConfig = customConfig;
    row.customRateLimit = customRateLimit;
    return row;
}

bool NamedBinding::operator==(const NamedBinding &other) const
{
    return agentSlug == other.agentSlug && capabilitySlug == other.capabilitySlug && isEnabled == other.isEnabled
        && customConfig == other.customConfig && customRateLimit == other.customRateLimit;
}

SourceLocation FileOrigin::at(const QString &pointer) const
{
    if (!positions)
        return SourceLocation::atLine(file, 1, 1);
    const auto [line, column] = positions->at(pointer);
    return SourceLocation::atLine(file, line, column);
}

std::pair<int, int> FilePositions::at(const QString &pointer) const
{
    const flowgate::Value *node = &m_document;
    std::pair<int, int> found{1, 1};
    if (node->pos().isValid())
        found = {node->pos().line, node->pos().column};
    if (pointer.isEmpty())
        return found;
    for (QString token : pointer.mid(1).split(QLatin1Char('/'))) {
        token.replace(QLatin1String("~1"), QLatin1String("/")).replace(QLatin1String("~0"), QLatin1String("~"));
        const flowgate::Value *next = nullptr;
        if (node->isObject()) {
            next = node->find(token);
        } else if (node->isArray()) {
            bool ok = false;
            const qsizetype index = token.toLongLong(&ok);
            if (ok && index >= 0 && index < node->size())
                next = &node->at(index);
        }
        if (!next)
            break;
        node = next;
        if (node->pos().isValid())
            found = {node->pos().line, node->pos().column};
    }
    return found;
}

QJsonObject CatalogSnapshot::capabilityFields(const Capability &capability)
{
    QJsonObject fields = capability.toJson();
    fields.remove(QStringLiteral("id"));
    return fields;
}

void CatalogSnapshot::sort()
{
    std::sort(capabilities.begin(), capabilities.end(),
              [](const Capability &a, const Capability &b) { return a.slug < b.slug; });
    agentSlugs.sort();
    std::sort(bindings.begin(), bindings.end(), [](const NamedBinding &a, const NamedBinding &b) {
        return std::tie(a.agentSlug, a.capabilitySlug) < std::tie(b.agentSlug, b.capabilitySlug);
    });
}

Expected<CatalogSnapshot> CatalogSnapshot::read(CatalogStore &store)
{
    CatalogSnapshot snapshot;
    Expected<QList<Capability>> capabilities = store.listCapabilities();
    if (!capabilities)
        return capabilities.error();
    snapshot.capabilities = std::move(capabilities.value());
    QHash<QString, QString> slugById;
    slugById.reserve(snapshot.capabilities.size());
    for (const Capability &capability : std::as_const(snapshot.capabilities))
        slugById.insert(capability.id, capability.slug);

    const Expected<QList<Agent>> agents = store.listAgents();
    if (!agents)
        return agents.error();
    QHash<QString, QString> agentSlugById;
    for (const Agent &agent : agents.value()) {
        agentSlugById.insert(agent.id, agent.slug);
        snapshot.agentSlugs.append(agent.slug);
        snapshot.agentIds.insert(agent.slug, agent.id);
    }

    const Expected<QList<AgentBinding>> bindings = store.listBindingsOf(agents.value());
    if (!bindings)
        return bindings.error();
    snapshot.bindings.reserve(bindings.value().size());
    for (const AgentBinding &binding : bindings.value()) {
        const auto agent = agentSlugById.constFind(binding.agentId);
        if (agent == agentSlugById.constEnd())
            continue; // a soft-deleted agent's binding: not part of the catalog
        auto slug = slugById.constFind(binding.capabilityId);
        if (slug == slugById.constEnd()) {
            // Not in the list as read: asked for by id, never taken as gone.
            const Expected<Capability> read = store.capability(binding.capabilityId);
            if (!read)
                return StoreError{StoreError::Kind::Incomplete,
                                  tr("Agent “%1” is bound to capability %2, which could not be read: %3")
                                      .arg(*agent, binding.capabilityId, read.error().message)};
            slug = slugById.insert(binding.capabilityId, read.value().slug);
        }
        snapshot.bindings.append(NamedBinding::fromRow(binding, *agent, *slug));
    }
    snapshot.sort();
    return snapshot;
}

} // namespace capstudio
