/// A key in a ``G8Style``: a keypath of child names ending in a property or child name,
/// optionally followed by state modifiers.
///
/// Keys are written as strings or taken from the `G8K` namespace:
///
/// ```swift
/// let a: G8Key = "label1.textColor"                 // child `label1`, property `textColor`
/// let b: G8Key = "button2.titleColor:disabled"      // property with one state modifier
/// let c = G8K.Button.titleColor.normal.highlighted  // "titleColor:normal:highlighted"
/// ```
///
/// The string is parsed once, when the key is made: `components` holds the dot-separated
/// names and `modifiers` the colon-separated names after the last component. Two keys are
/// equal when their strings are equal.
public struct G8Key: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The key as written, for example `"button2.titleColor:disabled"`.
    public let stringValue: String
    /// The dot-separated names, for example `["button2", "titleColor"]`.
    public let components: [String]
    /// The state modifiers after the last component, for example `["disabled"]`.
    public let modifiers: [String]
    /// The first problem with the key's shape, or `nil`: worked out once, when the key is
    /// made, since a key is checked every time its style is applied.
    package let malformation: String?
    /// The hash of ``name`` that appliers are looked up by, worked out once, with the key.
    let nameHash: UInt64

    /// Makes a key from its string form.
    public init(_ stringValue: String) {
        self.stringValue = stringValue
        // Split on the bytes of "." and ":", which are ASCII and so never inside a Character of
        // the name: themes hold thousands of keys, and bytes need no grapheme breaking.
        let utf8 = stringValue.utf8
        var parts: [String] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == G8Key.dot {
                parts.append(String(stringValue[start..<index]))
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        let last = stringValue[start...]
        var modifiers: [String] = []
        if let colon = last.utf8.firstIndex(of: G8Key.colon) {
            parts.append(String(last[..<colon]))
            var pieceStart = last.utf8.index(after: colon)
            var cursor = pieceStart
            while cursor != last.utf8.endIndex {
                if last.utf8[cursor] == G8Key.colon {
                    modifiers.append(String(last[pieceStart..<cursor]))
                    pieceStart = last.utf8.index(after: cursor)
                }
                cursor = last.utf8.index(after: cursor)
            }
            modifiers.append(String(last[pieceStart...]))
        } else {
            parts.append(String(last))
        }
        self.components = parts
        self.modifiers = modifiers
        self.malformation = G8Key.malformation(of: stringValue, components: parts, modifiers: modifiers)
        self.nameHash = G8NameHash.of(parts.last ?? "")
    }

    static let colon = UInt8(ascii: ":")
    static let dot = UInt8(ascii: ".")

    /// Makes a key from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The last component: the property or child the key names on its final object.
    public var name: String { components.last ?? "" }

    /// The key with one more state modifier, for example `titleColor` → `titleColor:highlighted`.
    public func adding(modifier: String) -> G8Key {
        G8Key(stringValue + ":" + modifier)
    }

    /// The key with `prefix.` in front of it: the same property reached from a parent object.
    public func prefixed(by prefix: String) -> G8Key {
        prefix.isEmpty ? self : G8Key(prefix + "." + stringValue)
    }

    /// The key as written.
    public var description: String { stringValue }

    /// Whether two keys are written the same way.
    public static func == (lhs: G8Key, rhs: G8Key) -> Bool { lhs.stringValue == rhs.stringValue }
    /// Hashes the key as written.
    public func hash(into hasher: inout Hasher) { hasher.combine(stringValue) }
}

extension G8Key {
    /// The first problem with the key's shape, or `nil` when it is well formed:
    /// an empty key, an empty component (`"a..b"`), an empty modifier (`"a:"`), or a modifier
    /// written on a component that is not the last (`"a:b.c"`).
    static func malformation(of stringValue: String, components: [String], modifiers: [String]) -> String? {
        if stringValue.isEmpty { return "the key is empty" }
        if components.contains(where: \.isEmpty) { return "the key has an empty component" }
        if modifiers.contains(where: \.isEmpty) { return "the key has an empty state modifier" }
        if components.contains(where: { $0.utf8.contains(G8Key.colon) }) {
            return "state modifiers may only follow the last component"
        }
        return nil
    }
}
