import G8Core
import G8Themes

extension G8ThemeManager {
    /// Restyles every live object with a watched file's new theme, keeping the manager's mode;
    /// a bad edit throws its errors, and the look stays.
    ///
    /// - `.success(theme)`: the theme is made current and every live object restyled; returns
    ///   the restyle's report.
    /// - `.failure(error)`: the error's diagnostics are logged through the manager's engine
    ///   (a ``G8ThemeWatcher`` delivers them without logging them), then the error is thrown.
    ///
    /// This is the rule of the other `follow(_:)`, which follows a `G8RemoteTheme` (in
    /// G8Remote): a source that did not give a good theme throws, and the look stays.
    ///
    /// ```swift
    /// let watcher = try G8ThemeWatcher(url: themeURL, engine: g8) { change in
    ///     Task { @MainActor in _ = try? screen.manager.follow(change) }
    /// }
    /// ```
    ///
    /// - Returns: the report of the restyle.
    /// - Throws: the errors of an edit that did not load or check, or of a file that cannot
    ///   be watched (code `G8Diagnostic.Code.watchFailed`).
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
        guard let mode = (reentry.upcomingTheme ?? self.theme).mode, theme.mode != mode, let moded = try? theme.resolved(mode: mode) else {
            return switchTheme(to: theme)
        }
        return switchTheme(to: moded)
    }
}
