#include "catalogcode/catalogstaging.h"

#include "catalog/bindingdocument.h"
#include "catalog/catalogdocument.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QUndoStack>

#include <algorithm>

namespace capstudio {

namespace {

QString unescape(QString token)
{
    return token.replace(QLatin1String("~1"), QLatin1String("/")).replace(QLatin1String("~0"), QLatin1String("~"));
}

QJsonValue setAt(const QJsonValue &node, const QStringList &tokens, qsizetype index, const QJsonValue &value)
{
    if (index == tokens.size())
        return value;
    const QString token = unescape(tokens.at(index));
    if (node.isArray()) {
        QJsonArray array = node.toArray();
        bool ok = false;
        const qsizetype at = token.toLongLong(&ok);
        if (!ok || at < 0 || at > array.size())
            return node;
        if (index + 1 == tokens.size() && value.isUndefined()) {
            if (at < array.size())
                array.removeAt(at);
            return array;
        }
        const QJsonValue child = setAt(at < array.size() ? array.at(at) : QJsonValue(), tokens, index + 1, value);
        if (at == array.size())
            array.append(child);
        else
            array.replace(at, child);
        return array;
    }
    QJsonObject object = node.toObject();
    if (index + 1 == tokens.size() && value.isUndefined()) {
        object.remove(token);
        return object;
    }
    object.insert(token, setAt(object.value(token), tokens, index + 1, value));
    return object;
}

QString topField(const QString &pointer)
{
    return unescape(pointer.section(QLatin1Char('/'), 1, 1));
}

// The top-level fields of `fields` a pick takes, each with the leaves it takes (empty: all of it).
QHash<QString, QList<FieldChange>> picked(const QList<FieldChange> &fields, const QStringList &pointers)
{
    QHash<QString, QList<FieldChange>> byTop;
    for (const FieldChange &field : fields) {
        if (pointers.isEmpty() || pointers.contains(field.pointer))
            byTop[topField(field.pointer)].append(field);
    }
    return byTop;
}

// `current` with the picked leaves of one top-level field applied.
QJsonValue applied(QJsonValue current, const QString &top, const QList<FieldChange> &leaves)
{
    for (const FieldChange &leaf : leaves) {
        const QString below = leaf.pointer.mid(top.size() + 1);
        current = below.isEmpty() ? leaf.after : CatalogStaging::withValueAt(current, below, leaf.after);
    }
    return current;
}

} // namespace

QJsonValue CatalogStaging::withValueAt(const QJsonValue &root, const QString &pointer, const QJsonValue &value)
{
    if (pointer.isEmpty())
        return value;
    return setAt(root, pointer.mid(1).split(QLatin1Char('/')), 0, value);
}

CatalogSnapshot CatalogStaging::snapshotOf(const CatalogDocument &capabilities, const BindingDocument &bindings)
{
    CatalogSnapshot snapshot;
    snapshot.capabilities = capabilities.rows();
    QHash<QString, QString> slugById;
    for (const Capability &capability : snapshot.capabilities)
        slugById.insert(capability.id, capability.slug);
    for (const Capability &capability : bindings.capabilities()) {
        if (!slugById.contains(capability.id))
            slugById.insert(capability.id, capability.slug);
    }
    for (const Agent &agent : bindings.agents()) {
        snapshot.agentSlugs.append(agent.slug);
        snapshot.agentIds.insert(agent.slug, agent.id);
        for (const AgentBinding &row : bindings.bindings(agent.id))
            snapshot.bindings.append(
                NamedBinding::fromRow(row, agent.slug, slugById.value(row.capabilityId, row.capabilityId)));
    }
    snapshot.sort();
    return snapshot;
}

CatalogStaging::Result CatalogStaging::stage(const CatalogDiff &diff, const QList<ComparePick> &picks,
                                             CatalogDocument &capabilities, BindingDocument &bindings,
                                             const QString &undoText)
{
    Result result;
    QHash<QString, const CapabilityDiff *> capabilityChanges;
    for (const CapabilityDiff &change : diff.capabilities)
        capabilityChanges.insert(change.slug, &change);
    QHash<QString, const BindingDiff *> bindingChanges;
    for (const BindingDiff &change : diff.bindings)
        bindingChanges.insert(change.agentSlug + QLatin1Char('\n') + change.capabilitySlug, &change);

    const auto any = [&picks](ComparePick::Kind kind) {
        return std::any_of(picks.begin(), picks.end(), [kind](const ComparePick &pick) { return pick.kind == kind; });
    };
    // Capabilities first: a binding picked with a new capability needs it (once applied).
    // Each document gets one undo step, and none when nothing of it was picked.
    if (any(ComparePick::Kind::Capability))
        capabilities.undoStack()->beginMacro(undoText);
    for (const ComparePick &pick : picks) {
        if (pick.kind != ComparePick::Kind::Capability)
            continue;
        const CapabilityDiff *change = capabilityChanges.value(pick.slug);
        if (!change)
            continue;
        const QString subject = tr("capability %1").arg(pick.slug);
        QString why;
        switch (change->kind) {
        case ChangeKind::Create: {
            Capability row = *change->after;
            row.id.clear();
            capabilities.addCapabilities({row}, undoText);
            ++result.staged;
            break;
        }
        case ChangeKind::Delete:
            if (capabilities.deleteCapabilities({change->before->id}, &why))
                ++result.staged;
            else
                result.refused.append(tr("%1: %2").arg(subject, why));
            break;
        case ChangeKind::Update: {
            const int row = capabilities.rowOf(change->before->id);
            if (row < 0) {
                result.refused.append(tr("%1: no longer in this connection").arg(subject));
                break;
            }
            const QHash<QString, QList<FieldChange>> fields = picked(change->fields, pick.pointers);
            for (auto it = fields.begin(); it != fields.end(); ++it) {
                const QJsonValue value = applied(capabilities.at(row).value(it.key()), it.key(), it.value());
                if (capabilities.setField(change->before->id, it.key(), value, &why))
                    ++result.staged;
                else
                    result.refused.append(tr("%1: %2: %3").arg(subject, it.key(), why));
            }
            break;
        }
        }
    }
    if (any(ComparePick::Kind::Capability))
        capabilities.undoStack()->endMacro();

    QHash<QString, QString> agentIds;
    for (const Agent &agent : bindings.agents())
        agentIds.insert(agent.slug, agent.id);
    QHash<QString, QString> capabilityIds;
    for (const Capability &capability : bindings.capabilities())
        capabilityIds.insert(capability.slug, capability.id);

    if (any(ComparePick::Kind::Binding))
        bindings.undoStack()->beginMacro(undoText);
    for (const ComparePick &pick : picks) {
        if (pick.kind != ComparePick::Kind::Binding)
            continue;
        const BindingDiff *change = bindingChanges.value(pick.agentSlug + QLatin1Char('\n') + pick.capabilitySlug);
        if (!change)
            continue;
        const QString subject = tr("binding %1 → %2").arg(pick.agentSlug, pick.capabilitySlug);
        const QString agentId = agentIds.value(pick.agentSlug);
        const QString capabilityId = capabilityIds.value(pick.capabilitySlug);
        if (agentId.isEmpty()) {
            result.refused.append(tr("%1: this connection has no agent %2").arg(subject, pick.agentSlug));
            continue;
        }
        if (capabilityId.isEmpty()) {
            result.refused.append(
                tr("%1: the capability is not stored in this connection yet; apply it, then stage the binding").arg(subject));
            continue;
        }
        QString why;
        if (change->kind == ChangeKind::Delete) {
            if (bindings.detach(agentId, {capabilityId}, &why))
                ++result.staged;
            else
                result.refused.append(tr("%1: %2").arg(subject, why));
            continue;
        }
        if (change->kind == ChangeKind::Create && !bindings.attach(agentId, capabilityId, &why)) {
            result.refused.append(tr("%1: %2").arg(subject, why));
            continue;
        }
        const std::optional<AgentBinding> current = bindings.binding(agentId, capabilityId);
        if (!current) {
            result.refused.append(tr("%1: no longer in this connection").arg(subject));
            continue;
        }
        QJsonObject fields = NamedBinding{QString(), QString(), current->isEnabled, current->customConfig,
                                          current->customRateLimit}
                                 .fields();
        if (change->kind == ChangeKind::Create) {
            fields = change->after->fields();
        } else {
            const QHash<QString, QList<FieldChange>> picks = picked(change->fields, pick.pointers);
            for (auto it = picks.begin(); it != picks.end(); ++it)
                fields.insert(it.key(), applied(fields.value(it.key()), it.key(), it.value()));
        }
        const NamedBinding wanted = NamedBinding::fromFields(pick.agentSlug, pick.capabilitySlug, fields);
        AgentBinding updated = *current;
        updated.isEnabled = wanted.isEnabled;
        updated.customConfig = wanted.customConfig;
        updated.customRateLimit = wanted.customRateLimit;
        if (updated == *current) {
            ++result.staged; // an attach with the defaults
            continue;
        }
        if (bindings.replaceBinding(updated, &why))
            ++result.staged;
        else
            result.refused.append(tr("%1: %2").arg(subject, why));
    }
    if (any(ComparePick::Kind::Binding))
        bindings.undoStack()->endMacro();
    return result;
}

} // namespace capstudio
