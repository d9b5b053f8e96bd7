#include "mappingguard.h"

#include <atomic>
#include <csignal>
#include <cstdint>
#include <mutex>
#include <sys/mman.h>
#include <unistd.h>

namespace capstudio::provenance::detail {

namespace {

struct Range
{
    std::atomic<std::uintptr_t> begin{0};
    std::atomic<std::uintptr_t> end{0};
    std::atomic<bool> faulted{false};
};

Range ranges[MappingGuard::Slots];
std::mutex registry; // add() and remove(); the handler only reads
struct sigaction previousAction;

void passOn(int signal, siginfo_t *info, void *context)
{
    if ((previousAction.sa_flags & SA_SIGINFO) && previousAction.sa_sigaction) {
        previousAction.sa_sigaction(signal, info, context);
        return;
    }
    if (previousAction.sa_handler != SIG_DFL && previousAction.sa_handler != SIG_IGN) {
        previousAction.sa_handler(signal);
        return;
    }
    // What would have happened without us: the process ends on SIGBUS.
    ::signal(SIGBUS, SIG_DFL);
    ::raise(SIGBUS);
}

// Only async-signal-safe work: atomics, mmap(2), the previous handler.
void onBusError(int signal, siginfo_t *info, void *context)
{
    const std::uintptr_t address = reinterpret_cast<std::uintptr_t>(info->si_addr);
    static const std::uintptr_t page = std::uintptr_t(sysconf(_SC_PAGESIZE));
    for (Range &range : ranges) {
        const std::uintptr_t begin = range.begin.load(std::memory_order_acquire);
        if (begin == 0 || address < begin || address >= range.end.load(std::memory_order_acquire))
            continue;
        void *at = reinterpret_cast<void *>(address & ~(page - 1));
        if (mmap(at, page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) == MAP_FAILED)
            break;
        range.faulted.store(true, std::memory_order_release);
        return; // the read is retried and finds zeros
    }
    passOn(signal, info, context);
}

void install()
{
    struct sigaction action = {};
    action.sa_sigaction = onBusError;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, &previousAction);
}

} // namespace

int MappingGuard::add(const void *data, qint64 size)
{
    static std::once_flag installed;
    std::call_once(installed, install);
    const std::lock_guard<std::mutex> lock(registry);
    for (int slot = 0; slot < Slots; ++slot) {
        Range &range = ranges[slot];
        if (range.begin.load(std::memory_order_relaxed) != 0)
            continue;
        range.faulted.store(false, std::memory_order_relaxed);
        range.end.store(reinterpret_cast<std::uintptr_t>(data) + std::uintptr_t(size), std::memory_order_release);
        range.begin.store(reinterpret_cast<std::uintptr_t>(data), std::memory_order_release);
        return slot;
    }
    return -1;
}

void MappingGuard::remove(int slot)
{
    if (slot < 0 || slot >= Slots)
        return;
    const std::lock_guard<std::mutex> lock(registry);
    ranges[slot].begin.store(0, std::memory_order_release);
    ranges[slot].end.store(0, std::memory_order_release);
}

bool MappingGuard::faulted(int slot)
{
    return slot >= 0 && slot < Slots && ranges[slot].faulted.load(std::memory_order_acquire);
}

} // namespace capstudio::provenance::detail
