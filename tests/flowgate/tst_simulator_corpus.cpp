// Simulator over the flowgate runtime's own fixture library (corpus/flowgate/
// cognitive-architectures): the triage orchestrator from start to completion, with its
// capability calls answered by hand and one output that breaks its snippet contract.

#include <flowgate/contracthash.h>
#include <flowgate/loader.h>
#include <flowgate/simulator.h>
#include <flowgate/yamlreader.h>

#include <QTest>

using namespace capstudio;
using namespace capstudio::flowgate;

namespace {

Value yaml(const QByteArray &text)
{
    return YamlReader::read(text, QStringLiteral("value.yaml"), 0).value;
}

} // namespace

class TestSimulatorCorpus : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void startNeedsTheLexicon();
    void triageIssue();

private:
    Value m_config;
};

void TestSimulatorCorpus::initTestCase()
{
    const Loader::Result result =
        Loader::load(QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/cognitive-architectures"));
    QVERIFY(result.loaded());
    m_config = result.config;
    QVERIFY(m_config.value(u"workflows").contains(u"cognitive/flow.triage-issue"));
}

void TestSimulatorCorpus::startNeedsTheLexicon()
{
    // The fixture library declares skills and scripts but no lexicon (reference §7.9).
    QVERIFY(Simulator::pendingLexiconSubjects(m_config).contains(QStringLiteral("issue.routing")));
    Simulator simulator(m_config);
    const SimulationResult result = simulator.start(QStringLiteral("cognitive/flow.triage-issue"));
    QCOMPARE(result.errorCode, QStringLiteral("SUBJECT_NEEDS_DEFINITION"));
    QVERIFY(!simulator.isRunning());
}

void TestSimulatorCorpus::triageIssue()
{
    Simulator simulator(m_config);
    SimulationSettings settings;
    settings.allowPendingLexicon = true;
    simulator.setSettings(settings);

    // classifying/classify is deterministic and calls a capability: the chain waits for it.
    SimulationResult result = simulator.start(QStringLiteral("cognitive/flow.triage-issue"), yaml("{issue: {id: 7}}"));
    QCOMPARE(result.status, SimulationStatus::AwaitingExecutor);
    QCOMPARE(simulator.pendingExecutor()->transition, QStringLiteral("classify"));
    // The orchestrator reads $.context.issue, which nothing wrote: the callee gets null.
    QCOMPARE(ContractHash::canonicalJson(simulator.pendingExecutor()->calleeInput), QByteArray(R"({"issue":null})"));

    // An output outside the snippet's enum fails the chain; the hop is offered for a retry.
    result = simulator.supplyExecutorOutcome(ExecutorOutcome::success(yaml("{severity: S9, confidence: 0.4}"))).value();
    QCOMPARE(result.errorCode, QStringLiteral("CHAIN_FAILED"));
    QCOMPARE(result.errorMessage,
             QStringLiteral("schema violation: capability 'cognitive/cap.triage.classify-severity' produced outputs "
                            "failing snippet contract: severity: \"S9\" is not one of [\"S1\",\"S2\",\"S3\",\"S4\"]"));
    QCOMPARE(simulator.currentState(), QStringLiteral("classifying"));
    QVERIFY(simulator.enabledTransitions().front().retryLink);

    result = simulator
                 .fire(QStringLiteral("classify"), Value::makeObject(),
                       ExecutorOutcome::success(yaml("{severity: S2, confidence: 0.8}")))
                 .value();
    QCOMPARE(result.status, SimulationStatus::AwaitingExecutor);
    QCOMPARE(simulator.currentState(), QStringLiteral("routing"));
    QCOMPARE(simulator.pendingExecutor()->transition, QStringLiteral("route"));

    // routed has two guarded deterministic transitions; exactly one passes.
    result = simulator
                 .supplyExecutorOutcome(ExecutorOutcome::success(
                     yaml("{component: parser, owner_team: core, confidence: 0.9, is_ambiguous: false}")))
                 .value();
    QCOMPARE(result.status, SimulationStatus::AwaitingExecutor);
    QCOMPARE(simulator.currentState(), QStringLiteral("applying"));
    QCOMPARE(simulator.pendingExecutor()->transition, QStringLiteral("apply"));

    result = simulator.supplyExecutorOutcome(ExecutorOutcome::success(yaml("{applied: {labels: [S2]}}"))).value();
    QCOMPARE(result.status, SimulationStatus::Completed);
    QCOMPARE(simulator.currentState(), QStringLiteral("done"));
    QCOMPARE(simulator.visitedStates(),
             (QStringList{"classifying", "routing", "routed", "applying", "done"}));
    QCOMPARE(simulator.firedTransitions(),
             (QStringList{"classifying/classify", "routing/route", "routed/advance", "applying/apply"}));
    QCOMPARE(ContractHash::canonicalJson(simulator.context()),
             QByteArray(R"({"applied":{"labels":["S2"]},"component":"parser","owner_team":"core",)"
                        R"("route_confidence":0.9,"route_is_ambiguous":false,"severity":"S2","severity_confidence":0.8})"));

    // The run saves and replays identically.
    const Expected<SimulationReplay> replayed = Simulator::replay(m_config, simulator.toJson());
    QVERIFY(replayed.ok());
    QVERIFY2(replayed.value().identical, qPrintable(replayed.value().difference));
}

QTEST_GUILESS_MAIN(TestSimulatorCorpus)
#include "tst_simulator_corpus.moc"
