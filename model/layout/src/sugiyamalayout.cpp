#include "layout/sugiyamalayout.h"

#include "layering.h"
#include "layoutgeometry.h"

#include <QLineF>
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace capstudio::layout {

using flowgate::LayoutGraph;
using flowgate::LayoutOptions;
using flowgate::LayoutResult;

namespace {

// Back edges close cycles and get no dummies; neither do forward edges the layering left out
// (see layering.h). Each is one cubic curve that leaves its source
// through the left border, swings out past everything in the layers it passes and enters its
// target through the left border (self-loops use the right side). Shorter ones go first,
// nearer the nodes, each on its own track (a step further out) among the edges it shares
// layers with, and a full label width apart where two labels would sit at the same height.
template<typename Local, typename Global>
void routeBackEdges(const LayoutGraph &graph, const layering::Layered &lay, const QList<int> &plain,
                    const std::vector<double> &cx, const std::vector<qreal> &cy,
                    const std::vector<double> &width, qreal gap, Local local, Global global,
                    LayoutResult &result)
{
    const int layerCount = int(lay.rows.size());
    std::vector<qreal> rowLeft(layerCount, std::numeric_limits<qreal>::max());
    for (int r = 0; r < layerCount; ++r)
        for (int v : lay.rows[r])
            rowLeft[r] = std::min<qreal>(rowLeft[r], cx[v] - width[v] / 2);
    struct Back { int k, from, to, top, bottom, track; qreal labelW, labelH, midX, midY; };
    std::vector<Back> backs;
    for (int k = 0; k < plain.size(); ++k) {
        if (!lay.back[k])
            continue;
        const auto &edge = graph.edges[plain[k]];
        const QSizeF label = local(edge.labelSize);
        const int a = lay.layer[edge.from], b = lay.layer[edge.to];
        backs.push_back({k, edge.from, edge.to, std::min(a, b), std::max(a, b),
                         0, label.width(), label.height(), 0, 0});
    }
    std::stable_sort(backs.begin(), backs.end(), [](const Back &a, const Back &b) {
        return a.bottom - a.top < b.bottom - b.top;
    });
    constexpr qreal Step = 12.0;
    for (size_t i = 0; i < backs.size(); ++i) {
        Back &b = backs[i];
        const QSizeF fromSize = local(graph.nodes[b.from].size);
        const QSizeF toSize = local(graph.nodes[b.to].size);
        const QPointF start(cx[b.from] - fromSize.width() / 2, cy[b.from]);
        const QPointF end(cx[b.to] - toSize.width() / 2, cy[b.to]);
        qreal boundary = std::min(start.x(), end.x());
        for (int r = b.top + 1; r < b.bottom; ++r)
            boundary = std::min(boundary, rowLeft[r]);
        if (b.top == b.bottom) // both ends in one row: the label sits in that row
            boundary = std::min(boundary, rowLeft[b.top]);
        b.midY = (start.y() + end.y()) / 2;
        // The innermost track that no edge sharing layers with this one uses, and whose label
        // would not land on theirs.
        for (b.track = 0;; ++b.track) {
            b.midX = boundary - gap / 2 - b.labelW / 2 - b.track * Step;
            bool clear = true;
            for (size_t j = 0; j < i && clear; ++j) {
                const Back &o = backs[j];
                if (o.bottom < b.top || b.bottom < o.top)
                    continue;
                const bool sameHeight = std::abs(o.midY - b.midY) < (o.labelH + b.labelH) / 2 + 4;
                clear = o.track != b.track
                    && (!sameHeight || std::abs(o.midX - b.midX) >= (o.labelW + b.labelW) / 2 + 6);
            }
            if (clear)
                break;
        }
        // Both control points at the same cross position put the curve's middle at
        // (start + end) / 8 + 3/4 of it; solve for the control position from the wanted middle.
        const qreal control = (b.midX - (start.x() + end.x()) / 8) / 0.75;
        const QList<QPointF> path = {global(start), global(QPointF(control, start.y())),
                                     global(QPointF(control, end.y())), global(end)};
        const auto &edge = graph.edges[plain[b.k]];
        result.edgePaths.insert(edge.id, path);
        result.labelCenters.insert(edge.id, global(QPointF(b.midX, b.midY)));
    }
}

} // namespace

Expected<LayoutResult> SugiyamaLayout::layout(const LayoutGraph &graph,
                                              const LayoutOptions &options) const
{
    if (auto problem = geometry::checkGraph(graph))
        return *problem;
    LayoutResult result;
    if (graph.nodes.isEmpty())
        return result;

    // Work in top-to-bottom space; a left-to-right layout swaps axes at the end.
    const bool leftToRight = options.direction == LayoutOptions::Direction::LeftToRight;
    auto local = [&](QSizeF s) { return leftToRight ? s.transposed() : s; };
    auto global = [&](QPointF p) { return leftToRight ? QPointF(p.y(), p.x()) : p; };
    const int n = int(graph.nodes.size());
    const qreal nodeGap = std::max<qreal>(options.nodeSeparation, 1.0);

    QList<int> loops(n, 0);
    QList<qreal> loopLabel(n, 0.0);
    QList<int> plain; // edges that are not self-loops, as indices into graph.edges
    QList<QPair<int, int>> plainEnds;
    qreal labelHeight = 0;
    for (int i = 0; i < graph.edges.size(); ++i) {
        const auto &edge = graph.edges[i];
        const QSizeF label = local(edge.labelSize);
        if (edge.from == edge.to) {
            ++loops[edge.from];
            loopLabel[edge.from] = std::max(loopLabel[edge.from], label.width());
            continue;
        }
        plain.append(i);
        plainEnds.append({edge.from, edge.to});
        labelHeight = std::max(labelHeight, label.height());
    }

    std::vector<std::pair<int, int>> simple;
    simple.reserve(plainEnds.size());
    for (const auto &e : std::as_const(plainEnds))
        simple.emplace_back(e.first, e.second);
    int first = -1;
    std::vector<int> last;
    for (int i = 0; i < n; ++i) {
        if (graph.nodes[i].rank == LayoutGraph::Node::Rank::First && first < 0)
            first = i;
        else if (graph.nodes[i].rank == LayoutGraph::Node::Rank::Last)
            last.push_back(i);
    }
    const layering::Layered lay = layering::layerGraph(n, simple, first, last);
    const int vertexCount = int(lay.layer.size());

    // Footprint of each vertex across the rank: a node plus room for its loops on both
    // sides (keeps the node centred), a dummy as a thin gap.
    constexpr qreal DummyWidth = 10.0;
    std::vector<double> width(vertexCount, DummyWidth), height(vertexCount, 0.0);
    for (int v = 0; v < n; ++v) {
        const QSizeF s = local(graph.nodes[v].size);
        width[v] = s.width() + 2 * geometry::selfLoopReach(loops[v], loopLabel[v]);
        height[v] = s.height();
    }
    const int layerCount = int(lay.rows.size());
    const std::vector<double> cx = layering::placeRows(lay, width, nodeGap);
    std::vector<qreal> cy(vertexCount, 0.0);
    // Ranks: each as tall as its tallest node, separated by the rank gap plus label room.
    const qreal rankGap = std::max<qreal>(options.rankSeparation, 1.0) + labelHeight;
    std::vector<qreal> rankHeight(layerCount, 0.0), rankCenter(layerCount, 0.0);
    for (int v = 0; v < vertexCount; ++v)
        rankHeight[lay.layer[v]] = std::max(rankHeight[lay.layer[v]], height[v]);
    for (int r = 0; r < layerCount; ++r)
        rankCenter[r] = r == 0 ? rankHeight[0] / 2
                               : rankCenter[r - 1] + rankHeight[r - 1] / 2 + rankGap + rankHeight[r] / 2;
    for (int v = 0; v < vertexCount; ++v)
        cy[v] = rankCenter[lay.layer[v]];

    for (int v = 0; v < n; ++v)
        result.nodeCenters.insert(graph.nodes[v].id, global(QPointF(cx[v], cy[v])));

    // Parallel edges between the same two nodes (either direction) share a straight line;
    // bend each one out by its own offset so they stay apart.
    QHash<QPair<int, int>, QList<int>> bundles; // by ordered node pair → positions in plain
    for (int k = 0; k < plain.size(); ++k) {
        if (lay.back[k])
            continue;
        const auto &ends = plainEnds[k];
        bundles[{std::min(ends.first, ends.second), std::max(ends.first, ends.second)}].append(k);
    }
    QList<qreal> fan(plain.size(), 0.0);
    for (const auto &bundle : std::as_const(bundles)) {
        if (bundle.size() < 2)
            continue;
        qreal labelAcross = 0;
        for (int k : bundle)
            labelAcross = std::max(labelAcross, local(graph.edges[plain[k]].labelSize).width());
        const qreal spacing = std::max<qreal>(18.0, labelAcross + 6.0);
        for (int j = 0; j < bundle.size(); ++j)
            fan[bundle[j]] = (j - (bundle.size() - 1) / 2.0) * spacing;
    }

    routeBackEdges(graph, lay, plain, cx, cy, width, nodeGap, local, global, result);

    for (int k = 0; k < plain.size(); ++k) {
        if (lay.back[k])
            continue;
        const auto &edge = graph.edges[plain[k]];
        const auto &chain = lay.chains[k];
        QList<QPointF> points;
        for (int v : chain)
            points.append(QPointF(cx[v], cy[v]));
        if (points.size() == 2 && fan[k] != 0) {
            // Offsets are measured against the lower-to-higher node index line, so that
            // A→B and B→A bend to opposite sides.
            const int low = std::min(edge.from, edge.to), high = std::max(edge.from, edge.to);
            const QLineF base(QPointF(cx[low], cy[low]), QPointF(cx[high], cy[high]));
            const QLineF normal = base.normalVector().unitVector();
            const QPointF mid = (points[0] + points[1]) / 2 + (normal.p2() - normal.p1()) * fan[k];
            points.insert(1, mid);
        }
        const QSizeF fromSize = local(graph.nodes[edge.from].size);
        const QSizeF toSize = local(graph.nodes[edge.to].size);
        points.first() = geometry::clipToBox(points.first(), fromSize, points[1]);
        points.last() = geometry::clipToBox(points.last(), toSize, points[points.size() - 2]);
        const QPointF label = geometry::polylineMiddle(points);
        for (auto &p : points)
            p = global(p);
        result.edgePaths.insert(edge.id, geometry::polylineToBezier(points));
        result.labelCenters.insert(edge.id, global(label));
    }

    QList<int> loopIndex(n, 0);
    for (const auto &edge : graph.edges) {
        if (edge.from != edge.to)
            continue;
        QPointF label;
        const QPointF center = result.nodeCenters.value(graph.nodes[edge.from].id);
        result.edgePaths.insert(edge.id,
                                geometry::selfLoop(center, graph.nodes[edge.from].size,
                                                   loopIndex[edge.from]++, !leftToRight,
                                                   edge.labelSize, &label));
        result.labelCenters.insert(edge.id, label);
    }

    geometry::moveToOrigin(graph, result);
    geometry::applyPins(graph, options, result);
    return result;
}

} // namespace capstudio::layout
