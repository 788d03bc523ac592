import G8Core
/// How the token resolver resolves: each token's value for the resolver's mode, its
/// references resolved (``resolveReferences(in:jsonPath:expectedType:depth:)``), then checked
/// against its `$type` (``typeProblem(_:type:)``).
extension G8AliasResolver {
    /// The token's value for the resolver's mode with its aliases resolved, or nil after reporting.
    mutating func resolveToken(_ path: String, from reference: G8JSONNode?) -> G8JSON? {
        guard let index = read.tokenPaths[path] else { return nil }
        return resolveToken(at: index)
    }

    /// The value of the token at `index` in the token arrays. Its path (``tokenOrder``) is read
    /// only for a diagnostic, so that following an alias chain copies no path down it.
    ///
    /// A chain of tokens each of whose value is exactly the next one (`"{name}"`, or a `$ref` to
    /// the token or its `$value`) is followed by a loop, not by recursion: down the chain, each
    /// token entered on ``Progress/resolving`` as a recursion would enter it, then back up, each finished
    /// with the value of the one after it. A chain as long as the file takes the stack of one
    /// token, and reports what, in the order that, resolving each alias in turn would.
    ///
    /// Its steps are inlined into it, as one function, since it runs for every token of a
    /// tree: called as functions of their own, they would add calls to every token.
    mutating func resolveToken(at index: Int) -> G8JSON? {
        let base = progress.resolving.count
        var current = index
        var value: G8JSON?
        while let entered = enterToken(at: current, value: &value) {
            if context.pointers.copying.isEmpty, let next = chainedIndex(of: entered.node) {
                // An alias of a token not yet resolved is a link down; one of a token resolved
                // (or failed) before, the most common token of a large tree, is finished here.
                if case .pending = tokens.values[next] {
                    current = next
                    continue
                }
                value = finishAlias(at: current, node: entered.node, inMode: entered.inMode, aliasing: next, value: tokens.values[next].value)
                break
            }
            value = resolveEntered(at: current, node: entered.node, inMode: entered.inMode)
            break
        }
        while progress.resolving.count > base {
            let aliased = current
            current = progress.resolving[progress.resolving.count - 1]
            let (node, inMode) = valueNode(at: current)
            value = finishAlias(at: current, node: node, inMode: inMode, aliasing: aliased, value: value)
        }
        return value
    }

    /// The node that gives the token at `index` its value for the resolver's mode, and whether
    /// it is the mode's own (not the default). Mutating only to take the resolver in place: a
    /// method that does not mutate, called from one that does, is handed a copy of the resolver.
    @inline(__always)
    private mutating func valueNode(at index: Int) -> (node: G8JSONNode, inMode: Bool) {
        // Read field by field, so that the whole definition, with its references, is not copied.
        if let mode, let modeValue = read.tokenDefinitions[index].modes.last(where: { $0.name == mode })?.value {
            return (modeValue, true)
        }
        return (read.tokenDefinitions[index].value, false)
    }

    /// Starts resolving the token at `index`: its value node, with the token marked in
    /// progress; nil, with `value` set, for a token resolved or failed before, one that closes
    /// an alias cycle (reported here), or one whose default resolution stands in a mode.
    @inline(__always)
    private mutating func enterToken(at index: Int, value: inout G8JSON?) -> (node: G8JSONNode, inMode: Bool)? {
        switch tokens.values[index] {
        case .resolved(let json):
            value = json
            return nil
        case .failed:
            value = nil
            return nil
        case .pending: break
        }
        if progress.inProgress[index], let start = progress.resolving.firstIndex(of: index) {
            let chain = (progress.resolving[start...] + [index]).map { read.tokenPaths.order[$0] }
            // At the value that closes the cycle in this check's mode: a cycle only a mode makes
            // is reported at the mode's value and names the mode.
            let node = valueNode(at: progress.resolving[start]).node
            var inMode = false
            for member in progress.resolving[start...] where valueNode(at: member).inMode { inMode = true }
            error(tokenPrefix + chain[0], .aliasCycle(chain: chain, mode: inMode ? mode : nil), at: .node(node))
            for member in chain {
                if let memberIndex = read.tokenPaths[member] { tokens.values[memberIndex] = .failed }
            }
            value = nil
            return nil
        }
        let (node, inMode) = valueNode(at: index)
        if !inMode, let resolution = unchangedResolution(of: index, node: node) {
            value = resolution
            return nil
        }
        progress.resolving.append(index)
        progress.inProgress[index] = true
        return (node, inMode)
    }

    /// The token that `node`, a token's whole value, aliases as the next link of a chain: a
    /// `"{name}"` reference to a token, or a `$ref` that ``resolvePointer(_:node:jsonPath:expectedType:depth:)``
    /// would resolve as an alias of a whole token. Nil for any other value. Mutating only to take
    /// the resolver in place (``valueNode(at:)``).
    @inline(__always)
    private mutating func chainedIndex(of node: G8JSONNode) -> Int? {
        switch node.value {
        case .string(let text):
            if case .token(let aliasIndex) = G8AliasResolver.referencedIndex(in: text, paths: read.tokenPaths) { return aliasIndex }
            return nil
        case .object(let members):
            guard members.count == 1, members[0].key == "$ref", let pointer = members[0].value.string else { return nil }
            return pointedToken(pointer)
        default:
            return nil
        }
    }

    /// The JSON path of a token, for a diagnostic: with `.$modes.<mode>` for the mode's own
    /// value. Static, and given what it reads: the resolver's own method, called from a local
    /// function handed to the resolver's mutating methods, would overlap their access to it.
    static func tokenJSONPath(prefix: String, path: String, mode: String?) -> String {
        prefix + path + (mode.map { ".$modes." + $0 } ?? "")
    }

    /// Resolves the value of a token entered by ``enterToken(at:value:)`` that is not an alias
    /// of a whole token: its references, then its type.
    @inline(__always)
    private mutating func resolveEntered(at index: Int, node: G8JSONNode, inMode: Bool) -> G8JSON? {
        // Built only for a diagnostic: most tokens never need their path spelt out. A local
        // function, not a closure in a constant: that one would escape, and its captures be
        // boxed on the heap for every token resolved.
        let tokenPrefix = self.tokenPrefix, order = read.tokenPaths.order, pathMode = inMode ? mode ?? "" : nil
        func jsonPath() -> String { G8AliasResolver.tokenJSONPath(prefix: tokenPrefix, path: order[index], mode: pathMode) }
        references.lastAlias = nil
        let outcome = resolveReferences(in: node, jsonPath: jsonPath, expectedType: read.tokenDefinitions[index].type, depth: 0)
        return finishToken(at: index, node: node, resolved: outcome, exactAlias: nil, jsonPath: jsonPath)
    }

    /// Finishes the token at `index` of an alias chain, whose value `node` aliases the token at
    /// `aliased`, resolved to `value` (nil when it failed): the alias checked as
    /// ``resolveAlias(at:node:jsonPath:expectedType:)`` checks one, then the token's type.
    @inline(__always)
    private mutating func finishAlias(at index: Int, node: G8JSONNode, inMode: Bool, aliasing aliased: Int, value: G8JSON?) -> G8JSON? {
        let tokenPrefix = self.tokenPrefix, order = read.tokenPaths.order, pathMode = inMode ? mode ?? "" : nil
        func jsonPath() -> String { G8AliasResolver.tokenJSONPath(prefix: tokenPrefix, path: order[index], mode: pathMode) }
        references.lastAlias = nil
        var outcome: G8JSON?
        if let value { outcome = checkedAlias(value, at: aliased, node: node, jsonPath: jsonPath, expectedType: read.tokenDefinitions[index].type) }
        // Only a `"{name}"` is an exact alias: a `$ref` is typed and checked as any other value.
        let exactAlias: Int? = if case .string = node.value { aliased } else { nil }
        return finishToken(at: index, node: node, resolved: outcome, exactAlias: exactAlias, jsonPath: jsonPath)
    }

    /// The token at `index` finished with its value resolved (nil when it failed): its type
    /// inferred or checked, its value kept, and the token no longer in progress. `jsonPath`
    /// spells out the token's path for a diagnostic.
    @inline(__always)
    private mutating func finishToken(
        at index: Int, node: G8JSONNode, resolved outcome: G8JSON?, exactAlias: Int?, jsonPath: () -> String
    ) -> G8JSON? {
        defer {
            progress.resolving.removeLast()
            progress.inProgress[index] = false
        }
        let definitionType = read.tokenDefinitions[index].type
        guard var json = outcome else {
            if tokens.values[index] == .pending { tokens.values[index] = .failed }
            return nil
        }
        if tokens.values[index] != .pending { return tokens.values[index].value }  // failed within a cycle
        var type = definitionType
        if type == nil, let aliasIndex = exactAlias ?? aliasTarget(of: node).flatMap({ read.tokenPaths[$0] }) {
            type = tokens.types[aliasIndex].name
        }
        if type == nil, typesRequired, !read.tokenDefinitions[index].typeWritten {
            guard let inferred = G8TokenStudio.inferredType(of: json) else {
                error(jsonPath(), .untypedToken(name: read.tokenPaths.order[index]), at: .offset(read.tokenDefinitions[index].source, read.tokenDefinitions[index].offset))
                tokens.values[index] = .failed
                return nil
            }
            warn(jsonPath(), .inferredTokenType(name: read.tokenPaths.order[index], type: inferred), at: .offset(read.tokenDefinitions[index].source, read.tokenDefinitions[index].offset))
            type = inferred
        }
        if let type {
            if tokensStudio { json = G8TokenStudio.normalize(json, type: type) }
            tokens.types[index].name = type
            // Aliases repeat values: each type and value is checked once, when it fits. An
            // alias (exactly `"{name}"`) of a token of the same type that fitted has that
            // token's value, unchanged: its check is that token's.
            let aliased = !tokensStudio && (exactAlias != nil || G8AliasResolver.isReference(node)) ? references.lastAlias : nil
            let units: [String]
            var fitted = true
            // A string of at most 15 bytes is found by its bits, not by hashing its text
            // (``Learned/typeCheckedStrings``); a string has no units.
            var stringKey: G8QuickCheckTable.Key?
            if case .string(let text) = json, G8AliasResolver.isShort(text) {
                stringKey = G8QuickCheck.string(text, slot: typeSlot(of: type)).key
            }
            if let aliased, tokens.types[aliased].name == type, let known = tokens.units[aliased].units {
                units = known
            } else if let stringKey, learned.typeCheckedStrings.contains(stringKey) {
                units = []
            } else if stringKey == nil, let known = learned.typeCheckedValues[G8CheckedValue(name: type, json: json)] {
                units = known
            } else {
                if let problem = typeProblem(json, type: type) {
                    report(problem, type: type, jsonPath: jsonPath(), at: .node(node))
                    // Style Dictionary never checked its free-form `type`s: a value that does not
                    // fit is kept, with the warning.
                    if format != .styleDictionary {
                        tokens.values[index] = .failed
                        return nil
                    }
                    fitted = false
                    units = G8AliasResolver.unitsOutsideFormat(in: json, type: type)
                } else {
                    units = G8AliasResolver.unitsOutsideFormat(in: json, type: type)
                    if let stringKey {
                        learned.typeCheckedStrings.set(nil, for: stringKey, keeping: json.stringValue)
                    } else {
                        learned.typeCheckedValues[G8CheckedValue(name: type, json: json)] = units
                    }
                }
            }
            if fitted { tokens.units[index].units = units }
            if let unit = units.first {
                warn(jsonPath(), .unitOutsideFormat(unit: unit), at: .node(node))
            }
            if type == "color", !tokensStudio, !checksForms, exactAlias == nil, let text = json.stringValue,
                !G8AliasResolver.hasPrefix(text, ascii: UInt8(ascii: "#"), "#"), aliasTarget(of: node) == nil
            {
                warn(jsonPath(), .cssColorString(value: text), at: .node(node))
            }
        }
        tokens.values[index] = .resolved(json)
        return json
    }

    /// In a mode's check, the default check's resolution of the token at `index`, whose value
    /// `node` is the default's (the mode gives it none) and names no token: resolving it again
    /// would give the same value and type, and could report nothing the default check did not
    /// (a mode is checked only after a default check without errors, and keeps only errors).
    /// Nil in any other case, and for a token the default check did not resolve.
    private mutating func unchangedResolution(of index: Int, node: G8JSONNode) -> G8JSON? {
        guard let baseline, baseline.values.count == tokens.values.count,
            case .resolved(let json) = baseline.values[index],
            !G8ResolvedTokens.dependsOnChangedToken(
                node, changed: nil, depth: 0, paths: read.tokenPaths, format: format, tokensStudio: tokensStudio)
        else { return nil }
        tokens.types[index] = baseline.types[index]
        tokens.units[index] = baseline.units[index]
        tokens.values[index] = .resolved(json)
        return json
    }

    /// A small number for the `$type` `type`, the same for every token of that type: with a
    /// string's bits, the key of ``Learned/typeCheckedStrings``. A theme has a few types: found by
    /// comparing names in turn.
    mutating func typeSlot(of type: String) -> Int {
        if let slot = learned.typeSlotNames.firstIndex(of: type) { return slot }
        learned.typeSlotNames.append(type)
        return learned.typeSlotNames.count - 1
    }

    /// Whether `text` has at most 15 bytes: what ``G8QuickCheck/string(_:slot:)`` keys.
    static func isShort(_ text: String) -> Bool {
        text.utf8.count <= 15
    }

}
