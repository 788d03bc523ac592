#!/usr/bin/env python3
"""Writes the theme-loading benchmark's inputs: the same bytes on every run and machine.

    python3 scripts/bench-themes.py OUT_DIR

- style-heavy.json: 1,000 tokens (colors with a dark mode, dimensions, fonts, shadows, with
  descriptions) and 3,000 styles of six entries each (keypaths, state modifiers, token
  references, literal values, superStyles), about 640 KiB: a large app's whole theme.
- mixed.json: a realistic theme of every kind of token and style, about 1.3 MB: tokens in groups
  with inherited $type, alias chains, $modes, $description and $extensions, composite values
  (shadow, border, typography), and styles nested for children.
- update.json: a small update for mixed.json (a dozen tokens and styles): a merge.
- lint-10mb.json: mixed.json's recipe scaled to about 10 MB: the `g8 lint` memory check.
- misspelt.json: a theme written against other names, about 800 KiB: style-heavy's tokens and
  3,000 styles of six entries, each a property name with a letter dropped, a reference to a
  token name with a letter dropped, or a superStyle naming no style: every entry is a
  diagnostic with a "did you mean", the slow path of a theme ported from another widget set.

g8-bench runs this script itself (into .build/bench-inputs) when its inputs are missing.
"""
import json
import random
import sys
from pathlib import Path

COLOR_KEYS = ["textColor", "backgroundColor", "tintColor", "layer.borderColor", "layer.shadowColor"]
LABEL_KEYS = ["textColor", "font", "numberOfLines", "textAlignment", "backgroundColor", "alpha"]
BUTTON_KEYS = ["titleColor", "titleColor:highlighted", "titleColor:disabled", "backgroundColor",
               "layer.cornerRadius", "layer.borderWidth", "tintColor", "titleFont"]
VIEW_KEYS = ["backgroundColor", "layer.cornerRadius", "layer.borderWidth", "layer.borderColor",
             "alpha", "isHidden", "clipsToBounds", "layer.shadowOpacity", "layer.shadowRadius"]
ALIGNMENTS = ["left", "center", "right", "natural", "justified"]
WEIGHTS = ["regular", "medium", "semibold", "bold"]


def hex_color(rng):
    return "#%06X" % rng.randrange(0x1000000)


def tokens(rng, groups, per_group):
    """Token groups: colors with dark modes, dimensions, fonts, shadows, borders and aliases."""
    tree = {}
    names = {"color": [], "number": [], "font": [], "shadow": []}
    for group in range(groups):
        kind = ["color", "color", "number", "font", "shadow"][group % 5]
        members = {"$type": kind, "$description": f"Group {group} of {kind} tokens for the app's surfaces."}
        for index in range(per_group):
            name = f"{kind}{group}.t{index}"
            token = {}
            if index > 0 and index % 4 == 0:
                token["$value"] = "{" + rng.choice(names[kind][-min(len(names[kind]), 8):]) + "}" if names[kind] else None
            if token.get("$value") is None:
                if kind == "color":
                    token["$value"] = hex_color(rng)
                    token["$modes"] = {"dark": hex_color(rng)}
                elif kind == "number":
                    token["$value"] = rng.choice([0, 1, 2, 4, 6, 8, 12, 16, 20, 24, 32])
                elif kind == "font":
                    token["$value"] = {"family": rng.choice(["Inter", "SF Pro", "Roboto"]),
                                       "size": rng.choice([12, 13, 14, 15, 16, 17, 20, 24, 28, 34]),
                                       "weight": rng.choice(WEIGHTS)}
                else:
                    token["$value"] = {"color": hex_color(rng) + "33", "offsetX": 0,
                                       "offsetY": rng.choice([1, 2, 4, 8]), "blur": rng.choice([2, 4, 8, 16]),
                                       "spread": 0}
            if index % 3 == 0:
                token["$description"] = f"Token {index} of group {group}: used by {rng.randrange(2, 40)} screens."
            if index % 7 == 0:
                token["$extensions"] = {"com.example.figma": {"id": f"S:{rng.randrange(10**12):012d}", "hidden": False}}
            members[f"t{index}"] = token
            names[kind].append(name)
        tree[f"{kind}{group}"] = members
    return tree, names


def leaf_value(rng, key, names):
    base = key.split(":")[0].split(".")[-1]
    if base.endswith("Color"):
        return "{" + rng.choice(names["color"]) + "}" if rng.random() < 0.8 else hex_color(rng)
    if base in ("font", "titleFont"):
        return "{" + rng.choice(names["font"]) + "}" if rng.random() < 0.7 else {"family": "Inter", "size": rng.choice([13, 15, 17])}
    if base in ("cornerRadius", "borderWidth", "shadowRadius"):
        return "{" + rng.choice(names["number"]) + "}" if rng.random() < 0.6 else rng.choice([0, 1, 2, 4, 8, 12])
    if base in ("alpha", "shadowOpacity"):
        return rng.choice([0.4, 0.6, 0.8, 1])
    if base == "numberOfLines":
        return rng.choice([0, 1, 2, 3])
    if base == "textAlignment":
        return rng.choice(ALIGNMENTS)
    if base in ("isHidden", "clipsToBounds"):
        return rng.choice([True, False])
    raise ValueError(key)


def style_heavy():
    rng = random.Random(8)
    tree, names = tokens(rng, groups=40, per_group=25)  # 1,000 tokens
    styles = {}
    children = ["title", "subtitle", "action", "card", "icon", "badge"]
    for index in range(3000):
        style = {}
        if index % 10 != 0:
            style["superStyle"] = f"s{index - 1 - rng.randrange(min(index, 5))}" if index else None
            if style["superStyle"] is None:
                del style["superStyle"]
        while len(style) < 6:
            child = rng.choice(children)
            keys = BUTTON_KEYS if child == "action" else LABEL_KEYS if child in ("title", "subtitle", "badge") else VIEW_KEYS
            key = f"{child}.{rng.choice(keys)}"
            if key not in style:
                style[key] = leaf_value(rng, key, names)
        styles[f"s{index}"] = style
    return {"tokens": tree, "styles": styles}


def misspelt():
    rng = random.Random(21)
    tree, names = tokens(rng, groups=40, per_group=25)  # 1,000 tokens

    def drop(name):
        index = rng.randrange(len(name))
        return name[:index] + name[index + 1:]

    keys = sorted(set(LABEL_KEYS + BUTTON_KEYS + VIEW_KEYS) - {"titleColor:highlighted", "titleColor:disabled"})
    styles = {}
    for index in range(3000):
        style = {}
        if index % 5 == 0:
            style["superStyle"] = drop(f"s{rng.randrange(3000)}x")
        while len(style) < 6:
            key = rng.choice(keys)
            if rng.random() < 0.5:
                style[drop(key.split(".")[-1])] = leaf_value(rng, key, names)
            else:
                style[rng.choice(COLOR_KEYS)] = "{" + drop(rng.choice(names["color"])) + "}"
        styles[f"s{index}"] = style
    return {"tokens": tree, "styles": styles}


def mixed(scale):
    rng = random.Random(15 + scale)
    tree, names = tokens(rng, groups=60 * scale, per_group=40)
    tree["border"] = {"$type": "border", "hairline": {"$value": {"color": "{color0.t0}", "width": 1, "style": "solid"}}}
    tree["typography"] = {"$type": "typography", "body": {"$value": {
        "fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
        "lineHeight": 1.5, "letterSpacing": {"value": 0, "unit": "px"}}}}
    styles = {}
    for index in range(2500 * scale):
        style = {}
        if index % 8 != 0:
            style["superStyle"] = f"m{index - 1}"
        for _ in range(rng.randrange(2, 6)):
            key = rng.choice(VIEW_KEYS)
            style[key] = leaf_value(rng, key, names)
        for child in rng.sample(["heading", "detail", "action", "accessory"], rng.randrange(1, 4)):
            keys = BUTTON_KEYS if child == "action" else LABEL_KEYS if child in ("heading", "detail") else VIEW_KEYS
            nested = {}
            for _ in range(rng.randrange(2, 5)):
                key = rng.choice(keys)
                nested[key] = leaf_value(rng, key, names)
            style[child] = nested
        styles[f"m{index}"] = style
    return {"tokens": tree, "styles": styles}


def update(theme):
    rng = random.Random(3)
    groups = [name for name in theme["tokens"] if name.startswith("color")][:3]
    tokens = {group: {f"t{index}": {"$value": hex_color(rng)} for index in range(1, 5)} for group in groups}
    styles = {f"m{index}": {"backgroundColor": hex_color(rng), "heading": {"textColor": "{color0.t1}"}}
              for index in range(1, 13, 2)}
    return {"tokens": tokens, "styles": styles}


def write(path, document):
    path.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{path}: {path.stat().st_size:,} bytes")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    write(out / "style-heavy.json", style_heavy())
    base = mixed(1)
    write(out / "mixed.json", base)
    write(out / "update.json", update(base))
    write(out / "lint-10mb.json", mixed(8))
    write(out / "misspelt.json", misspelt())


if __name__ == "__main__":
    main()
