#include "demoseeder.h"

#include "catalog/dispatchdryrun.h"
#include "core/jsontext.h"
#include "store/sqlcatalogstore.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

namespace capstudio {

namespace {

Expected<QJsonObject> readResource(const QString &path)
{
    const JsonText::Result parsed = JsonText::readFile(path);
    if (!parsed.ok())
        return StoreError{StoreError::Kind::Invalid, parsed.error->toText()};
    if (!parsed.value.isObject())
        return StoreError{StoreError::Kind::Invalid,
                          DemoSeeder::tr("%1 must hold a JSON object").arg(path)};
    return parsed.value.toObject();
}

} // namespace

Status DemoSeeder::seedDryRuns(SqlCatalogStore &store, const QHash<QString, QString> &agentIds)
{
    const Expected<QJsonObject> file = readResource(QStringLiteral(":/demo/dryruns.json"));
    if (!file)
        return file.error();
    const DispatchCatalog catalog{store.listCapabilities().value(), store.listAgents().value(),
                                  store.listBindings().value()};
    // The verdicts saved with the demo are those of this machine's environment.
    const EnvProfile profile = EnvProfile::fromProcess();
    for (const QJsonValue &entry : file.value().value(QStringLiteral("dryRuns")).toArray()) {
        QJsonObject row = entry.toObject();
        const QString agentSlug = row.take(QStringLiteral("agent")).toString();
        if (!agentSlug.isEmpty())
            row.insert(QStringLiteral("agentId"), agentIds.value(agentSlug));
        const Expected<DispatchScenario> scenario = DispatchScenario::fromJson(row);
        if (!scenario)
            return scenario.error();
        SavedDryRun dryRun;
        dryRun.scenario = scenario.value();
        dryRun.verdict = DispatchDryRun::run(dryRun.scenario, catalog, profile);
        if (const Expected<SavedDryRun> saved = store.saveDryRun(dryRun); !saved)
            return saved.error();
    }
    return {};
}

Status DemoSeeder::seed(SqlCatalogStore &store)
{
    const Expected<QJsonObject> catalog = readResource(QStringLiteral(":/demo/catalog.json"));
    if (!catalog)
        return catalog.error();

    QHash<QString, QString> capabilityIds;
    for (const QJsonValue &row : catalog.value().value(QStringLiteral("capabilities")).toArray()) {
        const Expected<Capability> created = store.createCapability(Capability::fromJson(row.toObject()));
        if (!created)
            return created.error();
        capabilityIds.insert(created.value().slug, created.value().id);
    }

    QHash<QString, QString> agentIds;
    for (const QJsonValue &row : catalog.value().value(QStringLiteral("agents")).toArray()) {
        const Expected<Agent> created = store.createAgent(Agent::fromJson(row.toObject()));
        if (!created)
            return created.error();
        agentIds.insert(created.value().slug, created.value().id);
    }

    for (const QJsonValue &entry : catalog.value().value(QStringLiteral("bindings")).toArray()) {
        const QJsonObject row = entry.toObject();
        AgentBinding binding = AgentBinding::fromJson(row);
        const QString agentSlug = row.value(QStringLiteral("agent")).toString();
        const QString capabilitySlug = row.value(QStringLiteral("capability")).toString();
        binding.agentId = agentIds.value(agentSlug);
        binding.capabilityId = capabilityIds.value(capabilitySlug);
        if (binding.agentId.isEmpty() || binding.capabilityId.isEmpty())
            return StoreError{StoreError::Kind::Invalid,
                              tr("The demo binding %1 ← %2 names an unknown agent or capability")
                                  .arg(agentSlug, capabilitySlug)};
        const Expected<AgentBinding> created = store.createBinding(binding);
        if (!created)
            return created.error();
    }

    if (Status seeded = seedDryRuns(store, agentIds); !seeded)
        return seeded;

    const Expected<QJsonObject> conversation =
        readResource(QStringLiteral(":/demo/conversation.json"));
    if (!conversation)
        return conversation.error();
    QJsonObject data = conversation.value().value(QStringLiteral("data")).toObject();
    QJsonObject header = data.value(QStringLiteral("conversation")).toObject();
    const QString agentSlug = header.value(QStringLiteral("agentSlug")).toString();
    header.insert(QStringLiteral("agentId"), agentIds.value(agentSlug));
    data.insert(QStringLiteral("conversation"), header);
    return store.importConversation(data);
}

} // namespace capstudio
