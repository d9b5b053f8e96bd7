#!/usr/bin/env bash
# Regenerates the pictures of the README and the manual (docs/manual/images) from the real
# window: the tests labelled "screenshots" (every area, light and dark, at 1280×800, 1920×1080
# and 200 %, each checked for squeezed panes) and the scenario tests whose pictures the README
# shows. Only pictures the README or the manual name are copied in; the rest (other sizes,
# intermediate states) stay in build/screenshots for looking over.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
scripts/build.sh
out="$root/build/screenshots"
rm -rf "$out"
mkdir -p "$out"
export CAPSTUDIO_SCREENSHOT_DIR="$out"
cd build
ctest --output-on-failure -L screenshots
# The README's scenario pictures come from the tests that build those scenarios.
pg_virtualenv ctest --output-on-failure -R '^(tst_capabilityeditor|tst_mainwindowagents|tst_configurebindingdialog|tst_dispatchdryrundialog|tst_designerpane|tst_simulatorpanel|tst_mainwindowconnection|tst_connectionsdialog|tst_mainwindowcatalog|tst_mainwindowprovenance|tst_mainwindowaudit|tst_bundlecomparedialog|tst_analysispanel|tst_comparepanel|tst_mergedialog|tst_provenancepane)$'
copied=0
for picture in $(grep -oh 'images/[a-z0-9-]*\.png' "$root/README.md" "$root"/docs/manual/*.md | sort -u); do
    name="${picture#images/}"
    if [ -f "$out/$name" ]; then
        cp "$out/$name" "$root/docs/manual/images/$name"
        copied=$((copied + 1))
    else
        echo "screenshots: no test made $name" >&2
        exit 1
    fi
done
echo "$copied pictures copied to docs/manual/images; all of them in $out"
