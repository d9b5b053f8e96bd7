#pragma once

#include "core/expected.h"
#include "store/sqldialect.h"

#include <QCoreApplication>
#include <QSqlDatabase>

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

    explicit SchemaMigrator(QSqlDatabase database);

    Expected<Outcome> migrate();
    // What opening a database for the store takes: migrate it when it is capstudio's (or
    // empty), else check with SchemaInspector that it has everything the store needs and
    // refuse it, naming the gaps, when it does not. `name` says which database in messages.
    Expected<Outcome> prepareForUse(const QString &name);
    int currentVersion() const;
    // The highest migration number shipped for this dialect.
    int latestVersion() const;

private:
    QSqlDatabase m_database;
    SqlDialect m_dialect;
};

} // namespace capstudio
