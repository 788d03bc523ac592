import Foundation

/// An X server of its own (Xvfb) for a child process that opens windows, so that its windows,
/// and the keyboard focus they take, stay off the display the other tests share.
///
/// Xvfb picks a free display number itself and says which (`-displayfd`): tests running side
/// by side never race for a number as `xvfb-run -a` can. The server ends at ``stop()`` or when
/// the display is released, whichever path the test takes, and by itself (`-terminate`) once
/// its last client has gone, which covers a test run that is killed: a display serves one
/// child process. Swift may release a local after its last use, so a test keeps the display
/// until its child has ended with `defer { display.stop() }`.
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
            Self.end(server, errors: errors)
            throw error
        }
        self.server = server
        self.errors = errors
    }

    deinit { stop() }

    /// Ends the server, if it has not ended by itself, and waits for it.
    func stop() {
        Self.end(server, errors: errors)
    }

    private static func end(_ server: Process, errors: URL) {
        if server.isRunning { server.terminate() }
        if server.processIdentifier != 0 { server.waitUntilExit() }
        try? FileManager.default.removeItem(at: errors)
    }

    /// `environment` with this display as the only one: GTK would take a Wayland display first.
    func environment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var environment = environment
        environment["DISPLAY"] = name
        environment["WAYLAND_DISPLAY"] = nil
        return environment
    }
}
