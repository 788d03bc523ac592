import G8Core
/// What a loaded theme keeps to make its styles on first use (``G8ThemeStyles``), and nothing
/// else of its load: its configuration, its resolved tokens, its style definitions and what
/// checking them learned.
///
/// A style is made by a loader made from this value for that one style (``make(named:at:)``),
/// which walks the same definition the check walked, each value's conversion found where the
/// check left it, so the style is the one an eager build made; and it cannot fail, since the
/// check found no error and building is deterministic. What the making learns (conversions,
/// keys read, styles made) comes back into this value for the next style.
///
/// A value, `Sendable` by what it holds: every copy of a theme shares one behind a lock.
struct G8StyleMaker: Sendable {
    // What the load was configured with.
    let engine: G8
    let sources: [G8SourceText]
    let mode: String?
    let format: G8TokenFormat
    let tokensStudio: Bool
    let pointersStartAtTokens: Bool
    let engineHint: String?
    let streamsStyles: Bool
    let streamedStyles: G8StyleChecker.StreamedStyles?

    // The tokens as resolved for ``mode``: what a style's references resolve to.
    let tokensOnly: Bool
    let tokenRoot: G8JSONNode?
    let pointerPrefix: [String]
    let groupPaths: Set<String>
    let tokenPaths: G8OrderedNames
    let modeNames: [String]
    let tokenDefinitions: [G8AliasResolver.TokenDefinition]
    let resolvedTokens: [G8AliasResolver.Resolution]
    let effectiveTypes: [G8AliasResolver.TypeSlot]
    let inProgress: [Bool]
    let checkedUnits: [G8AliasResolver.UnitsSlot]

    // The styles as written.
    let styleNames: G8OrderedNames
    let styleDefinitions: [G8JSONMember]

    // What the check learned, grown as styles are made: handed to each making and taken back.
    var builtStyles: [G8Style??]
    var superHeights: [(height: Int, through: String?)]
    var copies: G8LoadContext.CopyCount
    var checkedValues: G8AliasResolver.Conversions
    var typeCheckedValues: [G8AliasResolver.CheckedValue: [String]]
    var typeCheckedStrings: G8QuickCheckTable
    var typeSlotNames: [String]
    var parsedKeys: [String: G8StyleChecker.ReadKey]
    var recentKeys: G8StringCache<G8StyleChecker.ReadKey>
    var recentReferences: G8StringCache<Int>
    var classesSetting: [Set<String>: [G8ClassProperties]]
    var nameSlots: [String: Int]
    var undeclaredSuggestions: [String: String?]
    var quickChecks: G8QuickCheckTable
    var compositeLiterals: [UInt64: (node: G8JSONNode, json: G8JSON)]
    var unknownTokenSuggestions: G8AliasResolver.SuggestionMemo
    var unknownStyleSuggestions: G8AliasResolver.SuggestionMemo

    /// What making the styles `checked` checked needs of it; no style made yet.
    init(checkedBy checked: G8StyleChecker) {
        engine = checked.engine
        sources = checked.sources
        mode = checked.mode
        format = checked.format
        tokensStudio = checked.tokensStudio
        pointersStartAtTokens = checked.tokens.pointersStartAtTokens
        engineHint = checked.engineHint
        streamsStyles = checked.streamsStyles
        streamedStyles = checked.streamedStyles
        tokensOnly = checked.tokens.tokensOnly
        tokenRoot = checked.tokenRoot
        pointerPrefix = checked.pointerPrefix
        groupPaths = checked.tokens.groupPaths
        tokenPaths = checked.tokenPaths
        modeNames = checked.modeNames
        tokenDefinitions = checked.tokenDefinitions
        resolvedTokens = checked.resolvedTokens
        effectiveTypes = checked.effectiveTypes
        inProgress = checked.tokens.inProgress
        checkedUnits = checked.checkedUnits
        styleNames = checked.styleNames
        styleDefinitions = checked.styleDefinitions
        builtStyles = Array(repeating: nil, count: checked.styleNames.count)
        superHeights = checked.superHeights
        copies = checked.context.copies
        checkedValues = checked.checkedValues
        typeCheckedValues = checked.tokens.typeCheckedValues
        typeCheckedStrings = checked.tokens.typeCheckedStrings
        typeSlotNames = checked.tokens.typeSlotNames
        parsedKeys = checked.parsedKeys
        recentKeys = checked.recentKeys
        recentReferences = checked.recentReferences
        classesSetting = checked.classesSetting
        nameSlots = checked.nameSlots
        undeclaredSuggestions = checked.undeclaredSuggestions
        quickChecks = checked.quickChecks
        compositeLiterals = checked.compositeLiterals
        unknownTokenSuggestions = checked.tokens.unknownTokenSuggestions
        unknownStyleSuggestions = checked.unknownStyleSuggestions
    }

    /// The style named `name`, at `index` in ``styleNames``: made, with its superStyles, the
    /// first time it is asked for.
    mutating func make(named name: String, at index: Int) -> G8Style? {
        if let built = builtStyles[index] { return built }
        // A style on a chain of superStyles recurses once a level: on a thread of its own when
        // this one's stack is short (the check measured the chain).
        guard superHeights[index].height < 8 else { return G8Stack.withEnough { makeHere(named: name, at: index) } }
        return makeHere(named: name, at: index)
    }

    private mutating func makeHere(named name: String, at index: Int) -> G8Style? {
        var checker = G8StyleChecker(making: &self)
        let style = checker.style(named: name, referencedFrom: nil)
        // A style made again reports what its check reported (deprecated tokens, undeclared
        // keys), which the theme holds already; it reports no error.
        assert(checker.errors.isEmpty && style != nil, "a style checked cleanly failed when made")
        checker.handBack(to: &self)
        return style
    }
}
