// SimulatorHistoryModel: the steps of a simulated run as table rows, under
// QAbstractItemModelTester, following a real Simulator through fires and step backs.

#include <flowgate/loader.h>
#include <flowgate/simulator.h>

#include "simulatorhistorymodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;
using namespace capstudio::flowgate;

namespace {

const QByteArray Yaml = R"(
workflows:
  flow.h:
    initialState: a
    states:
      a:
        transitions:
          go: {target: b, guards: [{kind: expr, expr: "$.arguments.ok == true"}]}
      b:
        transitions:
          hop: {target: c, actor: deterministic}
      c:
        transitions:
          fetch: {target: d, executor: {kind: rest, connection: api}}
      d: {terminal: true}
)";

Value object(const char *key, Value value)
{
    Value result = Value::makeObject();
    result.insert(QString::fromLatin1(key), std::move(value));
    return result;
}

} // namespace

class TestSimulatorHistoryModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void followsARun();
    void cells_data();
    void cells();

private:
    Simulator run();

    QTemporaryDir m_dir;
    Value m_config;
};

void TestSimulatorHistoryModel::initTestCase()
{
    const QString path = m_dir.filePath(QStringLiteral("h.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(Yaml);
    file.close();
    const Loader::Result result = Loader::load(path);
    QVERIFY(result.loaded());
    m_config = result.config;
}

// start; go rejected; go (→ b, then the chain hops to c); fetch fails.
Simulator TestSimulatorHistoryModel::run()
{
    Simulator simulator(m_config);
    simulator.start(QStringLiteral("flow.h"));
    simulator.fire(QStringLiteral("go"), object("ok", Value(false)));
    simulator.fire(QStringLiteral("go"), object("ok", Value(true)));
    simulator.fire(QStringLiteral("fetch"), Value::makeObject(), ExecutorOutcome::failure(QStringLiteral("HTTP 503")));
    return simulator;
}

void TestSimulatorHistoryModel::followsARun()
{
    SimulatorHistoryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Simulator simulator(m_config);
    simulator.start(QStringLiteral("flow.h"));
    model.setSteps(simulator.history(), false);
    QCOMPARE(model.rowCount(), 1);

    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    simulator.fire(QStringLiteral("go"), object("ok", Value(true)));
    model.setSteps(simulator.history(), true);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(inserted.front().at(1).toInt(), 1);
    QCOMPARE(inserted.front().at(2).toInt(), 2);

    simulator.stepBack();
    model.setSteps(simulator.history(), true);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(removed.size(), 1);

    model.setSteps(run().history(), false);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.rowCount(), 5);
    model.setSteps(run().history(), true); // same length: data changed only
    QCOMPARE(model.rowCount(), 5);
    model.setSteps({}, false);
    QCOMPARE(model.rowCount(), 0);
}

void TestSimulatorHistoryModel::cells_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("role");
    QTest::addColumn<QVariant>("expected");

    const int display = Qt::DisplayRole;
    QTest::newRow("number") << 0 << int(SimulatorHistoryModel::NumberColumn) << display << QVariant(1);
    QTest::newRow("start kind") << 0 << int(SimulatorHistoryModel::KindColumn) << display << QVariant("Start");
    QTest::newRow("start enters") << 0 << int(SimulatorHistoryModel::StatesColumn) << display << QVariant("→ a");
    QTest::newRow("rejection kind") << 1 << int(SimulatorHistoryModel::KindColumn) << display << QVariant("Rejected");
    QTest::newRow("rejection stays") << 1 << int(SimulatorHistoryModel::StatesColumn) << display << QVariant("a");
    QTest::newRow("rejection result")
        << 1 << int(SimulatorHistoryModel::ResultColumn) << display
        << QVariant("GUARD_REJECTED: One or more guards rejected the transition.");
    QTest::newRow("rejection code") << 1 << 0 << int(SimulatorHistoryModel::ErrorCodeRole) << QVariant("GUARD_REJECTED");
    QTest::newRow("fire moves") << 2 << int(SimulatorHistoryModel::StatesColumn) << display << QVariant("a → b");
    QTest::newRow("fire version") << 2 << int(SimulatorHistoryModel::ResultColumn) << display
                                  << QVariant("version 0 → 1");
    QTest::newRow("fire transition id") << 2 << 0 << int(SimulatorHistoryModel::TransitionIdRole) << QVariant("a/go");
    QTest::newRow("chain hop") << 3 << int(SimulatorHistoryModel::KindColumn) << display << QVariant("Chain hop");
    QTest::newRow("chain hop action") << 3 << 0 << int(SimulatorHistoryModel::ActionRole) << QVariant(2);
    QTest::newRow("failure") << 4 << int(SimulatorHistoryModel::ResultColumn) << display
                             << QVariant("EXECUTOR_FAILED: HTTP 503");
    QTest::newRow("failure target") << 4 << 0 << int(SimulatorHistoryModel::ToStateRole) << QVariant("c");
    QTest::newRow("no transition id on start") << 0 << 0 << int(SimulatorHistoryModel::TransitionIdRole)
                                               << QVariant(QString());
}

void TestSimulatorHistoryModel::cells()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(int, role);
    QFETCH(QVariant, expected);

    SimulatorHistoryModel model;
    model.setSteps(run().history(), false);
    const QVariant value = model.index(row, column).data(role);
    if (expected.typeId() == QMetaType::Int)
        QCOMPARE(value.toInt(), expected.toInt());
    else
        QCOMPARE(value.toString(), expected.toString());
    QVERIFY(model.index(1, SimulatorHistoryModel::KindColumn).data(Qt::ForegroundRole).isValid());
    QVERIFY(!model.index(2, SimulatorHistoryModel::KindColumn).data(Qt::ForegroundRole).isValid());
}

QTEST_MAIN(TestSimulatorHistoryModel)
#include "tst_simulatorhistorymodel.moc"
