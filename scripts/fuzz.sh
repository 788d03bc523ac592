#!/usr/bin/env bash
# Fuzzes one target with libFuzzer for a number of seconds, growing its corpus in Fuzz/Corpus.
#
#     scripts/fuzz.sh theme|merge|tokens|apply|manager SECONDS [more libFuzzer flags]
#
# SwiftPM cannot link a libFuzzer executable on Linux (it defines `main` itself), so the
# engine, themes, live restyling, widgets, previews, the harness and the entry point are
# compiled here into one module (copies of the sources without their imports of each other):
# one binary for every target (G8_FUZZ_TARGET picks one), rebuilt only when a source is newer.
#
# The loader targets (theme, merge, tokens) also read, as seeds, the real design-token files in
# ../shared/design-tokens when that folder is there: copied at run time into .build-fuzz, never
# into the repository. New inputs that libFuzzer finds go to Fuzz/Corpus/TARGET (inputs of at
# most 4 KiB, as -max_len says), but for a run seeded with those files to .build-fuzz/corpus-TARGET
# (what it finds holds pieces of them), or to a corpus folder named among the flags.
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: scripts/fuzz.sh theme|merge|tokens|apply|manager SECONDS [libFuzzer flags]"
target=${1:?$usage}
seconds=${2:?$usage}
shift 2
case "$target" in
  theme|merge|tokens|apply|manager) ;;
  *) echo "unknown target '$target': use theme, merge, tokens, apply or manager" >&2; exit 2 ;;
esac
out=.build-fuzz
binary="$out/fuzz"
mkdir -p "$out" "Fuzz/Corpus/$target"

modules="G8Core|G8Themes|G8Live|G8Widgets|G8Preview"
mapfile -t sources < <(find Sources/G8Core Sources/G8Themes Sources/G8Live Sources/G8Widgets Sources/G8Preview \
  Fuzz/Harness Fuzz/Entry -name '*.swift' ! -name G8Widgets.swift | sort)
inputs=("${sources[@]}")
# One build at a time: runs started together wait for the first one's binary.
exec 9>"$out/build.lock"
flock 9
stale=0
if [ ! -x "$binary" ]; then stale=1; else
  for source in "${inputs[@]}"; do
    if [ "$source" -nt "$binary" ]; then stale=1; break; fi
  done
fi
if [ "$stale" = 1 ]; then
  echo "building $binary"
  # gold warns once per sanitizer symbol it cannot export; those lines are noise.
  rm -rf "$out/src"
  copies=()
  for source in "${sources[@]}"; do
    mkdir -p "$out/src/$(dirname "$source")"
    grep -vE "^(@_exported |@testable |@_spi\(G8Engine\) )?import ($modules)\$" "$source" > "$out/src/$source"
    copies+=("$out/src/$source")
  done
  swiftc -module-name G8Widgets -package-name g8 -parse-as-library -O -g -sanitize=fuzzer,address \
    -swift-version 6 "${copies[@]}" -o "$binary.new" 2> >(grep -v "Cannot export local symbol" >&2)
  mv "$binary.new" "$binary"
fi
flock -u 9

# Seeds from real token files, for the loader targets: each as the target reads it.
seeds=()
tokens=../shared/design-tokens
if [ -d "$tokens" ] && { [ "$target" = theme ] || [ "$target" = merge ] || [ "$target" = tokens ]; }; then
  seedDir="$out/seeds-$target"
  if [ ! -d "$seedDir" ]; then
    mkdir -p "$seedDir.new"
    python3 - "$tokens" "$seedDir.new" "$target" <<'EOF'
import hashlib, pathlib, sys
root, out, target = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3]
for path in sorted(root.rglob("*.json")):
    data = path.read_bytes()
    if target == "tokens":    # a format byte, then the file: odd for Style Dictionary's form
        seed = (b"\x01" if "other-formats" in path.parts else b"\x00") + data
    elif target == "theme":   # the file as a theme's tokens
        seed = b'{"tokens": ' + data + b', "styles": {"label": {"textColor": "#000000"}}}'
    else:                     # a base theme, a NUL byte, and the file as an update's tokens
        seed = b'{"tokens": {}, "styles": {}}\x00{"tokens": ' + data + b"}"
    (out / hashlib.sha1(seed).hexdigest()).write_bytes(seed)
EOF
    mv "$seedDir.new" "$seedDir"
  fi
  seeds=("$seedDir")
  mkdir -p "$out/corpus-$target"
fi

mkdir -p "$out/crashes-$target"
dict=()
[ "$target" = apply ] || [ "$target" = manager ] || dict=(-dict=Fuzz/theme.dict)
# A corpus directory among the flags replaces Fuzz/Corpus/TARGET as the one new inputs go to.
corpus=("Fuzz/Corpus/$target")
if [ ${#seeds[@]} -gt 0 ]; then corpus=("$out/corpus-$target" "Fuzz/Corpus/$target"); fi
flags=()
for flag in "$@"; do
  if [ -d "$flag" ]; then corpus=("$flag" "Fuzz/Corpus/$target"); else flags+=("$flag"); fi
done
# -detect_leaks=0: the engine keeps compiled plans (up to G8Registry.maximumPlans) by design, so
# an input's mallocs and frees never balance and libFuzzer would scan the whole heap for leaks
# after every input, far more slowly. Leaks are checked by the AddressSanitizer test run, at exit;
# pass -detect_leaks=1 to check them here. -timeout=10: an input slower than 10 s is a finding.
G8_FUZZ_TARGET="$target" "$binary" "${corpus[@]}" "${seeds[@]}" "${dict[@]}" -max_total_time="$seconds" \
  -max_len=4096 -timeout=10 -detect_leaks=0 -artifact_prefix="$out/crashes-$target/" -print_final_stats=1 "${flags[@]}"
