#pragma once

#include "core/expected.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

namespace capstudio::flowgate {

// The shape of a workflow graph as a layout engine sees it: boxes of a given size joined by
// directed edges, each edge optionally carrying a label box. No Qt Widgets, no scene items:
// the designer builds one of these from its document and applies the result as one undo step.
struct LayoutGraph
{
    struct Node
    {
        // Where the flow reads from: the initial state on the first rank, terminal states on
        // the last, the rest where the edges put them.
        enum class Rank { Any, First, Last };

        QString id;   // unique within the graph (a state id)
        QSizeF size;  // the box the node is drawn in, in scene units
        Rank rank = Rank::Any;
    };

    struct Edge
    {
        QString id;       // unique within the graph (e.g. "state/transition")
        int from = -1;    // index into nodes
        int to = -1;      // index into nodes; may equal from (a self-loop)
        QSizeF labelSize; // empty: no label to make room for
    };

    QList<Node> nodes;
    QList<Edge> edges;
};

// Where everything went, in scene units with y growing downwards.
struct LayoutResult
{
    // Centre of every node, keyed by node id.
    QHash<QString, QPointF> nodeCenters;

    // Every edge as a piecewise cubic Bézier curve: 3n+1 control points P0 C1 C2 P1 C1 C2
    // P2 …, as QPainterPath::moveTo(P0) followed by cubicTo(C1, C2, Pk) for each triple.
    // P0 lies on (or next to) the source's border, the last point on the target's border.
    // Straight pieces are written with their control points on the segment.
    QHash<QString, QList<QPointF>> edgePaths;

    // Centre of each edge's label box, for every edge (also those without a label size).
    QHash<QString, QPointF> labelCenters;

    // Encloses nodes, paths and labels; a null rectangle for an empty graph.
    QRectF bounds;
};

struct LayoutOptions
{
    enum class Direction { TopToBottom, LeftToRight };

    Direction direction = Direction::TopToBottom;
    qreal nodeSeparation = 40.0; // between neighbours in one rank
    qreal rankSeparation = 60.0; // between consecutive ranks
    // Nodes a person placed by hand: their centres are kept exactly, other nodes make way.
    // Keyed by node id; ids not in the graph are ignored.
    QHash<QString, QPointF> pinned;
};

// An automatic graph layout. Implementations live in model/layout; callers depend on this
// interface only. layout() is const and may be called from a worker thread.
class LayoutEngine
{
public:
    virtual ~LayoutEngine() = default;

    // A short stable name ("graphviz-dot", "layered", "auto").
    virtual QString name() const = 0;

    // Lays the graph out. Fails (StoreError::Kind::Invalid) on edges naming missing nodes or
    // duplicate ids, and (Kind::Backend) when the underlying library fails.
    virtual Expected<LayoutResult> layout(const LayoutGraph &graph,
                                          const LayoutOptions &options) const = 0;
};

} // namespace capstudio::flowgate
