import Foundation

/// Paths and processes the plugin's tests share.
enum PluginTestSupport {
    /// The package's root directory.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// Golden files and the small test theme.
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    /// The directory holding the built products: the test binary sits beside them.
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// Whether the tests that build a whole package with SwiftPM run: they take minutes on a cold
    /// machine, so `swift test` skips them unless `G8_PACKAGE_BUILDS=1` asks for them, as `.ci/run`
    /// does for its final test run.
    static var runsPackageBuilds: Bool {
        ProcessInfo.processInfo.environment["G8_PACKAGE_BUILDS"] == "1"
    }

    /// `G8_RECORD=1` re-records golden files instead of comparing with them.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["G8_RECORD"] == "1" }

    /// What a finished process wrote and how it ended.
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Both streams, standard output first.
        var combined: String { standardOutput + standardError }
    }

    /// Runs `executable` (a path, or a command found on `PATH`) to its end, with `NO_COLOR=1`.
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> Output {
        let process = Process()
        if executable.hasPrefix("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        // Files, not pipes: a child that fills one pipe while we read the other would deadlock.
        let scratch = try temporaryDirectory("g8-process")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// A new empty directory under the system's temporary directory.
    static func temporaryDirectory(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Compares `actual` with the golden file `name`, or records it under `G8_RECORD=1`.
    static func golden(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: golden.appendingPathComponent(name)), as: UTF8.self)
    }

    /// Writes `text` as the golden file `name`.
    static func record(_ text: String, as name: String) throws {
        try Data(text.utf8).write(to: golden.appendingPathComponent(name))
    }
}
