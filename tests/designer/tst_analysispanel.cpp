// The designer's Analysis panel on the demo library: the analysis runs off the window's
// thread, lists its finding (model checked with QAbstractItemModelTester), selecting it
// shows the place on the canvas, Replay Witness hands the run to the simulator, which ends
// where the finding says; an edit of the library marks the findings out of date.
#include "analysispanel.h"
#include "demopane.h"

#include "designer/flowlibrary.h"
#include "layout/autolayout.h"
#include "views/designer/designerpane.h"
#include "views/designer/simulatorpanel.h"
#include "views/designer/workflowcanvas.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace capstudio;

class TestAnalysisPanel : public QObject
{
    Q_OBJECT

private slots:
    void analyzeShowAndReplay()
    {
        QTemporaryDir dir;
        DesignerPane pane(std::make_shared<layout::AutoLayout>());
        pane.resize(1440, 860);
        QVERIFY(openDemoCopy(dir, pane));
        const QString workflow = QStringLiteral("flow.triage-provenance-finding");
        QVERIFY(pane.openWorkflow(workflow));
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));

        AnalysisPanel *panel = pane.analysisPanel();
        QCOMPARE(panel->workflowId(), workflow);
        QAbstractItemModelTester tester(panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy analyzed(panel, &AnalysisPanel::analyzed);
        auto *analyze = panel->findChild<QPushButton *>();
        QVERIFY(analyze && analyze->isEnabled());
        QTest::mouseClick(analyze, Qt::LeftButton);
        QVERIFY(panel->isRunning() || analyzed.count() == 1);
        QVERIFY(analyzed.count() == 1 || analyzed.wait(30000));

        // One finding: the classification call on the chain has no fallback.
        QCOMPARE(panel->model()->rowCount(), 1);
        const flowgate::AnalysisFinding finding = panel->model()->findings().front();
        QCOMPARE(finding.kind, flowgate::AnalysisFinding::Kind::UnhandledFailure);
        QCOMPARE(panel->model()->index(0, AnalysisFindingsModel::PlaceColumn).data().toString(),
                 QStringLiteral("classifying/classify"));
        QCOMPARE(panel->model()->index(0, AnalysisFindingsModel::KindColumn).data().toString(),
                 AnalysisFindingsModel::kindLabel(finding.kind));
        // The first finding is selected and shown on the canvas.
        QCOMPARE(pane.currentCanvas()->currentElement(), QStringLiteral("classifying/classify"));
        const auto *summary = panel->findChild<QLabel *>();
        QVERIFY(summary->text().contains(workflow));
        QVERIFY(!summary->text().contains(QStringLiteral("Nothing found")));

        // Replay Witness: the simulator shows the run, stopped where the finding is.
        QSignalSpy replayRequested(panel, &AnalysisPanel::witnessReplayRequested);
        QPushButton *replay = nullptr;
        for (QPushButton *button : panel->findChildren<QPushButton *>())
            replay = button != analyze ? button : replay;
        QVERIFY(replay && replay->isEnabled());
        QTest::mouseClick(replay, Qt::LeftButton);
        QCOMPARE(replayRequested.count(), 1);
        const flowgate::Simulator &run = pane.simulatorPanel()->simulator();
        QCOMPARE(run.workflowId(), workflow);
        QCOMPARE(run.currentState(), QStringLiteral("classifying"));
        QCOMPARE(run.errorCode(), QStringLiteral("CHAIN_FAILED"));
        QVERIFY(pane.simulatorPanel()->isVisible());
        const QString folder = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR");
        if (!folder.isEmpty()) {
            pane.currentCanvas()->view();
            QTest::qWait(50);
            pane.grab().save(QDir(folder).filePath(QStringLiteral("designer-analysis-witness.png")));
        }

        // An edit of the library: the findings stay, said to be out of date.
        designer::FlowLibrary *library = pane.library();
        QVERIFY(library->setValue(workflow,
                                  flowgate::keyPath({QStringLiteral("states"), QStringLiteral("classifying"),
                                                     QStringLiteral("description")}),
                                  flowgate::Value("edited"), QStringLiteral("Set description")));
        QTRY_VERIFY(summary->text().contains(QStringLiteral("changed")));
        library->undoStack()->undo();

        // Another workflow clears the list until it is analyzed.
        QVERIFY(pane.openWorkflow(QStringLiteral("flow.review-capability-change")));
        QCOMPARE(panel->model()->rowCount(), 0);
        QVERIFY(!replay->isEnabled());
    }

    void firstRunAtSmallSize()
    {
        // A fresh profile at 1280×800 shows the panel with its buttons and list usable.
        QTemporaryDir dir;
        DesignerPane pane(std::make_shared<layout::AutoLayout>());
        pane.resize(1280, 800);
        QVERIFY(openDemoCopy(dir, pane));
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        AnalysisPanel *panel = pane.analysisPanel();
        auto *tabs = qobject_cast<QTabWidget *>(panel->parentWidget()->parentWidget());
        QVERIFY(tabs);
        tabs->setCurrentWidget(panel);
        QSignalSpy analyzed(panel, &AnalysisPanel::analyzed);
        panel->analyze();
        QVERIFY(analyzed.wait(30000));
        QTest::qWait(50);
        QVERIFY(panel->view()->height() >= 150);
        QVERIFY(panel->view()->width() >= 250);
        const QString folder = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR");
        if (!folder.isEmpty())
            pane.grab().save(QDir(folder).filePath(QStringLiteral("designer-analysis.png")));
    }
};

QTEST_MAIN(TestAnalysisPanel)
#include "tst_analysispanel.moc"
