import G8Core
/// The resolve, type-check and convert stages of the token reader: aliases (`{a.b}`), JSON
/// Pointer `$ref`s, Tokens Studio math, then each value checked against its `$type`, composite
/// values member by member.
extension G8ThemeBuilder {
    /// Gives the tokens read since the last call their places in the resolution tables, all at
    /// once after a read, rather than four appends for each token.
    mutating func addResolutionSlots() {
        let count = tokenPaths.count - resolvedTokens.count
        guard count > 0 else { return }
        resolvedTokens.append(contentsOf: repeatElement(.pending, count: count))
        effectiveTypes.append(contentsOf: repeatElement(TypeSlot(name: nil), count: count))
        inProgress.append(contentsOf: repeatElement(false, count: count))
        checkedUnits.append(contentsOf: repeatElement(UnitsSlot(units: nil), count: count))
    }

    /// The token's value for the builder's mode with its aliases resolved, or nil after reporting.
    mutating func resolveToken(_ path: String, from reference: G8JSONNode?) -> G8JSON? {
        guard let index = tokenPaths[path] else { return nil }
        return resolveToken(at: index)
    }

    /// The value of the token at `index` in the token arrays. Its path (``tokenOrder``) is read
    /// only for a diagnostic: passing it down an alias chain retained and released it at each step.
    mutating func resolveToken(at index: Int) -> G8JSON? {
        switch resolvedTokens[index] {
        case .resolved(let json): return json
        case .failed: return nil
        case .pending: break
        }
        if inProgress[index], let start = resolving.firstIndex(of: index) {
            let chain = (resolving[start...] + [index]).map { tokenPaths.order[$0] }
            let site = tokenPaths[chain[0]].map { Site.node(tokenDefinitions[$0].value) } ?? .unknown
            error(tokenPrefix + chain[0], .aliasCycle(chain: chain), at: site)
            for member in chain {
                if let memberIndex = tokenPaths[member] { resolvedTokens[memberIndex] = .failed }
            }
            return nil
        }
        // Read field by field: a copy of the whole definition is a dozen retains and releases.
        var modeValue: G8JSONNode?
        if let mode { modeValue = tokenDefinitions[index].modes.last { $0.name == mode }?.value }
        let node: G8JSONNode
        if let modeValue { node = modeValue } else { node = tokenDefinitions[index].value }
        if modeValue == nil, let resolution = unchangedResolution(of: index, node: node) { return resolution }
        resolving.append(index)
        inProgress[index] = true
        defer {
            resolving.removeLast()
            inProgress[index] = false
        }
        let definitionType = tokenDefinitions[index].type
        // Built only for a diagnostic: most tokens never need their path spelt out. A local
        // function, not a closure in a constant: that one would escape, and its captures be
        // boxed on the heap for every token resolved.
        let tokenPrefix = self.tokenPrefix, mode = self.mode, order = tokenPaths.order, inMode = modeValue != nil
        var path: String { order[index] }
        func jsonPath() -> String { tokenPrefix + path + (inMode ? ".$modes." + (mode ?? "") : "") }
        lastAliasIndex = nil
        // Most tokens of a large tree are exactly an alias of a token: resolved straight, as
        // `resolveReferences` would, without its walk.
        var exactAlias: Int?
        let resolved: G8JSON?
        if copyingPointers.isEmpty, case .string(let text) = node.value, case .token(let aliasIndex) = G8ThemeBuilder.referencedIndex(in: text, paths: tokenPaths) {
            exactAlias = aliasIndex
            resolved = resolveAlias(at: aliasIndex, node: node, jsonPath: jsonPath, expectedType: definitionType)
        } else {
            resolved = resolveReferences(in: node, jsonPath: jsonPath, expectedType: definitionType, depth: 0)
        }
        guard var json = resolved else {
            if resolvedTokens[index] == .pending { resolvedTokens[index] = .failed }
            return nil
        }
        if resolvedTokens[index] != .pending { return resolvedTokens[index].value }  // failed within a cycle
        var type = definitionType
        if type == nil, let aliasIndex = exactAlias ?? aliasTarget(of: node).flatMap({ tokenPaths[$0] }) {
            type = effectiveTypes[aliasIndex].name
        }
        if type == nil, typesRequired, !tokenDefinitions[index].typeWritten {
            guard let inferred = G8TokenStudio.inferredType(of: json) else {
                error(jsonPath(), .untypedToken(name: path), at: .offset(tokenDefinitions[index].source, tokenDefinitions[index].offset))
                resolvedTokens[index] = .failed
                return nil
            }
            warn(jsonPath(), .inferredTokenType(name: path, type: inferred), at: .offset(tokenDefinitions[index].source, tokenDefinitions[index].offset))
            type = inferred
        }
        if let type {
            if tokensStudio { json = G8TokenStudio.normalize(json, type: type) }
            effectiveTypes[index].name = type
            // Aliases repeat values: each type and value is checked once, when it fits. An
            // alias (exactly `"{name}"`) of a token of the same type that fitted has that
            // token's value, unchanged: its check is that token's.
            let aliased = !tokensStudio && (exactAlias != nil || G8ThemeBuilder.isReference(node)) ? lastAliasIndex : nil
            let units: [String]
            var fitted = true
            // A string of at most 15 bytes is found by its bits, not by hashing its text
            // (``typeCheckedStrings``); a string has no units.
            var stringKey: G8QuickCheckTable.Key?
            if case .string(let text) = json, G8ThemeBuilder.isShort(text) {
                stringKey = QuickCheck.string(text, slot: typeSlot(of: type)).key
            }
            if let aliased, effectiveTypes[aliased].name == type, let known = checkedUnits[aliased].units {
                units = known
            } else if let stringKey, typeCheckedStrings.contains(stringKey) {
                units = []
            } else if stringKey == nil, let known = typeCheckedValues[CheckedValue(name: type, json: json)] {
                units = known
            } else {
                if let problem = typeProblem(json, type: type) {
                    report(problem, type: type, jsonPath: jsonPath(), at: .node(node))
                    // Style Dictionary never checked its free-form `type`s: a value that does not
                    // fit is kept, with the warning.
                    if format != .styleDictionary {
                        resolvedTokens[index] = .failed
                        return nil
                    }
                    fitted = false
                    units = G8ThemeBuilder.unitsOutsideFormat(in: json, type: type)
                } else {
                    units = G8ThemeBuilder.unitsOutsideFormat(in: json, type: type)
                    if let stringKey {
                        typeCheckedStrings.set(nil, for: stringKey, keeping: json.stringValue)
                    } else {
                        typeCheckedValues[CheckedValue(name: type, json: json)] = units
                    }
                }
            }
            if fitted { checkedUnits[index].units = units }
            if let unit = units.first {
                warn(jsonPath(), .unitOutsideFormat(unit: unit), at: .node(node))
            }
            if type == "color", !tokensStudio, exactAlias == nil, let text = json.stringValue,
                !G8ThemeBuilder.hasPrefix(text, ascii: UInt8(ascii: "#"), "#"), aliasTarget(of: node) == nil
            {
                warn(jsonPath(), .cssColorString(value: text), at: .node(node))
            }
        }
        resolvedTokens[index] = .resolved(json)
        return json
    }

    /// In a mode's check, the default build's resolution of the token at `index`, whose value
    /// `node` is the default's (the mode gives it none) and names no token: resolving it again
    /// would give the same value and type, and could report nothing the default build did not
    /// (a mode is checked only after a default build without errors, and keeps only errors).
    /// Nil in any other case, and for a token the default build did not resolve.
    private mutating func unchangedResolution(of index: Int, node: G8JSONNode) -> G8JSON? {
        guard let baseline = checkBaseline, baseline.resolvedTokens.count == resolvedTokens.count,
            case .resolved(let json) = baseline.resolvedTokens[index],
            !G8ThemeBuilder.dependsOnChangedToken(
                node, changed: nil, depth: 0, paths: tokenPaths, format: format, tokensStudio: tokensStudio)
        else { return nil }
        effectiveTypes[index] = baseline.effectiveTypes[index]
        checkedUnits[index] = baseline.checkedUnits[index]
        resolvedTokens[index] = .resolved(json)
        return json
    }

    /// A small number for the `$type` `type`, the same for every token of that type: with a
    /// string's bits, the key of ``typeCheckedStrings``. A theme has a few types: found by
    /// comparing names in turn.
    mutating func typeSlot(of type: String) -> Int {
        if let slot = typeSlotNames.firstIndex(of: type) { return slot }
        typeSlotNames.append(type)
        return typeSlotNames.count - 1
    }

    /// Whether `text` has at most 15 bytes: what ``QuickCheck/string(_:slot:)`` keys.
    static func isShort(_ text: String) -> Bool {
        text.utf8.count <= 15
    }

    // MARK: Type check

    /// What is wrong with `json` as a `type`: composites member by member, other types by the
    /// engine's token types (a type the engine does not know accepts anything).
    ///
    /// A type registered with the engine checks its own values (the widgets' composites, or a
    /// user's type of the same name as one of the format's); the schema checks the format's
    /// composites the engine does not know, and Tokens Studio's, whose members it loosens.
    func typeProblem(_ json: G8JSON, type: String) -> G8ValueProblem? {
        let tokenTypes = self.tokenTypes, lenient = tokensStudio
        if lenient, G8TokenStudio.accepts(json, type: type) { return nil }
        // Lengths in units outside the format (`em`, `vw`) are read, with the reader's warning.
        if type == "dimension", G8TokenType.dimension.problem(with: json) == nil { return nil }
        if !lenient || G8TokenSchema.composites[type] == nil, let registered = tokenTypes[type] {
            guard let problem = registered.problem(with: json) else { return nil }
            // A composite of the format names the member at fault, when the schema finds one.
            if problem.member.isEmpty, G8TokenSchema.typeNames.contains(type),
                let member = G8TokenSchema.problem(with: json, type: type, leaf: { tokenTypes[$0]?.problem(with: $1) }),
                !member.member.isEmpty
            {
                return member
            }
            if problem.member.isEmpty, let member = G8TokenType.core.first(where: { $0.name == type })?.problem(with: json),
                !member.member.isEmpty
            {
                return G8ValueProblem(member: member.member, expected: member.expected, actual: member.actual, note: member.note)
            }
            return problem
        }
        return G8TokenSchema.problem(with: json, type: type) { leafType, value in
            if lenient, G8TokenStudio.accepts(value, type: leafType) { return nil }
            return tokenTypes[leafType]?.problem(with: value)
        }
    }

    /// The units of the dimensions in a value that the format does not list.
    static func unitsOutsideFormat(in json: G8JSON, type: String) -> [String] {
        // A string names no unit: a dimension's is an object's member, a composite's a member's.
        if case .string = json { return [] }
        switch type {
        case "dimension":
            guard json.objectMembers != nil, let unit = json["unit"]?.stringValue, unit != "px", unit != "rem",
                !(unit.isEmpty && json["value"]?.doubleValue == 0)
            else { return [] }
            return [unit]
        case "shadow":
            if case .array(let layers) = json { return layers.flatMap { unitsOutsideFormat(in: $0, type: "shadow") } }
            fallthrough
        default:
            guard let schema = G8TokenSchema.composites[type] else { return [] }
            return schema.flatMap { member in json[member.name].map { unitsOutsideFormat(in: $0, type: member.type) } ?? [] }
        }
    }

    mutating func report(_ problem: G8ValueProblem, type: String, jsonPath: String, at site: Site) {
        let kind: G8Diagnostic.Kind = problem.member.isEmpty && problem.note == nil
            ? .invalidTokenValue(type: type, expected: problem.expected, actual: problem.actual)
            : .invalidTokenMember(problem: problem.inside(type))
        if format == .styleDictionary { warn(jsonPath, kind, at: site) } else { error(jsonPath, kind, at: site) }
    }

    /// Whether a token of `aliasType` may stand where `type` is wanted.
    static func compatible(_ aliasType: String, with type: String) -> Bool {
        if aliasType == type { return true }
        switch (type, aliasType) {
        case ("fontFamily", "string"), ("dimension", "number"), ("fontWeight", "number"): return true
        default: return false
        }
    }

    // MARK: References

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
        if let name = G8ThemeBuilder.reference(in: node) { return name }
        guard let members = node.members, members.count == 1, members[0].key == "$ref",
            let pointer = members[0].value.string, pointer.hasPrefix("#/")
        else { return nil }
        var components = pointerComponents(pointer)
        guard components.starts(with: pointerPrefix) else { return nil }
        components.removeFirst(pointerPrefix.count)
        if components.last == valueKey { components.removeLast() }
        let name = components.joined(separator: ".")
        return tokenPaths[name] != nil ? name : nil
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
        if !copyingPointers.isEmpty, !copyFits(by: .pointer, jsonPath: jsonPath, node: node) { return nil }
        switch node.value {
        case .string(let text):
            // A reference to a token is found by the bytes of its name, with no `String` made;
            // any other (unknown, Style Dictionary's `.value`) is looked into by name.
            switch G8ThemeBuilder.referencedIndex(in: text, paths: tokenPaths) {
            case .token(let index):
                return resolveAlias(at: index, node: node, jsonPath: jsonPath, expectedType: expectedType)
            case .unknown:
                if let name = G8ThemeBuilder.reference(in: text) {
                    return resolveAlias(name, node: node, jsonPath: jsonPath, expectedType: expectedType)
                }
            case .notReference:
                break
            }
            if tokensStudio, G8TokenExpression.needsEvaluation(text) {
                return evaluate(text, node: node, jsonPath: jsonPath)
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
            if members.count == 1, members[0].key == "$ref", let pointer = members[0].value.string {
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
                    in: members[position].value, jsonPath: { G8ThemeBuilder.join(jsonPath(), key) }, expectedType: memberType,
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

    /// Counts one node that `copier` copies, and tells whether it is within ``copyBudget``. The
    /// first one beyond is reported, at `node`; the later ones are refused without a word.
    mutating func copyFits(by copier: Copier, jsonPath: () -> String, node: G8JSONNode) -> Bool {
        let count: Int
        switch copier {
        case .pointer:
            pointerCopies += 1
            count = pointerCopies
        case .extends:
            extendedCopies += 1
            count = extendedCopies
        }
        guard count > copyBudget else { return true }
        if count == copyBudget + 1 {
            let reason = switch copier {
            case .pointer:
                "$ref '\(copyingPointers.first ?? "")' copies more than \(copyBudget) values: $refs that copy groups into one "
                    + "another grow exponentially"
            case .extends:
                "$extends copies more than \(copyBudget) tokens and groups: groups that extend one another grow exponentially"
            }
            error(jsonPath(), .invalidTheme(reason: reason), at: .node(node))
        }
        return false
    }

    /// The value of the token `name` that `node` aliases, checked against the type wanted there.
    private mutating func resolveAlias(_ name: String, node: G8JSONNode, jsonPath: () -> String, expectedType: String?) -> G8JSON? {
        var name = name
        // Style Dictionary 3 wrote references to the value: `{color.base.red.value}`.
        if format == .styleDictionary, tokenPaths[name] == nil, name.hasSuffix(".value") { name.removeLast(6) }
        guard let index = tokenPaths[name] else {
            if groupPaths.contains(name) {
                let root = name + ".$root"
                error(jsonPath(), .aliasToGroup(name: name, suggestion: tokenPaths[root] != nil ? root : nil), at: .node(node))
            } else {
                // Past the most errors kept, the error is dropped: its suggestion would be too.
                let suggestion = errors.count < G8ThemeBuilder.maximumErrors
                    ? unknownTokenSuggestions.suggestion(for: name, among: tokenOrder) : nil
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
    /// it names, found by the name's bytes. Static, for the builder's mutating methods: calling
    /// a method of the builder (a struct of some 600 bytes) from one copied it whole.
    static func referencedIndex(in text: String, paths: G8OrderedNames) -> ReferencedIndex {
        var text = text
        return text.withUTF8 { bytes in
            guard let name = referenceName(in: bytes) else { return .notReference }
            return paths.index(ofUTF8: name).map { .token($0) } ?? .unknown
        }
    }

    /// The value of the token at `index` that `node` aliases: checked against the type wanted there.
    private mutating func resolveAlias(at index: Int, node: G8JSONNode, jsonPath: () -> String, expectedType: String?) -> G8JSON? {
        guard let value = resolveToken(at: index) else { return nil }
        if resolvingStyle, let deprecated = tokenDefinitions[index].deprecated {
            warn(jsonPath(), .deprecatedToken(name: tokenPaths.order[index], message: deprecated), at: .node(node))
        }
        if let expectedType, !G8ThemeBuilder.isFormatName(expectedType), let aliasType = effectiveTypes[index].name,
            !G8ThemeBuilder.compatible(aliasType, with: expectedType)
        {
            error(jsonPath(), .aliasTypeMismatch(type: expectedType, alias: tokenPaths.order[index], aliasType: aliasType), at: .node(node))
            return nil
        }
        lastAliasIndex = index
        return value
    }

    /// A JSON Pointer `$ref` inside the document: into a token's `$value` (for the builder's
    /// mode, aliases resolved) or to any node of the token tree.
    private mutating func resolvePointer(_ pointer: String, node: G8JSONNode, jsonPath: () -> String, expectedType: String?, depth: Int) -> G8JSON? {
        guard pointer.hasPrefix("#/") else {
            error(jsonPath(), .invalidTheme(reason: "$ref '\(pointer)' must point inside the file, such as \"#/base/text/$value\""), at: .node(node))
            return nil
        }
        var components = pointerComponents(pointer)
        guard components.starts(with: pointerPrefix) else {
            error(jsonPath(), .unknownToken(name: pointer, suggestion: nil), at: .node(node))
            return nil
        }
        components.removeFirst(pointerPrefix.count)
        var split = components.count
        while split > 0 {
            let name = components[..<split].joined(separator: ".")
            if let index = tokenPaths[name] {
                let rest = Array(components[split...])
                if rest.isEmpty || rest == [valueKey] {
                    return resolveAlias(name, node: node, jsonPath: jsonPath, expectedType: expectedType)
                }
                guard rest[0] == valueKey, let value = resolveToken(at: index) else {
                    if rest[0] != valueKey { error(jsonPath(), .unknownToken(name: pointer, suggestion: nil), at: .node(node)) }
                    return nil
                }
                var current = value
                for component in rest.dropFirst() {
                    if let next = current[component] {
                        current = next
                    } else if case .array(let items) = current, let position = Int(component), items.indices.contains(position) {
                        current = items[position]
                    } else {
                        error(jsonPath(), .unknownToken(name: pointer, suggestion: nil), at: .node(node))
                        return nil
                    }
                }
                if rest.count == 2, let expectedType, !G8ThemeBuilder.isFormatName(expectedType), let tokenType = effectiveTypes[index].name,
                    let memberType = G8TokenSchema.memberType(of: tokenType, member: rest[1]),
                    !G8ThemeBuilder.compatible(memberType, with: expectedType)
                {
                    error(jsonPath(), .aliasTypeMismatch(type: expectedType, alias: pointer, aliasType: memberType), at: .node(node))
                    return nil
                }
                return current
            }
            split -= 1
        }
        guard var target = tokenRoot else {
            error(jsonPath(), .unknownToken(name: pointer, suggestion: nil), at: .node(node))
            return nil
        }
        for component in components {
            if let next = target.member(component) {
                target = next.value
            } else if case .array(let items) = target.value, let position = Int(component), items.indices.contains(position) {
                target = items[position]
            } else {
                error(jsonPath(), .unknownToken(name: pointer, suggestion: nil), at: .node(node))
                return nil
            }
        }
        // A copy of the node, its own references resolved: a `$ref` inside it to itself, or
        // to a group around it, would copy it forever.
        if let start = copyingPointers.firstIndex(of: pointer) {
            error(jsonPath(), .aliasCycle(chain: Array(copyingPointers[start...]) + [pointer]), at: .node(node))
            return nil
        }
        copyingPointers.append(pointer)
        defer { copyingPointers.removeLast() }
        return resolveReferences(in: target, jsonPath: jsonPath, expectedType: expectedType, depth: depth + 1)
    }

    /// A Tokens Studio expression (`"{space.base} * 2"`, `"rgba({color.brand}, 0.5)"`): its
    /// references resolved, then evaluated.
    private mutating func evaluate(_ text: String, node: G8JSONNode, jsonPath: () -> String) -> G8JSON? {
        var values: [String: G8JSON] = [:]
        var failed = false
        for name in G8ThemeBuilder.references(inside: text) where values[name] == nil {
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
