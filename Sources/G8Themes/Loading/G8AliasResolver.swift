import G8Core
/// The stage of a load that resolves a token tree, once ``G8TokenReader`` has read it: each
/// token's aliases, `$ref`s and expressions resolved for a mode, its `$type` checked, and, in a
/// design-tokens file, its value checked for the format's forms. Collects every error (up to a
/// limit) rather than stopping at the first. It takes what the reader read and returns every
/// token resolved (``G8ResolvedTokens``), which ``G8StyleChecker`` takes next
/// (``resolve(_:engine:settings:baseline:context:)``).
struct G8AliasResolver: G8ReferenceResolving {
    /// How deep token values may nest through values that are not whole aliases (a composite's
    /// member, an expression, a `$ref` into a value), each of which resolves the next by
    /// recursion: deep enough for any design system, shallow enough for a 512 KB stack. A
    /// chain of whole aliases (`"{name}"`) is followed by a loop, and has no limit.
    static let maximumTokenNesting = 12

    /// The engine's token types, read once.
    let tokenTypes: [String: G8TokenType]
    /// What the load has reported and followed so far, with the sources it reads.
    var context: G8LoadContext
    /// How the load reads and resolves tokens.
    let settings: G8LoadOptions.TokenSettings
    /// The stage's output as it grows: the token tree as ``G8TokenReader`` read it (the
    /// stage's input, never changed), and each token's resolution, pending until resolved.
    var tokens: G8ResolvedTokens
    /// The tokens being resolved now.
    var progress: Progress
    /// What resolving references keeps from one value to the next.
    var references = G8ReferenceState()
    /// What resolving has learned for the values after it (`G8AliasResolver+Stage.swift`).
    var learned = Learned()
    /// For a mode's check after a clean default check: the default check's resolutions, which
    /// a token whose value names no token keeps (`G8StyleChecker+Modes.swift`).
    let baseline: G8ResolvedTokens?

    /// The tokens being resolved now, to find alias cycles and bound nesting.
    struct Progress {
        /// The tokens being resolved, outermost first (indices into ``G8TokenReader/TokenRead/tokenPaths``): an alias cycle.
        var resolving: [Int] = []
        /// By index, whether each token is being resolved now.
        var inProgress: [Bool]
        /// How many tokens are being resolved inside the value of another (``nestedToken(at:node:jsonPath:)``),
        /// each by recursion: at most ``maximumTokenNesting``.
        var nesting = 0
    }

    /// Resolves every token of `read` for the mode of `settings`, against the token types of
    /// `engine`, reporting into `context`; `baseline` is the default check's resolution, for
    /// a mode's check. The context is moved to the resolver and back, not copied.
    static func resolve(
        _ read: G8TokenReader.TokenRead, engine: G8, settings: G8LoadOptions.TokenSettings, baseline: G8ResolvedTokens?,
        context: inout G8LoadContext
    ) -> G8ResolvedTokens {
        var resolver = G8AliasResolver(
            tokenTypes: engine.tokenTypes, context: G8LoadContext(sources: [], notesSiblingFiles: false), settings: settings,
            tokens: G8ResolvedTokens(pending: read), baseline: baseline)
        swap(&resolver.context, &context)
        resolver.resolveAllTokens()
        swap(&resolver.context, &context)
        return resolver.tokens
    }

    private init(
        tokenTypes: [String: G8TokenType], context: consuming G8LoadContext, settings: G8LoadOptions.TokenSettings,
        tokens: G8ResolvedTokens, baseline: G8ResolvedTokens?
    ) {
        self.tokenTypes = tokenTypes
        self.context = context
        self.settings = settings
        self.progress = Progress(inProgress: Array(repeating: false, count: tokens.values.count))
        self.tokens = tokens
        self.baseline = baseline
    }
}

/// The resolver's settings and its input, by the names its resolution uses.
extension G8AliasResolver {
    var format: G8TokenFormat { settings.format }
    var strict: Bool { settings.strict }
    var mode: String? {
        _read { yield settings.mode }
    }
    var tokensOnly: Bool { settings.tokensOnly }
    var typesRequired: Bool { settings.typesRequired }
    var checksForms: Bool { settings.checksForms }
    var tokenPrefix: String {
        _read { yield settings.tokenPrefix }
    }
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
