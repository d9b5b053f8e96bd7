#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole test suite. PostgreSQL tests run
# against a throwaway cluster that pg_virtualenv creates and removes; conformance tests
# run against ../shared/corpus when that folder exists.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
scripts/build.sh
cd build
exec pg_virtualenv ctest --output-on-failure --timeout 900 --parallel "$(nproc)" "$@"
