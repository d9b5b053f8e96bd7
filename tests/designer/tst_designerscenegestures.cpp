// DesignerScene's editing gestures, driven with real mouse events through a shown
// DesignerView: dragging states, drawing and retargeting transitions, double-click and
// context menu. The scene only reports; nothing in the document changes here.
#include "scenefixture.h"

#include "views/designer/designerscene.h"
#include "views/designer/designerview.h"
#include "views/designer/stateitem.h"
#include "views/designer/transitionitem.h"

#include <QContextMenuEvent>
#include <QSignalSpy>
#include <QTest>

using namespace capstudio;
using namespace scenetest;

class TestDesignerSceneGestures : public QObject
{
    Q_OBJECT

private slots:
    void dragMovesStates_data();
    void dragMovesStates();
    void drawTransition_data();
    void drawTransition();
    void retargetTransition_data();
    void retargetTransition();
    void doubleClickActivates_data();
    void doubleClickActivates();
    void contextMenuReportsElement_data();
    void contextMenuReportsElement();

private:
    // A scene with the sample graph at samplePositions() in a shown view at 100%.
    struct Canvas
    {
        DesignerScene scene;
        DesignerView view{&scene};
        QPoint at(QPointF scenePos) const { return view.mapFromScene(scenePos); }
        QWidget *viewport() const { return view.viewport(); }
    };
    std::unique_ptr<Canvas> shownCanvas();
};

std::unique_ptr<TestDesignerSceneGestures::Canvas> TestDesignerSceneGestures::shownCanvas()
{
    auto canvas = std::make_unique<Canvas>();
    canvas->scene.setGraph(sampleGraph(), samplePositions());
    canvas->view.resize(1500, 1100);
    canvas->view.show();
    if (!QTest::qWaitForWindowExposed(&canvas->view))
        return nullptr;
    canvas->view.centerOn(canvas->scene.diagramBounds().center());
    return canvas;
}

void TestDesignerSceneGestures::dragMovesStates_data()
{
    QTest::addColumn<QStringList>("selected");
    QTest::addColumn<QString>("grabbed");
    QTest::newRow("one state") << QStringList{} << "done";
    QTest::newRow("two selected states move together") << QStringList{"done", "failed"} << "done";
}

void TestDesignerSceneGestures::dragMovesStates()
{
    QFETCH(QStringList, selected);
    QFETCH(QString, grabbed);
    auto canvas = shownCanvas();
    QVERIFY(canvas);
    DesignerScene &scene = canvas->scene;
    for (const QString &id : selected)
        scene.stateItem(id)->setSelected(true);
    const QHash<QString, QPointF> before = scene.positions();
    QSignalSpy moved(&scene, &DesignerScene::statesMoved);

    const QPoint press = canvas->at(scene.stateItem(grabbed)->pos());
    const QPoint delta(60, -40);
    QTest::mousePress(canvas->viewport(), Qt::LeftButton, {}, press);
    QTest::mouseMove(canvas->viewport(), press + QPoint(20, -10));
    QTest::mouseMove(canvas->viewport(), press + delta);
    QTest::mouseRelease(canvas->viewport(), Qt::LeftButton, {}, press + delta);

    QCOMPARE(moved.size(), 1);
    const auto from = moved.at(0).at(0).value<QHash<QString, QPointF>>();
    const auto to = moved.at(0).at(1).value<QHash<QString, QPointF>>();
    const QStringList expected = selected.isEmpty() ? QStringList{grabbed} : selected;
    QCOMPARE(from.size(), expected.size());
    for (const QString &id : expected) {
        QCOMPARE(from.value(id), before.value(id));
        QCOMPARE(to.value(id), before.value(id) + QPointF(delta));
    }
    // Edges followed the move.
    QVERIFY(onBorder(scene.stateItem(QStringLiteral("done"))->sceneBoxRect(),
                     scene.edgeItem(QStringLiteral("planning/vet"))->endPoint()));
}

void TestDesignerSceneGestures::drawTransition_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("onto");    // a state id, or empty for the background
    QTest::addColumn<bool>("drag");
    QTest::addColumn<QStringList>("expected"); // from, to; empty: no signal
    QTest::newRow("onto another state") << "done" << "failed" << true << QStringList{"done", "failed"};
    QTest::newRow("back onto the same state: a self-loop") << "failed" << "failed" << true
                                                            << QStringList{"failed", "failed"};
    QTest::newRow("onto empty space: cancelled") << "done" << "" << true << QStringList{};
    QTest::newRow("a click on the handle draws nothing") << "done" << "done" << false << QStringList{};
}

void TestDesignerSceneGestures::drawTransition()
{
    QFETCH(QString, from);
    QFETCH(QString, onto);
    QFETCH(bool, drag);
    QFETCH(QStringList, expected);
    auto canvas = shownCanvas();
    QVERIFY(canvas);
    DesignerScene &scene = canvas->scene;
    QSignalSpy drawn(&scene, &DesignerScene::transitionDrawn);
    QSignalSpy moved(&scene, &DesignerScene::statesMoved);

    const QPoint handle = canvas->at(scene.stateItem(from)->handleScenePos());
    const QPoint end = onto.isEmpty() ? canvas->at(scene.stateItem(from)->pos() + QPointF(0, -150))
                                      : canvas->at(scene.stateItem(onto)->pos());
    QTest::mousePress(canvas->viewport(), Qt::LeftButton, {}, handle);
    if (drag) {
        QTest::mouseMove(canvas->viewport(), handle + QPoint(90, 60));
        QTest::mouseMove(canvas->viewport(), end);
        if (!onto.isEmpty())
            QVERIFY(scene.stateItem(onto)->isDropTarget());
    }
    QTest::mouseRelease(canvas->viewport(), Qt::LeftButton, {}, drag ? end : handle);

    if (expected.isEmpty()) {
        QCOMPARE(drawn.size(), 0);
    } else {
        QCOMPARE(drawn.size(), 1);
        QCOMPARE(drawn.at(0).at(0).toString(), expected.at(0));
        QCOMPARE(drawn.at(0).at(1).toString(), expected.at(1));
    }
    QCOMPARE(moved.size(), 0); // drawing never moves the state
    QCOMPARE(scene.positions(), samplePositions());
    for (const StateItem *item : scene.stateItems())
        QVERIFY(!item->isDropTarget());
}

void TestDesignerSceneGestures::retargetTransition_data()
{
    QTest::addColumn<QString>("edge");
    QTest::addColumn<QString>("onto");
    QTest::addColumn<bool>("signalled");
    QTest::newRow("target edge onto another state") << "planning/vet" << "failed" << true;
    QTest::newRow("branch edge onto another state") << "planning/vet#0" << "done" << true;
    QTest::newRow("onto its own target: no change") << "planning/vet" << "done" << false;
    QTest::newRow("generated ask_human cannot be retargeted") << "planning/ask_human" << "done" << false;
}

void TestDesignerSceneGestures::retargetTransition()
{
    QFETCH(QString, edge);
    QFETCH(QString, onto);
    QFETCH(bool, signalled);
    auto canvas = shownCanvas();
    QVERIFY(canvas);
    DesignerScene &scene = canvas->scene;
    QSignalSpy retargeted(&scene, &DesignerScene::transitionRetargeted);
    QSignalSpy moved(&scene, &DesignerScene::statesMoved);

    const QPoint press = canvas->at(onArrow(scene.edgeItem(edge)));
    const QPoint end = canvas->at(scene.stateItem(onto)->pos());
    QTest::mousePress(canvas->viewport(), Qt::LeftButton, {}, press);
    QTest::mouseMove(canvas->viewport(), press + QPoint(-40, 30));
    QTest::mouseMove(canvas->viewport(), end);
    QTest::mouseRelease(canvas->viewport(), Qt::LeftButton, {}, end);

    if (signalled) {
        QCOMPARE(retargeted.size(), 1);
        QCOMPARE(retargeted.at(0).at(0).toString(), edge);
        QCOMPARE(retargeted.at(0).at(1).toString(), onto);
    } else {
        QCOMPARE(retargeted.size(), 0);
    }
    QCOMPARE(moved.size(), 0);
    QCOMPARE(scene.edgeItem(edge)->opacity(), 1.0);
}

void TestDesignerSceneGestures::doubleClickActivates_data()
{
    QTest::addColumn<QString>("element"); // a state id or an edge id (its label is clicked)
    QTest::addColumn<QString>("activated");
    QTest::newRow("a state") << "planning" << "planning";
    QTest::newRow("a transition's label") << "planning/vet" << "planning/vet";
    QTest::newRow("a branch label gives its transition") << "planning/vet#0" << "planning/vet";
}

void TestDesignerSceneGestures::doubleClickActivates()
{
    QFETCH(QString, element);
    QFETCH(QString, activated);
    auto canvas = shownCanvas();
    QVERIFY(canvas);
    DesignerScene &scene = canvas->scene;
    QSignalSpy spy(&scene, &DesignerScene::elementActivated);
    const QPointF point = scene.stateItem(element) ? scene.stateItem(element)->pos()
                                                   : scene.edgeItem(element)->labelRect().center();
    QTest::mouseDClick(canvas->viewport(), Qt::LeftButton, {}, canvas->at(point));
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), activated);
}

void TestDesignerSceneGestures::contextMenuReportsElement_data()
{
    QTest::addColumn<QString>("element");
    QTest::addColumn<QString>("reported");
    QTest::newRow("a state, which gets selected") << "planning" << "planning";
    QTest::newRow("an edge label gives its transition") << "start/quick" << "start/quick";
    QTest::newRow("the background") << "" << "";
}

void TestDesignerSceneGestures::contextMenuReportsElement()
{
    QFETCH(QString, element);
    QFETCH(QString, reported);
    auto canvas = shownCanvas();
    QVERIFY(canvas);
    DesignerScene &scene = canvas->scene;
    QSignalSpy spy(&scene, &DesignerScene::contextMenuRequested);
    QPointF point = scene.diagramBounds().topLeft() - QPointF(60, 60);
    if (scene.stateItem(element))
        point = scene.stateItem(element)->pos();
    else if (scene.edgeItem(element))
        point = scene.edgeItem(element)->labelRect().center();
    const QPoint local = canvas->at(point);
    const QPoint global = canvas->viewport()->mapToGlobal(local);
    QContextMenuEvent event(QContextMenuEvent::Mouse, local, global);
    QApplication::sendEvent(canvas->viewport(), &event);
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), reported);
    QCOMPARE(spy.at(0).at(1).toPoint(), global);
    if (!reported.isEmpty() && scene.stateItem(reported))
        QCOMPARE(scene.selectedStateIds(), QStringList{reported});
}

QTEST_MAIN(TestDesignerSceneGestures)
#include "tst_designerscenegestures.moc"
