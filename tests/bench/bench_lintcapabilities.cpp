// lint-capabilities on generated catalogs: file read + JSON parse + every rule.
#include "capabilitygenerator.h"

#include "catalog/capabilityfile.h"
#include "catalog/capabilityrules.h"

#include <QTemporaryDir>
#include <benchmark/benchmark.h>
#include <sys/resource.h>

namespace {

double peakRssMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

void BM_LintCapabilities(benchmark::State &state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("caps.json"));
    const qint64 bytes = CapabilityGenerator::writeFile(path, int(state.range(0)));
    qsizetype findings = 0;
    for (auto _ : state) {
        const capstudio::CapabilityFile::Content content = capstudio::CapabilityFile::read(path);
        const capstudio::Diagnostics diagnostics = capstudio::CapabilityRules::checkRows(content.rows, path);
        findings = diagnostics.size();
        benchmark::DoNotOptimize(findings);
    }
    state.SetBytesProcessed(state.iterations() * bytes);
    state.counters["capabilities"] = double(state.range(0));
    state.counters["file_MiB"] = double(bytes) / (1024.0 * 1024.0);
    state.counters["findings"] = double(findings);
    state.counters["peak_rss_MiB"] = peakRssMiB();
}
BENCHMARK(BM_LintCapabilities)->Arg(1000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace
