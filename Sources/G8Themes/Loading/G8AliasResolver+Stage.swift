import G8Core
/// The token stage's work: every token of what ``G8TokenReader`` read resolved, and, for the
/// style stage, the references in a style's value resolved against them; and what the
/// resolving learns.
extension G8AliasResolver {
    /// Resolves every token, in the order first defined, then, in a design-tokens file, checks
    /// the resolved values for the format's forms. A token's place in `tokenOrder` is its index
    /// in the token tables (a redefinition keeps the place): no lookup by path.
    mutating func resolveAllTokens() {
        // Room for the type checks of the values that are not aliases, at once: grown from
        // empty, the table would be made again at every doubling, each time hashing every
        // value. At most a few thousand: a large tree is mostly aliases, and a lint keeps its
        // peak low.
        learned.typeCheckedValues.reserveCapacity(learned.typeCheckedValues.count + min(read.tokenPaths.order.count / 2, 4096))
        learned.typeCheckedStrings.reserveCapacity(learned.typeCheckedStrings.count + min(read.tokenPaths.order.count / 2, 4096))
        for index in read.tokenPaths.order.indices { _ = resolveToken(at: index) }
        if checksForms { checkFormsOfResolvedTokens() }
    }

    /// Resolves the references in `node`, a style's value at `jsonPath`: as a token's value
    /// resolves them, but a deprecated token it names is a warning, and a string that only
    /// looks like a reference stays a string.
    mutating func resolveStyleValue(_ node: G8JSONNode, jsonPath: () -> String) -> G8JSON? {
        resolvingStyle = true
        defer { resolvingStyle = false }
        return resolveReferences(in: node, jsonPath: jsonPath, expectedType: nil, depth: 0)
    }

    /// Notes that a style's value was exactly the alias of the token at `index`, which the
    /// style stage resolved from that token's value: what ``resolveStyleValue(_:jsonPath:)``
    /// notes for it.
    mutating func noteExactAlias(of index: Int) {
        lastAliasIndex = index
    }
}

/// What resolving learns for the values after it, which a loaded theme keeps for making its
/// styles.
extension G8AliasResolver {
    /// A style value's name and JSON (references resolved): the key of ``checkedValues``.
    struct CheckedValue: Hashable {
        let name: String
        let json: G8JSON
    }
    /// Style values by name and JSON, with what each converted to (nil for a property that
    /// keeps the JSON as it is): conversions depend on nothing else, so a theme hands its own
    /// to the checks of its merges and modes.
    typealias Conversions = [CheckedValue: (any G8Value)?]
    /// What resolving values has learned for the values after it: a loaded theme keeps it
    /// and hands it to the making of each style.
    struct Learned: Sendable {
        /// Each `$type` and resolved value that fitted the type (the name is the type's), with the
        /// units in it that the format does not list.
        var typeCheckedValues: [CheckedValue: [String]] = [:]
        /// The same for a string value of at most 15 bytes, by its ``QuickCheck/string(_:slot:)``
        /// key made with its type's ``typeSlot(of:)``: each string that fitted its type (with no
        /// units: a string has none).
        var typeCheckedStrings = G8QuickCheckTable()
        /// The `$type` names of ``typeSlot(of:)``, in the order first met.
        var typeSlotNames: [String] = []
        /// The suggestion for each name a reference gives that names no token: a theme repeats a
        /// broken one wherever it uses it.
        var unknownTokenSuggestions = SuggestionMemo()
    }
    /// A key name's slot and a value found by numbers, not by hashing its JSON: a value written
    /// as exactly `"{token}"` (what it converts to is that of the token's resolved value), a
    /// number or boolean written as it is, or a string of at most 15 bytes with no brace (none
    /// names anything to resolve).
    struct QuickCheck {
        enum Kind: UInt8 { case token, number, bool, composite, string }
        let nameSlot: Int
        let kind: Kind
        /// The token's index, the number's bit pattern, the boolean as 0 or 1, the composite
        /// literal's fingerprint (``compositeLiterals``), or a string's first 8 bytes of bits.
        let bits: UInt64
        /// A string's other 8 bytes of bits (see `G8Unsafe.bits(of:)`); 0 for the others.
        var moreBits: UInt64 = 0

        static func token(_ index: Int, slot: Int) -> QuickCheck {
            QuickCheck(nameSlot: slot, kind: .token, bits: UInt64(index))
        }

        /// A literal string's check, by its bits: the same bits, the same bytes.
        static func string(_ text: String, slot: Int) -> QuickCheck {
            let bits = G8Unsafe.bits(of: text)
            return QuickCheck(nameSlot: slot, kind: .string, bits: bits.0, moreBits: bits.1)
        }

        /// The check's fields as the three words of its key in ``quickChecks``.
        var key: G8QuickCheckTable.Key {
            (bits, moreBits, UInt64(truncatingIfNeeded: nameSlot) << 8 | UInt64(kind.rawValue))
        }
    }
}
