#include "store/sqlcatalogstore.h"

#include "sqlitelisting.h"
#include "sqlrows.h"
#include "storecolumns.h"

#include "sqltransaction.h"

#include "core/ids.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <algorithm>
#include <vector>

namespace capstudio {

using namespace sqlrows;



SqlCatalogStore::SqlCatalogStore(QSqlDatabase database)
    : m_database(std::move(database))
    , m_dialect(SqlDialect::forDatabase(m_database))
{
}

struct SqlCatalogStore::CapabilityStatements
{
    static constexpr int ReadBatch = 100;

    explicit CapabilityStatements(const QSqlDatabase &database)
        : read(database), readMany(database), slugTaken(database), slugTakenByOther(database), insert(database),
          update(database), remove(database)
    {
    }
    QSqlQuery read;     // one row by id, locked
    QSqlQuery readMany; // ReadBatch ids, locked
    QSqlQuery slugTaken;
    QSqlQuery slugTakenByOther;
    QSqlQuery insert;
    QSqlQuery update;
    QSqlQuery remove;
};

SqlCatalogStore::~SqlCatalogStore() = default;

Expected<SqlCatalogStore::CapabilityStatements *> SqlCatalogStore::capabilityStatements()
{
    if (m_capabilityStatements)
        return m_capabilityStatements.get();
    auto statements = std::make_unique<CapabilityStatements>(m_database);
    const QString select = QStringLiteral("SELECT ") + quoted(CapabilityColumns) + QStringLiteral(" FROM \"ai_capability\"");
    QStringList marks;
    for (int i = 0; i < CapabilityStatements::ReadBatch; ++i)
        marks.append(QStringLiteral("?"));
    const bool prepared =
        statements->read.prepare(select + QStringLiteral(" WHERE \"id\" = ?") + m_dialect.lockRowSuffix())
        && statements->readMany.prepare(select + QStringLiteral(" WHERE \"id\" IN (") + marks.join(QLatin1Char(','))
                                        + QLatin1Char(')') + m_dialect.lockRowSuffix())
        && statements->slugTaken.prepare(QStringLiteral("SELECT 1 FROM \"ai_capability\" WHERE \"slug\" = ?"))
        && statements->slugTakenByOther.prepare(
            QStringLiteral("SELECT 1 FROM \"ai_capability\" WHERE \"slug\" = ? AND \"id\" <> ?"))
        && prepareCapabilityInsert(statements->insert)
        && statements->update.prepare(QStringLiteral("UPDATE \"ai_capability\" SET ")
                                      + assignments(CapabilityColumns, CapabilityJsonColumns, m_dialect)
                                      + QStringLiteral(" WHERE \"id\" = ?"))
        && statements->remove.prepare(QStringLiteral("DELETE FROM \"ai_capability\" WHERE \"id\" = ?"));
    if (!prepared) {
        for (QSqlQuery *query : {&statements->read, &statements->readMany, &statements->slugTaken,
                                 &statements->slugTakenByOther, &statements->insert, &statements->update,
                                 &statements->remove}) {
            if (query->lastError().isValid())
                return backend(query->lastError());
        }
        return StoreError{StoreError::Kind::Backend, tr("Cannot prepare the capability statements")};
    }
    m_capabilityStatements = std::move(statements);
    return m_capabilityStatements.get();
}

Expected<QHash<QString, Capability>> SqlCatalogStore::readCapabilitiesLocked(const QStringList &ids)
{
    QHash<QString, Capability> rows;
    if (ids.isEmpty())
        return rows;
    const Expected<CapabilityStatements *> statements = capabilityStatements();
    if (!statements)
        return statements.error();
    QSqlQuery &query = statements.value()->readMany;
    for (qsizetype start = 0; start < ids.size(); start += CapabilityStatements::ReadBatch) {
        // The last batch repeats its last id to fill the statement's hundred places.
        for (int i = 0; i < CapabilityStatements::ReadBatch; ++i)
            query.bindValue(i, ids.at(qMin(start + i, ids.size() - 1)));
        if (!query.exec())
            return backend(query.lastError());
        while (query.next()) {
            const Capability row = readCapability(query, m_dialect);
            rows.insert(row.id, row);
        }
        query.finish();
    }
    return rows;
}

Expected<QSqlDatabase> SqlCatalogStore::openSqlite(const QString &path, const QString &connectionName)
{
    QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
    database.setDatabaseName(path);
    database.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!database.open())
        return StoreError{StoreError::Kind::Backend,
                          tr("Cannot open the workspace %1: %2").arg(path, database.lastError().text())};
    QSqlQuery pragma(database);
    for (const QString &statement : {QStringLiteral("PRAGMA foreign_keys = ON"),
                                     QStringLiteral("PRAGMA journal_mode = WAL"),
                                     QStringLiteral("PRAGMA synchronous = NORMAL")}) {
        // Switching a new file to WAL takes an exclusive lock, and SQLite answers "locked"
        // at once, without waiting, when another connection is switching it too (two
        // processes on first start): tried again for as long as the busy timeout.
        QElapsedTimer waited;
        waited.start();
        bool done = pragma.exec(statement);
        while (!done && SqlDialect::isLockError(pragma.lastError()) && waited.elapsed() < 5000) {
            QThread::msleep(10 + QRandomGenerator::global()->bounded(40));
            done = pragma.exec(statement);
        }
        if (done)
            continue;
        if (SqlDialect::isLockError(pragma.lastError()))
            return StoreError{StoreError::Kind::Backend,
                              tr("The workspace %1 is locked by another program (it waited 5 seconds): close the "
                                 "other capstudio window, or the program that has the file open, and try again.")
                                  .arg(path)};
        return StoreError{StoreError::Kind::Backend,
                          tr("The workspace %1 is not a usable SQLite database: %2")
                              .arg(path, pragma.lastError().text())};
    }
    return database;
}

Expected<QSqlDatabase> SqlCatalogStore::openPostgres(const PostgresSettings &settings,
                                                     const QString &connectionName)
{
    QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName);
    database.setHostName(settings.host);
    if (settings.port > 0)
        database.setPort(settings.port);
    database.setDatabaseName(settings.database);
    database.setUserName(settings.user);
    database.setPassword(settings.password);
    QStringList options;
    if (!settings.sslMode.isEmpty())
        options.append(QStringLiteral("sslmode=") + settings.sslMode);
    if (settings.connectTimeoutSeconds > 0)
        options.append(QStringLiteral("connect_timeout=%1").arg(settings.connectTimeoutSeconds));
    database.setConnectOptions(options.join(QLatin1Char(';')));
    if (!database.open())
        return StoreError{StoreError::Kind::Backend,
                          tr("Cannot connect to PostgreSQL: %1").arg(database.lastError().text())};
    return database;
}

Expected<QList<Capability>> SqlCatalogStore::listCapabilities()
{
    // Where a 100,000-row list spent its time (perf): SQLite's ORDER BY sorted whole rows in
    // a temporary B-tree (0.2 s); each JSON column came as a QString, went back to UTF-8 and
    // was parsed into a tree of about 15 allocations; and freeing those trees, when the list
    // was replaced, took as long as the read. Now the rows come in table order and are sorted
    // here, SQLite hands the JSON columns over as bytes, and they stay text until read.
    // On SQLite, through SQLite's own API on the same connection: Qt's per-column QVariant
    // was most of what was left.
    const QString select = QStringLiteral("SELECT ") + selected(CapabilityColumns, CapabilityJsonColumns, m_dialect)
        + QStringLiteral(" FROM \"ai_capability\"");
    QList<Capability> capabilities;
    std::optional<Expected<QList<Capability>>> direct;
    if (m_dialect.kind() == SqlDialect::Kind::SQLite)
        direct = sqlitelisting::capabilities(m_database, select);
    if (direct) {
        if (!direct->ok())
            return direct->error();
        capabilities = std::move(*direct).value();
    } else {
        QSqlQuery query(m_database);
        query.setForwardOnly(true);
        if (!query.exec(select))
            return backend(query.lastError());
        while (query.next())
            capabilities.append(readCapability(query, m_dialect));
        if (query.lastError().isValid())
            return backend(query.lastError());
    }
    // One order on every backend (code points, as SQLite's BINARY collation), whatever the
    // PostgreSQL database's collation. Keys are sorted, not rows: a row is 19 members, and
    // the keys side by side keep the comparisons in cache.
    // A catalog has few categories: each is ranked once, so most comparisons are of names.
    QHash<QString, int> categoryRank;
    for (const Capability &capability : std::as_const(capabilities))
        categoryRank.insert(capability.category, 0);
    QStringList categories = categoryRank.keys();
    std::sort(categories.begin(), categories.end(),
              [](const QString &a, const QString &b) { return a.compare(b) < 0; });
    for (int rank = 0; rank < categories.size(); ++rank)
        categoryRank[categories.at(rank)] = rank;
    struct Key
    {
        int category;
        QStringView name, id;
        qsizetype row;
    };
    std::vector<Key> order;
    order.reserve(size_t(capabilities.size()));
    for (qsizetype row = 0; row < capabilities.size(); ++row) {
        const Capability &capability = capabilities.at(row);
        order.push_back({categoryRank.value(capability.category), capability.name, capability.id, row});
    }
    std::sort(order.begin(), order.end(), [](const Key &a, const Key &b) {
        if (a.category != b.category)
            return a.category < b.category;
        if (const int byName = a.name.compare(b.name))
            return byName < 0;
        return a.id < b.id;
    });
    QList<Capability> sorted;
    sorted.reserve(capabilities.size());
    for (const Key &key : order)
        sorted.append(std::move(capabilities[key.row]));
    return sorted;
}

Expected<Capability> SqlCatalogStore::capability(const QString &id)
{
    QSqlQuery query(m_database);
    query.prepare(QStringLiteral("SELECT ") + quoted(CapabilityColumns)
                  + QStringLiteral(" FROM \"ai_capability\" WHERE \"id\" = ?"));
    query.addBindValue(id);
    if (!query.exec())
        return backend(query.lastError());
    if (!query.next())
        return StoreError{StoreError::Kind::NotFound, tr("Capability %1 not found").arg(id)};
    return readCapability(query, m_dialect);
}

Expected<Capability> SqlCatalogStore::readCapabilityLocked(const QString &id)
{
    const Expected<CapabilityStatements *> statements = capabilityStatements();
    if (!statements)
        return statements.error();
    QSqlQuery &query = statements.value()->read;
    query.bindValue(0, id);
    if (!query.exec())
        return backend(query.lastError());
    if (!query.next()) {
        query.finish();
        return StoreError{StoreError::Kind::NotFound, tr("Capability %1 not found").arg(id)};
    }
    const Capability row = readCapability(query, m_dialect);
    query.finish();
    return row;
}

void SqlCatalogStore::bindCapability(QSqlQuery &query, const Capability &capability) const
{
    query.addBindValue(text(capability.name));
    query.addBindValue(text(capability.slug));
    query.addBindValue(text(capability.description));
    query.addBindValue(text(capability.category));
    query.addBindValue(m_dialect.bindJson(capability.functionDefinition.get()));
    query.addBindValue(text(capability.executionType));
    query.addBindValue(text(capability.executionHandler));
    query.addBindValue(m_dialect.bindJson(capability.executionConfig.get()));
    query.addBindValue(capability.requiresApproval);
    query.addBindValue(nullableInt(capability.approvalTimeoutMs));
    query.addBindValue(nullableInt(capability.rateLimit));
    query.addBindValue(capability.isIdempotent);
    query.addBindValue(capability.isActive);
    query.addBindValue(capability.isSystem);
    query.addBindValue(text(capability.quarantineState));
    query.addBindValue(nullableString(capability.quarantineReason));
    query.addBindValue(m_dialect.bindDateTime(capability.quarantineUntil));
    query.addBindValue(m_dialect.bindJson(capability.metadata.get()));
}

bool SqlCatalogStore::prepareCapabilityInsert(QSqlQuery &query) const
{
    return query.prepare(QStringLiteral("INSERT INTO \"ai_capability\" (") + quoted(CapabilityColumns)
                         + QStringLiteral(") VALUES (")
                         + placeholders(CapabilityColumns, CapabilityJsonColumns, m_dialect)
                         + QLatin1Char(')'));
}

Status SqlCatalogStore::importCapabilities(const QList<Capability> &capabilities)
{
    Transaction transaction(m_database, m_dialect);
    if (!transaction.started())
        return backend(transaction.error());
    QSqlQuery insert(m_database);
    if (!prepareCapabilityInsert(insert))
        return backend(insert.lastError());
    for (const Capability &capability : capabilities) {
        Capability stored = capability;
        if (stored.id.isEmpty())
            stored.id = Ids::newCuid();
        stored.quarantineUntil = toStoredPrecision(stored.quarantineUntil);
        insert.addBindValue(stored.id);
        bindCapability(insert, stored);
        if (!insert.exec()) {
            if (m_dialect.isUniqueViolation(insert.lastError()))
                return StoreError{StoreError::Kind::Duplicate,
                                  tr("Capability with slug '%1' already exists").arg(stored.slug)};
            return backend(insert.lastError());
        }
    }
    insert.finish();
    return transaction.commit();
}

Status SqlCatalogStore::insertCapabilityLocked(const Capability &capability)
{
    const Expected<CapabilityStatements *> statements = capabilityStatements();
    if (!statements)
        return statements.error();
    QSqlQuery &taken = statements.value()->slugTaken;
    taken.bindValue(0, capability.slug);
    if (!taken.exec())
        return backend(taken.lastError());
    const bool duplicate = taken.next();
    taken.finish();
    if (duplicate)
        return StoreError{StoreError::Kind::Duplicate,
                          tr("Capability with slug '%1' already exists").arg(capability.slug)};
    QSqlQuery &insert = statements.value()->insert;
    insert.addBindValue(capability.id);
    bindCapability(insert, capability);
    if (!insert.exec()) {
        if (m_dialect.isUniqueViolation(insert.lastError()))
            return StoreError{StoreError::Kind::Duplicate,
                              tr("A capability with id %1 already exists").arg(capability.id)};
        return backend(insert.lastError());
    }
    return {};
}

Status SqlCatalogStore::updateCapabilityLocked(const Capability &capability)
{
    const Expected<CapabilityStatements *> statements = capabilityStatements();
    if (!statements)
        return statements.error();
    QSqlQuery &taken = statements.value()->slugTakenByOther;
    taken.bindValue(0, capability.slug);
    taken.bindValue(1, capability.id);
    if (!taken.exec())
        return backend(taken.lastError());
    const bool duplicate = taken.next();
    taken.finish();
    if (duplicate)
        return StoreError{StoreError::Kind::Duplicate, tr("Slug is already in use")};
    QSqlQuery &update = statements.value()->update;
    bindCapability(update, capability);
    update.addBindValue(capability.id);
    if (!update.exec())
        return backend(update.lastError());
    return {};
}

Status SqlCatalogStore::deleteCapabilityLocked(const QString &id)
{
    const Expected<CapabilityStatements *> statements = capabilityStatements();
    if (!statements)
        return statements.error();
    QSqlQuery &remove = statements.value()->remove;
    remove.bindValue(0, id);
    if (!remove.exec())
        return backend(remove.lastError());
    return {};
}

namespace {

StoreError changedUnderneath(const Capability &current)
{
    return {StoreError::Kind::Conflict,
            SqlCatalogStore::tr("Capability '%1' was changed by someone else after it was loaded; "
                                "reload it to see the current values")
                .arg(current.slug)};
}

} // namespace

Expected<Capability> SqlCatalogStore::createCapability(const Capability &capability)
{
    Capability stored = capability;
    if (stored.id.isEmpty())
        stored.id = Ids::newCuid();
    stored.quarantineUntil = toStoredPrecision(stored.quarantineUntil);

    Transaction transaction(m_database, m_dialect);
    if (!transaction.started())
        return backend(transaction.error());
    if (Status inserted = insertCapabilityLocked(stored); !inserted)
        return inserted.error();
    if (Status committed = transaction.commit(); !committed)
        return committed.error();
    return stored;
}

Expected<Capability> SqlCatalogStore::updateCapability(const Capability &original,
                                                       const Capability &updated)
{
    if (original.id != updated.id)
        return StoreError{StoreError::Kind::Invalid, tr("A capability's id cannot change")};
    Capability stored = updated;
    stored.quarantineUntil = toStoredPrecision(stored.quarantineUntil);

    Transaction transaction(m_database, m_dialect);
    if (!transaction.started())
        return backend(transaction.error());
    const Expected<Capability> current = readCapabilityLocked(original.id);
    if (!current)
        return current.error();
    if (current.value() != original)
        return changedUnderneath(current.value());
    if (Status written = updateCapabilityLocked(stored); !written)
        return written.error();
    if (Status committed = transaction.commit(); !committed)
        return committed.error();
    return stored;
}

Status SqlCatalogStore::deleteCapability(const Capability &original)
{
    Transaction transaction(m_database, m_dialect);
    if (!transaction.started())
        return backend(transaction.error());
    const Expected<Capability> current = readCapabilityLocked(original.id);
    if (!current)
        return current.error();
    if (current.value() != original)
        return changedUnderneath(current.value());
    if (Status removed = deleteCapabilityLocked(original.id); !removed)
        return removed;
    return transaction.commit();
}

Status SqlCatalogStore::inOneTransaction(const std::function<Status()> &work)
{
    // The store's own writes inside `work` become savepoints of this transaction.
    Transaction transaction(m_database, m_dialect);
    if (!transaction.started())
        return backend(transaction.error());
    if (Status done = work(); !done)
        return done;
    return transaction.commit();
}

Expected<QList<CapabilityConflict>> SqlCatalogStore::applyCapabilityChanges(const QList<CapabilityChange> &changes)
{
    Transaction transaction(m_database, m_dialect);
    if (!transaction.started())
        return backend(transaction.error());

    // First every row is compared under the lock; any conflict and nothing is written.
    QStringList ids;
    for (const CapabilityChange &change : changes) {
        if (change.original)
            ids.append(change.original->id);
    }
    const Expected<QHash<QString, Capability>> stored = readCapabilitiesLocked(ids);
    if (!stored)
        return stored.error();
    QList<CapabilityConflict> conflicts;
    for (const CapabilityChange &change : changes) {
        if (!change.original)
            continue;
        const auto current = stored.value().constFind(change.original->id);
        if (current == stored.value().constEnd()) {
            conflicts.append({change.original->id,
                              tr("Capability '%1' was deleted by someone else after it was loaded")
                                  .arg(change.original->slug),
                              std::nullopt});
        } else if (*current != *change.original) {
            conflicts.append({change.original->id, changedUnderneath(*current).message, *current});
        }
    }
    if (!conflicts.isEmpty())
        return conflicts;

    // Deletes, then updates, then creates: a slug freed by one change can be taken by another.
    for (int pass = 0; pass < 3; ++pass) {
        for (const CapabilityChange &change : changes) {
            Status written;
            if (pass == 0 && change.remove)
                written = deleteCapabilityLocked(change.original->id);
            else if (pass == 1 && change.original && !change.remove) {
                Capability stored = change.updated;
                stored.quarantineUntil = toStoredPrecision(stored.quarantineUntil);
                written = updateCapabilityLocked(stored);
            } else if (pass == 2 && !change.original) {
                Capability stored = change.updated;
                if (stored.id.isEmpty())
                    stored.id = Ids::newCuid();
                stored.quarantineUntil = toStoredPrecision(stored.quarantineUntil);
                written = insertCapabilityLocked(stored);
            }
            if (!written) {
                StoreError error = written.error();
                error.rowId = change.original ? change.original->id : change.updated.id;
                if (error.kind == StoreError::Kind::Duplicate)
                    error.field = QStringLiteral("/slug");
                return error;
            }
        }
    }
    if (Status committed = transaction.commit(); !committed)
        return committed.error();
    return QList<CapabilityConflict>{};
}

} // namespace capstudio
