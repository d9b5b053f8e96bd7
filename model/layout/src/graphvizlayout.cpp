#include "layout/graphvizlayout.h"

#include "layoutgeometry.h"

#include <QCoreApplication>
#include <QLineF>
#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>
#include <mutex>

namespace capstudio::layout {

using flowgate::LayoutGraph;
using flowgate::LayoutOptions;
using flowgate::LayoutResult;

namespace {

// libgvc/cgraph keep global state (the error level, the plugin context, dot's statics):
// only one layout may run at a time in the whole process.
std::mutex &graphvizLock()
{
    static std::mutex lock;
    return lock;
}

// One context for the life of the process, created on first use under the lock; it loads
// the plugin configuration (dot's layout plugin) once.
GVC_t *context()
{
    static GVC_t *gvc = nullptr;
    if (!gvc)
        gvc = gvContext();
    return gvc;
}

constexpr qreal PointsPerInch = 72.0;

// Graphviz 2.42 takes char * where it means const char *.
char *text(const QByteArray &bytes) { return const_cast<char *>(bytes.constData()); }
char *text(const char *literal) { return const_cast<char *>(literal); }

QByteArray number(qreal value) { return QByteArray::number(value, 'f', 4); }

StoreError graphvizFailure(const char *what)
{
    return StoreError{StoreError::Kind::Backend,
                      QCoreApplication::translate("LayoutEngine", "Graphviz could not lay out the graph: %1")
                          .arg(QString::fromUtf8(what))};
}

// Owns the cgraph graph and its layout for the duration of one call.
struct GraphGuard
{
    GVC_t *gvc = nullptr;
    Agraph_t *graph = nullptr;
    bool laidOut = false;
    ~GraphGuard()
    {
        if (laidOut)
            gvFreeLayout(gvc, graph);
        if (graph)
            agclose(graph);
    }
};

} // namespace

Expected<LayoutResult> GraphvizLayout::layout(const LayoutGraph &graph,
                                              const LayoutOptions &options) const
{
    if (auto problem = geometry::checkGraph(graph))
        return *problem;
    LayoutResult result;
    if (graph.nodes.isEmpty())
        return result;
    const bool leftToRight = options.direction == LayoutOptions::Direction::LeftToRight;

    std::lock_guard<std::mutex> lock(graphvizLock());
    agseterr(AGERR); // warnings (e.g. about HTML labels) are not for the user's console
    GraphGuard g;
    g.gvc = context();
    if (!g.gvc)
        return graphvizFailure("no context");
    // Not strict: parallel edges and self-loops are kept.
    g.graph = agopen(text("layout"), Agdirected, nullptr);
    if (!g.graph)
        return graphvizFailure("agopen failed");

    agattr(g.graph, AGRAPH, text("rankdir"), text(leftToRight ? "LR" : "TB"));
    agattr(g.graph, AGRAPH, text("nodesep"), text(number(std::max<qreal>(options.nodeSeparation, 1.0) / PointsPerInch)));
    agattr(g.graph, AGRAPH, text("ranksep"), text(number(std::max<qreal>(options.rankSeparation, 1.0) / PointsPerInch)));
    Agsym_t *width = agattr(g.graph, AGNODE, text("width"), text("0.75"));
    Agsym_t *height = agattr(g.graph, AGNODE, text("height"), text("0.5"));
    agattr(g.graph, AGNODE, text("shape"), text("box"));
    agattr(g.graph, AGNODE, text("fixedsize"), text("true"));
    agattr(g.graph, AGNODE, text("label"), text(""));
    agattr(g.graph, AGNODE, text("margin"), text("0"));
    Agsym_t *edgeLabel = agattr(g.graph, AGEDGE, text("label"), text(""));

    // Names are indices: state ids may hold anything, and cgraph only needs them unique.
    // dot breaks cycles by a depth-first search in the order nodes were made: made breadth
    // first from the initial state, the edges it turns around are the ones that go back
    // against the flow, not the first ones the file happens to list.
    QList<int> order;
    order.reserve(graph.nodes.size());
    {
        QList<QList<int>> next(graph.nodes.size());
        for (const auto &edge : graph.edges)
            next[edge.from].append(edge.to);
        QList<bool> seen(graph.nodes.size(), false);
        const auto visitFrom = [&](int start) {
            if (seen[start])
                return;
            seen[start] = true;
            qsizetype head = order.size();
            order.append(start);
            while (head < order.size()) {
                for (int to : std::as_const(next[order[head++]])) {
                    if (!seen[to]) {
                        seen[to] = true;
                        order.append(to);
                    }
                }
            }
        };
        for (int i = 0; i < graph.nodes.size(); ++i)
            if (graph.nodes[i].rank == LayoutGraph::Node::Rank::First)
                visitFrom(i);
        for (int i = 0; i < graph.nodes.size(); ++i)
            visitFrom(i);
    }
    QList<Agnode_t *> nodes(graph.nodes.size(), nullptr);
    for (int i : std::as_const(order)) {
        Agnode_t *node = agnode(g.graph, text(QByteArray("n") + QByteArray::number(i)), 1);
        const QSizeF size = graph.nodes[i].size;
        agxset(node, width, text(number(std::max<qreal>(size.width(), 0.01) / PointsPerInch)));
        agxset(node, height, text(number(std::max<qreal>(size.height(), 0.01) / PointsPerInch)));
        nodes[i] = node;
    }
    // The initial state alone on the first rank, the terminal states on the last.
    Agraph_t *firstRank = nullptr;
    Agraph_t *lastRank = nullptr;
    for (int i = 0; i < graph.nodes.size(); ++i) {
        Agraph_t **rank = graph.nodes[i].rank == LayoutGraph::Node::Rank::First ? &firstRank
            : graph.nodes[i].rank == LayoutGraph::Node::Rank::Last              ? &lastRank
                                                                                : nullptr;
        if (!rank)
            continue;
        if (!*rank) {
            const bool isFirst = rank == &firstRank;
            *rank = agsubg(g.graph, text(isFirst ? "first_rank" : "last_rank"), 1);
            if (!*rank)
                return graphvizFailure("agsubg failed");
            agsafeset(*rank, text("rank"), text(isFirst ? "source" : "sink"), text(""));
        }
        agsubnode(*rank, nodes[i], 1);
    }
    QList<Agedge_t *> edges;
    edges.reserve(graph.edges.size());
    for (int i = 0; i < graph.edges.size(); ++i) {
        const auto &edge = graph.edges[i];
        Agedge_t *e = agedge(g.graph, nodes[edge.from], nodes[edge.to],
                             text(QByteArray("e") + QByteArray::number(i)), 1);
        if (!e)
            return graphvizFailure("agedge failed");
        if (!edge.labelSize.isEmpty()) {
            // An empty fixed-size table: dot reserves exactly this box and needs no font.
            const QByteArray html = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" "
                                    "CELLPADDING=\"0\"><TR><TD FIXEDSIZE=\"TRUE\" WIDTH=\""
                + QByteArray::number(qRound(edge.labelSize.width())) + "\" HEIGHT=\""
                + QByteArray::number(qRound(edge.labelSize.height())) + "\"></TD></TR></TABLE>";
            char *label = agstrdup_html(g.graph, text(html));
            agxset(e, edgeLabel, label);
            agstrfree(g.graph, label);
        }
        edges.append(e);
    }

    if (gvLayout(g.gvc, g.graph, "dot") != 0)
        return graphvizFailure("the dot engine failed");
    g.laidOut = true;

    // Graphviz has y growing upwards; flip against the top of the bounding box.
    const boxf bb = GD_bb(g.graph);
    auto toScene = [&](pointf p) { return QPointF(p.x, bb.UR.y - p.y); };
    for (int i = 0; i < graph.nodes.size(); ++i)
        result.nodeCenters.insert(graph.nodes[i].id, toScene(ND_coord(nodes[i])));

    for (int i = 0; i < graph.edges.size(); ++i) {
        const auto &edge = graph.edges[i];
        Agedge_t *e = edges[i];
        QList<QPointF> path;
        const splines *spl = ED_spl(e);
        if (spl) {
            for (int b = 0; b < spl->size; ++b) {
                const bezier &bz = spl->list[b];
                if (bz.size < 1)
                    continue;
                QList<QPointF> piece;
                if (bz.sflag) // an arrow at the start: begin at its tip
                    piece << toScene(bz.sp) << toScene(bz.sp) << toScene(bz.list[0]);
                for (int k = 0; k < bz.size; ++k)
                    piece << toScene(bz.list[k]);
                if (bz.eflag) { // an arrow at the end: a straight piece out to its tip
                    const QPointF last = piece.last(), tip = toScene(bz.ep);
                    piece << last + (tip - last) / 3.0 << last + (tip - last) * (2.0 / 3.0) << tip;
                }
                if (!path.isEmpty()) // join pieces with a straight segment
                    path << path.last() << piece.first();
                path += piece;
            }
        }
        // dot writes the spline from tail to head; make sure of it, whatever it did.
        const QPointF source = result.nodeCenters.value(graph.nodes[edge.from].id);
        if (path.size() >= 4 && edge.from != edge.to) {
            const QPointF target = result.nodeCenters.value(graph.nodes[edge.to].id);
            if (QLineF(path.first(), source).length() > QLineF(path.first(), target).length())
                std::reverse(path.begin(), path.end());
        }
        if (path.size() < 4) { // no spline (should not happen): a straight edge
            const QPointF target = result.nodeCenters.value(graph.nodes[edge.to].id);
            path = geometry::polylineToBezier(
                {geometry::clipToBox(source, graph.nodes[edge.from].size, target),
                 geometry::clipToBox(target, graph.nodes[edge.to].size, source)});
        }
        result.edgePaths.insert(edge.id, path);
        const textlabel_t *label = ED_label(e);
        result.labelCenters.insert(edge.id, label && label->set ? toScene(label->pos)
                                                                : geometry::bezierMiddle(path));
    }

    geometry::moveToOrigin(graph, result);
    geometry::applyPins(graph, options, result);
    return result;
}

} // namespace capstudio::layout
