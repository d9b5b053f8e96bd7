// FlowAnalysis and PathExplorer: one small machine per rule (the finding, its place and a
// witness that replays on the simulator to where the finding says), machines with nothing
// to find, generated test runs that fire every transition and replay identically, and the
// guard decision procedure.

#include "guardatoms.h"

#include <flowgate/flowanalysis.h>
#include <flowgate/loader.h>
#include <flowgate/simulator.h>
#include <flowgate/yamlreader.h>

#include <QFile>
#include <QJsonArray>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;
using namespace capstudio::flowgate;

namespace {

const QByteArray Machines = R"(
version: "1"
workflows:
  flow.deadend:
    initialState: start
    states:
      start:
        transitions:
          go: {target: done}
          wander: {target: limbo}
          loop: {target: spin_a}
      limbo:
        description: nothing leaves this state
      spin_a:
        transitions:
          next: {target: spin_b}
      spin_b:
        transitions:
          back: {target: spin_a}
      done: {terminal: true}

  flow.overlap:
    initialState: start
    states:
      start:
        transitions:
          measure:
            target: decide
            executor: {kind: rest, connection: api}
            output:
              n: "$.output.body.n"
      decide:
        transitions:
          big: {target: done, actor: deterministic, guards: [{kind: expr, expr: "$.context.n > 1"}]}
          huge: {target: done, actor: deterministic, guards: [{kind: expr, expr: "$.context.n > 5"}]}
          small: {target: done, actor: deterministic, guards: [{kind: expr, expr: "$.context.n <= 1"}]}
      done: {terminal: true}

  flow.uncovered:
    initialState: start
    states:
      start:
        transitions:
          vet:
            target: decide
            executor: {kind: rest, connection: api}
            output:
              verdict: "$.output.body.verdict"
      decide:
        transitions:
          pass: {target: done, actor: deterministic, guards: [{kind: expr, expr: "$.context.verdict == 'pass'"}]}
          fail: {target: done, actor: deterministic, guards: [{kind: expr, expr: "$.context.verdict == 'fail'"}]}
      done: {terminal: true}

  flow.nevertrue:
    initialState: start
    initialContext: {n: 0, mode: slow}
    states:
      start:
        transitions:
          impossible:
            target: done
            guards:
              - {kind: expr, expr: "$.context.n > 5"}
              - {kind: expr, expr: "$.context.n < 3"}
          bare:
            target: done
            guards: [{kind: expr, expr: "$.context.n"}]
          fast:
            target: done
            guards: [{kind: expr, expr: "$.context.mode == 'fast'"}]
          finish: {target: done}
      done: {terminal: true}

  flow.shadow:
    initialState: start
    states:
      start:
        transitions:
          route:
            target: done
            executor: {kind: rest, connection: api}
            output:
              n: "$.output.body.n"
            branches:
              - {when: {kind: expr, expr: "$.context.n > 1"}, target: low}
              - {when: {kind: expr, expr: "$.context.n > 5"}, target: high}
      low: {terminal: true}
      high: {terminal: true}
      done: {terminal: true}

  flow.ignored:
    initialState: start
    states:
      start:
        transitions:
          probe:
            target: check
            executor: {kind: rest, connection: api}
            output:
              ok: "$.output.body.ok"
      check:
        transitions:
          only:
            target: done
            actor: deterministic
            guards: [{kind: expr, expr: "$.context.ok == true"}]
      done: {terminal: true}

  cap.plan.tiny:
    verb: plan
    snippet:
      inputs: {}
      outputs:
        ok: {type: boolean}
    initialState: s
    initialContext: {ok: true}
    states:
      s: {terminal: true}

  flow.calls:
    initialState: calling
    states:
      calling:
        transitions:
          call:
            target: done
            actor: deterministic
            executor:
              kind: workflow
              definitionId: cap.plan.tiny
              use:
                outputs: {"$.context.ok": ok}
      done: {terminal: true}

  flow.callsfallback:
    initialState: calling
    states:
      calling:
        transitions:
          call:
            target: done
            actor: deterministic
            executor:
              kind: workflow
              definitionId: cap.plan.tiny
              use:
                outputs: {"$.context.ok": ok}
            reliability:
              fallback: {strategy: sequential, executors: [{kind: noop}]}
      done: {terminal: true}

  flow.counter:
    initialState: work
    initialContext: {round: 0}
    states:
      work:
        transitions:
          again:
            target: work
            executor: {kind: noop}
            output:
              round: {add: ["$.context.round", 1]}
          give_up:
            target: done
            guards: [{kind: expr, expr: "$.context.round >= 3"}]
      done: {terminal: true}

  flow.clean:
    initialState: start
    states:
      start:
        transitions:
          approve:
            target: review
            guards: [{kind: expr, expr: "$.arguments.ok == true"}]
          reject: {target: done}
      review:
        transitions:
          score:
            target: done
            executor: {kind: rest, connection: api}
            output:
              score: "$.output.body.score"
            branches:
              - {when: {kind: expr, expr: "$.context.score >= 7"}, target: good}
      good: {terminal: true}
      done: {terminal: true}
)";

struct Want
{
    AnalysisFinding::Kind kind;
    QString state;
    QString transition;
};

QString describe(const AnalysisFinding &finding)
{
    return QStringLiteral("%1 %2/%3").arg(AnalysisFinding::kindName(finding.kind), finding.state, finding.transition);
}

Value yaml(const QByteArray &text)
{
    return YamlReader::read(text, QStringLiteral("value.yaml"), 0).value;
}

} // namespace

Q_DECLARE_METATYPE(QList<Want>)

class TestFlowAnalysis : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void findings_data();
    void findings();
    void witnessesReplayToTheFinding();
    void ignoredGuardsWitnessFiresWhileFalse();
    void testPathsCoverEveryTransition();
    void testPathsReplayIdentically();
    void guardDecisions_data();
    void guardDecisions();
    void shadowing();
    void sampleSatisfiesSchemas();
    void searchLimitIsSaid();

private:
    Value m_config;
    QTemporaryDir m_dir;
};

void TestFlowAnalysis::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(QStringLiteral("machines.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(Machines), Machines.size());
    file.close();
    const Loader::Result result = Loader::load(path);
    QVERIFY2(result.loaded(), result.loadErrors.isEmpty() ? "" : qPrintable(result.loadErrors.front().toText()));
    m_config = result.config;
}

void TestFlowAnalysis::findings_data()
{
    using K = AnalysisFinding::Kind;
    QTest::addColumn<QString>("workflow");
    QTest::addColumn<QList<Want>>("expected");
    QTest::newRow("dead end and trap") << QStringLiteral("flow.deadend")
                                       << QList<Want>{{K::Trap, QStringLiteral("spin_a"), QString()},
                                                          {K::DeadEnd, QStringLiteral("limbo"), QString()}};
    QTest::newRow("overlap") << QStringLiteral("flow.overlap")
                             << QList<Want>{{K::Overlap, QStringLiteral("decide"), QString()}};
    QTest::newRow("uncovered") << QStringLiteral("flow.uncovered")
                               << QList<Want>{{K::Uncovered, QStringLiteral("decide"), QString()}};
    QTest::newRow("never true") << QStringLiteral("flow.nevertrue")
                                << QList<Want>{{K::NeverTrue, QStringLiteral("start"), QStringLiteral("bare")},
                                                   {K::NeverTrue, QStringLiteral("start"), QStringLiteral("fast")},
                                                   {K::NeverTrue, QStringLiteral("start"), QStringLiteral("impossible")}};
    QTest::newRow("shadowed branch") << QStringLiteral("flow.shadow")
                                     << QList<Want>{{K::Shadowed, QStringLiteral("start"), QStringLiteral("route")}};
    QTest::newRow("guards ignored") << QStringLiteral("flow.ignored")
                                    << QList<Want>{{K::GuardsIgnored, QStringLiteral("check"), QStringLiteral("only")}};
    QTest::newRow("unhandled failure")
        << QStringLiteral("flow.calls")
        << QList<Want>{{K::UnhandledFailure, QStringLiteral("calling"), QStringLiteral("call")}};
    QTest::newRow("failure with a fallback") << QStringLiteral("flow.callsfallback") << QList<Want>{};
    QTest::newRow("clean") << QStringLiteral("flow.clean") << QList<Want>{};
    // A loop that counts rounds without end: past 4 every round compares alike, so the
    // search ends (findings() checks that it was not cut short).
    QTest::newRow("counting loop") << QStringLiteral("flow.counter") << QList<Want>{};
}

void TestFlowAnalysis::findings()
{
    QFETCH(QString, workflow);
    QFETCH(QList<Want>, expected);
    const WorkflowAnalysis analysis = FlowAnalysis::analyze(m_config, workflow);
    QVERIFY(!analysis.exhausted);
    QStringList got;
    for (const AnalysisFinding &finding : analysis.findings)
        got.append(describe(finding));
    QStringList want;
    for (const Want &e : expected)
        want.append(QStringLiteral("%1 %2/%3").arg(AnalysisFinding::kindName(e.kind), e.state, e.transition));
    got.sort();
    want.sort();
    QCOMPARE(got, want);
    for (const AnalysisFinding &finding : analysis.findings) {
        QVERIFY(!finding.message.isEmpty());
        QVERIFY2(!finding.witness.isEmpty(), qPrintable(describe(finding)));
        QVERIFY(finding.pos.isValid());
    }
}

// Every witness, replayed on the simulator, is the same run, and it ends where the finding
// is: in the dead-end state, in the trap, rejected at the guard, failed in the chain.
void TestFlowAnalysis::witnessesReplayToTheFinding()
{
    int checked = 0;
    for (const Value::Member &workflow : m_config.value(u"workflows").members()) {
        const WorkflowAnalysis analysis = FlowAnalysis::analyze(m_config, workflow.key);
        for (const AnalysisFinding &finding : analysis.findings) {
            const Expected<SimulationReplay> replayed = Simulator::replay(m_config, finding.witness);
            QVERIFY2(replayed.ok(), qPrintable(describe(finding)));
            QVERIFY2(replayed.value().identical, qPrintable(replayed.value().difference));
            const Simulator &run = replayed.value().simulator;
            switch (finding.kind) {
            case AnalysisFinding::Kind::DeadEnd:
                QCOMPARE(run.currentState(), finding.state);
                QCOMPARE(run.status(), SimulationStatus::WaitingForAction);
                QVERIFY(run.enabledTransitions().isEmpty());
                break;
            case AnalysisFinding::Kind::Trap:
                QVERIFY(run.visitedStates().contains(finding.state));
                break;
            case AnalysisFinding::Kind::NeverTrue:
                QCOMPARE(run.currentState(), finding.state);
                QCOMPARE(run.status(), SimulationStatus::Rejected);
                QCOMPARE(run.errorCode(), QStringLiteral("GUARD_REJECTED"));
                QCOMPARE(run.history().last().transition, finding.transition);
                break;
            case AnalysisFinding::Kind::Overlap:
            case AnalysisFinding::Kind::Uncovered:
                QCOMPARE(run.currentState(), finding.state);
                QCOMPARE(run.errorCode(), QStringLiteral("CHAIN_FAILED"));
                QVERIFY(run.errorMessage().startsWith(finding.kind == AnalysisFinding::Kind::Overlap
                                                          ? QLatin1String("ambiguous")
                                                          : QLatin1String("no viable")));
                break;
            case AnalysisFinding::Kind::UnhandledFailure:
                QCOMPARE(run.currentState(), finding.state);
                QCOMPARE(run.errorCode(), QStringLiteral("CHAIN_FAILED"));
                QCOMPARE(run.history().last().executor.kind, ExecutorOutcome::Kind::Failure);
                break;
            case AnalysisFinding::Kind::Shadowed:
            case AnalysisFinding::Kind::GuardsIgnored:
                QVERIFY(run.firedTransitions().contains(finding.state + QLatin1Char('/') + finding.transition));
                break;
            case AnalysisFinding::Kind::Unknown:
                QFAIL(qPrintable(QStringLiteral("undecided: ") + finding.message));
            }
            ++checked;
        }
    }
    QCOMPARE(checked, 10);
}

void TestFlowAnalysis::ignoredGuardsWitnessFiresWhileFalse()
{
    const WorkflowAnalysis analysis = FlowAnalysis::analyze(m_config, QStringLiteral("flow.ignored"));
    QCOMPARE(analysis.findings.size(), 1);
    const Simulator run = Simulator::replay(m_config, analysis.findings.front().witness).value().simulator;
    bool firedWhileFalse = false;
    for (const SimulationStep &step : run.history())
        if (step.kind == SimulationStep::Kind::ChainHop && step.transition == QLatin1String("only"))
            firedWhileFalse = step.contextBefore.value(u"ok") != Value(true);
    QVERIFY(firedWhileFalse);
}

void TestFlowAnalysis::testPathsCoverEveryTransition()
{
    for (const QString &workflow : {QStringLiteral("flow.clean"), QStringLiteral("flow.shadow"),
                                    QStringLiteral("flow.overlap"), QStringLiteral("flow.uncovered")}) {
        const TestPathSet set = FlowAnalysis::testPaths(m_config, workflow);
        // Goals that cannot be reached are the analysis' findings: the shadowed branch, and
        // `huge`, which holds only where `big` holds too (the chain then fails as ambiguous).
        const QStringList unreachable = workflow == QLatin1String("flow.shadow")
            ? QStringList{QStringLiteral("branch start/route#1")}
            : workflow == QLatin1String("flow.overlap") ? QStringList{QStringLiteral("fire decide/huge")} : QStringList{};
        QCOMPARE(set.uncovered, unreachable);
        QVERIFY(!set.runs.isEmpty());
        QSet<QString> fired;
        for (const QJsonObject &json : set.runs)
            for (const QString &transition : Simulator::replay(m_config, json).value().simulator.firedTransitions())
                fired.insert(transition);
        for (const QString &goal : set.goals)
            if (goal.startsWith(QLatin1String("fire ")) && !unreachable.contains(goal))
                QVERIFY2(fired.contains(goal.mid(5)), qPrintable(workflow + QLatin1Char(' ') + goal));
    }
    // flow.clean: approve both ways, reject, score, the branch both ways.
    const TestPathSet clean = FlowAnalysis::testPaths(m_config, QStringLiteral("flow.clean"));
    QCOMPARE(clean.goals, (QStringList{QStringLiteral("fire review/score"), QStringLiteral("branch review/score#0"),
                                       QStringLiteral("branch review/score#-1"), QStringLiteral("fire start/approve"),
                                       QStringLiteral("reject start/approve"), QStringLiteral("fire start/reject")}));
    QVERIFY(clean.uncovered.isEmpty());
    QVERIFY(clean.runs.size() <= 3);
}

void TestFlowAnalysis::testPathsReplayIdentically()
{
    const TestPathSet set = FlowAnalysis::testPaths(m_config, QStringLiteral("flow.clean"));
    qsizetype actions = 0;
    for (const QJsonObject &json : set.runs) {
        const Expected<SimulationReplay> replayed = Simulator::replay(m_config, json);
        QVERIFY(replayed.ok());
        QVERIFY(replayed.value().identical);
        actions += json.value(QStringLiteral("actions")).toArray().size() + 1;
    }
    QCOMPARE(actions, set.steps);
    // A changed definition makes a saved run diverge, at the action that behaves differently.
    QByteArray changed = Machines;
    changed.replace("- {when: {kind: expr, expr: \"$.context.score >= 7\"}, target: good}",
                    "- {when: {kind: expr, expr: \"$.context.score >= 8\"}, target: good}");
    QVERIFY(changed != Machines);
    const QString path = m_dir.filePath(QStringLiteral("changed.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(changed);
    file.close();
    const Value edited = Loader::load(path).config;
    int diverged = 0;
    for (const QJsonObject &json : set.runs) {
        const SimulationReplay replay = Simulator::replay(edited, json).value();
        if (!replay.identical) {
            ++diverged;
            QVERIFY(replay.differingAction > 0);
            QVERIFY(replay.difference.startsWith(QLatin1String("state")) || replay.difference.startsWith(QLatin1String("status")));
        }
    }
    // Only the run that scored exactly 7 takes another branch now.
    QCOMPARE(diverged, 1);
}

void TestFlowAnalysis::guardDecisions_data()
{
    QTest::addColumn<QByteArray>("guards");
    QTest::addColumn<int>("truth");
    const int never = int(GuardAtoms::Truth::Never);
    const int sometimes = int(GuardAtoms::Truth::Sometimes);
    const int always = int(GuardAtoms::Truth::Always);
    const int unknown = int(GuardAtoms::Truth::Unknown);
    QTest::newRow("one comparison") << QByteArray("[{kind: expr, expr: \"$.context.n > 5\"}]") << sometimes;
    QTest::newRow("empty interval") << QByteArray("[{kind: expr, expr: \"$.context.n > 5\"}, {kind: expr, expr: \"$.context.n < 3\"}]") << never;
    QTest::newRow("open interval between constants")
        << QByteArray("[{kind: expr, expr: \"$.context.n > 1\"}, {kind: expr, expr: \"$.context.n < 2\"}]") << sometimes;
    QTest::newRow("equal to two constants")
        << QByteArray("[{kind: expr, expr: \"$.arguments.v == 'a'\"}, {kind: expr, expr: \"$.arguments.v == 'b'\"}]") << never;
    QTest::newRow("contains both") << QByteArray("[{kind: expr, expr: \"$.arguments.v contains 'a'\"}, {kind: expr, expr: \"$.arguments.v contains 'b'\"}]") << sometimes;
    QTest::newRow("string order is false") << QByteArray("[{kind: expr, expr: \"$.context.v < 'b'\"}]") << never;
    QTest::newRow("bare path") << QByteArray("[{kind: expr, expr: \"$.context.ready\"}]") << never;
    QTest::newRow("constants") << QByteArray("[{kind: expr, expr: \"1 == 1\"}]") << always;
    QTest::newRow("unknown kind") << QByteArray("[{kind: sometimes}]") << never;
    QTest::newRow("any of nothing") << QByteArray("[{kind: any_of, guards: []}]") << never;
    QTest::newRow("not and its inner")
        << QByteArray("[{kind: expr, expr: \"$.context.n == 1\"}, {kind: not, guard: {kind: expr, expr: \"$.context.n == 1\"}}]") << never;
    QTest::newRow("type mismatch") << QByteArray("[{kind: expr, expr: \"$.context.n == 5\"}, {kind: expr, expr: \"$.context.n == '5'\"}]") << never;
    QTest::newRow("role") << QByteArray("[{kind: role, role: admin}]") << unknown;
    QTest::newRow("two paths") << QByteArray("[{kind: expr, expr: \"$.context.a == $.context.b\"}]") << unknown;
}

void TestFlowAnalysis::guardDecisions()
{
    QFETCH(QByteArray, guards);
    QFETCH(int, truth);
    QCOMPARE(int(GuardAtoms::decide(yaml(guards), true)), truth);
}

void TestFlowAnalysis::shadowing()
{
    const Value earlier = yaml("{kind: expr, expr: \"$.context.n > 1\"}");
    QCOMPARE(GuardAtoms::shadowedBy(yaml("{kind: expr, expr: \"$.context.n > 5\"}"), {earlier}), GuardAtoms::Truth::Always);
    QCOMPARE(GuardAtoms::shadowedBy(yaml("{kind: expr, expr: \"$.context.n < 5\"}"), {earlier}), GuardAtoms::Truth::Never);
    QCOMPARE(GuardAtoms::shadowedBy(yaml("{kind: expr, expr: \"$.context.n == 1\"}"), {earlier}), GuardAtoms::Truth::Never);
    // Two earlier branches that together cover the later one.
    QCOMPARE(GuardAtoms::shadowedBy(yaml("{kind: expr, expr: \"$.context.n != 0\"}"),
                                    {yaml("{kind: expr, expr: \"$.context.n > 0\"}"), yaml("{kind: expr, expr: \"$.context.n < 0\"}")}),
             GuardAtoms::Truth::Always);
    QCOMPARE(GuardAtoms::shadowedBy(yaml("{kind: role, role: x}"), {earlier}), GuardAtoms::Truth::Unknown);
}

void TestFlowAnalysis::sampleSatisfiesSchemas()
{
    const Value schema = yaml(R"({type: object, required: [name, count, tags, mode, nested],
        properties: {name: {type: string, minLength: 3}, count: {type: integer, minimum: 2},
                     tags: {type: array, minItems: 2, items: {type: string}}, mode: {enum: [fast, slow]},
                     nested: {type: object, required: [flag], properties: {flag: {type: boolean}}},
                     optional: {type: string}}})");
    const Value sample = PathExplorer::sampleFor(schema);
    QCOMPARE(sample.value(u"name"), Value(QStringLiteral("xxx")));
    QCOMPARE(sample.value(u"count"), Value(qint64(2)));
    QCOMPARE(sample.value(u"tags").size(), 2);
    QCOMPARE(sample.value(u"mode"), Value(QStringLiteral("fast")));
    QCOMPARE(sample.value(u"nested").value(u"flag"), Value(true));
    QVERIFY(!sample.contains(u"optional"));
    Value root = Value::makeObject();
    PathExplorer::setAtPath(root, u"body.items[1].ok", Value(true));
    QCOMPARE(root.value(u"body").value(u"items").size(), 2);
    QCOMPARE(root.value(u"body").value(u"items").at(1).value(u"ok"), Value(true));
}

void TestFlowAnalysis::searchLimitIsSaid()
{
    PathExplorer::Limits limits;
    limits.maxNodes = 3;
    const WorkflowAnalysis analysis = FlowAnalysis::analyze(m_config, QStringLiteral("flow.nevertrue"), limits);
    QVERIFY(analysis.exhausted);
    QCOMPARE(analysis.runsExplored, 3);
    // With the search cut short, "never true given the paths" is not claimed: it is undecided.
    bool undecidedFast = false;
    for (const AnalysisFinding &finding : analysis.findings) {
        QVERIFY(!(finding.kind == AnalysisFinding::Kind::NeverTrue && finding.transition == QLatin1String("fast")));
        if (finding.transition == QLatin1String("fast"))
            undecidedFast = finding.kind == AnalysisFinding::Kind::Unknown && finding.witness.isEmpty();
    }
    QVERIFY(undecidedFast);
}

QTEST_GUILESS_MAIN(TestFlowAnalysis)
#include "tst_flowanalysis.moc"
