#include "catalog/catalogdocument.h"

#include "catalog/capabilitycommands.h"
#include "catalog/capabilityrules.h"
#include "core/ids.h"
#include "core/workpool.h"

#include <QUndoStack>

#include <algorithm>

namespace capstudio {

namespace {

QStringList differingFields(const Capability &before, const Capability &after)
{
    const QJsonObject a = before.toJson();
    const QJsonObject b = after.toJson();
    QStringList fields;
    for (auto it = b.begin(); it != b.end(); ++it) {
        if (a.value(it.key()) != it.value())
            fields.append(it.key());
    }
    return fields;
}

} // namespace

bool CatalogDocument::isProtectedOnSystem(const QString &key)
{
    return CapabilityRules::systemProtectedFields().contains(key);
}

QStringList CatalogDocument::editableFields()
{
    return {QStringLiteral("name"),           QStringLiteral("slug"),
            QStringLiteral("description"),    QStringLiteral("category"),
            QStringLiteral("executionType"),  QStringLiteral("executionHandler"),
            QStringLiteral("functionDefinition"), QStringLiteral("executionConfig"),
            QStringLiteral("requiresApproval"), QStringLiteral("approvalTimeoutMs"),
            QStringLiteral("rateLimit"),      QStringLiteral("isIdempotent"),
            QStringLiteral("isActive"),       QStringLiteral("metadata")};
}

CatalogDocument::CatalogDocument(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
{
}

CatalogDocument::~CatalogDocument() = default;

CatalogDocument::Prepared CatalogDocument::prepare(QList<Capability> stored, const Presort &presort)
{
    Prepared prepared;
    prepared.rows = std::move(stored);
    prepared.index.reserve(prepared.rows.size());
    prepared.base.reserve(prepared.rows.size());
    prepared.foldedNames.reserve(prepared.rows.size());
    for (qsizetype row = 0; row < prepared.rows.size(); ++row) {
        const Capability &capability = prepared.rows.at(row);
        prepared.base.insert(capability.id, capability);
        prepared.index.insert(capability.id, int(row));
        ++prepared.slugCount[capability.slug];
        ++prepared.categoryCount[capability.category];
        prepared.foldedNames.append(capability.name.toCaseFolded());
    }
    prepared.searchText = QList<QString>(prepared.rows.size());
    if (presort.order) {
        prepared.orderKey = presort.key;
        prepared.order = presort.order(prepared.rows, prepared.foldedNames);
    }
    return prepared;
}

void CatalogDocument::load(QList<Capability> stored)
{
    loadPrepared(prepare(std::move(stored), m_presort));
}

QList<int> CatalogDocument::presorted(const QString &key) const
{
    return key == m_presortedKey && m_presorted.size() == m_rows.size() ? m_presorted : QList<int>();
}

void CatalogDocument::loadPrepared(Prepared prepared)
{
    emit aboutToReset();
    m_changedRows.clear(); // the rows they name are gone
    m_undoStack->clear();
    // 100,000 rows take about half a second to free: not on this thread.
    Prepared before{std::move(m_rows),          std::move(m_index),       std::move(m_base),
                    std::move(m_slugCount),     std::move(m_categoryCount), std::move(m_foldedNames),
                    std::move(m_searchText),    {},                       {}};
    m_rows = std::move(prepared.rows);
    m_index = std::move(prepared.index);
    m_base = std::move(prepared.base);
    m_slugCount = std::move(prepared.slugCount);
    m_categoryCount = std::move(prepared.categoryCount);
    m_foldedNames = std::move(prepared.foldedNames);
    m_searchText = std::move(prepared.searchText);
    if (m_searchText.size() != m_rows.size())
        m_searchText = QList<QString>(m_rows.size());
    m_pending.clear();
    m_problems.clear();
    if (before.rows.size() > 1000)
        WorkPool::pool()->start([before = std::move(before)]() mutable {
            WorkPool::yieldToTheWindow();
            Prepared freed = std::move(before);
        });
    m_presortedKey = prepared.orderKey;
    m_presorted = std::move(prepared.order);
    emit wasReset();
    m_presortedKey.clear();
    m_presorted.clear();
    emit pendingChanged();
}

QList<Capability> CatalogDocument::storedRows() const
{
    if (m_pending.isEmpty())
        return m_rows; // shared, not copied
    QList<Capability> rows;
    rows.reserve(m_base.size());
    for (const Capability &row : m_rows) {
        const auto stored = m_base.constFind(row.id);
        if (stored != m_base.constEnd())
            rows.append(stored.value());
    }
    return rows;
}

void CatalogDocument::reindex(int from)
{
    for (int row = from; row < m_rows.size(); ++row)
        m_index.insert(m_rows.at(row).id, row);
}

void CatalogDocument::count(QHash<QString, int> &counts, const QString &key, int delta)
{
    const int count = counts.value(key) + delta;
    if (count <= 0)
        counts.remove(key);
    else
        counts.insert(key, count);
}

bool CatalogDocument::isModified(int row) const
{
    return m_pending.contains(m_rows.at(row).id);
}

QStringList CatalogDocument::categories() const
{
    QStringList list = m_categoryCount.keys();
    list.removeAll(QString());
    list.sort(Qt::CaseInsensitive);
    return list;
}

Diagnostics CatalogDocument::problems(int row) const
{
    const Capability &capability = m_rows.at(row);
    const auto cached = m_problems.constFind(capability.id);
    Diagnostics found;
    if (cached != m_problems.constEnd()) {
        found = cached.value();
    } else {
        found = CapabilityRules::checkRow(capability.toJson(), QString());
        if (m_rowChecks)
            found.append(m_rowChecks(capability));
        m_problems.insert(capability.id, found);
    }
    if (m_slugCount.value(capability.slug) > 1)
        found.append(Diagnostic::error(QStringLiteral("slug-duplicate"),
                                       tr("Another capability already uses the slug '%1'").arg(capability.slug),
                                       SourceLocation::atPointer(QString(), QStringLiteral("/slug"))));
    return found;
}

void CatalogDocument::setRowChecks(RowChecks checks)
{
    m_rowChecks = std::move(checks);
    m_problems.clear();
    if (!m_rows.isEmpty())
        emit rowsChanged(0, int(m_rows.size()) - 1);
}

const QString &CatalogDocument::searchText(int row) const
{
    QString &text = m_searchText[row];
    if (text.isNull()) {
        const Capability &capability = m_rows.at(row);
        text = (capability.name + QLatin1Char('\n') + capability.slug + QLatin1Char('\n') + capability.executionHandler
                + QLatin1Char('\n') + capability.description)
                   .toCaseFolded();
    }
    return text;
}

void CatalogDocument::setReadOnlyFields(const QStringList &fields, const QString &reason)
{
    m_readOnlyFields = fields;
    m_readOnlyReason = reason;
}

QString CatalogDocument::checkEdit(const Capability &row, const QString &key, const QJsonValue &value) const
{
    if (m_readOnlyFields.contains(key) && row.value(key) != value)
        return tr("%1 cannot be changed here: %2").arg(key, m_readOnlyReason);
    if (!row.isSystem || !m_base.contains(row.id))
        return {};
    if (key == QLatin1String("isActive") && value == QJsonValue(false))
        return tr("System capabilities cannot be deactivated");
    if (isProtectedOnSystem(key) && row.value(key) != value)
        return tr("%1 of a system capability is seeded from code and cannot be changed here").arg(key);
    return {};
}

bool CatalogDocument::setField(const QString &id, const QString &key, const QJsonValue &value, QString *why)
{
    return setFieldForMany({id}, key, value, why);
}

bool CatalogDocument::setFieldForMany(const QStringList &ids, const QString &key, const QJsonValue &value,
                                      QString *why)
{
    QList<SetFieldsCommand::Edit> edits;
    edits.reserve(ids.size());
    for (const QString &id : ids) {
        const int row = rowOf(id);
        if (row < 0)
            continue;
        const Capability &capability = m_rows.at(row);
        const QString refusal = checkEdit(capability, key, value);
        if (!refusal.isEmpty()) {
            if (why)
                *why = refusal;
            return false;
        }
        const QJsonValue before = capability.value(key);
        if (before != value)
            edits.append({id, key, before, value});
    }
    if (edits.isEmpty())
        return true;
    const QString text = edits.size() == 1 ? tr("Change %1 of %2").arg(key, m_rows.at(rowOf(edits.first().id)).slug)
                                           : tr("Change %1 of %n capabilities", nullptr, int(edits.size())).arg(key);
    m_undoStack->push(new SetFieldsCommand(this, std::move(edits), text));
    return true;
}

QStringList CatalogDocument::addCapabilities(const QList<Capability> &capabilities, const QString &text)
{
    QList<Capability> rows = capabilities;
    QStringList ids;
    for (Capability &capability : rows) {
        if (capability.id.isEmpty() || m_index.contains(capability.id))
            capability.id = Ids::newCuid();
        capability.isSystem = false; // Sunrise never creates system rows through its API
        ids.append(capability.id);
    }
    if (!rows.isEmpty())
        m_undoStack->push(new InsertCapabilitiesCommand(this, rows, text));
    return ids;
}

bool CatalogDocument::deleteCapabilities(const QStringList &ids, QString *why)
{
    QStringList unapplied;
    QStringList stored;
    for (const QString &id : ids) {
        const int row = rowOf(id);
        if (row < 0)
            continue;
        if (m_rows.at(row).isSystem && m_base.contains(id)) {
            if (why)
                *why = tr("System capabilities cannot be deleted");
            return false;
        }
        (m_base.contains(id) ? stored : unapplied).append(id);
    }
    m_undoStack->beginMacro(tr("Delete %n capabilities", nullptr, int(ids.size())));
    if (!stored.isEmpty())
        setFieldForMany(stored, QStringLiteral("isActive"), false);
    if (!unapplied.isEmpty())
        m_undoStack->push(new RemoveCapabilitiesCommand(this, unapplied, tr("Remove new capabilities")));
    m_undoStack->endMacro();
    return true;
}

QList<CatalogDocument::Change> CatalogDocument::pendingChanges() const
{
    QList<Change> changes;
    for (const Capability &capability : m_rows) {
        if (!m_pending.contains(capability.id))
            continue;
        const auto base = m_base.constFind(capability.id);
        if (base == m_base.constEnd()) {
            changes.append({Change::Kind::Added, capability.id, Capability(), capability,
                            differingFields(Capability(), capability)});
        } else {
            changes.append({Change::Kind::Modified, capability.id, base.value(), capability,
                            differingFields(base.value(), capability)});
        }
    }
    return changes;
}

void CatalogDocument::discardChanges(const QStringList &ids)
{
    QList<SetFieldsCommand::Edit> edits;
    QStringList added;
    for (const QString &id : ids) {
        const int row = rowOf(id);
        if (row < 0 || !m_pending.contains(id))
            continue;
        const auto base = m_base.constFind(id);
        if (base == m_base.constEnd()) {
            added.append(id);
            continue;
        }
        const QJsonObject now = m_rows.at(row).toJson();
        const QJsonObject then = base->toJson();
        for (const QString &key : differingFields(base.value(), m_rows.at(row)))
            edits.append({id, key, now.value(key), then.value(key)});
    }
    if (edits.isEmpty() && added.isEmpty())
        return;
    m_undoStack->beginMacro(tr("Discard %n changes", nullptr, int(ids.size())));
    if (!edits.isEmpty())
        m_undoStack->push(new SetFieldsCommand(this, std::move(edits), tr("Restore stored values")));
    if (!added.isEmpty())
        m_undoStack->push(new RemoveCapabilitiesCommand(this, added, tr("Remove new capabilities")));
    m_undoStack->endMacro();
}

void CatalogDocument::discardAll()
{
    discardChanges(QStringList(m_pending.begin(), m_pending.end()));
}

CatalogDocument::ApplyResult CatalogDocument::apply(CatalogStore &store)
{
    const QList<CapabilityChange> changes = changesToApply();
    if (changes.isEmpty()) {
        ApplyResult nothing;
        nothing.ok = true;
        return nothing;
    }
    return settleApply(changes, store.applyCapabilityChanges(changes));
}

QList<CapabilityChange> CatalogDocument::changesToApply() const
{
    // The rows and their bases only: which fields differ is the pending list's business.
    QList<CapabilityChange> changes;
    changes.reserve(m_pending.size());
    for (const Capability &capability : m_rows) {
        if (!m_pending.contains(capability.id))
            continue;
        const auto base = m_base.constFind(capability.id);
        changes.append({base == m_base.constEnd() ? std::nullopt : std::optional(base.value()), capability, false});
    }
    return changes;
}

CatalogDocument::ApplyResult CatalogDocument::settleApply(const QList<CapabilityChange> &written,
                                                          const Expected<QList<CapabilityConflict>> &applied)
{
    ApplyResult result;
    if (!applied) {
        result.error = applied.error().message;
        result.errorRowId = applied.error().rowId;
        result.errorField = applied.error().field;
        return result;
    }
    if (!applied.value().isEmpty()) {
        result.conflicts = applied.value();
        return result;
    }
    // What was written is now the base; the undo history stays (undoing stages a revert).
    {
        const Batch batch(this);
        for (const CapabilityChange &change : written) {
            m_base.insert(change.updated.id, change.updated);
            updatePending(change.updated.id); // still pending when edited during the write
            const int row = rowOf(change.updated.id);
            if (row >= 0)
                noteRowChanged(row);
        }
        m_pendingDirty = true; // the rows' states changed, pending or not
    }
    if (m_pending.isEmpty())
        m_undoStack->setClean();
    result.ok = true;
    result.written = int(written.size());
    result.added = int(std::count_if(written.begin(), written.end(),
                                     [](const CapabilityChange &change) { return !change.original; }));
    return result;
}

CatalogDocument::Batch::Batch(CatalogDocument *document)
    : m_document(document)
{
    ++m_document->m_batchDepth;
}

CatalogDocument::Batch::~Batch()
{
    if (--m_document->m_batchDepth > 0)
        return;
    m_document->flushChangedRows();
    if (std::exchange(m_document->m_pendingDirty, false))
        emit m_document->pendingChanged();
}

void CatalogDocument::noteRowChanged(int row)
{
    if (m_batchDepth > 0)
        m_changedRows.append(row);
    else
        emit rowsChanged(row, row);
}

void CatalogDocument::flushChangedRows()
{
    if (m_changedRows.isEmpty())
        return;
    QList<int> rows = std::exchange(m_changedRows, {});
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    QList<std::pair<int, int>> spans;
    for (const int row : std::as_const(rows)) {
        if (!spans.isEmpty() && spans.constLast().second + 1 == row)
            spans.last().second = row;
        else
            spans.append({row, row});
    }
    // Each span costs every view a pass; scattered rows are cheaper as one span.
    constexpr qsizetype kMostSpans = 16;
    if (spans.size() > kMostSpans) {
        emit rowsChanged(rows.constFirst(), rows.constLast());
        return;
    }
    for (const auto &[first, last] : std::as_const(spans))
        emit rowsChanged(first, last);
}

void CatalogDocument::notePendingChanged()
{
    if (m_batchDepth > 0)
        m_pendingDirty = true;
    else
        emit pendingChanged();
}

void CatalogDocument::updatePending(const QString &id)
{
    const int row = rowOf(id);
    const auto base = m_base.constFind(id);
    const bool pending = row >= 0 && (base == m_base.constEnd() || base.value() != m_rows.at(row));
    const bool was = m_pending.contains(id);
    if (pending)
        m_pending.insert(id);
    else
        m_pending.remove(id);
    if (pending != was)
        notePendingChanged();
}

void CatalogDocument::forgetSlugProblems(const QString &slug, int except)
{
    for (int other = 0; other < m_rows.size(); ++other) {
        if (other != except && m_rows.at(other).slug == slug) {
            m_problems.remove(m_rows.at(other).id);
            noteRowChanged(other);
        }
    }
}

void CatalogDocument::replaceRow(const QString &id, const Capability &capability)
{
    const int row = rowOf(id);
    if (row < 0)
        return;
    const Batch batch(this);
    const QString oldSlug = m_rows.at(row).slug;
    if (oldSlug != capability.slug) { // (a unique slug's count would be erased and inserted again)
        count(m_slugCount, oldSlug, -1);
        count(m_slugCount, capability.slug, +1);
    }
    if (m_rows.at(row).category != capability.category) {
        count(m_categoryCount, m_rows.at(row).category, -1);
        count(m_categoryCount, capability.category, +1);
    }
    if (m_rows.at(row).name != capability.name)
        m_foldedNames[row] = capability.name.toCaseFolded();
    m_rows[row] = capability;
    m_problems.remove(id);
    m_searchText[row] = QString();
    noteRowChanged(row);
    if (oldSlug != capability.slug) {
        // Duplicate-slug findings of the rows that shared the old slug, and of those that
        // share the new one, changed too.
        forgetSlugProblems(oldSlug, row);
        forgetSlugProblems(capability.slug, row);
    }
    updatePending(id);
}

void CatalogDocument::insertRows(const QList<Capability> &capabilities, int position)
{
    if (capabilities.isEmpty())
        return;
    position = std::clamp(position, 0, int(m_rows.size()));
    flushChangedRows(); // reported by the rows they name now
    emit rowsAboutToBeInserted(position, position + int(capabilities.size()) - 1);
    for (int i = 0; i < capabilities.size(); ++i) {
        m_rows.insert(position + i, capabilities.at(i));
        m_searchText.insert(position + i, QString());
        m_foldedNames.insert(position + i, capabilities.at(i).name.toCaseFolded());
        count(m_slugCount, capabilities.at(i).slug, +1);
        count(m_categoryCount, capabilities.at(i).category, +1);
    }
    reindex(position);
    emit rowsInserted(position, position + int(capabilities.size()) - 1);
    const Batch batch(this);
    for (const Capability &capability : capabilities)
        updatePending(capability.id);
}

void CatalogDocument::removeRow(const QString &id)
{
    const int row = rowOf(id);
    if (row < 0)
        return;
    flushChangedRows(); // reported by the rows they name now
    emit rowAboutToBeRemoved(row);
    count(m_slugCount, m_rows.at(row).slug, -1);
    count(m_categoryCount, m_rows.at(row).category, -1);
    m_rows.removeAt(row);
    m_searchText.removeAt(row);
    m_foldedNames.removeAt(row);
    m_index.remove(id);
    m_problems.remove(id);
    reindex(row);
    emit rowRemoved(row);
    if (m_pending.remove(id))
        notePendingChanged();
}

} // namespace capstudio
