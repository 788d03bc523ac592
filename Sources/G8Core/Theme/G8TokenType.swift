/// A design-token `$type`: its name and the JSON values it accepts.
///
/// The engine knows the generic types (`number`, `dimension`, `string`, `boolean`,
/// `fontFamily`, `fontWeight`, `duration`); `G8Widgets` adds `color`, `font`/`typography` and
/// `image`. Add your own with ``G8/add(tokenType:)``:
///
/// ```swift
/// g8.add(tokenType: G8TokenType("percentage", expected: "a number from 0 to 100") {
///     $0.doubleValue.map { (0...100).contains($0) } ?? false
/// })
/// ```
public struct G8TokenType: Sendable {
    /// The `$type` name.
    public let name: String
    /// What the type accepts, as diagnostics say it: `a color such as "#66B31A"`.
    public let expected: String
    let accepts: @Sendable (G8JSON) -> Bool

    /// A token type from its name, a description of what it accepts, and a test.
    public init(_ name: String, expected: String, accepts: @escaping @Sendable (G8JSON) -> Bool) {
        self.name = name
        self.expected = expected
        self.accepts = accepts
    }

    /// Whether `value` is a valid value of this type.
    public func validates(_ value: G8JSON) -> Bool { accepts(value) }

    /// Any finite number.
    public static let number = G8TokenType("number", expected: "a number") { $0.doubleValue != nil }
    /// A length: a number, or a string such as `"12px"` or `"1.5rem"`.
    public static let dimension = G8TokenType("dimension", expected: "a number or a length such as \"12px\"") {
        if $0.doubleValue != nil { return true }
        guard let text = $0.stringValue else { return false }
        return ["px", "rem", "pt"].contains { text.hasSuffix($0) && Double(text.dropLast($0.count)) != nil }
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
    /// A duration: milliseconds as a number, or a string such as `"200ms"` or `"0.2s"`.
    public static let duration = G8TokenType("duration", expected: "a duration such as \"200ms\"") {
        if let number = $0.doubleValue { return number >= 0 }
        guard let text = $0.stringValue else { return false }
        if text.hasSuffix("ms") { return Double(text.dropLast(2)) != nil }
        return text.hasSuffix("s") && Double(text.dropLast()) != nil
    }

    /// Weight names accepted by `fontWeight`, as in the W3C format and `Font.Weight`.
    public static let weightNames: Set<String> = [
        "thin", "hairline", "extra-light", "ultra-light", "ultraLight", "light", "normal", "regular", "book",
        "medium", "semi-bold", "demi-bold", "semibold", "bold", "extra-bold", "ultra-bold", "heavy", "black",
        "extra-black", "ultra-black",
    ]

    /// The types every engine knows.
    static let core: [G8TokenType] = [.number, .dimension, .string, .boolean, .fontFamily, .fontWeight, .duration]
}

extension G8 {
    /// Registers a token `$type`, replacing one of the same name.
    public mutating func add(tokenType: G8TokenType) {
        tokenTypes[tokenType.name] = tokenType
    }

    /// The token `$type` names the engine knows, sorted.
    public var tokenTypeNames: [String] { tokenTypes.keys.sorted() }
}
