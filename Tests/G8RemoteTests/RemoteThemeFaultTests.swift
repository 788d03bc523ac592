import Foundation
import G8TestSupport
import G8Widgets
import Testing
import G8Remote

/// Everything that can go wrong with a download, against a real server on 127.0.0.1: each
/// leaves the theme as it was (the good update fetched first), leaves the saved update as it
/// was, and says why, in the outcome and in the log.
@Suite("Remote theme: faults keep the theme")
struct RemoteThemeFaultTests {
    /// A server with the blue update, and a remote theme that starts from it (fetched and saved
    /// by an earlier one, with a timeout long enough for a busy machine).
    struct Setup {
        let server: ThemeServer
        let cache: URL
        let log = LogRecorder()
        let remote: G8RemoteTheme
        let savedBefore: Data

        init(timeout: TimeInterval = refreshTimeout, maximumSize: Int = 4096) async throws {
            server = try await ThemeServer.start()
            cache = try temporaryDirectory("cache")
            try server.serve("update.json", blueUpdate)
            let first = try await G8RemoteTheme(bundled: bundledTheme(), url: server.url("/update.json"), cacheDirectory: cache,
                                            engine: log.engine, timeout: refreshTimeout).refresh()
            #expect(first.description == "updated")
            remote = try G8RemoteTheme(bundled: bundledTheme(), url: server.url("/update.json"), cacheDirectory: cache,
                                   engine: log.engine, timeout: timeout, maximumSize: maximumSize)
            #expect(brand(of: remote.theme) == "#1A73E8")
            savedBefore = try Data(contentsOf: remote.cacheFile)
        }

        /// The theme and the saved update are those of the blue update still.
        func expectUnchanged(sourceLocation: SourceLocation = #_sourceLocation) throws {
            #expect(brand(of: remote.theme) == "#1A73E8", sourceLocation: sourceLocation)
            #expect(try Data(contentsOf: remote.cacheFile) == savedBefore, sourceLocation: sourceLocation)
        }

        /// The warning logged for a failure.
        func warning(_ reason: String) -> String {
            "warning: remote theme \(server.url("/update.json")): \(reason); keeping the current theme"
        }

        func cleanUp() {
            server.stop()
            try? FileManager.default.removeItem(at: cache)
        }
    }

    @Test func aBrokenUpdateIsRefusedWithItsLineAndColumn() async throws {
        let setup = try await Setup()
        defer { setup.cleanUp() }
        try setup.server.serve("update.json", ##"{ "tokens": { "color": { "brand": { "$value": "{color.primary}" } } } }"##)

        let outcome = await setup.remote.refresh()
        guard case .refused(let error) = outcome else {
            Issue.record("expected refused, got \(outcome)")
            return
        }
        #expect(error.description == "update.json:1:47: error: tokens.color.brand: unknown token 'color.primary'")
        try setup.expectUnchanged()
        #expect(setup.log.logged == [
            "warning: remote theme \(setup.server.url("/update.json")): the update has 1 errors and was refused; keeping the current theme",
            "update.json:1:47: error: tokens.color.brand: unknown token 'color.primary'",
        ])
    }

    @Test func aValueOfTheWrongTypeIsRefused() async throws {
        let setup = try await Setup()
        defer { setup.cleanUp() }
        try setup.server.serve("update.json", ##"{ "styles": { "title": { "textColor": "#GG0000" } } }"##)

        let outcome = await setup.remote.refresh()
        #expect(outcome.description == ##"refused:\##nupdate.json:1:39: error: styles.title.textColor: 'textColor' expects a color "#RGB", "#RRGGBB" or "#RRGGBBAA", got "#GG0000"; 'G' is not a hex digit"##)
        try setup.expectUnchanged()
    }

    @Test func invalidJSONIsRefused() async throws {
        let setup = try await Setup()
        defer { setup.cleanUp() }
        try setup.server.serve("update.json", ##"{ "tokens": { "color": "#1A73E8", } "##)

        let outcome = await setup.remote.refresh()
        guard case .refused(let error) = outcome else {
            Issue.record("expected refused, got \(outcome)")
            return
        }
        #expect(error.diagnostics.count == 1)
        #expect(error.description.hasPrefix("update.json:1:"))
        #expect(error.description.contains("invalid JSON"))
        try setup.expectUnchanged()
    }

    @Test func anUpdateThatIsNotAnObjectIsRefused() async throws {
        let setup = try await Setup()
        defer { setup.cleanUp() }
        try setup.server.serve("update.json", "[1, 2]")

        let outcome = await setup.remote.refresh()
        #expect(outcome.description == "refused:\nupdate.json:1:1: error: an update must be a JSON object, got array")
        try setup.expectUnchanged()
    }

    @Test(arguments: [(500, "Internal Server Error"), (503, "Service Unavailable"), (404, "Not Found"), (403, "Forbidden")])
    func anHTTPErrorStatusFails(status: Int, name: String) async throws {
        let setup = try await Setup()
        defer { setup.cleanUp() }
        try setup.server.fault("status \(status)")

        let outcome = await setup.remote.refresh()
        #expect(outcome.description == "failed: the server answered \(status) \(name)")
        try setup.expectUnchanged()
        #expect(setup.log.logged.last == setup.warning("the server answered \(status) \(name)"))
    }

    @Test func aTruncatedDownloadFails() async throws {
        let setup = try await Setup()
        defer { setup.cleanUp() }
        try setup.server.serve("update.json", redUpdate)
        try setup.server.fault("truncate")

        let outcome = await setup.remote.refresh()
        let size = redUpdate.utf8.count
        #expect(outcome.description == "failed: the update was cut short: \(size) of the \(size + 100) bytes announced arrived")
        try setup.expectUnchanged()
    }

    @Test func aServerThatHangsUpWithoutAnsweringFails() async throws {
        let setup = try await Setup()
        defer { setup.cleanUp() }
        try setup.server.fault("hangup")

        let outcome = await setup.remote.refresh()
        guard case .failed(let reason) = outcome else {
            Issue.record("expected failed, got \(outcome)")
            return
        }
        #expect(reason == "the server sent no valid HTTP answer")
        #expect(setup.log.logged.last == setup.warning(reason))
        try setup.expectUnchanged()
    }

    @Test func anUpdateAnnouncedLargerThanTheLimitFailsBeforeItsBody() async throws {
        let setup = try await Setup(maximumSize: 64)
        defer { setup.cleanUp() }
        let large = ##"{ "tokens": { "color": { "brand": { "$value": "#E81A1A", "$description": "red, for the sale" } } } }"##
        try setup.server.serve("update.json", large)

        let outcome = await setup.remote.refresh()
        #expect(outcome.description == "failed: the update of \(large.utf8.count) bytes is larger than the limit of 64 bytes")
        try setup.expectUnchanged()
    }

    @Test func anUnannouncedUpdateIsCountedAsItArrives() async throws {
        let setup = try await Setup(maximumSize: 65_536)
        defer { setup.cleanUp() }
        // 200 KB of whitespace, then the update: valid JSON, but over a 64 KB limit.
        try setup.server.serve("update.json", String(repeating: " ", count: 200_000) + redUpdate)
        try setup.server.fault("unannounced")

        let outcome = await setup.remote.refresh()
        #expect(outcome.description == "failed: the update is larger than the limit of 65536 bytes")
        try setup.expectUnchanged()
    }

    @Test func anUnannouncedUpdateWithinTheLimitApplies() async throws {
        let setup = try await Setup()
        defer { setup.cleanUp() }
        try setup.server.serve("update.json", redUpdate)
        try setup.server.fault("unannounced")

        let outcome = await setup.remote.refresh()
        #expect(outcome.description == "updated")
        #expect(brand(of: setup.remote.theme) == "#E81A1A")
    }

    @Test func aServerThatDoesNotAnswerInTimeFails() async throws {
        let setup = try await Setup(timeout: 0.5)
        defer { setup.cleanUp() }
        try setup.server.serve("update.json", redUpdate)
        // The server holds the answer for a minute: a refresh that waited for it instead of
        // giving up at its timeout would take that long, however busy the machine.
        try setup.server.fault("slow 60")

        let started = Date()
        let outcome = await setup.remote.refresh()
        #expect(outcome.description == "failed: no complete answer within 0.5 s")
        #expect(Date().timeIntervalSince(started) < 30)
        try setup.expectUnchanged()
    }

    @Test func anUnreachableServerFails() async throws {
        let setup = try await Setup()
        defer { setup.cleanUp() }
        await setup.server.stopAndWait()

        let outcome = await setup.remote.refresh()
        #expect(outcome.description == "failed: cannot connect to the server")
        #expect(brand(of: setup.remote.theme) == "#1A73E8")
        #expect(setup.log.logged.last == setup.warning("cannot connect to the server"))
    }

    @Test func aFailureAfterAFailureStillSendsTheGoodUpdatesValidators() async throws {
        let setup = try await Setup()
        defer { setup.cleanUp() }
        try setup.server.fault("status 503")
        _ = await setup.remote.refresh()
        try setup.server.fault(nil)

        let outcome = await setup.remote.refresh()
        #expect(outcome.description == "not modified")
        let requests = try await setup.server.requests()
        #expect(requests.map(\.status) == [200, 503, 304])
        #expect(requests[2].ifNoneMatch != nil && requests[2].ifNoneMatch == requests[1].ifNoneMatch)
    }
}
