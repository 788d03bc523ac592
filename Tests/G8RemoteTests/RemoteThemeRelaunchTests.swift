import Foundation
import G8TestSupport
import G8Widgets
import Testing
import G8Remote

/// What survives a relaunch: a new remote theme on the same cache directory starts from the
/// saved update, and a damaged or unreadable cache falls back to the bundled theme, saying why.
@Suite("Remote theme: relaunch and cache")
struct RemoteThemeRelaunchTests {
    /// A server with the blue update and a cache directory into which it has been fetched.
    struct Fetched {
        let server: ThemeServer
        let cache: URL
        let cacheFile: URL

        init(update: String = blueUpdate) async throws {
            server = try await ThemeServer.start()
            cache = try temporaryDirectory("cache")
            try server.serve("update.json", update)
            let remote = try G8RemoteTheme(bundled: bundledTheme(), url: server.url("/update.json"), cacheDirectory: cache,
                                       engine: LogRecorder().engine, timeout: refreshTimeout)
            let outcome = await remote.refresh()
            #expect(outcome.description == "updated")
            cacheFile = remote.cacheFile
        }

        /// A new remote theme on the same cache, as after a relaunch.
        func relaunch(bundled: G8Theme? = nil, log: LogRecorder = LogRecorder()) throws -> G8RemoteTheme {
            try G8RemoteTheme(bundled: bundled ?? bundledTheme(), url: server.url("/update.json"), cacheDirectory: cache,
                          engine: log.engine, timeout: refreshTimeout)
        }

        func cleanUp() {
            server.stop()
            try? FileManager.default.removeItem(at: cache)
        }
    }

    @Test func aRelaunchStartsFromTheSavedUpdateWithoutTheServer() async throws {
        let fetched = try await Fetched()
        defer { fetched.cleanUp() }
        await fetched.server.stopAndWait()
        let log = LogRecorder()

        let relaunched = try fetched.relaunch(log: log)
        #expect(brand(of: relaunched.theme) == "#1A73E8")
        #expect(log.logged.isEmpty)
        let outcome = await relaunched.refresh()
        #expect(outcome.description == "failed: cannot connect to the server")
        #expect(brand(of: relaunched.theme) == "#1A73E8")
    }

    @Test func aRelaunchSendsTheSavedValidatorsAndGets304() async throws {
        let fetched = try await Fetched()
        defer { fetched.cleanUp() }

        let outcome = await (try fetched.relaunch()).refresh()
        #expect(outcome.description == "not modified")
        let requests = try await fetched.server.requests()
        #expect(requests.map(\.status) == [200, 304])
        #expect(requests[1].ifNoneMatch != nil)
        #expect(requests[1].ifModifiedSince != nil)
    }

    @Test func lastModifiedAloneAlsoGives304() async throws {
        let server = try await ThemeServer.start()
        defer { server.stop() }
        let cache = try temporaryDirectory("cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        try server.serve("update.json", blueUpdate)
        try server.fault("noetag")
        let remote = try G8RemoteTheme(bundled: bundledTheme(), url: server.url("/update.json"), cacheDirectory: cache,
                                   engine: LogRecorder().engine, timeout: refreshTimeout)

        await expectRefresh(remote, "updated")
        await expectRefresh(remote, "not modified")
        let requests = try await server.requests()
        #expect(requests.map(\.ifNoneMatch) == [nil, nil])
        #expect(requests.map(\.status) == [200, 304])
        #expect(requests[1].ifModifiedSince?.hasSuffix(" GMT") == true)
    }

    @Test func theSavedFileIsReplacedWholeAndNothingElseIsLeft() async throws {
        let fetched = try await Fetched()
        defer { fetched.cleanUp() }
        try fetched.server.serve("update.json", redUpdate)

        await expectRefresh(try fetched.relaunch(), "updated")
        let files = try FileManager.default.contentsOfDirectory(atPath: fetched.cache.path)
        #expect(files == [fetched.cacheFile.lastPathComponent])
        let text = String(decoding: try Data(contentsOf: fetched.cacheFile), as: UTF8.self)
        #expect(text.hasPrefix("G8 remote theme update 1\n{\"checksum\":\""))
        #expect(text.hasSuffix("\n" + redUpdate))
        #expect(brand(of: try fetched.relaunch().theme) == "#E81A1A")
    }

    @Test func aDamagedUpdateInTheCacheFallsBackToTheBundledTheme() async throws {
        let fetched = try await Fetched()
        defer { fetched.cleanUp() }
        // One byte of the color changed: still valid JSON, but not what the server sent.
        var bytes = [UInt8](try Data(contentsOf: fetched.cacheFile))
        let index = try #require(bytes.lastIndex(of: UInt8(ascii: "E")))
        bytes[index] = UInt8(ascii: "F")
        try Data(bytes).write(to: fetched.cacheFile)
        let log = LogRecorder()

        let relaunched = try fetched.relaunch(log: log)
        #expect(brand(of: relaunched.theme) == "#66B31A")
        #expect(log.logged == ["warning: remote theme cache \(fetched.cacheFile.path): its update does not match its checksum; starting from the bundled theme"])
        // The damaged file's validators are not used: the next refresh fetches the update whole.
        await expectRefresh(relaunched, "updated")
        #expect(brand(of: relaunched.theme) == "#1A73E8")
        #expect(try await fetched.server.requests().last?.ifNoneMatch == nil)
    }

    @Test func aCacheFileCutShortFallsBackToTheBundledTheme() async throws {
        let fetched = try await Fetched()
        defer { fetched.cleanUp() }
        let data = try Data(contentsOf: fetched.cacheFile)
        try data.prefix(data.count - 10).write(to: fetched.cacheFile)
        let log = LogRecorder()

        let relaunched = try fetched.relaunch(log: log)
        #expect(brand(of: relaunched.theme) == "#66B31A")
        let size = blueUpdate.utf8.count
        #expect(log.logged == ["warning: remote theme cache \(fetched.cacheFile.path): its update has \(size - 10) bytes where its header says \(size); starting from the bundled theme"])
    }

    @Test func aCacheFileOfAnotherFormatFallsBackToTheBundledTheme() async throws {
        let fetched = try await Fetched()
        defer { fetched.cleanUp() }
        try Data(blueUpdate.utf8).write(to: fetched.cacheFile)
        let log = LogRecorder()

        #expect(brand(of: try fetched.relaunch(log: log).theme) == "#66B31A")
        #expect(log.logged == ["warning: remote theme cache \(fetched.cacheFile.path): it is not a G8 remote theme cache file; starting from the bundled theme"])
    }

    @Test func anUnreadableCacheFallsBackToTheBundledTheme() async throws {
        let fetched = try await Fetched()
        defer { fetched.cleanUp() }
        // A directory where the file should be: it exists, and cannot be read as a file.
        try FileManager.default.removeItem(at: fetched.cacheFile)
        try FileManager.default.createDirectory(at: fetched.cacheFile, withIntermediateDirectories: false)
        let log = LogRecorder()

        #expect(brand(of: try fetched.relaunch(log: log).theme) == "#66B31A")
        #expect(log.logged.count == 1)
        #expect(log.logged.first?.hasPrefix("warning: remote theme cache \(fetched.cacheFile.path): it cannot be read (") == true)
        #expect(log.logged.first?.hasSuffix("); starting from the bundled theme") == true)
    }

    @Test func anUpdateThatNoLongerChecksAgainstANewBundledThemeIsSetAside() async throws {
        let update = ##"{ "styles": { "title": { "textColor": "{color.brand}", "numberOfLines": 2 } } }"##
        let fetched = try await Fetched(update: update)
        defer { fetched.cleanUp() }
        // The next app version's bundled theme has no brand color, which the saved update uses.
        let newBundled = try G8Theme(json: Data(##"{ "tokens": { "color": { "$type": "color", "ink": { "$value": "#000000" } } }, "styles": { "title": { "textColor": "{color.ink}" } } }"##.utf8),
                                     file: "bundled.json", engine: .standard)
        let log = LogRecorder()

        let relaunched = try fetched.relaunch(bundled: newBundled, log: log)
        #expect(brand(of: relaunched.theme) == "#000000")
        #expect(log.logged == [
            "warning: remote theme cache \(fetched.cacheFile.path): the saved update no longer checks against the bundled theme (1 errors); starting from the bundled theme",
            "\(fetched.cacheFile.lastPathComponent):1:39: error: styles.title.textColor: unknown token 'color.brand'",
        ])
        // Its validators are set aside with it: the next refresh asks for the update whole.
        #expect(await relaunched.refresh().description.hasPrefix("refused:"))
        #expect(try await fetched.server.requests().last?.ifNoneMatch == nil)
    }

    @Test func anUpdateThatCannotBeSavedStillApplies() async throws {
        let server = try await ThemeServer.start()
        defer { server.stop() }
        try server.serve("update.json", blueUpdate)
        let file = try temporaryDirectory("file").appendingPathComponent("plain-file")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try Data("x".utf8).write(to: file)
        let log = LogRecorder()
        // The cache directory would be inside a regular file: it cannot be created.
        let remote = try G8RemoteTheme(bundled: bundledTheme(), url: server.url("/update.json"),
                                   cacheDirectory: file.appendingPathComponent("cache"), engine: log.engine, timeout: refreshTimeout)

        await expectRefresh(remote, "updated")
        #expect(brand(of: remote.theme) == "#1A73E8")
        #expect(log.logged.count == 1)
        #expect(log.logged.first?.hasPrefix("warning: remote theme cache \(remote.cacheFile.path): cannot save the update (cannot create the directory ") == true)
        #expect(log.logged.first?.hasSuffix("); it applies until the app quits") == true)
    }
}
