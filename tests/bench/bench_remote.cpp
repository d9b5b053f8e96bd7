// The connectivity figures: whole-list reads through the REST client from the loopback
// Sunrise server (1,000 and 10,000 capabilities, 10,000 conversations), and listing 10,000
// capabilities from PostgreSQL and applying 1,000 staged changes to it, with the memory each
// takes. The PostgreSQL cases need a server (PG* variables, e.g.
// `pg_virtualenv tests/bench/bench_remote`).
//
// A read is "plain" on a server whose pages never overlap (what a single pass over the pages
// costs) and "complete" on one that pages as PostgreSQL does: ties within a category in an
// order that depends on offset + limit, and conversations that move to the top while they are
// read. The counters give the requests each took.
//
// The loopback server runs on its own thread, so the client's figures do not include the
// server's work; it does share the process, so peak RSS counts both.
#include "capabilitygenerator.h"
#include "sunrisetestserver.h"

#include "remote/apicatalogstore.h"
#include "remote/capabilitylistread.h"
#include "remote/movinglistread.h"
#include "remote/sunriseclient.h"
#include "store/schemamigrator.h"
#include "store/sqlcatalogstore.h"

#include <QDateTime>
#include <QEventLoop>
#include <QFile>
#include <QSqlQuery>
#include <QThread>
#include <QUuid>
#include <benchmark/benchmark.h>
#include <sys/resource.h>
#include <unistd.h>

#include <map>

using namespace capstudio;

namespace {

constexpr int ListRows = 10000;
constexpr int ApplyChanges = 1000;

double residentMiB()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? double(fields.at(1).toLongLong()) * double(sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0)
                             : 0;
}

double peakResidentMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

// A loopback server with generated rows, answering from a thread of its own.
class ServerThread
{
public:
    ServerThread(int capabilities, int conversations)
    {
        server = new SunriseTestServer;
        for (const QJsonValue &row : CapabilityGenerator::rows(capabilities))
            server->addCapability(row.toObject());
        const QDateTime start = QDateTime::currentDateTimeUtc().addDays(-60);
        for (int n = 0; n < conversations; ++n) {
            const QString when = start.addSecs(qint64(n) * 97).toString(Qt::ISODateWithMs);
            server->addConversation({{QStringLiteral("title"), QStringLiteral("Conversation %1").arg(n)},
                                     {QStringLiteral("userId"), server->callerUserId()},
                                     {QStringLiteral("createdAt"), when},
                                     {QStringLiteral("updatedAt"), when}},
                                    {});
        }
        server->moveToThread(&thread);
        thread.start();
        QMetaObject::invokeMethod(server, [this] { listening = server->listen(); }, Qt::BlockingQueuedConnection);
    }
    ~ServerThread()
    {
        QMetaObject::invokeMethod(server, [this] { delete server; }, Qt::BlockingQueuedConnection);
        thread.quit();
        thread.wait();
    }
    template <typename F>
    void run(F &&work) const
    {
        QMetaObject::invokeMethod(server, std::forward<F>(work), Qt::BlockingQueuedConnection);
    }
    QUrl url() const
    {
        QUrl result;
        run([&] { result = server->url(); });
        return result;
    }
    QString key() const
    {
        QString result;
        run([&] { result = server->adminKey(); });
        return result;
    }

    QThread thread;
    SunriseTestServer *server = nullptr;
    bool listening = false;
};

ServerThread &sharedServer(int capabilities, int conversations = 0)
{
    static std::map<std::pair<int, int>, std::unique_ptr<ServerThread>> servers;
    std::unique_ptr<ServerThread> &slot = servers[{capabilities, conversations}];
    if (!slot)
        slot = std::make_unique<ServerThread>(capabilities, conversations);
    return *slot;
}

// Runs one whole-list read to its end; false when it failed.
bool runRead(ApiListRead &read)
{
    QEventLoop loop;
    QObject::connect(&read, &ApiListRead::finished, &loop, &QEventLoop::quit);
    read.start();
    if (!read.isFinished())
        loop.exec();
    return read.ok();
}

// Every capability, each once: args are the row count and 0 (plain: pages that never
// overlap) or 1 (complete: PostgreSQL's paging).
void BM_RestReadCapabilities(benchmark::State &state)
{
    ServerThread &server = sharedServer(int(state.range(0)));
    if (!server.listening) {
        state.SkipWithError("the loopback server did not start");
        return;
    }
    const bool postgres = state.range(1) != 0;
    server.run([&] {
        server.server->setPagingModel(postgres ? SunriseTestServer::PagingModel::Postgres
                                               : SunriseTestServer::PagingModel::Stable);
    });
    SunriseClient client(server.url(), server.key());
    int rows = 0;
    int requests = 0;
    const double before = residentMiB();
    double during = before;
    for (auto _ : state) {
        CapabilityListRead read(&client);
        if (!runRead(read)) {
            state.SkipWithError(qPrintable(read.error().explanation()));
            return;
        }
        rows = int(read.rows().size());
        requests = read.requestCount();
        during = std::max(during, residentMiB());
    }
    state.counters["rows"] = rows;
    state.counters["requests"] = requests;
    state.counters["rows/s"] = benchmark::Counter(double(rows), benchmark::Counter::kIsIterationInvariantRate);
    state.counters["rssGrowthMiB"] = during - before;
}
BENCHMARK(BM_RestReadCapabilities)
    ->Args({1000, 0})
    ->Args({1000, 1})
    ->Args({ListRows, 0})
    ->Args({ListRows, 1})
    ->Unit(benchmark::kMillisecond)
    ->MinTime(3.0)
    ->UseRealTime();

// 10,000 conversations: arg 0 nothing moves (one pass), arg N: N conversations get a new
// message while the list is read, so it is read again in windows of updatedAt.
void BM_RestReadConversations(benchmark::State &state)
{
    ServerThread &server = sharedServer(0, ListRows);
    if (!server.listening) {
        state.SkipWithError("the loopback server did not start");
        return;
    }
    SunriseClient client(server.url(), server.key());
    int rows = 0;
    int requests = 0;
    for (auto _ : state) {
        const int moves = int(state.range(0));
        server.run([&] { server.server->moveWhileListing(moves); });
        MovingListRead read(&client, MovingListRead::List::Conversations);
        if (!runRead(read)) {
            state.SkipWithError(qPrintable(read.error().explanation()));
            return;
        }
        rows = int(read.rows().size());
        requests = read.requestCount();
    }
    state.counters["rows"] = rows;
    state.counters["requests"] = requests;
}
BENCHMARK(BM_RestReadConversations)->Arg(0)->Arg(20)->Unit(benchmark::kMillisecond)->MinTime(3.0)->UseRealTime();

// What the Capabilities area does: every row as a Capability value.
void BM_RestListCapabilities(benchmark::State &state)
{
    ServerThread &server = sharedServer(ListRows);
    if (!server.listening) {
        state.SkipWithError("the loopback server did not start");
        return;
    }
    server.run([&] { server.server->setPagingModel(SunriseTestServer::PagingModel::Postgres); });
    SunriseClient client(server.url(), server.key());
    ApiCatalogStore store(&client);
    qsizetype rows = 0;
    for (auto _ : state) {
        const Expected<QList<Capability>> listed = store.listCapabilities();
        rows = listed ? listed.value().size() : -1;
        benchmark::DoNotOptimize(rows);
    }
    state.counters["rows"] = double(rows);
    state.counters["requests"] = store.lastListRequests();
    state.counters["peakRssMiB"] = peakResidentMiB();
}
BENCHMARK(BM_RestListCapabilities)->Unit(benchmark::kMillisecond)->MinTime(3.0)->UseRealTime();

// A throwaway PostgreSQL database with 10,000 capabilities in capstudio's schema.
// A batch of 200 capability updates through the admin API: arg 0 the writes in flight at
// once, arg 1 the milliseconds the server takes to answer each request (0: the loopback
// double answering at once; 20: a server doing real work, or a network between). The batch
// first reads the list it checks against, as an apply does.
void BM_RestApplyChanges(benchmark::State &state)
{
    constexpr int Rows = 2000;
    constexpr int Changes = 200;
    ServerThread &server = sharedServer(Rows);
    if (!server.listening) {
        state.SkipWithError("the loopback server did not start");
        return;
    }
    const int inFlight = int(state.range(0));
    const int latency = int(state.range(1));
    SunriseClient client(server.url(), server.key());
    ApiCatalogStore store(&client);
    store.setWritesInFlight(inFlight);
    int round = 0;
    for (auto _ : state) {
        state.PauseTiming();
        const Expected<QList<Capability>> rows = store.listCapabilities();
        if (!rows) {
            state.SkipWithError(qPrintable(rows.error().message));
            return;
        }
        QList<CapabilityChange> changes;
        for (int i = 0; i < Changes; ++i) {
            const Capability &original = rows.value().at(i * (Rows / Changes));
            Capability updated = original;
            updated.rateLimit = 100 + round * 7 + i % 5;
            changes.append({original, updated});
        }
        ++round;
        server.run([&] { server.server->delayNext(latency, 1000000); });
        state.ResumeTiming();
        const Expected<QList<CapabilityConflict>> applied = store.applyCapabilityChanges(changes);
        state.PauseTiming();
        server.run([&] { server.server->clearFaults(); });
        state.ResumeTiming();
        if (!applied || !applied.value().isEmpty()) {
            state.SkipWithError(applied ? "conflicts" : qPrintable(applied.error().message));
            return;
        }
    }
    state.counters["writes/s"] = benchmark::Counter(double(Changes), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_RestApplyChanges)
    ->Args({1, 0})
    ->Args({4, 0})
    ->Args({1, 20})
    ->Args({4, 20})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->UseRealTime();

class PostgresDatabase
{
public:
    explicit PostgresDatabase(benchmark::State &state)
    {
        if (qEnvironmentVariableIsEmpty("PGHOST") && qEnvironmentVariableIsEmpty("PGPORT")) {
            state.SkipWithError("no PostgreSQL: run under pg_virtualenv");
            return;
        }
        Expected<QSqlDatabase> admin = SqlCatalogStore::openPostgres({}, QStringLiteral("bench-remote-admin"));
        if (!admin) {
            state.SkipWithError("cannot connect to PostgreSQL");
            return;
        }
        m_name = QStringLiteral("capstudio_bench_") + QUuid::createUuid().toString(QUuid::Id128).left(12);
        QSqlQuery(admin.value()).exec(QStringLiteral("CREATE DATABASE ") + m_name);
        PostgresSettings settings;
        settings.database = m_name;
        Expected<QSqlDatabase> database = SqlCatalogStore::openPostgres(settings, QStringLiteral("bench-remote-pg"));
        if (!database || !SchemaMigrator(database.value()).migrate().ok()) {
            state.SkipWithError("cannot prepare the PostgreSQL database");
            return;
        }
        store = std::make_unique<SqlCatalogStore>(database.value());
        if (!store->importCapabilities(CapabilityGenerator::capabilities(ListRows)).ok()) {
            state.SkipWithError("import failed");
            store.reset();
        }
    }
    ~PostgresDatabase()
    {
        store.reset();
        QSqlDatabase::database(QStringLiteral("bench-remote-pg"), false).close();
        QSqlDatabase::removeDatabase(QStringLiteral("bench-remote-pg"));
        if (!m_name.isEmpty())
            QSqlQuery(QSqlDatabase::database(QStringLiteral("bench-remote-admin")))
                .exec(QStringLiteral("DROP DATABASE ") + m_name);
    }
    std::unique_ptr<SqlCatalogStore> store;

private:
    QString m_name;
};

void BM_PostgresListCapabilities(benchmark::State &state)
{
    PostgresDatabase database(state);
    if (!database.store)
        return;
    const double before = residentMiB();
    double during = before;
    qsizetype rows = 0;
    for (auto _ : state) {
        const Expected<QList<Capability>> listed = database.store->listCapabilities();
        rows = listed ? listed.value().size() : -1;
        during = std::max(during, residentMiB());
        benchmark::DoNotOptimize(rows);
    }
    state.counters["rows"] = double(rows);
    state.counters["rssGrowthMiB"] = during - before;
    state.counters["peakRssMiB"] = peakResidentMiB();
}
BENCHMARK(BM_PostgresListCapabilities)->Unit(benchmark::kMillisecond)->MinTime(3.0)->UseRealTime();

// 1,000 staged edits in one transaction: 900 updates, 50 creates, 50 deletes, each
// update and delete checked against the row as loaded.
void BM_PostgresApplyChanges(benchmark::State &state)
{
    PostgresDatabase database(state);
    if (!database.store)
        return;
    Expected<QList<Capability>> loaded = database.store->listCapabilities();
    if (!loaded) {
        state.SkipWithError("cannot list");
        return;
    }
    QList<Capability> current = loaded.value().mid(0, 950);
    const double before = residentMiB();
    double during = before;
    int round = 0;
    int conflicts = 0;
    for (auto _ : state) {
        state.PauseTiming();
        QList<CapabilityChange> changes;
        changes.reserve(ApplyChanges);
        for (int i = 0; i < 900; ++i) {
            Capability updated = current.at(i);
            updated.description = QStringLiteral("Round %1: %2").arg(round).arg(updated.name);
            updated.rateLimit = 10 + (round + i) % 50;
            changes.append({current.at(i), updated, false});
        }
        for (int i = 0; i < 50; ++i) {
            Capability created = current.at(i);
            created.id.clear();
            created.slug = QStringLiteral("bench_r%1_n%2").arg(round).arg(i);
            created.functionDefinition.insert(QStringLiteral("name"), created.slug);
            changes.append({std::nullopt, created, false});
        }
        for (int i = 900; i < 950; ++i)
            changes.append({current.at(i), current.at(i), true});
        state.ResumeTiming();
        const Expected<QList<CapabilityConflict>> applied = database.store->applyCapabilityChanges(changes);
        state.PauseTiming();
        during = std::max(during, residentMiB());
        if (!applied || !applied.value().isEmpty()) {
            ++conflicts;
        } else {
            // What was written is the new "loaded" state; deleted rows are replaced by
            // rows not touched yet, so every round edits 1,000 rows.
            for (int i = 0; i < 900; ++i)
                current[i] = changes.at(i).updated;
            const Expected<QList<Capability>> fresh = database.store->listCapabilities();
            QSet<QString> mine;
            for (int i = 0; i < 900; ++i)
                mine.insert(current.at(i).id);
            int next = 900;
            for (const Capability &row : fresh.value()) {
                if (next == 950)
                    break;
                if (!mine.contains(row.id) && !row.slug.startsWith(QLatin1String("bench_r")))
                    current[next++] = row;
            }
        }
        ++round;
        state.ResumeTiming();
    }
    state.counters["changes"] = ApplyChanges;
    state.counters["changes/s"] = benchmark::Counter(double(ApplyChanges), benchmark::Counter::kIsIterationInvariantRate);
    state.counters["failedRounds"] = conflicts;
    state.counters["rssGrowthMiB"] = during - before;
    state.counters["peakRssMiB"] = peakResidentMiB();
}
BENCHMARK(BM_PostgresApplyChanges)->Unit(benchmark::kMillisecond)->MinTime(3.0)->UseRealTime();

} // namespace
