#pragma once

#include "flowgate/layoutengine.h"

#include <QList>
#include <QPointF>
#include <QSizeF>
#include <optional>

// Geometry both engines share: input checks, clipping edges to node borders, polylines as
// Bézier pieces, self-loops, pinned nodes and bounds. Internal to capstudio_layout.
namespace capstudio::layout::geometry {

using flowgate::LayoutGraph;
using flowgate::LayoutOptions;
using flowgate::LayoutResult;

// Ids unique and non-empty, edge ends in range; the error describes the first problem.
std::optional<StoreError> checkGraph(const LayoutGraph &graph);

// Where the segment from the centre of a box towards `towards` leaves the box.
QPointF clipToBox(QPointF center, QSizeF size, QPointF towards);

// Straight segments written as cubic pieces (control points at a third and two thirds).
QList<QPointF> polylineToBezier(const QList<QPointF> &points);

// A point in the middle of a polyline: the midpoint of the segment that holds the half-way
// arc length, so that a label sits between ranks rather than on a dummy point.
QPointF polylineMiddle(const QList<QPointF> &points);

// The point at t = 0.5 of the middle cubic piece of a Bézier path.
QPointF bezierMiddle(const QList<QPointF> &controlPoints);

// A self-loop as one cubic piece on the node's side: the +x side when `sideIsX`, else the
// +y side. `index` stacks several loops of one node outwards. Writes the label centre.
QList<QPointF> selfLoop(QPointF center, QSizeF size, int index, bool sideIsX, QSizeF labelSize,
                        QPointF *labelCenter);

// How far the loops of a node reach beyond its border (for spacing), given their count and
// the largest label extent across the loop direction.
qreal selfLoopReach(int loops, qreal labelExtent);

// Puts pinned nodes exactly on their positions, moves other nodes along the cross-rank axis
// until nothing overlaps, and reroutes the edges of every node that moved as straight lines
// (loops as loops).
void applyPins(const LayoutGraph &graph, const LayoutOptions &options, LayoutResult &result);

// Encloses every node box, path point and label box.
QRectF computeBounds(const LayoutGraph &graph, const LayoutResult &result);

// Shifts everything so that the bounds start at the origin.
void moveToOrigin(const LayoutGraph &graph, LayoutResult &result);

} // namespace capstudio::layout::geometry
