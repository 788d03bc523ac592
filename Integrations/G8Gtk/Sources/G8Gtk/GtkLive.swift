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

    /// The manager and the callback, isolated to the main actor (GTK's thread), so that the
    /// watcher's thread can hold them without reaching them.
    @MainActor
    private final class Target {
        let manager: G8ThemeManager
        let onUpdate: @MainActor (Result<G8Report, G8ThemeError>) -> Void

        init(manager: G8ThemeManager, onUpdate: @escaping @MainActor (Result<G8Report, G8ThemeError>) -> Void) {
            self.manager = manager
            self.onUpdate = onUpdate
        }

        /// Follows `change` with the manager and hands the outcome to `onUpdate`.
        func deliver(_ change: Result<G8Theme, G8ThemeError>) {
            onUpdate(GtkThemeWatcher.adopt(change, in: manager))
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
