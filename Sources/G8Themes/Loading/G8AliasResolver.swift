import G8Core
/// The stage of a load that resolves a token tree, once ``G8TokenReader`` has read it: each
/// token's aliases, `$ref`s and expressions resolved for a mode, its `$type` checked, and, in a
/// design-tokens file, its value checked for the format's forms. Collects every error (up to a
/// limit) rather than stopping at the first. ``G8StyleChecker`` holds one, resolves the tokens
/// its styles name through it, and reports into its diagnostics; ``G8LoadCheck`` runs one
/// checker for the document's mode and one for each other mode and context.
struct G8AliasResolver: G8LoadStage {
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
        /// Where the token's object is written: its source and byte offset (not the node, a
        /// reference that every copy of the definition would copy too).
        var source: Int32
        var offset: Int32
        var extensions: G8JSONNode?
        /// `.some(message)` when `$deprecated` (its own or a group's); the message may be nil.
        var deprecated: String??
    }

    let engine: G8
    /// The engine's token types, read once.
    let tokenTypes: [String: G8TokenType]
    /// What the load has reported and followed so far, with the sources it reads.
    var context: G8LoadContext
    /// How the load reads and resolves tokens.
    let settings: G8LoadOptions.TokenSettings
    /// The token tree as ``G8TokenReader`` read it: the stage's input, never changed.
    let read: G8TokenReader.TokenRead

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

    /// A token's value for `mode`, once resolved.
    ///
    /// An enum of its own, not `G8JSON??`: an array of nested optionals is freed element by
    /// element through the runtime's generic optional code.
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
    /// A token's type in ``ResolvedTokens/types``: a struct, not a bare `String?`, for the reason
    /// ``Resolution`` is an enum (an array of optionals is freed through generic code).
    struct TypeSlot: Equatable {
        var name: String?
    }
    /// A token's units outside the format in ``ResolvedTokens/units``, the same way.
    struct UnitsSlot {
        var units: [String]?
    }
    /// Each token's resolution for ``mode``, by its place in ``tokenPaths``: what a style's
    /// references resolve to, kept by a loaded theme for making its styles.
    struct ResolvedTokens: Sendable {
        /// Resolved values for `mode`.
        var values: [Resolution] = []
        /// Each token's `$type`, its own, its group's, or its alias's.
        var types: [TypeSlot] = []
        /// Whether each token is being resolved now, to find alias cycles.
        var inProgress: [Bool] = []
        /// For each token whose value fitted its `$type`, the units in it that the format does not
        /// list; nil for a token not checked or whose value did not fit. An alias of it with the
        /// same type has the same value, and takes this instead of being checked again.
        var units: [UnitsSlot] = []
    }
    var resolved = ResolvedTokens()
    /// The token that ``resolveAlias(_:node:jsonPath:expectedType:)`` resolved last, set when it
    /// succeeds: after a token's value that is exactly `"{name}"` resolves, the aliased token.
    var lastAliasIndex: Int?
    /// The tokens being resolved, outermost first (indices into ``tokenOrder``): an alias cycle.
    var resolving: [Int] = []
    /// How many tokens are being resolved inside the value of another (``nestedToken(at:node:jsonPath:)``),
    /// each by recursion: at most ``maximumTokenNesting``.
    var tokenNesting = 0
    /// What copies nodes, within the load's budget (``G8LoadContext/CopyCount``).
    enum Copier {
        /// A `$ref` to a group, or to another node that is not a token's value.
        case pointer
        /// An `$extends`.
        case extends
    }

    /// What resolving has learned for the values after it (`G8AliasResolver+Stage.swift`).
    var learned = Learned()
    /// For a mode's check after a clean default check: the default check's resolutions. The
    /// style stage then only checks what the mode changes (`G8StyleChecker+Modes.swift`).
    let checkBaseline: G8StyleChecker.Baseline?

    /// A resolver of the tokens `read` for the mode of `settings`, against `engine`, reporting
    /// into `context`. `resolved` is what a loaded theme kept of its load's resolution (for
    /// making its styles); without it, every token waits to be resolved.
    init(
        engine: G8, settings: G8LoadOptions.TokenSettings, read: G8TokenReader.TokenRead, context: consuming G8LoadContext,
        baseline: G8StyleChecker.Baseline? = nil, resolved: ResolvedTokens? = nil
    ) {
        self.engine = engine
        self.tokenTypes = engine.tokenTypes
        self.context = context
        self.settings = settings
        self.read = read
        self.checkBaseline = baseline
        if let resolved {
            self.resolved = resolved
        } else {
            // A place for each token in the resolution tables, all at once, each exactly as
            // large as the tokens read.
            let count = read.tokenPaths.count
            self.resolved = ResolvedTokens(
                values: Array(repeating: .pending, count: count), types: Array(repeating: TypeSlot(name: nil), count: count),
                inProgress: Array(repeating: false, count: count), units: Array(repeating: UnitsSlot(units: nil), count: count))
        }
    }
}

/// The resolver's settings and its input, by the names its resolution uses.
extension G8AliasResolver {
    var format: G8TokenFormat { settings.format }
    var strict: Bool { settings.strict }
    var mode: String? {
        _read { yield settings.mode }
    }
    var formatNames: FormatNames {
        _read { yield settings.formatNames }
    }
    var tokensOnly: Bool { settings.tokensOnly }
    var typesRequired: Bool { settings.typesRequired }
    var checksForms: Bool { settings.checksForms }
    var tokenPrefix: String {
        _read { yield settings.tokenPrefix }
    }
    var tokenRoot: G8JSONNode? {
        _read { yield read.root }
    }
    var pointerPrefix: [String] {
        _read { yield read.pointerPrefix }
    }
    var tokensStudio: Bool { read.tokensStudio }
}

extension G8AliasResolver {
    /// How many errors, and how many warnings, a load keeps.
    static var maximumErrors: Int { G8LoadDiagnostics.maximumErrors }

    /// `path.component`, or `component` at the root. Made in one go from the two strings'
    /// bytes, where `path + "." + component` would append twice, for every token's name.
    static func join(_ path: String, _ component: String) -> String {
        if path.isEmpty { return component }
        var path = path, component = component
        return path.withUTF8 { head in
            component.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                    var end = buffer.initialize(fromContentsOf: head)
                    buffer[end] = UInt8(ascii: ".")
                    end += 1
                    end = buffer[end...].initialize(fromContentsOf: tail)
                    return end
                }
            }
        }
    }

    /// A JSON value as diagnostics quote it: strings quoted, numbers as written, composites by kind.
    static func describe(_ json: G8JSON) -> String { G8ValueProblem.describe(json) }
}
