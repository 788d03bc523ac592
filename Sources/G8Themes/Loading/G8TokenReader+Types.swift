import G8Core

/// A `$type` as written, checked against the types the reader knows; and tokens of a tool's own
/// `$type`, none of the format's: what the reader leaves unread, found again where an alias
/// names one.
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

    /// The `$type` a name stands for (Tokens Studio's names mapped to the format's), or nil after
    /// reporting a name no reader knows.
    ///
    /// types.md: "This spec defines a number of design-focused types and every design token MUST
    /// use one of these types". A name none of the reader's is refused, with the nearest known
    /// one: it is a typing mistake, or a type of another vocabulary the author expects read. A
    /// tool's own type, named in reverse domain notation as the format asks of `$extensions`
    /// keys (`com.example.gradient`), says it is no type of the format's: the MUST makes its
    /// tokens invalid, not the file, so it is a warning at the `$type` (an error in a strict
    /// load) and its tokens are not read: an alias to one is an error
    /// (``G8TokenReader/unreadType(at:in:typeKey:valueKey:isKnown:)``).
    mutating func checkedType(_ node: G8JSONNode, jsonPath: () -> String) -> String? {
        guard let name = node.string else {
            error(jsonPath(), .invalidTheme(reason: "$type must be a string, got \(node.kindName)"), at: .node(node))
            return nil
        }
        if tokenTypes[name] != nil || G8TokenSchema.typeNames.contains(name) { return name }
        if let mapped = G8TokenStudio.types[name] {
            tokensStudio = true
            return mapped
        }
        if format == .styleDictionary { return nil }  // its `type`s are free-form
        if G8TokenReader.isToolType(name) {
            reportForm(G8FormIssue(member: "", site: .node(node), rule: G8TokenReader.unknownTypeRule,
                                 written: "\(G8JSON.quote(name)) is a tool's own, so its tokens are not read"),
                       jsonPath: jsonPath())
            return nil
        }
        let suggestion = G8Suggestion.nearest(to: name, in: Array(tokenTypes.keys) + G8TokenSchema.typeNames)
        error(jsonPath(), .unknownTokenType(name: name, suggestion: suggestion), at: .node(node))
        return nil
    }

    /// Whether `node` names a tool's own `$type` (``checkedType(_:jsonPath:)``), whose tokens
    /// are not read; false for any other, and in Style Dictionary's free-form `type`s.
    func isUnreadType(_ node: G8JSONNode) -> Bool {
        guard format != .styleDictionary, let name = node.string, G8TokenReader.isToolType(name) else { return false }
        return !G8TokenReader.isKnownType(name, tokenTypes: tokenTypes)
    }

    /// A whole-token `$ref` to a token the reader does not read as one of the file's, such as one
    /// under `$defs` (JSON Schema's place for what a `$ref` names, whose `$ref` the format's
    /// follows): the referring token takes the `$type` written for it, its own or its nearest
    /// group's, as design-token.md has it: "If the token's value is a reference, then its type is
    /// the resolved type of the token being referenced".
    func takeTypeOfUnreadToken(at location: [String], into inherited: inout Inherited) {
        guard location.contains(where: { $0.hasPrefix("$") && $0 != "$root" }),
            let written = G8TokenReader.writtenType(ofTokenAt: location, in: tokenRoot, typeKey: typeKey, valueKey: valueKey) ?? nil,
            G8TokenReader.isKnownType(written, tokenTypes: tokenTypes)
        else { return }
        inherited.type = G8TokenStudio.types[written] ?? written
        inherited.typeWritten = true
        inherited.isToolType = false
    }
}
