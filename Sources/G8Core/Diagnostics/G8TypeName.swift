import Foundation

/// Short, readable names of types and values for diagnostics: `Color?` rather than
/// `Optional<Color>`, `style` for a nested style, and values quoted when they are strings.
enum G8TypeName {
    /// The name of a type as a user writes it.
    static func of(_ type: Any.Type) -> String {
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

    private static func tidy(_ name: String) -> String {
        var result = name
        while let range = result.range(of: "Optional<") {
            // Replace the innermost-first `Optional<X>` by `X?`, matching brackets.
            var depth = 0
            var end = range.upperBound
            var index = range.upperBound
            while index < result.endIndex {
                let character = result[index]
                if character == "<" { depth += 1 }
                if character == ">" {
                    if depth == 0 { end = index; break }
                    depth -= 1
                }
                index = result.index(after: index)
            }
            guard index < result.endIndex else { break }
            let inner = result[range.upperBound..<end]
            result.replaceSubrange(range.lowerBound...end, with: inner + "?")
        }
        return result.replacingOccurrences(of: "Swift.", with: "")
    }
}
