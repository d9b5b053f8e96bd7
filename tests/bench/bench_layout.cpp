// Layout engines on generated orchestrator-shaped graphs: each state has 1–3 forward
// transitions to states a little further on, about one state in ten also jumps back to an
// earlier state (retry/rework loops), one in twenty has a self-loop; every transition has a
// label box. Compares in-process Graphviz dot, the layered engine and the `dot -Tplain`
// command line on the same graph (as a child process, 120 s timeout).
//   tests/bench/bench_layout
// In-process dot is run up to 200 states only: it cannot be interrupted, and the
// command-line figure at 1,000 shows what it would cost. Each engine reports the picture's
// width, height and aspect (width / height) next to the time.
#include "layout/graphvizlayout.h"
#include "layout/sugiyamalayout.h"
#include "../layout/orchestratorgraph.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>

using namespace capstudio;
using namespace capstudio::flowgate;

namespace {

LayoutGraph orchestrator(int states)
{
    return layouttest::orchestratorGraph(states, 20240611u + quint32(states));
}

QByteArray toDot(const LayoutGraph &g)
{
    QByteArray dot = "digraph g {\n  nodesep=0.55; ranksep=0.83;\n"
                     "  node [shape=box, fixedsize=true, width=1.667, height=0.556, label=\"\"];\n";
    for (int i = 0; i < g.nodes.size(); ++i)
        dot += "  n" + QByteArray::number(i) + ";\n";
    for (const auto &e : g.edges)
        dot += "  n" + QByteArray::number(e.from) + " -> n" + QByteArray::number(e.to)
            + " [label=<<TABLE BORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\"><TR>"
              "<TD FIXEDSIZE=\"TRUE\" WIDTH=\"70\" HEIGHT=\"16\"></TD></TR></TABLE>>];\n";
    return dot + "}\n";
}

void counters(benchmark::State &state, const LayoutGraph &g)
{
    state.counters["states"] = double(g.nodes.size());
    state.counters["transitions"] = double(g.edges.size());
}

void runEngine(benchmark::State &state, const LayoutEngine &engine)
{
    const LayoutGraph g = orchestrator(int(state.range(0)));
    QRectF bounds;
    for (auto _ : state) {
        auto result = engine.layout(g, LayoutOptions());
        if (!result) {
            state.SkipWithError(result.error().message.toUtf8().constData());
            return;
        }
        bounds = result.value().bounds;
    }
    counters(state, g);
    state.counters["width"] = bounds.width();
    state.counters["height"] = bounds.height();
    // Width over height: a layered picture of a long orchestrator should be taller than wide.
    state.counters["aspect"] = bounds.height() > 0 ? bounds.width() / bounds.height() : 0.0;
}

void BM_Sugiyama(benchmark::State &state) { runEngine(state, layout::SugiyamaLayout()); }
BENCHMARK(BM_Sugiyama)->Arg(50)->Arg(200)->Arg(1000)->Unit(benchmark::kMillisecond);

void BM_GraphvizInProcess(benchmark::State &state) { runEngine(state, layout::GraphvizLayout()); }
BENCHMARK(BM_GraphvizInProcess)->Arg(50)->Arg(60)->Arg(100)->Arg(200)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_DotCommandLine(benchmark::State &state)
{
    const LayoutGraph g = orchestrator(int(state.range(0)));
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
        dot.start(QStringLiteral("dot"), {QStringLiteral("-Tplain"), path});
        if (!dot.waitForStarted()) {
            state.SkipWithError("cannot start dot (install graphviz)");
            return;
        }
        if (!dot.waitForFinished(120000)) {
            dot.kill();
            dot.waitForFinished();
            timedOut = true;
        }
        state.SetIterationTime(double(timer.nsecsElapsed()) / 1e9);
    }
    counters(state, g);
    state.counters["timed_out"] = timedOut ? 1 : 0;
    state.SetLabel(timedOut ? "timed out after 120 s" : "finished");
}
BENCHMARK(BM_DotCommandLine)->Arg(50)->Arg(200)->Arg(1000)->Unit(benchmark::kMillisecond)
    ->UseManualTime()->Iterations(1);

} // namespace
