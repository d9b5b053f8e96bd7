// DesignerScene on the real cognitive-architectures library: every workflow draws with
// one item per state and edge, lays out, and every laid-out edge ends on its target.
#include "flowgate/loader.h"
#include "flowgate/workflowgraph.h"
#include "layout/autolayout.h"
#include "views/designer/designerscene.h"
#include "views/designer/stateitem.h"
#include "views/designer/transitionitem.h"

#include <QTest>

using namespace capstudio;

class TestDesignerSceneCorpus : public QObject
{
    Q_OBJECT

private slots:
    void everyWorkflowDraws_data();
    void everyWorkflowDraws();

private:
    flowgate::Loader::Result m_loaded = flowgate::Loader::load(
        QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/cognitive-architectures"));
};

void TestDesignerSceneCorpus::everyWorkflowDraws_data()
{
    QVERIFY2(m_loaded.loaded(), qPrintable(m_loaded.loadErrors.value(0).toText()));
    QTest::addColumn<QString>("id");
    for (const flowgate::Value::Member &workflow : m_loaded.config.value(u"workflows").members())
        QTest::newRow(qPrintable(workflow.key)) << workflow.key;
    QVERIFY(m_loaded.config.value(u"workflows").size() >= 20);
}

void TestDesignerSceneCorpus::everyWorkflowDraws()
{
    QFETCH(QString, id);
    const flowgate::WorkflowGraph graph
        = flowgate::WorkflowGraph::fromDefinition(id, m_loaded.config.value(u"workflows").value(id));
    QVERIFY(!graph.states.isEmpty());
    DesignerScene scene;
    scene.setGraph(graph, {});
    QCOMPARE(scene.stateItems().size(), graph.states.size());
    QCOMPARE(scene.edgeItems().size(), graph.edges.size());
    QCOMPARE(scene.stateItem(graph.initialState)->isInitial(), true);

    const auto laidOut = layout::AutoLayout().layout(scene.layoutGraph(), {});
    QVERIFY(laidOut.ok());
    scene.setGraph(graph, laidOut.value().nodeCenters, &laidOut.value());
    for (const TransitionItem *edge : scene.edgeItems()) {
        const QRectF target = scene.stateItem(edge->edge().to)->sceneBoxRect().adjusted(-3, -3, 3, 3);
        QVERIFY2(target.contains(edge->endPoint()), qPrintable(edge->id()));
    }
    // No two state boxes overlap after layout.
    const QList<StateItem *> states = scene.stateItems();
    for (int i = 0; i < states.size(); ++i) {
        for (int j = i + 1; j < states.size(); ++j)
            QVERIFY(!states.at(i)->sceneBoxRect().intersects(states.at(j)->sceneBoxRect()));
    }
}

QTEST_MAIN(TestDesignerSceneCorpus)
#include "tst_designerscene_corpus.moc"
