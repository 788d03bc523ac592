import Testing
import G8Widgets

private func css(_ text: String) -> Color? { try? Color.css(text).get() }
private func problem(_ text: String) -> String? {
    if case .failure(let problem) = Color.css(text) { return problem.description }
    return nil
}

@Suite("CSS Color 4 strings as colors")
struct ColorCSSStringTests {
    // Expected values computed with coloraide 8.13.1 from the same strings, converted to sRGB
    // with its oklch-chroma gamut mapping (scripts/color-reference.py).
    static let cases: [(String, (Double, Double, Double, Double))] = [
        ("#66b31a", (0.400000, 0.701961, 0.101961, 1)),
        ("#6b1", (0.400000, 0.733333, 0.066667, 1)),
        ("#66b31a80", (0.400000, 0.701961, 0.101961, 0.501961)),
        ("#6b18", (0.400000, 0.733333, 0.066667, 0.533333)),
        ("rgb(102 179 26)", (0.400000, 0.701961, 0.101961, 1)),
        ("rgb(40% 70% 10% / 50%)", (0.400000, 0.700000, 0.100000, 0.5)),
        ("rgba(102, 179, 26, 0.5)", (0.400000, 0.701961, 0.101961, 0.5)),
        ("hsl(210 60% 40%)", (0.160000, 0.400000, 0.640000, 1)),
        ("hsla(210, 60%, 40%, 0.25)", (0.160000, 0.400000, 0.640000, 0.25)),
        ("hsl(0.5turn 60% 40%)", (0.160000, 0.640000, 0.640000, 1)),
        ("hsl(none 0% 50%)", (0.500000, 0.500000, 0.500000, 1)),
        ("hwb(30 20% 10%)", (0.900000, 0.550000, 0.200000, 1)),
        ("lab(62 30 -40)", (0.684952, 0.516969, 0.869083, 1)),
        ("lab(62% 24% -32%)", (0.684952, 0.516969, 0.869083, 1)),
        ("lch(55 40 120)", (0.437559, 0.551671, 0.268275, 1)),
        ("lch(55 40 2.0944rad)", (0.437558, 0.551671, 0.268276, 1)),
        ("oklab(0.7 -0.05 0.08)", (0.581954, 0.658627, 0.393135, 1)),
        ("oklab(70% -12.5% 20%)", (0.581954, 0.658627, 0.393135, 1)),
        ("oklch(0.65 0.12 250)", (0.318926, 0.578633, 0.836431, 1)),
        ("oklch(65% 30% 250deg / 0.5)", (0.318926, 0.578633, 0.836431, 0.5)),
        ("color(srgb 0.4 0.7 0.1)", (0.400000, 0.700000, 0.100000, 1)),
        ("color(srgb-linear 0.2 0.5 0.05)", (0.484529, 0.735357, 0.247801, 1)),
        ("color(a98-rgb 0.5 0.3 0.7)", (0.562291, 0.295040, 0.717247, 1)),
        ("color(prophoto-rgb 40% 35% 30%)", (0.533016, 0.412546, 0.362726, 1)),
        ("color(rec2020 0.45 0.5 0.3)", (0.394324, 0.479841, 0.222283, 1)),
        ("color(xyz 0.25 0.3 0.4)", (0.423028, 0.615635, 0.646468, 1)),
        ("color(xyz-d50 0.3 0.35 0.25)", (0.538567, 0.654122, 0.577390, 1)),
        ("rebeccapurple", (0.400000, 0.200000, 0.600000, 1)),
        ("cornflowerblue", (0.392157, 0.584314, 0.929412, 1)),
        ("transparent", (0, 0, 0, 0)),
    ]

    /// Outside sRGB: gamut-mapped, compared with a looser tolerance (the binary search stops
    /// within 0.0001 of chroma).
    static let outOfGamut: [(String, (Double, Double, Double, Double))] = [
        ("oklch(0.7 0.4 150)", (0.000000, 0.760678, 0.280818, 1)),
        ("color(display-p3 0 1 0)", (0.000000, 0.985764, 0.159742, 1)),
        ("lab(50 120 -100)", (0.841895, 0.000000, 1.000000, 1)),
        ("lch(60 130 400)", (1.000000, 0.276437, 0.263231, 1)),
    ]

    @Test("Every CSS color function, hex form and named color gives coloraide's sRGB")
    func everyForm() {
        for (text, expected) in Self.cases {
            guard let color = css(text) else {
                Issue.record("refused \(text): \(problem(text) ?? "")")
                continue
            }
            #expect(near(color, expected, tolerance: 1e-5), "\(text): \(color)")
        }
        for (text, expected) in Self.outOfGamut {
            let color = css(text)
            #expect(color.map { near($0, expected, tolerance: 5e-4) } == true, "\(text): \(String(describing: color))")
        }
    }

    @Test("rgb() clamps its values to 0…255, as CSS says at parse time")
    func rgbClamps() {
        #expect(css("rgb(300 -20 0)") == Color(red: 1, green: 0, blue: 0))
    }

    @Test("Names, functions and units are case-insensitive; spaces around are ignored")
    func caseInsensitive() {
        #expect(css("  RebeccaPurple ") == css("rebeccapurple"))
        #expect(css("RGB(10 20 30)") == css("rgb(10 20 30)"))
        #expect(css("hsl(180DEG 50% 50%)") == css("hsl(180 50% 50%)"))
        #expect(css("COLOR(Display-P3 NONE 1 0)") == css("color(display-p3 0 1 0)"))
        #expect(problem("rgb(1 Two 3)") == "rgb() expects a number, a percentage or \"none\" for component 2, got \"Two\"")
    }

    @Test("Tokens Studio's rgba(#RRGGBB, alpha) puts an alpha on a color")
    func tokensStudioAlpha() {
        #expect(css("rgba(#66B31A, 0.5)") == Color(hex: "#66B31A")?.withAlphaComponent(0.5))
        #expect(css("rgba(#FFFFFF, 12%)") == Color.white.withAlphaComponent(0.12))
        #expect(css("rgba(red, 0.25)") == Color.red.withAlphaComponent(0.25))
        #expect(problem("rgba(#GG0000, 0.5)") == "expects a hex color of 3, 4, 6 or 8 digits such as \"#66B31A\", got \"#GG0000\"")
    }

    @Test("Problems say what is wrong")
    func problems() {
        #expect(problem("rgb(10 20)") == "rgb() expects 3 components, got 2")
        #expect(problem("oklch(0.5 0.1 20 40)") == "oklch() expects 3 components, got 4")
        #expect(problem("blu")
            == "expects a CSS color (a hex color, a function such as rgb() or oklch(), or a named color), got \"blu\"; did you mean \"blue\"?")
        #expect(problem("rgbb(1 2 3)")
            == "expects a CSS color (a hex color, a function such as rgb() or oklch(), or a named color), got \"rgbb(1 2 3)\"; did you mean \"rgb()\"?")
        #expect(problem("rgb(10 x 30)") == "rgb() expects a number, a percentage or \"none\" for component 2, got \"x\"")
        #expect(problem("lab(50 10deg 3)") == "lab() expects a number, a percentage or \"none\" for component 2, got \"10deg\"")
        #expect(problem("hsl(50% 10% 3%)") == "hsl() expects a hue (a number or an angle) or \"none\" for component 1, got \"50%\"")
        #expect(problem("rgb(1, 2 3)") == "rgb() expects components separated by commas or by spaces, not both, got \"rgb(1, 2 3)\"")
        #expect(problem("rgb(1 2 3 / x)") == "rgb() expects an alpha: a number from 0 to 1 or a percentage, got \"x\"")
        #expect(problem("color(cmyk 1 2 3)")
            == "color() expects a color space: \"a98-rgb\", \"display-p3\", \"prophoto-rgb\", \"rec2020\", \"srgb\", \"srgb-linear\", \"xyz\", \"xyz-d50\", \"xyz-d65\", got \"cmyk\"")
        #expect(problem("color(displayp3 1 0 0)")?.hasSuffix("got \"displayp3\"; did you mean \"display-p3\"?") == true)
        #expect(problem("rgb(1 2 3") == "rgb() expects a closing parenthesis, got \"rgb(1 2 3\"")
        #expect(problem("#12345") == "expects a hex color of 3, 4, 6 or 8 digits such as \"#66B31A\", got \"#12345\"")
        #expect(problem("")?.hasSuffix("got \"\"") == true)
    }

    @Test("Style values take CSS strings and the object form")
    func styleConversion() {
        #expect(Color.g8Convert(from: "oklch(0.65 0.12 250)") == css("oklch(0.65 0.12 250)"))
        #expect(Color.g8Convert(from: "tomato") == Color(hex: "#FF6347"))
        #expect(Color.g8Convert(from: G8JSON.object([(key: "colorSpace", value: .string("srgb")),
                                                      (key: "components", value: .array([.number(0), .number(0), .number(1)]))])) == .blue)
        #expect(Color.g8Convert(from: "#GG0000") == nil)
    }
}
