import G8Core
/// The token stage's work: every token of what ``G8TokenReader`` read resolved; and what the
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
}

/// What resolving learns for the values after it.
extension G8AliasResolver {
    /// What resolving values has learned for the values after it.
    struct Learned {
        /// Each `$type` and resolved value that fitted the type (the name is the type's), with the
        /// units in it that the format does not list.
        var typeCheckedValues: [G8CheckedValue: [String]] = [:]
        /// The same for a string value of at most 15 bytes, by its ``G8QuickCheck/string(_:slot:)``
        /// key made with its type's ``typeSlot(of:)``: each string that fitted its type (with no
        /// units: a string has none).
        var typeCheckedStrings = G8QuickCheckTable()
        /// The `$type` names of ``typeSlot(of:)``, in the order first met.
        var typeSlotNames: [String] = []
    }
}
