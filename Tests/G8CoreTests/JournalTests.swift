import Testing
@testable import G8Core

@Suite("Journals of plain objects")
struct JournalTests {
    /// A journaled replay of a compiled plan puts back every value on plain objects (no widget
    /// among them), and keeps none alive; once they are gone, restoring touches nothing.
    @Test func aReplayedJournalOfPlainObjectsPutsBackTheirValuesAndKeepsNoneAlive() throws {
        let (g8, box) = makeEngine()
        let style: G8Style = ["header.width": 4, "header.tint": nil, "circle.radius": 7, "footer.count": 2]
        g8.applyStyle(style, to: DetailScreen())  // notes a first application
        g8.applyStyle(style, to: DetailScreen())  // records the plan
        guard case .compiled(let plan) = g8.registry.plan(for: style, rootType: DetailScreen.self) else {
            Issue.record("no compiled plan")
            return
        }
        #expect(plan.saved != nil)
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

    /// A theme manager keeps a journal and a reference in each registration, and a reference
    /// for each object a journal holds values of: their sizes are its memory.
    @Test func aJournalIsThreeWordsAndAReferenceOne() {
        #expect(MemoryLayout<G8Journal>.size == 24)
        #expect(MemoryLayout<G8Reference>.size == 8)
        #expect(MemoryLayout<G8Reference>.stride == MemoryLayout<ObjectIdentifier>.stride)
    }
}
