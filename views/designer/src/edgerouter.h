#pragma once

#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QSizeF>
#include <functional>

namespace capstudio {

// The scene's own edge geometry, used whenever an edge's ends are not where a layout engine
// put them (a state was dragged, or no layout was given). Paths are piecewise cubic Bézier
// curves in the LayoutResult::edgePaths form (P0 C1 C2 P1 …) so that engine paths and
// routed paths are drawn by the same code.
class EdgeRouter
{
public:
    // An edge between two different boxes: a gentle cubic from border to border whose
    // tangents lean towards the dominant axis. `offset` moves the curve sideways along
    // `normal` (a unit vector) so that parallel edges between the same pair fan apart;
    // the curve's midpoint lies `offset` away from the centre line.
    static QList<QPointF> route(const QRectF &from, const QRectF &to, QPointF normal, qreal offset);

    // The perpendicular used for the fan of edges between a and b: the same for both
    // directions, so a→b and b→a edges with different offsets never overlap.
    static QPointF pairNormal(QPointF a, QPointF b);

    // A self-loop on the right (or left) side of `box` whose apex lies `reach` beyond the
    // border; the label sits just outside the apex. Several loops of one side nest when
    // each one's reach clears the previous loop's label (see firstLoopReach/nextLoopReach).
    static QList<QPointF> selfLoop(const QRectF &box, qreal reach, bool rightSide, QSizeF labelSize,
                                   QPointF *labelCenter);
    static constexpr qreal FirstLoopReach = 24.0;
    static qreal nextLoopReach(qreal reach, QSizeF labelSize) { return reach + labelSize.width() + 16.0; }

    // A short stub below `box` for an edge whose target state does not exist.
    static QList<QPointF> stub(const QRectF &box, int index);

    // Where the segment from the box's centre towards `towards` leaves the box.
    static QPointF clipToBox(const QRectF &box, QPointF towards);

    // Points along the curve, `perPiece` per cubic piece (plus the end).
    static QList<QPointF> sample(const QList<QPointF> &bezier, int perPiece);

    // A label centre near `center` where the label box does not cover the path: `center`
    // itself when it is clear, else the nearest sideways (then up/down) shift within
    // `reach` that is clear and not `blocked`; `center` when there is none.
    static QPointF clearLabel(const QList<QPointF> &bezier, QPointF center, QSizeF size, qreal reach,
                              const std::function<bool(const QRectF &)> &blocked);

    // The point at t = 0.5 of the middle cubic piece.
    static QPointF midpoint(const QList<QPointF> &bezier);

    // The Bézier control points as a path (moveTo + cubicTo per piece).
    static QPainterPath toPath(const QList<QPointF> &bezier);

    // A filled arrow head whose tip is the path's last point, aligned with the last
    // non-degenerate tangent.
    static QPolygonF arrowHead(const QList<QPointF> &bezier, qreal length, qreal width);
};

} // namespace capstudio
