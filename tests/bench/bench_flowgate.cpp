// capstudio validate on generated flowgate libraries: load (YAML, includes/repos, load
// rules) plus every check rule. Sizes: 1×, 10× and 100× the runtime's fixture library
// (22 capabilities, 4 orchestrators of 14 states, one file each), and one 15.5 MB file
// with 500 capabilities and 1,000 orchestrators of 42 states (42,000 states).
// Sizes run smallest first, so the peak-RSS counter grows with them.
//
// validate of one file is measured beside its floor, libyaml's event parse of the same file,
// at 1 %, 10 % and 100 % of the 16.9 MB library ("capstudio T s, floor F s, ratio R").
// Where the time went (perf, 16.9 MB, 0.66 s, ratio 4.3 growing with size): reading the YAML
// 44 % (libyaml itself a little over half of it, the rest building the values), the check
// rules 33 % (one workflow after another), expanding `use.outputs` 16 % (a walk that took
// every workflow, state and transition for writing, copying what it touched, and a regular
// expression per binding), the flowgate-flag walk 7 %, resolving executors 5 %. Now: the
// rules check slices of workflows on every core; libyaml parses a large file on a thread of
// its own while the values are built; `use.outputs` are found on every core and written in
// one pass; the flag walk runs only when the reader saw a `flowgate` key below a file's top
// level, and then on every core. 0.40–0.44 s, ratio 2.7–2.8.
#include "flowgatelibrarygenerator.h"
#include "floor.h"

#include "flowgate/configvalidation.h"
#include "flowgate/loader.h"
#include "flowgate/semanticdiff.h"
#include "flowgate/semanticmerge.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>
#include <sys/resource.h>
#include <yaml.h>

using namespace capstudio::flowgate;

namespace {

double peakRssMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

void report(benchmark::State &state, const ValidationReport &result, qint64 bytes)
{
    state.counters["MiB"] = double(bytes) / (1024.0 * 1024.0);
    state.counters["workflows"] = double(result.loaded.config.value(u"workflows").size());
    state.counters["errors"] = double(result.loaded.loadErrors.size() + result.checkErrors.size());
    state.counters["warnings"] = double(result.checkWarnings.size());
    state.counters["peak_rss_MiB"] = peakRssMiB();
    state.SetBytesProcessed(state.iterations() * bytes);
}

void BM_ValidateRepo(benchmark::State &state)
{
    QTemporaryDir dir;
    const int scale = int(state.range(0));
    const FlowgateLibraryGenerator::Shape shape{22 * scale, 4 * scale, 14};
    const qint64 bytes = FlowgateLibraryGenerator::writeRepo(dir.path(), shape);
    ValidationReport result;
    for (auto _ : state)
        result = ConfigValidation::run(dir.path());
    report(state, result, bytes);
}
BENCHMARK(BM_ValidateRepo)->Arg(1)->Arg(10)->Arg(100)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// The floor for validate: libyaml's event parse of the same file (read included), every
// event produced and dropped, nothing built. The fastest of three runs.
double libyamlEventParseSeconds(const QString &path)
{
    double best = -1;
    for (int run = 0; run < 3; ++run) {
        QElapsedTimer timer;
        timer.start();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return -1;
        const QByteArray text = file.readAll();
        yaml_parser_t parser;
        yaml_parser_initialize(&parser);
        yaml_parser_set_input_string(&parser, reinterpret_cast<const unsigned char *>(text.constData()),
                                     size_t(text.size()));
        bool done = false;
        while (!done) {
            yaml_event_t event;
            if (!yaml_parser_parse(&parser, &event)) {
                yaml_parser_delete(&parser);
                return -1;
            }
            done = event.type == YAML_STREAM_END_EVENT;
            yaml_event_delete(&event);
        }
        yaml_parser_delete(&parser);
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        best = best < 0 ? seconds : std::min(best, seconds);
    }
    return best;
}

// One file of 5/50/500 capabilities and 10/100/1,000 orchestrators of 42 states (Arg: 1, 10,
// 100 percent of the largest, 14.8 MB), beside libyaml's event parse of it.
void BM_ValidateLargeSingleFile(benchmark::State &state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.yaml"));
    const int percent = int(state.range(0));
    const qint64 bytes = FlowgateLibraryGenerator::writeSingleFile(path, {5 * percent, 10 * percent, 42});
    const double floor = libyamlEventParseSeconds(path);
    ValidationReport result;
    double best = -1;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        result = ConfigValidation::run(path);
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        best = best < 0 ? seconds : std::min(best, seconds);
    }
    benchfloor::printRatio(QStringLiteral("validate %1 MB single file").arg(double(bytes) / 1e6, 0, 'f', 1), best, floor);
    state.counters["floor_ms"] = floor * 1000.0;
    state.counters["ratio"] = floor > 0 ? best / floor : 0.0;
    report(state, result, bytes);
}
BENCHMARK(BM_ValidateLargeSingleFile)->Arg(1)->Arg(10)->Arg(100)->Unit(benchmark::kMillisecond)->Iterations(3);

// One guard flipped in every 100th orchestrator from `first`.
QByteArray withGuardsFlipped(QByteArray text, int first, int count)
{
    for (int index = first; index < count; index += 100) {
        const QByteArray id = QStringLiteral("flow.generated-%1:\n").arg(index, 5, 10, QLatin1Char('0')).toUtf8();
        const qsizetype start = text.indexOf(id);
        const qsizetype at = text.indexOf("expr: \"$.context.out009 != null\"", start);
        if (start >= 0 && at >= 0)
            text.replace(at, 33, "expr: \"$.context.out009 == null\"");
    }
    return text;
}

// capstudio diff on two versions of the large single-file library: one state's guard changed
// in 1 % of the orchestrators (every 100th). Both sides are loaded in the timed loop, as the
// command does.
void BM_DiffLargeSingleFile(benchmark::State &state)
{
    QTemporaryDir dir;
    const QString oldPath = dir.filePath(QStringLiteral("old.yaml"));
    const QString newPath = dir.filePath(QStringLiteral("new.yaml"));
    const FlowgateLibraryGenerator::Shape shape{500, 1000, 42};
    const qint64 bytes = FlowgateLibraryGenerator::writeSingleFile(oldPath, shape);
    QFile oldFile(oldPath);
    if (!oldFile.open(QIODevice::ReadOnly)) {
        state.SkipWithError("cannot read the generated library");
        return;
    }
    const QByteArray text = withGuardsFlipped(oldFile.readAll(), 0, shape.orchestrators);
    const int edited = shape.orchestrators / 100;
    QFile newFile(newPath);
    if (!newFile.open(QIODevice::WriteOnly) || newFile.write(text) != text.size()) {
        state.SkipWithError("cannot write the changed library");
        return;
    }
    newFile.close();
    qsizetype changes = 0;
    for (auto _ : state) {
        const Loader::Result before = Loader::load(oldPath);
        const Loader::Result after = Loader::load(newPath);
        const auto workflows = SemanticDiff::compare(before.config, after.config, after.files);
        changes = 0;
        for (const auto &workflow : workflows)
            changes += workflow.changes.size();
        benchmark::DoNotOptimize(changes);
    }
    state.SetBytesProcessed(state.iterations() * bytes * 2);
    state.counters["file_MB"] = double(bytes) / 1e6;
    state.counters["edited_workflows"] = edited;
    state.counters["changes"] = double(changes);
    state.counters["peak_rss_MiB"] = peakRssMiB();
}
BENCHMARK(BM_DiffLargeSingleFile)->Unit(benchmark::kMillisecond)->Iterations(3);

// capstudio merge of the large single-file library: theirs changes one guard in 1 % of the
// orchestrators (every 100th), ours another 1 % (every 100th from the 50th); the merge
// reads the three versions and writes theirs' ten changes into ours.
void BM_MergeLargeSingleFile(benchmark::State &state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("base.yaml"));
    const FlowgateLibraryGenerator::Shape shape{500, 1000, 42};
    const qint64 bytes = FlowgateLibraryGenerator::writeSingleFile(path, shape);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        state.SkipWithError("cannot read the generated library");
        return;
    }
    const QByteArray base = file.readAll();
    const QByteArray theirs = withGuardsFlipped(base, 0, shape.orchestrators);
    const QByteArray ours = withGuardsFlipped(base, 50, shape.orchestrators);
    int taken = 0;
    bool clean = false;
    for (auto _ : state) {
        const SemanticMerge::Result result = SemanticMerge::merge(base, ours, theirs, path);
        taken = result.taken;
        clean = result.clean();
        benchmark::DoNotOptimize(result.text.size());
    }
    state.SetBytesProcessed(state.iterations() * bytes * 3);
    state.counters["file_MB"] = double(bytes) / 1e6;
    state.counters["taken"] = taken;
    state.counters["clean"] = clean ? 1 : 0;
    state.counters["peak_rss_MiB"] = peakRssMiB();
}
BENCHMARK(BM_MergeLargeSingleFile)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace
