#!/usr/bin/env bash
# Redraws the README's preview pictures of the demo theme: docs/preview-{light,dark}.svg with
# `g8 preview`, and PNG copies made with rsvg-convert (apt-get install librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product g8
for mode in light dark; do
  args=()
  if [ "$mode" = dark ]; then args=(--mode dark); fi
  .build/debug/g8 preview Examples/Themes/demo.json --style screen "${args[@]}" --out "docs/preview-$mode.svg"
  rsvg-convert --format png --output "docs/preview-$mode.png" "docs/preview-$mode.svg"
done
