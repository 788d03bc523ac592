// What each widget value type says when a value cannot become one (the member at fault, the
// valid cases, what is wrong with a string), and the JSON Schema of what it takes, for
// `g8 schema`. The conversions themselves are in G8JSON+Widgets.swift and the types' files.

extension G8NamedCases {
    /// A string that names no case: the cases, and the nearest one.
    public static func g8Problem(with value: any G8Value) -> G8ValueProblem? {
        guard let text = value as? String else { return nil }
        let names = allCases.map(\.rawValue)
        return G8ValueProblem(
            expected: "one of " + names.joined(separator: ", "), got: .string(text),
            note: G8Suggestion.nearest(to: text, in: names).map { "did you mean '\($0)'?" })
    }

    /// The case names.
    public static var g8JSONSchema: G8JSON {
        .object([(key: "enum", value: .array(allCases.map { .string($0.rawValue) }))])
    }
}

extension Color {
    /// What is wrong with a string that is not a hex color: a character that is not a hex
    /// digit, or the wrong number of digits.
    public static func g8Problem(with value: any G8Value) -> G8ValueProblem? {
        guard let text = value as? String else { return nil }
        let expected = "a color \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\""
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        let note: String
        if text.isEmpty {
            note = "the string is empty"
        } else if text.hasPrefix("{") && text.hasSuffix("}") {
            note = "token references are resolved in theme files, not in Swift styles"
        } else if let bad = digits.first(where: { !$0.isHexDigit }) {
            note = "'\(bad)' is not a hex digit"
        } else {
            note = "it has \(digits.count) hex digit\(digits.count == 1 ? "" : "s"), not 3, 6 or 8"
        }
        return G8ValueProblem(expected: expected, got: .string(text), note: note)
    }

    /// `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"`, the `#` optional.
    public static var g8JSONSchema: G8JSON {
        .object([
            (key: "type", value: .string("string")),
            (key: "pattern", value: .string("^#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
        ])
    }
}

extension Font {
    /// The members a font object may have, as ``g8Convert(from:)`` reads them.
    static let jsonMembers = ["family", "size", "weight", "italic",
                              "fontFamily", "fontSize", "fontWeight", "fontStyle", "letterSpacing", "lineHeight"]

    /// What a font object's `size`, `fontSize` and dimension members take.
    static let sizeExpected = "a point size above 0, such as 16 or \"16px\""

    /// The member of a font object at fault: an unknown member, a missing or bad size, a
    /// weight that names no weight, a family or `italic` of the wrong kind.
    public static func g8Problem(with value: any G8Value) -> G8ValueProblem? {
        guard let json = value as? G8JSON, let members = json.objectMembers else { return nil }
        for member in members where !jsonMembers.contains(member.key) {
            return G8ValueProblem(
                member: member.key, expected: "no value: a font has " + jsonMembers.prefix(4).joined(separator: ", ")
                    + " (or the W3C typography names)",
                got: member.value,
                note: G8Suggestion.nearest(to: member.key, in: jsonMembers).map { "did you mean '\($0)'?" })
        }
        for key in ["family", "fontFamily"] {
            guard let family = json[key] else { continue }
            switch family {
            case .string(let name) where !name.isEmpty: continue
            case .array(let names) where names.first?.stringValue?.isEmpty == false: continue
            default: return G8ValueProblem(member: key, expected: "a family name such as \"Inter\"", got: family)
            }
        }
        let sizeKey = json["size"] != nil ? "size" : "fontSize"
        guard let size = json[sizeKey] else { return .missing("size", expected: sizeExpected) }
        guard let points = size.dimensionValue, points > 0, points.isFinite else {
            return G8ValueProblem(member: sizeKey, expected: sizeExpected, got: size)
        }
        for key in ["weight", "fontWeight"] {
            guard let weight = json[key], Weight(json: weight) == nil else { continue }
            let names = Weight.allCases.map(\.rawValue)
            return G8ValueProblem(
                member: key, expected: "a weight (" + names.joined(separator: ", ") + ") or a number from 1 to 1000",
                got: weight, note: weight.stringValue.flatMap { G8Suggestion.nearest(to: $0, in: names) }.map { "did you mean '\($0)'?" })
        }
        if let italic = json["italic"], italic.boolValue == nil {
            return G8ValueProblem(member: "italic", expected: "true or false", got: italic)
        }
        return nil
    }

    /// A font object: `family`, `size` (required), `weight`, `italic`, or the W3C
    /// typography names.
    public static var g8JSONSchema: G8JSON {
        let number = G8JSON.object([(key: "anyOf", value: .array([
            .object([(key: "type", value: .string("number")), (key: "exclusiveMinimum", value: .number(0))]),
            .object([(key: "$ref", value: .string("#/$defs/dimension"))]),
        ]))])
        let weightNames: [G8JSON] = ["ultraLight", "extra-light", "ultra-light", "hairline", "thin", "light", "regular",
                                     "normal", "book", "medium", "semibold", "semi-bold", "demi-bold", "bold", "heavy",
                                     "extra-bold", "ultra-bold", "black", "extra-black", "ultra-black"].map { .string($0) }
        let weight = G8JSON.object([(key: "anyOf", value: .array([
            .object([(key: "enum", value: .array(weightNames))]),
            .object([(key: "type", value: .string("number")), (key: "minimum", value: .number(1)), (key: "maximum", value: .number(1000))]),
        ]))])
        let string = G8JSON.object([(key: "type", value: .string("string")), (key: "minLength", value: .number(1))])
        let anyNumber = G8JSON.object([(key: "anyOf", value: .array([
            .object([(key: "type", value: .string("number"))]), .object([(key: "$ref", value: .string("#/$defs/dimension"))]),
        ]))])
        return .object([
            (key: "type", value: .string("object")),
            (key: "properties", value: .object([
                (key: "family", value: string),
                (key: "size", value: number),
                (key: "weight", value: weight),
                (key: "italic", value: .object([(key: "type", value: .string("boolean"))])),
                (key: "fontFamily", value: .object([(key: "anyOf", value: .array([
                    string, .object([(key: "type", value: .string("array")), (key: "items", value: string), (key: "minItems", value: .number(1))]),
                ]))])),
                (key: "fontSize", value: number),
                (key: "fontWeight", value: weight),
                (key: "fontStyle", value: .object([(key: "type", value: .string("string"))])),
                (key: "letterSpacing", value: anyNumber),
                (key: "lineHeight", value: anyNumber),
            ])),
            (key: "anyOf", value: .array([
                .object([(key: "required", value: .array([.string("size")]))]),
                .object([(key: "required", value: .array([.string("fontSize")]))]),
            ])),
            (key: "additionalProperties", value: .bool(false)),
        ])
    }
}

/// An object of numbers with exactly `keys`, as `G8JSON.numbers(_:)` reads it.
private func numbersSchema(_ keys: [String]) -> G8JSON {
    let number = G8JSON.object([(key: "anyOf", value: .array([
        .object([(key: "type", value: .string("number"))]), .object([(key: "$ref", value: .string("#/$defs/dimension"))]),
    ]))])
    return .object([
        (key: "type", value: .string("object")),
        (key: "properties", value: .object(keys.map { (key: $0, value: number) })),
        (key: "required", value: .array(keys.map { .string($0) })),
        (key: "additionalProperties", value: .bool(false)),
    ])
}

/// The member of an object of numbers at fault: missing, unknown, or not a number.
private func numbersProblem(_ value: any G8Value, keys: [String]) -> G8ValueProblem? {
    guard let json = value as? G8JSON, let members = json.objectMembers else { return nil }
    for member in members where !keys.contains(member.key) {
        return G8ValueProblem(member: member.key, expected: "no value: the members are " + keys.joined(separator: ", "),
                              got: member.value,
                              note: G8Suggestion.nearest(to: member.key, in: keys).map { "did you mean '\($0)'?" })
    }
    for key in keys {
        guard let member = json[key] else { return .missing(key, expected: "a number") }
        guard let number = member.dimensionValue, number.isFinite else {
            return G8ValueProblem(member: key, expected: "a number", got: member)
        }
    }
    return nil
}

extension EdgeInsets {
    /// The member at fault of an object of insets.
    public static func g8Problem(with value: any G8Value) -> G8ValueProblem? {
        numbersProblem(value, keys: ["top", "left", "bottom", "right"])
    }

    /// `{"top", "left", "bottom", "right"}`, or one number for every edge.
    public static var g8JSONSchema: G8JSON {
        .object([(key: "anyOf", value: .array([
            .object([(key: "type", value: .string("number"))]), numbersSchema(["top", "left", "bottom", "right"]),
        ]))])
    }
}

extension Size {
    /// The member at fault of a size object.
    public static func g8Problem(with value: any G8Value) -> G8ValueProblem? { numbersProblem(value, keys: ["width", "height"]) }
    /// `{"width", "height"}`.
    public static var g8JSONSchema: G8JSON { numbersSchema(["width", "height"]) }
}

extension Point {
    /// The member at fault of a point object.
    public static func g8Problem(with value: any G8Value) -> G8ValueProblem? { numbersProblem(value, keys: ["x", "y"]) }
    /// `{"x", "y"}`.
    public static var g8JSONSchema: G8JSON { numbersSchema(["x", "y"]) }
}

extension Rect {
    /// The member at fault of a rectangle object.
    public static func g8Problem(with value: any G8Value) -> G8ValueProblem? {
        numbersProblem(value, keys: ["x", "y", "width", "height"])
    }
    /// `{"x", "y", "width", "height"}`.
    public static var g8JSONSchema: G8JSON { numbersSchema(["x", "y", "width", "height"]) }
}

extension Image {
    /// An image name.
    public static var g8JSONSchema: G8JSON { .object([(key: "type", value: .string("string"))]) }
}
