#pragma once

// The write transaction and error helper shared by SqlCatalogStore's source files.
// Private to model/store.
#include "store/sqlcatalogstore.h"

#include <QHash>
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

// A write transaction that rolls back unless committed. Inside another one on the same
// connection it is a savepoint, so that a store call can run within a caller's transaction
// (the first start of a workspace migrates and seeds it as one).
class SqlWriteTransaction
{
public:
    SqlWriteTransaction(QSqlDatabase &database, const SqlDialect &dialect)
        : m_database(database)
        , m_depth(++depths()[database.connectionName()])
    {
        QSqlQuery begin(m_database);
        m_active = begin.exec(outermost() ? dialect.beginWriteStatement() : QStringLiteral("SAVEPOINT ") + savepoint());
        if (!m_active) {
            m_error = begin.lastError();
            release();
        }
    }
    ~SqlWriteTransaction()
    {
        if (m_active) {
            QSqlQuery rollback(m_database);
            if (outermost()) {
                rollback.exec(QStringLiteral("ROLLBACK"));
            } else {
                rollback.exec(QStringLiteral("ROLLBACK TO SAVEPOINT ") + savepoint());
                rollback.exec(QStringLiteral("RELEASE SAVEPOINT ") + savepoint());
            }
            release();
        }
    }
    SqlWriteTransaction(const SqlWriteTransaction &) = delete;
    SqlWriteTransaction &operator=(const SqlWriteTransaction &) = delete;

    bool started() const { return m_active; }
    bool outermost() const { return m_depth == 1; }
    QSqlError error() const { return m_error; }
    Status commit()
    {
        QSqlQuery commit(m_database);
        if (!commit.exec(outermost() ? QStringLiteral("COMMIT") : QStringLiteral("RELEASE SAVEPOINT ") + savepoint()))
            return backend(commit.lastError());
        m_active = false;
        release();
        return {};
    }

private:
    // Open transactions per connection (connections belong to one thread).
    static QHash<QString, int> &depths()
    {
        static thread_local QHash<QString, int> open;
        return open;
    }
    QString savepoint() const { return QStringLiteral("capstudio_%1").arg(m_depth); }
    void release()
    {
        if (m_depth > 0 && --depths()[m_database.connectionName()] == 0)
            depths().remove(m_database.connectionName());
        m_depth = 0;
    }

    QSqlDatabase &m_database;
    int m_depth;
    bool m_active = false;
    QSqlError m_error;
};

class SqlCatalogStore::Transaction : public SqlWriteTransaction
{
public:
    using SqlWriteTransaction::SqlWriteTransaction;
};

} // namespace capstudio
