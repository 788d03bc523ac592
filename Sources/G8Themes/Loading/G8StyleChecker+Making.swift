import G8Core
/// The loader that makes one style of a loaded theme (``G8StyleMaker``): made from what the
/// theme kept, it takes the tables its making grows and hands them back when done, moved, not
/// copied, so that neither holds them twice.
extension G8StyleChecker {
    /// A loader that makes styles from `maker`, taking the tables it grows until
    /// ``handBack(to:)``.
    init(making maker: inout G8StyleMaker) {
        var options = G8LoadOptions(purpose: .lazy, mode: maker.mode, format: maker.format)
        options.tokensOnly = maker.tokensOnly
        options.tokensStudio = maker.tokensStudio
        options.pointersStartAtTokens = maker.pointersStartAtTokens
        options.engineHint = maker.engineHint
        options.streamsStyles = maker.streamsStyles
        options.streamedStyles = maker.streamedStyles
        self.init(engine: maker.engine, sources: maker.sources, options: options)
        tokens.adoptTables(of: maker)
        styleNames = maker.styleNames
        styleDefinitions = maker.styleDefinitions
        exchangeLearned(with: &maker)
    }

    /// Hands the tables this loader took from `maker` back to it, with what making grew them by.
    mutating func handBack(to maker: inout G8StyleMaker) {
        tokens.handBackCopyCounts(to: &maker)
        exchangeLearned(with: &maker)
    }

    /// Swaps the tables a making grows between this loader and `maker`.
    private mutating func exchangeLearned(with maker: inout G8StyleMaker) {
        swap(&builtStyles, &maker.builtStyles)
        swap(&superHeights, &maker.superHeights)
        swap(&checkedValues, &maker.checkedValues)
        swap(&parsedKeys, &maker.parsedKeys)
        swap(&recentKeys, &maker.recentKeys)
        swap(&recentReferences, &maker.recentReferences)
        swap(&classesSetting, &maker.classesSetting)
        swap(&nameSlots, &maker.nameSlots)
        swap(&undeclaredSuggestions, &maker.undeclaredSuggestions)
        swap(&quickChecks, &maker.quickChecks)
        swap(&compositeLiterals, &maker.compositeLiterals)
        swap(&unknownStyleSuggestions, &maker.unknownStyleSuggestions)
        tokens.exchangeLearned(with: &maker)
    }
}
