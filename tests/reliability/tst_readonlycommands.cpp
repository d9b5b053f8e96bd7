// Commands that only read never change a database: on an empty PostgreSQL database they say
// it is not a catalog and exit 2, creating nothing (they used to create capstudio's seven
// tables, and print a NOTICE on every later run).
#include "clirun.h"
#include "store/schemamigrator.h"
#include "testdatabase.h"

#include <QSqlQuery>
#include <QtTest>

using namespace capstudio;

class tst_ReadOnlyCommands : public QObject
{
    Q_OBJECT

private slots:
    void anEmptyDatabaseIsRefusedAndLeftEmpty();
    void aCapstudioDatabaseIsReadWithoutAWord();
};

namespace {

QString urlOf(const TestDatabase &database)
{
    return QStringLiteral("postgresql://%1@%2:%3/%4")
        .arg(qEnvironmentVariable("PGUSER"), qEnvironmentVariable("PGHOST", QStringLiteral("localhost")),
             qEnvironmentVariable("PGPORT", QStringLiteral("5432")), database.databaseName());
}

int tableCount(QSqlDatabase database)
{
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'public'"))
        || !query.next())
        return -1;
    return query.value(0).toInt();
}

} // namespace

void tst_ReadOnlyCommands::anEmptyDatabaseIsRefusedAndLeftEmpty()
{
    TestDatabase database;
    QVERIFY2(database.ok(), qPrintable(database.error()));
    QVERIFY(database.isPostgres());
    const QHash<QString, QString> env{{QStringLiteral("CAPSTUDIO_PGPASSWORD"), qEnvironmentVariable("PGPASSWORD")}};
    const QString url = urlOf(database);
    const QList<QStringList> commands{
        {QStringLiteral("lint-capabilities"), QStringLiteral("--from"), url},
        {QStringLiteral("check-bindings"), QStringLiteral("--from"), url},
        {QStringLiteral("scan"), QStringLiteral("--from"), url, QStringLiteral("--conversation"),
         QStringLiteral("cconv0000000000000000000a")},
    };
    for (const QStringList &command : commands) {
        const clirun::Run run = clirun::capstudio(command, env);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("is empty or not a catalog: it has no ai_capability table")),
                 qPrintable(run.err));
        QVERIFY2(run.err.contains(QLatin1String("Nothing was changed.")), qPrintable(run.err));
        QVERIFY2(!run.err.contains(QLatin1String("NOTICE")), qPrintable(run.err));
    }
    QCOMPARE(tableCount(database.connect(QStringLiteral("count"))), 0);
}

void tst_ReadOnlyCommands::aCapstudioDatabaseIsReadWithoutAWord()
{
    TestDatabase database;
    QVERIFY2(database.ok(), qPrintable(database.error()));
    QSqlDatabase connection = database.connect(QStringLiteral("migrate"));
    QVERIFY(SchemaMigrator(connection).migrate().ok());
    const int tables = tableCount(connection);
    const clirun::Run run = clirun::capstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--from"), urlOf(database)},
                                              {{QStringLiteral("CAPSTUDIO_PGPASSWORD"), qEnvironmentVariable("PGPASSWORD")}});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(QLatin1String("0 items checked")), qPrintable(run.err));
    QVERIFY2(!run.err.contains(QLatin1String("NOTICE")), qPrintable(run.err));
    QCOMPARE(tableCount(connection), tables);
}

QTEST_GUILESS_MAIN(tst_ReadOnlyCommands)
#include "tst_readonlycommands.moc"
