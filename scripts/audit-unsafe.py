#!/usr/bin/env python3
"""Counts the unsafe operations and the traps in Sources/, per module: the figures of the audit
in docs/robustness.md.

    python3 scripts/audit-unsafe.py            # a table per module: what, how many, in which files
    python3 scripts/audit-unsafe.py --lines    # every occurrence, as path:line: text
    python3 scripts/audit-unsafe.py --check    # exit 1 when the counts differ from the doc's table

An occurrence is a use in code (comments are left out), counted once per line and kind. The
kinds are what skips a check Swift would make (a cast, a reference count, a bounds check, an
exclusivity or a Sendable check), what reaches into the Swift runtime, and what stops the
process on purpose. `--check` compares with the table between the audit markers in
docs/robustness.md, so a change that adds or removes one, in any branch, shows there.
"""
import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "robustness.md"
BEGIN, END = "<!-- audit-unsafe: begin -->", "<!-- audit-unsafe: end -->"

# (kind, pattern), in the order the table lists them.
KINDS = [
    ("unchecked cast", r"\bunsafeBitCast\b|\bunsafeDowncast\b"),
    ("unretained reference", r"\bUnmanaged\b|\bunowned\b"),
    ("pointer or raw memory",
     r"\bUnsafe(Mutable)?(Raw)?(Buffer)?Pointer\b|\bwithUnsafe\w*|\bassumingMemoryBound\b|\bbindMemory\b"
     r"|\bloadUnaligned\b|\bstoreBytes\b|\bmemcmp\b|\bmemcpy\b|\bunsafeUninitializedCapacity\b"),
    ("@unchecked Sendable", r"@unchecked\s+Sendable"),
    ("nonisolated(unsafe)", r"nonisolated\(unsafe\)"),
    ("runtime internals", r"@_spi\((?!G8Engine\))|@_silgen_name\b|\b_forEachField\b"),
    ("precondition", r"\bprecondition\(|\bpreconditionFailure\("),
    ("fatalError", r"\bfatalError\("),
    ("assert (debug builds only)", r"\bassert\(|\bassertionFailure\("),
]


def code_of(line):
    """The line without its `//` comment (a `//` inside a string literal is kept)."""
    quoted = False
    index = 0
    while index < len(line):
        char = line[index]
        if char == "\\" and quoted:
            index += 2
            continue
        if char == '"':
            quoted = not quoted
        elif not quoted and line.startswith("//", index):
            return line[:index]
        index += 1
    return line


def occurrences():
    """(module, kind, path, line number, text) for every occurrence in Sources/."""
    found = []
    for path in sorted((ROOT / "Sources").rglob("*.swift")):
        module = path.relative_to(ROOT / "Sources").parts[0]
        in_block = False
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if in_block:
                if "*/" in line:
                    in_block = False
                continue
            if line.lstrip().startswith("/*"):
                in_block = "*/" not in line
                continue
            code = code_of(line)
            for kind, pattern in KINDS:
                if re.search(pattern, code):
                    found.append((module, kind, str(path.relative_to(ROOT)), number, line.strip()))
    return found


def table(found):
    """The Markdown table: per module and kind, the count and the files."""
    counts = defaultdict(lambda: defaultdict(int))
    for module, kind, path, _, _ in found:
        counts[(module, kind)][Path(path).name] += 1
    rows = ["| module | kind | count | files |", "|---|---|---|---|"]
    order = [kind for kind, _ in KINDS]
    for module, kind in sorted(counts, key=lambda key: (key[0], order.index(key[1]))):
        files = counts[(module, kind)]
        listed = ", ".join(f"`{name}` {n}" if n > 1 else f"`{name}`" for name, n in sorted(files.items()))
        rows.append(f"| {module} | {kind} | {sum(files.values())} | {listed} |")
    return "\n".join(rows)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", action="store_true", help="list every occurrence")
    parser.add_argument("--check", action="store_true", help="compare with docs/robustness.md")
    arguments = parser.parse_args()
    found = occurrences()
    if arguments.lines:
        for module, kind, path, number, text in found:
            print(f"{path}:{number}: {kind}: {text}")
        return
    made = table(found)
    if arguments.check:
        doc = DOC.read_text()
        if BEGIN not in doc or END not in doc:
            sys.exit(f"audit-unsafe: no table between {BEGIN} and {END} in {DOC.relative_to(ROOT)}")
        kept = doc.split(BEGIN, 1)[1].split(END, 1)[0].strip()
        if kept != made:
            print(made)
            sys.exit(f"audit-unsafe: the counts differ from {DOC.relative_to(ROOT)}'s table: "
                     "update the table (above) and the text that explains each entry")
        print(f"audit-unsafe: {DOC.relative_to(ROOT)}'s table matches the sources")
        return
    print(made)


if __name__ == "__main__":
    main()
