import G8Core

/// The stage of a load that checks modes and contexts: the document checked for the mode its
/// options name and, for the default mode, every other mode and every context of every
/// modifier (the others at their defaults) checked too, so that switching to one later cannot
/// fail. Configured once, at init, by the options of the document's own check; each mode's and
/// each context's check is made from them.
struct G8LoadCheck {
    let engine: G8
    let sources: [G8SourceText]
    /// The options of the document's own check.
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

    /// A checker that has checked `root` for the options' mode and, for the default mode,
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
            _ root: G8JSONNode, mode: String?, baseline: G8StyleChecker.Baseline? = nil, conversions: G8Conversions,
            read: G8TokenReader.TokenRead? = nil
        ) -> G8StyleChecker {
            var options = self.options
            options.mode = mode
            options.streamedStyles = scannedStyles
            options.baseline = baseline
            options.readToReuse = read
            options.inheritedValues = conversions
            let checker = G8LoadCheck.stages(of: root, engine: engine, sources: sources, options: options)
            if scannedStyles == nil { scannedStyles = checker.streamedStyles }
            return checker
        }
        let mode = options.mode
        var checker = build(root, mode: mode, conversions: options.inheritedValues)
        checker.reportDuplicateKeys(duplicateKeys)
        // Each other mode is checked against this check's tokens: only what it changes, with
        // the conversions this check made (not in a lint, which keeps nothing it can let go),
        // starting from its reading of the tree.
        let baseline = checker.baseline
        let read = keepsRead(mode: mode) ? checker.tokens.read : nil
        // The conversions this check was handed become its own, once: the other modes' checks
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
            var context = G8LoadContext(sources: sources, notesSiblingFiles: slimOptions.notesSiblingFiles)
            context.diagnostics = checker.context.diagnostics
            let modeNames = G8TokenReader.TokenRead(tokensStudio: false, modeNames: checker.modeNames, copies: context.copies)
            checker = G8StyleChecker(engine: engine, tokens: G8ResolvedTokens(pending: modeNames), context: context, options: slimOptions)
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
        checker.modes.tokenValues = nil  // the modes' checks are done
        return checker
    }

    /// Whether the check for `mode` of the document's own options keeps its reading of the
    /// token tree for the other modes' checks, which read the same tree: the default check of
    /// a theme.
    private func keepsRead(mode: String?) -> Bool {
        mode == nil && !options.tokensOnly && options.baseline == nil
    }
}

/// The stages of one check, in order, each taking what the one before returned: the JSON's
/// token tree read (``G8TokenReader``, which returns a ``G8TokenReader/TokenRead``), its tokens
/// resolved (``G8AliasResolver``, which returns ``G8ResolvedTokens``), the styles checked
/// (``G8StyleChecker``). They share the load's context, handed on whole.
extension G8LoadCheck {
    /// A checker that has checked the document `root` (a theme, or a token tree alone) for
    /// `options`.
    static func stages(of root: G8JSONNode, engine: G8, sources: [G8SourceText], options: G8LoadOptions) -> G8StyleChecker {
        let settings = G8LoadOptions.TokenSettings(options)
        var context = G8LoadContext(sources: sources, notesSiblingFiles: options.notesSiblingFiles)
        var tree: (node: G8JSONNode, jsonPath: String, pointerPrefix: [String])?
        var tokensStudio = options.tokensStudio
        if options.tokensOnly {
            tree = (root, "", [])
            if options.format != .styleDictionary, root.member("$themes") != nil || root.member("$metadata") != nil { tokensStudio = true }
        } else {
            guard checkTopLevel(of: root, into: &context.diagnostics) else {
                let nothing = G8TokenReader.TokenRead(tokensStudio: tokensStudio, copies: context.copies)
                return G8StyleChecker(engine: engine, tokens: G8ResolvedTokens(pending: nothing), context: context, options: options)
            }
            if let tokens = root.member("tokens") { tree = (tokens.value, "tokens", settings.pointersStartAtTokens ? [] : ["tokens"]) }
        }
        let read: G8TokenReader.TokenRead
        if let reuse = options.readToReuse, tree != nil {
            read = reuse
            context.copies = reuse.copies
        } else if let tree {
            read = G8TokenReader.read(
                tree.node, jsonPath: tree.jsonPath, pointerPrefix: tree.pointerPrefix, tokensStudio: tokensStudio, settings: settings,
                tokenTypes: engine.tokenTypes, context: &context)
        } else {
            read = G8TokenReader.TokenRead(tokensStudio: tokensStudio, copies: context.copies)
        }
        let tokens = G8AliasResolver.resolve(read, engine: engine, settings: settings, baseline: options.baseline?.resolved, context: &context)
        var checker = G8StyleChecker(engine: engine, tokens: tokens, context: context, options: options)
        checker.checkStyles(of: options.tokensOnly ? nil : root)
        if !options.tokensOnly { checker.checkNamedColors(of: root) }
        return checker
    }

    /// Checks the top-level keys of the theme `root`, reporting into `diagnostics`; false
    /// when it is no object, and so no theme at all.
    private static func checkTopLevel(of root: G8JSONNode, into diagnostics: inout G8LoadDiagnostics) -> Bool {
        guard let members = root.members else {
            diagnostics.error("", .invalidTheme(reason: "a theme must be a JSON object, got \(root.kindName)"), at: .node(root))
            return false
        }
        let known = ["tokens", "styles", G8StyleChecker.namedColorsKey, "$schema", "$description"]
        for member in members where !known.contains(member.key) {
            let suggestion = G8Suggestion.nearest(to: member.key, in: known)
            diagnostics.error(
                member.key, .invalidTheme(reason: "unknown top-level key '\(member.key)'" + G8Diagnostic.Kind.didYouMean(suggestion)),
                at: .offset(member.value.source, member.keyOffset))
        }
        return true
    }
}
