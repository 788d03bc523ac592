import Foundation
import Testing
@testable import G8Core

/// The default log handler writes each diagnostic as its description, with no prefix, to
/// standard error: the form the documentation and the examples show.
@Suite("The default log handler", .serialized)
struct DefaultLogHandlerTests {
    /// What `body` writes to standard error (file descriptor 2), read through a pipe.
    func standardError(of body: () -> Void) throws -> String {
        let pipe = Pipe()
        let saved = dup(STDERR_FILENO)
        try #require(saved >= 0)
        dup2(pipe.fileHandleForWriting.fileDescriptor, STDERR_FILENO)
        body()
        dup2(saved, STDERR_FILENO)
        close(saved)
        try pipe.fileHandleForWriting.close()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    @Test func writesEachDiagnosticAsItsDescriptionToStandardError() throws {
        let fromTheme = G8Diagnostic(
            level: .warning, path: "styles.screen.heading.textColr",
            kind: .undeclaredProperty(name: "textColr", suggestion: "textColor"),
            location: G8SourceLocation(file: "theme.json", line: 11, column: 32))
        let (engine, _) = makeEngine()
        var applying = engine
        applying.logHandler = G8.printHandler
        var report = G8Report()
        let written = try standardError {
            G8.printHandler(fromTheme)
            report = applying.applyStyle(["widht": 1.0], to: Shape())
        }
        #expect(report.warnings.count == 1)
        // Lines among the others, not the whole text: another test running at the same time may
        // write to standard error too.
        let lines = written.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains(
            "theme.json:11:32: warning: styles.screen.heading.textColr: no applier declares a property 'textColr'; did you mean 'textColor'?"))
        #expect(lines.contains("warning: widht: Shape has no property 'widht'; did you mean 'width'?"))
        #expect(written.hasSuffix("\n"))
        #expect(!written.contains("[G8]"))
    }
}
