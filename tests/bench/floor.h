#pragma once

// What the benchmarks that measure against a floor share: the peak resident set, a command
// timed as a separate process (the database shells, jq), and the one line each prints,
//   <what>: capstudio T s, floor F s, ratio R
// so a run's figures read the same whatever the benchmark.
#include <QElapsedTimer>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <cstdio>
#include <sys/resource.h>

namespace benchfloor {

inline double peakRssMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

// The fastest of `runs` runs of a program, its output thrown away; -1 when it cannot run or
// fails (the caller reports that rather than a ratio).
inline double commandSeconds(const QString &program, const QStringList &arguments, int runs = 3)
{
    double best = -1;
    for (int run = 0; run < runs; ++run) {
        QProcess process;
        process.setStandardOutputFile(QProcess::nullDevice());
        QElapsedTimer timer;
        timer.start();
        process.start(program, arguments);
        if (!process.waitForFinished(600000) || process.exitStatus() != QProcess::NormalExit
            || process.exitCode() != 0) {
            std::fprintf(stderr, "floor: %s failed: %s\n", qPrintable(program),
                         process.readAllStandardError().constData());
            return -1;
        }
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        best = best < 0 ? seconds : std::min(best, seconds);
    }
    return best;
}

inline void printRatio(const QString &what, double seconds, double floor)
{
    std::printf("%s: capstudio %.3f s, floor %.3f s, ratio %.2f\n", qPrintable(what), seconds, floor,
                floor > 0 ? seconds / floor : 0.0);
    std::fflush(stdout);
}

} // namespace benchfloor
