// MinimapWidget: maps the whole diagram into its rectangle, draws it, and moves the view
// when clicked or dragged.
#include "scenetestsupport.h"

#include "views/designer/designerscene.h"
#include "views/designer/designerview.h"
#include "views/designer/minimapwidget.h"
#include "views/designer/stateitem.h"

#include <QTest>

using namespace capstudio;

class TestMinimapWidget : public QObject
{
    Q_OBJECT

private slots:
    void showsTheWholeDiagram();
    void clickAndDragMoveTheView_data();
    void clickAndDragMoveTheView();
    void followsAnotherView();
};

namespace {

struct Setup
{
    DesignerScene scene;
    DesignerView view{&scene};
    MinimapWidget minimap;
};

std::unique_ptr<Setup> setup(int states)
{
    flowgate::WorkflowGraph graph;
    if (!scenetest::graphFromYaml(scenetest::chainYaml(states), &graph))
        return nullptr;
    auto s = std::make_unique<Setup>();
    s->scene.setGraph(graph, {});
    s->view.resize(600, 400);
    s->view.show();
    s->minimap.resize(240, 180);
    s->minimap.setView(&s->view);
    s->minimap.show();
    if (!QTest::qWaitForWindowExposed(&s->view) || !QTest::qWaitForWindowExposed(&s->minimap))
        return nullptr;
    return s;
}

} // namespace

void TestMinimapWidget::showsTheWholeDiagram()
{
    auto s = setup(100);
    QVERIFY(s);
    QCOMPARE(s->minimap.view(), &s->view);
    const QRectF bounds = s->scene.diagramBounds();
    QVERIFY(s->minimap.shownSceneRect().contains(bounds));
    const QRectF mapped(s->minimap.mapFromScene(bounds.topLeft()), s->minimap.mapFromScene(bounds.bottomRight()));
    QVERIFY(QRectF(s->minimap.rect()).adjusted(-0.5, -0.5, 0.5, 0.5).contains(mapped));
    // The drawing has the states in it: not just the background colour.
    const QImage image = s->minimap.grab().toImage();
    const QPointF state = s->minimap.mapFromScene(s->scene.stateItem(QStringLiteral("s0"))->pos());
    const QColor background = s->minimap.palette().color(QPalette::Base);
    QVERIFY(image.pixelColor((state * image.devicePixelRatio()).toPoint()) != background);
}

void TestMinimapWidget::clickAndDragMoveTheView_data()
{
    QTest::addColumn<bool>("drag");
    QTest::newRow("click") << false;
    QTest::newRow("drag") << true;
}

void TestMinimapWidget::clickAndDragMoveTheView()
{
    QFETCH(bool, drag);
    auto s = setup(100);
    QVERIFY(s);
    const QPointF target = s->scene.stateItem(drag ? QStringLiteral("s77") : QStringLiteral("s33"))->pos();
    const QPoint on = s->minimap.mapFromScene(target).toPoint();
    if (drag) {
        const QPoint start = s->minimap.mapFromScene(s->scene.stateItem(QStringLiteral("s0"))->pos()).toPoint();
        QTest::mousePress(&s->minimap, Qt::LeftButton, {}, start);
        QTest::mouseMove(&s->minimap, (start + on) / 2);
        QTest::mouseMove(&s->minimap, on);
        QTest::mouseRelease(&s->minimap, Qt::LeftButton, {}, on);
    } else {
        QTest::mouseClick(&s->minimap, Qt::LeftButton, {}, on);
    }
    // The view is centred where the minimap was clicked (one minimap pixel is a few scene units).
    const QPointF centre = s->view.visibleSceneRect().center();
    const qreal unit = s->minimap.shownSceneRect().width() / s->minimap.width();
    QVERIFY2(QLineF(centre, target).length() <= 2 * unit + 2,
             qPrintable(QStringLiteral("%1,%2").arg(centre.x()).arg(centre.y())));
}

void TestMinimapWidget::followsAnotherView()
{
    auto s = setup(20);
    QVERIFY(s);
    s->minimap.setView(nullptr);
    QVERIFY(!s->minimap.view());
    QVERIFY(s->minimap.shownSceneRect().isNull());
    s->minimap.repaint(); // paints an empty overview without a view
    {
        DesignerView other(&s->scene);
        s->minimap.setView(&other);
        QCOMPARE(s->minimap.view(), &other);
    }
    QVERIFY(!s->minimap.view()); // the destroyed view is forgotten
}

QTEST_MAIN(TestMinimapWidget)
#include "tst_minimapwidget.moc"
