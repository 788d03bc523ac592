import Foundation
import G8TestSupport
import Testing

/// A file `g8 lint` cannot read is an error on standard error, naming the file and why; it is
/// not counted as linted, and the summary does not say there are no problems.
@Suite("g8 lint of a file it cannot read")
struct LintUnreadableFileTests {
    @Test func aMissingFileIsAnErrorNotACleanLint() throws {
        let result = try ExampleRunner.run("g8", arguments: ["lint", "nope.json"])
        #expect(result.status == 2)
        #expect(result.standardError == "nope.json: error: cannot read file: no such file\n")
        #expect(result.standardOutput == "g8 lint: 0 errors and 0 warnings in 0 files; 1 file could not be read\n")
    }

    @Test func theFilesReadAreStillLintedAndCounted() throws {
        let result = try ExampleRunner.run("g8", arguments: ["lint", ToolTests.demoTheme, "missing.json", "/"])
        #expect(result.status == 2)
        #expect(result.standardError == """
            missing.json: error: cannot read file: no such file
            /: error: cannot read file: it is a directory

            """)
        #expect(result.standardOutput == "g8 lint: 0 errors and 0 warnings in 1 file; 2 files could not be read\n")
    }

    @Test func aFIFOAndADeviceAreNamedForWhatTheyAre() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("g8-lint-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("theme.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Nobody writes to the FIFO: a lint that opened it to wait for a writer would never end.
        let result = try ExampleRunner.run("g8", arguments: ["lint", fifo, "/dev/zero"])
        #expect(result.status == 2)
        #expect(result.standardError == """
            \(fifo): error: cannot read file: it is a FIFO, not a file
            /dev/zero: error: cannot read file: it is a device, not a file

            """)
        #expect(result.standardOutput == "g8 lint: 0 errors and 0 warnings in 0 files; 2 files could not be read\n")
    }
}
