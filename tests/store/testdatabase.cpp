#include "testdatabase.h"

#include "store/sqlcatalogstore.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QRegularExpression>
#include <QUuid>

using namespace capstudio;

namespace {

const QString MaintenanceConnection = QStringLiteral("test-maintenance");

QSqlDatabase maintenance()
{
    if (QSqlDatabase::contains(MaintenanceConnection))
        return QSqlDatabase::database(MaintenanceConnection);
    // Empty settings: libpq takes PGHOST, PGPORT, PGUSER, PGPASSWORD and PGDATABASE.
    Expected<QSqlDatabase> opened = SqlCatalogStore::openPostgres({}, MaintenanceConnection);
    return opened ? opened.value() : QSqlDatabase();
}

} // namespace

TestDatabase::TestDatabase()
{
    m_postgres = qgetenv("CAPSTUDIO_TEST_BACKEND") == "postgresql";
    if (!m_postgres) {
        m_sqlitePath = m_dir.filePath(QStringLiteral("workspace.sqlite"));
        return;
    }
    if (qEnvironmentVariableIsEmpty("PGHOST") && qEnvironmentVariableIsEmpty("PGPORT")) {
        m_error = QStringLiteral("no PostgreSQL server: PGHOST/PGPORT are not set. Run the tests "
                                 "with scripts/test.sh, which starts one with pg_virtualenv.");
        return;
    }
    QSqlDatabase admin = maintenance();
    if (!admin.isOpen()) {
        m_error = QStringLiteral("cannot connect to PostgreSQL: ") + admin.lastError().text();
        return;
    }
    m_databaseName = QStringLiteral("capstudio_test_")
        + QUuid::createUuid().toString(QUuid::Id128).left(16);
    QSqlQuery create(admin);
    if (!create.exec(QStringLiteral("CREATE DATABASE ") + m_databaseName))
        m_error = QStringLiteral("cannot create a test database: ") + create.lastError().text();
}

TestDatabase::~TestDatabase()
{
    for (const QString &name : std::as_const(m_connections)) {
        QSqlDatabase::database(name, false).close();
        QSqlDatabase::removeDatabase(name);
    }
    if (m_postgres && !m_databaseName.isEmpty()) {
        QSqlQuery drop(maintenance());
        drop.exec(QStringLiteral("DROP DATABASE IF EXISTS ") + m_databaseName);
    }
}

QSqlDatabase TestDatabase::connect(const QString &connectionName)
{
    m_connections.append(connectionName);
    Expected<QSqlDatabase> opened = m_postgres
        ? SqlCatalogStore::openPostgres(databaseSettings(m_databaseName), connectionName)
        : SqlCatalogStore::openSqlite(m_sqlitePath, connectionName);
    if (!opened) {
        m_error = opened.error().message;
        return {};
    }
    return opened.value();
}

Capability sampleCapability(const QString &slug)
{
    Capability capability;
    capability.name = QStringLiteral("Capability ") + slug;
    capability.slug = slug;
    capability.description = QStringLiteral("Does ") + slug + QStringLiteral(" — with ünïcode ✓");
    capability.category = QStringLiteral("knowledge");
    capability.functionDefinition = QJsonDocument::fromJson(
        QStringLiteral(R"({"name":"%1","description":"d","parameters":{"type":"object",
            "properties":{"q":{"type":"string","maxLength":500}},"required":["q"]}})")
            .arg(slug).toUtf8()).object();
    capability.executionType = QStringLiteral("internal");
    capability.executionHandler = QStringLiteral("SomeCapability");
    return capability;
}

QString TestDatabase::runScript(QSqlDatabase database, const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return path + QStringLiteral(": ") + file.errorString();
    QString text = QString::fromUtf8(file.readAll());
    text.remove(QRegularExpression(QStringLiteral("--[^\n]*")));
    QSqlQuery query(database);
    for (const QString &statement : text.split(QLatin1Char(';'))) {
        if (!statement.trimmed().isEmpty() && !query.exec(statement))
            return query.lastError().text();
    }
    return QString();
}
