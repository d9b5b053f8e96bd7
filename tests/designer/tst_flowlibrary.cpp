// FlowLibrary: every designer edit is one undo step on the source-preserving document,
// the library is checked again after each, positions live in the sidecar, saving writes
// only what changed.
#include "designer/flowlibrary.h"
#include "layout/autolayout.h"
#include "designer/layoutsidecar.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;
using namespace capstudio::designer;
using flowgate::Value;

namespace {

const QByteArray kLibrary = R"(# review flow
version: "1.0.0"
workflows:
  flow.review:
    initialState: draft
    initialContext: { n: 0 }
    states:
      draft:
        goal: Write the first draft
        transitions:
          submit: { target: review }   # to the reviewer
      review:
        transitions:
          approve:
            target: done
            actor: human
          reject:
            target: draft
            branches:
              - when: { kind: expr, expr: "$.context.n > 3" }
                target: done
      done:
        terminal: true
)";

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

// The test library with a workflow `flow.big` of a chain of `states` states, then a terminal.
QByteArray withLongChain(int states)
{
    QByteArray text = kLibrary;
    text += "  flow.big:\n    initialState: s0\n    states:\n";
    for (int i = 0; i < states; ++i)
        text += QStringLiteral("      s%1:\n        goal: a fairly long goal text for state %1 to make the file big\n"
                               "        transitions:\n          next: { target: s%2 }\n")
                    .arg(i)
                    .arg(i + 1)
                    .toUtf8();
    text += QStringLiteral("      s%1:\n        terminal: true\n").arg(states).toUtf8();
    return text;
}

flowgate::LayoutGraph layoutGraphOf(const flowgate::WorkflowGraph &graph)
{
    flowgate::LayoutGraph layoutGraph;
    QHash<QString, int> index;
    for (const auto &state : graph.states) {
        index.insert(state.id, int(layoutGraph.nodes.size()));
        layoutGraph.nodes.append({state.id, QSizeF(120, 40)});
    }
    for (const auto &edge : graph.edges) {
        if (index.contains(edge.to))
            layoutGraph.edges.append({edge.id, index.value(edge.from), index.value(edge.to), QSizeF(60, 16)});
    }
    return layoutGraph;
}

} // namespace

class TestFlowLibrary : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;

    std::unique_ptr<FlowLibrary> openFresh(const QByteArray &text = kLibrary)
    {
        m_path = m_dir.filePath(QStringLiteral("flow-%1.yaml").arg(++m_counter));
        writeAll(m_path, text);
        auto library = FlowLibrary::open(m_path);
        if (!library)
            qWarning() << library.error().message;
        return library ? std::move(library).value() : nullptr;
    }
    int m_counter = 0;

private slots:
    void opensAndChecks()
    {
        auto library = openFresh();
        QVERIFY(library);
        QCOMPARE(library->workflowIds(), QStringList{QStringLiteral("flow.review")});
        QVERIFY2(library->report().checkErrors.isEmpty(), qPrintable(library->report().checkErrors.value(0).toText()));
        QCOMPARE(library->fileOf(QStringLiteral("flow.review")), QFileInfo(m_path).absoluteFilePath());
        QVERIFY(!library->isModified());
        const auto graph = library->graph(QStringLiteral("flow.review"));
        QCOMPARE(graph.states.size(), 3);
        QCOMPARE(graph.edges.size(), 4); // submit, approve, reject, reject#0
    }

    void missingPathIsAnError()
    {
        const auto library = FlowLibrary::open(m_dir.filePath(QStringLiteral("nope.yaml")));
        QVERIFY(!library);
        QCOMPARE(library.error().kind, StoreError::Kind::NotFound);
    }

    void addStateUndoRedo()
    {
        auto library = openFresh();
        QSignalSpy reloaded(library.get(), &FlowLibrary::reloaded);
        QVERIFY(library->addState(QStringLiteral("flow.review"), QStringLiteral("archive"), QPointF(10, 20)));
        QCOMPARE(library->undoStack()->count(), 1);
        QCOMPARE(library->undoStack()->undoText(), QStringLiteral("Add State archive"));
        QVERIFY(library->graph(QStringLiteral("flow.review")).stateIndex(QStringLiteral("archive")) >= 0);
        QCOMPARE(library->pinnedPositions(QStringLiteral("flow.review")).value(QStringLiteral("archive")), QPointF(10, 20));
        QVERIFY(library->isModified());
        QVERIFY(reloaded.count() >= 1);
        // W4: the new state is unreachable, the check ran on the unsaved text.
        QVERIFY(library->markers(QStringLiteral("flow.review")).value(QStringLiteral("archive")) == 1);

        library->undoStack()->undo();
        QCOMPARE(library->graph(QStringLiteral("flow.review")).stateIndex(QStringLiteral("archive")), -1);
        QVERIFY(!library->pinnedPositions(QStringLiteral("flow.review")).contains(QStringLiteral("archive")));
        QVERIFY(!library->isModified());
        library->undoStack()->redo();
        QVERIFY(library->graph(QStringLiteral("flow.review")).stateIndex(QStringLiteral("archive")) >= 0);
    }

    void failedEditChangesNothing()
    {
        auto library = openFresh();
        const Status status = library->addState(QStringLiteral("flow.review"), QStringLiteral("draft"), QPointF());
        QVERIFY(!status);
        QCOMPARE(library->undoStack()->count(), 0);
        QVERIFY(!library->isModified());
        QVERIFY(!library->pinnedPositions(QStringLiteral("flow.review")).contains(QStringLiteral("draft")));
    }

    void renameFollowsTransitionsAndPosition()
    {
        auto library = openFresh();
        const QString flow = QStringLiteral("flow.review");
        library->moveStates(flow, {}, {{QStringLiteral("review"), QPointF(5, 6)}});
        QVERIFY(library->renameState(flow, QStringLiteral("review"), QStringLiteral("vet")));
        const auto graph = library->graph(flow);
        QCOMPARE(graph.transitions.at(graph.transitionIndex(QStringLiteral("draft/submit"))).target, QStringLiteral("vet"));
        QVERIFY(graph.transitionIndex(QStringLiteral("vet/approve")) >= 0);
        QCOMPARE(library->pinnedPositions(flow).value(QStringLiteral("vet")), QPointF(5, 6));
        QVERIFY(!library->pinnedPositions(flow).contains(QStringLiteral("review")));
        QVERIFY(library->report().checkErrors.isEmpty());
        library->undoStack()->undo();
        QCOMPARE(library->pinnedPositions(flow).value(QStringLiteral("review")), QPointF(5, 6));
        QVERIFY(library->graph(flow).stateIndex(QStringLiteral("review")) >= 0);
    }

    void deleteStatesTakesIncomingTransitions()
    {
        auto library = openFresh();
        const QString flow = QStringLiteral("flow.review");
        // `done` is a branch target of review/reject: the document refuses.
        QVERIFY(!library->deleteStates(flow, {QStringLiteral("done")}));
        QCOMPARE(library->undoStack()->count(), 0);
        QVERIFY(library->retarget(flow, QStringLiteral("review/reject#0"), QStringLiteral("draft")));
        QVERIFY(library->deleteStates(flow, {QStringLiteral("done")}));
        const auto graph = library->graph(flow);
        QCOMPARE(graph.stateIndex(QStringLiteral("done")), -1);
        QCOMPARE(graph.transitionIndex(QStringLiteral("review/approve")), -1);
        QCOMPARE(library->undoStack()->count(), 2);
        library->undoStack()->undo();
        library->undoStack()->undo();
        QCOMPARE(library->undoStack()->index(), 0);
        QVERIFY(!library->isModified());
    }

    void transitionsAddRetargetDelete()
    {
        auto library = openFresh();
        const QString flow = QStringLiteral("flow.review");
        QVERIFY(library->addTransition(flow, QStringLiteral("draft"), QString(), QStringLiteral("done")));
        QVERIFY(library->addTransition(flow, QStringLiteral("draft"), QString(), QStringLiteral("done")));
        auto graph = library->graph(flow);
        QVERIFY(graph.transitionIndex(QStringLiteral("draft/to_done")) >= 0);
        QVERIFY(graph.transitionIndex(QStringLiteral("draft/to_done_2")) >= 0);
        QVERIFY(library->retarget(flow, QStringLiteral("draft/to_done"), QStringLiteral("review")));
        QVERIFY(library->retarget(flow, QStringLiteral("review/reject#0"), QStringLiteral("review")));
        graph = library->graph(flow);
        QCOMPARE(graph.transitions.at(graph.transitionIndex(QStringLiteral("draft/to_done"))).target, QStringLiteral("review"));
        bool branchFound = false;
        for (const auto &edge : graph.edges)
            branchFound = branchFound || (edge.id == QStringLiteral("review/reject#0") && edge.to == QStringLiteral("review"));
        QVERIFY(branchFound);
        QVERIFY(!library->retarget(flow, QStringLiteral("review/reject#7"), QStringLiteral("draft")));
        QVERIFY(library->deleteTransitions(flow, {QStringLiteral("draft/to_done"), QStringLiteral("draft/to_done_2")}));
        QVERIFY(library->undoStack()->undoText().startsWith(QStringLiteral("Delete 2 Transition")));
        graph = library->graph(flow);
        QCOMPARE(graph.transitionIndex(QStringLiteral("draft/to_done")), -1);
        QVERIFY(library->report().checkErrors.isEmpty());
    }

    void movesLiveInTheSidecarOnly()
    {
        auto library = openFresh();
        const QString flow = QStringLiteral("flow.review");
        library->moveStates(flow, {{QStringLiteral("draft"), QPointF()}}, {{QStringLiteral("draft"), QPointF(100, 50)}});
        QCOMPARE(library->undoStack()->undoText(), QStringLiteral("Move State draft"));
        QVERIFY(library->isModified());
        QVERIFY(library->save());
        QCOMPARE(readAll(m_path), kLibrary); // the YAML is untouched
        const auto sidecar = designer::LayoutSidecar::load(designer::LayoutSidecar::pathFor(m_path));
        QVERIFY(sidecar);
        QCOMPARE(sidecar.value().position(flow, QStringLiteral("draft")).value_or(QPointF()), QPointF(100, 50));
        QVERIFY(!library->isModified());

        // Reopened, the position is pinned again.
        auto reopened = FlowLibrary::open(m_path);
        QVERIFY(reopened);
        QCOMPARE(reopened.value()->positions(flow).value(QStringLiteral("draft")), QPointF(100, 50));
    }

    void layoutKeepsPinsAutoLayoutForgetsThem()
    {
        auto library = openFresh();
        const QString flow = QStringLiteral("flow.review");
        const layout::AutoLayout engine;
        library->moveStates(flow, {}, {{QStringLiteral("draft"), QPointF(-500, -500)}});
        const auto graph = layoutGraphOf(library->graph(flow));
        QVERIFY(library->ensureLayout(flow, graph, engine));
        QCOMPARE(library->positions(flow).size(), 3);
        QCOMPARE(library->positions(flow).value(QStringLiteral("draft")), QPointF(-500, -500));
        QVERIFY(library->lastLayout(flow));
        const int steps = library->undoStack()->count();
        QVERIFY(library->autoLayout(flow, graph, engine));
        QCOMPARE(library->undoStack()->count(), steps + 1);
        QVERIFY(library->pinnedPositions(flow).isEmpty());
        QVERIFY(library->positions(flow).value(QStringLiteral("draft")) != QPointF(-500, -500));
        library->undoStack()->undo();
        QCOMPARE(library->positions(flow).value(QStringLiteral("draft")), QPointF(-500, -500));
    }

    void copyAndPasteWithinAndBetweenWorkflows()
    {
        auto library = openFresh();
        const QString flow = QStringLiteral("flow.review");
        QVERIFY(library->addOrchestrator(QStringLiteral("other")));
        library->moveStates(flow, {}, {{QStringLiteral("review"), QPointF(10, 10)}});
        const auto clipboard = library->copyStates(flow, {QStringLiteral("review"), QStringLiteral("done")});
        QVERIFY(clipboard);

        // Within: ids get suffixes, targets among the pasted follow, others stay.
        const auto pasted = library->pasteStates(flow, clipboard.value());
        QVERIFY(pasted);
        QCOMPARE(pasted.value(), (QStringList{QStringLiteral("done_2"), QStringLiteral("review_2")}));
        auto graph = library->graph(flow);
        QCOMPARE(graph.transitions.at(graph.transitionIndex(QStringLiteral("review_2/approve"))).target, QStringLiteral("done_2"));
        QCOMPARE(graph.transitions.at(graph.transitionIndex(QStringLiteral("review_2/reject"))).target, QStringLiteral("draft"));
        QCOMPARE(library->pinnedPositions(flow).value(QStringLiteral("review_2")), QPointF(50, 50));

        // Into another workflow: `draft` is not there, so `reject` is dropped.
        const auto other = library->pasteStates(QStringLiteral("flow.other"), clipboard.value());
        QVERIFY(other);
        graph = library->graph(QStringLiteral("flow.other"));
        QVERIFY(graph.transitionIndex(QStringLiteral("review/approve")) >= 0);
        QCOMPARE(graph.transitionIndex(QStringLiteral("review/reject")), -1);

        QVERIFY(!library->pasteStates(flow, "not json"));
        QVERIFY(!library->pasteStates(flow, R"({"format":"capstudio-states","states":{"x":3}})"));
    }

    void drawAnOrchestratorFromNothing()
    {
        auto library = openFresh("version: \"1.0.0\"\n");
        QVERIFY(library);
        QVERIFY(library->addOrchestrator(QStringLiteral("ship")));
        const QString flow = QStringLiteral("flow.ship");
        QVERIFY(library->hasWorkflow(flow));
        QVERIFY(library->addState(flow, QStringLiteral("build"), QPointF(0, 100)));
        QVERIFY(library->addTransition(flow, QStringLiteral("start"), QStringLiteral("begin"), QStringLiteral("build")));
        QVERIFY(library->addTransition(flow, QStringLiteral("build"), QStringLiteral("finish"), QStringLiteral("done")));
        QVERIFY(library->setValue(flow, flowgate::keyPath({QStringLiteral("states"), QStringLiteral("build"), QStringLiteral("goal")}),
                                  Value("Build it"), QStringLiteral("Set goal")));
        QVERIFY(library->report().checkErrors.isEmpty());
        QVERIFY(library->save());
        const auto report = flowgate::ConfigValidation::run(m_path);
        QVERIFY(report.loaded.loadErrors.isEmpty());
        QVERIFY2(report.checkErrors.isEmpty(), qPrintable(report.checkErrors.value(0).toText()));
    }

    void problemsPointAtElements()
    {
        auto library = openFresh();
        const QString flow = QStringLiteral("flow.review");
        // The document refuses to retarget onto a missing state; a typed target is possible.
        QVERIFY(!library->retarget(flow, QStringLiteral("draft/submit"), QStringLiteral("nowhere")));
        QVERIFY(library->setValue(flow,
                                  flowgate::keyPath({QStringLiteral("states"), QStringLiteral("draft"), QStringLiteral("transitions"),
                                                     QStringLiteral("submit"), QStringLiteral("target")}),
                                  Value("nowhere"), QStringLiteral("Set target")));
        QVERIFY(!library->report().checkErrors.isEmpty());
        QCOMPARE(library->markers(flow).value(QStringLiteral("draft/submit")), 2);
        bool found = false;
        for (const Diagnostic &problem : library->problems())
            found = found || library->elementOf(flow, problem) == QStringLiteral("draft/submit");
        QVERIFY(found);
    }

    void saveRefusesAFileChangedOnDisk()
    {
        auto library = openFresh();
        QVERIFY(library->addState(QStringLiteral("flow.review"), QStringLiteral("extra"), QPointF()));
        QTest::qWait(20);
        writeAll(m_path, kLibrary + "# someone else\n");
        const Status saved = library->save();
        QVERIFY(!saved);
        QCOMPARE(saved.error().kind, StoreError::Kind::Conflict);
        QCOMPARE(readAll(m_path), kLibrary + "# someone else\n");
        QVERIFY(library->isModified());
    }

    void unmodifiedPartsStayByteIdentical()
    {
        auto library = openFresh();
        QVERIFY(library->setValue(QStringLiteral("flow.review"),
                                  flowgate::keyPath({QStringLiteral("states"), QStringLiteral("draft"), QStringLiteral("goal")}),
                                  Value("Write it"), QStringLiteral("Set goal")));
        QVERIFY(library->save());
        QByteArray expected = kLibrary;
        expected.replace("goal: Write the first draft", "goal: Write it");
        QCOMPARE(readAll(m_path), expected);
    }

    // An undo step keeps the span its edit replaced, not the file twice: thirty edits of a
    // 200 KB file hold a few kilobytes, and undoing and redoing them all gives back each text
    // byte for byte.
    void undoStepsHoldWhatChangedNotTheFile()
    {
        const QByteArray text = withLongChain(2000);
        QVERIFY(text.size() > 200 * 1024);
        QVERIFY(text.size() < FlowLibrary::SynchronousCheckBytes);
        auto library = openFresh(text);
        QVERIFY(library);
        QList<QByteArray> texts{text}; // as written: the file is opened for editing by the first edit
        for (int i = 0; i < 30; ++i) {
            QVERIFY(library->addState(QStringLiteral("flow.review"), QStringLiteral("extra_%1").arg(i), QPointF(i, i)));
            texts.append(library->text(m_path));
        }
        QCOMPARE(library->undoStack()->count(), 30);
        qInfo("30 undo steps on a %lld-byte file hold %lld bytes of text", qlonglong(text.size()),
              qlonglong(library->undoTextBytes()));
        QVERIFY2(library->undoTextBytes() < 30 * 1024, qPrintable(QString::number(library->undoTextBytes())));
        for (int i = 30; i > 0; --i) {
            library->undoStack()->undo();
            QCOMPARE(library->text(m_path), texts.at(i - 1));
        }
        QVERIFY(!library->isModified());
        for (int i = 1; i <= 30; ++i) {
            library->undoStack()->redo();
            QCOMPARE(library->text(m_path), texts.at(i));
        }
        QCOMPARE(library->pinnedPositions(QStringLiteral("flow.review")).value(QStringLiteral("extra_29")), QPointF(29, 29));
    }

    void largeLibrariesAreCheckedOffTheGuiThread()
    {
        const QByteArray text = withLongChain(6000);
        QVERIFY(text.size() > FlowLibrary::SynchronousCheckBytes);
        auto library = openFresh(text);
        QVERIFY(library);
        QSignalSpy reloaded(library.get(), &FlowLibrary::reloaded);
        QVERIFY(library->addState(QStringLiteral("flow.review"), QStringLiteral("later"), QPointF()));
        QVERIFY(library->isChecking());
        QVERIFY(reloaded.wait(60000));
        QVERIFY(!library->isChecking());
        QVERIFY(library->graph(QStringLiteral("flow.review")).stateIndex(QStringLiteral("later")) >= 0);
        QCOMPARE(library->graph(QStringLiteral("flow.big")).states.size(), 6001);

        // A check off the thread is still running when an edit makes the library small
        // again: the synchronous check of that edit overtakes it, and nothing stays "checking".
        QVERIFY(library->addState(QStringLiteral("flow.review"), QStringLiteral("later_still"), QPointF()));
        QVERIFY(library->isChecking());
        QVERIFY(library->removeValue(QStringLiteral("flow.big"), flowgate::keyPath({QStringLiteral("states")}),
                                     QStringLiteral("Remove the states")));
        QVERIFY(!library->isChecking());
        QTest::qWait(200); // the overtaken result arrives and is dropped
        QVERIFY(!library->isChecking());
        QCOMPARE(library->graph(QStringLiteral("flow.big")).states.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestFlowLibrary)
#include "tst_flowlibrary.moc"
