#include "store/sqlstoreworker.h"

#include <QSqlDatabase>
#include <QUuid>

namespace capstudio {

namespace {

std::unique_ptr<StoreWorker> makeWorker(std::function<Expected<QSqlDatabase>(const QString &)> open)
{
    const QString name = QStringLiteral("store-worker-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    StoreWorker::Factory factory = [open = std::move(open), name]() -> Expected<std::unique_ptr<CatalogStore>> {
        const Expected<QSqlDatabase> database = open(name);
        if (!database)
            return database.error();
        return std::unique_ptr<CatalogStore>(std::make_unique<SqlCatalogStore>(database.value()));
    };
    return std::make_unique<StoreWorker>(std::move(factory), QStringLiteral("capstudio store"),
                                         [name] { QSqlDatabase::removeDatabase(name); });
}

} // namespace

std::unique_ptr<StoreWorker> makeSqliteWorker(const QString &path)
{
    return makeWorker([path](const QString &name) { return SqlCatalogStore::openSqlite(path, name); });
}

std::unique_ptr<StoreWorker> makePostgresWorker(const PostgresSettings &settings)
{
    return makeWorker([settings](const QString &name) { return SqlCatalogStore::openPostgres(settings, name); });
}

} // namespace capstudio
