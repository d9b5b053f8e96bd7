#pragma once

#include "core/expected.h"
#include "flowgate/guardevaluator.h"
#include "flowgate/value.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

// The values the workflow Simulator hands out: its settings, the executor results a caller
// supplies, the steps of a run, the transitions on offer and replay reports.

namespace capstudio::flowgate {

// Where a simulated run stands (reference §7.7, plus two states of the simulator itself).
enum class SimulationStatus {
    NotStarted,       // nothing started yet (or stepped back before the start)
    WaitingForAction, // a non-terminal state waits for an agent or human move
    AwaitingExecutor, // simulator only: an executor ran and its result must be supplied
    Completed,        // the current state is terminal
    Rejected,         // the last action was refused; nothing changed
    Failed,           // EXECUTOR_FAILED, CHAIN_FAILED or a runtime error
};

// "not_started", "waiting_for_action", "awaiting_executor", "completed", "rejected", "failed".
QString simulationStatusName(SimulationStatus status);
std::optional<SimulationStatus> simulationStatusFromName(const QString &name);

// What an executor produced. The simulator runs no executor: the caller says what it
// returned (a `noop` executor needs nothing: it always returns {}).
struct ExecutorOutcome
{
    enum class Kind { Unspecified, Output, Failure };
    Kind kind = Kind::Unspecified;
    // Kind::Output: `$.output`. For a capability call (`kind: workflow` with `use:`), the
    // callee outputs object {outputName: value}.
    Value output;
    // Kind::Failure: the executor's error message.
    QString error;

    static ExecutorOutcome unspecified() { return {}; }
    static ExecutorOutcome success(Value output) { return {Kind::Output, std::move(output), {}}; }
    static ExecutorOutcome failure(QString error) { return {Kind::Failure, {}, std::move(error)}; }

    // {"output": …} or {"error": "…"}; unspecified is an empty object.
    QJsonObject toJson() const;
    bool operator==(const ExecutorOutcome &other) const;
    bool operator!=(const ExecutorOutcome &other) const { return !(*this == other); }
};

// Who is driving and what the runtime would know about them.
struct SimulationSettings
{
    QString principal = QStringLiteral("simulator"); // the submitting principal's subject
    QStringList roles;                                // "human" lets actor: human transitions fire
    QStringList permissions;
    QStringList acknowledgedGuidance;                 // for guidance_acknowledged guards
    QStringList acknowledgedScripts;                  // for script_acknowledged guards
    QString instanceId = QStringLiteral("wf_simulation"); // what $.workflow.id reads
    // The runtime refuses to start while PENDING_DEFINITION lexicon placeholders exist
    // (reference §7.9); with this set the simulator starts anyway and only warns.
    bool allowPendingLexicon = false;

    QJsonObject toJson() const;
    // `pointer` names where the object sits in a larger document, for error messages.
    static Expected<SimulationSettings> fromJson(const QJsonValue &json, const QString &pointer);
    bool operator==(const SimulationSettings &other) const;
    bool operator!=(const SimulationSettings &other) const { return !(*this == other); }
};

// An executor whose result the simulator waits for.
struct PendingExecutor
{
    enum class Kind { OnEnter, Transition, ChainHop };
    Kind kind = Kind::Transition;
    QString state;      // the state it runs in
    QString transition; // empty for onEnter
    Value arguments;    // the (defaulted) arguments of a submitted transition
    Value executor;     // the executor definition
    // For a capability call: the callee's input as the runtime would start it.
    Value calleeInput;
    int chainHops = 0;  // deterministic hops already taken in this chain run
};

// One thing that happened in a run.
struct SimulationStep
{
    enum class Kind {
        Start,     // the instance was created in its initial state
        Fire,      // a submitted transition moved the instance
        ChainHop,  // the deterministic chain fired a transition
        OnEnter,   // a state's onEnter executor ran and its output was merged
        Rejection, // a submitted action was refused; nothing changed
        Failure,   // an executor or the chain failed
    };
    Kind kind = Kind::Start;
    int action = 0;     // index of the user action that produced it (0 = the start)
    QString transition;
    QString fromState;
    QString toState;
    Value contextBefore;
    Value contextAfter;
    qint64 versionBefore = 0;
    qint64 versionAfter = 0;
    Value arguments;
    ExecutorOutcome executor;
    QString errorCode;     // runtime codes verbatim (GUARD_REJECTED, CHAIN_FAILED, …)
    QString errorMessage;  // runtime messages verbatim where the runtime has one
    QList<GuardCheck> guards;
    QStringList notes;     // explanations for the designer: branch taken, while loop, …
};

// A transition of the current state as the simulator sees it.
struct TransitionOption
{
    QString name;
    QString actor;           // as declared; "agent" when absent
    QString target;
    bool offeredAsLink = false; // the runtime would offer it to an agent / human
    bool retryLink = false;     // a deterministic transition offered after CHAIN_FAILED
    bool hiddenByGuards = false; // linkFilter: byGuards and its guards do not pass
    // Evaluated with the given arguments plus the inputSchema's defaults (every guard shown).
    GuardListResult guards;
    Value inputSchema;          // the arguments schema (the runtime's empty object schema when absent)
    bool hasExecutor = false;
    QString executorKind;
    bool needsExecutorOutput = false; // an executor other than noop
    Value prefill;                     // resolved `prefill` values
    qint64 firesThisVisit = 0;
    qint64 maxFiresPerVisit = -1;      // -1: no cap
};

// What one simulator action produced.
struct SimulationResult
{
    SimulationStatus status = SimulationStatus::NotStarted;
    QList<SimulationStep> steps;
    QString errorCode;
    QString errorMessage;
};

} // namespace capstudio::flowgate
