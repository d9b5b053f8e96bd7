// Cold start of the GUI to the first painted window on the demo workspace: launches the
// real binary (offscreen) with CAPSTUDIO_EXIT_AFTER_FIRST_PAINT and times the whole process.
// "fresh" creates and seeds the workspace; "existing" opens the one made before.
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>

namespace {

double launch(const QString &dataHome, double *reportedMs)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // Offscreen by default; CAPSTUDIO_BENCH_PLATFORM=xcb under xvfb-run measures a real X server.
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"),
                       qEnvironmentVariable("CAPSTUDIO_BENCH_PLATFORM", QStringLiteral("offscreen")));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), dataHome);
    environment.insert(QStringLiteral("CAPSTUDIO_EXIT_AFTER_FIRST_PAINT"), QStringLiteral("1"));
    process.setProcessEnvironment(environment);
    QElapsedTimer timer;
    timer.start();
    process.start(QStringLiteral(CAPSTUDIO_BINARY), {});
    process.waitForFinished(60000);
    const double elapsed = double(timer.nsecsElapsed()) / 1e6;
    const QByteArray err = process.readAllStandardError();
    const int at = err.indexOf("first-paint-ms ");
    if (at >= 0)
        *reportedMs = err.mid(at + 15).trimmed().split('\n').first().toDouble();
    return elapsed;
}

void BM_StartupExistingWorkspace(benchmark::State &state)
{
    QTemporaryDir home;
    double reported = 0;
    launch(home.path(), &reported); // creates and seeds the workspace
    for (auto _ : state) {
        const double ms = launch(home.path(), &reported);
        state.SetIterationTime(ms / 1000.0);
    }
    state.counters["in_process_first_paint_ms"] = reported;
}
BENCHMARK(BM_StartupExistingWorkspace)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(10);

void BM_StartupFreshWorkspace(benchmark::State &state)
{
    double reported = 0;
    for (auto _ : state) {
        QTemporaryDir home;
        const double ms = launch(home.path(), &reported);
        state.SetIterationTime(ms / 1000.0);
    }
    state.counters["in_process_first_paint_ms"] = reported;
}
BENCHMARK(BM_StartupFreshWorkspace)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(10);

} // namespace

BENCHMARK_MAIN();
