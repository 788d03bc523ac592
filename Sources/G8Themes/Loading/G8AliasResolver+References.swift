import G8Core
/// References inside token and style values as written: aliases (`{a.b}`), what each names, and
/// how the alias resolver resolves the token a reference names (``G8ReferenceResolving`` resolves
/// the references themselves).
extension G8AliasResolver {
    /// The name inside a `"{group.token}"` reference, when the node is exactly one.
    static func reference(in node: G8JSONNode) -> String? {
        guard let text = node.string else { return nil }
        return reference(in: text)
    }

    /// Whether the node is a string that is exactly one `"{group.token}"` reference: what
    /// ``reference(in:)`` finds a name in, without making the name.
    static func isReference(_ node: G8JSONNode) -> Bool {
        guard case .string(var text) = node.value else { return false }
        return text.withUTF8 { referenceName(in: $0) != nil }
    }

    static func reference(in text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes in referenceName(in: bytes).map { String(decoding: $0, as: UTF8.self) } }
    }

    /// The bytes between the braces of a string that is exactly one reference, `{name}` with no
    /// brace inside. Bytes, not Characters: every string value of a theme goes through here.
    static func referenceName(in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        guard bytes.count > 2, bytes[0] == open, bytes[bytes.count - 1] == close else { return nil }
        // One pass over the name for both braces.
        for position in 1..<(bytes.count - 1) where bytes[position] == open || bytes[position] == close { return nil }
        return UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
    }

    /// Why `text`, a token's value that starts with `{` but is not exactly one `{name}`
    /// reference, is refused.
    static func malformedAlias(_ text: String) -> String {
        if !text.contains("}") { return "invalid alias syntax: '\(text)' has no closing '}'" }
        if text == "{}" { return "invalid alias syntax: '{}' names no token" }
        return "invalid alias syntax: '\(text)' is not one reference such as '{group.token}'"
    }

    /// Every `{name}` written inside a longer string, in order.
    static func referenceNames(inside text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = rest[rest.index(after: open)..<close]
            if !name.isEmpty, !name.contains("{") { names.append(String(name)) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// What a string is as a reference: not one, one to the token at an index, or one whose name
    /// names no token as written.
    enum ReferencedIndex {
        case notReference
        case token(Int)
        case unknown
    }

    /// Whether `text` is exactly one `"{name}"` reference, and the index in `paths` of the token
    /// it names, found by the name's bytes. Static, for the resolver's mutating methods: a
    /// method of the resolver (a large struct), called from one, would be handed a copy of it.
    static func referencedIndex(in text: String, paths: G8OrderedNames) -> ReferencedIndex {
        var text = text
        return text.withUTF8 { bytes in
            guard let name = referenceName(in: bytes) else { return .notReference }
            return paths.index(ofUTF8: name).map { .token($0) } ?? .unknown
        }
    }

    /// The value of the token at `index`, resolved inside the value of another token or of a
    /// style at `node`: nil, after reporting, when the tokens being resolved already nest
    /// ``G8AliasResolver/maximumTokenNesting`` deep through values that are not whole aliases
    /// (composites, expressions, `$ref`s into a value), each of which resolves the next by
    /// recursion. Whole aliases (``resolveToken(at:)``) add nothing to the depth.
    mutating func nestedToken(at index: Int, node: G8JSONNode, jsonPath: () -> String) -> G8JSON? {
        if progress.nesting >= G8AliasResolver.maximumTokenNesting, tokens.values[index] == .pending, !progress.inProgress[index] {
            let chain = (progress.resolving + [index]).map { read.tokenPaths.order[$0] }
            error(jsonPath(), .invalidTheme(reason: G8AliasResolver.tooDeep(tokens: chain)), at: .node(node))
            return nil
        }
        progress.nesting += 1
        defer { progress.nesting -= 1 }
        return resolveToken(at: index)
    }

    /// Why a token is refused for nesting too deep, naming the tokens being resolved: the first
    /// ones and the last.
    static func tooDeep(tokens chain: [String]) -> String {
        let shown = chain.count <= 8 ? chain : Array(chain.prefix(4)) + ["…"] + Array(chain.suffix(3))
        return "token values nest deeper than the limit of \(maximumTokenNesting) levels: "
            + shown.joined(separator: " → ") + " (\(chain.count) tokens)"
    }

    /// A JSON Pointer component as an array index: digits, with no leading zero (RFC 6901).
    static func arrayIndex(_ component: String) -> Int? {
        guard let first = component.utf8.first, component.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            first != UInt8(ascii: "0") || component.utf8.count == 1
        else { return nil }
        return Int(component)
    }
}
