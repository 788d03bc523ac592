import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import G8TestSupport
import G8Widgets
import Testing
import G8Remote

/// `scripts/theme-server.py` running on 127.0.0.1 on a free port, serving the files of a
/// temporary directory: a real HTTP server, not a mock. Stopped by ``stop()`` or when it goes
/// away.
final class ThemeServer: @unchecked Sendable {
    struct Request: Decodable, Equatable {
        var path: String
        var ifNoneMatch: String?
        var ifModifiedSince: String?
        /// The status the server answered; nil when it hung up.
        var status: Int?
    }

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/theme-server.py")

    let root: URL
    private(set) var port = 0
    private let process: Process
    /// The server's standard input: closing it stops the server, and so does this process's end.
    private let input = Pipe()

    /// The Python interpreter itself, not a launcher script such as pyenv's shim (which would
    /// take the signals meant for the server).
    static let python: String = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys; print(sys.executable)"]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return "/usr/bin/python3" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? "/usr/bin/python3" : path
    }()

    /// Starts the server and waits (at most 90 s) until it listens. The port file is read once
    /// more after the deadline: on a starved machine this task may first run again after it.
    static func start() async throws -> ThemeServer {
        let server = try ThemeServer()
        let portFile = server.root.appendingPathComponent(".port")
        func listeningPort() -> Int? {
            guard let text = try? String(contentsOf: portFile, encoding: .utf8) else { return nil }
            return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let deadline = Date(timeIntervalSinceNow: 90)
        while Date() < deadline && server.process.isRunning {
            if let port = listeningPort() {
                server.port = port
                return server
            }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        if let port = listeningPort() {
            server.port = port
            return server
        }
        let exited = server.process.isRunning ? "still running" : "exited with status \(server.process.terminationStatus)"
        let errors = (try? String(contentsOf: server.root.appendingPathComponent(".stderr"), encoding: .utf8)) ?? ""
        server.stop()
        throw ServerError(message: "theme-server.py did not start listening within 90 s (\(exited)) \(errors)")
    }

    private init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("g8-theme-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let portFile = root.appendingPathComponent(".port")
        process = Process()
        process.executableURL = URL(fileURLWithPath: ThemeServer.python)
        process.arguments = [ThemeServer.script.path, "--root", root.path, "--port", "0", "--port-file", portFile.path, "--exit-with-stdin"]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        _ = FileManager.default.createFile(atPath: root.appendingPathComponent(".stderr").path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: root.appendingPathComponent(".stderr"))
        try process.run()
    }

    struct ServerError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// The address of `path` on this server, such as `/update.json`.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Serves `contents` as `name` from now on (written atomically, as a deploy would).
    func serve(_ name: String, _ contents: String) throws {
        try Data(contents.utf8).write(to: root.appendingPathComponent(name), options: .atomic)
    }

    /// Makes every file served with the fault `line` (see `scripts/theme-server.py`), such as
    /// `status 503` or `truncate`; nil serves them normally again.
    func fault(_ line: String?) throws {
        let file = root.appendingPathComponent(".fault")
        if let line {
            try Data((line + "\n").utf8).write(to: file, options: .atomic)
        } else {
            try FileManager.default.removeItem(at: file)
        }
    }

    /// The requests the server received so far, in order (waiting as long as a refresh may).
    func requests() async throws -> [Request] {
        let request = URLRequest(url: url("/requests"), timeoutInterval: refreshTimeout)
        let (data, _) = try await URLSession.shared.data(for: request)
        return try JSONDecoder().decode([Request].self, from: data)
    }

    /// Stops the server (without waiting) and removes its files.
    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: root)
    }

    /// Stops the server and waits (at most 10 s) until it has exited and its port is closed.
    func stopAndWait() async {
        stop()
        let deadline = Date(timeIntervalSinceNow: 10)
        while process.isRunning && Date() < deadline { try? await Task.sleep(nanoseconds: 20_000_000) }
    }

    deinit { stop() }
}

/// The timeout of every refresh whose test is not about timeouts. Generous on purpose: under a
/// sanitizer, with every test of the package running at once on two cores, loopback refreshes
/// have been seen to give no complete answer within 60 s, which fails a test that is not about
/// time. A refresh that works never waits for it; one that hangs fails after ten minutes.
let refreshTimeout: TimeInterval = 600

/// Refreshes `remote` and expects the outcome `expected` (its description, such as `updated`);
/// a different outcome is recorded with its own text. Returns the outcome.
@discardableResult
func expectRefresh(_ remote: G8RemoteTheme, _ expected: String,
                   sourceLocation: SourceLocation = #_sourceLocation) async -> G8RemoteTheme.Outcome {
    let outcome = await remote.refresh()
    #expect(outcome.description == expected, sourceLocation: sourceLocation)
    return outcome
}

/// Diagnostics an engine logs, collected for assertions.
final class LogRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    /// `G8.standard` logging here.
    var engine: G8 {
        var g8 = G8.standard
        g8.logHandler = { [self] diagnostic in
            lock.lock()
            lines.append(diagnostic.description)
            lock.unlock()
        }
        return g8
    }

    var logged: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}

/// A good update: a new brand color.
let blueUpdate = ##"{ "tokens": { "color": { "brand": { "$value": "#1A73E8" } } } }"##
/// Another good update.
let redUpdate = ##"{ "tokens": { "color": { "brand": { "$value": "#E81A1A" } } } }"##

func bundledTheme(engine: G8 = .standard) throws -> G8Theme {
    try G8Theme(json: Data(bundledJSON.utf8), file: "bundled.json", engine: engine)
}
