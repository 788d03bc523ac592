/// Decoders for the simple value types of the Design Tokens format 2025.10, for token readers
/// and for the composite values built on them. Each returns the value or the problem, naming
/// the member at fault where the value has members.
///
/// ```swift
/// G8TokenValues.dimension(.string("1.5rem"))                 // .success(24)
/// G8TokenValues.duration(.object([(key: "value", value: .number(200)),
///                                 (key: "unit", value: .string("ms"))]))   // .success(0.2)
/// G8TokenValues.fontWeight(.string("semi-bold"))             // .success(.semibold)
/// ```
public enum G8TokenValues {
    /// A dimension in points: see ``Dimension/decode(_:)``; rems count `remBase` points.
    public static func dimension(_ json: G8JSON, remBase: Double = Dimension.defaultRemBase) -> Result<Double, G8ValueProblem> {
        Dimension.decode(json).map { $0.points(remBase: remBase) }
    }

    /// A duration in seconds: `{"value": 200, "unit": "ms"}` or `{"value": 0.2, "unit": "s"}`
    /// (the format's form), or the older `"200ms"`, `"0.2s"` and bare numbers (milliseconds).
    /// Durations are 0 or more.
    public static func duration(_ json: G8JSON) -> Result<Double, G8ValueProblem> {
        let expected = "a duration such as {\"value\": 200, \"unit\": \"ms\"}"
        func checked(_ seconds: Double, _ member: String = "") -> Result<Double, G8ValueProblem> {
            guard seconds.isFinite, seconds >= 0 else {
                return .failure(G8ValueProblem(member: member, expected: "a duration of 0 or more", got: member.isEmpty ? json : json[member] ?? json))
            }
            return .success(seconds)
        }
        switch json {
        case .number(let milliseconds):
            return checked(milliseconds / 1000)
        case .integer(let milliseconds):
            return checked(Double(milliseconds) / 1000)
        case .string(let text):
            if text.hasSuffix("ms"), let number = Double(text.dropLast(2)) { return checked(number / 1000) }
            if text.hasSuffix("s"), let number = Double(text.dropLast()) { return checked(number) }
            return .failure(G8ValueProblem(expected: expected, got: json))
        case .object:
            if let problem = json.unknownMemberProblem(allowed: ["value", "unit"]) { return .failure(problem) }
            guard let valueJSON = json["value"] else { return .failure(.missing("value", expected: "a number")) }
            guard let number = valueJSON.doubleValue else {
                return .failure(G8ValueProblem(member: "value", expected: "a number", got: valueJSON))
            }
            guard let unitJSON = json["unit"] else { return .failure(.missing("unit", expected: "one of \"ms\", \"s\"")) }
            switch unitJSON.stringValue {
            case "ms": return checked(number / 1000, "value")
            case "s": return checked(number, "value")
            default:
                return .failure(G8ValueProblem(
                    member: "unit", expected: "one of \"ms\", \"s\"", got: unitJSON,
                    note: unitJSON.stringValue.flatMap { G8ValueText.suggestion(for: $0, in: ["ms", "s"]) }))
            }
        default:
            return .failure(G8ValueProblem(expected: expected, got: json))
        }
    }

    /// The weight names of the format and the CSS weight each stands for.
    public static let fontWeightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    /// A font weight: a number from 1 to 1000, or a name of the format (`"semi-bold"`), as
    /// the nearest ``Font/Weight``. Names follow the format's table, so `"thin"` is 100
    /// (``Font/Weight/ultraLight``) and `"heavy"` 900 (``Font/Weight/black``); the names of
    /// `Font.Weight`'s cases (`"semibold"`, `"ultraLight"`) work too. Names are matched without
    /// regard to case, and a space counts as a hyphen (`"Semi Bold"`).
    public static func fontWeight(_ json: G8JSON) -> Result<Font.Weight, G8ValueProblem> {
        let expected = "a weight from 1 to 1000 or a name such as \"bold\""
        if let number = json.doubleValue {
            guard (1...1000).contains(number) else { return .failure(G8ValueProblem(expected: expected, got: json)) }
            return .success(nearestWeight(number))
        }
        guard let text = json.stringValue else { return .failure(G8ValueProblem(expected: expected, got: json)) }
        let name = weightName(text)
        if let css = fontWeightNames[name] { return .success(nearestWeight(Double(css))) }
        if let weight = Font.Weight.allCases.first(where: { $0.rawValue.lowercased() == name }) { return .success(weight) }
        let names = fontWeightNames.keys.sorted()
        return .failure(G8ValueProblem(expected: expected, got: json, note: G8ValueText.suggestion(for: text, in: names)))
    }

    /// A weight's name as the table lists it: lowercased, a space as a hyphen. Plain ASCII,
    /// what a theme writes, is mapped byte by byte, without Foundation's general replacement
    /// of spaces.
    static func weightName(_ text: String) -> String {
        var text = text
        let mapped: String? = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for (index, byte) in bytes.enumerated() {
                    switch byte {
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): buffer[index] = byte + 32
                    case UInt8(ascii: " "): buffer[index] = UInt8(ascii: "-")
                    default: buffer[index] = byte
                    }
                }
                return bytes.count
            }
        }
        return mapped ?? text.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    static func nearestWeight(_ number: Double) -> Font.Weight {
        Font.Weight.allCases.min { abs(Double($0.cssValue) - number) < abs(Double($1.cssValue) - number) } ?? .regular
    }

    /// A font family: a name, or a list of names in order of preference (at least one).
    public static func fontFamily(_ json: G8JSON) -> Result<[String], G8ValueProblem> {
        let expected = "a family name or a list of them"
        if let name = json.stringValue, !name.isEmpty { return .success([name]) }
        guard case .array(let items) = json, !items.isEmpty else { return .failure(G8ValueProblem(expected: expected, got: json)) }
        var names: [String] = []
        for (index, item) in items.enumerated() {
            guard let name = item.stringValue, !name.isEmpty else {
                return .failure(G8ValueProblem(member: "[\(index)]", expected: "a family name", got: item))
            }
            names.append(name)
        }
        return .success(names)
    }

    /// A finite number.
    public static func number(_ json: G8JSON) -> Result<Double, G8ValueProblem> {
        guard let number = json.doubleValue, number.isFinite else {
            return .failure(G8ValueProblem(expected: "a number", got: json))
        }
        return .success(number)
    }

    /// A color where a composite value has one: the format's object form or a hex string
    /// (``Color/dtcg(_:)``), or a CSS color string (``Color/css(_:)``), which hand-written
    /// files use.
    public static func color(_ json: G8JSON) -> Result<Color, G8ValueProblem> {
        if let text = json.stringValue, !text.hasPrefix("#") { return Color.css(text) }
        return Color.dtcg(json)
    }

    /// The check of each token `$type` whose values G8Widgets reads, by the format's type name:
    /// the problem with a value, naming the member at fault, or nil when the value is valid.
    /// Rems count ``Dimension/defaultRemBase`` points. The token types of `G8.standard`
    /// (`G8TokenType.widgetTypes`) are built on these.
    ///
    /// ```swift
    /// G8TokenValues.checks["typography"]?(json)?.inside("typography")
    /// // typography.lineHeight expects a number, got "banana"
    /// ```
    public static let checks: [String: @Sendable (G8JSON) -> G8ValueProblem?] = [
        "color": { color($0).failureValue },
        "dimension": { Dimension.decode($0).failureValue },
        "duration": { duration($0).failureValue },
        "fontFamily": { fontFamily($0).failureValue },
        "fontWeight": { fontWeight($0).failureValue },
        "number": { number($0).failureValue },
        "cubicBezier": { CubicBezier.decode($0).failureValue },
        "strokeStyle": { StrokeStyle.decode($0).failureValue },
        "border": { Border.decode($0).failureValue },
        "shadow": { Shadow.decodeList($0).failureValue },
        "transition": { Transition.decode($0).failureValue },
        "gradient": { Gradient.decode($0).failureValue },
        "typography": { Typography.decode($0).failureValue },
    ]
}

extension Result {
    /// The error, or nil.
    var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
