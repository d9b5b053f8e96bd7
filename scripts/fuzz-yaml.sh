#!/usr/bin/env bash
# Fuzzes the flowgate YAML reader with libFuzzer for a bounded time.
#
#   scripts/fuzz-yaml.sh [seconds]        (default 60)
#
# Configures a separate clang build (build-fuzz/, or $CAPSTUDIO_FUZZ_BUILD_DIR) whose code
# is instrumented for coverage and checked by AddressSanitizer and UBSan, builds the
# yamlreader_fuzz target and runs it on tests/flowgate/fuzz/seeds (new inputs go to
# <build>/yaml-fuzz-corpus, crash reproducers to <build>/yaml-fuzz-artifacts/). Exits
# non-zero when the fuzzer finds a crash, an invariant violation, a leak or a timeout.
# To keep a finding as a regression test, copy the reproducer into
# tests/flowgate/fuzz/seeds/ (tst_yamlreader_fuzz_regression replays every seed).
#
# Needs clang and libFuzzer (Debian: clang-14, libclang-rt-14-dev).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
build="${CAPSTUDIO_FUZZ_BUILD_DIR:-build-fuzz}"
jobs="${CAPSTUDIO_FUZZ_JOBS:-$(nproc)}"
cc="${CC:-clang}"
cxx="${CXX:-clang++}"

fuzzer_lib="$("$cxx" -print-file-name=libclang_rt.fuzzer-x86_64.a 2>/dev/null || true)"
if [ ! -f "$fuzzer_lib" ]; then
    echo "fuzz-yaml: libFuzzer not found for $cxx (Debian: apt-get install libclang-rt-14-dev)" >&2
    exit 2
fi

if [ ! -f "$build/CMakeCache.txt" ]; then
    generator=()
    command -v ninja >/dev/null && generator=(-G Ninja)
    CC="$cc" CXX="$cxx" cmake -S . -B "$build" "${generator[@]}" \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCAPSTUDIO_BUILD_BENCH=OFF \
        -DCAPSTUDIO_BUILD_TESTS=ON \
        "-DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
fi
cmake --build "$build" --target yamlreader_fuzz --parallel "$jobs"

corpus="$build/yaml-fuzz-corpus"
artifacts="$build/yaml-fuzz-artifacts"
mkdir -p "$corpus" "$artifacts"
exec "$build/tests/flowgate/yamlreader_fuzz" \
    -max_total_time="$seconds" \
    -max_len=16384 \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -dict=tests/flowgate/fuzz/yaml.dict \
    -artifact_prefix="$artifacts/" \
    -print_final_stats=1 \
    "$corpus" tests/flowgate/fuzz/seeds
