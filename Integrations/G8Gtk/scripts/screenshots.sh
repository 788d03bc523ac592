#!/usr/bin/env bash
# Renders the gallery app in light and dark mode, each at normal and high contrast, into
# docs/images/gallery-*.png, under a virtual X display with the cairo renderer: the README's
# pictures, written by the app itself (`GtkGallery --screenshot`).
# Usage: Integrations/G8Gtk/scripts/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export GSK_RENDERER=cairo GTK_A11Y=none GDK_SCALE=1
swift build --product GtkGallery
gallery="$(swift build --show-bin-path)/GtkGallery"
mkdir -p docs/images
xvfb-run -a "$gallery" --screenshot docs/images/gallery-light.png --mode light
xvfb-run -a "$gallery" --screenshot docs/images/gallery-dark.png --mode dark
xvfb-run -a "$gallery" --screenshot docs/images/gallery-high-contrast.png --mode light --contrast high
xvfb-run -a "$gallery" --screenshot docs/images/gallery-high-contrast-dark.png --mode dark --contrast high
