import Foundation

// How theme JSON becomes widget values: each value type reads the JSON shape the theme format
// documents, through its G8ValueConvertible conformance.

extension Font: G8ValueConvertible {
    /// A font from `{"family", "size", "weight", "italic"}` (W3C typography's `fontFamily`,
    /// `fontSize`, `fontWeight` and `fontStyle: "italic"` work too); `size` may be `"16px"`.
    public static func g8Convert(from value: any G8Value) -> Font? {
        guard let json = value as? G8JSON, json.objectMembers != nil else { return nil }
        let family = json["family"] ?? json["fontFamily"]
        let name: String?
        switch family {
        case .string(let text): name = text
        case .array(let names): name = names.first?.stringValue
        case nil: name = Font.systemFontName
        default: name = nil
        }
        guard let name, !name.isEmpty,
            let size = (json["size"] ?? json["fontSize"])?.dimensionValue, size > 0, size.isFinite
        else { return nil }
        var weight = Weight.regular
        if let written = json["weight"] ?? json["fontWeight"] {
            guard let parsed = Weight(json: written) else { return nil }
            weight = parsed
        }
        var italic = false
        if let flag = json["italic"] {
            guard let bool = flag.boolValue else { return nil }
            italic = bool
        } else if let style = json["fontStyle"]?.stringValue {
            italic = style == "italic" || style == "oblique"
        }
        let known: Set<String> = ["family", "fontFamily", "size", "fontSize", "weight", "fontWeight", "italic", "fontStyle",
                                  "letterSpacing", "lineHeight"]
        guard json.objectMembers?.allSatisfy({ known.contains($0.key) }) == true else { return nil }
        return Font(name: name, size: size, weight: weight, italic: italic)
    }
}

extension Font.Weight {
    /// A weight from a number from 1 to 1000 (the nearest weight) or a name of the Design
    /// Tokens format (`"bold"`, `"semi-bold"`), as ``G8TokenValues/fontWeight(_:)`` reads it:
    /// the format's names follow its table (`"thin"` is 100, `"heavy"` 900).
    public init?(json: G8JSON) {
        guard case .success(let weight) = G8TokenValues.fontWeight(json) else { return nil }
        self = weight
    }
}

extension EdgeInsets: G8ValueConvertible {
    /// Insets from `{"top", "left", "bottom", "right"}`, or one number for every edge.
    public static func g8Convert(from value: any G8Value) -> EdgeInsets? {
        if let json = value as? G8JSON, let n = json.numbers(["top", "left", "bottom", "right"]) {
            return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
        }
        if let number = value as? Double, number.isFinite { return EdgeInsets(all: number) }
        if let number = value as? Int { return EdgeInsets(all: Double(number)) }
        return nil
    }
}

extension Size: G8ValueConvertible {
    /// A size from `{"width", "height"}`.
    public static func g8Convert(from value: any G8Value) -> Size? {
        guard let json = value as? G8JSON, let n = json.numbers(["width", "height"]) else { return nil }
        return Size(width: n[0], height: n[1])
    }
}

extension Point: G8ValueConvertible {
    /// A point from `{"x", "y"}`.
    public static func g8Convert(from value: any G8Value) -> Point? {
        guard let json = value as? G8JSON, let n = json.numbers(["x", "y"]) else { return nil }
        return Point(x: n[0], y: n[1])
    }
}

extension Rect: G8ValueConvertible {
    /// A rectangle from `{"x", "y", "width", "height"}`.
    public static func g8Convert(from value: any G8Value) -> Rect? {
        guard let json = value as? G8JSON, let n = json.numbers(["x", "y", "width", "height"]) else { return nil }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
}

extension G8TokenType {
    /// A color: the format's object `{"colorSpace", "components", "alpha", "hex"}` in any of its
    /// spaces (``Color/dtcg(_:)``), `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"`, or a CSS Color 4 string
    /// (``Color/css(_:)``), which the reader notes the format wants as an object.
    public static let color = G8TokenType("color", expected: "a color such as \"#66B31A\"", problem: { json in
        if json.objectMembers != nil, case .failure(let problem) = Color.dtcg(json) { return problem }
        if json.objectMembers != nil { return nil }
        if let text = json.stringValue, Color(hex: text) != nil || (try? Color.css(text).get()) != nil { return nil }
        return G8ValueProblem(expected: "a color such as \"#66B31A\"", got: json)
    })
    /// A font: `{"family", "size", "weight"}` (or the W3C typography keys).
    public static let font = G8TokenType("font", expected: "a font such as {\"family\": \"Inter\", \"size\": 16}") {
        Font.g8Convert(from: $0) != nil
    }
    /// The W3C name for a font composite.
    public static let typography = G8TokenType(
        "typography", expected: "a font such as {\"fontFamily\": \"Inter\", \"fontSize\": 16}",
        problem: { json in
            guard case .failure(let problem) = Typography.decode(json) else { return nil }
            return problem
        })
    /// An image by name.
    public static let image = G8TokenType("image", expected: "an image name") { $0.stringValue.map { !$0.isEmpty } ?? false }
    /// Insets: `{"top", "left", "bottom", "right"}`.
    public static let edgeInsets = G8TokenType("edgeInsets", expected: "insets such as {\"top\": 8, \"left\": 8, \"bottom\": 8, \"right\": 8}") {
        EdgeInsets.g8Convert(from: $0) != nil
    }

    /// The token types of the widget values.
    public static var widgetTypes: [G8TokenType] { [.color, .font, .typography, .image, .edgeInsets] }
}

extension G8Theme {
    /// Loads a theme from JSON, checking its values against `G8.standard`.
    public init(json: Data, file: String? = nil) throws(G8ThemeError) {
        try self.init(json: json, file: file, engine: .standard)
    }

    /// Loads a theme from a file, checking its values against `G8.standard`.
    public init(contentsOf url: URL) throws(G8ThemeError) {
        try self.init(contentsOf: url, engine: .standard)
    }
}

extension G8Theme {
    /// Loads a plain W3C Design Tokens file, checking `$type`s against `G8.standard`.
    public init(designTokens json: Data, file: String? = nil) throws(G8ThemeError) {
        try self.init(designTokens: json, file: file, engine: .standard)
    }
}
