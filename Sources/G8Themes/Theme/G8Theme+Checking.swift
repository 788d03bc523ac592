import G8Core

/// The checks of a load: the theme built for its mode and, for the default mode, every other
/// mode and every context checked too, so that switching to one later cannot fail.
extension G8Theme {
    /// A builder that has built the theme for `mode` and, for the default mode, checked every
    /// other mode too, and every context of every modifier (the others at their defaults).
    static func checked(
        engine: G8, sources: [G8SourceText], root: G8JSONNode, mode: String?, tokensOnly: Bool,
        format: G8TokenFormat, layers: G8TokenLayers?, selection: [String: String], keepsTheme: Bool = true,
        streamsStyles: Bool = false, conversions: G8ThemeBuilder.Conversions = [:], notesSiblingFiles: Bool = false,
        engineHint: String? = nil, strict: Bool = false
    ) -> G8ThemeBuilder {
        // Every descent of a load is bounded; its stack, on any thread, too.
        G8Stack.withEnough {
            checkedHere(
                engine: engine, sources: sources, root: root, mode: mode, tokensOnly: tokensOnly, format: format, layers: layers,
                selection: selection, keepsTheme: keepsTheme, streamsStyles: streamsStyles, conversions: conversions,
                notesSiblingFiles: notesSiblingFiles, engineHint: engineHint, strict: strict)
        }
    }

    private static func checkedHere(
        engine: G8, sources: [G8SourceText], root: G8JSONNode, mode: String?, tokensOnly: Bool,
        format: G8TokenFormat, layers: G8TokenLayers?, selection: [String: String], keepsTheme: Bool,
        streamsStyles: Bool, conversions: G8ThemeBuilder.Conversions, notesSiblingFiles: Bool, engineHint: String?, strict: Bool
    ) -> G8ThemeBuilder {
        var scannedStyles: G8ThemeBuilder.StreamedStyles?
        func build(
            _ root: G8JSONNode, mode: String?, baseline: G8ThemeBuilder.Baseline? = nil, conversions: G8ThemeBuilder.Conversions,
            read: G8ThemeBuilder.TokenRead? = nil
        ) -> G8ThemeBuilder {
            // Checked, not made: a theme makes each style when it is first asked for
            // (``G8ThemeStyles``), and a lint never needs one.
            var options = G8LoadOptions(purpose: keepsTheme ? .load : .lint, mode: mode, format: format)
            options.tokensOnly = tokensOnly
            options.streamedStyles = scannedStyles
            options.baseline = baseline
            options.readToReuse = read
            // The default build of a document that may have modes keeps its reading for them.
            options.keepsRead = mode == nil && baseline == nil && !tokensOnly
            options.inheritedValues = conversions
            options.tokensStudio = layers?.tokensStudio == true
            // Pointers in token files start at their own root, not at the theme's.
            options.pointersStartAtTokens = layers != nil
            options.streamsStyles = streamsStyles
            options.notesSiblingFiles = notesSiblingFiles
            options.engineHint = engineHint
            options.strict = strict
            var builder = G8ThemeBuilder(engine: engine, sources: sources, options: options)
            builder.build(root: root)
            if scannedStyles == nil { scannedStyles = builder.streamedStyles }
            return builder
        }
        var builder = build(root, mode: mode, conversions: conversions)
        builder.reportDuplicateKeys()
        // Each other mode is checked against this build's tokens: only what it changes, with
        // the conversions this build made (not in a lint, which keeps nothing it can let go),
        // starting from its reading of the tree.
        let baseline = builder.baseline
        let read = builder.keptRead
        builder.keptRead = nil
        // The conversions this build was handed become its own, once: the other modes' builds
        // are handed them all, and the theme keeps them.
        if !builder.inheritedValues.isEmpty {
            builder.checkedValues = builder.allCheckedValues
            builder.inheritedValues = [:]
        }
        let converted = keepsTheme ? builder.checkedValues : [:]
        if let mode, !builder.modeNames.contains(mode) {
            let suggestion = G8Suggestion.nearest(to: mode, in: builder.modeNames)
            builder.errors.insert(G8Diagnostic(level: .error, path: "", kind: .unknownMode(name: mode, suggestion: suggestion)), at: 0)
        }
        if !keepsTheme {
            // A lint keeps only what the builder found: its tokens and styles go before the
            // other modes are built, so that two sets never coexist.
            var slimOptions = G8LoadOptions(purpose: .lint, mode: mode, format: format)
            slimOptions.tokensOnly = tokensOnly
            var slim = G8ThemeBuilder(engine: engine, sources: sources, options: slimOptions)
            slim.errors = builder.errors
            slim.warnings = builder.warnings
            slim.notes = builder.notes
            slim.stoppedReporting = builder.stoppedReporting
            slim.modeNames = builder.modeNames
            builder = slim
        }
        if mode == nil && builder.errors.isEmpty {
            // Check every mode now, so that switching to one later cannot fail.
            for other in builder.modeNames {
                let modeBuilder = build(root, mode: other, baseline: baseline, conversions: converted, read: read)
                for error in modeBuilder.errors where !builder.errors.contains(error) { builder.errors.append(error) }
                if modeBuilder.stoppedReporting { builder.stoppedReporting = true }
            }
            for modifier in layers?.modifiers ?? [] {
                for context in modifier.contexts where context != selection[modifier.name] {
                    var other = selection
                    other[modifier.name] = context
                    let contextBuilder = build(layers?.root(for: other, engine: engine) ?? root, mode: nil, conversions: converted)
                    for error in contextBuilder.errors where !builder.errors.contains(error) { builder.errors.append(error) }
                    if contextBuilder.stoppedReporting { builder.stoppedReporting = true }
                }
            }
        }
        builder.tokenValues = nil  // the modes' checks are done
        return builder
    }
}
