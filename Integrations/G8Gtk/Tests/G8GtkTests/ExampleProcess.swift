import Foundation

/// An example app (the theme studio, the gallery) run as its user runs it: a child process of
/// the test, on an X display of its own (``PrivateDisplay``), so that its windows never take
/// the keyboard focus from a test of the shared display. Its standard output and error go to
/// files.
///
/// Every path ends the app and its display: ``finish(within:)``, or the release of the value
/// when a test stops early.
final class ExampleProcess {
    /// The app's display; nil for a run that needs none (`--help`, bad usage).
    let display: PrivateDisplay?
    private let process = Process()
    private let output: URL
    private let errors: URL

    /// Starts the example `name` with `arguments` in `folder`, its environment the test's with
    /// `environment` over it, on a display of its own unless `display` is false: then with no
    /// display at all.
    init(_ name: String, _ arguments: [String], in folder: URL, display: Bool = true, environment extra: [String: String] = [:]) throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
        self.display = display ? try PrivateDisplay() : nil
        output = FileManager.default.temporaryDirectory.appendingPathComponent("g8-\(name)-\(UUID().uuidString).out")
        errors = output.deletingPathExtension().appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = self.display?.environment(environment) ?? environment
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        if process.processIdentifier != 0 { process.waitUntilExit() }
        display?.stop()
        try? FileManager.default.removeItem(at: output)
        try? FileManager.default.removeItem(at: errors)
    }

    /// What the app printed so far.
    var printed: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

    /// What the app wrote to standard error so far.
    var complaints: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

    /// Waits up to `seconds` for the output to contain `text`; whether it does.
    func wait(for text: String, seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !printed.contains(text) {
            guard Date() < deadline, process.isRunning else { return printed.contains(text) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }

    /// Waits up to `seconds` for the app to exit by itself, then ends its display. Its exit
    /// status, or nil when it had to be killed or died of a signal (a GTK critical aborts it).
    func finish(within seconds: Double = 60) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let exited = !process.isRunning
        if !exited { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        display?.stop()
        return exited && process.terminationReason == .exit ? process.terminationStatus : nil
    }
}
