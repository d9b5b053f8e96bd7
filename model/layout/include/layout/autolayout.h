#pragma once

#include "flowgate/layoutengine.h"
#include "layout/graphvizlayout.h"
#include "layout/sugiyamalayout.h"

namespace capstudio::layout {

// Picks the engine by graph size: Graphviz dot for small graphs (its drawings are tidier:
// spline edges, fewer crossings, labels placed by the engine), the layered engine above
// the threshold, where dot's time grows very fast on graphs with back edges.
//
// The default threshold comes from tests/bench/bench_layout on generated orchestrator-shaped
// graphs (1–3 forward transitions per state, ~10% back edges, ~5% self-loops, every
// transition labelled), measured on the project's 2-core machine while it was also busy:
//   in-process dot:   50 states 18 ms, 60 states 125 ms, 100 states 108 ms, 200 states 3.2 s
//   dot -Tplain:      50 states 23 ms, 200 states 3.2 s, 1,000 states timed out at 120 s
//   layered engine:   50 states 0.35 ms, 200 states 1.9 ms, 1,000 states 18 ms
// dot's time depends on the shape more than on the count (60 states took longer than 100),
// and between 100 and 200 states it jumps thirtyfold. 60 keeps the worst case we saw near
// a tenth of a second, an interactive budget for "Auto layout", with room for denser graphs.
class AutoLayout : public flowgate::LayoutEngine
{
public:
    static constexpr int DefaultGraphvizMaxNodes = 60;

    explicit AutoLayout(int graphvizMaxNodes = DefaultGraphvizMaxNodes)
        : m_graphvizMaxNodes(graphvizMaxNodes)
    {
    }

    QString name() const override { return QStringLiteral("auto"); }

    // The engine layout() uses for this graph.
    const flowgate::LayoutEngine &engineFor(const flowgate::LayoutGraph &graph) const;

    // Lays out with engineFor(graph); should Graphviz fail, falls back to Sugiyama.
    Expected<flowgate::LayoutResult> layout(const flowgate::LayoutGraph &graph,
                                            const flowgate::LayoutOptions &options) const override;

    int graphvizMaxNodes() const { return m_graphvizMaxNodes; }

private:
    GraphvizLayout m_graphviz;
    SugiyamaLayout m_sugiyama;
    int m_graphvizMaxNodes;
};

} // namespace capstudio::layout
