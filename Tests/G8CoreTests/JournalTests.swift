import Testing
@testable import G8Core

@Suite("Journals of objects that do not report their lifetime")
struct JournalTests {
    /// Plain objects are referred to weakly: a journaled replay of a compiled plan (the
    /// recorded reference kinds of its slots) puts back every value, and keeps nothing alive.
    @Test func aReplayedJournalOfPlainObjectsPutsBackTheirValuesAndKeepsNoneAlive() throws {
        let (g8, box) = makeEngine()
        let style: G8Style = ["header.width": 4, "header.tint": nil, "circle.radius": 7, "footer.count": 2]
        g8.applyStyle(style, to: DetailScreen())  // records the plan
        guard case .compiled(let plan) = g8.registry.plan(for: style, rootType: DetailScreen.self) else {
            Issue.record("no compiled plan")
            return
        }
        #expect(plan.referenceKinds.allSatisfy { if case .weak = $0 { true } else { false } })
        var screen: DetailScreen? = DetailScreen()
        weak let weakScreen = screen
        weak let circle = screen?.circle
        var journal = G8Journal()
        let report = g8.applyStyle(style, to: try #require(screen), journal: &journal)
        #expect(report.isClean)
        #expect(report.appliedCount == 4)
        #expect(journal.count == 4)
        #expect(screen?.header.width == 4 && screen?.header.tint == nil && screen?.circle.radius == 7 && screen?.footer?.count == 2)
        journal.restore()
        #expect(screen?.header.width == 0)
        #expect(screen?.header.tint == "blue")
        #expect(screen?.circle.radius == 1)
        #expect(screen?.footer?.count == 0)
        screen = nil
        #expect(weakScreen == nil)
        #expect(circle == nil)
        journal.restore()  // the objects are gone: nothing to put back, nothing touched
        #expect(box.lines.isEmpty)
    }
}
