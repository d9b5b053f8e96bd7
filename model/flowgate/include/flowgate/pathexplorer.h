#pragma once

#include "flowgate/simulator.h"
#include "flowgate/value.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <functional>
#include <optional>

namespace capstudio::flowgate {

// Searches the runs of one workflow breadth-first, on the Simulator itself (so every run it
// finds is one the runtime would take, reference §7): from each start input, every offered
// transition with candidate arguments, every executor with candidate outputs and a failure.
// Candidate values come from the workflow's own guards: each `<path> <op> <constant>`
// comparison gives values that make it true and values that make it false, carried back
// through `output:` mappings to the executor output, argument or start input that writes the
// slot, on top of values that satisfy the schemas (start inputSchema, a transition's
// inputSchema, a called capability's snippet outputs).
//
// Runs are kept as a tree of actions (parent + action), not as simulators: rebuild() replays
// a node's actions into a Simulator whose toJson() is the saved run.
class PathExplorer
{
public:
    struct Limits
    {
        qsizetype maxNodes = 20000; // runs visited (each a start or one more action)
        int maxActions = 5000;      // actions in one run
        int maxVariants = 12;       // argument sets / executor outputs tried per transition
    };

    struct Node
    {
        enum class Kind { Start, Fire, Supply };
        qsizetype parent = -1;
        Kind kind = Kind::Start;
        QString transition;
        Value arguments;
        Value input;
        ExecutorOutcome outcome;
        int depth = 0;
        SimulationStatus status = SimulationStatus::NotStarted;
        QString state; // the state the run is in after this action
    };

    PathExplorer(Value config, QString workflowId);
    PathExplorer(Value config, QString workflowId, Limits limits);

    // The settings every explored run uses: the roles and permissions the workflow's guards
    // ask for (plus "human"), every skill and script acknowledged, pending lexicon allowed.
    const SimulationSettings &settings() const { return m_settings; }
    const Value &definition() const { return m_definition; }
    const Value &config() const { return m_config; }

    // Visits every run found, in breadth-first order; `visit` sees the node's index, the
    // simulator after the node's action and what that action produced. Returns the number
    // of nodes visited.
    using Visitor = std::function<void(qsizetype, const Simulator &, const SimulationResult &)>;
    qsizetype explore(const Visitor &visit);
    // True when the search stopped at a limit before it ran out of new runs: what it did
    // not find may still exist.
    bool exhausted() const { return m_exhausted; }

    const QList<Node> &nodes() const { return m_nodes; }
    // The simulator with the node's run replayed from its start.
    Simulator rebuild(qsizetype node) const;
    // The node's actions in order, start first.
    QList<qsizetype> chain(qsizetype node) const;

    // Guard comparisons `<path> <op> <constant>` of the workflow (guards, branches, while),
    // by path as written ("$.context.verdict").
    const QHash<QString, QList<Value>> &candidates() const { return m_candidates; }

    // An instance that satisfies `schema` (default, const, first enum value, required
    // properties, minimum lengths and bounds), as far as the keywords go.
    static Value sampleFor(const Value &schema, int depth = 0);
    // The value a schema names itself: its default, its const or its first enum value.
    static std::optional<Value> declaredValue(const Value &schema);
    // Sets the value at a guard path below a root ("verdict.items[0]") inside `root`,
    // creating objects and arrays on the way.
    static void setAtPath(Value &root, QStringView path, const Value &value);

private:
    void collectCandidates();
    void carryToSources();
    QList<Value> inputVariants() const;
    QList<Value> argumentVariants(const Value &transition) const;
    QList<ExecutorOutcome> outcomeVariants(const Value &executor, const Value &output) const;
    // The same, once per transition (or onEnter) for the whole search: they depend on the
    // definition and the candidates only. Returned by value (an implicitly shared copy).
    QList<Value> argumentsFor(const QString &state, const QString &transition, const Value &definition) const;
    QList<ExecutorOutcome> outcomesFor(const QString &key, const Value &executor, const Value &output) const;
    // Sets every candidate path under `root` ("$.arguments.") onto `base`, varying one path
    // at a time: the base with first values, then each other value of each path.
    QList<Value> variants(const Value &base, const QString &root, const QStringList &paths) const;
    Value calleeOutputSample(const Value &executor) const;
    // Which context slots can still matter in each state (read by a guard, branch, while or
    // value spec before something writes them again): runs that differ only in other slots
    // behave the same from there on and are one run to the search.
    void computeLiveSlots();
    void findCounters();
    QString keyOf(const Simulator &simulator) const;

    Value m_config;
    QString m_workflowId;
    Value m_definition;
    Limits m_limits;
    SimulationSettings m_settings;
    QHash<QString, QList<Value>> m_candidates;
    QHash<QString, QSet<QString>> m_liveSlots; // state → slot names
    QHash<QString, double> m_counters;          // counter slot → largest constant compared with
    QList<Node> m_nodes;
    bool m_exhausted = false;
    mutable QHash<QString, QList<Value>> m_argumentCache;           // "state\ntransition"
    mutable QHash<QString, QList<ExecutorOutcome>> m_outcomeCache;  // a pending executor's or a fired transition's
};

} // namespace capstudio::flowgate
