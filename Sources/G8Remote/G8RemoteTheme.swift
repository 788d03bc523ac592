import Foundation
import G8Core
import G8Themes
import G8Live
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A theme shipped with the app and updated from a server: fetched with conditional requests,
/// saved so that it survives a relaunch, and never worse than the bundled theme.
///
/// ```swift
/// let remote = G8RemoteTheme(bundled: try G8Theme(contentsOf: bundledURL, engine: g8),
///                            url: URL(string: "https://example.com/theme-update.json")!,
///                            cacheDirectory: cachesURL, engine: g8)
/// manager.switchTheme(to: remote.theme)        // the last good update, from the first moment
/// switch await remote.refresh() {
/// case .updated(let theme): manager.switchTheme(to: theme)
/// case .notModified: break                     // 304: what we have is current
/// case .refused(let error): print(error)       // the update does not check; theme unchanged
/// case .failed(let reason): print(reason)      // network, HTTP status, size, timeout
/// }
/// ```
///
/// The server's document is an update merged over the **bundled** theme (see
/// `merging(json:file:replacingWhole:)`), so a new app version with a new bundled
/// theme still takes it. ``refresh()`` sends `If-None-Match` and `If-Modified-Since` with the
/// validators of the last good update; a `304 Not Modified` is ``Outcome/notModified``. The
/// body may not exceed ``maximumSize`` (checked against `Content-Length` before the body and
/// counted while it arrives) and the whole exchange may not take longer than ``timeout``.
///
/// An update is saved in ``cacheFile`` only after it merged and checked, atomically (written
/// beside the file, flushed, renamed over it, the directory flushed), with its validators and a
/// checksum. At the next launch the theme starts as the bundled theme merged with the saved
/// update, if the file is whole and the update still checks against the bundled theme; if not,
/// the bundled theme, with a warning through the engine's logger.
///
/// Whatever goes wrong, ``theme`` stays what it was: a broken, truncated, oversized or failing
/// download, a server that cannot be reached or does not answer in time, a damaged or unreadable
/// cache. ``refresh()`` says why in its outcome and logs it through `engine`'s log handler.
///
/// An update may change the look and nothing else unless ``policy`` says otherwise: one that
/// sets a label's `text`, a button's `title`, a link, markup or raw CSS is refused whole, with
/// an error of code `refusedByPolicy` for each such key (see ``G8RemotePolicy``).
///
/// It is safe to use from many tasks. Refreshes **coalesce**: a refresh called while another is
/// under way makes no request of its own and returns the outcome of the one under way.
public final class G8RemoteTheme: Sendable {
    /// What a refresh did.
    public enum Outcome: Sendable, CustomStringConvertible {
        /// The server sent an update that merged and checked; the theme is now this one.
        case updated(G8Theme)
        /// The server answered `304 Not Modified`, or sent the update already in use.
        case notModified
        /// The server's update does not check (invalid JSON, unknown tokens, wrong value types…)
        /// or sets what ``G8RemoteTheme/policy`` refuses; the theme is unchanged. The error's
        /// diagnostics name the update's line and column.
        case refused(G8ThemeError)
        /// No update could be had: the reason, such as `the server answered 503 Service
        /// Unavailable`. The theme is unchanged.
        case failed(String)

        /// `updated`, `not modified`, `refused:` with the errors, or `failed:` with the reason.
        public var description: String {
            switch self {
            case .updated: "updated"
            case .notModified: "not modified"
            case .refused(let error): "refused:\n\(error)"
            case .failed(let reason): "failed: \(reason)"
            }
        }
    }

    /// The default for ``timeout``: 30 seconds.
    public static let defaultTimeout: TimeInterval = 30
    /// The longest timeout a remote theme takes: a day.
    public static let longestTimeout: TimeInterval = 86_400
    /// The default for ``maximumSize``: 1 MiB.
    public static let defaultMaximumSize = 1 << 20

    /// The theme shipped with the app, which every update is merged over.
    public let bundled: G8Theme
    /// Where the update is fetched from.
    public let url: URL
    /// The directory that holds ``cacheFile``.
    public let cacheDirectory: URL
    /// The engine whose log handler receives the diagnostics.
    public let engine: G8
    /// The longest a refresh may take, from the request to the last byte.
    public let timeout: TimeInterval
    /// The most bytes an update may have.
    public let maximumSize: Int
    /// What an update may set; ``G8RemotePolicy/lookOnly`` unless the app chose otherwise.
    public let policy: G8RemotePolicy

    private struct State: Sendable {
        var theme: G8Theme
        /// The saved update in use, with its validators; nil when the theme is the bundled one.
        var cache: G8RemoteThemeCache?
        var inFlight: Task<Outcome, Never>?
    }

    private let state: G8Locked<State>

    /// A remote theme starting from `bundled` merged with the update saved in `cacheDirectory`
    /// by an earlier run, if that is whole and still checks; else from `bundled`, with a warning
    /// logged through `engine`. Nothing is fetched until ``refresh()``.
    ///
    /// - Parameters:
    ///   - bundled: the theme shipped with the app.
    ///   - url: the address of the update, usually `https://`.
    ///   - cacheDirectory: where the last good update is kept; created when first needed.
    ///   - engine: the engine whose log handler receives the diagnostics.
    ///   - timeout: the longest a refresh may take: a finite number of seconds above 0, up to
    ///     ``longestTimeout``.
    ///   - maximumSize: the most bytes an update may have, at least 1.
    ///   - policy: what an update may set, judged for each update fetched and for the saved
    ///     one at launch (a saved update the policy refuses is not used).
    /// - Throws: when `timeout` or `maximumSize` is out of its range; nothing is read then.
    public init(bundled: G8Theme, url: URL, cacheDirectory: URL, engine: G8,
                timeout: TimeInterval = G8RemoteTheme.defaultTimeout,
                maximumSize: Int = G8RemoteTheme.defaultMaximumSize,
                policy: G8RemotePolicy = .lookOnly) throws(G8ThemeError) {
        var problems = [G8Diagnostic.Kind.checkInterval("timeout", timeout, in: 0...G8RemoteTheme.longestTimeout, excludingLowerBound: true)]
        if maximumSize < 1 {
            problems.append(.custom("maximumSize must be a number of bytes of 1 or more, got \(maximumSize)"))
        }
        let refusals = problems.compactMap { $0 }.map { G8Diagnostic(level: .error, path: "", kind: $0) }
        guard refusals.isEmpty else { throw G8ThemeError(diagnostics: refusals) }
        self.bundled = bundled
        self.url = url
        self.cacheDirectory = cacheDirectory
        self.engine = engine
        self.timeout = timeout
        self.maximumSize = maximumSize
        self.policy = policy
        let cacheFile = G8RemoteTheme.cacheFile(for: url, in: cacheDirectory)
        var initial = State(theme: bundled)
        switch G8RemoteThemeCache.read(cacheFile) {
        case nil:
            break
        case .failure(let problem):
            G8RemoteTheme.log(engine, .warning, "remote theme cache \(cacheFile.path): \(problem.reason); starting from the bundled theme")
        case .success(let cache) where cache.url != url.absoluteString:
            G8RemoteTheme.log(engine, .warning, "remote theme cache \(cacheFile.path): it holds the update of \(cache.url); starting from the bundled theme")
        case .success(let cache):
            do throws(G8ThemeError) {
                initial.theme = try bundled.merging(json: cache.update, file: cacheFile.lastPathComponent, policy: policy)
                initial.cache = cache
            } catch {
                let why = error.diagnostics.allSatisfy { $0.code == .refusedByPolicy }
                    ? "sets what the policy refuses" : "no longer checks against the bundled theme"
                G8RemoteTheme.log(engine, .warning, "remote theme cache \(cacheFile.path): the saved update \(why) (\(error.diagnostics.count) errors); starting from the bundled theme")
                for diagnostic in error.diagnostics { G8RemoteTheme.log(engine, diagnostic) }
            }
        }
        state = G8Locked(initial)
    }

    /// The current theme: the bundled theme merged with the last good update.
    public var theme: G8Theme { state.withLock { $0.theme } }

    /// The file that keeps the last good update: in ``cacheDirectory``, named after ``url``.
    public var cacheFile: URL { G8RemoteTheme.cacheFile(for: url, in: cacheDirectory) }

    static func cacheFile(for url: URL, in directory: URL) -> URL {
        let hash = G8RemoteThemeCache.checksum(of: Data(url.absoluteString.utf8))
        return directory.appendingPathComponent("g8-remote-theme-\(hash).update")
    }

    /// Asks the server for a newer update and, when it sends one that merges and checks, makes
    /// it the theme and saves it. Never throws: the outcome says what happened, and the theme is
    /// unchanged unless it is ``Outcome/updated(_:)``.
    ///
    /// Calls made while a refresh is under way wait for it and return its outcome.
    public func refresh() async -> Outcome {
        let task = state.withLock { state -> Task<Outcome, Never> in
            if let running = state.inFlight { return running }
            let task = Task { await self.fetchAndApply() }
            state.inFlight = task
            return task
        }
        return await task.value
    }

    private func fetchAndApply() async -> Outcome {
        let outcome = await fetch()
        state.withLock { $0.inFlight = nil }
        return outcome
    }

    private func fetch() async -> Outcome {
        let current = state.withLock { $0.cache }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let etag = current?.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        if let lastModified = current?.lastModified { request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since") }

        switch await G8ThemeDownload.fetch(request, timeout: timeout, maximumSize: maximumSize) {
        case .tooLarge(let limit, let announced):
            let size = announced.map { "of \($0) bytes " } ?? ""
            return fail("the update \(size)is larger than the limit of \(limit) bytes")
        case .truncated(let announced, let received):
            return fail("the update was cut short: \(received) of the \(announced) bytes announced arrived")
        case .timedOut(let seconds):
            return fail("no complete answer within \(G8RemoteTheme.format(seconds)) s")
        case .failed(let reason):
            return fail(reason)
        case let .response(status, etag, lastModified, location, body):
            switch status {
            case 304:
                return .notModified
            case 200:
                return apply(body, etag: etag, lastModified: lastModified, current: current)
            case 0:
                return fail("the server's answer had no HTTP status")
            case 300...399:
                // A redirect the URLSession would have followed if it could.
                let target = location.map { "to \($0), which was not followed" } ?? "without a Location header to follow"
                return fail("the server answered \(status) \(G8RemoteTheme.statusName(status)), a redirect \(target)")
            default:
                return fail("the server answered \(status) \(G8RemoteTheme.statusName(status))")
            }
        }
    }

    private func apply(_ body: Data, etag: String?, lastModified: String?, current: G8RemoteThemeCache?) -> Outcome {
        let fresh = G8RemoteThemeCache(url: url.absoluteString, etag: etag, lastModified: lastModified, update: body)
        if let current, current.update == body {
            // The update in use, sent again (a server without validators): nothing to restyle.
            if current != fresh { save(fresh) }
            state.withLock { $0.cache = fresh }
            return .notModified
        }
        let theme: G8Theme
        do throws(G8ThemeError) {
            theme = try bundled.merging(json: body, file: url.lastPathComponent.isEmpty ? "update.json" : url.lastPathComponent, policy: policy)
        } catch {
            G8RemoteTheme.log(engine, .warning, "remote theme \(url.absoluteString): the update has \(error.diagnostics.count) errors and was refused; keeping the current theme")
            for diagnostic in error.diagnostics { G8RemoteTheme.log(engine, diagnostic) }
            return .refused(error)
        }
        save(fresh)
        state.withLock { state in
            state.theme = theme
            state.cache = fresh
        }
        return .updated(theme)
    }

    /// Saves `cache`; a failure is logged and the update still applies until the app quits.
    private func save(_ cache: G8RemoteThemeCache) {
        do throws(G8RemoteThemeCache.CacheProblem) {
            try G8RemoteThemeCache.writeAtomically(cache.encoded(), to: cacheFile)
        } catch {
            G8RemoteTheme.log(engine, .warning, "remote theme cache \(cacheFile.path): cannot save the update (\(error.reason)); it applies until the app quits")
        }
    }

    private func fail(_ reason: String) -> Outcome {
        G8RemoteTheme.log(engine, .warning, "remote theme \(url.absoluteString): \(reason); keeping the current theme")
        return .failed(reason)
    }

    /// The reason phrase of an HTTP status, capitalized: `Not Found`.
    private static func statusName(_ status: Int) -> String {
        let name = HTTPURLResponse.localizedString(forStatusCode: status)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    private static func format(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    private static func log(_ engine: G8, _ level: G8LogLevel, _ message: String) {
        log(engine, G8Diagnostic(level: level, path: "", kind: .custom(message)))
    }

    private static func log(_ engine: G8, _ diagnostic: G8Diagnostic) {
        if engine.logLevel != .off && diagnostic.level >= engine.logLevel { engine.logHandler(diagnostic) }
    }
}
