#!/usr/bin/env bash
# Installs the Debian 12 packages capstudio needs to build, run and test; installs only
# what is missing. Needs root or sudo when something is missing.
set -euo pipefail

packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-svg-dev libqt6svg6 libqt6sql6-sqlite libqt6sql6-psql libsqlite3-dev libpq-dev libgl-dev
    libyaml-cpp-dev libyaml-dev nlohmann-json3-dev libvalijson-dev libbenchmark-dev
    libgraphviz-dev graphviz
    postgresql postgresql-common xvfb xauth clang libclang-rt-14-dev
    libssl-dev qtkeychain-qt6-dev libsecret-1-0 gnome-keyring dbus-daemon dbus-bin openssl curl
    dpkg-dev desktop-file-utils appstream man-db git
)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "capstudio: installing ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
