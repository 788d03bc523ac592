import Foundation

/// The fragment of a resolver document's reference object, `#/sets/base` or
/// `themes.json#/orange`, read as the names it walks from the root of the document or file.
///
/// A `$ref` is a URI reference (JSON Schema 2020-12), whose fragment is a JSON Pointer
/// (RFC 6901) in its URI form: percent-encoded (section 6), so `#/sets/my%20set` names the set
/// `my set`, and `~1` stands for `/` and `~0` for `~` in a name. The Resolver Module's own
/// example of a reference object, `example.json#sets/MySet`, "references only a part of
/// `example.json`: `sets/MySet`": a fragment that does not start with `/` is read the same
/// way, from the root.
enum G8ResolverPointer {
    /// The names `fragment` (the text after `#`) walks, or nil when it is no pointer: a `~` not
    /// followed by `0` or `1`.
    static func steps(ofFragment fragment: Substring) -> [String]? {
        let decoded = fragment.contains("%") ? String(fragment).removingPercentEncoding ?? String(fragment) : String(fragment)
        guard !decoded.isEmpty else { return [] }
        let path = decoded.hasPrefix("/") ? decoded.dropFirst() : Substring(decoded)
        var steps: [String] = []
        for token in path.split(separator: "/", omittingEmptySubsequences: false) {
            guard let step = unescaped(token) else { return nil }
            steps.append(step)
        }
        return steps
    }

    /// The names the fragment of `reference` walks; `[]` when it has none (a whole file), nil
    /// when its fragment is no pointer.
    static func steps(of reference: String) -> [String]? {
        guard let hash = reference.firstIndex(of: "#") else { return [] }
        return steps(ofFragment: reference[reference.index(after: hash)...])
    }

    /// The same-document pointer to `steps`, as the module writes one: `#/sets/a~1b`.
    static func text(_ steps: [String]) -> String {
        "#" + steps.map { "/" + escaped($0) }.joined()
    }

    /// `name` as one step of a JSON Pointer: `~` written `~0`, `/` written `~1`.
    static func escaped(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// A step with `~1` read as `/` and `~0` as `~`; nil when a `~` is followed by anything else,
    /// which RFC 6901 does not allow.
    private static func unescaped(_ token: Substring) -> String? {
        guard token.contains("~") else { return String(token) }
        var result = ""
        var escaping = false
        for character in token {
            if escaping {
                guard character == "0" || character == "1" else { return nil }
                result.append(character == "0" ? "~" : "/")
                escaping = false
            } else if character == "~" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return escaping ? nil : result
    }

    /// Why a fragment is no pointer, after the reference: "'x#/a~2': …".
    static let syntaxRule = "a '~' in a JSON Pointer is followed by '0' (for '~') or '1' (for '/')"
}
