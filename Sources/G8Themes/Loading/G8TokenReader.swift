import G8Core

/// The stage of a load that reads a token tree: its groups and tokens, each token's `$type`
/// (its own, its group's, or a group's it takes in), `$root`, `$extends` and group `$ref`s,
/// `$deprecated`, `$description` and `$extensions`, and, in a design-tokens file, the members
/// the format does not allow. It resolves nothing: what it read (``TokenRead``) is the same for
/// every mode, and ``G8AliasResolver`` resolves the tokens for one.
///
/// Configured once, at init, by the loader it reads for (``init(for:)``), which was configured
/// by its ``G8LoadOptions``; the diagnostics it reports into are the load's, handed to it for
/// the reading and back after.
struct G8TokenReader: G8LoadStage {
    typealias TokenDefinition = G8AliasResolver.TokenDefinition

    /// What reading a token tree leaves: the same for every mode of a document, since modes
    /// only choose among the values read. A mode's check starts from the default build's
    /// (``G8LoadOptions/readToReuse``) instead of reading the tree again. Its diagnostics are
    /// not in it: a mode is checked only after a default build without errors, and keeps only
    /// a check's errors.
    struct TokenRead {
        let tokensStudio: Bool
        let groupPaths: Set<String>
        let modeUsers: [String: String]
        let reportedCycles: Set<String>
        let tokenPaths: G8OrderedNames
        let modeNames: [String]
        let tokenDefinitions: [TokenDefinition]
        /// What reading copied, which a mode's check counts on from.
        let copies: G8LoadContext.CopyCount
    }

    // What the reader is configured with.
    let tokenTypes: [String: G8TokenType]
    let format: G8TokenFormat
    /// The member names the reader looks for in this format.
    let formatNames: G8AliasResolver.FormatNames
    let strict: Bool
    /// Whether the tree is checked for the Design Tokens format's own members.
    let checksForms: Bool
    /// How token paths begin in diagnostics: `tokens.` in a theme, nothing in a tokens file.
    let tokenPrefix: String
    let tokenRoot: G8JSONNode?
    let pointerPrefix: [String]

    /// The load's context, handed to the reader for the reading and back after.
    var context: G8LoadContext

    // What it reads.
    /// Whether the tree uses Tokens Studio's types: read with its conventions.
    var tokensStudio: Bool
    var groupPaths: Set<String> = []
    /// The first token that uses each mode name, for the warning about names differing in case.
    var modeUsers: [String: String] = [:]
    /// `$extends` cycles already reported, by their groups.
    var reportedCycles: Set<String> = []
    /// The tokens' paths in the order first defined: a token's place here is its index in
    /// ``tokenDefinitions`` (a redefinition keeps the place).
    var tokenPaths = G8OrderedNames()
    var modeNames: [String] = []
    var tokenDefinitions: [TokenDefinition] = []

    /// A reader for `builder`'s token tree, with its configuration, and the load's `context`.
    init(for builder: G8AliasResolver, context: G8LoadContext) {
        tokenTypes = builder.tokenTypes
        format = builder.format
        formatNames = builder.formatNames
        strict = builder.strict
        checksForms = builder.checksForms
        tokenPrefix = builder.tokenPrefix
        tokenRoot = builder.tokenRoot
        pointerPrefix = builder.pointerPrefix
        self.context = context
        tokensStudio = builder.tokensStudio
    }

    /// What this reader read, for the loader's resolution and for other modes' checks.
    var tokenRead: TokenRead {
        TokenRead(
            tokensStudio: tokensStudio, groupPaths: groupPaths, modeUsers: modeUsers, reportedCycles: reportedCycles,
            tokenPaths: tokenPaths, modeNames: modeNames, tokenDefinitions: tokenDefinitions,
            copies: context.copies)
    }

    /// Reads the token tree `root`, whose diagnostics path is `jsonPath`.
    mutating func read(_ root: G8JSONNode, jsonPath: String) {
        // Room for every token at once: grown one token at a time, the index of a large token
        // tree would be made again at every doubling, each time hashing every path anew.
        let expected = G8TokenReader.tokenCount(in: root, valueKey: valueKey, depth: 0)
        tokenPaths.reserveCapacity(tokenPaths.count + expected)
        tokenDefinitions.reserveCapacity(tokenDefinitions.count + expected)
        collectTokens(root, path: "", inherited: Inherited(), jsonPath: { jsonPath }, origin: { "" }, chain: [], depth: 0)
        warnAboutModeCase()
    }
}
