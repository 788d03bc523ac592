import Foundation
import G8TestSupport
import G8Widgets
import Testing
import G8Remote

/// Updates built to exhaust the loader, served by a real server on 127.0.0.1: each is loaded or
/// refused inside `refresh()`, which returns; the app never crashes on what a server sends.
@Suite("Remote theme: long chains in an update")
struct RemoteLongChainTests {
    /// An update whose brand color is reached through `count` aliases: brand → t0 → t1 → … .
    static func chainUpdate(_ count: Int) -> String {
        var tokens = [##""brand": {"$value": "{color.t0}"}"##]
        for index in 0..<count - 1 { tokens.append("\"t\(index)\": {\"$value\": \"{color.t\(index + 1)}\"}") }
        tokens.append("\"t\(count - 1)\": {\"$type\": \"color\", \"$value\": \"#0A0B0C\"}")
        return "{\"tokens\": {\"color\": {\(tokens.joined(separator: ",\n"))}}}"
    }

    @Test func anUpdateWithAChainOf3000AliasesApplies() async throws {
        let server = try await ThemeServer.start()
        defer { server.stop() }
        let cache = try temporaryDirectory("cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        try server.serve("update.json", Self.chainUpdate(3000))
        let log = LogRecorder()
        let remote = try G8RemoteTheme(bundled: bundledTheme(), url: server.url("/update.json"), cacheDirectory: cache,
                                       engine: log.engine, timeout: refreshTimeout, maximumSize: 1 << 20)
        let outcome = await remote.refresh()
        guard case .updated(let theme) = outcome else {
            Issue.record("expected updated, got \(outcome)")
            return
        }
        #expect(brand(of: theme) == "#0A0B0C")
        #expect(brand(of: remote.theme) == "#0A0B0C")
        #expect(log.logged.isEmpty)
    }

    @Test func anUpdateWithAPointerOf20000ComponentsIsRefused() async throws {
        let server = try await ThemeServer.start()
        defer { server.stop() }
        let cache = try temporaryDirectory("cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        try server.serve("update.json", blueUpdate)
        let log = LogRecorder()
        let remote = try G8RemoteTheme(bundled: bundledTheme(), url: server.url("/update.json"), cacheDirectory: cache,
                                       engine: log.engine, timeout: refreshTimeout, maximumSize: 1 << 20)
        guard case .updated = await remote.refresh() else {
            Issue.record("the first update did not apply")
            return
        }
        let pointer = "#/tokens/" + String(repeating: "x/", count: 20_000)
        try server.serve("update.json", "{\"tokens\": {\"color\": {\"brand\": {\"$value\": {\"$ref\": \"\(pointer)\"}}}}}")
        let outcome = await remote.refresh()
        guard case .refused(let error) = outcome else {
            Issue.record("expected refused, got \(outcome)")
            return
        }
        #expect(error.diagnostics.count == 1)
        #expect(error.diagnostics.first?.path == "tokens.color.brand")
        #expect(brand(of: remote.theme) == "#1A73E8")
        #expect(log.logged.first == "warning: remote theme \(server.url("/update.json")): the update has 1 errors and was refused; keeping the current theme")
    }
}
