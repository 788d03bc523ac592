#!/usr/bin/env bash
# Builds the DocC documentation of G8Core and G8Widgets with the toolchain's docc, from symbol
# graphs, and fails on any DocC warning or any public symbol without a documentation comment.
# The archives land in .build-docs/G8Core.doccarchive and .build-docs/G8Widgets.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
swift build --scratch-path "$scratch" --target G8Widgets
swift build --scratch-path "$scratch" --target G8Tool
bin="$(swift build --scratch-path "$scratch" --show-bin-path)"
triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"

rm -rf "$scratch/symbol-graphs"
for module in G8Core G8Widgets G8Tool G8ThemeGenerator; do
  mkdir -p "$scratch/symbol-graphs/$module"
  swift symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$triple" \
    -minimum-access-level public -skip-inherited-docs -output-dir "$scratch/symbol-graphs/$module"
done

python3 scripts/check-docs.py "$scratch/symbol-graphs/G8Core" "$scratch/symbol-graphs/G8Widgets" "$scratch/symbol-graphs/G8Tool" "$scratch/symbol-graphs/G8ThemeGenerator"

docc="$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")"
for module in G8Core G8Widgets; do
  "$docc" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$scratch/symbol-graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.g8.$module" \
    --output-path "$scratch/$module.doccarchive" --transform-for-static-hosting --warnings-as-errors
done
echo "docs: built $scratch/G8Core.doccarchive and $scratch/G8Widgets.doccarchive with no warnings"
