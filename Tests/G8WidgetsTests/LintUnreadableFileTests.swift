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
}
