import CGtk4
import Foundation
import G8Gtk
import Synchronization
import Testing

/// The Settings portal of `Tests/FakePortal/fake-portal.py` (Python's GIO), alone on a session
/// bus of its own that `dbus-run-session` starts with it and ends when it ends. It answers as
/// xdg-desktop-portal does; ``send(_:)`` makes it change a setting and emit `SettingChanged`.
final class FakePortal {
    /// The bus's address, for ``GtkDesktop/Bus/address(_:)``.
    let address: String
    private let process: Process
    private let input: FileHandle
    private var output: LineReader
    private let errors: URL

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FakePortal")

    /// Starts the portal with the script's options (`--version 1`, `--set NS KEY VALUE`…) and
    /// waits until it is on its bus.
    init(_ options: [String]) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
        process.arguments = ["--config-file=\(Self.folder.appendingPathComponent("session.conf").path)", "--",
                             "/usr/bin/python3", Self.folder.appendingPathComponent("fake-portal.py").path] + options
        let stdin = Pipe(), stdout = Pipe()
        errors = FileManager.default.temporaryDirectory.appendingPathComponent("g8-fake-portal-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        input = stdin.fileHandleForWriting
        output = LineReader(descriptor: stdout.fileHandleForReading.fileDescriptor, errors: errors, writer: "the fake portal")
        let ready = try output.next()
        guard ready.hasPrefix("ready ") else { throw Failure("the fake portal said '\(ready)'") }
        address = String(ready.dropFirst("ready ".count))
    }

    deinit {
        // End of input ends the portal, and its bus with it.
        try? input.close()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: errors)
    }

    /// Sends one command (`set org.freedesktop.appearance color-scheme uint32 1`) and waits
    /// until the portal has done it: a signal it emits is then on its way to the app.
    func send(_ command: String) throws {
        try input.write(contentsOf: Data((command + "\n").utf8))
        let answer = try output.next()
        guard answer == "ok" else { throw Failure("the fake portal answered '\(answer)' to '\(command)'") }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// Collects the desktop's diagnostics (code `custom`) that an engine logs, in order.
final class DesktopLog: Sendable {
    private let lines = Mutex<[String]>([])

    /// An engine for GTK logging everything, this log receiving the desktop's lines.
    var engine: G8 {
        var g8 = G8.gtk
        g8.logLevel = .verbose
        g8.logHandler = { [self] diagnostic in
            if diagnostic.code == .custom { lines.withLock { $0.append(diagnostic.description) } }
        }
        return g8
    }

    /// The lines logged since the last call.
    func take() -> [String] {
        lines.withLock { taken in
            defer { taken = [] }
            return taken
        }
    }
}

@MainActor
enum DesktopLoop {
    /// Runs GTK's main loop one iteration at a time until `done` holds (at most 10 seconds);
    /// whether it did. A change is checked after the iteration that delivered it.
    @discardableResult
    static func run(until done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        let wake = g_timeout_add(10, { _ in 1 }, nil)
        defer { g_source_remove(wake) }
        while !done() {
            guard Date() < deadline else { return false }
            g_main_context_iteration(nil, 1)
        }
        return true
    }
}
