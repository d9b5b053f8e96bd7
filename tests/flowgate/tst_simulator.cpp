// Simulator: the flowgate runtime's behaviour of reference §7 — start, the order of checks
// of a submitted transition, the deterministic chain, caps, capability-call contracts,
// history, step back, coverage, saving and replaying — driven from YAML texts.

#include <flowgate/contracthash.h>
#include <flowgate/loader.h>
#include <flowgate/simulator.h>
#include <flowgate/yamlreader.h>

#include "simulatorfixtures.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;
using namespace capstudio::flowgate;
using namespace simulatorfixtures;

namespace {

Value yaml(const QByteArray &text)
{
    const YamlReader::Result result = YamlReader::read(text, QStringLiteral("value.yaml"), 0);
    if (!result.ok())
        qWarning("test YAML does not parse: %s", qPrintable(result.error->message()));
    return result.value;
}

QByteArray canonical(const Value &value)
{
    return ContractHash::canonicalJson(value);
}

} // namespace

class TestSimulator : public QObject
{
    Q_OBJECT

private slots:
    void startAppliesDefaultsAndOnEnter();
    void startRefusals_data();
    void startRefusals();
    void pendingLexiconCanBeAllowed();
    void fireChecks_data();
    void fireChecks();
    void fireMovesAndMapsOutput();
    void executorPauseAndSupply();
    void branches_data();
    void branches();
    void chainRules_data();
    void chainRules();
    void chainExecutorFailureOffersRetry();
    void capabilityOutputs_data();
    void capabilityOutputs();
    void whileLoop_data();
    void whileLoop();
    void fireCapResetsOnLeaving();
    void enabledTransitions();
    void linkFilterByGuards();
    void stepBack();
    void coverage();
    void saveAndReplayRoundTrip();
    void replayReportsTheFirstDifference();
    void replayMalformed_data();
    void replayMalformed();

private:
    Value load(const QByteArray &text);
    Simulator demoAfterSubmit();

    QTemporaryDir m_dir;
    int m_files = 0;
};

Value TestSimulator::load(const QByteArray &text)
{
    const QString path = m_dir.filePath(QStringLiteral("config%1.yaml").arg(++m_files));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    file.close();
    const Loader::Result result = Loader::load(path);
    if (!result.loaded())
        qWarning("test config does not load: %s", qPrintable(result.loadErrors.front().toText()));
    return result.config;
}

Simulator TestSimulator::demoAfterSubmit()
{
    Simulator simulator(load(DemoYaml));
    simulator.start(QStringLiteral("flow.demo"), yaml("{user: ann}"));
    simulator.fire(QStringLiteral("submit"), yaml("{title: T}"));
    return simulator;
}

void TestSimulator::startAppliesDefaultsAndOnEnter()
{
    Simulator simulator(load(DemoYaml));
    const SimulationResult result = simulator.start(QStringLiteral("flow.demo"), yaml("{user: ann}"));
    QCOMPARE(result.status, SimulationStatus::WaitingForAction);
    QCOMPARE(simulator.currentState(), QStringLiteral("intake"));
    QCOMPARE(canonical(simulator.input()), QByteArray(R"({"limit":3,"user":"ann"})"));
    QCOMPARE(canonical(simulator.context()), QByteArray(R"({"attempts":0,"draft_note":"scratch","greeting":"hi ann"})"));
    QCOMPARE(simulator.version(), qint64(1)); // the onEnter executor ran
    QCOMPARE(result.steps.size(), 2);
    QCOMPARE(result.steps.at(0).kind, SimulationStep::Kind::Start);
    QCOMPARE(result.steps.at(1).kind, SimulationStep::Kind::OnEnter);
    QCOMPARE(result.steps.at(1).versionAfter, qint64(1));
}

void TestSimulator::startRefusals_data()
{
    QTest::addColumn<QByteArray>("config");
    QTest::addColumn<QString>("workflow");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("message");

    QTest::newRow("unknown workflow") << DemoYaml << "flow.nope" << QByteArray("{}") << "SIMULATOR_START_REFUSED"
                                      << "workflow definition 'flow.nope' not found";
    QTest::newRow("input misses a required property")
        << DemoYaml << "flow.demo" << QByteArray("{}") << "INPUT_SCHEMA_VIOLATION"
        << "invalid workflow input: \"user\" is a required property";
    QTest::newRow("input of the wrong type") << DemoYaml << "flow.demo" << QByteArray("{user: 5}")
                                             << "INPUT_SCHEMA_VIOLATION"
                                             << "invalid workflow input: 5 is not of type \"string\"";
    QTest::newRow("lexicon placeholders") << LexiconYaml << "flow.tiny" << QByteArray("{}")
                                          << "SUBJECT_NEEDS_DEFINITION" << "code.adversarial";
}

void TestSimulator::startRefusals()
{
    QFETCH(QByteArray, config);
    QFETCH(QString, workflow);
    QFETCH(QByteArray, input);
    QFETCH(QString, code);
    QFETCH(QString, message);

    Simulator simulator(load(config));
    const SimulationResult result = simulator.start(workflow, yaml(input));
    QCOMPARE(result.status, SimulationStatus::Rejected);
    QCOMPARE(result.errorCode, code);
    QVERIFY2(result.errorMessage.contains(message), qPrintable(result.errorMessage));
    QVERIFY(!simulator.isRunning());
    QCOMPARE(result.steps.size(), 1);
    QCOMPARE(result.steps.front().kind, SimulationStep::Kind::Rejection);
    QVERIFY(!simulator.fire(QStringLiteral("anything")).ok());
}

void TestSimulator::pendingLexiconCanBeAllowed()
{
    const Value config = load(LexiconYaml);
    QCOMPARE(Simulator::pendingLexiconSubjects(config), QStringList{QStringLiteral("code.adversarial")});
    Simulator simulator(config);
    SimulationSettings settings;
    settings.allowPendingLexicon = true;
    simulator.setSettings(settings);
    const SimulationResult result = simulator.start(QStringLiteral("flow.tiny"));
    QCOMPARE(result.status, SimulationStatus::Completed);
    QVERIFY(result.steps.front().notes.join(QString()).contains(QLatin1String("SUBJECT_NEEDS_DEFINITION")));
}

void TestSimulator::fireChecks_data()
{
    QTest::addColumn<QString>("transition");
    QTest::addColumn<QByteArray>("arguments");
    QTest::addColumn<QString>("failure"); // an executor failure to supply, or empty
    QTest::addColumn<bool>("human");
    QTest::addColumn<int>("earlierFires"); // how often the transition fired before
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("message");
    QTest::addColumn<SimulationStatus>("status");

    const auto rejected = SimulationStatus::Rejected;
    QTest::newRow("INVALID_TRANSITION") << "nope" << QByteArray("{}") << QString() << false << 0 << "INVALID_TRANSITION"
                                        << "Transition 'nope' is not valid from state 'intake'." << rejected;
    QTest::newRow("ACTOR_MISMATCH before guards")
        << "approve_now" << QByteArray("{}") << QString() << false << 0 << "ACTOR_MISMATCH"
        << "Transition 'approve_now' requires a human principal; submitter 'simulator' has no 'human' role."
        << rejected;
    QTest::newRow("a human reaches the guards") << "approve_now" << QByteArray("{}") << QString() << true << 0
                                                << "GUARD_REJECTED" << "One or more guards rejected the transition."
                                                << rejected;
    QTest::newRow("TRANSITION_FIRE_CAP_EXCEEDED")
        << "ask" << QByteArray("{}") << QString() << false << 2 << "TRANSITION_FIRE_CAP_EXCEEDED"
        << "Transition 'ask' has fired 2 times in state 'intake' (max_fires_per_visit = 2). Cap is per-state-entry and "
           "resets when the workflow advances. Either raise the cap, or have the workflow advance to a different state "
           "before re-firing."
        << rejected;
    QTest::newRow("INPUT_SCHEMA_VIOLATION") << "submit" << QByteArray("{}") << QString() << false << 0
                                            << "INPUT_SCHEMA_VIOLATION"
                                            << "invalid transition input: \"title\" is a required property" << rejected;
    QTest::newRow("input schema before guards")
        << "submit" << QByteArray("{title: ''}") << QString() << false << 0 << "INPUT_SCHEMA_VIOLATION"
        << "invalid transition input: \"\" is shorter than 1 character" << rejected;
    QTest::newRow("GUARD_REJECTED") << "submit" << QByteArray("{title: forbidden}") << QString() << false << 0
                                    << "GUARD_REJECTED" << "One or more guards rejected the transition." << rejected;
    QTest::newRow("GUARD_UNSET_SLOT")
        << "probe" << QByteArray("{}") << QString() << false << 0 << "GUARD_UNSET_SLOT"
        << "GUARD_UNSET_SLOT: guard reads `$.context.never_set` which is not set on the workflow context" << rejected;
    QTest::newRow("EXECUTOR_FAILED") << "fetch" << QByteArray("{}") << "HTTP 503 from api" << false << 0
                                     << "EXECUTOR_FAILED" << "HTTP 503 from api" << SimulationStatus::Failed;
}

void TestSimulator::fireChecks()
{
    QFETCH(QString, transition);
    QFETCH(QByteArray, arguments);
    QFETCH(QString, failure);
    QFETCH(bool, human);
    QFETCH(int, earlierFires);
    QFETCH(QString, code);
    QFETCH(QString, message);
    QFETCH(SimulationStatus, status);

    Simulator simulator(load(DemoYaml));
    if (human) {
        SimulationSettings settings;
        settings.roles = QStringList{QStringLiteral("human")};
        simulator.setSettings(settings);
    }
    simulator.start(QStringLiteral("flow.demo"), yaml("{user: ann}"));
    for (int i = 0; i < earlierFires; ++i)
        QCOMPARE(simulator.fire(transition, yaml(arguments)).value().status, SimulationStatus::WaitingForAction);
    const Value contextBefore = simulator.context();
    const qint64 versionBefore = simulator.version();
    const ExecutorOutcome outcome = failure.isEmpty() ? ExecutorOutcome() : ExecutorOutcome::failure(failure);
    const Expected<SimulationResult> result = simulator.fire(transition, yaml(arguments), outcome);
    QVERIFY(result.ok());
    QCOMPARE(result.value().errorCode, code);
    QCOMPARE(result.value().errorMessage, message);
    QCOMPARE(result.value().status, status);
    QCOMPARE(simulator.status(), status);
    QCOMPARE(simulator.currentState(), QStringLiteral("intake"));
    QCOMPARE(canonical(simulator.context()), canonical(contextBefore));
    QCOMPARE(simulator.version(), versionBefore);
    QCOMPARE(simulator.history().last().errorCode, code);
}

void TestSimulator::fireMovesAndMapsOutput()
{
    Simulator simulator = demoAfterSubmit();
    QCOMPARE(simulator.status(), SimulationStatus::WaitingForAction);
    QCOMPARE(simulator.currentState(), QStringLiteral("review"));
    // Defaults of the transition's inputSchema are applied; the state-local slot is cleared.
    QCOMPARE(canonical(simulator.context()),
             QByteArray(R"({"attempts":0,"greeting":"hi ann","priority":"normal","title":"T"})"));
    QCOMPARE(simulator.version(), qint64(2));
    const SimulationStep &fired = simulator.history().last();
    QCOMPARE(fired.kind, SimulationStep::Kind::Fire);
    QCOMPARE(fired.fromState, QStringLiteral("intake"));
    QCOMPARE(fired.toState, QStringLiteral("review"));
    QCOMPARE(canonical(fired.arguments), QByteArray(R"({"priority":"normal","title":"T"})"));
    QCOMPARE(fired.guards.size(), 1);
    QVERIFY(fired.guards.front().result.passed);
    QVERIFY(fired.notes.join(QString()).contains(QLatin1String("draft_note")));
}

void TestSimulator::executorPauseAndSupply()
{
    Simulator simulator(load(DemoYaml));
    simulator.start(QStringLiteral("flow.demo"), yaml("{user: ann}"));
    QVERIFY(!simulator.supplyExecutorOutcome(ExecutorOutcome::success(Value::makeObject())).ok());
    const Expected<SimulationResult> paused = simulator.fire(QStringLiteral("fetch"));
    QCOMPARE(paused.value().status, SimulationStatus::AwaitingExecutor);
    QVERIFY(simulator.pendingExecutor());
    QCOMPARE(simulator.pendingExecutor()->kind, PendingExecutor::Kind::Transition);
    QCOMPARE(simulator.pendingExecutor()->transition, QStringLiteral("fetch"));
    QVERIFY(!simulator.fire(QStringLiteral("submit"), yaml("{title: T}")).ok());
    QVERIFY(!simulator.supplyExecutorOutcome(ExecutorOutcome()).ok());
    const Expected<SimulationResult> done =
        simulator.supplyExecutorOutcome(ExecutorOutcome::success(yaml("{status: 200, body: {x: 1}}")));
    QCOMPARE(done.value().status, SimulationStatus::WaitingForAction);
    QCOMPARE(simulator.currentState(), QStringLiteral("review"));
    QCOMPARE(canonical(simulator.context().value(u"fetched")), QByteArray(R"({"x":1})"));
    QVERIFY(!simulator.pendingExecutor());
}

void TestSimulator::branches_data()
{
    QTest::addColumn<int>("bonus");
    QTest::addColumn<QString>("state");
    QTest::addColumn<QStringList>("kinds"); // of the steps the fire produced
    QTest::addColumn<QString>("note");

    QTest::newRow("first branch") << 200 << "escalated" << QStringList{"fire"} << "branch #1 chose 'escalated'";
    QTest::newRow("second branch, then a chain hop")
        << 7 << "done" << QStringList{"fire", "hop"} << "branch #2 chose 'checked'";
    QTest::newRow("no branch: declared target") << 1 << "done" << QStringList{"fire"}
                                                << "the declared target 'done' applies";
}

void TestSimulator::branches()
{
    QFETCH(int, bonus);
    QFETCH(QString, state);
    QFETCH(QStringList, kinds);
    QFETCH(QString, note);

    Simulator simulator = demoAfterSubmit();
    Value arguments = Value::makeObject();
    arguments.insert(QStringLiteral("bonus"), Value(bonus));
    const SimulationResult result = simulator.fire(QStringLiteral("route"), arguments).value();
    QCOMPARE(result.status, SimulationStatus::Completed);
    QCOMPARE(simulator.currentState(), state);
    QStringList produced;
    for (const SimulationStep &step : result.steps)
        produced.append(step.kind == SimulationStep::Kind::Fire ? QStringLiteral("fire") : QStringLiteral("hop"));
    QCOMPARE(produced, kinds);
    QVERIFY2(result.steps.front().notes.join(QLatin1Char('|')).contains(note),
             qPrintable(result.steps.front().notes.join(QLatin1Char('|'))));
    QCOMPARE(simulator.context().value(u"score").toInt(), qint64(bonus));
    if (kinds.size() == 2)
        QVERIFY(result.steps.last().notes.join(QString()).contains(QLatin1String("without its guards being evaluated")));
}

void TestSimulator::chainRules_data()
{
    QTest::addColumn<QString>("workflow");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("state");
    QTest::addColumn<SimulationStatus>("status");
    QTest::addColumn<qint64>("version");
    QTest::addColumn<QString>("message"); // error message, or a note of the last step

    QTest::newRow("single deterministic fires without its guards")
        << "flow.single" << QByteArray("{}") << "s2" << SimulationStatus::WaitingForAction << qint64(1) << "";
    QTest::newRow("several: exactly one passes") << "flow.choose" << QByteArray("{pick: b}") << "sb"
                                                 << SimulationStatus::Completed << qint64(1)
                                                 << "'b' is the one deterministic transition";
    QTest::newRow("several: none passes")
        << "flow.choose" << QByteArray("{pick: c}") << "s1" << SimulationStatus::Failed << qint64(0)
        << "no viable deterministic transition in state 's1': all 2 candidates had failing guards";
    QTest::newRow("several: two pass")
        << "flow.ambiguous" << QByteArray("{}") << "s1" << SimulationStatus::Failed << qint64(0)
        << "ambiguous deterministic transition in state 's1': 2 of 2 candidates had passing guards; exactly one must be "
           "viable";
    QTest::newRow("guard error fails the chain")
        << "flow.unset" << QByteArray("{}") << "s1" << SimulationStatus::Failed << qint64(0)
        << "GUARD_UNSET_SLOT: guard reads `$.context.verdict` which is not set on the workflow context";
    QTest::newRow("decision point stops the chain")
        << "flow.decision" << QByteArray("{}") << "s1" << SimulationStatus::WaitingForAction << qint64(0) << "";
    QTest::newRow("lightweight transitions are no decision point")
        << "flow.lightweight" << QByteArray("{}") << "s2" << SimulationStatus::WaitingForAction << qint64(1) << "";
    QTest::newRow("maxChainDepth") << "flow.depth" << QByteArray("{}") << "b" << SimulationStatus::WaitingForAction
                                   << qint64(3) << "the chain stopped after 3 hops (maxChainDepth)";
    QByteArray items = "{items: [0";
    for (int i = 1; i < 100000; ++i)
        items += ", " + QByteArray::number(i);
    items += "]}";
    QTest::newRow("guards over a huge input array") << "flow.big" << items << "s2" << SimulationStatus::Completed
                                                    << qint64(1) << "";
    QTest::newRow("simulator ceiling on a huge maxChainDepth")
        << "flow.ceiling" << QByteArray("{}") << "a" << SimulationStatus::WaitingForAction
        << qint64(Simulator::MaxChainHops) << "the simulator's ceiling";
}

void TestSimulator::chainRules()
{
    QFETCH(QString, workflow);
    QFETCH(QByteArray, input);
    QFETCH(QString, state);
    QFETCH(SimulationStatus, status);
    QFETCH(qint64, version);
    QFETCH(QString, message);

    Simulator simulator(load(ChainYaml));
    const SimulationResult result = simulator.start(workflow, yaml(input));
    if (status != SimulationStatus::Failed)
        QVERIFY2(result.errorCode.isEmpty(), qPrintable(result.errorMessage));
    QCOMPARE(simulator.currentState(), state);
    QCOMPARE(result.status, status);
    QCOMPARE(simulator.version(), version);
    if (status == SimulationStatus::Failed) {
        QCOMPARE(result.errorCode, QStringLiteral("CHAIN_FAILED"));
        QCOMPARE(result.errorMessage, message);
    } else if (!message.isEmpty()) {
        QVERIFY2(simulator.history().last().notes.join(QLatin1Char('|')).contains(message),
                 qPrintable(simulator.history().last().notes.join(QLatin1Char('|'))));
    }
}

void TestSimulator::chainExecutorFailureOffersRetry()
{
    Simulator simulator(load(ChainYaml));
    SimulationResult result = simulator.start(QStringLiteral("flow.pipeline"));
    QCOMPARE(result.status, SimulationStatus::AwaitingExecutor);
    QCOMPARE(simulator.pendingExecutor()->kind, PendingExecutor::Kind::ChainHop);
    QCOMPARE(simulator.pendingExecutor()->transition, QStringLiteral("build"));
    QVERIFY(simulator.enabledTransitions().front().offeredAsLink == false);

    result = simulator.supplyExecutorOutcome(ExecutorOutcome::failure(QStringLiteral("exit status 101"))).value();
    QCOMPARE(result.status, SimulationStatus::Failed);
    QCOMPARE(result.errorCode, QStringLiteral("CHAIN_FAILED"));
    QCOMPARE(result.errorMessage, QStringLiteral("exit status 101"));
    QCOMPARE(simulator.currentState(), QStringLiteral("s1"));
    const QList<TransitionOption> options = simulator.enabledTransitions();
    QCOMPARE(options.size(), 1);
    QVERIFY(options.front().retryLink);
    QVERIFY(options.front().offeredAsLink);

    // The retry goes through the submit path; s2's onEnter then waits for its executor.
    result = simulator.fire(QStringLiteral("build"), Value::makeObject(), ExecutorOutcome::success(yaml("{exitCode: 0}")))
                 .value();
    QCOMPARE(result.status, SimulationStatus::AwaitingExecutor);
    QCOMPARE(simulator.currentState(), QStringLiteral("s2"));
    QCOMPARE(simulator.pendingExecutor()->kind, PendingExecutor::Kind::OnEnter);
    result = simulator.supplyExecutorOutcome(ExecutorOutcome::success(yaml("{status: green}"))).value();
    QCOMPARE(result.status, SimulationStatus::Completed);
    QCOMPARE(simulator.currentState(), QStringLiteral("s3"));
    QCOMPARE(canonical(simulator.context()), QByteArray(R"({"exit":0,"status":"green"})"));
    // build (submit) +1, onEnter +1, publish (chain) +1
    QCOMPARE(simulator.version(), qint64(3));
}

void TestSimulator::capabilityOutputs_data()
{
    QTest::addColumn<QString>("transition");
    QTest::addColumn<QByteArray>("outputs");
    QTest::addColumn<SimulationStatus>("status");
    QTest::addColumn<QString>("state");
    QTest::addColumn<QString>("message");

    QTest::newRow("outputs failing the snippet contract")
        << "vet" << QByteArray("{verdict: maybe, score: high, notes: 5}") << SimulationStatus::Failed << "draft"
        << "schema violation: capability 'cap.plan.vet' produced outputs failing snippet contract: score: \"high\" is "
           "not of type \"number\"; verdict: \"maybe\" is not one of [\"approve\",\"reject\"]";
    QTest::newRow("a missing bound output is null")
        << "vet" << QByteArray("{score: 1}") << SimulationStatus::Failed << "draft"
        << "schema violation: capability 'cap.plan.vet' produced outputs failing snippet contract: verdict: null is "
           "not of type \"string\"";
    QTest::newRow("valid outputs are written, then the chain decides")
        << "vet" << QByteArray("{verdict: approve, score: 0.75, notes: 5}") << SimulationStatus::Completed << "done"
        << "";
    QTest::newRow("unknown callee") << "ghost" << QByteArray("{}") << SimulationStatus::Failed << "draft"
                                    << "failed to start sub-workflow: workflow definition 'cap.plan.gone' not found";
}

void TestSimulator::capabilityOutputs()
{
    QFETCH(QString, transition);
    QFETCH(QByteArray, outputs);
    QFETCH(SimulationStatus, status);
    QFETCH(QString, state);
    QFETCH(QString, message);

    Simulator simulator(load(CapabilityYaml));
    simulator.start(QStringLiteral("flow.caller"));
    const SimulationResult paused = simulator.fire(transition).value();
    QCOMPARE(paused.status, SimulationStatus::AwaitingExecutor);
    if (transition == QLatin1String("vet"))
        QCOMPARE(canonical(simulator.pendingExecutor()->calleeInput), QByteArray(R"({"max_iterations":3,"plan":{"steps":2}})"));
    const SimulationResult result = simulator.supplyExecutorOutcome(ExecutorOutcome::success(yaml(outputs))).value();
    QCOMPARE(result.status, status);
    QCOMPARE(simulator.currentState(), state);
    if (status == SimulationStatus::Failed) {
        QCOMPARE(result.errorCode, QStringLiteral("EXECUTOR_FAILED"));
        QCOMPARE(result.errorMessage, message);
        QCOMPARE(canonical(simulator.context()), QByteArray(R"({"draft_plan":{"steps":2}})"));
    } else {
        // Only the bound outputs reach the context, through the synthesised output mapping.
        QCOMPARE(canonical(simulator.context()),
                 QByteArray(R"({"draft_plan":{"steps":2},"score":0.75,"verdict":"approve"})"));
    }
}

void TestSimulator::whileLoop_data()
{
    QTest::addColumn<QString>("workflow");
    QTest::addColumn<int>("fires");
    QTest::addColumn<QString>("state");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QByteArray>("context");

    QTest::newRow("guard true re-enters, false leaves") << "flow.loop" << 2 << "done" << "" << ""
                                                        << QByteArray(R"({"attempts":2})");
    QTest::newRow("first iteration stays") << "flow.loop" << 1 << "polling" << "" << ""
                                           << QByteArray(R"({"_while_iter.polling":1,"attempts":1})");
    QTest::newRow("WHILE_ITERATION_CAP_EXCEEDED")
        << "flow.capped" << 3 << "polling" << "WHILE_ITERATION_CAP_EXCEEDED"
        << "WHILE_ITERATION_CAP_EXCEEDED: state 'polling' has `while:` guard that remained truthy after 2 iterations. "
           "Either the guard's exit condition is unreachable, or `max_iterations:` needs to be increased after operator "
           "review (SPEC §26)."
        << QByteArray(R"({"_while_iter.polling":2,"attempts":2})");
    QTest::newRow("INVALID_STATE_CONFIG") << "flow.broken" << 1 << "polling" << "INVALID_STATE_CONFIG"
                                          << "INVALID_STATE_CONFIG: state 'polling' declares `while:` but no "
                                             "`max_iterations:` cap. The cap is REQUIRED to prevent runaway loops; "
                                             "declare an explicit ceiling (SPEC §26)."
                                          << QByteArray("{}");
}

void TestSimulator::whileLoop()
{
    QFETCH(QString, workflow);
    QFETCH(int, fires);
    QFETCH(QString, state);
    QFETCH(QString, code);
    QFETCH(QString, message);
    QFETCH(QByteArray, context);

    Simulator simulator(load(LoopYaml));
    simulator.start(workflow);
    SimulationResult result;
    for (int i = 0; i < fires; ++i)
        result = simulator.fire(QStringLiteral("poll")).value();
    QCOMPARE(simulator.currentState(), state);
    QCOMPARE(result.errorCode, code);
    QCOMPARE(result.errorMessage, QString(message));
    QCOMPARE(canonical(simulator.context()), context);
}

void TestSimulator::fireCapResetsOnLeaving()
{
    Simulator simulator(load(DemoYaml));
    simulator.start(QStringLiteral("flow.demo"), yaml("{user: ann}"));
    QVERIFY(simulator.fire(QStringLiteral("ask")).value().errorCode.isEmpty());
    QVERIFY(simulator.fire(QStringLiteral("ask")).value().errorCode.isEmpty());
    QCOMPARE(simulator.context().value(u"_fire_count.intake.ask").toInt(), qint64(2));
    QCOMPARE(simulator.fire(QStringLiteral("ask")).value().errorCode, QStringLiteral("TRANSITION_FIRE_CAP_EXCEEDED"));
    simulator.fire(QStringLiteral("submit"), yaml("{title: T}"));
    QVERIFY(!simulator.context().contains(u"_fire_count.intake.ask"));
    simulator.fire(QStringLiteral("back"));
    QCOMPARE(simulator.currentState(), QStringLiteral("intake"));
    QVERIFY(simulator.fire(QStringLiteral("ask")).value().errorCode.isEmpty());
}

void TestSimulator::enabledTransitions()
{
    Simulator simulator(load(DemoYaml));
    QVERIFY(simulator.enabledTransitions().isEmpty());
    simulator.start(QStringLiteral("flow.demo"), yaml("{user: ann}"));
    const QList<TransitionOption> options = simulator.enabledTransitions(yaml("{title: forbidden}"));
    QStringList names;
    for (const TransitionOption &option : options) {
        names.append(option.name);
        QVERIFY(option.offeredAsLink);
        QVERIFY(!option.hiddenByGuards);
    }
    QCOMPARE(names, (QStringList{"approve_now", "ask", "fetch", "probe", "submit"}));
    const TransitionOption &approve = options.at(0);
    QCOMPARE(approve.actor, QStringLiteral("human"));
    QVERIFY(!approve.guards.passed);
    QVERIFY(approve.guards.checks.front().result.explanation.contains(QLatin1String("$.context.attempts (0) > 5")));
    const TransitionOption &ask = options.at(1);
    QCOMPARE(ask.actor, QStringLiteral("agent"));
    QCOMPARE(ask.maxFiresPerVisit, qint64(2));
    QCOMPARE(ask.firesThisVisit, qint64(0));
    QCOMPARE(canonical(ask.prefill), QByteArray(R"({"question":"about hi ann"})"));
    QCOMPARE(canonical(ask.inputSchema), QByteArray(R"({"additionalProperties":false,"properties":{},"type":"object"})"));
    QVERIFY(options.at(2).needsExecutorOutput);
    QCOMPARE(options.at(2).executorKind, QStringLiteral("rest"));
    QCOMPARE(options.at(3).guards.errorCode, QStringLiteral("GUARD_UNSET_SLOT"));
    QVERIFY(!options.at(4).guards.passed); // title 'forbidden'
    QVERIFY(!options.at(4).needsExecutorOutput);

    // A terminal state offers nothing; deterministic transitions are never links.
    Simulator chain(load(ChainYaml));
    chain.start(QStringLiteral("flow.decision"));
    const QList<TransitionOption> decision = chain.enabledTransitions();
    QCOMPARE(decision.size(), 2);
    QVERIFY(!decision.at(0).offeredAsLink); // auto
    QVERIFY(decision.at(1).offeredAsLink);  // think
    chain.fire(QStringLiteral("think"));
    QCOMPARE(chain.status(), SimulationStatus::Completed);
    QVERIFY(chain.enabledTransitions().isEmpty());
}

void TestSimulator::linkFilterByGuards()
{
    Simulator simulator(load(LoopYaml));
    simulator.start(QStringLiteral("flow.filtered"));
    const QList<TransitionOption> options = simulator.enabledTransitions();
    QCOMPARE(options.size(), 2);
    QVERIFY(options.at(0).hiddenByGuards); // go: ready is false
    QVERIFY(!options.at(1).hiddenByGuards);
}

void TestSimulator::stepBack()
{
    Simulator simulator = demoAfterSubmit();
    const Value reviewContext = simulator.context();
    const qsizetype reviewSteps = simulator.history().size();
    simulator.fire(QStringLiteral("route"), yaml("{bonus: 7}"));
    QCOMPARE(simulator.currentState(), QStringLiteral("done"));
    QVERIFY(simulator.stepBack());
    QCOMPARE(simulator.currentState(), QStringLiteral("review"));
    QCOMPARE(simulator.status(), SimulationStatus::WaitingForAction);
    QCOMPARE(canonical(simulator.context()), canonical(reviewContext));
    QCOMPARE(simulator.version(), qint64(2));
    QCOMPARE(simulator.history().size(), reviewSteps);
    QVERIFY(simulator.stepBack()); // the submit
    QCOMPARE(simulator.currentState(), QStringLiteral("intake"));
    QCOMPARE(simulator.version(), qint64(1));
    QVERIFY(simulator.stepBack()); // the start
    QCOMPARE(simulator.status(), SimulationStatus::NotStarted);
    QVERIFY(!simulator.isRunning());
    QVERIFY(simulator.history().isEmpty());
    QVERIFY(!simulator.stepBack());
}

void TestSimulator::coverage()
{
    Simulator simulator = demoAfterSubmit();
    simulator.fire(QStringLiteral("nope")); // a rejection covers nothing new
    simulator.fire(QStringLiteral("route"), yaml("{bonus: 7}"));
    QCOMPARE(simulator.visitedStates(), (QStringList{"intake", "review", "checked", "done"}));
    QCOMPARE(simulator.firedTransitions(), (QStringList{"intake/submit", "review/route", "checked/auto"}));
}

void TestSimulator::saveAndReplayRoundTrip()
{
    const Value config = load(DemoYaml);
    Simulator simulator(config);
    simulator.start(QStringLiteral("flow.demo"), yaml("{user: ann}"));
    simulator.fire(QStringLiteral("probe"));
    simulator.fire(QStringLiteral("fetch"));
    simulator.supplyExecutorOutcome(ExecutorOutcome::success(yaml("{body: [1, 2.5]}")));
    simulator.fire(QStringLiteral("back"));
    SimulationSettings human;
    human.roles = QStringList{QStringLiteral("human")};
    simulator.setSettings(human);
    simulator.fire(QStringLiteral("approve_now"));
    simulator.fire(QStringLiteral("fetch"), Value::makeObject(), ExecutorOutcome::failure(QStringLiteral("down")));

    const QJsonObject saved = simulator.toJson();
    QCOMPARE(saved.value(QStringLiteral("format")).toString(), QStringLiteral("capstudio-simulation"));
    QCOMPARE(saved.value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(saved.value(QStringLiteral("workflow")).toString(), QStringLiteral("flow.demo"));
    const QJsonArray actions = saved.value(QStringLiteral("actions")).toArray();
    QCOMPARE(actions.size(), 6);
    QCOMPARE(actions.at(2).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("executor"));
    QVERIFY(actions.at(4).toObject().contains(QStringLiteral("settings")));
    QVERIFY(!actions.at(3).toObject().contains(QStringLiteral("settings")));
    QCOMPARE(actions.at(5).toObject().value(QStringLiteral("result")).toObject().value(QStringLiteral("error")).toString(),
             QStringLiteral("EXECUTOR_FAILED"));

    // Through text and back, as a saved file would be.
    const QJsonObject reread = QJsonDocument::fromJson(QJsonDocument(saved).toJson()).object();
    const Expected<SimulationReplay> replayed = Simulator::replay(config, reread);
    QVERIFY2(replayed.ok(), replayed.ok() ? "" : qPrintable(replayed.error().message));
    QVERIFY2(replayed.value().identical, qPrintable(replayed.value().difference));
    QCOMPARE(replayed.value().differingAction, -1);
    QCOMPARE(replayed.value().simulator.history().size(), simulator.history().size());
    QCOMPARE(replayed.value().simulator.currentState(), simulator.currentState());
    QCOMPARE(replayed.value().simulator.toJson(), saved);
}

void TestSimulator::replayReportsTheFirstDifference()
{
    Simulator simulator(load(DemoYaml));
    simulator.start(QStringLiteral("flow.demo"), yaml("{user: ann}"));
    simulator.fire(QStringLiteral("submit"), yaml("{title: T}"));
    simulator.fire(QStringLiteral("route"), yaml("{bonus: 7}"));
    const QJsonObject saved = simulator.toJson();

    // The designer since lowered the threshold of the second branch.
    QByteArray edited = DemoYaml;
    edited.replace("$.context.score >= 7", "$.context.score >= 70");
    const Expected<SimulationReplay> replayed = Simulator::replay(load(edited), saved);
    QVERIFY(replayed.ok());
    QVERIFY(!replayed.value().identical);
    QCOMPARE(replayed.value().differingAction, 2);
    QCOMPARE(replayed.value().pointer, QStringLiteral("/actions/1/result"));
    QVERIFY2(replayed.value().difference.startsWith(QLatin1String("version:")), qPrintable(replayed.value().difference));

    // An action that cannot be performed any more.
    QJsonObject impossible = saved;
    QJsonArray actions = impossible.value(QStringLiteral("actions")).toArray();
    actions.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("executor")},
                               {QStringLiteral("executor"), QJsonObject{{QStringLiteral("output"), QJsonObject()}}}});
    impossible.insert(QStringLiteral("actions"), actions);
    const Expected<SimulationReplay> stuck = Simulator::replay(load(DemoYaml), impossible);
    QVERIFY(stuck.ok());
    QCOMPARE(stuck.value().differingAction, 3);
    QVERIFY(stuck.value().difference.contains(QLatin1String("could not be replayed")));
}

void TestSimulator::replayMalformed_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("pointer");

    const QByteArray head = R"("format": "capstudio-simulation", "version": 1, "workflow": "flow.demo")";
    const auto with = [&](const char *rest) { return "{" + head + ", " + QByteArray(rest) + "}"; };
    QTest::newRow("no format") << QByteArray("{}") << "/format";
    QTest::newRow("version as a string")
        << QByteArray(R"({"format": "capstudio-simulation", "version": "1"})") << "/version";
    QTest::newRow("workflow as a number")
        << QByteArray(R"({"format": "capstudio-simulation", "version": 1, "workflow": 5})") << "/workflow";
    QTest::newRow("settings as a list") << with(R"("settings": [])") << "/settings";
    QTest::newRow("roles as a string") << with(R"("settings": {"roles": "human"})") << "/settings/roles";
    QTest::newRow("a role as a number") << with(R"("settings": {"roles": ["a", 3]})") << "/settings/roles/1";
    QTest::newRow("flag as a string") << with(R"("settings": {"allowPendingLexicon": "yes"})")
                                      << "/settings/allowPendingLexicon";
    QTest::newRow("start result as a number") << with(R"("startResult": 1)") << "/startResult";
    QTest::newRow("actions as an object") << with(R"("actions": {})") << "/actions";
    QTest::newRow("action as a number") << with(R"("actions": [5])") << "/actions/0";
    QTest::newRow("kind as a number") << with(R"("actions": [{"kind": 5}])") << "/actions/0/kind";
    QTest::newRow("fire without transition") << with(R"("actions": [{"kind": "fire"}])") << "/actions/0/transition";
    QTest::newRow("executor as a list") << with(R"("actions": [{"kind": "fire", "transition": "x", "executor": []}])")
                                        << "/actions/0/executor";
    QTest::newRow("executor error as a number")
        << with(R"("actions": [{"kind": "fire", "transition": "x"}, {"kind": "executor", "executor": {"error": 3}}])")
        << "/actions/1/executor/error";
    QTest::newRow("executor action without a result")
        << with(R"("actions": [{"kind": "executor", "executor": {}}])") << "/actions/0/executor";
    QTest::newRow("result as a string") << with(R"("actions": [{"kind": "fire", "transition": "x", "result": "x"}])")
                                        << "/actions/0/result";
    QTest::newRow("action settings with a bad instance id")
        << with(R"("actions": [{"kind": "fire", "transition": "x", "settings": {"instanceId": 5}}])")
        << "/actions/0/settings/instanceId";
}

void TestSimulator::replayMalformed()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, pointer);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    const Expected<SimulationReplay> replayed = Simulator::replay(load(DemoYaml), document.object());
    QVERIFY(!replayed.ok());
    QCOMPARE(replayed.error().kind, StoreError::Kind::Invalid);
    QVERIFY2(replayed.error().message.contains(pointer + QLatin1Char(':')), qPrintable(replayed.error().message));
}

QTEST_GUILESS_MAIN(TestSimulator)
#include "tst_simulator.moc"
