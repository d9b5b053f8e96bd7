#pragma once

#include "flowgate/pathexplorer.h"
#include "flowgate/value.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace capstudio::flowgate {

// Something a workflow can do that `check` does not catch, with a run that shows it.
struct AnalysisFinding
{
    enum class Kind {
        DeadEnd,          // a reachable non-terminal state from which no terminal state is reachable
        Trap,             // a reachable cycle of states with no way out to a terminal state
        NeverTrue,        // a guard that can never be true (alone, or given every path to it)
        Uncovered,        // the deterministic chain finds no viable transition (CHAIN_FAILED)
        Overlap,          // the deterministic chain finds several viable transitions (CHAIN_FAILED)
        Shadowed,         // a branch that an earlier branch always takes first
        GuardsIgnored,    // the only deterministic transition fires without its guards (§7.3)
        UnhandledFailure, // a capability call's failure leaves nothing but a retry
        Unknown,          // a question the analysis cannot decide; said, never guessed
    };
    Kind kind = Kind::Unknown;
    QString workflow;
    QString state;
    QString transition;
    QString message;
    // The saved simulator run (Simulator::toJson) that reproduces the finding; empty only
    // for Unknown.
    QJsonObject witness;
    SourcePos pos; // the state's or transition's key in its file

    // "dead-end", "trap", "never-true", "uncovered", "overlap", "shadowed", "guards-ignored",
    // "unhandled-failure", "unknown".
    static QString kindName(Kind kind);
    QJsonObject toJson() const;
};

struct WorkflowAnalysis
{
    QString workflow;
    QList<AnalysisFinding> findings;
    qsizetype runsExplored = 0;
    bool exhausted = false; // the search stopped at its limit
};

// The fewest runs (greedily) that fire every transition and take each decidable guard and
// branch both ways, as saved simulator runs.
struct TestPathSet
{
    QString workflow;
    QList<QJsonObject> runs;
    QStringList goals;     // "fire state/transition", "reject state/transition", "branch state/transition #n", …
    QStringList uncovered; // goals no run reached
    qsizetype steps = 0;   // actions in all runs
    qsizetype runsExplored = 0;
    bool exhausted = false;
};

// Static analysis of flowgate workflows with the runtime's semantics (reference §2.8, §2.10,
// §7): the graph decides dead ends and traps, the guard decision procedure (GuardAtoms)
// decides guards over the values that matter to them, and the PathExplorer's runs on the
// simulator give every finding its witness.
class FlowAnalysis
{
    Q_DECLARE_TR_FUNCTIONS(FlowAnalysis)

public:
    static WorkflowAnalysis analyze(const Value &config, const QString &workflowId,
                                    const PathExplorer::Limits &limits = {});
    static TestPathSet testPaths(const Value &config, const QString &workflowId,
                                 const PathExplorer::Limits &limits = {});
};

} // namespace capstudio::flowgate
