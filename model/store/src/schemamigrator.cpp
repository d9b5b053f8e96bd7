#include "store/schemamigrator.h"

#include "store/schemainspector.h"

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

Expected<SchemaMigrator::Outcome> SchemaMigrator::migrate()
{
    Outcome outcome;
    const QStringList tables = m_database.tables();
    if (!tables.contains(VersionTable) && tables.contains(QStringLiteral("ai_capability"))) {
        outcome.foreignSchema = true;
        return outcome;
    }

    QSqlQuery query(m_database);
    if (!query.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS ") + VersionTable
                    + QStringLiteral(" (\"version\" INTEGER NOT NULL PRIMARY KEY, "
                                     "\"appliedAt\" TEXT NOT NULL)")))
        return backendError(tr("Cannot create the schema version table"), query.lastError());

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
        const QStringList statements = statementsOf(QString::fromUtf8(file.readAll()));

        if (!m_database.transaction())
            return backendError(tr("Cannot start a transaction"), m_database.lastError());
        for (const QString &statement : statements) {
            if (!query.exec(statement)) {
                const QSqlError error = query.lastError();
                m_database.rollback();
                return backendError(tr("Migration %1 failed").arg(migration.version), error);
            }
        }
        query.prepare(QStringLiteral("INSERT INTO ") + VersionTable
                      + QStringLiteral(" (\"version\", \"appliedAt\") VALUES (?, ?)"));
        query.addBindValue(migration.version);
        query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
        if (!query.exec()) {
            const QSqlError error = query.lastError();
            m_database.rollback();
            return backendError(tr("Cannot record migration %1").arg(migration.version), error);
        }
        if (!m_database.commit())
            return backendError(tr("Cannot commit migration %1").arg(migration.version),
                                m_database.lastError());
        outcome.toVersion = migration.version;
    }
    return outcome;
}

Expected<SchemaMigrator::Outcome> SchemaMigrator::prepareForUse(const QString &name)
{
    const Expected<Outcome> outcome = migrate();
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
