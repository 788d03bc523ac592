import Foundation
import Testing
import G8Widgets
@testable import G8Core
import G8Themes
import G8Live

private final class Card: ViewController {
    let heading = Label()
    var child: View = Label()
}

private final class Plain: View {}

private final class Panel: ViewController {
    let heading = Label()
    var child: View = Label()
    let button = Button()
}

private final class Pair {
    let first = Counted()
    var child: View = Label()
    let second = Counted()
}

/// Children by name, each looked up through `g8Child(named:)`, which counts its lookups.
private final class Shelf: G8ChildProviding {
    var children: [String: Counted]
    var lookups = 0
    init(_ names: [String]) { children = Dictionary(uniqueKeysWithValues: names.map { ($0, Counted()) }) }
    func g8Child(named name: String) -> G8ChildLookup {
        lookups += 1
        return children[name].map { .object($0) } ?? .notFound
    }
    var g8ChildNames: [String] { children.keys.sorted() }
}

private let silent: G8 = {
    var g8 = G8.standard
    g8.logHandler = { _ in }
    return g8
}()

/// Journaled applications (a theme manager's registrations and key-changing switches) replay
/// the style's plan, noting each value they replace, and leave what the interpreter would.
@Suite("Plans on the journaled path")
struct JournaledPlanTests {
    static let styleA: G8Style = [
        "heading.textColor": Color.red, "heading.numberOfLines": 2, "child.backgroundColor": Color.blue,
        "view.layer.cornerRadius": 6,
    ]
    static let styleB: G8Style = ["heading.font": Font(name: "Inter", size: 30), "child.alpha": 0.5]

    /// A theme manager applies its styles again at every switch, so its first registration of a
    /// style on a class records the plan (where a plain application records at the second) and
    /// keeps the values typed: no journal entry, and so no weak reference, for the objects the
    /// style reaches.
    @Test func aManagersFirstRegistrationOfAStyleRecordsItsPlan() throws {
        let engine = silent.withEmptyCaches()
        let theme = try G8Theme(json: Data(##"{"styles": {"card": {"heading.textColor": "#FF0000", "child.alpha": 0.5}}}"##.utf8), engine: engine)
        let manager = G8ThemeManager(engine: engine, theme: theme)
        let card = Card(), fresh = Card()
        #expect(manager.style(card, with: "card").isClean)
        let style = try theme.style(named: "card")
        guard case .compiled(let plan)? = engine.registry.plan(for: style, rootType: Card.self) else {
            Issue.record("no plan recorded at the first registration")
            return
        }
        #expect(plan.saved != nil)
        #expect(card.heading.textColor == .red && card.child.alpha == 0.5)
        // Other keys: the values kept are put back before the new ones are set.
        let other = try G8Theme(json: Data(##"{"styles": {"card": {"heading.numberOfLines": 2}}}"##.utf8), engine: engine)
        #expect(manager.switchTheme(to: other).isClean)
        silent.applyStyle(try other.style(named: "card"), to: fresh)
        #expect(silent.dump(card) == silent.dump(fresh))
    }

    @Test func aReplayedJournalPutsBackEveryValueItReplaced() {
        for _ in 0..<3 {
            let card = Card(), fresh = Card()
            card.heading.textColor = .green
            fresh.heading.textColor = .green
            var journal = G8Journal()
            let report = silent.applyStyle(JournaledPlanTests.styleA, to: card, journal: &journal)
            #expect(report.isClean && report.appliedCount == 4 && journal.count == 4)
            #expect(card.heading.textColor == .red && card.child.backgroundColor == .blue && card.view.layer.cornerRadius == 6)
            journal.restore()
            #expect(silent.dump(card) == silent.dump(fresh))
        }
    }

    @Test func aReplayThatStopsLeavesTheInterpretersJournal() {
        var journal = G8Journal()
        for _ in 0..<2 { silent.applyStyle(JournaledPlanTests.styleA, to: Card(), journal: &journal) }  // records the plan
        let card = Card(), fresh = Card()
        card.child = Plain()
        fresh.child = Plain()
        journal = G8Journal()
        let report = silent.applyStyle(JournaledPlanTests.styleA, to: card, journal: &journal)
        #expect(report.isClean && journal.count == 4)
        #expect(card.heading.textColor == .red && card.child.backgroundColor == .blue)
        journal.restore()
        #expect(silent.dump(card) == silent.dump(fresh))
    }

    /// A journaled replay reads every stored child before it sets anything: one that does not
    /// reach such a child (here of another class) sets nothing, and the interpreter after it sets each
    /// value once, not again over what the replay set. (A replay that set as it went would set
    /// `a` twice: once before it met the child, once more in the interpreter.)
    @Test func aJournaledReplayThatDoesNotReachEveryChildSetsNothingTwice() {
        var engine = silent
        let counter = SetCounter()
        engine.add(valueApplier: G8ValueApplier<Counted>(properties: [
            G8Property("a", get: { $0.a }, set: { counter.value += 1; $0.a = $1 }),
        ]))
        let style: G8Style = ["first.a": 1, "child.backgroundColor": Color.blue, "second.a": 2]
        var journal = G8Journal()
        for _ in 0..<2 { #expect(engine.applyStyle(style, to: Pair(), journal: &journal).isClean) }  // records the plan
        let pair = Pair()
        pair.child = Plain()
        counter.value = 0
        journal = G8Journal()
        let report = engine.applyStyle(style, to: pair, journal: &journal)
        #expect(report.isClean && report.appliedCount == 3 && journal.count == 3)
        #expect(counter.value == 2)
        #expect(pair.first.a == 1 && pair.second.a == 2 && pair.child.backgroundColor == .blue)
        journal.restore()
        #expect(pair.first.a == 0 && pair.second.a == 0 && pair.child.backgroundColor == nil)
        // Reached: the plan's replay alone, each value set once.
        counter.value = 0
        journal = G8Journal()
        #expect(engine.applyStyle(style, to: Pair(), journal: &journal).isClean && counter.value == 2 && journal.count == 3)
    }

    /// A journaled replay finds a child a provider returns by name once, when its step is
    /// reached; one it misses ends the replay with what it set noted, and the interpreter after
    /// it leaves the object and the journal as an interpreter alone would.
    @Test func aJournaledReplayLooksEachProvidedChildUpOnce() throws {
        var engine = silent.withEmptyCaches()
        let counter = SetCounter()
        engine.add(valueApplier: G8ValueApplier<Counted>(properties: [
            G8Property("a", get: { $0.a }, set: { counter.value += 1; $0.a = $1 }),
        ]))
        let theme = try G8Theme(json: Data(#"{"styles": {"shelf": {"first.a": 1, "second.a": 2}}}"#.utf8), engine: engine)
        let manager = G8ThemeManager(engine: engine, theme: theme)
        #expect(manager.style(Shelf(["first", "second"]), with: "shelf").isClean)  // records the plan
        let shelf = Shelf(["first", "second"])
        counter.value = 0
        #expect(manager.style(shelf, with: "shelf").isClean)
        #expect(shelf.lookups == 2 && counter.value == 2)
        #expect(shelf.children["first"]?.a == 1 && shelf.children["second"]?.a == 2)
        // The values it noted are put back when the next theme sets none.
        let empty = try G8Theme(json: Data(#"{"styles": {"shelf": {}}}"#.utf8), engine: engine)
        #expect(manager.switchTheme(to: empty).isClean)
        #expect(shelf.children["first"]?.a == 0 && shelf.children["second"]?.a == 0)

        // The second child missing: the same report, state and journal as interpreting.
        let style = try theme.style(named: "shelf")
        let missing = Shelf(["first"]), interpreted = Shelf(["first"])
        var journal = G8Journal(), plain = G8Journal()
        let report = engine.applyStyle(style, to: missing, journal: &journal)
        let expected = engine.withEmptyCaches().applyStyle(style, to: interpreted, journal: &plain)
        #expect(!expected.diagnostics.isEmpty)
        #expect(report.diagnostics.map(\.message) == expected.diagnostics.map(\.message))
        #expect(report.appliedCount == 1 && expected.appliedCount == 1)
        #expect(missing.children["first"]?.a == 1 && journal.count == 1 && plain.count == 1)
        journal.restore()
        #expect(missing.children["first"]?.a == 0)

        // A strict engine: the replay's values are put back, and the validating way decides,
        // as it does for a strict interpreter alone.
        var strict = engine
        strict.isStrict = true
        let strictMissing = Shelf(["first"]), strictInterpreted = Shelf(["first"])
        journal = G8Journal()
        plain = G8Journal()
        let strictReport = strict.applyStyle(style, to: strictMissing, journal: &journal)
        let strictExpected = strict.withEmptyCaches().applyStyle(style, to: strictInterpreted, journal: &plain)
        #expect(strictReport.diagnostics.map(\.message) == strictExpected.diagnostics.map(\.message))
        #expect(strictReport.appliedCount == strictExpected.appliedCount)
        #expect(strictMissing.children["first"]?.a == strictInterpreted.children["first"]?.a)
        #expect(journal.count == plain.count)
        // The value noted is the object's own, not the one the stopped replay set.
        journal.restore()
        #expect(strictMissing.children["first"]?.a == 0)
    }

    @Test func switchingAToBToALeavesEachScreenAsAFreshApplicationOfA() throws {
        let themeA = try G8Theme(json: Data(##"{"styles": {"card": {"heading.textColor": "#FF0000", "heading.numberOfLines": 2, "child.backgroundColor": "#0000FF"}}}"##.utf8))
        let themeB = try G8Theme(json: Data(##"{"styles": {"card": {"heading.font": {"size": 30}, "child.alpha": 0.5}}}"##.utf8))
        let manager = G8ThemeManager(engine: silent, theme: themeA)
        let cards = (0..<4).map { _ in Card() }
        for card in cards { #expect(manager.style(card, with: "card").isClean) }
        let direct = Card()
        silent.applyStyle(try themeA.style(named: "card"), to: direct)
        for card in cards { #expect(silent.dump(card) == silent.dump(direct)) }
        #expect(manager.switchTheme(to: themeB).isClean)
        let directB = Card()
        silent.applyStyle(try themeB.style(named: "card"), to: directB)
        for card in cards { #expect(silent.dump(card) == silent.dump(directB)) }
        #expect(manager.switchTheme(to: themeA).isClean)
        for card in cards { #expect(silent.dump(card) == silent.dump(direct)) }
    }

    /// A manager's journals keep a plan's values typed, one for every step: a property set
    /// twice (by a superStyle and over it), a state value and an optional cleared are all put
    /// back to the object's own values, and overlapping registrations, which read the journals
    /// as entries, still switch A → B → A exactly.
    @Test func typedJournalsPutBackValuesSetTwiceStatesAndNils() throws {
        let themeA = try G8Theme(json: Data(##"""
            {"styles": {"base": {"heading.textColor": "#00FF00", "button.titleColor:highlighted": "#FF0000"},
                        "card": {"superStyle": "base", "heading.textColor": "#FF0000", "child.backgroundColor": null},
                        "label": {"textColor": "#0000FF"}}}
            """##.utf8))
        let themeB = try G8Theme(json: Data(##"{"styles": {"base": {}, "card": {"heading.font": {"size": 30}}, "label": {"numberOfLines": 3}}}"##.utf8))
        let manager = G8ThemeManager(engine: silent, theme: themeA)
        let cards = (0..<3).map { _ in Panel() }
        for card in cards {
            card.child.backgroundColor = .green
            card.button.setTitleColor(.gray, for: .highlighted)
            #expect(manager.style(card, with: "card").isClean)
        }
        #expect(cards[0].heading.textColor == .red && cards[0].child.backgroundColor == nil)
        let directA = Panel(), directB = Panel()
        for direct in [directA, directB] {
            direct.child.backgroundColor = .green
            direct.button.setTitleColor(.gray, for: .highlighted)
        }
        silent.applyStyle(try themeA.style(named: "card"), to: directA)
        silent.applyStyle(try themeB.style(named: "card"), to: directB)
        #expect(manager.switchTheme(to: themeB).isClean)
        for card in cards { #expect(silent.dump(card) == silent.dump(directB)) }
        #expect(manager.switchTheme(to: themeA).isClean)
        for card in cards { #expect(silent.dump(card) == silent.dump(directA)) }
        // The heading registered too: the registrations overlap from now on.
        #expect(manager.style(cards[0].heading, with: "label").isClean)
        #expect(manager.switchTheme(to: themeB).isClean)
        #expect(manager.switchTheme(to: themeA).isClean)
        silent.applyStyle(try themeA.style(named: "label"), to: directA.heading)
        #expect(silent.dump(cards[0]) == silent.dump(directA))
        for card in cards { manager.unregister(card) }
        manager.unregister(cards[0].heading)
        #expect(manager.switchTheme(to: themeB).isClean)
    }
}
