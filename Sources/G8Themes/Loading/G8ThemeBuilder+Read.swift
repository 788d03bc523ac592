import Foundation
import G8Core

/// The read stage of the token reader: groups and tokens, `$type` inheritance, `$root`,
/// `$extends`, `$deprecated` and `$extensions`, in the document's own form (the format's
/// `$value`, or Style Dictionary's `value`).
extension G8ThemeBuilder {
    /// What a group passes down to its members.
    struct Inherited {
        var type: String?
        var typeWritten = false
        var deprecated: String?? = nil
    }

    var valueKey: String { format == .styleDictionary ? "value" : "$value" }
    var typeKey: String { format == .styleDictionary ? "type" : "$type" }
    var descriptionKey: String { format == .styleDictionary ? "comment" : "$description" }

    /// What reading a token tree leaves in a builder: the same for every mode of a document,
    /// since modes only choose among the values read. A mode's check starts from the default
    /// build's (``readToReuse``) instead of reading the tree again. Its
    /// diagnostics are not in it: a mode is checked only after a default build without errors,
    /// and keeps only a check's errors.
    struct TokenRead {
        let tokensStudio: Bool
        let groupPaths: Set<String>
        let modeUsers: [String: String]
        let reportedCycles: Set<String>
        let tokenPaths: G8OrderedNames
        let modeNames: [String]
        let tokenDefinitions: [TokenDefinition]
        let pointerCopies: Int
        let extendedCopies: Int
    }

    /// What this builder's reading of its token tree left, for a mode's check to start from.
    var tokenRead: TokenRead {
        TokenRead(
            tokensStudio: tokensStudio, groupPaths: groupPaths, modeUsers: modeUsers, reportedCycles: reportedCycles,
            tokenPaths: tokenPaths, modeNames: modeNames, tokenDefinitions: tokenDefinitions, pointerCopies: pointerCopies,
            extendedCopies: extendedCopies)
    }

    mutating func readTokens(_ root: G8JSONNode, jsonPath: String) {
        if let read = readToReuse {
            tokensStudio = read.tokensStudio
            groupPaths = read.groupPaths
            modeUsers = read.modeUsers
            reportedCycles = read.reportedCycles
            tokenPaths = read.tokenPaths
            modeNames = read.modeNames
            tokenDefinitions = read.tokenDefinitions
            pointerCopies = read.pointerCopies
            extendedCopies = read.extendedCopies
            addResolutionSlots()
            return
        }
        // Room for every token at once: grown one token at a time, the index of a large token
        // tree would be made again at every doubling, each time hashing every path anew.
        let expected = G8ThemeBuilder.tokenCount(in: root, valueKey: valueKey, depth: 0)
        tokenPaths.reserveCapacity(tokenPaths.count + expected)
        tokenDefinitions.reserveCapacity(tokenDefinitions.count + expected)
        collectTokens(root, path: "", inherited: Inherited(), jsonPath: { jsonPath }, origin: { "" }, chain: [], depth: 0)
        addResolutionSlots()
        warnAboutModeCase()
    }

    /// How many objects under `node` (itself included) have a `valueKey` member: the tokens a
    /// tree defines, give or take those `$extends` copies or a value's own objects hold.
    private static func tokenCount(in node: G8JSONNode, valueKey: String, depth: Int) -> Int {
        guard let members = node.members, depth <= G8Theme.maximumDepth else { return 0 }
        if members.indices.contains(where: { members[$0].key == valueKey }) { return 1 }
        var count = 0
        for position in members.indices where members[position].value.isObject {
            count += tokenCount(in: members[position].value, valueKey: valueKey, depth: depth + 1)
        }
        return count
    }

    /// Collects the tokens of the group or token `node` at `path`; `origin` is where the node is
    /// written (not the same as `path` inside an `$extends`), `chain` the groups being extended.
    /// `jsonPath` and `origin` are spelt out only when needed (a diagnostic, an `$extends`),
    /// not joined for every token and group.
    private mutating func collectTokens(
        _ node: G8JSONNode, path: String, inherited: Inherited, jsonPath: () -> String, origin: () -> String, chain: [String], depth: Int
    ) {
        guard let members = node.members else {
            error(jsonPath(), .invalidTheme(reason: "a token group must be an object, got \(node.kindName)"), at: .node(node))
            return
        }
        guard depth <= G8Theme.maximumDepth else {
            error(jsonPath(), .invalidTheme(reason: "token groups nest deeper than the limit of \(G8Theme.maximumDepth) levels"),
                  at: .node(node))
            return
        }
        // Inside an `$extends`, each token and group read here is a copy.
        if !chain.isEmpty, !copyFits(by: .extends, jsonPath: jsonPath, node: node) { return }
        var inherited = inherited
        let found = formatNames.members(of: members)
        if let typeMember = found.type {
            inherited.type = checkedType(typeMember.value, jsonPath: { [typeKey] in G8ThemeBuilder.join(jsonPath(), typeKey) })
            inherited.typeWritten = true
        }
        if format != .styleDictionary, let deprecated = found.deprecated {
            switch deprecated.value.value {
            case .bool(let flag): inherited.deprecated = flag ? .some(nil) : nil
            case .string(let message): inherited.deprecated = .some(message)
            default:
                error(G8ThemeBuilder.join(jsonPath(), "$deprecated"),
                      .invalidTheme(reason: "$deprecated must be true, false or a message, got \(deprecated.value.kindName)"),
                      at: .node(deprecated.value))
            }
        }
        // Once, where written: not again for each copy an `$extends` makes.
        if checksForms, chain.isEmpty { checkFormatMembers(found, jsonPath: jsonPath) }
        if let value = found.value {
            defineToken(node, value: value.value, members: found, path: path, inherited: inherited, jsonPath: jsonPath)
            guard format != .styleDictionary else { return }
            if checksForms, chain.isEmpty, let extends = found.extends {
                // Only a group extends another; the reader reads the token and leaves it be.
                reportForm(FormIssue(member: "", site: .offset(extends.value.source, extends.keyOffset),
                                     rule: "only a group has \"$extends\"", written: "a token with \"$extends\" is invalid"),
                           jsonPath: G8ThemeBuilder.join(jsonPath(), "$extends"))
            }
            for position in members.indices where members[position].value.isObject && !G8ThemeBuilder.isFormatName(members[position].key) {
                let member = members[position]
                error(G8ThemeBuilder.join(jsonPath(), member.key), .tokenHasChildren(token: path, child: member.key),
                      at: .offset(member.value.source, member.keyOffset))
            }
            return
        }
        if !path.isEmpty { groupPaths.insert(path) }
        if format != .styleDictionary, let extends = found.extends {
            extend(path, with: extends.value, inherited: inherited, jsonPath: jsonPath, origin: origin, chain: chain, depth: depth)
        }
        // By position, field by field: a member bound whole is a copy of its key and value, and
        // of them again into each closure that takes it.
        for position in members.indices {
            let key = members[position].key
            guard !G8ThemeBuilder.isFormatName(key) || key == "$root" else { continue }
            func childPath() -> String { G8ThemeBuilder.join(jsonPath(), key) }
            if G8ThemeBuilder.isRefusedName(key) {
                error(childPath(), .invalidTheme(reason: "token and group names cannot be empty or contain '.', '{' or '}'"),
                      at: .offset(members[position].value.source, members[position].keyOffset))
                continue
            }
            if format == .styleDictionary, !members[position].value.isObject { continue }  // `comment`, `attributes`…
            collectTokens(members[position].value, path: G8ThemeBuilder.join(path, key), inherited: inherited,
                          jsonPath: childPath, origin: { G8ThemeBuilder.join(origin(), key) }, chain: chain, depth: depth + 1)
        }
    }

    /// `$extends`: the named group's tokens first, so that the extending group's own override them.
    private mutating func extend(
        _ path: String, with reference: G8JSONNode, inherited: Inherited, jsonPath: () -> String, origin: () -> String, chain: [String],
        depth: Int
    ) {
        let extendsPath = G8ThemeBuilder.join(jsonPath(), "$extends")
        let origin = origin()
        let target: String
        if let name = G8ThemeBuilder.reference(in: reference) {
            target = name
        } else if let pointer = reference.member("$ref")?.value.string, pointer.hasPrefix("#/") {
            target = pointerComponents(pointer).dropFirst(pointerPrefix.count).joined(separator: ".")
        } else {
            error(extendsPath, .invalidTheme(reason: "$extends must name a group such as \"{color.base}\", got \(reference.kindName)"),
                  at: .node(reference))
            return
        }
        // The groups being extended into and those extended, in order: a target met again, or
        // one that holds the group extending it, would be read forever.
        var walk = chain
        if walk.last != origin { walk.append(origin) }
        let ancestor = walk.firstIndex { $0 == target || $0.hasPrefix(target + ".") }
        if let start = ancestor {
            let cycle = Array(walk[start...])
            // The same cycle is met again from each of its groups: reported once, where it closes.
            if reportedCycles.insert(cycle.sorted().joined(separator: "\u{0}")).inserted {
                error(G8ThemeBuilder.join(tokenPrefix + origin, "$extends"), .extendsCycle(chain: cycle + [target]), at: .node(reference))
            }
            return
        }
        guard let group = groupNode(at: target), group.member(valueKey) == nil else {
            let known = tokenRoot.map { G8ThemeBuilder.groupPaths(in: $0, path: "", valueKey: valueKey) } ?? []
            error(extendsPath, .unknownGroup(name: target, suggestion: G8Suggestion.nearest(to: target, in: known)), at: .node(reference))
            return
        }
        guard depth + 1 < G8Theme.maximumDepth else {
            // Refused before the recursion goes deeper (the group read, its tokens one level
            // below it), once, at the `$extends` that starts the chain, naming it.
            let groups = walk + [target]
            let first = groupNode(at: groups[0])?.member("$extends")?.value ?? reference
            error(G8ThemeBuilder.join(tokenPrefix + groups[0], "$extends"),
                  .invalidTheme(reason: G8ThemeBuilder.extendsTooDeep(groups)), at: .node(first))
            return
        }
        collectTokens(group, path: path, inherited: inherited, jsonPath: jsonPath, origin: { target }, chain: walk + [target], depth: depth + 1)
    }

    /// Why an `$extends` chain is refused, naming it: its first groups and its last.
    static func extendsTooDeep(_ groups: [String]) -> String {
        let shown = groups.count <= 8 ? groups : Array(groups.prefix(4)) + ["…"] + Array(groups.suffix(3))
        return "$extends nests groups deeper than the limit of \(G8Theme.maximumDepth) levels: "
            + shown.joined(separator: " → ") + " (\(groups.count) groups)"
    }

    /// The node at a dotted path in the token tree, as written.
    func groupNode(at path: String) -> G8JSONNode? {
        guard var node = tokenRoot else { return nil }
        for component in path.split(separator: ".", omittingEmptySubsequences: false) {
            guard let next = node.member(String(component)) else { return nil }
            node = next.value
        }
        return node
    }

    /// The paths of every group under `node`, as written: for suggestions.
    static func groupPaths(in node: G8JSONNode, path: String, valueKey: String, depth: Int = 0) -> [String] {
        guard depth < 32, let members = node.members, node.member(valueKey) == nil else { return [] }
        var paths = path.isEmpty ? [] : [path]
        for member in members where !member.key.hasPrefix("$") {
            paths += groupPaths(in: member.value, path: join(path, member.key), valueKey: valueKey, depth: depth + 1)
        }
        return paths
    }

    /// A JSON Pointer's components, `~1` and `~0` unescaped: `#/a/b~1c` is `a`, `b/c`.
    func pointerComponents(_ pointer: String) -> [String] {
        pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// The `$type` a name stands for (Tokens Studio's names mapped to the format's), or nil after
    /// reporting a name no reader knows.
    private mutating func checkedType(_ node: G8JSONNode, jsonPath: () -> String) -> String? {
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
        let suggestion = G8Suggestion.nearest(to: name, in: Array(tokenTypes.keys) + G8TokenSchema.typeNames)
        error(jsonPath(), .unknownTokenType(name: name, suggestion: suggestion), at: .node(node))
        return nil
    }

    private mutating func defineToken(
        _ node: G8JSONNode, value: G8JSONNode, members found: FormatMembers, path: String, inherited: Inherited, jsonPath: () -> String
    ) {
        guard !path.isEmpty else {
            error(jsonPath(), .invalidTheme(reason: "'tokens' itself cannot have a $value"), at: .node(node))
            return
        }
        var modes: [(String, G8JSONNode)] = []
        if let modesMember = found.modes {
            if let members = modesMember.value.members {
                for member in members {
                    modes.append((member.key, member.value))
                    if !modeNames.contains(member.key) { modeNames.append(member.key) }
                    if modeUsers[member.key] == nil { modeUsers[member.key] = path }
                }
            } else {
                error(G8ThemeBuilder.join(jsonPath(), "$modes"),
                      .invalidTheme(reason: "$modes must be an object of mode names to values, got \(modesMember.value.kindName)"),
                      at: .node(modesMember.value))
            }
        }
        let definition = TokenDefinition(
            type: inherited.type, typeWritten: inherited.typeWritten, value: value, modes: modes,
            description: found.description?.value.string ?? found.dollarDescription?.value.string, source: node.source, offset: node.offset,
            extensions: found.extensions?.value, deprecated: inherited.deprecated)
        // One lookup for a new token, the common case; a redefinition keeps its place.
        let (index, inserted) = tokenPaths.insert(path)
        if inserted {
            tokenDefinitions.append(definition)
        } else {
            tokenDefinitions[index] = definition
        }
    }

    /// Mode names that differ only in case are almost always a typing mistake.
    private mutating func warnAboutModeCase() {
        var seen: [String: String] = [:]
        for name in modeNames {
            let folded = name.lowercased()
            if let other = seen[folded] {
                let user = modeUsers[name] ?? ""
                warn(tokenPrefix + user,
                     .modeCaseMismatch(mode: name, token: user, other: other, otherToken: modeUsers[other] ?? ""),
                     at: tokenPaths[user].map { .offset(tokenDefinitions[$0].source, tokenDefinitions[$0].offset) } ?? .unknown)
            } else {
                seen[folded] = name
            }
        }
    }
}
