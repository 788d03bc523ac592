#!/usr/bin/env python3
"""Checks schema/g8-theme.schema.json, which `g8 schema` generates from the engine's appliers:
it is current (the same as what the built g8 writes, when given with --g8 PATH), it is a valid
2020-12 schema, the example themes validate against it, and documents the loader refuses are
refused by the schema too.

    python3 scripts/check-schema.py --g8 .build/debug/g8
"""
import json
import subprocess
import sys
from pathlib import Path

import jsonschema

root = Path(__file__).resolve().parent.parent
schema_path = root / "schema/g8-theme.schema.json"
failures = 0

if "--g8" in sys.argv:
    g8 = sys.argv[sys.argv.index("--g8") + 1]
    generated = subprocess.run([g8, "schema"], check=True, capture_output=True, text=True).stdout
    if generated != schema_path.read_text():
        failures += 1
        print(f"{schema_path.relative_to(root)} is not what 'g8 schema' writes: run {g8} schema --out {schema_path.relative_to(root)}")

schema = json.loads(schema_path.read_text())
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)

# The TeamTool example styles its own widget: its theme is checked against the schema its own
# tool writes (built beside g8), not against g8's. FirstScreen's theme styles a widget of its
# own too, which only its program's engine knows: its golden output checks it.
team = root / "Examples/TeamTool"
first_screen = root / "Examples/FirstScreen"
accepted = [p for p in sorted((root / "Examples").rglob("*.json"))
            if p.name != "broken-update.json" and team not in p.parents and first_screen not in p.parents]
for path in accepted:
    errors = list(validator.iter_errors(json.loads(path.read_text())))
    if errors:
        failures += 1
        print(f"{path.relative_to(root)}: {errors[0].message}")
if "--g8" in sys.argv:
    team_tool = Path(sys.argv[sys.argv.index("--g8") + 1]).parent / "TeamTool"
    team_schema = json.loads(subprocess.run([str(team_tool), "schema"], check=True, capture_output=True, text=True).stdout)
    team_validator = jsonschema.Draft202012Validator(team_schema)
    for path in sorted(team.rglob("*.json")):
        accepted.append(path)
        errors = list(team_validator.iter_errors(json.loads(path.read_text())))
        if errors:
            failures += 1
            print(f"{path.relative_to(root)}: {errors[0].message} (TeamTool's schema)")

refused = {
    "unknown top-level key": {"style": {}},
    "token name with a dot": {"tokens": {"a.b": {"$value": 1}}},
    "styles not an object": {"styles": []},
    "superStyle not a name": {"styles": {"s": {"superStyle": 4}}},
    "key with an empty component": {"styles": {"s": {"a..b": 1}}},
    "unknown enum case": {"styles": {"s": {"textAlignment": "centre"}}},
    "color with five digits": {"styles": {"s": {"label.textColor": "#12345"}}},
    "font without a size": {"styles": {"s": {"font": {"family": "Inter"}}}},
    "font with an unknown member": {"styles": {"s": {"font": {"size": 12, "sise": 3}}}},
    "alpha above 1": {"styles": {"s": {"alpha": 2}}},
    "unknown state": {"styles": {"s": {"titleColor:hilighted": "#FFFFFF"}}},
    "state on a property without states": {"styles": {"s": {"alpha:selected": 0.5}}},
    "misspelt property": {"styles": {"s": {"textColour": "#FFFFFF"}}},
    "a named colour that is a number": {"namedColors": {"window_bg_color": 12}},
    "namedColors not an object": {"namedColors": ["window_bg_color"]},
    "the broken update": json.loads((root / "Examples/RemoteTheme/Resources/broken-update.json").read_text()),
}
# Forms the loader reads: whole-token and group `$ref`s, `$extends` (the Design Tokens format), named colours.
pointers = {
    "a whole-token $ref": {"tokens": {"base": {"$type": "color", "$value": "#FF0000"}, "alias": {"$ref": "#/base"}}},
    "a group $ref and $extends": {"tokens": {"a": {"x": {"$value": 1}}, "b": {"$ref": "#/a"}, "c": {"$extends": "{a}"}}},
    "named colours": {"tokens": {"color": {"$type": "color", "surface": {"$value": "#FFFFFF"}}},
                      "namedColors": {"window_bg_color": "{color.surface}", "accent_bg_color": "#0366D6",
                                      "view_bg_color": {"colorSpace": "srgb", "components": [1, 1, 1]}}},
}
for name, document in pointers.items():
    errors = list(validator.iter_errors(document))
    if errors:
        failures += 1
        print(f"the schema refuses {name}: {errors[0].message}")
accepted += list(pointers)
refused["a $ref that is no pointer"] = {"tokens": {"alias": {"$ref": "base"}}}

for name, document in refused.items():
    if validator.is_valid(document):
        failures += 1
        print(f"the schema accepts a document with {name}")

checked = len(accepted) + len(refused)
print(f"{checked - failures} passed, {failures} failed")
sys.exit(1 if failures else 0)
