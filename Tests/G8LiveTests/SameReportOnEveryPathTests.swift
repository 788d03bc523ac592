import Foundation
import Testing
import G8Widgets

/// Lines logged from any thread.
private final class LogLines: @unchecked Sendable {  // guarded by `lock`
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

/// One style with good values, a type mismatch and an unknown property, through
/// every way into an application: each reports the same diagnostics and sets the same values.
@Suite("The same report on every path")
struct SameReportOnEveryPathTests {
    static let style: G8Style = ["textColor": Color.red, "numberOfLines": "two", "textColour": Color.blue, "tag": 7]
    static let expected = [
        "error: numberOfLines: Label.numberOfLines expects Int, got String",
        "warning: textColour: Label has no property 'textColour'; did you mean 'textColor'?",
    ]

    private static func engine(logging log: LogLines) -> G8 {
        var g8 = G8.standard
        g8.logHandler = { diagnostic in log.append(diagnostic.description) }
        return g8
    }

    @Test func validateApplyJournaledAndAgainGiveOneReport() {
        let log = LogLines()
        let g8 = SameReportOnEveryPathTests.engine(logging: log)
        let style = SameReportOnEveryPathTests.style

        let validated = Label()
        let validation = g8.validate(style, against: validated)
        #expect(validated.textColor == .black && validated.tag == 0)
        #expect(log.all.isEmpty)  // validation logs nothing

        let applied = Label(), again = Label(), journaled = Label()
        let first = g8.applyStyle(style, to: applied)
        let second = g8.applyStyle(style, to: again)
        var journal = G8Journal()
        let third = g8.applyStyle(style, to: journaled, journal: &journal)

        for report in [validation, first, second, third] {
            #expect(report.diagnostics.map(\.description) == SameReportOnEveryPathTests.expected)
        }
        #expect(first.appliedCount == 2 && second == first && third == first)
        for label in [applied, again, journaled] {
            #expect(label.textColor == .red && label.tag == 7 && label.numberOfLines == 1)
        }
        // Each application logged its diagnostics as they happened; validation did not.
        #expect(log.all == Array(repeating: SameReportOnEveryPathTests.expected, count: 3).flatMap { $0 })
        journal.restore()
        #expect(journaled.textColor == .black && journaled.tag == 0)
    }
}
