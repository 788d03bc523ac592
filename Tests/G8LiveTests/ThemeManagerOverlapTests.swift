import Foundation
import Testing
import G8Widgets

/// A screen whose style reaches into a child, and the same child registered with its own
/// style: every switch must leave both exactly as a fresh application in registration order.
private final class OverlapScreen: ViewController {
    let heading = Label()
    let other = Label()
}

private let themeA = """
    {"styles": {
       "screen": {"heading.textColor": "#FF0000", "heading.numberOfLines": 2, "other.text": "a"},
       "title": {"font": {"size": 30}, "textColor": "#00FF00"}}}
    """
private let themeB = """
    {"styles": {
       "screen": {"heading.shadowColor": "#0000FF", "view.backgroundColor": "#111111"},
       "title": {"textAlignment": "center", "numberOfLines": 5}}}
    """
private let themeC = """
    {"styles": {
       "screen": {"heading.textColor": "#123456"},
       "title": {"shadowColor": "#654321"}}}
    """

private func load(_ text: String) throws -> G8Theme { try G8Theme(json: Data(text.utf8)) }

private let silent: G8 = {
    var g8 = G8.standard
    g8.logHandler = { _ in }
    return g8
}()

/// The screen as a fresh application of `theme` leaves it, registrations in `order`.
private func fresh(_ theme: G8Theme, childFirst: Bool) throws -> String {
    let screen = OverlapScreen()
    let manager = G8ThemeManager(engine: silent, theme: theme)
    if childFirst { manager.style(screen.heading, with: "title") }
    manager.style(screen, with: "screen")
    if !childFirst { manager.style(screen.heading, with: "title") }
    return silent.dump(screen)
}

@Suite("Registrations that overlap")
struct ThemeManagerOverlapTests {
    @Test(arguments: [false, true])
    func everySwitchEqualsAFreshApplication(childFirst: Bool) throws {
        let a = try load(themeA), b = try load(themeB), c = try load(themeC)
        let screen = OverlapScreen()
        let manager = G8ThemeManager(engine: silent, theme: a)
        if childFirst { manager.style(screen.heading, with: "title") }
        manager.style(screen, with: "screen")
        if !childFirst { manager.style(screen.heading, with: "title") }
        let startA = silent.dump(screen)
        #expect(startA == (try fresh(a, childFirst: childFirst)))
        manager.switchTheme(to: b)
        #expect(silent.dump(screen) == (try fresh(b, childFirst: childFirst)))
        manager.switchTheme(to: a)
        #expect(silent.dump(screen) == startA)
        manager.switchTheme(to: c)
        #expect(silent.dump(screen) == (try fresh(c, childFirst: childFirst)))
        manager.switchTheme(to: b)
        #expect(silent.dump(screen) == (try fresh(b, childFirst: childFirst)))
        manager.switchTheme(to: a)
        #expect(silent.dump(screen) == startA)
    }

    /// Registrations that do not overlap under one theme may under the next, the earlier
    /// registration's new style reaching an object the later one's old style set: when the
    /// screen is restyled first, its journal notes the child's value the child's old style set,
    /// not the child's own. Here the styles the switch ends with share no object (the child's
    /// new style sets its layer), so the switch must see the overlap as it happens, and leave
    /// both as a fresh application would.
    @Test func anOverlapOnlyTheNewThemeMakesIsSeenDuringTheSwitch() throws {
        let apart = try load("""
            {"styles": {"screen": {"view.backgroundColor": "#111111"}, "title": {"textColor": "#FF0000"}}}
            """)
        let meeting = try load("""
            {"styles": {"screen": {"heading.textColor": "#0000FF"}, "title": {"layer.cornerRadius": 4}}}
            """)
        let screen = OverlapScreen()
        let manager = G8ThemeManager(engine: silent, theme: apart)
        manager.style(screen, with: "screen")
        manager.style(screen.heading, with: "title")
        let start = silent.dump(screen)
        manager.switchTheme(to: meeting)
        #expect(screen.heading.textColor == Color(hex: "#0000FF"))
        #expect(screen.heading.layer.cornerRadius == 4)
        #expect(silent.dump(screen) == (try fresh(meeting, childFirst: false)))
        manager.switchTheme(to: apart)
        #expect(screen.heading.textColor == Color(hex: "#FF0000"))
        #expect(silent.dump(screen) == start)
        #expect(start == (try fresh(apart, childFirst: false)))
    }

    /// A switch lets go of the journals it replaces until the styles overlap. Here the first
    /// registration (the other label alone) is restyled, its journal let go, and only then
    /// does the screen's new style reach both that label's old property and the heading the
    /// third registration styles: the values put back must still be every object's own.
    @Test func anOverlapAfterJournalsWereLetGoLeavesAFreshApplication() throws {
        let p = try load("""
            {"styles": {"other": {"textColor": "#FF0000"}, "screen": {"view.backgroundColor": "#111111"},
                        "title": {"textColor": "#00FF00"}}}
            """)
        let q = try load("""
            {"styles": {"other": {"numberOfLines": 3}, "screen": {"other.textColor": "#0000FF", "heading.textColor": "#FFFF00"},
                        "title": {"layer.cornerRadius": 4}}}
            """)
        func styled(_ theme: G8Theme) -> (OverlapScreen, G8ThemeManager) {
            let screen = OverlapScreen()
            let manager = G8ThemeManager(engine: silent, theme: theme)
            manager.style(screen.other, with: "other")
            manager.style(screen, with: "screen")
            manager.style(screen.heading, with: "title")
            return (screen, manager)
        }
        let (screen, manager) = styled(p)
        let start = silent.dump(screen)
        manager.switchTheme(to: q)
        #expect(screen.other.textColor == Color(hex: "#0000FF"))
        #expect(screen.other.numberOfLines == 3)
        #expect(screen.heading.textColor == Color(hex: "#FFFF00"))
        #expect(screen.heading.layer.cornerRadius == 4)
        #expect(silent.dump(screen) == silent.dump(styled(q).0))
        manager.switchTheme(to: p)
        #expect(screen.other.textColor == Color(hex: "#FF0000"))
        #expect(screen.other.numberOfLines == Label().numberOfLines)
        #expect(screen.heading.layer.cornerRadius == Label().layer.cornerRadius)
        #expect(silent.dump(screen) == start)
        manager.switchTheme(to: q)
        manager.switchTheme(to: p)
        #expect(silent.dump(screen) == start)
    }

    @Test func unregisteringTheScreenPutsBackWhatItSetOnTheRegisteredChild() throws {
        let a = try load(themeA), b = try load(themeB)
        let screen = OverlapScreen()
        let manager = G8ThemeManager(engine: silent, theme: a)
        manager.style(screen, with: "screen")
        manager.style(screen.heading, with: "title")
        manager.unregister(screen)
        manager.switchTheme(to: b)
        let alone = Label()
        silent.applyStyle(try b.style(named: "title"), to: alone)
        #expect(silent.dump(screen.heading) == silent.dump(alone))
        #expect(screen.other.text == "a")  // the rest of the screen's look stays
    }

    /// A registration's objects are counted at the first call that needs the counts, not when
    /// it is made. Registrations removed in between (the slots compacted, which moves the
    /// uncounted ones) must not hide the overlaps of the ones that stay. Here only the
    /// registrations made after the last count overlap: were their overlap missed, the switch
    /// would put back the screen's red as each heading's own color.
    @Test func overlapsOfRegistrationsCountedLaterAreSeenAfterCompaction() throws {
        let a = try load(themeA.replacingOccurrences(of: #"{"styles": {"#, with: #"{"styles": {"empty": {}, "#))
        let b = try load(themeB.replacingOccurrences(of: #"{"styles": {"#, with: #"{"styles": {"empty": {}, "#))
        let manager = G8ThemeManager(engine: silent, theme: a)
        // 120 registrations that hold nothing (their removal empties their slots at once), and
        // 20 screens alone: counted by the restyle, no two sharing an object.
        let labels = (0..<120).map { _ in Label() }
        for label in labels { manager.style(label, with: "empty") }
        let alone = (0..<20).map { _ in OverlapScreen() }
        for screen in alone { manager.style(screen, with: "screen") }
        manager.restyleAll()
        // 20 screens with their headings registered too: not counted yet.
        let pairs = (0..<20).map { _ in OverlapScreen() }
        for screen in pairs {
            manager.style(screen, with: "screen")
            manager.style(screen.heading, with: "title")
        }
        // 100 of the 180 slots emptied: more than half, so the list is compacted.
        for label in labels[..<100] { manager.unregister(label) }
        manager.switchTheme(to: b)
        for screen in pairs {
            #expect(screen.heading.textColor == Label().textColor)
            #expect(silent.dump(screen) == (try fresh(b, childFirst: false)))
        }
        manager.switchTheme(to: a)
        for screen in pairs { #expect(silent.dump(screen) == (try fresh(a, childFirst: false))) }
        for screen in alone { #expect(screen.heading.textColor == Color(hex: "#FF0000")) }
    }

    /// Counting later changes nothing: the same calls, with the counts made after every
    /// registration (a restyle needs them) or only at the switch, leave the same objects,
    /// among them registrations that went before anything was counted and a registration
    /// whose style name changed.
    @Test func countingLaterLeavesWhatCountingAtOnceLeaves() throws {
        let a = try load(themeA), b = try load(themeB)
        func run(countingAtOnce: Bool) -> [String] {
            let screens = (0..<6).map { _ in OverlapScreen() }
            let manager = G8ThemeManager(engine: silent, theme: a)
            for (index, screen) in screens.enumerated() {
                manager.style(screen, with: "screen")
                if countingAtOnce { manager.restyleAll() }
                manager.style(index % 2 == 0 ? screen.heading : screen.other, with: "title")
                if countingAtOnce { manager.restyleAll() }
            }
            manager.unregister(screens[1])
            manager.unregister(screens[2].heading)
            manager.style(screens[3], with: "title")  // the name changes: counted first
            manager.switchTheme(to: b)
            return screens.map { silent.dump($0) }
        }
        let later = run(countingAtOnce: false), atOnce = run(countingAtOnce: true)
        #expect(later == atOnce)
        // The pair whose heading is registered: the heading as a fresh application leaves it.
        #expect(later[0] == (try fresh(b, childFirst: false)))
    }

    @Test func aSwitchSetsLinearlyManyValues() throws {
        // Counting sets through a counting applier: n overlapping pairs, switched A → B → A.
        func sets(_ count: Int) throws -> Int {
            var engine = silent
            let counter = SetCounter()
            engine.add(valueApplier: G8ValueApplier<Counted>(properties: [
                G8Property("a", get: { $0.a }, set: { counter.value += 1; $0.a = $1 }),
                G8Property("b", get: { $0.b }, set: { counter.value += 1; $0.b = $1 }),
            ]))
            let one = try load(#"{"styles": {"outer": {"inner.a": 1}, "inner": {"b": 1}}}"#)
            let two = try load(#"{"styles": {"outer": {"inner.b": 2}, "inner": {"a": 2}}}"#)
            let manager = G8ThemeManager(engine: engine, theme: one)
            let outers = (0..<count).map { _ in Outer() }
            for outer in outers {
                manager.style(outer, with: "outer")
                manager.style(outer.inner, with: "inner")
            }
            counter.value = 0
            manager.switchTheme(to: two)
            manager.switchTheme(to: one)
            #expect(outers.allSatisfy { $0.inner.a == 1 && $0.inner.b == 1 })
            return counter.value
        }
        let small = try sets(10), large = try sets(100)
        #expect(large <= 10 * small && small > 0)
    }
}

final class SetCounter: @unchecked Sendable {
    var value = 0
}

final class Counted {
    var a = 0, b = 0
}

final class Outer {
    let inner = Counted()
}
