import G8Widgets

/// Swift source text for values: literals that the compiler reads back as the same value.
enum G8SwiftLiteral {
    /// A string literal: `"…"` with `\`, `"` and control characters escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A floating-point literal that reads back as exactly `value`; nil for NaN and infinity.
    static func double(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        return String(describing: value)
    }

    /// `text` as a raw multi-line string literal, its delimiter one `#` longer than any run of
    /// `#` in the text, so that nothing in the text can end it or start an escape. The text is
    /// kept byte for byte except that line breaks become `\n` (Swift's rule for multi-line
    /// literals), which moves no line or column.
    static func rawMultiline(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text.unicodeScalars {
            run = character == "#" ? run + 1 : 0
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
    }

    /// A `G8JSON` literal, for values with no Swift type of their own.
    static func json(_ value: G8JSON) -> String? {
        switch value {
        case .null: return ".null"
        case .bool(let flag): return ".bool(\(flag))"
        case .number(let number): return double(number).map { ".number(\($0))" }
        case .integer(let integer): return ".integer(\(integer))"
        case .string(let text): return ".string(\(string(text)))"
        case .array(let items):
            var parts: [String] = []
            for item in items {
                guard let part = json(item) else { return nil }
                parts.append(part)
            }
            return ".array([" + parts.joined(separator: ", ") + "])"
        case .object(let members):
            guard !members.isEmpty else { return ".object([])" }
            var parts: [String] = []
            for member in members {
                guard let part = json(member.value) else { return nil }
                parts.append("(key: \(string(member.key)), value: \(part))")
            }
            return ".object([" + parts.joined(separator: ", ") + "])"
        }
    }
}

// The widget value types as `.init(…)` expressions; nil when a number is not finite.
extension G8SwiftLiteral {
    /// `[a, b]`, or nil when an element has no literal.
    static func list(_ items: [String?]) -> String? {
        var parts: [String] = []
        for item in items {
            guard let item else { return nil }
            parts.append(item)
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }

    /// `label: value, …` from labelled literals, or nil when one is missing.
    private static func arguments(_ pairs: KeyValuePairs<String, String?>) -> String? {
        var parts: [String] = []
        for (label, value) in pairs {
            guard let value else { return nil }
            parts.append("\(label): \(value)")
        }
        return parts.joined(separator: ", ")
    }

    static func color(_ color: Color) -> String? {
        arguments(["red": double(color.red), "green": double(color.green), "blue": double(color.blue), "alpha": double(color.alpha)])
            .map { ".init(\($0))" }
    }

    static func font(_ font: Font) -> String? {
        arguments(["name": string(font.name), "size": double(font.pointSize), "weight": ".\(font.weight)", "italic": "\(font.isItalic)"])
            .map { ".init(\($0))" }
    }

    static func typography(_ typography: Typography) -> String? {
        let lineHeight = typography.lineHeight.map(double) ?? "nil"
        return arguments(["font": font(typography.font), "lineHeight": lineHeight, "letterSpacing": double(typography.letterSpacing)])
            .map { ".init(\($0))" }
    }

    static func edgeInsets(_ insets: EdgeInsets) -> String? {
        arguments(["top": double(insets.top), "left": double(insets.left), "bottom": double(insets.bottom), "right": double(insets.right)])
            .map { ".init(\($0))" }
    }

    static func cubicBezier(_ curve: CubicBezier) -> String? {
        arguments(["p1x": double(curve.p1x), "p1y": double(curve.p1y), "p2x": double(curve.p2x), "p2y": double(curve.p2y)])
            .map { ".init(\($0))" }
    }

    static func transition(_ transition: Transition) -> String? {
        arguments(["duration": double(transition.duration), "delay": double(transition.delay),
                   "timingFunction": cubicBezier(transition.timingFunction)])
            .map { ".init(\($0))" }
    }

    static func shadow(_ shadow: Shadow) -> String? {
        arguments(["color": color(shadow.color), "offsetX": double(shadow.offsetX), "offsetY": double(shadow.offsetY),
                   "blur": double(shadow.blur), "spread": double(shadow.spread), "inset": "\(shadow.inset)"])
            .map { ".init(\($0))" }
    }

    static func strokeStyle(_ style: StrokeStyle) -> String? {
        switch style {
        case .keyword(let keyword):
            return ".keyword(.\(keyword))"
        case .dashes(let lengths, let cap):
            return list(lengths.map(double)).map { ".dashes(\($0), lineCap: .\(cap))" }
        }
    }

    static func border(_ border: Border) -> String? {
        arguments(["color": color(border.color), "width": double(border.width), "style": strokeStyle(border.style)])
            .map { ".init(\($0))" }
    }

    static func gradient(_ gradient: Gradient) -> String? {
        list(gradient.stops.map { stop in
            arguments(["color": color(stop.color), "position": double(stop.position)]).map { ".init(\($0))" }
        }).map { ".init(stops: \($0))" }
    }
}
