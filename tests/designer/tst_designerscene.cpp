// DesignerScene: items built from a workflow graph, routing, markers, selection and search
// (the gestures are in tst_designerscenegestures).
#include "scenefixture.h"

#include "layout/autolayout.h"
#include "views/designer/designerscene.h"
#include "views/designer/stateitem.h"
#include "views/designer/transitionitem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QSignalSpy>
#include <QTest>

using namespace capstudio;
using flowgate::WorkflowGraph;
using namespace scenetest;

class TestDesignerScene : public QObject
{
    Q_OBJECT

private slots:
    void itemCounts_data();
    void itemCounts();
    void stateFlags();
    void edgeKinds_data();
    void edgeKinds();
    void missingTargetIsAStub();
    void layoutGraphMeasuresItems();
    void selfLoopsNestWithoutCrossingLabels();
    void parallelEdgesFanApart_data();
    void parallelEdgesFanApart();
    void layoutPathsFollowedUntilAStateMoves();
    void setPositionsReroutesEdges();
    void engineLabelOnItsPathIsMovedClear();
    void offscreenStretchOfALongEdgeIsNotPainted();
    void selectionSurvivesSetGraph();
    void problemMarkers();
    void coverage();
    void findElements_data();
    void findElements();
    void selectElement_data();
    void selectElement();
    void paletteChangeRestyles();
};

void TestDesignerScene::itemCounts_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<int>("states");
    QTest::addColumn<int>("edges");
    QTest::newRow("sample: loops, parallel edges, a branch, generated asks") << QByteArray(scenetest::SampleYaml) << 4 << 8;
    QTest::newRow("chain of 25 with back edges") << scenetest::chainYaml(25) << 25 << 26;
    QTest::newRow("one terminal state") << QByteArray("workflows:\n  flow.one:\n    initialState: a\n    states:\n"
                                                     "      a:\n        terminal: true\n")
                                        << 1 << 0;
}

void TestDesignerScene::itemCounts()
{
    QFETCH(QByteArray, yaml);
    QFETCH(int, states);
    QFETCH(int, edges);
    WorkflowGraph graph;
    QVERIFY(scenetest::graphFromYaml(yaml, &graph));
    QCOMPARE(graph.states.size(), states);
    QCOMPARE(graph.edges.size(), edges);

    DesignerScene scene;
    scene.setGraph(graph, {});
    int stateItems = 0;
    int edgeItems = 0;
    for (QGraphicsItem *item : scene.items()) {
        stateItems += item->type() == StateItem::Type;
        edgeItems += item->type() == TransitionItem::Type;
    }
    QCOMPARE(stateItems, states);
    QCOMPARE(edgeItems, edges);
    QCOMPARE(scene.positions().size(), states);
    // Unplaced states go on a grid: no two boxes overlap.
    const QList<StateItem *> items = scene.stateItems();
    for (int i = 0; i < items.size(); ++i) {
        for (int j = i + 1; j < items.size(); ++j)
            QVERIFY(!items.at(i)->sceneBoxRect().intersects(items.at(j)->sceneBoxRect()));
    }
}

void TestDesignerScene::stateFlags()
{
    DesignerScene scene;
    scene.setGraph(sampleGraph(), samplePositions());
    const StateItem *start = scene.stateItem(QStringLiteral("start"));
    QVERIFY(start);
    QVERIFY(start->isInitial());
    QVERIFY(!start->isTerminal());
    QVERIFY(start->state().hasOnEnter);
    QVERIFY(start->toolTip().contains(QStringLiteral("Collect the request from the user")));
    const StateItem *planning = scene.stateItem(QStringLiteral("planning"));
    QVERIFY(!planning->isInitial());
    QVERIFY(!planning->isTerminal());
    QVERIFY(planning->state().loops);
    QCOMPARE(planning->state().delegate, QStringLiteral("planner"));
    for (const QString &id : {QStringLiteral("done"), QStringLiteral("failed")}) {
        QVERIFY(scene.stateItem(id)->isTerminal());
        QVERIFY(!scene.stateItem(id)->isInitial());
    }
    // The initial marker sits outside the box, left of it.
    QVERIFY(start->boundingRect().left() < start->boxRect().left() - 20);
    QCOMPARE(scene.stateItem(QStringLiteral("start"))->pos(), QPointF(0, 320));
}

void TestDesignerScene::edgeKinds_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("branch");
    QTest::addColumn<bool>("generated");
    QTest::addColumn<bool>("selfLoop");
    QTest::addColumn<QString>("tooltipHas");
    QTest::newRow("target edge with guards") << "start/plan" << "planning" << false << false << false << "role admin";
    QTest::newRow("branch edge") << "planning/vet#0" << "failed" << true << false << false << "$.context.verdict == 'fail'";
    QTest::newRow("capability call") << "planning/vet" << "done" << false << false << false << "cap.plan.vet";
    QTest::newRow("generated ask_human") << "start/ask_human" << "start" << false << true << true << "enable_human_ask";
    QTest::newRow("authored self-loop") << "start/retry" << "start" << false << false << true << "mcp";
}

void TestDesignerScene::edgeKinds()
{
    QFETCH(QString, id);
    QFETCH(QString, target);
    QFETCH(bool, branch);
    QFETCH(bool, generated);
    QFETCH(bool, selfLoop);
    QFETCH(QString, tooltipHas);
    DesignerScene scene;
    scene.setGraph(sampleGraph(), samplePositions());
    const TransitionItem *item = scene.edgeItem(id);
    QVERIFY(item);
    QCOMPARE(item->edge().to, target);
    QCOMPARE(item->isBranch(), branch);
    QCOMPARE(item->isGenerated(), generated);
    QCOMPARE(item->isSelfLoop(), selfLoop);
    QVERIFY2(item->toolTip().contains(tooltipHas), qPrintable(item->toolTip()));
    QVERIFY(!item->labelSize().isEmpty());
    // The arrow ends on the target's border.
    QVERIFY(onBorder(scene.stateItem(target)->sceneBoxRect(), item->endPoint()));
}

void TestDesignerScene::missingTargetIsAStub()
{
    WorkflowGraph graph;
    QVERIFY(scenetest::graphFromYaml("workflows:\n  flow.m:\n    initialState: a\n    states:\n      a:\n"
                                     "        transitions:\n          go:\n            target: nowhere\n"
                                     "          ok:\n            target: b\n      b:\n        terminal: true\n",
                                     &graph));
    DesignerScene scene;
    scene.setGraph(graph, {});
    const TransitionItem *stub = scene.edgeItem(QStringLiteral("a/go"));
    QVERIFY(stub);
    QVERIFY(stub->hasMissingTarget());
    QVERIFY(stub->toolTip().contains(QStringLiteral("nowhere")));
    QVERIFY(onBorder(scene.stateItem(QStringLiteral("a"))->sceneBoxRect(), stub->startPoint()));
    // The layout engine never sees an edge to a missing node.
    const flowgate::LayoutGraph layout = scene.layoutGraph();
    QCOMPARE(layout.edges.size(), 1);
    QCOMPARE(layout.edges.constFirst().id, QStringLiteral("a/ok"));
}

void TestDesignerScene::layoutGraphMeasuresItems()
{
    DesignerScene scene;
    const WorkflowGraph graph = sampleGraph();
    scene.setGraph(graph, samplePositions());
    const flowgate::LayoutGraph layout = scene.layoutGraph();
    QCOMPARE(layout.nodes.size(), graph.states.size());
    QCOMPARE(layout.edges.size(), graph.edges.size());
    for (const auto &node : layout.nodes) {
        QCOMPARE(node.size, scene.stateItem(node.id)->boxSize());
        QVERIFY(node.size.width() >= 100 && node.size.height() >= 30);
    }
    // A longer goal gives a wider box than a state with a short id and no goal.
    QVERIFY(scene.stateItem(QStringLiteral("start"))->boxSize().width()
            > scene.stateItem(QStringLiteral("done"))->boxSize().width());
    for (const auto &edge : layout.edges) {
        QCOMPARE(edge.labelSize, scene.edgeItem(edge.id)->labelSize());
        QCOMPARE(layout.nodes.at(edge.from).id, scene.edgeItem(edge.id)->edge().from);
        QCOMPARE(layout.nodes.at(edge.to).id, scene.edgeItem(edge.id)->edge().to);
    }
    // Guards make a second label line.
    QVERIFY(scene.edgeItem(QStringLiteral("start/plan"))->labelSize().height()
            > scene.edgeItem(QStringLiteral("start/quick"))->labelSize().height());
}

void TestDesignerScene::selfLoopsNestWithoutCrossingLabels()
{
    DesignerScene scene;
    scene.setGraph(sampleGraph(), samplePositions());
    const TransitionItem *inner = scene.edgeItem(QStringLiteral("start/ask_human"));
    const TransitionItem *outer = scene.edgeItem(QStringLiteral("start/retry"));
    const QRectF box = scene.stateItem(QStringLiteral("start"))->sceneBoxRect();
    QVERIFY(inner->route() != outer->route());
    QVERIFY(!inner->labelRect().intersects(outer->labelRect()));
    QVERIFY(!inner->labelRect().intersects(box));
    QVERIFY(!outer->labelRect().intersects(box));
    for (const QPointF &p : samples(outer))
        QVERIFY2(!inner->labelRect().contains(p), "the outer loop crosses the inner loop's label");
    for (const QPointF &p : samples(inner))
        QVERIFY2(!outer->labelRect().contains(p), "the inner loop crosses the outer loop's label");
    QVERIFY(onBorder(box, outer->startPoint()));
    QVERIFY(onBorder(box, outer->endPoint()));
}

void TestDesignerScene::parallelEdgesFanApart_data()
{
    QTest::addColumn<bool>("laidOut");
    QTest::newRow("routed by the scene") << false;
    QTest::newRow("laid out by the layout engine") << true;
}

void TestDesignerScene::parallelEdgesFanApart()
{
    QFETCH(bool, laidOut);
    DesignerScene scene;
    const WorkflowGraph graph = sampleGraph();
    scene.setGraph(graph, samplePositions());
    if (laidOut) {
        const auto layout = layout::AutoLayout().layout(scene.layoutGraph(), {});
        QVERIFY2(layout.ok(), layout.ok() ? "" : qPrintable(layout.error().message));
        scene.setGraph(graph, layout.value().nodeCenters, &layout.value());
    }
    // start → planning twice and planning → start once.
    const QList<const TransitionItem *> group{scene.edgeItem(QStringLiteral("start/plan")),
                                              scene.edgeItem(QStringLiteral("start/quick")),
                                              scene.edgeItem(QStringLiteral("planning/back"))};
    for (int i = 0; i < group.size(); ++i) {
        for (int j = i + 1; j < group.size(); ++j) {
            const QPointF a = group.at(i)->path().pointAtPercent(0.5);
            const QPointF b = group.at(j)->path().pointAtPercent(0.5);
            QVERIFY2(QLineF(a, b).length() > 10, "two edges between the same states overlap");
            QVERIFY(!group.at(i)->labelRect().intersects(group.at(j)->labelRect()));
        }
    }
    if (!laidOut) {
        // The scene's own fan keeps every curve off the other edges' labels.
        for (const TransitionItem *edge : group) {
            for (const TransitionItem *other : group) {
                if (other == edge)
                    continue;
                for (const QPointF &p : samples(edge))
                    QVERIFY2(!other->labelRect().contains(p), qPrintable(edge->id() + " crosses " + other->id()));
            }
        }
    }
}

void TestDesignerScene::layoutPathsFollowedUntilAStateMoves()
{
    DesignerScene scene;
    const WorkflowGraph graph = sampleGraph();
    scene.setGraph(graph, {});
    const auto laidOut = layout::AutoLayout().layout(scene.layoutGraph(), {});
    QVERIFY(laidOut.ok());
    const flowgate::LayoutResult &layout = laidOut.value();
    scene.setGraph(graph, layout.nodeCenters, &layout);
    const QString vet = QStringLiteral("planning/vet");
    const QString plan = QStringLiteral("start/plan");
    QCOMPARE(scene.edgeItem(vet)->route(), layout.edgePaths.value(vet));
    // The engine's label, or beside it where the scene slid it clear of a path grazing it.
    QVERIFY2(QLineF(scene.edgeItem(vet)->labelRect().center(), layout.labelCenters.value(vet)).length() <= 8,
             qPrintable(QStringLiteral("label at %1,%2, the engine's at %3,%4")
                            .arg(scene.edgeItem(vet)->labelRect().center().x())
                            .arg(scene.edgeItem(vet)->labelRect().center().y())
                            .arg(layout.labelCenters.value(vet).x())
                            .arg(layout.labelCenters.value(vet).y())));
    QCOMPARE(scene.edgeItem(plan)->route(), layout.edgePaths.value(plan));

    const QPointF moved = layout.nodeCenters.value(QStringLiteral("done")) + QPointF(180, 40);
    scene.setPositions({{QStringLiteral("done"), moved}});
    QCOMPARE(scene.positions().value(QStringLiteral("done")), moved);
    QVERIFY(scene.edgeItem(vet)->route() != layout.edgePaths.value(vet));
    QVERIFY(onBorder(scene.stateItem(QStringLiteral("done"))->sceneBoxRect(), scene.edgeItem(vet)->endPoint()));
    QCOMPARE(scene.edgeItem(plan)->route(), layout.edgePaths.value(plan)); // untouched

    // Back where the layout put it: the engine's path again.
    scene.setPositions({{QStringLiteral("done"), layout.nodeCenters.value(QStringLiteral("done"))}});
    QCOMPARE(scene.edgeItem(vet)->route(), layout.edgePaths.value(vet));
}

void TestDesignerScene::setPositionsReroutesEdges()
{
    DesignerScene scene;
    scene.setGraph(sampleGraph(), samplePositions());
    const QPointF before = scene.edgeItem(QStringLiteral("start/plan"))->endPoint();
    scene.setPositions({{QStringLiteral("planning"), QPointF(400, -100)}, {QStringLiteral("ghost"), QPointF(1, 1)}});
    QCOMPARE(scene.positions().size(), 4);
    const QRectF planning = scene.stateItem(QStringLiteral("planning"))->sceneBoxRect();
    QVERIFY(scene.edgeItem(QStringLiteral("start/plan"))->endPoint() != before);
    QVERIFY(onBorder(planning, scene.edgeItem(QStringLiteral("start/plan"))->endPoint()));
    QVERIFY(onBorder(planning, scene.edgeItem(QStringLiteral("planning/vet"))->startPoint()));
    QVERIFY(scene.sceneRect().contains(scene.diagramBounds()));
}

void TestDesignerScene::engineLabelOnItsPathIsMovedClear()
{
    // A hand-made layout result whose label for a → b sits right on the straight path.
    WorkflowGraph graph;
    QVERIFY(scenetest::graphFromYaml("workflows:\n  flow.ab:\n    initialState: a\n    states:\n      a:\n"
                                     "        transitions:\n          go:\n            target: b\n"
                                     "      b:\n        terminal: true\n",
                                     &graph));
    DesignerScene scene;
    scene.setGraph(graph, {});
    flowgate::LayoutResult layout;
    layout.nodeCenters = {{QStringLiteral("a"), QPointF(0, 0)}, {QStringLiteral("b"), QPointF(0, 400)}};
    const qreal half = scene.stateItem(QStringLiteral("a"))->boxSize().height() / 2;
    const QPointF top(0, half);
    const QPointF bottom(0, 400 - half);
    layout.edgePaths.insert(QStringLiteral("a/go"), {top, top + (bottom - top) / 3, top + (bottom - top) * 2 / 3, bottom});
    layout.labelCenters.insert(QStringLiteral("a/go"), QPointF(0, 200));
    scene.setGraph(graph, layout.nodeCenters, &layout);

    const TransitionItem *edge = scene.edgeItem(QStringLiteral("a/go"));
    QCOMPARE(edge->route(), layout.edgePaths.value(QStringLiteral("a/go")));
    QVERIFY(edge->labelRect().center() != QPointF(0, 200));
    QVERIFY(QLineF(edge->labelRect().center(), QPointF(0, 200)).length() <= edge->labelSize().width());
    for (const QPointF &p : samples(edge))
        QVERIFY2(!edge->labelRect().contains(p), "the path still runs through its label");
    for (const StateItem *state : scene.stateItems())
        QVERIFY(!state->sceneBoxRect().intersects(edge->labelRect()));
}

void TestDesignerScene::offscreenStretchOfALongEdgeIsNotPainted()
{
    DesignerScene scene;
    scene.setGraph(sampleGraph(), samplePositions());
    // planning/vet runs from (0,0) down-left to done at (-700,500): the top-left corner of
    // its bounding rect is far from the curve.
    TransitionItem *edge = scene.edgeItem(QStringLiteral("planning/vet"));
    const QRectF bounds = edge->boundingRect();
    const QRectF corner(bounds.topLeft(), QSizeF(60, 60));
    for (const QPointF &p : samples(edge))
        QVERIFY(!corner.adjusted(-12, -12, 12, 12).contains(p));
    QVERIFY(!corner.intersects(edge->labelRect()));

    const auto paint = [&](const QRectF &exposed) {
        QImage image(bounds.size().toSize() + QSize(2, 2), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.translate(-bounds.topLeft());
        QStyleOptionGraphicsItem option;
        option.exposedRect = exposed;
        edge->paint(&painter, &option, nullptr);
        painter.end();
        return image;
    };
    const auto painted = [](const QImage &image) {
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                if (qAlpha(image.pixel(x, y)) != 0)
                    return true;
            }
        }
        return false;
    };
    QVERIFY(painted(paint(bounds)));
    QVERIFY(!painted(paint(corner)));
}

void TestDesignerScene::selectionSurvivesSetGraph()
{
    DesignerScene scene;
    const WorkflowGraph graph = sampleGraph();
    scene.setGraph(graph, samplePositions());
    StateItem *planning = scene.stateItem(QStringLiteral("planning"));
    planning->setSelected(true);
    scene.edgeItem(QStringLiteral("start/plan"))->setSelected(true);

    // An edited document: one more state, the same ids otherwise.
    QByteArray edited(scenetest::SampleYaml);
    edited.replace("      done:\n", "      extra:\n        terminal: true\n      done:\n");
    WorkflowGraph graph2;
    QVERIFY(scenetest::graphFromYaml(edited, &graph2));
    scene.setGraph(graph2, samplePositions());
    QCOMPARE(scene.stateItem(QStringLiteral("planning")), planning);
    QCOMPARE(scene.selectedStateIds(), QStringList{QStringLiteral("planning")});
    QCOMPARE(scene.selectedTransitionIds(), QStringList{QStringLiteral("start/plan")});
    QVERIFY(scene.stateItem(QStringLiteral("extra")));

    // Renamed away: nothing stays selected.
    QByteArray renamed(scenetest::SampleYaml);
    renamed.replace("planning", "drafting");
    renamed.replace("plan:", "draft:");
    WorkflowGraph graph3;
    QVERIFY(scenetest::graphFromYaml(renamed, &graph3));
    scene.setGraph(graph3, {});
    QVERIFY(scene.selectedStateIds().isEmpty());
    QVERIFY(scene.selectedTransitionIds().isEmpty());
    QVERIFY(!scene.stateItem(QStringLiteral("planning")));
}

void TestDesignerScene::problemMarkers()
{
    DesignerScene scene;
    scene.setGraph(sampleGraph(), samplePositions());
    scene.setProblems({{QStringLiteral("start"), 2},
                       {QStringLiteral("planning"), 1},
                       {QStringLiteral("start/plan"), 1},
                       {QStringLiteral("planning/vet#0"), 2}});
    QCOMPARE(scene.stateItem(QStringLiteral("start"))->problem(), 2);
    QCOMPARE(scene.stateItem(QStringLiteral("planning"))->problem(), 1);
    QCOMPARE(scene.stateItem(QStringLiteral("done"))->problem(), 0);
    QCOMPARE(scene.edgeItem(QStringLiteral("start/plan"))->problem(), 1);
    QCOMPARE(scene.edgeItem(QStringLiteral("planning/vet#0"))->problem(), 2);
    QCOMPARE(scene.edgeItem(QStringLiteral("planning/vet"))->problem(), 0);

    // A transition's problem marks its target edge once, not each branch.
    scene.setProblems({{QStringLiteral("planning/vet"), 2}});
    QCOMPARE(scene.edgeItem(QStringLiteral("planning/vet"))->problem(), 2);
    QCOMPARE(scene.edgeItem(QStringLiteral("planning/vet#0"))->problem(), 0);
    QCOMPARE(scene.stateItem(QStringLiteral("start"))->problem(), 0);

    // Kept across a rebuild, removed by an empty map.
    scene.setGraph(sampleGraph(), samplePositions());
    QCOMPARE(scene.edgeItem(QStringLiteral("planning/vet"))->problem(), 2);
    scene.setProblems({});
    QCOMPARE(scene.edgeItem(QStringLiteral("planning/vet"))->problem(), 0);
}

void TestDesignerScene::coverage()
{
    DesignerScene scene;
    scene.setGraph(sampleGraph(), samplePositions());
    scene.setCoverage({QStringLiteral("start"), QStringLiteral("planning")},
                      {QStringLiteral("start/plan"), QStringLiteral("planning/vet#0")}, QStringLiteral("planning"));
    QCOMPARE(scene.stateItem(QStringLiteral("start"))->coverage(), StateItem::Coverage::Visited);
    QCOMPARE(scene.stateItem(QStringLiteral("planning"))->coverage(), StateItem::Coverage::Current);
    QCOMPARE(scene.stateItem(QStringLiteral("done"))->coverage(), StateItem::Coverage::Unvisited);
    QVERIFY(scene.stateItem(QStringLiteral("done"))->opacity() < 1.0);
    QCOMPARE(scene.edgeItem(QStringLiteral("start/plan"))->coverage(), TransitionItem::Coverage::Fired);
    QCOMPARE(scene.edgeItem(QStringLiteral("planning/vet#0"))->coverage(), TransitionItem::Coverage::Fired);
    QCOMPARE(scene.edgeItem(QStringLiteral("planning/vet"))->coverage(), TransitionItem::Coverage::Unfired);
    QCOMPARE(scene.edgeItem(QStringLiteral("start/quick"))->coverage(), TransitionItem::Coverage::Unfired);

    scene.clearCoverage();
    QCOMPARE(scene.stateItem(QStringLiteral("done"))->coverage(), StateItem::Coverage::None);
    QCOMPARE(scene.stateItem(QStringLiteral("done"))->opacity(), 1.0);
    QCOMPARE(scene.edgeItem(QStringLiteral("start/plan"))->coverage(), TransitionItem::Coverage::None);
}

void TestDesignerScene::findElements_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("ids, case-insensitive, states first")
        << "PLAN"
        << QStringList{"planning", "planning/ask_human", "planning/back", "planning/vet", "start/plan"};
    QTest::newRow("a word of a goal") << "request" << QStringList{"start"};
    QTest::newRow("a guard") << "admin" << QStringList{"start/plan"};
    QTest::newRow("a branch condition") << "verdict" << QStringList{"planning/vet"};
    QTest::newRow("a callee") << "cap.plan" << QStringList{"planning/vet"};
    QTest::newRow("nothing matches") << "zzz" << QStringList{};
    QTest::newRow("empty text") << "" << QStringList{};
}

void TestDesignerScene::findElements()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    DesignerScene scene;
    scene.setGraph(sampleGraph(), samplePositions());
    QCOMPARE(scene.findElements(text), expected);
}

void TestDesignerScene::selectElement_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("states");
    QTest::addColumn<QStringList>("transitions");
    QTest::addColumn<QStringList>("selectedEdges");
    QTest::newRow("a state") << "planning" << QStringList{"planning"} << QStringList{} << QStringList{};
    QTest::newRow("a transition selects all its edges")
        << "planning/vet" << QStringList{} << QStringList{"planning/vet"} << QStringList{"planning/vet", "planning/vet#0"};
    QTest::newRow("one branch edge") << "planning/vet#0" << QStringList{} << QStringList{"planning/vet"}
                                     << QStringList{"planning/vet#0"};
    QTest::newRow("an unknown id clears") << "nope" << QStringList{} << QStringList{} << QStringList{};
}

void TestDesignerScene::selectElement()
{
    QFETCH(QString, id);
    QFETCH(QStringList, states);
    QFETCH(QStringList, transitions);
    QFETCH(QStringList, selectedEdges);
    DesignerScene scene;
    scene.setGraph(sampleGraph(), samplePositions());
    scene.stateItem(QStringLiteral("done"))->setSelected(true); // cleared by selectElement
    scene.selectElement(id);
    QCOMPARE(scene.selectedStateIds(), states);
    QCOMPARE(scene.selectedTransitionIds(), transitions);
    QStringList edges;
    for (const TransitionItem *item : scene.edgeItems()) {
        if (item->isSelected())
            edges << item->id();
    }
    QCOMPARE(edges, selectedEdges);
    const QRectF rect = scene.elementRect(id);
    if (id == QLatin1String("nope"))
        QVERIFY(rect.isNull());
    else if (!states.isEmpty())
        QCOMPARE(rect, scene.stateItem(id)->sceneBoxRect());
    else
        QCOMPARE(rect, scene.edgeItem(selectedEdges.constFirst())->labelRect());
}

void TestDesignerScene::paletteChangeRestyles()
{
    DesignerScene scene;
    scene.setGraph(sampleGraph(), samplePositions());
    const QSizeF box = scene.stateItem(QStringLiteral("start"))->boxSize();
    QPalette dark;
    dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x24));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    scene.setPalette(dark);
    QCOMPARE(scene.backgroundBrush().color(), QColor(0x20, 0x20, 0x24));
    QCOMPARE(scene.stateItem(QStringLiteral("start"))->boxSize(), box);
}

QTEST_MAIN(TestDesignerScene)
#include "tst_designerscene.moc"
