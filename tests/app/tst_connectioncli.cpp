// `--from CONNECTION` through the real capstudio binary: lint-capabilities, check-bindings
// and scan read a live catalog from the loopback Sunrise server and from a Sunrise
// database on the PostgreSQL server; secrets come from the environment, never from the
// command line.
#include "remote/connectionprofiles.h"
#include "sunrisetestserver.h"
#include "testdatabase.h"

#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>
#include <QtTest>

namespace {

struct Run
{
    int exitCode = -1; // -1: timed out
    QString out;
    QString err;
};

// The child talks to a server in this process, so this waits in an event loop instead of
// blocking in waitForFinished().
Run runCapstudio(const QStringList &arguments, const QHash<QString, QString> &env)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {QStringLiteral("DISPLAY"), QStringLiteral("LANGUAGE"), QStringLiteral("CAPSTUDIO_API_KEY"),
                                QStringLiteral("CAPSTUDIO_PGPASSWORD")})
        environment.remove(name);
    // No keychain in reach: an absent secret must be reported, not looked for forever.
    environment.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=/nonexistent/bus"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    for (auto it = env.begin(); it != env.end(); ++it)
        environment.insert(it.key(), it.value());
    process.setProcessEnvironment(environment);
    QEventLoop loop;
    QObject::connect(&process, &QProcess::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(120000, &loop, &QEventLoop::quit);
    process.start(QStringLiteral(CAPSTUDIO_BINARY), arguments);
    loop.exec();
    Run run;
    if (process.state() != QProcess::NotRunning) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}


} // namespace

class tst_ConnectionCli : public QObject
{
    Q_OBJECT

private slots:
    void lintCapabilitiesFromTheServer();
    void secretsNeverComeFromTheUrl();
    void checkBindingsAndScanFromPostgres();
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
    QFile schema(QStringLiteral(CAPSTUDIO_TEST_DATA_DIR "/sunrise_schema.sql"));
    QVERIFY(schema.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(schema.readAll());
    text.remove(QRegularExpression(QStringLiteral("--[^\n]*")));
    QSqlQuery query(setup);
    for (const QString &statement : text.split(QLatin1Char(';'))) {
        if (!statement.trimmed().isEmpty())
            QVERIFY2(query.exec(statement), qPrintable(query.lastError().text()));
    }
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

QTEST_GUILESS_MAIN(tst_ConnectionCli)
#include "tst_connectioncli.moc"
