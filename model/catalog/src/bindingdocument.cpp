#include "catalog/bindingdocument.h"

#include "bindingcommands.h"

#include <QUndoStack>

namespace capstudio {

namespace {

const QChar KeySeparator(0x1f); // never part of a cuid

bool rateLimitInRange(const std::optional<int> &limit)
{
    return !limit || (*limit >= 1 && *limit <= 10000);
}

bool byName(const Capability *a, const Capability *b)
{
    const int folded = a->name.compare(b->name, Qt::CaseInsensitive);
    if (folded != 0)
        return folded < 0;
    if (a->name != b->name)
        return a->name < b->name;
    return a->id < b->id;
}

} // namespace

BindingDocument::BindingDocument(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
{
}

QString BindingDocument::key(const QString &agentId, const QString &capabilityId)
{
    return agentId + KeySeparator + capabilityId;
}

void BindingDocument::load(QList<Agent> agents, QList<Capability> capabilities,
                           QList<AgentBinding> bindings)
{
    emit aboutToReset();
    m_undoStack->clear();
    m_agents = std::move(agents);
    m_capabilities = std::move(capabilities);
    m_agentIndex.clear();
    for (int row = 0; row < m_agents.size(); ++row)
        m_agentIndex.insert(m_agents.at(row).id, row);
    m_capabilityIndex.clear();
    for (int row = 0; row < m_capabilities.size(); ++row)
        m_capabilityIndex.insert(m_capabilities.at(row).id, row);
    m_base.clear();
    m_base.reserve(bindings.size());
    m_bound.clear();
    for (const AgentBinding &binding : std::as_const(bindings)) {
        m_base.insert(key(binding.agentId, binding.capabilityId), binding);
        m_bound[binding.agentId].insert(binding.capabilityId);
    }
    m_staged.clear();
    m_checks.clear();
    m_agentProblems.clear();
    emit wasReset();
    emit pendingChanged();
}

void BindingDocument::setCapabilities(QList<Capability> capabilities)
{
    emit aboutToReset();
    m_capabilities = std::move(capabilities);
    m_capabilityIndex.clear();
    for (int row = 0; row < m_capabilities.size(); ++row)
        m_capabilityIndex.insert(m_capabilities.at(row).id, row);
    m_checks.clear();
    m_agentProblems.clear();
    emit wasReset();
}

void BindingDocument::setProfile(const EnvProfile &profile)
{
    m_profile = profile;
    m_checks.clear();
    m_agentProblems.clear();
    emit checksChanged();
}

void BindingDocument::setRowChecks(RowChecks checks)
{
    m_rowChecks = std::move(checks);
    m_checks.clear();
    m_agentProblems.clear();
    emit checksChanged();
}

int BindingDocument::agentRow(const QString &agentId) const
{
    return m_agentIndex.value(agentId, -1);
}

const Capability *BindingDocument::capability(const QString &capabilityId) const
{
    const auto found = m_capabilityIndex.constFind(capabilityId);
    return found == m_capabilityIndex.constEnd() ? nullptr : &m_capabilities.at(found.value());
}

int BindingDocument::enabledCount(const QString &agentId) const
{
    int count = 0;
    for (const QString &capabilityId : m_bound.value(agentId)) {
        const std::optional<AgentBinding> staged = binding(agentId, capabilityId);
        if (staged && staged->isEnabled)
            ++count;
    }
    return count;
}

QList<AgentBinding> BindingDocument::bindings(const QString &agentId) const
{
    QList<const Capability *> order;
    QList<AgentBinding> unknown; // capability not loaded: listed last, by id
    for (const QString &capabilityId : m_bound.value(agentId)) {
        if (const Capability *found = capability(capabilityId))
            order.append(found);
        else if (const std::optional<AgentBinding> staged = binding(agentId, capabilityId))
            unknown.append(*staged);
    }
    std::sort(order.begin(), order.end(), byName);
    std::sort(unknown.begin(), unknown.end(),
              [](const AgentBinding &a, const AgentBinding &b) { return a.capabilityId < b.capabilityId; });
    QList<AgentBinding> result;
    result.reserve(order.size() + unknown.size());
    for (const Capability *found : std::as_const(order))
        result.append(*binding(agentId, found->id));
    result.append(unknown);
    return result;
}

std::optional<AgentBinding> BindingDocument::binding(const QString &agentId,
                                                     const QString &capabilityId) const
{
    const QString k = key(agentId, capabilityId);
    const auto staged = m_staged.constFind(k);
    if (staged != m_staged.constEnd())
        return staged.value();
    const auto base = m_base.constFind(k);
    if (base != m_base.constEnd())
        return base.value();
    return std::nullopt;
}

BindingCheck BindingDocument::check(const QString &agentId, const QString &capabilityId) const
{
    const QString k = key(agentId, capabilityId);
    const auto cached = m_checks.constFind(k);
    if (cached != m_checks.constEnd())
        return cached.value();
    const std::optional<AgentBinding> staged = binding(agentId, capabilityId);
    if (!staged)
        return {};
    BindingCheck result;
    if (const Capability *found = capability(capabilityId)) {
        result = BindingRules::check(*staged, *found, m_profile);
        if (m_rowChecks)
            result.diagnostics.append(m_rowChecks(*staged, *found));
    } else {
        result.diagnostics.append(Diagnostic::error(
            QStringLiteral("binding-capability-missing"),
            tr("Capability %1 not found").arg(capabilityId),
            SourceLocation::atPointer(QString(), QStringLiteral("/capabilityId"))));
    }
    m_checks.insert(k, result);
    return result;
}

BindingDocument::AgentProblems BindingDocument::agentProblems(const QString &agentId) const
{
    const auto cached = m_agentProblems.constFind(agentId);
    if (cached != m_agentProblems.constEnd())
        return cached.value();
    AgentProblems problems;
    for (const QString &capabilityId : m_bound.value(agentId)) {
        const Diagnostics found = check(agentId, capabilityId).diagnostics;
        const int errors = countBySeverity(found, Severity::Error);
        const int warnings = countBySeverity(found, Severity::Warning);
        problems.errors += errors;
        problems.warnings += warnings;
        if (errors + warnings > 0)
            ++problems.bindings;
    }
    m_agentProblems.insert(agentId, problems);
    return problems;
}

QList<Capability> BindingDocument::attachable(const QString &agentId) const
{
    const QSet<QString> bound = m_bound.value(agentId);
    QList<const Capability *> order;
    for (const Capability &candidate : m_capabilities) {
        if (!bound.contains(candidate.id))
            order.append(&candidate);
    }
    std::sort(order.begin(), order.end(), byName);
    QList<Capability> result;
    result.reserve(order.size());
    for (const Capability *found : std::as_const(order))
        result.append(*found);
    return result;
}

QString BindingDocument::describe(const QString &agentId, const QString &capabilityId) const
{
    const Capability *found = capability(capabilityId);
    const int row = agentRow(agentId);
    return tr("%1 of %2").arg(found ? found->slug : capabilityId,
                              row >= 0 ? m_agents.at(row).slug : agentId);
}

bool BindingDocument::push(const QString &agentId, const QString &capabilityId,
                           const AgentBinding &after, const QString &text, const QString &mergeKey)
{
    const std::optional<AgentBinding> before = binding(agentId, capabilityId);
    if (before == std::optional<AgentBinding>(after))
        return true;
    m_undoStack->push(new BindingEditCommand(this, {{agentId, capabilityId, before, after}}, text,
                                             mergeKey));
    return true;
}

bool BindingDocument::attach(const QString &agentId, const QString &capabilityId, QString *why)
{
    QString refusal;
    if (agentRow(agentId) < 0)
        refusal = tr("Agent %1 not found").arg(agentId);
    else if (!capability(capabilityId))
        refusal = tr("Capability %1 not found").arg(capabilityId);
    else if (binding(agentId, capabilityId))
        refusal = tr("Capability %1 is already attached to agent %2").arg(capabilityId, agentId);
    if (!refusal.isEmpty()) {
        if (why)
            *why = refusal;
        return false;
    }
    // Sunrise's POST defaults. Re-attaching a row detached in this session keeps its id:
    // the net change is then an update of the stored row, not a delete and an insert.
    AgentBinding attached;
    attached.agentId = agentId;
    attached.capabilityId = capabilityId;
    const auto base = m_base.constFind(key(agentId, capabilityId));
    if (base != m_base.constEnd())
        attached.id = base->id;
    m_undoStack->push(new BindingEditCommand(
        this, {{agentId, capabilityId, std::nullopt, attached}},
        tr("Attach %1 to %2").arg(capability(capabilityId)->slug, m_agents.at(agentRow(agentId)).slug)));
    return true;
}

bool BindingDocument::setEnabled(const QString &agentId, const QStringList &capabilityIds,
                                 bool enabled, QString *why)
{
    QList<BindingEditCommand::Edit> edits;
    for (const QString &capabilityId : capabilityIds) {
        const std::optional<AgentBinding> before = binding(agentId, capabilityId);
        if (!before) {
            if (why)
                *why = tr("Capability %1 is not attached to agent %2").arg(capabilityId, agentId);
            return false;
        }
        if (before->isEnabled == enabled)
            continue;
        AgentBinding after = *before;
        after.isEnabled = enabled;
        edits.append({agentId, capabilityId, before, after});
    }
    if (edits.isEmpty())
        return true;
    const QString text = edits.size() == 1
        ? (enabled ? tr("Enable %1") : tr("Disable %1")).arg(describe(agentId, edits.first().capabilityId))
        : (enabled ? tr("Enable %n capabilities", nullptr, int(edits.size()))
                   : tr("Disable %n capabilities", nullptr, int(edits.size())));
    m_undoStack->push(new BindingEditCommand(this, std::move(edits), text));
    return true;
}

bool BindingDocument::setCustomRateLimit(const QString &agentId, const QString &capabilityId,
                                         std::optional<int> limit, QString *why)
{
    const std::optional<AgentBinding> before = binding(agentId, capabilityId);
    QString refusal;
    if (!before)
        refusal = tr("Capability %1 is not attached to agent %2").arg(capabilityId, agentId);
    else if (!rateLimitInRange(limit))
        refusal = tr("The custom rate limit must be a whole number from 1 to 10000 calls per minute");
    if (!refusal.isEmpty()) {
        if (why)
            *why = refusal;
        return false;
    }
    AgentBinding after = *before;
    after.customRateLimit = limit;
    return push(agentId, capabilityId, after,
                tr("Change rate limit of %1").arg(describe(agentId, capabilityId)),
                QStringLiteral("rate:") + key(agentId, capabilityId));
}

bool BindingDocument::setCustomConfig(const QString &agentId, const QString &capabilityId,
                                      const QJsonValue &config, QString *why)
{
    const std::optional<AgentBinding> before = binding(agentId, capabilityId);
    QString refusal;
    if (!before)
        refusal = tr("Capability %1 is not attached to agent %2").arg(capabilityId, agentId);
    else if (!config.isObject() && !config.isNull())
        refusal = tr("customConfig must be a JSON object or null");
    if (!refusal.isEmpty()) {
        if (why)
            *why = refusal;
        return false;
    }
    AgentBinding after = *before;
    after.customConfig = config;
    return push(agentId, capabilityId, after,
                tr("Change configuration of %1").arg(describe(agentId, capabilityId)),
                QStringLiteral("config:") + key(agentId, capabilityId));
}

bool BindingDocument::replaceBinding(const AgentBinding &updated, QString *why)
{
    const std::optional<AgentBinding> before = binding(updated.agentId, updated.capabilityId);
    QString refusal;
    if (!before)
        refusal = tr("Capability %1 is not attached to agent %2").arg(updated.capabilityId, updated.agentId);
    else if (!rateLimitInRange(updated.customRateLimit))
        refusal = tr("The custom rate limit must be a whole number from 1 to 10000 calls per minute");
    else if (!updated.customConfig.isObject() && !updated.customConfig.isNull())
        refusal = tr("customConfig must be a JSON object or null");
    if (!refusal.isEmpty()) {
        if (why)
            *why = refusal;
        return false;
    }
    AgentBinding after = updated;
    after.id = before->id; // the row keeps its identity
    return push(updated.agentId, updated.capabilityId, after,
                tr("Configure %1").arg(describe(updated.agentId, updated.capabilityId)), QString());
}

bool BindingDocument::detach(const QString &agentId, const QStringList &capabilityIds, QString *why)
{
    QList<BindingEditCommand::Edit> edits;
    for (const QString &capabilityId : capabilityIds) {
        const std::optional<AgentBinding> before = binding(agentId, capabilityId);
        if (!before) {
            if (why)
                *why = tr("Capability %1 is not attached to agent %2").arg(capabilityId, agentId);
            return false;
        }
        edits.append({agentId, capabilityId, before, std::nullopt});
    }
    if (edits.isEmpty())
        return true;
    const QString text = edits.size() == 1
        ? tr("Detach %1").arg(describe(agentId, edits.first().capabilityId))
        : tr("Detach %n capabilities", nullptr, int(edits.size()));
    m_undoStack->push(new BindingEditCommand(this, std::move(edits), text));
    return true;
}

bool BindingDocument::hasPendingChanges() const
{
    return !m_staged.isEmpty();
}

int BindingDocument::pendingCount() const
{
    return int(m_staged.size());
}

QList<BindingChange> BindingDocument::pendingChanges() const
{
    QStringList keys = m_staged.keys();
    // Stable order: agents as listed, then capability id.
    std::sort(keys.begin(), keys.end(), [this](const QString &a, const QString &b) {
        const int agentA = agentRow(a.section(KeySeparator, 0, 0));
        const int agentB = agentRow(b.section(KeySeparator, 0, 0));
        return agentA != agentB ? agentA < agentB : a < b;
    });
    QList<BindingChange> changes;
    changes.reserve(keys.size());
    for (const QString &k : std::as_const(keys)) {
        const std::optional<AgentBinding> &staged = m_staged.value(k);
        const auto base = m_base.constFind(k);
        if (base == m_base.constEnd())
            changes.append({std::nullopt, *staged, false});
        else if (!staged)
            changes.append({base.value(), base.value(), true});
        else
            changes.append({base.value(), *staged, false});
    }
    return changes;
}

bool BindingDocument::isModified(const QString &agentId, const QString &capabilityId) const
{
    return m_staged.contains(key(agentId, capabilityId));
}

bool BindingDocument::isNew(const QString &agentId, const QString &capabilityId) const
{
    const QString k = key(agentId, capabilityId);
    const auto staged = m_staged.constFind(k);
    return staged != m_staged.constEnd() && staged->has_value() && !m_base.contains(k);
}

void BindingDocument::discardAll()
{
    QList<BindingEditCommand::Edit> edits;
    for (auto it = m_staged.cbegin(); it != m_staged.cend(); ++it) {
        const auto base = m_base.constFind(it.key());
        edits.append({it.key().section(KeySeparator, 0, 0), it.key().section(KeySeparator, 1),
                      it.value(),
                      base == m_base.constEnd() ? std::nullopt : std::optional<AgentBinding>(*base)});
    }
    if (edits.isEmpty())
        return;
    const int count = int(edits.size());
    m_undoStack->push(new BindingEditCommand(this, std::move(edits),
                                             tr("Discard %n binding changes", nullptr, count)));
}

BindingDocument::ApplyResult BindingDocument::apply(CatalogStore &store)
{
    const QList<BindingChange> changes = pendingChanges();
    if (changes.isEmpty())
        return {};
    return settleApply(changes, write(store, changes));
}

Expected<BindingDocument::Written> BindingDocument::write(CatalogStore &store, const QList<BindingChange> &changes)
{
    Written written;
    const Expected<QList<BindingConflict>> applied = store.applyBindingChanges(changes);
    if (!applied)
        return applied.error();
    if (!applied.value().isEmpty()) {
        written.conflicts = applied.value();
        return written;
    }
    // Attached rows got their ids in the store: read them back, one agent at a time.
    QSet<QString> agentsWithAttaches;
    for (const BindingChange &change : changes) {
        if (!change.original)
            agentsWithAttaches.insert(change.updated.agentId);
    }
    for (const QString &agentId : std::as_const(agentsWithAttaches)) {
        const Expected<QList<AgentBinding>> stored = store.listBindings(agentId);
        if (stored) // otherwise written all the same; the ids stay empty until the next load
            written.attached.append(stored.value());
    }
    written.serverWarnings = store.takeBindingWarnings();
    return written;
}

BindingDocument::ApplyResult BindingDocument::settleApply(const QList<BindingChange> &changes,
                                                          const Expected<Written> &written)
{
    ApplyResult result;
    if (!written) {
        result.error = written.error().message;
        return result;
    }
    if (!written.value().conflicts.isEmpty()) {
        result.conflicts = written.value().conflicts;
        return result;
    }
    QHash<QString, AgentBinding> attached;
    for (const AgentBinding &row : written.value().attached)
        attached.insert(key(row.agentId, row.capabilityId), row);

    for (const BindingChange &change : changes) {
        const QString k = key(change.updated.agentId, change.updated.capabilityId);
        if (change.remove)
            m_base.remove(k);
        else if (!change.original && attached.contains(k))
            m_base.insert(k, attached.value(k));
        else
            m_base.insert(k, change.updated);
        // Still staged when the pair was edited while the write ran.
        const auto staged = m_staged.constFind(k);
        if (staged == m_staged.constEnd())
            continue;
        const std::optional<AgentBinding> wrote = change.remove ? std::nullopt : std::optional(change.updated);
        if (staged.value() == wrote || isLoaded(k, staged.value()))
            m_staged.remove(k);
    }
    if (m_staged.isEmpty())
        m_undoStack->clear();
    for (const BindingChange &change : changes)
        m_serverMissing.remove(key(change.updated.agentId, change.updated.capabilityId));
    result.serverWarnings = written.value().serverWarnings;
    for (const BindingWarning &warning : std::as_const(result.serverWarnings))
        m_serverMissing.insert(key(warning.agentId, warning.capabilityId), warning.missingEnvVars);
    QSet<QString> agents;
    for (const BindingChange &change : changes) {
        const AgentBinding &row = change.updated;
        m_checks.remove(key(row.agentId, row.capabilityId));
        agents.insert(row.agentId);
        emit bindingChanged(row.agentId, row.capabilityId);
    }
    for (const QString &agentId : std::as_const(agents)) {
        m_agentProblems.remove(agentId);
        emit bindingsChanged(agentId);
    }
    result.written = int(changes.size());
    emit pendingChanged();
    return result;
}

bool BindingDocument::isLoaded(const QString &k, const std::optional<AgentBinding> &binding) const
{
    const auto base = m_base.constFind(k);
    return base == m_base.constEnd() ? !binding : (binding && *binding == base.value());
}

QStringList BindingDocument::serverMissingEnvVars(const QString &agentId, const QString &capabilityId) const
{
    return m_serverMissing.value(key(agentId, capabilityId));
}

void BindingDocument::setStaged(const QString &agentId, const QString &capabilityId,
                                const std::optional<AgentBinding> &binding)
{
    const QString k = key(agentId, capabilityId);
    if (isLoaded(k, binding))
        m_staged.remove(k);
    else
        m_staged.insert(k, binding);
    if (binding)
        m_bound[agentId].insert(capabilityId);
    else
        m_bound[agentId].remove(capabilityId);
    m_checks.remove(k);
    m_agentProblems.remove(agentId);
    emit bindingChanged(agentId, capabilityId);
    emit bindingsChanged(agentId);
    emit pendingChanged();
}

} // namespace capstudio
