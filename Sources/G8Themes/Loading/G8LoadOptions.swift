import G8Core

/// How a theme document is loaded: what the load is for, and everything that follows from it,
/// fixed when the loader is made. A loader never changes how it works once made: a load, a
/// lint, the check of another mode and the making of a loaded theme's styles are each a loader
/// made with their own options.
struct G8LoadOptions {
    /// What a load is for.
    enum Purpose: Equatable {
        /// A theme's load: every style checked and the outcome kept, no style's entries made
        /// (a theme makes each style when it is first asked for: ``G8ThemeStyles``).
        case load
        /// A lint: every style checked and let go as soon as no style still to be checked names
        /// it as a superStyle, so that a large theme's styles never all exist at once.
        case lint
        /// Making a loaded theme's styles on first use: each style's entries made and kept.
        case lazy
    }

    var purpose: Purpose
    /// The mode the token values are resolved for; nil for the default values.
    var mode: String? = nil
    /// The form of the token tree.
    var format: G8TokenFormat = .designTokens
    /// Whether the document is a token tree alone (a design-tokens or Style Dictionary file),
    /// not a theme with `tokens` and `styles`: its tokens' paths have no `tokens.` before them,
    /// each token must have a type, and a design-tokens file is checked for the format's forms.
    var tokensOnly = false
    /// Whether a form the Design Tokens Format Module 2025.10 does not allow (a dimension
    /// `"16px"`, a color `"#FF0000"`, a member a composite does not have) is an error rather
    /// than a warning: the strict reading of a design-tokens file.
    var strict = false
    /// Whether the document is read with Tokens Studio's conventions from the start (its sets
    /// made the token tree); a document also turns them on by using Tokens Studio's types.
    var tokensStudio = false
    /// Whether `$ref` pointers start at the token tree even in a theme (token files of a
    /// resolver document, whose pointers are their own).
    var pointersStartAtTokens = false
    /// Whether the parse deferred the `styles` object (``G8JSONParser/parse(_:source:deferring:)``),
    /// as a lint's does: each style's definition is parsed from the bytes when it is checked.
    var streamsStyles = false
    /// What a deferred `styles` object's scan found, when another check of the same document
    /// made it: read again instead of scanning the bytes again.
    var streamedStyles: G8StyleChecker.StreamedStyles? = nil
    /// Whether the first unknown token gets a note that tokens may be in sibling files: a
    /// design-tokens file linted alone.
    var notesSiblingFiles = false
    /// The initializer that takes an engine, named in the warning about a key no applier
    /// declares when the theme is checked against `G8.standard` for want of one.
    var engineHint: String? = nil
    /// For another mode's check: the default check's reading of the same token tree, taken
    /// as this check's own.
    var readToReuse: G8TokenReader.TokenRead? = nil
    /// For another mode's check after a clean default check: the default check's resolutions;
    /// the check then checks only what the mode changes.
    var baseline: G8StyleChecker.Baseline? = nil
    /// Conversions of style values made before (a theme's, for its merges and other modes):
    /// read, never made again.
    var inheritedValues: G8Conversions = [:]

    /// The options of a lint of a document in the default mode.
    static func lint(tokensOnly: Bool, format: G8TokenFormat = .designTokens) -> G8LoadOptions {
        var options = G8LoadOptions(purpose: .lint, format: format)
        options.tokensOnly = tokensOnly
        return options
    }

    /// The options of the making of a loaded theme's styles, from those of its load: its
    /// styles are made lazily, from what the load's scan of a deferred `styles` object found.
    /// The load's inherited conversions are left out: the load made them its own
    /// (``G8LoadCheck``), and the making is handed those.
    func making(streamedStyles: G8StyleChecker.StreamedStyles?) -> G8LoadOptions {
        var options = self
        options.purpose = .lazy
        options.streamedStyles = streamedStyles
        options.inheritedValues = [:]
        options.readToReuse = nil
        options.baseline = nil
        return options
    }
}

extension G8LoadOptions {
    /// What the token stages (``G8TokenReader`` and ``G8AliasResolver``) read of the options,
    /// worked out once from them: one value both hold, not a copy of each field.
    struct TokenSettings {
        /// The mode the token values are resolved for; nil for the default values.
        let mode: String?
        let format: G8TokenFormat
        /// The member names the token reader looks for in this format.
        let formatNames: G8TokenReader.FormatNames
        /// Whether a form the format does not allow is an error rather than a warning.
        let strict: Bool
        /// Whether the document is a token tree alone (``G8LoadOptions/tokensOnly``).
        let tokensOnly: Bool
        /// How token paths begin in diagnostics: `tokens.` in a theme, nothing in a tokens file.
        let tokenPrefix: String
        /// Whether a token must have a type: in plain token files, not in a theme's `tokens`.
        let typesRequired: Bool
        /// Whether values are checked for the Design Tokens format's own forms: in plain token
        /// files of that format (`G8AliasResolver+FormatRules.swift`).
        let checksForms: Bool
        /// Whether `$ref` pointers start at the token tree even in a theme (token files of a
        /// resolver document, whose pointers are their own).
        let pointersStartAtTokens: Bool
        /// Whether the token tables are made exactly as large as the tokens read, as a lint's
        /// are (``G8TokenReader/TokenRead/fitted()``).
        let fitsTables: Bool

        init(_ options: G8LoadOptions) {
            mode = options.mode
            format = options.format
            formatNames = G8TokenReader.FormatNames(options.format)
            strict = options.strict
            tokensOnly = options.tokensOnly
            tokenPrefix = options.tokensOnly ? "" : "tokens."
            typesRequired = options.tokensOnly && options.format != .styleDictionary
            checksForms = options.tokensOnly && options.format == .designTokens
            pointersStartAtTokens = options.pointersStartAtTokens
            fitsTables = options.purpose == .lint
        }
    }
}
