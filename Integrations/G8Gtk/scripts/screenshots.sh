#!/usr/bin/env bash
# Renders the gallery in light and dark mode into the root's docs/gtk-light.png and
# docs/gtk-dark.png, under a virtual X display with the cairo renderer.
# Usage: Integrations/G8Gtk/scripts/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export GSK_RENDERER=cairo GTK_A11Y=none GDK_SCALE=1
swift build --product GtkGallery
gallery="$(swift build --show-bin-path)/GtkGallery"
docs="$(cd ../.. && pwd)/docs"
xvfb-run -a "$gallery" --screenshot light "$docs/gtk-light.png"
xvfb-run -a "$gallery" --screenshot dark "$docs/gtk-dark.png"
