import G8Core
/// The token stage's work over a document: its tokens read (by ``G8TokenReader``) and resolved.
extension G8AliasResolver {
    /// Resolves every token, in the order first defined. A token's place in `tokenOrder` is its
    /// index in the token tables (a redefinition keeps the place): no lookup by path.
    mutating func resolveAllTokens() {
        // Room for the type checks of the values that are not aliases, at once: grown from
        // empty, the table would be made again at every doubling, each time hashing every
        // value. At most a few thousand: a large tree is mostly aliases, and a lint keeps its
        // peak low.
        learned.typeCheckedValues.reserveCapacity(learned.typeCheckedValues.count + min(tokenOrder.count / 2, 4096))
        learned.typeCheckedStrings.reserveCapacity(learned.typeCheckedStrings.count + min(tokenOrder.count / 2, 4096))
        for index in tokenOrder.indices { _ = resolveToken(at: index) }
    }

    /// A plain W3C tokens document: the root is the token tree, read and resolved.
    mutating func buildTokens(root: G8JSONNode) {
        tokenRoot = root
        if format != .styleDictionary, root.member("$themes") != nil || root.member("$metadata") != nil { tokensStudio = true }
        readTokens(root, jsonPath: "")
        if fitsTables { fitTokenTables() }
        resolveAllTokens()
        if checksForms { checkFormsOfResolvedTokens() }
    }

    /// A theme's `tokens`, read; resolved after by ``resolveAllTokens()``. The default build of
    /// a document with modes keeps what it read for the modes' checks (``keepsRead``).
    mutating func readThemeTokens(_ tree: G8JSONNode) {
        tokenRoot = tree
        pointerPrefix = pointersStartAtTokens ? [] : ["tokens"]
        readTokens(tree, jsonPath: "tokens")
        if fitsTables { fitTokenTables() }
        if keepsRead { keptRead = tokenRead }
    }

    /// Makes the token tables exactly as large as the tokens read, as a lint does: grown by
    /// appending, up to half of each is room for tokens that never come, and a lint's peak
    /// holds two builders' tables (the default mode's resolutions beside another mode's).
    mutating func fitTokenTables() {
        func fitted<Element>(_ array: [Element]) -> [Element] {
            guard array.capacity > array.count + array.count / 8 else { return array }
            var copy: [Element] = []
            copy.reserveCapacity(array.count)
            copy.append(contentsOf: array)
            return copy
        }
        tokenDefinitions = fitted(tokenDefinitions)
        tokenPaths.fitOrder()
        resolved.values = fitted(resolved.values)
        resolved.types = fitted(resolved.types)
        resolved.inProgress = fitted(resolved.inProgress)
        resolved.units = fitted(resolved.units)
    }
}

extension G8AliasResolver {
    typealias TokenRead = G8TokenReader.TokenRead

    /// Reads the token tree `root` with a ``G8TokenReader`` and takes what it read, or takes
    /// the default build's reading (``readToReuse``); then makes room to resolve each token.
    mutating func readTokens(_ root: G8JSONNode, jsonPath: String) {
        if let read = readToReuse {
            adopt(read)
        } else {
            // The context is moved to the reader and back, not copied: its tables stay unique.
            var reader = G8TokenReader(for: self, context: G8LoadContext(sources: [], notesSiblingFiles: false))
            swap(&reader.context, &context)
            reader.read(root, jsonPath: jsonPath)
            swap(&reader.context, &context)
            adopt(reader.tokenRead)
        }
        addResolutionSlots()
    }

    /// Takes `read` as this loader's reading of its token tree.
    mutating func adopt(_ read: TokenRead) {
        tokensStudio = read.tokensStudio
        groupPaths = read.groupPaths
        modeUsers = read.modeUsers
        reportedCycles = read.reportedCycles
        tokenPaths = read.tokenPaths
        modeNames = read.modeNames
        tokenDefinitions = read.tokenDefinitions
        context.copies = read.copies
    }

    /// What this loader's reading of its token tree left, for a mode's check to start from.
    var tokenRead: TokenRead {
        TokenRead(
            tokensStudio: tokensStudio, groupPaths: groupPaths, modeUsers: modeUsers, reportedCycles: reportedCycles,
            tokenPaths: tokenPaths, modeNames: modeNames, tokenDefinitions: tokenDefinitions,
            copies: context.copies)
    }
}
