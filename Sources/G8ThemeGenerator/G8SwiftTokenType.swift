import G8Widgets

/// How tokens of one `$type` become Swift constants: the Swift type, and the source text of a
/// token's value as that type.
///
/// ``table`` holds every mapping, one line each; a new token type needs one more line there.
public struct G8SwiftTokenType: Sendable {
    /// The Swift type, fully qualified so that a token group of the same name cannot hide it,
    /// such as `G8Widgets.Color`.
    public let swiftType: String
    /// The source text of a value of this type, or nil when the value is not one.
    public let literal: @Sendable (G8JSON) -> String?

    /// A mapping from a Swift type and a way to write a value as its source text.
    public init(_ swiftType: String, literal: @escaping @Sendable (G8JSON) -> String?) {
        self.swiftType = swiftType
        self.literal = literal
    }

    /// Every token `$type` the generator knows, by name. Tokens of other types (your own, from
    /// ``G8/add(tokenType:)``) and tokens with no `$type` are written by the kind of their JSON
    /// value: ``boolean``, ``number`` or ``string``, and anything else as ``json``.
    public static let table: [String: G8SwiftTokenType] = [
        "color": .color,
        "font": .font,
        "typography": .font,
        "number": .number,
        "dimension": .dimension,
        "string": .string,
        "boolean": .boolean,
        "fontFamily": .fontFamily,
        "fontWeight": .fontWeight,
        "duration": .duration,
        "image": .image,
        "edgeInsets": .edgeInsets,
    ]

    /// The mapping for a token of `type` whose value is `value`.
    public static func mapping(type: String?, value: G8JSON) -> G8SwiftTokenType {
        if let type, let known = table[type] { return known }
        switch value {
        case .bool: return .boolean
        case .number: return .number
        case .string: return .string
        default: return .json
        }
    }

    /// `Color`, from `"#RRGGBB"`: its components, exactly as `Color(hex:)` reads them.
    public static let color = G8SwiftTokenType("G8Widgets.Color") { json in
        guard let color = json.stringValue.flatMap(Color.init(hex:)),
            let red = G8SwiftLiteral.double(color.red), let green = G8SwiftLiteral.double(color.green),
            let blue = G8SwiftLiteral.double(color.blue), let alpha = G8SwiftLiteral.double(color.alpha)
        else { return nil }
        return ".init(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }
    /// `Font`, from a font or typography object.
    public static let font = G8SwiftTokenType("G8Widgets.Font") { json in
        guard let font = Font.g8Convert(from: json), let size = G8SwiftLiteral.double(font.pointSize) else { return nil }
        return ".init(name: \(G8SwiftLiteral.string(font.name)), size: \(size), weight: .\(font.weight), italic: \(font.isItalic))"
    }
    /// `Double`, from a number.
    public static let number = G8SwiftTokenType("Swift.Double") { $0.doubleValue.flatMap(G8SwiftLiteral.double) }
    /// `Double` in points, from a number or a length (`"12px"`, `"12pt"`, `"1.5rem"` at 16 points a rem).
    public static let dimension = G8SwiftTokenType("Swift.Double") { $0.dimensionValue.flatMap(G8SwiftLiteral.double) }
    /// `String`.
    public static let string = G8SwiftTokenType("Swift.String") { $0.stringValue.map(G8SwiftLiteral.string) }
    /// `Bool`.
    public static let boolean = G8SwiftTokenType("Swift.Bool") { $0.boolValue.map { "\($0)" } }
    /// `String`: the family, or the first of a list, as `Font` reads it.
    public static let fontFamily = G8SwiftTokenType("Swift.String") { json in
        if case .array(let names) = json { return names.first?.stringValue.map(G8SwiftLiteral.string) }
        return json.stringValue.map(G8SwiftLiteral.string)
    }
    /// `Font.Weight`, from a name or a number (the nearest weight).
    public static let fontWeight = G8SwiftTokenType("G8Widgets.Font.Weight") { json in
        Font.Weight(json: json).map { ".\($0)" }
    }
    /// `Duration`, from milliseconds (a number or `"200ms"`) or seconds (`"0.2s"`).
    public static let duration = G8SwiftTokenType("Swift.Duration") { json in
        var milliseconds = json.doubleValue
        if let text = json.stringValue {
            if text.hasSuffix("ms") {
                milliseconds = Double(text.dropLast(2))
            } else if text.hasSuffix("s") {
                milliseconds = Double(text.dropLast()).map { $0 * 1000 }
            }
        }
        return milliseconds.flatMap(G8SwiftLiteral.double).map { ".milliseconds(\($0))" }
    }
    /// `Image`, by name.
    public static let image = G8SwiftTokenType("G8Widgets.Image") { json in
        json.stringValue.map { ".init(named: \(G8SwiftLiteral.string($0)))" }
    }
    /// `EdgeInsets`, from `{"top", "left", "bottom", "right"}`.
    public static let edgeInsets = G8SwiftTokenType("G8Widgets.EdgeInsets") { json in
        guard let insets = EdgeInsets.g8Convert(from: json),
            let top = G8SwiftLiteral.double(insets.top), let left = G8SwiftLiteral.double(insets.left),
            let bottom = G8SwiftLiteral.double(insets.bottom), let right = G8SwiftLiteral.double(insets.right)
        else { return nil }
        return ".init(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
    }
    /// `G8JSON`, the value as written: for types the generator has no Swift type for.
    public static let json = G8SwiftTokenType("G8Core.G8JSON") { G8SwiftLiteral.json($0) }
}
