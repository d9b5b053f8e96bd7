// SqlCatalogStore::listCapabilities over 100,000 rows, SQLite and (when PG* variables
// name a server, e.g. under pg_virtualenv) PostgreSQL.
#include "capabilitygenerator.h"

#include "store/schemamigrator.h"
#include "store/sqlcatalogstore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUuid>
#include <benchmark/benchmark.h>

using namespace capstudio;

namespace {

constexpr int RowCount = 100000;

std::unique_ptr<SqlCatalogStore> populated(QSqlDatabase database, benchmark::State &state)
{
    if (!SchemaMigrator(database).migrate().ok()) {
        state.SkipWithError("migration failed");
        return nullptr;
    }
    auto store = std::make_unique<SqlCatalogStore>(database);
    if (!store->importCapabilities(CapabilityGenerator::capabilities(RowCount)).ok()) {
        state.SkipWithError("import failed");
        return nullptr;
    }
    return store;
}

void listAll(benchmark::State &state, SqlCatalogStore &store)
{
    qsizetype rows = 0;
    for (auto _ : state) {
        const Expected<QList<Capability>> listed = store.listCapabilities();
        rows = listed.ok() ? listed.value().size() : -1;
        benchmark::DoNotOptimize(rows);
    }
    state.counters["rows"] = double(rows);
}

void BM_ListCapabilities_SQLite(benchmark::State &state)
{
    QTemporaryDir dir;
    Expected<QSqlDatabase> database =
        SqlCatalogStore::openSqlite(dir.filePath(QStringLiteral("bench.sqlite")), QStringLiteral("bench-sqlite"));
    if (!database) {
        state.SkipWithError("cannot open SQLite");
        return;
    }
    if (auto store = populated(database.value(), state))
        listAll(state, *store);
}
BENCHMARK(BM_ListCapabilities_SQLite)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void BM_ListCapabilities_PostgreSQL(benchmark::State &state)
{
    if (qEnvironmentVariableIsEmpty("PGHOST") && qEnvironmentVariableIsEmpty("PGPORT")) {
        state.SkipWithError("no PostgreSQL: run under pg_virtualenv");
        return;
    }
    Expected<QSqlDatabase> admin = SqlCatalogStore::openPostgres({}, QStringLiteral("bench-admin"));
    if (!admin) {
        state.SkipWithError("cannot connect to PostgreSQL");
        return;
    }
    const QString name = QStringLiteral("capstudio_bench_") + QUuid::createUuid().toString(QUuid::Id128).left(12);
    QSqlQuery(admin.value()).exec(QStringLiteral("CREATE DATABASE ") + name);
    {
        Expected<QSqlDatabase> database =
            SqlCatalogStore::openPostgres(databaseSettings(name), QStringLiteral("bench-pg"));
        if (database) {
            if (auto store = populated(database.value(), state))
                listAll(state, *store);
            database.value().close();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bench-pg"));
    QSqlQuery(admin.value()).exec(QStringLiteral("DROP DATABASE ") + name);
}
BENCHMARK(BM_ListCapabilities_PostgreSQL)->Unit(benchmark::kMillisecond)->MinTime(2.0);

} // namespace
