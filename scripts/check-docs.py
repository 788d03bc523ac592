#!/usr/bin/env python3
"""Fails when a public symbol of one of G8's library modules has no documentation comment.

Reads the symbol graphs that `swift symbolgraph-extract` writes, from the directories given
as arguments (scripts/docs.sh runs it). Symbols the compiler synthesizes (Equatable's ==, a RawRepresentable
enum's init(rawValue:)) and default implementations inherited from another module's
protocols carry no comment of ours and are not counted. An enum case is counted: each one
needs its own `///`.
"""
import json
import pathlib
import sys

MODULES = ("G8Core", "G8Themes", "G8Live", "G8Remote", "G8Widgets", "G8Preview", "G8Tool", "G8ThemeGenerator")


def main() -> int:
    missing = []
    total = 0
    paths = sorted(p for directory in sys.argv[1:] for p in pathlib.Path(directory).glob("*.symbols.json"))
    if not paths:
        print("check-docs: no symbol graphs found in " + " ".join(sys.argv[1:]))
        return 1
    for path in paths:
        module = path.name.split(".")[0].split("@")[0]
        if module not in MODULES:
            continue
        graph = json.loads(path.read_text())
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            precise = symbol["identifier"]["precise"]
            if "::SYNTHESIZED::" in precise:
                continue
            location = symbol.get("location", {})
            if "/Sources/" not in location.get("uri", ""):
                # A default implementation from another module's protocol extension (`!=`,
                # `...`): written there, documented there.
                continue
            total += 1
            # A comment inherited from a protocol of another module (Equatable's ==) does not
            # count: what we write ourselves needs our own comment.
            doc = symbol.get("docComment", {})
            comment = doc.get("lines", []) if doc.get("module", module) == module else []
            if not any(line.get("text", "").strip() for line in comment):
                where = location.get("uri", "?").split("/Sources/")[-1]
                line = location.get("position", {}).get("line", -1) + 1
                title = ".".join(symbol["pathComponents"])
                missing.append(f"Sources/{where}:{line}: {symbol['kind']['displayName'].lower()} {title} has no documentation comment")
    for entry in sorted(set(missing)):
        print(entry)
    print(f"check-docs: {total - len(set(missing))} of {total} public symbols documented")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
