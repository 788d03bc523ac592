#!/usr/bin/env python3
"""Checks schema/g8-theme.schema.json: it is a valid 2020-12 schema, the example themes
validate against it, and documents the loader refuses are refused by the schema too."""
import json
import sys
from pathlib import Path

import jsonschema

root = Path(__file__).resolve().parent.parent
schema = json.loads((root / "schema/g8-theme.schema.json").read_text())
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)

failures = 0
for path in sorted((root / "Examples").rglob("*.json")):
    errors = list(validator.iter_errors(json.loads(path.read_text())))
    if errors:
        failures += 1
        print(f"{path.relative_to(root)}: {errors[0].message}")

refused = {
    "unknown top-level key": {"style": {}},
    "token name with a dot": {"tokens": {"a.b": {"$value": 1}}},
    "styles not an object": {"styles": []},
    "superStyle not a name": {"styles": {"s": {"superStyle": 4}}},
    "key with an empty component": {"styles": {"s": {"a..b": 1}}},
}
for name, document in refused.items():
    if validator.is_valid(document):
        failures += 1
        print(f"the schema accepts a document with {name}")

checked = len(list((root / "Examples").rglob("*.json"))) + len(refused)
print(f"{checked - failures} passed, {failures} failed")
sys.exit(1 if failures else 0)
