// `capstudio catalog pull` and `catalog diff` through the real binary, against a Sunrise
// database on the PostgreSQL server and the loopback Sunrise server (which pages as
// PostgreSQL does, so a plain read of its pages would miss rows): pull, pull again (nothing
// rewritten), edit a file, diff; a folder stands in for the connection it was pulled from.
#include "catalogtestdata.h"
#include "clirun.h"
#include "sunrisetestserver.h"
#include "testdatabase.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using catalogtest::contents;
using catalogtest::replaceIn;

using clirun::Run;

Run runCapstudio(const QStringList &arguments, const QHash<QString, QString> &env)
{
    return clirun::capstudioServed(arguments, env);
}



int fileCount(const QString &dir)
{
    int n = 0;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        ++n;
    }
    return n;
}

QJsonObject json(const Run &run)
{
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

// 300 capabilities in 4 categories (one of 150), 3 agents (one soft-deleted), bindings.
void fillServer(SunriseTestServer &server)
{
    QList<QJsonObject> rows;
    for (int n = 0; n < 300; ++n) {
        QJsonObject row = SunriseTestServer::capabilityRow(QStringLiteral("cap_%1").arg(n, 3, 10, QLatin1Char('0')),
                                                           n < 150 ? QStringLiteral("knowledge") : QStringLiteral("cat%1").arg(n % 3));
        row.insert(QStringLiteral("rateLimit"), n % 7 == 0 ? QJsonValue(60) : QJsonValue(QJsonValue::Null));
        rows.append(server.addCapability(row));
    }
    const QJsonObject support = server.addAgent({{QStringLiteral("name"), QStringLiteral("Support")},
                                                 {QStringLiteral("slug"), QStringLiteral("support")}});
    const QJsonObject audit = server.addAgent({{QStringLiteral("name"), QStringLiteral("Audit")},
                                               {QStringLiteral("slug"), QStringLiteral("audit")}});
    const QJsonObject gone = server.addAgent({{QStringLiteral("name"), QStringLiteral("Gone")},
                                              {QStringLiteral("slug"), QStringLiteral("gone")},
                                              {QStringLiteral("deletedAt"), QStringLiteral("2026-01-01T00:00:00.000Z")}});
    for (int n = 0; n < 300; n += 3) {
        const QJsonObject &agent = n % 2 ? audit : support;
        QJsonObject binding{{QStringLiteral("agentId"), agent.value(QLatin1String("id"))},
                            {QStringLiteral("capabilityId"), rows.at(n).value(QLatin1String("id"))},
                            {QStringLiteral("isEnabled"), n % 5 != 0}};
        if (n % 4 == 0)
            binding.insert(QStringLiteral("customConfig"),
                           QJsonObject{{QStringLiteral("forcedUrl"), QStringLiteral("${env:GATEWAY_URL}/v1")}});
        server.addBinding(binding);
    }
    server.addBinding({{QStringLiteral("agentId"), gone.value(QLatin1String("id"))},
                       {QStringLiteral("capabilityId"), rows.at(1).value(QLatin1String("id"))}});
}

} // namespace

class tst_CatalogCli : public QObject
{
    Q_OBJECT

private slots:
    void pullEditAndDiffOnPostgres();
    void pullAndDiffOnTheServer();
    void aFolderStandsInForItsConnection();
    void usageAndUnreadableSides();
    void pushMakesTheDatabaseEqualTheFolder();
    void seedOwnedFieldsAndSecrets();
    void aPlanIsPushedExactlyOrRefused();
    void promoteStagingToProduction();
    void anInterruptedPushOnTheServerResumes();
    void theTargetsMissingEnvIsToldBeforeThePush();

private:
    bool setUpPostgres(TestDatabase &database, QString &url);
    // A new Sunrise database pulled into a folder.
    struct Pulled
    {
        TestDatabase database;
        QString url;
        QTemporaryDir dir;
        QString folder;
    };
    bool pullNewDatabase(Pulled &pulled);
    QHash<QString, QString> m_pgEnv{{QStringLiteral("CAPSTUDIO_PGPASSWORD"), qEnvironmentVariable("PGPASSWORD")}};
};

bool tst_CatalogCli::setUpPostgres(TestDatabase &database, QString &url)
{
    if (!database.ok())
        return false;
    QSqlDatabase setup = database.connect(QStringLiteral("catalog-setup"));
    QFile schema(QStringLiteral(CAPSTUDIO_TEST_DATA_DIR "/sunrise_schema.sql"));
    if (!schema.open(QIODevice::ReadOnly))
        return false;
    QString text = QString::fromUtf8(schema.readAll());
    text.remove(QRegularExpression(QStringLiteral("--[^\n]*")));
    QSqlQuery query(setup);
    for (const QString &statement : text.split(QLatin1Char(';'))) {
        if (!statement.trimmed().isEmpty() && !query.exec(statement)) {
            qWarning() << query.lastError().text();
            return false;
        }
    }
    const bool inserted = query.exec(QStringLiteral(
        "INSERT INTO \"ai_capability\" (\"id\", \"name\", \"slug\", \"description\", \"category\", "
        "\"functionDefinition\", \"executionType\", \"executionHandler\", \"rateLimit\", \"metadata\") VALUES "
        "('ccap00000000000000000000b', 'Call API', 'call_external_api', 'Calls an API.\nSecond line.', 'external', "
        "'{\"name\": \"call_external_api\", \"description\": \"d\", \"parameters\": {\"type\": \"object\", "
        "\"properties\": {\"url\": {\"type\": \"string\"}}}}', 'internal', 'CallExternalApi', 60, "
        "'{\"owner\": \"team #1\"}')"))
        && query.exec(QStringLiteral(
            "INSERT INTO \"ai_agent_capability\" (\"id\", \"agentId\", \"capabilityId\", \"customConfig\") VALUES "
            "('cbind0000000000000000000b', 'cagent000000000000000000a', 'ccap00000000000000000000b', "
            "'{\"forcedUrl\": \"${env:GATEWAY_URL}/send\"}')"));
    if (!inserted) {
        qWarning() << query.lastError().text();
        return false;
    }
    url = QStringLiteral("postgresql://%1@%2:%3/%4")
              .arg(qEnvironmentVariable("PGUSER"), qEnvironmentVariable("PGHOST"),
                   qEnvironmentVariable("PGPORT", QStringLiteral("5432")), database.databaseName());
    return true;
}

void tst_CatalogCli::pullEditAndDiffOnPostgres()
{
    TestDatabase database;
    QString url;
    QVERIFY2(setUpPostgres(database, url), qPrintable(database.error()));
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("catalog"));

    const Run pull = runCapstudio({QStringLiteral("catalog"), QStringLiteral("pull"), QStringLiteral("--from"), url,
                                QStringLiteral("-o"), folder},
                               m_pgEnv);
    QVERIFY2(pull.exitCode == 0, qPrintable(pull.err));
    QVERIFY2(pull.out.contains(QLatin1String("3 written, 0 removed, 0 unchanged")), qPrintable(pull.out));
    const QString capabilityFile = folder + QStringLiteral("/capabilities/call_external_api.yaml");
    const QByteArray pulled = contents(capabilityFile);
    QVERIFY2(pulled.contains("description: |-\n  Calls an API.\n  Second line.\n"), pulled.constData());
    QVERIFY(pulled.contains("rateLimit: 60\n"));
    QVERIFY(!pulled.contains("ccap0000"));
    const QByteArray agent = contents(folder + QStringLiteral("/agents/support.yaml"));
    QVERIFY2(agent.contains("  - capability: call_external_api\n") && agent.contains("forcedUrl: ${env:GATEWAY_URL}/send\n"),
             agent.constData());

    // Pulled again: nothing is rewritten.
    const Run again = runCapstudio({QStringLiteral("catalog"), QStringLiteral("pull"), QStringLiteral("--from"), url,
                                 QStringLiteral("-o"), folder, QStringLiteral("--format"), QStringLiteral("json")},
                                m_pgEnv);
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(json(again).value(QLatin1String("written")).toArray().size(), 0);
    QCOMPARE(json(again).value(QLatin1String("unchanged")).toInt(), 3);
    QCOMPARE(contents(capabilityFile), pulled);

    const QStringList diffArguments{QStringLiteral("catalog"), QStringLiteral("diff"), folder, QStringLiteral("--from"), url};
    const Run same = runCapstudio(diffArguments, m_pgEnv);
    QVERIFY2(same.exitCode == 0, qPrintable(same.out + same.err));
    QVERIFY(same.out.contains(QLatin1String("hold the same catalog: 2 capabilities, 2 bindings")));

    // Edits in the folder are what a push would write.
    replaceIn(capabilityFile, "rateLimit: 60\n", "# agreed in review\nrateLimit: 120\n");
    replaceIn(capabilityFile, "        type: string\n", "        type: integer\n");
    replaceIn(folder + QStringLiteral("/agents/support.yaml"), "forcedUrl: ${env:GATEWAY_URL}/send", "forcedUrl: ${env:GATEWAY_URL}/v2");
    const Run changed = runCapstudio(diffArguments, m_pgEnv);
    QCOMPARE(changed.exitCode, 1);
    QVERIFY2(changed.out.contains(QStringLiteral("~ capability call_external_api\n"
                                                "    /functionDefinition/parameters/properties/url/type: \"string\" → \"integer\"\n"
                                                "    /rateLimit: 60 → 120\n"
                                                "~ binding support → call_external_api\n"
                                                "    /customConfig/forcedUrl: \"${env:GATEWAY_URL}/send\" → \"${env:GATEWAY_URL}/v2\"\n")),
             qPrintable(changed.out));
    QVERIFY(changed.out.contains(QLatin1String("capabilities: 0 to create, 1 to update, 0 to delete; bindings: 0 to create, 1 to update, 0 to delete")));

    // A new file and a removed one.
    QVERIFY(QFile::copy(capabilityFile, folder + QStringLiteral("/capabilities/call_other_api.yaml")));
    replaceIn(folder + QStringLiteral("/capabilities/call_other_api.yaml"), "slug: call_external_api", "slug: call_other_api");
    replaceIn(folder + QStringLiteral("/capabilities/call_other_api.yaml"), "name: call_external_api", "name: call_other_api");
    QVERIFY(QFile::remove(folder + QStringLiteral("/capabilities/search_knowledge_base.yaml")));
    const Run asJson = runCapstudio(diffArguments + QStringList{QStringLiteral("--format"), QStringLiteral("json")}, m_pgEnv);
    QCOMPARE(asJson.exitCode, 1);
    const QJsonObject summary = json(asJson).value(QLatin1String("summary")).toObject().value(QLatin1String("capabilities")).toObject();
    QCOMPARE(summary, QJsonObject({{QStringLiteral("create"), 1}, {QStringLiteral("update"), 1}, {QStringLiteral("delete"), 1}}));

    // A file that cannot be read makes the diff exit 2, naming the place.
    replaceIn(capabilityFile, "rateLimit: 120\n", "rateLimit: lots\n");
    const Run broken = runCapstudio(diffArguments, m_pgEnv);
    QCOMPARE(broken.exitCode, 2);
    QVERIFY2(broken.err.contains(QRegularExpression(QStringLiteral("call_external_api\\.yaml:\\d+:12: error\\[CATALOG_FIELD_TYPE\\]"))),
             qPrintable(broken.err));
    QVERIFY(broken.out.isEmpty());

    // Pulling over the edited folder puts the database's catalog back, comments kept.
    const Run restore = runCapstudio({QStringLiteral("catalog"), QStringLiteral("pull"), QStringLiteral("--from"), url,
                                   QStringLiteral("-o"), folder},
                                  m_pgEnv);
    QCOMPARE(restore.exitCode, 0);
    QVERIFY2(restore.out.contains(QLatin1String("removed capabilities/call_other_api.yaml")), qPrintable(restore.out));
    QVERIFY(contents(capabilityFile).contains("# agreed in review\nrateLimit: 60\n"));
    QCOMPARE(runCapstudio(diffArguments, m_pgEnv).exitCode, 0);
}

void tst_CatalogCli::pullAndDiffOnTheServer()
{
    SunriseTestServer server;
    QVERIFY(server.listen());
    fillServer(server);
    const QHash<QString, QString> env{{QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey()}};
    const QString url = server.url().toString();
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("catalog"));
    const Run pull = runCapstudio({QStringLiteral("catalog"), QStringLiteral("pull"), QStringLiteral("--from"), url,
                                QStringLiteral("-o"), folder, QStringLiteral("--format"), QStringLiteral("json")},
                               env);
    QVERIFY2(pull.exitCode == 0, qPrintable(pull.err));
    // Every capability despite the server's paging; the soft-deleted agent is not there.
    QCOMPARE(json(pull).value(QLatin1String("capabilities")).toInt(), 300);
    QCOMPARE(json(pull).value(QLatin1String("bindings")).toInt(), 100);
    QCOMPARE(fileCount(folder + QStringLiteral("/capabilities")), 300);
    QCOMPARE(fileCount(folder + QStringLiteral("/agents")), 2);
    QVERIFY(!QFile::exists(folder + QStringLiteral("/agents/gone.yaml")));

    const QStringList diffArguments{QStringLiteral("catalog"), QStringLiteral("diff"), folder, QStringLiteral("--from"), url};
    const Run same = runCapstudio(diffArguments, env);
    QVERIFY2(same.exitCode == 0, qPrintable(same.out + same.err));

    // Drift on the server shows as what a push of the folder would undo.
    QJsonObject drifted = server.capabilities().at(42);
    const QString slug = drifted.value(QLatin1String("slug")).toString();
    drifted.insert(QStringLiteral("description"), QStringLiteral("Changed on the server"));
    server.addCapability(drifted);
    const Run drift = runCapstudio(diffArguments, env);
    QCOMPARE(drift.exitCode, 1);
    QVERIFY2(drift.out.contains(QStringLiteral("~ capability %1\n    /description: \"Changed on the server\" → ").arg(slug)),
             qPrintable(drift.out));
}

void tst_CatalogCli::aFolderStandsInForItsConnection()
{
    TestDatabase database;
    QString pgUrl;
    QVERIFY2(setUpPostgres(database, pgUrl), qPrintable(database.error()));
    SunriseTestServer server;
    QVERIFY(server.listen());
    fillServer(server);
    QHash<QString, QString> env = m_pgEnv;
    env.insert(QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey());
    const QString serverUrl = server.url().toString();
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("from-server"));
    QCOMPARE(runCapstudio({QStringLiteral("catalog"), QStringLiteral("pull"), QStringLiteral("--from"), serverUrl,
                        QStringLiteral("-o"), folder},
                       env)
                 .exitCode,
             0);

    // Connection to connection, and folder to connection: the same changes.
    const Run direct = runCapstudio({QStringLiteral("catalog"), QStringLiteral("diff"), QStringLiteral("--from"), pgUrl,
                                  QStringLiteral("--to"), serverUrl, QStringLiteral("--format"), QStringLiteral("json")},
                                 env);
    QCOMPARE(direct.exitCode, 1);
    const Run viaFolder = runCapstudio({QStringLiteral("catalog"), QStringLiteral("diff"), folder, QStringLiteral("--from"),
                                     pgUrl, QStringLiteral("--format"), QStringLiteral("json")},
                                    env);
    QCOMPARE(viaFolder.exitCode, 1);
    QJsonObject a = json(direct);
    QJsonObject b = json(viaFolder);
    a.remove(QStringLiteral("to"));
    b.remove(QStringLiteral("to"));
    QCOMPARE(a, b);
    // What that diff says, counted independently: the server's 300 capabilities are created,
    // the database's two deleted; so are their bindings.
    const QJsonObject summary = a.value(QLatin1String("summary")).toObject();
    QCOMPARE(summary.value(QLatin1String("capabilities")).toObject(),
             QJsonObject({{QStringLiteral("create"), 300}, {QStringLiteral("update"), 0}, {QStringLiteral("delete"), 2}}));
    QCOMPARE(summary.value(QLatin1String("bindings")).toObject(),
             QJsonObject({{QStringLiteral("create"), 100}, {QStringLiteral("update"), 0}, {QStringLiteral("delete"), 2}}));
    // And the other way round, folder as the --from side.
    const Run reverse = runCapstudio({QStringLiteral("catalog"), QStringLiteral("diff"), QStringLiteral("--from"), folder,
                                   QStringLiteral("--to"), serverUrl},
                                  env);
    QVERIFY2(reverse.exitCode == 0, qPrintable(reverse.out + reverse.err));
}

void tst_CatalogCli::usageAndUnreadableSides()
{
    QTemporaryDir dir;
    const QHash<QString, QString> none;
    QCOMPARE(runCapstudio({QStringLiteral("catalog")}, none).exitCode, 2);
    QCOMPARE(runCapstudio({QStringLiteral("catalog"), QStringLiteral("push")}, none).exitCode, 2);
    QCOMPARE(runCapstudio({QStringLiteral("catalog"), QStringLiteral("pull"), QStringLiteral("-o"), dir.path()}, none).exitCode, 2);
    const Run notFolder = runCapstudio({QStringLiteral("catalog"), QStringLiteral("diff"), QStringLiteral("--from"), dir.path(),
                                     QStringLiteral("--to"), dir.path()},
                                    none);
    QCOMPARE(notFolder.exitCode, 2);
    QVERIFY2(notFolder.err.contains(QLatin1String("not a catalog folder")), qPrintable(notFolder.err));
    // A server that cannot be reached is exit 2, never an empty catalog.
    QString url;
    QString key;
    {
        SunriseTestServer gone;
        QVERIFY(gone.listen());
        url = gone.url().toString();
        key = gone.adminKey();
    }
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("c/capabilities")));
    const Run unreachable = runCapstudio({QStringLiteral("catalog"), QStringLiteral("diff"), dir.filePath(QStringLiteral("c")),
                                       QStringLiteral("--from"), url, QStringLiteral("--quiet")},
                                      {{QStringLiteral("CAPSTUDIO_API_KEY"), key}});
    QCOMPARE(unreachable.exitCode, 2);
    QVERIFY(unreachable.out.isEmpty());
}

namespace {

QStringList push(const QString &folder, const QString &url, const QStringList &more = {})
{
    return QStringList{QStringLiteral("catalog"), QStringLiteral("push"), folder, QStringLiteral("--from"), url} + more;
}

QStringList diff(const QString &folder, const QString &url)
{
    return {QStringLiteral("catalog"), QStringLiteral("diff"), folder, QStringLiteral("--from"), url};
}

QStringList pull(const QString &url, const QString &folder)
{
    return {QStringLiteral("catalog"), QStringLiteral("pull"), QStringLiteral("--from"), url, QStringLiteral("-o"), folder};
}

void writeText(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
}

} // namespace

bool tst_CatalogCli::pullNewDatabase(Pulled &pulled)
{
    if (!setUpPostgres(pulled.database, pulled.url)) {
        qWarning() << pulled.database.error();
        return false;
    }
    pulled.folder = pulled.dir.filePath(QStringLiteral("catalog"));
    return runCapstudio(pull(pulled.url, pulled.folder), m_pgEnv).exitCode == 0;
}

void tst_CatalogCli::pushMakesTheDatabaseEqualTheFolder()
{
    Pulled pulled;
    QVERIFY(pullNewDatabase(pulled));
    TestDatabase &database = pulled.database;
    const QString &url = pulled.url;
    const QString &folder = pulled.folder;

    // An edit, a new capability bound to the agent, and a binding removed from the agent's file.
    const QString api = folder + QStringLiteral("/capabilities/call_external_api.yaml");
    replaceIn(api, "rateLimit: 60\n", "rateLimit: 90\n");
    QByteArray created = contents(api);
    created.replace("call_external_api", "lookup_order");
    created.replace("name: Call API", "name: Lookup order");
    writeText(folder + QStringLiteral("/capabilities/lookup_order.yaml"), created);
    writeText(folder + QStringLiteral("/agents/support.yaml"),
              "agent: support\n"
              "bindings:\n"
              "  - capability: call_external_api\n"
              "    customConfig:\n"
              "      forcedUrl: ${env:GATEWAY_URL}/send\n"
              "  - capability: lookup_order\n"
              "    isEnabled: false\n"
              "    customRateLimit: 5\n");

    const Run dry = runCapstudio(push(folder, url, {QStringLiteral("--dry-run")}), m_pgEnv);
    QVERIFY2(dry.exitCode == 0, qPrintable(dry.out + dry.err));
    QVERIFY2(dry.out.contains(QStringLiteral("~ capability call_external_api\n    /rateLimit: 60 → 90\n"))
                 && dry.out.contains(QStringLiteral("+ capability lookup_order\n"))
                 && dry.out.contains(QStringLiteral("+ binding support → lookup_order\n")),
             qPrintable(dry.out));
    QVERIFY2(dry.out.contains(QLatin1String("note: 1 row of the target is not in the folder and stays (--prune deletes it)")),
             qPrintable(dry.out));
    QCOMPARE(runCapstudio(diff(folder, url), m_pgEnv).exitCode, 1); // the dry run wrote nothing

    const Run pushed = runCapstudio(push(folder, url), m_pgEnv);
    QVERIFY2(pushed.exitCode == 0, qPrintable(pushed.out + pushed.err));
    QVERIFY2(pushed.out.contains(QLatin1String("Pushed 2 capability changes and 1 binding changes")), qPrintable(pushed.out));
    // Without --prune the binding the folder lacks stays.
    const Run left = runCapstudio(diff(folder, url), m_pgEnv);
    QCOMPARE(left.exitCode, 1);
    QVERIFY2(left.out.contains(QStringLiteral("- binding support → search_knowledge_base\n")), qPrintable(left.out));
    QVERIFY(left.out.contains(QLatin1String("capabilities: 0 to create, 0 to update, 0 to delete; bindings: 0 to create, 0 to update, 1 to delete")));

    const Run pruned = runCapstudio(push(folder, url, {QStringLiteral("--prune")}), m_pgEnv);
    QVERIFY2(pruned.exitCode == 0, qPrintable(pruned.out + pruned.err));
    const Run same = runCapstudio(diff(folder, url), m_pgEnv);
    QVERIFY2(same.exitCode == 0, qPrintable(same.out));
    // What the database holds now, read with SQL.
    QSqlDatabase check = database.connect(QStringLiteral("catalog-check"));
    QSqlQuery query(check);
    QVERIFY(query.exec(QStringLiteral("SELECT c.\"rateLimit\", b.\"isEnabled\", b.\"customRateLimit\" FROM \"ai_capability\" c "
                                      "JOIN \"ai_agent_capability\" b ON b.\"capabilityId\" = c.\"id\" WHERE c.\"slug\" = 'lookup_order'")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 90);
    QCOMPARE(query.value(1).toBool(), false);
    QCOMPARE(query.value(2).toInt(), 5);
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM \"ai_agent_capability\"")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 2);
}

void tst_CatalogCli::seedOwnedFieldsAndSecrets()
{
    Pulled pulled;
    QVERIFY(pullNewDatabase(pulled));
    const QString &url = pulled.url;
    const QString &folder = pulled.folder;

    // search_knowledge_base is a system capability: its function definition and handler are
    // the seeds'; its name is the admin's.
    const QString system = folder + QStringLiteral("/capabilities/search_knowledge_base.yaml");
    replaceIn(system, "  description: Search\n", "  description: Search better\n");
    replaceIn(system, "executionHandler: SearchKnowledgeCapability\n", "executionHandler: Other\n");
    replaceIn(system, "name: Search knowledge\n", "name: Knowledge search\n");
    const Run pushed = runCapstudio(push(folder, url), m_pgEnv);
    QVERIFY2(pushed.exitCode == 0, qPrintable(pushed.out + pushed.err));
    QVERIFY2(pushed.out.contains(QLatin1String("note: capability search_knowledge_base: functionDefinition is seed-owned, not pushed")),
             qPrintable(pushed.out));
    QVERIFY(pushed.out.contains(QLatin1String("note: capability search_knowledge_base: executionHandler is seed-owned, not pushed")));
    const Run after = runCapstudio(diff(folder, url), m_pgEnv);
    QCOMPARE(after.exitCode, 1);
    QVERIFY(!after.out.contains(QLatin1String("/name")));
    QVERIFY2(after.out.contains(QStringLiteral("/executionHandler: \"SearchKnowledgeCapability\" → \"Other\"")), qPrintable(after.out));

    // A literal secret stops the push whole, naming its place.
    const QString api = folder + QStringLiteral("/capabilities/call_external_api.yaml");
    replaceIn(api, "rateLimit: 60\n", "rateLimit: 61\n");
    replaceIn(folder + QStringLiteral("/agents/support.yaml"), "forcedUrl: ${env:GATEWAY_URL}/send\n",
              "forcedUrl: ${env:GATEWAY_URL}/send\n      forcedHeaders:\n        X-Api-Key: sk_live_4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c\n");
    const Run blocked = runCapstudio(push(folder, url), m_pgEnv);
    QCOMPARE(blocked.exitCode, 1);
    QVERIFY2(blocked.err.contains(QRegularExpression(QStringLiteral("support\\.yaml:\\d+:20: error\\[literal-secret\\]"))),
             qPrintable(blocked.err));
    QVERIFY(!blocked.err.contains(QLatin1String("4f9a8b7c6d5e")));
    const Run unpushed = runCapstudio(diff(folder, url), m_pgEnv);
    QVERIFY2(unpushed.out.contains(QStringLiteral("/rateLimit: 60 → 61")), qPrintable(unpushed.out + unpushed.err));
}

void tst_CatalogCli::aPlanIsPushedExactlyOrRefused()
{
    TestDatabase database;
    QString url;
    QVERIFY2(setUpPostgres(database, url), qPrintable(database.error()));
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("catalog"));
    const QString plan = dir.filePath(QStringLiteral("plan.json"));
    QCOMPARE(runCapstudio(pull(url, folder), m_pgEnv).exitCode, 0);
    const QString api = folder + QStringLiteral("/capabilities/call_external_api.yaml");
    replaceIn(api, "rateLimit: 60\n", "rateLimit: 75\n");
    const Run planned = runCapstudio(push(folder, url, {QStringLiteral("--plan-out"), plan}), m_pgEnv);
    QVERIFY2(planned.exitCode == 0, qPrintable(planned.out + planned.err));
    QVERIFY(QFile::exists(plan));
    QCOMPARE(runCapstudio(diff(folder, url), m_pgEnv).exitCode, 1); // a plan writes nothing

    // The folder changes after the plan: the plan, not the folder, is what gets pushed.
    replaceIn(api, "rateLimit: 75\n", "rateLimit: 80\n");
    // A row the plan read changes behind it: refused, naming the row.
    QSqlDatabase other = database.connect(QStringLiteral("catalog-other"));
    QSqlQuery query(other);
    QVERIFY(query.exec(QStringLiteral("UPDATE \"ai_capability\" SET \"name\" = 'Renamed' WHERE \"slug\" = 'search_knowledge_base'")));
    const QStringList fromPlan{QStringLiteral("catalog"), QStringLiteral("push"), QStringLiteral("--plan"), plan,
                               QStringLiteral("--from"), url};
    const Run stale = runCapstudio(fromPlan, m_pgEnv);
    QCOMPARE(stale.exitCode, 1);
    QVERIFY2(stale.err.contains(QLatin1String("capability:search_knowledge_base changed")), qPrintable(stale.err));
    QVERIFY(query.exec(QStringLiteral("UPDATE \"ai_capability\" SET \"name\" = 'Search knowledge' WHERE \"slug\" = 'search_knowledge_base'")));
    const Run applied = runCapstudio(fromPlan, m_pgEnv);
    QVERIFY2(applied.exitCode == 0, qPrintable(applied.out + applied.err));
    QVERIFY(query.exec(QStringLiteral("SELECT \"rateLimit\" FROM \"ai_capability\" WHERE \"slug\" = 'call_external_api'")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 75);
    // A plan is for the target it was made for.
    SunriseTestServer server;
    QVERIFY(server.listen());
    const Run elsewhere = runCapstudio({QStringLiteral("catalog"), QStringLiteral("push"), QStringLiteral("--plan"), plan,
                                        QStringLiteral("--from"), server.url().toString()},
                                       {{QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey()}});
    QCOMPARE(elsewhere.exitCode, 1);
    QVERIFY(elsewhere.err.contains(QLatin1String("the plan was made for")));
}

void tst_CatalogCli::promoteStagingToProduction()
{
    TestDatabase stagingDatabase;
    TestDatabase productionDatabase;
    QString staging;
    QString production;
    QVERIFY2(setUpPostgres(stagingDatabase, staging), qPrintable(stagingDatabase.error()));
    QVERIFY2(setUpPostgres(productionDatabase, production), qPrintable(productionDatabase.error()));
    QSqlQuery query(stagingDatabase.connect(QStringLiteral("staging")));
    QVERIFY(query.exec(QStringLiteral("UPDATE \"ai_capability\" SET \"description\" = 'Reviewed in staging', "
                                      "\"requiresApproval\" = true, \"approvalTimeoutMs\" = 60000 WHERE \"slug\" = 'call_external_api'")));
    QVERIFY(query.exec(QStringLiteral("UPDATE \"ai_agent_capability\" SET \"customRateLimit\" = 3")));
    QCOMPARE(runCapstudio({QStringLiteral("catalog"), QStringLiteral("diff"), QStringLiteral("--from"), production,
                           QStringLiteral("--to"), staging},
                          m_pgEnv)
                 .exitCode,
             1);
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("staging"));
    QCOMPARE(runCapstudio(pull(staging, folder), m_pgEnv).exitCode, 0);
    const Run promoted = runCapstudio(push(folder, production), m_pgEnv);
    QVERIFY2(promoted.exitCode == 0, qPrintable(promoted.out + promoted.err));
    QVERIFY(promoted.out.contains(QLatin1String("Pushed 1 capability changes and 2 binding changes")));
    const Run equal = runCapstudio({QStringLiteral("catalog"), QStringLiteral("diff"), QStringLiteral("--from"), production,
                                    QStringLiteral("--to"), staging},
                                   m_pgEnv);
    QVERIFY2(equal.exitCode == 0, qPrintable(equal.out + equal.err));
}

void tst_CatalogCli::anInterruptedPushOnTheServerResumes()
{
    SunriseTestServer server;
    QVERIFY(server.listen());
    fillServer(server);
    const QHash<QString, QString> env{{QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey()}};
    const QString url = server.url().toString();
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("catalog"));
    QCOMPARE(runCapstudio(pull(url, folder), env).exitCode, 0);
    for (int n = 10; n < 20; ++n)
        replaceIn(folder + QStringLiteral("/capabilities/cap_%1.yaml").arg(n, 3, 10, QLatin1Char('0')), "\nname: ",
                  "\nname: Renamed ");
    // The third write is refused by the server. Writes go out a few at a time, so those sent
    // beside it are written too: how many is said, and the next push writes the rest.
    int patches = 0;
    int mostConnections = 0;
    connect(&server, &SunriseTestServer::requestArrived, this, [&](const SunriseTestServer::Request &request) {
        if (request.method != "PATCH")
            return;
        mostConnections = qMax(mostConnections, server.openConnectionCount());
        if (++patches == 3)
            server.failNext(400, "VALIDATION_ERROR", QStringLiteral("Validation failed"));
    });
    const Run interrupted = runCapstudio(push(folder, url), env);
    QVERIFY2(interrupted.exitCode == 2, qPrintable(interrupted.out + interrupted.err));
    const QRegularExpressionMatch said =
        QRegularExpression(QStringLiteral("(\\d+) of 10 changes were written before “cap_0\\d\\d” failed: [^\\n]*“Validation failed”"))
            .match(interrupted.err);
    QVERIFY2(said.hasMatch(), qPrintable(interrupted.err.right(400)));
    const int written = said.captured(1).toInt();
    QVERIFY2(written >= 2 && written < 10, qPrintable(interrupted.err));
    QVERIFY2(mostConnections > 1, "the writes went out one at a time");
    QVERIFY(runCapstudio(diff(folder, url), env)
                .out.contains(QStringLiteral("capabilities: 0 to create, %1 to update").arg(10 - written)));
    disconnect(&server, &SunriseTestServer::requestArrived, this, nullptr);
    const Run resumed = runCapstudio(push(folder, url), env);
    QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.out + resumed.err));
    QVERIFY2(resumed.out.contains(QStringLiteral("Pushed %1 capability changes").arg(10 - written)), qPrintable(resumed.out));
    QCOMPARE(runCapstudio(diff(folder, url), env).exitCode, 0);
}

// The bindings a push writes are checked against the target's .env before anything is
// written; what it tells is what the server then answers as missingEnvVars.
void tst_CatalogCli::theTargetsMissingEnvIsToldBeforeThePush()
{
    SunriseTestServer server;
    QVERIFY(server.listen());
    fillServer(server);
    server.setEnvironment({QStringLiteral("GATEWAY_URL")});
    const QHash<QString, QString> env{{QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey()}};
    const QString url = server.url().toString();
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("catalog"));
    QCOMPARE(runCapstudio(pull(url, folder), env).exitCode, 0);
    // Every support binding with a forcedUrl moves to a gateway production lacks.
    replaceIn(folder + QStringLiteral("/agents/support.yaml"), "forcedUrl: ${env:GATEWAY_URL}/v1",
              "forcedUrl: ${env:MAIL_GATEWAY}/v2");
    const QString envFile = dir.filePath(QStringLiteral("production.env"));
    writeText(envFile, "# production\nGATEWAY_URL=https://gateway.example.com\n");

    // A dry run says it and writes nothing; in JSON each binding is listed.
    const Run planned = runCapstudio(push(folder, url, {QStringLiteral("--dry-run"), QStringLiteral("--env-file"), envFile,
                                                        QStringLiteral("--format"), QStringLiteral("json")}),
                                     env);
    QVERIFY2(planned.exitCode == 0, qPrintable(planned.err));
    const QJsonArray listed = QJsonDocument::fromJson(planned.out.toUtf8()).object().value(QLatin1String("missingEnvVars")).toArray();
    QCOMPARE(listed.size(), 25);
    QCOMPARE(listed.first().toObject().value(QLatin1String("agent")).toString(), QStringLiteral("support"));
    QCOMPARE(listed.first().toObject().value(QLatin1String("missingEnvVars")).toArray(), QJsonArray{QStringLiteral("MAIL_GATEWAY")});
    QCOMPARE(runCapstudio(diff(folder, url), env).exitCode, 1);

    const Run pushed = runCapstudio(push(folder, url, {QStringLiteral("--env-file"), envFile}), env);
    QVERIFY2(pushed.exitCode == 0, qPrintable(pushed.err));
    const QRegularExpression before(
        QStringLiteral("warning: production\\.env does not define MAIL_GATEWAY, which agent support's binding of cap_\\d+ "
                       "names in its customConfig"));
    const QRegularExpression after(QStringLiteral("warning: .* does not define MAIL_GATEWAY \\(the server's missingEnvVars"));
    QCOMPARE(pushed.err.count(before), 25);
    QCOMPARE(pushed.err.count(after), 25);
    QVERIFY(pushed.err.indexOf(before) < pushed.err.indexOf(after));
    QCOMPARE(runCapstudio(diff(folder, url), env).exitCode, 0);

    // With the gateway defined nothing is told.
    writeText(envFile, "GATEWAY_URL=https://gateway.example.com\nMAIL_GATEWAY=https://mail.example.com\n");
    replaceIn(folder + QStringLiteral("/agents/support.yaml"), "${env:MAIL_GATEWAY}/v2", "${env:MAIL_GATEWAY}/v3");
    const Run quiet = runCapstudio(push(folder, url, {QStringLiteral("--dry-run"), QStringLiteral("--env-file"), envFile}), env);
    QVERIFY2(quiet.exitCode == 0, qPrintable(quiet.err));
    QVERIFY2(!quiet.err.contains(QLatin1String("does not define")), qPrintable(quiet.err));
}

QTEST_GUILESS_MAIN(tst_CatalogCli)
#include "tst_catalogcli.moc"
