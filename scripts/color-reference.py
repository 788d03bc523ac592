#!/usr/bin/env python3
"""Expected sRGB values for Tests/G8WidgetsTests/ColorSpaceConversionTests.swift, computed with
coloraide (pip install coloraide; 8.13.1 was used), independently of the Swift code.

Each color is converted to sRGB with coloraide's `oklch-chroma` gamut mapping, which is the CSS
Color 4 algorithm (binary search in OkLCh, deltaE OK, JND 0.02). Run it again and paste the
lines into the tests when cases change: python3 scripts/color-reference.py
"""
from coloraide import Color

NAN = float('nan')

# (label, coloraide space, components, alpha): object-form colors.
OBJECT_CASES = [
    ("srgb", "srgb", [0.4, 0.7, 0.1], 1),
    ("srgb-linear", "srgb-linear", [0.2, 0.5, 0.05], 1),
    ("hsl", "hsl", [210, 0.6, 0.4], 1),  # coloraide's hsl takes 0-1 saturation and lightness
    ("hwb", "hwb", [30, 0.2, 0.1], 1),
    ("lab", "lab", [62, 30, -40], 1),
    ("lch", "lch", [55, 40, 120], 1),
    ("oklab", "oklab", [0.7, -0.05, 0.08], 1),
    ("oklch", "oklch", [0.65, 0.12, 250], 1),
    ("display-p3", "display-p3", [0.3, 0.6, 0.4], 1),
    ("a98-rgb", "a98-rgb", [0.5, 0.3, 0.7], 1),
    ("prophoto-rgb", "prophoto-rgb", [0.4, 0.35, 0.3], 1),
    ("rec2020", "rec2020", [0.45, 0.5, 0.3], 1),
    ("xyz-d50", "xyz-d50", [0.3, 0.35, 0.25], 1),
    ("xyz-d65", "xyz-d65", [0.25, 0.3, 0.4], 1),
    ("alpha", "oklch", [0.65, 0.12, 250], 0.5),
    ("none hue", "hsl", [NAN, 0, 0.5], 1),
    ("none chroma and hue", "oklch", [0.7, NAN, NAN], 1),
    ("none in lab", "lab", [NAN, 20, -10], 1),
    ("out of gamut p3 green", "display-p3", [0, 1, 0], 1),
    ("out of gamut oklch", "oklch", [0.7, 0.4, 150], 1),
    ("out of gamut lab", "lab", [50, 120, -100], 1),
    ("out of gamut rec2020 red", "rec2020", [1, 0, 0], 1),
    ("out of gamut xyz", "xyz-d65", [0.9, 0.2, 0.1], 1),
]

CSS_CASES = [
    "#66b31a", "#6b1", "#66b31a80", "#6b18",
    "rgb(102 179 26)", "rgb(40% 70% 10% / 50%)", "rgba(102, 179, 26, 0.5)", "rgb(300 -20 26)",
    "hsl(210 60% 40%)", "hsla(210, 60%, 40%, 0.25)", "hsl(0.5turn 60% 40%)", "hsl(none 0% 50%)",
    "hwb(30 20% 10%)", "lab(62 30 -40)", "lab(62% 24% -32%)", "lch(55 40 120)", "lch(55 40 2.0944rad)",
    "oklab(0.7 -0.05 0.08)", "oklab(70% -12.5% 20%)", "oklch(0.65 0.12 250)", "oklch(65% 30% 250deg / 0.5)",
    "oklch(0.7 0.4 150)", "color(srgb 0.4 0.7 0.1)", "color(srgb-linear 0.2 0.5 0.05)",
    "color(display-p3 0 1 0)", "color(a98-rgb 0.5 0.3 0.7)", "color(prophoto-rgb 40% 35% 30%)",
    "color(rec2020 0.45 0.5 0.3)", "color(xyz 0.25 0.3 0.4)", "color(xyz-d50 0.3 0.35 0.25)",
    "rebeccapurple", "cornflowerblue", "transparent", "lab(50 120 -100)", "lch(60 130 400)",
]


def show(label, color):
    c = color.convert('srgb', fit='oklch-chroma')
    r, g, b = (0.0 if x != x else x for x in c[:-1])
    a = c[-1]
    print(f'    ("{label}", {r:.6f}, {g:.6f}, {b:.6f}, {a:.6f}),')


print("// object form")
for label, space, comps, alpha in OBJECT_CASES:
    show(label, Color(space, comps, alpha))
print("// css")
for text in CSS_CASES:
    show(text, Color(text))
