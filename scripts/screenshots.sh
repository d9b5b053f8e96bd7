#!/usr/bin/env bash
# Regenerates the pictures of the README and the manual (docs/manual/images) from the real
# window: the tests labelled "screenshots" (every area, light and dark, 1280×800, 1920×1080 and
# 200 %) and the scenario tests whose pictures the README shows. Other sizes land in
# build/screenshots for looking over.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
export CAPSTUDIO_SCREENSHOT_DIR="$PWD/docs/manual/images"
cd build
ctest --output-on-failure -L screenshots
# The README's scenario pictures come from the tests that build those scenarios.
ctest --output-on-failure -R '^(tst_capabilityeditor|tst_mainwindowagents|tst_configurebindingdialog|tst_dispatchdryrundialog|tst_designerpane|tst_simulatorpanel|tst_mainwindowconnection|tst_connectionsdialog|tst_mainwindowcatalog|tst_mainwindowprovenance)$'
echo "pictures written to $CAPSTUDIO_SCREENSHOT_DIR and $PWD/screenshots"
