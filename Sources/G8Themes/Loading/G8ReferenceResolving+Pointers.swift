import G8Core

/// JSON Pointer `$ref`s inside values: into a token's `$value`, or to any node of the token
/// tree, copied with its own references resolved.
extension G8ReferenceResolving {
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
        return tokens.read.tokenPaths[name] != nil ? name : nil
    }

    /// The token whose path is the longest start of `components` (a pointer's, past
    /// ``pointerPrefix``), and how many components it takes. A token's path has at most
    /// ``G8Theme/maximumDepth`` components (the token reader goes no deeper), so that no longer
    /// start is joined: a pointer of n components costs O(n), not O(n²). Mutating only to take
    /// the stage in place: a method that does not mutate, called from one that does, is
    /// handed a copy of the stage.
    mutating func longestToken(in components: [String]) -> (index: Int, count: Int)? {
        var split = min(components.count, G8Theme.maximumDepth)
        while split > 0 {
            if let index = tokens.read.tokenPaths[components[..<split].joined(separator: ".")] { return (index, split) }
            split -= 1
        }
        return nil
    }

    /// The token that the `$ref` `pointer` names whole (the token, or its `$value`), as
    /// ``resolvePointer(_:node:jsonPath:expectedType:depth:)`` finds it; nil for any other
    /// pointer, which that reports or copies. Mutating only to take the stage in place.
    mutating func pointedToken(_ pointer: String) -> Int? {
        guard let components = pointerComponents(pointer), components.starts(with: pointerPrefix) else { return nil }
        let path = components.dropFirst(pointerPrefix.count)
        guard let found = longestToken(in: Array(path)) else { return nil }
        let rest = path.dropFirst(found.count)
        return rest.isEmpty || (rest.count == 1 && rest.first == valueKey) ? found.index : nil
    }

    /// A JSON Pointer `$ref` inside the document: into a token's `$value` (for the mode, aliases
    /// resolved) or to any node of the token tree.
    mutating func resolvePointer(_ pointer: String, node: G8JSONNode, jsonPath: () -> String, expectedType: String?, depth: Int) -> G8JSON? {
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
            if rest.count == 2, let expectedType, !G8AliasResolver.isFormatName(expectedType), let tokenType = tokens.types[index].name,
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
}
