#include "store/sqlcatalogstore.h"

#include "storecolumns.h"

#include "sqltransaction.h"

#include "core/ids.h"

#include <QJsonArray>
#include <QSqlError>
#include <QSqlQuery>

namespace capstudio {

namespace {

const QStringList CapabilityJsonColumns{QStringLiteral("functionDefinition"),
                                        QStringLiteral("executionConfig"),
                                        QStringLiteral("metadata")};

QString quoted(const QStringList &columns, const QString &tableAlias = {})
{
    QStringList parts;
    parts.reserve(columns.size());
    const QString prefix = tableAlias.isEmpty() ? QString() : tableAlias + QLatin1Char('.');
    for (const QString &column : columns)
        parts.append(prefix + QLatin1Char('"') + column + QLatin1Char('"'));
    return parts.join(QStringLiteral(", "));
}

QString placeholders(const QStringList &columns, const QStringList &jsonColumns,
                     const SqlDialect &dialect)
{
    QStringList parts;
    for (const QString &column : columns)
        parts.append(jsonColumns.contains(column) ? dialect.jsonPlaceholder() : QStringLiteral("?"));
    return parts.join(QStringLiteral(", "));
}

QString assignments(const QStringList &columns, const QStringList &jsonColumns,
                    const SqlDialect &dialect)
{
    QStringList parts;
    for (const QString &column : columns.mid(1)) // never the id
        parts.append(QLatin1Char('"') + column + QStringLiteral("\" = ")
                     + (jsonColumns.contains(column) ? dialect.jsonPlaceholder()
                                                     : QStringLiteral("?")));
    return parts.join(QStringLiteral(", "));
}

std::optional<int> readOptionalInt(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<int>(value.toInt());
}

// A NOT NULL text column: an unset QString binds as SQL NULL, so it is written as ''.
QString text(const QString &value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

QVariant nullableString(const QString &value)
{
    return value.isNull() ? QVariant(QMetaType::fromType<QString>()) : QVariant(value);
}

QString nullableRead(const QVariant &value)
{
    return value.isNull() ? QString() : value.toString();
}

Capability readCapability(const QSqlQuery &query, const SqlDialect &dialect, int offset = 0)
{
    Capability capability;
    capability.id = query.value(offset + 0).toString();
    capability.name = query.value(offset + 1).toString();
    capability.slug = query.value(offset + 2).toString();
    capability.description = query.value(offset + 3).toString();
    capability.category = query.value(offset + 4).toString();
    capability.functionDefinition = dialect.readJson(query.value(offset + 5)).toObject();
    capability.executionType = query.value(offset + 6).toString();
    capability.executionHandler = query.value(offset + 7).toString();
    capability.executionConfig = dialect.readJson(query.value(offset + 8));
    capability.requiresApproval = dialect.readBool(query.value(offset + 9));
    capability.approvalTimeoutMs = readOptionalInt(query.value(offset + 10));
    capability.rateLimit = readOptionalInt(query.value(offset + 11));
    capability.isIdempotent = dialect.readBool(query.value(offset + 12));
    capability.isActive = dialect.readBool(query.value(offset + 13));
    capability.isSystem = dialect.readBool(query.value(offset + 14));
    capability.quarantineState = query.value(offset + 15).toString();
    capability.quarantineReason = nullableRead(query.value(offset + 16));
    capability.quarantineUntil = dialect.readDateTime(query.value(offset + 17));
    capability.metadata = dialect.readJson(query.value(offset + 18));
    return capability;
}

Agent readAgent(const QSqlQuery &query, const SqlDialect &dialect)
{
    Agent agent;
    agent.id = query.value(0).toString();
    agent.name = query.value(1).toString();
    agent.slug = query.value(2).toString();
    agent.description = query.value(3).toString();
    agent.model = query.value(4).toString();
    agent.provider = query.value(5).toString();
    agent.kind = query.value(6).toString();
    agent.visibility = query.value(7).toString();
    agent.isActive = dialect.readBool(query.value(8));
    agent.isSystem = dialect.readBool(query.value(9));
    if (!query.value(10).isNull())
        agent.monthlyBudgetUsd = query.value(10).toDouble();
    agent.rateLimitRpm = readOptionalInt(query.value(11));
    agent.createdAt = dialect.readDateTime(query.value(12));
    agent.updatedAt = dialect.readDateTime(query.value(13));
    agent.deletedAt = dialect.readDateTime(query.value(14));
    agent.lastActiveAt = dialect.readDateTime(query.value(15));
    return agent;
}


// Milliseconds are all the columns keep; compare and return values at that precision.
QDateTime toStoredPrecision(const QDateTime &value)
{
    if (!value.isValid())
        return value;
    const QDateTime utc = value.toUTC();
    return QDateTime::fromMSecsSinceEpoch(utc.toMSecsSinceEpoch(), Qt::UTC);
}

} // namespace


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
        if (!pragma.exec(statement))
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
    QSqlQuery query(m_database);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT ") + quoted(CapabilityColumns)
                    + QStringLiteral(" FROM \"ai_capability\" ORDER BY \"category\", \"name\", \"id\"")))
        return backend(query.lastError());
    QList<Capability> capabilities;
    while (query.next())
        capabilities.append(readCapability(query, m_dialect));
    return capabilities;
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
    query.addBindValue(m_dialect.bindJson(capability.functionDefinition));
    query.addBindValue(text(capability.executionType));
    query.addBindValue(text(capability.executionHandler));
    query.addBindValue(m_dialect.bindJson(capability.executionConfig));
    query.addBindValue(capability.requiresApproval);
    query.addBindValue(nullableInt(capability.approvalTimeoutMs));
    query.addBindValue(nullableInt(capability.rateLimit));
    query.addBindValue(capability.isIdempotent);
    query.addBindValue(capability.isActive);
    query.addBindValue(capability.isSystem);
    query.addBindValue(text(capability.quarantineState));
    query.addBindValue(nullableString(capability.quarantineReason));
    query.addBindValue(m_dialect.bindDateTime(capability.quarantineUntil));
    query.addBindValue(m_dialect.bindJson(capability.metadata));
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

Expected<QList<Agent>> SqlCatalogStore::listAgents()
{
    QSqlQuery query(m_database);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT ") + quoted(AgentColumns)
                    + QStringLiteral(" FROM \"ai_agent\" WHERE \"deletedAt\" IS NULL "
                                     "ORDER BY \"name\", \"id\"")))
        return backend(query.lastError());
    QList<Agent> agents;
    while (query.next())
        agents.append(readAgent(query, m_dialect));
    return agents;
}

Expected<Agent> SqlCatalogStore::readAgentLocked(const QString &id)
{
    QSqlQuery query(m_database);
    query.prepare(QStringLiteral("SELECT ") + quoted(AgentColumns)
                  + QStringLiteral(" FROM \"ai_agent\" WHERE \"id\" = ?") + m_dialect.lockRowSuffix());
    query.addBindValue(id);
    if (!query.exec())
        return backend(query.lastError());
    if (!query.next())
        return StoreError{StoreError::Kind::NotFound, tr("Agent %1 not found").arg(id)};
    return readAgent(query, m_dialect);
}

namespace {

void bindAgent(QSqlQuery &query, const Agent &agent, const SqlDialect &dialect)
{
    query.addBindValue(text(agent.name));
    query.addBindValue(text(agent.slug));
    query.addBindValue(text(agent.description));
    query.addBindValue(text(agent.model));
    query.addBindValue(text(agent.provider));
    query.addBindValue(text(agent.kind));
    query.addBindValue(text(agent.visibility));
    query.addBindValue(agent.isActive);
    query.addBindValue(agent.isSystem);
    query.addBindValue(agent.monthlyBudgetUsd ? QVariant(*agent.monthlyBudgetUsd)
                                              : QVariant(QMetaType::fromType<double>()));
    query.addBindValue(nullableInt(agent.rateLimitRpm));
    query.addBindValue(dialect.bindDateTime(agent.createdAt));
    query.addBindValue(dialect.bindDateTime(agent.updatedAt));
    query.addBindValue(dialect.bindDateTime(agent.deletedAt));
    query.addBindValue(dialect.bindDateTime(agent.lastActiveAt));
}

Agent withStoredTimes(Agent agent)
{
    agent.createdAt = toStoredPrecision(agent.createdAt);
    agent.updatedAt = toStoredPrecision(agent.updatedAt);
    agent.deletedAt = toStoredPrecision(agent.deletedAt);
    agent.lastActiveAt = toStoredPrecision(agent.lastActiveAt);
    return agent;
}

} // namespace

Expected<Agent> SqlCatalogStore::createAgent(const Agent &agent)
{
    Agent stored = agent;
    if (stored.id.isEmpty())
        stored.id = Ids::newCuid();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (!stored.createdAt.isValid())
        stored.createdAt = now;
    if (!stored.updatedAt.isValid())
        stored.updatedAt = stored.createdAt;
    stored = withStoredTimes(stored);

    Transaction transaction(m_database, m_dialect);
    if (!transaction.started())
        return backend(transaction.error());
    QSqlQuery insert(m_database);
    insert.prepare(QStringLiteral("INSERT INTO \"ai_agent\" (") + quoted(AgentColumns)
                   + QStringLiteral(") VALUES (") + placeholders(AgentColumns, {}, m_dialect)
                   + QLatin1Char(')'));
    insert.addBindValue(stored.id);
    bindAgent(insert, stored, m_dialect);
    if (!insert.exec()) {
        if (m_dialect.isUniqueViolation(insert.lastError()))
            return StoreError{StoreError::Kind::Duplicate,
                              tr("An agent with slug '%1' already exists").arg(stored.slug)};
        return backend(insert.lastError());
    }
    insert.finish();
    if (Status committed = transaction.commit(); !committed)
        return committed.error();
    return stored;
}

Expected<Agent> SqlCatalogStore::updateAgent(const Agent &original, const Agent &updated)
{
    if (original.id != updated.id)
        return StoreError{StoreError::Kind::Invalid, tr("An agent's id cannot change")};
    Agent stored = updated;
    stored.updatedAt = QDateTime::currentDateTimeUtc();
    stored = withStoredTimes(stored);

    Transaction transaction(m_database, m_dialect);
    if (!transaction.started())
        return backend(transaction.error());
    const Expected<Agent> current = readAgentLocked(original.id);
    if (!current)
        return current.error();
    if (current.value() != original)
        return StoreError{StoreError::Kind::Conflict,
                          tr("Agent '%1' was changed by someone else after it was loaded; "
                             "reload it to see the current values")
                              .arg(current.value().slug)};
    QSqlQuery update(m_database);
    update.prepare(QStringLiteral("UPDATE \"ai_agent\" SET ") + assignments(AgentColumns, {}, m_dialect)
                   + QStringLiteral(" WHERE \"id\" = ?"));
    bindAgent(update, stored, m_dialect);
    update.addBindValue(stored.id);
    if (!update.exec()) {
        if (m_dialect.isUniqueViolation(update.lastError()))
            return StoreError{StoreError::Kind::Duplicate,
                              tr("An agent with slug '%1' already exists").arg(stored.slug)};
        return backend(update.lastError());
    }
    update.finish();
    if (Status committed = transaction.commit(); !committed)
        return committed.error();
    return stored;
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
