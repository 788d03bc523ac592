import G8Core

/// The stage of a load that reads a token tree: its groups and tokens, each token's `$type`
/// (its own, its group's, or a group's it takes in), `$root`, `$extends` and group `$ref`s,
/// `$deprecated`, `$description` and `$extensions`, and, in a design-tokens file, the members
/// the format does not allow. It takes the parse's JSON and returns what it read
/// (``TokenRead``), which ``G8AliasResolver`` takes next; it resolves nothing: what it read is
/// the same for every mode, and the resolver resolves the tokens for one.
///
/// Made and run by ``read(_:jsonPath:pointerPrefix:tokensStudio:settings:tokenTypes:context:)``,
/// which hands it the load's context for the reading and takes it back after.
struct G8TokenReader: G8LoadStage {
    /// A token as read; its path is its place in ``TokenRead/tokenPaths``.
    struct TokenDefinition {
        /// The `$type` as the format names it (Tokens Studio names mapped), own or a group's.
        var type: String?
        /// Whether a `$type` was written for it, valid or not: no "cannot be determined" then.
        var typeWritten: Bool
        var value: G8JSONNode
        var modes: [(name: String, value: G8JSONNode)]
        var description: String?
        /// Where the token's object is written: its source and byte offset (not the node, a
        /// reference that every copy of the definition would copy too).
        var source: Int32
        var offset: Int32
        var extensions: G8JSONNode?
        /// `.some(message)` when `$deprecated` (its own or a group's); the message may be nil.
        var deprecated: String??
    }

    /// What reading a token tree leaves: the same for every mode of a document, since modes
    /// only choose among the values read. A mode's check starts from the default check's
    /// (``G8LoadOptions/readToReuse``) instead of reading the tree again. Its diagnostics are
    /// not in it: a mode is checked only after a default check without errors, and keeps only
    /// a check's errors.
    struct TokenRead {
        /// The token tree, for `$extends` and JSON Pointer `$ref`s; nil for a theme without
        /// `tokens`.
        var root: G8JSONNode?
        /// Pointers into the document start here: `tokens/` in a theme, nothing in a tokens file.
        var pointerPrefix: [String] = []
        /// Whether the tree uses Tokens Studio's types, math or `$themes`: read with its
        /// conventions.
        var tokensStudio: Bool
        var groupPaths: Set<String> = []
        /// The first token that uses each mode name, for the warning about names differing in case.
        var modeUsers: [String: String] = [:]
        /// The tokens' paths in the order first defined: a token's place here is its index in
        /// ``tokenDefinitions`` and in the resolver's tables (a redefinition keeps the place).
        var tokenPaths = G8OrderedNames()
        var modeNames: [String] = []
        var tokenDefinitions: [TokenDefinition] = []
        /// What reading copied, which the resolution, and a mode's check, count on from.
        var copies: G8LoadContext.CopyCount

        /// The tables made exactly as large as the tokens read, as a lint's are: grown by
        /// appending, up to half of each is room for tokens that never come, and a lint's peak
        /// holds two loads' tables (the default mode's resolutions beside another mode's).
        mutating func fit() {
            if tokenDefinitions.capacity > tokenDefinitions.count + tokenDefinitions.count / 8 {
                var copy: [TokenDefinition] = []
                copy.reserveCapacity(tokenDefinitions.count)
                copy.append(contentsOf: tokenDefinitions)
                tokenDefinitions = copy
            }
            tokenPaths.fitOrder()
        }
    }

    let tokenTypes: [String: G8TokenType]
    /// How the load reads tokens.
    let settings: G8LoadOptions.TokenSettings
    /// The load's context, handed to the reader for the reading and back after.
    var context: G8LoadContext
    /// What it has read so far: its output.
    var reading: TokenRead
    /// `$extends` cycles already reported, by their groups.
    var reportedCycles: Set<String> = []

    /// Reads the token tree `root`, whose diagnostics path is `jsonPath`, into `context`, and
    /// returns what it read. `tokensStudio` says whether the document reads with Tokens
    /// Studio's conventions from the start.
    static func read(
        _ root: G8JSONNode, jsonPath: String, pointerPrefix: [String], tokensStudio: Bool, settings: G8LoadOptions.TokenSettings,
        tokenTypes: [String: G8TokenType], context: inout G8LoadContext
    ) -> TokenRead {
        var reader = G8TokenReader(
            tokenTypes: tokenTypes, settings: settings, context: G8LoadContext(sources: [], notesSiblingFiles: false),
            reading: TokenRead(root: root, pointerPrefix: pointerPrefix, tokensStudio: tokensStudio, copies: context.copies))
        // The context is moved to the reader and back, not copied: its tables stay unique.
        swap(&reader.context, &context)
        reader.read(root, jsonPath: jsonPath)
        swap(&reader.context, &context)
        reader.reading.copies = context.copies
        if settings.fitsTables { reader.reading.fit() }
        return reader.reading
    }

    /// Reads the token tree `root`, whose diagnostics path is `jsonPath`.
    private mutating func read(_ root: G8JSONNode, jsonPath: String) {
        // Room for every token at once: grown one token at a time, the index of a large token
        // tree would be made again at every doubling, each time hashing every path anew.
        let expected = G8TokenReader.tokenCount(in: root, valueKey: valueKey, depth: 0)
        reading.tokenPaths.reserveCapacity(reading.tokenPaths.count + expected)
        reading.tokenDefinitions.reserveCapacity(reading.tokenDefinitions.count + expected)
        collectTokens(root, path: "", inherited: Inherited(), jsonPath: { jsonPath }, origin: { "" }, chain: [], depth: 0)
        warnAboutModeCase()
    }
}

/// The reader's settings and what it has read, by the names its reading uses.
extension G8TokenReader {
    var format: G8TokenFormat { settings.format }
    var strict: Bool { settings.strict }
    var tokenRoot: G8JSONNode? {
        _read { yield reading.root }
    }
    var pointerPrefix: [String] {
        _read { yield reading.pointerPrefix }
    }
    var formatNames: G8TokenReader.FormatNames {
        _read { yield settings.formatNames }
    }
    var checksForms: Bool { settings.checksForms }
    var tokenPrefix: String {
        _read { yield settings.tokenPrefix }
    }

    var tokensStudio: Bool {
        get { reading.tokensStudio }
        set { reading.tokensStudio = newValue }
    }
    var groupPaths: Set<String> {
        _read { yield reading.groupPaths }
        _modify { yield &reading.groupPaths }
    }
    var modeUsers: [String: String] {
        _read { yield reading.modeUsers }
        _modify { yield &reading.modeUsers }
    }
    var tokenPaths: G8OrderedNames {
        _read { yield reading.tokenPaths }
        _modify { yield &reading.tokenPaths }
    }
    var modeNames: [String] {
        _read { yield reading.modeNames }
        _modify { yield &reading.modeNames }
    }
    var tokenDefinitions: [TokenDefinition] {
        _read { yield reading.tokenDefinitions }
        _modify { yield &reading.tokenDefinitions }
    }
}
