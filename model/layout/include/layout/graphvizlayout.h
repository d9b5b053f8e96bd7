#pragma once

#include "flowgate/layoutengine.h"

namespace capstudio::layout {

// Layered layout by Graphviz's dot engine, run in-process through libgvc (no child process).
//
// Node boxes have fixed sizes, edge labels are empty HTML tables of the requested size so
// that dot makes room for them; edge paths are dot's own B-spline control points, extended
// by a straight piece to the arrow tip. Graphviz keeps global state, so every call holds one
// process-wide lock. Gives the best-looking drawings for small graphs but slows down sharply
// on large cyclic ones; AutoLayout switches to SugiyamaLayout above a measured size.
class GraphvizLayout : public flowgate::LayoutEngine
{
public:
    QString name() const override { return QStringLiteral("graphviz-dot"); }
    Expected<flowgate::LayoutResult> layout(const flowgate::LayoutGraph &graph,
                                            const flowgate::LayoutOptions &options) const override;
};

} // namespace capstudio::layout
