// `capstudio scan --from CONNECTION --all` through the real binary: a generated deployment in
// Sunrise's own tables on the PostgreSQL server, and the same conversations behind the
// loopback Sunrise server, where an API key sees only some of them.
#include "clirun.h"
#include "deploymentgenerator.h"
#include "sunrisetestserver.h"
#include "testdatabase.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using clirun::Run;

QSet<QString> findingKeys(const QJsonArray &findings)
{
    QSet<QString> keys;
    for (const QJsonValue &value : findings) {
        const QJsonObject finding = value.toObject();
        keys.insert(finding.value(QStringLiteral("conversationId")).toString() + QLatin1Char('\n')
                    + finding.value(QStringLiteral("messageId")).toString() + QLatin1Char('\n')
                    + finding.value(QStringLiteral("pointer")).toString() + QLatin1Char('\n')
                    + finding.value(QStringLiteral("kind")).toString());
    }
    return keys;
}

QSet<QString> keysOf(const QList<DeploymentGenerator::Leak> &leaks,
                     const std::function<bool(const DeploymentGenerator::Leak &)> &keep)
{
    QSet<QString> keys;
    for (const DeploymentGenerator::Leak &leak : leaks) {
        if (keep(leak))
            keys.insert(leak.key());
    }
    return keys;
}

} // namespace

class tst_DeploymentScanCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void scanFindsExactlyThePlantedLeaks();
    void filtersSelectAgentsAndDays();
    void textOutputAndQuiet();
    void badArgumentsAreRefused();
    void sinceLastReadsOnlyWhatArrived();
    void callsThatWouldFailTheirSchemaToday();
    void aSignedVerdictInTheWorkspaceJudgesLaterScans();
    void overTheApiOnlyVisibleConversations();

private:
    Run scan(const QStringList &extra) const;

    static constexpr int Count = 600;
    std::unique_ptr<TestDatabase> m_database;
    QString m_url;
    QHash<QString, QString> m_env;
    QHash<QString, QString> m_agentIds;
    QList<DeploymentGenerator::Leak> m_leaks;
    QTemporaryDir m_dir;
};

void tst_DeploymentScanCli::initTestCase()
{
    m_database = std::make_unique<TestDatabase>();
    QVERIFY2(m_database->ok(), qPrintable(m_database->error()));
    QVERIFY2(m_database->isPostgres(), "this test runs against a PostgreSQL server");
    QSqlDatabase setup = m_database->connect(QStringLiteral("deployment-setup"));
    const QString loaded = TestDatabase::runScript(setup, QStringLiteral(CAPSTUDIO_TEST_DATA_DIR "/sunrise_schema.sql"));
    QVERIFY2(loaded.isEmpty(), qPrintable(loaded));
    QSqlQuery query(setup);
    // Only the generated conversations; the schema's agent "support" plus two more.
    QVERIFY(query.exec(QStringLiteral("DELETE FROM \"ai_conversation\"")));
    m_agentIds.insert(QStringLiteral("support"), QStringLiteral("cagent000000000000000000a"));
    for (const QString &slug : {QStringLiteral("billing"), QStringLiteral("sales")}) {
        const QString id = QStringLiteral("cagent%1").arg(slug, 19, QLatin1Char('0'));
        QVERIFY2(query.exec(QStringLiteral("INSERT INTO \"ai_agent\" (\"id\", \"name\", \"slug\", \"description\", "
                                           "\"model\", \"updatedAt\") VALUES ('%1', '%2', '%2', 'd', 'm', now())")
                                .arg(id, slug)),
                 qPrintable(query.lastError().text()));
        m_agentIds.insert(slug, id);
    }
    const DeploymentGenerator generator(m_agentIds);
    for (int i = 0; i < Count; ++i)
        generator.conversation(i, &m_leaks);
    for (const QString &statement : generator.sunriseInserts(0, Count))
        QVERIFY2(query.exec(statement), qPrintable(query.lastError().text()));

    m_url = QStringLiteral("postgresql://%1@%2:%3/%4")
                .arg(qEnvironmentVariable("PGUSER"), qEnvironmentVariable("PGHOST"),
                     qEnvironmentVariable("PGPORT", QStringLiteral("5432")), m_database->databaseName());
    m_env.insert(QStringLiteral("CAPSTUDIO_PGPASSWORD"), qEnvironmentVariable("PGPASSWORD"));
    // The app's own workspace (which a scan reads verdicts from when it exists) is one of
    // this test's, not the machine's.
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
}

Run tst_DeploymentScanCli::scan(const QStringList &extra) const
{
    return clirun::capstudioServed(QStringList{QStringLiteral("scan"), QStringLiteral("--from"), m_url,
                                               QStringLiteral("--all")}
                                       + extra,
                                   m_env);
}

void tst_DeploymentScanCli::scanFindsExactlyThePlantedLeaks()
{
    const QString report = m_dir.filePath(QStringLiteral("deployment.md"));
    const Run run = scan({QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--report"), report});
    QCOMPARE(run.exitCode, 1);
    QJsonParseError error;
    const QJsonObject output = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString() + run.out.left(400)));
    const QJsonArray findings = output.value(QStringLiteral("findings")).toArray();
    QCOMPARE(findingKeys(findings), keysOf(m_leaks, [](const auto &) { return true; }));
    QCOMPARE(findings.size(), m_leaks.size());
    QCOMPARE(output.value(QStringLiteral("complete")).toBool(), true);
    const QJsonObject summary = output.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("conversations")).toInteger(), Count);
    QCOMPARE(summary.value(QStringLiteral("messages")).toInteger(), Count * 4);
    QCOMPARE(summary.value(QStringLiteral("findings")).toInteger(), m_leaks.size());
    // A finding names its capability, agent and day as planted.
    QHash<QString, DeploymentGenerator::Leak> byKey;
    for (const DeploymentGenerator::Leak &leak : m_leaks)
        byKey.insert(leak.key(), leak);
    for (const QJsonValue &value : findings) {
        const QJsonObject finding = value.toObject();
        const DeploymentGenerator::Leak leak = byKey.value(findingKeys(QJsonArray{finding}).values().constFirst());
        QCOMPARE(finding.value(QStringLiteral("agent")).toString(), leak.agent);
        QCOMPARE(finding.value(QStringLiteral("day")).toString(), leak.day);
        QCOMPARE(finding.value(QStringLiteral("capability")).toString(), leak.capability);
    }
    // Nothing leaked is printed: not in the findings, not in the report.
    QVERIFY(!run.out.contains(QLatin1String("@example.")) && !run.out.contains(QLatin1String("4111")));
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray markdown = file.readAll();
    QVERIFY(markdown.startsWith("# Deployment audit: "));
    QVERIFY(!markdown.contains("@example.") && !markdown.contains("4111"));
    QVERIFY(markdown.contains("/admin/orchestration/conversations/cdep"));
    QVERIFY(markdown.contains(QStringLiteral("| Findings | %1 |").arg(m_leaks.size()).toUtf8()));

    // Same deployment, same report bytes; HTML as well.
    const QString second = m_dir.filePath(QStringLiteral("again.md"));
    QCOMPARE(scan({QStringLiteral("--quiet"), QStringLiteral("--report"), second}).exitCode, 1);
    QFile again(second);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), markdown);
    const QString html = m_dir.filePath(QStringLiteral("deployment.html"));
    QCOMPARE(scan({QStringLiteral("--quiet"), QStringLiteral("--report"), html}).exitCode, 1);
    QFile htmlFile(html);
    QVERIFY(htmlFile.open(QIODevice::ReadOnly));
    const QByteArray page = htmlFile.readAll();
    QVERIFY(page.startsWith("<!DOCTYPE html>"));
    QVERIFY(page.contains("<a href=\"/admin/orchestration/conversations/cdep"));
}

void tst_DeploymentScanCli::filtersSelectAgentsAndDays()
{
    const Run run = scan({QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--agent"),
                          QStringLiteral("billing"), QStringLiteral("--since"), QStringLiteral("2026-11-10"),
                          QStringLiteral("--until"), QStringLiteral("2026-11-20")});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject output = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QSet<QString> expected = keysOf(m_leaks, [](const DeploymentGenerator::Leak &leak) {
        return leak.agent == QLatin1String("billing") && leak.day >= QLatin1String("2026-11-10")
               && leak.day <= QLatin1String("2026-11-20"); // --until names a day it includes
    });
    QVERIFY(!expected.isEmpty());
    QCOMPARE(findingKeys(output.value(QStringLiteral("findings")).toArray()), expected);
    QCOMPARE(output.value(QStringLiteral("since")).toString(), QStringLiteral("2026-11-10T00:00:00.000Z"));
    QCOMPARE(output.value(QStringLiteral("until")).toString(), QStringLiteral("2026-11-21T00:00:00.000Z"));

    // A window with nothing in it: clean.
    const Run empty = scan({QStringLiteral("--since"), QStringLiteral("2027-01-01")});
    QCOMPARE(empty.exitCode, 0);
    QVERIFY2(empty.out.isEmpty(), qPrintable(empty.out));
    QVERIFY2(empty.err.contains(QLatin1String("0 conversations")), qPrintable(empty.err));
}

void tst_DeploymentScanCli::textOutputAndQuiet()
{
    const Run run = scan({QStringLiteral("--agent"), QStringLiteral("sales")});
    QCOMPARE(run.exitCode, 1);
    const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const qsizetype expected = keysOf(m_leaks, [](const auto &leak) { return leak.agent == QLatin1String("sales"); }).size();
    QCOMPARE(lines.size(), expected);
    for (const QString &line : lines)
        QVERIFY2(line.startsWith(QLatin1String("conversation cdep")) && line.contains(QStringLiteral("— masked: ")),
                 qPrintable(line));
    // Not a terminal: no progress, one summary line.
    QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    QVERIFY2(run.err.contains(QStringLiteral("%1 findings").arg(expected)), qPrintable(run.err));
    QVERIFY(!run.err.contains(QLatin1Char('\r')));

    const Run quiet = scan({QStringLiteral("--agent"), QStringLiteral("sales"), QStringLiteral("--quiet")});
    QCOMPARE(quiet.exitCode, 1);
    QCOMPARE(quiet.out, run.out);
    QVERIFY2(quiet.err.isEmpty(), qPrintable(quiet.err));
}

void tst_DeploymentScanCli::badArgumentsAreRefused()
{
    const Run badDate = scan({QStringLiteral("--since"), QStringLiteral("last tuesday")});
    QCOMPARE(badDate.exitCode, 2);
    QVERIFY2(badDate.err.contains(QLatin1String("--since last tuesday: not a date")), qPrintable(badDate.err));
    const Run noZone = scan({QStringLiteral("--until"), QStringLiteral("2026-11-20T10:00:00")});
    QCOMPARE(noZone.exitCode, 2);
    const Run backwards = scan({QStringLiteral("--since"), QStringLiteral("2026-11-20"), QStringLiteral("--until"),
                                QStringLiteral("2026-11-10")});
    QCOMPARE(backwards.exitCode, 2);
    QVERIFY2(backwards.err.contains(QLatin1String("is not before")), qPrintable(backwards.err));
    const Run withConversation = scan({QStringLiteral("--conversation"), QStringLiteral("cdep000000000000000000001")});
    QCOMPARE(withConversation.exitCode, 2);
    const Run withoutFrom = clirun::capstudio({QStringLiteral("scan"), QStringLiteral("--all")});
    QCOMPARE(withoutFrom.exitCode, 2);
    QVERIFY2(withoutFrom.err.contains(QLatin1String("--from CONNECTION --all")), qPrintable(withoutFrom.err));
}

// --since-last: the first scan reads everything, the next only what arrived since (and a
// finding reported near the previous end is not reported again); the mark is per connection
// and agents, kept in the workspace.
void tst_DeploymentScanCli::sinceLastReadsOnlyWhatArrived()
{
    QTemporaryDir workspaceDir;
    const QString workspace = workspaceDir.filePath(QStringLiteral("audit.sqlite"));
    const QStringList sinceLast{QStringLiteral("--since-last"), QStringLiteral("--workspace"), workspace,
                                QStringLiteral("--format"), QStringLiteral("json")};
    const auto keys = [](const Run &run) {
        return findingKeys(QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("findings")).toArray());
    };
    const Run first = scan(sinceLast);
    QCOMPARE(first.exitCode, 1);
    QVERIFY2(first.err.contains(QLatin1String("no previous scan")), qPrintable(first.err));
    QCOMPARE(keys(first), keysOf(m_leaks, [](const auto &) { return true; }));

    // Nothing new: nothing reported, although the last minutes were read again.
    const Run again = scan(sinceLast);
    QCOMPARE(again.exitCode, 0);
    QVERIFY(keys(again).isEmpty());
    QVERIFY2(again.err.contains(QLatin1String("the previous scan read messages up to")), qPrintable(again.err));
    const QJsonObject againOutput = QJsonDocument::fromJson(again.out.toUtf8()).object();
    QVERIFY(againOutput.value(QStringLiteral("summary")).toObject().value(QStringLiteral("messages")).toInteger() < Count * 4 / 10);

    // New conversations a month later: exactly their leaks.
    QSqlDatabase setup = m_database->connect(QStringLiteral("deployment-more"));
    QSqlQuery query(setup);
    const DeploymentGenerator generator(m_agentIds);
    QList<DeploymentGenerator::Leak> fresh;
    for (int i = Count; i < Count + 90; ++i)
        generator.conversation(i, &fresh);
    for (const QString &statement : generator.sunriseInserts(Count, 90))
        QVERIFY2(query.exec(statement), qPrintable(query.lastError().text()));
    const QString firstNew = generator.conversation(Count).value(QStringLiteral("conversation")).toObject()
                                 .value(QStringLiteral("id")).toString();
    QVERIFY(query.exec(QStringLiteral("UPDATE \"ai_message\" SET \"createdAt\" = \"createdAt\" + interval '40 days' "
                                      "WHERE \"conversationId\" >= '%1'").arg(firstNew)));
    const Run later = scan(sinceLast);
    QCOMPARE(later.exitCode, 1);
    QVERIFY(!fresh.isEmpty());
    QCOMPARE(keys(later), keysOf(fresh, [](const auto &) { return true; }));
    // The 90 new ones, and those with messages in the minutes read again before the mark.
    const qint64 conversations = QJsonDocument::fromJson(later.out.toUtf8()).object().value(QStringLiteral("summary"))
                                     .toObject().value(QStringLiteral("conversations")).toInteger();
    QVERIFY2(conversations >= 90 && conversations < 90 + Count / 30, qPrintable(QString::number(conversations)));

    // Another agent filter is another mark: it starts from the beginning.
    const Run billing = scan(sinceLast + QStringList{QStringLiteral("--agent"), QStringLiteral("billing")});
    QVERIFY2(billing.err.contains(QLatin1String("no previous scan")), qPrintable(billing.err));
    QCOMPARE(keys(billing), keysOf(m_leaks + fresh, [](const auto &leak) { return leak.agent == QLatin1String("billing"); }));

    // Undo the month-later rows for the other tests.
    QVERIFY(query.exec(QStringLiteral("DELETE FROM \"ai_conversation\" WHERE \"id\" >= '%1'").arg(firstNew)));
    QVERIFY2(scan({QStringLiteral("--since-last"), QStringLiteral("--since"), QStringLiteral("2026-11-01")}).exitCode == 2,
             "--since-last takes no --since");
}

// Schema drift: each recorded call against its capability's parameters schema as the
// database holds it now; a masked value is not held against a call.
void tst_DeploymentScanCli::callsThatWouldFailTheirSchemaToday()
{
    QSqlDatabase setup = m_database->connect(QStringLiteral("deployment-drift"));
    QSqlQuery query(setup);
    const auto addCapability = [&](const QString &id, const QString &slug, const QString &parameters) {
        return query.exec(QStringLiteral("INSERT INTO \"ai_capability\" (\"id\", \"name\", \"slug\", \"description\", "
                                         "\"category\", \"functionDefinition\", \"executionType\", \"executionHandler\") "
                                         "VALUES ('%1', '%2', '%2', 'd', 'knowledge', "
                                         "'{\"name\": \"%2\", \"description\": \"d\", \"parameters\": %3}', 'internal', 'H')")
                              .arg(id, slug, parameters));
    };
    // Order numbers were DE-100000 … DE-100599; the contract now takes DE-1000xx only.
    QVERIFY2(addCapability(QStringLiteral("ccapdrift0000000000000001"), QStringLiteral("lookup_order"),
                           QStringLiteral(R"({"type": "object", "properties": {"order_number": {"type": "string", "pattern": "^DE-1000[0-9]{2}$"}}, "required": ["order_number"]})")),
             qPrintable(query.lastError().text()));
    // Masked emails (13 characters) are longer than this too, but they are not what was sent.
    QVERIFY2(addCapability(QStringLiteral("ccapdrift0000000000000002"), QStringLiteral("lookup_customer"),
                           QStringLiteral(R"({"type": "object", "properties": {"email": {"type": "string", "maxLength": 12}}})")),
             qPrintable(query.lastError().text()));

    QSet<QString> expected;
    const DeploymentGenerator generator(m_agentIds);
    for (int i = 0; i < Count; ++i) {
        const QJsonObject data = generator.conversation(i);
        const QString conversation = data.value(QStringLiteral("conversation")).toObject().value(QStringLiteral("id")).toString();
        const QString message = data.value(QStringLiteral("messages")).toArray().at(3).toObject().value(QStringLiteral("id")).toString();
        if (i >= 100)
            expected.insert(conversation + QLatin1Char('\n') + message
                            + QStringLiteral("\n/provenance/capabilityCalls/1/arguments/order_number"));
        if (i % 13 == 0)
            expected.insert(conversation + QLatin1Char('\n') + message
                            + QStringLiteral("\n/provenance/capabilityCalls/0/arguments/email"));
    }
    const QString report = m_dir.filePath(QStringLiteral("drift.md"));
    const Run run = scan({QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--report"), report});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject output = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QSet<QString> found;
    for (const QJsonValue &value : output.value(QStringLiteral("drift")).toArray()) {
        const QJsonObject drift = value.toObject();
        found.insert(drift.value(QStringLiteral("conversationId")).toString() + QLatin1Char('\n')
                     + drift.value(QStringLiteral("messageId")).toString() + QLatin1Char('\n')
                     + drift.value(QStringLiteral("pointer")).toString());
        QVERIFY(!drift.value(QStringLiteral("message")).toString().contains(QLatin1String("@example.com")));
    }
    QCOMPARE(found, expected);
    const QJsonObject drift = output.value(QStringLiteral("summary")).toObject().value(QStringLiteral("drift")).toObject();
    QCOMPARE(drift.value(QStringLiteral("lookup_order")).toObject().value(QStringLiteral("checked")).toInteger(), Count);
    QCOMPARE(drift.value(QStringLiteral("lookup_order")).toObject().value(QStringLiteral("failing")).toInteger(), Count - 100);
    QCOMPARE(drift.value(QStringLiteral("lookup_customer")).toObject().value(QStringLiteral("failing")).toInteger(),
             (Count + 12) / 13);
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray markdown = file.readAll();
    QVERIFY(markdown.contains("## Schema drift"));
    QVERIFY(markdown.contains(QStringLiteral("| Calls that would fail their schema today | %1 |")
                                  .arg(Count - 100 + (Count + 12) / 13).toUtf8()));

    QVERIFY(query.exec(QStringLiteral("DELETE FROM \"ai_capability\" WHERE \"id\" LIKE 'ccapdrift%'")));
}

// review add --from: a verdict on a live finding, signed and kept in the workspace; every later
// scan of the connection applies it (a false positive is not counted), shows it in the report
// with its signature and evidence status, and ignores it once altered.
void tst_DeploymentScanCli::aSignedVerdictInTheWorkspaceJudgesLaterScans()
{
    QTemporaryDir workspaceDir;
    const QString workspace = workspaceDir.filePath(QStringLiteral("audit.sqlite"));
    const QString key = workspaceDir.filePath(QStringLiteral("auditor.pem"));
    QCOMPARE(clirun::capstudio({QStringLiteral("review"), QStringLiteral("keygen"), QStringLiteral("-o"), key}).exitCode, 0);
    // Conversation 7's user wrote their email: judged a false positive (a test account).
    const DeploymentGenerator::Leak leak = *std::find_if(m_leaks.cbegin(), m_leaks.cend(), [](const auto &leak) {
        return leak.conversationId.endsWith(QLatin1String("0007")) && leak.kind == QLatin1String("email");
    });
    const Run added = clirun::capstudioServed({QStringLiteral("review"), QStringLiteral("add"), QStringLiteral("--from"), m_url,
                                               QStringLiteral("--conversation"), leak.conversationId, QStringLiteral("--finding"),
                                               QStringLiteral("1"), QStringLiteral("--verdict"), QStringLiteral("false-positive"),
                                               QStringLiteral("--reviewer"), QStringLiteral("Ada Auditor"), QStringLiteral("--key"), key,
                                               QStringLiteral("--note"), QStringLiteral("test account"),
                                               QStringLiteral("--workspace"), workspace},
                                              m_env);
    QVERIFY2(added.exitCode == 0, qPrintable(added.out + added.err));

    const QString report = workspaceDir.filePath(QStringLiteral("reviewed.md"));
    const QStringList arguments{QStringLiteral("--workspace"), workspace, QStringLiteral("--format"), QStringLiteral("json"),
                                QStringLiteral("--report"), report};
    const Run reviewed = scan(arguments);
    QCOMPARE(reviewed.exitCode, 1);
    const QJsonObject output = QJsonDocument::fromJson(reviewed.out.toUtf8()).object();
    QCOMPARE(findingKeys(output.value(QStringLiteral("findings")).toArray()),
             keysOf(m_leaks, [&](const auto &other) { return other.key() != leak.key(); }));
    QCOMPARE(output.value(QStringLiteral("summary")).toObject().value(QStringLiteral("reviewedFalsePositives")).toInteger(), 1);
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray markdown = file.readAll();
    QVERIFY(markdown.contains("## Reviews"));
    QVERIFY(markdown.contains("Ada Auditor"));
    QVERIFY(markdown.contains("signature good, evidence unchanged"));
    QVERIFY(markdown.contains("| Findings judged false positive (not counted) | 1 |"));
    file.close();

    // The conversation changes elsewhere: the verdict still judges the same finding, now stale.
    QSqlDatabase setup = m_database->connect(QStringLiteral("deployment-verdict"));
    QSqlQuery query(setup);
    QVERIFY(query.exec(QStringLiteral("UPDATE \"ai_message\" SET \"content\" = \"content\" || ' Thanks.' "
                                      "WHERE \"conversationId\" = '%1' AND \"role\" = 'assistant'").arg(leak.conversationId)));
    QCOMPARE(scan(arguments).exitCode, 1);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("the conversation changed since (stale)"));
    file.close();
    QVERIFY(query.exec(QStringLiteral("UPDATE \"ai_message\" SET \"content\" = left(\"content\", length(\"content\") - 8) "
                                      "WHERE \"conversationId\" = '%1' AND \"role\" = 'assistant'").arg(leak.conversationId)));

    // A verdict changed in the workspace behind the signature's back is not used.
    {
        QSqlDatabase sqlite = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tamper"));
        sqlite.setDatabaseName(workspace);
        QVERIFY(sqlite.open());
        QSqlQuery tamper(sqlite);
        QVERIFY(tamper.exec(QStringLiteral("UPDATE \"capstudio_verdict\" SET \"note\" = 'nothing to see'")));
        QCOMPARE(tamper.numRowsAffected(), 1);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("tamper"));
    const Run tampered = scan(arguments);
    QCOMPARE(tampered.exitCode, 1);
    QVERIFY2(tampered.err.contains(QLatin1String("altered after they were signed")), qPrintable(tampered.err));
    QCOMPARE(findingKeys(QJsonDocument::fromJson(tampered.out.toUtf8()).object().value(QStringLiteral("findings")).toArray()),
             keysOf(m_leaks, [](const auto &) { return true; }));
}

// Over Sunrise's API a key sees its owner's, shared and system conversations only; the scan
// covers those and says so.
void tst_DeploymentScanCli::overTheApiOnlyVisibleConversations()
{
    SunriseTestServer server;
    QVERIFY(server.listen());
    const QString owner = QStringLiteral("cuserowner00000000000000a");
    server.setCallerUserId(owner);
    QHash<QString, QString> ids;
    for (const QString &slug : DeploymentGenerator::agentSlugs()) {
        const QJsonObject agent = server.addAgent(QJsonObject{{QStringLiteral("name"), slug},
                                                              {QStringLiteral("slug"), slug},
                                                              {QStringLiteral("description"), QStringLiteral("d")},
                                                              {QStringLiteral("model"), QStringLiteral("m")}});
        ids.insert(slug, agent.value(QStringLiteral("id")).toString());
    }
    const DeploymentGenerator generator(ids);
    QList<DeploymentGenerator::Leak> leaks;
    QSet<QString> visible;
    for (int i = 0; i < 60; ++i) {
        QJsonObject data = generator.conversation(i, &leaks);
        QJsonObject conversation = data.value(QStringLiteral("conversation")).toObject();
        // A third each: the owner's, another user's, the system's (null).
        if (i % 3 == 0)
            conversation.insert(QStringLiteral("userId"), owner);
        else if (i % 3 == 1)
            conversation.insert(QStringLiteral("userId"), QStringLiteral("cuserother00000000000000a"));
        if (i % 3 != 1)
            visible.insert(conversation.value(QStringLiteral("id")).toString());
        server.addConversation(conversation, data.value(QStringLiteral("messages")).toArray());
    }
    const Run run = clirun::capstudioServed({QStringLiteral("scan"), QStringLiteral("--from"), server.url().toString(),
                                             QStringLiteral("--all"), QStringLiteral("--format"), QStringLiteral("json")},
                                            {{QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey()}});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject output = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(output.value(QStringLiteral("visibleOnly")).toBool(), true);
    QCOMPARE(findingKeys(output.value(QStringLiteral("findings")).toArray()),
             keysOf(leaks, [&](const auto &leak) { return visible.contains(leak.conversationId); }));
    QCOMPARE(output.value(QStringLiteral("summary")).toObject().value(QStringLiteral("conversations")).toInteger(),
             visible.size());
    QVERIFY2(run.err.contains(QLatin1String("only its owner's conversations, shared ones and system ones")),
             qPrintable(run.err));
}

QTEST_GUILESS_MAIN(tst_DeploymentScanCli)
#include "tst_deploymentscancli.moc"
