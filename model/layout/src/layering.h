#pragma once

#include <utility>
#include <vector>

// The layered part of the Sugiyama-style engine: cycles broken by a greedy
// feedback arc set, layers from longest paths over the remaining forward edges, dummies only where a
// forward edge spans several layers, barycentre ordering and an overlap-free placement of
// each layer near the median of its neighbours. Back edges get no dummies at all; the
// caller draws them beside the layout. Internal to capstudio_layout.
namespace capstudio::layout::layering {

struct Layered
{
    int nodeCount = 0;                     // vertices [0, nodeCount) are nodes, the rest dummies
    std::vector<int> layer;                // per vertex
    std::vector<std::vector<int>> rows;    // per layer, vertices left to right
    std::vector<std::vector<int>> chains;  // per edge: source, dummies, target (empty if back)
    std::vector<bool> back;                // per edge: drawn beside the layers, no dummies
                                           // (closes a cycle, or would span far too many)
};

// `edges` must not contain self-loops. `first` (or -1) is put on the first layer and the nodes
// of `last` on the last: edges against that order are drawn as back edges.
Layered layerGraph(int nodeCount, const std::vector<std::pair<int, int>> &edges, int first = -1,
                   const std::vector<int> &last = {});

// Cross-rank centre of every vertex. `width` is each vertex's footprint across the rank;
// neighbours in a row keep `nodeGap` between two nodes and half of it next to a dummy.
std::vector<double> placeRows(const Layered &layered, const std::vector<double> &width,
                              double nodeGap);

} // namespace capstudio::layout::layering
