/// How a name from a theme file becomes a Swift identifier in generated code.
///
/// The rule, applied to style names, token names, group names and the theme's file name:
///
/// 1. Letters and digits are kept; every other character (`-`, `_`, space, `.`, `/`, …) ends
///    a word. Each word after the first starts with an upper-case letter (`primary-button`,
///    `primary_button` and `primary button` all become `primaryButton`); the rest of a word is
///    kept as written (`fontSizeXL` stays `fontSizeXL`).
/// 2. A value (a style case or a token) starts with a lower-case letter (`Brand` → `brand`);
///    a type (a token group, the theme's enum) with an upper-case one (`color` → `Color`).
/// 3. A name that starts with a digit takes a `_` in front (`2xl` → `_2xl`); a name with no
///    letter or digit at all is `unnamed` (a type: `Unnamed`).
/// 4. A Swift keyword is written in backticks (`default` → `` `default` ``). A name that
///    backticks cannot save, or that would clash with a member Swift or the generated code
///    already has, takes a `_` after it: values `self`, `init`, `deinit`, `subscript`,
///    `allCases`, `rawValue`, `hashValue`; types `Type`, `Self`, `Protocol`, `Any`, and the
///    module names `Swift`, `Foundation`, `G8Core`, `G8Widgets`.
/// 5. Names that come out the same in one scope (one enum) are told apart in the order the
///    theme writes them: the first keeps the name, the next takes `_2`, then `_3`, and so on
///    (`font-size` and then `fontSize` become `fontSize` and `fontSize_2`).
public enum G8SwiftName {
    /// Whether the identifier names a value (lower-case start) or a type (upper-case start).
    public enum Kind: Sendable {
        /// A style case or a token's static constant.
        case value
        /// A token group's enum or the theme's enum.
        case type
    }

    /// Swift's keywords, which need backticks to be used as names.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try",
    ]

    static let reservedValues: Set<String> = ["self", "init", "deinit", "subscript", "allCases", "rawValue", "hashValue"]
    static let reservedTypes: Set<String> = ["Type", "Self", "Protocol", "Any", "Swift", "Foundation", "G8Core", "G8Widgets"]

    /// The bare identifier for `name` by rules 1–3 and the `_` of rule 4, without backticks
    /// and without telling it apart from its neighbours.
    public static func base(_ name: String, kind: Kind) -> String {
        var words: [String] = []
        var word = ""
        for character in name {
            let isASCIILetterOrDigit = character.isASCII && (character.isLetter || character.isNumber)
            if isASCIILetterOrDigit || (!character.isASCII && character.isLetter) {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        guard let first = words.first else { return kind == .value ? "unnamed" : "Unnamed" }
        var result = kind == .value ? first.prefix(1).lowercased() + first.dropFirst() : first.prefix(1).uppercased() + first.dropFirst()
        for next in words.dropFirst() { result += next.prefix(1).uppercased() + next.dropFirst() }
        if let start = result.first, start.isNumber { result = "_" + result }
        switch kind {
        case .value where reservedValues.contains(result): result += "_"
        case .type where reservedTypes.contains(result): result += "_"
        default: break
        }
        return result
    }

    /// `identifier` as it must be written in code: in backticks when it is a keyword.
    public static func spelled(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The identifiers for names that share one scope, in the order given, by the whole rule:
    /// later names that come out the same as an earlier one take `_2`, `_3`, …. The results
    /// are bare (see ``spelled(_:)``).
    public static func unique(_ names: [(name: String, kind: Kind)]) -> [String] {
        var taken: Set<String> = []
        return names.map { entry in
            let base = base(entry.name, kind: entry.kind)
            var candidate = base
            var suffix = 2
            while taken.contains(candidate) {
                candidate = "\(base)_\(suffix)"
                suffix += 1
            }
            taken.insert(candidate)
            return candidate
        }
    }
}
