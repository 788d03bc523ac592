import Foundation
import G8Core
import G8Themes
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches a theme file and delivers each edit: the new theme when it loads and checks, the
/// errors when it does not. For a designer editing JSON while the app or `g8 preview --watch`
/// shows the result.
///
/// ```swift
/// let watcher = try G8ThemeWatcher(url: themeURL, engine: g8) { change in
///     Task { @MainActor in _ = try? screen.manager.follow(change) }   // on the manager's actor
/// }
/// // … later, or when `watcher` goes away:
/// watcher.cancel()
/// ```
///
/// On Linux it uses inotify on the file's **directory**, so it sees an editor that saves by
/// writing a temporary file and renaming it over the theme as well as one that writes in place,
/// and a file that is deleted and created again. Events come in bursts (an in-place write is
/// several `write`s then a close); the watcher waits until the file has been quiet for
/// ``debounce`` seconds, then loads it once. A file written in place is not read before its
/// writer closes it (or has been quiet for 3 seconds), so a slow writer is not read half-way. An edit that leaves the bytes as they were (a
/// `touch`, a save without changes) delivers nothing; a file that is missing (between the steps
/// of a save) delivers nothing until it is back. Elsewhere it polls the file's modification
/// identity, size and times four times a second.
///
/// The token files a theme's `$ref`s name (`{"$ref": "./base/colors.json#/base/color"}`) are
/// watched too, as the theme file is: an edit of one delivers the theme loaded again, and a
/// `$ref` to a file that does not exist yet is delivered once the file is made. Which files
/// are watched follows each load: a `$ref` added or removed adds or drops its file.
///
/// A file that is a symbolic link is followed to the file it leads to: an edit of that file
/// is delivered too, and a link changed to lead elsewhere is followed there. A directory
/// deleted or moved away and made again (by a checkout, a sync tool, a build step that writes
/// the themes afresh) is watched again as soon as it is back, and the file in it delivered. A
/// directory that exists but cannot be watched (the system's limit of watches reached, no
/// permission) is delivered to `onChange` as an error whose code is `G8Diagnostic.Code.watchFailed`,
/// once until it can be watched again.
///
/// `onChange` runs on the watcher's own thread, one call at a time, never after ``cancel()``
/// has returned. ``cancel()`` (or the watcher going away) stops the thread and closes its file
/// descriptors; it waits for a call of `onChange` under way to end, so `onChange` must not wait
/// for the thread that cancels.
public final class G8ThemeWatcher: Sendable {
    /// The default for ``debounce``: a tenth of a second.
    public static let defaultDebounce: TimeInterval = 0.1
    /// The longest debounce or polling interval a watcher takes: an hour.
    public static let longestInterval: TimeInterval = 3600

    /// The theme file watched.
    public let url: URL
    /// How long the file must be quiet after an event before it is loaded.
    public let debounce: TimeInterval

    private let core: G8ThemeWatcherCore

    /// Starts watching the theme file at `url`; `onChange` receives each edit. It loads the
    /// theme once, on the calling thread, to learn which token files its `$ref`s name, and
    /// delivers nothing of that load.
    ///
    /// Throws when the file's directory cannot be watched (it does not exist, or the system's
    /// limit of watches is reached), or when `debounce` or `polling` is not a finite number of
    /// seconds up to ``longestInterval`` (`polling` above 0). The file itself need not exist yet.
    ///
    /// - Parameters:
    ///   - url: the theme file.
    ///   - engine: the engine that checks each edit, as `init(contentsOf:engine:)`.
    ///   - allowedFolders: folders besides the theme's own from which its `$ref`s may read
    ///     token files, as `init(contentsOf:engine:allowedFolders:)` takes them.
    ///   - debounce: how long the file must be quiet after an event before it is loaded.
    ///   - polling: check the file's identity, size and times at this interval instead of
    ///     using inotify, for file systems whose changes inotify does not see (network and
    ///     some container mounts). Off Linux the watcher always polls, every 0.25 s by default.
    ///   - onChange: receives the theme of each good edit, or the errors of a bad one.
    public init(url: URL, engine: G8, allowedFolders: [URL] = [], debounce: TimeInterval = G8ThemeWatcher.defaultDebounce,
                polling: TimeInterval? = nil,
                onChange: @escaping @Sendable (Result<G8Theme, G8ThemeError>) -> Void) throws(G8ThemeError) {
        try G8ThemeWatcher.check(debounce: debounce, polling: polling)
        self.url = url.standardizedFileURL
        self.debounce = debounce
        #if os(Linux)
        let interval = polling
        #else
        let interval = polling ?? 0.25
        #endif
        do {
            core = try G8ThemeWatcherCore(
                url: self.url, engine: engine, allowedFolders: allowedFolders, debounce: debounce, polling: interval, onChange: onChange)
        } catch {
            throw G8ThemeError(diagnostics: [G8Diagnostic(
                level: .error, path: "", kind: .watchFailed(path: self.url.path, reason: error.reason))])
        }
    }

    /// Throws when `debounce` or `polling` is out of its range.
    private static func check(debounce: TimeInterval, polling: TimeInterval?) throws(G8ThemeError) {
        let problems = [
            G8Diagnostic.Kind.checkInterval("debounce", debounce, in: 0...longestInterval),
            polling.flatMap { G8Diagnostic.Kind.checkInterval("polling", $0, in: 0...longestInterval, excludingLowerBound: true) },
        ].compactMap { $0 }
        guard problems.isEmpty else {
            throw G8ThemeError(diagnostics: problems.map { G8Diagnostic(level: .error, path: "", kind: $0) })
        }
    }

    /// Stops watching: no `onChange` call starts after this returns. Safe to call more than
    /// once, and from `onChange` itself.
    public func cancel() {
        core.cancel()
    }

    deinit {
        core.cancel()
    }
}

