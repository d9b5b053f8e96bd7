// Opening and fully scanning provenance bundles of 2, 20 and 200 MB, beside jq on the same
// file. The bundles are Sunrise's example (or the demo conversation) with its messages
// repeated. Time is measured in process; peak memory in a child process (this binary with
// --open-only FILE, and jq), read from wait4()'s resource usage.
//
//   tests/bench/bench_provenance                      all sizes
//   tests/bench/bench_provenance --benchmark_filter=200
#include "bundlegenerator.h"
#include "floor.h"
#include "provenance/auditreport.h"
#include "provenance/bundle.h"

#include <QDir>
#include <QFileInfo>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>
#include <cstdio>
#include <cstring>
#include <sys/resource.h>

using namespace capstudio::provenance;

namespace {

const char *g_self = nullptr;

void BM_OpenAndScanBundle(benchmark::State &state)
{
    const int megabytes = int(state.range(0));
    QTemporaryDir dir;
    qint64 messageCount = 0;
    const QString path = BundleGenerator::write(QDir(dir.path()), megabytes, &messageCount);
    const qint64 bytes = QFileInfo(path).size();
    std::size_t findings = 0;
    for (auto _ : state) {
        const Bundle::Result result = Bundle::open(path);
        if (!result.ok())
            state.SkipWithError(qPrintable(result.error.message));
        else
            findings = result.bundle->findings().size();
        benchmark::DoNotOptimize(result.bundle);
    }
    state.SetBytesProcessed(state.iterations() * bytes);
    state.counters["file_MB"] = double(bytes) / 1e6;
    state.counters["messages"] = double(messageCount);
    state.counters["findings"] = double(findings);

    const benchfloor::ChildRun ours = benchfloor::runChild({g_self, "--open-only", path.toStdString()});
    state.counters["open_child_s"] = ours.seconds;
    state.counters["open_peak_MB"] = ours.peakMegabytes;
    state.counters["peak_per_file_size"] = ours.peakMegabytes * 1048576.0 / double(bytes);
    const QString jq = QStandardPaths::findExecutable(QStringLiteral("jq"));
    if (!jq.isEmpty()) {
        const benchfloor::ChildRun reference = benchfloor::runChild({jq.toStdString(), ".data.messages|length", path.toStdString()});
        state.counters["jq_s"] = reference.seconds;
        state.counters["jq_peak_MB"] = reference.peakMegabytes;
    }
}
BENCHMARK(BM_OpenAndScanBundle)->Arg(2)->Arg(20)->Arg(200)->Unit(benchmark::kMillisecond)->Iterations(3);

// The command a user runs, `capstudio scan FILE` (findings printed, output discarded), beside
// `jq '.data.messages|length' FILE` on the same file: each the fastest of three runs, peak
// memory of that run. Printed as "capstudio T s, floor F s, ratio R" with jq as the floor.
void BM_ScanCommand(benchmark::State &state)
{
    const int megabytes = int(state.range(0));
    QTemporaryDir dir;
    const QString path = BundleGenerator::write(QDir(dir.path()), megabytes);
    const double bytes = double(QFileInfo(path).size());
    benchfloor::ChildRun ours;
    for (auto _ : state)
        ours = benchfloor::fastestChild({CAPSTUDIO_BINARY, "scan", path.toStdString()});
    const QString jq = QStandardPaths::findExecutable(QStringLiteral("jq"));
    const benchfloor::ChildRun reference = jq.isEmpty() ? benchfloor::ChildRun{} : benchfloor::fastestChild({jq.toStdString(), ".data.messages|length", path.toStdString()});
    if (!ours.ok || !reference.ok) {
        state.SkipWithError("capstudio scan or jq did not run");
        return;
    }
    benchfloor::printRatio(QStringLiteral("scan %1 MB (jq as the floor)").arg(megabytes), ours.seconds, reference.seconds);
    std::printf("  memory: capstudio %.0f MB (%.2f of the file), jq %.0f MB\n", ours.peakMegabytes,
                ours.peakMegabytes * 1048576.0 / bytes, reference.peakMegabytes);
    state.counters["scan_s"] = ours.seconds;
    state.counters["jq_s"] = reference.seconds;
    state.counters["ratio"] = ours.seconds / reference.seconds;
    state.counters["peak_per_file_size"] = ours.peakMegabytes * 1048576.0 / bytes;
}
BENCHMARK(BM_ScanCommand)->Arg(2)->Arg(20)->Arg(200)->Unit(benchmark::kMillisecond)->Iterations(1);

// The audit report of a 20 MB bundle, in Markdown and in HTML (a figure, not a test's limit).
void BM_AuditReport(benchmark::State &state)
{
    QTemporaryDir dir;
    const Bundle::Result opened = Bundle::open(BundleGenerator::write(QDir(dir.path()), 20));
    if (!opened.ok()) {
        state.SkipWithError(qPrintable(opened.error.message));
        return;
    }
    qint64 bytes = 0;
    for (auto _ : state) {
        const QByteArray markdown = AuditReport::render(*opened.bundle, AuditReport::Format::Markdown);
        const QByteArray html = AuditReport::render(*opened.bundle, AuditReport::Format::Html);
        bytes = markdown.size() + html.size();
        benchmark::DoNotOptimize(bytes);
    }
    state.counters["findings"] = double(opened.bundle->findings().size());
    state.counters["report_MB"] = double(bytes) / 1e6;
}
BENCHMARK(BM_AuditReport)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace

int main(int argc, char **argv)
{
    g_self = argv[0];
    if (argc == 3 && std::strcmp(argv[1], "--open-only") == 0) {
        const Bundle::Result result = Bundle::open(QString::fromLocal8Bit(argv[2]));
        std::printf("%zu findings\n", result.ok() ? result.bundle->findings().size() : 0);
        return result.ok() ? 0 : 2;
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
