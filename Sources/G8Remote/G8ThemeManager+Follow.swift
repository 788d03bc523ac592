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

    /// Restyles every live object with a watched file's new theme (keeping the mode), or, for a
    /// bad edit, logs its errors through the engine and keeps the look.
    ///
    /// ```swift
    /// let watcher = try G8ThemeWatcher(url: themeURL, engine: g8) { change in
    ///     Task { @MainActor in screen.manager.follow(change) }
    /// }
    /// ```
    @discardableResult
    public func follow(_ change: Result<G8Theme, G8ThemeError>) -> Result<G8Report, G8ThemeError> {
        switch change {
        case .success(let theme):
            return .success(adopt(theme))
        case .failure(let error):
            if engine.logLevel != .off {
                for diagnostic in error.diagnostics where diagnostic.level >= engine.logLevel { engine.logHandler(diagnostic) }
            }
            return .failure(error)
        }
    }

    /// `theme` in the manager's mode when it has that mode, made current, every object restyled.
    private func adopt(_ theme: G8Theme) -> G8Report {
        guard let mode, theme.mode != mode, let moded = try? theme.resolved(mode: mode) else {
            return switchTheme(to: theme)
        }
        return switchTheme(to: moded)
    }
}
