#!/usr/bin/env bash
# Renders the theme studio, light and dark, on the sample theme its tests use (a misspelt
# property and low-contrast texts, so the problems list has something to show) into the root's
# docs/studio-light.png and docs/studio-dark.png, under a virtual X display with the cairo
# renderer.
# Usage: Integrations/G8Gtk/scripts/studio-screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export GSK_RENDERER=cairo GTK_A11Y=none GDK_SCALE=1 GSETTINGS_BACKEND=memory
swift build --product ThemeStudio
studio="$(swift build --show-bin-path)/ThemeStudio"
docs="$(cd ../.. && pwd)/docs"
shots="$(mktemp -d)"
trap 'rm -rf "$shots"' EXIT
# From the sample's folder, so that the problems name it as a theme author's editor would.
(cd Tests/G8GtkTests/Golden/ThemeStudio && xvfb-run -a "$studio" sample.theme.json --screenshot "$shots")
cp "$shots/studio-light.png" "$docs/studio-light.png"
cp "$shots/studio-dark.png" "$docs/studio-dark.png"
cp "$shots/preview-dark.png" "$docs/studio-preview-dark.png"
