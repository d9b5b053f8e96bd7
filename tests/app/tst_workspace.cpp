#include "workspace.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;

class tst_Workspace : public QObject
{
    Q_OBJECT

private slots:
    void firstOpenCreatesAndSeeds();
    void reopenKeepsEditsAndDoesNotReseed();
    void notADatabaseIsAnError();
    void unwritableFolderIsAnError();
    void aForeignDatabaseWithGapsIsRefusedUnchanged();
    void defaultPathIsOneFolderDeep();
};

void tst_Workspace::firstOpenCreatesAndSeeds()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("nested/folder/ws.sqlite"));
    auto opened = Workspace::open(path);
    QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
    Workspace &workspace = *opened.value();
    QVERIFY(workspace.wasCreated());

    const QList<Capability> capabilities = workspace.store().listCapabilities().value();
    QVERIFY(capabilities.size() >= 10);
    QStringList slugs;
    for (const Capability &c : capabilities)
        slugs.append(c.slug);
    for (const char *system : {"search_knowledge_base", "call_external_api", "run_workflow"})
        QVERIFY2(slugs.contains(QLatin1String(system)), system);

    const QList<Agent> agents = workspace.store().listAgents().value();
    QVERIFY(agents.size() >= 2 && agents.size() <= 3);

    // One call_external_api binding carries ${env:…} references.
    const QString externalId = capabilities.at(slugs.indexOf(QStringLiteral("call_external_api"))).id;
    bool templated = false;
    for (const AgentBinding &binding : workspace.store().listBindings().value()) {
        if (binding.capabilityId == externalId)
            templated = templated
                || binding.customConfig.toObject().value(QStringLiteral("forcedUrl")).toString().contains(QLatin1String("${env:"));
    }
    QVERIFY(templated);
    QCOMPARE(workspace.store().conversationCount().value(), 1);

    QSqlQuery query(workspace.store().database());
    QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*) FROM \"ai_message\" WHERE \"provenance\" IS NOT NULL")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 1);
}

void tst_Workspace::reopenKeepsEditsAndDoesNotReseed()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ws.sqlite"));
    QString editedId;
    int count = 0;
    {
        auto opened = Workspace::open(path);
        QVERIFY(opened.ok());
        SqlCatalogStore &store = opened.value()->store();
        const QList<Capability> capabilities = store.listCapabilities().value();
        count = int(capabilities.size());
        Capability edited = capabilities.first();
        edited.description = QStringLiteral("edited by the test");
        editedId = edited.id;
        QVERIFY(store.updateCapability(capabilities.first(), edited).ok());
    }
    auto reopened = Workspace::open(path);
    QVERIFY(reopened.ok());
    QVERIFY(!reopened.value()->wasCreated());
    QCOMPARE(reopened.value()->store().listCapabilities().value().size(), count);
    QCOMPARE(reopened.value()->store().capability(editedId).value().description,
             QStringLiteral("edited by the test"));
}

void tst_Workspace::notADatabaseIsAnError()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("text.sqlite"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(8192, 'x'));
    file.close();
    auto opened = Workspace::open(path);
    QVERIFY(!opened.ok());
    QVERIFY2(opened.error().message.contains(path), qPrintable(opened.error().message));
    // The file that was there is left as it was.
    QCOMPARE(QFileInfo(path).size(), 8192);
}

void tst_Workspace::unwritableFolderIsAnError()
{
    if (QFileInfo(QStringLiteral("/proc/self")).isWritable())
        QFAIL("unexpected writable /proc");
    auto opened = Workspace::open(QStringLiteral("/proc/capstudio-test/ws.sqlite"));
    QVERIFY(!opened.ok());
}

// A database with Sunrise's tables but not all of them is not migrated: it is refused, with
// what is missing named, and its tables stay as they were.
void tst_Workspace::aForeignDatabaseWithGapsIsRefusedUnchanged()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sunrise.sqlite"));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("foreign"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("CREATE TABLE \"ai_capability\" (\"id\" TEXT PRIMARY KEY, \"name\" TEXT)")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("foreign"));
    const auto schema = [&path] {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("schema"));
        db.setDatabaseName(path);
        QStringList rows;
        if (db.open()) {
            QSqlQuery query(QStringLiteral("SELECT type, name, sql FROM sqlite_master ORDER BY name"), db);
            while (query.next())
                rows.append(query.value(0).toString() + query.value(1).toString() + query.value(2).toString());
            db.close();
        }
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("schema"));
        return rows;
    };
    const QStringList before = schema();
    QCOMPARE(before.size(), 2); // the table and its primary-key index

    const auto workspace = capstudio::Workspace::open(path);
    QVERIFY(!workspace);
    QCOMPARE(workspace.error().kind, capstudio::StoreError::Kind::Invalid);
    const QString message = workspace.error().message;
    QVERIFY2(message.contains(QLatin1String("table \"ai_capability\" lacks the column(s) \"slug\"")), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("table \"ai_agent\" is missing (needed for agents)")), qPrintable(message));
    QCOMPARE(schema(), before);
}

// ~/.local/share/capstudio/workspace.sqlite, with the application's own names; a workspace an
// earlier version kept at …/capstudio/capstudio/ is used where it is until a new one exists.
void tst_Workspace::defaultPathIsOneFolderDeep()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QByteArray saved = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.path()));
    QCoreApplication::setOrganizationName(QStringLiteral("capstudio"));
    QCoreApplication::setApplicationName(QStringLiteral("capstudio"));
    const QString current = home.filePath(QStringLiteral("capstudio/workspace.sqlite"));
    const QString legacy = home.filePath(QStringLiteral("capstudio/capstudio/workspace.sqlite"));
    QCOMPARE(Workspace::defaultPath(), current);

    QVERIFY(QDir().mkpath(QFileInfo(legacy).absolutePath()));
    QFile old(legacy);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.close();
    QCOMPARE(Workspace::defaultPath(), legacy);

    QFile fresh(current);
    QVERIFY(fresh.open(QIODevice::WriteOnly));
    fresh.close();
    QCOMPARE(Workspace::defaultPath(), current);
    qputenv("XDG_DATA_HOME", saved);
}

QTEST_GUILESS_MAIN(tst_Workspace)
#include "tst_workspace.moc"
