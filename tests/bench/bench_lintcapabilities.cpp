// `capstudio lint-capabilities FILE` on generated catalogs, run as a user runs it (its own
// process: time and peak memory), beside its floor measured in the same run: reading the same
// file and parsing it (QJsonDocument), the least any checker of this file has to do. Printed
// per size as
//   capstudio T s, floor F s, ratio R
// at 1,000, 10,000 and 100,000 capabilities (T without the command's start-up, which is
// printed beside), so a step worse than linear shows as a ratio that grows.
//
// Where the time went (perf, 100,000 rows, 86 MB), before: the rules 80 % of the lint, the
// draft-07 meta-schema check of each row's parameters about half of that. A clean-schema memo
// took the ratio from 5.3 to 3.9; then the memo's hash (Qt's hash of a QJsonValue builds a
// QString per key, and ran under the memo's lock) 18 %, the U+0000 scan of every string 20 %,
// JSON pointers built for every key 19 %; the duplicate-key scan 40 % of the read; peak memory
// 7.8 times the file (the whole document as QJsonValues). Now: a shape hash outside the lock,
// no U+0000 scan when the text has no \u0000 escape, pointers spelled out only for findings;
// a bare array is split into rows by a scan that follows strings and nesting, each row parsed
// on the thread that checks it and dropped after, the duplicate-key scan (sixteen bytes at a
// time through strings) beside the checks. Ratio 1.9, memory 1.5 times the file.
#include "capabilitygenerator.h"
#include "floor.h"

#include "catalog/capabilityfile.h"
#include "catalog/capabilityrules.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>
#include <cstdio>
#include <sys/resource.h>

namespace {

// The floor: the bytes read and parsed, nothing checked.
double floorSeconds(const QString &path)
{
    QElapsedTimer timer;
    timer.start();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll());
    benchmark::DoNotOptimize(document.isArray());
    return double(timer.nsecsElapsed()) / 1e9;
}

// The command as a user runs it, `capstudio lint-capabilities FILE`, in a process of its own
// (the fastest of three runs, and the peak memory of that run), beside the floor in process.
void BM_LintCapabilities(benchmark::State &state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("caps.json"));
    const qint64 bytes = CapabilityGenerator::writeFile(path, int(state.range(0)));
    const double floor = floorSeconds(path);
    benchfloor::ChildRun lint;
    for (auto _ : state)
        lint = benchfloor::fastestChild({CAPSTUDIO_BINARY, "lint-capabilities", path.toStdString()});
    if (!lint.ok) {
        state.SkipWithError("capstudio lint-capabilities did not run");
        return;
    }
    // The floor runs in this process: the command's own start-up (Qt, the translations; the
    // same for any file) is taken off its time for the ratio, and printed.
    const benchfloor::ChildRun startUp = benchfloor::fastestChild({CAPSTUDIO_BINARY, "--version"});
    const double net = lint.seconds - (startUp.ok ? startUp.seconds : 0.0);
    benchfloor::printRatio(QStringLiteral("lint-capabilities %1 rows (%2 MB)")
                               .arg(state.range(0))
                               .arg(double(bytes) / 1e6, 0, 'f', 1),
                           net, floor);
    std::printf("  whole command %.3f s (start-up %.3f s); memory %.0f MB, %.2f times the file\n", lint.seconds,
                startUp.seconds, lint.peakMegabytes, lint.peakMegabytes * 1048576.0 / double(bytes));
    state.SetBytesProcessed(state.iterations() * bytes);
    state.counters["capabilities"] = double(state.range(0));
    state.counters["file_MiB"] = double(bytes) / (1024.0 * 1024.0);
    state.counters["floor_ms"] = floor * 1000.0;
    state.counters["ratio"] = net / floor;
    state.counters["peak_MiB"] = lint.peakMegabytes;
    state.counters["peak_per_file"] = lint.peakMegabytes * 1048576.0 / double(bytes);
}
BENCHMARK(BM_LintCapabilities)->Arg(1000)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

} // namespace
