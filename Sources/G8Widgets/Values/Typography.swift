/// A text style: a font with line height and letter spacing, as the Design Tokens format's
/// `typography` type.
///
/// In a style, the `typography` key of a text widget (``Label``, ``TextField``, ``TextView``,
/// and a button's `titleTypography`) sets its `font`, `lineHeight` and `letterSpacing`.
///
/// ```swift
/// let body = Typography(font: Font(name: "Inter", size: 16), lineHeight: 1.5, letterSpacing: 0.2)
/// g8.applyStyle([G8K.Label.typography: body], to: label)
/// ```
public struct Typography: Sendable, Hashable, G8CompositeValue, CustomStringConvertible {
    /// The font: family, size, weight and italics.
    public var font: Font
    /// The line height as a multiple of the font size (CSS's unitless `line-height`), or nil
    /// for the font's own.
    public var lineHeight: Double?
    /// Extra space between characters, in points (kerning); 0 is the font's own spacing.
    public var letterSpacing: Double

    /// A text style from its parts.
    public init(font: Font, lineHeight: Double? = nil, letterSpacing: Double = 0) {
        self.font = font
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
    }

    /// `Inter 16pt bold, line height 1.5, letter spacing 0.2`.
    public var description: String {
        var text = font.description
        if let lineHeight { text += ", line height \(G8ValueText.number(lineHeight))" }
        if letterSpacing != 0 { text += ", letter spacing \(G8ValueText.number(letterSpacing))" }
        return text
    }

    /// The members a typography value may have: the format's, the older G8 font keys, and
    /// Tokens Studio's paragraph keys (read, not drawn).
    static let members = [
        "fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight", "fontStyle",
        "family", "size", "weight", "italic",
        "paragraphSpacing", "paragraphIndent", "textCase", "textDecoration",
    ]

    /// A `typography` token's value: `{"fontFamily", "fontSize", "fontWeight", "letterSpacing",
    /// "lineHeight"}` (also G8's `{"family", "size", "weight", "italic"}`).
    ///
    /// - `fontFamily`: a name or a list (the first is used); the system font when absent.
    /// - `fontSize`: a dimension above 0 (rems count `remBase` points); required.
    /// - `fontWeight`: as ``G8TokenValues/fontWeight(_:)``; regular when absent.
    /// - `lineHeight`: a number, a multiple of the font size; also `"150%"`, or a dimension,
    ///   divided by the font size.
    /// - `letterSpacing`: a dimension; `em` counts the font size, a percentage (`"-2%"`, as
    ///   Tokens Studio writes) a hundredth of it.
    /// - `fontStyle: "italic"` or `italic: true` make the font italic. Tokens Studio's
    ///   `paragraphSpacing`, `paragraphIndent`, `textCase` and `textDecoration` are allowed
    ///   and ignored.
    ///
    /// Problems name the member: `lineHeight expects a number, got "banana"`.
    public static func decode(_ json: G8JSON, remBase: Double = Dimension.defaultRemBase) -> Result<Typography, G8ValueProblem> {
        guard json.objectMembers != nil else {
            return .failure(G8ValueProblem(
                expected: "a typography {\"fontFamily\", \"fontSize\", \"fontWeight\", \"letterSpacing\", \"lineHeight\"}", got: json))
        }
        if let problem = json.unknownMemberProblem(allowed: members) { return .failure(problem) }
        func named(_ modern: String, _ old: String) -> (String, G8JSON)? {
            if let value = json[modern] { return (modern, value) }
            return json[old].map { (old, $0) }
        }
        var family = Font.systemFontName
        if let (name, value) = named("fontFamily", "family") {
            switch G8TokenValues.fontFamily(value) {
            case .failure(let problem): return .failure(problem.inside(name))
            case .success(let names): family = names[0]
            }
        }
        guard let (sizeName, sizeJSON) = named("fontSize", "size") else {
            return .failure(.missing("fontSize", expected: "a dimension"))
        }
        let size: Double
        switch G8TokenValues.dimension(sizeJSON, remBase: remBase) {
        case .failure(let problem): return .failure(problem.inside(sizeName))
        case .success(let points):
            // The format allows any dimension, 0 too; a widget's font refuses what it cannot
            // draw when a style sets it.
            guard points >= 0 else {
                return .failure(G8ValueProblem(member: sizeName, expected: "a size of 0 or more",
                                               actual: "\(G8ValueText.number(points)) points"))
            }
            size = points
        }
        var weight = Font.Weight.regular
        if let (name, value) = named("fontWeight", "weight") {
            switch G8TokenValues.fontWeight(value) {
            case .failure(let problem): return .failure(problem.inside(name))
            case .success(let parsed): weight = parsed
            }
        }
        var italic = false
        if let flag = json["italic"] {
            guard let bool = flag.boolValue else { return .failure(G8ValueProblem(member: "italic", expected: "true or false", got: flag)) }
            italic = bool
        } else if let style = json["fontStyle"] {
            guard let name = style.stringValue, ["normal", "italic", "oblique"].contains(name) else {
                return .failure(G8ValueProblem(member: "fontStyle", expected: "one of \"normal\", \"italic\", \"oblique\"", got: style))
            }
            italic = name != "normal"
        }
        var lineHeight: Double?
        if let value = json["lineHeight"] {
            switch Typography.lineHeight(value, fontSize: size, remBase: remBase) {
            case .failure(let problem): return .failure(problem.inside("lineHeight"))
            case .success(let multiple): lineHeight = multiple
            }
        }
        var letterSpacing = 0.0
        if let value = json["letterSpacing"] {
            if let text = value.stringValue, text.hasSuffix("%"), let percent = Double(text.dropLast()), percent.isFinite {
                letterSpacing = percent / 100 * size
            } else {
                switch Dimension.decode(value) {
                case .failure(let problem): return .failure(problem.inside("letterSpacing"))
                case .success(let dimension): letterSpacing = dimension.points(remBase: remBase, emBase: size)
                }
            }
        }
        return .success(Typography(
            font: Font(name: family, size: size, weight: weight, italic: italic),
            lineHeight: lineHeight, letterSpacing: letterSpacing))
    }

    /// A line height as a multiple of `fontSize`: a number, a percentage string, or a
    /// dimension in points.
    static func lineHeight(_ json: G8JSON, fontSize: Double, remBase: Double) -> Result<Double, G8ValueProblem> {
        let problem = G8ValueProblem(expected: "a number", got: json)
        if let number = json.doubleValue {
            return number.isFinite && number >= 0 ? .success(number) : .failure(problem)
        }
        if let text = json.stringValue, text.hasSuffix("%") {
            guard let percent = Double(text.dropLast()), percent.isFinite, percent >= 0 else { return .failure(problem) }
            return .success(percent / 100)
        }
        guard case .success(let points) = G8TokenValues.dimension(json, remBase: remBase), points >= 0 else {
            return .failure(problem)
        }
        return .success(points / fontSize)
    }
}

extension Typography: G8ValueConvertible {
    /// A JSON typography object converts to a text style, and so does a ``Font`` (no line
    /// height, no extra letter spacing).
    public static func g8Convert(from value: any G8Value) -> Typography? {
        if let font = value as? Font { return Typography(font: font) }
        return (value as? G8JSON).flatMap { try? decode($0).get() }
    }
}
