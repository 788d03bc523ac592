import G8Core

/// Whether a theme reads an object of style keys under a property's name as a child's nested
/// style, kept in the engine's settings: off until an engine turns it on.
enum G8ChildStylesUnderPropertyNames: G8SettingKey {
    static let defaultValue = false
}

extension G8 {
    /// Whether a theme reads an object of style keys under a key that names a property as the
    /// nested style of the child of that name, when no property of the name takes an object
    /// (a `String` `title` takes none; a `Font` `font` takes one): for engines whose objects
    /// name their children apart from their properties, as a GtkBuilder document's ids are.
    ///
    /// Off (the default, and the model widgets' engines), such an object is an error that
    /// says how to reach the outlet: their outlets are named by their classes' `g8Outlets`.
    /// On, it is that child's style, as the same nested style written in Swift is:
    ///
    /// ```swift
    /// var g8 = G8.standard
    /// g8.readsChildStylesUnderPropertyNames = true
    /// // "window": { "title": { "textColor": "#111111" } } styles the child `title`
    /// ```
    public var readsChildStylesUnderPropertyNames: Bool {
        get { settings[G8ChildStylesUnderPropertyNames.self] }
        set { settings[G8ChildStylesUnderPropertyNames.self] = newValue }
    }
}
