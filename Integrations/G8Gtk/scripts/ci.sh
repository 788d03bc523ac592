#!/usr/bin/env bash
# Builds G8Gtk and runs its tests under a virtual X display.
# Installs libgtk-4-dev, xvfb and xauth first when they are missing (needs root, Debian/Ubuntu),
# and dbus and python3-gi, which the desktop-appearance tests' fake Settings portal runs on.
# Usage: Integrations/G8Gtk/scripts/ci.sh [extra `swift test` arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
pkg-config --exists gtk4 2>/dev/null || missing+=(libgtk-4-dev)
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
command -v xauth >/dev/null 2>&1 || missing+=(xauth)
command -v dbus-run-session >/dev/null 2>&1 || missing+=(dbus)
/usr/bin/python3 -c 'import gi; gi.require_version("Gio", "2.0")' >/dev/null 2>&1 || missing+=(python3-gi gir1.2-glib-2.0)
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "ci.sh: missing ${missing[*]}; run as root to install them with apt-get" >&2
        exit 1
    fi
    echo "ci.sh: installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi

# The cairo renderer gives the same pixels on every machine; no accessibility bus under Xvfb.
export GSK_RENDERER=cairo GTK_A11Y=none GDK_SCALE=1
# A GTK critical (a misuse GTK detects and survives) ends the run, so no test passes over one.
# The fuzzing test runs its batches in child processes of the test binary, so that a critical
# names its case; G8GTK_FUZZ_CASES (2000) and G8GTK_FUZZ_SEED choose the cases.
export G_DEBUG=fatal-criticals
# Snapshot tests compare with the references checked in and never write one here: a missing
# reference fails. Their actual, reference and diff PNGs go to .build/snapshot-artifacts.
export G8_RECORD="${G8_RECORD:-never}"
# GSettings in memory: a test that changes GNOME's colour scheme never touches the user's.
export GSETTINGS_BACKEND=memory
swift build --build-tests
xvfb-run -a swift test "$@"
