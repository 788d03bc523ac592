import G8Core

/// One thing a theme update sets: a style's key, a style's `superStyle`, a style or child
/// style removed whole, or a token. What a remote theme's policy judges, before the update
/// is merged.
package struct G8UpdateEntry: Sendable {
    package enum Kind: Sendable {
        /// A key of a style that names a property, such as `label1.text` or `titleColor:disabled`.
        case property
        /// A style's `superStyle`, which chooses which other styles apply.
        case superStyle
        /// `null` for a style or a child's nested style: everything it set goes.
        case removal
        /// A key that no applier declares.
        case undeclared
        /// A token's value (`$value`, `$modes` or `$ref`).
        case token
    }

    /// The keypath from the document's root: `styles.profile.label1.text`, `tokens.color.brand`.
    package let path: String
    /// The name judged: the property's name (`text`), the style's or child's name for a
    /// removal, `superStyle`, or the token's dotted path (`color.brand`).
    package let name: String
    package let kind: Kind
    /// What the entry changes as its definition states it: the property's role
    /// (``G8Registry/role(of:)``), or for a token its type's (a `string` token holds words;
    /// every other type is look). Nil when nothing states one, which counts as content.
    package let role: G8PropertyRole?
    /// Where the entry's value is written in the update.
    package let location: G8SourceLocation?
}

extension G8Theme {
    /// Every entry of `update`, a parse tree of `source`, in document order.
    ///
    /// - Complexity: O(members of the update), plus O(tokens of this theme) once when a token
    ///   of the update takes its `$type` from this theme.
    func entries(of update: G8JSONNode, source: G8SourceText) -> [G8UpdateEntry] {
        var walker = G8UpdateWalker(theme: self, source: source)
        if tokensOnly {
            walker.tokens(update, base: root, path: "", tokenPath: "", inheritedType: nil)
        } else {
            for member in update.members ?? [] {
                switch member.key {
                case "tokens":
                    walker.tokens(member.value, base: root.member("tokens")?.value, path: "tokens", tokenPath: "", inheritedType: nil)
                case "styles":
                    for style in member.value.members ?? [] {
                        walker.style(style.value, name: style.key, path: "styles." + style.key)
                    }
                default: break
                }
            }
        }
        return walker.entries
    }
}

/// The walk of ``G8Theme/entries(of:source:)``: it reads the update's tree and this theme's
/// engine and tokens, and makes entries.
private struct G8UpdateWalker {
    let theme: G8Theme
    let source: G8SourceText
    var entries: [G8UpdateEntry] = []
    /// This theme's token types by path, made when a token of the update first needs one.
    var tokenTypes: [String: String]?

    init(theme: G8Theme, source: G8SourceText) {
        self.theme = theme
        self.source = source
    }

    func location(_ node: G8JSONNode) -> G8SourceLocation? { source.location(of: Int(node.offset)) }

    /// A style (or a child's nested style) at `path`: each key is a property, a nested style, a
    /// `superStyle`, or undeclared.
    mutating func style(_ node: G8JSONNode, name: String, path: String) {
        guard let members = node.members else {
            // `null` removes the style; any other value is the theme check's error, and reported
            // here too so that no value goes unjudged.
            entries.append(G8UpdateEntry(path: path, name: name, kind: .removal, role: nil, location: location(node)))
            return
        }
        let registry = theme.engine.registry
        for member in members {
            let keyPath = path + "." + member.key
            if member.key == G8Style.superStyleKey.stringValue {
                entries.append(G8UpdateEntry(path: keyPath, name: member.key, kind: .superStyle, role: nil, location: location(member.value)))
                continue
            }
            let key = G8Key(member.key)
            let property = key.name
            if registry.propertiesByName[property] != nil || registry.closureKeys.contains(property) {
                entries.append(G8UpdateEntry(
                    path: keyPath, name: property, kind: .property, role: registry.role(of: property), location: location(member.value)))
            } else if member.value.isObject || member.value.isNull {
                style(member.value, name: member.key, path: keyPath)
            } else {
                entries.append(G8UpdateEntry(path: keyPath, name: property, kind: .undeclared, role: nil, location: location(member.value)))
            }
        }
    }

    /// A group of tokens or a token at `path`; `tokenPath` is its dotted token path, `base` the
    /// group or token at that path in this theme, whose `$type` a group of the update that
    /// states none inherits.
    mutating func tokens(_ node: G8JSONNode, base: G8JSONNode?, path: String, tokenPath: String, inheritedType: String?) {
        guard let members = node.members else {
            // `null` removes a token or a group, which leaves the styles that use it unresolved:
            // the theme check refuses that. Judged as the token's.
            if !tokenPath.isEmpty { token(node, path: path, tokenPath: tokenPath, type: inheritedType) }
            return
        }
        let type = node.member("$type")?.value.string ?? base?.member("$type")?.value.string ?? inheritedType
        if members.contains(where: { $0.key == "$value" || $0.key == "$modes" || $0.key == "$ref" }) {
            token(node, path: path, tokenPath: tokenPath, type: type)
            return
        }
        // A large group of this theme is looked up through a table, so that an update of many
        // of its tokens is not quadratic in the group's size.
        let baseMembers = base?.members ?? []
        let table = baseMembers.count > 16 ? Dictionary(baseMembers.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }) : nil
        for member in members where !member.key.hasPrefix("$") {
            let childPath = path.isEmpty ? member.key : path + "." + member.key
            let baseChild = table.map { $0[member.key] } ?? base?.member(member.key)?.value
            tokens(member.value, base: baseChild, path: childPath,
                   tokenPath: tokenPath.isEmpty ? member.key : tokenPath + "." + member.key, inheritedType: type)
        }
    }

    mutating func token(_ node: G8JSONNode, path: String, tokenPath: String, type: String?) {
        var type = type
        if type == nil {
            if tokenTypes == nil {
                tokenTypes = Dictionary(theme.tokens.compactMap { token in token.type.map { (token.path, $0) } }, uniquingKeysWith: { $1 })
            }
            type = tokenTypes?[tokenPath]
        }
        // A `string` token holds words that a style can set as a label's text, a `boolean` one
        // a switch such as `isHidden`; a token of any other type (colour, font, dimension,
        // image…) is look. A token of no known type is judged as content.
        let role: G8PropertyRole? = switch type {
        case nil: nil
        case "string": .content
        case "boolean": .behavior
        default: .look
        }
        entries.append(G8UpdateEntry(path: path, name: tokenPath, kind: .token, role: role, location: location(node)))
    }
}

extension G8JSONNode {
    /// Whether the node is `null`.
    fileprivate var isNull: Bool {
        if case .null = value { true } else { false }
    }
}
