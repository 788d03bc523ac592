#!/usr/bin/env bash
# Builds the DocC documentation of every library module with the toolchain's docc, from symbol
# graphs, and fails on any DocC warning or any public symbol without a documentation comment.
# The archives land in .build-docs/<Module>.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
for target in G8Widgets G8Remote G8Preview G8Tool; do
  swift build --scratch-path "$scratch" --target "$target"
done
bin="$(swift build --scratch-path "$scratch" --show-bin-path)"
triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"

rm -rf "$scratch/symbol-graphs"
for module in G8Core G8Themes G8Live G8Remote G8Widgets G8Preview G8Tool G8ThemeGenerator; do
  mkdir -p "$scratch/symbol-graphs/$module"
  swift symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$triple" \
    -minimum-access-level public -skip-inherited-docs -output-dir "$scratch/symbol-graphs/$module"
done

python3 scripts/check-docs.py "$scratch"/symbol-graphs/*

docc="$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")"
for module in G8Core G8Themes G8Live G8Remote G8Widgets G8Preview; do
  "$docc" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$scratch/symbol-graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.g8.$module" \
    --output-path "$scratch/$module.doccarchive" --transform-for-static-hosting --warnings-as-errors
done
echo "docs: built $scratch/{G8Core,G8Themes,G8Live,G8Remote,G8Widgets,G8Preview}.doccarchive with no warnings"
