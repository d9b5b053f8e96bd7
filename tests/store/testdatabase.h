#pragma once

#include "catalog/capability.h"
#include "core/expected.h"

#include <QSqlDatabase>
#include <QString>
#include <QTemporaryDir>

// A throwaway database for one test: a SQLite file in a temporary folder, or a new
// PostgreSQL database on the server that PG* variables name (CAPSTUDIO_TEST_BACKEND
// chooses). Dropped when the object goes away.
class TestDatabase
{
public:
    TestDatabase();
    ~TestDatabase();

    bool isPostgres() const { return m_postgres; }
    QString error() const { return m_error; }
    bool ok() const { return m_error.isEmpty(); }

    // A new connection to the same database (for concurrency tests).
    QSqlDatabase connect(const QString &connectionName);
    // Runs the SQL file `path` on `database` statement by statement (`--` comments dropped,
    // split at ';'); the first statement's error, or empty.
    static QString runScript(QSqlDatabase database, const QString &path);
    // The PostgreSQL database's name (empty for SQLite).
    QString databaseName() const { return m_databaseName; }
    // The SQLite file (empty for PostgreSQL).
    QString sqlitePath() const { return m_postgres ? QString() : m_sqlitePath; }

private:
    bool m_postgres = false;
    QString m_error;
    QTemporaryDir m_dir;
    QString m_sqlitePath;
    QString m_databaseName;
    QStringList m_connections;
};

// A valid capability row named after `slug` (category "knowledge", an internal handler, a
// function definition with one required string parameter).
capstudio::Capability sampleCapability(const QString &slug);
