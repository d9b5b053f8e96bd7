#include "layout/sugiyamalayout.h"

#include "layoutgeometry.h"

#include <QCoreApplication>
#include <QLineF>
#include <algorithm>
#include <cmath>
#include <igraph.h>
#include <mutex>
#include <vector>

namespace capstudio::layout {

using flowgate::LayoutGraph;
using flowgate::LayoutOptions;
using flowgate::LayoutResult;

namespace {

// igraph's error handler and random number generator are process-wide unless the library
// was built thread-local; one lock keeps concurrent layouts apart either way.
std::mutex &igraphLock()
{
    static std::mutex lock;
    return lock;
}

// Owns the igraph objects of one run and frees whichever were set up.
struct IgraphRun
{
    igraph_vector_int_t edgeList;
    igraph_t graph;
    igraph_t extended;
    igraph_matrix_t coords;
    igraph_vector_int_t extendedToOriginal;
    bool hasEdgeList = false, hasGraph = false, hasExtended = false, hasCoords = false,
         hasMap = false;
    igraph_error_handler_t *previousHandler = nullptr;

    IgraphRun() { previousHandler = igraph_set_error_handler(igraph_error_handler_ignore); }
    ~IgraphRun()
    {
        if (hasMap)
            igraph_vector_int_destroy(&extendedToOriginal);
        if (hasCoords)
            igraph_matrix_destroy(&coords);
        if (hasExtended)
            igraph_destroy(&extended);
        if (hasGraph)
            igraph_destroy(&graph);
        if (hasEdgeList)
            igraph_vector_int_destroy(&edgeList);
        igraph_set_error_handler(previousHandler);
    }
};

StoreError igraphFailure(igraph_error_t code)
{
    return StoreError{StoreError::Kind::Backend,
                      QCoreApplication::translate("LayoutEngine", "igraph could not lay out the graph: %1")
                          .arg(QString::fromUtf8(igraph_strerror(code)))};
}

// What igraph returned, copied out of its structures.
struct Layering
{
    std::vector<double> x;         // per extended vertex (originals first, then dummies)
    std::vector<int> layer;        // per extended vertex
    std::vector<std::vector<int>> chains; // per non-loop edge: vertices from source to target
};

Expected<Layering> runSugiyama(int nodeCount, const QList<QPair<int, int>> &edges)
{
    std::lock_guard<std::mutex> guard(igraphLock());
    IgraphRun run;
    igraph_error_t rc = igraph_vector_int_init(&run.edgeList, 2 * edges.size());
    if (rc != IGRAPH_SUCCESS)
        return igraphFailure(rc);
    run.hasEdgeList = true;
    for (int i = 0; i < edges.size(); ++i) {
        VECTOR(run.edgeList)[2 * i] = edges[i].first;
        VECTOR(run.edgeList)[2 * i + 1] = edges[i].second;
    }
    if ((rc = igraph_create(&run.graph, &run.edgeList, nodeCount, IGRAPH_DIRECTED)) != IGRAPH_SUCCESS)
        return igraphFailure(rc);
    run.hasGraph = true;
    if ((rc = igraph_matrix_init(&run.coords, 0, 0)) != IGRAPH_SUCCESS)
        return igraphFailure(rc);
    run.hasCoords = true;
    if ((rc = igraph_vector_int_init(&run.extendedToOriginal, 0)) != IGRAPH_SUCCESS)
        return igraphFailure(rc);
    run.hasMap = true;
    // Unit gaps: the coordinates are only an order within each layer and a layer index;
    // real sizes are applied afterwards.
    rc = igraph_layout_sugiyama(&run.graph, &run.coords, &run.extended, &run.extendedToOriginal,
                                nullptr, 1.0, 1.0, 100, nullptr);
    if (rc != IGRAPH_SUCCESS)
        return igraphFailure(rc);
    run.hasExtended = true;

    Layering out;
    const auto vertices = igraph_matrix_nrow(&run.coords);
    out.x.resize(vertices);
    out.layer.resize(vertices);
    for (igraph_integer_t v = 0; v < vertices; ++v) {
        out.x[v] = MATRIX(run.coords, v, 0);
        out.layer[v] = int(std::lround(MATRIX(run.coords, v, 1)));
    }
    // Each original edge became a chain of extended edges; walk it from the source, ignoring
    // the direction igraph gave the pieces (reversed edges of cycles run backwards).
    std::vector<std::vector<std::pair<int, int>>> pieces(edges.size());
    for (igraph_integer_t e = 0; e < igraph_ecount(&run.extended); ++e) {
        const auto original = VECTOR(run.extendedToOriginal)[e];
        if (original >= 0 && original < edges.size())
            pieces[original].emplace_back(int(IGRAPH_FROM(&run.extended, e)),
                                          int(IGRAPH_TO(&run.extended, e)));
    }
    out.chains.resize(edges.size());
    for (int i = 0; i < edges.size(); ++i) {
        auto &chain = out.chains[i];
        auto &rest = pieces[i];
        int at = edges[i].first;
        chain.push_back(at);
        while (at != edges[i].second && !rest.empty()) {
            auto next = std::find_if(rest.begin(), rest.end(), [&](const std::pair<int, int> &p) {
                return p.first == at || p.second == at;
            });
            if (next == rest.end())
                break;
            at = next->first == at ? next->second : next->first;
            chain.push_back(at);
            rest.erase(next);
        }
        if (chain.back() != edges[i].second) // should not happen; fall back to a straight edge
            chain = {edges[i].first, edges[i].second};
    }
    return out;
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

    auto layering = runSugiyama(n, plainEnds);
    if (!layering)
        return layering.error();
    const Layering &lay = layering.value();
    const int vertexCount = int(lay.x.size());

    // Footprint of each extended vertex across the rank: a node plus room for its loops on
    // both sides (keeps the node centred), a dummy as a thin gap.
    constexpr qreal DummyWidth = 10.0;
    std::vector<qreal> width(vertexCount, DummyWidth), height(vertexCount, 0.0);
    for (int v = 0; v < n; ++v) {
        const QSizeF s = local(graph.nodes[v].size);
        width[v] = s.width() + 2 * geometry::selfLoopReach(loops[v], loopLabel[v]);
        height[v] = s.height();
    }
    // igraph spaces every vertex, dummy or not, one unit apart. Scaling that unit to a node's
    // width made large graphs (hundreds of dummies per layer) hundreds of thousands of units
    // wide; scale it to a dummy's spacing instead and let the packing below open room for
    // the nodes.
    const qreal unit = DummyWidth + nodeGap / 2;

    int layerCount = 0;
    for (int layer : lay.layer)
        layerCount = std::max(layerCount, layer + 1);
    std::vector<std::vector<int>> members(layerCount);
    for (int v = 0; v < vertexCount; ++v)
        members[lay.layer[v]].push_back(v);

    // Spread each layer left to right in igraph's order, at igraph's position where it fits.
    std::vector<qreal> cx(vertexCount, 0.0), cy(vertexCount, 0.0);
    for (auto &row : members) {
        std::stable_sort(row.begin(), row.end(), [&](int a, int b) { return lay.x[a] < lay.x[b]; });
        for (size_t k = 0; k < row.size(); ++k) {
            const int v = row[k];
            cx[v] = lay.x[v] * unit;
            if (k > 0) {
                const int u = row[k - 1];
                const qreal gap = (u < n && v < n) ? nodeGap : nodeGap / 2;
                cx[v] = std::max(cx[v], cx[u] + (width[u] + width[v]) / 2 + gap);
            }
        }
    }
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

    for (int k = 0; k < plain.size(); ++k) {
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
