// `--from CONNECTION` through the real capstudio binary: lint-capabilities, check-bindings
// and scan read a live catalog from the loopback Sunrise server and from a Sunrise
// database on the PostgreSQL server; secrets come from the environment, never from the
// command line.
#include "clirun.h"
#include "remote/connectionprofiles.h"
#include "remote/sunriseclient.h"
#include "sunrisetestserver.h"
#include "testdatabase.h"

#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUrlQuery>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>
#include <QtTest>

namespace {

using clirun::Run;

Run runCapstudio(const QStringList &arguments, const QHash<QString, QString> &env)
{
    return clirun::capstudioServed(arguments, env);
}

// 1,000 capabilities in 12 categories, one of them holding 250, on `server`. Returns the ids
// a plain read of every page of 100 misses (the server pages as PostgreSQL does).
QStringList addLargeCatalog(SunriseTestServer &server)
{
    for (int n = 0; n < 1000; ++n) {
        const QString category = n < 250 ? QStringLiteral("knowledge") : QStringLiteral("cat%1").arg(n % 11);
        server.addCapability(SunriseTestServer::capabilityRow(QStringLiteral("cap_%1").arg(n, 4, 10, QLatin1Char('0')), category));
    }
    capstudio::SunriseClient client(server.url(), server.adminKey());
    QSet<QString> seen;
    for (int page = 1; page <= 10; ++page) {
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("page"), QString::number(page));
        query.addQueryItem(QStringLiteral("limit"), QStringLiteral("100"));
        capstudio::ApiCall *call = client.get(QStringLiteral("capabilities"), query);
        capstudio::SunriseClient::waitFor(call);
        call->deleteLater();
        for (const QJsonValue &row : call->response().data.toArray())
            seen.insert(row.toObject().value(QLatin1String("id")).toString());
    }
    QStringList missed;
    for (const QJsonObject &row : server.capabilities()) {
        if (!seen.contains(row.value(QLatin1String("id")).toString()))
            missed.append(row.value(QLatin1String("id")).toString());
    }
    server.clearRequests();
    return missed;
}

} // namespace

class tst_ConnectionCli : public QObject
{
    Q_OBJECT

private slots:
    void lintCapabilitiesFromTheServer();
    void secretsNeverComeFromTheUrl();
    void bodiesAreCheckedAgainstTheTargetsSlugs();
    void checkBindingsAndScanFromPostgres();
    void everyRowOfALargeCatalogIsChecked();
    void aRowLostBetweenPartsIsExitTwoWithTheCount();
    void aLongWaitIsToldUnlessQuiet();
    void scanFromTheServerPointsAsAtTheSavedBundle();
};

void tst_ConnectionCli::lintCapabilitiesFromTheServer()
{
    SunriseTestServer server;
    QVERIFY(server.listen());
    server.addCapability(SunriseTestServer::capabilityRow(QStringLiteral("good_one")));
    // Sunrise's API refuses this on create, but a row in the database can still be like it.
    server.addCapability(SunriseTestServer::capabilityRow(QStringLiteral("bad_one"), QStringLiteral("external"), QStringLiteral("other_name")));
    const QString url = server.url().toString();

    const Run run = runCapstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--from"), url},
                              {{QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey()}});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(url) && run.out.contains(QLatin1String("functionDefinition/name")),
             qPrintable(run.out + run.err));
    QVERIFY(!run.out.contains(server.adminKey()) && !run.err.contains(server.adminKey()));
    for (const SunriseTestServer::Request &request : server.requests())
        QCOMPARE(request.header("authorization"), "Bearer " + server.adminKey().toLatin1());

    // The same through a profile saved by the app, found by its name.
    QTemporaryDir config;
    {
        QSettings settings(config.filePath(QStringLiteral("capstudio/capstudio.conf")), QSettings::IniFormat);
        capstudio::ConnectionProfiles profiles;
        capstudio::ConnectionProfile saved;
        saved.name = QStringLiteral("Local Sunrise");
        saved.kind = capstudio::ConnectionProfile::Kind::Sunrise;
        saved.serverUrl = server.url();
        QVERIFY(profiles.add(saved).ok());
        profiles.save(settings);
    }
    const Run byName = runCapstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--from"), QStringLiteral("local sunrise")},
                                    {{QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey()},
                                     {QStringLiteral("XDG_CONFIG_HOME"), config.path()}});
    QCOMPARE(byName.exitCode, 1);
    QVERIFY2(byName.out.contains(QLatin1String("functionDefinition/name")), qPrintable(byName.out + byName.err));
    const Run unknown = runCapstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--from"), QStringLiteral("Staging")},
                                     {{QStringLiteral("XDG_CONFIG_HOME"), config.path()}});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(QLatin1String("No saved connection is named")), qPrintable(unknown.err));

    const Run noKey = runCapstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--from"), url}, {});
    QCOMPARE(noKey.exitCode, 2);
    QVERIFY2(noKey.err.contains(QLatin1String("CAPSTUDIO_API_KEY")), qPrintable(noKey.err));

    const Run wrongKey = runCapstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--from"), url},
                                   {{QStringLiteral("CAPSTUDIO_API_KEY"), server.chatOnlyKey()}});
    QCOMPARE(wrongKey.exitCode, 2);
    QVERIFY2(wrongKey.err.contains(QLatin1String("admin scope")), qPrintable(wrongKey.err));

    const Run plain = runCapstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--from"),
                                 QStringLiteral("http://sunrise.example.com")},
                                {{QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey()}});
    QCOMPARE(plain.exitCode, 2);
    QVERIFY2(plain.err.contains(QLatin1String("HTTP")), qPrintable(plain.err));
}

// A file of bodies meant for a server: a slug it already holds is the 409 it would answer.
void tst_ConnectionCli::bodiesAreCheckedAgainstTheTargetsSlugs()
{
    SunriseTestServer server;
    QVERIFY(server.listen());
    server.addCapability(SunriseTestServer::capabilityRow(QStringLiteral("taken")));
    QJsonArray bodies;
    for (const QString &slug : {QStringLiteral("taken"), QStringLiteral("free")}) {
        QJsonObject body = SunriseTestServer::capabilityRow(slug);
        for (const QString &key : body.keys()) {
            if (!QStringList{"name", "slug", "description", "category", "functionDefinition", "executionType",
                             "executionHandler"}
                     .contains(key))
                body.remove(key);
        }
        bodies.append(body);
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bodies.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(bodies).toJson());
    file.close();

    const Run run = runCapstudio({QStringLiteral("lint-capabilities"), path, QStringLiteral("--from"), server.url().toString()},
                                 {{QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey()}});
    QCOMPARE(run.exitCode, 1);
    const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines.first().startsWith(path + QStringLiteral(":/0/slug: error[slug-exists]")), qPrintable(run.out));

    const Run asRows = runCapstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--mode"), QStringLiteral("rows"),
                                     path, QStringLiteral("--from"), server.url().toString()},
                                    {{QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey()}});
    QCOMPARE(asRows.exitCode, 2);
    QVERIFY2(asRows.err.contains(QLatin1String("--mode create")), qPrintable(asRows.err));
}

void tst_ConnectionCli::secretsNeverComeFromTheUrl()
{
    const Run run = runCapstudio({QStringLiteral("check-bindings"), QStringLiteral("--from"),
                               QStringLiteral("postgresql://ada:hunter2@localhost:5432/sunrise")},
                              {});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!run.err.contains(QLatin1String("hunter2")));
    QVERIFY2(run.err.contains(QLatin1String("password"), Qt::CaseInsensitive), qPrintable(run.err));
}

void tst_ConnectionCli::checkBindingsAndScanFromPostgres()
{
    TestDatabase database;
    QVERIFY2(database.ok(), qPrintable(database.error()));
    QSqlDatabase setup = database.connect(QStringLiteral("cli-setup"));
    const QString loaded = TestDatabase::runScript(setup, QStringLiteral(CAPSTUDIO_TEST_DATA_DIR "/sunrise_schema.sql"));
    QVERIFY2(loaded.isEmpty(), qPrintable(loaded));
    QSqlQuery query(setup);
    // A call_external_api binding whose forcedUrl needs a variable this process lacks.
    QVERIFY(query.exec(QStringLiteral(
        "INSERT INTO \"ai_capability\" (\"id\", \"name\", \"slug\", \"description\", \"category\", "
        "\"functionDefinition\", \"executionType\", \"executionHandler\") VALUES ('ccap00000000000000000000b', "
        "'Call API', 'call_external_api', 'Calls an API', 'external', "
        "'{\"name\": \"call_external_api\", \"description\": \"d\", \"parameters\": {\"type\": \"object\"}}', "
        "'internal', 'CallExternalApi')")));
    QVERIFY(query.exec(QStringLiteral(
        "INSERT INTO \"ai_agent_capability\" (\"id\", \"agentId\", \"capabilityId\", \"customConfig\") VALUES "
        "('cbind0000000000000000000b', 'cagent000000000000000000a', 'ccap00000000000000000000b', "
        "'{\"forcedUrl\": \"${env:CLI_TEST_GATEWAY_URL}/send\", \"allowedUrlPrefixes\": [\"https://api.example.com/\"]}')")));

    const QString url = QStringLiteral("postgresql://%1@%2:%3/%4")
                            .arg(qEnvironmentVariable("PGUSER"), qEnvironmentVariable("PGHOST"),
                                 qEnvironmentVariable("PGPORT", QStringLiteral("5432")), database.databaseName());
    const QHash<QString, QString> env{{QStringLiteral("CAPSTUDIO_PGPASSWORD"), qEnvironmentVariable("PGPASSWORD")}};
    const Run bindings = runCapstudio({QStringLiteral("check-bindings"), QStringLiteral("--from"), url}, env);
    QCOMPARE(bindings.exitCode, 1);
    QVERIFY2(bindings.out.contains(QLatin1String("CLI_TEST_GATEWAY_URL")), qPrintable(bindings.out + bindings.err));

    const Run scan = runCapstudio({QStringLiteral("scan"), QStringLiteral("--from"), url, QStringLiteral("--conversation"),
                                QStringLiteral("cconv0000000000000000000a"), QStringLiteral("--format"),
                                QStringLiteral("json")},
                               env);
    QVERIFY2(scan.exitCode == 0 || scan.exitCode == 1, qPrintable(scan.err));
    QVERIFY2(scan.out.contains(QLatin1String("cconv0000000000000000000a")), qPrintable(scan.out + scan.err));

    const Run missing = runCapstudio({QStringLiteral("scan"), QStringLiteral("--from"), url, QStringLiteral("--conversation"),
                                   QStringLiteral("cnothere000000000000000000")},
                                  env);
    QCOMPARE(missing.exitCode, 2);
}

// A row that a plain read of the pages would skip is checked like every other, and named by
// its slug; so is a binding of a capability such a read would have lost.
void tst_ConnectionCli::everyRowOfALargeCatalogIsChecked()
{
    SunriseTestServer server;
    QVERIFY(server.listen());
    const QStringList missed = addLargeCatalog(server);
    QVERIFY2(!missed.isEmpty(), "the server's paging is expected to make a plain read skip rows");
    QJsonObject broken = server.capability(missed.constFirst());
    const QString slug = broken.value(QLatin1String("slug")).toString();
    QJsonObject definition = broken.value(QLatin1String("functionDefinition")).toObject();
    definition.insert(QStringLiteral("name"), QStringLiteral("not_the_slug"));
    broken.insert(QStringLiteral("functionDefinition"), definition);
    server.addCapability(broken); // same id: replaced in place
    const QString url = server.url().toString();
    const QHash<QString, QString> env{{QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey()}};

    const Run lint = runCapstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--from"), url}, env);
    QCOMPARE(lint.exitCode, 1);
    QVERIFY2(lint.err.contains(QStringLiteral("%1: 1000 items checked, 1 error, 0 warnings").arg(url)), qPrintable(lint.err));
    QVERIFY2(lint.out.startsWith(QStringLiteral("%1:/capabilities/%2/functionDefinition/name: error[").arg(url, slug)),
             qPrintable(lint.out));

    // An agent bound to another row the plain read misses, with a rate limit Sunrise refuses.
    const QJsonObject agent = server.addAgent({{QStringLiteral("slug"), QStringLiteral("ops-runner")}});
    const QJsonObject bound = server.capability(missed.constLast());
    server.addBinding({{QStringLiteral("agentId"), agent.value(QLatin1String("id"))},
                       {QStringLiteral("capabilityId"), bound.value(QLatin1String("id"))},
                       {QStringLiteral("customRateLimit"), 50000}});
    const Run bindings = runCapstudio({QStringLiteral("check-bindings"), QStringLiteral("--from"), url}, env);
    QCOMPARE(bindings.exitCode, 1);
    const QString pointer = QStringLiteral("/agents/ops-runner/capabilities/%1").arg(bound.value(QLatin1String("slug")).toString());
    QVERIFY2(bindings.out.contains(url + QLatin1Char(':') + pointer), qPrintable(bindings.out + bindings.err));
}

void tst_ConnectionCli::aRowLostBetweenPartsIsExitTwoWithTheCount()
{
    SunriseTestServer server;
    QVERIFY(server.listen());
    addLargeCatalog(server);
    bool deleted = false;
    QObject::connect(&server, &SunriseTestServer::requestArrived, &server, [&](const SunriseTestServer::Request &request) {
        const QString category = request.query.queryItemValue(QStringLiteral("category"));
        if (deleted || category.isEmpty())
            return;
        for (const QJsonObject &row : server.capabilities()) {
            if (row.value(QLatin1String("category")).toString() == category) {
                deleted = server.removeCapability(row.value(QLatin1String("id")).toString());
                return;
            }
        }
    });
    const Run lint = runCapstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--from"), server.url().toString()},
                                  {{QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey()}});
    QVERIFY(deleted);
    QCOMPARE(lint.exitCode, 2);
    QVERIFY2(lint.err.contains(QLatin1String("The server counted 1000 capabilities, but only 999 could be read (missing: 1).")),
             qPrintable(lint.err));
    QVERIFY(lint.out.isEmpty());
}

void tst_ConnectionCli::aLongWaitIsToldUnlessQuiet()
{
    SunriseTestServer server;
    QVERIFY(server.listen());
    server.addCapability(SunriseTestServer::capabilityRow(QStringLiteral("good_one")));
    const QString url = server.url().toString();
    const QHash<QString, QString> env{{QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey()}};
    const QString told = QStringLiteral("capstudio lint-capabilities: %1: the server's rate limit (60 requests a minute) "
                                        "was reached; waiting 3 s before trying again.\n")
                             .arg(url);
    server.rateLimitNext(1, 3, 60);
    const Run run = runCapstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--from"), url}, env);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.startsWith(told), qPrintable(run.err));
    QCOMPARE(run.err.count(QLatin1String("waiting")), 1);

    server.rateLimitNext(1, 3, 60);
    const Run quiet = runCapstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--quiet"), QStringLiteral("--from"), url}, env);
    QCOMPARE(quiet.exitCode, 0);
    QVERIFY2(!quiet.err.contains(QLatin1String("waiting")), qPrintable(quiet.err));
    QCOMPARE(server.requests().size(), 6); // each: the refused probe, the probe again, the list
}

// The same finding of a live conversation and of its saved bundle points at the same place.
void tst_ConnectionCli::scanFromTheServerPointsAsAtTheSavedBundle()
{
    SunriseTestServer server;
    QVERIFY(server.listen());
    const QString id = QStringLiteral("cconvleak0000000000000001");
    server.addConversation({{QStringLiteral("id"), id}, {QStringLiteral("userId"), server.callerUserId()},
                            {QStringLiteral("title"), QStringLiteral("Refund")}},
                           {QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")},
                                        {QStringLiteral("content"), QStringLiteral("Mail ada.lovelace@example.com the refund")}}});
    const QString url = server.url().toString();
    const QHash<QString, QString> env{{QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey()}};
    const Run live = runCapstudio({QStringLiteral("scan"), QStringLiteral("--from"), url, QStringLiteral("--conversation"), id}, env);
    QCOMPARE(live.exitCode, 1);

    // The bundle as a person saves it from the API.
    capstudio::SunriseClient client(server.url(), server.adminKey());
    capstudio::ApiCall *call = client.get(capstudio::SunriseClient::route({QStringLiteral("conversations"), id, QStringLiteral("provenance")}));
    capstudio::SunriseClient::waitFor(call);
    QVERIFY(call->ok());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bundle.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(QJsonObject{{QStringLiteral("success"), true}, {QStringLiteral("data"), call->response().data}}).toJson());
    file.close();
    const Run saved = runCapstudio({QStringLiteral("scan"), path}, {});
    QCOMPARE(saved.exitCode, 1);
    const auto pointers = [](const QString &out, const QString &source) {
        QStringList found;
        for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            found.append(line.mid(source.size() + 1).section(QLatin1Char(':'), 0, 0));
        return found;
    };
    const QStringList fromFile = pointers(saved.out, path);
    QVERIFY2(!fromFile.isEmpty() && fromFile.constFirst().startsWith(QLatin1String("/data/messages/0/content")), qPrintable(saved.out));
    QCOMPARE(pointers(live.out, QStringLiteral("%1 conversation %2").arg(url, id)), fromFile);
}

QTEST_GUILESS_MAIN(tst_ConnectionCli)
#include "tst_connectioncli.moc"
