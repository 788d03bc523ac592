import G8Core
/// The stage of a load that builds a theme from its parse tree, once ``G8TokenReader`` has read
/// its token tree: it resolves the tokens' aliases for a mode, checks their `$type`s, and turns
/// named styles into `G8Style`s whose values are checked against the engine's properties.
/// Collects every error (up to a limit) rather than stopping at the first. ``G8LoadCheck``
/// runs one for the document's mode and one for each other mode and context.
struct G8ThemeBuilder: G8LoadStage {
    /// How deep token values may nest through values that are not whole aliases (a composite's
    /// member, an expression, a `$ref` into a value), each of which resolves the next by
    /// recursion: deep enough for any design system, shallow enough for a 512 KB stack. A
    /// chain of whole aliases (`"{name}"`) is followed by a loop, and has no limit.
    static let maximumTokenNesting = 12

    /// A token as read; its path is its place in ``tokenPaths``.
    struct TokenDefinition {
        /// The `$type` as the format names it (Tokens Studio names mapped), own or a group's.
        var type: String?
        /// Whether a `$type` was written for it, valid or not: no "cannot be determined" then.
        var typeWritten: Bool
        var value: G8JSONNode
        var modes: [(name: String, value: G8JSONNode)]
        var description: String?
        /// Where the token's object is written: its source and byte offset (not the node, whose
        /// reference every copy and the table's release would count).
        var source: Int32
        var offset: Int32
        var extensions: G8JSONNode?
        /// `.some(message)` when `$deprecated` (its own or a group's); the message may be nil.
        var deprecated: String??
    }

    let engine: G8
    /// The engine's token types, read once.
    let tokenTypes: [String: G8TokenType]
    /// What the load reports, with the sources it reads (``G8ThemeBuilder+Reporting``).
    var diagnostics: G8LoadDiagnostics
    let mode: String?
    let format: G8TokenFormat
    /// The member names the token reader looks for in this format.
    let formatNames: FormatNames
    /// Whether the file uses Tokens Studio's types, math or `$themes`: read with its conventions.
    var tokensStudio = false
    /// Whether the document is a token tree alone, not a theme (``G8LoadOptions/tokensOnly``).
    let tokensOnly: Bool
    /// Whether a token must have a type: in plain token files, not in a theme's `tokens`.
    let typesRequired: Bool
    /// Whether values are checked for the Design Tokens format's own forms: in plain token
    /// files of that format (``G8ThemeBuilder+Conformance``).
    let checksForms: Bool
    /// Whether a form the format does not allow is an error rather than a warning.
    let strict: Bool
    /// The token tree, for `$extends` and JSON Pointer `$ref`s.
    var tokenRoot: G8JSONNode?
    /// Pointers into the document start here: `tokens/` in a theme, nothing in a tokens file.
    var pointerPrefix: [String] = []
    var groupPaths: Set<String> = []
    /// The first token that uses each mode name, for the warning about names differing in case.
    var modeUsers: [String: String] = [:]
    /// Whether `$ref` pointers start at the token tree even in a theme (token files of a
    /// resolver document, whose pointers are their own).
    let pointersStartAtTokens: Bool
    /// `$extends` cycles already reported, by their groups.
    var reportedCycles: Set<String> = []
    /// The suggestion for each name a reference gives that names no token, and for each a
    /// superStyle gives that names no style: a theme repeats a broken one wherever it uses it.
    var unknownTokenSuggestions = SuggestionMemo()
    var unknownStyleSuggestions = SuggestionMemo()

    /// "Did you mean" suggestions among a list of names, each worked out once while the list
    /// keeps its length (names are only ever added to it).
    struct SuggestionMemo {
        private var known: [String: (candidateCount: Int, suggestion: String?)] = [:]

        /// The name of `candidates` nearest to `name` (``G8Suggestion/nearest(to:in:)``).
        mutating func suggestion(for name: String, among candidates: [String]) -> String? {
            if let found = known[name], found.candidateCount == candidates.count { return found.suggestion }
            let suggestion = G8Suggestion.nearest(to: name, in: candidates)
            known[name] = (candidates.count, suggestion)
            return suggestion
        }
    }
    /// Whether references now being resolved are written in a style (for `$deprecated`).
    var resolvingStyle = false
    /// The initializer that takes an engine, named in the warning about a key no applier
    /// declares when the theme is loaded against `G8.standard` by an initializer without one.
    let engineHint: String?

    /// How token paths begin in diagnostics: `tokens.` in a theme, nothing in a tokens file.
    let tokenPrefix: String
    /// The tokens' paths in the order first defined: a token's place here is its index in
    /// the arrays below (a redefinition keeps the place), found by its path's bytes.
    var tokenPaths = G8OrderedNames()
    /// The tokens' paths in the order first defined.
    var tokenOrder: [String] { tokenPaths.order }
    var modeNames: [String] = []
    var tokenDefinitions: [TokenDefinition] = []
    /// A token's value for `mode`, once resolved.
    ///
    /// An enum of its own, not `G8JSON??`: an array of nested optionals is freed element by
    /// element through the runtime's generic optional code, twice per token.
    enum Resolution: Equatable {
        case pending
        /// It failed, and was reported.
        case failed
        case resolved(G8JSON)

        /// The value, nil while pending or when it failed.
        var value: G8JSON? {
            if case .resolved(let json) = self { return json }
            return nil
        }
    }
    /// Resolved values for `mode`.
    var resolvedTokens: [Resolution] = []
    /// A token's type in ``effectiveTypes``: a struct, not a bare `String?`, for the reason
    /// ``Resolution`` is an enum (an array of optionals is freed through generic code).
    struct TypeSlot: Equatable {
        var name: String?
    }
    /// A token's units outside the format in ``checkedUnits``, the same way.
    struct UnitsSlot {
        var units: [String]?
    }
    /// Each token's `$type`, its own, its group's, or its alias's.
    var effectiveTypes: [TypeSlot] = []
    /// Whether each token is being resolved now, to find alias cycles.
    var inProgress: [Bool] = []
    /// For each token whose value fitted its `$type`, the units in it that the format does not
    /// list; nil for a token not checked or whose value did not fit. An alias of it with the
    /// same type has the same value, and takes this instead of being checked again.
    var checkedUnits: [UnitsSlot] = []
    /// The token that ``resolveAlias(_:node:jsonPath:expectedType:)`` resolved last, set when it
    /// succeeds: after a token's value that is exactly `"{name}"` resolves, the aliased token.
    var lastAliasIndex: Int?
    /// The tokens being resolved, outermost first (indices into ``tokenOrder``): an alias cycle.
    var resolving: [Int] = []
    /// How many tokens are being resolved inside the value of another (``nestedToken(at:node:jsonPath:)``),
    /// each by recursion: at most ``maximumTokenNesting``.
    var tokenNesting = 0
    /// The `$ref`s to groups (or other nodes that are not a token's value) being copied now,
    /// outermost first, to find the ones that reach themselves.
    var copyingPointers: [String] = []
    /// What each `$ref` written as a whole token or group, or met as the whole of the node
    /// another lands on, names (``followPointer(_:from:jsonPath:findsKind:)``), by where it is
    /// written: each chain of them is followed once over a read.
    var pointerKinds: [Int64: PointerKind] = [:]
    /// The positions of the members of each large object a pointer walks through, by its key
    /// (``memberValue(_:of:)``).
    var memberIndexes: [Int64: [String: Int]] = [:]
    /// How many nodes `$ref`s to groups have copied in this build: pointers that copy groups
    /// into one another grow exponentially, and are stopped at ``copyBudget``.
    var pointerCopies = 0
    /// How many tokens and groups `$extends` has copied: groups that extend one another grow
    /// exponentially too, and are stopped at ``copyBudget``.
    var extendedCopies = 0
    /// How many nodes `$ref`s to groups, and how many tokens and groups `$extends`, may copy in
    /// one build: as many as the sources have bytes, and at least 10,000. Linear in the input,
    /// so that a small hostile file cannot make a load take long.
    let copyBudget: Int
    /// What copies nodes, within ``copyBudget``.
    enum Copier {
        /// A `$ref` to a group, or to another node that is not a token's value.
        case pointer
        /// An `$extends`.
        case extends
    }

    /// The style names in the order first written: a name's place here is its index in the
    /// style tables below, found by its bytes (a `Dictionary` of names would seed a `Hasher` and
    /// hash the name with SipHash for every one of the many lookups a style makes).
    var styleNames = G8OrderedNames()
    /// The style names in the order first written.
    var styleOrder: [String] { styleNames.order }
    /// Each style's definition (the last, when a name is repeated), by index; empty for a
    /// deferred `styles` object (``streamedStyles``).
    var styleDefinitions: [G8JSONMember] = []
    /// Whether the parse deferred the `styles` object (``G8JSONParser/parse(_:source:deferring:)``),
    /// as a lint's does: its members are read from the source's bytes, each definition parsed
    /// when its style is built and let go after.
    let streamsStyles: Bool
    /// With ``streamsStyles``: what one pass over a deferred `styles` object found, which the
    /// builds of other modes read again instead of scanning the bytes again.
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
    /// Each named style by index: nil until built, `.some(nil)` for one that failed.
    var builtStyles: [G8Style??] = []
    /// Whether built styles are kept for the theme; a lint keeps each only until the last
    /// style that names it as a superStyle is built (``buildStylesDroppingThem()``).
    let keepsStyles: Bool
    /// Whether a style's build makes its entries. A load checks every style without making
    /// any (each is made when it is first asked for: ``G8ThemeStyles``), and a mode's check
    /// makes none either; then every style built is ``checkedStyle``.
    let makesStyles: Bool
    /// What a build that makes no entries gives for a style that checked cleanly: one empty
    /// style for all, so that a check allocates none.
    static let checkedStyle = G8Style([], name: nil)
    /// What ``leafValue(_:read:jsonPath:)`` gives for a value that checked cleanly.
    enum Leaf {
        /// The value made, for a builder that makes entries (``makesValues``).
        case made(G8ThemeValue)
        /// For a builder that only checks: making a value it would let go costs more than
        /// checking a repeated one.
        case checked
    }
    /// Whether the builder makes style entries, and so the values in them: not when it only
    /// checks (``changedTokens``, or ``makesStyles`` off).
    var makesValues: Bool { changedTokens == nil && makesStyles }
    /// By index, whether a lint built the style and let it go: asked for again, it is built
    /// again silently.
    var droppedStyles: [Bool] = []
    var buildingStack: [String] = []
    /// The indices in ``styleNames`` of the styles of ``buildingStack``.
    var buildingIndices: [Int] = []
    /// For each named style built, by index, how many levels of superStyles it has, and the
    /// superStyle through which it has that many: the chain a refusal names.
    var superHeights: [(height: Int, through: String?)] = []
    /// For a named style whose chain is deeper than the limit, by index: the superStyle value
    /// that makes it so, and its path, where the refusal is reported.
    var tooDeepReferences: [Int: (node: G8JSONNode, path: String)] = [:]
    /// A style value's name and JSON (references resolved): the key of ``checkedValues``.
    struct CheckedValue: Hashable {
        let name: String
        let json: G8JSON
    }
    /// Style values by name and JSON, with what each converted to (nil for a property that
    /// keeps the JSON as it is): conversions depend on nothing else, so a theme hands its own
    /// to the builds of its merges and modes.
    typealias Conversions = [CheckedValue: (any G8Value)?]
    /// What each style value that converted cleanly converted to, for the properties of its
    /// name: the conversions this build made.
    var checkedValues: Conversions = [:]
    /// The conversions handed to this build (a theme's, to the builds of its merges and other
    /// modes), read beside ``checkedValues`` and never written: added to, they would be copied
    /// whole, a copy a mode's check would make of every conversion the default build has.
    var inheritedValues: Conversions = [:]
    /// Every conversion this build knows: its own and those it was handed.
    var allCheckedValues: Conversions {
        guard !inheritedValues.isEmpty else { return checkedValues }
        return inheritedValues.merging(checkedValues) { _, own in own }
    }
    /// How many conversions a lint (which keeps no styles) remembers: enough for the values a
    /// theme repeats most, few enough that its table stays small beside the file.
    static let lintConversionLimit = 4096
    /// Each `$type` and resolved value that fitted the type (the name is the type's), with the
    /// units in it that the format does not list.
    var typeCheckedValues: [CheckedValue: [String]] = [:]
    /// The same for a string value of at most 15 bytes, by its ``QuickCheck/string(_:slot:)``
    /// key made with its type's ``typeSlot(of:)``: each string that fitted its type (with no
    /// units: a string has none).
    var typeCheckedStrings = G8QuickCheckTable()
    /// The `$type` names of ``typeSlot(of:)``, in the order first met.
    var typeSlotNames: [String] = []
    /// A style key as the builder reads it: parsed, with the properties of its name. A class:
    /// it is looked up for every entry of every style, and a reference is one retain where
    /// the key's strings and arrays would be several.
    final class ReadKey: Sendable {
        let key: G8Key
        /// The key's name, whether it is malformed, has state modifiers and names a property
        /// of the object itself (one component): read for every value, and read through the
        /// key each copied it, arrays and all.
        let name: String
        let malformation: String?
        let hasModifiers: Bool
        let isDirect: Bool
        /// Whether some applier declares a property of the key's name (``candidates`` is not
        /// nil): asked of every value, where reading the list retained and released it.
        let isDeclared: Bool
        /// The engine's properties of the key's name; nil when no applier declares it.
        let candidates: [G8AnyProperty]?
        /// A number for the key's name, the same for every key of that name: with a token's
        /// index, the key of ``quickChecks``.
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
    /// For each key name no applier declares, the property name of the engine nearest to it:
    /// a theme written for other widgets misspells the same names in every style.
    var undeclaredSuggestions: [String: String?] = [:]
    /// The style keys read so far, by their text: styles repeat their keys.
    var parsedKeys: [String: ReadKey] = [:]
    /// The style keys read last, found by the `String` (``G8StringCache``): the parser gives a
    /// repeated key the same one (``G8JSONParser``), so a key met again is found without
    /// hashing its text.
    var recentKeys = G8StringCache<ReadKey>()
    /// Style values that are exactly a token reference, with the token's index, the same way:
    /// the parser shares a repeated reference's `String` too.
    var recentReferences = G8StringCache<Int>()
    /// The classes whose properties include each set of names a style set, as worked out.
    var classesSetting: [Set<String>: [G8ClassProperties]] = [:]
    /// The slot of each key name met, for ``ReadKey/nameSlot``.
    var nameSlots: [String: Int] = [:]
    /// A key name's slot and a value found by numbers, not by hashing its JSON: a value written
    /// as exactly `"{token}"` (what it converts to is that of the token's resolved value), a
    /// number or boolean written as it is, or a string of at most 15 bytes with no brace (none
    /// names anything to resolve).
    struct QuickCheck {
        enum Kind: UInt8 { case token, number, bool, composite, string }
        let nameSlot: Int
        let kind: Kind
        /// The token's index, the number's bit pattern, the boolean as 0 or 1, the composite
        /// literal's fingerprint (``compositeLiterals``), or a string's first 8 bytes of bits.
        let bits: UInt64
        /// A string's other 8 bytes of bits (invariant 6 in G8Unsafe.swift); 0 for the others.
        var moreBits: UInt64 = 0

        static func token(_ index: Int, slot: Int) -> QuickCheck {
            QuickCheck(nameSlot: slot, kind: .token, bits: UInt64(index))
        }

        /// A literal string's check, by its bits: the same bits, the same bytes.
        static func string(_ text: String, slot: Int) -> QuickCheck {
            let bits = G8Unsafe.bits(of: text)
            return QuickCheck(nameSlot: slot, kind: .string, bits: bits.0, moreBits: bits.1)
        }

        /// The check's fields as the three words of its key in ``quickChecks``.
        var key: G8QuickCheckTable.Key {
            (bits, moreBits, UInt64(truncatingIfNeeded: nameSlot) << 8 | UInt64(kind.rawValue))
        }
    }
    /// What each such value that converted cleanly converted to, for a key name's slot, by
    /// the check's ``QuickCheck/key``.
    var quickChecks = G8QuickCheckTable()
    /// The composite literals ``quickChecks`` holds conversions of, by fingerprint, with their
    /// JSON: a literal of the same fingerprint is compared with the one kept, and the
    /// conversion used only when they are the same.
    var compositeLiterals: [UInt64: (node: G8JSONNode, json: G8JSON)] = [:]
    /// For a mode's check after a clean default build: the default build's resolutions. The
    /// builder then only checks what the mode changes (`G8ThemeBuilder+Modes.swift`).
    let checkBaseline: Baseline?
    /// Set from ``checkBaseline`` once the tokens are resolved: whether each token's value or
    /// type differs from the default's. Non-nil means the builder checks and builds no style.
    var changedTokens: [Bool]?
    /// The default build's list of the style values that name a token, for the checks of other
    /// modes (``TokenValue``): kept, from the styles on, by a build that keeps its styles in a
    /// theme with modes; nil otherwise.
    var tokenValues: [TokenValue]?
    /// For a mode's check: the default build's reading of the same token tree, taken as this
    /// build's own (``TokenRead``).
    let readToReuse: TokenRead?
    /// Whether reading the token tree keeps what it left (``keptRead``), for the modes'
    /// checks; and what it kept.
    let keepsRead: Bool
    var keptRead: TokenRead?

    func buildingIndex(of name: String) -> Int? { buildingStack.firstIndex(of: name) }

    /// A builder for `sources` checked against `engine`, configured once by `options`.
    init(engine: G8, sources: [G8SourceText], options: G8LoadOptions) {
        self.engine = engine
        self.tokenTypes = engine.tokenTypes
        self.diagnostics = G8LoadDiagnostics(sources: sources, notesSiblingFiles: options.notesSiblingFiles)
        self.copyBudget = max(10_000, sources.reduce(0) { $0 + $1.bytes.count })
        self.mode = options.mode
        self.format = options.format
        self.formatNames = FormatNames(options.format)
        self.tokensStudio = options.tokensStudio
        self.strict = options.strict
        self.tokensOnly = options.tokensOnly
        self.tokenPrefix = options.tokensOnly ? "" : "tokens."
        self.typesRequired = options.tokensOnly && options.format != .styleDictionary
        self.checksForms = options.tokensOnly && options.format == .designTokens
        self.pointersStartAtTokens = options.pointersStartAtTokens
        self.engineHint = options.engineHint
        self.streamsStyles = options.streamsStyles
        self.streamedStyles = options.streamedStyles
        self.keepsStyles = options.purpose != .lint
        self.makesStyles = options.purpose == .lazy
        self.checkBaseline = options.baseline
        self.readToReuse = options.readToReuse
        self.keepsRead = options.keepsRead
        self.inheritedValues = options.inheritedValues
    }
}
