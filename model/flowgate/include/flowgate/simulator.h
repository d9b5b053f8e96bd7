#pragma once

#include "core/expected.h"
#include "flowgate/simulationtypes.h"
#include "flowgate/value.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <optional>

namespace capstudio::flowgate {

struct SimulationReplay;

// Runs one workflow of a loaded config (Loader::load(path).config) the way the flowgate
// runtime would (reference §7): start, submitted transitions with the runtime's order of
// checks, the deterministic chain, runtime caps and capability-call output contracts.
// No executor runs: the caller supplies what each executor returned, and the simulator
// pauses (status AwaitingExecutor) wherever the runtime would wait for one — including
// onEnter executors and deterministic chain hops. Every step is recorded; stepBack()
// undoes the last action; toJson()/replay() save and re-run a session.
//
// As in the runtime: a transition's `output:` mapping applies only when it has an executor,
// an onEnter executor bumps the version, `$.workflow.id` is the instance id
// (SimulationSettings::instanceId). JSON Schemas (start input, transition arguments, snippet
// outputs) are checked with a keyword subset (src/schemacheck.h): model/flowgate may not
// use model/rules, where capstudio's valijson adapter lives.
//
// Not simulated: timeouts and cancellation, STALE_WORKFLOW_VERSION (the simulator always
// submits the current version), typed blackboard checks (BLACKBOARD_TYPE_ERROR), slot
// constraints, evidence records (no evidence store: evidence guards pass), reliability
// retries, the optional `summary` argument and audit events.
class Simulator
{
    Q_DECLARE_TR_FUNCTIONS(Simulator)

public:
    // A deterministic chain never runs more hops than this in one go, whatever its
    // maxChainDepth says (the runtime would loop that long; the simulator stops and notes it).
    static constexpr int MaxChainHops = 1000;
    // Format marker and version of toJson().
    static const QString FormatMarker; // "capstudio-simulation"
    static constexpr int FormatVersion = 1;

    explicit Simulator(Value config = Value());

    const Value &config() const { return m_config; }
    const SimulationSettings &settings() const { return m_settings; }
    // Takes effect from the next action on (and is saved with it).
    void setSettings(const SimulationSettings &settings) { m_settings = settings; }

    // §7.1: forgets any previous run, then starts `workflowId` with `input`. A refused
    // start (unknown id, SUBJECT_NEEDS_DEFINITION, input schema) is a Rejection step.
    SimulationResult start(const QString &workflowId, const Value &input = Value::makeObject());
    // §7.2: submits a transition of the current state. For a transition whose executor is
    // not noop, `executor` says what it returned; leave it unspecified to be asked
    // (AwaitingExecutor). An error only when there is nothing to submit to (no run, or an
    // executor result is awaited).
    Expected<SimulationResult> fire(const QString &transition, const Value &arguments = Value::makeObject(),
                                    const ExecutorOutcome &executor = {});
    // Supplies the result the simulator waits for (pendingExecutor()) and carries on.
    Expected<SimulationResult> supplyExecutorOutcome(const ExecutorOutcome &executor);
    // Undoes the last action (a start, fire or supplied result) with all its steps.
    bool stepBack();
    bool canStepBack() const { return !m_actions.isEmpty(); }
    // Forgets the recorded actions and steps, keeping where the run stands: stepBack(),
    // history() and toJson() start from here. A search that keeps its own record of how it
    // got somewhere uses it to keep each open run small.
    void dropHistory();

    // Every transition of the current state, with its guards evaluated against `arguments`.
    QList<TransitionOption> enabledTransitions(const Value &arguments = Value::makeObject()) const;

    SimulationStatus status() const { return m_now.status; }
    bool isRunning() const { return !m_now.state.isEmpty(); }
    const QString &workflowId() const { return m_now.workflowId; }
    const QString &currentState() const { return m_now.state; }
    const Value &context() const { return m_now.context; }
    const Value &input() const { return m_now.input; }
    qint64 version() const { return m_now.version; }
    const std::optional<PendingExecutor> &pendingExecutor() const { return m_now.pending; }
    // The error of the last action (empty after a successful one).
    const QString &errorCode() const { return m_now.errorCode; }
    const QString &errorMessage() const { return m_now.errorMessage; }

    const QList<SimulationStep> &history() const { return m_steps; }
    // States the run has been in, in order of first visit (for coverage highlighting).
    QStringList visitedStates() const;
    // "state/transition" for every transition that fired (submitted or chained), first fire first.
    QStringList firedTransitions() const;

    // §7.9: lexicon terms that would get a PENDING_DEFINITION placeholder: the part after
    // the first "." of every skill key, script key and `subject:` of a script/skill
    // executor, when no `lexicon:` term has that name (plus placeholders a loader stamped
    // into the workflow's `_lexiconLibrary`). Sorted, unique. The loader drops the
    // `capabilities:` block, so its dotted keys are not seen here.
    static QStringList pendingLexiconSubjects(const Value &config, const QString &workflowId = {});

    // The saved form: {"format": "capstudio-simulation", "version": 1, "workflow", "input",
    // "settings", "startResult", "actions": [{"kind": "fire"|"executor", "transition",
    // "arguments", "executor": {"output"|"error"}, "settings"?, "result"}]}. Every result is
    // {"status", "state", "version", "error"?, "context"}. With SavedContext::LastResultOnly
    // only the last result carries the context (replay() compares what a result holds), so
    // a long generated run stays linear in its length.
    enum class SavedContext { EveryResult, LastResultOnly };
    QJsonObject toJson(SavedContext saved = SavedContext::EveryResult) const;
    // Re-runs a saved session against `config` and reports the first action whose result
    // differs. A malformed document is an error naming the JSON pointer of the bad value.
    static Expected<SimulationReplay> replay(const Value &config, const QJsonObject &json);
    // Files larger than this are not read as saved runs.
    static constexpr qint64 MaxRunFileBytes = 64 * 1024 * 1024;
    // Reads a saved run file: a JSON object, or an error naming the file (and line and
    // column for malformed JSON). The content is checked by replay().
    static Expected<QJsonObject> readRun(const QString &path);

private:
    struct Instance
    {
        QString workflowId;
        Value definition;
        Value input;
        QString definitionVersion;
        QString state;
        Value context;
        qint64 version = 0;
        SimulationStatus status = SimulationStatus::NotStarted;
        std::optional<PendingExecutor> pending;
        QString retryTransition; // offered as a link after CHAIN_FAILED
        QString errorCode;
        QString errorMessage;
    };
    struct Action
    {
        enum class Kind { Start, Fire, Supply };
        Kind kind = Kind::Start;
        QString workflowId;
        Value input;
        QString transition;
        Value arguments;
        ExecutorOutcome executor;
        SimulationSettings settings;
        Instance before;
        qsizetype firstStep = 0;
    };
    // What an executor handed back, after the simulator's checks.
    struct ExecutorRun
    {
        bool ok = true;
        Value output;
        QString message;
        QStringList notes;
    };
    enum class ChainStep { Stopped, Hopped, Paused, Failed };

    // simulator.cpp: bookkeeping of one user action.
    void beginAction(Action action);

    // simulatorengine.cpp: the runtime's flow.
    SimulationResult finishAction();
    // Enters the current state (onEnter) when fromEnter, then runs the deterministic chain,
    // iteratively, until it stops, fails or waits for an executor.
    void drive(bool fromEnter, int hops);
    // False when the run stops here (an awaited executor or a failure).
    bool enterState(int hops);
    bool finishOnEnter(const ExecutorOutcome &outcome);
    ChainStep chainStep(int hops);
    bool finishChainHop(const QString &name, const ExecutorOutcome &outcome, const QList<GuardCheck> &checks = {},
                        const QStringList &notes = {});
    void continueFire(const QString &name, const Value &arguments, const ExecutorOutcome &outcome);
    std::optional<QString> resolveTarget(const Value &transition, const Value &context, const Value &arguments,
                                         QStringList &notes, QString *errorCode, QString *errorMessage) const;
    void reject(const QString &code, const QString &message, SimulationStep step);
    void fail(const QString &code, const QString &message, SimulationStep step);
    SimulationStep stepFor(SimulationStep::Kind kind, const QString &transition = {}) const;
    void record(SimulationStep step);

    // simulatorrecord.cpp: {"status", "state", "version", "error"?, "context"}.
    static QJsonObject resultOf(const Instance &instance, bool withContext = true);

    // simulatorexecutor.cpp: executor results and the workflow definition.
    ExecutorRun runExecutor(const Value &executor, const ExecutorOutcome &outcome) const;
    Value calleeInput(const Value &executor, const Value &arguments) const;
    static bool needsOutput(const Value &executor);
    GuardScope scopeFor(const Value &arguments, const Value &context) const;
    const Value *stateDefinition(const QString &state) const;
    const Value *transitionDefinition(const QString &state, const QString &name) const;
    bool isTerminal(const QString &state) const;

    Value m_config;
    SimulationSettings m_settings;
    Instance m_now;
    QList<SimulationStep> m_steps;
    QList<Action> m_actions;
};

// What replay() found.
struct SimulationReplay
{
    bool identical = true;
    // The first action whose result differs: 0 is the start, n is actions[n - 1]; -1 when
    // every result matched.
    int differingAction = -1;
    QString pointer;    // JSON pointer of that action's saved result ("/startResult", "/actions/2/result")
    QString difference; // what differs, for a person
    Simulator simulator; // the re-run, as far as it got
};

} // namespace capstudio::flowgate
