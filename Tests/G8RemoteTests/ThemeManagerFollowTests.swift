import Foundation
import G8TestSupport
import G8Widgets
import Testing
import G8Remote

/// A theme manager following a remote theme and a watched file: live widgets restyled on each
/// good update, kept as they are on anything else, the manager's mode kept.
@Suite("Theme manager follows remote themes and watchers")
struct ThemeManagerFollowTests {
    @Test func followingARemoteThemeRestylesOnEachUpdateOnly() async throws {
        let server = try await ThemeServer.start()
        defer { server.stop() }
        let cache = try temporaryDirectory("cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        try server.serve("update.json", blueUpdate)
        let remote = try G8RemoteTheme(bundled: bundledTheme(), url: server.url("/update.json"), cacheDirectory: cache,
                                   engine: LogRecorder().engine, timeout: refreshTimeout)
        let manager = G8ThemeManager(engine: .standard, theme: try bundledTheme())
        let title = Label()
        let screen = View()
        manager.style(title, with: "title")
        manager.style(screen, with: "screen")
        try manager.switchMode(to: "dark")

        #expect(manager.follow(remote).isClean)
        #expect(title.textColor == Color(hex: "#66B31A"))
        #expect(manager.follow(await remote.refresh()) != nil)
        #expect(title.textColor == Color(hex: "#1A73E8"))
        // Still dark: the update was taken in the manager's mode.
        #expect(manager.mode == "dark")
        #expect(screen.backgroundColor == Color(hex: "#121212"))

        #expect(manager.follow(await remote.refresh()) == nil)
        try server.serve("update.json", ##"{ "tokens": { "color": { "brand": { "$value": "{color.primary}" } } } }"##)
        #expect(manager.follow(await remote.refresh()) == nil)
        #expect(title.textColor == Color(hex: "#1A73E8"))
    }

    @Test func followingAWatcherRestylesOnGoodEditsAndLogsBadOnes() async throws {
        let directory = try temporaryDirectory("watch")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("theme.json")
        try Data(bundledJSON.utf8).write(to: file)
        let log = LogRecorder()
        let manager = G8ThemeManager(engine: log.engine, theme: try G8Theme(contentsOf: file, engine: .standard))
        let title = Label()
        manager.style(title, with: "title")
        let received = Received()
        let watcher = try G8ThemeWatcher(url: file, engine: .standard) { change in
            received.append(change)
        }
        defer { watcher.cancel() }

        try Data(bundledJSON.replacingOccurrences(of: "#66B31A", with: "#GG0000").utf8).write(to: file)
        #expect(await eventually { received.count == 1 })
        let bad = try #require(received.take())
        #expect(throws: G8ThemeError.self) { try manager.follow(bad) }
        #expect(title.textColor == Color(hex: "#66B31A"))
        #expect(log.logged == [##"theme.json:5:28: error: tokens.color.brand: $type 'color' expects a color such as {"colorSpace": "srgb", "components": [0.4, 0.702, 0.102]} or "#66B31A", got "#GG0000""##])

        try Data(bundledJSON.replacingOccurrences(of: "#66B31A", with: "#1A73E8").utf8).write(to: file)
        #expect(await eventually { received.count == 1 })
        let good = try #require(received.take())
        #expect(try manager.follow(good).isClean)
        #expect(title.textColor == Color(hex: "#1A73E8"))
    }

    /// Changes handed from the watcher's thread to the test's task.
    final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var changes: [Result<G8Theme, G8ThemeError>] = []

        func append(_ change: Result<G8Theme, G8ThemeError>) {
            lock.lock()
            changes.append(change)
            lock.unlock()
        }

        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return changes.count
        }

        func take() -> Result<G8Theme, G8ThemeError>? {
            lock.lock()
            defer { lock.unlock() }
            return changes.isEmpty ? nil : changes.removeFirst()
        }
    }
}
