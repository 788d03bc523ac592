import G8Core
/// A design-token `$type`: its name and the JSON values it accepts.
///
/// The engine knows the generic types (`number`, `dimension`, `string`, `boolean`,
/// `fontFamily`, `fontWeight`, `duration`); `G8Widgets` adds `color`, `font`/`typography` and
/// `image`. Add your own with `add(tokenType:)`:
///
/// ```swift
/// g8.add(tokenType: G8TokenType("percentage", expected: "a number from 0 to 100") {
///     $0.doubleValue.map { (0...100).contains($0) } ?? false
/// })
/// ```
public struct G8TokenType: Sendable {
    /// The `$type` name.
    public let name: String
    /// What the type accepts, as diagnostics say it: `a color such as {"colorSpace": "srgb", "components": [0.4, 0.702, 0.102]} or "#66B31A"`.
    public let expected: String
    let check: @Sendable (G8JSON) -> G8ValueProblem?
    /// The value in the Design Tokens format's own form (`{"value": 16, "unit": "px"}` for
    /// `"16px"`), or nil to keep it as written: types without an object form keep every value.
    package var formatForm: (@Sendable (G8JSON) -> G8JSON?)? = nil

    /// A token type from its name, a description of what it accepts, and a test.
    public init(_ name: String, expected: String, accepts: @escaping @Sendable (G8JSON) -> Bool) {
        self.name = name
        self.expected = expected
        self.check = { accepts($0) ? nil : G8ValueProblem(expected: expected, got: $0) }
    }

    /// A token type whose test says what is wrong, down to the member at fault: `problem`
    /// returns nil for a valid value.
    ///
    /// ```swift
    /// G8TokenType("ratio", expected: "a number from 0 to 1") { value in
    ///     guard let number = value.doubleValue else { return G8ValueProblem(expected: "a number", got: value) }
    ///     return (0...1).contains(number) ? nil : G8ValueProblem(expected: "a number from 0 to 1", got: value)
    /// }
    /// ```
    public init(_ name: String, expected: String, problem: @escaping @Sendable (G8JSON) -> G8ValueProblem?) {
        self.name = name
        self.expected = expected
        self.check = problem
    }

    /// The same type, writing its valid values in the format's own form with `form`.
    package func writing(_ form: @escaping @Sendable (G8JSON) -> G8JSON?) -> G8TokenType {
        var type = self
        type.formatForm = form
        return type
    }

    /// A valid `value` of this type as the Design Tokens format writes it: a dimension
    /// `"16px"` or `16` as `{"value": 16, "unit": "px"}`, a color `"#FF0000"` as
    /// `{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"}`, composites member
    /// by member. A value already in that form, or of a type without one, is returned as it is.
    public func formatValue(_ value: G8JSON) -> G8JSON {
        formatForm?(value) ?? value
    }

    /// Whether `value` is a valid value of this type.
    public func validates(_ value: G8JSON) -> Bool { check(value) == nil }

    /// What is wrong with `value` as a value of this type, or nil when it is valid.
    public func problem(with value: G8JSON) -> G8ValueProblem? { check(value) }

    /// Any finite number.
    public static let number = G8TokenType("number", expected: "a number") { $0.doubleValue != nil }
    /// A length: `{"value": 12, "unit": "px"}` (the format's form; `px` or `rem`), a number, or a
    /// string such as `"12px"` or `"1.5rem"`.
    public static let dimension = G8TokenType("dimension", expected: "a number or a length such as \"12px\"", problem: {
        G8TokenType.dimensionProblem($0, units: ["px", "rem"], expected: "a number or a length such as \"12px\"")
    }).writing(G8TokenType.dimensionForm)
    /// A duration: `{"value": 200, "unit": "ms"}` (the format's form; `ms` or `s`), milliseconds
    /// as a number, or a string such as `"200ms"` or `"0.2s"`.
    public static let duration = G8TokenType("duration", expected: "a duration such as \"200ms\"", problem: {
        if $0.objectMembers != nil { return G8TokenType.dimensionProblem($0, units: ["ms", "s"], expected: "a duration such as \"200ms\"") }
        if let number = $0.doubleValue { return number >= 0 ? nil : G8ValueProblem(expected: "a duration such as \"200ms\"", got: $0) }
        if let text = $0.stringValue {
            if text.hasSuffix("ms"), Double(text.dropLast(2)) != nil { return nil }
            if text.hasSuffix("s"), Double(text.dropLast()) != nil { return nil }
        }
        return G8ValueProblem(expected: "a duration such as \"200ms\"", got: $0)
    }).writing(G8TokenType.durationForm)
    /// A timing curve: four numbers `[x1, y1, x2, y2]`, the x values from 0 to 1.
    public static let cubicBezier = G8TokenType("cubicBezier", expected: "four numbers [x1, y1, x2, y2]", problem: { value in
        guard case .array(let items) = value, items.count == 4 else {
            return G8ValueProblem(expected: "four numbers [x1, y1, x2, y2]", got: value)
        }
        for (index, item) in items.enumerated() {
            guard let number = item.doubleValue else { return G8ValueProblem(member: "[\(index)]", expected: "a number", got: item) }
            if index % 2 == 0, !(0...1).contains(number) {
                return G8ValueProblem(member: "[\(index)]", expected: "a number from 0 to 1", got: item)
            }
        }
        return nil
    })

    /// A dimension as `{"value", "unit"}`: a number is pixels, `"1.5rem"` is 1.5 `rem`.
    package static func dimensionForm(_ value: G8JSON) -> G8JSON? {
        if value.objectMembers != nil { return nil }
        if let number = value.doubleValue { return .object([("value", .number(number)), ("unit", .string("px"))]) }
        guard let text = value.stringValue else { return nil }
        for unit in ["rem", "px", "em", "pt", "vw", "vh", "dp", "sp", "%"] where text.hasSuffix(unit) {
            guard let number = Double(text.dropLast(unit.count)) else { return nil }
            return .object([("value", .number(number)), ("unit", .string(unit))])
        }
        return nil
    }

    /// A duration as `{"value", "unit"}`: a number is milliseconds, `"0.2s"` is 0.2 `s`.
    package static func durationForm(_ value: G8JSON) -> G8JSON? {
        if value.objectMembers != nil { return nil }
        if let number = value.doubleValue { return .object([("value", .number(number)), ("unit", .string("ms"))]) }
        guard let text = value.stringValue else { return nil }
        for unit in ["ms", "s"] where text.hasSuffix(unit) {
            guard let number = Double(text.dropLast(unit.count)) else { return nil }
            return .object([("value", .number(number)), ("unit", .string(unit))])
        }
        return nil
    }

    /// Length units real token files use that the format does not list: read, with a warning.
    static let lengthUnitsOutsideFormat: Set<String> = ["em", "vw", "vh", "dp", "sp", "pt", "%"]

    /// What is wrong with a `{"value", "unit"}` object (or a number, or a string with a unit).
    static func dimensionProblem(_ value: G8JSON, units: [String], expected: String) -> G8ValueProblem? {
        if let members = value.objectMembers {
            let quoted = units.map { G8JSON.quote($0) }.joined(separator: " or ")
            guard let number = value["value"] else { return .missing("value", expected: "a number") }
            guard number.doubleValue != nil else { return G8ValueProblem(member: "value", expected: "a number", got: number) }
            guard let unit = value["unit"] else { return .missing("unit", expected: quoted) }
            guard let name = unit.stringValue,
                units.contains(name) || (units.contains("px") && G8TokenType.lengthUnitsOutsideFormat.contains(name))
                    || (name.isEmpty && number.doubleValue == 0)
            else {
                return G8ValueProblem(member: "unit", expected: quoted, got: unit)
            }
            for member in members where member.key != "value" && member.key != "unit" {
                return G8ValueProblem(member: member.key, expected: "no other member than \"value\" and \"unit\"", got: member.value)
            }
            return nil
        }
        if value.doubleValue != nil { return nil }
        if let text = value.stringValue, ["px", "rem", "pt"].contains(where: { text.hasSuffix($0) && Double(text.dropLast($0.count)) != nil }) {
            return nil
        }
        return G8ValueProblem(expected: expected, got: value)
    }
    /// Any string.
    public static let string = G8TokenType("string", expected: "a string") { $0.stringValue != nil }
    /// `true` or `false`.
    public static let boolean = G8TokenType("boolean", expected: "true or false") { $0.boolValue != nil }
    /// A font family name, or a list of them.
    public static let fontFamily = G8TokenType("fontFamily", expected: "a family name or a list of them") {
        if $0.stringValue != nil { return true }
        if case .array(let names) = $0 { return !names.isEmpty && names.allSatisfy { $0.stringValue != nil } }
        return false
    }
    /// A weight: a number from 1 to 1000, or a name such as `"bold"`.
    public static let fontWeight = G8TokenType("fontWeight", expected: "a weight from 1 to 1000 or a name such as \"bold\"") {
        if let number = $0.doubleValue { return (1...1000).contains(number) }
        return $0.stringValue.map(G8TokenType.weightNames.contains) ?? false
    }
    /// Weight names accepted by `fontWeight`, as in the W3C format and `Font.Weight`.
    public static let weightNames: Set<String> = [
        "thin", "hairline", "extra-light", "ultra-light", "ultraLight", "light", "normal", "regular", "book",
        "medium", "semi-bold", "demi-bold", "semibold", "bold", "extra-bold", "ultra-bold", "heavy", "black",
        "extra-black", "ultra-black",
    ]

    /// The types every engine knows.
    static let core: [G8TokenType] = [.number, .dimension, .string, .boolean, .fontFamily, .fontWeight, .duration, .cubicBezier]
}

/// The token types an engine knows, kept in its settings: the generic ones until others are added.
enum G8TokenTypes: G8SettingKey {
    static let defaultValue = Dictionary(uniqueKeysWithValues: G8TokenType.core.map { ($0.name, $0) })
}

extension G8 {
    /// The token types the engine knows, by name.
    var tokenTypes: [String: G8TokenType] {
        get { settings[G8TokenTypes.self] }
        set { settings[G8TokenTypes.self] = newValue }
    }

    /// Registers a token `$type`, replacing one of the same name.
    public mutating func add(tokenType: G8TokenType) {
        tokenTypes[tokenType.name] = tokenType
    }

    /// The token `$type` names the engine knows, sorted.
    public var tokenTypeNames: [String] { tokenTypes.keys.sorted() }
}
