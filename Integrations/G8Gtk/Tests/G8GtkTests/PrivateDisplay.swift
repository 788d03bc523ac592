import Foundation

/// An X server of its own (Xvfb) for a child process that opens windows, so that its windows,
/// and the keyboard focus they take, stay off the display the other tests share.
///
/// Xvfb picks a free display number itself and says which (`-displayfd`): tests running side
/// by side never race for a number as `xvfb-run -a` can. The server ends at ``stop()`` or when
/// the display is released, whichever path the test takes (killed if it has not ended by itself
/// within 2 seconds), and by itself (`-terminate`) once its last client has gone, which covers
/// a test run that is killed: a display serves one child process. Swift may release a local
/// after its last use, so a test keeps the display until its child has ended with
/// `defer { display.stop() }`.
final class PrivateDisplay {
    /// `:N`, the child's `DISPLAY`.
    let name: String
    private let server: Process
    /// Where the server's standard error goes, quoted when it does not start.
    private let errors: URL

    /// Starts a server with the screen `xvfb-run` gives (1280×1024, 24 bits) and waits until
    /// it takes connections.
    init() throws {
        let server = Process()
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("g8-xvfb-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let output = Pipe()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-terminate"]
        server.standardInput = FileHandle.nullDevice
        server.standardOutput = output
        do {
            server.standardError = try FileHandle(forWritingTo: errors)
            try server.run()
            var lines = LineReader(descriptor: output.fileHandleForReading.fileDescriptor, errors: errors, writer: "Xvfb")
            let number = try lines.next()
            guard let display = Int(number) else { throw LineReader.Failure("Xvfb wrote '\(number)' for its display number") }
            name = ":\(display)"
        } catch {
            Self.end(server, display: nil, errors: errors)
            throw error
        }
        self.server = server
        self.errors = errors
    }

    deinit { stop() }

    /// Ends the server, if it has not ended by itself, and waits for it.
    func stop() {
        Self.end(server, display: Int(name.dropFirst()), errors: errors)
    }

    /// Gives the server a moment to end by itself (its client gone), then kills it. SIGKILL:
    /// a child of the test runner starts with SIGTERM blocked, as the runner's threads have
    /// it, and would never see one. A killed server leaves its lock file and socket, which are
    /// removed while the lock still names it.
    private static func end(_ server: Process, display: Int?, errors: URL) {
        defer { try? FileManager.default.removeItem(at: errors) }
        guard server.processIdentifier != 0 else { return }
        let deadline = Date().addingTimeInterval(2)
        while server.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard server.isRunning else { return }
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        guard let display else { return }
        let lock = "/tmp/.X\(display)-lock"
        let owner = (try? String(contentsOfFile: lock, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard owner == server.processIdentifier else { return }
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(display)")
        try? FileManager.default.removeItem(atPath: lock)
    }

    /// `environment` with this display as the only one: GTK would take a Wayland display first.
    func environment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var environment = environment
        environment["DISPLAY"] = name
        environment["WAYLAND_DISPLAY"] = nil
        return environment
    }
}
