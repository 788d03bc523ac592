import Foundation

extension Color {
    /// A CSS Color 4 color string, converted to sRGB as ``init(colorSpace:components:alpha:)``
    /// converts (so wide-gamut colors are gamut-mapped).
    ///
    /// ```swift
    /// Color.css("#66B31A")                          // also #rgb, #rgba, #rrggbbaa
    /// Color.css("rgb(102 179 26 / 50%)")            // and the legacy rgba(102, 179, 26, 0.5)
    /// Color.css("hsl(90deg 75% 40%)")               // hsla(), hwb() too
    /// Color.css("oklch(70% 0.15 150)")              // lab(), lch(), oklab()
    /// Color.css("color(display-p3 0.4 0.7 0.1)")    // any predefined space, xyz too
    /// Color.css("rebeccapurple")                    // the CSS named colors, `transparent`
    /// Color.css("rgba(#66B31A, 0.5)")               // Tokens Studio's and SCSS's color + alpha
    /// ```
    ///
    /// Function names, keywords and units are case-insensitive. Components take `none` (a
    /// missing component, zero here), percentages, and for hues `deg`, `rad`, `grad` or `turn`.
    /// As CSS says, `rgb()` values and lightness in `lab()`, `lch()`, `oklab()` and `oklch()`
    /// are clamped to their ranges; other out-of-range values are gamut-mapped.
    ///
    /// Problems say what is wrong: `rgb() expects 3 components, got 2`, or for an unknown name
    /// `expects a CSS color …, got "blu"; did you mean "blue"?`.
    public static func css(_ text: String) -> Result<Color, G8ValueProblem> {
        CSSColorParser.parse(text)
    }
}

/// The CSS Color 4 reader behind ``Color/css(_:)``.
enum CSSColorParser {
    static let expectation = "a CSS color (a hex color, a function such as rgb() or oklch(), or a named color)"
    static let functions = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]
    static let predefinedSpaces: [String: ColorSpace] = [
        "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "a98-rgb": .a98RGB,
        "prophoto-rgb": .prophotoRGB, "rec2020": .rec2020, "xyz": .xyzD65, "xyz-d50": .xyzD50, "xyz-d65": .xyzD65,
    ]

    /// One argument of a function: a value, or a separator.
    enum Token: Equatable {
        case value(String)
        case comma
        case slash
    }

    /// How a component is written.
    enum Component {
        case number(Double)
        case percentage(Double)
        /// An angle, in degrees.
        case angle(Double)
        case none
    }

    /// The color, or the problem; `suggest: false` leaves "did you mean" notes out, for
    /// callers that only want to know whether the text is a color (the notes cost an edit
    /// distance to every CSS color name).
    static func parse(_ input: String, suggest: Bool = true) -> Result<Color, G8ValueProblem> {
        let text = input.trimmingCharacters(in: .whitespacesAndNewlines)
        let lowered = text.lowercased()
        if lowered.hasPrefix("#") { return hex(text) }
        if let open = lowered.firstIndex(of: "(") {
            let name = String(lowered[..<open]).trimmingCharacters(in: .whitespaces)
            guard lowered.hasSuffix(")") else {
                return .failure(G8ValueProblem(member: name + "()", expected: "a closing parenthesis", got: .string(input)))
            }
            // The arguments as written, so that problems quote them as written; each is
            // lowercased where it is read.
            guard let start = text.firstIndex(of: "(") else { return .failure(G8ValueProblem(expected: expectation, got: .string(input))) }
            let body = String(text[text.index(after: start)..<text.index(before: text.endIndex)])
            guard functions.contains(name) else {
                let note = !suggest || name.count > 16 ? nil
                    : G8ValueText.suggestion(for: name, in: functions).map { $0.replacingOccurrences(of: "\"?", with: "()\"?") }
                return .failure(G8ValueProblem(expected: expectation, got: .string(input), note: note))
            }
            return function(name, body, input: input, suggest: suggest)
        }
        if lowered == "transparent" { return .success(.clear) }
        if let rgb = Color.cssNamedColors[lowered] {
            return .success(Color(
                red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255))
        }
        // Suggestions only for what could be a misspelt name: the longest is 20 letters, and
        // edit distances over long input would cost more than the rest of the parse.
        let note = !suggest || lowered.isEmpty || lowered.count > 24 ? nil
            : G8ValueText.suggestion(for: lowered, in: Array(Color.cssNamedColors.keys) + ["transparent"])
        return .failure(G8ValueProblem(expected: expectation, got: .string(input), note: note))
    }

    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
    static func hex(_ text: String) -> Result<Color, G8ValueProblem> {
        let digits = text.dropFirst()
        if digits.count == 4, digits.allSatisfy(\.isHexDigit) {
            let doubled = digits.map { "\($0)\($0)" }.joined()
            if let color = Color(hex: doubled) { return .success(color) }
        }
        if [3, 6, 8].contains(digits.count), let color = Color(hex: text) { return .success(color) }
        return .failure(G8ValueProblem(
            expected: "a hex color of 3, 4, 6 or 8 digits such as \"#66B31A\"", got: .string(text)))
    }

    /// Splits a function's arguments at spaces, commas and slashes; parentheses nest.
    static func tokens(_ body: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var depth = 0
        func flush() {
            if !current.isEmpty { tokens.append(.value(current)) }
            current = ""
        }
        for character in body {
            if depth > 0 {
                current.append(character)
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                continue
            }
            switch character {
            case "(":
                depth += 1
                current.append(character)
            case ",":
                flush()
                tokens.append(.comma)
            case "/":
                flush()
                tokens.append(.slash)
            case " ", "\t", "\n", "\r":
                flush()
            default:
                current.append(character)
            }
        }
        flush()
        return tokens
    }

    static func function(_ name: String, _ body: String, input: String, suggest: Bool) -> Result<Color, G8ValueProblem> {
        let member = name + "()"
        var tokens = tokens(body)
        var space: ColorSpace?
        if name == "color" {
            guard case .value(let spaceName)? = tokens.first else {
                return .failure(G8ValueProblem(member: member, expected: "a color space first", actual: "nothing"))
            }
            guard let named = predefinedSpaces[spaceName.lowercased()] else {
                let names = predefinedSpaces.keys.sorted()
                return .failure(G8ValueProblem(
                    member: member, expected: "a color space: \(G8ValueText.quoteAll(names))", got: .string(spaceName),
                    note: G8ValueText.suggestion(for: spaceName, in: names)))
            }
            space = named
            tokens.removeFirst()
        }
        // Split into components and alpha: "a, b, c[, alpha]" or "a b c[ / alpha]".
        let commas = tokens.contains(.comma)
        var values: [String] = []
        var alphaText: String?
        if commas {
            guard name != "color", !tokens.contains(.slash) else {
                return .failure(G8ValueProblem(
                    member: member, expected: "components separated by spaces and \"/\" before the alpha",
                    got: .string(input)))
            }
            var expectValue = true
            for token in tokens {
                switch (token, expectValue) {
                case (.value(let text), true): values.append(text)
                case (.comma, false): break
                default:
                    return .failure(G8ValueProblem(
                        member: member, expected: "components separated by commas or by spaces, not both",
                        got: .string(input)))
                }
                expectValue.toggle()
            }
            if expectValue {
                return .failure(G8ValueProblem(member: member, expected: "a component after the last comma", got: .string(input)))
            }
            // Tokens Studio and SCSS: rgba(#66B31A, 0.5), a color then an alpha.
            if name.hasPrefix("rgb"), values.count == 2, let first = values.first, component(first) == nil {
                switch parse(first, suggest: suggest) {
                case .failure(let problem): return .failure(problem)
                case .success(let color):
                    switch alpha(values[1], member: member) {
                    case .failure(let problem): return .failure(problem)
                    case .success(let alpha): return .success(color.withAlphaComponent(alpha))
                    }
                }
            }
            if values.count == 4 { alphaText = values.removeLast() }
        } else {
            var afterSlash = false
            for token in tokens {
                switch token {
                case .value(let text):
                    if afterSlash {
                        guard alphaText == nil else {
                            return .failure(G8ValueProblem(member: member, expected: "one alpha after \"/\"", got: .string(input)))
                        }
                        alphaText = text
                    } else {
                        values.append(text)
                    }
                case .slash:
                    guard !afterSlash else {
                        return .failure(G8ValueProblem(member: member, expected: "one \"/\" before the alpha", got: .string(input)))
                    }
                    afterSlash = true
                case .comma:
                    break
                }
            }
            if afterSlash, alphaText == nil {
                return .failure(G8ValueProblem(member: member, expected: "an alpha after \"/\"", actual: "nothing"))
            }
        }
        guard values.count == 3 else {
            return .failure(G8ValueProblem(member: member, expected: "3 components", actual: "\(values.count)"))
        }
        var alphaValue = 1.0
        if let alphaText {
            switch alpha(alphaText, member: member) {
            case .failure(let problem): return .failure(problem)
            case .success(let value): alphaValue = value
            }
        }
        var parsed: [Component] = []
        for (index, text) in values.enumerated() {
            guard let value = component(text) else {
                return .failure(G8ValueProblem(
                    member: member, expected: "a number, a percentage or \"none\" for component \(index + 1)",
                    got: .string(text)))
            }
            parsed.append(value)
        }
        return convert(name, space: space, parsed, alpha: alphaValue)
    }

    /// A component as written, or nil when it is none of the forms.
    static func component(_ written: String) -> Component? {
        let text = written.lowercased()
        if text == "none" { return Component.none }
        if text.hasSuffix("%") { return number(text.dropLast()).map(Component.percentage) }
        let units: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / .pi), ("turn", 360)]
        for (unit, scale) in units where text.hasSuffix(unit) {
            return number(text.dropLast(unit.count)).map { .angle($0 * scale) }
        }
        return number(Substring(text)).map(Component.number)
    }

    static func number(_ text: Substring) -> Double? {
        guard let first = text.first, first.isNumber || first == "." || first == "-" || first == "+",
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// An alpha: a number from 0 to 1 or a percentage, clamped; `none` is 0.
    static func alpha(_ text: String, member: String) -> Result<Double, G8ValueProblem> {
        switch component(text) {
        case .number(let value)?: return .success(min(max(value, 0), 1))
        case .percentage(let value)?: return .success(min(max(value / 100, 0), 1))
        case .none?: return .success(0)
        default:
            return .failure(G8ValueProblem(
                member: member, expected: "an alpha: a number from 0 to 1 or a percentage", got: .string(text)))
        }
    }

    /// Components read by the function's rules, then converted.
    static func convert(_ name: String, space: ColorSpace?, _ c: [Component], alpha: Double) -> Result<Color, G8ValueProblem> {
        let member = name + "()"
        /// A component as a number: `percent` is what 100% stands for; angles only where allowed.
        func value(_ index: Int, percent: Double, hue: Bool = false) -> Result<Double?, G8ValueProblem> {
            switch c[index] {
            case .none: return .success(nil)
            case .number(let number): return .success(number)
            case .percentage(let number):
                if hue { break }
                return .success(number / 100 * percent)
            case .angle(let degrees):
                if hue { return .success(degrees) }
            }
            let expected = hue ? "a hue (a number or an angle) or \"none\"" : "a number, a percentage or \"none\""
            return .failure(G8ValueProblem(member: member, expected: "\(expected) for component \(index + 1)", actual: describe(c[index])))
        }
        func read(_ percents: [Double], hueAt: Int?) -> Result<[Double?], G8ValueProblem> {
            var result: [Double?] = []
            for index in 0..<3 {
                switch value(index, percent: percents[index], hue: index == hueAt) {
                case .failure(let problem): return .failure(problem)
                case .success(let number): result.append(number)
                }
            }
            return .success(result)
        }
        func clamp(_ value: Double?, _ low: Double, _ high: Double) -> Double? {
            value.map { min(max($0, low), high) }
        }
        var components: [Double?]
        var colorSpace: ColorSpace
        switch name {
        case "rgb", "rgba":
            switch read([255, 255, 255], hueAt: nil) {
            case .failure(let problem): return .failure(problem)
            case .success(let values): components = values.map { clamp($0.map { $0 / 255 }, 0, 1) }
            }
            colorSpace = .srgb
        case "hsl", "hsla", "hwb":
            switch read([0, 100, 100], hueAt: 0) {
            case .failure(let problem): return .failure(problem)
            case .success(let values): components = [values[0], clamp(values[1], 0, 100), clamp(values[2], 0, 100)]
            }
            colorSpace = name == "hwb" ? .hwb : .hsl
        case "lab", "oklab":
            let ok = name == "oklab"
            switch read(ok ? [1, 0.4, 0.4] : [100, 125, 125], hueAt: nil) {
            case .failure(let problem): return .failure(problem)
            case .success(let values): components = [clamp(values[0], 0, ok ? 1 : 100), values[1], values[2]]
            }
            colorSpace = ok ? .oklab : .lab
        case "lch", "oklch":
            let ok = name == "oklch"
            switch read(ok ? [1, 0.4, 0] : [100, 150, 0], hueAt: 2) {
            case .failure(let problem): return .failure(problem)
            case .success(let values):
                components = [clamp(values[0], 0, ok ? 1 : 100), values[1].map { max($0, 0) }, values[2]]
            }
            colorSpace = ok ? .oklch : .lch
        default:
            switch read([1, 1, 1], hueAt: nil) {
            case .failure(let problem): return .failure(problem)
            case .success(let values): components = values
            }
            colorSpace = space ?? .srgb
        }
        return .success(Color(colorSpace: colorSpace, components: components, alpha: alpha))
    }

    static func describe(_ component: Component) -> String {
        switch component {
        case .none: "\"none\""
        case .number(let value): G8ValueText.number(value)
        case .percentage(let value): G8ValueText.quote(G8ValueText.number(value) + "%")
        case .angle(let degrees): G8ValueText.quote(G8ValueText.number(degrees) + "deg")
        }
    }
}
