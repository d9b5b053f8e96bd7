// DesignerProblemsModel and DesignerProblemsPanel on libraries with deliberate problems,
// opened with the real FlowLibrary: kinds, counts, the workflow and element of each
// finding, the filter and activation.
#include "views/designer/designerproblemsmodel.h"
#include "views/designer/designerproblemspanel.h"

#include "designer/flowlibrary.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace capstudio;

namespace {

// flow.broken: `start/dangling` has no target (G5), `orphan` cannot be reached (W4).
// flow.fine: no problem. Lines matter for the position test below.
const char ProblemYaml[] = R"(version: "1.0.0"
workflows:
  flow.broken:
    initialState: start
    states:
      start:
        transitions:
          go:
            target: done
          dangling:
            title: goes nowhere
      orphan:
        terminal: true
      done:
        terminal: true
  flow.fine:
    initialState: a
    states:
      a:
        transitions:
          next:
            target: b
      b:
        terminal: true
)";

// A host file including a file that is not YAML: the runtime would not load it.
const char HostYaml[] = R"(version: "1.0.0"
include:
  - good.yaml
  - bad.yaml
)";
const char GoodYaml[] = R"(workflows:
  flow.ok:
    initialState: a
    states:
      a:
        terminal: true
)";
const char BadYaml[] = "workflows:\n  flow.bad: [unclosed\n";

bool writeFile(const QString &path, const QByteArray &text)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    return file.write(text) == text.size();
}

int rowOf(const DesignerProblemsModel &model, const QString &rule)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.diagnostic(row).ruleId() == rule)
            return row;
    }
    return -1;
}

QString cell(const DesignerProblemsModel &model, int row, int column, int role = Qt::DisplayRole)
{
    return model.data(model.index(row, column), role).toString();
}

} // namespace

class TestDesignerProblemsModel : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void checkErrorsAndWarnings();
    void workflowByPosition();
    void resetsOnReload();
    void loadErrorFile();
    void panelCountsFilterAndActivation();

private:
    std::unique_ptr<designer::FlowLibrary> open(const QString &path);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestDesignerProblemsModel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestDesignerProblemsModel::cleanup()
{
    m_dir.reset();
}

std::unique_ptr<designer::FlowLibrary> TestDesignerProblemsModel::open(const QString &path)
{
    auto opened = designer::FlowLibrary::open(path);
    if (!opened.ok()) {
        qWarning("%s", qPrintable(opened.error().message));
        return nullptr;
    }
    return std::move(opened).value();
}

void TestDesignerProblemsModel::checkErrorsAndWarnings()
{
    const QString path = m_dir->filePath(QStringLiteral("library.yaml"));
    QVERIFY(writeFile(path, ProblemYaml));
    auto library = open(path);
    QVERIFY(library);

    DesignerProblemsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLibrary(library.get());

    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), int(DesignerProblemsModel::ColumnCount));
    QCOMPARE(model.errorCount(), 1);
    QCOMPARE(model.warningCount(), 1);

    const int g5 = rowOf(model, QStringLiteral("G5"));
    QVERIFY(g5 >= 0);
    QCOMPARE(model.kind(g5), DesignerProblemsModel::Kind::CheckError);
    QCOMPARE(cell(model, g5, DesignerProblemsModel::KindColumn), QStringLiteral("`check` would fail"));
    QCOMPARE(cell(model, g5, DesignerProblemsModel::SeverityColumn), QStringLiteral("error"));
    QCOMPARE(cell(model, g5, DesignerProblemsModel::RuleColumn), QStringLiteral("G5"));
    QVERIFY(cell(model, g5, DesignerProblemsModel::MessageColumn).contains(QLatin1String("missing 'target'")));
    QCOMPARE(cell(model, g5, 0, DesignerProblemsModel::WorkflowIdRole), QStringLiteral("flow.broken"));
    QCOMPARE(cell(model, g5, 0, DesignerProblemsModel::ElementIdRole), QStringLiteral("start/dangling"));
    QCOMPARE(cell(model, g5, DesignerProblemsModel::ElementColumn), QStringLiteral("flow.broken › start/dangling"));
    QVERIFY(cell(model, g5, DesignerProblemsModel::LocationColumn).startsWith(QLatin1String("library.yaml:")));
    QVERIFY(!model.data(model.index(g5, DesignerProblemsModel::SeverityColumn), Qt::DecorationRole)
                 .value<QIcon>()
                 .isNull());

    const int w4 = rowOf(model, QStringLiteral("W4"));
    QVERIFY(w4 >= 0);
    QCOMPARE(model.kind(w4), DesignerProblemsModel::Kind::Warning);
    QCOMPARE(cell(model, w4, DesignerProblemsModel::KindColumn), QStringLiteral("warning"));
    QCOMPARE(cell(model, w4, 0, DesignerProblemsModel::WorkflowIdRole), QStringLiteral("flow.broken"));
    QCOMPARE(cell(model, w4, 0, DesignerProblemsModel::ElementIdRole), QStringLiteral("orphan"));
    QCOMPARE(model.data(model.index(w4, 0), DesignerProblemsModel::SeverityRole).toInt(), int(Severity::Warning));
}

void TestDesignerProblemsModel::workflowByPosition()
{
    const QString path = m_dir->filePath(QStringLiteral("library.yaml"));
    QVERIFY(writeFile(path, ProblemYaml));
    auto library = open(path);
    QVERIFY(library);

    // A finding whose message names no workflow is placed by its line: line 19 is inside
    // flow.fine (which starts at line 16), line 5 inside flow.broken.
    const Diagnostic inFine = Diagnostic::error(QStringLiteral("V14"), QStringLiteral("'$.context.x' is written twice"),
                                                SourceLocation::atLine(library->files().first(), 19, 9));
    QCOMPARE(DesignerProblemsModel::workflowOf(*library, inFine), QStringLiteral("flow.fine"));
    const Diagnostic inBroken = Diagnostic::error(QStringLiteral("X"), QStringLiteral("something"),
                                                  SourceLocation::atLine(library->files().first(), 5, 7));
    QCOMPARE(DesignerProblemsModel::workflowOf(*library, inBroken), QStringLiteral("flow.broken"));
    const Diagnostic above = Diagnostic::error(QStringLiteral("X"), QStringLiteral("something"),
                                               SourceLocation::atLine(library->files().first(), 1, 1));
    QCOMPARE(DesignerProblemsModel::workflowOf(*library, above), QString());
    // A name in the message wins over the position; unknown names are skipped.
    const Diagnostic named = Diagnostic::error(
        QStringLiteral("V15"), QStringLiteral("workflow 'flow.nope' … capability 'flow.fine' …"),
        SourceLocation::atLine(library->files().first(), 5, 7));
    QCOMPARE(DesignerProblemsModel::workflowOf(*library, named), QStringLiteral("flow.fine"));
}

void TestDesignerProblemsModel::resetsOnReload()
{
    const QString path = m_dir->filePath(QStringLiteral("library.yaml"));
    QVERIFY(writeFile(path, ProblemYaml));
    auto library = open(path);
    QVERIFY(library);
    DesignerProblemsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLibrary(library.get());
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);

    // Giving the dangling transition a target fixes G5.
    QVERIFY(library
                ->setValue(QStringLiteral("flow.broken"),
                           flowgate::keyPath({QStringLiteral("states"), QStringLiteral("start"),
                                              QStringLiteral("transitions"), QStringLiteral("dangling"),
                                              QStringLiteral("target")}),
                           flowgate::Value(QStringLiteral("orphan")), QStringLiteral("Set target"))
                .ok());
    QCOMPARE(resets.count(), 1);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.errorCount(), 0);

    library->undoStack()->undo();
    QCOMPARE(resets.count(), 2);
    QCOMPARE(model.rowCount(), 2);

    library.reset(); // the model lets go of a library that goes away
    QCOMPARE(model.rowCount(), 0);
}

void TestDesignerProblemsModel::loadErrorFile()
{
    QVERIFY(writeFile(m_dir->filePath(QStringLiteral("gateway.yaml")), HostYaml));
    QVERIFY(writeFile(m_dir->filePath(QStringLiteral("good.yaml")), GoodYaml));
    QVERIFY(writeFile(m_dir->filePath(QStringLiteral("bad.yaml")), BadYaml));
    auto library = open(m_dir->filePath(QStringLiteral("gateway.yaml")));
    QVERIFY(library);
    QVERIFY(library->report().refusesToLoad());

    DesignerProblemsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLibrary(library.get());

    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.kind(0), DesignerProblemsModel::Kind::LoadError);
    QCOMPARE(cell(model, 0, DesignerProblemsModel::KindColumn), QStringLiteral("would not load"));
    QCOMPARE(model.errorCount(), 1);
    QVERIFY2(cell(model, 0, DesignerProblemsModel::LocationColumn).startsWith(QLatin1String("bad.yaml")),
             qPrintable(cell(model, 0, DesignerProblemsModel::LocationColumn)));
    QCOMPARE(cell(model, 0, 0, DesignerProblemsModel::WorkflowIdRole), QString());
    QCOMPARE(cell(model, 0, 0, DesignerProblemsModel::ElementIdRole), QString());
}

void TestDesignerProblemsModel::panelCountsFilterAndActivation()
{
    const QString path = m_dir->filePath(QStringLiteral("library.yaml"));
    QVERIFY(writeFile(path, ProblemYaml));
    auto library = open(path);
    QVERIFY(library);

    DesignerProblemsPanel panel;
    QAbstractItemModelTester tester(panel.proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.setLibrary(library.get());
    panel.resize(900, 300);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCOMPARE(panel.summaryText(), QStringLiteral("1 error, 1 warning"));

    panel.setCurrentWorkflow(QStringLiteral("flow.fine"));
    panel.setFilter(DesignerProblemsPanel::Filter::CurrentWorkflow);
    QCOMPARE(panel.proxy()->rowCount(), 0);
    QCOMPARE(panel.summaryText(), QStringLiteral("No problems"));
    panel.setCurrentWorkflow(QStringLiteral("flow.broken"));
    QCOMPARE(panel.proxy()->rowCount(), 2);
    panel.setFilter(DesignerProblemsPanel::Filter::All);
    QCOMPARE(panel.proxy()->rowCount(), 2);

    QSignalSpy activated(&panel, &DesignerProblemsPanel::problemActivated);
    const int g5 = rowOf(*panel.model(), QStringLiteral("G5"));
    const QModelIndex index = panel.proxy()->mapFromSource(panel.model()->index(g5, DesignerProblemsModel::MessageColumn));
    const QRect rect = panel.view()->visualRect(index);
    QVERIFY(rect.isValid());
    // A double-click is a press and release followed by the double-click event.
    QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
    QTest::mouseDClick(panel.view()->viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().at(0).toString(), QStringLiteral("flow.broken"));
    QCOMPARE(activated.first().at(1).toString(), QStringLiteral("start/dangling"));

    // Counts follow the library.
    library->undoStack()->clear();
    QVERIFY(library
                ->setValue(QStringLiteral("flow.broken"),
                           flowgate::keyPath({QStringLiteral("states"), QStringLiteral("orphan"), QStringLiteral("terminal")}),
                           flowgate::Value(false), QStringLiteral("Unset terminal"))
                .ok());
    // orphan is still unreachable (W4) and now has no transitions (W1).
    QCOMPARE(panel.summaryText(), QStringLiteral("1 error, 2 warnings"));
}

QTEST_MAIN(TestDesignerProblemsModel)
#include "tst_designerproblemsmodel.moc"
