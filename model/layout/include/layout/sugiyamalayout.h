#pragma once

#include "flowgate/layoutengine.h"

namespace capstudio::layout {

// Layered layout by igraph's Sugiyama implementation (igraph_layout_sugiyama, 0.10).
//
// igraph breaks cycles with a feedback arc set, assigns layers, orders each layer and
// returns dummy vertices for edges that span several layers. This class turns those points
// into boxes of the real node sizes (each layer keeps igraph's order and is spread so that
// no two boxes overlap), routes every edge as a polyline through its dummies, draws
// self-loops as arcs on the node's side and fans parallel edges apart. Paths are returned
// as straight cubic pieces (see LayoutResult::edgePaths). Scales to thousands of nodes.
class SugiyamaLayout : public flowgate::LayoutEngine
{
public:
    QString name() const override { return QStringLiteral("igraph-sugiyama"); }
    Expected<flowgate::LayoutResult> layout(const flowgate::LayoutGraph &graph,
                                            const flowgate::LayoutOptions &options) const override;
};

} // namespace capstudio::layout
