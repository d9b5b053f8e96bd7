#include "layout/autolayout.h"

namespace capstudio::layout {

const flowgate::LayoutEngine &AutoLayout::engineFor(const flowgate::LayoutGraph &graph) const
{
    if (graph.nodes.size() <= m_graphvizMaxNodes)
        return m_graphviz;
    return m_sugiyama;
}

Expected<flowgate::LayoutResult> AutoLayout::layout(const flowgate::LayoutGraph &graph,
                                                    const flowgate::LayoutOptions &options) const
{
    const flowgate::LayoutEngine &engine = engineFor(graph);
    auto result = engine.layout(graph, options);
    if (!result && &engine == &m_graphviz && result.error().kind == StoreError::Kind::Backend)
        return m_sugiyama.layout(graph, options);
    return result;
}

} // namespace capstudio::layout
