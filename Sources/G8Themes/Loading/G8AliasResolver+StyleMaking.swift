import G8Core

/// What the style stage asks of the token stage besides resolving: the tables a loaded theme kept
/// for making its styles later (``G8StyleMaker``), taken and handed back, and a style value that
/// names a token resolved. The resolver's state changes only through these and its own work.
extension G8AliasResolver {
    /// Takes the token tables a loaded theme kept in `maker`, for making one of its styles:
    /// what a style names resolves against them as it did in the load, and what copying
    /// groups cost counts on from there.
    mutating func adoptTables(of maker: G8StyleMaker) {
        tokenRoot = maker.tokenRoot
        pointerPrefix = maker.pointerPrefix
        adopt(maker.tokensRead)
        resolved = maker.resolved
        context.copies = maker.copies
    }

    /// Hands `maker` what copying groups has cost so far, for the next making to count on.
    func handBackCopyCounts(to maker: inout G8StyleMaker) {
        maker.copies = context.copies
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
