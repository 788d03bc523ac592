import Foundation
import Synchronization
import Testing
import G8Widgets

fileprivate final class Ticket {
    var code = "none"
    var label = "none"
}

/// How many times a check ran.
fileprivate final class CheckCount: Sendable {
    let value = Atomic(0)
}

/// A property's check made only when a value is applied (``G8Property/checkingWhenApplied(_:)``):
/// a theme's load leaves it out, a lint and an application make it, and a value it refuses is
/// refused as one `validate` refuses, at its place in the theme.
@Suite("Checks made when a value is applied")
struct AppliedCheckTests {
    static let theme = """
        {
          "styles": {
            "badge": { "code": "bad-1", "label": "Hello" },
            "good": { "code": "A7" }
          }
        }
        """

    fileprivate static func engine(counting count: CheckCount, strict: Bool = false) -> G8 {
        var engine = G8.standard.withEmptyCaches()
        engine.logHandler = { _ in }
        engine.isStrict = strict
        engine.add(valueApplier: G8ValueApplier<Ticket>(properties: [
            G8Property("code", type: String.self, get: { $0.code }, set: { $0.code = $1 },
                       validate: { $0.isEmpty ? "expected a code" : nil })
                .checkingWhenApplied { value in
                    count.value.add(1, ordering: .relaxed)
                    return (value as? String)?.hasPrefix("bad") == true ? "the registry has no such code" : nil
                },
            G8Property("label", type: String.self, get: { $0.label }, set: { $0.label = $1 }),
        ]))
        return engine
    }

    @Test func aLoadLeavesTheCheckToTheApplication() throws {
        let count = CheckCount()
        let engine = Self.engine(counting: count)
        let theme = try G8Theme(json: Data(Self.theme.utf8), file: "theme.json", engine: engine)
        #expect(count.value.load(ordering: .relaxed) == 0)
        // A value `validate` refuses is still refused by the load.
        #expect(throws: G8ThemeError.self) {
            try G8Theme(json: Data(#"{"styles": {"badge": {"code": ""}}}"#.utf8), file: "theme.json", engine: engine)
        }

        // Refused at every application, a plan recorded or not; the other value is set.
        for _ in 0..<3 {
            let ticket = Ticket()
            let report = engine.applyStyle(try theme.style(named: "badge"), to: ticket)
            #expect(report.diagnostics.map(\.description) == [
                #"theme.json:3:24: error: code: Ticket.code cannot be "bad-1": the registry has no such code"#,
            ])
            #expect(ticket.code == "none" && ticket.label == "Hello")
        }
        var counts: [Int] = []
        for _ in 0..<3 {
            let ticket = Ticket()
            #expect(engine.applyStyle(try theme.style(named: "good"), to: ticket).isClean)
            #expect(ticket.code == "A7")
            counts.append(count.value.load(ordering: .relaxed))
        }
        // Checked by the applications that interpret the style; a compiled style holds values
        // checked when it was recorded, and its replay checks none again.
        #expect(counts[0] > 3 && counts[2] == counts[1])
    }

    @Test func aStrictEngineRefusesTheWholeStyle() throws {
        let engine = Self.engine(counting: CheckCount(), strict: true)
        let theme = try G8Theme(json: Data(Self.theme.utf8), file: "theme.json", engine: engine)
        let ticket = Ticket()
        let report = engine.applyStyle(try theme.style(named: "badge"), to: ticket)
        #expect(report.hasErrors)
        #expect(ticket.code == "none" && ticket.label == "none")
    }

    @Test func aLintMakesTheCheck() {
        let problems = G8Theme.lint(json: Data(Self.theme.utf8), file: "theme.json", engine: Self.engine(counting: CheckCount()))
        #expect(problems.map(\.description) == [
            #"theme.json:3:24: error: styles.badge.code: 'code' cannot be "bad-1": the registry has no such code"#,
        ])
    }

    @Test func aToolSeesTheCheck() throws {
        let engine = Self.engine(counting: CheckCount())
        let code = try #require(engine.valueAppliers.lazy.compactMap { $0.property(named: "code") }.first)
        #expect(code.problem(with: "bad-2") == #"Ticket.code cannot be "bad-2": the registry has no such code"#)
        #expect(code.problem(with: "B1") == nil)
    }
}
