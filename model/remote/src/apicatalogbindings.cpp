#include "remote/apicatalogstore.h"

#include "remote/sunriseclient.h"

#include <QJsonArray>

#include <deque>

// ApiCatalogStore's bindings: an agent's bindings by (agentId, capabilityId) on the routes
// of reference §4.6-§4.9, the batch checked against the server's rows before any write,
// and the server's missingEnvVars warnings (§5) collected for the editor.

namespace capstudio {

namespace {

const QString kCapabilities = QStringLiteral("capabilities");

QString bindingsRoute(const QString &agentId)
{
    return SunriseClient::route({QStringLiteral("agents"), agentId, kCapabilities});
}

QString bindingRoute(const QString &agentId, const QString &capabilityId)
{
    return SunriseClient::route({QStringLiteral("agents"), agentId, kCapabilities, capabilityId});
}

bool sameBinding(AgentBinding a, const AgentBinding &b)
{
    a.id = b.id; // the pair, not the row id, names a binding
    return a == b;
}

} // namespace

// ---- bindings -------------------------------------------------------------------------

Expected<QList<AgentBinding>> ApiCatalogStore::agentBindings(const QString &agentId)
{
    const Expected<ApiResponse> response = run(m_client->get(bindingsRoute(agentId)));
    if (!response)
        return response.error();
    QList<AgentBinding> bindings;
    for (const QJsonValue &value : response.value().data.toArray())
        bindings.append(AgentBinding::fromJson(value.toObject()));
    return bindings;
}

Expected<QList<AgentBinding>> ApiCatalogStore::listBindings(const QString &agentId)
{
    const Operation operation(this);
    if (!agentId.isEmpty())
        return agentBindings(agentId);
    const Expected<QList<Agent>> agents = listAgents();
    if (!agents)
        return agents.error();
    return listBindingsOf(agents.value());
}

Expected<QList<AgentBinding>> ApiCatalogStore::listBindingsOf(const QList<Agent> &agents)
{
    const Operation operation(this);
    // A few agents' lists are asked for at once (the server answers them in parallel); the
    // answers are taken in the agents' order, and the first failure stops the rest.
    constexpr int InFlight = 4;
    QList<AgentBinding> bindings;
    std::deque<ApiCall *> pending;
    qsizetype next = 0;
    const auto dropPending = [&pending] {
        for (ApiCall *call : pending) {
            call->cancel();
            call->deleteLater();
        }
        pending.clear();
    };
    for (qsizetype done = 0; done < agents.size(); ++done) {
        while (next < agents.size() && pending.size() < InFlight && !m_cancelled)
            pending.push_back(m_client->get(bindingsRoute(agents.at(next++).id)));
        if (m_cancelled || pending.empty()) {
            dropPending();
            return cancelledError();
        }
        report(int(done), int(agents.size()), tr("reading the bindings of agents"));
        ApiCall *call = pending.front();
        pending.pop_front();
        const Expected<ApiResponse> response = run(call);
        if (!response) {
            dropPending();
            return response.error();
        }
        for (const QJsonValue &value : response.value().data.toArray())
            bindings.append(AgentBinding::fromJson(value.toObject()));
    }
    return bindings;
}

ApiCall *ApiCatalogStore::sendBinding(const BindingChange &change)
{
    const AgentBinding &binding = change.updated;
    if (change.remove)
        return m_client->remove(bindingRoute(change.original->agentId, change.original->capabilityId));
    if (!change.original) {
        QJsonObject body{{QStringLiteral("capabilityId"), binding.capabilityId},
                         {QStringLiteral("isEnabled"), binding.isEnabled}};
        if (!binding.customConfig.isNull())
            body.insert(QStringLiteral("customConfig"), binding.customConfig);
        if (binding.customRateLimit)
            body.insert(QStringLiteral("customRateLimit"), *binding.customRateLimit);
        return m_client->post(bindingsRoute(binding.agentId), body);
    }
    QJsonObject body;
    const QJsonObject before = change.original->toJson();
    const QJsonObject after = binding.toJson();
    for (const QString &field :
         {QStringLiteral("isEnabled"), QStringLiteral("customConfig"), QStringLiteral("customRateLimit")}) {
        if (before.value(field) != after.value(field))
            body.insert(field, after.value(field));
    }
    return body.isEmpty() ? nullptr : m_client->patch(bindingRoute(binding.agentId, binding.capabilityId), body);
}

Status ApiCatalogStore::settleBinding(const BindingChange &change, ApiCall *call)
{
    const AgentBinding &binding = change.updated;
    if (!call->ok()) {
        const StoreError error = call->error().toStoreError();
        // A retried detach whose first answer was lost finds the pair already gone.
        if (change.remove && call->attempts() > 1 && error.kind == StoreError::Kind::NotFound)
            return {};
        if (!change.remove && !change.original && error.kind == StoreError::Kind::Duplicate) {
            // Qt Network may resend a POST whose connection dropped before the answer: the
            // pair attached by the first copy is ours when it equals what we sent.
            const Expected<QList<AgentBinding>> rows = agentBindings(binding.agentId);
            for (const AgentBinding &row : rows ? rows.value() : QList<AgentBinding>()) {
                if (row.capabilityId == binding.capabilityId && sameBinding(row, binding))
                    return {};
            }
        }
        return error;
    }
    if (change.remove)
        return {};
    const QJsonArray missing = call->response()
                                   .meta.value(QLatin1String("warnings"))
                                   .toObject()
                                   .value(QLatin1String("missingEnvVars"))
                                   .toArray();
    if (!missing.isEmpty()) {
        BindingWarning warning{binding.agentId, binding.capabilityId, {}};
        for (const QJsonValue &name : missing)
            warning.missingEnvVars.append(name.toString());
        m_bindingWarnings.append(warning);
    }
    return {};
}

Expected<AgentBinding> ApiCatalogStore::createBinding(const AgentBinding &binding)
{
    const Operation operation(this);
    const Status applied = applyOneBinding({std::nullopt, binding, false});
    if (!applied)
        return applied.error();
    const Expected<QList<AgentBinding>> rows = agentBindings(binding.agentId);
    if (!rows)
        return rows.error();
    for (const AgentBinding &row : rows.value()) {
        if (row.capabilityId == binding.capabilityId)
            return row;
    }
    return StoreError{StoreError::Kind::NotFound, tr("The new binding is not listed by the server.")};
}

Expected<AgentBinding> ApiCatalogStore::updateBinding(const AgentBinding &original, const AgentBinding &updated)
{
    const Operation operation(this);
    const Status applied = applyOneBinding({original, updated, false});
    if (!applied)
        return applied.error();
    return updated;
}

Status ApiCatalogStore::deleteBinding(const AgentBinding &original)
{
    const Operation operation(this);
    return applyOneBinding({original, original, true});
}

Expected<QList<BindingConflict>> ApiCatalogStore::applyBindingChanges(const QList<BindingChange> &changes)
{
    const Operation operation(this);
    // The server's bindings of every agent the batch touches.
    QHash<QString, QHash<QString, AgentBinding>> current; // agent → capability → row
    for (const BindingChange &change : changes) {
        const QString agentId = change.original ? change.original->agentId : change.updated.agentId;
        if (current.contains(agentId))
            continue;
        if (m_cancelled)
            return cancelledError();
        const Expected<QList<AgentBinding>> rows = agentBindings(agentId);
        if (!rows)
            return rows.error();
        QHash<QString, AgentBinding> &byCapability = current[agentId];
        for (const AgentBinding &row : rows.value())
            byCapability.insert(row.capabilityId, row);
    }

    QList<BindingConflict> conflicts;
    QList<int> todo;
    for (int i = 0; i < changes.size(); ++i) {
        const BindingChange &change = changes.at(i);
        const AgentBinding &pair = change.original ? *change.original : change.updated;
        const QHash<QString, AgentBinding> &rows = current.value(pair.agentId);
        const auto now = rows.constFind(pair.capabilityId);
        const bool present = now != rows.constEnd();
        if (!change.original) {
            if (!present)
                todo.append(i);
            else if (!sameBinding(*now, change.updated))
                conflicts.append({pair.agentId, pair.capabilityId,
                                  tr("Capability %1 is already attached to agent %2").arg(pair.capabilityId, pair.agentId),
                                  *now});
            continue;
        }
        if (change.remove) {
            if (present && sameBinding(*now, *change.original))
                todo.append(i);
            else if (present)
                conflicts.append({pair.agentId, pair.capabilityId, tr("changed on the server since it was read"), *now});
            continue; // gone already: nothing left to detach
        }
        if (!present)
            conflicts.append({pair.agentId, pair.capabilityId, tr("detached on the server since it was read"),
                              std::nullopt});
        else if (sameBinding(*now, *change.original))
            todo.append(i);
        else if (!sameBinding(*now, change.updated))
            conflicts.append({pair.agentId, pair.capabilityId, tr("changed on the server since it was read"), *now});
    }
    if (!conflicts.isEmpty())
        return conflicts;

    const BatchOutcome outcome = writeBatch(
        todo, int(todo.size()), tr("writing bindings"), [this, &changes](int i) { return sendBinding(changes.at(i)); },
        [this, &changes](int i, ApiCall *call) { return settleBinding(changes.at(i), call); });
    if (outcome.failed >= 0) {
        StoreError error = outcome.error;
        if (outcome.written > 0)
            error.message = tr("%1 of %2 binding changes were written before one failed: %3 Sunrise's API has "
                               "no transactions, so those stay written; apply again to write the rest.")
                                .arg(outcome.written)
                                .arg(todo.size())
                                .arg(error.message);
        return error;
    }
    return QList<BindingConflict>();
}

} // namespace capstudio
