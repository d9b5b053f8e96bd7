// The agents of a binding document as a table, with its filter proxy, under
// QAbstractItemModelTester.
#include "bindingfixture.h"

#include "catalog/agenttablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace capstudio;
using namespace bindingfixture;

class tst_AgentTableModel : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void columns();
    void problemSummaries();
    void bindingEditsChangeOneRow();
    void filterAndSort_data();
    void filterAndSort();

private:
    BindingDocument *m_document = nullptr;
    AgentTableModel *m_model = nullptr;
    AgentFilterProxy *m_proxy = nullptr;
    QList<QAbstractItemModelTester *> m_testers;
};

void tst_AgentTableModel::init()
{
    m_document = new BindingDocument;
    m_model = new AgentTableModel(m_document);
    m_proxy = new AgentFilterProxy;
    m_proxy->setSourceModel(m_model);
    for (QAbstractItemModel *model : {static_cast<QAbstractItemModel *>(m_model),
                                      static_cast<QAbstractItemModel *>(m_proxy)})
        m_testers.append(new QAbstractItemModelTester(model, QAbstractItemModelTester::FailureReportingMode::QtTest));
    load(*m_document); // under the testers: a reset
}

void tst_AgentTableModel::cleanup()
{
    qDeleteAll(m_testers);
    m_testers.clear();
    delete m_proxy;
    delete m_model;
    delete m_document;
}

void tst_AgentTableModel::columns()
{
    QCOMPARE(m_model->rowCount(), 2);
    QCOMPARE(m_model->columnCount(), int(AgentTableModel::ColumnCount));
    const auto cell = [this](int row, int column) { return m_model->index(row, column).data().toString(); };
    QCOMPARE(cell(0, AgentTableModel::NameColumn), QStringLiteral("Support Concierge"));
    QCOMPARE(cell(0, AgentTableModel::SlugColumn), QStringLiteral("support-concierge"));
    QCOMPARE(cell(0, AgentTableModel::KindColumn), QStringLiteral("chat"));
    QCOMPARE(cell(0, AgentTableModel::VisibilityColumn), QStringLiteral("internal"));
    QCOMPARE(cell(0, AgentTableModel::ActiveColumn), QStringLiteral("Yes"));
    QCOMPARE(m_model->index(0, AgentTableModel::EnabledCapabilitiesColumn).data().toInt(), 2);
    QCOMPARE(m_model->index(1, AgentTableModel::EnabledCapabilitiesColumn).data().toInt(), 1);
    QCOMPARE(m_model->index(1, 0).data(AgentTableModel::AgentIdRole).toString(), Ops);
    QCOMPARE(m_model->headerData(AgentTableModel::ProblemsColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
             QStringLiteral("Problems"));
}

void tst_AgentTableModel::problemSummaries()
{
    // Concierge: missing env vars (warnings). Ops: an invalid run_workflow config (errors).
    const QModelIndex concierge = m_model->index(0, AgentTableModel::ProblemsColumn);
    const QModelIndex ops = m_model->index(1, AgentTableModel::ProblemsColumn);
    QCOMPARE(concierge.data(AgentTableModel::ProblemSeverityRole).toInt(), 1);
    QVERIFY2(concierge.data().toString().contains(QLatin1String("warning")), qPrintable(concierge.data().toString()));
    QCOMPARE(ops.data(AgentTableModel::ProblemSeverityRole).toInt(), 2);
    QVERIFY2(ops.data().toString().contains(QLatin1String("error")), qPrintable(ops.data().toString()));
    QVERIFY(ops.data(Qt::ToolTipRole).toString().contains(QLatin1String("binding")));

    QSignalSpy changed(m_model, &QAbstractItemModel::dataChanged);
    m_document->setProfile(completeProfile());
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
    QVERIFY(changed.first().at(2).value<QList<int>>().contains(AgentTableModel::ProblemSeverityRole));
    QCOMPARE(concierge.data().toString(), QStringLiteral("OK"));
    QCOMPARE(concierge.data(AgentTableModel::ProblemSeverityRole).toInt(), 0);
    QCOMPARE(ops.data(AgentTableModel::ProblemSeverityRole).toInt(), 2);
}

void tst_AgentTableModel::bindingEditsChangeOneRow()
{
    QSignalSpy changed(m_model, &QAbstractItemModel::dataChanged);
    QVERIFY(m_document->setEnabled(Ops, {Legacy}, true));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
    QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
    QCOMPARE(m_model->index(1, AgentTableModel::EnabledCapabilitiesColumn).data().toInt(), 2);

    // Detaching the broken binding clears the agent's errors; undo brings them back.
    QVERIFY(m_document->detach(Ops, {RunWorkflow}));
    QVERIFY(m_model->index(1, AgentTableModel::ProblemsColumn).data(AgentTableModel::ProblemSeverityRole).toInt() < 2);
    QCOMPARE(m_model->index(1, AgentTableModel::EnabledCapabilitiesColumn).data().toInt(), 1);
    m_document->undoStack()->undo();
    QCOMPARE(m_model->index(1, AgentTableModel::ProblemsColumn).data(AgentTableModel::ProblemSeverityRole).toInt(), 2);
}

void tst_AgentTableModel::filterAndSort_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("slugs");
    QTest::newRow("everything") << QString() << QStringList{QStringLiteral("ops-runner"), QStringLiteral("support-concierge")};
    QTest::newRow("by name, case-folded") << QStringLiteral("  CONCIERGE ") << QStringList{QStringLiteral("support-concierge")};
    QTest::newRow("by slug") << QStringLiteral("ops-run") << QStringList{QStringLiteral("ops-runner")};
    QTest::newRow("by visibility") << QStringLiteral("internal") << QStringList{QStringLiteral("ops-runner"), QStringLiteral("support-concierge")};
    QTest::newRow("nothing") << QStringLiteral("zebra") << QStringList{};
}

void tst_AgentTableModel::filterAndSort()
{
    QFETCH(QString, text);
    QFETCH(QStringList, slugs);
    m_proxy->sort(AgentTableModel::NameColumn);
    m_proxy->setText(text);
    QStringList shown;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        shown.append(m_proxy->index(row, AgentTableModel::SlugColumn).data().toString());
    QCOMPARE(shown, slugs);

    // Worst problems first when sorting descending by the problems column.
    m_proxy->setText(QString());
    m_proxy->sort(AgentTableModel::ProblemsColumn, Qt::DescendingOrder);
    QCOMPARE(m_proxy->index(0, AgentTableModel::SlugColumn).data().toString(), QStringLiteral("ops-runner"));
}

QTEST_GUILESS_MAIN(tst_AgentTableModel)
#include "tst_agenttablemodel.moc"
