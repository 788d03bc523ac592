import Foundation
import Testing

/// Every Swift block of this package's README is type-checked against the package's built
/// modules, as the root package checks its own documents (`DocumentSnippets`).
@Suite struct ReadmeSnippetTests {
    @Test func theReadmesSwiftBlocksTypeCheck() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: package.appendingPathComponent("README.md"), encoding: .utf8)
        let programs = DocumentSnippets(document: "README.md", text: text).programs
        #expect(programs.count >= 2)
        let cflags = try run("/usr/bin/env", ["pkg-config", "--cflags", "gtk4"])
        #expect(cflags.status == 0)
        let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")
        var flags = ["-typecheck", "-swift-version", "6", "-I", modules.path, "-I", package.appendingPathComponent("Sources/CGtk4").path]
        for flag in cflags.output.split(whereSeparator: \.isWhitespace) { flags += ["-Xcc", String(flag)] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("g8gtk-snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, program) in programs.enumerated() {
            let file = folder.appendingPathComponent("main\(index).swift")
            try program.write(to: file, atomically: true, encoding: .utf8)
            let result = try run("/usr/bin/env", ["swiftc"] + flags + [file.path])
            #expect(result.status == 0, "README.md does not compile:\n\(result.output)")
        }
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("g8gtk-snippet-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
