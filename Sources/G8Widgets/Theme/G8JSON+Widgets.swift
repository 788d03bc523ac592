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
        guard json.objectMembers?.allSatisfy({ Font.memberNames.contains($0.key) }) == true else { return nil }
        return Font(name: name, size: size, weight: weight, italic: italic)
    }

    /// The members a font's JSON may have. A list, compared in turn: a `Set` written in the
    /// function would be built, each name hashed, for every font a theme converts.
    private static let memberNames = [
        "family", "fontFamily", "size", "fontSize", "weight", "fontWeight", "italic", "fontStyle", "letterSpacing", "lineHeight",
    ]
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
    /// A color: a hex string (`"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"`), the Design Tokens object
    /// form `{"colorSpace", "components", "alpha", "hex"}` in any of its 14 spaces
    /// (``Color/dtcg(_:)``), or a CSS Color 4 string such as `"oklch(70% 0.1 150)"` or
    /// `"rebeccapurple"` (``Color/css(_:)``), which hand-written files use. A bad object names
    /// its member: `components[1] expects a number or "none", got "x"`.
    public static let color = G8TokenType("color", expected: "a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\"", problem: { json in
        if json.objectMembers != nil, case .failure(let problem) = Color.dtcg(json) { return problem }
        if G8TokenValues.color(json).isSuccess { return nil }
        return G8ValueProblem(expected: "a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\"", got: json)
    }).writing(G8TokenType.colorForm)
    /// A font: `{"family", "size", "weight"}` (or the W3C typography keys).
    public static let font = G8TokenType("font", expected: "a font such as {\"family\": \"Inter\", \"size\": 16}") {
        Font.g8Convert(from: $0) != nil
    }
    /// A text style: `{"fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"}`
    /// (``Typography/decode(_:remBase:)``), its problems named by member.
    public static let typography = G8TokenType(
        "typography", expected: "a typography such as {\"fontFamily\": \"Inter\", \"fontSize\": {\"value\": 16, \"unit\": \"px\"}}",
        problem: { json in
            guard case .failure(let problem) = Typography.decode(json) else { return nil }
            return problem
        }).writing(G8TokenType.typographyForm)
    /// One shadow `{"color", "offsetX", "offsetY", "blur", "spread", "inset"}` or a list of
    /// them (``Shadow/decodeList(_:remBase:)``).
    public static let shadow = G8TokenType(
        "shadow", expected: "a shadow {\"color\", \"offsetX\", \"offsetY\", \"blur\", \"spread\"} or a list of them"
    ) { Shadow.decodeList($0).isSuccess }.writing(G8TokenType.shadowForm)
    /// A border `{"color", "width", "style"}` (``Border/decode(_:remBase:)``).
    public static let border = G8TokenType("border", expected: "a border {\"color\", \"width\", \"style\"}") {
        Border.decode($0).isSuccess
    }.writing(G8TokenType.borderForm)
    /// A stroke style: a keyword such as `"dashed"`, or `{"dashArray", "lineCap"}`
    /// (``StrokeStyle/decode(_:remBase:)``).
    public static let strokeStyle = G8TokenType(
        "strokeStyle", expected: "a stroke style such as \"dashed\" or {\"dashArray\", \"lineCap\"}"
    ) { StrokeStyle.decode($0).isSuccess }.writing(G8TokenType.strokeStyleForm)
    /// A transition `{"duration", "delay", "timingFunction"}` (``Transition/decode(_:)``).
    public static let transition = G8TokenType(
        "transition", expected: "a transition {\"duration\", \"delay\", \"timingFunction\"}"
    ) { Transition.decode($0).isSuccess }.writing(G8TokenType.transitionForm)
    /// A gradient: a list of `{"color", "position"}` (``Gradient/decode(_:)``).
    public static let gradient = G8TokenType("gradient", expected: "a gradient: a list of {\"color\", \"position\"}") {
        Gradient.decode($0).isSuccess
    }.writing(G8TokenType.gradientForm)
    /// A dimension as the format writes it, `{"value": 4, "unit": "px"}`, and the older
    /// `"4px"` and numbers (``Dimension/decode(_:)``): registered under the name `dimension`,
    /// replacing the engine's string-only check in ``G8/standard``.
    public static let dimensionObject = G8TokenType("dimension", expected: "a dimension such as {\"value\": 4, \"unit\": \"px\"}") {
        Dimension.decode($0).isSuccess
    }.writing(G8TokenType.dimensionForm)
    /// A duration as the format writes it, `{"value": 200, "unit": "ms"}`, and the older
    /// `"200ms"` and numbers (``G8TokenValues/durationToken(_:)``), negative ones too: registered under the name
    /// `duration`, replacing the engine's string-only check in ``G8/standard``.
    public static let durationObject = G8TokenType("duration", expected: "a duration such as {\"value\": 200, \"unit\": \"ms\"}") {
        G8TokenValues.durationToken($0).isSuccess
    }.writing(G8TokenType.durationForm)
    /// An image by name.
    public static let image = G8TokenType("image", expected: "an image name") { $0.stringValue.map { !$0.isEmpty } ?? false }
    /// Insets: `{"top", "left", "bottom", "right"}`.
    public static let edgeInsets = G8TokenType("edgeInsets", expected: "insets such as {\"top\": 8, \"left\": 8, \"bottom\": 8, \"right\": 8}") {
        EdgeInsets.g8Convert(from: $0) != nil
    }

    /// The token types of the widget values, registered by ``G8/standard``: the format's color,
    /// composite types and object-form dimension and duration, and G8's font, image and insets.
    public static var widgetTypes: [G8TokenType] {
        [
            .color, .font, .typography, .shadow, .border, .strokeStyle, .transition, .cubicBezier, .gradient,
            .dimensionObject, .durationObject, .image, .edgeInsets,
        ]
    }
}

extension Result {
    /// Whether the result is a success.
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}

extension G8Theme {
    /// Loads a theme from JSON, checking its values against `G8.standard`: a key that only a
    /// widget of the app's own declares is a warning then. An app with such widgets passes its
    /// engine, ``G8Theme/init(json:file:engine:)``.
    public init(json: Data, file: String? = nil) throws(G8ThemeError) {
        try self.init(json: json, file: file, engine: .standard, engineHint: "G8Theme(json:file:engine:)")
    }

    /// Loads a theme from a file, checking its values against `G8.standard`: a key that only a
    /// widget of the app's own declares is a warning then. An app with such widgets passes its
    /// engine, ``G8Theme/init(contentsOf:engine:)``.
    public init(contentsOf url: URL) throws(G8ThemeError) {
        try self.init(contentsOf: url, engine: .standard, engineHint: "G8Theme(contentsOf:engine:)")
    }
}

extension G8Theme {
    /// Loads a plain W3C Design Tokens file, checking `$type`s against `G8.standard`.
    public init(designTokens json: Data, file: String? = nil) throws(G8ThemeError) {
        try self.init(designTokens: json, file: file, engine: .standard)
    }
}
