// The embedded workspace as users' machines treat it: two processes starting on one new
// workspace at once (two windows on first start, the command line beside the window),
// kill -9 while a workspace is made and while changes are saved, and a workspace another
// program holds locked. The children are this test binary in a helper mode that does what
// the window does at start-up (Workspace::open) and what Apply does (one transaction).
#include "catalog/catalogstore.h"
#include "workspace.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QDeadlineTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QtTest>

#include <csignal>

using namespace capstudio;

namespace {

QString g_self;

int demoCapabilityCount()
{
    QFile demo(QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/catalog.json"));
    if (!demo.open(QIODevice::ReadOnly))
        return -1;
    return int(QJsonDocument::fromJson(demo.readAll()).object().value(QLatin1String("capabilities")).toArray().size());
}

// Helper mode: open (and so create) the workspace, then exit; 2 and the message when it fails.
int openWorkspace(const QString &path)
{
    const Expected<std::unique_ptr<Workspace>> opened = Workspace::open(path);
    if (!opened) {
        QTextStream(stderr) << opened.error().message << '\n';
        return 2;
    }
    return 0;
}

// Helper mode: apply one change after another, each its own transaction, saying after each
// commit which round it was, until killed.
int writeForever(const QString &path)
{
    Expected<std::unique_ptr<Workspace>> opened = Workspace::open(path);
    if (!opened) {
        QTextStream(stderr) << opened.error().message << '\n';
        return 2;
    }
    CatalogStore &store = opened.value()->store();
    QTextStream out(stdout);
    for (int round = 1;; ++round) {
        const Expected<QList<Capability>> rows = store.listCapabilities();
        if (!rows)
            return 2;
        QList<CapabilityChange> changes;
        for (const Capability &row : rows.value()) {
            Capability updated = row;
            updated.description = QStringLiteral("round %1").arg(round);
            changes.append({row, updated, false});
        }
        const Expected<QList<CapabilityConflict>> applied = store.applyCapabilityChanges(changes);
        if (!applied || !applied.value().isEmpty())
            return 2;
        out << round << '\n';
        out.flush();
    }
}

struct Child
{
    int exitCode = -1;
    bool crashed = false;
    QString err;
};

Child runChild(const QStringList &arguments)
{
    QProcess process;
    process.start(g_self, arguments);
    process.waitForFinished(120000);
    Child child;
    child.crashed = process.exitStatus() != QProcess::NormalExit;
    child.exitCode = process.exitCode();
    child.err = QString::fromUtf8(process.readAllStandardError());
    return child;
}

// Opens the file as the window would and answers what it holds: capability rows and whether
// SQLite finds it intact.
struct Contents
{
    int capabilities = -1;
    int schemaVersions = -1;
    QString integrity;
};

Contents inspect(const QString &path, const QString &connection)
{
    Contents contents;
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        database.setDatabaseName(path);
        if (database.open()) {
            QSqlQuery query(database);
            if (query.exec(QStringLiteral("PRAGMA integrity_check")) && query.next())
                contents.integrity = query.value(0).toString();
            if (query.exec(QStringLiteral("SELECT COUNT(*) FROM ai_capability")) && query.next())
                contents.capabilities = query.value(0).toInt();
            if (query.exec(QStringLiteral("SELECT COUNT(*) FROM capstudio_schema_version")) && query.next())
                contents.schemaVersions = query.value(0).toInt();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return contents;
}

} // namespace

class tst_WorkspaceRace : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void twoProcessesCreatingOneWorkspaceBothGetItWhole();
    void killedWhileCreatingItComesBackWhole();
    void killedWhileSavingKeepsEveryCommit();
    void aLockedWorkspaceSaysWhoAndWhatToDo();

private:
    QTemporaryDir m_dir;
    int m_demo = 0;
};

void tst_WorkspaceRace::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_demo = demoCapabilityCount();
    QVERIFY(m_demo > 0);
}

void tst_WorkspaceRace::twoProcessesCreatingOneWorkspaceBothGetItWhole()
{
    for (int round = 0; round < 20; ++round) {
        const QString path = m_dir.filePath(QStringLiteral("race-%1.sqlite").arg(round));
        QProcess first;
        QProcess second;
        first.start(g_self, {QStringLiteral("--open-workspace"), path});
        second.start(g_self, {QStringLiteral("--open-workspace"), path});
        QVERIFY(first.waitForFinished(60000) && second.waitForFinished(60000));
        QCOMPARE(first.exitStatus(), QProcess::NormalExit);
        QCOMPARE(second.exitStatus(), QProcess::NormalExit);
        QVERIFY2(first.exitCode() == 0, first.readAllStandardError().constData());
        QVERIFY2(second.exitCode() == 0, second.readAllStandardError().constData());
        const Contents contents = inspect(path, QStringLiteral("race"));
        QVERIFY2(QFile::exists(path), qPrintable(path));
        QCOMPARE(contents.integrity, QStringLiteral("ok"));
        QCOMPARE(contents.capabilities, m_demo); // seeded once, not twice, not never
        QVERIFY(contents.schemaVersions > 0);
    }
}

void tst_WorkspaceRace::killedWhileCreatingItComesBackWhole()
{
    int killedHalfway = 0;
    for (int round = 0; round < 30; ++round) {
        const QString path = m_dir.filePath(QStringLiteral("killed-%1.sqlite").arg(round));
        QProcess child;
        child.start(g_self, {QStringLiteral("--open-workspace"), path});
        QVERIFY(child.waitForStarted());
        if (round % 2 == 0) {
            // Anywhere in the start, before or after the file appears.
            QThread::usleep(QRandomGenerator::global()->bounded(5000u, 250000u));
        } else {
            // Once the file exists, so that a slow machine (a loaded CI runner, a sanitizer
            // build) still has rounds killed while the workspace is being written.
            QDeadlineTimer appeared(20000);
            while (!QFile::exists(path) && child.state() == QProcess::Running && !appeared.hasExpired())
                QThread::usleep(500);
            QThread::usleep(QRandomGenerator::global()->bounded(0u, 20000u));
        }
        ::kill(pid_t(child.processId()), SIGKILL);
        child.waitForFinished(10000);
        if (child.exitStatus() != QProcess::NormalExit && QFile::exists(path))
            ++killedHalfway;
        // Whatever the kill left, the next start makes or finds a whole workspace.
        const Child again = runChild({QStringLiteral("--open-workspace"), path});
        QVERIFY2(!again.crashed && again.exitCode == 0, qPrintable(again.err));
        const Contents contents = inspect(path, QStringLiteral("killed"));
        QCOMPARE(contents.integrity, QStringLiteral("ok"));
        QCOMPARE(contents.capabilities, m_demo);
    }
    QVERIFY2(killedHalfway > 0, "no round killed a start that had begun writing");
}

void tst_WorkspaceRace::killedWhileSavingKeepsEveryCommit()
{
    const QString path = m_dir.filePath(QStringLiteral("saving.sqlite"));
    QCOMPARE(runChild({QStringLiteral("--open-workspace"), path}).exitCode, 0);
    int lastSeen = 0;
    for (int round = 0; round < 20; ++round) {
        QProcess writer;
        writer.start(g_self, {QStringLiteral("--write-forever"), path});
        QVERIFY(writer.waitForStarted());
        QElapsedTimer clock;
        clock.start();
        const qint64 deadline = QRandomGenerator::global()->bounded(100, 600);
        QByteArray said;
        while (clock.elapsed() < deadline && writer.state() == QProcess::Running) {
            writer.waitForReadyRead(10);
            said += writer.readAllStandardOutput();
        }
        ::kill(pid_t(writer.processId()), SIGKILL);
        writer.waitForFinished(10000);
        said += writer.readAllStandardOutput();
        const QList<QByteArray> lines = said.split('\n');
        int committed = 0;
        for (const QByteArray &line : lines) {
            if (!line.trimmed().isEmpty())
                committed = line.trimmed().toInt();
        }
        // Every round the writer said was committed is there (or a later one).
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("saving"));
        database.setDatabaseName(path);
        QVERIFY(database.open());
        QSqlQuery query(database);
        QVERIFY(query.exec(QStringLiteral("PRAGMA integrity_check")) && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("ok"));
        QVERIFY(query.exec(QStringLiteral("SELECT DISTINCT \"description\" FROM ai_capability")));
        QStringList descriptions;
        while (query.next())
            descriptions.append(query.value(0).toString());
        database.close();
        database = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("saving"));
        if (committed > 0) {
            // One transaction per round: all rows carry the same round, never a mix.
            QCOMPARE(descriptions.size(), 1);
            const int stored = descriptions.constFirst().section(QLatin1Char(' '), 1).toInt();
            QVERIFY2(stored >= committed, qPrintable(QStringLiteral("said %1, stored %2").arg(committed).arg(stored)));
            lastSeen = qMax(lastSeen, committed);
        }
    }
    QVERIFY2(lastSeen > 0, "the writer never committed before it was killed");
}

// Another program holds the workspace with an exclusive lock: the message names the file and
// says what to do, instead of calling it "not a usable SQLite database".
void tst_WorkspaceRace::aLockedWorkspaceSaysWhoAndWhatToDo()
{
    const QString path = m_dir.filePath(QStringLiteral("locked.sqlite"));
    QCOMPARE(runChild({QStringLiteral("--open-workspace"), path}).exitCode, 0);
    {
        QSqlDatabase holder = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
        holder.setDatabaseName(path);
        QVERIFY(holder.open());
        QSqlQuery query(holder);
        QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode = DELETE")));
        QVERIFY2(query.exec(QStringLiteral("BEGIN EXCLUSIVE")), qPrintable(query.lastError().text()));
        QVERIFY(query.exec(QStringLiteral("UPDATE ai_capability SET \"description\" = 'held'")));
        const Child blocked = runChild({QStringLiteral("--open-workspace"), path});
        QCOMPARE(blocked.exitCode, 2);
        QVERIFY2(blocked.err.startsWith(QStringLiteral("The workspace %1 is locked by another program").arg(QFileInfo(path).absoluteFilePath())),
                 qPrintable(blocked.err));
        QVERIFY(blocked.err.contains(QLatin1String("try again")));
        QVERIFY(!blocked.err.contains(QLatin1String("not a usable")));
        QVERIFY(query.exec(QStringLiteral("ROLLBACK")));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("holder"));
}

int main(int argc, char **argv)
{
    if (argc == 3 && qstrcmp(argv[1], "--open-workspace") == 0) {
        QCoreApplication app(argc, argv);
        return openWorkspace(QString::fromLocal8Bit(argv[2]));
    }
    if (argc == 3 && qstrcmp(argv[1], "--write-forever") == 0) {
        QCoreApplication app(argc, argv);
        return writeForever(QString::fromLocal8Bit(argv[2]));
    }
    QCoreApplication app(argc, argv);
    g_self = QCoreApplication::applicationFilePath();
    tst_WorkspaceRace test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_workspacerace.moc"
