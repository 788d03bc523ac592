import Foundation
import G8Core
import G8Themes
import G8Live

extension G8ThemeManager {
    /// Restyles every live object with a remote theme's update; does nothing for any other
    /// outcome (the look stays). The manager's mode is kept.
    ///
    /// ```swift
    /// manager.follow(remote)                       // at startup: the last good update
    /// manager.follow(await remote.refresh())       // then each refresh
    /// ```
    ///
    /// - Returns: the report of the restyle, or nil when nothing changed.
    @discardableResult
    public func follow(_ outcome: G8RemoteTheme.Outcome) -> G8Report? {
        guard case .updated(let theme) = outcome else { return nil }
        return adopt(theme)
    }

    /// Makes a remote theme's current theme this manager's (keeping the mode) and restyles
    /// every live object.
    @discardableResult
    public func follow(_ remote: G8RemoteTheme) -> G8Report {
        adopt(remote.theme)
    }
}
