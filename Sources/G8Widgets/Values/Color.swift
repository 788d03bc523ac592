/// An RGBA color with components from 0 to 1, like `UIColor`.
///
/// ```swift
/// let brand = Color(red: 0.4, green: 0.7, blue: 0.1, alpha: 1)
/// let paper = Color(white: 0.9, alpha: 1)
/// let text = Color(hex: "#66B31A")    // "#RGB", "#RRGGBB" or "#RRGGBBAA"; nil when malformed
/// ```
///
/// In a style a color can also be given as a hex string (`"label.textColor": "#FF0000"`), any
/// CSS Color 4 string (``css(_:)``), or in JSON the Design Tokens object form (``dtcg(_:)``);
/// colors in other spaces convert with ``init(colorSpace:components:alpha:)``.
public struct Color: Hashable, Sendable, G8Value, CustomStringConvertible {
    /// Red, from 0 to 1.
    public var red: Double
    /// Green, from 0 to 1.
    public var green: Double
    /// Blue, from 0 to 1.
    public var blue: Double
    /// Opacity, from 0 (clear) to 1 (opaque).
    public var alpha: Double

    /// A color from components, each clamped to 0...1 (NaN counts as 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// A gray from its brightness, 0 black to 1 white.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color from `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional), or `nil`.
    public init?(hex: String) {
        // Bytes, not Characters: themes hold thousands of colors, and grapheme breaking is
        // the slow part of reading one. The digits go into one number, not an array: an
        // allocation would cost more than the rest of reading a color. Read from the string's
        // own buffer: a slice of its UTF-8 view would check its bounds on every byte.
        var text = hex
        guard let (digits, count) = text.withUTF8(Color.hexDigits) else { return nil }
        /// The byte `shift` bits up, as a component.
        func pair(_ shift: UInt32) -> Double { Double((digits >> shift) & 0xFF) / 255 }
        /// The digit `shift` bits up, doubled (`F` is `FF`), as a component.
        func single(_ shift: UInt32) -> Double { Double(((digits >> shift) & 0xF) * 17) / 255 }
        switch count {
        case 3:
            self.init(red: single(8), green: single(4), blue: single(0))
        case 6:
            self.init(red: pair(16), green: pair(8), blue: pair(0))
        case 8:
            self.init(red: pair(24), green: pair(16), blue: pair(8), alpha: pair(0))
        default:
            return nil
        }
    }

    /// The hex digits of `bytes` (after an optional `#`) as one number, and how many there
    /// are; nil past eight digits or at a byte that is not one.
    private static func hexDigits(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt32, Int)? {
        var index = bytes.first == UInt8(ascii: "#") ? 1 : 0
        guard bytes.count - index <= 8 else { return nil }
        var digits: UInt32 = 0
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let nibble: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            digits = digits << 4 | UInt32(nibble)
            index += 1
        }
        return (digits, index - start)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when the color is not opaque; components rounded to bytes.
    public var hexString: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }

    /// The color as its ``hexString``.
    public var description: String { hexString }

    /// The same color with another opacity.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// Dark gray (one third white).
    public static let darkGray = Color(white: 1.0 / 3)
    /// Gray (half white).
    public static let gray = Color(white: 0.5)
    /// Light gray (two thirds white).
    public static let lightGray = Color(white: 2.0 / 3)
    /// Fully transparent.
    public static let clear = Color(white: 0, alpha: 0)
    /// Red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Orange.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Cyan.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Magenta.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Brown.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// The default tint of views, as `UIColor.systemBlue`.
    public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)
}

extension Color: G8ValueConvertible {
    /// A hex string (`"#FF0000"`) or any CSS Color 4 string (``css(_:)``) converts to a color,
    /// and so does a JSON color in the Design Tokens object form (``dtcg(_:)``).
    public static func g8Convert(from value: any G8Value) -> Color? {
        if let text = G8StringValue.of(value) {
            if let color = Color(hex: text) { return color }
            return try? CSSColorParser.parse(text, suggest: false).get()
        }
        if let json = value as? G8JSON, json.objectMembers != nil { return try? Color.dtcg(json).get() }
        return nil
    }
}
