import Foundation

/// A theme: design tokens and named styles loaded from JSON, which a designer can edit or a
/// server can send without a rebuild.
///
/// ```swift
/// let theme = try G8Theme(contentsOf: url)                // G8Widgets checks against G8.standard
/// g8.applyStyle(try theme.style(named: "viewController"), to: controller)
/// let dark = try theme.resolved(mode: "dark")             // token values for dark mode
/// let updated = try theme.merging(json: serverUpdate)     // throws, theme unchanged, if invalid
/// ```
///
/// The format (see README and `schema/g8-theme.schema.json`) has two parts. `tokens` follows
/// the W3C Design Tokens format: groups, `$value`, `$type` inherited from groups, aliases such as
/// `"{color.brand}"` (chains allowed), `$description`, and `$modes` for per-mode values.
/// `styles` maps names to G8 styles written as JSON objects: keypath keys in the order they
/// apply, nested objects as nested styles, `superStyle` naming one style or a list, state keys
/// such as `"titleColor:highlighted"`, and token references anywhere a value goes.
///
/// Loading checks everything it can before any style is applied: JSON syntax, token references,
/// alias and superStyle cycles, `$type`s, and every value against the properties of its name.
/// A theme is an immutable value; every operation returns a new one.
public struct G8Theme: Sendable {
    /// The deepest that JSON may nest in a theme file.
    public static let maximumDepth = G8JSONParser.maximumDepth

    let engine: G8
    let sources: [G8SourceText]
    let root: JNode
    let styles: [String: G8Style]
    /// Whether the document is a plain W3C tokens file: its root is the token tree.
    let tokensOnly: Bool

    /// The mode the token values are resolved for; nil for the default values.
    public let mode: String?
    /// Every mode some token defines in `$modes`, in the order first written.
    public let modes: [String]
    /// The tokens, in the order written, with values resolved for ``mode``.
    public let tokens: [G8Token]
    /// The style names, in the order written.
    public let styleNames: [String]
    /// Problems that do not stop the theme from loading, such as a key no applier declares.
    public let warnings: [G8Diagnostic]

    /// Loads a theme from JSON, checking its values against `engine`'s appliers and token types.
    ///
    /// - Parameters:
    ///   - json: the theme file's bytes: UTF-8 JSON with `"tokens"` and `"styles"`.
    ///   - file: the name shown in diagnostics, such as `theme.json`.
    ///   - engine: the engine whose appliers and token types check the values.
    public init(json: Data, file: String? = nil, engine: G8) throws(G8ThemeError) {
        let source = G8SourceText(name: file, bytes: Array(json))
        let root = try G8Theme.parse(source, index: 0)
        try self.init(engine: engine, sources: [source], root: root, mode: nil, tokensOnly: false)
    }

    /// Loads a plain W3C Design Tokens file as a theme with tokens and no styles: its root is
    /// the token tree (groups, `$value`, `$type`, aliases, `$modes`).
    public init(designTokens json: Data, file: String? = nil, engine: G8) throws(G8ThemeError) {
        let source = G8SourceText(name: file, bytes: Array(json))
        let root = try G8Theme.parse(source, index: 0)
        try self.init(engine: engine, sources: [source], root: root, mode: nil, tokensOnly: true)
    }

    static func parse(_ source: G8SourceText, index: Int32) throws(G8ThemeError) -> JNode {
        switch G8JSONParser.parse(source.bytes, source: index) {
        case .success(let node):
            return node
        case .failure(let failure):
            throw G8ThemeError(diagnostics: [G8Diagnostic(
                level: .error, path: "", kind: .invalidJSON(reason: failure.message),
                location: source.location(of: failure.offset))])
        }
    }

    /// Loads a theme from a file; diagnostics name the file by its last path component.
    public init(contentsOf url: URL, engine: G8) throws(G8ThemeError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw G8ThemeError(diagnostics: [G8Diagnostic(
                level: .error, path: "", kind: .invalidTheme(reason: "cannot read \(url.path): \(error.localizedDescription)"))])
        }
        try self.init(json: data, file: url.lastPathComponent, engine: engine)
    }

    /// Every problem in a theme file, errors and warnings together, ordered by their place in
    /// the file: what `g8 lint` prints. Empty when the theme is clean.
    ///
    /// The checks are those of ``init(json:file:engine:)`` (syntax, tokens, aliases, styles,
    /// values for the default mode and every mode, property names against `engine`'s appliers),
    /// but warnings are kept when there are errors too, and nothing is thrown.
    ///
    /// - Parameters:
    ///   - json: the theme file's bytes.
    ///   - file: the name shown in diagnostics, such as `theme.json`.
    ///   - engine: the engine whose appliers and token types check the values.
    ///   - designTokens: whether the file is a plain W3C Design Tokens file, as for
    ///     ``init(designTokens:file:engine:)``.
    public static func lint(json: Data, file: String? = nil, engine: G8, designTokens: Bool = false) -> [G8Diagnostic] {
        let source = G8SourceText(name: file, bytes: Array(json))
        let root: JNode
        do {
            root = try G8Theme.parse(source, index: 0)
        } catch {
            return error.diagnostics
        }
        let builder = checked(engine: engine, sources: [source], root: root, mode: nil, tokensOnly: designTokens)
        let all = builder.errors + builder.warnings
        // A stable sort: diagnostics at one place keep the order they were found in.
        return all.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location, right = rhs.element.location
            switch (left, right) {
            case let (left?, right?) where left.line != right.line: return left.line < right.line
            case let (left?, right?) where left.column != right.column: return left.column < right.column
            case (nil, _?): return true
            case (_?, nil): return false
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }

    /// A builder that has built the theme for `mode` and, for the default mode, checked every
    /// other mode too.
    private static func checked(engine: G8, sources: [G8SourceText], root: JNode, mode: String?, tokensOnly: Bool) -> G8ThemeBuilder {
        var builder = G8ThemeBuilder(engine: engine, sources: sources, mode: mode)
        if tokensOnly { builder.buildTokens(root: root) } else { builder.build(root: root) }
        if let mode, !builder.modeNames.contains(mode) {
            let suggestion = G8Suggestion.nearest(to: mode, in: builder.modeNames)
            builder.errors.insert(G8Diagnostic(level: .error, path: "", kind: .unknownMode(name: mode, suggestion: suggestion)), at: 0)
        }
        if mode == nil && builder.errors.isEmpty {
            // Check every mode now, so that switching to one later cannot fail.
            for other in builder.modeNames {
                var modeBuilder = G8ThemeBuilder(engine: engine, sources: sources, mode: other)
                if tokensOnly { modeBuilder.buildTokens(root: root) } else { modeBuilder.build(root: root) }
                for error in modeBuilder.errors where !builder.errors.contains(error) { builder.errors.append(error) }
            }
        }
        return builder
    }

    init(engine: G8, sources: [G8SourceText], root: JNode, mode: String?, tokensOnly: Bool) throws(G8ThemeError) {
        let builder = G8Theme.checked(engine: engine, sources: sources, root: root, mode: mode, tokensOnly: tokensOnly)
        guard builder.errors.isEmpty else { throw G8ThemeError(diagnostics: builder.errors) }
        self.engine = engine
        self.sources = sources
        self.root = root
        self.tokensOnly = tokensOnly
        self.mode = mode
        self.modes = builder.modeNames
        self.tokens = builder.tokenOrder.compactMap { path in
            guard let index = builder.tokenIndex[path], let value = builder.resolvedTokens[index] ?? nil else { return nil }
            let definition = builder.tokenDefinitions[index]
            return G8Token(
                path: path, type: builder.effectiveTypes[index], value: value,
                description: definition.description, modes: definition.modes.map(\.name))
        }
        var styles: [String: G8Style] = [:]
        for name in builder.styleOrder { styles[name] = builder.builtStyles[name] ?? nil }
        self.styles = styles
        self.styleNames = builder.styleOrder
        self.warnings = builder.warnings
    }

    /// The style named `name`, ready for ``G8/applyStyle(_:to:)``.
    public func style(named name: String) throws(G8ThemeError) -> G8Style {
        if let style = styles[name] { return style }
        let suggestion = G8Suggestion.nearest(to: name, in: styleNames)
        throw G8ThemeError(diagnostics: [G8Diagnostic(
            level: .error, path: "", kind: .unknownStyle(name: name, suggestion: suggestion))])
    }

    /// The token at `path` (such as `color.brand`), with its value for ``mode``.
    public func token(_ path: String) -> G8Token? {
        tokens.first { $0.path == path }
    }

    /// The same theme with token values for `mode`, or for the defaults when `mode` is nil.
    /// Styles are rebuilt, so their values follow the mode.
    public func resolved(mode: String?) throws(G8ThemeError) -> G8Theme {
        if mode == self.mode { return self }
        return try G8Theme(engine: engine, sources: sources, root: root, mode: mode, tokensOnly: tokensOnly)
    }

    /// The theme with `json` deep-merged into it, re-checked as a whole.
    ///
    /// Objects merge key by key: keys already present keep their place and take the new value,
    /// new keys go last, and `null` removes a key. Some values replace whole instead of merging:
    /// a token's `$value` and each mode's value (composite values such as fonts), a style value
    /// whose key names a property (`"font": {…}`), and any key in `replacingWhole`. When the
    /// result is invalid the method throws, naming the update's file, line and column, and
    /// this theme is unchanged.
    public func merging(json: Data, file: String? = nil, replacingWhole: Set<String> = []) throws(G8ThemeError) -> G8Theme {
        let source = G8SourceText(name: file, bytes: Array(json))
        let update = try G8Theme.parse(source, index: Int32(sources.count))
        guard update.members != nil else {
            throw G8ThemeError(diagnostics: [G8Diagnostic(
                level: .error, path: "", kind: .invalidTheme(reason: "an update must be a JSON object, got \(update.kindName)"),
                location: source.location(of: Int(update.offset)))])
        }
        let merger = G8ThemeMerger(engine: engine, replacingWhole: replacingWhole)
        let merged = merger.merge(root, update, context: tokensOnly ? .tokens : .root)
        return try G8Theme(engine: engine, sources: sources + [source], root: merged, mode: mode, tokensOnly: tokensOnly)
    }

    /// The theme as JSON, with all merges applied and keys in order.
    public var json: G8JSON { root.json }
}

/// A design token as loaded: its path, `$type`, value for the theme's mode and description.
public struct G8Token: Sendable, Equatable {
    /// The dotted path, such as `color.brand`.
    public let path: String
    /// The `$type`, own, inherited from a group, or taken from the token it aliases.
    public let type: String?
    /// The value with aliases resolved, for the theme's mode.
    public let value: G8JSON
    /// The `$description`, if any.
    public let description: String?
    /// The modes with their own value in `$modes`.
    public let modes: [String]
}
