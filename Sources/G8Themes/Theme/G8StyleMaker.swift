import G8Core
/// What a loaded theme keeps to make its styles on first use (``G8ThemeStyles``), and nothing
/// else of its load: its configuration, its tokens as resolved, its style definitions and what
/// checking them learned.
///
/// A style is made by the load's last stage made again from this value for that one style
/// (``make(named:at:)``): a style stage that takes the same resolved tokens and walks the same
/// definition the check walked, each value's conversion found where the check left it, so the
/// style is the one an eager load made; and it cannot fail, since the check found no error and
/// building is deterministic. What the making learns (conversions, keys read, styles made)
/// comes back into this value for the next style.
///
/// A value, `Sendable` by what it holds: every copy of a theme shares one behind a lock.
struct G8StyleMaker: Sendable {
    let engine: G8
    let sources: [G8SourceText]
    /// How each style's making is configured: the load's own options, for making.
    let options: G8LoadOptions
    /// The tokens as read and resolved for the mode: what a style's references resolve to.
    let tokens: G8ResolvedTokens

    // The styles as written.
    let styleNames: G8OrderedNames
    let styleDefinitions: [G8JSONMember]

    // What the check learned, grown as styles are made: handed to each making and taken back.
    var copies: G8LoadContext.CopyCount
    var learned: G8StyleChecker.Learned

    /// What making the styles `checked` checked needs of it; no style made yet.
    init(checkedBy checked: G8StyleChecker) {
        engine = checked.engine
        sources = checked.sources
        options = checked.options.making(streamedStyles: checked.streamedStyles)
        tokens = checked.tokens
        styleNames = checked.styleNames
        styleDefinitions = checked.styleDefinitions
        copies = checked.context.copies
        learned = checked.learned
        learned.builtStyles = Array(repeating: nil, count: checked.styleNames.count)
    }

    /// The style named `name`, at `index` in ``styleNames``: made, with its superStyles, the
    /// first time it is asked for.
    mutating func make(named name: String, at index: Int) -> G8Style? {
        if let built = learned.builtStyles[index] { return built }
        // A style on a chain of superStyles recurses once a level: on a thread of its own when
        // this one's stack is short (the check measured the chain).
        guard learned.superHeights[index].height < 8 else { return G8Stack.withEnough { makeHere(named: name, at: index) } }
        return makeHere(named: name, at: index)
    }

    private mutating func makeHere(named name: String, at index: Int) -> G8Style? {
        var context = G8LoadContext(sources: sources, notesSiblingFiles: options.notesSiblingFiles)
        context.copies = copies
        var checker = G8StyleChecker(
            engine: engine, tokens: tokens, context: context, options: options, styleNames: styleNames, styleDefinitions: styleDefinitions)
        // What the making grows is moved to the stage and back, not copied: neither holds it twice.
        swap(&checker.learned, &learned)
        let style = checker.style(named: name, referencedFrom: nil)
        // A style made again reports what its check reported (deprecated tokens, undeclared
        // keys), which the theme holds already; it reports no error.
        assert(checker.errors.isEmpty && style != nil, "a style checked cleanly failed when made")
        swap(&checker.learned, &learned)
        copies = checker.context.copies
        return style
    }
}
