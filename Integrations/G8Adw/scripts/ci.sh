#!/usr/bin/env bash
# Builds G8Adw and runs its tests under a virtual X display, as G8Gtk's scripts/ci.sh does
# (which installs GTK, Xvfb and dbus). Installs libadwaita-1-dev first when it is missing and
# this runs as root (Debian/Ubuntu); where libadwaita cannot be had, says so and stops
# without failing: G8Gtk builds and tests without it.
# Usage: Integrations/G8Adw/scripts/ci.sh [extra `swift test` arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

if ! pkg-config --exists libadwaita-1 2>/dev/null && [ "$(id -u)" -eq 0 ]; then
    echo "ci.sh: installing libadwaita-1-dev"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libadwaita-1-dev || true
fi
if ! pkg-config --exists libadwaita-1 2>/dev/null; then
    echo "ci.sh: libadwaita-1 not found by pkg-config: G8Adw not built"
    exit 0
fi

# As G8Gtk's: the same pixels everywhere, no accessibility bus, a GTK critical ends the run.
export GSK_RENDERER=cairo GTK_A11Y=none GDK_SCALE=1 G_DEBUG=fatal-criticals GSETTINGS_BACKEND=memory
swift build --build-tests
xvfb-run -a swift test "$@"
