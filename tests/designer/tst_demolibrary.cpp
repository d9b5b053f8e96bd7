// The demo flowgate library the app opens on first start (resources/demo/flowgate/
// library.yaml): it loads and passes `check` with no findings, holds the workflows the demo
// promises, every contract pin matches its callee's snippet, every skill and script subject
// has a lexicon term, and the simulator runs the orchestrators along the paths the file's
// comments describe.

#include <flowgate/configvalidation.h>
#include <flowgate/contracthash.h>
#include <flowgate/simulator.h>
#include <flowgate/yamlreader.h>

#include <QTest>

using namespace capstudio;
using namespace capstudio::flowgate;

namespace {

const QString kLibrary = QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/flowgate/library.yaml");

Value yaml(const QByteArray &text)
{
    return YamlReader::read(text, QStringLiteral("value.yaml"), 0).value;
}

QString texts(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &diagnostic : diagnostics)
        lines.append(diagnostic.toText());
    return lines.join(QLatin1Char('\n'));
}

struct Call
{
    QString where; // "workflow/state/transition"
    QString callee;
    const Value *pin = nullptr;
};

// Every `kind: workflow` executor on a transition of any workflow.
QList<Call> workflowCalls(const Value &config)
{
    QList<Call> calls;
    for (const Value::Member &workflow : config.value(u"workflows").members()) {
        for (const Value::Member &state : workflow.value.value(u"states").members()) {
            for (const Value::Member &transition : state.value.value(u"transitions").members()) {
                const Value *executor = transition.value.find(u"executor");
                if (!executor || executor->value(u"kind") != Value("workflow"))
                    continue;
                calls.append({workflow.key + u'/' + state.key + u'/' + transition.key,
                              executor->value(u"definitionId").toString(),
                              executor->find(u"expects_contract_hash")});
            }
        }
    }
    return calls;
}

} // namespace

class TestDemoLibrary : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void loadsWithoutFindings();
    void workflowIds();
    void contractPins();
    void lexiconCoversEverySubject();
    void orchestratorsStart_data();
    void orchestratorsStart();
    void reviewPublishesAnApprovedChange();
    void reviewRevisesWhileFindingsRemain();
    void reviewGivesUpAfterTheLastRound();
    void triageQueuesRoutineFindings();

private:
    Simulator simulator() const;

    ValidationReport m_report;
    Value m_config;
};

void TestDemoLibrary::initTestCase()
{
    m_report = ConfigValidation::run(kLibrary);
    m_config = m_report.loaded.config;
}

Simulator TestDemoLibrary::simulator() const
{
    Simulator simulator(m_config);
    SimulationSettings settings;
    settings.roles = QStringList{QStringLiteral("human")};
    simulator.setSettings(settings);
    return simulator;
}

void TestDemoLibrary::loadsWithoutFindings()
{
    QVERIFY(m_report.readable());
    QVERIFY2(!m_report.refusesToLoad(), qPrintable(texts(m_report.loaded.loadErrors)));
    QVERIFY2(m_report.loaded.loadWarnings.isEmpty(), qPrintable(texts(m_report.loaded.loadWarnings)));
    QVERIFY2(m_report.checkErrors.isEmpty(), qPrintable(texts(m_report.checkErrors)));
    // The file's header promises no warnings either.
    QVERIFY2(m_report.checkWarnings.isEmpty(), qPrintable(texts(m_report.checkWarnings)));
}

void TestDemoLibrary::workflowIds()
{
    QStringList ids;
    for (const Value::Member &workflow : m_config.value(u"workflows").members())
        ids.append(workflow.key);
    ids.sort();
    QCOMPARE(ids, (QStringList{
                      "cap.gate.change-approval",
                      "cap.lint.capability-schema",
                      "cap.plan.draft-change",
                      "cap.review.vet-change",
                      "cap.triage.classify-finding",
                      "flow.review-capability-change",
                      "flow.triage-provenance-finding",
                  }));
    // The triage flow is the canvas's richer example: 12–15 states.
    const qsizetype triageStates =
        m_config.value(u"workflows").value(u"flow.triage-provenance-finding").value(u"states").size();
    QVERIFY2(triageStates >= 12 && triageStates <= 15, qPrintable(QString::number(triageStates)));
}

void TestDemoLibrary::contractPins()
{
    const Value workflows = m_config.value(u"workflows");
    const QList<Call> calls = workflowCalls(m_config);
    QCOMPARE(calls.size(), 5); // draft, lint, vet, approval (review flow); classify (triage flow)
    int pinned = 0;
    for (const Call &call : calls) {
        const Value *callee = workflows.find(call.callee);
        QVERIFY2(callee, qPrintable(call.where + QStringLiteral(" calls a missing ") + call.callee));
        QVERIFY2(ConfigValidation::isCapabilityId(call.callee), qPrintable(call.where));
        const Value *snippet = callee->find(u"snippet");
        QVERIFY2(snippet, qPrintable(call.callee));
        // A stable callee must be pinned (V16); whatever is pinned must be current (V15).
        if (callee->value(u"lifecycle") == Value("stable"))
            QVERIFY2(call.pin, qPrintable(call.where + QStringLiteral(" calls a stable capability unpinned")));
        if (!call.pin)
            continue;
        ++pinned;
        QVERIFY2(call.pin->isString(), qPrintable(call.where));
        QCOMPARE(call.pin->toString(), ContractHash::of(*snippet));
    }
    QCOMPARE(pinned, 2); // the lint and vet calls of flow.review-capability-change
}

void TestDemoLibrary::lexiconCoversEverySubject()
{
    QCOMPARE(Simulator::pendingLexiconSubjects(m_config), QStringList());
    // The library does use subjects the lexicon has to cover: take the lexicon away and
    // each of them is pending.
    Value withoutLexicon = m_config;
    withoutLexicon.remove(u"lexicon");
    for (Value::Member &workflow : withoutLexicon[QStringLiteral("workflows")].mutableMembers())
        workflow.value.remove(u"_lexiconLibrary");
    QCOMPARE(Simulator::pendingLexiconSubjects(withoutLexicon),
             (QStringList{"capability.change", "capability.contract", "capability.schema",
                          "provenance.finding", "provenance.rescan"}));
}

void TestDemoLibrary::orchestratorsStart_data()
{
    QTest::addColumn<QString>("workflow");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("state");
    QTest::addColumn<SimulationStatus>("status");

    QTest::newRow("review: the draft capability call waits for its result")
        << "flow.review-capability-change" << QByteArray("{request: {text: add a timeout field}}")
        << "drafting" << SimulationStatus::AwaitingExecutor;
    QTest::newRow("triage: intake waits for the agent")
        << "flow.triage-provenance-finding" << QByteArray("{finding: {message: m1}}") << "intake"
        << SimulationStatus::WaitingForAction;
}

void TestDemoLibrary::orchestratorsStart()
{
    QFETCH(QString, workflow);
    QFETCH(QByteArray, input);
    QFETCH(QString, state);
    QFETCH(SimulationStatus, status);

    QCOMPARE(Simulator::pendingLexiconSubjects(m_config, workflow), QStringList());
    Simulator sim = simulator();
    const SimulationResult result = sim.start(workflow, yaml(input));
    QVERIFY2(result.errorCode != QLatin1String("SUBJECT_NEEDS_DEFINITION"), qPrintable(result.errorMessage));
    QVERIFY2(result.errorCode.isEmpty(), qPrintable(result.errorCode + u' ' + result.errorMessage));
    QVERIFY(sim.isRunning());
    QCOMPARE(sim.currentState(), state);
    QCOMPARE(result.status, status);
}

void TestDemoLibrary::reviewPublishesAnApprovedChange()
{
    Simulator sim = simulator();
    SimulationResult result =
        sim.start(QStringLiteral("flow.review-capability-change"), yaml("{request: {text: rename}}"));
    QCOMPARE(result.status, SimulationStatus::AwaitingExecutor);
    const QList<QByteArray> outputs = {
        "{change: {name: lookup_order}, summary: rename the tool}", // draft
        "{ok: true, problems: []}",                                   // lint
        "{verdict: pass, findings: []}",                              // vet
        "{decision: approved, rationale: fine}",                      // approval gate
        "{revision: 7}",                                              // publish (mcp)
    };
    for (const QByteArray &output : outputs) {
        QCOMPARE(result.status, SimulationStatus::AwaitingExecutor);
        result = sim.supplyExecutorOutcome(ExecutorOutcome::success(yaml(output))).value();
        QVERIFY2(result.errorCode.isEmpty(), qPrintable(result.errorCode + u' ' + result.errorMessage));
    }
    QCOMPARE(result.status, SimulationStatus::Completed);
    QCOMPARE(sim.currentState(), QStringLiteral("published"));
    QCOMPARE(sim.visitedStates(),
             (QStringList{"drafting", "linting", "linted", "vetting", "vetted", "awaiting_approval",
                          "approval_received", "publishing", "published"}));
    QCOMPARE(sim.context().value(u"round"), Value(1));
    QCOMPARE(sim.context().value(u"published_revision"), Value(7));
}

void TestDemoLibrary::reviewRevisesWhileFindingsRemain()
{
    Simulator sim = simulator();
    sim.start(QStringLiteral("flow.review-capability-change"), yaml("{request: {text: rename}}"));
    sim.supplyExecutorOutcome(ExecutorOutcome::success(yaml("{change: {name: a}, summary: s}")));
    sim.supplyExecutorOutcome(ExecutorOutcome::success(yaml("{ok: true, problems: []}")));
    SimulationResult result =
        sim.supplyExecutorOutcome(ExecutorOutcome::success(yaml("{verdict: revise, findings: [f1, f2]}"))).value();
    QCOMPARE(result.status, SimulationStatus::WaitingForAction);
    QCOMPARE(sim.currentState(), QStringLiteral("revising"));

    // One finding answered, one left: the while guard keeps the run in `revising`.
    result = sim.fire(QStringLiteral("address_finding"), yaml("{change: {name: b}, remaining: 1}")).value();
    QVERIFY2(result.errorCode.isEmpty(), qPrintable(result.errorCode + u' ' + result.errorMessage));
    QCOMPARE(sim.currentState(), QStringLiteral("revising"));
    // The last one: on to linting again, whose capability call waits for its result.
    result = sim.fire(QStringLiteral("address_finding"), yaml("{change: {name: c}, remaining: 0}")).value();
    QCOMPARE(result.status, SimulationStatus::AwaitingExecutor);
    QCOMPARE(sim.currentState(), QStringLiteral("linting"));
    QCOMPARE(sim.context().value(u"change"), yaml("{name: c}"));
}

void TestDemoLibrary::reviewGivesUpAfterTheLastRound()
{
    Simulator sim = simulator();
    // One round allowed: a "revise" verdict in round 1 ends in `abandoned`.
    sim.start(QStringLiteral("flow.review-capability-change"), yaml("{request: {text: x}, max_rounds: 1}"));
    sim.supplyExecutorOutcome(ExecutorOutcome::success(yaml("{change: {name: a}, summary: s}")));
    sim.supplyExecutorOutcome(ExecutorOutcome::success(yaml("{ok: true, problems: []}")));
    const SimulationResult result =
        sim.supplyExecutorOutcome(ExecutorOutcome::success(yaml("{verdict: revise, findings: [f1]}"))).value();
    QCOMPARE(result.status, SimulationStatus::Completed);
    QCOMPARE(sim.currentState(), QStringLiteral("abandoned"));
}

void TestDemoLibrary::triageQueuesRoutineFindings()
{
    Simulator sim = simulator();
    sim.start(QStringLiteral("flow.triage-provenance-finding"), yaml("{finding: {message: m1}}"));
    SimulationResult result = sim.fire(QStringLiteral("accept")).value();
    QCOMPARE(result.status, SimulationStatus::AwaitingExecutor);
    QCOMPARE(sim.pendingExecutor()->transition, QStringLiteral("classify"));
    QCOMPARE(ContractHash::canonicalJson(sim.pendingExecutor()->calleeInput),
             QByteArray(R"({"finding":{"message":"m1"}})"));

    // "low" passes only the any_of guard of `routine`.
    result = sim.supplyExecutorOutcome(ExecutorOutcome::success(yaml("{severity: low, category: internal}"))).value();
    QCOMPARE(result.status, SimulationStatus::WaitingForAction);
    QCOMPARE(sim.currentState(), QStringLiteral("queued"));
    // Snoozing is a self-loop, capped at three fires per visit.
    for (int i = 0; i < 3; ++i)
        QCOMPARE(sim.fire(QStringLiteral("snooze")).value().errorCode, QString());
    QCOMPARE(sim.fire(QStringLiteral("snooze")).value().errorCode, QStringLiteral("TRANSITION_FIRE_CAP_EXCEEDED"));
    QCOMPARE(sim.currentState(), QStringLiteral("queued"));
}

QTEST_GUILESS_MAIN(TestDemoLibrary)
#include "tst_demolibrary.moc"
