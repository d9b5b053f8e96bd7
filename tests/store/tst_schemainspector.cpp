// SchemaInspector: a database capstudio did not create is checked for every table and column
// the store uses, and what is missing is named precisely; nothing is altered.
#include "store/schemainspector.h"
#include "store/schemamigrator.h"

#include "testdatabase.h"

#include <QSqlQuery>
#include <QTest>

using namespace capstudio;

class tst_SchemaInspector : public QObject
{
    Q_OBJECT

private slots:
    void aCapstudioDatabaseHasEverything()
    {
        TestDatabase database;
        QVERIFY2(database.ok(), qPrintable(database.error()));
        QSqlDatabase connection = database.connect(QStringLiteral("i1"));
        QVERIFY(SchemaMigrator(connection).migrate().ok());
        const auto gaps = SchemaInspector::check(connection);
        QVERIFY(gaps.ok());
        QVERIFY2(gaps.value().isEmpty(), qPrintable(SchemaInspector::describe(gaps.value())));
    }

    void anEmptyDatabaseLacksEveryTable()
    {
        TestDatabase database;
        QVERIFY2(database.ok(), qPrintable(database.error()));
        QSqlDatabase connection = database.connect(QStringLiteral("i2"));
        const auto gaps = SchemaInspector::check(connection);
        QVERIFY(gaps.ok());
        QStringList tables;
        for (const SchemaInspector::Gap &gap : gaps.value()) {
            QVERIFY(gap.tableMissing);
            tables.append(gap.table);
        }
        QCOMPARE(tables, (QStringList{"ai_capability", "ai_agent_capability", "ai_agent", "ai_conversation", "ai_message"}));
        QVERIFY(SchemaInspector::describe(gaps.value())
                    .startsWith(QLatin1String("table \"ai_capability\" is missing (needed for capabilities)\n")));
    }

    void missingColumnsAreNamedAndNothingIsAltered()
    {
        TestDatabase database;
        QVERIFY2(database.ok(), qPrintable(database.error()));
        QSqlDatabase connection = database.connect(QStringLiteral("i3"));
        QVERIFY(SchemaMigrator(connection).migrate().ok());
        QSqlQuery query(connection);
        // An older Sunrise without quarantine expiry or metadata, and without bindings.
        QVERIFY(query.exec(QStringLiteral("ALTER TABLE \"ai_capability\" DROP COLUMN \"quarantineUntil\"")));
        QVERIFY(query.exec(QStringLiteral("ALTER TABLE \"ai_capability\" DROP COLUMN \"metadata\"")));
        QVERIFY(query.exec(QStringLiteral("DROP TABLE \"ai_agent_capability\"")));
        const QStringList tablesBefore = connection.tables();

        const auto gaps = SchemaInspector::check(connection);
        QVERIFY(gaps.ok());
        QCOMPARE(gaps.value().size(), 2);
        const SchemaInspector::Gap &capability = gaps.value().at(0);
        QCOMPARE(capability.table, QStringLiteral("ai_capability"));
        QVERIFY(!capability.tableMissing);
        QCOMPARE(capability.columns, (QStringList{"quarantineUntil", "metadata"}));
        QCOMPARE(gaps.value().at(1).table, QStringLiteral("ai_agent_capability"));
        QVERIFY(gaps.value().at(1).tableMissing);
        QCOMPARE(SchemaInspector::describe(gaps.value()).section(QLatin1Char('\n'), 0, 0),
                 QStringLiteral("table \"ai_capability\" lacks the column(s) \"quarantineUntil\", \"metadata\" "
                                "(needed for capabilities)"));
        QCOMPARE(connection.tables(), tablesBefore);
    }

    void aClosedConnectionIsAnError()
    {
        QSqlDatabase closed;
        const auto gaps = SchemaInspector::check(closed);
        QVERIFY(!gaps.ok());
        QCOMPARE(gaps.error().kind, StoreError::Kind::Backend);
    }
};

QTEST_GUILESS_MAIN(tst_SchemaInspector)
#include "tst_schemainspector.moc"
