// capstudio scan --from postgresql://… --all over a generated deployment in Sunrise's own
// tables, beside `capstudio scan FILE` of the same messages exported to one bundle file: wall
// time, messages per second and the process's peak memory (its maximum resident set, from
// wait4). Run under pg_virtualenv from the build folder:
//   pg_virtualenv tests/bench/bench_deploymentscan
// CAPSTUDIO_BENCH_MESSAGES sets the size (default 1,000,000 messages, four per conversation);
// the database (capstudio_bench_scan_<count>) and the bundle file are generated once per server
// and kept for the benchmark's repetitions.
#include "deploymentgenerator.h"
#include "store/sqlcatalogstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace capstudio;

namespace {

qint64 messageCount()
{
    bool ok = false;
    const qint64 count = qEnvironmentVariableIntValue("CAPSTUDIO_BENCH_MESSAGES", &ok);
    return ok && count > 0 ? count : 1000000;
}

constexpr int Padding = 900; // characters of prose per answer: about 600 bytes a message in all

QString databaseName()
{
    return QStringLiteral("capstudio_bench_scan_%1").arg(messageCount());
}

QHash<QString, QString> agentIds()
{
    return {{QStringLiteral("support"), QStringLiteral("cagent000000000000000000a")},
            {QStringLiteral("billing"), QStringLiteral("cagent0000000000000billing")},
            {QStringLiteral("sales"), QStringLiteral("cagent00000000000000sales")}};
}

// The database, generated once: Sunrise's schema, three agents, count / 4 conversations.
bool prepareDatabase(QString *error)
{
    Expected<QSqlDatabase> admin = SqlCatalogStore::openPostgres({}, QStringLiteral("bench-admin"));
    if (!admin) {
        *error = admin.error().message;
        return false;
    }
    QSqlQuery exists(admin.value());
    exists.exec(QStringLiteral("SELECT 1 FROM pg_database WHERE datname = '%1'").arg(databaseName()));
    if (exists.next())
        return true;
    QSqlQuery(admin.value()).exec(QStringLiteral("CREATE DATABASE %1_tmp").arg(databaseName()));
    {
        Expected<QSqlDatabase> database = SqlCatalogStore::openPostgres(
            databaseSettings(databaseName() + QStringLiteral("_tmp")), QStringLiteral("bench-fill"));
        if (!database) {
            *error = database.error().message;
            return false;
        }
        QFile schema(QStringLiteral(CAPSTUDIO_SUNRISE_SCHEMA));
        if (!schema.open(QIODevice::ReadOnly)) {
            *error = schema.errorString();
            return false;
        }
        QString text = QString::fromUtf8(schema.readAll());
        text.remove(QRegularExpression(QStringLiteral("--[^\n]*")));
        QSqlQuery query(database.value());
        for (const QString &statement : text.split(QLatin1Char(';'))) {
            if (!statement.trimmed().isEmpty() && !query.exec(statement)) {
                *error = query.lastError().text();
                return false;
            }
        }
        query.exec(QStringLiteral("DELETE FROM \"ai_conversation\""));
        for (const QString &slug : {QStringLiteral("billing"), QStringLiteral("sales")})
            query.exec(QStringLiteral("INSERT INTO \"ai_agent\" (\"id\", \"name\", \"slug\", \"description\", \"model\", "
                                      "\"updatedAt\") VALUES ('%1', '%2', '%2', 'd', 'm', now())")
                           .arg(agentIds().value(slug), slug));
        // The two capabilities the calls name, with their parameters schemas: every recorded
        // call is checked against them (schema drift), as against a real catalog.
        for (const auto &[slug, parameters] :
             {std::pair{QStringLiteral("lookup_customer"),
                        QStringLiteral(R"({"type": "object", "properties": {"email": {"type": "string", "minLength": 3}}, "required": ["email"]})")},
              std::pair{QStringLiteral("lookup_order"),
                        QStringLiteral(R"({"type": "object", "properties": {"order_number": {"type": "string", "pattern": "^DE-[0-9]+$"}}, "required": ["order_number"]})")}})
            query.exec(QStringLiteral("INSERT INTO \"ai_capability\" (\"id\", \"name\", \"slug\", \"description\", \"category\", "
                                      "\"functionDefinition\", \"executionType\", \"executionHandler\") VALUES ('ccap%1', '%1', '%1', "
                                      "'d', 'knowledge', '{\"name\": \"%1\", \"description\": \"d\", \"parameters\": %2}', "
                                      "'internal', 'H')")
                           .arg(slug, parameters));
        const DeploymentGenerator generator(agentIds(), Padding);
        const int conversations = int(messageCount() / 4);
        QElapsedTimer clock;
        clock.start();
        for (int first = 0; first < conversations; first += 1000) {
            database.value().transaction();
            for (const QString &statement : generator.sunriseInserts(first, std::min(1000, conversations - first))) {
                if (!query.exec(statement)) {
                    *error = query.lastError().text();
                    return false;
                }
            }
            database.value().commit();
            if (first % 50000 == 0)
                fprintf(stderr, "generated %d of %d conversations (%.0f s)\n", first, conversations,
                        double(clock.elapsed()) / 1000.0);
        }
        query.exec(QStringLiteral("VACUUM ANALYZE"));
        database.value().close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bench-fill"));
    // Renamed only when whole, so that an interrupted run starts again.
    QSqlQuery(admin.value()).exec(QStringLiteral("ALTER DATABASE %1_tmp RENAME TO %1").arg(databaseName()));
    return true;
}

// The same messages as one bundle file: one conversation holding them all.
QString exportFile(const QDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("deployment-%1.json").arg(messageCount()));
    if (QFile::exists(path))
        return path;
    QFile file(path + QStringLiteral(".part"));
    if (!file.open(QIODevice::WriteOnly))
        return {};
    const DeploymentGenerator generator(agentIds(), Padding);
    const QJsonObject head = generator.conversation(0).value(QStringLiteral("conversation")).toObject();
    file.write("{\"conversation\":");
    file.write(QJsonDocument(head).toJson(QJsonDocument::Compact));
    file.write(",\"messages\":[");
    const int conversations = int(messageCount() / 4);
    for (int index = 0; index < conversations; ++index) {
        const QJsonArray messages = generator.conversation(index).value(QStringLiteral("messages")).toArray();
        QByteArray text = QJsonDocument(messages).toJson(QJsonDocument::Compact);
        text = text.mid(1, text.size() - 2);
        if (index > 0)
            file.write(",");
        file.write(text);
    }
    file.write("]}");
    file.close();
    QFile::rename(path + QStringLiteral(".part"), path);
    return path;
}

struct ChildRun
{
    double seconds = 0;
    double peakMegabytes = 0;
    int exitCode = -1;
};

// Runs capstudio with stdout to /dev/null; the peak memory is the child's own (wait4).
ChildRun runCapstudio(const QStringList &arguments)
{
    std::vector<QByteArray> storage;
    storage.push_back(QByteArrayLiteral(CAPSTUDIO_BINARY));
    for (const QString &argument : arguments)
        storage.push_back(argument.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &argument : storage)
        argv.push_back(argument.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    ChildRun run;
    QElapsedTimer clock;
    clock.start();
    pid_t pid = 0;
    if (posix_spawn(&pid, CAPSTUDIO_BINARY, &actions, nullptr, argv.data(), environ) != 0)
        return run;
    int status = 0;
    struct rusage usage {};
    wait4(pid, &status, 0, &usage);
    run.seconds = double(clock.nsecsElapsed()) / 1e9;
    run.peakMegabytes = double(usage.ru_maxrss) / 1024.0;
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -2;
    posix_spawn_file_actions_destroy(&actions);
    return run;
}

void report(benchmark::State &state, const ChildRun &run)
{
    state.SetIterationTime(run.seconds);
    state.counters["messages"] = double(messageCount());
    state.counters["messages_per_s"] = double(messageCount()) / run.seconds;
    state.counters["peak_MB"] = run.peakMegabytes;
    state.counters["exit"] = run.exitCode;
}

void BM_ScanAll_PostgreSQL(benchmark::State &state)
{
    if (qEnvironmentVariableIsEmpty("PGHOST") && qEnvironmentVariableIsEmpty("PGPORT")) {
        state.SkipWithError("no PostgreSQL: run under pg_virtualenv");
        return;
    }
    QString error;
    if (!prepareDatabase(&error)) {
        state.SkipWithError(qPrintable(error));
        return;
    }
    qputenv("CAPSTUDIO_PGPASSWORD", qgetenv("PGPASSWORD"));
    const QString url = QStringLiteral("postgresql://%1@%2:%3/%4")
                            .arg(qEnvironmentVariable("PGUSER"), qEnvironmentVariable("PGHOST"),
                                 qEnvironmentVariable("PGPORT", QStringLiteral("5432")), databaseName());
    for (auto _ : state)
        report(state, runCapstudio({QStringLiteral("scan"), QStringLiteral("--from"), url, QStringLiteral("--all"),
                                    QStringLiteral("--quiet"), QStringLiteral("--format"), QStringLiteral("json")}));
}
BENCHMARK(BM_ScanAll_PostgreSQL)->UseManualTime()->Unit(benchmark::kSecond)->Iterations(2);

// The floor on the server's side: psql copying the same rows out, in the scan's order, to
// /dev/null — what PostgreSQL alone takes to hand the messages over.
void BM_Floor_PsqlCopy(benchmark::State &state)
{
    if (qEnvironmentVariableIsEmpty("PGHOST") && qEnvironmentVariableIsEmpty("PGPORT")) {
        state.SkipWithError("no PostgreSQL: run under pg_virtualenv");
        return;
    }
    QString error;
    if (!prepareDatabase(&error)) {
        state.SkipWithError(qPrintable(error));
        return;
    }
    const QString copy = QStringLiteral(
        "\\copy (SELECT m.* FROM \"ai_message\" m JOIN \"ai_conversation\" c ON c.\"id\" = m.\"conversationId\" "
        "ORDER BY m.\"conversationId\", m.\"createdAt\", m.\"id\") TO /dev/null");
    for (auto _ : state) {
        QElapsedTimer clock;
        clock.start();
        QProcess psql;
        psql.start(QStringLiteral("psql"), {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-d"), databaseName(),
                                            QStringLiteral("-c"), copy});
        psql.waitForFinished(-1);
        state.SetIterationTime(double(clock.nsecsElapsed()) / 1e9);
        state.counters["messages_per_s"] = double(messageCount()) / (double(clock.nsecsElapsed()) / 1e9);
        state.counters["exit"] = psql.exitCode();
    }
}
BENCHMARK(BM_Floor_PsqlCopy)->UseManualTime()->Unit(benchmark::kSecond)->Iterations(2);

void BM_ScanFile_SameMessages(benchmark::State &state)
{
    const QString path = exportFile(QDir(QDir::tempPath()));
    if (path.isEmpty()) {
        state.SkipWithError("cannot write the bundle file");
        return;
    }
    for (auto _ : state)
        report(state, runCapstudio({QStringLiteral("scan"), path, QStringLiteral("--format"), QStringLiteral("json")}));
}
BENCHMARK(BM_ScanFile_SameMessages)->UseManualTime()->Unit(benchmark::kSecond)->Iterations(2);

} // namespace
