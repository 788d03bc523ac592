import Foundation
import G8Core

/// Keeps the last good theme and applies updates atomically: a bad update is reported and the
/// current theme stays, so the app keeps its look.
///
/// ```swift
/// let provider = G8ThemeProvider(theme: bundledTheme)
/// switch provider.update(json: downloaded, file: "update.json") {
/// case .success(let theme): restyle(with: theme)
/// case .failure(let error): log(error)            // provider.theme is unchanged
/// }
/// ```
///
/// It is safe to use from many tasks: reads and updates are serialised.
public final class G8ThemeProvider: Sendable {
    private let state: G8Locked<G8Theme>

    /// A provider starting with `theme`, usually the one shipped with the app.
    public init(theme: G8Theme) {
        state = G8Locked(theme)
    }

    /// The current theme: the last one that loaded and checked without errors.
    public var theme: G8Theme { state.withLock { $0 } }

    /// Merges `json` into the current theme and returns the result; throws, and keeps the
    /// current theme, when the result is invalid.
    @discardableResult
    public func update(json: Data, file: String? = nil) throws(G8ThemeError) -> G8Theme {
        try state.withLock { current throws(G8ThemeError) in
            let merged = try current.merging(json: json, file: file)
            current = merged
            return merged
        }
    }

    /// Switches the current theme's mode and returns the result; throws, and keeps the current
    /// theme, when the mode is unknown.
    @discardableResult
    public func switchMode(to mode: String?) throws(G8ThemeError) -> G8Theme {
        try state.withLock { current throws(G8ThemeError) in
            let switched = try current.resolved(mode: mode)
            current = switched
            return switched
        }
    }

    /// Replaces the current theme, for example with one loaded whole from a server.
    public func replace(with theme: G8Theme) {
        state.withLock { $0 = theme }
    }
}
