// capstudio analyze and test-paths on a generated orchestrator of 1,000 states (and 100 and
// 300): nine agent states in a row each call a REST executor whose verdict the tenth state
// decides on deterministically (pass on, retry nine states back, fail), a human escalation
// every fiftieth state. The verdicts the executor may give ('pass', 'retry', 'fail' and the
// values around them) make every decision state a stall the analysis finds (uncovered), and
// every transition a goal of test-paths.
#include "floor.h"

#include "flowgate/flowanalysis.h"
#include "flowgate/loader.h"

#include <QFile>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>

using namespace capstudio::flowgate;

namespace {

QString stateName(int index)
{
    return QStringLiteral("s%1").arg(index, 4, 10, QLatin1Char('0'));
}

QByteArray orchestrator(int states)
{
    QString text = QStringLiteral("version: \"1\"\nworkflows:\n  flow.big:\n    initialState: s0000\n    states:\n");
    for (int i = 0; i < states; ++i) {
        text += QStringLiteral("      %1:\n        transitions:\n").arg(stateName(i));
        if (i % 10 == 9) {
            const QString slot = QStringLiteral("v%1").arg(i - 1);
            const auto decide = [&](const QString &name, const QString &target, const QString &verdict) {
                text += QStringLiteral("          %1:\n            target: %2\n            actor: deterministic\n"
                                       "            guards: [{kind: expr, expr: \"$.context.%3 == '%4'\"}]\n")
                            .arg(name, target, slot, verdict);
            };
            decide(QStringLiteral("pass"), stateName(i + 1), QStringLiteral("pass"));
            decide(QStringLiteral("retry"), stateName(i - 9), QStringLiteral("retry"));
            decide(QStringLiteral("fail"), QStringLiteral("failed"), QStringLiteral("fail"));
            continue;
        }
        text += QStringLiteral("          work:\n            target: %1\n            executor: {kind: rest, connection: api}\n"
                               "            output:\n              v%2: \"$.output.body.verdict\"\n")
                    .arg(stateName(i + 1))
                    .arg(i);
        if (i % 50 == 0)
            text += QStringLiteral("          escalate: {target: failed, actor: human}\n");
    }
    text += QStringLiteral("      %1: {terminal: true}\n      failed: {terminal: true}\n").arg(stateName(states));
    return text.toUtf8();
}

Value load(const QTemporaryDir &dir, int states)
{
    const QString path = dir.filePath(QStringLiteral("big-%1.yaml").arg(states));
    QFile file(path);
    const QByteArray text = orchestrator(states);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return Value();
    file.close();
    const Loader::Result result = Loader::load(path);
    return result.loaded() ? result.config : Value();
}

// The search may visit far more runs than the commands' default in these benchmarks.
PathExplorer::Limits wideLimits()
{
    PathExplorer::Limits limits;
    limits.maxNodes = 1000000;
    return limits;
}

void BM_AnalyzeOrchestrator(benchmark::State &state)
{
    QTemporaryDir dir;
    const int states = int(state.range(0));
    const Value config = load(dir, states);
    if (!config.isObject()) {
        state.SkipWithError("the generated orchestrator does not load");
        return;
    }
    const PathExplorer::Limits limits = wideLimits();
    WorkflowAnalysis analysis;
    for (auto _ : state) {
        analysis = FlowAnalysis::analyze(config, QStringLiteral("flow.big"), limits);
        benchmark::DoNotOptimize(analysis.findings.size());
    }
    state.counters["states"] = states;
    state.counters["findings"] = double(analysis.findings.size());
    state.counters["runs_explored"] = double(analysis.runsExplored);
    state.counters["limit_reached"] = analysis.exhausted ? 1 : 0;
    state.counters["peak_rss_MiB"] = benchfloor::peakRssMiB();
}
BENCHMARK(BM_AnalyzeOrchestrator)->Arg(100)->Arg(300)->Arg(1000)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_TestPathsOrchestrator(benchmark::State &state)
{
    QTemporaryDir dir;
    const int states = int(state.range(0));
    const Value config = load(dir, states);
    if (!config.isObject()) {
        state.SkipWithError("the generated orchestrator does not load");
        return;
    }
    const PathExplorer::Limits limits = wideLimits();
    TestPathSet set;
    for (auto _ : state) {
        set = FlowAnalysis::testPaths(config, QStringLiteral("flow.big"), limits);
        benchmark::DoNotOptimize(set.runs.size());
    }
    state.counters["states"] = states;
    state.counters["runs"] = double(set.runs.size());
    state.counters["actions"] = double(set.steps);
    state.counters["goals"] = double(set.goals.size());
    state.counters["uncovered"] = double(set.uncovered.size());
    state.counters["runs_explored"] = double(set.runsExplored);
    state.counters["peak_rss_MiB"] = benchfloor::peakRssMiB();
}
BENCHMARK(BM_TestPathsOrchestrator)->Arg(100)->Arg(300)->Arg(1000)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace
