// The designer canvas at scale: layout plus scene build for the runtime's own orchestrators
// and for generated 200- and 1,000-state orchestrators, beside `dot -Tplain` on the same
// graphs, and the frame time while panning a 1,000-state graph.
//   tests/bench/bench_designer
//   tests/bench/bench_designer --benchmark_filter=Pan      (only the panning figures)
//
// What one "build" is, as the designer and `capstudio render` do it: WorkflowGraph from the
// loaded definition, a DesignerScene measures the boxes and labels (setGraph without
// positions), AutoLayout lays out scene.layoutGraph() (Graphviz dot up to 60 states, the
// layered engine above), setGraph again with the layout. The counters split one build into
// load_ms (corpus only: the whole repo through the Loader), graph_ms, measure_ms, layout_ms
// and scene_ms. The dot figures run the graph the scene measured (same box and label sizes,
// same nodesep/ranksep as the in-process engine) through the `dot -Tplain` command line as a
// child process, once, with a 120 s timeout. Generated graphs are bench_layout's
// (tests/layout/orchestratorgraph.h, same seeds), turned into flowgate definitions with
// guards, actors and capability calls on some transitions so the labels look real.
// Panning: a DesignerView (offscreen, shown, 1280×800) on the laid-out 1,000-state scene
// starts centred on the drawing and scrolls by (24, 40) pixels per frame, turning back when
// the viewport's centre would leave the diagram's bounds, and repaints its viewport
// synchronously; one iteration is one frame.
//
// Figures on the project's 2-core machine (Release, QT_QPA_PLATFORM=offscreen, other builds
// running at the same time; corpus = corpus/flowgate/cognitive-architectures; milliseconds,
// wall time per build, the phases are averages per build):
//
//   layout + scene build                     total   load  graph measure layout  scene  engine
//   cognitive/flow.add-feature (14 st, 16 e)  4.8    2.8   0.03   0.8    0.8    0.17   dot
//   cognitive/flow.bugfix-from-error-log (12) 4.2    2.8   0.03   0.6    0.5    0.13   dot
//   cognitive/flow.safe-refactor (11, 11 e)   4.1    2.8   0.03   0.6    0.5    0.12   dot
//   cognitive/flow.triage-issue (6 st, 6 e)   3.6    2.7   0.02   0.4    0.3    0.08   dot
//   generated 200 states, 415 edges          30      -     0.9   12.5    1.6   13.9    layered
//   generated 1,000 states, 2,184 edges     683      -     8.5   74     18    573      layered
//
//   dot -Tplain on the same graph (child process, one run)
//   cognitive/flow.add-feature               6.4 ms
//   cognitive/flow.bugfix-from-error-log     6.1 ms
//   cognitive/flow.safe-refactor             6.3 ms
//   cognitive/flow.triage-issue              5.8 ms
//   generated 200 states                     2.3 s
//   generated 1,000 states                   timed out after 120 s
//
//   panning the 1,000-state drawing (15,019 × 20,642 scene units), 1280×800 viewport, one
//   synchronous viewport repaint per frame (states_in_view: average centres in view)
//   zoom 100%   ~6 states in view           5.3 ms/frame (189 fps)
//   zoom  50%   ~12 states in view          3.1 ms/frame (319 fps)
//   zoom  25%   ~81 states in view          5.1 ms/frame (196 fps)
//   zoom  10%   ~351 states in view        12.9 ms/frame  (77 fps)
//
// Reading: for the corpus orchestrators the drawing costs about 1–2 ms; most of a build is
// loading the whole 56-file repo, which the designer does once per library. Generated
// graphs: the layered engine takes 1.6 ms (200) and 18 ms (1,000) where `dot -Tplain` takes
// 2.3 s and does not finish in 120 s. At 1,000 states the item build (scene_ms: setGraph with
// the layout, i.e. creating and routing 2,184 edges) is 84% of the 683 ms — the part to look
// at next, since it grows faster than linearly (14 ms at 200). Panning stays inside a 60 Hz
// frame budget down to 10% zoom, where ~350 states are painted per frame.
#include "flowgate/configvalidation.h"
#include "flowgate/loader.h"
#include "flowgate/workflowgraph.h"
#include "layout/autolayout.h"
#include "views/designer/designerscene.h"
#include "views/designer/designerview.h"
#include "../layout/orchestratorgraph.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QScrollBar>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>
#include <memory>

using namespace capstudio;
using namespace capstudio::flowgate;

namespace {

const QString kCorpusLibrary = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/cognitive-architectures");
constexpr int kDotTimeoutMs = 120000;

double msSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

// ---------------------------------------------------------------- graphs

// bench_layout's orchestrator-shaped graph as a flowgate definition: state_<i> with the
// same edges; every third transition guarded, every fourth a capability call, every fifth
// deterministic; the last state is terminal.
Value generatedDefinition(int states)
{
    const LayoutGraph shape = layouttest::orchestratorGraph(states, 20240611u + quint32(states));
    QList<Value> transitions(states, Value::makeObject());
    for (int k = 0; k < shape.edges.size(); ++k) {
        const auto &edge = shape.edges.at(k);
        Value transition = Value::makeObject();
        transition.insert(QStringLiteral("target"), Value(shape.nodes.at(edge.to).id));
        if (k % 5 == 0)
            transition.insert(QStringLiteral("actor"), Value("deterministic"));
        if (k % 3 == 0) {
            Value guard = Value::makeObject();
            guard.insert(QStringLiteral("kind"), Value("expr"));
            guard.insert(QStringLiteral("expr"), Value(QStringLiteral("$.context.step_%1 == 'done'").arg(k)));
            transition.insert(QStringLiteral("guards"), Value::makeArray({guard}));
        }
        if (k % 4 == 0) {
            Value executor = Value::makeObject();
            executor.insert(QStringLiteral("kind"), Value("workflow"));
            executor.insert(QStringLiteral("definitionId"), Value(QStringLiteral("cap.plan.step-%1").arg(k % 37)));
            executor.insert(QStringLiteral("use"), Value::makeObject());
            transition.insert(QStringLiteral("executor"), executor);
        }
        transitions[edge.from].insert(QStringLiteral("t%1").arg(k), transition);
    }
    Value stateMap = Value::makeObject();
    for (int i = 0; i < states; ++i) {
        Value state = Value::makeObject();
        if (i == states - 1)
            state.insert(QStringLiteral("terminal"), Value(true));
        else
            state.insert(QStringLiteral("transitions"), transitions.at(i));
        if (i % 7 == 0)
            state.insert(QStringLiteral("goal"), Value(QStringLiteral("Carry out step %1 of the plan").arg(i)));
        stateMap.insert(shape.nodes.at(i).id, state);
    }
    Value definition = Value::makeObject();
    definition.insert(QStringLiteral("initialState"), Value(shape.nodes.at(0).id));
    definition.insert(QStringLiteral("states"), stateMap);
    return definition;
}

struct Corpus
{
    Loader::Result loaded;
    QStringList orchestrators;
};

const Corpus &corpus()
{
    static const Corpus instance = [] {
        Corpus c;
        if (!QDir(kCorpusLibrary).exists())
            return c;
        c.loaded = Loader::load(kCorpusLibrary);
        if (!c.loaded.loaded())
            return c;
        for (const Value::Member &workflow : c.loaded.config.value(u"workflows").members()) {
            if (ConfigValidation::isOrchestratorId(workflow.key))
                c.orchestrators.append(workflow.key);
        }
        return c;
    }();
    return instance;
}

// ---------------------------------------------------------------- build

struct Phases
{
    double graph = 0, measure = 0, layout = 0, scene = 0;
    QString engine;
    qsizetype states = 0, edges = 0;
};

// WorkflowGraph → measure → AutoLayout → scene with the layout, as the designer does it.
std::unique_ptr<DesignerScene> build(const QString &id, const Value &definition, Phases &phases,
                                     LayoutGraph *measured = nullptr)
{
    QElapsedTimer timer;
    timer.start();
    const WorkflowGraph graph = WorkflowGraph::fromDefinition(id, definition);
    phases.graph += msSince(timer);

    timer.restart();
    auto scene = std::make_unique<DesignerScene>();
    scene->setGraph(graph, {});
    const LayoutGraph layoutGraph = scene->layoutGraph();
    phases.measure += msSince(timer);

    timer.restart();
    static const layout::AutoLayout autoLayout;
    const auto laidOut = autoLayout.layout(layoutGraph, LayoutOptions());
    phases.layout += msSince(timer);
    if (!laidOut)
        return nullptr;

    timer.restart();
    scene->setGraph(graph, laidOut.value().nodeCenters, &laidOut.value());
    phases.scene += msSince(timer);

    phases.engine = autoLayout.engineFor(layoutGraph).name();
    phases.states = graph.states.size();
    phases.edges = graph.edges.size();
    if (measured)
        *measured = layoutGraph;
    return scene;
}

void report(benchmark::State &state, const Phases &phases)
{
    const auto avg = benchmark::Counter::kAvgIterations;
    state.counters["graph_ms"] = benchmark::Counter(phases.graph, avg);
    state.counters["measure_ms"] = benchmark::Counter(phases.measure, avg);
    state.counters["layout_ms"] = benchmark::Counter(phases.layout, avg);
    state.counters["scene_ms"] = benchmark::Counter(phases.scene, avg);
    state.counters["states"] = double(phases.states);
    state.counters["edges"] = double(phases.edges);
    state.SetLabel(phases.engine.toStdString());
}

// ---------------------------------------------------------------- dot -Tplain

QByteArray number(qreal value)
{
    return QByteArray::number(value, 'f', 4);
}

// The graph as GraphvizLayout hands it to libgvc: fixed-size boxes in inches, HTML-table
// labels of the measured size, nodesep/ranksep from the default LayoutOptions.
QByteArray toDot(const LayoutGraph &g)
{
    const LayoutOptions options;
    QByteArray dot = "digraph layout {\n  rankdir=TB; nodesep=" + number(options.nodeSeparation / 72.0)
        + "; ranksep=" + number(options.rankSeparation / 72.0)
        + ";\n  node [shape=box, fixedsize=true, label=\"\", margin=0];\n";
    for (int i = 0; i < g.nodes.size(); ++i) {
        const QSizeF size = g.nodes.at(i).size;
        dot += "  n" + QByteArray::number(i) + " [width=" + number(std::max<qreal>(size.width(), 0.01) / 72.0)
            + ", height=" + number(std::max<qreal>(size.height(), 0.01) / 72.0) + "];\n";
    }
    for (const auto &e : g.edges) {
        dot += "  n" + QByteArray::number(e.from) + " -> n" + QByteArray::number(e.to);
        if (!e.labelSize.isEmpty())
            dot += " [label=<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\"><TR>"
                   "<TD FIXEDSIZE=\"TRUE\" WIDTH=\""
                + QByteArray::number(qRound(e.labelSize.width())) + "\" HEIGHT=\""
                + QByteArray::number(qRound(e.labelSize.height())) + "\"></TD></TR></TABLE>>]";
        dot += ";\n";
    }
    return dot + "}\n";
}

// One `dot -Tplain` run as a child process, timed by hand.
void runDot(benchmark::State &state, const LayoutGraph &g)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("graph.dot"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(toDot(g)) < 0) {
        state.SkipWithError("cannot write the DOT file");
        return;
    }
    file.close();
    bool timedOut = false;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        QProcess dot;
        dot.setStandardOutputFile(QProcess::nullDevice());
        dot.start(QStringLiteral("dot"), {QStringLiteral("-Tplain"), path});
        if (!dot.waitForStarted()) {
            state.SkipWithError("cannot start dot (install graphviz)");
            return;
        }
        if (!dot.waitForFinished(kDotTimeoutMs)) {
            dot.kill();
            dot.waitForFinished();
            timedOut = true;
        } else if (dot.exitStatus() != QProcess::NormalExit || dot.exitCode() != 0) {
            state.SkipWithError("dot failed");
            return;
        }
        state.SetIterationTime(double(timer.nsecsElapsed()) / 1e9);
    }
    state.counters["states"] = double(g.nodes.size());
    state.counters["edges"] = double(g.edges.size());
    state.counters["timed_out"] = timedOut ? 1 : 0;
    state.SetLabel(timedOut ? "timed out after 120 s" : "finished");
}

// ---------------------------------------------------------------- corpus orchestrators

// Load → graph → AutoLayout → scene build, for one orchestrator of the runtime's library.
void corpusBuild(benchmark::State &state, const QString &id)
{
    Phases phases;
    double load = 0;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        const Loader::Result loaded = Loader::load(kCorpusLibrary);
        load += msSince(timer);
        if (!loaded.loaded()) {
            state.SkipWithError("the corpus library does not load");
            return;
        }
        const auto scene = build(id, loaded.config.value(u"workflows").value(id), phases);
        if (!scene) {
            state.SkipWithError("layout failed");
            return;
        }
        benchmark::DoNotOptimize(scene->stateItems().size());
    }
    report(state, phases);
    state.counters["load_ms"] = benchmark::Counter(load, benchmark::Counter::kAvgIterations);
}

void corpusDot(benchmark::State &state, const QString &id)
{
    Phases phases;
    LayoutGraph measured;
    if (!build(id, corpus().loaded.config.value(u"workflows").value(id), phases, &measured)) {
        state.SkipWithError("layout failed");
        return;
    }
    runDot(state, measured);
}

// ---------------------------------------------------------------- generated orchestrators

QString generatedId(int states)
{
    return QStringLiteral("flow.generated-%1").arg(states);
}

void BM_GeneratedBuild(benchmark::State &state)
{
    const int states = int(state.range(0));
    const Value definition = generatedDefinition(states);
    Phases phases;
    for (auto _ : state) {
        const auto scene = build(generatedId(states), definition, phases);
        if (!scene) {
            state.SkipWithError("layout failed");
            return;
        }
        benchmark::DoNotOptimize(scene->stateItems().size());
    }
    report(state, phases);
}
BENCHMARK(BM_GeneratedBuild)->Arg(200)->Arg(1000)->Unit(benchmark::kMillisecond);

void BM_GeneratedDot(benchmark::State &state)
{
    const int states = int(state.range(0));
    Phases phases;
    LayoutGraph measured;
    if (!build(generatedId(states), generatedDefinition(states), phases, &measured)) {
        state.SkipWithError("layout failed");
        return;
    }
    runDot(state, measured);
}
BENCHMARK(BM_GeneratedDot)->Arg(200)->Arg(1000)->Unit(benchmark::kMillisecond)->UseManualTime()->Iterations(1);

// ---------------------------------------------------------------- panning

// A shown 1280×800 DesignerView on the laid-out 1,000-state scene at range(0) percent zoom;
// each iteration scrolls by a fixed step and repaints the viewport synchronously.
void BM_Pan(benchmark::State &state)
{
    Phases phases;
    const auto scene = build(generatedId(1000), generatedDefinition(1000), phases);
    if (!scene) {
        state.SkipWithError("layout failed");
        return;
    }
    DesignerView view(scene.get());
    view.resize(1280, 800);
    view.show();
    QCoreApplication::processEvents();
    view.setZoom(double(state.range(0)) / 100.0);
    QScrollBar *horizontal = view.horizontalScrollBar();
    QScrollBar *vertical = view.verticalScrollBar();
    // Pan over the drawing, not the scene's margins: the viewport's centre stays inside the
    // diagram's bounds (scroll bar values with the bounds' corners in the middle).
    const QRectF bounds = scene->diagramBounds();
    view.centerOn(bounds.bottomRight());
    const QPoint last(horizontal->value(), vertical->value());
    view.centerOn(bounds.topLeft());
    const QPoint first(horizontal->value(), vertical->value());
    view.centerOn(bounds.center()); // start in the middle, where the layered drawing is widest
    QCoreApplication::processEvents();
    if (first == last) {
        state.SkipWithError("the whole graph fits: nothing to pan");
        return;
    }
    const QHash<QString, QPointF> centres = scene->positions();
    auto statesInView = [&] {
        const QRectF visible = view.visibleSceneRect();
        int count = 0;
        for (const QPointF &centre : centres)
            count += visible.contains(centre) ? 1 : 0;
        return count;
    };

    int dx = 24;
    int dy = 40;
    auto step = [](QScrollBar *bar, int low, int high, int &delta) {
        if (bar->value() + delta > high || bar->value() + delta < low)
            delta = -delta;
        bar->setValue(bar->value() + delta);
    };
    qint64 frames = 0;
    qint64 sampled = 0;
    qint64 seen = 0;
    for (auto _ : state) {
        step(horizontal, first.x(), last.x(), dx);
        step(vertical, first.y(), last.y(), dy);
        view.viewport()->repaint();
        if (++frames % 8 == 0) {
            state.PauseTiming();
            seen += statesInView();
            ++sampled;
            state.ResumeTiming();
        }
    }
    QCoreApplication::processEvents();
    state.counters["zoom_percent"] = double(state.range(0));
    state.counters["diagram_w"] = bounds.width();
    state.counters["diagram_h"] = bounds.height();
    state.counters["states_in_view"] = sampled > 0 ? double(seen) / double(sampled) : double(statesInView());
    state.counters["fps"] = benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Pan)->Arg(100)->Arg(50)->Arg(25)->Arg(10)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    // The corpus figures are registered only when the corpus is there (a fresh clone has no
    // ../shared).
    for (const QString &id : corpus().orchestrators) {
        benchmark::RegisterBenchmark(("BM_CorpusBuild/" + id).toStdString().c_str(), corpusBuild, id)
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(("BM_CorpusDot/" + id).toStdString().c_str(), corpusDot, id)
            ->Unit(benchmark::kMillisecond)
            ->UseManualTime()
            ->Iterations(1);
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
