import G8Core

/// Following a pointer, which reading a token tree and resolving its values both do.
extension G8LoadStage {
    /// A JSON Pointer's components, `~1` and `~0` unescaped (`#/a/b~1c` is `a`, `b/c`); nil
    /// for a string that is not a pointer into the document.
    func pointerComponents(_ pointer: String) -> [String]? {
        if case .local(let components) = G8AliasResolver.parsePointer(pointer) { return components }
        return nil
    }

    /// Follows the `$ref` `member` of the object at `location` (components from the token
    /// tree's root) to what it names; nil after reporting a pointer that is not one, names
    /// nothing or closes a cycle. `findsKind` false stops at the first node it lands on that
    /// is not an object with a `$ref` of its own, not consulting ``G8LoadContext/PointerWalks/kinds`` (a `$type`'s
    /// `$ref`, which must land on a string).
    mutating func followPointer(
        _ member: G8JSONMember, from location: [String], jsonPath: () -> String, findsKind: Bool = true
    ) -> G8LoadContext.PointerTarget? {
        let refPath = G8AliasResolver.join(jsonPath(), "$ref")
        let at = Site.offset(member.value.source, member.keyOffset)
        guard let root = tokenRoot, let first = member.value.string else {
            error(refPath, .invalidTheme(reason: "$ref must be a string such as \"#/base/color\", got \(member.value.kindName)"), at: at)
            return nil
        }
        var chain = [G8AliasResolver.pointerText(pointerPrefix + location)]
        var visited: Set<Int64> = []
        var named: [Int64] = []  // the `$ref`s whose whole node this walk follows: they name what it finds
        var pointer = first
        var pending: [String] = []
        var index = 0
        var node = root
        var reached: [String] = []
        var landed: (node: G8JSONNode, location: [String])?
        /// Starts the walk again at the root with `next`'s components before those left.
        func restart(with next: String, from written: G8JSONNode) -> Bool {
            // Met again: the chain, from the object read, ends where that `$ref` was met.
            guard visited.insert(G8AliasResolver.pointerKey(written)).inserted else {
                error(refPath, .aliasCycle(chain: chain), at: at)
                return false
            }
            chain.append(next)
            let components: [String]
            switch G8AliasResolver.parsePointer(next) {
            case .local(let parsed): components = parsed
            case .external:
                error(refPath, .invalidTheme(reason: G8AliasResolver.externalPointerReason(next)), at: at)
                return false
            case .invalid(let why):
                error(refPath, .invalidTheme(reason: "$ref '\(next)' is not a JSON Pointer: \(why)"), at: at)
                return false
            }
            guard components.starts(with: pointerPrefix) else {
                error(refPath, .invalidTheme(reason: "$ref '\(next)' names nothing among the tokens: pointers into them start with '"
                    + G8AliasResolver.pointerText(pointerPrefix) + "'"), at: at)
                return false
            }
            pending = Array(components.dropFirst(pointerPrefix.count)) + pending[index...]
            pointer = next
            index = 0
            node = root
            reached = []
            return true
        }
        guard restart(with: first, from: member.value) else { return nil }
        var kind = G8LoadContext.PointerKind.other
        walk: while true {
            while index < pending.count {
                let component = pending[index]
                if component == valueKey, findsKind, node.member(valueKey) != nil {
                    // Into a token's value: resolved with the token's references, for the mode.
                    kind = .value
                    break walk
                }
                if let next = memberValue(component, of: node) {
                    node = next
                } else if case .array(let items) = node.value {
                    guard let position = G8AliasResolver.arrayIndex(component), items.indices.contains(position) else {
                        error(refPath, .invalidTheme(reason: G8AliasResolver.namesNothing(
                            pointer, reached: pointerPrefix + reached, missing: component, isArray: true)), at: at)
                        return nil
                    }
                    node = items[position]
                } else if node.member(valueKey) == nil, let inherited = node.member("$ref") ?? node.member("$extends"),
                    let next = G8AliasResolver.pointer(of: inherited, prefix: pointerPrefix)
                {
                    // A member a group takes in from the group its `$ref` or `$extends` names.
                    guard restart(with: next, from: inherited.value) else { return nil }
                    continue
                } else {
                    error(refPath, .invalidTheme(reason: G8AliasResolver.namesNothing(pointer, reached: pointerPrefix + reached, missing: component)),
                          at: at)
                    return nil
                }
                reached.append(component)
                index += 1
            }
            if landed == nil { landed = (node, reached) }
            if node.member(valueKey) == nil, let own = node.member("$ref") {
                // A node that is itself a `$ref`: what that one names.
                guard let next = own.value.string else {
                    error(refPath, .invalidTheme(reason: "$ref '\(pointer)' names a $ref that is not a string, but \(own.value.kindName)"), at: at)
                    return nil
                }
                let key = G8AliasResolver.pointerKey(own.value)
                if findsKind, let known = context.pointers.kinds[key] {
                    kind = known
                    break walk
                }
                named.append(key)
                guard restart(with: next, from: own.value) else { return nil }
                continue
            }
            kind = node.member(valueKey) != nil ? .token : node.isObject ? .group : .other
            if !findsKind { landed = (node, reached) }
            break walk
        }
        if findsKind { for key in named { context.pointers.kinds[key] = kind } }
        let target = landed ?? (node, reached)
        return G8LoadContext.PointerTarget(kind: kind, node: target.node, location: target.location)
    }

    /// The value of `node`'s member `key` (the last, when repeated), as ``G8JSONNode/member(_:)``
    /// finds it: in an object of more than 16 members, through an index of its keys made the
    /// first time (``G8LoadContext/PointerWalks/memberIndexes``), so that pointers into a large group cost O(1) a step,
    /// not the group's size.
    mutating func memberValue(_ key: String, of node: G8JSONNode) -> G8JSONNode? {
        guard let members = node.members else { return nil }
        guard members.count > 16 else { return members.last { $0.key == key }?.value }
        let nodeKey = G8AliasResolver.pointerKey(node)
        if context.pointers.memberIndexes[nodeKey] == nil {
            var index: [String: Int] = [:]
            index.reserveCapacity(members.count)
            for position in members.indices { index[members[position].key] = position }
            context.pointers.memberIndexes[nodeKey] = index
        }
        return context.pointers.memberIndexes[nodeKey]?[key].map { members[$0].value }
    }
}
