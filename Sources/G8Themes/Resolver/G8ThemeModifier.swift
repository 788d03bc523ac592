import G8Core
/// One axis along which a theme's tokens vary: a resolver document's modifier (`theme`:
/// light, dark…; `size`: desktop, mobile…), a Tokens Studio theme group, or the `$modes` of a
/// theme file (the one axis `mode`).
///
/// ```swift
/// let theme = try G8Theme(resolver: url, engine: g8)
/// theme.modifiers.map(\.name)                                    // ["theme", "size"]
/// let dark = try theme.resolved(contexts: ["theme": "dark"])     // size stays at its default
/// ```
public struct G8ThemeModifier: Sendable, Equatable {
    /// The axis's name, such as `theme`.
    public let name: String
    /// Its contexts (the values it can take), in the order written.
    public let contexts: [String]
    /// The context used when none is chosen; nil for `$modes`, whose default is the tokens'
    /// own `$value`s.
    public let defaultContext: String?

    /// Makes a modifier.
    public init(name: String, contexts: [String], defaultContext: String?) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext
    }
}

