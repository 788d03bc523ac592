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
        "color": .init("G8Widgets.Color") { decoded(G8TokenValues.color($0), G8SwiftLiteral.color) },
        "font": .init("G8Widgets.Font") { Font.g8Convert(from: $0).flatMap(G8SwiftLiteral.font) },
        "typography": .init("G8Widgets.Typography") { decoded(Typography.decode($0), G8SwiftLiteral.typography) },
        "number": .number,
        "dimension": .init("Swift.Double") { decoded(G8TokenValues.dimension($0), G8SwiftLiteral.double) },
        "string": .string,
        "boolean": .boolean,
        "fontFamily": .init("Swift.String") { decoded(G8TokenValues.fontFamily($0)) { $0.first.map(G8SwiftLiteral.string) } },
        "fontWeight": .init("G8Widgets.Font.Weight") { decoded(G8TokenValues.fontWeight($0)) { ".\($0)" } },
        "duration": .init("Swift.Duration") { decoded(G8TokenValues.duration($0)) { G8SwiftLiteral.double($0).map { ".seconds(\($0))" } } },
        "cubicBezier": .init("G8Widgets.CubicBezier") { decoded(CubicBezier.decode($0), G8SwiftLiteral.cubicBezier) },
        "transition": .init("G8Widgets.Transition") { decoded(Transition.decode($0), G8SwiftLiteral.transition) },
        "shadow": .init("[G8Widgets.Shadow]") { decoded(Shadow.decodeList($0)) { G8SwiftLiteral.list($0.map(G8SwiftLiteral.shadow)) } },
        "border": .init("G8Widgets.Border") { decoded(Border.decode($0), G8SwiftLiteral.border) },
        "strokeStyle": .init("G8Widgets.StrokeStyle") { decoded(StrokeStyle.decode($0), G8SwiftLiteral.strokeStyle) },
        "gradient": .init("G8Widgets.Gradient") { decoded(Gradient.decode($0), G8SwiftLiteral.gradient) },
        "image": .init("G8Widgets.Image") { $0.stringValue.map { ".init(named: \(G8SwiftLiteral.string($0)))" } },
        "edgeInsets": .init("G8Widgets.EdgeInsets") { EdgeInsets.g8Convert(from: $0).flatMap(G8SwiftLiteral.edgeInsets) },
    ]

    /// The literal for a decoded value, or nil when it did not decode.
    private static func decoded<Value>(_ result: Result<Value, G8ValueProblem>, _ literal: (Value) -> String?) -> String? {
        guard case .success(let value) = result else { return nil }
        return literal(value)
    }

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

    /// `Double`, from a number.
    public static let number = G8SwiftTokenType("Swift.Double") { $0.doubleValue.flatMap(G8SwiftLiteral.double) }
    /// `String`.
    public static let string = G8SwiftTokenType("Swift.String") { $0.stringValue.map(G8SwiftLiteral.string) }
    /// `Bool`.
    public static let boolean = G8SwiftTokenType("Swift.Bool") { $0.boolValue.map { "\($0)" } }
    /// `G8JSON`, the value as written: for types the generator has no Swift type for.
    public static let json = G8SwiftTokenType("G8Core.G8JSON") { G8SwiftLiteral.json($0) }
}
