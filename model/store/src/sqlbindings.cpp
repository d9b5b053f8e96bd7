// SqlCatalogStore: bindings, row by row and as a batch of changes in one transaction
// (BindingDocument::apply).
#include "store/sqlcatalogstore.h"

#include "sqlrows.h"
#include "sqltransaction.h"

#include "core/ids.h"

#include <QSqlError>
#include <QSqlQuery>

namespace capstudio {

using namespace sqlrows;

namespace {

const QString SelectBinding = QStringLiteral(
    "SELECT \"id\", \"agentId\", \"capabilityId\", \"isEnabled\", \"customConfig\", "
    "\"customRateLimit\" FROM \"ai_agent_capability\" WHERE \"agentId\" = ? AND \"capabilityId\" = ?");


// The pair a change addresses; an update or detach is addressed by its original row.
const AgentBinding &addressed(const BindingChange &change)
{
    return change.original ? *change.original : change.updated;
}

QString alreadyAttached(const AgentBinding &binding)
{
    return SqlCatalogStore::tr("Capability %1 is already attached to agent %2")
        .arg(binding.capabilityId, binding.agentId);
}

} // namespace

Expected<std::optional<AgentBinding>> SqlCatalogStore::readBindingPair(const QString &agentId,
                                                                        const QString &capabilityId,
                                                                        bool lock)
{
    QSqlQuery query(m_database);
    query.prepare(SelectBinding + (lock ? m_dialect.lockRowSuffix() : QString()));
    query.addBindValue(agentId);
    query.addBindValue(capabilityId);
    if (!query.exec())
        return backend(query.lastError());
    if (!query.next())
        return std::optional<AgentBinding>();
    return std::optional<AgentBinding>(readBindingRow(query, m_dialect));
}

Expected<std::optional<BindingConflict>> SqlCatalogStore::bindingConflictLocked(const BindingChange &change)
{
    const AgentBinding &pair = addressed(change);
    const Expected<std::optional<AgentBinding>> current =
        readBindingPair(pair.agentId, pair.capabilityId, true);
    if (!current)
        return current.error();
    const std::optional<AgentBinding> &stored = current.value();

    if (!change.original) {
        if (stored)
            return std::optional<BindingConflict>(
                BindingConflict{pair.agentId, pair.capabilityId, alreadyAttached(pair), stored});
        // Someone may have removed the agent or the capability since they were loaded.
        QSqlQuery exists(m_database);
        exists.prepare(QStringLiteral("SELECT (SELECT COUNT(*) FROM \"ai_agent\" WHERE \"id\" = ?), "
                                      "(SELECT COUNT(*) FROM \"ai_capability\" WHERE \"id\" = ?)"));
        exists.addBindValue(pair.agentId);
        exists.addBindValue(pair.capabilityId);
        if (!exists.exec() || !exists.next())
            return backend(exists.lastError());
        if (exists.value(0).toInt() == 0)
            return std::optional<BindingConflict>(BindingConflict{
                pair.agentId, pair.capabilityId, tr("Agent %1 not found").arg(pair.agentId), std::nullopt});
        if (exists.value(1).toInt() == 0)
            return std::optional<BindingConflict>(
                BindingConflict{pair.agentId, pair.capabilityId,
                                tr("Capability %1 not found").arg(pair.capabilityId), std::nullopt});
        return std::optional<BindingConflict>();
    }
    if (!stored)
        return std::optional<BindingConflict>(
            BindingConflict{pair.agentId, pair.capabilityId,
                            tr("Capability %1 is not attached to agent %2")
                                .arg(pair.capabilityId, pair.agentId),
                            std::nullopt});
    if (*stored != *change.original)
        return std::optional<BindingConflict>(
            BindingConflict{pair.agentId, pair.capabilityId,
                            tr("The binding of capability %1 to agent %2 was changed by someone else "
                               "after it was loaded")
                                .arg(pair.capabilityId, pair.agentId),
                            stored});
    return std::optional<BindingConflict>();
}

Status SqlCatalogStore::writeBindingLocked(const BindingChange &change)
{
    QSqlQuery query(m_database);
    if (change.remove) {
        query.prepare(QStringLiteral("DELETE FROM \"ai_agent_capability\" "
                                     "WHERE \"agentId\" = ? AND \"capabilityId\" = ?"));
        query.addBindValue(change.original->agentId);
        query.addBindValue(change.original->capabilityId);
    } else if (change.original) {
        query.prepare(QStringLiteral("UPDATE \"ai_agent_capability\" SET \"isEnabled\" = ?, \"customConfig\" = ")
                      + m_dialect.jsonPlaceholder()
                      + QStringLiteral(", \"customRateLimit\" = ? WHERE \"agentId\" = ? AND \"capabilityId\" = ?"));
        query.addBindValue(change.updated.isEnabled);
        query.addBindValue(m_dialect.bindJson(change.updated.customConfig));
        query.addBindValue(nullableInt(change.updated.customRateLimit));
        query.addBindValue(change.original->agentId);
        query.addBindValue(change.original->capabilityId);
    } else {
        query.prepare(QStringLiteral("INSERT INTO \"ai_agent_capability\" (\"id\", \"agentId\", \"capabilityId\", "
                                     "\"isEnabled\", \"customConfig\", \"customRateLimit\") VALUES (?, ?, ?, ?, ")
                      + m_dialect.jsonPlaceholder() + QStringLiteral(", ?)"));
        query.addBindValue(change.updated.id.isEmpty() ? Ids::newCuid() : change.updated.id);
        query.addBindValue(change.updated.agentId);
        query.addBindValue(change.updated.capabilityId);
        query.addBindValue(change.updated.isEnabled);
        query.addBindValue(m_dialect.bindJson(change.updated.customConfig));
        query.addBindValue(nullableInt(change.updated.customRateLimit));
    }
    if (!query.exec()) {
        if (!change.original && m_dialect.isUniqueViolation(query.lastError()))
            return StoreError{StoreError::Kind::Duplicate, alreadyAttached(change.updated)};
        return backend(query.lastError());
    }
    return {};
}

Expected<QList<BindingConflict>> SqlCatalogStore::applyBindingChanges(const QList<BindingChange> &changes)
{
    for (const BindingChange &change : changes) {
        if ((change.remove && !change.original)
            || (change.original && !change.remove
                && (change.original->agentId != change.updated.agentId
                    || change.original->capabilityId != change.updated.capabilityId)))
            return StoreError{StoreError::Kind::Invalid,
                              tr("A binding's agent and capability cannot change; detach and attach "
                                 "instead")};
    }

    // An attach can still meet a row another writer inserted after our check (PostgreSQL
    // does not lock rows that do not exist yet): that pair is reported after the rollback.
    std::optional<AgentBinding> raced;
    {
        Transaction transaction(m_database, m_dialect);
        if (!transaction.started())
            return backend(transaction.error());

        // Every change is compared under the lock first; any conflict and nothing is written.
        QList<BindingConflict> conflicts;
        for (const BindingChange &change : changes) {
            const Expected<std::optional<BindingConflict>> conflict = bindingConflictLocked(change);
            if (!conflict)
                return conflict.error();
            if (conflict.value())
                conflicts.append(*conflict.value());
        }
        if (!conflicts.isEmpty())
            return conflicts;

        // Detaches, then updates, then attaches.
        for (int pass = 0; pass < 3 && !raced; ++pass) {
            for (const BindingChange &change : changes) {
                const int kind = change.remove ? 0 : change.original ? 1 : 2;
                if (kind != pass)
                    continue;
                const Status written = writeBindingLocked(change);
                if (written)
                    continue;
                if (written.error().kind != StoreError::Kind::Duplicate)
                    return written.error();
                raced = change.updated;
                break;
            }
        }
        if (!raced) {
            if (Status committed = transaction.commit(); !committed)
                return committed.error();
            return QList<BindingConflict>{};
        }
    } // rolled back

    const Expected<std::optional<AgentBinding>> current =
        readBindingPair(raced->agentId, raced->capabilityId, false);
    return QList<BindingConflict>{{raced->agentId, raced->capabilityId, alreadyAttached(*raced),
                                   current ? current.value() : std::nullopt}};
}

Expected<QList<AgentBinding>> SqlCatalogStore::listBindings(const QString &agentId)
{
    QSqlQuery query(m_database);
    query.setForwardOnly(true);
    QString sql = QStringLiteral("SELECT ") + quoted(BindingColumns, QStringLiteral("b"))
        + QStringLiteral(" FROM \"ai_agent_capability\" b JOIN \"ai_capability\" c "
                         "ON c.\"id\" = b.\"capabilityId\"");
    if (!agentId.isEmpty())
        sql += QStringLiteral(" WHERE b.\"agentId\" = ?");
    sql += QStringLiteral(" ORDER BY b.\"agentId\", c.\"name\", b.\"id\"");
    query.prepare(sql);
    if (!agentId.isEmpty())
        query.addBindValue(agentId);
    if (!query.exec())
        return backend(query.lastError());
    QList<AgentBinding> bindings;
    while (query.next())
        bindings.append(readBindingRow(query, m_dialect));
    return bindings;
}

Expected<AgentBinding> SqlCatalogStore::readBindingLocked(const QString &id)
{
    QSqlQuery query(m_database);
    query.prepare(QStringLiteral("SELECT ") + quoted(BindingColumns)
                  + QStringLiteral(" FROM \"ai_agent_capability\" WHERE \"id\" = ?")
                  + m_dialect.lockRowSuffix());
    query.addBindValue(id);
    if (!query.exec())
        return backend(query.lastError());
    if (!query.next())
        return StoreError{StoreError::Kind::NotFound, tr("Binding %1 not found").arg(id)};
    return readBindingRow(query, m_dialect);
}

Expected<AgentBinding> SqlCatalogStore::createBinding(const AgentBinding &binding)
{
    AgentBinding stored = binding;
    if (stored.id.isEmpty())
        stored.id = Ids::newCuid();

    Transaction transaction(m_database, m_dialect);
    if (!transaction.started())
        return backend(transaction.error());
    {
        QSqlQuery exists(m_database);
        exists.prepare(QStringLiteral("SELECT (SELECT COUNT(*) FROM \"ai_agent\" WHERE \"id\" = ?), "
                                      "(SELECT COUNT(*) FROM \"ai_capability\" WHERE \"id\" = ?), "
                                      "(SELECT COUNT(*) FROM \"ai_agent_capability\" "
                                      "WHERE \"agentId\" = ? AND \"capabilityId\" = ?)"));
        exists.addBindValue(stored.agentId);
        exists.addBindValue(stored.capabilityId);
        exists.addBindValue(stored.agentId);
        exists.addBindValue(stored.capabilityId);
        if (!exists.exec() || !exists.next())
            return backend(exists.lastError());
        if (exists.value(0).toInt() == 0)
            return StoreError{StoreError::Kind::NotFound, tr("Agent %1 not found").arg(stored.agentId)};
        if (exists.value(1).toInt() == 0)
            return StoreError{StoreError::Kind::NotFound,
                              tr("Capability %1 not found").arg(stored.capabilityId)};
        if (exists.value(2).toInt() > 0)
            return StoreError{StoreError::Kind::Duplicate,
                              tr("Capability %1 is already attached to agent %2")
                                  .arg(stored.capabilityId, stored.agentId)};
    }
    QSqlQuery insert(m_database);
    insert.prepare(QStringLiteral("INSERT INTO \"ai_agent_capability\" (") + quoted(BindingColumns)
                   + QStringLiteral(") VALUES (")
                   + placeholders(BindingColumns, {QStringLiteral("customConfig")}, m_dialect)
                   + QLatin1Char(')'));
    insert.addBindValue(stored.id);
    insert.addBindValue(stored.agentId);
    insert.addBindValue(stored.capabilityId);
    insert.addBindValue(stored.isEnabled);
    insert.addBindValue(m_dialect.bindJson(stored.customConfig));
    insert.addBindValue(nullableInt(stored.customRateLimit));
    if (!insert.exec())
        return backend(insert.lastError());
    insert.finish();
    if (Status committed = transaction.commit(); !committed)
        return committed.error();
    return stored;
}

Expected<AgentBinding> SqlCatalogStore::updateBinding(const AgentBinding &original,
                                                      const AgentBinding &updated)
{
    if (original.id != updated.id || original.agentId != updated.agentId
        || original.capabilityId != updated.capabilityId)
        return StoreError{StoreError::Kind::Invalid,
                          tr("A binding's agent and capability cannot change; detach and attach "
                             "instead")};
    Transaction transaction(m_database, m_dialect);
    if (!transaction.started())
        return backend(transaction.error());
    const Expected<AgentBinding> current = readBindingLocked(original.id);
    if (!current)
        return StoreError{StoreError::Kind::NotFound,
                          tr("Capability %1 is not attached to agent %2")
                              .arg(original.capabilityId, original.agentId)};
    if (current.value() != original)
        return StoreError{StoreError::Kind::Conflict,
                          tr("The binding was changed by someone else after it was loaded; "
                             "reload it to see the current values")};
    QSqlQuery update(m_database);
    update.prepare(QStringLiteral("UPDATE \"ai_agent_capability\" SET \"isEnabled\" = ?, "
                                  "\"customConfig\" = ")
                   + m_dialect.jsonPlaceholder()
                   + QStringLiteral(", \"customRateLimit\" = ? WHERE \"id\" = ?"));
    update.addBindValue(updated.isEnabled);
    update.addBindValue(m_dialect.bindJson(updated.customConfig));
    update.addBindValue(nullableInt(updated.customRateLimit));
    update.addBindValue(updated.id);
    if (!update.exec())
        return backend(update.lastError());
    update.finish();
    if (Status committed = transaction.commit(); !committed)
        return committed.error();
    return updated;
}

Status SqlCatalogStore::deleteBinding(const AgentBinding &original)
{
    Transaction transaction(m_database, m_dialect);
    if (!transaction.started())
        return backend(transaction.error());
    const Expected<AgentBinding> current = readBindingLocked(original.id);
    if (!current)
        return StoreError{StoreError::Kind::NotFound,
                          tr("Capability %1 is not attached to agent %2")
                              .arg(original.capabilityId, original.agentId)};
    if (current.value() != original)
        return StoreError{StoreError::Kind::Conflict,
                          tr("The binding was changed by someone else after it was loaded; "
                             "reload it before detaching")};
    QSqlQuery remove(m_database);
    remove.prepare(QStringLiteral("DELETE FROM \"ai_agent_capability\" WHERE \"id\" = ?"));
    remove.addBindValue(original.id);
    if (!remove.exec())
        return backend(remove.lastError());
    remove.finish();
    return transaction.commit();
}

} // namespace capstudio
