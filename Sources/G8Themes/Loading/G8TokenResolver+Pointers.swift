import G8Core

/// JSON Pointer `$ref`s as the token reader meets them (RFC 6901, as the Format Module uses
/// it): a pointer read into its components, and a `$ref` written in place of a whole token, a
/// group or a `$type` followed to what it names.
///
/// A pointer is read in one pass over its bytes, and followed by a loop: a `$ref` met on the
/// way (a group's, whose members it takes in; or the node's it lands on) starts the walk
/// again from the root with that pointer's components before the ones left, so a chain of
/// `$ref`s as long as the file takes no more stack than one. Each `$ref` is followed at most
/// once in a walk (one met again closes a cycle, reported with the chain), and what the ones
/// that name a whole node lead to is kept (``pointerKinds``): a chain of n whole-token
/// `$ref`s costs O(n) over the read, not O(n²).
extension G8TokenResolver {
    /// A `$ref` string read as a pointer.
    enum ParsedPointer {
        /// Inside the document: its components, `~1` and `~0` unescaped. `#` and the Format
        /// Module's `#/` name the document's root, with no component.
        case local([String])
        /// A URI before the `#`: another file, which a token file cannot reach.
        case external
        /// Not a JSON Pointer: why.
        case invalid(String)
    }

    /// `pointer` read as a fragment JSON Pointer, in one pass over its bytes.
    static func parsePointer(_ pointer: String) -> ParsedPointer {
        var bytes = pointer.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "#") else { return .external }
        guard let slash = bytes.next() else { return .local([]) }
        guard slash == UInt8(ascii: "/") else {
            return .invalid("a JSON Pointer after '#' starts with '/', as in \"#/base/color\"")
        }
        var components: [String] = []
        var current: [UInt8] = []
        while let byte = bytes.next() {
            switch byte {
            case UInt8(ascii: "/"):
                components.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            case UInt8(ascii: "~"):
                switch bytes.next() {
                case UInt8(ascii: "0"): current.append(UInt8(ascii: "~"))
                case UInt8(ascii: "1"): current.append(UInt8(ascii: "/"))
                default: return .invalid("'~' in a JSON Pointer is written ~0, and '/' inside a name ~1")
                }
            default:
                current.append(byte)
            }
        }
        // `#/` alone is the root, as the Format Module writes it (RFC 6901 would read a member
        // named "", which no token or group can be).
        if components.isEmpty && current.isEmpty { return .local([]) }
        components.append(String(decoding: current, as: UTF8.self))
        return .local(components)
    }

    /// `components` written as a pointer, `~` and `/` escaped: `#/` for none.
    static func pointerText(_ components: some Collection<String>) -> String {
        "#/" + components.map { $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }
            .joined(separator: "/")
    }

    /// Why a pointer names nothing: the last node it reached (`reached`, components from the
    /// document's root) has no member (or item) `missing`.
    static func namesNothing(_ pointer: String, reached: some Collection<String>, missing: String, isArray: Bool = false) -> String {
        "$ref '\(pointer)' names nothing: '\(pointerText(reached))' has no " + (isArray ? "item \(missing)" : "member '\(missing)'")
    }

    /// What a `$ref` written as a whole token or group names, once the `$ref`s of the nodes it
    /// lands on are followed.
    enum PointerKind: UInt8 {
        /// A token (an object with `$value`): the object is an alias of it.
        case token
        /// A token's `$value` or a part of it: the object is a token with that value.
        case value
        /// A group: the object takes in its tokens and groups, as with `$extends`.
        case group
        /// Anything else (a `$type`, a `$description`): not a token, a group or a value.
        case other
    }

    /// Where a `$ref` leads: what it names, and the node it lands on first with that node's
    /// components from the token tree's root (the group a group `$ref` takes in).
    struct PointerTarget {
        var kind: PointerKind
        var node: G8JSONNode
        var location: [String]
    }

    /// The key of a `$ref` member's value in ``pointerKinds``: where it is written.
    static func pointerKey(_ node: G8JSONNode) -> Int64 {
        Int64(node.source) << 32 | Int64(UInt32(bitPattern: node.offset))
    }

    /// The pointer a group's `$ref` or `$extends` member gives (a `{name}` made a pointer), if
    /// it gives one.
    static func pointer(of member: G8JSONMember, prefix: [String]) -> String? {
        if member.key == "$ref" { return member.value.string }
        if let name = reference(in: member.value) {
            return pointerText(prefix + name.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
        }
        return member.value.member("$ref")?.value.string
    }
}

/// Following a pointer, which reading a token tree and resolving its values both do.
extension G8LoadStage {
    /// A JSON Pointer's components, `~1` and `~0` unescaped (`#/a/b~1c` is `a`, `b/c`); nil
    /// for a string that is not a pointer into the document.
    func pointerComponents(_ pointer: String) -> [String]? {
        if case .local(let components) = G8TokenResolver.parsePointer(pointer) { return components }
        return nil
    }

    /// Follows the `$ref` `member` of the object at `location` (components from the token
    /// tree's root) to what it names; nil after reporting a pointer that is not one, names
    /// nothing or closes a cycle. `findsKind` false stops at the first node it lands on that
    /// is not an object with a `$ref` of its own, not consulting ``pointerKinds`` (a `$type`'s
    /// `$ref`, which must land on a string).
    mutating func followPointer(
        _ member: G8JSONMember, from location: [String], jsonPath: () -> String, findsKind: Bool = true
    ) -> PointerTarget? {
        let refPath = G8TokenResolver.join(jsonPath(), "$ref")
        let at = Site.offset(member.value.source, member.keyOffset)
        guard let root = tokenRoot, let first = member.value.string else {
            error(refPath, .invalidTheme(reason: "$ref must be a string such as \"#/base/color\", got \(member.value.kindName)"), at: at)
            return nil
        }
        var chain = [G8TokenResolver.pointerText(pointerPrefix + location)]
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
            guard visited.insert(G8TokenResolver.pointerKey(written)).inserted else {
                error(refPath, .aliasCycle(chain: chain), at: at)
                return false
            }
            chain.append(next)
            let components: [String]
            switch G8TokenResolver.parsePointer(next) {
            case .local(let parsed): components = parsed
            case .external:
                error(refPath, .invalidTheme(reason: "$ref '\(next)' must point inside the file, such as \"#/base/color\""), at: at)
                return false
            case .invalid(let why):
                error(refPath, .invalidTheme(reason: "$ref '\(next)' is not a JSON Pointer: \(why)"), at: at)
                return false
            }
            guard components.starts(with: pointerPrefix) else {
                error(refPath, .invalidTheme(reason: "$ref '\(next)' names nothing among the tokens: pointers into them start with '"
                    + G8TokenResolver.pointerText(pointerPrefix) + "'"), at: at)
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
        var kind = PointerKind.other
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
                    guard let position = G8TokenResolver.arrayIndex(component), items.indices.contains(position) else {
                        error(refPath, .invalidTheme(reason: G8TokenResolver.namesNothing(
                            pointer, reached: pointerPrefix + reached, missing: component, isArray: true)), at: at)
                        return nil
                    }
                    node = items[position]
                } else if node.member(valueKey) == nil, let inherited = node.member("$ref") ?? node.member("$extends"),
                    let next = G8TokenResolver.pointer(of: inherited, prefix: pointerPrefix)
                {
                    // A member a group takes in from the group its `$ref` or `$extends` names.
                    guard restart(with: next, from: inherited.value) else { return nil }
                    continue
                } else {
                    error(refPath, .invalidTheme(reason: G8TokenResolver.namesNothing(pointer, reached: pointerPrefix + reached, missing: component)),
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
                let key = G8TokenResolver.pointerKey(own.value)
                if findsKind, let known = pointerKinds[key] {
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
        if findsKind { for key in named { pointerKinds[key] = kind } }
        let target = landed ?? (node, reached)
        return PointerTarget(kind: kind, node: target.node, location: target.location)
    }

    /// The value of `node`'s member `key` (the last, when repeated), as ``G8JSONNode/member(_:)``
    /// finds it: in an object of more than 16 members, through an index of its keys made the
    /// first time (``memberIndexes``), so that pointers into a large group cost O(1) a step,
    /// not the group's size.
    mutating func memberValue(_ key: String, of node: G8JSONNode) -> G8JSONNode? {
        guard let members = node.members else { return nil }
        guard members.count > 16 else { return members.last { $0.key == key }?.value }
        let nodeKey = G8TokenResolver.pointerKey(node)
        if memberIndexes[nodeKey] == nil {
            var index: [String: Int] = [:]
            index.reserveCapacity(members.count)
            for position in members.indices { index[members[position].key] = position }
            memberIndexes[nodeKey] = index
        }
        return memberIndexes[nodeKey]?[key].map { members[$0].value }
    }
}
