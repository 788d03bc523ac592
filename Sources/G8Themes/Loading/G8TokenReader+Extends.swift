import G8Core
/// How ``G8TokenReader`` takes in groups: a group's `$extends`, and a `$ref` to a group, each
/// copied within the load's budget, chains bounded and cycles reported.
extension G8TokenReader {
    /// `$extends`: the named group's tokens first, so that the extending group's own override them.
    @discardableResult
    mutating func extend(
        _ path: String, with member: G8JSONMember, inherited: Inherited, jsonPath: () -> String, origin: () -> String, chain: [String],
        depth: Int
    ) -> String? {
        let reference = member.value
        let target: String
        if let name = G8AliasResolver.reference(in: reference) {
            target = name
        } else if let pointer = reference.member("$ref")?.value.string, let components = pointerComponents(pointer),
            components.starts(with: pointerPrefix)
        {
            target = components.dropFirst(pointerPrefix.count).joined(separator: ".")
        } else {
            error(G8AliasResolver.join(jsonPath(), "$extends"),
                  .invalidTheme(reason: "$extends must name a group such as \"{color.base}\", got \(reference.kindName)"), at: .node(reference))
            return nil
        }
        return extend(path, target: target, group: nil, keyword: "$extends", reference: member, inherited: inherited, jsonPath: jsonPath,
               origin: origin, chain: chain, depth: depth)
    }

    /// Takes in the group at the dotted path `target` (its node `group`, or found by the path):
    /// its tokens first, so that the taking group's own override them. `keyword` is the member
    /// that names it, `$extends` or `$ref`, at `reference`. The group's own `$type`, when it
    /// gives a known one.
    mutating func extend(
        _ path: String, target: String, group: G8JSONNode?, keyword: String, reference member: G8JSONMember, inherited: Inherited,
        jsonPath: () -> String, origin: () -> String, chain: [String], depth: Int
    ) -> String? {
        let reference = member.value
        let extendsPath = G8AliasResolver.join(jsonPath(), keyword)
        let origin = origin()
        // The groups being extended into and those extended, in order: a target met again, or
        // one that holds the group extending it (the root holds every group), would be read
        // forever.
        var walk = chain
        if walk.last != origin { walk.append(origin) }
        let ancestor = walk.firstIndex { target.isEmpty || $0 == target || $0.hasPrefix(target + ".") }
        if let start = ancestor {
            let cycle = Array(walk[start...])
            // The same cycle is met again from each of its groups: reported once, where it closes.
            if reportedCycles.insert(cycle.sorted().joined(separator: "\u{0}")).inserted {
                let at = G8AliasResolver.join(tokenPrefix + origin, keyword)
                if keyword == "$ref" {
                    let pointers = (cycle + [target]).map { name in
                        G8AliasResolver.pointerText(pointerPrefix + pathComponents(name))
                    }
                    error(at, .aliasCycle(chain: pointers), at: .offset(reference.source, member.keyOffset))
                } else {
                    error(at, .extendsCycle(chain: cycle + [target]), at: .node(reference))
                }
            }
            return nil
        }
        guard let group = group ?? groupNode(at: target), group.member(valueKey) == nil else {
            let known = tokenRoot.map { G8TokenReader.groupPaths(in: $0, path: "", valueKey: valueKey) } ?? []
            error(extendsPath, .unknownGroup(name: target, suggestion: G8Suggestion.nearest(to: target, in: known)), at: .node(reference))
            return nil
        }
        guard depth + 1 < G8Theme.maximumDepth else {
            // Refused before the recursion goes deeper (the group read, its tokens one level
            // below it), once, at the `$extends` or `$ref` that starts the chain, naming it.
            let groups = walk + [target]
            let firstGroup = groupNode(at: groups[0])
            let first = firstGroup?.member(keyword) ?? firstGroup?.member(keyword == "$ref" ? "$extends" : "$ref") ?? member
            error(G8AliasResolver.join(tokenPrefix + groups[0], first.key), .invalidTheme(reason: G8TokenReader.extendsTooDeep(groups, by: first.key)),
                  at: first.key == "$ref" ? .offset(first.value.source, first.keyOffset) : .node(first.value))
            return nil
        }
        collectTokens(group, path: path, inherited: inherited, jsonPath: jsonPath, origin: { target }, chain: walk + [target], depth: depth + 1)
        // Reported, if unknown, where the group is read.
        guard let type = group.member(typeKey)?.value.string else { return nil }
        if tokenTypes[type] != nil || G8TokenSchema.typeNames.contains(type) { return type }
        return G8TokenStudio.types[type]
    }


    /// Why a chain of groups taken in by `keyword` (`$extends` or `$ref`) is refused, naming
    /// it: its first groups and its last.
    static func extendsTooDeep(_ groups: [String], by keyword: String = "$extends") -> String {
        let shown = groups.count <= 8 ? groups : Array(groups.prefix(4)) + ["…"] + Array(groups.suffix(3))
        return "\(keyword) nests groups deeper than the limit of \(G8Theme.maximumDepth) levels: "
            + shown.joined(separator: " → ") + " (\(groups.count) groups)"
    }


    /// The paths of every group under `node`, as written: for suggestions.
    static func groupPaths(in node: G8JSONNode, path: String, valueKey: String, depth: Int = 0) -> [String] {
        guard depth < 32, let members = node.members, node.member(valueKey) == nil else { return [] }
        var paths = path.isEmpty ? [] : [path]
        for member in members where !member.key.hasPrefix("$") {
            paths += groupPaths(in: member.value, path: G8AliasResolver.join(path, member.key), valueKey: valueKey, depth: depth + 1)
        }
        return paths
    }
}
