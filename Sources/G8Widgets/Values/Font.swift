/// A font: a family or face name, a point size, a weight and whether it is italic, like `UIFont`.
///
/// ```swift
/// let body = Font(name: "HelveticaNeue-Light", size: 16)
/// let title = Font.boldSystemFont(ofSize: 20)
/// let note = Font.italicSystemFont(ofSize: 12)
/// ```
public struct Font: Hashable, Sendable, G8Value, CustomStringConvertible {
    /// How heavy the strokes are, from `ultraLight` to `black`.
    public enum Weight: String, Hashable, Sendable, CaseIterable, G8Value {
        /// CSS weight 100.
        case ultraLight
        /// CSS weight 200.
        case thin
        /// CSS weight 300.
        case light
        /// CSS weight 400, the default.
        case regular
        /// CSS weight 500.
        case medium
        /// CSS weight 600.
        case semibold
        /// CSS weight 700.
        case bold
        /// CSS weight 800.
        case heavy
        /// CSS weight 900.
        case black

        /// The CSS weight: 100 for `ultraLight` to 900 for `black`.
        public var cssValue: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }
    }

    /// The name used for the platform's system font.
    public static let systemFontName = "System"

    /// The family or face name, such as `"Inter"` or `"HelveticaNeue-Bold"`.
    public var name: String
    /// The size in points.
    public var pointSize: Double
    /// The weight.
    public var weight: Weight
    /// Whether the font is italic.
    public var isItalic: Bool

    /// A font by name and size; the weight and italics are read from a face suffix such as
    /// `-Bold`, `-Light` or `-Italic` when the name has one.
    public init(name: String, size: Double) {
        let suffix = name.split(separator: "-").last.map { String($0).lowercased() } ?? ""
        let hasSuffix = name.utf8.contains(UInt8(ascii: "-"))
        self.init(
            name: name, size: size,
            weight: hasSuffix ? Font.weight(fromSuffix: suffix) : .regular,
            italic: hasSuffix && suffix.contains("italic"))
    }

    /// A font from all of its parts.
    public init(name: String, size: Double, weight: Weight, italic: Bool = false) {
        self.name = name
        self.pointSize = size
        self.weight = weight
        self.isItalic = italic
    }

    /// The system font in a size and weight.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(name: systemFontName, size: size, weight: weight)
    }

    /// The bold system font in a size.
    public static func boldSystemFont(ofSize size: Double) -> Font {
        Font(name: systemFontName, size: size, weight: .bold)
    }

    /// The italic system font in a size.
    public static func italicSystemFont(ofSize size: Double) -> Font {
        Font(name: systemFontName, size: size, weight: .regular, italic: true)
    }

    /// The same font in another size.
    public func withSize(_ size: Double) -> Font {
        Font(name: name, size: size, weight: weight, italic: isItalic)
    }

    /// For example `HelveticaNeue-Bold 16pt bold`, or `System 30pt italic`.
    public var description: String {
        var parts = ["\(name) \(Font.format(pointSize))pt"]
        if weight != .regular { parts.append(weight.rawValue) }
        if isItalic { parts.append("italic") }
        return parts.joined(separator: " ")
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func weight(fromSuffix suffix: String) -> Weight {
        let table: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("thin", .thin), ("semibold", .semibold), ("light", .light),
            ("medium", .medium), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        return table.first { suffix.contains($0.0) }?.1 ?? .regular
    }
}
