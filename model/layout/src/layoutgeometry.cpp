#include "layoutgeometry.h"

#include <QCoreApplication>
#include <QLineF>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace capstudio::layout::geometry {

namespace {

QString trLayout(const char *text)
{
    return QCoreApplication::translate("LayoutEngine", text);
}

QRectF boxAt(QPointF center, QSizeF size)
{
    return QRectF(center.x() - size.width() / 2, center.y() - size.height() / 2, size.width(),
                  size.height());
}

// Cross-rank coordinate and its setter: x for top-to-bottom layouts, y for left-to-right.
qreal crossOf(QPointF p, bool crossIsX) { return crossIsX ? p.x() : p.y(); }

} // namespace

std::optional<StoreError> checkGraph(const LayoutGraph &graph)
{
    QSet<QString> nodeIds;
    for (const auto &node : graph.nodes) {
        if (node.id.isEmpty())
            return StoreError{StoreError::Kind::Invalid, trLayout("A node has an empty id.")};
        if (nodeIds.contains(node.id))
            return StoreError{StoreError::Kind::Invalid,
                              trLayout("Node id '%1' is used twice.").arg(node.id)};
        nodeIds.insert(node.id);
    }
    QSet<QString> edgeIds;
    const int count = int(graph.nodes.size());
    for (const auto &edge : graph.edges) {
        if (edge.id.isEmpty())
            return StoreError{StoreError::Kind::Invalid, trLayout("An edge has an empty id.")};
        if (edgeIds.contains(edge.id))
            return StoreError{StoreError::Kind::Invalid,
                              trLayout("Edge id '%1' is used twice.").arg(edge.id)};
        edgeIds.insert(edge.id);
        if (edge.from < 0 || edge.from >= count || edge.to < 0 || edge.to >= count)
            return StoreError{StoreError::Kind::Invalid,
                              trLayout("Edge '%1' joins a node that is not in the graph.")
                                  .arg(edge.id)};
    }
    return std::nullopt;
}

QPointF clipToBox(QPointF center, QSizeF size, QPointF towards)
{
    const QPointF d = towards - center;
    const qreal hw = size.width() / 2;
    const qreal hh = size.height() / 2;
    if ((d.x() == 0 && d.y() == 0) || hw <= 0 || hh <= 0)
        return center;
    // Scale the direction so that it just reaches the nearer of the two borders it crosses.
    const qreal sx = d.x() != 0 ? hw / std::abs(d.x()) : qInf();
    const qreal sy = d.y() != 0 ? hh / std::abs(d.y()) : qInf();
    const qreal s = std::min({sx, sy, 1.0});
    return center + d * s;
}

QList<QPointF> polylineToBezier(const QList<QPointF> &points)
{
    QList<QPointF> out;
    if (points.isEmpty())
        return out;
    out.reserve(points.size() * 3);
    out.append(points.first());
    for (int i = 1; i < points.size(); ++i) {
        const QPointF a = points[i - 1];
        const QPointF b = points[i];
        out.append(a + (b - a) / 3.0);
        out.append(a + (b - a) * (2.0 / 3.0));
        out.append(b);
    }
    if (points.size() == 1) // a degenerate path still has one cubic piece
        out << points.first() << points.first() << points.first();
    return out;
}

QPointF polylineMiddle(const QList<QPointF> &points)
{
    if (points.isEmpty())
        return {};
    if (points.size() == 1)
        return points.first();
    qreal total = 0;
    for (int i = 1; i < points.size(); ++i)
        total += QLineF(points[i - 1], points[i]).length();
    qreal walked = 0;
    for (int i = 1; i < points.size(); ++i) {
        const qreal length = QLineF(points[i - 1], points[i]).length();
        if (walked + length >= total / 2)
            return (points[i - 1] + points[i]) / 2;
        walked += length;
    }
    return (points[points.size() - 2] + points.last()) / 2;
}

QPointF bezierMiddle(const QList<QPointF> &cp)
{
    if (cp.size() < 4)
        return cp.isEmpty() ? QPointF() : cp.first();
    const int pieces = int(cp.size() - 1) / 3;
    const int k = pieces / 2;
    const QPointF p0 = cp[3 * k], c1 = cp[3 * k + 1], c2 = cp[3 * k + 2], p1 = cp[3 * k + 3];
    if (pieces % 2 == 0) // an even count: the middle is the joint between two pieces
        return p0;
    return (p0 + 3 * c1 + 3 * c2 + p1) / 8.0;
}

namespace {
constexpr qreal LoopBase = 26.0;
constexpr qreal LoopStep = 16.0;
} // namespace

qreal selfLoopReach(int loops, qreal labelExtent)
{
    if (loops <= 0)
        return 0;
    return LoopBase + (loops - 1) * LoopStep + (labelExtent > 0 ? labelExtent + 4 : 0);
}

QList<QPointF> selfLoop(QPointF c, QSizeF size, int index, bool sideIsX, QSizeF labelSize,
                        QPointF *labelCenter)
{
    const qreal reach = LoopBase + index * LoopStep;
    // Worked out on the +x side; mirrored onto +y by swapping axes.
    const qreal half = (sideIsX ? size.width() : size.height()) / 2;
    const qreal spread = (sideIsX ? size.height() : size.width()) / 4;
    const qreal bulge = reach * 4.0 / 3.0; // a cubic with equal control offsets peaks at 3/4
    QList<QPointF> pts = {QPointF(half, -spread), QPointF(half + bulge, -spread - reach * 0.6),
                          QPointF(half + bulge, spread + reach * 0.6), QPointF(half, spread)};
    const qreal labelHalf = (sideIsX ? labelSize.width() : labelSize.height()) / 2;
    QPointF label(half + reach + 2 + labelHalf, 0);
    auto place = [&](QPointF p) { return sideIsX ? c + p : c + QPointF(p.y(), p.x()); };
    for (auto &p : pts)
        p = place(p);
    if (labelCenter)
        *labelCenter = place(label);
    return pts;
}

void applyPins(const LayoutGraph &graph, const LayoutOptions &options, LayoutResult &result)
{
    if (options.pinned.isEmpty())
        return;
    const bool crossIsX = options.direction == LayoutOptions::Direction::TopToBottom;
    const qreal gap = std::max<qreal>(options.nodeSeparation, 1.0);
    const int n = int(graph.nodes.size());
    QList<bool> moved(n, false);
    QList<QRectF> placed;

    QList<int> free;
    for (int i = 0; i < n; ++i) {
        const auto &node = graph.nodes[i];
        const auto pin = options.pinned.constFind(node.id);
        if (pin == options.pinned.constEnd()) {
            free.append(i);
            continue;
        }
        moved[i] = result.nodeCenters.value(node.id) != *pin;
        result.nodeCenters[node.id] = *pin;
        placed.append(boxAt(*pin, node.size));
    }
    // Pinned boxes may overlap each other: a person put them there, so they stay.
    std::stable_sort(free.begin(), free.end(), [&](int a, int b) {
        return crossOf(result.nodeCenters.value(graph.nodes[a].id), crossIsX)
            < crossOf(result.nodeCenters.value(graph.nodes[b].id), crossIsX);
    });
    for (int i : free) {
        const auto &node = graph.nodes[i];
        QPointF center = result.nodeCenters.value(node.id);
        const QPointF original = center;
        bool clash = true;
        while (clash) {
            clash = false;
            const QRectF mine = boxAt(center, node.size).adjusted(-gap / 2, -gap / 2, gap / 2, gap / 2);
            for (const QRectF &other : placed) {
                if (!mine.intersects(other.adjusted(-gap / 2, -gap / 2, gap / 2, gap / 2)))
                    continue;
                // Step past the obstacle; positions only grow, so this ends. The small extra
                // keeps rounding from landing the box exactly on the obstacle's margin again,
                // which with fractional coordinates repeated the same step forever.
                constexpr qreal Clear = 1e-3;
                if (crossIsX)
                    center.setX(other.right() + gap + node.size.width() / 2 + Clear);
                else
                    center.setY(other.bottom() + gap + node.size.height() / 2 + Clear);
                clash = true;
                break;
            }
        }
        moved[i] = moved[i] || center != original;
        result.nodeCenters[node.id] = center;
        placed.append(boxAt(center, node.size));
    }

    // Reroute the edges of moved nodes; parallel edges fan out around the straight line.
    QHash<QPair<int, int>, int> seen;
    QHash<int, int> loopsSeen;
    for (const auto &edge : graph.edges) {
        const auto &a = graph.nodes[edge.from];
        const auto &b = graph.nodes[edge.to];
        const QPointF ca = result.nodeCenters.value(a.id);
        if (edge.from == edge.to) {
            const int index = loopsSeen[edge.from]++;
            if (!moved[edge.from])
                continue;
            QPointF label;
            result.edgePaths[edge.id] = selfLoop(ca, a.size, index, crossIsX, edge.labelSize, &label);
            result.labelCenters[edge.id] = label;
            continue;
        }
        const auto key = qMakePair(std::min(edge.from, edge.to), std::max(edge.from, edge.to));
        const int index = seen[key]++;
        if (!moved[edge.from] && !moved[edge.to])
            continue;
        const QPointF cb = result.nodeCenters.value(b.id);
        QPointF mid = (ca + cb) / 2;
        if (index > 0) {
            QLineF line(ca, cb);
            const QLineF normal = line.normalVector().unitVector();
            const qreal side = (index % 2 ? 1 : -1) * ((index + 1) / 2) * 18.0;
            mid += (normal.p2() - normal.p1()) * side;
        }
        const QList<QPointF> poly = {clipToBox(ca, a.size, mid), mid, clipToBox(cb, b.size, mid)};
        result.edgePaths[edge.id] = polylineToBezier(poly);
        result.labelCenters[edge.id] = mid;
    }
    result.bounds = computeBounds(graph, result);
}

QRectF computeBounds(const LayoutGraph &graph, const LayoutResult &result)
{
    // By hand rather than QRectF::united, which drops zero-sized rectangles (points).
    bool any = false;
    qreal left = 0, top = 0, right = 0, bottom = 0;
    auto add = [&](const QRectF &r) {
        if (!any) {
            left = r.left(), top = r.top(), right = r.right(), bottom = r.bottom();
            any = true;
            return;
        }
        left = std::min(left, r.left());
        top = std::min(top, r.top());
        right = std::max(right, r.right());
        bottom = std::max(bottom, r.bottom());
    };
    for (const auto &node : graph.nodes)
        add(boxAt(result.nodeCenters.value(node.id), node.size));
    for (const auto &edge : graph.edges) {
        for (const QPointF &p : result.edgePaths.value(edge.id))
            add(QRectF(p, QSizeF(0, 0)));
        if (!edge.labelSize.isEmpty())
            add(boxAt(result.labelCenters.value(edge.id), edge.labelSize));
    }
    return any ? QRectF(QPointF(left, top), QPointF(right, bottom)) : QRectF();
}

void moveToOrigin(const LayoutGraph &graph, LayoutResult &result)
{
    const QRectF bounds = computeBounds(graph, result);
    const QPointF shift = -bounds.topLeft();
    for (auto &c : result.nodeCenters)
        c += shift;
    for (auto &path : result.edgePaths)
        for (auto &p : path)
            p += shift;
    for (auto &l : result.labelCenters)
        l += shift;
    result.bounds = bounds.translated(shift);
}

} // namespace capstudio::layout::geometry
