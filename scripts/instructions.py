#!/usr/bin/env python3
"""Counts the instructions of the engine's main paths under callgrind and holds them against
the thresholds kept in Benchmarks/instructions.json.

    python3 scripts/instructions.py                 # count, compare, exit 1 on a regression
    python3 scripts/instructions.py --record        # write the counts as the new thresholds
    python3 scripts/instructions.py --bench PATH    # count another build of g8-bench

Each path runs as `g8-bench --count PATH N`, which prepares its inputs and runs the path N times
inside one function; callgrind collects only inside it (--toggle-collect), so a count is the
path's own: no start-up, no input generation, no set-up. Swift's hashing is seeded for the run
(SWIFT_DETERMINISTIC_HASHING=1), so the same build gives the same count on every run and
machine of one kind: instruction counts, unlike times, do not move with the machine's load.

A path fails when it takes more than 5% more instructions a run than its threshold. A
threshold changes only in a commit that says why (`--record`, then review the diff).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
THRESHOLDS = ROOT / "Benchmarks" / "instructions.json"
TOLERANCE = 0.05

# Each path and how many times it runs in one count: enough for the set-up-free count to be
# stable, few enough for callgrind to finish in seconds.
PATHS = {
    "screen-repeated": 2000,
    "screen-first": 200,
    "registration": 500,
    "key-switch": 10,
    "theme-load": 3,
    "style-heavy": 2,
    "theme-merge": 2,
    "remote-update": 2,
}


def count(bench, path, runs, inputs):
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "callgrind.out"
        # valgrind 3.19 (Debian 12) cannot read the DWARF 5 debug information of a Swift build;
        # a copy without it keeps the symbols, which is all --toggle-collect needs.
        stripped = Path(folder) / "g8-bench"
        subprocess.run(["strip", "--strip-debug", "-o", str(stripped), str(bench)], check=True)
        env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
        command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                   "--collect-atstart=no", "--toggle-collect=*Instructions*measured*",
                   str(stripped), "--inputs", str(inputs), "--count", path, str(runs)]
        result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"instructions: {path}: g8-bench exited {result.returncode}\n{result.stderr[-4000:]}")
        for line in out.read_text().splitlines():
            if line.startswith("totals:") or line.startswith("summary:"):
                total = int(line.split()[1])
                if total == 0:
                    sys.exit(f"instructions: {path}: callgrind counted nothing inside the measured function")
                return total / runs
    sys.exit(f"instructions: {path}: no totals in callgrind's output")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bench", help="the g8-bench binary (default: the release build's)")
    parser.add_argument("--record", action="store_true", help="write the counts as the thresholds")
    parser.add_argument("--only", help="comma-separated paths")
    arguments = parser.parse_args()
    bench = arguments.bench
    if bench is None:
        bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                                  capture_output=True, text=True, check=True).stdout.strip()
        bench = Path(bin_path) / "g8-bench"
    if not Path(bench).exists():
        sys.exit(f"instructions: {bench} does not exist: swift build -c release --product g8-bench")
    paths = arguments.only.split(",") if arguments.only else list(PATHS)
    for path in paths:
        if path not in PATHS:
            sys.exit(f"instructions: unknown path '{path}'; paths: {', '.join(PATHS)}")
    # The load paths' inputs, written by the benchmark's own script (the same bytes everywhere).
    inputs = ROOT / ".build" / "bench-inputs"
    if not (inputs / "style-heavy.json").exists():
        subprocess.run([sys.executable, str(ROOT / "scripts" / "bench-themes.py"), str(inputs)], check=True,
                       stdout=subprocess.DEVNULL)
    thresholds = json.loads(THRESHOLDS.read_text()) if THRESHOLDS.exists() else {}
    failed = []
    print(f"{'path':<16} {'runs':>5} {'instructions/run':>17} {'threshold':>13} {'ratio':>7}")
    counts = {}
    for path in paths:
        per_run = count(bench, path, PATHS[path], inputs)
        counts[path] = round(per_run)
        threshold = thresholds.get(path)
        if threshold is None:
            print(f"{path:<16} {PATHS[path]:>5} {per_run:>17,.0f} {'none':>13} {'':>7}")
            if not arguments.record:
                failed.append(f"{path}: no threshold in {THRESHOLDS.name}")
            continue
        ratio = per_run / threshold
        print(f"{path:<16} {PATHS[path]:>5} {per_run:>17,.0f} {threshold:>13,} {ratio:>7.3f}")
        if ratio > 1 + TOLERANCE:
            failed.append(f"{path}: {per_run:,.0f} instructions a run, {ratio - 1:.1%} over the threshold {threshold:,}")
    if arguments.record:
        thresholds.update(counts)
        THRESHOLDS.write_text(json.dumps(dict(sorted(thresholds.items())), indent=2) + "\n")
        print(f"wrote {THRESHOLDS.relative_to(ROOT)}")
        return
    for line in failed:
        print(f"instructions: {line}", file=sys.stderr)
    if failed:
        sys.exit(1)
    print(f"every path within {TOLERANCE:.0%} of its threshold")


if __name__ == "__main__":
    main()
