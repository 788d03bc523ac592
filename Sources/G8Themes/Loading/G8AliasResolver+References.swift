import G8Core
/// References inside token and style values: aliases (`{a.b}`), JSON Pointer `$ref`s and Tokens
/// Studio math, each resolved to the value of the token it names.
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
    static func references(inside text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = rest[rest.index(after: open)..<close]
            if !name.isEmpty, !name.contains("{") { names.append(String(name)) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// The token a node aliases as a whole: `"{a.b}"`, or `{"$ref": "#/a/b"}` naming a token or
    /// its `$value`.
    func aliasTarget(of node: G8JSONNode) -> String? {
        if let name = G8AliasResolver.reference(in: node) { return name }
        guard let members = node.members, members.count == 1, members[0].key == "$ref",
            let pointer = members[0].value.string, var components = pointerComponents(pointer)
        else { return nil }
        guard components.starts(with: pointerPrefix) else { return nil }
        components.removeFirst(pointerPrefix.count)
        if components.last == valueKey { components.removeLast() }
        let name = components.joined(separator: ".")
        return read.tokenPaths[name] != nil ? name : nil
    }

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
            switch G8AliasResolver.referencedIndex(in: text, paths: read.tokenPaths) {
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
            if !resolvingStyle, G8AliasResolver.hasPrefix(text, ascii: UInt8(ascii: "{"), "{") {
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
    private mutating func resolveAlias(_ name: String, node: G8JSONNode, jsonPath: () -> String, expectedType: String?) -> G8JSON? {
        var name = name
        // Style Dictionary 3 wrote references to the value: `{color.base.red.value}`.
        if format == .styleDictionary, read.tokenPaths[name] == nil, name.hasSuffix(".value") { name.removeLast(6) }
        guard let index = read.tokenPaths[name] else {
            let tokenTypes = self.tokenTypes
            if let type = G8TokenReader.unreadType(at: pathComponents(name), in: tokenRoot, typeKey: typeKey, valueKey: valueKey,
                                                   isKnown: { G8TokenReader.isKnownType($0, tokenTypes: tokenTypes) }) {
                error(jsonPath(), .invalidTheme(reason: G8TokenReader.unreadTokenReason(name, type: type)), at: .node(node))
            } else if read.groupPaths.contains(name) {
                let root = name + ".$root"
                error(jsonPath(), .aliasToGroup(name: name, suggestion: read.tokenPaths[root] != nil ? root : nil), at: .node(node))
            } else {
                // Past the most errors kept, the error is dropped: its suggestion would be too.
                let suggestion = errors.count < G8AliasResolver.maximumErrors
                    ? learned.unknownTokenSuggestions.suggestion(for: name, among: read.tokenPaths.order) : nil
                error(jsonPath(), .unknownToken(name: name, suggestion: suggestion), at: .node(node))
            }
            return nil
        }
        return resolveAlias(at: index, node: node, jsonPath: jsonPath, expectedType: expectedType)
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

    /// The value of the token at `index` that `node` aliases: checked against the type wanted there.
    private mutating func resolveAlias(at index: Int, node: G8JSONNode, jsonPath: () -> String, expectedType: String?) -> G8JSON? {
        guard let value = nestedToken(at: index, node: node, jsonPath: jsonPath) else { return nil }
        return checkedAlias(value, at: index, node: node, jsonPath: jsonPath, expectedType: expectedType)
    }

    /// The value of the token at `index`, resolved inside the value of another token or of a
    /// style at `node`: nil, after reporting, when the tokens being resolved already nest
    /// ``G8AliasResolver/maximumTokenNesting`` deep through values that are not whole aliases
    /// (composites, expressions, `$ref`s into a value), each of which resolves the next by
    /// recursion. Whole aliases (``resolveToken(at:)``) add nothing to the depth.
    mutating func nestedToken(at index: Int, node: G8JSONNode, jsonPath: () -> String) -> G8JSON? {
        if tokenNesting >= G8AliasResolver.maximumTokenNesting, resolved.values[index] == .pending, !resolved.inProgress[index] {
            let chain = (resolving + [index]).map { read.tokenPaths.order[$0] }
            error(jsonPath(), .invalidTheme(reason: G8AliasResolver.tooDeep(tokens: chain)), at: .node(node))
            return nil
        }
        tokenNesting += 1
        defer { tokenNesting -= 1 }
        return resolveToken(at: index)
    }

    /// Why a token is refused for nesting too deep, naming the tokens being resolved: the first
    /// ones and the last.
    static func tooDeep(tokens chain: [String]) -> String {
        let shown = chain.count <= 8 ? chain : Array(chain.prefix(4)) + ["…"] + Array(chain.suffix(3))
        return "token values nest deeper than the limit of \(maximumTokenNesting) levels: "
            + shown.joined(separator: " → ") + " (\(chain.count) tokens)"
    }

    /// `value`, the value of the token at `index` that `node` aliases, checked against the type
    /// wanted there; nil after reporting a type that does not fit. A deprecated token is
    /// reported where a style names it.
    mutating func checkedAlias(_ value: G8JSON, at index: Int, node: G8JSONNode, jsonPath: () -> String, expectedType: String?) -> G8JSON? {
        if resolvingStyle, let deprecated = read.tokenDefinitions[index].deprecated {
            warn(jsonPath(), .deprecatedToken(name: read.tokenPaths.order[index], message: deprecated), at: .node(node))
        }
        if let expectedType, !G8AliasResolver.isFormatName(expectedType), let aliasType = resolved.types[index].name,
            !G8AliasResolver.compatible(aliasType, with: expectedType)
        {
            error(jsonPath(), .aliasTypeMismatch(type: expectedType, alias: read.tokenPaths.order[index], aliasType: aliasType), at: .node(node))
            return nil
        }
        lastAliasIndex = index
        return value
    }

    /// The token whose path is the longest start of `components` (a pointer's, past
    /// ``pointerPrefix``), and how many components it takes. A token's path has at most
    /// ``G8Theme/maximumDepth`` components (the token reader goes no deeper), so that no longer
    /// start is joined: a pointer of n components costs O(n), not O(n²). Mutating only to take
    /// the resolver in place: a method that does not mutate, called from one that does, is
    /// handed a copy of the resolver.
    mutating func longestToken(in components: [String]) -> (index: Int, count: Int)? {
        var split = min(components.count, G8Theme.maximumDepth)
        while split > 0 {
            if let index = read.tokenPaths[components[..<split].joined(separator: ".")] { return (index, split) }
            split -= 1
        }
        return nil
    }

    /// The token that the `$ref` `pointer` names whole (the token, or its `$value`), as
    /// ``resolvePointer(_:node:jsonPath:expectedType:depth:)`` finds it; nil for any other
    /// pointer, which that reports or copies. Mutating only to take the resolver in place.
    mutating func pointedToken(_ pointer: String) -> Int? {
        guard let components = pointerComponents(pointer), components.starts(with: pointerPrefix) else { return nil }
        let path = components.dropFirst(pointerPrefix.count)
        guard let found = longestToken(in: Array(path)) else { return nil }
        let rest = path.dropFirst(found.count)
        return rest.isEmpty || (rest.count == 1 && rest.first == valueKey) ? found.index : nil
    }

    /// A JSON Pointer `$ref` inside the document: into a token's `$value` (for the resolver's
    /// mode, aliases resolved) or to any node of the token tree.
    private mutating func resolvePointer(_ pointer: String, node: G8JSONNode, jsonPath: () -> String, expectedType: String?, depth: Int) -> G8JSON? {
        let written: [String]
        switch G8AliasResolver.parsePointer(pointer) {
        case .local(let components):
            written = components
        case .external:
            error(jsonPath(), .invalidTheme(reason: G8AliasResolver.externalPointerReason(pointer)), at: .node(node))
            return nil
        case .invalid(let why):
            error(jsonPath(), .invalidTheme(reason: "$ref '\(pointer)' is not a JSON Pointer: \(why)"), at: .node(node))
            return nil
        }
        guard written.starts(with: pointerPrefix) else {
            error(jsonPath(), .invalidTheme(reason: "$ref '\(pointer)' names nothing among the tokens: pointers into them start with '"
                + G8AliasResolver.pointerText(pointerPrefix) + "'"), at: .node(node))
            return nil
        }
        let components = Array(written.dropFirst(pointerPrefix.count))
        if let (index, split) = longestToken(in: components) {
            let rest = components[split...]
            if rest.isEmpty || (rest.count == 1 && rest.first == valueKey) {
                return resolveAlias(at: index, node: node, jsonPath: jsonPath, expectedType: expectedType)
            }
            guard rest.first == valueKey else {
                error(jsonPath(), .invalidTheme(reason: G8AliasResolver.namesNothing(
                    pointer, reached: pointerPrefix + components[..<split], missing: rest.first ?? "")), at: .node(node))
                return nil
            }
            guard let value = nestedToken(at: index, node: node, jsonPath: jsonPath) else { return nil }
            var current = value
            var reached = split + 1
            for component in rest.dropFirst() {
                if let next = current[component] {
                    current = next
                } else if case .array(let items) = current, let position = G8AliasResolver.arrayIndex(component), items.indices.contains(position) {
                    current = items[position]
                } else {
                    let isArray = if case .array = current { true } else { false }
                    error(jsonPath(), .invalidTheme(reason: G8AliasResolver.namesNothing(
                        pointer, reached: pointerPrefix + components[..<reached], missing: component, isArray: isArray)), at: .node(node))
                    return nil
                }
                reached += 1
            }
            if rest.count == 2, let expectedType, !G8AliasResolver.isFormatName(expectedType), let tokenType = resolved.types[index].name,
                let memberType = G8TokenSchema.memberType(of: tokenType, member: rest[rest.startIndex + 1]),
                !G8AliasResolver.compatible(memberType, with: expectedType)
            {
                error(jsonPath(), .aliasTypeMismatch(type: expectedType, alias: pointer, aliasType: memberType), at: .node(node))
                return nil
            }
            return current
        }
        guard var target = tokenRoot else {
            error(jsonPath(), .unknownToken(name: pointer, suggestion: nil), at: .node(node))
            return nil
        }
        for (reached, component) in components.enumerated() {
            if let next = target.member(component) {
                target = next.value
            } else if case .array(let items) = target.value, let position = G8AliasResolver.arrayIndex(component), items.indices.contains(position) {
                target = items[position]
            } else {
                let isArray = if case .array = target.value { true } else { false }
                error(jsonPath(), .invalidTheme(reason: G8AliasResolver.namesNothing(
                    pointer, reached: pointerPrefix + components[..<reached], missing: component, isArray: isArray)), at: .node(node))
                return nil
            }
        }
        // A token the reader does not read as the file's (under `$defs`): its value, as a
        // pointer to a read token gives.
        if let value = target.member(valueKey)?.value { target = value }
        // A copy of the node, its own references resolved: a `$ref` inside it to itself, or
        // to a group around it, would copy it forever.
        if let start = context.pointers.copying.firstIndex(of: pointer) {
            error(jsonPath(), .aliasCycle(chain: Array(context.pointers.copying[start...]) + [pointer]), at: .node(node))
            return nil
        }
        context.pointers.copying.append(pointer)
        defer { context.pointers.copying.removeLast() }
        return resolveReferences(in: target, jsonPath: jsonPath, expectedType: expectedType, depth: depth + 1)
    }

    /// A JSON Pointer component as an array index: digits, with no leading zero (RFC 6901).
    static func arrayIndex(_ component: String) -> Int? {
        guard let first = component.utf8.first, component.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            first != UInt8(ascii: "0") || component.utf8.count == 1
        else { return nil }
        return Int(component)
    }

    /// A Tokens Studio expression (`"{space.base} * 2"`, `"rgba({color.brand}, 0.5)"`): its
    /// references resolved, then evaluated.
    private mutating func evaluate(_ text: String, node: G8JSONNode, jsonPath: () -> String) -> G8JSON? {
        var values: [String: G8JSON] = [:]
        var failed = false
        for name in G8AliasResolver.references(inside: text) where values[name] == nil {
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
