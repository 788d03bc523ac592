@_spi(G8Engine) import G8Core

/// The stage of a load that checks a theme's styles, once ``G8AliasResolver`` has resolved its
/// tokens for the mode: each named style turned into a `G8Style` whose keys are checked against
/// the engine's appliers and whose values are converted for the properties they set, superStyles
/// followed and bounded, the tokens a style names resolved through the token stage it holds
/// (``tokens``). A load checks every style and keeps the outcome; a lint lets each go as soon as
/// nothing still to check names it; a loaded theme makes a style's entries when it is first
/// asked for (``G8StyleMaker``). Configured once, at init, by a ``G8LoadOptions`` value.
///
/// The last of a load's stages (``G8LoadCheck/stages(of:engine:sources:options:)``): it takes
/// the token stage that resolved the document's tokens, and checks the styles.
struct G8StyleChecker: G8LoadStage {
    typealias QuickCheck = G8AliasResolver.QuickCheck
    typealias CheckedValue = G8AliasResolver.CheckedValue
    typealias Conversions = G8AliasResolver.Conversions
    typealias SuggestionMemo = G8AliasResolver.SuggestionMemo
    typealias Resolution = G8AliasResolver.Resolution
    typealias TypeSlot = G8AliasResolver.TypeSlot
    typealias UnitsSlot = G8AliasResolver.UnitsSlot
    typealias TokenDefinition = G8AliasResolver.TokenDefinition
    typealias TokenRead = G8TokenReader.TokenRead

    /// The token stage: the token tree's tokens, resolved for ``mode``, and the diagnostics of
    /// the whole load, which this stage reports into too.
    var tokens: G8AliasResolver

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
    /// checks (``changedTokens``, or ``makesStyles`` off).
    var makesValues: Bool { changedTokens == nil && makesStyles }
    /// By index, whether a lint built the style and let it go: asked for again, it is built
    /// again silently.
    var droppedStyles: [Bool] = []
    var buildingStack: [String] = []
    /// The indices in ``styleNames`` of the styles of ``buildingStack``.
    var buildingIndices: [Int] = []
    /// For a named style whose chain is deeper than the limit, by index: the superStyle value
    /// that makes it so, and its path, where the refusal is reported.
    var tooDeepReferences: [Int: (node: G8JSONNode, path: String)] = [:]
    /// The conversions handed to this check (a theme's, to the checks of its merges and other
    /// modes), read beside ``Learned/checkedValues`` and never written: added to, they would be copied
    /// whole, a copy a mode's check would make of every conversion the default check has.
    var inheritedValues: Conversions = [:]
    /// Every conversion this check knows: its own and those it was handed.
    var allCheckedValues: Conversions {
        guard !inheritedValues.isEmpty else { return learned.checkedValues }
        return inheritedValues.merging(learned.checkedValues) { _, own in own }
    }
    /// How many conversions a lint (which keeps no styles) remembers: enough for the values a
    /// theme repeats most, few enough that its table stays small beside the file.
    static let lintConversionLimit = 4096
    /// A style key as the checker reads it: parsed, with the properties of its name. A class:
    /// it is looked up for every entry of every style, and a lookup then copies one reference
    /// rather than the key's strings and arrays.
    final class ReadKey: Sendable {
        let key: G8Key
        /// The key's name, whether it is malformed, has state modifiers and names a property
        /// of the object itself (one component): read for every value, and kept here so that
        /// reading one copies nothing of the key's arrays.
        let name: String
        let malformation: String?
        let hasModifiers: Bool
        let isDirect: Bool
        /// Whether some applier declares a property of the key's name (``candidates`` is not
        /// nil): asked of every value, and kept apart so that asking does not copy the list.
        let isDeclared: Bool
        /// The engine's properties of the key's name; nil when no applier declares it.
        let candidates: [G8AnyProperty]?
        /// A number for the key's name, the same for every key of that name: with a token's
        /// index, the key of ``Learned/quickChecks``.
        let nameSlot: Int
        /// What applying the key's state modifiers would report whatever the object
        /// (``modifierProblem(_:)``): worked out once for the key, not for every style that
        /// repeats it. Nil when it has no modifiers or is malformed.
        let stateProblem: String?

        init(key: G8Key, candidates: [G8AnyProperty]?, nameSlot: Int, stateProblem: String?) {
            self.key = key
            self.name = key.name
            self.malformation = key.malformation
            self.hasModifiers = !key.modifiers.isEmpty
            self.isDirect = key.components.count == 1
            self.isDeclared = candidates != nil
            self.candidates = candidates
            self.nameSlot = nameSlot
            self.stateProblem = stateProblem
        }
    }
    /// Set from ``checkBaseline`` once the tokens are resolved: whether each token's value or
    /// type differs from the default's. Non-nil means the checker checks no style and makes none.
    var changedTokens: [Bool]?
    /// The default check's list of the style values that name a token, for the checks of other
    /// modes (``TokenValue``): kept, from the styles on, by a check that keeps its styles in a
    /// theme with modes; nil otherwise.
    var tokenValues: [TokenValue]?
    /// What checking styles has learned for the styles after it: a loaded theme keeps it and
    /// hands it to the making of each style, moved, not copied.
    struct Learned: Sendable {
        /// Each named style by index: nil until built, `.some(nil)` for one that failed.
        var builtStyles: [G8Style??] = []
        /// For each named style built, by index, how many levels of superStyles it has, and the
        /// superStyle through which it has that many: the chain a refusal names.
        var superHeights: [(height: Int, through: String?)] = []
        /// What each style value that converted cleanly converted to, for the properties of its
        /// name: the conversions this check made.
        var checkedValues: Conversions = [:]
        /// The style keys read so far, each with its text: styles repeat their keys.
        var parsedKeys: [(text: String, read: ReadKey)] = []
        /// The place in ``parsedKeys`` of each key's, by its text's ``G8Table/fingerprint(of:)``:
        /// a document cannot choose keys whose fingerprints meet (`G8Table`).
        var keyPlaces = G8Table()
        /// The style keys read last, found by the `String` (``G8StringCache``) in front of
        /// ``keyPlaces``: the parser gives a repeated key the same one (``G8JSONParser``), so a
        /// key met again is found without hashing its text.
        var recentKeys = G8StringCache<ReadKey>()
        /// Style values that are exactly a token reference, with the token's index, the same
        /// way: the parser shares a repeated reference's `String` too.
        var recentReferences = G8StringCache<Int>()
        /// The classes whose properties include each set of names a style set, as worked out.
        var classesSetting: [Set<String>: [G8ClassProperties]] = [:]
        /// The slot of each key name met, for ``ReadKey/nameSlot``.
        var nameSlots: [String: Int] = [:]
        /// For each key name no applier declares, the property name of the engine nearest to it:
        /// a theme written for other widgets misspells the same names in every style.
        var undeclaredSuggestions: [String: String?] = [:]
        /// What each such value that converted cleanly converted to, for a key name's slot, by
        /// the check's ``QuickCheck/key``.
        var quickChecks = G8QuickCheckTable()
        /// The composite literals ``Learned/quickChecks`` holds conversions of, by fingerprint, with their
        /// JSON: a literal of the same fingerprint is compared with the one kept, and the
        /// conversion used only when they are the same.
        var compositeLiterals: [UInt64: (node: G8JSONNode, json: G8JSON)] = [:]
        /// The suggestion for each name a superStyle gives that names no style: a theme repeats
        /// a broken one wherever it uses it.
        var unknownStyleSuggestions = SuggestionMemo()
    }
    var learned = Learned()
    /// The theme's `namedColors`, resolved for ``mode`` (``checkNamedColors(of:)``).
    var namedColors: [G8NamedColor] = []
    func buildingIndex(of name: String) -> Int? { buildingStack.firstIndex(of: name) }

    /// A checker of the styles of a document whose tokens `tokens` resolved, configured once
    /// by `options`; it reports into the load's context, which `tokens` hands on.
    /// The styles are those `styleNames` names, defined by `styleDefinitions`, when they were
    /// read before (a loaded theme's, for making them); a check reads them from the document.
    init(tokens: G8AliasResolver, options: G8LoadOptions, styleNames: G8OrderedNames = G8OrderedNames(), styleDefinitions: [G8JSONMember] = []) {
        self.tokens = tokens
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

/// What the style stage reads of the token stage, and the load's context, which the token stage
/// keeps for both.
extension G8StyleChecker {
    var context: G8LoadContext {
        _read { yield tokens.context }
        _modify { yield &tokens.context }
    }
    var format: G8TokenFormat { tokens.settings.format }
    var strict: Bool { tokens.settings.strict }
    var tokenRoot: G8JSONNode? {
        _read { yield tokens.read.root }
    }
    var pointerPrefix: [String] {
        _read { yield tokens.read.pointerPrefix }
    }

    var engine: G8 {
        _read { yield tokens.engine }
    }
    var mode: String? {
        _read { yield tokens.settings.mode }
    }
    var tokensStudio: Bool { tokens.read.tokensStudio }
    var tokenPaths: G8OrderedNames {
        _read { yield tokens.read.tokenPaths }
    }
    var tokenOrder: [String] {
        _read { yield tokens.read.tokenPaths.order }
    }
    var tokenDefinitions: [TokenDefinition] {
        _read { yield tokens.read.tokenDefinitions }
    }
    var modeNames: [String] {
        _read { yield tokens.read.modeNames }
    }
    var modeUsers: [String: String] {
        _read { yield tokens.read.modeUsers }
    }
    var tokenPrefix: String {
        _read { yield tokens.settings.tokenPrefix }
    }
    var resolving: [Int] {
        _read { yield tokens.resolving }
    }
    var checkBaseline: Baseline? {
        _read { yield tokens.checkBaseline }
    }
}
