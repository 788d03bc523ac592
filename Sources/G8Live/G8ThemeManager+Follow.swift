import G8Core
import G8Themes

extension G8ThemeManager {
    /// Restyles every live object with a watched file's new theme (keeping the mode), or, for a
    /// bad edit, logs its errors through the engine, keeps the look and throws them.
    ///
    /// ```swift
    /// let watcher = try G8ThemeWatcher(url: themeURL, engine: g8) { change in
    ///     Task { @MainActor in _ = try? screen.manager.follow(change) }
    /// }
    /// ```
    @discardableResult
    public func follow(_ change: Result<G8Theme, G8ThemeError>) throws(G8ThemeError) -> G8Report {
        switch change {
        case .success(let theme):
            return adopt(theme)
        case .failure(let error):
            if engine.logLevel != .off {
                for diagnostic in error.diagnostics where diagnostic.level >= engine.logLevel { engine.logHandler(diagnostic) }
            }
            throw error
        }
    }

    /// `theme` in the manager's mode when it has that mode, made current, every object restyled.
    package func adopt(_ theme: G8Theme) -> G8Report {
        guard let mode = (upcomingTheme ?? self.theme).mode, theme.mode != mode, let moded = try? theme.resolved(mode: mode) else {
            return switchTheme(to: theme)
        }
        return switchTheme(to: moded)
    }
}
