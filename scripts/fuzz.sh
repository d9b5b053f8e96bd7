#!/usr/bin/env bash
# Fuzzes one of capstudio's readers with libFuzzer for a bounded time.
#
#   scripts/fuzz.sh yaml [seconds]        the flowgate YAML reader (default 60 s)
#   scripts/fuzz.sh bundle [seconds]      the provenance bundle reader
#   scripts/fuzz.sh catalog [seconds]     the JSON readers of capability and binding files
#   scripts/fuzz.sh envtemplate [seconds] the \${env:VAR} scanner and resolver
#   scripts/fuzz.sh urlguard [seconds]    the provider URL guard
#   scripts/fuzz.sh sourcemap [seconds]   the JSON source map of the editors
#   scripts/fuzz.sh all [seconds]         each of them in turn, for that long each
#
# Configures a separate clang build (build-fuzz/, or $CAPSTUDIO_FUZZ_BUILD_DIR) whose code
# is instrumented for coverage and checked by AddressSanitizer and UBSan, builds the fuzz
# target and runs it on its seeds (new inputs go to <build>/<name>-fuzz-corpus, crash
# reproducers to <build>/<name>-fuzz-artifacts/). Exits non-zero when the fuzzer finds a
# crash, an invariant violation, a leak or a timeout. To keep a finding as a regression
# test, copy the reproducer into the seeds folder (tst_yamlreader_fuzz_regression and
# tst_bundle_fuzz_regression replay every seed).
#
# CAPSTUDIO_FUZZ_SEED fixes libFuzzer's random seed, so that a run can be repeated (CI uses
# one; run `CAPSTUDIO_FUZZ_SEED=N CAPSTUDIO_FUZZ_CORPUS=$(mktemp -d) scripts/fuzz.sh NAME S`
# with a longer S to go through what CI's run goes through, and further);
# CAPSTUDIO_FUZZ_CORPUS puts the corpus of new inputs elsewhere.
#
# Needs clang and libFuzzer (Debian: clang-14, libclang-rt-14-dev).
set -euo pipefail
cd "$(dirname "$0")/.."

name="${1:-}"
seconds="${2:-60}"
if [ "$name" = all ]; then
    for each in yaml bundle catalog envtemplate urlguard sourcemap; do
        "$0" "$each" "$seconds"
    done
    exit 0
fi
seeds=""
case "$name" in
    yaml)   target=yamlreader_fuzz; folder=tests/flowgate; dict=tests/flowgate/fuzz/yaml.dict; max_len=16384 ;;
    bundle) target=bundle_fuzz; folder=tests/provenance; dict=tests/provenance/fuzz/json.dict; max_len=65536 ;;
    catalog) target=catalogfile_fuzz; folder=tests/fuzz; seeds=tests/fuzz/seeds/catalog; dict=tests/provenance/fuzz/json.dict; max_len=32768 ;;
    envtemplate) target=envtemplate_fuzz; folder=tests/fuzz; seeds=tests/fuzz/seeds/envtemplate; dict=tests/fuzz/envtemplate.dict; max_len=4096 ;;
    urlguard) target=urlguard_fuzz; folder=tests/fuzz; seeds=tests/fuzz/seeds/urlguard; dict=tests/fuzz/url.dict; max_len=1024 ;;
    sourcemap) target=jsonsourcemap_fuzz; folder=tests/fuzz; seeds=tests/fuzz/seeds/sourcemap; dict=tests/provenance/fuzz/json.dict; max_len=16384 ;;
    *) echo "usage: scripts/fuzz.sh yaml|bundle|catalog|envtemplate|urlguard|sourcemap|all [seconds]" >&2; exit 2 ;;
esac
[ -n "$seeds" ] || seeds="$folder/fuzz/seeds"
build="${CAPSTUDIO_FUZZ_BUILD_DIR:-build-fuzz}"
jobs="${CAPSTUDIO_FUZZ_JOBS:-$(nproc)}"
cc="${CC:-clang}"
cxx="${CXX:-clang++}"

fuzzer_lib="$("$cxx" -print-file-name=libclang_rt.fuzzer-x86_64.a 2>/dev/null || true)"
if [ ! -f "$fuzzer_lib" ]; then
    echo "fuzz: libFuzzer not found for $cxx (Debian: apt-get install libclang-rt-14-dev)" >&2
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
cmake --build "$build" --target "$target" --parallel "$jobs"

corpus="${CAPSTUDIO_FUZZ_CORPUS:-$build/$name-fuzz-corpus}"
seed=()
[ -z "${CAPSTUDIO_FUZZ_SEED:-}" ] || seed=(-seed="$CAPSTUDIO_FUZZ_SEED")
artifacts="$build/$name-fuzz-artifacts"
mkdir -p "$corpus" "$artifacts"
exec "$build/$folder/$target" \
    -max_total_time="$seconds" \
    -max_len="$max_len" \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -dict="$dict" \
    -artifact_prefix="$artifacts/" \
    -print_final_stats=1 \
    "${seed[@]}" \
    "$corpus" "$seeds"
