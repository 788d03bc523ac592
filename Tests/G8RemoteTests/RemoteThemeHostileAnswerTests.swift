import Foundation
#if canImport(Glibc)
import Glibc
#endif
import G8TestSupport
import G8Widgets
import Testing
import G8Remote

/// The highest resident memory seen by a sampling thread.
private final class MemorySampler: @unchecked Sendable {
    let lock = NSLock()
    var peak = 0
    var running = true
}

/// Answers a server should not give, against the real server on 127.0.0.1: a body that inflates
/// far past the limit, a body that never ends, a redirect to nowhere. Each is refused, saying what
/// it was, and a refused download never holds much more than the limit in memory.
@Suite("Remote theme: hostile answers")
struct RemoteThemeHostileAnswerTests {
    /// The resident memory of this process, in bytes.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Runs `body` while a thread samples the resident memory every millisecond; returns its
    /// result and the most the memory rose above what it was before.
    static func peakGrowth<T: Sendable>(during body: () async -> T) async -> (result: T, growth: Int) {
        let sampler = MemorySampler()
        let before = residentBytes()
        let thread = Thread {
            while sampler.lock.withLock({ sampler.running }) {
                let now = residentBytes()
                sampler.lock.withLock { sampler.peak = max(sampler.peak, now) }
                usleep(1000)
            }
        }
        thread.start()
        let result = await body()
        sampler.lock.withLock { sampler.running = false }
        let peak = sampler.lock.withLock { max(sampler.peak, residentBytes()) }
        return (result, max(0, peak - before))
    }

    static let mebibyte = 1 << 20

    /// A remote theme of `update.json` on a server with `fault`, with a limit of 1 MiB.
    func remote(fault: String) async throws -> (server: ThemeServer, remote: G8RemoteTheme, log: LogRecorder, cache: URL) {
        let server = try await ThemeServer.start()
        let cache = try temporaryDirectory("cache")
        try server.serve("update.json", blueUpdate)
        try server.fault(fault)
        let log = LogRecorder()
        let remote = try G8RemoteTheme(bundled: bundledTheme(), url: server.url("/update.json"), cacheDirectory: cache,
                                       engine: log.engine, timeout: refreshTimeout, maximumSize: RemoteThemeHostileAnswerTests.mebibyte)
        return (server, remote, log, cache)
    }

    /// The growth allowed: twice the limit, and room for the other tests that run meanwhile.
    /// A download that held what it was sent would grow by a gigabyte.
    static let allowedGrowth = 2 * mebibyte + 160 * mebibyte

    /// Whether the tests run under ThreadSanitizer or AddressSanitizer, whose shadow memory and
    /// quarantine make resident memory say nothing about what the code holds: the refusal is
    /// still checked there, the memory bound only in plain builds.
    static let underSanitizer = dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil

    @Test func aGzipBodyThatInflatesToAGigabyteIsRefusedWithoutHoldingIt() async throws {
        let (server, remote, log, cache) = try await remote(fault: "gzip 1000")
        defer {
            server.stop()
            try? FileManager.default.removeItem(at: cache)
        }
        let (outcome, growth) = await Self.peakGrowth { await remote.refresh() }
        #expect(outcome.description == "failed: the update is larger than the limit of 1048576 bytes")
        #expect(log.logged == ["warning: remote theme \(server.url("/update.json")): the update is larger than the limit of 1048576 bytes; keeping the current theme"])
        #expect(Self.underSanitizer || growth < Self.allowedGrowth, "resident memory grew by \(growth / Self.mebibyte) MiB")
        #expect(brand(of: remote.theme) == "#66B31A")
        #expect(!FileManager.default.fileExists(atPath: remote.cacheFile.path))
    }

    @Test func aBodyThatNeverEndsIsRefusedWithoutHoldingIt() async throws {
        let (server, remote, log, cache) = try await remote(fault: "endless")
        defer {
            server.stop()
            try? FileManager.default.removeItem(at: cache)
        }
        let (outcome, growth) = await Self.peakGrowth { await remote.refresh() }
        #expect(outcome.description == "failed: the update is larger than the limit of 1048576 bytes")
        #expect(log.logged.count == 1)
        #expect(Self.underSanitizer || growth < Self.allowedGrowth, "resident memory grew by \(growth / Self.mebibyte) MiB")
        #expect(brand(of: remote.theme) == "#66B31A")
    }

    @Test func aRedirectWithoutALocationSaysSo() async throws {
        let (server, remote, log, cache) = try await remote(fault: "status 302")
        defer {
            server.stop()
            try? FileManager.default.removeItem(at: cache)
        }
        let outcome = await remote.refresh()
        #expect(outcome.description == "failed: the server answered 302 Found, a redirect without a Location header to follow")
        #expect(log.logged == ["warning: remote theme \(server.url("/update.json")): the server answered 302 Found, a redirect without a Location header to follow; keeping the current theme"])
    }

    @Test func aFIFOWhereTheCacheShouldBeIsNamedAndNotWaitedFor() async throws {
        let cache = try temporaryDirectory("cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let log = LogRecorder()
        let url = URL(string: "http://127.0.0.1:9/update.json")!
        let probe = try G8RemoteTheme(bundled: bundledTheme(), url: url, cacheDirectory: cache, engine: log.engine)
        try FileManager.default.createDirectory(at: probe.cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(probe.cacheFile.path, 0o600) == 0)

        let remote = try G8RemoteTheme(bundled: bundledTheme(), url: url, cacheDirectory: cache, engine: log.engine)
        #expect(brand(of: remote.theme) == "#66B31A")
        #expect(log.logged == ["warning: remote theme cache \(probe.cacheFile.path): it cannot be read (it is a FIFO, not a file); starting from the bundled theme"])
    }
}
