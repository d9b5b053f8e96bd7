#pragma once

// The write transaction and error helper shared by SqlCatalogStore's source files.
// Private to model/store.
#include "store/sqlcatalogstore.h"

#include <QSqlError>
#include <QSqlQuery>

namespace capstudio {

inline StoreError backend(const QSqlError &error)
{
    return {StoreError::Kind::Backend, error.text()};
}

inline QVariant nullableInt(const std::optional<int> &value)
{
    return value ? QVariant(*value) : QVariant(QMetaType::fromType<int>());
}

// A binding row selected as id, agentId, capabilityId, isEnabled, customConfig, customRateLimit.
inline AgentBinding readBindingRow(const QSqlQuery &query, const SqlDialect &dialect)
{
    AgentBinding binding;
    binding.id = query.value(0).toString();
    binding.agentId = query.value(1).toString();
    binding.capabilityId = query.value(2).toString();
    binding.isEnabled = dialect.readBool(query.value(3));
    binding.customConfig = dialect.readJson(query.value(4));
    if (!query.value(5).isNull())
        binding.customRateLimit = query.value(5).toInt();
    return binding;
}

// A write transaction that rolls back unless committed.
class SqlCatalogStore::Transaction
{
public:
    Transaction(QSqlDatabase &database, const SqlDialect &dialect)
        : m_database(database)
    {
        QSqlQuery begin(m_database);
        m_active = begin.exec(dialect.beginWriteStatement());
        if (!m_active)
            m_error = begin.lastError();
    }
    ~Transaction()
    {
        if (m_active) {
            QSqlQuery rollback(m_database);
            rollback.exec(QStringLiteral("ROLLBACK"));
        }
    }
    bool started() const { return m_active; }
    QSqlError error() const { return m_error; }
    Status commit()
    {
        QSqlQuery commit(m_database);
        if (!commit.exec(QStringLiteral("COMMIT")))
            return backend(commit.lastError());
        m_active = false;
        return {};
    }

private:
    QSqlDatabase &m_database;
    bool m_active = false;
    QSqlError m_error;
};

} // namespace capstudio
