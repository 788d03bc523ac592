import Testing
@testable import G8Core

/// `print(report)` prints the report's summary line, clean or not.
@Suite("A report's description")
struct ReportDescriptionTests {
    @Test func aCleanReportDescribesItselfByItsSummary() {
        let (engine, log) = makeEngine()
        let report = engine.applyStyle(["width": 2.0, "count": 3], to: Shape())
        #expect(report.isClean && log.lines.isEmpty)
        #expect(report.description == "2 values set, 0 errors, 0 warnings")
        #expect("\(report)" == report.summary)
    }

    @Test func aReportWithProblemsCountsThemInItsDescription() {
        let warning = G8Diagnostic(level: .warning, path: "a", kind: .custom("w"))
        let error = G8Diagnostic(level: .error, path: "b", kind: .custom("e"))
        let report = G8Report(diagnostics: [warning, error, warning], appliedCount: 11)
        #expect(String(describing: report) == "11 values set, 1 error, 2 warnings")
    }
}
