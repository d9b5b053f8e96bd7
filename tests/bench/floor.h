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
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

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

struct ChildRun
{
    double seconds = 0;
    double peakMegabytes = 0;
    bool ok = false;
};

// Runs a program with stdout discarded; its wall time and peak resident memory (from
// wait4()'s resource usage). ok when it ran (whatever its exit code, as lint and scan exit 1
// with findings).
//
// A child's peak memory counts the image it was forked from: forked from a benchmark that
// has just parsed 90 MB, a 130 MB command read as 600 MB. So children are forked by a small
// process of the benchmark's own, started before main() while the benchmark is still small,
// which runs one command at a time for it over a pair of pipes.
class Spawner
{
public:
    static Spawner &instance()
    {
        static Spawner spawner;
        return spawner;
    }

    ChildRun run(const std::vector<std::string> &argv)
    {
        ChildRun result;
        if (m_pid <= 0)
            return result;
        std::string request;
        for (const std::string &arg : argv) {
            request += arg;
            request.push_back('\0');
        }
        const std::uint32_t size = std::uint32_t(request.size());
        if (!writeAll(m_toSpawner, &size, sizeof size) || !writeAll(m_toSpawner, request.data(), request.size()))
            return result;
        double answer[3] = {0, 0, 0}; // seconds, peak MiB, ok
        if (!readAll(m_fromSpawner, answer, sizeof answer))
            return result;
        result.seconds = answer[0];
        result.peakMegabytes = answer[1];
        result.ok = answer[2] != 0;
        return result;
    }

private:
    Spawner()
    {
        int toSpawner[2];
        int fromSpawner[2];
        if (pipe(toSpawner) != 0 || pipe(fromSpawner) != 0)
            return;
        m_pid = fork();
        if (m_pid == 0) {
            close(toSpawner[1]);
            close(fromSpawner[0]);
            serve(toSpawner[0], fromSpawner[1]);
            _exit(0);
        }
        close(toSpawner[0]);
        close(fromSpawner[1]);
        m_toSpawner = toSpawner[1];
        m_fromSpawner = fromSpawner[0];
    }
    ~Spawner()
    {
        if (m_pid > 0) {
            close(m_toSpawner);
            close(m_fromSpawner);
            waitpid(m_pid, nullptr, 0);
        }
    }

    static bool writeAll(int fd, const void *data, size_t size)
    {
        const char *p = static_cast<const char *>(data);
        while (size > 0) {
            const ssize_t written = write(fd, p, size);
            if (written <= 0)
                return false;
            p += written;
            size -= size_t(written);
        }
        return true;
    }
    static bool readAll(int fd, void *data, size_t size)
    {
        char *p = static_cast<char *>(data);
        while (size > 0) {
            const ssize_t got = read(fd, p, size);
            if (got <= 0)
                return false;
            p += got;
            size -= size_t(got);
        }
        return true;
    }
    static void serve(int requests, int answers)
    {
        std::uint32_t size = 0;
        while (readAll(requests, &size, sizeof size)) {
            std::string request(size, '\0');
            if (!readAll(requests, request.data(), size))
                return;
            std::vector<char *> args;
            for (size_t at = 0; at < request.size(); at += std::strlen(request.data() + at) + 1)
                args.push_back(request.data() + at);
            args.push_back(nullptr);
            timespec start{};
            clock_gettime(CLOCK_MONOTONIC, &start);
            const pid_t pid = fork();
            if (pid == 0) {
                if (std::FILE *null = std::freopen("/dev/null", "w", stdout))
                    (void)null;
                execvp(args[0], args.data());
                _exit(127);
            }
            int status = 0;
            rusage usage{};
            double answer[3] = {0, 0, 0};
            if (pid > 0 && wait4(pid, &status, 0, &usage) == pid) {
                timespec end{};
                clock_gettime(CLOCK_MONOTONIC, &end);
                answer[0] = double(end.tv_sec - start.tv_sec) + double(end.tv_nsec - start.tv_nsec) / 1e9;
                answer[1] = double(usage.ru_maxrss) / 1024.0; // KiB on Linux
                answer[2] = WIFEXITED(status) && WEXITSTATUS(status) != 127 ? 1 : 0;
            }
            if (!writeAll(answers, answer, sizeof answer))
                return;
        }
    }

    pid_t m_pid = -1;
    int m_toSpawner = -1;
    int m_fromSpawner = -1;
};

// Started before main(), while the benchmark is small.
inline const bool spawnerStarted = (Spawner::instance(), true);

inline ChildRun runChild(const std::vector<std::string> &argv)
{
    return Spawner::instance().run(argv);
}

// The fastest of `runs` runs, and the peak memory of that run.
inline ChildRun fastestChild(const std::vector<std::string> &argv, int runs = 3)
{
    ChildRun best;
    for (int run = 0; run < runs; ++run) {
        const ChildRun child = runChild(argv);
        if (child.ok && (!best.ok || child.seconds < best.seconds))
            best = child;
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
