import G8Core

/// The stage of a load that checks modes and contexts: the document built for the mode its
/// options name and, for the default mode, every other mode and every context of every
/// modifier (the others at their defaults) checked too, so that switching to one later cannot
/// fail. Configured once, at init, by the options of the document's own build; each mode's and
/// each context's build is made from them.
struct G8LoadCheck {
    let engine: G8
    let sources: [G8SourceText]
    /// The options of the document's own build.
    let options: G8LoadOptions
    /// The token files of a resolver document or of Tokens Studio's sets, whose contexts are
    /// checked too; nil for a single document.
    let layers: G8TokenLayers?
    /// The context of each modifier the document is built in.
    let selection: [String: String]
    /// What the parses of the sources found written twice.
    let duplicateKeys: G8LoadContext.DuplicateKeys

    /// A check of `sources` against `engine`. The options' `tokensStudio` and
    /// `pointersStartAtTokens` follow from `layers`: pointers in token files start at their
    /// own root, not at a theme's.
    init(
        engine: G8, sources: [G8SourceText], duplicateKeys: G8LoadContext.DuplicateKeys, options: G8LoadOptions,
        layers: G8TokenLayers? = nil, selection: [String: String] = [:]
    ) {
        var options = options
        options.tokensStudio = layers?.tokensStudio == true
        options.pointersStartAtTokens = layers != nil
        self.engine = engine
        self.sources = sources
        self.options = options
        self.layers = layers
        self.selection = selection
        self.duplicateKeys = duplicateKeys
    }

    /// A checker that has built `root` for the options' mode and, for the default mode,
    /// checked every other mode and every context too: its diagnostics are the load's.
    func run(root: G8JSONNode) -> G8StyleChecker {
        // Every descent of a load is bounded; its stack, on any thread, too.
        G8Stack.withEnough { runHere(root: root) }
    }

    /// Whether the load keeps what it built, for a theme; a lint keeps nothing it can let go.
    private var keepsTheme: Bool { options.purpose != .lint }

    private func runHere(root: G8JSONNode) -> G8StyleChecker {
        var scannedStyles: G8StyleChecker.StreamedStyles?
        func build(
            _ root: G8JSONNode, mode: String?, baseline: G8StyleChecker.Baseline? = nil, conversions: G8StyleChecker.Conversions,
            read: G8StyleChecker.TokenRead? = nil
        ) -> G8StyleChecker {
            var options = self.options
            options.mode = mode
            options.streamedStyles = scannedStyles
            options.baseline = baseline
            options.readToReuse = read
            // The default build of a document that may have modes keeps its reading for them.
            options.keepsRead = mode == nil && baseline == nil && !options.tokensOnly
            options.inheritedValues = conversions
            var checker = G8StyleChecker(engine: engine, sources: sources, options: options)
            checker.build(root: root)
            if scannedStyles == nil { scannedStyles = checker.streamedStyles }
            return checker
        }
        let mode = options.mode
        var checker = build(root, mode: mode, conversions: options.inheritedValues)
        checker.reportDuplicateKeys(duplicateKeys)
        // Each other mode is checked against this build's tokens: only what it changes, with
        // the conversions this build made (not in a lint, which keeps nothing it can let go),
        // starting from its reading of the tree.
        let baseline = checker.baseline
        let read = checker.tokens.keptRead
        checker.tokens.keptRead = nil
        // The conversions this build was handed become its own, once: the other modes' builds
        // are handed them all, and the theme keeps them.
        if !checker.inheritedValues.isEmpty {
            checker.learned.checkedValues = checker.allCheckedValues
            checker.inheritedValues = [:]
        }
        let converted = keepsTheme ? checker.learned.checkedValues : [:]
        if let mode, !checker.modeNames.contains(mode) {
            let modes = checker.modeNames
            let unknown = G8Diagnostic(level: .error, path: "", kind: .unknownMode(
                name: mode, suggestion: G8Suggestion.nearest(to: mode, in: modes), modes: modes))
            checker.errors.insert(unknown, at: 0)
        }
        if !keepsTheme {
            // A lint keeps only what the checker found: its tokens and styles go before the
            // other modes are built, so that two sets never coexist.
            var slimOptions = G8LoadOptions(purpose: .lint, mode: mode, format: options.format)
            slimOptions.tokensOnly = options.tokensOnly
            var slim = G8StyleChecker(engine: engine, sources: sources, options: slimOptions)
            slim.context.diagnostics = checker.context.diagnostics
            slim.tokens.modeNames = checker.modeNames
            checker = slim
        }
        if mode == nil && checker.errors.isEmpty {
            // Check every mode now, so that switching to one later cannot fail.
            for other in checker.modeNames {
                let modeChecker = build(root, mode: other, baseline: baseline, conversions: converted, read: read)
                for error in modeChecker.errors where !checker.errors.contains(error) { checker.errors.append(error) }
                if modeChecker.stoppedReporting { checker.stoppedReporting = true }
            }
            for modifier in layers?.modifiers ?? [] {
                for context in modifier.contexts where context != selection[modifier.name] {
                    var other = selection
                    other[modifier.name] = context
                    let contextChecker = build(layers?.root(for: other, engine: engine) ?? root, mode: nil, conversions: converted)
                    for error in contextChecker.errors where !checker.errors.contains(error) { checker.errors.append(error) }
                    if contextChecker.stoppedReporting { checker.stoppedReporting = true }
                }
            }
        }
        checker.tokenValues = nil  // the modes' checks are done
        return checker
    }
}
