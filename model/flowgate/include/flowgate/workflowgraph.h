#pragma once

#include "flowgate/value.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace capstudio::flowgate {

// One state of a workflow as the designer draws it.
struct GraphState
{
    QString id;
    QString goal;        // the `goal` template as written (may be long)
    QString description;
    bool initial = false;
    bool terminal = false;
    bool hasOnEnter = false;
    bool loops = false;  // has a `while:` guard
    QString delegate;
    SourcePos pos;       // the state's key in its file (the state mapping's position)
};

// One edge of the drawing. A transition gives one edge to its `target` and one per
// `branches[]` entry; the workflow's `onTimeout.target` gives one edge from no state.
struct GraphEdge
{
    enum class Kind { Target, Branch };

    QString id;          // "state/transition" for the target edge, "state/transition#<i>" for branch i
    QString from;        // state id
    QString to;          // state id (may name a missing state: the validator reports it)
    Kind kind = Kind::Target;
    int branch = -1;     // Kind::Branch: the index in `branches`
    QString when;        // Kind::Branch: the branch guard, compactly
    int transition = -1; // index into WorkflowGraph::transitions
};

// One transition of a state with what its edge label and badge show.
struct GraphTransition
{
    QString state;
    QString name;
    QString target;
    QString actor;          // as written; empty means the default (`agent`)
    QString executorKind;   // empty: no executor
    QString callee;         // kind: workflow: the definitionId
    bool hasUse = false;    // kind: workflow with `use:` (a capability call)
    QString pin;            // expects_contract_hash when written
    QStringList guards;     // each guard compactly ("$.context.x == 1", "role admin", …)
    QString title;
    bool generated = false; // injected by the loader (`ask_human` of enable_human_ask)
    SourcePos pos;

    QString id() const { return state + QLatin1Char('/') + name; }
    // `actor` or "agent" when it is not written.
    QString effectiveActor() const;
};

// The drawable shape of one workflow: its states, transitions and the edges between
// them, read from the workflow's definition in a loaded config (reference §2.3–§2.8).
// Nothing here knows about scenes or layout; the designer and `capstudio render` draw
// from it, and layoutGraph() gives what a LayoutEngine needs.
class WorkflowGraph
{
    Q_DECLARE_TR_FUNCTIONS(WorkflowGraph)

public:
    // `definition` is config.workflows[id] after loading. States and transitions come in
    // the runtime's order (sorted keys); a definition of the wrong shape gives what can be
    // read of it (the validator reports the rest).
    static WorkflowGraph fromDefinition(const QString &workflowId, const Value &definition);

    QString workflowId;
    bool isCapability = false; // `cap.` tier (after an optional namespace)
    QString verb;
    QString initialState;
    QString timeoutTarget;     // onTimeout.target when written
    QList<GraphState> states;
    QList<GraphTransition> transitions;
    QList<GraphEdge> edges;

    int stateIndex(const QString &id) const { return m_stateIndex.value(id, -1); }
    // The transition by "state/transition"; -1 when absent.
    int transitionIndex(const QString &id) const { return m_transitionIndex.value(id, -1); }
    // Edge indices of a transition (its target edge first, then branches).
    QList<int> edgesOf(int transition) const;

    // A guard object compactly, for labels and tooltips ("$.context.n < 3",
    // "all of (role admin, not (permission deploy))"). Deep nesting is cut off with "…".
    static QString guardText(const Value &guard);
    // The 24 cap verbs a `cap.<verb>.<name>` capability may use (reference §3.3).
    static const QStringList &capabilityVerbs();
    // A goal shortened for a node: the first line, at most `maxChars` characters, with "…".
    static QString shortGoal(const QString &goal, int maxChars = 48);

private:
    void index();

    QHash<QString, int> m_stateIndex;
    QHash<QString, int> m_transitionIndex;
};

} // namespace capstudio::flowgate
