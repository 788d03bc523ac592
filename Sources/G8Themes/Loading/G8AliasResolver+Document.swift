import G8Core
/// The token stage's work: every token of what ``G8TokenReader`` read resolved, and, for the
/// style stage, the references in a style's value resolved against them.
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
