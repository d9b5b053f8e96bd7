// DesignerView: zoom (slots, keys, Ctrl+wheel, clamping), fit, centring on an element,
// rubber-band selection, panning and plain-wheel scrolling.
#include "scenetestsupport.h"

#include "views/designer/designerscene.h"
#include "views/designer/designerview.h"
#include "views/designer/stateitem.h"

#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>

using namespace capstudio;

class TestDesignerView : public QObject
{
    Q_OBJECT

private slots:
    void zoomSlots_data();
    void zoomSlots();
    void zoomKeys_data();
    void zoomKeys();
    void ctrlWheelZoomsPlainWheelScrolls();
    void fitToView_data();
    void fitToView();
    void centerOnElement();
    void rubberBandSelects();
    void pan_data();
    void pan();
    void performanceSettings();

private:
    struct Canvas
    {
        DesignerScene scene;
        DesignerView view{&scene};
    };
    // A shown view of a chain of `states` states laid out on a grid by the scene.
    std::unique_ptr<Canvas> canvas(int states, QSize size = QSize(800, 600));
};

std::unique_ptr<TestDesignerView::Canvas> TestDesignerView::canvas(int states, QSize size)
{
    flowgate::WorkflowGraph graph;
    if (!scenetest::graphFromYaml(scenetest::chainYaml(states), &graph))
        return nullptr;
    auto result = std::make_unique<Canvas>();
    result->scene.setGraph(graph, {});
    result->view.resize(size);
    result->view.show();
    if (!QTest::qWaitForWindowExposed(&result->view))
        return nullptr;
    return result;
}

void TestDesignerView::zoomSlots_data()
{
    QTest::addColumn<int>("ins");
    QTest::addColumn<int>("outs");
    QTest::addColumn<double>("expected");
    QTest::newRow("in once") << 1 << 0 << DesignerView::ZoomStep;
    QTest::newRow("in twice") << 2 << 0 << DesignerView::ZoomStep * DesignerView::ZoomStep;
    QTest::newRow("out once") << 0 << 1 << 1.0 / DesignerView::ZoomStep;
    QTest::newRow("in and out again") << 3 << 3 << 1.0;
    QTest::newRow("clamped at the maximum") << 40 << 0 << DesignerView::MaxZoom;
    QTest::newRow("clamped at the minimum") << 0 << 40 << DesignerView::MinZoom;
}

void TestDesignerView::zoomSlots()
{
    QFETCH(int, ins);
    QFETCH(int, outs);
    QFETCH(double, expected);
    auto c = canvas(5);
    QVERIFY(c);
    QSignalSpy changed(&c->view, &DesignerView::zoomChanged);
    for (int i = 0; i < ins; ++i)
        c->view.zoomIn();
    for (int i = 0; i < outs; ++i)
        c->view.zoomOut();
    QVERIFY(qFuzzyCompare(c->view.zoom(), expected));
    QVERIFY(qFuzzyCompare(c->view.transform().m11(), expected));
    QVERIFY(qFuzzyCompare(c->view.transform().m22(), expected));
    QVERIFY(!changed.isEmpty());
    QVERIFY(qFuzzyCompare(changed.constLast().at(0).toDouble(), expected));
    c->view.resetZoom();
    QCOMPARE(c->view.transform().m11(), 1.0);
}

void TestDesignerView::zoomKeys_data()
{
    QTest::addColumn<QKeySequence>("keys");
    QTest::addColumn<double>("expected");
    QTest::newRow("standard zoom in") << QKeySequence(QKeySequence::ZoomIn) << DesignerView::ZoomStep;
    QTest::newRow("standard zoom out") << QKeySequence(QKeySequence::ZoomOut) << 1.0 / DesignerView::ZoomStep;
    QTest::newRow("Ctrl+0 resets") << QKeySequence(Qt::CTRL | Qt::Key_0) << 1.0;
}

void TestDesignerView::zoomKeys()
{
    QFETCH(QKeySequence, keys);
    QFETCH(double, expected);
    auto c = canvas(5);
    QVERIFY(c);
    if (expected == 1.0)
        c->view.setZoom(2.0);
    c->view.setFocus();
    QTest::keySequence(&c->view, keys);
    QVERIFY2(qFuzzyCompare(c->view.zoom(), expected), qPrintable(QString::number(c->view.zoom())));
}

void TestDesignerView::ctrlWheelZoomsPlainWheelScrolls()
{
    auto c = canvas(40);
    QVERIFY(c);
    QWidget *viewport = c->view.viewport();
    const QPointF middle = QRectF(viewport->rect()).center();
    const auto wheel = [&](Qt::KeyboardModifiers modifiers, int delta) {
        QWheelEvent event(middle, viewport->mapToGlobal(middle), QPoint(), QPoint(0, delta), Qt::NoButton, modifiers,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(viewport, &event);
    };

    const int scrolled = c->view.verticalScrollBar()->value();
    wheel(Qt::NoModifier, -120);
    QCOMPARE(c->view.zoom(), 1.0);
    QVERIFY(c->view.verticalScrollBar()->value() > scrolled);

    wheel(Qt::ControlModifier, 120);
    QVERIFY(qFuzzyCompare(c->view.zoom(), DesignerView::ZoomStep));
    wheel(Qt::ControlModifier, -240);
    QVERIFY(qFuzzyCompare(c->view.zoom(), 1.0 / DesignerView::ZoomStep));
}

void TestDesignerView::fitToView_data()
{
    QTest::addColumn<int>("states");
    QTest::addColumn<bool>("shrinks");
    QTest::newRow("a large graph is scaled down to fit") << 120 << true;
    QTest::newRow("a small graph stays at 100%") << 2 << false;
}

void TestDesignerView::fitToView()
{
    QFETCH(int, states);
    QFETCH(bool, shrinks);
    auto c = canvas(states);
    QVERIFY(c);
    c->view.setZoom(3.0);
    c->view.fitToView();
    if (shrinks)
        QVERIFY(c->view.zoom() < 1.0);
    else
        QCOMPARE(c->view.zoom(), DesignerView::MaxFitZoom);
    QVERIFY(c->view.zoom() >= DesignerView::MinZoom);
    const QRect shown = c->view.mapFromScene(c->scene.diagramBounds()).boundingRect();
    const QRect viewport = c->view.viewport()->rect();
    QVERIFY2(viewport.adjusted(-1, -1, 1, 1).contains(shown), "the fitted diagram is not entirely visible");
    if (shrinks) {
        // It uses the space: one side reaches the margin.
        const int free = qMin(shown.left() - viewport.left(), shown.top() - viewport.top());
        QVERIFY2(free <= DesignerView::FitMargin + 2, qPrintable(QString::number(free)));
    }
}

void TestDesignerView::centerOnElement()
{
    auto c = canvas(100);
    QVERIFY(c);
    c->view.resetZoom();
    // A state well inside the diagram (one at its edge can only be scrolled as far as the
    // scene allows).
    QString id;
    const QPointF middle = c->scene.diagramBounds().center();
    for (const StateItem *state : c->scene.stateItems()) {
        if (id.isEmpty() || QLineF(state->pos(), middle).length() < QLineF(c->scene.stateItem(id)->pos(), middle).length())
            id = state->id();
    }
    QVERIFY(QLineF(c->view.mapFromScene(c->scene.stateItem(id)->pos()), c->view.viewport()->rect().center()).length() > 100);
    c->view.centerOnElement(id);
    QCOMPARE(c->scene.selectedStateIds(), QStringList{id});
    const QPoint centre = c->view.mapFromScene(c->scene.stateItem(id)->pos());
    const QPoint expected = c->view.viewport()->rect().center();
    QVERIFY2((centre - expected).manhattanLength() <= 3,
             qPrintable(QStringLiteral("%1,%2 vs %3,%4").arg(centre.x()).arg(centre.y()).arg(expected.x()).arg(expected.y())));
    // An unknown id changes nothing.
    c->view.centerOnElement(QStringLiteral("nope"));
    QCOMPARE(c->scene.selectedStateIds(), QStringList{id});
}

void TestDesignerView::rubberBandSelects()
{
    auto c = canvas(9, QSize(1200, 900));
    QVERIFY(c);
    c->view.fitToView();
    // The grid's first row: s0, s1, s2. Drag from empty space above-left of s0 to just
    // past the middle of s1's box.
    const QRectF first = c->scene.stateItem(QStringLiteral("s0"))->sceneBoxRect();
    const QRectF second = c->scene.stateItem(QStringLiteral("s1"))->sceneBoxRect();
    const QPoint from = c->view.mapFromScene(first.topLeft() - QPointF(30, 30));
    const QPoint to = c->view.mapFromScene(second.center());
    QVERIFY(c->scene.items(c->view.mapToScene(from)).isEmpty());
    QWidget *viewport = c->view.viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {}, from);
    QTest::mouseMove(viewport, from + QPoint(20, 20));
    QTest::mouseMove(viewport, to);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
    QCOMPARE(c->scene.selectedStateIds(), (QStringList{QStringLiteral("s0"), QStringLiteral("s1")}));
    QCOMPARE(c->scene.positions().value(QStringLiteral("s0")), first.center());
}

void TestDesignerView::pan_data()
{
    QTest::addColumn<bool>("space");
    QTest::newRow("middle button") << false;
    QTest::newRow("Space and the left button") << true;
}

void TestDesignerView::pan()
{
    QFETCH(bool, space);
    auto c = canvas(100);
    QVERIFY(c);
    c->view.resetZoom();
    c->view.centerOnElement(QStringLiteral("s50"));
    c->scene.clearSelection();
    const QHash<QString, QPointF> before = c->scene.positions();
    const int h = c->view.horizontalScrollBar()->value();
    const int v = c->view.verticalScrollBar()->value();
    QWidget *viewport = c->view.viewport();
    const QPoint start = c->view.mapFromScene(c->scene.stateItem(QStringLiteral("s50"))->pos()); // on a state
    const Qt::MouseButton button = space ? Qt::LeftButton : Qt::MiddleButton;
    c->view.setFocus();
    if (space)
        QTest::keyPress(&c->view, Qt::Key_Space);
    QTest::mousePress(viewport, button, {}, start);
    QTest::mouseMove(viewport, start + QPoint(-30, -20));
    QTest::mouseMove(viewport, start + QPoint(-60, -40));
    QTest::mouseRelease(viewport, button, {}, start + QPoint(-60, -40));
    if (space)
        QTest::keyRelease(&c->view, Qt::Key_Space);
    QCOMPARE(c->view.horizontalScrollBar()->value(), h + 60);
    QCOMPARE(c->view.verticalScrollBar()->value(), v + 40);
    QCOMPARE(c->scene.positions(), before); // the state under the mouse did not move
    QVERIFY(c->scene.selectedStateIds().isEmpty());
}

void TestDesignerView::performanceSettings()
{
    DesignerScene scene;
    DesignerView view(&scene);
    QCOMPARE(scene.itemIndexMethod(), QGraphicsScene::BspTreeIndex);
    QCOMPARE(view.viewportUpdateMode(), QGraphicsView::SmartViewportUpdate);
    QVERIFY(view.renderHints().testFlag(QPainter::Antialiasing));
    QCOMPARE(view.dragMode(), QGraphicsView::RubberBandDrag);
    flowgate::WorkflowGraph graph;
    QVERIFY(scenetest::graphFromYaml(scenetest::chainYaml(3), &graph));
    scene.setGraph(graph, {});
    QCOMPARE(scene.stateItem(QStringLiteral("s0"))->cacheMode(), QGraphicsItem::DeviceCoordinateCache);
}

QTEST_MAIN(TestDesignerView)
#include "tst_designerview.moc"
