import Foundation
import G8Core

/// What `g8 lint` prints: every problem in a theme file, a design-tokens file or a resolver
/// document, found by the checks of a load, and nothing thrown.
extension G8Theme {
    /// Every problem in a resolver document and its token files, in every context of every
    /// modifier (the others at their defaults), and in a styles file over its tokens when one
    /// is given: what `g8 lint --resolver` prints. `styles`, `stylesFile` and `allowedFolders`
    /// are as ``init(resolver:styles:stylesFile:engine:contexts:allowedFolders:)`` takes them.
    public static func lint(
        resolver url: URL, styles: Data? = nil, stylesFile: String? = nil, engine: G8, allowedFolders: [URL] = []
    ) -> [G8Diagnostic] {
        let read = readResolver(url, allowedFolders: allowedFolders)
        guard read.errors.isEmpty, var layers = read.layers else { return read.errors + read.warnings }
        var sources = read.sources, duplicateKeys = read.duplicateKeys
        if let styles {
            let source = G8SourceText(name: stylesFile, bytes: Array(styles))
            let root: G8JSONNode
            do {
                root = try G8Theme.parse(source, index: Int32(sources.count), duplicateKeys: &duplicateKeys)
            } catch {
                return read.warnings + error.diagnostics
            }
            sources.append(source)
            layers.adopt(stylesFile: root, source: Int32(sources.count - 1))
        }
        let load = G8LoadCheck(engine: engine, sources: sources, duplicateKeys: duplicateKeys,
                               options: .lint(tokensOnly: layers.styles == nil), layers: layers, selection: layers.selection([:]))
            .run(root: layers.root(for: layers.selection([:]), engine: engine))
        // In the order found: the files are read in resolution order.
        return read.warnings + load.errors + load.notes + load.warnings + load.stoppedNote
    }

    /// Every problem in a theme file, errors and warnings together, ordered by their place in
    /// the file: what `g8 lint` prints. Empty when the theme is clean.
    ///
    /// The checks are those of ``init(json:file:engine:)`` (syntax, tokens, aliases, styles,
    /// values for the default mode and every mode, property names against `engine`'s appliers),
    /// but warnings are kept when there are errors too, and nothing is thrown.
    ///
    /// - Parameters:
    ///   - json: the theme file's bytes.
    ///   - file: the name shown in diagnostics, such as `theme.json`.
    ///   - engine: the engine whose appliers and token types check the values.
    ///   - designTokens: whether the file is a plain design-tokens file, as for
    ///     ``init(designTokens:file:engine:format:strict:)``.
    ///   - format: the form of a design-tokens file.
    public static func lint(
        json: Data, file: String? = nil, engine: G8, designTokens: Bool = false, format: G8TokenFormat = .designTokens
    ) -> [G8Diagnostic] {
        lint(bytes: Array(json), file: file, engine: engine, designTokens: designTokens, format: format)
    }

    /// Every problem in a theme file given as its bytes, as ``lint(json:file:engine:designTokens:format:)``
    /// finds them. The bytes are read where they are, not copied: a tool that reads a file, makes
    /// the array and lets the file's `Data` go holds the file once while it lints, as `g8 lint`
    /// does.
    ///
    /// - Parameters:
    ///   - bytes: the theme file's bytes.
    ///   - file: the name shown in diagnostics, such as `theme.json`.
    ///   - engine: the engine whose appliers and token types check the values.
    ///   - designTokens: whether the file is a plain design-tokens file.
    ///   - format: the form of a design-tokens file.
    public static func lint(
        bytes: [UInt8], file: String? = nil, engine: G8, designTokens: Bool = false, format: G8TokenFormat = .designTokens
    ) -> [G8Diagnostic] {
        lint(bytes: bytes, file: file, engine: engine, designTokens: designTokens, format: format, at: nil)
    }

    /// ``lint(bytes:file:engine:designTokens:format:)`` for the file at `url`, when it is one:
    /// its tokens' `$ref`s to other token files are followed, under its folder and
    /// `allowedFolders`, as ``init(contentsOf:engine:allowedFolders:)`` follows them.
    package static func lint(
        bytes: [UInt8], file: String?, engine: G8, designTokens: Bool, format: G8TokenFormat, at url: URL?, allowedFolders: [URL] = []
    ) -> [G8Diagnostic] {
        let source = G8SourceText(name: file, bytes: bytes)
        var duplicateKeys: G8LoadContext.DuplicateKeys = [:]
        var sources = [source]
        var root: G8JSONNode
        do {
            // A theme's styles are parsed one at a time as they are checked, not kept as a tree:
            // most of a large theme's parse nodes are its styles'.
            root = try G8Theme.parse(source, index: 0, deferring: designTokens ? nil : "styles", duplicateKeys: &duplicateKeys)
        } catch {
            return error.diagnostics
        }
        if let url {
            var references = G8FileReferences(
                document: url, source: source, allowing: allowedFolders, tokensOnly: designTokens, duplicateKeys: duplicateKeys)
            let bundled = references.bundle(root)
            guard references.errors.isEmpty else { return references.errors }
            (root, sources, duplicateKeys) = (bundled, references.sources, references.duplicateKeys)
        }
        let layers = designTokens ? G8ResolverReader.tokensStudioLayers(of: root) : nil
        let selection = layers?.selection([:]) ?? [:]
        var options = G8LoadOptions.lint(tokensOnly: designTokens, format: format)
        options.streamsStyles = !designTokens
        options.notesSiblingFiles = designTokens
        let load = G8LoadCheck(engine: engine, sources: sources, duplicateKeys: duplicateKeys, options: options, layers: layers,
                               selection: selection)
            .run(root: layers?.root(for: selection, engine: engine) ?? root)
        return (load.errors + load.notes + load.warnings).sortedByPlace() + load.stoppedNote
    }

    /// Every problem in design-tokens files that make one token tree together, merged in the
    /// order given, as a resolver document's set of them would be: an alias in one file may name
    /// a token of another. What `g8 lint --design-tokens` prints for several files. Each
    /// diagnostic's location names the file it is in.
    ///
    /// - Parameters:
    ///   - files: each file's name, as diagnostics show it, and its bytes.
    ///   - engine: the engine whose token types check the values.
    ///   - format: the form of the files.
    public static func lint(
        designTokens files: [(name: String, bytes: [UInt8])], engine: G8, format: G8TokenFormat = .designTokens
    ) -> [G8Diagnostic] {
        lint(designTokens: files, at: [], engine: engine, format: format)
    }

    /// ``lint(designTokens:engine:format:)`` for files read from `urls` (in the same order; nil
    /// for one without a folder, such as standard input): each file's `$ref`s to other token
    /// files are followed, under its folder and `allowedFolders`, as
    /// ``init(designTokensAt:engine:format:strict:allowedFolders:)`` follows them.
    package static func lint(
        designTokens files: [(name: String, bytes: [UInt8])], at urls: [URL?], engine: G8, format: G8TokenFormat = .designTokens,
        allowedFolders: [URL] = []
    ) -> [G8Diagnostic] {
        let parsed = parse(files: files, urls: urls, allowedFolders: allowedFolders)
        guard parsed.problems.isEmpty else { return parsed.problems }
        let layers = G8TokenLayers(layers: [.set(parsed.roots)])
        let load = G8LoadCheck(engine: engine, sources: parsed.sources, duplicateKeys: parsed.duplicateKeys,
                               options: .lint(tokensOnly: true, format: format), layers: layers)
            .run(root: layers.root(for: [:], engine: engine))
        // By file in the order given, then by place in each.
        let found = load.errors + load.notes + load.warnings
        var named = Set<String>()
        return files.map(\.name).filter { named.insert($0).inserted }.flatMap { name in found.filter { $0.location?.file == name }.sortedByPlace() }
            + found.filter { $0.location == nil }.sortedByPlace() + load.stoppedNote
    }
}
