#!/usr/bin/env bash
# Builds the Debian package (capstudio_<version>_<arch>.deb in build/), checks the desktop
# entry and the AppStream metadata it carries, installs it with apt as a user would and runs
# the installed binary. Needs root or sudo for the install; the package is removed again.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
scripts/build.sh
rm -f build/capstudio_*.deb
cmake --build build --target package
deb=$(ls build/capstudio_*_*.deb)
echo "capstudio: built ${deb} ($(du -h "${deb}" | cut -f1))"

contents=$(mktemp -d)
trap 'rm -rf "${contents}"' EXIT
dpkg-deb -x "${deb}" "${contents}"
desktop-file-validate "${contents}"/usr/share/applications/*.desktop
appstreamcli validate --no-net "${contents}"/usr/share/metainfo/*.metainfo.xml

sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "./${deb}"
/usr/bin/capstudio --version
QT_QPA_PLATFORM=offscreen /usr/bin/capstudio validate resources/demo/flowgate/library.yaml >/dev/null
man -w capstudio >/dev/null
# Help ▸ Manual finds its pages beside the installed binary.
test -f /usr/share/capstudio/manual/index.md
test -f /usr/share/capstudio/manual/images/first-run-designer.png
# The window opens from the installed files and paints (the start-up figure of the note).
QT_QPA_PLATFORM=offscreen CAPSTUDIO_EXIT_AFTER_FIRST_PAINT=1 HOME="${contents}/home" /usr/bin/capstudio
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get remove -y -qq capstudio
