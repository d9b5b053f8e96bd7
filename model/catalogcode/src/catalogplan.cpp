#include "catalogcode/catalogplan.h"

#include "catalog/capabilityrules.h"
#include "core/ids.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace capstudio {

namespace {

const QString PlanFormat = QStringLiteral("capstudio-catalog-plan");
constexpr int PlanVersion = 1;

QString hashOf(const QJsonObject &object)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(object).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256).toHex());
}

QJsonObject bindingRowJson(const NamedBinding &binding)
{
    QJsonObject row = binding.fields();
    row.insert(QStringLiteral("id"), binding.id);
    row.insert(QStringLiteral("agentId"), binding.agentId);
    row.insert(QStringLiteral("capabilityId"), binding.capabilityId);
    return row;
}

NamedBinding bindingFromRowJson(const QString &agent, const QString &capability, const QJsonObject &row)
{
    NamedBinding binding = NamedBinding::fromFields(agent, capability, row);
    binding.id = row.value(QLatin1String("id")).toString();
    binding.agentId = row.value(QLatin1String("agentId")).toString();
    binding.capabilityId = row.value(QLatin1String("capabilityId")).toString();
    return binding;
}

QString bindingName(const QString &agent, const QString &capability)
{
    return agent + QLatin1Char('/') + capability;
}

// The top-level field a pointer is in: "/functionDefinition/parameters" → "functionDefinition".
QString topField(const QString &pointer)
{
    return pointer.section(QLatin1Char('/'), 1, 1);
}

} // namespace

QMap<QString, QString> CatalogPlan::fingerprintsOf(const CatalogSnapshot &target)
{
    QMap<QString, QString> prints;
    for (const Capability &capability : target.capabilities)
        prints.insert(QStringLiteral("capability:") + capability.slug, hashOf(capability.toJson()));
    for (const NamedBinding &binding : target.bindings)
        prints.insert(QStringLiteral("binding:") + bindingName(binding.agentSlug, binding.capabilitySlug),
                      hashOf(bindingRowJson(binding)));
    for (auto it = target.agentIds.begin(); it != target.agentIds.end(); ++it)
        prints.insert(QStringLiteral("agent:") + it.key(), hashOf(QJsonObject{{QStringLiteral("id"), it.value()}}));
    return prints;
}

CatalogPlan CatalogPlan::make(const CatalogSnapshot &target, const CatalogSnapshot &desired, const Options &options,
                              const QString &targetLabel)
{
    CatalogPlan plan;
    plan.target = targetLabel;
    plan.options = options;
    plan.fingerprints = fingerprintsOf(target);
    const CatalogDiff diff = CatalogDiff::compare(target, desired);

    QHash<QString, QString> categoryOf; // slug → category, the folder's over the target's
    for (const Capability &capability : target.capabilities)
        categoryOf.insert(capability.slug, capability.category);
    for (const Capability &capability : desired.capabilities)
        categoryOf.insert(capability.slug, capability.category);
    const auto selected = [&](const QString &slug) {
        return options.categories.isEmpty() || options.categories.contains(categoryOf.value(slug));
    };

    QSet<QString> readOnly(options.traits.readOnlyCapabilityFields.begin(), options.traits.readOnlyCapabilityFields.end());
    readOnly.insert(QStringLiteral("isSystem")); // set by Sunrise's seeds only, wherever the catalog lives
    const QStringList seedOwned = CapabilityRules::systemProtectedFields();
    const bool softDeletes = options.traits.softDeletes;
    int notPruned = 0;
    QSet<QString> created; // slugs the plan creates
    QSet<QString> deleted;

    for (const CapabilityDiff &change : diff.capabilities) {
        if (!selected(change.slug))
            continue;
        const QString subject = tr("capability %1").arg(change.slug);
        if (change.kind == ChangeKind::Delete) {
            if (!options.prune) {
                ++notPruned;
                continue;
            }
            if (change.before->isSystem) {
                plan.notes.append(tr("%1: a system capability, not deleted (Sunrise refuses to delete them)").arg(subject));
                continue;
            }
            if (softDeletes && !change.before->isActive) {
                plan.notes.append(tr("%1: already deactivated, as Sunrise's API deletes").arg(subject));
                continue;
            }
            deleted.insert(change.slug);
            plan.capabilities.append({ChangeKind::Delete, change.slug, change.before, std::nullopt});
            continue;
        }
        if (change.kind == ChangeKind::Create) {
            Capability after = *change.after;
            after.id.clear();
            const Capability defaults;
            for (const QString &field : std::as_const(readOnly)) {
                if (after.value(field) != defaults.value(field)) {
                    plan.notes.append(tr("%1: %2 cannot be written here, created as %3 (%4)")
                                          .arg(subject, field,
                                               QString::fromUtf8(QJsonDocument(QJsonArray{defaults.value(field)})
                                                                     .toJson(QJsonDocument::Compact))
                                                   .mid(1)
                                                   .chopped(1),
                                               field == QLatin1String("isSystem")
                                                   ? tr("set by Sunrise's seeds")
                                                   : options.traits.readOnlyReason));
                    after.setValue(field, defaults.value(field));
                }
            }
            created.insert(change.slug);
            plan.capabilities.append({ChangeKind::Create, change.slug, std::nullopt, after});
            continue;
        }
        // An update: only the fields that may be written, taken from the folder.
        const Capability &before = *change.before;
        QStringList fields;
        for (const FieldChange &field : change.fields) {
            const QString top = topField(field.pointer);
            if (!fields.contains(top))
                fields.append(top);
        }
        Capability after = before;
        bool anything = false;
        for (const QString &field : std::as_const(fields)) {
            if (before.isSystem && seedOwned.contains(field)) {
                plan.notes.append(tr("%1: %2 is seed-owned, not pushed").arg(subject, field));
                continue;
            }
            if (readOnly.contains(field)) {
                plan.notes.append(tr("%1: %2 cannot be written here, not pushed (%3)")
                                      .arg(subject, field,
                                           field == QLatin1String("isSystem") ? tr("set by Sunrise's seeds")
                                                                              : options.traits.readOnlyReason));
                continue;
            }
            if (before.isSystem && field == QLatin1String("isActive") && !change.after->isActive) {
                plan.notes.append(tr("%1: a system capability cannot be deactivated, isActive not pushed").arg(subject));
                continue;
            }
            after.setValue(field, change.after->value(field));
            anything = true;
        }
        if (anything)
            plan.capabilities.append({ChangeKind::Update, change.slug, before, after});
    }

    QSet<QString> targetCapabilities;
    for (const Capability &capability : target.capabilities)
        targetCapabilities.insert(capability.slug);
    QSet<QString> missingAgents;
    for (const BindingDiff &change : diff.bindings) {
        if (!selected(change.capabilitySlug))
            continue;
        const QString subject = tr("binding %1 → %2").arg(change.agentSlug, change.capabilitySlug);
        if (change.kind == ChangeKind::Delete) {
            if (!options.prune) {
                ++notPruned;
                continue;
            }
            plan.bindings.append({ChangeKind::Delete, change.agentSlug, change.capabilitySlug, change.before, std::nullopt});
            continue;
        }
        if (!target.agentIds.contains(change.agentSlug)) {
            if (!missingAgents.contains(change.agentSlug))
                plan.blockers.append(tr("agent %1 is not in %2: create it in Sunrise first (its bindings cannot be "
                                        "pushed)")
                                         .arg(change.agentSlug, targetLabel));
            missingAgents.insert(change.agentSlug);
            continue;
        }
        if (change.kind == ChangeKind::Create) {
            if (!targetCapabilities.contains(change.capabilitySlug) && !created.contains(change.capabilitySlug)) {
                plan.blockers.append(tr("%1: the capability is neither in %2 nor pushed with this change")
                                         .arg(subject, targetLabel));
                continue;
            }
            plan.bindings.append({ChangeKind::Create, change.agentSlug, change.capabilitySlug, std::nullopt, change.after});
            continue;
        }
        NamedBinding after = *change.after;
        after.id = change.before->id;
        after.agentId = change.before->agentId;
        after.capabilityId = change.before->capabilityId;
        plan.bindings.append({ChangeKind::Update, change.agentSlug, change.capabilitySlug, change.before, after});
    }
    if (notPruned > 0)
        plan.notes.append(tr("%n row(s) of the target are not in the folder and stay (--prune deletes them)", nullptr,
                             notPruned));
    return plan;
}

QStringList CatalogPlan::staleRows(const CatalogSnapshot &targetNow) const
{
    const QMap<QString, QString> now = fingerprintsOf(targetNow);
    QStringList stale;
    for (auto it = fingerprints.begin(); it != fingerprints.end(); ++it) {
        const auto found = now.constFind(it.key());
        if (found == now.constEnd())
            stale.append(tr("%1 was deleted").arg(it.key()));
        else if (*found != it.value())
            stale.append(tr("%1 changed").arg(it.key()));
    }
    for (auto it = now.begin(); it != now.end(); ++it) {
        if (!fingerprints.contains(it.key()))
            stale.append(tr("%1 was added").arg(it.key()));
    }
    return stale;
}

CatalogDiff CatalogPlan::asDiff() const
{
    CatalogDiff diff;
    for (const CapabilityStep &step : capabilities) {
        CapabilityDiff change{step.kind, step.slug, {}, step.before, step.after};
        if (step.kind == ChangeKind::Update)
            CatalogDiff::compareJson(CatalogSnapshot::capabilityFields(*step.before),
                                     CatalogSnapshot::capabilityFields(*step.after), QString(), change.fields);
        diff.capabilities.append(change);
    }
    for (const BindingStep &step : bindings) {
        BindingDiff change{step.kind, step.agentSlug, step.capabilitySlug, {}, step.before, step.after};
        if (step.kind == ChangeKind::Update)
            CatalogDiff::compareJson(step.before->fields(), step.after->fields(), QString(), change.fields);
        diff.bindings.append(change);
    }
    return diff;
}

QJsonObject CatalogPlan::toJson() const
{
    QJsonArray capabilityArray;
    for (const CapabilityStep &step : capabilities) {
        QJsonObject object{{QStringLiteral("change"), CatalogDiff::kindName(step.kind)}, {QStringLiteral("slug"), step.slug}};
        if (step.before)
            object.insert(QStringLiteral("before"), step.before->toJson());
        if (step.after)
            object.insert(QStringLiteral("after"), CatalogSnapshot::capabilityFields(*step.after));
        capabilityArray.append(object);
    }
    QJsonArray bindingArray;
    for (const BindingStep &step : bindings) {
        QJsonObject object{{QStringLiteral("change"), CatalogDiff::kindName(step.kind)},
                           {QStringLiteral("agent"), step.agentSlug},
                           {QStringLiteral("capability"), step.capabilitySlug}};
        if (step.before)
            object.insert(QStringLiteral("before"), bindingRowJson(*step.before));
        if (step.after)
            object.insert(QStringLiteral("after"), step.after->fields());
        bindingArray.append(object);
    }
    QJsonObject prints;
    for (auto it = fingerprints.begin(); it != fingerprints.end(); ++it)
        prints.insert(it.key(), it.value());
    return QJsonObject{{QStringLiteral("format"), PlanFormat},
                       {QStringLiteral("version"), PlanVersion},
                       {QStringLiteral("target"), target},
                       {QStringLiteral("prune"), options.prune},
                       {QStringLiteral("categories"), QJsonArray::fromStringList(options.categories)},
                       {QStringLiteral("capabilities"), capabilityArray},
                       {QStringLiteral("bindings"), bindingArray},
                       {QStringLiteral("notes"), QJsonArray::fromStringList(notes)},
                       {QStringLiteral("fingerprints"), prints}};
}

Expected<CatalogPlan> CatalogPlan::fromJson(const QJsonObject &object, const QString &file)
{
    const auto invalid = [&file](const QString &pointer, const QString &message) {
        return StoreError{StoreError::Kind::Invalid, tr("%1:%2: %3").arg(file, pointer, message)};
    };
    if (object.value(QLatin1String("format")).toString() != PlanFormat)
        return invalid(QStringLiteral("/format"), tr("not a capstudio catalog plan"));
    if (object.value(QLatin1String("version")).toInt() != PlanVersion)
        return invalid(QStringLiteral("/version"), tr("plan version %1 is not one this capstudio reads (%2)")
                                                       .arg(object.value(QLatin1String("version")).toInt())
                                                       .arg(PlanVersion));
    const auto kindOf = [](const QString &name) -> std::optional<ChangeKind> {
        if (name == QLatin1String("create"))
            return ChangeKind::Create;
        if (name == QLatin1String("update"))
            return ChangeKind::Update;
        if (name == QLatin1String("delete"))
            return ChangeKind::Delete;
        return std::nullopt;
    };
    CatalogPlan plan;
    plan.target = object.value(QLatin1String("target")).toString();
    plan.options.prune = object.value(QLatin1String("prune")).toBool();
    for (const QJsonValue &category : object.value(QLatin1String("categories")).toArray())
        plan.options.categories.append(category.toString());
    const QJsonArray capabilityArray = object.value(QLatin1String("capabilities")).toArray();
    for (qsizetype i = 0; i < capabilityArray.size(); ++i) {
        const QJsonObject item = capabilityArray.at(i).toObject();
        const QString pointer = QStringLiteral("/capabilities/%1").arg(i);
        const std::optional<ChangeKind> kind = kindOf(item.value(QLatin1String("change")).toString());
        const bool needsBefore = kind && *kind != ChangeKind::Create;
        const bool needsAfter = kind && *kind != ChangeKind::Delete;
        if (!kind || item.value(QLatin1String("slug")).toString().isEmpty()
            || needsBefore != item.value(QLatin1String("before")).isObject()
            || needsAfter != item.value(QLatin1String("after")).isObject())
            return invalid(pointer, tr("a capability step needs change, slug and the rows its change names"));
        CapabilityStep step{*kind, item.value(QLatin1String("slug")).toString(), std::nullopt, std::nullopt};
        if (needsBefore)
            step.before = Capability::fromJson(item.value(QLatin1String("before")).toObject());
        if (needsAfter) {
            step.after = Capability::fromJson(item.value(QLatin1String("after")).toObject());
            if (step.before)
                step.after->id = step.before->id;
        }
        plan.capabilities.append(step);
    }
    const QJsonArray bindingArray = object.value(QLatin1String("bindings")).toArray();
    for (qsizetype i = 0; i < bindingArray.size(); ++i) {
        const QJsonObject item = bindingArray.at(i).toObject();
        const QString pointer = QStringLiteral("/bindings/%1").arg(i);
        const std::optional<ChangeKind> kind = kindOf(item.value(QLatin1String("change")).toString());
        const QString agent = item.value(QLatin1String("agent")).toString();
        const QString capability = item.value(QLatin1String("capability")).toString();
        const bool needsBefore = kind && *kind != ChangeKind::Create;
        const bool needsAfter = kind && *kind != ChangeKind::Delete;
        if (!kind || agent.isEmpty() || capability.isEmpty() || needsBefore != item.value(QLatin1String("before")).isObject()
            || needsAfter != item.value(QLatin1String("after")).isObject())
            return invalid(pointer, tr("a binding step needs change, agent, capability and the rows its change names"));
        BindingStep step{*kind, agent, capability, std::nullopt, std::nullopt};
        if (needsBefore)
            step.before = bindingFromRowJson(agent, capability, item.value(QLatin1String("before")).toObject());
        if (needsAfter) {
            step.after = NamedBinding::fromFields(agent, capability, item.value(QLatin1String("after")).toObject());
            if (step.before) {
                step.after->id = step.before->id;
                step.after->agentId = step.before->agentId;
                step.after->capabilityId = step.before->capabilityId;
            }
        }
        plan.bindings.append(step);
    }
    for (const QJsonValue &note : object.value(QLatin1String("notes")).toArray())
        plan.notes.append(note.toString());
    const QJsonObject prints = object.value(QLatin1String("fingerprints")).toObject();
    if (prints.isEmpty() && !object.value(QLatin1String("fingerprints")).isObject())
        return invalid(QStringLiteral("/fingerprints"), tr("the plan has no fingerprints of the rows it was made from"));
    for (auto it = prints.begin(); it != prints.end(); ++it)
        plan.fingerprints.insert(it.key(), it.value().toString());
    return plan;
}

Expected<CatalogPlan::Outcome> CatalogPlan::apply(CatalogStore &store, const CatalogSnapshot &target) const
{
    Outcome outcome;
    const bool serverIds = store.traits().assignsIds;
    const auto conflictError = [](const QStringList &messages) {
        return StoreError{StoreError::Kind::Conflict,
                          tr("Changed in the target while pushing, nothing more was written: %1").arg(messages.join(QStringLiteral("; ")))};
    };
    const auto bindingConflicts = [&](const QList<BindingConflict> &conflicts) {
        QStringList messages;
        for (const BindingConflict &conflict : conflicts)
            messages.append(conflict.message);
        return conflictError(messages);
    };

    const Status status = store.inOneTransaction([&]() -> Status {
        // 1. Detaches.
        QList<BindingChange> detaches;
        for (const BindingStep &step : bindings) {
            if (step.kind == ChangeKind::Delete)
                detaches.append({step.before->toRow(), step.before->toRow(), true});
        }
        if (!detaches.isEmpty()) {
            const Expected<QList<BindingConflict>> written = store.applyBindingChanges(detaches);
            if (!written)
                return written.error();
            if (!written.value().isEmpty())
                return bindingConflicts(written.value());
            outcome.bindingsWritten += int(detaches.size());
        }

        // 2. Capabilities. Where the store takes our ids, new rows get them now.
        QHash<QString, QString> capabilityIds;
        for (const Capability &capability : target.capabilities)
            capabilityIds.insert(capability.slug, capability.id);
        QList<CapabilityChange> changes;
        bool creates = false;
        for (const CapabilityStep &step : capabilities) {
            switch (step.kind) {
            case ChangeKind::Create: {
                Capability row = *step.after;
                row.id = serverIds ? QString() : Ids::newCuid();
                if (!serverIds)
                    capabilityIds.insert(row.slug, row.id);
                creates = true;
                changes.append({std::nullopt, row, false});
                break;
            }
            case ChangeKind::Update: changes.append({step.before, *step.after, false}); break;
            case ChangeKind::Delete: changes.append({step.before, *step.before, true}); break;
            }
        }
        if (!changes.isEmpty()) {
            const Expected<QList<CapabilityConflict>> written = store.applyCapabilityChanges(changes);
            if (!written)
                return written.error();
            if (!written.value().isEmpty()) {
                QStringList messages;
                for (const CapabilityConflict &conflict : written.value())
                    messages.append(conflict.message);
                return conflictError(messages);
            }
            outcome.capabilitiesWritten = int(changes.size());
        }
        // 3. The ids the server gave the new rows.
        if (creates && serverIds) {
            const Expected<QList<Capability>> listed = store.listCapabilities();
            if (!listed)
                return listed.error();
            for (const Capability &capability : listed.value())
                capabilityIds.insert(capability.slug, capability.id);
        }

        // 4. Binding updates and attaches.
        QList<BindingChange> writes;
        for (const BindingStep &step : bindings) {
            if (step.kind == ChangeKind::Update) {
                writes.append({step.before->toRow(), step.after->toRow(), false});
            } else if (step.kind == ChangeKind::Create) {
                NamedBinding row = *step.after;
                row.agentId = target.agentIds.value(step.agentSlug);
                row.capabilityId = capabilityIds.value(step.capabilitySlug);
                if (row.agentId.isEmpty() || row.capabilityId.isEmpty())
                    return StoreError{StoreError::Kind::NotFound,
                                      tr("binding %1 → %2: the agent or the capability is not in the target")
                                          .arg(step.agentSlug, step.capabilitySlug)};
                writes.append({std::nullopt, row.toRow(), false});
            }
        }
        if (!writes.isEmpty()) {
            const Expected<QList<BindingConflict>> written = store.applyBindingChanges(writes);
            if (!written)
                return written.error();
            if (!written.value().isEmpty())
                return bindingConflicts(written.value());
            outcome.bindingsWritten += int(writes.size());
        }
        return {};
    });
    outcome.warnings = store.takeBindingWarnings();
    if (!status)
        return status.error();
    return outcome;
}

} // namespace capstudio
