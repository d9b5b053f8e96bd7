// Connection on a real PostgreSQL server holding a Sunrise database made from reference
// §3 (tests/app/data/sunrise_schema.sql), and on the loopback Sunrise server: used as
// they are, never altered; two connections editing the same rows lose nothing.
#include "catalog/storeworker.h"
#include "catalog/catalogdocument.h"
#include "connection.h"
#include "mainwindow.h"
#include "session.h"
#include "workspace.h"
#include "remote/connectionprofile.h"
#include "store/sqlcatalogstore.h"
#include "sunrisetestserver.h"
#include "testdatabase.h"

#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QSettings>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace capstudio;

namespace {

const QString SystemCapability = QStringLiteral("ccap00000000000000000000a");
const QString AgentId = QStringLiteral("cagent000000000000000000a");

bool loadSunriseSchema(QSqlDatabase database, QString *error)
{
    QFile file(QStringLiteral(CAPSTUDIO_TEST_DATA_DIR "/sunrise_schema.sql"));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return false;
    }
    QString text = QString::fromUtf8(file.readAll());
    text.remove(QRegularExpression(QStringLiteral("--[^\n]*")));
    QSqlQuery query(database);
    for (const QString &statement : text.split(QLatin1Char(';'))) {
        if (statement.trimmed().isEmpty())
            continue;
        if (!query.exec(statement)) {
            *error = query.lastError().text() + QLatin1Char('\n') + statement;
            return false;
        }
    }
    return true;
}

ConnectionProfile profileFor(const TestDatabase &database)
{
    ConnectionProfile profile;
    profile.name = QStringLiteral("Sunrise staging");
    profile.kind = ConnectionProfile::Kind::PostgreSql;
    profile.host = qEnvironmentVariable("PGHOST", QStringLiteral("localhost"));
    profile.port = qEnvironmentVariableIntValue("PGPORT") > 0 ? qEnvironmentVariableIntValue("PGPORT") : 5432;
    profile.user = qEnvironmentVariable("PGUSER");
    profile.database = database.databaseName();
    return profile;
}

QString password()
{
    return qEnvironmentVariable("PGPASSWORD");
}

} // namespace

class tst_Connection : public QObject
{
    Q_OBJECT

private slots:
    void opensASunriseDatabaseAsItIs();
    void newRowsGetCuidsAndJsonb();
    void twoConnectionsEditingTheSameCapabilityLoseNothing();
    void twoConnectionsEditingTheSameBindingLoseNothing();
    void aDatabaseWithGapsIsRefusedUnchanged();
    void aWrongPasswordIsAClearError();
    void opensInTheBackground();
    void aRefusedBackgroundOpeningSaysWhy();
    void theWindowGoesOnWhileItConnects();
    void sunriseServerByItsApi();
};

void tst_Connection::opensASunriseDatabaseAsItIs()
{
    TestDatabase database;
    QVERIFY2(database.ok(), qPrintable(database.error()));
    QString error;
    QSqlDatabase setup = database.connect(QStringLiteral("setup1"));
    QVERIFY2(loadSunriseSchema(setup, &error), qPrintable(error));
    const QStringList tablesBefore = setup.tables();

    Expected<std::unique_ptr<Connection>> opened = Connection::open(profileFor(database), password());
    QVERIFY2(opened.ok(), qPrintable(opened ? QString() : opened.error().message));
    Connection &connection = *opened.value();
    QCOMPARE(setup.tables(), tablesBefore); // no capstudio_schema_version, nothing added
    QVERIFY(connection.label().contains(database.databaseName()));

    const Expected<QList<Capability>> capabilities = connection.store()->listCapabilities();
    QVERIFY(capabilities.ok());
    QCOMPARE(capabilities.value().size(), 1);
    QCOMPARE(capabilities.value().first().id, SystemCapability);
    QVERIFY(capabilities.value().first().isSystem);
    QVERIFY(capabilities.value().first().metadata.get().isNull()); // a JSON null reads as null

    const Expected<QList<AgentBinding>> bindings = connection.store()->listBindings(AgentId);
    QVERIFY(bindings.ok());
    QCOMPARE(bindings.value().size(), 1);
    QVERIFY(bindings.value().first().customConfig.isNull());

    const Expected<QList<ConversationEntry>> conversations = connection.store()->listConversations();
    QVERIFY(conversations.ok());
    QCOMPARE(conversations.value().size(), 1);
    QCOMPARE(conversations.value().first().agentName, QStringLiteral("Support"));
    const Expected<QByteArray> bundle = connection.store()->conversationBundle(conversations.value().first().id);
    QVERIFY(bundle.ok());
    const QJsonArray messages = QJsonDocument::fromJson(bundle.value()).object().value(QLatin1String("messages")).toArray();
    QCOMPARE(messages.size(), 2);
    QCOMPARE(messages.at(1)
                 .toObject()
                 .value(QLatin1String("provenance"))
                 .toObject()
                 .value(QLatin1String("capabilityCalls"))
                 .toArray()
                 .size(),
             1);
}

void tst_Connection::newRowsGetCuidsAndJsonb()
{
    TestDatabase database;
    QVERIFY2(database.ok(), qPrintable(database.error()));
    QString error;
    QSqlDatabase setup = database.connect(QStringLiteral("setup2"));
    QVERIFY2(loadSunriseSchema(setup, &error), qPrintable(error));
    Expected<std::unique_ptr<Connection>> opened = Connection::open(profileFor(database), password());
    QVERIFY(opened.ok());

    Capability capability;
    capability.name = QStringLiteral("Send email");
    capability.slug = QStringLiteral("send_email");
    capability.description = QStringLiteral("Sends an email");
    capability.category = QStringLiteral("external");
    capability.functionDefinition = QJsonObject{{QStringLiteral("name"), capability.slug},
                                     {QStringLiteral("description"), QStringLiteral("d")},
                                     {QStringLiteral("parameters"), QJsonObject{}}};
    capability.executionConfig = QJsonObject{{QStringLiteral("timeoutMs"), 5000}};
    const Expected<Capability> created = opened.value()->store()->createCapability(capability);
    QVERIFY2(created.ok(), qPrintable(created ? QString() : created.error().message));
    QVERIFY2(QRegularExpression(QStringLiteral("^c[a-z0-9]{24}$")).match(created.value().id).hasMatch(),
             qPrintable(created.value().id));

    QSqlQuery query(setup);
    QVERIFY(query.exec(QStringLiteral("SELECT jsonb_typeof(\"functionDefinition\"), \"executionConfig\"->>'timeoutMs' "
                                      "FROM \"ai_capability\" WHERE \"id\" = '%1'")
                           .arg(created.value().id)));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("object"));
    QCOMPARE(query.value(1).toString(), QStringLiteral("5000"));
}

void tst_Connection::twoConnectionsEditingTheSameCapabilityLoseNothing()
{
    TestDatabase database;
    QVERIFY2(database.ok(), qPrintable(database.error()));
    QString error;
    QVERIFY2(loadSunriseSchema(database.connect(QStringLiteral("setup3")), &error), qPrintable(error));
    Expected<std::unique_ptr<Connection>> first = Connection::open(profileFor(database), password());
    Expected<std::unique_ptr<Connection>> second = Connection::open(profileFor(database), password());
    QVERIFY(first.ok() && second.ok());
    CatalogStore &alice = *first.value()->store();
    CatalogStore &bob = *second.value()->store();
    const Capability loadedByAlice = alice.listCapabilities().value().first();
    const Capability loadedByBob = bob.listCapabilities().value().first();

    Capability aliceEdit = loadedByAlice;
    aliceEdit.description = QStringLiteral("Alice's description");
    Expected<QList<CapabilityConflict>> applied = alice.applyCapabilityChanges({{loadedByAlice, aliceEdit, false}});
    QVERIFY(applied.ok() && applied.value().isEmpty());

    Capability bobEdit = loadedByBob;
    bobEdit.rateLimit = 7;
    applied = bob.applyCapabilityChanges({{loadedByBob, bobEdit, false}});
    QVERIFY(applied.ok());
    QCOMPARE(applied.value().size(), 1);
    // The conflict carries the stored version, so both can be shown side by side.
    QVERIFY(applied.value().first().current);
    QCOMPARE(applied.value().first().current->description, QStringLiteral("Alice's description"));
    QCOMPARE(bob.capability(loadedByBob.id).value().description, QStringLiteral("Alice's description"));
    QVERIFY(!bob.capability(loadedByBob.id).value().rateLimit);

    // Bob reloads and applies again: both edits survive.
    const Capability reloaded = bob.capability(loadedByBob.id).value();
    Capability again = reloaded;
    again.rateLimit = 7;
    applied = bob.applyCapabilityChanges({{reloaded, again, false}});
    QVERIFY(applied.ok() && applied.value().isEmpty());
    const Capability final = alice.capability(loadedByAlice.id).value();
    QCOMPARE(final.description, QStringLiteral("Alice's description"));
    QCOMPARE(final.rateLimit, std::optional<int>(7));
}

void tst_Connection::twoConnectionsEditingTheSameBindingLoseNothing()
{
    TestDatabase database;
    QVERIFY2(database.ok(), qPrintable(database.error()));
    QString error;
    QVERIFY2(loadSunriseSchema(database.connect(QStringLiteral("setup4")), &error), qPrintable(error));
    Expected<std::unique_ptr<Connection>> first = Connection::open(profileFor(database), password());
    Expected<std::unique_ptr<Connection>> second = Connection::open(profileFor(database), password());
    QVERIFY(first.ok() && second.ok());
    const AgentBinding loaded = first.value()->store()->listBindings(AgentId).value().first();

    AgentBinding disabled = loaded;
    disabled.isEnabled = false;
    QVERIFY(first.value()->store()->applyBindingChanges({{loaded, disabled, false}}).value().isEmpty());

    AgentBinding limited = loaded;
    limited.customRateLimit = 3;
    const Expected<QList<BindingConflict>> refused = second.value()->store()->applyBindingChanges({{loaded, limited, false}});
    QVERIFY(refused.ok());
    QCOMPARE(refused.value().size(), 1);
    QVERIFY(refused.value().first().current);
    QCOMPARE(refused.value().first().current->isEnabled, false);
    const AgentBinding stored = second.value()->store()->listBindings(AgentId).value().first();
    QCOMPARE(stored.isEnabled, false);
    QVERIFY(!stored.customRateLimit);
}

void tst_Connection::aDatabaseWithGapsIsRefusedUnchanged()
{
    TestDatabase database;
    QVERIFY2(database.ok(), qPrintable(database.error()));
    QString error;
    QSqlDatabase setup = database.connect(QStringLiteral("setup5"));
    QVERIFY2(loadSunriseSchema(setup, &error), qPrintable(error));
    QSqlQuery query(setup);
    QVERIFY(query.exec(QStringLiteral("ALTER TABLE \"ai_capability\" DROP COLUMN \"quarantineUntil\"")));
    const QStringList tablesBefore = setup.tables();

    const Expected<std::unique_ptr<Connection>> opened = Connection::open(profileFor(database), password());
    QVERIFY(!opened.ok());
    QCOMPARE(opened.error().kind, StoreError::Kind::Invalid);
    QVERIFY2(opened.error().message.contains(QLatin1String("\"quarantineUntil\"")), qPrintable(opened.error().message));
    QVERIFY(opened.error().message.contains(QLatin1String("nothing in it was changed")));
    QCOMPARE(setup.tables(), tablesBefore);
    QVERIFY(setup.record(QStringLiteral("ai_capability")).indexOf(QStringLiteral("quarantineUntil")) < 0);
}

void tst_Connection::aWrongPasswordIsAClearError()
{
    TestDatabase database;
    QVERIFY2(database.ok(), qPrintable(database.error()));
    ConnectionProfile profile = profileFor(database);
    profile.host = QStringLiteral("127.0.0.1"); // TCP with password authentication
    const Expected<std::unique_ptr<Connection>> opened = Connection::open(profile, QStringLiteral("not-the-password"));
    QVERIFY(!opened.ok());
    QVERIFY2(opened.error().message.contains(QLatin1String("password"), Qt::CaseInsensitive),
             qPrintable(opened.error().message));
}

void tst_Connection::opensInTheBackground()
{
    TestDatabase database;
    QVERIFY2(database.ok(), qPrintable(database.error()));
    QString error;
    QVERIFY2(loadSunriseSchema(database.connect(QStringLiteral("setup-background")), &error), qPrintable(error));

    std::unique_ptr<ConnectionOpening> opening = Connection::openInBackground(profileFor(database), password());
    // The connect and the schema check run on the worker: the answer comes through the loop.
    QVERIFY(!opening->isFinished());
    QSignalSpy finished(opening.get(), &ConnectionOpening::finished);
    QVERIFY(finished.wait(20000));
    QVERIFY(opening->isFinished());
    Expected<std::unique_ptr<Connection>> opened = opening->take();
    QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
    Connection &connection = *opened.value();
    QVERIFY(connection.worker());
    // The window holds no connection of its own: it never waits on the database.
    QCOMPARE(connection.store(), nullptr);
    QVERIFY(!connection.traits().assignsIds);
    QVERIFY(connection.traits().transactional);
    // What the worker reads is what a connection opened here reads.
    Expected<std::unique_ptr<Connection>> direct = Connection::open(profileFor(database), password());
    QVERIFY2(direct.ok(), direct.ok() ? "" : qPrintable(direct.error().message));
    const Expected<QList<Capability>> here = direct.value()->store()->listCapabilities();
    QVERIFY2(here.ok(), here.ok() ? "" : qPrintable(here.error().message));
    QFuture<Expected<QList<Capability>>> there =
        connection.worker()->submit<QList<Capability>>([](CatalogStore &store) { return store.listCapabilities(); });
    there.waitForFinished();
    QVERIFY(there.result().ok());
    QCOMPARE(there.result().value().size(), here.value().size());
    QVERIFY(!here.value().isEmpty());
}

void tst_Connection::aRefusedBackgroundOpeningSaysWhy()
{
    TestDatabase database;
    QVERIFY2(database.ok(), qPrintable(database.error()));
    QString error;
    QSqlDatabase setup = database.connect(QStringLiteral("setup-refused"));
    QVERIFY2(loadSunriseSchema(setup, &error), qPrintable(error));
    QVERIFY(QSqlQuery(setup).exec(QStringLiteral("ALTER TABLE \"ai_capability\" DROP COLUMN \"quarantineUntil\"")));
    std::unique_ptr<ConnectionOpening> gaps = Connection::openInBackground(profileFor(database), password());
    QSignalSpy gapsFinished(gaps.get(), &ConnectionOpening::finished);
    QVERIFY(gapsFinished.wait(20000));
    const Expected<std::unique_ptr<Connection>> refused = gaps->take();
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind, StoreError::Kind::Invalid);
    QVERIFY2(refused.error().message.contains(QLatin1String("\"quarantineUntil\"")), qPrintable(refused.error().message));

    // A wrong password: the driver's words, without the password typed.
    ConnectionProfile profile = profileFor(database);
    profile.host = QStringLiteral("127.0.0.1");
    const QString typed = QStringLiteral("not-the-password-4bX9");
    std::unique_ptr<ConnectionOpening> wrong = Connection::openInBackground(profile, typed);
    QSignalSpy wrongFinished(wrong.get(), &ConnectionOpening::finished);
    QVERIFY(wrongFinished.wait(20000));
    const Expected<std::unique_ptr<Connection>> denied = wrong->take();
    QVERIFY(!denied.ok());
    QVERIFY2(denied.error().message.contains(QLatin1String("password"), Qt::CaseInsensitive),
             qPrintable(denied.error().message));
    QVERIFY(!denied.error().message.contains(typed));

    // An invalid profile is refused before anything is opened, at once.
    ConnectionProfile nameless = profileFor(database);
    nameless.host.clear();
    nameless.database.clear();
    std::unique_ptr<ConnectionOpening> invalid = Connection::openInBackground(nameless, password());
    QVERIFY(invalid->isFinished());
    QVERIFY(!invalid->take().ok());
}

void tst_Connection::theWindowGoesOnWhileItConnects()
{
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
    TestDatabase database;
    QVERIFY2(database.ok(), qPrintable(database.error()));
    QString error;
    QVERIFY2(loadSunriseSchema(database.connect(QStringLiteral("setup-window")), &error), qPrintable(error));

    auto workspace = Workspace::open(dir.filePath(QStringLiteral("window.sqlite")));
    QVERIFY(workspace.ok());
    MainWindow window(std::move(workspace).value());
    QTRY_VERIFY(!window.session().isReading());
    const int embeddedRows = window.catalog()->count();
    QVERIFY(embeddedRows > 1);

    QSignalSpy finished(&window, &MainWindow::connectFinished);
    QVERIFY(window.connectTo(profileFor(database), password()));
    // On its way: the window still shows the workspace, and its loop runs.
    QVERIFY(window.connection().isEmbedded());
    QCOMPARE(window.catalog()->count(), embeddedRows);
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY(!window.connection().isEmbedded());
    QCOMPARE(window.connection().profile().name, QStringLiteral("Sunrise staging"));
    QTRY_VERIFY(!window.session().isReading());
    QCOMPARE(window.catalog()->count(), 1); // the Sunrise database's one system capability

    // A refused attempt leaves the window where it was.
    ConnectionProfile wrong = profileFor(database);
    wrong.host = QStringLiteral("127.0.0.1");
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, &closer, [] {
        if (QWidget *box = QApplication::activeModalWidget())
            box->close();
    });
    closer.start(20);
    QVERIFY(window.connectTo(wrong, QStringLiteral("not-the-password")));
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.at(1).at(0).toBool(), false);
    QCOMPARE(window.connection().profile().name, QStringLiteral("Sunrise staging"));
}

void tst_Connection::sunriseServerByItsApi()
{
    SunriseTestServer server;
    QVERIFY(server.listen());
    ConnectionProfile profile;
    profile.name = QStringLiteral("Local Sunrise");
    profile.kind = ConnectionProfile::Kind::Sunrise;
    profile.serverUrl = server.url();

    Expected<std::unique_ptr<Connection>> opened = Connection::open(profile, server.adminKey());
    QVERIFY2(opened.ok(), qPrintable(opened ? QString() : opened.error().message));
    QVERIFY(opened.value()->apiStore());
    QVERIFY(!opened.value()->store()->traits().transactional);
    QVERIFY(!opened.value()->traits().transactional);
    QVERIFY(opened.value()->traits().assignsIds);

    const Expected<std::unique_ptr<Connection>> wrongKey = Connection::open(profile, server.chatOnlyKey());
    QVERIFY(!wrongKey.ok());
    QVERIFY2(wrongKey.error().message.contains(QLatin1String("admin scope")), qPrintable(wrongKey.error().message));

    profile.serverUrl = QUrl(QStringLiteral("http://sunrise.example.com"));
    const Expected<std::unique_ptr<Connection>> plain = Connection::open(profile, server.adminKey());
    QVERIFY(!plain.ok());
    QVERIFY(plain.error().message.contains(QLatin1String("HTTP")));
}

QTEST_MAIN(tst_Connection)
#include "tst_connection.moc"
