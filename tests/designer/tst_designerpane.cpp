// The Designer area: draw a small orchestrator from nothing with the canvas gestures,
// undo and redo it, save it and have `capstudio validate` accept the file; open the demo
// library, follow a capability call and come back.
#include "demopane.h"
#include "designer/flowlibrary.h"
#include "layout/autolayout.h"
#include "views/designer/designerpane.h"
#include "views/designer/designerscene.h"
#include "views/designer/designerview.h"
#include "views/designer/simulatorpanel.h"
#include "views/designer/stateitem.h"
#include "views/designer/workflowcanvas.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace capstudio;

namespace {

QPoint at(DesignerView *view, QPointF scenePos)
{
    return view->mapFromScene(scenePos);
}

// Drags from a state's "+" handle onto another state.
void drawTransition(WorkflowCanvas *canvas, const QString &from, const QString &to)
{
    DesignerScene *scene = canvas->scene();
    DesignerView *view = canvas->view();
    const QPoint handle = at(view, scene->stateItem(from)->handleScenePos());
    const QPoint end = at(view, scene->stateItem(to)->pos());
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, handle);
    QTest::mouseMove(view->viewport(), handle + QPoint(30, 30));
    QTest::mouseMove(view->viewport(), end);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, end);
}

void saveShot(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR");
    if (!folder.isEmpty())
        widget->grab().save(QDir(folder).filePath(name));
}

} // namespace

class TestDesignerPane : public QObject
{
    Q_OBJECT

private slots:
    void drawSaveAndValidate()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ship.yaml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("version: \"1.0.0\"\n");
        file.close();

        DesignerPane pane(std::make_shared<layout::AutoLayout>());
        pane.resize(1300, 800);
        QVERIFY(pane.openLibrary(path));
        designer::FlowLibrary *library = pane.library();
        QVERIFY(library->addOrchestrator(QStringLiteral("ship")));
        QVERIFY(pane.openWorkflow(QStringLiteral("flow.ship")));
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        WorkflowCanvas *canvas = pane.currentCanvas();
        QVERIFY(canvas);
        QCOMPARE(canvas->workflowId(), QStringLiteral("flow.ship"));

        const QPointF start = canvas->scene()->stateItem(QStringLiteral("start"))->pos();
        QVERIFY(library->addState(QStringLiteral("flow.ship"), QStringLiteral("build"), start + QPointF(260, 0)));
        QVERIFY(canvas->scene()->stateItem(QStringLiteral("build")));
        canvas->view()->fitToView();
        QTest::qWait(20);

        const int before = library->undoStack()->count();
        drawTransition(canvas, QStringLiteral("start"), QStringLiteral("build"));
        drawTransition(canvas, QStringLiteral("build"), QStringLiteral("done"));
        QCOMPARE(library->undoStack()->count(), before + 2);
        const flowgate::WorkflowGraph graph = library->graph(QStringLiteral("flow.ship"));
        QVERIFY(graph.transitionIndex(QStringLiteral("start/to_build")) >= 0);
        QVERIFY(graph.transitionIndex(QStringLiteral("build/to_done")) >= 0);
        QVERIFY(library->report().checkErrors.isEmpty());
        QVERIFY(canvas->scene()->edgeItem(QStringLiteral("build/to_done")));

        // Undo takes the last drawn transition off the canvas, redo puts it back.
        library->undoStack()->undo();
        QVERIFY(!canvas->scene()->edgeItem(QStringLiteral("build/to_done")));
        library->undoStack()->redo();
        QVERIFY(canvas->scene()->edgeItem(QStringLiteral("build/to_done")));

        // Drag `build` somewhere else: one step, pinned in the sidecar.
        const QPointF buildAt = canvas->scene()->stateItem(QStringLiteral("build"))->pos();
        const QPoint press = at(canvas->view(), buildAt);
        QTest::mousePress(canvas->view()->viewport(), Qt::LeftButton, {}, press);
        QTest::mouseMove(canvas->view()->viewport(), press + QPoint(10, 10));
        QTest::mouseMove(canvas->view()->viewport(), press + QPoint(40, 60));
        QTest::mouseRelease(canvas->view()->viewport(), Qt::LeftButton, {}, press + QPoint(40, 60));
        QVERIFY(library->pinnedPositions(QStringLiteral("flow.ship")).contains(QStringLiteral("build")));

        QVERIFY(pane.hasUnsavedChanges());
        QVERIFY(pane.save());
        QVERIFY(!pane.hasUnsavedChanges());
        QVERIFY(QFile::exists(path + QStringLiteral(".layout.json")));

        QProcess validate;
        validate.start(QStringLiteral(CAPSTUDIO_BINARY), {QStringLiteral("validate"), path});
        QVERIFY(validate.waitForFinished(60000));
        QVERIFY2(validate.exitCode() == 0, validate.readAllStandardOutput().constData());
        QCOMPARE(validate.readAllStandardOutput().contains("error"), false);
    }

    void demoLibraryFollowsCallsAndSimulates()
    {
        QTemporaryDir dir;
        DesignerPane pane(std::make_shared<layout::AutoLayout>());
        pane.resize(1440, 860);
        QVERIFY(openDemoCopy(dir, pane));
        designer::FlowLibrary *library = pane.library();
        QVERIFY(library->report().checkErrors.isEmpty());
        WorkflowCanvas *canvas = pane.currentCanvas();
        QVERIFY(canvas);
        const QString orchestrator = canvas->workflowId();
        QVERIFY(orchestrator.startsWith(QLatin1String("flow.")));
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));

        // A capability call opens its callee; Back returns.
        const flowgate::WorkflowGraph graph = library->graph(orchestrator);
        QString call;
        for (const auto &transition : graph.transitions) {
            if (!transition.callee.isEmpty() && library->hasWorkflow(transition.callee)) {
                call = transition.id();
                break;
            }
        }
        QVERIFY(!call.isEmpty());
        emit canvas->scene()->elementActivated(call);
        QCOMPARE(pane.currentCanvas()->workflowId(), graph.transitions.at(graph.transitionIndex(call)).callee);
        QAction *back = nullptr;
        for (QAction *action : pane.viewActions())
            back = action->shortcut() == QKeySequence(QKeySequence::Back) ? action : back;
        QVERIFY(back && back->isEnabled());
        back->trigger();
        QCOMPARE(pane.currentCanvas()->workflowId(), orchestrator);

        // A problem: a transition aimed at a state that does not exist is marked.
        const QString victim = graph.transitions.first().id();
        QVERIFY(library->setValue(orchestrator,
                                  flowgate::keyPath({QStringLiteral("states"), graph.transitions.first().state,
                                                     QStringLiteral("transitions"), graph.transitions.first().name,
                                                     QStringLiteral("target")}),
                                  flowgate::Value("reviewing_twice"), QStringLiteral("Set target")));
        QCOMPARE(library->markers(orchestrator).value(victim), 2);
        pane.currentCanvas()->view()->centerOnElement(victim);
        QCOMPARE(pane.currentCanvas()->currentElement(), victim);
        pane.currentCanvas()->view()->fitToView();
        QTest::qWait(50);
        saveShot(&pane, QStringLiteral("designer-problem.png"));
        library->undoStack()->undo();
        QVERIFY(library->report().checkErrors.isEmpty());

        // The simulator runs the orchestrator and colours what it visited.
        pane.showSimulator();
        SimulatorPanel *simulator = pane.simulatorPanel();
        QSignalSpy coverage(simulator, &SimulatorPanel::coverageChanged);
        simulator->start();
        QVERIFY(coverage.count() >= 1);
        const QSet<QString> visited = coverage.last().at(0).value<QSet<QString>>();
        QVERIFY(visited.contains(graph.initialState));
        simulator->fire();
        QTest::qWait(50);
        saveShot(&pane, QStringLiteral("designer-simulator.png"));
    }
};

QTEST_MAIN(TestDesignerPane)
#include "tst_designerpane.moc"
