/// The members of a token or group that the token reader looks for, found in one pass over the
/// node's members instead of one pass per name, and the tests on member names it makes for
/// every member, on bytes when that gives the same answer as on `Character`s.
extension G8ThemeBuilder {
    /// A node's members of the format's names: the last of each name, as `JNode.member` finds
    /// it. Positions in the node's members, not copies of them: a token reads one or two.
    struct FormatMembers {
        let members: [JMember]
        /// The position of each name's member in ``G8ThemeBuilder/formatNames``' order, or -1.
        var positions: (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32) = (-1, -1, -1, -1, -1, -1, -1, -1)

        private func member(at position: Int32) -> JMember? { position < 0 ? nil : members[Int(position)] }

        var value: JMember? { member(at: positions.0) }
        var type: JMember? { member(at: positions.1) }
        /// The format's description (`comment` in Style Dictionary's form).
        var description: JMember? { member(at: positions.2) }
        /// `$description`, which Style Dictionary's form reads too.
        var dollarDescription: JMember? { member(at: positions.3) }
        var deprecated: JMember? { member(at: positions.4) }
        var extends: JMember? { member(at: positions.5) }
        var modes: JMember? { member(at: positions.6) }
        var extensions: JMember? { member(at: positions.7) }

        mutating func set(_ name: Int, to position: Int32) {
            switch name {
            case 0: positions.0 = position
            case 1: positions.1 = position
            case 2: positions.2 = position
            case 3: positions.3 = position
            case 4: positions.4 = position
            case 5: positions.5 = position
            case 6: positions.6 = position
            default: positions.7 = position
            }
        }
    }

    /// The names ``FormatMembers`` finds, in the order of its positions.
    static func formatNames(_ format: G8TokenFormat) -> [String] {
        let plain = format == .styleDictionary
        return [plain ? "value" : "$value", plain ? "type" : "$type", plain ? "comment" : "$description",
                "$description", "$deprecated", "$extends", "$modes", "$extensions"]
    }

    /// The members of `members` that the reader looks up by name.
    func formatMembers(_ members: [JMember]) -> FormatMembers {
        var found = FormatMembers(members: members)
        let plainKeys = format == .styleDictionary
        // By position, the key alone: a member bound whole is a copy of its value too.
        for position in members.indices {
            let key = members[position].key
            let utf8 = key.utf8
            // A key that starts with an ASCII byte other than "$" equals none of the format's
            // names (`==` on strings compares canonical equivalents, so a key that starts with
            // another scalar is compared). Style Dictionary's names have no "$".
            var bytes = utf8.makeIterator()
            guard let first = bytes.next() else { continue }
            if !plainKeys, first < 0x80, first != G8ThemeBuilder.dollar { continue }
            // Compared as strings only with the names that start with the same two bytes:
            // `$value` is compared once, not eight times. A key past ASCII is compared with all.
            let second = bytes.next() ?? 0
            let prefix = first < 0x80 && second < 0x80 ? UInt16(first) | UInt16(second) << 8 : nil
            for index in formatNames.indices where (prefix == nil || formatNamePrefixes[index] == prefix) && key == formatNames[index] {
                found.set(index, to: Int32(truncatingIfNeeded: position))
            }
        }
        return found
    }

    static let dollar = UInt8(ascii: "$")

    /// The first two bytes of each of ``formatNames(_:)`` (all ASCII), as ``formatMembers(_:)``
    /// compares them.
    static func prefixes(of names: [String]) -> [UInt16] {
        names.map { name in
            let bytes = Array(name.utf8)
            return UInt16(bytes[0]) | UInt16(bytes.count > 1 ? bytes[1] : 0) << 8
        }
    }

    /// `key.hasPrefix("$")`: on bytes when the scalar after the "$" is ASCII (so no mark
    /// combines with it into another `Character`), else as `String` answers it.
    static func isFormatName(_ key: String) -> Bool {
        hasPrefix(key, ascii: dollar, "$")
    }

    /// `text.hasPrefix(prefix)` for a one-byte ASCII `prefix` whose byte is `byte`: on bytes
    /// when the scalar after it is ASCII, else as `String` answers it. `hasPrefix` itself cost
    /// about a hundred instructions, and the reader asks it of every token and alias.
    @inline(__always)
    static func hasPrefix(_ text: String, ascii byte: UInt8, _ prefix: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next() else { return false }
        guard first == byte else { return first >= 0x80 && text.hasPrefix(prefix) }
        guard let second = bytes.next() else { return true }
        return second < 0x80 || text.hasPrefix(prefix)
    }

    /// Whether a token or group name is refused: empty, or with a `Character` `.`, `{` or `}`.
    /// On bytes for an ASCII name, where bytes and `Character`s are the same.
    static func isRefusedName(_ key: String) -> Bool {
        if key.isEmpty { return true }
        var found = false
        for byte in key.utf8 {
            // A mark after a "." makes another `Character`: past ASCII, ask the string.
            if byte >= 0x80 { return key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) }
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { found = true }
        }
        return found
    }
}
