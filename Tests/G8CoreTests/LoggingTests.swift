import Testing
@testable import G8Core

@Suite("Diagnostics and logging")
struct LoggingTests {
    @Test func verboseLogsEveryLookupAndAssignment() {
        let (g8, box) = makeEngine(level: .verbose)
        g8.applyStyle(["header.width": 2, "footer": ["count": 1]], to: Screen())
        #expect(box.lines == [
            "verbose: applying style to Screen",
            "verbose: header: found Screen.header: Shape",
            "verbose: header.width: set Shape.width to 2",
            "verbose: footer: found Screen.footer: Shape",
            "verbose: footer: applying style to Shape",
            "verbose: footer.count: set Shape.count to 1",
        ])
    }

    @Test func theDefaultLevelLogsWarningsAndErrorsOnly() {
        let (g8, box) = makeEngine()
        #expect(g8.logLevel == .warning)
        g8.applyStyle(["header.width": 2, "header.wdth": 1, "header.count": "x"], to: Screen())
        #expect(box.lines == [
            "warning: header.wdth: Shape has no property 'wdth'; did you mean 'width'?",
            "error: header.count: Shape.count expects Int, got String",
        ])
    }

    @Test func theErrorLevelLogsErrorsOnly() {
        let (g8, box) = makeEngine(level: .error)
        g8.applyStyle(["wdth": 1, "count": "x"], to: Shape())
        #expect(box.lines == ["error: count: Shape.count expects Int, got String"])
    }

    @Test func offLogsNothingButTheReportKeepsWarningsAndErrors() {
        let (g8, box) = makeEngine(level: .off)
        let report = g8.applyStyle(["wdth": 1, "count": "x", "width": 1], to: Shape())
        #expect(box.lines.isEmpty)
        #expect(report.warnings.count == 1)
        #expect(report.errors.count == 1)
        #expect(report.appliedCount == 1)
        #expect(report.hasErrors)
        #expect(!report.isClean)
    }

    @Test func verboseDiagnosticsAreNotCollectedBelowVerbose() {
        let (g8, _) = makeEngine()
        let report = g8.applyStyle(["width": 1, "count": 2], to: Shape())
        #expect(report.diagnostics.isEmpty)
        #expect(report.appliedCount == 2)
    }

    @Test func diagnosticsCarryTheirPartsSeparately() throws {
        let (g8, _) = makeEngine()
        let report = g8.applyStyle(["header.count": "x"], to: Screen())
        let diagnostic = try #require(report.diagnostics.first)
        #expect(diagnostic.level == .error)
        #expect(diagnostic.path == "header.count")
        #expect(diagnostic.objectType == "Shape")
        #expect(diagnostic.message == "Shape.count expects Int, got String")
        guard case let .typeMismatch(property, objectType, expected, actual) = diagnostic.kind else {
            Issue.record("expected a type mismatch, got \(diagnostic.kind)")
            return
        }
        #expect([property, objectType, expected, actual] == ["count", "Shape", "Int", "String"])
    }

    @Test func malformedKeysAreErrorsAndTheRestStillApplies() {
        let (g8, _) = makeEngine()
        let shape = Shape()
        let report = g8.applyStyle(["a..b": 1, "": 2, "width:": 3, "count": 4], to: shape)
        #expect(shape.count == 4)
        #expect(report.lines == [
            "error: a..b: the key 'a..b' is malformed: the key has an empty component",
            "error: the key '' is malformed: the key is empty",
            "error: width:: the key 'width:' is malformed: the key has an empty state modifier",
        ])
    }

    @Test func sourceLocationsPrefixTheDescription() {
        let diagnostic = G8Diagnostic(
            level: .error, path: "styles.card.width", kind: .custom("bad"),
            location: G8SourceLocation(file: "theme.json", line: 3, column: 14))
        #expect(diagnostic.description == "theme.json:3:14: error: styles.card.width: bad")
    }

    @Test func suggestionsPreferCloseCaseInsensitiveMatches() {
        #expect(G8Suggestion.nearest(to: "TextColor", in: ["textColor", "font"]) == "textColor")
        #expect(G8Suggestion.nearest(to: "fnot", in: ["font", "frame"]) == "font")
        #expect(G8Suggestion.nearest(to: "qqqqq", in: ["font"]) == nil)
        #expect(G8Suggestion.editDistance("kitten", "sitting") == 3)
    }

    @Test func levelsAreOrdered() {
        #expect(G8LogLevel.allCases.sorted() == [.verbose, .note, .warning, .error, .off])
    }
}

