import Foundation
import G8TestSupport
import G8Widgets
import Testing
import G8Remote

/// A theme manager following a remote theme and a watched file: live widgets restyled on each
/// good update, the manager's mode kept; a source that gave no good theme throws, and the
/// widgets keep their look.
@Suite("Theme manager follows remote themes and watchers")
struct ThemeManagerFollowTests {
    @Test func followingARemoteThemeRestylesOnEachUpdateAndThrowsARefusal() async throws {
        let server = try await ThemeServer.start()
        defer { server.stop() }
        let cache = try temporaryDirectory("cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        try server.serve("update.json", blueUpdate)
        let remote = try G8RemoteTheme(bundled: bundledTheme(), url: server.url("/update.json"), cacheDirectory: cache,
                                   engine: LogRecorder().engine, timeout: refreshTimeout)
        let log = LogRecorder()
        let manager = G8ThemeManager(engine: log.engine, theme: try bundledTheme())
        let title = Label()
        let screen = View()
        manager.style(title, with: "title")
        manager.style(screen, with: "screen")
        try manager.switchMode(to: "dark")

        #expect(manager.follow(remote).isClean)
        #expect(title.textColor == Color(hex: "#66B31A"))
        let updated = try manager.follow(await remote.refresh())
        #expect(updated.summary == "2 values set, 0 errors, 0 warnings")
        #expect(title.textColor == Color(hex: "#1A73E8"))
        // Still dark: the update was taken in the manager's mode.
        #expect(manager.mode == "dark")
        #expect(screen.backgroundColor == Color(hex: "#121212"))

        // 304: the look is current, and the report empty.
        #expect(try manager.follow(await remote.refresh()) == G8Report())
        try server.serve("update.json", ##"{ "tokens": { "color": { "brand": { "$value": "{color.primary}" } } } }"##)
        let refusal = await remote.refresh()
        let refused = #expect(throws: G8ThemeError.self) { try manager.follow(refusal) }
        #expect(refused?.description == "update.json:1:47: error: tokens.color.brand: unknown token 'color.primary'")
        #expect(title.textColor == Color(hex: "#1A73E8"))
        // The remote theme logged the refusal through its own engine; the manager adds nothing.
        #expect(log.logged == [])
    }

    @Test func aFailedRefreshThrowsItsReasonUnderItsOwnCodeAndKeepsTheLook() throws {
        let log = LogRecorder()
        let manager = G8ThemeManager(engine: log.engine, theme: try bundledTheme())
        let title = Label()
        manager.style(title, with: "title")

        let failed = #expect(throws: G8ThemeError.self) {
            try manager.follow(G8RemoteTheme.Outcome.failed("the server answered 503 Service Unavailable"))
        }
        #expect(failed?.description == "error: the remote theme could not be refreshed: the server answered 503 Service Unavailable")
        #expect(failed?.diagnostics.map(\.code) == [.refreshFailed])
        #expect(failed?.diagnostics.first?.code.description == "G8Remote.refreshFailed")
        #expect(title.textColor == Color(hex: "#66B31A"))
        #expect(log.logged == [])
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
