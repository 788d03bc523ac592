import Foundation

/// Runs the package's built products (the examples, `g8`, `TeamTool`) as a user would: the test
/// targets that run one list it as a dependency, so that it is built beside the test binary.
public enum ExampleRunner {
    /// What a product did: its exit status and everything it wrote.
    public struct Output {
        /// The exit status.
        public var status: Int32
        /// Everything written on standard output.
        public var standardOutput: String
        /// Everything written on standard error.
        public var standardError: String
    }

    /// The directory holding the built products: the test binary sits beside the examples.
    public static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// Runs a built product to its end. The environment is this process's with `NO_COLOR=1`
    /// and `CLICOLOR_FORCE` removed, then `changes` applied (a nil value removes a variable).
    public static func run(_ product: String, arguments: [String] = [], environment changes: [String: String?] = [:],
                           input: Data? = nil) throws -> Output {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent(product)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["CLICOLOR_FORCE"] = nil
        for (name, value) in changes { environment[name] = value }
        process.environment = environment
        // Files, not pipes: a child that fills one pipe while we read the other would deadlock.
        let directory = FileManager.default.temporaryDirectory
        let outURL = directory.appendingPathComponent("g8-example-\(UUID().uuidString).out")
        let errURL = directory.appendingPathComponent("g8-example-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        if let input {
            let inURL = directory.appendingPathComponent("g8-example-\(UUID().uuidString).in")
            try input.write(to: inURL)
            defer { try? FileManager.default.removeItem(at: inURL) }
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        func read(_ url: URL) throws -> String {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        }
        return Output(status: process.terminationStatus, standardOutput: try read(outURL), standardError: try read(errURL))
    }
}
