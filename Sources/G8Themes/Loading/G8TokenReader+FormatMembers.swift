import G8Core

/// The members of a token or group that the token reader looks for, found in one pass over the
/// node's members instead of one pass per name.
extension G8TokenReader {
    /// A node's members of the format's names: the last of each name, as `G8JSONNode.member` finds
    /// it. Positions in the node's members, not copies of them: a token reads one or two.
    struct FormatMembers {
        let members: [G8JSONMember]
        /// The position of each name's member in ``FormatNames/names``' order, or -1.
        var positions: (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32) = (-1, -1, -1, -1, -1, -1, -1, -1, -1)

        private func member(at position: Int32) -> G8JSONMember? { position < 0 ? nil : members[Int(position)] }

        var value: G8JSONMember? { member(at: positions.0) }
        var type: G8JSONMember? { member(at: positions.1) }
        /// The format's description (`comment` in Style Dictionary's form).
        var description: G8JSONMember? { member(at: positions.2) }
        /// `$description`, which Style Dictionary's form reads too.
        var dollarDescription: G8JSONMember? { member(at: positions.3) }
        var deprecated: G8JSONMember? { member(at: positions.4) }
        var extends: G8JSONMember? { member(at: positions.5) }
        var modes: G8JSONMember? { member(at: positions.6) }
        var extensions: G8JSONMember? { member(at: positions.7) }
        /// `$ref`: in place of `$value`, the token or group is the one the pointer names.
        var ref: G8JSONMember? { member(at: positions.8) }

        /// Whether the member at `position` is one this value found: one of the format's names,
        /// the last of its name. Nine comparisons, where telling a name from the others as a
        /// string hashes it.
        func isFound(at position: Int) -> Bool {
            let at = Int32(truncatingIfNeeded: position)
            return positions.0 == at || positions.1 == at || positions.2 == at || positions.3 == at || positions.4 == at
                || positions.5 == at || positions.6 == at || positions.7 == at || positions.8 == at
        }

        mutating func set(_ name: Int, to position: Int32) {
            switch name {
            case 0: positions.0 = position
            case 1: positions.1 = position
            case 2: positions.2 = position
            case 3: positions.3 = position
            case 4: positions.4 = position
            case 5: positions.5 = position
            case 6: positions.6 = position
            case 7: positions.7 = position
            default: positions.8 = position
            }
        }
    }

    /// The names ``FormatMembers`` finds, in the order of its positions, and how a node's
    /// members are matched with them.
    ///
    /// A value of its own rather than methods of the reader: the reader is a large struct, and
    /// a non-mutating method of it, called from a mutating one, would be handed a copy of all
    /// of it for every token read.
    struct FormatNames {
        let names: [String]
        /// Each name's first two bytes and length (``code(_:_:count:)``; all are ASCII).
        let codes: [UInt32]
        /// Style Dictionary's form, whose names have no `$`.
        let plainKeys: Bool

        init(_ format: G8TokenFormat) {
            let plain = format == .styleDictionary
            names = [plain ? "value" : "$value", plain ? "type" : "$type", plain ? "comment" : "$description",
                     "$description", "$deprecated", "$extends", "$modes", "$extensions", "$ref"]
            codes = names.map { name in
                let bytes = Array(name.utf8)
                return FormatNames.code(bytes[0], bytes.count > 1 ? bytes[1] : 0, count: bytes.count)
            }
            plainKeys = plain
        }

        /// The members of `members` that the reader looks up by name.
        func members(of members: [G8JSONMember]) -> FormatMembers {
            var found = FormatMembers(members: members)
            // By position, the key alone: a member bound whole is a copy of its value too.
            for position in members.indices {
                let key = members[position].key
                // A key that starts with an ASCII byte other than "$" equals none of the format's
                // names (`==` on strings compares canonical equivalents, so a key that starts with
                // another scalar is compared). Style Dictionary's names have no "$".
                // The first two bytes (0 for none) and the length, read in place.
                let (first, second, count) = key.utf8.withContiguousStorageIfAvailable { bytes in
                    (bytes.first ?? 0, bytes.count > 1 ? bytes[1] : 0, bytes.count)
                } ?? FormatNames.start(of: key)
                guard count > 0 else { continue }
                if !plainKeys, first < 0x80, first != G8AliasResolver.dollar { continue }
                // Compared as strings only with the names of the same first two bytes and length:
                // `$value` is compared once, not nine times. A key past ASCII in its first two
                // bytes is compared with all. For ASCII the filter is exact: an ASCII scalar has
                // no decomposition and keeps its place in canonical order, so a key equivalent
                // to a name starts with the name's two bytes; and only three characters
                // decompose to ASCII ones (`;`, `` ` `` and `K`, which no name has), so its other
                // characters are the name's, byte for byte.
                if first < 0x80 && second < 0x80 {
                    let code = FormatNames.code(first, second, count: count)
                    for index in codes.indices where codes[index] == code && key == names[index] {
                        found.set(index, to: Int32(truncatingIfNeeded: position))
                    }
                } else {
                    for index in names.indices where key == names[index] {
                        found.set(index, to: Int32(truncatingIfNeeded: position))
                    }
                }
            }
            return found
        }

        /// The first two bytes of `key` (0 for none) and its length in bytes, for a string whose
        /// bytes are not in one place.
        static func start(of key: String) -> (UInt8, UInt8, Int) {
            var bytes = key.utf8.makeIterator()
            let first = bytes.next() ?? 0
            return (first, bytes.next() ?? 0, key.utf8.count)
        }

        /// A name's first two bytes and its length in bytes, as one number.
        @inline(__always)
        static func code(_ first: UInt8, _ second: UInt8, count: Int) -> UInt32 {
            UInt32(first) | UInt32(second) << 8 | UInt32(truncatingIfNeeded: min(count, 0xFFFF)) << 16
        }
    }
}
