import Foundation
import G8Core

/// A theme: design tokens and named styles loaded from JSON, which a designer can edit or a
/// server can send without a rebuild.
///
/// ```swift
/// let theme = try G8Theme(contentsOf: url, engine: g8)    // checked against g8's appliers
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
    /// The keys written twice in one object of the sources, as their parses found them: each
    /// build of the theme (another mode, a merge) warns about them again.
    let duplicateKeys: G8LoadContext.DuplicateKeys
    let root: G8JSONNode
    /// The named styles, checked when the theme loaded and made on first use.
    package let styles: G8ThemeStyles
    /// Whether the document is a plain W3C tokens file: its root is the token tree.
    let tokensOnly: Bool
    /// The form of a tokens file.
    let format: G8TokenFormat
    /// The token tree's layers when it is made of several (a resolver document, Tokens Studio
    /// sets), and the context chosen for each of their modifiers.
    let layers: G8TokenLayers?
    let selection: [String: String]
    /// What each style value converted to when the theme was checked, by its name and JSON: a
    /// merge into the theme or another mode of it converts only values it has not seen.
    let conversions: G8Conversions

    /// The mode the token values are resolved for; nil for the default values.
    public let mode: String?
    /// Every mode some token defines in `$modes`, in the order first written.
    public let modes: [String]
    /// The tokens, in the order written, with values resolved for ``mode``.
    public let tokens: [G8Token]
    /// The style names, in the order written.
    public let styleNames: [String]
    /// The toolkit colours the theme's `namedColors` names, in the order written, with values
    /// resolved for ``mode`` and ``contexts``: what a toolkit's integration writes for the
    /// widgets no style names (G8Gtk's `@define-color`s). Names that are not in
    /// ``G8NamedColor/knownNames`` are left out (the load warned about them).
    ///
    /// ```swift
    /// let dark = try theme.resolved(mode: "dark").namedColors   // window_bg_color: its dark value, …
    /// ```
    public let namedColors: [G8NamedColor]
    /// Problems that do not stop the theme from loading, such as a key no applier declares.
    public let warnings: [G8Diagnostic]

    /// Loads a theme from JSON, checking its values against `engine`'s appliers and token types.
    ///
    /// - Parameters:
    ///   - json: the theme file's bytes: UTF-8 JSON with `"tokens"` and `"styles"`.
    ///   - file: the name shown in diagnostics, such as `theme.json`.
    ///   - engine: the engine whose appliers and token types check the values.
    public init(json: Data, file: String? = nil, engine: G8) throws(G8ThemeError) {
        try self.init(json: json, file: file, engine: engine, engineHint: nil)
    }

    /// Loads a theme from JSON as ``init(json:file:engine:)`` does; `engineHint`, when given,
    /// names the initializer that takes an engine, for the warning about a key no applier
    /// declares: the convenience initializers that check against `G8.standard` give it.
    package init(json: Data, file: String?, engine: G8, engineHint: String?) throws(G8ThemeError) {
        let source = G8SourceText(name: file, bytes: Array(json))
        var duplicateKeys: G8LoadContext.DuplicateKeys = [:]
        let root = try G8Theme.parse(source, index: 0, duplicateKeys: &duplicateKeys)
        try self.init(engine: engine, sources: [source], duplicateKeys: duplicateKeys, root: root, mode: nil, tokensOnly: false,
                      engineHint: engineHint)
    }

    /// Loads a plain design-tokens file as a theme with tokens and no styles: its root is the
    /// token tree (groups, `$value`, `$type`, aliases, `$modes`).
    ///
    /// Files in the Design Tokens Format Module 2025.10 (and its drafts) load as they are, and so
    /// do Tokens Studio exports in their `$value` form: its types, math and color functions,
    /// and its `$themes` (each theme group becomes a modifier, each theme a context of it).
    /// Style Dictionary's older form (`value`/`type` without `$`) needs `format: .styleDictionary`.
    ///
    /// Forms the 2025.10 format does not allow but real exports use (a dimension `"16px"` or
    /// `16`, a color `"#FF0000"`, a member a composite does not have, an alias to a `number`
    /// token where a `dimension` is wanted) load with a warning that names the format's form
    /// (`G8Diagnostic.Code.nonConformantForm`). With `strict: true` each is an error, and a
    /// file loads only when it is in the format's own forms throughout:
    ///
    /// ```swift
    /// let tokens = try G8Theme(designTokens: data, file: "tokens.json", engine: g8, strict: true)
    /// ```
    public init(
        designTokens json: Data, file: String? = nil, engine: G8, format: G8TokenFormat = .designTokens, strict: Bool = false
    ) throws(G8ThemeError) {
        let source = G8SourceText(name: file, bytes: Array(json))
        var duplicateKeys: G8LoadContext.DuplicateKeys = [:]
        let root = try G8Theme.parse(source, index: 0, duplicateKeys: &duplicateKeys)
        let layers = G8ResolverReader.tokensStudioLayers(of: root)
        let selection = layers?.selection([:]) ?? [:]
        try self.init(engine: engine, sources: [source], duplicateKeys: duplicateKeys,
                      root: layers?.root(for: selection, engine: engine) ?? root, mode: nil, tokensOnly: true, format: format, layers: layers, selection: selection, strict: strict)
    }

    /// Loads a resolver document (the Design Tokens Resolver Module, `*.resolver.json`): the token
    /// files its `sets` and `modifiers` name by `$ref`, relative to the document, merged in its
    /// `resolutionOrder` for the chosen context of each modifier.
    ///
    /// ```swift
    /// let primer = try G8Theme(resolver: URL(fileURLWithPath: "github-primer.resolver.json"), engine: g8)
    /// let dark = try primer.resolved(contexts: ["theme": "dark-hc"])
    /// ```
    ///
    /// - Parameters:
    ///   - url: the resolver document.
    ///   - engine: the engine whose token types check the values.
    ///   - contexts: a context for some modifiers; the others take their `default`. A modifier
    ///     whose document names no default takes its first context, with a warning in
    ///     ``warnings``: the Resolver Module requires the input to name one.
    ///   - styles: a theme file whose `styles` use the tokens (and whose `tokens`, if any, go
    ///     over the document's), or nil for tokens only.
    ///   - stylesFile: the styles file's name in diagnostics.
    ///   - allowedFolders: folders besides the document's own from which its `$ref`s may read
    ///     token files. A reference that leads elsewhere, by `..`, an absolute path or a
    ///     symbolic link, is refused, as is one naming a FIFO or a device.
    public init(
        resolver url: URL, styles: Data? = nil, stylesFile: String? = nil, engine: G8, contexts: [String: String] = [:],
        allowedFolders: [URL] = []
    ) throws(G8ThemeError) {
        let read = G8Theme.readResolver(url, allowedFolders: allowedFolders)
        var sources = read.sources, duplicateKeys = read.duplicateKeys
        guard read.errors.isEmpty, var layers = read.layers else { throw G8ThemeError(diagnostics: read.errors, warnings: read.warnings) }
        if let styles {
            let source = G8SourceText(name: stylesFile, bytes: Array(styles))
            let root = try G8Theme.parse(source, index: Int32(sources.count), duplicateKeys: &duplicateKeys)
            sources.append(source)
            layers.adopt(stylesFile: root, source: Int32(sources.count - 1))
        }
        try G8Theme.checkContexts(contexts, of: layers)
        try self.init(engine: engine, sources: sources, duplicateKeys: duplicateKeys,
                      root: layers.root(for: layers.selection(contexts), engine: engine),
                      mode: nil, tokensOnly: layers.styles == nil, layers: layers, selection: layers.selection(contexts),
                      inputWarnings: layers.missingInputs(contexts))
    }

    /// What reading a resolver document and its token files gave.
    struct ResolverRead {
        var sources: [G8SourceText] = []
        var duplicateKeys: G8LoadContext.DuplicateKeys = [:]
        var layers: G8TokenLayers?
        var errors: [G8Diagnostic] = []
        var warnings: [G8Diagnostic] = []
    }

    static func readResolver(_ url: URL, allowedFolders: [URL]) -> ResolverRead {
        G8Stack.withEnough { readResolverHere(url, allowedFolders: allowedFolders) }
    }

    private static func readResolverHere(_ url: URL, allowedFolders: [URL]) -> ResolverRead {
        let data: Data
        switch G8SourceFile.read(url.path) {
        case .success(let bytes): data = bytes
        case .failure(let problem):
            return ResolverRead(errors: [G8Diagnostic(
                level: .error, path: "", kind: .invalidResolver(reason: "cannot read \(url.path): \(problem.reason)"))])
        }
        let document = G8SourceText(name: url.lastPathComponent, bytes: Array(data))
        var duplicateKeys: G8LoadContext.DuplicateKeys = [:]
        let root: G8JSONNode
        do {
            root = try G8Theme.parse(document, index: 0, duplicateKeys: &duplicateKeys)
        } catch {
            return ResolverRead(sources: [document], errors: error.diagnostics)
        }
        var reader = G8ResolverReader(directory: url.deletingLastPathComponent(), document: document, allowedFolders: allowedFolders)
        reader.duplicateKeys = duplicateKeys
        let layers = reader.layers(of: root)
        return ResolverRead(
            sources: reader.sources, duplicateKeys: reader.duplicateKeys, layers: layers, errors: reader.errors, warnings: reader.warnings)
    }

    static func checkContexts(_ contexts: [String: String], of layers: G8TokenLayers) throws(G8ThemeError) {
        let modifiers = layers.modifiers
        var errors: [G8Diagnostic] = []
        for (name, context) in contexts.sorted(by: { $0.key < $1.key }) {
            guard let modifier = modifiers.first(where: { $0.name == name }) else {
                let suggestion = G8Suggestion.nearest(to: name, in: modifiers.map(\.name))
                errors.append(G8Diagnostic(level: .error, path: "", kind: .invalidResolver(
                    reason: "unknown modifier '\(name)'" + G8Diagnostic.Kind.didYouMean(suggestion))))
                continue
            }
            if !modifier.contexts.contains(context) {
                let suggestion = G8Suggestion.nearest(to: context, in: modifier.contexts)
                errors.append(G8Diagnostic(level: .error, path: "", kind: .invalidResolver(
                    reason: "modifier '\(name)' has no context '\(context)'" + G8Diagnostic.Kind.didYouMean(suggestion))))
            }
        }
        if !errors.isEmpty { throw G8ThemeError(diagnostics: errors) }
    }

    /// The parse tree of `source`, the load's source `index`, with the keys it writes twice in
    /// one object added to `duplicateKeys`; `deferring` names a root member whose object value
    /// is checked but not kept (``G8JSONParser/parse(_:source:deferring:)``).
    static func parse(
        _ source: G8SourceText, index: Int32, deferring: String? = nil, duplicateKeys: inout G8LoadContext.DuplicateKeys
    ) throws(G8ThemeError) -> G8JSONNode {
        var found: [G8DuplicateKey] = []
        switch G8JSONParser.parse(source.bytes, source: index, deferring: deferring, duplicateKeys: &found) {
        case .success(let node):
            if !found.isEmpty { duplicateKeys[index] = found }
            return node
        case .failure(let failure):
            throw G8ThemeError(diagnostics: [G8Diagnostic(
                level: .error, path: "", kind: .invalidJSON(reason: failure.message),
                location: source.location(of: failure.offset))])
        }
    }

    /// Loads a theme from a file; diagnostics name the file by its last path component. Its
    /// tokens' `$ref`s may name other token files under its folder, as
    /// ``init(contentsOf:engine:allowedFolders:)`` reads them.
    public init(contentsOf url: URL, engine: G8) throws(G8ThemeError) {
        try self.init(contentsOf: url, engine: engine, engineHint: nil)
    }

    /// Loads a theme from a file as ``init(contentsOf:engine:)`` does, with `engineHint` as
    /// ``init(json:file:engine:engineHint:)`` takes it.
    /// Its tokens' `$ref`s may read token files under the file's folder and `allowedFolders`
    /// (``init(contentsOf:engine:allowedFolders:)``).
    package init(contentsOf url: URL, engine: G8, engineHint: String?, allowedFolders: [URL] = []) throws(G8ThemeError) {
        let read = try G8Theme.readFollowingReferences(url, tokensOnly: false, allowedFolders: allowedFolders)
        try self.init(engine: engine, sources: read.sources, duplicateKeys: read.duplicateKeys, root: read.root, mode: nil,
                      tokensOnly: false, engineHint: engineHint)
    }

    init(
        engine: G8, sources: [G8SourceText], duplicateKeys: G8LoadContext.DuplicateKeys, root: G8JSONNode, mode: String?, tokensOnly: Bool,
        format: G8TokenFormat = .designTokens, layers: G8TokenLayers? = nil, selection: [String: String] = [:],
        conversions: G8Conversions = [:], engineHint: String? = nil, strict: Bool = false,
        inputWarnings: [G8Diagnostic] = []
    ) throws(G8ThemeError) {
        var options = G8LoadOptions(purpose: .load, mode: mode, format: format)
        options.tokensOnly = tokensOnly
        options.inheritedValues = conversions
        options.engineHint = engineHint
        options.strict = strict
        let checker = G8LoadCheck(
            engine: engine, sources: sources, duplicateKeys: duplicateKeys, options: options, layers: layers, selection: selection
        ).run(root: root)
        guard checker.errors.isEmpty else {
            throw G8ThemeError(diagnostics: checker.errors + checker.stoppedNote, warnings: inputWarnings + checker.warnings)
        }
        self.engine = engine
        self.sources = sources
        self.duplicateKeys = duplicateKeys
        self.root = root
        self.tokensOnly = tokensOnly
        self.format = format
        self.layers = layers
        self.selection = selection
        self.conversions = checker.learned.checkedValues
        self.mode = mode
        self.modes = checker.modeNames
        // A token's place in `tokenOrder` is its index in the checker's tables. Its definition
        // is read field by field, in place, so that the whole, with its references, is not
        // copied.
        let paths = checker.tokenOrder
        // Room for every token first: grown as it goes, the array would be copied at every
        // doubling.
        var tokens: [G8Token] = []
        tokens.reserveCapacity(paths.count)
        checker.tokenDefinitions.withUnsafeBufferPointer { definitions in
            for index in paths.indices {
                guard let value = checker.tokens.values[index].value else { continue }
                let deprecated = definitions[index].deprecated
                tokens.append(G8Token(
                    path: paths[index], type: checker.tokens.types[index].name, value: value,
                    description: definitions[index].description, modes: definitions[index].modes.map(\.name),
                    extensions: definitions[index].extensions?.json, isDeprecated: deprecated != nil,
                    deprecationMessage: deprecated ?? nil))
            }
        }
        self.tokens = tokens
        self.styleNames = checker.styleOrder
        self.namedColors = checker.namedColors
        self.warnings = inputWarnings + checker.warnings
        self.styles = G8ThemeStyles(checkedBy: checker)
    }

    /// The style named `name`, ready for `applyStyle(_:to:)`.
    ///
    /// Every style was checked when the theme loaded; each is made the first time it is asked
    /// for (with its superStyles), and every copy of the theme gets that same style after.
    ///
    /// - Throws: for a name the theme has no style of, an error with one diagnostic of code
    ///   `G8Diagnostic.Code.unknownStyle`, naming the nearest style when one is near:
    ///   `error: unknown style 'titel'; did you mean 'title'?`. `G8ThemeManager.style(_:with:)`,
    ///   which registers rather than looks up and never throws, reports the same diagnostic in
    ///   its report, at the object's path.
    public func style(named name: String) throws(G8ThemeError) -> G8Style {
        if let style = styles.style(named: name) { return style }
        throw G8ThemeError(diagnostics: [unknownStyle(name)])
    }

    /// The error every API reports for a style name the theme has no style of: code
    /// `unknownStyle`, `unknown style 'titel'; did you mean 'title'?` (the nearest of
    /// ``styleNames``, when one is near), at `path`.
    package func unknownStyle(_ name: String, path: String = "") -> G8Diagnostic {
        let suggestion = G8Suggestion.nearest(to: name, in: styleNames)
        return G8Diagnostic(level: .error, path: path, kind: .unknownStyle(name: name, suggestion: suggestion))
    }

    /// The token at `path` (such as `color.brand`), with its value for ``mode``.
    public func token(_ path: String) -> G8Token? {
        tokens.first { $0.path == path }
    }

    /// The same theme with token values for `mode`, or for the defaults when `mode` is nil.
    /// Styles are rebuilt, so their values follow the mode.
    public func resolved(mode: String?) throws(G8ThemeError) -> G8Theme {
        if mode == self.mode { return self }
        return try G8Theme(engine: engine, sources: sources, duplicateKeys: duplicateKeys, root: root, mode: mode, tokensOnly: tokensOnly,
                           format: format, layers: layers, selection: selection, conversions: conversions)
    }

    /// The axes along which the tokens vary: a resolver document's modifiers, a Tokens Studio
    /// file's theme groups, or, for `$modes`, the one axis `mode`.
    public var modifiers: [G8ThemeModifier] {
        if let layers { return layers.modifiers }
        return modes.isEmpty ? [] : [G8ThemeModifier(name: "mode", contexts: modes, defaultContext: nil)]
    }

    /// The context of each modifier the tokens are resolved for: `["theme": "dark", "size":
    /// "mobile"]`, or `["mode": "dark"]` for `$modes` (empty for the default values).
    public var contexts: [String: String] {
        if layers != nil { return selection }
        return mode.map { ["mode": $0] } ?? [:]
    }

    /// The same theme resolved for a context of some modifiers, keeping the current context of
    /// the others. For `$modes`, `["mode": "dark"]` is ``resolved(mode:)`` with `"dark"`.
    public func resolved(contexts choice: [String: String]) throws(G8ThemeError) -> G8Theme {
        guard let layers else {
            guard let mode = choice["mode"] else { return self }
            return try resolved(mode: mode)
        }
        try G8Theme.checkContexts(choice, of: layers)
        let selection = self.selection.merging(choice) { $1 }
        if selection == self.selection { return self }
        return try G8Theme(engine: engine, sources: sources, duplicateKeys: duplicateKeys, root: layers.root(for: selection, engine: engine), mode: mode,
                           tokensOnly: tokensOnly, format: format, layers: layers, selection: selection, conversions: conversions)
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
        try merging(json: json, file: file, replacingWhole: replacingWhole, vetting: nil)
    }

    /// ``merging(json:file:replacingWhole:)`` with each entry of the update (``G8UpdateEntry``)
    /// judged by `vetting`, in document order, as the merge meets it: when it gives a diagnostic
    /// for any, the update is refused with those diagnostics, before the merged theme is checked
    /// or made, and this theme is unchanged.
    package func merging(
        json: Data, file: String? = nil, replacingWhole: Set<String> = [], vetting: G8UpdateVetting?
    ) throws(G8ThemeError) -> G8Theme {
        let source = G8SourceText(name: file, bytes: Array(json))
        var duplicateKeys = self.duplicateKeys
        let update = try G8Theme.parse(source, index: Int32(sources.count), duplicateKeys: &duplicateKeys)
        guard update.members != nil else {
            throw G8ThemeError(diagnostics: [G8Diagnostic(
                level: .error, path: "", kind: .invalidTheme(reason: "an update must be a JSON object, got \(update.kindName)"),
                location: source.location(of: Int(update.offset)))])
        }
        // An update judged comes from elsewhere: it never reads this machine's files.
        if vetting != nil, G8FileReferences.mayHoldReference(source.bytes), G8FileReferences.namesFile(update) {
            throw G8ThemeError(diagnostics: G8FileReferences.fileReferences(in: update).map { found in
                G8Diagnostic(level: .error, path: found.path, kind: .invalidTheme(
                    reason: "$ref '\(found.member.value.string ?? "")' names a file: an update from a server never reads this machine's files"),
                    location: source.location(of: Int(found.member.keyOffset)))
            })
        }
        // Each entry judged as the merge meets it; refused, the merged root is dropped unchecked.
        var judge = vetting.map { G8UpdateWalker(theme: self, source: source, vetting: $0) }
        let merger = G8ThemeMerger(engine: engine, replacingWhole: replacingWhole)
        let scope = judge?.scope(of: update, root: root, tokensOnly: tokensOnly) ?? .unjudged
        let merged = merger.merge(root, update, context: tokensOnly ? .tokens : .root, judging: scope, by: &judge)
        if let refusals = judge?.refusals, !refusals.isEmpty { throw G8ThemeError(diagnostics: refusals) }
        var layers = self.layers
        if var changed = layers {
            if let styles = changed.styles {
                if let tokens = update.member("tokens")?.value { changed.layers.append(.set([tokens])) }
                if let updated = update.member("styles")?.value { changed.styles = merger.merge(styles, updated, context: .styles) }
            } else {
                changed.layers.append(.set([update]))
            }
            layers = changed
        }
        return try G8Theme(engine: engine, sources: sources + [source], duplicateKeys: duplicateKeys, root: merged, mode: mode, tokensOnly: tokensOnly,
                           format: format, layers: layers, selection: selection, conversions: conversions)
    }

    /// The theme as JSON, with all merges applied and keys in order.
    public var json: G8JSON { root.json }
}

