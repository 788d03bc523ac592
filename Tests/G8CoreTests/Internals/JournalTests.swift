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

    /// An interpreter's journal holds the objects it notes while the application runs (no weak
    /// reference, whose side table would slow every later retain of them), and lets go of them
    /// before it is returned: it keeps none alive, and restores nothing once they are gone.
    @Test func anInterpretedJournalKeepsNoObjectAliveOnceReturned() throws {
        let (g8, box) = makeEngine()
        let style: G8Style = ["header.width": 4, "circle.radius": 7]
        var screen: DetailScreen? = DetailScreen()
        weak let weakScreen = screen
        weak let circle = screen?.circle
        var journal = G8Journal()
        #expect(g8.applyStyle(style, to: try #require(screen), journal: &journal).isClean)
        #expect(g8.registry.plan(for: style, rootType: DetailScreen.self).map { if case .seen = $0 { true } else { false } } == true)
        #expect(journal.entries.count == 2 && journal.entries.allSatisfy { !$0.isHeld && $0.object != nil })
        journal.restore()
        #expect(screen?.header.width == 0 && screen?.circle.radius == 1)
        screen = nil
        #expect(weakScreen == nil && circle == nil)
        #expect(journal.entries.allSatisfy { $0.object == nil })
        journal.restore()
        #expect(box.lines.isEmpty)
    }

    /// A replay's values buffer keeps its root as its first reference, so its header needs no
    /// reference of its own; the objects it holds values of are those its steps set values on,
    /// the root among them only when a step sets a value on it. A root that only leads to the
    /// objects styled is not counted as one of them, yet is found as the buffer's root.
    @Test func aReplaysValuesKeepTheirRootAsTheFirstReference() throws {
        let (g8, _) = makeEngine()
        // A Shape root, which every step sets a value on.
        let onRoot: G8Style = ["width": 3, "count": 2]
        // A DetailScreen root, which no step sets a value on.
        let onChildren: G8Style = ["header.width": 4, "circle.radius": 7]
        for _ in 0..<2 {
            g8.applyStyle(onRoot, to: Shape())
            g8.applyStyle(onChildren, to: DetailScreen())
        }
        #expect(MemoryLayout<G8PlanValues.Header>.size == 14)

        // As a theme manager applies: the journal keeps the values typed (the public call makes
        // them entries, to compare with what it applied).
        let options = G8RunOptions(isStrict: false, capturesApplied: false)
        let shape = Shape()
        var shapeJournal = G8Journal()
        #expect(g8.run(onRoot, to: shape, journal: &shapeJournal, options: options).isClean)
        let shapeValues = try #require(shapeJournal.planValues)
        #expect(shapeValues.rootID == ObjectIdentifier(shape) && shapeValues.isRootAlive)
        #expect(shapeValues.objects == [ObjectIdentifier(shape)])

        let screen = DetailScreen()
        var screenJournal = G8Journal()
        #expect(g8.run(onChildren, to: screen, journal: &screenJournal, options: options).isClean)
        let screenValues = try #require(screenJournal.planValues)
        #expect(screenValues.rootID == ObjectIdentifier(screen) && screenValues.rootObject === screen)
        #expect(screenValues.objects == [ObjectIdentifier(screen.header), ObjectIdentifier(screen.circle)])
        #expect(screenValues.isRootAlive)
        screenJournal.restore()
        #expect(screen.header.width == 0 && screen.circle.radius == 1 && shape.width == 3)

        // A buffer without a plan keeps its root too, beside its journal.
        let kept = G8PlanValues.make(root: screen, rootID: ObjectIdentifier(screen), journal: screenJournal)
        #expect(kept.rootID == ObjectIdentifier(screen) && !kept.hasPlan && kept.keptJournal?.count == 2)
    }

    /// A window of thousands of widgets keeps more than 64 KiB of values: its replay still keeps
    /// them typed in the plan's buffer (where the references start takes 32 bits), not as
    /// entries, and putting them back restores every one.
    @Test func aPlanOfMoreThan64KiBOfValuesKeepsThemTyped() throws {
        final class Wall: G8ChildProviding {
            let shapes = (0..<5_000).map { _ in Shape() }
            func g8Child(named name: String) -> G8ChildLookup {
                guard name.hasPrefix("s"), let index = Int(name.dropFirst()), shapes.indices.contains(index) else { return .notFound }
                return .object(shapes[index])
            }
            var g8ChildNames: [String] { shapes.indices.map { "s\($0)" } }
        }
        let (g8, _) = makeEngine()
        let style = G8Style((0..<5_000).map { G8Style.Entry(key: G8Key("s\($0).tint"), value: "red \($0)") })
        g8.applyStyle(style, to: Wall())  // notes a first application
        g8.applyStyle(style, to: Wall())  // records the plan
        guard case .compiled(let plan) = g8.registry.plan(for: style, rootType: Wall.self) else {
            Issue.record("no compiled plan")
            return
        }
        let saved = try #require(plan.saved)
        #expect(saved.referencesStart > Int(UInt16.max))

        let wall = Wall()
        var journal = G8Journal()
        let options = G8RunOptions(isStrict: false, capturesApplied: false)
        #expect(g8.run(style, to: wall, journal: &journal, options: options).isClean)
        let kept = journal.planValues
        #expect(kept != nil, "the replay noted its values as entries")
        #expect(kept?.count == 5_000 && kept?.rootObject === wall)
        #expect(wall.shapes[0].tint == "red 0" && wall.shapes[4_999].tint == "red 4999")
        journal.restore()
        #expect(wall.shapes.allSatisfy { $0.tint == "blue" })
    }

    /// A theme manager keeps a journal and a weak reference in each registration, and an
    /// identity and an anchor for each other object a journal holds values of: their sizes are
    /// its memory.
    @Test func aJournalIsThreeWordsAndAWeakReferenceAndAnAnchorOneEach() {
        #expect(MemoryLayout<G8Journal>.size == 24)
        #expect(MemoryLayout<G8WeakObject>.size == 8)
        #expect(MemoryLayout<G8Anchor>.size == 8)
        #expect(MemoryLayout<G8Anchor>.stride == MemoryLayout<ObjectIdentifier>.stride)
    }
}
