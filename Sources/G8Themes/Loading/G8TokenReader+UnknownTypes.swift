import G8Core

/// Tokens of a tool's own `$type`, none of the format's: what the reader leaves unread, found
/// again where an alias names one.
extension G8TokenReader {
    /// The rule a tool's own `$type` breaks, as a form's rule.
    static let unknownTypeRule = "every design token must use one of the format's types"

    /// Why an alias to the unread token `name`, of the `$type` `type`, is refused.
    static func unreadTokenReason(_ name: String, type: String) -> String {
        "token '\(name)' is not read: its $type \(G8JSON.quote(type)) is none of the format's, so nothing can alias it"
    }

    /// Whether `name` is a tool's own `$type`, in reverse domain notation (`com.example.gradient`):
    /// the format's types are single words, and the format names vendors' data this way.
    static func isToolType(_ name: String) -> Bool {
        name.contains(".")
    }

    /// Whether `name` is a `$type` the reader reads: the format's, the engine's own, or one of
    /// Tokens Studio's names for them.
    static func isKnownType(_ name: String, tokenTypes: [String: G8TokenType]) -> Bool {
        tokenTypes[name] != nil || G8TokenSchema.typeNames.contains(name) || G8TokenStudio.types[name] != nil
    }

    /// The `$type` of the token at `components` (from the token tree `root`) when the reader
    /// left it unread for being a tool's own: its own `$type`, or its nearest group's; nil when
    /// no token is there or its type is another. Walked only to explain an alias that names no
    /// token read, so it costs a load nothing otherwise.
    static func unreadType(
        at components: [String], in root: G8JSONNode?, typeKey: String, valueKey: String, isKnown: (String) -> Bool
    ) -> String? {
        guard let type = writtenType(ofTokenAt: components, in: root, typeKey: typeKey, valueKey: valueKey) ?? nil,
            isToolType(type), !isKnown(type)
        else { return nil }
        return type
    }

    /// The `$type` written for the token at `components` (from the token tree `root`): its own,
    /// or its nearest group's, as design-token.md has a token inherit "from the closest parent
    /// group with a `$type` property"; `.some(nil)` when none is written, nil when no token (a
    /// `$value`, or a whole-token `$ref`) is there.
    static func writtenType(ofTokenAt components: [String], in root: G8JSONNode?, typeKey: String, valueKey: String) -> String?? {
        guard var node = root else { return nil }
        var type = node.member(typeKey)?.value.string
        for component in components {
            guard node.member(valueKey) == nil, let next = node.member(component)?.value, next.isObject else { return nil }
            node = next
            if let own = node.member(typeKey)?.value.string { type = own }
        }
        // A whole-token `$ref` is a token too: one under `$defs` that names another there.
        return node.member(valueKey) != nil || (valueKey == "$value" && node.member("$ref") != nil) ? .some(type) : nil
    }
}
