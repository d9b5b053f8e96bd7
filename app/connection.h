#pragma once

#include "catalog/catalogstore.h"
#include "core/expected.h"
#include "remote/connectionprofile.h"

#include <QCoreApplication>
#include <QObject>
#include <QSqlDatabase>
#include <functional>
#include <memory>
#include <optional>

namespace capstudio {

class ApiCatalogStore;
class ConnectionOpening;
class CatalogStore;
class DryRunStore;
class FolderCatalogStore;
class SqlCatalogStore;
class StoreWorker;
class ApiActivity;
struct PostgresSettings;
class SunriseClient;
class Workspace;

// The catalog a window works on, opened from a connection profile: the embedded
// workspace's own store, a PostgreSQL database (a Sunrise database used as it is, or a
// capstudio team database, migrated only when capstudio created it), a Sunrise server
// through its admin API, or a catalog folder's files. Saved dry-runs stay in the embedded workspace either way.
class Connection
{
    Q_DECLARE_TR_FUNCTIONS(Connection)

public:
    ~Connection();

    // The embedded workspace; the connection borrows its store.
    static std::unique_ptr<Connection> embedded(const ConnectionProfile &profile, Workspace &workspace);
    // Connects and checks: PostgreSQL opens the database and checks its tables and columns
    // (SchemaInspector); Sunrise reads one capability to prove the key and the address.
    // `prepare` sees a Sunrise client before its first request (to follow its waits).
    // ReadOnly never changes a database: a capstudio team database is not migrated (one at
    // an older version is refused), an empty one is an error.
    enum class Access { ReadWrite, ReadOnly };
    static Expected<std::unique_ptr<Connection>> open(const ConnectionProfile &profile, const QString &secret,
                                                      const std::function<void(SunriseClient &)> &prepare = {},
                                                      Access access = Access::ReadWrite);

    // Opens a connection without holding this thread on the network: for PostgreSQL the
    // connect and the schema check (or migration) run on the connection's worker thread, so
    // a host that does not answer costs the window nothing, and the connection has no store
    // on this thread (store() is null): every read and write goes through the worker. For
    // Sunrise the first read (the probe) runs on the worker's client. The embedded workspace
    // opens as open() does, before this returns. The opening reports by its finished()
    // signal; destroying it abandons the attempt (waiting for a connect already under way
    // to end).
    static std::unique_ptr<ConnectionOpening> openInBackground(const ConnectionProfile &profile, const QString &secret,
                                                               Access access = Access::ReadWrite);

    const ConnectionProfile &profile() const { return m_profile; }
    // The store on this thread: for connections opened by open() (the command line) and for
    // the embedded workspace; a connection opened in the background has none (null), its
    // reads and writes go through worker().
    CatalogStore *store() { return m_store; }
    // What the connection's store can and cannot do.
    const StoreTraits &traits() const { return m_traits; }
    // The same catalog through a store of its own on a worker thread, for the reads the
    // window must not wait on: a database connection of its own (the workspace, PostgreSQL)
    // or a Sunrise client of its own (it waits for the network there). Null only for a
    // connection being closed.
    StoreWorker *worker() const { return m_worker.get(); }
    // Non-null for a Sunrise connection: its progress and cancellation.
    ApiCatalogStore *apiStore() const { return m_api.get(); }
    // Non-null for a Sunrise connection: the worker's progress and retries, on this thread.
    ApiActivity *apiActivity() const { return m_activity.get(); }
    // Another worker on the same catalog, with a store (a database connection, a Sunrise client)
    // of its own: for a long read such as a deployment scan, which must not hold up the
    // window's reads and writes queued on worker(). Null for a connection that cannot make one.
    std::unique_ptr<StoreWorker> newWorker() const;
    // Stops what the worker waits for on a server (nothing for a database).
    void cancelWork();
    SunriseClient *client() const { return m_client.get(); }
    bool isEmbedded() const { return m_profile.kind == ConnectionProfile::Kind::Embedded; }
    // "Production (https://sunrise.example.com)" for the status bar and the title.
    QString label() const;

private:
    friend class ConnectionOpening;
    Connection() = default;
    Expected<QSqlDatabase> openSql(const PostgresSettings &settings);
    static Expected<std::unique_ptr<Connection>> connect(const ConnectionProfile &profile, const QString &secret,
                                                         const std::function<void(SunriseClient &)> &prepare,
                                                         Access access);
    static void openSunriseInBackground(ConnectionOpening *opening, const QString &secret);
    // The window's store on a Sunrise server, through `client`.
    void useClient(std::unique_ptr<SunriseClient> client);

    ConnectionProfile m_profile;
    CatalogStore *m_store = nullptr;
    StoreTraits m_traits;
    QString m_sqlConnectionName;
    std::unique_ptr<SqlCatalogStore> m_sql;
    std::unique_ptr<FolderCatalogStore> m_folder;
    std::unique_ptr<SunriseClient> m_client;
    std::unique_ptr<ApiCatalogStore> m_api;
    std::unique_ptr<ApiActivity> m_activity; // outlives m_worker, which posts to it
    std::unique_ptr<StoreWorker> m_worker;
    std::function<std::unique_ptr<StoreWorker>()> m_makeWorker; // newWorker()
};

// A connection on its way: see Connection::openInBackground.
class ConnectionOpening : public QObject
{
    Q_OBJECT

public:
    ~ConnectionOpening() override;

    const ConnectionProfile &profile() const { return m_profile; }
    bool isFinished() const { return m_finished; }
    // A Sunrise opening's waits before a retry, until it finishes (null otherwise).
    ApiActivity *activity() const { return m_activity.get(); }
    // Once finished: the connection, or why there is none (taken once).
    Expected<std::unique_ptr<Connection>> take();

signals:
    void finished();

private:
    friend class Connection;
    ConnectionOpening() = default;
    void finish(Expected<std::unique_ptr<Connection>> result);

    ConnectionProfile m_profile;
    std::unique_ptr<ApiActivity> m_activity; // outlives m_worker, which posts to it
    std::unique_ptr<StoreWorker> m_worker;
    std::optional<Expected<std::unique_ptr<Connection>>> m_result;
    bool m_finished = false;
};

} // namespace capstudio
