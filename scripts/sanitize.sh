#!/usr/bin/env bash
# Builds capstudio with sanitizers in a folder of its own and runs tests there.
#
#   scripts/sanitize.sh                 AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/),
#                                       the whole test suite under pg_virtualenv
#   scripts/sanitize.sh thread [REGEX]  ThreadSanitizer (build-tsan/), the tests matching REGEX
#                                       (default: the store, remote, designer and reliability tests)
#
# -O1, line tables only (-g1: reports name function, file and line; each of the ~160 test
# executables links every library, and full debug info made the tree 23 GB), benchmarks off. Any report fails the test that caused it (halt_on_error).
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-address}"
case "$mode" in
    address) build="${CAPSTUDIO_ASAN_BUILD_DIR:-build-asan}"; flags="-fsanitize=address,undefined -fno-sanitize-recover=undefined" ;;
    thread)  build="${CAPSTUDIO_TSAN_BUILD_DIR:-build-tsan}"; flags="-fsanitize=thread" ;;
    *) echo "usage: scripts/sanitize.sh [address|thread [REGEX]]" >&2; exit 2 ;;
esac
if [ ! -f "$build/CMakeCache.txt" ]; then
    generator=()
    command -v ninja >/dev/null && generator=(-G Ninja)
    cmake -S . -B "$build" "${generator[@]}" \
        -DCMAKE_BUILD_TYPE=Debug \
        -DCMAKE_CXX_FLAGS_DEBUG=-g1 \
        -DCAPSTUDIO_BUILD_BENCH=OFF \
        "-DCMAKE_CXX_FLAGS=-O1 -g1 -fno-omit-frame-pointer $flags" \
        "-DCMAKE_EXE_LINKER_FLAGS=$flags"
fi
cmake --build "$build" --parallel "$(nproc)"
cd "$build"
export QT_QPA_PLATFORM=offscreen
# Qt's own allocations that live until exit are not leaks of ours: leak checking is off.
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:handle_abort=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1"
if [ "$mode" = thread ]; then
    exec pg_virtualenv ctest --output-on-failure --timeout 1800 --parallel "$(nproc)" \
        -R "${2:-store|remote|apilist|designer|flowlibrary|workpool|reliability|workspace}"
fi
exec pg_virtualenv ctest --output-on-failure --timeout 1800 --parallel "$(nproc)"
