// Behaviour of the layout engines. Geometry, not timing: every node placed, no overlapping
// boxes, ranks follow edge direction in a DAG, edges attached to their nodes, pinned nodes
// kept; the automatic pick.
#include "layout/autolayout.h"
#include "layout/graphvizlayout.h"
#include "layout/sugiyamalayout.h"
#include "orchestratorgraph.h"

#include <QDir>
#include <QFile>
#include <QLineF>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

using namespace capstudio;
using namespace capstudio::flowgate;
using namespace capstudio::layout;

namespace {

// "a>b b>c" style: nodes in order of first mention, edges named by their position.
LayoutGraph graphOf(const QString &spec, const QStringList &extraNodes = {}, QSizeF label = {})
{
    LayoutGraph g;
    QHash<QString, int> index;
    auto node = [&](const QString &id) {
        if (!index.contains(id)) {
            index.insert(id, int(g.nodes.size()));
            // Varied sizes so that size handling is exercised.
            g.nodes.append({id, QSizeF(80 + 10 * (g.nodes.size() % 3), 36 + 4 * (g.nodes.size() % 2))});
        }
        return index.value(id);
    };
    for (const QString &part : spec.split(u' ', Qt::SkipEmptyParts)) {
        const QStringList ends = part.split(u'>');
        const int from = node(ends[0]);
        const int to = node(ends[1]);
        g.edges.append({QStringLiteral("e%1").arg(g.edges.size()), from, to, label});
    }
    for (const QString &id : extraNodes)
        node(id);
    return g;
}

QRectF boxOf(const LayoutGraph &g, const LayoutResult &r, int i)
{
    const QSizeF s = g.nodes[i].size;
    const QPointF c = r.nodeCenters.value(g.nodes[i].id);
    return QRectF(c.x() - s.width() / 2, c.y() - s.height() / 2, s.width(), s.height());
}

// Distance from p to the outline of rect (inside or outside).
qreal distanceToBorder(QPointF p, const QRectF &rect)
{
    const qreal dx = std::max({rect.left() - p.x(), 0.0, p.x() - rect.right()});
    const qreal dy = std::max({rect.top() - p.y(), 0.0, p.y() - rect.bottom()});
    if (dx > 0 || dy > 0)
        return std::hypot(dx, dy);
    return std::min({p.x() - rect.left(), rect.right() - p.x(), p.y() - rect.top(),
                     rect.bottom() - p.y()});
}

bool overlaps(const QRectF &a, const QRectF &b)
{
    const QRectF common = a.intersected(b);
    return common.width() > 0.5 && common.height() > 0.5;
}

std::shared_ptr<LayoutEngine> engineNamed(const QString &name)
{
    if (name == QLatin1String("graphviz"))
        return std::make_shared<GraphvizLayout>();
    return std::make_shared<SugiyamaLayout>();
}

constexpr qreal Near = 4.0; // how far an edge end may sit from its node's outline

} // namespace

class TestLayout : public QObject
{
    Q_OBJECT

private slots:
    void shapes_data();
    void shapes();
    void leftToRight_data();
    void leftToRight();
    void initialFirstTerminalsLast_data();
    void initialFirstTerminalsLast();
    void parallelEdgesFanOut_data();
    void parallelEdgesFanOut();
    void selfLoopBesideItsNode_data();
    void selfLoopBesideItsNode();
    void pinnedNodesKeepTheirPosition_data();
    void pinnedNodesKeepTheirPosition();
    void emptyGraph_data();
    void emptyGraph();
    void badGraphIsAnError_data();
    void badGraphIsAnError();
    void autoLayoutPicksBySize();
    void autoLayoutLaysOutLargeGraph();
    void largeOrchestratorStaysCompact();

};

void TestLayout::shapes_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QStringList>("lonely");
    QTest::addColumn<bool>("acyclic");
    QTest::addColumn<bool>("labelled");
    struct Shape { const char *name; const char *spec; QStringList lonely; bool acyclic; };
    const QList<Shape> shapes = {
        {"chain", "a>b b>c c>d d>e", {}, true},
        {"diamond", "a>b a>c b>d c>d", {}, true},
        {"back edge cycle", "start>work work>check check>work check>done", {}, false},
        {"three-cycle", "a>b b>c c>a", {}, false},
        {"self-loop", "a>b b>b b>c", {}, true},
        {"parallel edges", "a>b a>b a>b b>c", {}, true},
        {"disconnected parts", "a>b b>c x>y y>z", {QStringLiteral("solo")}, true},
        {"single node", "", {QStringLiteral("only")}, true},
        {"wide fan-out", "r>a r>b r>c r>d r>e r>f a>g b>g c>g", {}, true},
    };
    for (const char *engine : {"graphviz", "sugiyama"}) {
        for (const auto &shape : shapes) {
            for (bool labelled : {false, true}) {
                QTest::addRow("%s/%s%s", engine, shape.name, labelled ? "/labelled" : "")
                    << QString::fromLatin1(engine) << QString::fromLatin1(shape.spec)
                    << shape.lonely << shape.acyclic << labelled;
            }
        }
    }
}

void TestLayout::shapes()
{
    QFETCH(QString, engine);
    QFETCH(QString, spec);
    QFETCH(QStringList, lonely);
    QFETCH(bool, acyclic);
    QFETCH(bool, labelled);
    const LayoutGraph g = graphOf(spec, lonely, labelled ? QSizeF(60, 16) : QSizeF());
    const auto result = engineNamed(engine)->layout(g, LayoutOptions());
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    const LayoutResult &r = result.value();

    QCOMPARE(r.nodeCenters.size(), g.nodes.size());
    QCOMPARE(r.edgePaths.size(), g.edges.size());
    QCOMPARE(r.labelCenters.size(), g.edges.size());
    for (int i = 0; i < g.nodes.size(); ++i) {
        QVERIFY2(r.nodeCenters.contains(g.nodes[i].id), qPrintable(g.nodes[i].id));
        QVERIFY(r.bounds.adjusted(-0.5, -0.5, 0.5, 0.5).contains(boxOf(g, r, i)));
        for (int j = i + 1; j < g.nodes.size(); ++j)
            QVERIFY2(!overlaps(boxOf(g, r, i), boxOf(g, r, j)),
                     qPrintable(g.nodes[i].id + QLatin1String(" overlaps ") + g.nodes[j].id));
    }
    for (const auto &edge : g.edges) {
        const QList<QPointF> path = r.edgePaths.value(edge.id);
        QVERIFY2(path.size() >= 4 && (path.size() - 1) % 3 == 0, qPrintable(edge.id));
        QVERIFY2(distanceToBorder(path.first(), boxOf(g, r, edge.from)) <= Near,
                 qPrintable(edge.id + QLatin1String(" starts away from its source")));
        QVERIFY2(distanceToBorder(path.last(), boxOf(g, r, edge.to)) <= Near,
                 qPrintable(edge.id + QLatin1String(" ends away from its target")));
        if (acyclic && edge.from != edge.to) // ranks follow edge direction
            QVERIFY2(r.nodeCenters.value(g.nodes[edge.to].id).y()
                         > r.nodeCenters.value(g.nodes[edge.from].id).y(),
                     qPrintable(edge.id + QLatin1String(" does not go down")));
        if (labelled) {
            const QPointF c = r.labelCenters.value(edge.id);
            const QRectF label(c.x() - 30, c.y() - 8, 60, 16);
            QVERIFY(r.bounds.adjusted(-0.5, -0.5, 0.5, 0.5).contains(label));
            for (int i = 0; i < g.nodes.size(); ++i)
                QVERIFY2(!overlaps(label, boxOf(g, r, i).adjusted(2, 2, -2, -2)),
                         qPrintable(edge.id + QLatin1String(" label covers ") + g.nodes[i].id));
        }
    }
}

void TestLayout::leftToRight_data()
{
    QTest::addColumn<QString>("engine");
    QTest::newRow("graphviz") << QStringLiteral("graphviz");
    QTest::newRow("sugiyama") << QStringLiteral("sugiyama");
}

void TestLayout::leftToRight()
{
    QFETCH(QString, engine);
    const LayoutGraph g = graphOf(QStringLiteral("a>b a>c b>d c>d d>d"));
    LayoutOptions options;
    options.direction = LayoutOptions::Direction::LeftToRight;
    const auto result = engineNamed(engine)->layout(g, options);
    QVERIFY(result.ok());
    const LayoutResult &r = result.value();
    for (const auto &edge : g.edges) {
        if (edge.from != edge.to)
            QVERIFY2(r.nodeCenters.value(g.nodes[edge.to].id).x()
                         > r.nodeCenters.value(g.nodes[edge.from].id).x(),
                     qPrintable(edge.id));
        QVERIFY(distanceToBorder(r.edgePaths.value(edge.id).first(), boxOf(g, r, edge.from)) <= Near);
        QVERIFY(distanceToBorder(r.edgePaths.value(edge.id).last(), boxOf(g, r, edge.to)) <= Near);
    }
    for (int i = 0; i < g.nodes.size(); ++i)
        for (int j = i + 1; j < g.nodes.size(); ++j)
            QVERIFY(!overlaps(boxOf(g, r, i), boxOf(g, r, j)));
}

void TestLayout::initialFirstTerminalsLast_data() { leftToRight_data(); }

// A flow reads from the top: the initial state above every other, terminal states below every
// other, even where the edges alone would put them elsewhere (a review loop back to the start,
// an early way out).
void TestLayout::initialFirstTerminalsLast()
{
    QFETCH(QString, engine);
    LayoutGraph g = graphOf(QStringLiteral("vetted>drafting drafting>review review>vetted review>drafting "
                                           "vetted>published drafting>rejected review>rejected"));
    const auto rankOf = [&](const char *id) -> LayoutGraph::Node::Rank & {
        for (auto &node : g.nodes)
            if (node.id == QLatin1String(id))
                return node.rank;
        qFatal("no node %s", id);
    };
    rankOf("drafting") = LayoutGraph::Node::Rank::First;
    rankOf("published") = LayoutGraph::Node::Rank::Last;
    rankOf("rejected") = LayoutGraph::Node::Rank::Last;
    const auto result = engineNamed(engine)->layout(g, LayoutOptions());
    QVERIFY(result.ok());
    const auto y = [&](const QString &id) { return result.value().nodeCenters.value(id).y(); };
    for (const auto &node : g.nodes) {
        if (node.id != QLatin1String("drafting"))
            QVERIFY2(y(QStringLiteral("drafting")) < y(node.id), qPrintable(node.id));
        if (node.rank != LayoutGraph::Node::Rank::Last)
            for (const char *terminal : {"published", "rejected"})
                QVERIFY2(y(QString::fromLatin1(terminal)) > y(node.id), qPrintable(node.id + u' ' + QLatin1String(terminal)));
    }
    for (int i = 0; i < g.nodes.size(); ++i)
        for (int j = i + 1; j < g.nodes.size(); ++j)
            QVERIFY(!overlaps(boxOf(g, result.value(), i), boxOf(g, result.value(), j)));
}

void TestLayout::parallelEdgesFanOut_data() { leftToRight_data(); }

void TestLayout::parallelEdgesFanOut()
{
    QFETCH(QString, engine);
    // Three a→b transitions and one b→a: four distinct paths with distinct label spots.
    const LayoutGraph g = graphOf(QStringLiteral("a>b a>b a>b b>a"), {}, QSizeF(40, 14));
    const auto result = engineNamed(engine)->layout(g, LayoutOptions());
    QVERIFY(result.ok());
    const LayoutResult &r = result.value();
    for (int i = 0; i < g.edges.size(); ++i) {
        for (int j = i + 1; j < g.edges.size(); ++j) {
            const QPointF a = r.labelCenters.value(g.edges[i].id);
            const QPointF b = r.labelCenters.value(g.edges[j].id);
            QVERIFY2(QLineF(a, b).length() >= 10.0,
                     qPrintable(QStringLiteral("labels of %1 and %2 coincide")
                                    .arg(g.edges[i].id, g.edges[j].id)));
            QVERIFY(r.edgePaths.value(g.edges[i].id) != r.edgePaths.value(g.edges[j].id));
        }
    }
}

void TestLayout::selfLoopBesideItsNode_data() { leftToRight_data(); }

void TestLayout::selfLoopBesideItsNode()
{
    QFETCH(QString, engine);
    const LayoutGraph g = graphOf(QStringLiteral("a>a a>a a>b"), {}, QSizeF(30, 12));
    const auto result = engineNamed(engine)->layout(g, LayoutOptions());
    QVERIFY(result.ok());
    const LayoutResult &r = result.value();
    const QRectF box = boxOf(g, r, 0);
    for (const QString &id : {QStringLiteral("e0"), QStringLiteral("e1")}) {
        const QList<QPointF> path = r.edgePaths.value(id);
        QVERIFY(distanceToBorder(path.first(), box) <= Near);
        QVERIFY(distanceToBorder(path.last(), box) <= Near);
        // The loop leaves the box: some control point lies clearly outside it.
        QVERIFY(std::any_of(path.begin(), path.end(),
                            [&](QPointF p) { return !box.adjusted(-8, -8, 8, 8).contains(p); }));
        const QPointF c = r.labelCenters.value(id);
        QVERIFY(!overlaps(QRectF(c.x() - 15, c.y() - 6, 30, 12), box));
    }
    QVERIFY(r.edgePaths.value(QStringLiteral("e0")) != r.edgePaths.value(QStringLiteral("e1")));
}

void TestLayout::pinnedNodesKeepTheirPosition_data() { leftToRight_data(); }

void TestLayout::pinnedNodesKeepTheirPosition()
{
    QFETCH(QString, engine);
    const auto layoutEngine = engineNamed(engine);
    const LayoutGraph g = graphOf(QStringLiteral("a>b a>c b>d c>d d>a d>d"));
    const auto first = layoutEngine->layout(g, LayoutOptions());
    QVERIFY(first.ok());

    // Pin one node far away and another right on top of where `a` was drawn.
    LayoutOptions options;
    options.pinned.insert(QStringLiteral("b"), QPointF(900, -300));
    options.pinned.insert(QStringLiteral("d"), first.value().nodeCenters.value(QStringLiteral("a")));
    options.pinned.insert(QStringLiteral("not-a-node"), QPointF(1, 1));
    const auto result = layoutEngine->layout(g, options);
    QVERIFY(result.ok());
    const LayoutResult &r = result.value();
    QCOMPARE(r.nodeCenters.value(QStringLiteral("b")), QPointF(900, -300));
    QCOMPARE(r.nodeCenters.value(QStringLiteral("d")), options.pinned.value(QStringLiteral("d")));
    QCOMPARE(r.nodeCenters.size(), g.nodes.size());
    for (int i = 0; i < g.nodes.size(); ++i) {
        QVERIFY(r.bounds.adjusted(-0.5, -0.5, 0.5, 0.5).contains(boxOf(g, r, i)));
        for (int j = i + 1; j < g.nodes.size(); ++j)
            QVERIFY2(!overlaps(boxOf(g, r, i), boxOf(g, r, j)),
                     qPrintable(g.nodes[i].id + QLatin1String(" overlaps ") + g.nodes[j].id));
    }
    for (const auto &edge : g.edges) {
        QVERIFY2(distanceToBorder(r.edgePaths.value(edge.id).first(), boxOf(g, r, edge.from)) <= Near,
                 qPrintable(edge.id));
        QVERIFY2(distanceToBorder(r.edgePaths.value(edge.id).last(), boxOf(g, r, edge.to)) <= Near,
                 qPrintable(edge.id));
    }
}

void TestLayout::emptyGraph_data() { leftToRight_data(); }

void TestLayout::emptyGraph()
{
    QFETCH(QString, engine);
    const auto result = engineNamed(engine)->layout(LayoutGraph(), LayoutOptions());
    QVERIFY(result.ok());
    QVERIFY(result.value().nodeCenters.isEmpty());
    QVERIFY(result.value().edgePaths.isEmpty());
    QVERIFY(result.value().bounds.isNull());
}

void TestLayout::badGraphIsAnError_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<int>("defect");
    for (const char *engine : {"graphviz", "sugiyama"}) {
        QTest::addRow("%s/edge to a missing node", engine) << QString::fromLatin1(engine) << 0;
        QTest::addRow("%s/duplicate node id", engine) << QString::fromLatin1(engine) << 1;
        QTest::addRow("%s/duplicate edge id", engine) << QString::fromLatin1(engine) << 2;
    }
}

void TestLayout::badGraphIsAnError()
{
    QFETCH(QString, engine);
    QFETCH(int, defect);
    LayoutGraph g = graphOf(QStringLiteral("a>b b>c"));
    if (defect == 0)
        g.edges.append({QStringLiteral("bad"), 0, 7, {}});
    else if (defect == 1)
        g.nodes.append({QStringLiteral("a"), QSizeF(10, 10)});
    else
        g.edges.append({QStringLiteral("e0"), 0, 2, {}});
    const auto result = engineNamed(engine)->layout(g, LayoutOptions());
    QVERIFY(!result.ok());
    QCOMPARE(result.error().kind, StoreError::Kind::Invalid);
    QVERIFY(!result.error().message.isEmpty());
}

namespace {
LayoutGraph chainOf(int n)
{
    LayoutGraph g;
    for (int i = 0; i < n; ++i) {
        g.nodes.append({QStringLiteral("s%1").arg(i), QSizeF(90, 40)});
        if (i > 0)
            g.edges.append({QStringLiteral("t%1").arg(i), i - 1, i, QSizeF(50, 14)});
        if (i > 3 && i % 7 == 0) // a back edge now and then
            g.edges.append({QStringLiteral("b%1").arg(i), i, i - 4, QSizeF(50, 14)});
    }
    return g;
}
} // namespace

void TestLayout::autoLayoutPicksBySize()
{
    const AutoLayout automatic;
    QCOMPARE(automatic.name(), QStringLiteral("auto"));
    const int threshold = AutoLayout::DefaultGraphvizMaxNodes;
    QCOMPARE(automatic.graphvizMaxNodes(), threshold);
    QCOMPARE(automatic.engineFor(chainOf(1)).name(), QStringLiteral("graphviz-dot"));
    QCOMPARE(automatic.engineFor(chainOf(threshold)).name(), QStringLiteral("graphviz-dot"));
    QCOMPARE(automatic.engineFor(chainOf(threshold + 1)).name(), QStringLiteral("layered"));
    QCOMPARE(automatic.engineFor(chainOf(1000)).name(), QStringLiteral("layered"));

    const AutoLayout small(5);
    QCOMPARE(small.engineFor(chainOf(5)).name(), QStringLiteral("graphviz-dot"));
    QCOMPARE(small.engineFor(chainOf(6)).name(), QStringLiteral("layered"));
}

void TestLayout::autoLayoutLaysOutLargeGraph()
{
    // Above the threshold the result is Sugiyama's, node for node.
    const LayoutGraph g = chainOf(AutoLayout::DefaultGraphvizMaxNodes + 40);
    const auto viaAuto = AutoLayout().layout(g, LayoutOptions());
    const auto direct = SugiyamaLayout().layout(g, LayoutOptions());
    QVERIFY(viaAuto.ok() && direct.ok());
    QCOMPARE(viaAuto.value().nodeCenters, direct.value().nodeCenters);
    // Below it, Graphviz's.
    const LayoutGraph smallGraph = chainOf(12);
    const auto smallAuto = AutoLayout().layout(smallGraph, LayoutOptions());
    const auto smallDot = GraphvizLayout().layout(smallGraph, LayoutOptions());
    QVERIFY(smallAuto.ok() && smallDot.ok());
    QCOMPARE(smallAuto.value().nodeCenters, smallDot.value().nodeCenters);
}

void TestLayout::largeOrchestratorStaysCompact()
{
    // The benchmark's shape (tests/bench/bench_layout.cpp): 600 states, 1–3 forward
    // transitions a few states on, a jump back now and then, some self-loops. Back edges
    // used to widen every row they crossed; the picture must now stay compact and sound.
    const LayoutGraph g = layouttest::orchestratorGraph(600, 4711u);
    const auto result = SugiyamaLayout().layout(g, LayoutOptions());
    QVERIFY(result.ok());
    const LayoutResult &r = result.value();
    QVERIFY2(r.bounds.width() <= 3 * r.bounds.height(),
             qPrintable(QStringLiteral("%1 x %2").arg(r.bounds.width()).arg(r.bounds.height())));
    QCOMPARE(r.edgePaths.size(), g.edges.size());
    for (int i = 0; i < g.nodes.size(); ++i)
        for (int j = i + 1; j < g.nodes.size(); ++j)
            QVERIFY2(!overlaps(boxOf(g, r, i), boxOf(g, r, j)),
                     qPrintable(g.nodes[i].id + QLatin1String(" overlaps ") + g.nodes[j].id));
    for (const auto &edge : g.edges) {
        const QList<QPointF> path = r.edgePaths.value(edge.id);
        QVERIFY2(path.size() >= 4 && (path.size() - 1) % 3 == 0, qPrintable(edge.id));
        QVERIFY2(distanceToBorder(path.first(), boxOf(g, r, edge.from)) <= Near, qPrintable(edge.id));
        QVERIFY2(distanceToBorder(path.last(), boxOf(g, r, edge.to)) <= Near, qPrintable(edge.id));
    }
}

QTEST_GUILESS_MAIN(TestLayout)
#include "tst_layout.moc"
