#pragma once

#include <QDateTime>
#include <QJsonValue>
#include <QString>
#include <QVariant>

class QSqlDatabase;
class QSqlError;

namespace capstudio {

// Every difference between SQLite and PostgreSQL that the store meets, in one place.
class SqlDialect
{
public:
    enum class Kind { SQLite, PostgreSQL };

    explicit SqlDialect(Kind kind) : m_kind(kind) {}
    static SqlDialect forDatabase(const QSqlDatabase &database);

    Kind kind() const { return m_kind; }
    // The error says another connection holds a lock we waited for in vain (SQLite's
    // "database is locked", PostgreSQL's lock_not_available).
    static bool isLockError(const QSqlError &error);
    QString name() const;

    // The placeholder for a JSON parameter: "?" or "CAST(? AS jsonb)".
    QString jsonPlaceholder() const;
    // A JSON column in a SELECT list, read back by readJson().
    QString jsonSelect(const QString &column) const;
    // A write transaction that locks early enough to make read-compare-write safe.
    QString beginWriteStatement() const;
    // Appended to a SELECT that reads a row about to be updated.
    QString lockRowSuffix() const;
    // Folder of the numbered migrations in the resources.
    QString migrationFolder() const;

    QVariant bindJson(const QJsonValue &value) const;
    QJsonValue readJson(const QVariant &value) const;
    // The column's text as stored, for a LazyJson to parse when it is read (empty for NULL).
    QByteArray jsonText(const QVariant &value) const;
    QVariant bindDateTime(const QDateTime &value) const;
    QDateTime readDateTime(const QVariant &value) const;
    bool readBool(const QVariant &value) const;

    bool isUniqueViolation(const QSqlError &error) const;

private:
    Kind m_kind;
};

} // namespace capstudio
