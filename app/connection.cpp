#include "connection.h"

#include "catalogcode/foldercatalogstore.h"
#include "remote/apicatalogstore.h"
#include "remote/apistoreworker.h"
#include "remote/sunriseclient.h"
#include "rules/redaction.h"
#include "store/schemamigrator.h"
#include "store/sqlcatalogstore.h"
#include "store/sqlstoreworker.h"
#include "workspace.h"

#include <QSqlDatabase>
#include <QUrlQuery>
#include <QUuid>

namespace capstudio {

namespace {

PostgresSettings postgresSettings(const ConnectionProfile &profile, const QString &secret)
{
    PostgresSettings settings;
    settings.host = profile.host;
    settings.port = profile.port;
    settings.database = profile.database;
    settings.user = profile.user;
    settings.password = secret;
    settings.sslMode = profile.sslMode;
    return settings;
}

// A team database capstudio made is brought up to date; a Sunrise database is only checked,
// never altered.
Status prepareSchema(const QSqlDatabase &database, const ConnectionProfile &profile, Connection::Access access)
{
    const QString name = Connection::tr("The database %1").arg(profile.displayUrl());
    const Expected<SchemaMigrator::Outcome> prepared = access == Connection::Access::ReadOnly
                                                           ? SchemaMigrator(database).inspect(name)
                                                           : SchemaMigrator(database).prepareForUse(name);
    if (!prepared)
        return prepared.error();
    return {};
}

// A Sunrise server that did not answer the first read as it should, named by its address.
StoreError probeError(const QUrl &origin, StoreError error)
{
    error.message = Connection::tr("%1: %2").arg(origin.toString(), error.message);
    return error;
}

// The address and the key, checked before anything is sent.
Status checkSunrise(const QUrl &origin, const QString &secret)
{
    const Status allowed = SunriseClient::checkOrigin(origin);
    if (!allowed)
        return allowed;
    return SunriseClient::checkKey(secret);
}

StoreError withoutSecret(StoreError error, const QString &secret)
{
    // A server's words may carry the secret back (a proxy reflecting headers, a driver
    // quoting its connection string): never into a message.
    error.message = Redaction::maskCredentialsInText(error.message, {secret});
    return error;
}

} // namespace

Connection::~Connection()
{
    m_worker.reset(); // a read waiting for a server is interrupted, not waited out
    m_activity.reset();
    m_api.reset();
    m_client.reset();
    m_sql.reset();
    m_folder.reset();
    if (!m_sqlConnectionName.isEmpty())
        QSqlDatabase::removeDatabase(m_sqlConnectionName);
}

std::unique_ptr<Connection> Connection::embedded(const ConnectionProfile &profile, Workspace &workspace)
{
    std::unique_ptr<Connection> connection(new Connection);
    connection->m_profile = profile;
    connection->m_store = &workspace.store();
    connection->m_traits = workspace.store().traits();
    connection->m_worker = makeSqliteWorker(workspace.path());
    connection->m_makeWorker = [path = workspace.path()] { return makeSqliteWorker(path); };
    return connection;
}

Expected<std::unique_ptr<Connection>> Connection::open(const ConnectionProfile &profile, const QString &secret,
                                                      const std::function<void(SunriseClient &)> &prepare,
                                                      Access access)
{
    Expected<std::unique_ptr<Connection>> opened = connect(profile, secret, prepare, access);
    if (opened)
        return opened;
    return withoutSecret(opened.error(), secret);
}


Expected<QSqlDatabase> Connection::openSql(const PostgresSettings &settings)
{
    m_sqlConnectionName = QStringLiteral("connection-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    return SqlCatalogStore::openPostgres(settings, m_sqlConnectionName);
}

std::unique_ptr<ConnectionOpening> Connection::openInBackground(const ConnectionProfile &profile, const QString &secret,
                                                                Access access)
{
    std::unique_ptr<ConnectionOpening> opening(new ConnectionOpening);
    opening->m_profile = profile;
    const Status valid = profile.validate();
    if (profile.kind == ConnectionProfile::Kind::Sunrise && valid) {
        openSunriseInBackground(opening.get(), secret);
        return opening;
    }
    if (profile.kind != ConnectionProfile::Kind::PostgreSql || !valid) {
        opening->finish(open(profile, secret, {}, access));
        return opening;
    }
    const PostgresSettings settings = postgresSettings(profile, secret);
    opening->m_worker = makePostgresWorker(settings);
    ConnectionOpening *self = opening.get();
    opening->m_worker
        ->submit<StoreTraits>([profile, access](CatalogStore &store) -> Expected<StoreTraits> {
            const Status checked = prepareSchema(static_cast<SqlCatalogStore &>(store).database(), profile, access);
            if (!checked)
                return checked.error();
            return store.traits();
        })
        .then(self, [self, secret, settings](const Expected<StoreTraits> &checked) {
            if (!checked) {
                self->finish(withoutSecret(checked.error(), secret));
                return;
            }
            // The worker reached the database and checked it; the window reads and writes
            // through it and holds no connection of its own.
            std::unique_ptr<Connection> connection(new Connection);
            connection->m_profile = self->m_profile;
            connection->m_traits = checked.value();
            connection->m_worker = std::move(self->m_worker);
            connection->m_makeWorker = [settings] { return makePostgresWorker(settings); };
            self->finish(std::move(connection));
        });
    return opening;
}

void Connection::openSunriseInBackground(ConnectionOpening *opening, const QString &secret)
{
    const QUrl origin = opening->m_profile.normalizedServerUrl();
    const Status checked = checkSunrise(origin, secret);
    if (!checked) {
        opening->finish(withoutSecret(checked.error(), secret));
        return;
    }
    // The first read waits for the server on the worker; the window's client comes after.
    opening->m_activity = std::make_unique<ApiActivity>();
    opening->m_worker = makeApiWorker(origin, secret, SunriseClient::Options(), opening->m_activity.get());
    opening->m_worker
        ->submitStatus([](CatalogStore &store) { return static_cast<ApiCatalogStore &>(store).probe(); })
        .then(opening, [opening, origin, secret](const Status &probed) {
            if (!probed) {
                opening->finish(withoutSecret(probeError(origin, probed.error()), secret));
                return;
            }
            std::unique_ptr<Connection> connection(new Connection);
            connection->m_profile = opening->m_profile;
            connection->useClient(std::make_unique<SunriseClient>(origin, secret));
            connection->m_activity = std::move(opening->m_activity);
            connection->m_worker = std::move(opening->m_worker);
            connection->m_makeWorker = [origin, secret] {
                return makeApiWorker(origin, secret, SunriseClient::Options(), nullptr);
            };
            opening->finish(std::move(connection));
        });
}

ConnectionOpening::~ConnectionOpening() = default;

Expected<std::unique_ptr<Connection>> ConnectionOpening::take()
{
    Q_ASSERT(m_result);
    Expected<std::unique_ptr<Connection>> result = std::move(*m_result);
    m_result.reset();
    return result;
}

void ConnectionOpening::finish(Expected<std::unique_ptr<Connection>> result)
{
    m_result = std::move(result);
    m_finished = true;
    m_worker.reset();
    m_activity.reset();
    emit finished();
}

Expected<std::unique_ptr<Connection>> Connection::connect(const ConnectionProfile &profile, const QString &secret,
                                                         const std::function<void(SunriseClient &)> &prepare,
                                                         Access access)
{
    const Status valid = profile.validate();
    if (!valid)
        return valid.error();
    std::unique_ptr<Connection> connection(new Connection);
    connection->m_profile = profile;

    if (profile.kind == ConnectionProfile::Kind::PostgreSql) {
        const PostgresSettings settings = postgresSettings(profile, secret);
        const Expected<QSqlDatabase> database = connection->openSql(settings);
        if (!database)
            return database.error();
        const Status prepared = prepareSchema(database.value(), profile, access);
        if (!prepared)
            return prepared.error();
        connection->m_sql = std::make_unique<SqlCatalogStore>(database.value());
        connection->m_store = connection->m_sql.get();
        connection->m_traits = connection->m_sql->traits();
        connection->m_worker = makePostgresWorker(settings);
        connection->m_makeWorker = [settings] { return makePostgresWorker(settings); };
        return connection;
    }

    if (profile.kind == ConnectionProfile::Kind::Sunrise) {
        const QUrl origin = profile.normalizedServerUrl();
        const Status checked = checkSunrise(origin, secret);
        if (!checked)
            return checked.error();
        connection->useClient(std::make_unique<SunriseClient>(origin, secret));
        if (prepare)
            prepare(*connection->m_client);
        // One row proves the address, the key and its admin scope before any area loads.
        const Status probed = connection->m_api->probe();
        if (!probed)
            return probeError(origin, probed.error());
        // The long reads go through a client of their own on a worker thread.
        connection->m_activity = std::make_unique<ApiActivity>();
        connection->m_worker =
            makeApiWorker(origin, secret, connection->m_client->options(), connection->m_activity.get());
        connection->m_makeWorker = [origin, secret, options = connection->m_client->options()] {
            return makeApiWorker(origin, secret, options, nullptr);
        };
        return connection;
    }
    if (profile.kind == ConnectionProfile::Kind::CatalogFolder) {
        // Every read and write goes through the folder's files; the worker's store and this
        // one share nothing but the folder.
        connection->m_folder = std::make_unique<FolderCatalogStore>(profile.workspacePath);
        connection->m_store = connection->m_folder.get();
        connection->m_traits = connection->m_folder->traits();
        connection->m_worker = FolderCatalogStore::makeWorker(profile.workspacePath);
        connection->m_makeWorker = [folder = profile.workspacePath] { return FolderCatalogStore::makeWorker(folder); };
        return connection;
    }
    return StoreError{StoreError::Kind::Invalid, tr("The embedded workspace is opened as a workspace file.")};
}

void Connection::useClient(std::unique_ptr<SunriseClient> client)
{
    m_client = std::move(client);
    m_api = std::make_unique<ApiCatalogStore>(m_client.get());
    m_store = m_api.get();
    m_traits = m_api->traits();
}

std::unique_ptr<StoreWorker> Connection::newWorker() const
{
    return m_makeWorker ? m_makeWorker() : nullptr;
}

void Connection::cancelWork()
{
    if (m_worker)
        m_worker->interrupt();
}

QString Connection::label() const
{
    if (isEmbedded())
        return m_profile.name;
    return tr("%1 (%2)").arg(m_profile.name, m_profile.displayUrl());
}

} // namespace capstudio
