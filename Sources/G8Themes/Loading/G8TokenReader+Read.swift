import Foundation
import G8Core

/// How ``G8TokenReader`` reads: groups and tokens, `$type` inheritance, `$root`, `$extends`,
/// `$deprecated` and `$extensions`, in the document's own form (the format's `$value`, or Style
/// Dictionary's `value`).
extension G8TokenReader {
    /// What a group passes down to its members.
    struct Inherited {
        var type: String?
        var typeWritten = false
        /// Whether the `$type` is a tool's own, such as `com.example.gradient`: the tokens of
        /// it are not read. A flag, not the name: the group's members are read with a copy of
        /// this value, and the name is found again where an alias needs it.
        var isToolType = false
        var deprecated: String?? = nil

        /// The `$type` of a group taken in by `$extends` or `$ref`, for the taking group's own
        /// tokens when it has no `$type` of its own: the group's type is resolved after its
        /// extension, before its parents'.
        mutating func takeType(_ extended: String?, ownType: Bool) {
            guard !ownType, let extended else { return }
            type = extended
            typeWritten = true
        }

        /// A whole-token `$ref` makes the token the one it names: deprecated if that one is,
        /// unless the token says otherwise in its own `$deprecated`.
        mutating func takeMembers(of referenced: G8JSONNode, ownMembers: FormatMembers) {
            guard ownMembers.deprecated == nil, deprecated == nil, let theirs = referenced.member("$deprecated")?.value else { return }
            switch theirs.value {
            case .bool(true): deprecated = .some(nil)
            case .string(let message): deprecated = .some(message)
            default: return
            }
        }
    }


    /// How many objects under `node` (itself included) have a `valueKey` member: the tokens a
    /// tree defines, give or take those `$extends` copies or a value's own objects hold.
    static func tokenCount(in node: G8JSONNode, valueKey: String, depth: Int) -> Int {
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
    mutating func collectTokens(
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
            let typeKey = self.typeKey
            func typePath() -> String { G8AliasResolver.join(jsonPath(), typeKey) }
            let written: G8JSONNode?
            if format != .styleDictionary, let ref = typeMember.value.member("$ref") {
                // A `$type` given by a pointer to another: the string it lands on.
                written = followPointer(ref, from: pathComponents(path) + ["$type"], jsonPath: typePath, findsKind: false)?.node
            } else {
                written = typeMember.value
            }
            inherited.type = written.flatMap { checkedType($0, jsonPath: typePath) }
            inherited.isToolType = inherited.type == nil && written.map { isUnreadType($0) } == true
            inherited.typeWritten = true
        }
        if format != .styleDictionary, let deprecated = found.deprecated {
            switch deprecated.value.value {
            case .bool(let flag): inherited.deprecated = flag ? .some(nil) : nil
            case .string(let message): inherited.deprecated = .some(message)
            default:
                error(G8AliasResolver.join(jsonPath(), "$deprecated"),
                      .invalidTheme(reason: "$deprecated must be true, false or a message, got \(deprecated.value.kindName)"),
                      at: .node(deprecated.value))
            }
        }
        // Once, where written: not again for each copy an `$extends` makes.
        if checksForms, chain.isEmpty { checkFormatMembers(found, jsonPath: jsonPath) }
        var value = found.value?.value
        var refGroup: G8LoadContext.PointerTarget?
        var refToken: G8JSONNode?
        if format != .styleDictionary, let ref = found.ref {
            if value != nil {
                error(G8AliasResolver.join(jsonPath(), "$ref"),
                      .invalidTheme(reason: "a token has $value or $ref, not both: $ref makes it the token it names"),
                      at: .offset(ref.value.source, ref.keyOffset))
            } else if let target = followPointer(ref, from: pathComponents(path), jsonPath: jsonPath) {
                switch target.kind {
                case .token, .value:
                    // The token the pointer names, or one whose value is the one it names: its
                    // value is the pointer, resolved as one in a `$value` is.
                    value = G8JSONNode(
                        value: .object([G8JSONMember(key: "$ref", keyOffset: ref.keyOffset, value: ref.value)]),
                        source: ref.value.source, offset: ref.keyOffset)
                    if target.kind == .token {
                        refToken = target.node
                        if found.type == nil { takeTypeOfUnreadToken(at: target.location, into: &inherited) }
                    }
                case .group:
                    refGroup = target
                case .other:
                    error(G8AliasResolver.join(jsonPath(), "$ref"), .invalidTheme(reason: "$ref '\(ref.value.string ?? "")' names "
                        + "a \(target.node.kindName), not a token, a group or a token's $value"), at: .offset(ref.value.source, ref.keyOffset))
                }
            } else if !members.contains(where: { !G8AliasResolver.isFormatName($0.key) }) {
                return  // reported: neither a token nor a group
            }
        }
        if let value, inherited.isToolType {
            // design-token.md: "If the token's value is a reference, then its type is the
            // resolved type of the token being referenced", before any group's; a token of an
            // unknown type of its own, or of its group's with a value of its own, is not read.
            guard found.type == nil, found.ref != nil || G8AliasResolver.isReference(value) else { return }
            inherited.type = nil
            inherited.typeWritten = false
            inherited.isToolType = false
        }
        if let value {
            if let refToken {
                inherited.takeMembers(of: refToken, ownMembers: found)
                let index = defineToken(node, value: value, members: found, path: path, inherited: inherited, jsonPath: jsonPath)
                if let index { takeMembers(of: refToken, into: index) }
            } else {
                defineToken(node, value: value, members: found, path: path, inherited: inherited, jsonPath: jsonPath)
            }
            guard format != .styleDictionary else { return }
            if checksForms, chain.isEmpty, let extends = found.extends {
                // Only a group extends another; the reader reads the token and leaves it be.
                reportForm(G8FormIssue(member: "", site: .offset(extends.value.source, extends.keyOffset),
                                     rule: "only a group has \"$extends\"", written: "a token with \"$extends\" is invalid"),
                           jsonPath: G8AliasResolver.join(jsonPath(), "$extends"))
            }
            if checksForms, chain.isEmpty {
                checkTokenMembers(members, found: found, path: path, jsonPath: jsonPath)
            } else {
                // Only an object member can be a child; `isObject` first, the cheaper test.
                for position in members.indices where members[position].value.isObject && !G8AliasResolver.isFormatName(members[position].key) {
                    reportChild(members[position], of: path, jsonPath: jsonPath)
                }
            }
            return
        }
        if !path.isEmpty { groupPaths.insert(path) }
        if let refGroup, let ref = found.ref {
            // A group `$ref` is `$extends` written as JSON Schema writes it.
            if let extends = found.extends {
                error(G8AliasResolver.join(jsonPath(), "$extends"),
                      .invalidTheme(reason: "a group has $extends or $ref, not both: each names the group it takes in"),
                      at: .node(extends.value))
            }
            let type = extend(path, target: refGroup.location.joined(separator: "."), group: refGroup.node, keyword: "$ref", reference: ref,
                              inherited: inherited, jsonPath: jsonPath, origin: origin, chain: chain, depth: depth)
            inherited.takeType(type, ownType: found.type != nil)
        } else if format != .styleDictionary, let extends = found.extends {
            let type = extend(path, with: extends, inherited: inherited, jsonPath: jsonPath, origin: origin, chain: chain, depth: depth)
            inherited.takeType(type, ownType: found.type != nil)
        }
        // By position, field by field: a member bound whole is a copy of its key and value, and
        // of them again into each closure that takes it.
        for position in members.indices {
            let key = members[position].key
            guard !G8AliasResolver.isFormatName(key) || key == "$root" else {
                if checksForms, chain.isEmpty, !G8AliasResolver.groupFormatNames.contains(key) {
                    reportUnknownFormatName(members[position], known: G8AliasResolver.groupFormatNames, jsonPath: jsonPath)
                }
                continue
            }
            func childPath() -> String { G8AliasResolver.join(jsonPath(), key) }
            if G8AliasResolver.isRefusedName(key) {
                error(childPath(), .invalidTheme(reason: "token and group names cannot be empty or contain '.', '{' or '}'"),
                      at: .offset(members[position].value.source, members[position].keyOffset))
                continue
            }
            if format == .styleDictionary, !members[position].value.isObject { continue }  // `comment`, `attributes`…
            collectTokens(members[position].value, path: G8AliasResolver.join(path, key), inherited: inherited,
                          jsonPath: childPath, origin: { G8AliasResolver.join(origin(), key) }, chain: chain, depth: depth + 1)
        }
    }

    /// A token's member that is an object and not one of the format's: a token has no children.
    private mutating func reportChild(_ member: G8JSONMember, of path: String, jsonPath: () -> String) {
        error(G8AliasResolver.join(jsonPath(), member.key), .tokenHasChildren(token: path, child: member.key),
              at: .offset(member.value.source, member.keyOffset))
    }

    /// Checks each member of the token at `path` in a design-tokens file: a child is an error,
    /// a plain member or a `$` name the format does not have is a form it does not allow. The
    /// members `found` names are the format's, and need no check.
    private mutating func checkTokenMembers(_ members: [G8JSONMember], found: FormatMembers, path: String, jsonPath: () -> String) {
        for position in members.indices where !found.isFound(at: position) {
            let member = members[position]
            if G8AliasResolver.isFormatName(member.key) {
                if !G8AliasResolver.tokenFormatNames.contains(member.key) {
                    reportUnknownFormatName(member, known: G8AliasResolver.tokenFormatNames, jsonPath: jsonPath)
                }
            } else if member.value.isObject {
                reportChild(member, of: path, jsonPath: jsonPath)
            } else {
                reportForm(G8FormIssue(member: "", site: .offset(member.value.source, member.keyOffset),
                                     rule: "a token's members are the format's, each named with \"$\"; a tool keeps its own data in \"$extensions\"",
                                     written: "\(G8JSON.quote(member.key)) is not one"),
                           jsonPath: G8AliasResolver.join(jsonPath(), member.key))
            }
        }
    }
}
