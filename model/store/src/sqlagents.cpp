// SqlCatalogStore: agents (reference §3.3), listed without the soft-deleted ones, created
// and updated with the same compare-under-lock rule as capabilities.
#include "store/sqlcatalogstore.h"

#include "sqlrows.h"
#include "sqltransaction.h"

#include "core/ids.h"

#include <QSqlError>
#include <QSqlQuery>

namespace capstudio {

using namespace sqlrows;

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

} // namespace capstudio
