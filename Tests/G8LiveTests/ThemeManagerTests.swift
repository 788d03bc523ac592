import Foundation
import Testing
import G8Widgets

private let themeA = """
    {"tokens": {"c": {"$type": "color",
       "text": {"$value": "#000000", "$modes": {"dark": "#FFFFFF"}},
       "paper": {"$value": "#FFFFFF", "$modes": {"dark": "#000000"}}}},
     "styles": {
       "label": {"textColor": "{c.text}"},
       "card": {"backgroundColor": "{c.paper}", "layer.cornerRadius": 8},
       "screen": {"view.backgroundColor": "{c.paper}", "heading.textColor": "{c.text}"}}}
    """

private let themeB = """
    {"styles": {
       "label": {"textColor": "#FF0000", "shadowColor": "#00FF00"},
       "card": {"backgroundColor": "#0000FF", "layer.borderWidth": 2},
       "screen": {"heading.font": {"size": 30}}}}
    """

private func load(_ text: String) throws -> G8Theme {
    try G8Theme(json: Data(text.utf8), file: "theme.json")
}

private let silent: G8 = {
    var g8 = G8.standard
    g8.logHandler = { _ in }
    return g8
}()

private final class Screen: ViewController {
    let heading = Label()
}

@Suite("The theme manager")
struct ThemeManagerTests {
    @Test func stylesNowAndRestylesOnAModeSwitch() throws {
        let manager = G8ThemeManager(engine: silent, theme: try load(themeA))
        let label = Label(), card = View()
        #expect(manager.style(label, with: "label").isClean)
        manager.style(card, with: "card")
        #expect(label.textColor == .black && card.backgroundColor == .white && card.layer.cornerRadius == 8)
        let report = try manager.switchMode(to: "dark")
        #expect(report.isClean && report.appliedCount == 3)
        #expect(manager.mode == "dark")
        #expect(label.textColor == .white && card.backgroundColor == .black)
        try manager.switchMode(to: nil)
        #expect(label.textColor == .black && card.backgroundColor == .white)
    }

    /// The default mode has no name: `nil` switches to it, and an unknown name is refused with
    /// the theme's modes listed and the way back to the default.
    @Test func anUnknownModeListsTheModesAndTheDefault() throws {
        let manager = G8ThemeManager(engine: silent, theme: try load(themeA))
        let label = Label()
        manager.style(label, with: "label")
        do {
            try manager.switchMode(to: "light")
            Issue.record("expected an error")
        } catch {
            #expect(error.description
                == "error: unknown mode 'light' (the theme's modes: dark; nil is the default mode, the tokens' own values)")
        }
        #expect(label.textColor == .black)
        let plain = G8ThemeManager(engine: silent, theme: try load(themeB))
        do {
            try plain.switchMode(to: "dark")
            Issue.record("expected an error")
        } catch {
            #expect(error.description
                == "error: unknown mode 'dark' (the theme declares no modes; nil is the default mode, the tokens' own values)")
        }
    }

    @Test func objectsAreRestyledInRegistrationOrderWithOneReport() throws {
        var g8 = silent
        g8.logLevel = .verbose
        let manager = G8ThemeManager(engine: g8, theme: try load(themeA))
        let first = Label(), second = View(), third = Label()
        manager.style(first, with: "label")
        manager.style(second, with: "card")
        manager.style(third, with: "label")
        let report = try manager.switchMode(to: "dark")
        let starts = report.diagnostics.filter { $0.message.hasPrefix("applying style") }.map(\.path)
        #expect(starts == ["Label[label]", "View[card]", "Label[label]"])
        #expect(report.diagnostics.map(\.description).contains("verbose: View[card].layer.cornerRadius: set Layer.cornerRadius to 8"))
    }

    @Test func switchingAToBToALeavesNothingOfB() throws {
        let a = try load(themeA), b = try load(themeB)
        let manager = G8ThemeManager(engine: silent, theme: a)
        let label = Label(), card = View(), screen = Screen()
        manager.style(label, with: "label")
        manager.style(card, with: "card")
        manager.style(screen, with: "screen")
        manager.switchTheme(to: b)
        #expect(label.textColor == .red && label.shadowColor == .green)
        #expect(card.layer.borderWidth == 2 && screen.heading.font.pointSize == 30)
        manager.switchTheme(to: a)
        #expect(label.textColor == .black && label.shadowColor == nil)
        #expect(card.backgroundColor == .white && card.layer.borderWidth == 0 && card.layer.cornerRadius == 8)
        #expect(screen.heading.font == Label.defaultFont && screen.view.backgroundColor == .white)
    }

    @Test func aModeSwitchThenAThemeWithOtherKeysStillRestoresTheOriginals() throws {
        let manager = G8ThemeManager(engine: silent, theme: try load(themeA))
        let label = Label()
        label.shadowColor = .blue  // the label's own value, before any theme
        manager.style(label, with: "label")
        try manager.switchMode(to: "dark")  // same keys: applied through the plan
        #expect(label.textColor == .white)
        manager.switchTheme(to: try load(themeB))  // other keys: originals restored first
        #expect(label.textColor == .red && label.shadowColor == .green)
        manager.switchTheme(to: try load(themeA))
        #expect(label.textColor == .black && label.shadowColor == .blue)
    }

    @Test func releasedObjectsAreDeallocatedAndPruned() throws {
        let manager = G8ThemeManager(engine: silent, theme: try load(themeA))
        weak var released: Label?
        let kept = Label()
        do {
            let temporary = Label()
            released = temporary
            manager.style(temporary, with: "label")
            manager.style(kept, with: "label")
            #expect(manager.registeredCount == 2)
        }
        #expect(released == nil)
        #expect(manager.registeredCount == 1)
        let report = try manager.switchMode(to: "dark")
        #expect(report.appliedCount == 1 && kept.textColor == .white)
    }

    @Test func objectsRegisteredLaterAreStyledFromTheCurrentTheme() throws {
        let manager = G8ThemeManager(engine: silent, theme: try load(themeA))
        try manager.switchMode(to: "dark")
        let late = Label()
        manager.style(late, with: "label")
        #expect(late.textColor == .white)
    }

    @Test func reRegisteringChangesTheStyleAndKeepsThePlace() throws {
        let manager = G8ThemeManager(engine: silent, theme: try load(themeA))
        let view = View()
        manager.style(view, with: "card")
        manager.style(view, with: "label")
        #expect(manager.registeredCount == 1)
        #expect(view.layer.cornerRadius == 0)  // the card style was undone
        manager.unregister(view)
        #expect(manager.registeredCount == 0)
    }

    @Test func aStyleMissingFromTheNewThemeIsReportedAndTheObjectKeptAsItWas() throws {
        let manager = G8ThemeManager(engine: silent, theme: try load(themeA))
        let label = Label()
        manager.style(label, with: "label")
        let report = manager.switchTheme(to: try load(#"{"styles": {"lable": {}}}"#))
        #expect(report.diagnostics.map(\.description) == ["error: Label[label]: unknown style 'label'; did you mean 'lable'?"])
        #expect(label.textColor == .black)
    }

    @Test func aBadUpdateOrModeChangesNothing() throws {
        let manager = G8ThemeManager(engine: silent, theme: try load(themeA))
        let label = Label()
        manager.style(label, with: "label")
        #expect(throws: G8ThemeError.self) {
            try manager.update(json: Data(##"{"tokens": {"c": {"text": {"$value": "#XYZ"}}}}"##.utf8), file: "bad.json")
        }
        #expect(throws: G8ThemeError.self) { try manager.switchMode(to: "sepia") }
        #expect(manager.mode == nil && label.textColor == .black)
        let good = try manager.update(json: Data(##"{"tokens": {"c": {"text": {"$value": "#FF0000"}}}}"##.utf8))
        #expect(good.appliedCount == 1)
        #expect(label.textColor == .red)
    }

    @Test func aManagerThatLetsGoOfAnObjectHoldsNothingOfItsMemory() throws {
        let theme = try load(##"{"styles": {"label": {"textColor": "#FF0000", "layer.cornerRadius": 4}}}"##)
        let manager = G8ThemeManager(engine: silent, theme: theme)
        let label = Label(), other = Label()
        let before = (_getUnownedRetainCount(label), _getUnownedRetainCount(label.layer))
        manager.style(label, with: "label")
        manager.style(other, with: "label")
        // The registered object is referred to weakly; the layer its style reached, by an anchor.
        #expect(_getUnownedRetainCount(label) == before.0 && _getUnownedRetainCount(label.layer) > before.1)
        manager.switchTheme(to: try load(##"{"styles": {"label": {"textColor": "#00FF00"}}}"##))
        let green = label.textColor
        manager.unregister(label)
        manager.switchTheme(to: theme)  // the ghost goes; its look stays (no one else styles it)
        #expect(label.textColor == green && green != .red && label.layer.cornerRadius == 0 && other.textColor == .red)
        #expect(_getUnownedRetainCount(label) == before.0 && _getUnownedRetainCount(label.layer) == before.1)
    }

    @Test func userObjectsAreNotKeptAliveAndArePruned() throws {
        var g8 = silent
        g8.add(valueApplier: G8ValueApplier<Gauge>(properties: [G8Property("needleColor", \.needleColor)]))
        let theme = try load(##"{"styles": {"gauge": {"needleColor": "#FF0000"}}}"##)
        let manager = G8ThemeManager(engine: g8, theme: theme)
        weak var released: Gauge?
        let kept = Gauge()
        do {
            let temporary = Gauge()
            released = temporary
            manager.style(temporary, with: "gauge")
            manager.style(kept, with: "gauge")
            #expect(temporary.needleColor == .red)
        }
        #expect(released == nil)
        #expect(manager.registeredCount == 1)
        kept.needleColor = nil
        let report = manager.switchTheme(to: theme)
        #expect(report.appliedCount == 1 && kept.needleColor == .red)
    }

    @Test func freedChildrenAndRootsOfReplayedRegistrationsAreNeverTouched() throws {
        let manager = G8ThemeManager(engine: silent.withEmptyCaches(), theme: try load(
            ##"{"styles": {"badge": {"title.textColor": "#FF0000", "title.numberOfLines": 3}}}"##))
        // The first by the interpreter, the second while the plan is recorded, the others by
        // replays: the last two keep a plan's values.
        var badges: [Badge?] = [Badge(), Badge(), Badge(), Badge()]
        weak var freedTitle: Label?
        weak var freedBadge: Badge?
        do {
            for badge in badges { manager.style(try #require(badge), with: "badge") }
            freedTitle = badges[2]?.title
            badges[2]?.title = Label()  // a child freed between switches
            freedBadge = badges[3]
            badges[3] = nil  // a root freed, its child with it
        }
        #expect(freedTitle == nil && freedBadge == nil)
        let report = manager.switchTheme(to: try load(##"{"styles": {"badge": {"title.textColor": "#0000FF"}}}"##))
        #expect(report.diagnostics.isEmpty && report.appliedCount == 3)
        for badge in badges.compactMap({ $0 }) { #expect(badge.title.textColor == .blue && badge.title.numberOfLines == 1) }
        #expect(manager.registeredCount == 3)
    }

    @Test func aReplacedChildIsSkippedWhenItsValuesArePutBack() throws {
        let manager = G8ThemeManager(engine: silent, theme: try load(
            ##"{"styles": {"badge": {"title.textColor": "#FF0000", "title.numberOfLines": 3}}}"##))
        let badge = Badge()
        weak var oldTitle: Label?
        do {
            oldTitle = badge.title
            manager.style(badge, with: "badge")
            #expect(badge.title.textColor == .red)
            badge.title = Label()  // the journaled label goes away
        }
        #expect(oldTitle == nil)
        // Other keys: the journal puts back what it recorded, on objects that still exist.
        let report = manager.switchTheme(to: try load(##"{"styles": {"badge": {"title.textColor": "#0000FF"}}}"##))
        #expect(report.diagnostics.isEmpty && report.appliedCount == 1)
        #expect(badge.title.textColor == .blue && badge.title.numberOfLines == 1)
    }

    @Test func aReplacedChildThatLivesOnKeepsItsLookWhereTheRegistrationKeepsAPlansValues() throws {
        let theme = try load(##"{"styles": {"badge": {"title.textColor": "#FF0000", "title.numberOfLines": 3, "title.backgroundColor": "#00FF00"}}}"##)
        let manager = G8ThemeManager(engine: silent.withEmptyCaches(), theme: theme)
        // The first is styled while the style's plan is recorded (a manager records at a style's
        // first application), the others by a replay of it: each keeps a plan's values, whose
        // objects are found from the badge.
        let badges = [Badge(), Badge(), Badge()], taken = badges.map(\.title)
        for badge in badges { manager.style(badge, with: "badge") }
        for badge in badges { badge.title = Label() }
        let report = manager.switchTheme(to: try load(##"{"styles": {"badge": {"title.textColor": "#0000FF"}}}"##))
        #expect(report.diagnostics.isEmpty && report.appliedCount == 3)
        for badge in badges { #expect(badge.title.textColor == .blue && badge.title.numberOfLines == 1) }
        for label in taken {
            #expect(label.textColor == .red && label.numberOfLines == 3 && label.backgroundColor == Color(red: 0, green: 1, blue: 0))
        }
    }

    @Test func aReleasedScreenStillPutsBackWhatItSetOnARegisteredChild() throws {
        let a = try load(##"{"styles": {"screen": {"heading.textColor": "#FF0000"}, "label": {"numberOfLines": 3}}}"##)
        let b = try load(##"{"styles": {"screen": {"heading.alpha": 0.5}, "label": {"numberOfLines": 2}}}"##)
        for recordedFirst in [false, true] {
            let manager = G8ThemeManager(engine: silent.withEmptyCaches(), theme: a)
            // With a plan recorded first (by other screens' registrations), the screen's
            // registration replays it; without, it records it. Both keep a plan's values.
            if recordedFirst { for _ in 0..<2 { manager.style(Screen(), with: "screen") } }
            var screen: Screen? = Screen()
            let heading = try #require(screen?.heading)
            manager.style(try #require(screen), with: "screen")
            manager.style(heading, with: "label")
            #expect(heading.textColor == .red && heading.numberOfLines == 3)
            screen = nil
            // As a fresh application of B to the registered objects (the heading alone) leaves it.
            let report = manager.switchTheme(to: b)
            #expect(report.diagnostics.isEmpty)
            #expect(heading.textColor == .black && heading.numberOfLines == 2, "plan recorded first: \(recordedFirst)")
        }
    }

    @Test func anObjectWhoseSetterDropsItsLastReferenceIsHeldUntilItsSwitchEnds() throws {
        var g8 = silent
        g8.add(valueApplier: G8ValueApplier<Detaching>(properties: [
            G8Property("color", get: { $0.color }, set: { object, color in
                object.color = color
                object.onSet?()
            }),
        ]))
        let manager = G8ThemeManager(engine: g8, theme: try load(##"{"styles": {"x": {"color": "#FF0000"}}}"##))
        var holder: [Detaching] = [Detaching()]
        weak let detaching = holder[0]
        manager.style(holder[0], with: "x")
        holder[0].onSet = { holder.removeAll() }  // the next set drops the only other reference
        let report = manager.switchTheme(to: try load(##"{"styles": {"x": {"color": "#0000FF"}}}"##))
        #expect(report.diagnostics.isEmpty && report.appliedCount == 1)
        #expect(holder.isEmpty && detaching == nil)
        #expect(manager.registeredCount == 0)
    }

    @Test func anObjectMadeAtAReleasedObjectsAddressIsStyledAsItself() throws {
        var g8 = silent
        g8.add(valueApplier: G8ValueApplier<Gauge>(properties: [G8Property("needleColor", \.needleColor)]))
        let theme = try load(##"{"styles": {"gauge": {"needleColor": "#FF0000"}}}"##)
        let manager = G8ThemeManager(engine: g8, theme: theme)
        var id: ObjectIdentifier?
        func styleOneAndReleaseIt() {
            let temporary = Gauge()
            id = ObjectIdentifier(temporary)
            manager.style(temporary, with: "gauge")
        }
        var others: [Gauge] = []
        others.reserveCapacity(1_000)
        styleOneAndReleaseIt()
        // Objects of its size, made just after it went: glibc's allocator hands its block out
        // again (a sanitizer's keeps freed blocks aside for a while), and the registration, which
        // refers to the released object weakly, takes none of them for it.
        for _ in 0..<1_000 { others.append(Gauge()) }
        let reused = others.firstIndex { ObjectIdentifier($0) == id } ?? 9
        #expect(manager.registeredCount == 0)
        #expect(others[reused].needleColor == nil)
        for other in others.prefix(reused + 1) { manager.style(other, with: "gauge") }
        #expect(manager.registeredCount == reused + 1 && others.prefix(reused + 1).allSatisfy { $0.needleColor == .red })
        others[reused].needleColor = nil
        #expect(manager.switchTheme(to: theme).appliedCount == reused + 1 && others[reused].needleColor == .red)
    }
}

/// A closure-form applier: its values are journaled as entries (through `G8.applyValue`),
/// never as a plan's typed values.
private let settingText = G8ValueApplier<Label>(keys: ["shout"]) { value, label, key, _ in
    guard key == "shout" else { return false }
    return G8.applyValue(value, to: label, at: \.text)
}

extension ThemeManagerTests {
    /// A registration whose journal holds entries (a closure-form applier's) rather than a
    /// plan's values is kept whole, with its style name and object, through key-changing
    /// switches: each puts back what the closure set, and A → B → A leaves the label as a
    /// fresh application of A.
    @Test func aRegistrationWhoseJournalHoldsEntriesIsKeptThroughSwitches() throws {
        var engine = silent
        engine.add(valueApplier: settingText)
        let a = try load(##"{"styles": {"label": {"shout": "hi", "textColor": "#FF0000"}}}"##)
        let b = try load(##"{"styles": {"label": {"textColor": "#0000FF", "numberOfLines": 3}}}"##)
        let manager = G8ThemeManager(engine: engine, theme: a)
        let label = Label(), fresh = Label()
        label.text = "own"
        fresh.text = "own"
        manager.style(label, with: "label")
        #expect(label.text == "hi" && label.textColor == .red)
        #expect(manager.switchTheme(to: b).diagnostics.isEmpty)
        #expect(label.text == "own" && label.textColor == .blue && label.numberOfLines == 3)
        manager.switchTheme(to: a)
        engine.applyStyle(try a.style(named: "label"), to: fresh)
        #expect(engine.dump(label) == engine.dump(fresh) && label.text == "hi" && label.numberOfLines == 1)
        // Registered again under the same name: restyled in place, still one registration.
        manager.style(label, with: "label")
        #expect(manager.registeredCount == 1 && engine.dump(label) == engine.dump(fresh))
        manager.unregister(label)
        #expect(manager.registeredCount == 0)
    }
}

/// An object whose setter can drop the last reference to it.
private final class Detaching {
    var color: Color?
    var onSet: (() -> Void)?
}

/// A user class that is not a widget.
private final class Gauge {
    var needleColor: Color?
}

/// A view whose child can be replaced.
private final class Badge: View {
    var title = Label()
}
