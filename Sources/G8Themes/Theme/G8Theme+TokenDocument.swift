import G8Core

extension G8Theme {
    /// Loads design-tokens files that make one token tree together, merged in the order given,
    /// as a resolver document's set of them would be: an alias in one file may name a token of
    /// another. Diagnostics name the file they are in.
    ///
    /// - Parameters:
    ///   - files: each file's name, as diagnostics show it, and its bytes.
    ///   - engine: the engine whose token types check the values.
    ///   - format: the form of the files.
    ///   - strict: whether a form the 2025.10 format does not allow is an error rather than a
    ///     warning, as in ``init(designTokens:file:engine:format:strict:)``.
    public init(
        designTokens files: [(name: String, bytes: [UInt8])], engine: G8, format: G8TokenFormat = .designTokens, strict: Bool = false
    ) throws(G8ThemeError) {
        let parsed = G8Theme.parse(files: files)
        guard parsed.problems.isEmpty else { throw G8ThemeError(diagnostics: parsed.problems) }
        // One tree, read as a single file would be: its `$modes` are its contexts.
        let root = G8TokenLayers(layers: [.set(parsed.roots)]).root(for: [:], engine: engine)
        try self.init(engine: engine, sources: parsed.sources, duplicateKeys: parsed.duplicateKeys, root: root, mode: nil, tokensOnly: true, format: format, strict: strict)
    }

    /// Each file's source and parse tree, in order, and the keys each writes twice in one
    /// object; or the syntax errors of those that do not parse.
    static func parse(files: [(name: String, bytes: [UInt8])]) -> (
        sources: [G8SourceText], duplicateKeys: G8LoadContext.DuplicateKeys, roots: [G8JSONNode], problems: [G8Diagnostic]
    ) {
        var sources: [G8SourceText] = [], roots: [G8JSONNode] = [], problems: [G8Diagnostic] = []
        var duplicateKeys: G8LoadContext.DuplicateKeys = [:]
        for file in files {
            let source = G8SourceText(name: file.name, bytes: file.bytes)
            do {
                roots.append(try G8Theme.parse(source, index: Int32(sources.count), duplicateKeys: &duplicateKeys))
                sources.append(source)
            } catch {
                problems += error.diagnostics
            }
        }
        return (sources, duplicateKeys, roots, problems)
    }

    /// Every token with its type and value as the reader resolved them, for the theme's mode and
    /// contexts: one object whose members are the tokens' paths, sorted, each
    /// `{"$type": …, "$value": …}` with the value in the Design Tokens format's own form
    /// (``G8TokenType/formatValue(_:)``): aliases, math and Tokens Studio's strings resolved,
    /// dimensions and durations as `{"value", "unit"}`, colors as `{"colorSpace", "components"}`.
    ///
    /// What `g8 tokens` prints, to compare what G8 read with what other tools read.
    ///
    /// ```swift
    /// let theme = try G8Theme(designTokens: Data(#"{"space": {"$type": "dimension", "$value": "16px"}}"#.utf8))
    /// print(theme.tokenDocument.prettyPrinted)
    /// // {
    /// //   "space": {
    /// //     "$type": "dimension",
    /// //     "$value": {
    /// //       "value": 16,
    /// //       "unit": "px"
    /// //     }
    /// //   }
    /// // }
    /// ```
    public var tokenDocument: G8JSON {
        let types = engine.tokenTypes
        let sorted = tokens.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return .object(sorted.map { token in
            var members: [(key: String, value: G8JSON)] = []
            if let type = token.type { members.append(("$type", .string(type))) }
            members.append(("$value", token.type.flatMap { types[$0] }?.formatValue(token.value) ?? token.value))
            return (token.path, .object(members))
        })
    }
}
