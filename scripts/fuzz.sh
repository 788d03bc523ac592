#!/usr/bin/env bash
# Fuzzes one target with libFuzzer for a number of seconds, growing its corpus in Fuzz/Corpus.
#
#     scripts/fuzz.sh theme|merge|apply|manager SECONDS [more libFuzzer flags]
#
# SwiftPM cannot link a libFuzzer executable on Linux (it defines `main` itself), so the
# engine, the widgets, the harness and the entry point are compiled here into one module.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: scripts/fuzz.sh theme|merge|apply|manager SECONDS}
seconds=${2:?usage: scripts/fuzz.sh theme|merge|apply|manager SECONDS}
shift 2
case "$target" in
  theme) flag=FUZZ_THEME ;;
  merge) flag=FUZZ_MERGE ;;
  apply) flag=FUZZ_APPLY ;;
  manager) flag=FUZZ_MANAGER ;;
  *) echo "unknown target '$target': use theme, merge, apply or manager" >&2; exit 2 ;;
esac
out=.build-fuzz
mkdir -p "$out" "Fuzz/Corpus/$target"
mapfile -t sources < <(find Sources/G8Core Sources/G8Widgets Fuzz/Harness Fuzz/Entry -name '*.swift' ! -name G8Widgets.swift | sort)
echo "building $out/fuzz-$target"
# gold warns once per sanitizer symbol it cannot export; those lines are noise.
swiftc -module-name G8Widgets -parse-as-library -O -g -sanitize=fuzzer,address -D "$flag" \
  -swift-version 6 "${sources[@]}" -o "$out/fuzz-$target" 2> >(grep -v "Cannot export local symbol" >&2)
mkdir -p "$out/crashes-$target"
dict=()
[ "$target" = apply ] || [ "$target" = manager ] || dict=(-dict=Fuzz/theme.dict)
"$out/fuzz-$target" "Fuzz/Corpus/$target" "${dict[@]}" -max_total_time="$seconds" -max_len=4096 \
  -artifact_prefix="$out/crashes-$target/" -print_final_stats=1 "$@"
