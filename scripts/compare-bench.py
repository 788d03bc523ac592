#!/usr/bin/env python3
"""Compares the figures of two builds of g8-bench, each run over several code layouts.

    python3 scripts/compare-bench.py DIR

DIR holds `g8-bench --json` outputs named `run-BUILD-LAYOUT-REP.json`, BUILD being `base` or
`head` (what `scripts/bench-layouts.sh` writes). For each figure it prints the median of each
build over all its runs, and head ÷ base: the ratio of those medians, then the median and the
range over layouts of each layout's ratio (its runs' medians, head's over base's). A figure
where a higher value is better (a speed-up, a throughput) is marked `↑`: there, a ratio below
1 is the slower one.

Why layouts: where the linker puts each function decides which of them share lines of the
instruction cache, and that moves a run-path figure by 10% from one link to the next with the
code unchanged. One link of each build compares two draws of that; the median over several
shuffled links compares the code.
"""
import collections
import json
import re
import statistics
import sys
from pathlib import Path

HIGHER_IS_BETTER = ("speedup", "mb_per_s")
# Counts and sizes the run fixes rather than measures.
FIXED = ("memory.widgets", "cells.count", "theme_load.bytes", "style_heavy.bytes", "theme_switch.widgets")


def load(directory):
    runs = collections.defaultdict(lambda: collections.defaultdict(list))
    pattern = re.compile(r"run-(base|head)-(\d+)-(\d+)\.json$")
    for path in sorted(Path(directory).iterdir()):
        match = pattern.search(path.name)
        if not match:
            continue
        try:
            figures = json.loads(path.read_text())
        except json.JSONDecodeError as error:
            sys.exit(f"{path}: not a g8-bench --json output ({error})")
        runs[match.group(1)][int(match.group(2))].append(figures)
    return runs


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[2].strip())
    runs = load(sys.argv[1])
    if not runs["base"] or not runs["head"]:
        sys.exit(f"{sys.argv[1]}: needs run-base-*.json and run-head-*.json")
    layouts = sorted(set(runs["base"]) & set(runs["head"]))
    every = {build: [figures for layout in runs[build].values() for figures in layout] for build in runs}
    names = [name for name in every["base"][0] if name in every["head"][0] and name not in FIXED]
    count = {build: len(every[build]) for build in every}
    print(f"{len(layouts)} layouts; {count['base']} runs of base, {count['head']} of head")
    print(f"{'figure':52} {'base':>11} {'head':>11} {'head÷base':>9} {'by layout: median':>17} {'range':>13}")
    for name in names:
        base = statistics.median(run[name] for run in every["base"] if name in run)
        head = statistics.median(run[name] for run in every["head"] if name in run)
        ratios = []
        for layout in layouts:
            b = [run[name] for run in runs["base"][layout] if name in run]
            h = [run[name] for run in runs["head"][layout] if name in run]
            if b and h and statistics.median(b):
                ratios.append(statistics.median(h) / statistics.median(b))
        mark = "↑" if name.endswith(HIGHER_IS_BETTER) else " "
        overall = f"{head / base:9.3f}" if base else f"{'-':>9}"
        by_layout = f"{statistics.median(ratios):17.3f} {min(ratios):6.3f}–{max(ratios):6.3f}" if ratios else ""
        print(f"{name:50} {mark} {base:11.4g} {head:11.4g} {overall} {by_layout}")


if __name__ == "__main__":
    main()
