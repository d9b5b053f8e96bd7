// TransitionOptionsModel: the simulator's transitions of the current state as table rows,
// under QAbstractItemModelTester, from a real Simulator.

#include <flowgate/loader.h>
#include <flowgate/simulator.h>

#include "transitionoptionsmodel.h"

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
  flow.t:
    initialState: s1
    initialContext: {ready: false}
    states:
      s1:
        transitions:
          go:
            target: s2
            guards:
              - {kind: expr, expr: "$.context.ready == true"}
              - {kind: role, role: admin}
          ask: {target: s1, actor: human, max_fires_per_visit: 2}
          auto: {target: s2, actor: deterministic, guards: [{kind: expr, expr: "$.context.missing == 1"}]}
          call: {target: s2, executor: {kind: rest, connection: api}}
          plain: {target: s2, executor: {kind: noop}}
      s2: {terminal: true}
)";

} // namespace

class TestTransitionOptionsModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void rows();
    void cells_data();
    void cells();
    void updateAndReset();

private:
    QList<TransitionOption> options();

    QTemporaryDir m_dir;
    Value m_config;
};

void TestTransitionOptionsModel::initTestCase()
{
    const QString path = m_dir.filePath(QStringLiteral("t.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(Yaml);
    file.close();
    const Loader::Result result = Loader::load(path);
    QVERIFY(result.loaded());
    m_config = result.config;
}

QList<TransitionOption> TestTransitionOptionsModel::options()
{
    Simulator simulator(m_config);
    simulator.start(QStringLiteral("flow.t"));
    return simulator.enabledTransitions();
}

void TestTransitionOptionsModel::rows()
{
    TransitionOptionsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    model.setOptions(options());
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(model.columnCount(), int(TransitionOptionsModel::ColumnCount));
    QCOMPARE(model.rowOf(QStringLiteral("call")), 2);
    QCOMPARE(model.rowOf(QStringLiteral("nope")), -1);
    QCOMPARE(model.headerData(TransitionOptionsModel::GuardsColumn, Qt::Horizontal).toString(), QStringLiteral("Guards"));
}

void TestTransitionOptionsModel::cells_data()
{
    QTest::addColumn<QString>("transition");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("role");
    QTest::addColumn<QString>("expected"); // the text must contain this

    const int display = Qt::DisplayRole;
    const int tip = Qt::ToolTipRole;
    QTest::newRow("failing guard names its position") << "go" << int(TransitionOptionsModel::GuardsColumn) << display
                                                      << "fail: guard 1 of 2";
    QTest::newRow("guard tooltip explains each guard")
        << "go" << int(TransitionOptionsModel::GuardsColumn) << tip << "$.context.ready (false) == true";
    QTest::newRow("guards after the deciding one are marked")
        << "go" << int(TransitionOptionsModel::GuardsColumn) << tip << "the runtime stops before this guard";
    QTest::newRow("guard error") << "auto" << int(TransitionOptionsModel::GuardsColumn) << display
                                 << "error: GUARD_UNSET_SLOT";
    QTest::newRow("no guards") << "plain" << int(TransitionOptionsModel::GuardsColumn) << display << "none";
    QTest::newRow("human actor") << "ask" << int(TransitionOptionsModel::ActorColumn) << display << "human";
    QTest::newRow("default actor") << "go" << int(TransitionOptionsModel::ActorColumn) << display << "agent";
    QTest::newRow("offered as a link") << "ask" << int(TransitionOptionsModel::LinkColumn) << display << "link";
    QTest::newRow("deterministic: chain only") << "auto" << int(TransitionOptionsModel::LinkColumn) << display
                                               << "chain only";
    QTest::newRow("executor needing output") << "call" << int(TransitionOptionsModel::ExecutorColumn) << display
                                             << "rest (output needed)";
    QTest::newRow("noop executor") << "plain" << int(TransitionOptionsModel::ExecutorColumn) << display << "noop";
    QTest::newRow("fire cap") << "ask" << int(TransitionOptionsModel::FiresColumn) << display << "0 / 2";
    QTest::newRow("target") << "go" << int(TransitionOptionsModel::TargetColumn) << display << "s2";
}

void TestTransitionOptionsModel::cells()
{
    QFETCH(QString, transition);
    QFETCH(int, column);
    QFETCH(int, role);
    QFETCH(QString, expected);

    TransitionOptionsModel model;
    model.setOptions(options());
    const QString text = model.index(model.rowOf(transition), column).data(role).toString();
    QVERIFY2(text.contains(expected), qPrintable(text));
}

void TestTransitionOptionsModel::updateAndReset()
{
    TransitionOptionsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setOptions(options());
    const int row = model.rowOf(QStringLiteral("go"));
    QVERIFY(!model.index(row, 0).data(TransitionOptionsModel::GuardsPassedRole).toBool());

    // The same transition evaluated with the admin role and a ready context.
    Simulator simulator(m_config);
    SimulationSettings settings;
    settings.roles = QStringList{QStringLiteral("admin")};
    simulator.setSettings(settings);
    simulator.start(QStringLiteral("flow.t"));
    TransitionOption go = simulator.enabledTransitions().at(row);
    go.guards.passed = true;
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.updateOption(row, go);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.front().at(0).toModelIndex(), model.index(row, 0));
    QVERIFY(model.index(row, 0).data(TransitionOptionsModel::GuardsPassedRole).toBool());
    model.updateOption(99, go); // ignored
    QCOMPARE(changed.size(), 1);

    model.setOptions({});
    QCOMPARE(model.rowCount(), 0);
}

QTEST_MAIN(TestTransitionOptionsModel)
#include "tst_transitionoptionsmodel.moc"
