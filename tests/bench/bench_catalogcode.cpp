// The catalog-as-code figures, for 10,000 capabilities and 50,000 bindings (500 agents of
// 100 bindings): pulling a catalog into a folder (first pull, and a pull of an unchanged
// catalog, which rewrites no file), diffing a folder against PostgreSQL and against the
// loopback Sunrise server, and pushing 1,000 changed capabilities. Each figure is the whole
// command's work: reading the folder and the connection, comparing, checking, writing.
// PostgreSQL cases need a server (`pg_virtualenv tests/bench/bench_catalogcode`).
//
// Counters: files written, rows compared, changes; rssGrowthMiB is what the iteration added to
// the resident set (the server double shares the process).
#include "capabilitygenerator.h"
#include "floor.h"
#include "sunrisetestserver.h"

#include "catalogcode/catalogdiff.h"
#include "catalogcode/catalogfolder.h"
#include "catalogcode/cataloglint.h"
#include "catalogcode/catalogplan.h"
#include "core/ids.h"
#include "remote/apicatalogstore.h"
#include "remote/sunriseclient.h"
#include "store/schemamigrator.h"
#include "store/sqlcatalogstore.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <QUuid>
#include <benchmark/benchmark.h>
#include <future>
#include <unistd.h>

using namespace capstudio;

namespace {

constexpr int Capabilities = 10000;
constexpr int Agents = 500;
constexpr int BindingsPerAgent = 100;
constexpr int PushChanges = 1000;

double residentMiB()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? double(fields.at(1).toLongLong()) * double(sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0) : 0;
}

// The binding of agent `a`, number `b`: capability (a * 37 + b * 97) % Capabilities, so every
// agent has 100 distinct capabilities spread over the catalog.
int boundCapability(int a, int b)
{
    return (a * 37 + b * 97) % Capabilities;
}

QJsonValue customConfigFor(int a, int b)
{
    if ((a + b) % 4 != 0)
        return QJsonValue::Null;
    return QJsonObject{{QStringLiteral("forcedUrl"), QStringLiteral("${env:GATEWAY_%1}/v1").arg(a % 10)},
                       {QStringLiteral("allowedUrlPrefixes"), QJsonArray{QStringLiteral("https://api.example.com/")}}};
}

// A PostgreSQL database in capstudio's schema holding the catalog, made once.
class PostgresCatalog
{
public:
    PostgresCatalog()
    {
        if (qEnvironmentVariableIsEmpty("PGHOST") && qEnvironmentVariableIsEmpty("PGPORT")) {
            error = QStringLiteral("no PostgreSQL: run under pg_virtualenv");
            return;
        }
        Expected<QSqlDatabase> admin = SqlCatalogStore::openPostgres({}, QStringLiteral("bench-code-admin"));
        if (!admin) {
            error = admin.error().message;
            return;
        }
        m_name = QStringLiteral("capstudio_bench_") + QUuid::createUuid().toString(QUuid::Id128).left(12);
        QSqlQuery(admin.value()).exec(QStringLiteral("CREATE DATABASE ") + m_name);
        PostgresSettings settings;
        settings.database = m_name;
        Expected<QSqlDatabase> database = SqlCatalogStore::openPostgres(settings, QStringLiteral("bench-code-pg"));
        if (!database || !SchemaMigrator(database.value()).migrate().ok()) {
            error = QStringLiteral("cannot prepare the database");
            return;
        }
        store = std::make_unique<SqlCatalogStore>(database.value());
        QList<Capability> capabilities = CapabilityGenerator::capabilities(Capabilities);
        for (Capability &capability : capabilities)
            capability.id = Ids::newCuid();
        if (!store->importCapabilities(capabilities).ok()) {
            error = QStringLiteral("import failed");
            return;
        }
        QSqlDatabase db = database.value();
        QSqlQuery query(db);
        db.transaction();
        for (int a = 0; a < Agents; ++a) {
            const QString agentId = QStringLiteral("cagent%1").arg(a, 19, 10, QLatin1Char('0'));
            query.prepare(QStringLiteral("INSERT INTO \"ai_agent\" (\"id\", \"name\", \"slug\", \"description\", \"model\", \"updatedAt\") "
                                         "VALUES (?, ?, ?, '', 'model', now())"));
            query.addBindValue(agentId);
            query.addBindValue(QStringLiteral("Agent %1").arg(a));
            query.addBindValue(QStringLiteral("agent-%1").arg(a, 3, 10, QLatin1Char('0')));
            if (!query.exec()) {
                error = query.lastError().text();
                return;
            }
            QString values;
            for (int b = 0; b < BindingsPerAgent; ++b) {
                const QJsonValue config = customConfigFor(a, b);
                values += QStringLiteral("%1('%2', '%3', '%4', %5, %6, %7)")
                              .arg(b ? QStringLiteral(",") : QString(), Ids::newCuid(), agentId,
                                   capabilities.at(boundCapability(a, b)).id, b % 9 ? QStringLiteral("true") : QStringLiteral("false"),
                                   config.isNull() ? QStringLiteral("NULL")
                                                   : QStringLiteral("'") + QString::fromUtf8(QJsonDocument(config.toObject()).toJson(QJsonDocument::Compact)) + QStringLiteral("'"),
                                   b % 11 ? QStringLiteral("NULL") : QString::number(b + 1));
            }
            if (!query.exec(QStringLiteral("INSERT INTO \"ai_agent_capability\" (\"id\", \"agentId\", \"capabilityId\", "
                                           "\"isEnabled\", \"customConfig\", \"customRateLimit\") VALUES ")
                            + values)) {
                error = query.lastError().text();
                return;
            }
        }
        db.commit();
    }
    ~PostgresCatalog()
    {
        store.reset();
        QSqlDatabase::database(QStringLiteral("bench-code-pg"), false).close();
        QSqlDatabase::removeDatabase(QStringLiteral("bench-code-pg"));
        if (!m_name.isEmpty())
            QSqlQuery(QSqlDatabase::database(QStringLiteral("bench-code-admin"))).exec(QStringLiteral("DROP DATABASE ") + m_name);
    }

    std::unique_ptr<SqlCatalogStore> store;
    QString error;

    // postgresql://user@host:port/db for the command line.
    QString url() const
    {
        const QString host = qEnvironmentVariable("PGHOST", QStringLiteral("localhost"));
        return QStringLiteral("postgresql://%1@%2:%3/%4")
            .arg(qEnvironmentVariable("PGUSER", qEnvironmentVariable("USER")),
                 host.startsWith(QLatin1Char('/')) ? QStringLiteral("localhost") : host,
                 qEnvironmentVariable("PGPORT", QStringLiteral("5432")), m_name);
    }

private:
    QString m_name;
};

PostgresCatalog &postgres()
{
    static PostgresCatalog catalog;
    return catalog;
}

// The loopback server with the same catalog, answering from a thread of its own.
class ServerCatalog
{
public:
    ServerCatalog()
    {
        server = new SunriseTestServer;
        server->setPagingModel(SunriseTestServer::PagingModel::Postgres);
        QList<QString> ids;
        for (const QJsonValue &row : CapabilityGenerator::rows(Capabilities))
            ids.append(server->addCapability(row.toObject()).value(QLatin1String("id")).toString());
        for (int a = 0; a < Agents; ++a) {
            const QString agentId = server->addAgent({{QStringLiteral("name"), QStringLiteral("Agent %1").arg(a)},
                                                     {QStringLiteral("slug"), QStringLiteral("agent-%1").arg(a, 3, 10, QLatin1Char('0'))}})
                                        .value(QLatin1String("id"))
                                        .toString();
            for (int b = 0; b < BindingsPerAgent; ++b) {
                QJsonObject binding{{QStringLiteral("agentId"), agentId},
                                    {QStringLiteral("capabilityId"), ids.at(boundCapability(a, b))},
                                    {QStringLiteral("isEnabled"), b % 9 != 0},
                                    {QStringLiteral("customConfig"), customConfigFor(a, b)}};
                if (b % 11 == 0)
                    binding.insert(QStringLiteral("customRateLimit"), b + 1);
                server->addBinding(binding);
            }
        }
        server->moveToThread(&thread);
        thread.start();
        QMetaObject::invokeMethod(server, [this] { listening = server->listen(); url = server->url(); key = server->adminKey(); },
                                  Qt::BlockingQueuedConnection);
    }
    ~ServerCatalog()
    {
        QMetaObject::invokeMethod(server, [this] { delete server; }, Qt::BlockingQueuedConnection);
        thread.quit();
        thread.wait();
    }
    QThread thread;
    SunriseTestServer *server = nullptr;
    bool listening = false;
    QUrl url;
    QString key;
};

ServerCatalog &serverCatalog()
{
    static ServerCatalog catalog;
    return catalog;
}

// A folder pulled from PostgreSQL once, for the diffs and pushes.
QString pulledFolder()
{
    static QTemporaryDir dir;
    static bool pulled = false;
    if (!pulled) {
        const Expected<CatalogSnapshot> snapshot = CatalogSnapshot::read(*postgres().store);
        pulled = snapshot && CatalogFolder::write(snapshot.value(), dir.path());
    }
    return pulled ? dir.path() : QString();
}

// Pull: arg 0 into an empty folder, arg 1 over a folder that already holds the catalog.
void BM_CatalogPullPostgres(benchmark::State &state)
{
    if (!postgres().error.isEmpty()) {
        state.SkipWithError(qPrintable(postgres().error));
        return;
    }
    const bool unchanged = state.range(0) == 1;
    QTemporaryDir dir;
    if (unchanged)
        CatalogFolder::write(CatalogSnapshot::read(*postgres().store).value(), dir.path());
    qsizetype written = 0;
    double growth = 0;
    for (auto _ : state) {
        if (!unchanged) {
            state.PauseTiming();
            QDir(dir.path()).removeRecursively();
            QDir().mkpath(dir.path());
            state.ResumeTiming();
        }
        const double before = residentMiB();
        const Expected<CatalogSnapshot> snapshot = CatalogSnapshot::read(*postgres().store);
        const Expected<CatalogFolder::WriteReport> report = CatalogFolder::write(snapshot.value(), dir.path());
        if (!report) {
            state.SkipWithError(qPrintable(report.error().message));
            return;
        }
        written = report.value().written.size();
        growth = std::max(growth, residentMiB() - before);
    }
    state.counters["filesWritten"] = double(written);
    state.counters["rssGrowthMiB"] = growth;
}
BENCHMARK(BM_CatalogPullPostgres)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

// Only reading the folder back (10,000 + 500 files).
void BM_CatalogReadFolder(benchmark::State &state)
{
    const QString folder = pulledFolder();
    if (folder.isEmpty()) {
        state.SkipWithError("no folder (PostgreSQL?)");
        return;
    }
    qsizetype rows = 0;
    for (auto _ : state) {
        const CatalogFolder::ReadResult read = CatalogFolder::read(folder);
        rows = read.snapshot.capabilities.size() + read.snapshot.bindings.size();
    }
    state.counters["rows"] = double(rows);
}
BENCHMARK(BM_CatalogReadFolder)->Unit(benchmark::kMillisecond)->Iterations(5)->UseRealTime();

// Only reading the database's catalog.
void BM_CatalogReadPostgres(benchmark::State &state)
{
    if (!postgres().error.isEmpty()) {
        state.SkipWithError(qPrintable(postgres().error));
        return;
    }
    qsizetype rows = 0;
    for (auto _ : state) {
        const Expected<CatalogSnapshot> read = CatalogSnapshot::read(*postgres().store);
        rows = read ? read.value().capabilities.size() + read.value().bindings.size() : -1;
    }
    state.counters["rows"] = double(rows);
}
BENCHMARK(BM_CatalogReadPostgres)->Unit(benchmark::kMillisecond)->Iterations(5)->UseRealTime();

// `catalog diff DIR --from postgresql://…`: read both sides (the folder on a thread of its
// own while the database is read, as the command does), compare.
void BM_CatalogDiffPostgres(benchmark::State &state)
{
    const QString folder = pulledFolder();
    if (folder.isEmpty()) {
        state.SkipWithError("no folder (PostgreSQL?)");
        return;
    }
    qsizetype rows = 0;
    double growth = 0;
    for (auto _ : state) {
        const double before = residentMiB();
        std::future<CatalogFolder::ReadResult> folderRead =
            std::async(std::launch::async, [folder] { return CatalogFolder::read(folder, CatalogFolder::Positions::Drop); });
        const Expected<CatalogSnapshot> target = CatalogSnapshot::read(*postgres().store);
        const CatalogFolder::ReadResult read = folderRead.get();
        const CatalogDiff diff = CatalogDiff::compare(target.value(), read.snapshot);
        if (!diff.isEmpty()) {
            state.SkipWithError("the pulled folder differs from its database");
            return;
        }
        rows = read.snapshot.capabilities.size() + read.snapshot.bindings.size();
        growth = std::max(growth, residentMiB() - before);
    }
    state.counters["rowsCompared"] = double(rows);
    state.counters["rssGrowthMiB"] = growth;
}
BENCHMARK(BM_CatalogDiffPostgres)->Unit(benchmark::kMillisecond)->Iterations(5)->UseRealTime();

// `catalog diff DIR --from https://…` against the loopback server (a folder pulled from it).
void BM_CatalogDiffServer(benchmark::State &state)
{
    ServerCatalog &server = serverCatalog();
    if (!server.listening) {
        state.SkipWithError("the loopback server did not start");
        return;
    }
    SunriseClient client(server.url, server.key);
    ApiCatalogStore store(&client);
    static QTemporaryDir dir;
    const Expected<CatalogSnapshot> first = CatalogSnapshot::read(store);
    if (!first || !CatalogFolder::write(first.value(), dir.path())) {
        state.SkipWithError("cannot pull from the server");
        return;
    }
    qsizetype rows = 0;
    for (auto _ : state) {
        const CatalogFolder::ReadResult read = CatalogFolder::read(dir.path());
        const Expected<CatalogSnapshot> target = CatalogSnapshot::read(store);
        if (!target || !CatalogDiff::compare(target.value(), read.snapshot).isEmpty()) {
            state.SkipWithError("the server's catalog could not be read, or differs");
            return;
        }
        rows = read.snapshot.capabilities.size() + read.snapshot.bindings.size();
    }
    state.counters["rowsCompared"] = double(rows);
}
BENCHMARK(BM_CatalogDiffServer)->Unit(benchmark::kMillisecond)->Iterations(2)->UseRealTime();

// `catalog push DIR --from postgresql://…` of 1,000 changed capabilities: read and check the
// folder, read the database, plan, write in one transaction. Iterations alternate between
// two folders so that each writes 1,000 changes.
void BM_CatalogPush1000Postgres(benchmark::State &state)
{
    const QString folder = pulledFolder();
    if (folder.isEmpty()) {
        state.SkipWithError("no folder (PostgreSQL?)");
        return;
    }
    static QTemporaryDir changedDir;
    CatalogSnapshot original = CatalogFolder::read(folder).snapshot;
    CatalogSnapshot changed = original;
    for (int i = 0; i < PushChanges; ++i) {
        Capability &capability = changed.capabilities[i * (Capabilities / PushChanges)];
        capability.rateLimit = capability.rateLimit.value_or(0) + 7;
        capability.description += QStringLiteral(" Reviewed.");
    }
    CatalogFolder::write(changed, changedDir.path());
    int written = 0;
    bool forward = true;
    for (auto _ : state) {
        const CatalogFolder::ReadResult read = CatalogFolder::read(forward ? changedDir.path() : folder);
        const Diagnostics findings = CatalogLint::check(read.snapshot, QString());
        const Expected<CatalogSnapshot> target = CatalogSnapshot::read(*postgres().store);
        CatalogPlan::Options options;
        options.traits = postgres().store->traits();
        const CatalogPlan plan = CatalogPlan::make(target.value(), read.snapshot, options, QStringLiteral("pg"));
        const Expected<CatalogPlan::Outcome> outcome = plan.apply(*postgres().store, target.value());
        if (hasErrors(findings) || !outcome) {
            state.SkipWithError(hasErrors(findings) ? "findings" : qPrintable(outcome.error().message));
            return;
        }
        written = outcome.value().capabilitiesWritten;
        forward = !forward;
    }
    state.counters["changes"] = written;
}
BENCHMARK(BM_CatalogPush1000Postgres)->Unit(benchmark::kMillisecond)->Iterations(4)->UseRealTime();

// The commands themselves, each a process of its own, for their wall time and peak memory:
// pull into an empty folder, pull over an unchanged one, diff against PostgreSQL and the
// loopback server, push 1,000 changed capabilities to PostgreSQL and to the server (its
// writes a few in flight at once). Pushes alternate between two folders so that each run
// writes 1,000 changes.
void BM_CatalogCommands(benchmark::State &state)
{
    if (!postgres().error.isEmpty()) {
        state.SkipWithError(qPrintable(postgres().error));
        return;
    }
    ServerCatalog &server = serverCatalog();
    const std::string pg = postgres().url().toStdString();
    const std::string api = server.url.toString().toStdString();
    const std::vector<std::string> secrets{"env", "CAPSTUDIO_PGPASSWORD=" + qEnvironmentVariable("PGPASSWORD").toStdString(),
                                           "CAPSTUDIO_API_KEY=" + server.key.toStdString(), CAPSTUDIO_BINARY, "catalog"};
    const auto command = [&secrets](std::initializer_list<std::string> rest) {
        std::vector<std::string> argv = secrets;
        argv.insert(argv.end(), rest);
        argv.emplace_back("--quiet");
        return argv;
    };
    static QTemporaryDir dir;
    const std::string pulled = dir.filePath(QStringLiteral("pulled")).toStdString();
    const std::string fromServer = dir.filePath(QStringLiteral("server")).toStdString();
    benchfloor::runChild(command({"pull", "--from", pg, "-o", pulled}));
    benchfloor::runChild(command({"pull", "--from", api, "-o", fromServer}));
    // The same 1,000 capabilities changed in copies of both folders.
    const auto changedCopy = [](const std::string &from, const QString &to) {
        CatalogSnapshot snapshot = CatalogFolder::read(QString::fromStdString(from)).snapshot;
        for (int i = 0; i < PushChanges && i * (Capabilities / PushChanges) < snapshot.capabilities.size(); ++i) {
            Capability &capability = snapshot.capabilities[i * (Capabilities / PushChanges)];
            capability.rateLimit = capability.rateLimit.value_or(0) + 7;
            capability.description += QStringLiteral(" Reviewed.");
        }
        CatalogFolder::write(snapshot, to);
        return to.toStdString();
    };
    const std::string changedPg = changedCopy(pulled, dir.filePath(QStringLiteral("changed-pg")));
    const std::string changedApi = changedCopy(fromServer, dir.filePath(QStringLiteral("changed-server")));

    const int which = int(state.range(0));
    static const char *const Names[] = {"pull (empty folder)", "pull (unchanged)", "diff vs PostgreSQL",
                                        "diff vs loopback server", "push 1,000 to PostgreSQL",
                                        "push 1,000 to loopback server"};
    state.SetLabel(Names[which]);
    const std::string fresh = dir.filePath(QStringLiteral("fresh")).toStdString();
    benchfloor::ChildRun slowest;
    double seconds = 0;
    double peak = 0;
    int runs = 0;
    bool forward = true;
    for (auto _ : state) {
        if (which == 0) {
            state.PauseTiming();
            QDir(QString::fromStdString(fresh)).removeRecursively();
            state.ResumeTiming();
        }
        std::vector<std::string> argv;
        switch (which) {
        case 0: argv = command({"pull", "--from", pg, "-o", fresh}); break;
        case 1: argv = command({"pull", "--from", pg, "-o", pulled}); break;
        case 2: argv = command({"diff", pulled, "--from", pg}); break;
        case 3: argv = command({"diff", fromServer, "--from", api}); break;
        case 4: argv = command({"push", forward ? changedPg : pulled, "--from", pg}); break;
        default: argv = command({"push", forward ? changedApi : fromServer, "--from", api}); break;
        }
        const benchfloor::ChildRun run = benchfloor::runChild(argv);
        if (!run.ok) {
            state.SkipWithError("the command did not run");
            return;
        }
        seconds += run.seconds;
        peak = std::max(peak, run.peakMegabytes);
        ++runs;
        forward = !forward;
    }
    state.counters["seconds"] = seconds / std::max(1, runs);
    state.counters["peakMiB"] = peak;
    std::printf("catalog %s: %.2f s, peak %.0f MiB\n", Names[which], seconds / std::max(1, runs), peak);
}
BENCHMARK(BM_CatalogCommands)->DenseRange(0, 5)->Unit(benchmark::kMillisecond)->Iterations(2)->UseRealTime();

} // namespace


