import G8Core

/// A stage that resolves the references inside values (aliases `{a.b}`, JSON Pointer `$ref`s
/// and Tokens Studio math) to the values of the tokens they name: ``G8AliasResolver`` for the
/// tokens' own values, ``G8StyleChecker`` for the values of styles and named colours.
///
/// The two differ only in how a token named is found (``nestedToken(at:node:jsonPath:)``): the
/// alias resolver resolves a token not resolved yet on the spot, following its aliases; the
/// style checker takes the alias resolver's output, in which every token is resolved, and
/// looks it up.
protocol G8ReferenceResolving: G8LoadStage {
    /// The tokens as read, and their resolutions: all of them for the style checker, those made
    /// so far for the alias resolver.
    var tokens: G8ResolvedTokens { get }
    /// The engine's token types, for naming a token the reader left out for its `$type`.
    var tokenTypes: [String: G8TokenType] { get }
    /// What resolving references keeps from one value to the next.
    var references: G8ReferenceState { get set }
    /// The value of the token at `index`, named inside the value at `node`: nil when it failed,
    /// reported where it failed, or, after reporting, when it cannot be resolved from here.
    mutating func nestedToken(at index: Int, node: G8JSONNode, jsonPath: () -> String) -> G8JSON?
}

/// What resolving references keeps from one value to the next.
struct G8ReferenceState {
    /// Whether the references now being resolved are written in a style: a deprecated token is
    /// reported where a style names it, and a string that only looks like a reference stays a
    /// string.
    var inStyle = false
    /// The token that ``G8ReferenceResolving/checkedAlias(_:at:node:jsonPath:expectedType:)``
    /// resolved last, set when it succeeds: after a token's value that is exactly `"{name}"`
    /// resolves, the aliased token.
    var lastAlias: Int?
    /// The suggestion for each name a reference gives that names no token: a theme repeats a
    /// broken one wherever it uses it.
    var unknownTokenSuggestions = G8SuggestionMemo()
}

extension G8ReferenceResolving {
    /// The token tree as read.
    var read: G8TokenReader.TokenRead {
        _read { yield tokens.read }
    }
    var tokenRoot: G8JSONNode? {
        _read { yield tokens.read.root }
    }
    var pointerPrefix: [String] {
        _read { yield tokens.read.pointerPrefix }
    }
    var tokensStudio: Bool { tokens.read.tokensStudio }

    /// The node as JSON with every `{token}` reference inside replaced by the token's value.
    ///
    /// `jsonPath` spells out the node's path for a diagnostic; it is called only to report one.
    /// `expectedType` is the `$type` the node must have (a composite's members get their own).
    mutating func resolveReferences(in node: G8JSONNode, jsonPath: () -> String, expectedType: String?, depth: Int) -> G8JSON? {
        guard depth <= G8Theme.maximumDepth else {
            error(jsonPath(), .nestingTooDeep(limit: G8Theme.maximumDepth), at: .node(node))
            return nil
        }
        if !context.pointers.copying.isEmpty, !copyFits(by: .pointer, jsonPath: jsonPath, node: node) { return nil }
        switch node.value {
        case .string(let text):
            // A reference to a token is found by the bytes of its name, with no `String` made;
            // any other (unknown, Style Dictionary's `.value`) is looked into by name.
            switch G8AliasResolver.referencedIndex(in: text, paths: tokens.read.tokenPaths) {
            case .token(let index):
                return resolveAlias(at: index, node: node, jsonPath: jsonPath, expectedType: expectedType)
            case .unknown:
                if let name = G8AliasResolver.reference(in: text) {
                    return resolveAlias(name, node: node, jsonPath: jsonPath, expectedType: expectedType)
                }
            case .notReference:
                break
            }
            if tokensStudio, G8TokenExpression.needsEvaluation(text) {
                return evaluate(text, node: node, jsonPath: jsonPath)
            }
            if !references.inStyle, G8AliasResolver.hasPrefix(text, ascii: UInt8(ascii: "{"), "{") {
                // A token's value that opens a reference and is not one: a typing mistake the
                // value's type could let through (a font named "{font.body").
                error(jsonPath(), .invalidTheme(reason: G8AliasResolver.malformedAlias(text)), at: .node(node))
                return nil
            }
            return .string(text)
        case .array(let items):
            let itemType = expectedType == "shadow" ? "shadow" : expectedType == "gradient" ? "$stop" : nil
            var result: [G8JSON] = []
            var failed = false
            for (index, item) in items.enumerated() {
                if let value = resolveReferences(in: item, jsonPath: { jsonPath() + "[\(index)]" }, expectedType: itemType, depth: depth + 1) {
                    result.append(value)
                } else {
                    failed = true
                }
            }
            return failed ? nil : .array(result)
        case .object(let members):
            if members.count == 1, members[0].key == "$ref" {
                guard let pointer = members[0].value.string else {
                    error(G8AliasResolver.join(jsonPath(), "$ref"),
                          .invalidTheme(reason: "$ref must be a string such as \"#/base/color/$value\", got \(members[0].value.kindName)"),
                          at: .offset(members[0].value.source, members[0].keyOffset))
                    return nil
                }
                return resolvePointer(pointer, node: node, jsonPath: jsonPath, expectedType: expectedType, depth: depth)
            }
            var result: [(key: String, value: G8JSON)] = []
            var failed = false
            result.reserveCapacity(members.count)
            for position in members.indices {
                // Field by field: a member bound whole is copied, and again into the closure.
                let key = members[position].key
                let memberType = expectedType.flatMap { G8TokenSchema.memberType(of: $0, member: key) }
                if let value = resolveReferences(
                    in: members[position].value, jsonPath: { G8AliasResolver.join(jsonPath(), key) }, expectedType: memberType,
                    depth: depth + 1)
                {
                    result.append((key, value))
                } else {
                    failed = true
                }
            }
            return failed ? nil : .object(result)
        default:
            return node.json
        }
    }

    /// The value of the token `name` that `node` aliases, checked against the type wanted there.
    mutating func resolveAlias(_ name: String, node: G8JSONNode, jsonPath: () -> String, expectedType: String?) -> G8JSON? {
        var name = name
        // Style Dictionary 3 wrote references to the value: `{color.base.red.value}`.
        if format == .styleDictionary, tokens.read.tokenPaths[name] == nil, name.hasSuffix(".value") { name.removeLast(6) }
        guard let index = tokens.read.tokenPaths[name] else {
            let tokenTypes = self.tokenTypes
            if let type = G8TokenReader.unreadType(at: pathComponents(name), in: tokenRoot, typeKey: typeKey, valueKey: valueKey,
                                                   isKnown: { G8TokenReader.isKnownType($0, tokenTypes: tokenTypes) }) {
                error(jsonPath(), .invalidTheme(reason: G8TokenReader.unreadTokenReason(name, type: type)), at: .node(node))
            } else if tokens.read.groupPaths.contains(name) {
                let root = name + ".$root"
                error(jsonPath(), .aliasToGroup(name: name, suggestion: tokens.read.tokenPaths[root] != nil ? root : nil), at: .node(node))
            } else {
                // Past the most errors kept, the error is dropped: its suggestion would be too.
                let suggestion = errors.count < G8AliasResolver.maximumErrors
                    ? references.unknownTokenSuggestions.suggestion(for: name, among: tokens.read.tokenPaths.order) : nil
                error(jsonPath(), .unknownToken(name: name, suggestion: suggestion), at: .node(node))
            }
            return nil
        }
        return resolveAlias(at: index, node: node, jsonPath: jsonPath, expectedType: expectedType)
    }

    /// The value of the token at `index` that `node` aliases: checked against the type wanted there.
    mutating func resolveAlias(at index: Int, node: G8JSONNode, jsonPath: () -> String, expectedType: String?) -> G8JSON? {
        guard let value = nestedToken(at: index, node: node, jsonPath: jsonPath) else { return nil }
        return checkedAlias(value, at: index, node: node, jsonPath: jsonPath, expectedType: expectedType)
    }

    /// `value`, the value of the token at `index` that `node` aliases, checked against the type
    /// wanted there; nil after reporting a type that does not fit. A deprecated token is
    /// reported where a style names it.
    mutating func checkedAlias(_ value: G8JSON, at index: Int, node: G8JSONNode, jsonPath: () -> String, expectedType: String?) -> G8JSON? {
        if references.inStyle, let deprecated = tokens.read.tokenDefinitions[index].deprecated {
            warn(jsonPath(), .deprecatedToken(name: tokens.read.tokenPaths.order[index], message: deprecated), at: .node(node))
        }
        if let expectedType, !G8AliasResolver.isFormatName(expectedType), let aliasType = tokens.types[index].name,
            !G8AliasResolver.compatible(aliasType, with: expectedType)
        {
            error(jsonPath(), .aliasTypeMismatch(type: expectedType, alias: tokens.read.tokenPaths.order[index], aliasType: aliasType), at: .node(node))
            return nil
        }
        references.lastAlias = index
        return value
    }

    /// A Tokens Studio expression (`"{space.base} * 2"`, `"rgba({color.brand}, 0.5)"`): its
    /// references resolved, then evaluated.
    private mutating func evaluate(_ text: String, node: G8JSONNode, jsonPath: () -> String) -> G8JSON? {
        var values: [String: G8JSON] = [:]
        var failed = false
        for name in G8AliasResolver.referenceNames(inside: text) where values[name] == nil {
            if let value = resolveAlias(name, node: node, jsonPath: jsonPath, expectedType: nil) {
                values[name] = value
            } else {
                failed = true
            }
        }
        if failed { return nil }
        switch G8TokenExpression.evaluate(text, resolve: { values[$0] }) {
        case .success(let json):
            return json
        case .failure(let problem):
            error(jsonPath(), .invalidExpression(text: text, problem: problem), at: .node(node))
            return nil
        }
    }
}
