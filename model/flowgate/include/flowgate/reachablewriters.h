#pragma once

#include "flowgate/value.h"

#include <QHash>
#include <QSet>
#include <QString>

namespace capstudio::flowgate {

// Use-before-def analysis of `mcp-flowgate check` (reference §4.3, B2/B5): for each state,
// the context keys that some path from initialState could have written before the state
// is active. Seeded with `initialContext` keys and the initial state's `onEnter.output`
// keys; a transition adds its `output:` keys (author-written or synthesised from
// `use.outputs`) and its target's `onEnter.output` keys; the onTimeout target receives
// everything any reached state has; propagated to a fixed point. Orchestrator `inputs:`,
// blackboard declarations, state `slots` and `$.workflow.input` are not writers.
class ReachableWriters
{
public:
    // `workflow`: one workflow definition; empty when its initialState is not a string.
    static ReachableWriters compute(const Value &workflow);

    // The keys available in `state`; empty for states no path reaches.
    QSet<QString> at(const QString &state) const { return m_writers.value(state); }
    // True when the analysis reached `state` (it may still have no keys).
    bool reaches(const QString &state) const { return m_writers.contains(state); }

private:
    QHash<QString, QSet<QString>> m_writers;
};

} // namespace capstudio::flowgate
