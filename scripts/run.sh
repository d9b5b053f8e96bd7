#!/usr/bin/env bash
# Installs what is missing, builds, and opens capstudio on its embedded default workspace
# (a SQLite file under ~/.local/share/capstudio, seeded with demo data on first start).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
scripts/build.sh
exec build/app/capstudio "$@"
