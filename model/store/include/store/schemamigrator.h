#pragma once

#include "core/expected.h"
#include "store/sqldialect.h"

#include <QCoreApplication>
#include <QSqlDatabase>

#include <functional>

namespace capstudio {

// Applies the numbered SQL migrations (resources/migrations/<dialect>/NNN_name.sql) that
// a database has not seen yet, each in its own transaction, and records them in
// capstudio_schema_version. A Sunrise database (its tables present, no version table) is
// left alone: its schema belongs to Sunrise.
class SchemaMigrator
{
    Q_DECLARE_TR_FUNCTIONS(SchemaMigrator)

public:
    struct Outcome
    {
        int fromVersion = 0;
        int toVersion = 0;
        bool foreignSchema = false; // a Sunrise database: not migrated
        bool created() const { return fromVersion == 0 && toVersion > 0; }
    };

    // Work done in the migration's transaction, after the migrations: it commits with them
    // or neither does (a new workspace is seeded so).
    using Inside = std::function<Status(const Outcome &)>;

    explicit SchemaMigrator(QSqlDatabase database);

    // Every pending migration in one transaction that takes the write lock first (SQLite:
    // BEGIN IMMEDIATE; PostgreSQL: an advisory lock), the version read inside it: two
    // processes opening one new database at once never both migrate it.
    Expected<Outcome> migrate(const Inside &inside = {});
    // What opening a database for the store takes: migrate it when it is capstudio's (or
    // empty), else check with SchemaInspector that it has everything the store needs and
    // refuse it, naming the gaps, when it does not. `name` says which database in messages.
    Expected<Outcome> prepareForUse(const QString &name, const Inside &inside = {});
    // What reading a database takes, without changing anything: a capstudio database at this
    // version, or a Sunrise one with what the store needs; an empty one is an error.
    Expected<Outcome> inspect(const QString &name) const;
    int currentVersion() const;
    // The highest migration number shipped for this dialect.
    int latestVersion() const;

private:
    QSqlDatabase m_database;
    SqlDialect m_dialect;
};

} // namespace capstudio
