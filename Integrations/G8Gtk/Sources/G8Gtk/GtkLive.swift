import CGtk4
import Foundation
import G8Widgets

/// Watches a theme file and restyles a manager's GTK interfaces with each good edit, on GTK's
/// main loop.
///
/// ```swift
/// let manager = G8ThemeManager(engine: .gtk, theme: try G8Theme(contentsOf: url, engine: .gtk))
/// manager.style(ui, with: "gallery")
/// let watcher = try GtkThemeWatcher(url: url, manager: manager) { outcome in
///     if case .failure(let error) = outcome { print(error) }   // the theme stays as it was
/// }
/// ```
///
/// ``G8ThemeWatcher`` loads and checks each edit on its own thread; the manager and GTK's
/// widgets belong to GTK's thread, so the change is handed to GTK's main loop and applied
/// there, the next time the loop runs.
public final class GtkThemeWatcher: @unchecked Sendable {
    private let watcher: G8ThemeWatcher

    /// Starts watching `url` for `manager`; `onUpdate` receives, on GTK's thread, the report
    /// of each restyle or the errors of an edit that did not load.
    ///
    /// - Throws: when the file's directory cannot be watched (see ``G8ThemeWatcher``).
    @MainActor
    public init(
        url: URL, manager: G8ThemeManager, debounce: TimeInterval = G8ThemeWatcher.defaultDebounce,
        polling: TimeInterval? = nil,
        onUpdate: @escaping @MainActor (Result<G8Report, G8ThemeError>) -> Void = { _ in }
    ) throws(G8ThemeError) {
        // The manager is not Sendable: the watcher's thread holds it only inside a holder the
        // main actor isolates, and reaches it only from GTK's main loop, on the main actor.
        let target = Target(manager: manager, onUpdate: onUpdate)
        watcher = try G8ThemeWatcher(url: url, engine: manager.engine, debounce: debounce, polling: polling) { change in
            GtkMain.post { target.deliver(change) }
        }
    }

    /// Starts watching `url` for `manager`, and with each edit of it loads the theme with
    /// `load`, on GTK's thread: for a theme made of more than the one file, such as a resolver
    /// document whose styles file is `url`
    /// (`G8Theme(resolver:styles:stylesFile:engine:contexts:allowedFolders:)`).
    ///
    /// ```swift
    /// let watcher = try GtkThemeWatcher(url: stylesURL, manager: manager, load: {
    ///     try G8Theme(resolver: resolverURL, styles: Data(contentsOf: stylesURL), stylesFile: "theme.json", engine: .gtk)
    /// })
    /// ```
    ///
    /// The theme `load` returns is made current in the manager's mode and in the contexts of its
    /// current theme, every object restyled; what `load` throws (a file that cannot be read is
    /// for `load` to turn into a ``G8ThemeError``) is logged through the engine and handed to
    /// `onUpdate`, and the look stays.
    ///
    /// - Throws: when the file's directory cannot be watched (see ``G8ThemeWatcher``).
    @MainActor
    public init(
        url: URL, manager: G8ThemeManager, debounce: TimeInterval = G8ThemeWatcher.defaultDebounce,
        polling: TimeInterval? = nil, load: @escaping @MainActor () throws(G8ThemeError) -> G8Theme,
        onUpdate: @escaping @MainActor (Result<G8Report, G8ThemeError>) -> Void = { _ in }
    ) throws(G8ThemeError) {
        let target = Target(manager: manager, onUpdate: onUpdate, load: load)
        // The watcher loads the file as a theme of its own; that theme is not used, only the
        // news that the file changed, or that it can no longer be watched.
        watcher = try G8ThemeWatcher(url: url, engine: manager.engine, debounce: debounce, polling: polling) { change in
            if case .failure(let error) = change, error.diagnostics.contains(where: { $0.code == .watchFailed }) {
                GtkMain.post { target.deliver(change) }
            } else {
                GtkMain.post { target.reload() }
            }
        }
    }

    /// The manager and the callback, isolated to the main actor (GTK's thread), so that the
    /// watcher's thread can hold them without reaching them.
    @MainActor
    private final class Target {
        let manager: G8ThemeManager
        let onUpdate: @MainActor (Result<G8Report, G8ThemeError>) -> Void
        let load: (@MainActor () throws(G8ThemeError) -> G8Theme)?

        init(
            manager: G8ThemeManager, onUpdate: @escaping @MainActor (Result<G8Report, G8ThemeError>) -> Void,
            load: (@MainActor () throws(G8ThemeError) -> G8Theme)? = nil
        ) {
            self.manager = manager
            self.onUpdate = onUpdate
            self.load = load
        }

        /// Follows `change` with the manager and hands the outcome to `onUpdate`.
        func deliver(_ change: Result<G8Theme, G8ThemeError>) {
            onUpdate(GtkThemeWatcher.adopt(change, in: manager))
        }

        /// Loads the theme with `load`, in the contexts of the manager's theme, and follows it.
        func reload() {
            guard let load else { return }
            let contexts = manager.theme.contexts.filter { $0.key != "mode" }
            deliver(Result { () throws(G8ThemeError) -> G8Theme in
                let theme = try load()
                return contexts.isEmpty ? theme : try theme.resolved(contexts: contexts)
            })
        }
    }

    /// A good edit made current in the manager's mode, every object restyled; a bad one's
    /// errors logged through the engine, the look kept: the manager's `follow(_:)`.
    @MainActor
    static func adopt(_ change: Result<G8Theme, G8ThemeError>, in manager: G8ThemeManager) -> Result<G8Report, G8ThemeError> {
        Result { () throws(G8ThemeError) in try manager.follow(change) }
    }

    /// Stops watching; no update is handed to the main loop after this returns (one already
    /// handed over is still applied).
    public func cancel() {
        watcher.cancel()
    }
}

/// A value moved between threads by hand: GTK's main loop hands it to its own thread.
final class UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

extension GtkMain {
    /// Runs `body` on GTK's thread, from its main loop, the next time the loop runs.
    static func post(_ body: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(UncheckedBox(body))
        g_idle_add({ data in
            guard let data else { return 0 }
            let body = Unmanaged<UncheckedBox<@MainActor () -> Void>>.fromOpaque(data).takeRetainedValue().value
            MainActor.assumeIsolated { body() }
            return 0
        }, box.toOpaque())
    }
}
