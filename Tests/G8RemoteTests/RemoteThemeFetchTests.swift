import Foundation
import G8TestSupport
import G8Widgets
import Testing
import G8Remote

/// Fetching an update from a real HTTP server on 127.0.0.1: the first fetch, conditional
/// requests answered 304, a changed update, and many refreshes at once.
@Suite("Remote theme: fetching")
struct RemoteThemeFetchTests {
    @Test func startsFromTheBundledThemeThenTakesTheServersUpdate() async throws {
        let server = try await ThemeServer.start()
        defer { server.stop() }
        try server.serve("update.json", blueUpdate)
        let cache = try temporaryDirectory("cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let log = LogRecorder()
        let remote = try G8RemoteTheme(bundled: bundledTheme(), url: server.url("/update.json"), cacheDirectory: cache,
                                   engine: log.engine, timeout: refreshTimeout)

        #expect(brand(of: remote.theme) == "#66B31A")
        let outcome = await remote.refresh()
        guard case .updated(let theme) = outcome else {
            Issue.record("expected updated, got \(outcome)")
            return
        }
        #expect(brand(of: theme) == "#1A73E8")
        #expect(brand(of: remote.theme) == "#1A73E8")
        #expect(FileManager.default.fileExists(atPath: remote.cacheFile.path))
        #expect(log.logged.isEmpty)
        // The first request had no validators to send.
        let requests = try await server.requests()
        #expect(requests == [ThemeServer.Request(path: "/update.json", ifNoneMatch: nil, ifModifiedSince: nil, status: 200)])
    }

    @Test func aSecondRefreshSendsTheValidatorsAndGets304() async throws {
        let server = try await ThemeServer.start()
        defer { server.stop() }
        try server.serve("update.json", blueUpdate)
        let cache = try temporaryDirectory("cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let remote = try G8RemoteTheme(bundled: bundledTheme(), url: server.url("/update.json"), cacheDirectory: cache,
                                   engine: LogRecorder().engine, timeout: refreshTimeout)

        await expectRefresh(remote, "updated")
        let outcome = await remote.refresh()
        #expect(outcome.description == "not modified")
        #expect(brand(of: remote.theme) == "#1A73E8")
        let requests = try await server.requests()
        #expect(requests.map(\.status) == [200, 304])
        #expect(requests[1].ifNoneMatch?.hasPrefix("\"") == true)
        #expect(requests[1].ifModifiedSince?.hasSuffix(" GMT") == true)
    }

    @Test func aChangedUpdateIsFetchedInFullAndReplacesTheLastOne() async throws {
        let server = try await ThemeServer.start()
        defer { server.stop() }
        try server.serve("update.json", blueUpdate)
        let cache = try temporaryDirectory("cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let remote = try G8RemoteTheme(bundled: bundledTheme(), url: server.url("/update.json"), cacheDirectory: cache,
                                   engine: LogRecorder().engine, timeout: refreshTimeout)

        await expectRefresh(remote, "updated")
        try server.serve("update.json", redUpdate)
        let outcome = await remote.refresh()
        #expect(outcome.description == "updated")
        #expect(brand(of: remote.theme) == "#E81A1A")
    }

    @Test func theUpdateMergesOverTheBundledThemeNotOverTheLastUpdate() async throws {
        let server = try await ThemeServer.start()
        defer { server.stop() }
        // The first update also darkens the background; the second only changes the brand.
        try server.serve("update.json", ##"{ "tokens": { "color": { "background": { "$value": "#000000" } } } }"##)
        let cache = try temporaryDirectory("cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let remote = try G8RemoteTheme(bundled: bundledTheme(), url: server.url("/update.json"), cacheDirectory: cache,
                                   engine: LogRecorder().engine, timeout: refreshTimeout)
        await expectRefresh(remote, "updated")
        #expect(remote.theme.token("color.background")?.value == .string("#000000"))
        try server.serve("update.json", redUpdate)
        await expectRefresh(remote, "updated")
        #expect(remote.theme.token("color.background")?.value == .string("#FEFFFF"))
        #expect(brand(of: remote.theme) == "#E81A1A")
    }

    @Test func refreshesCalledTogetherShareOneRequest() async throws {
        let server = try await ThemeServer.start()
        defer { server.stop() }
        try server.serve("update.json", blueUpdate)
        let cache = try temporaryDirectory("cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        // A slow answer, so that every refresh starts while the first is under way.
        try server.fault("slow 0.5")
        let remote = try G8RemoteTheme(bundled: bundledTheme(), url: server.url("/update.json"), cacheDirectory: cache,
                                   engine: LogRecorder().engine, timeout: refreshTimeout)

        let outcomes = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { await remote.refresh().description } }
            var all: [String] = []
            for await outcome in group { all.append(outcome) }
            return all
        }
        #expect(outcomes == Array(repeating: "updated", count: 8))
        #expect(brand(of: remote.theme) == "#1A73E8")
        #expect(try await server.requests().map(\.status) == [200])
    }

    @Test func refreshesFromManyTasksOneAfterAnotherNeverLoseTheUpdate() async throws {
        let server = try await ThemeServer.start()
        defer { server.stop() }
        try server.serve("update.json", blueUpdate)
        let cache = try temporaryDirectory("cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let remote = try G8RemoteTheme(bundled: bundledTheme(), url: server.url("/update.json"), cacheDirectory: cache,
                                   engine: LogRecorder().engine, timeout: refreshTimeout)

        let outcomes = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var seen: [String] = []
                    for _ in 0..<5 {
                        seen.append(await remote.refresh().description)
                        // Readers at the same time see a whole theme, the bundled one or the update.
                        seen.append(brand(of: remote.theme))
                    }
                    return seen
                }
            }
            var all: [String] = []
            for await outcome in group { all += outcome }
            return all
        }
        #expect(Set(outcomes).isSubset(of: ["updated", "not modified", "#1A73E8"]))
        #expect(outcomes.filter { $0 == "updated" }.count >= 1)
        #expect(brand(of: remote.theme) == "#1A73E8")
        // Every request after the first update is a conditional one.
        let requests = try await server.requests()
        #expect(requests.dropFirst().allSatisfy { $0.ifNoneMatch != nil })
    }
}
