#!/bin/sh
# Runs a command in a private D-Bus session with a gnome-keyring Secret Service whose login
# keyring is created and unlocked with a throwaway password, under a temporary HOME that is
# removed afterwards: the user's own keychain and session bus are never touched.
#   withkeyring.sh <test executable> [arguments...]
set -eu

home=$(mktemp -d "${TMPDIR:-/tmp}/capstudio-keyring.XXXXXX")
trap 'rm -rf "$home"' EXIT INT TERM
mkdir -m 700 "$home/runtime"
export HOME="$home" XDG_RUNTIME_DIR="$home/runtime"
export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache"
unset DISPLAY WAYLAND_DISPLAY DBUS_SESSION_BUS_ADDRESS XDG_CURRENT_DESKTOP DESKTOP_SESSION \
      KDE_FULL_SESSION KDE_SESSION_VERSION GNOME_DESKTOP_SESSION_ID GNOME_KEYRING_CONTROL

# Inside the session: start the daemon in the foreground of a background job so that its
# process id is known and it is stopped with the session, wait until it owns the Secret
# Service name, then run the test.
status=0
dbus-run-session -- sh -c '
    printf "%s" capstudio-test | gnome-keyring-daemon --foreground --unlock --components=secrets >/dev/null 2>&1 &
    daemon=$!
    trap "kill $daemon 2>/dev/null; wait $daemon 2>/dev/null" EXIT
    tries=0
    until dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
              org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null | grep -q "boolean true"; do
        tries=$((tries + 1))
        if [ "$tries" -gt 100 ]; then
            echo "withkeyring.sh: gnome-keyring-daemon did not start" >&2
            exit 1
        fi
        sleep 0.1
    done
    CAPSTUDIO_KEYRING_TEST=1 "$@"
' withkeyring "$@" || status=$?
exit "$status"
