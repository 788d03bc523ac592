import Foundation
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
        try self.init(designTokens: files, at: [], engine: engine, format: format, strict: strict)
    }

    /// ``init(designTokens:engine:format:strict:)`` for files read from `urls` (in the same
    /// order; nil for one without a folder): each file's `$ref`s to other token files are
    /// followed, under its folder and `allowedFolders`.
    package init(
        designTokens files: [(name: String, bytes: [UInt8])], at urls: [URL?], engine: G8, format: G8TokenFormat = .designTokens,
        strict: Bool = false, allowedFolders: [URL] = []
    ) throws(G8ThemeError) {
        let parsed = G8Theme.parse(files: files, urls: urls, allowedFolders: allowedFolders)
        guard parsed.problems.isEmpty else { throw G8ThemeError(diagnostics: parsed.problems) }
        // One tree, read as a single file would be: its `$modes` are its contexts.
        let root = G8TokenLayers(layers: [.set(parsed.roots)]).root(for: [:], engine: engine)
        try self.init(engine: engine, sources: parsed.sources, duplicateKeys: parsed.duplicateKeys, root: root, mode: nil, tokensOnly: true, format: format, strict: strict)
    }

    /// Each file's source and parse tree, in order, and the keys each writes twice in one
    /// object; or the syntax errors of those that do not parse. A file with a URL (`urls`, in
    /// the same order; nil or missing for one without) has its `$ref`s to other token files
    /// followed as ``init(designTokensAt:engine:format:strict:allowedFolders:)`` follows them,
    /// the files they name read into its `$defs` and their sources after its own.
    static func parse(files: [(name: String, bytes: [UInt8])], urls: [URL?] = [], allowedFolders: [URL] = []) -> (
        sources: [G8SourceText], duplicateKeys: G8LoadContext.DuplicateKeys, roots: [G8JSONNode], problems: [G8Diagnostic]
    ) {
        var sources: [G8SourceText] = [], roots: [G8JSONNode] = [], problems: [G8Diagnostic] = []
        var duplicateKeys: G8LoadContext.DuplicateKeys = [:]
        for (index, file) in files.enumerated() {
            let source = G8SourceText(name: file.name, bytes: file.bytes)
            do {
                let root = try G8Theme.parse(source, index: Int32(sources.count), duplicateKeys: &duplicateKeys)
                guard index < urls.count, let url = urls[index] else {
                    roots.append(root)
                    sources.append(source)
                    continue
                }
                var references = G8FileReferences(
                    document: url, source: source, allowing: allowedFolders, tokensOnly: true, after: sources, duplicateKeys: duplicateKeys)
                let bundled = references.bundle(root)
                guard references.errors.isEmpty else {
                    problems += references.errors
                    continue
                }
                roots.append(bundled)
                (sources, duplicateKeys) = (references.sources, references.duplicateKeys)
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
    ///
    /// ``tokenGroups`` is the same tokens as a Design Tokens document of nested groups.
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

    /// Every token as ``tokenDocument`` has it, as a Design Tokens document: nested groups, one
    /// for each component of a token's path, members sorted, each token with its own `$type`
    /// and its resolved `$value`. What `g8 tokens` prints; `g8 lint --design-tokens` reads it as
    /// it is, and reading it gives the same tokens.
    ///
    /// ```swift
    /// print(theme.tokenGroups.prettyPrinted)
    /// // {
    /// //   "color": {
    /// //     "accent": {
    /// //       "$type": "color",
    /// //       "$value": { … }
    /// //     }
    /// //   }
    /// // }
    /// ```
    public var tokenGroups: G8JSON {
        guard case .object(let flat) = tokenDocument else { return .object([]) }
        // Sorted component by component, so that a group's tokens are side by side (`a.b`
        // sorts after `a-x` as a path, but belongs with `a`).
        let paths = flat.map { (components: $0.key.split(separator: ".", omittingEmptySubsequences: false).map(String.init), token: $0.value) }
            .sorted { $0.components.lexicographicallyPrecedes($1.components) { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
        return G8Theme.group(paths[...], depth: 0)
    }

    /// The tokens of `paths` (sorted by path, all sharing their first `depth` components) as
    /// nested groups. A token and a group of one name cannot both be: the format forbids it,
    /// and the token, met first, is kept as the group's `$root` token.
    private static func group(_ paths: ArraySlice<(components: [String], token: G8JSON)>, depth: Int) -> G8JSON {
        var members: [(key: String, value: G8JSON)] = []
        var index = paths.startIndex
        while index < paths.endIndex {
            let name = paths[index].components[depth]
            var end = index
            while end < paths.endIndex, paths[end].components[depth] == name { end += 1 }
            let here = paths[index..<end]
            if here.count == 1, here[index].components.count == depth + 1 {
                members.append((name, here[index].token))
            } else {
                // A token whose path ends here, beside tokens below it, is the group's $root.
                var inner = here
                var root: G8JSON?
                if here[index].components.count == depth + 1 {
                    root = here[index].token
                    inner = here.dropFirst()
                }
                var group = group(inner, depth: depth + 1)
                if let root, case .object(let groupMembers) = group { group = .object([("$root", root)] + groupMembers) }
                members.append((name, group))
            }
            index = end
        }
        return .object(members)
    }
}
