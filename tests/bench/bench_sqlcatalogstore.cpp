// SqlCatalogStore::listCapabilities over 1,000, 10,000 and 100,000 rows, SQLite and (when PG*
// variables name a server, e.g. under pg_virtualenv) PostgreSQL, beside the database's own
// shell reading the same table in the same run:
//   sqlite3 -readonly FILE 'select * from ai_capability'
//   psql -c '\copy (select * from ai_capability) to /dev/null'
// printed as "capstudio T s, floor F s, ratio R" (T: the list in hand; release_ms: freeing it).
//
// Where the time went (perf, 100,000 SQLite rows, 1.12 s, ratio 8.2 and growing with size):
// the list's destruction 28 % (45 allocations per row, most of them the JSON trees: freeing
// them cost as much as building them), QSqlQuery::next 35 % (SQLite's step, the ORDER BY's
// temporary B-tree over whole rows, UTF-16 conversions), parsing the three JSON columns 22 %
// (each a QString converted back to UTF-8 first). Now: no ORDER BY (keys sorted in memory,
// categories ranked once, 0.2 s less), JSON columns read as BLOB bytes and kept as text
// until a view, rule or edit reads them (LazyJson): ratio 2.1, of which QSqlQuery::next 60 %
// (a QVariant per column, SQLite converting every text to UTF-16) and the sort 15 %. Then
// SQLite is read through its own API on the connection Qt opened (UTF-8 straight into
// QString, bytes into the JSON columns): ratio 1.15.
#include "capabilitygenerator.h"
#include "floor.h"

#include "store/schemamigrator.h"
#include "store/sqlcatalogstore.h"

#include <QElapsedTimer>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUuid>
#include <optional>
#include <benchmark/benchmark.h>

using namespace capstudio;

namespace {

std::unique_ptr<SqlCatalogStore> populated(QSqlDatabase database, int rows, benchmark::State &state)
{
    if (!SchemaMigrator(database).migrate().ok()) {
        state.SkipWithError("migration failed");
        return nullptr;
    }
    auto store = std::make_unique<SqlCatalogStore>(database);
    if (!store->importCapabilities(CapabilityGenerator::capabilities(rows)).ok()) {
        state.SkipWithError("import failed");
        return nullptr;
    }
    return store;
}

// Lists `state.range(0)` rows; the ratio line compares the fastest listing with the fastest
// run of the database's own shell over the same table.
void listAll(benchmark::State &state, SqlCatalogStore &store, const QString &engine, double floor)
{
    qsizetype rows = 0;
    double best = -1;
    double release = 0;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        std::optional<Expected<QList<Capability>>> listed = store.listCapabilities();
        rows = listed->ok() ? listed->value().size() : -1;
        benchmark::DoNotOptimize(rows);
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        listed.reset();
        release = double(timer.nsecsElapsed()) / 1e9 - seconds;
        best = best < 0 ? seconds : std::min(best, seconds);
    }
    if (rows != state.range(0))
        state.SkipWithError("the listing did not return every row");
    benchfloor::printRatio(QStringLiteral("list %1 capabilities, %2").arg(state.range(0)).arg(engine), best, floor);
    state.counters["rows"] = double(rows);
    state.counters["release_ms"] = release * 1000.0; // freeing the list, when it is replaced
    state.counters["floor_ms"] = floor * 1000.0;
    state.counters["ratio"] = floor > 0 ? best / floor : 0.0;
    state.counters["peak_rss_MiB"] = benchfloor::peakRssMiB();
}

// Floor: sqlite3 -readonly FILE 'select * from ai_capability', output discarded.
void BM_ListCapabilities_SQLite(benchmark::State &state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.sqlite"));
    Expected<QSqlDatabase> database = SqlCatalogStore::openSqlite(path, QStringLiteral("bench-sqlite"));
    if (!database) {
        state.SkipWithError("cannot open SQLite");
        return;
    }
    if (auto store = populated(database.value(), int(state.range(0)), state)) {
        const double floor = benchfloor::commandSeconds(
            QStringLiteral("sqlite3"),
            {QStringLiteral("-readonly"), path, QStringLiteral("select * from ai_capability")});
        listAll(state, *store, QStringLiteral("SQLite"), floor);
    }
    database.value().close();
}
BENCHMARK(BM_ListCapabilities_SQLite)->Arg(1000)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(5);

// Floor: psql -c '\copy (select * from ai_capability) to /dev/null'.
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
            if (auto store = populated(database.value(), int(state.range(0)), state)) {
                QSqlQuery(database.value()).exec(QStringLiteral("VACUUM ANALYZE ai_capability"));
                const double floor = benchfloor::commandSeconds(
                    QStringLiteral("psql"),
                    {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-d"), name, QStringLiteral("-c"),
                     QStringLiteral("\\copy (select * from ai_capability) to /dev/null")});
                listAll(state, *store, QStringLiteral("PostgreSQL"), floor);
            }
            database.value().close();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bench-pg"));
    QSqlQuery(admin.value()).exec(QStringLiteral("DROP DATABASE ") + name);
}
BENCHMARK(BM_ListCapabilities_PostgreSQL)->Arg(1000)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(5);

} // namespace
