import G8Core
import G8Themes

/// What follows, besides the registered objects, the theme a manager makes current: a
/// toolkit's display-wide colours, for one (G8Gtk writes the theme's `G8Theme.namedColors`
/// into the display's style sheet, for the widgets no style names).
///
/// ```swift
/// var g8 = G8.standard
/// g8.add(themeFollower: G8ThemeFollower { theme in print("now \(theme.mode ?? "default")") })
/// let manager = G8ThemeManager(engine: g8, theme: theme)   // prints "now default"
/// try manager.switchMode(to: "dark")                       // prints "now dark"
/// ```
///
/// A manager calls its engine's followers, in the order added, with its theme when it is made
/// and with each theme it makes current after: a switch of theme, mode or contexts, an update
/// or a watched file's edit. It calls them on the manager's own thread (the one its objects
/// belong to), before it restyles the objects.
public struct G8ThemeFollower: Sendable {
    /// Called with each theme a manager makes current.
    public let follow: @Sendable (G8Theme) -> Void

    /// A follower that calls `follow` with each theme a manager makes current.
    public init(_ follow: @escaping @Sendable (G8Theme) -> Void) {
        self.follow = follow
    }
}

/// The followers an engine's managers call, kept in its settings.
enum G8ThemeFollowers: G8SettingKey {
    static let defaultValue: [G8ThemeFollower] = []
}

extension G8 {
    /// The followers the engine's theme managers call with each theme they make current.
    public var themeFollowers: [G8ThemeFollower] { settings[G8ThemeFollowers.self] }

    /// Adds a follower that the engine's theme managers call with each theme they make
    /// current (``G8ThemeFollower``), after the ones already added.
    public mutating func add(themeFollower: G8ThemeFollower) {
        settings[G8ThemeFollowers.self].append(themeFollower)
    }
}

extension G8ThemeManager {
    /// Hands the current theme to the engine's followers.
    func followTheme() {
        for follower in followers { follower.follow(theme) }
    }
}
