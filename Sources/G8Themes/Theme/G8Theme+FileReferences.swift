import Foundation
import G8Core

/// Loading a file whose tokens name other token files by `$ref` (``G8FileReferences``).
extension G8Theme {
    /// Loads a theme file as ``init(contentsOf:engine:)`` does, whose tokens' `$ref`s may also
    /// read token files from `allowedFolders`.
    ///
    /// A `$ref` in the theme's `tokens` may name another design-tokens file, relative to the file
    /// it is written in, and a place in it: `{"$ref": "./base/colors.json#/base/color"}`. Each
    /// file is read once, and the theme holds it (``json`` shows it under `tokens.$defs`), so
    /// another mode or a merge reads no file again.
    ///
    /// ```swift
    /// let theme = try G8Theme(contentsOf: appFolder.appending(path: "theme.json"), engine: g8,
    ///                         allowedFolders: [sharedTokens])
    /// ```
    ///
    /// - Parameters:
    ///   - url: the theme file.
    ///   - engine: the engine whose appliers and token types check the values.
    ///   - allowedFolders: folders besides the theme's own from which its `$ref`s may read token
    ///     files. A reference that leads elsewhere, by `..`, an absolute path or a symbolic link,
    ///     is refused, as is one naming a FIFO or a device, a URI that is not a path, more than
    ///     256 files or 64 MiB in all, and files that refer to one another in a circle.
    public init(contentsOf url: URL, engine: G8, allowedFolders: [URL]) throws(G8ThemeError) {
        try self.init(contentsOf: url, engine: engine, engineHint: nil, allowedFolders: allowedFolders)
    }

    /// Loads a plain design-tokens file from disk, as ``init(designTokens:file:engine:format:strict:)``
    /// loads its bytes, following its `$ref`s to other token files: relative to the file each is
    /// written in, under the file's folder and `allowedFolders`, as
    /// ``init(contentsOf:engine:allowedFolders:)`` follows them.
    ///
    /// ```swift
    /// // tokens.json: {"brand": {"$ref": "./base/colors.json#/base/blue"}}
    /// let tokens = try G8Theme(designTokensAt: folder.appending(path: "tokens.json"), engine: g8)
    /// ```
    public init(
        designTokensAt url: URL, engine: G8, format: G8TokenFormat = .designTokens, strict: Bool = false, allowedFolders: [URL] = []
    ) throws(G8ThemeError) {
        let read = try G8Theme.readFollowingReferences(url, tokensOnly: true, allowedFolders: allowedFolders)
        let layers = G8ResolverReader.tokensStudioLayers(of: read.root)
        let selection = layers?.selection([:]) ?? [:]
        try self.init(engine: engine, sources: read.sources, duplicateKeys: read.duplicateKeys,
                      root: layers?.root(for: selection, engine: engine) ?? read.root, mode: nil, tokensOnly: true, format: format,
                      layers: layers, selection: selection, strict: strict)
    }

    /// A theme or tokens file's sources and parse tree, the files its `$ref`s name read into its
    /// `$defs`.
    static func readFollowingReferences(
        _ url: URL, tokensOnly: Bool, allowedFolders: [URL], deferring: String? = nil
    ) throws(G8ThemeError) -> (sources: [G8SourceText], duplicateKeys: G8LoadContext.DuplicateKeys, root: G8JSONNode) {
        var named: [String] = []
        return try readFollowingReferences(url, tokensOnly: tokensOnly, allowedFolders: allowedFolders, deferring: deferring, named: &named)
    }

    /// Loads the theme file at `url` as ``init(contentsOf:engine:allowedFolders:)`` does, and
    /// gives the paths of the token files its `$ref`s named, whether or not the load succeeded:
    /// the real path of each file found, the path written of each missing (whose creation
    /// changes the theme too). Those files' edits change the theme, and a watcher watches them
    /// beside the theme file.
    package static func load(
        followingFiles url: URL, engine: G8, allowedFolders: [URL]
    ) -> (theme: Result<G8Theme, G8ThemeError>, files: [String]) {
        var named: [String] = []
        do throws(G8ThemeError) {
            let read = try readFollowingReferences(url, tokensOnly: false, allowedFolders: allowedFolders, named: &named)
            let theme = try G8Theme(
                engine: engine, sources: read.sources, duplicateKeys: read.duplicateKeys, root: read.root, mode: nil,
                tokensOnly: false, engineHint: nil)
            return (.success(theme), named)
        } catch {
            return (.failure(error), named)
        }
    }

    private static func readFollowingReferences(
        _ url: URL, tokensOnly: Bool, allowedFolders: [URL], deferring: String? = nil, named: inout [String]
    ) throws(G8ThemeError) -> (sources: [G8SourceText], duplicateKeys: G8LoadContext.DuplicateKeys, root: G8JSONNode) {
        let data: Data
        switch G8SourceFile.read(url.path) {
        case .success(let bytes): data = bytes
        case .failure(let problem):
            throw G8ThemeError(diagnostics: [G8Diagnostic(
                level: .error, path: "", kind: .invalidTheme(reason: "cannot read \(url.path): \(problem.reason)"))])
        }
        let source = G8SourceText(name: url.lastPathComponent, bytes: Array(data))
        var duplicateKeys: G8LoadContext.DuplicateKeys = [:]
        let root = try G8Theme.parse(source, index: 0, deferring: deferring, duplicateKeys: &duplicateKeys)
        var references = G8FileReferences(
            document: url, source: source, allowing: allowedFolders, tokensOnly: tokensOnly, duplicateKeys: duplicateKeys)
        let bundled = references.bundle(root)
        named = references.named
        guard references.errors.isEmpty else { throw G8ThemeError(diagnostics: references.errors) }
        return (references.sources, references.duplicateKeys, bundled)
    }
}
