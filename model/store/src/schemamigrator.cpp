#include "store/schemamigrator.h"

#include "store/schemainspector.h"

#include "sqltransaction.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace capstudio {

namespace {

const QString VersionTable = QStringLiteral("capstudio_schema_version");

struct Migration
{
    int version = 0;
    QString path;
};

QList<Migration> migrationsIn(const QString &folder)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d+)_[A-Za-z0-9_]+\\.sql$"));
    QList<Migration> migrations;
    const QStringList files = QDir(folder).entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QRegularExpressionMatch match = pattern.match(file);
        if (match.hasMatch())
            migrations.append({match.captured(1).toInt(), folder + QLatin1Char('/') + file});
    }
    std::sort(migrations.begin(), migrations.end(),
              [](const Migration &a, const Migration &b) { return a.version < b.version; });
    return migrations;
}

// Splits a migration into statements at semicolons that end a line; strips comments.
QStringList statementsOf(const QString &script)
{
    QStringList statements;
    QString current;
    const QStringList lines = script.split(QLatin1Char('\n'));
    for (const QString &rawLine : lines) {
        const QString line = rawLine.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1String("--")))
            continue;
        current += rawLine + QLatin1Char('\n');
        if (line.endsWith(QLatin1Char(';'))) {
            statements.append(current.trimmed().chopped(1));
            current.clear();
        }
    }
    if (!current.trimmed().isEmpty())
        statements.append(current.trimmed());
    return statements;
}

StoreError backendError(const QString &what, const QSqlError &error)
{
    return {StoreError::Kind::Backend, what + QStringLiteral(": ") + error.text()};
}

// Any capstudio migrating a PostgreSQL database takes this advisory lock first.
constexpr qint64 MigrationLock = 0x63617073747564; // "capstud"

StoreError lockAwareError(const QString &what, const QSqlError &error)
{
    if (SqlDialect::isLockError(error))
        return {StoreError::Kind::Backend,
                SchemaMigrator::tr("%1: another program holds the database locked and did not let go in time. Close "
                                   "the other capstudio window or program that has it open, then try again.")
                    .arg(what)};
    return backendError(what, error);
}

} // namespace

SchemaMigrator::SchemaMigrator(QSqlDatabase database)
    : m_database(std::move(database))
    , m_dialect(SqlDialect::forDatabase(m_database))
{
}

int SchemaMigrator::latestVersion() const
{
    const QList<Migration> migrations = migrationsIn(m_dialect.migrationFolder());
    return migrations.isEmpty() ? 0 : migrations.constLast().version;
}

int SchemaMigrator::currentVersion() const
{
    if (!m_database.tables().contains(VersionTable))
        return 0;
    QSqlQuery query(m_database);
    if (!query.exec(QStringLiteral("SELECT MAX(\"version\") FROM ") + VersionTable) || !query.next())
        return 0;
    return query.value(0).toInt();
}

Expected<SchemaMigrator::Outcome> SchemaMigrator::migrate(const Inside &inside)
{
    // One transaction that holds the write lock from its first statement (SQLite: BEGIN
    // IMMEDIATE; PostgreSQL: an advisory lock every capstudio takes first): a second process
    // opening the same new database waits, then finds it migrated. The version is read inside.
    SqlWriteTransaction transaction(m_database, m_dialect);
    if (!transaction.started())
        return lockAwareError(tr("Cannot start a transaction"), transaction.error());
    QSqlQuery query(m_database);
    if (m_dialect.kind() == SqlDialect::Kind::PostgreSQL && transaction.outermost()
        && !query.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(MigrationLock)))
        return backendError(tr("Cannot take the migration lock"), query.lastError());

    Outcome outcome;
    const QStringList tables = m_database.tables();
    if (!tables.contains(VersionTable) && tables.contains(QStringLiteral("ai_capability"))) {
        outcome.foreignSchema = true;
        return outcome;
    }
    if (!tables.contains(VersionTable)
        && !query.exec(QStringLiteral("CREATE TABLE ") + VersionTable
                       + QStringLiteral(" (\"version\" INTEGER NOT NULL PRIMARY KEY, \"appliedAt\" TEXT NOT NULL)")))
        return lockAwareError(tr("Cannot create the schema version table"), query.lastError());

    outcome.fromVersion = currentVersion();
    outcome.toVersion = outcome.fromVersion;
    const QList<Migration> migrations = migrationsIn(m_dialect.migrationFolder());
    if (migrations.isEmpty())
        return StoreError{StoreError::Kind::Backend,
                          tr("No migrations found in %1").arg(m_dialect.migrationFolder())};
    if (outcome.fromVersion > migrations.constLast().version)
        return StoreError{StoreError::Kind::Invalid,
                          tr("The database has schema version %1, newer than this capstudio "
                             "understands (%2); use a newer capstudio")
                              .arg(outcome.fromVersion)
                              .arg(migrations.constLast().version)};

    for (const Migration &migration : migrations) {
        if (migration.version <= outcome.fromVersion)
            continue;
        QFile file(migration.path);
        if (!file.open(QIODevice::ReadOnly))
            return StoreError{StoreError::Kind::Backend,
                              tr("Cannot read migration %1").arg(migration.path)};
        for (const QString &statement : statementsOf(QString::fromUtf8(file.readAll()))) {
            if (!query.exec(statement))
                return lockAwareError(tr("Migration %1 failed").arg(migration.version), query.lastError());
        }
        query.prepare(QStringLiteral("INSERT INTO ") + VersionTable
                      + QStringLiteral(" (\"version\", \"appliedAt\") VALUES (?, ?)"));
        query.addBindValue(migration.version);
        query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
        if (!query.exec())
            return backendError(tr("Cannot record migration %1").arg(migration.version), query.lastError());
        outcome.toVersion = migration.version;
    }
    if (inside) {
        // Seeding a new workspace commits with its schema, or neither does.
        if (const Status done = inside(outcome); !done)
            return done.error();
    }
    if (const Status committed = transaction.commit(); !committed)
        return committed.error();
    return outcome;
}

Expected<SchemaMigrator::Outcome> SchemaMigrator::inspect(const QString &name) const
{
    Outcome outcome;
    const QStringList tables = m_database.tables();
    if (tables.contains(VersionTable)) {
        outcome.fromVersion = outcome.toVersion = currentVersion();
        const int latest = latestVersion();
        if (outcome.fromVersion < latest)
            return StoreError{StoreError::Kind::Invalid,
                              tr("%1 has capstudio's schema version %2, older than this capstudio's (%3). Nothing "
                                 "was changed: connect to it once in the app (File ▸ Connections…) to bring it up "
                                 "to date.")
                                  .arg(name)
                                  .arg(outcome.fromVersion)
                                  .arg(latest)};
        if (outcome.fromVersion > latest)
            return StoreError{StoreError::Kind::Invalid,
                              tr("The database has schema version %1, newer than this capstudio "
                                 "understands (%2); use a newer capstudio")
                                  .arg(outcome.fromVersion)
                                  .arg(latest)};
        return outcome;
    }
    if (!tables.contains(QStringLiteral("ai_capability")))
        return StoreError{StoreError::Kind::NotFound,
                          tr("%1 is empty or not a catalog: it has no ai_capability table (neither a Sunrise "
                             "database nor one capstudio made). Nothing was changed.")
                              .arg(name)};
    outcome.foreignSchema = true;
    const Expected<QList<SchemaInspector::Gap>> gaps = SchemaInspector::check(m_database);
    if (!gaps)
        return gaps.error();
    if (!gaps.value().isEmpty())
        return StoreError{StoreError::Kind::Invalid,
                          tr("%1 lacks tables or columns capstudio needs; nothing in it was changed:\n%2")
                              .arg(name, SchemaInspector::describe(gaps.value()))};
    return outcome;
}

Expected<SchemaMigrator::Outcome> SchemaMigrator::prepareForUse(const QString &name, const Inside &inside)
{
    const Expected<Outcome> outcome = migrate(inside);
    if (!outcome || !outcome.value().foreignSchema)
        return outcome;
    // A database capstudio did not create: used as it is when it has what the store needs.
    const Expected<QList<SchemaInspector::Gap>> gaps = SchemaInspector::check(m_database);
    if (!gaps)
        return gaps.error();
    if (!gaps.value().isEmpty())
        return StoreError{StoreError::Kind::Invalid,
                          tr("%1 lacks tables or columns capstudio needs; nothing in it was changed:\n%2")
                              .arg(name, SchemaInspector::describe(gaps.value()))};
    return outcome;
}

} // namespace capstudio
