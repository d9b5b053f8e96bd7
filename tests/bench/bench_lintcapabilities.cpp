// lint-capabilities on generated catalogs: file read + JSON parse + every rule, beside its
// floor measured in the same run: reading the same file and parsing it (QJsonDocument), the
// least any checker of this file has to do. Printed per size as
//   capstudio T s, floor F s, ratio R
// at 1,000, 10,000 and 100,000 capabilities, so a step worse than linear shows as a ratio
// that grows.
//
// Where the time goes (perf, 100,000 rows, 86 MB). Before the clean-schema memo: the rules
// 80 % of the lint — the draft-07 meta-schema check of each row's parameters (converting the
// schema for valijson, then validating it) about half of that, the NUL scan of every string
// a tenth, JSON pointers built for every key a tenth; the read and parse the rest. A catalog
// repeats its parameter schemas, so a schema found clean is not checked again
// (JsonSchemaChecker::checkSchema): ratio 5.3 → 3.9. After it, of the rules' share: looking
// the schema up 18 % (QJsonValue's hash goes through QCborValue), the NUL scan 20 %, JSON
// pointers 19 %, QJsonObject lookups 30 %; and the read's duplicate-key scan is 40 % of the
// read. The next step is a checker over the parser's own tree (no QJsonValue per access,
// pointers built only for findings).
#include "capabilitygenerator.h"

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

double peakRssMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

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

void BM_LintCapabilities(benchmark::State &state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("caps.json"));
    const qint64 bytes = CapabilityGenerator::writeFile(path, int(state.range(0)));
    const double floor = floorSeconds(path);
    qsizetype findings = 0;
    double seconds = 0;
    double readSeconds = 0;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        const capstudio::CapabilityFile::Content content = capstudio::CapabilityFile::read(path);
        readSeconds = double(timer.nsecsElapsed()) / 1e9;
        const capstudio::Diagnostics diagnostics = capstudio::CapabilityRules::checkRows(
            content.rows, path, {},
            content.mayHoldNul ? capstudio::CapabilityRules::NulInText::Possible
                               : capstudio::CapabilityRules::NulInText::Absent);
        findings = diagnostics.size();
        benchmark::DoNotOptimize(findings);
        seconds = double(timer.nsecsElapsed()) / 1e9;
    }
    std::printf("lint-capabilities %d rows (%.1f MB): capstudio %.3f s, floor %.3f s, ratio %.2f\n",
                int(state.range(0)), double(bytes) / 1e6, seconds, floor, seconds / floor);
    state.SetBytesProcessed(state.iterations() * bytes);
    state.counters["capabilities"] = double(state.range(0));
    state.counters["file_MiB"] = double(bytes) / (1024.0 * 1024.0);
    state.counters["findings"] = double(findings);
    state.counters["floor_ms"] = floor * 1000.0;
    state.counters["ratio"] = seconds / floor;
    state.counters["read_ms"] = readSeconds * 1000.0;
    state.counters["rules_ms"] = (seconds - readSeconds) * 1000.0;
    state.counters["peak_rss_MiB"] = peakRssMiB();
}
BENCHMARK(BM_LintCapabilities)->Arg(1000)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace
