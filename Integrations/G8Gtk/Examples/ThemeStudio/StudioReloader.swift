import Foundation
import G8Gtk
import Synchronization

/// Notices saves of the open file with ``G8ThemeWatcher``, on the watcher's thread, for the
/// studio's main loop to take: the studio reads the file again itself, as a theme, token file
/// or resolver document, and lints it, whether the edit loads or not.
final class StudioReloader: Sendable {
    private let watcher: G8ThemeWatcher?
    private let flag = Flag()

    /// Watches `url`; a folder that cannot be watched leaves the studio without reloads.
    init(url: URL) {
        let flag = self.flag
        watcher = try? G8ThemeWatcher(url: url, engine: .gtk) { _ in flag.raise() }
    }

    deinit { watcher?.cancel() }

    /// Whether the file was saved since the last call.
    func takeChange() -> Bool { flag.take() }

    /// The change flag, which the watcher's thread raises and the main loop takes.
    private final class Flag: Sendable {
        private let saved = Mutex(false)
        func raise() { saved.withLock { $0 = true } }
        func take() -> Bool { saved.withLock { value in defer { value = false }; return value } }
    }
}
