#if canImport(G8Widgets)
import G8Widgets
#endif

/// Decodes fuzz bytes into a style: each byte choice picks from a vocabulary of real names
/// (so the fuzzer reaches deep code quickly) or spells out names and values of its own.
/// Reading past the end yields zeros, so every input decodes to some style.
struct FuzzReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index >= bytes.count }

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }

    static let children = ["heading", "action", "field", "toggle", "slider", "segments", "stack", "card", "image",
                           "notes", "bar", "missing", "view", "layer", "titleLabel", "nothere", ""]
    static let properties = ["textColor", "font", "textAlignment", "numberOfLines", "titleColor", "title", "titleFont",
                             "backgroundColor", "tintColor", "alpha", "frame", "layoutMargins", "cornerRadius",
                             "borderWidth", "opacity", "shadowOffset", "placeholderColor", "value", "maximumValue",
                             "isOn", "onTintColor", "spacing", "axis", "image", "backgroundImageFromColor", "isHidden",
                             "tag", "text", "superStyle", "lineBreakMode", "textColour", ""]
    static let modifiers = ["normal", "highlighted", "disabled", "selected", "focused", "application", "hilighted", ""]

    mutating func text() -> String {
        let length = Int(byte() % 12)
        var result = ""
        for _ in 0..<length { result.unicodeScalars.append(Unicode.Scalar(pick(Array(32...126) + [0, 10, 0xE9]))) }
        return result
    }

    mutating func key() -> G8Key {
        var parts: [String] = []
        let depth = Int(byte() % 3)
        for _ in 0..<depth { parts.append(byte() < 240 ? pick(FuzzReader.children) : text()) }
        parts.append(byte() < 240 ? pick(FuzzReader.properties) : text())
        var key = parts.joined(separator: ".")
        let states = Int(byte() % 4) == 3 ? Int(byte() % 3) + 1 : 0
        for _ in 0..<states { key += ":" + (byte() < 240 ? pick(FuzzReader.modifiers) : text()) }
        return G8Key(key)
    }

    mutating func double() -> Double {
        switch byte() % 8 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -Double(byte())
        case 3: return 1e300
        case 4: return Double(byte()) / 255
        default: return Double(byte())
        }
    }

    mutating func value(depth: Int) -> (any G8Value)? {
        switch byte() % 20 {
        case 0: return nil
        case 1: return Int(Int8(bitPattern: byte()))
        case 2: return double()
        case 3: return Float(double())
        case 4: return text()
        case 5: return "#" + String(byte(), radix: 16) + String(byte(), radix: 16) + String(byte(), radix: 16)
        case 6: return Color(red: double(), green: double(), blue: double(), alpha: double())
        case 7: return Font(name: text(), size: double())
        case 8: return byte() % 2 == 0
        case 9: return depth < 6 ? style(depth: depth + 1) : nil
        case 10: return depth < 6 ? [style(depth: depth + 1), style(depth: depth + 1)] : nil
        case 11: return pick(TextAlignment.allCases)
        case 12: return Rect(x: double(), y: double(), width: double(), height: double())
        case 13: return EdgeInsets(top: double(), left: double(), bottom: double(), right: double())
        case 14: return Size(width: double(), height: double())
        case 15: return G8JSON.object([("family", .string(text())), ("size", .number(double().isFinite ? double() : 1))])
        case 16: return G8JSON.null
        case 17: return UInt64.max
        case 18: return G8Decorator<Label> { $0.numberOfLines = 3 }
        default: return Image(named: text())
        }
    }

    mutating func style(depth: Int) -> G8Style {
        var entries: [G8Style.Entry] = []
        let count = Int(byte() % 8)
        for _ in 0..<count where !isAtEnd {
            let key = byte() % 10 == 0 ? G8K.superStyle : key()
            entries.append(G8Style.Entry(key: key, value: value(depth: depth)))
        }
        return G8Style(entries)
    }
}
