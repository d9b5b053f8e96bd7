// FlowAnalysis over the flowgate runtime's own fixture library: no false dead end, trap,
// never-true guard, stalled or ambiguous chain choice, shadowed branch or undecided guard;
// the capability calls on the chain without a fallback are exactly the unhandled failures;
// test-paths covers every transition of every orchestrator, and its runs replay.

#include <flowgate/flowanalysis.h>
#include <flowgate/loader.h>
#include <flowgate/simulator.h>

#include <QSet>
#include <QTest>

using namespace capstudio;
using namespace capstudio::flowgate;

class TestFlowAnalysisCorpus : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void noFalseFindings();
    void testPathsCoverTheOrchestrators();

private:
    Value m_config;
};

void TestFlowAnalysisCorpus::initTestCase()
{
    const Loader::Result result = Loader::load(QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/cognitive-architectures"));
    QVERIFY(result.loaded());
    m_config = result.config;
}

void TestFlowAnalysisCorpus::noFalseFindings()
{
    // Counted from the definitions on their own: deterministic capability calls without a
    // reliability fallback, in states where the chain runs (every other transition
    // deterministic or lightweight).
    QSet<QString> expected;
    for (const Value::Member &workflow : m_config.value(u"workflows").members()) {
        for (const Value::Member &state : workflow.value.value(u"states").members()) {
            bool chain = true;
            for (const Value::Member &transition : state.value.value(u"transitions").members())
                if (transition.value.value(u"actor").toString() != QLatin1String("deterministic")
                    && !transition.value.value(u"lightweight").toBool(false))
                    chain = false;
            if (!chain || state.value.value(u"terminal").toBool(false))
                continue;
            for (const Value::Member &transition : state.value.value(u"transitions").members())
                if (transition.value.value(u"executor").value(u"kind").toString() == QLatin1String("workflow")
                    && !transition.value.value(u"reliability").contains(u"fallback"))
                    expected.insert(QStringLiteral("%1 %2/%3").arg(workflow.key, state.key, transition.key));
        }
    }
    QVERIFY(expected.size() > 10);

    QSet<QString> found;
    for (const Value::Member &workflow : m_config.value(u"workflows").members()) {
        const WorkflowAnalysis analysis = FlowAnalysis::analyze(m_config, workflow.key);
        QVERIFY(!analysis.exhausted);
        for (const AnalysisFinding &finding : analysis.findings) {
            const QString place = QStringLiteral("%1 %2/%3").arg(workflow.key, finding.state, finding.transition);
            QVERIFY2(finding.kind == AnalysisFinding::Kind::UnhandledFailure,
                     qPrintable(place + QLatin1Char(' ') + finding.message));
            found.insert(place);
            const Expected<SimulationReplay> replayed = Simulator::replay(m_config, finding.witness);
            QVERIFY(replayed.ok());
            QVERIFY2(replayed.value().identical, qPrintable(replayed.value().difference));
            QCOMPARE(replayed.value().simulator.errorCode(), QStringLiteral("CHAIN_FAILED"));
            QCOMPARE(replayed.value().simulator.currentState(), finding.state);
        }
    }
    QCOMPARE(found, expected);
}

void TestFlowAnalysisCorpus::testPathsCoverTheOrchestrators()
{
    int orchestrators = 0;
    for (const Value::Member &workflow : m_config.value(u"workflows").members()) {
        if (!workflow.key.contains(QLatin1String("/flow.")))
            continue;
        ++orchestrators;
        const TestPathSet set = FlowAnalysis::testPaths(m_config, workflow.key);
        QVERIFY2(set.uncovered.isEmpty(), qPrintable(workflow.key + QLatin1String(": ") + set.uncovered.join(u", ")));
        QSet<QString> fired;
        for (const QJsonObject &run : set.runs) {
            const Expected<SimulationReplay> replayed = Simulator::replay(m_config, run);
            QVERIFY(replayed.ok());
            QVERIFY2(replayed.value().identical, qPrintable(replayed.value().difference));
            for (const QString &transition : replayed.value().simulator.firedTransitions())
                fired.insert(transition);
        }
        for (const Value::Member &state : workflow.value.value(u"states").members()) {
            if (state.value.value(u"terminal").toBool(false))
                continue;
            for (const Value::Member &transition : state.value.value(u"transitions").members())
                QVERIFY2(fired.contains(state.key + QLatin1Char('/') + transition.key),
                         qPrintable(workflow.key + QLatin1Char(' ') + state.key + QLatin1Char('/') + transition.key));
        }
    }
    QCOMPARE(orchestrators, 4);
}

QTEST_GUILESS_MAIN(TestFlowAnalysisCorpus)
#include "tst_flowanalysis_corpus.moc"
