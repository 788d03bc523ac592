#!/usr/bin/env bash
# Compares this checkout's g8-bench figures with another checkout's, over several code layouts.
#
#   scripts/bench-layouts.sh BASE_DIR [--layouts N] [--reps R] [--out DIR] [-- G8_BENCH_ARGS...]
#
# BASE_DIR is a checkout of the code to compare against (`git worktree add /tmp/base REF`).
# Each checkout's g8-bench is built once in release mode with a section for each function,
# then linked N times (default 6) with lld shuffling those sections, seeds 1...N: N layouts of
# the same code. Every layout of both builds runs R times (default 2), base and head in turn,
# from this checkout (both read the same inputs), and scripts/compare-bench.py prints each
# figure's ratio, head ÷ base, over all of them. The JSON outputs stay in DIR (default
# .build/layouts). G8_BENCH_ARGS default to `--json`; `-- --json --only registration` times
# some scenarios only.
#
# Why: where the linker puts each function decides which of them share lines of the
# instruction cache. The run-path figures move by 10% between two links of the same code, so
# one link of each build compares two draws of that; many shuffled links compare the code.
# These flags are for measuring; the package itself sets none.
set -euo pipefail

usage() {
  sed -n '4,4p' "$0" | sed 's/^#   //'
  exit 2
}

[ $# -ge 1 ] || usage
base_dir=$(cd "$1" && pwd)
shift
layouts=6
reps=2
out=.build/layouts
bench_args=(--json)
while [ $# -gt 0 ]; do
  case "$1" in
  --layouts) layouts=$2; shift 2 ;;
  --reps) reps=$2; shift 2 ;;
  --out) out=$2; shift 2 ;;
  --) shift; bench_args=("$@"); break ;;
  *) usage ;;
  esac
done
cd "$(dirname "$0")/.."
head_dir=$PWD
mkdir -p "$out/bin"
out=$(cd "$out" && pwd)
[ -f "$base_dir/Package.swift" ] || { echo "$base_dir: no Package.swift"; exit 2; }

# A section for each function, so that lld can move functions rather than whole files.
flags=(-c release --product g8-bench -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld)
for build in base head; do
  dir=$base_dir
  [ $build = head ] && dir=$head_dir
  for seed in $(seq "$layouts"); do
    # Only the link differs from one seed to the next: SwiftPM relinks and compiles nothing.
    swift build --package-path "$dir" --scratch-path "$out/build-$build" "${flags[@]}" \
      -Xlinker "--shuffle-sections=.text*=$seed" > "$out/build-$build.log" 2>&1 ||
      { tail -20 "$out/build-$build.log"; exit 1; }
    cp "$out/build-$build/release/g8-bench" "$out/bin/g8-bench-$build-$seed"
    echo "built $build, layout $seed"
  done
done

rm -f "$out"/run-*.json
for rep in $(seq "$reps"); do
  for seed in $(seq "$layouts"); do
    # Base first on odd repetitions, head first on even ones.
    order="base head"
    [ $((rep % 2)) = 0 ] && order="head base"
    for build in $order; do
      "$out/bin/g8-bench-$build-$seed" "${bench_args[@]}" > "$out/run-$build-$seed-$rep.json" 2> "$out/run-$build-$seed-$rep.log" ||
        { tail -20 "$out/run-$build-$seed-$rep.log"; exit 1; }
    done
    echo "ran layout $seed, repetition $rep"
  done
done
python3 scripts/compare-bench.py "$out"
