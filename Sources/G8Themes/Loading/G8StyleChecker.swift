import G8Core

/// The stage of a load that checks a theme's styles, once ``G8AliasResolver`` has resolved its
/// tokens for the mode: each named style turned into a `G8Style` whose keys are checked against
/// the engine's appliers and whose values are converted for the properties they set, superStyles
/// followed and bounded, the references in a style's values resolved against the resolved tokens
/// (``G8ReferenceResolving``). A load checks every style and keeps the outcome; a lint lets each
/// go as soon as nothing still to check names it; a loaded theme makes a style's entries when it
/// is first asked for (``G8StyleMaker``). Configured once, at init, by a ``G8LoadOptions`` value.
///
/// The last of a load's stages (``G8LoadCheck/stages(of:engine:sources:options:)``): it takes
/// the alias resolver's output (``G8ResolvedTokens``), never changed, and the load's context, and
/// checks the styles.
struct G8StyleChecker: G8ReferenceResolving {
    /// The engine whose appliers declare the properties that style keys name.
    let engine: G8
    /// The tokens, each resolved for ``mode``: what a style's references resolve to.
    let tokens: G8ResolvedTokens
    /// What the load has reported and followed so far, with the sources it reads.
    var context: G8LoadContext
    /// What resolving a style's references keeps from one value to the next.
    var references = G8ReferenceState()

    /// How the load is configured: what it is for, and what its styles are read from.
    let options: G8LoadOptions
    /// The style names in the order first written: a name's place here is its index in the
    /// style tables below, found by its bytes (a `Dictionary` of names would seed a `Hasher` and
    /// hash the name with SipHash for every one of the many lookups a style makes).
    var styleNames: G8OrderedNames
    /// The style names in the order first written.
    var styleOrder: [String] { styleNames.order }
    /// Each style's definition (the last, when a name is repeated), by index; empty for a
    /// deferred `styles` object (``streamedStyles``).
    var styleDefinitions: [G8JSONMember]
    /// With ``streamsStyles``: what one pass over a deferred `styles` object found, which the
    /// checks of other modes read again instead of scanning the bytes again.
    var streamedStyles: StreamedStyles?
    struct StreamedStyles {
        /// The source and offset of the `styles` object scanned.
        let source: Int32
        let offset: Int32
        /// The style names in the order first written.
        let order: [String]
        /// The offset of each style's definition (the last, when a name is repeated), in the
        /// order of ``order``.
        let offsets: [Int32]
        /// The superStyle names each definition gives, anywhere in it.
        let superStyleNames: [String: [String]]
    }
    /// What a check that makes no entries gives for a style that checked cleanly: one empty
    /// style for all, so that a check allocates none.
    static let checkedStyle = G8Style([], name: nil)
    /// What ``leafValue(_:read:keyOffset:jsonPath:)`` gives for a value that checked cleanly.
    enum Leaf {
        /// The value made, for a checker that makes entries (``makesValues``).
        case made(G8ThemeValue)
        /// For a checker that only checks: making a value it would let go costs more than
        /// checking a repeated one.
        case checked
    }
    /// Whether the checker makes style entries, and so the values in them: not when it only
    /// checks (``ModeCheck/changed``, or ``makesStyles`` off).
    var makesValues: Bool { modes.changed == nil && makesStyles }
    /// Where the walk of superStyle chains is, and what it found.
    var building = Building()
    /// The styles being built, and the ones a lint let go.
    struct Building {
        /// The names of the styles being built, outermost first: a superStyle cycle.
        var stack: [String] = []
        /// The indices in ``G8StyleChecker/styleNames`` of the styles of ``stack``.
        var indices: [Int] = []
        /// For a named style whose chain is deeper than the limit, by index: the superStyle
        /// value that makes it so, and its path, where the refusal is reported.
        var tooDeep: [Int: (node: G8JSONNode, path: String)] = [:]
        /// By index, whether a lint built the style and let it go: asked for again, it is built
        /// again silently.
        var dropped: [Bool] = []
    }
    /// The conversions handed to this check (a theme's, to the checks of its merges and other
    /// modes), read beside ``Learned/checkedValues`` and never written: added to, they would be copied
    /// whole, a copy a mode's check would make of every conversion the default check has.
    var inheritedValues: G8Conversions = [:]
    /// Every conversion this check knows: its own and those it was handed.
    var allCheckedValues: G8Conversions {
        guard !inheritedValues.isEmpty else { return learned.checkedValues }
        return inheritedValues.merging(learned.checkedValues) { _, own in own }
    }
    /// How many conversions a lint (which keeps no styles) remembers: enough for the values a
    /// theme repeats most, few enough that its table stays small beside the file.
    static let lintConversionLimit = 4096
    /// What checking other modes than the default needs (`G8StyleChecker+Modes.swift`).
    var modes = ModeCheck()
    /// What checking styles has learned for the styles after it (`G8StyleChecker+Learned.swift`).
    var learned = Learned()
    /// The theme's `namedColors`, resolved for ``mode`` (``checkNamedColors(of:)``).
    var namedColors: [G8NamedColor] = []
    func buildingIndex(of name: String) -> Int? { building.stack.firstIndex(of: name) }

    /// A checker of the styles of a document whose tokens are `tokens`, against `engine`,
    /// configured once by `options`, reporting into `context`. The styles are those
    /// `styleNames` names, defined by `styleDefinitions`, when they were read before (a loaded
    /// theme's, for making them); a check reads them from the document.
    init(
        engine: G8, tokens: G8ResolvedTokens, context: consuming G8LoadContext, options: G8LoadOptions,
        styleNames: G8OrderedNames = G8OrderedNames(), styleDefinitions: [G8JSONMember] = []
    ) {
        self.engine = engine
        self.tokens = tokens
        self.context = context
        self.options = options
        self.styleNames = styleNames
        self.styleDefinitions = styleDefinitions
        self.streamedStyles = options.streamedStyles
        self.inheritedValues = options.inheritedValues
    }
}

/// The checker's options, by the names its checks use.
extension G8StyleChecker {
    /// The initializer that takes an engine, named in the warning about a key no applier
    /// declares when the theme is loaded against `G8.standard` by an initializer without one.
    var engineHint: String? { options.engineHint }
    /// Whether the parse deferred the `styles` object (``G8JSONParser/parse(_:source:deferring:)``),
    /// as a lint's does: its members are read from the source's bytes, each definition parsed
    /// when its style is checked and let go after.
    var streamsStyles: Bool { options.streamsStyles }
    /// Whether checked styles are kept for the theme; a lint keeps each only until the last
    /// style that names it as a superStyle is checked (``buildStylesDroppingThem()``).
    var keepsStyles: Bool { options.purpose != .lint }
    /// Whether a style's check makes its entries. A load checks every style without making
    /// any (each is made when it is first asked for: ``G8ThemeStyles``), and a mode's check
    /// makes none either; then every style checked is ``checkedStyle``.
    var makesStyles: Bool { options.purpose == .lazy }
}

/// The checker's settings and its input, by the names its checks use.
extension G8StyleChecker {
    var format: G8TokenFormat { options.format }
    var strict: Bool { options.strict }
    var mode: String? {
        _read { yield options.mode }
    }
    /// The engine's token types, for naming a token the reader left out for its `$type`.
    var tokenTypes: [String: G8TokenType] { engine.tokenTypes }
    var tokenPaths: G8OrderedNames {
        _read { yield tokens.read.tokenPaths }
    }
    var tokenOrder: [String] {
        _read { yield tokens.read.tokenPaths.order }
    }
    var tokenDefinitions: [G8TokenReader.TokenDefinition] {
        _read { yield tokens.read.tokenDefinitions }
    }
    var modeNames: [String] {
        _read { yield tokens.read.modeNames }
    }

    /// The value of the token at `index`, named in a style's value: every token is resolved or
    /// failed before styles are checked (``G8AliasResolver/resolve(_:engine:settings:baseline:context:)``),
    /// and one that failed was reported where it failed. Mutating only to take the checker in
    /// place: a method that does not mutate, called from one that does, is handed a copy of it.
    mutating func nestedToken(at index: Int, node: G8JSONNode, jsonPath: () -> String) -> G8JSON? {
        tokens.values[index].value
    }

    /// Resolves the references in `node`, a style's value at `jsonPath`: as a token's value
    /// resolves them, but a deprecated token it names is a warning, and a string that only
    /// looks like a reference stays a string.
    mutating func resolveStyleValue(_ node: G8JSONNode, jsonPath: () -> String) -> G8JSON? {
        references.inStyle = true
        defer { references.inStyle = false }
        return resolveReferences(in: node, jsonPath: jsonPath, expectedType: nil, depth: 0)
    }
}
