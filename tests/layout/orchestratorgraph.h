#pragma once

// An orchestrator-shaped graph for the layout tests and benchmark: each state has 1–3
// forward transitions to states a little further on, about one state in ten also jumps
// back to an earlier one (retry/rework loops), one in twenty has a self-loop; every
// transition carries a label box. The same seed gives the same graph.
#include "flowgate/layoutengine.h"

#include <QRandomGenerator>
#include <algorithm>

namespace layouttest {

inline capstudio::flowgate::LayoutGraph orchestratorGraph(int states, quint32 seed)
{
    QRandomGenerator random(seed);
    capstudio::flowgate::LayoutGraph g;
    for (int i = 0; i < states; ++i)
        g.nodes.append({QStringLiteral("state_%1").arg(i), QSizeF(120, 40)});
    auto add = [&](int from, int to) {
        g.edges.append({QStringLiteral("t%1").arg(g.edges.size()), from, to, QSizeF(70, 16)});
    };
    for (int i = 0; i + 1 < states; ++i) {
        const int forward = 1 + int(random.bounded(3));
        for (int k = 0; k < forward; ++k)
            add(i, std::min(states - 1, i + 1 + int(random.bounded(6))));
        if (i > 2 && random.bounded(10) == 0)
            add(i, int(random.bounded(i)));
        if (random.bounded(20) == 0)
            add(i, i);
    }
    return g;
}

} // namespace layouttest
