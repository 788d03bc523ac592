import Foundation
import G8Remote
import G8TestSupport
import G8Widgets
import Testing

/// Timeouts, sizes, debounce and polling intervals are checked when a remote theme or a watcher
/// is made: one out of range is refused with an error naming it, where an infinite or NaN
/// timeout used to trap inside FoundationNetworking and a huge debounce in a conversion to
/// `Int32`, and a negative polling interval never delivered.
@Suite("Parameters checked at init")
struct ParameterCheckTests {
    static let url = URL(string: "http://127.0.0.1:9/theme.json")!

    static func remoteRefusal(timeout: TimeInterval = 10, maximumSize: Int = 1024) throws -> [String]? {
        let cache = try temporaryDirectory("parameters")
        defer { try? FileManager.default.removeItem(at: cache) }
        let error = #expect(throws: G8ThemeError.self) {
            _ = try G8RemoteTheme(bundled: bundledTheme(), url: url, cacheDirectory: cache, engine: .standard,
                                  timeout: timeout, maximumSize: maximumSize)
        }
        return error?.diagnostics.map(\.description)
    }

    @Test func aRemoteThemeRefusesATimeoutThatIsNotAFiniteNumberOfSecondsAboveZero() throws {
        #expect(try Self.remoteRefusal(timeout: .infinity) == ["error: timeout must be a number of seconds above 0 to 86400, got inf"])
        #expect(try Self.remoteRefusal(timeout: .nan) == ["error: timeout must be a number of seconds above 0 to 86400, got nan"])
        #expect(try Self.remoteRefusal(timeout: 0) == ["error: timeout must be a number of seconds above 0 to 86400, got 0.0"])
        #expect(try Self.remoteRefusal(timeout: -5, maximumSize: 0) == [
            "error: timeout must be a number of seconds above 0 to 86400, got -5.0",
            "error: maximumSize must be a number of bytes of 1 or more, got 0",
        ])
    }

    static func watcherRefusal(debounce: TimeInterval = 0.1, polling: TimeInterval? = nil) throws -> [String]? {
        let folder = try temporaryDirectory("parameters")
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: G8ThemeError.self) {
            _ = try G8ThemeWatcher(url: folder.appendingPathComponent("theme.json"), engine: .standard,
                                   debounce: debounce, polling: polling) { _ in }
        }
        return error?.diagnostics.map(\.description)
    }

    @Test func aWatcherRefusesADebounceOrPollingIntervalOutOfRange() throws {
        #expect(try Self.watcherRefusal(debounce: 3e6) == ["error: debounce must be a number of seconds from 0 to 3600, got 3000000.0"])
        #expect(try Self.watcherRefusal(debounce: .infinity) == ["error: debounce must be a number of seconds from 0 to 3600, got inf"])
        #expect(try Self.watcherRefusal(debounce: -1) == ["error: debounce must be a number of seconds from 0 to 3600, got -1.0"])
        #expect(try Self.watcherRefusal(polling: -1) == ["error: polling must be a number of seconds above 0 to 3600, got -1.0"])
        #expect(try Self.watcherRefusal(polling: 0) == ["error: polling must be a number of seconds above 0 to 3600, got 0.0"])
    }

    @Test func theLimitsThemselvesAreAccepted() throws {
        let folder = try temporaryDirectory("parameters")
        defer { try? FileManager.default.removeItem(at: folder) }
        let watcher = try G8ThemeWatcher(url: folder.appendingPathComponent("theme.json"), engine: .standard,
                                         debounce: G8ThemeWatcher.longestInterval, polling: G8ThemeWatcher.longestInterval) { _ in }
        watcher.cancel()
        let remote = try G8RemoteTheme(bundled: bundledTheme(), url: Self.url, cacheDirectory: folder, engine: .standard,
                                       timeout: G8RemoteTheme.longestTimeout, maximumSize: 1)
        #expect(remote.timeout == G8RemoteTheme.longestTimeout)
    }
}
