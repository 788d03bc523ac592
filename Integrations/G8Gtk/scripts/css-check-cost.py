#!/usr/bin/env python3
"""What checking `css` values costs, as a share of the paths that check them, in instructions.

    python3 scripts/css-check-cost.py            # after: swift build -c release --product g8-gtk-bench
    python3 scripts/css-check-cost.py --apart    # the first run of a process, and each run after it

Each path runs as `g8-gtk-bench --css-cost PATH N` under callgrind (and Xvfb, on GTK's thread,
where an application would have GTK parse a value), collecting only inside `CSSCheckCost.measured` as the root
package's scripts/instructions.py does. The check's share is the inclusive count of
`GtkAppliers.Checks.css(_:)` (the scan of the declarations) over the
path's total. The optimizer inlines the check into its callers, so its share is the sum of its
parts, which are functions of their own: `GtkCSS.declarationProblem(_:)` (the scan that keeps a
value to declarations), `GtkKnownDeclarations.accepts(_:)` (which takes the commonest forms
without more), and `GtkAppliers.Checks.cssParsedByGTK(_:)`, GTK's parse, which runs when a value
is applied and which a load or a merge should not reach. Prints one line a path; exits 1 when
a share is over 5%.

A process's first run holds work done once a process (GTK makes its CSS properties at its
first parse; the stack's bounds are found once), which the average of three runs spreads over
all three. `--apart` runs each path once and four times instead, and prints the first run and
a later one (a third of the difference) apart; it exits 1 when a later run's share is over 5%.
"""
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The commonest forms of `css` value, then forms only GTK's parse can judge; each run's values
# are new to the process (see Benchmarks/GtkBench/CSSCheckCost.swift).
PATHS = {"theme-load": 3, "remote-update": 3, "theme-load-parsed": 3, "remote-update-parsed": 3}
GOAL = 0.05


def share(bench, path, runs):
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "callgrind.out"
        # valgrind 3.19 cannot read the DWARF 5 debug information of a Swift build; the symbols are enough.
        stripped = Path(folder) / "g8-gtk-bench"
        subprocess.run(["strip", "--strip-debug", "-o", str(stripped), str(bench)], check=True)
        env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1", GSK_RENDERER="cairo", GTK_A11Y="none")
        command = ["xvfb-run", "-a", "valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                   "--collect-atstart=no", "--toggle-collect=*CSSCheckCost*measured*",
                   str(stripped), "--css-cost", path, str(runs)]
        result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"css-check-cost: {path}: exited {result.returncode}\n{result.stderr[-4000:]}")
        annotated = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", str(out)],
                                   capture_output=True, text=True, check=True).stdout
        demangled = subprocess.run(["swift", "demangle", "--simplified"], input=annotated,
                                   capture_output=True, text=True, check=True).stdout
        total = None
        whole = scan = known = gtk = 0
        for line in demangled.splitlines():
            match = re.match(r"\s*([\d,]+)\s+(?:\([^)]*\)\s+)?(.*)", line)
            if not match:
                continue
            count = int(match.group(1).replace(",", ""))
            name = match.group(2)
            if "PROGRAM TOTALS" in name:
                total = count
            # The optimizer inlines the check into its callers, leaving its parts as functions
            # of their own: the grammar of known forms, the scan of the declarations, and GTK's
            # parse (made when a value is applied, so a load or a merge should show none of
            # it). Where the check itself stands, it holds them.
            elif "GtkCSS.declarationProblem(" in name:
                scan = max(scan, count)
            elif "GtkKnownDeclarations.accepts(" in name:
                known = max(known, count)
            elif "GtkAppliers.Checks.cssParsedByGTK(" in name:
                gtk = max(gtk, count)
            elif re.search(r"(?<!in )static GtkAppliers\.Checks\.css\(", name):
                whole = max(whole, count)
        if not total:
            sys.exit(f"css-check-cost: {path}: no totals in callgrind's output")
        return total, max(whole, scan + known + gtk), gtk


def main():
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                              capture_output=True, text=True, check=True).stdout.strip()
    bench = Path(bin_path) / "g8-gtk-bench"
    if not bench.exists():
        sys.exit(f"css-check-cost: {bench} does not exist: swift build -c release --product g8-gtk-bench")
    over = False
    apart = "--apart" in sys.argv[1:]
    print(f"{'path':<37} {'instructions/run':>17} {'css check/run':>14} {'share':>7} {'of it GTK parse':>16}")

    def line(name, total, check, gtk, judged):
        nonlocal over
        fraction = check / total
        if judged:
            over = over or fraction > GOAL
        print(f"{name:<37} {total:>17,.0f} {check:>14,.0f} {fraction:>7.2%} {gtk / check if check else 0:>16.0%}")

    for path, runs in PATHS.items():
        if apart:
            first = share(bench, path, 1)
            four = share(bench, path, 4)
            line(f"{path}, first run", *first, judged=False)
            line(f"{path}, each run after", *((b - a) / 3 for a, b in zip(first, four)), judged=True)
        else:
            line(path, *(part / runs for part in share(bench, path, runs)), judged=True)
    sys.exit(1 if over else 0)


if __name__ == "__main__":
    main()
