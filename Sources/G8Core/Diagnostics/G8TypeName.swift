/// Short, readable names of types and values for diagnostics: `Color?` rather than
/// `Optional<Color>`, `style` for a nested style, and values quoted when they are strings.
@usableFromInline
package enum G8TypeName {
    /// The name of a type as a user writes it.
    @usableFromInline
    package static func of(_ type: Any.Type) -> String {
        if type == G8Style.self { return "style" }
        if type == [G8Key: any G8Value].self { return "style" }
        return tidy(String(describing: type))
    }

    /// The type name of a value, `nil` for an explicit nil.
    static func ofValue(_ value: (any G8Value)?) -> String {
        guard let value else { return "nil" }
        return of(type(of: value))
    }

    /// A short rendering of a value for verbose logs and style descriptions.
    static func describe(_ value: (any G8Value)?) -> String {
        guard let value else { return "nil" }
        if let string = value as? String { return "\"\(string)\"" }
        if let number = value as? Double, number.isFinite { return G8JSON.format(number) }
        if value is G8Style { return "style" }
        let text = String(describing: value)
        if text.hasPrefix("Optional(") && text.hasSuffix(")") {
            return String(text.dropFirst("Optional(".count).dropLast())
        }
        return text
    }

    /// `Optional<X>` written as `X?`, and the `Swift.` module prefix dropped, in one scan.
    private static func tidy(_ name: String) -> String {
        guard contains(name, "Optional<") || contains(name, "Swift.") else { return name }
        var characters = Array(name)
        characters = removingPrefix(Array("Swift."), from: characters)
        let marker = Array("Optional<")
        while let start = firstIndex(of: marker, in: characters) {
            var depth = 0
            var end: Int?
            for index in (start + marker.count)..<characters.count {
                if characters[index] == "<" { depth += 1 }
                if characters[index] == ">" {
                    if depth == 0 { end = index; break }
                    depth -= 1
                }
            }
            guard let end else { break }
            let inner = Array(characters[(start + marker.count)..<end])
            characters.replaceSubrange(start...end, with: inner + ["?"])
        }
        return String(characters)
    }

    /// Whether `text` contains `needle`, comparing bytes: the needles are ASCII, and need none of
    /// the Unicode-aware comparison that Foundation's `contains` makes.
    static func contains(_ text: String, _ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { pattern in
            let bytes = Array(text.utf8)
            guard bytes.count >= pattern.count else { return false }
            for start in 0...(bytes.count - pattern.count) {
                var matches = true
                for offset in 0..<pattern.count where bytes[start + offset] != pattern[offset] {
                    matches = false
                    break
                }
                if matches { return true }
            }
            return false
        }
    }

    private static func firstIndex(of needle: [Character], in haystack: [Character]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }

    private static func removingPrefix(_ prefix: [Character], from characters: [Character]) -> [Character] {
        var result: [Character] = []
        var index = 0
        while index < characters.count {
            if index + prefix.count <= characters.count, characters[index..<(index + prefix.count)].elementsEqual(prefix),
                index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
            {
                index += prefix.count
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }
}
