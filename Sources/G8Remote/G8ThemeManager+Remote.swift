import Foundation
import G8Core
import G8Themes
import G8Live

extension G8ThemeManager {
    /// Restyles every live object with a remote theme's update, keeping the manager's mode; a
    /// refresh that brought no good update throws, and the look stays.
    ///
    /// Each outcome of ``G8RemoteTheme/refresh()``:
    /// - ``G8RemoteTheme/Outcome/updated(_:)``: the theme is made current and every live object
    ///   restyled; returns the restyle's report.
    /// - ``G8RemoteTheme/Outcome/notModified``: the look is current; returns an empty report.
    /// - ``G8RemoteTheme/Outcome/refused(_:)``: throws its error, whose diagnostics name the
    ///   update's lines and columns.
    /// - ``G8RemoteTheme/Outcome/failed(_:)``: throws an error with one diagnostic of code
    ///   `G8Diagnostic.Code.refreshFailed` and the reason:
    ///   `error: the remote theme could not be refreshed: the server answered 503 Service Unavailable`.
    ///
    /// A thrown error is not logged again: the remote theme logged it through its engine when
    /// it refreshed. This is the rule of the other `follow(_:)`, which follows a
    /// `G8ThemeWatcher`: a source that did not give a good theme throws, and the look stays.
    ///
    /// ```swift
    /// manager.follow(remote)                           // at startup: the last good update
    /// try? manager.follow(await remote.refresh())      // then each refresh
    /// ```
    ///
    /// - Returns: the report of the restyle; empty for `notModified`.
    /// - Throws: the error of a refused update, or the reason of a failed refresh.
    @discardableResult
    public func follow(_ outcome: G8RemoteTheme.Outcome) throws(G8ThemeError) -> G8Report {
        switch outcome {
        case .updated(let theme):
            return adopt(theme)
        case .notModified:
            return G8Report()
        case .refused(let error):
            throw error
        case .failed(let reason):
            throw G8ThemeError(diagnostics: [G8Diagnostic(level: .error, path: "", kind: .refreshFailed(reason: reason))])
        }
    }

    /// Makes a remote theme's current theme this manager's (keeping the mode) and restyles
    /// every live object. Never throws: a remote theme's ``G8RemoteTheme/theme`` is always
    /// one that loaded and checked.
    @discardableResult
    public func follow(_ remote: G8RemoteTheme) -> G8Report {
        adopt(remote.theme)
    }
}
