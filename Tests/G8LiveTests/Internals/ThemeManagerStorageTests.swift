import Foundation
import Testing
@testable import G8Live
import G8Widgets

private let silent: G8 = {
    var g8 = G8.standard
    g8.logHandler = { _ in }
    return g8
}()

private func load(_ text: String) throws -> G8Theme {
    try G8Theme(json: Data(text.utf8), file: "theme.json", engine: silent)
}

private let labelTheme = ##"{"styles": {"label": {"textColor": "#FF0000", "alpha": 0.5}}, "tokens": {}}"##
private let otherLabelTheme = ##"{"styles": {"label": {"textColor": "#00FF00"}}, "tokens": {}}"##

@Suite("What a theme manager keeps of released objects")
struct ThemeManagerStorageTests {
    @Test func aRegistrationTakesTwoWordsOfTheManagersList() {
        #expect(MemoryLayout<G8ThemeManager.Registration?>.stride == 2 * MemoryLayout<Int>.stride)
        typealias Fields = G8ThemeManager.Registration.Fields
        var fields = Fields(name: .max, signature: .max, isGhost: true)
        #expect(fields.name == .max && fields.signature == .max && fields.isGhost)
        fields.isGhost = false
        fields.name = 0
        #expect(fields.name == 0 && fields.signature == .max && !fields.isGhost)
        fields = Fields(name: 7, signature: 0)
        #expect(fields.name == 7 && fields.signature == 0 && !fields.isGhost)
        fields.isGhost = true
        fields.name = -1
        #expect(fields.name == -1 && fields.signature == 0 && fields.isGhost)
    }

    @Test func registrationsOfReleasedObjectsAreFreedByPruning() throws {
        let manager = G8ThemeManager(engine: silent, theme: try load(labelTheme))
        var labels = (0..<10_000).map { _ in Label() }
        for label in labels { manager.style(label, with: "label") }
        #expect(manager.storage.registrations == 10_000)
        labels.removeAll()
        manager.prune()
        let storage = manager.storage
        #expect(storage.registrations == 0 && storage.ghosts == 0)
        #expect(storage.listCapacity <= 128)
        #expect(storage.tableEntries < 1024 && storage.tableCapacity <= 2048)
        #expect(manager.registeredCount == 0)
    }

    @Test func registrationsCountedByASwitchAreFreedByPruning() throws {
        let manager = G8ThemeManager(engine: silent, theme: try load(labelTheme))
        var labels = (0..<10_000).map { _ in Label() }
        for label in labels { manager.style(label, with: "label") }
        manager.switchTheme(to: try load(otherLabelTheme))
        #expect(labels.allSatisfy { $0.textColor?.description == "#00FF00" && $0.alpha == 1 })
        labels.removeAll()
        manager.prune()
        let storage = manager.storage
        #expect(storage.registrations == 0 && storage.ghosts == 0)
        #expect(storage.listCapacity <= 128)
        #expect(storage.tableEntries < 1024 && storage.tableCapacity <= 2048)
    }

    @Test func registrationsOfReleasedObjectsAreFreedAsTheManagerGoes() throws {
        let manager = G8ThemeManager(engine: silent, theme: try load(labelTheme))
        var largest = 0
        for _ in 0..<10_000 {
            let label = Label()
            manager.style(label, with: "label")
            largest = max(largest, manager.storage.registrations)
        }
        #expect(largest <= 128)
        #expect(manager.storage.listCapacity <= 256)
    }

    @Test func anUnregisteredObjectStillAliveKeepsItsGhostUntilItGoes() throws {
        let manager = G8ThemeManager(engine: silent, theme: try load(labelTheme))
        var label: Label? = Label()
        manager.style(label!, with: "label")
        manager.unregister(label!)
        manager.prune()
        #expect(manager.storage.ghosts == 1)
        label = nil
        manager.prune()
        #expect(manager.storage.ghosts == 0 && manager.storage.registrations == 0)
    }

    /// Switching back to a mode reuses the theme resolved for it, whose styles the engine has
    /// plans for: nothing new is recorded, however many switches.
    @Test func switchingBackAndForthBetweenModesRecordsNoNewPlans() throws {
        let engine = silent.withEmptyCaches()
        let theme = try G8Theme(json: Data("""
            {"tokens": {"c": {"$type": "color",
               "text": {"$value": "#000000", "$modes": {"dark": "#FFFFFF", "light": "#111111"}}}},
             "styles": {"label": {"textColor": "{c.text}"}, "card": {"backgroundColor": "{c.text}", "alpha": 0.5}}}
            """.utf8), engine: engine)
        let manager = G8ThemeManager(engine: engine, theme: theme)
        let labels = (0..<20).map { _ in Label() }, cards = (0..<20).map { _ in View() }
        for (label, card) in zip(labels, cards) {
            manager.style(label, with: "label")
            manager.style(card, with: "card")
        }
        try manager.switchMode(to: "dark")
        try manager.switchMode(to: "light")
        try manager.switchMode(to: "dark")
        let plans = engine.registry.planCount
        for _ in 0..<1_000 {
            try manager.switchMode(to: "light")
            try manager.switchMode(to: "dark")
        }
        #expect(engine.registry.planCount == plans)
        #expect(manager.resolvedThemes.members.count == 3)
        #expect(labels[0].textColor?.description == "#FFFFFF" && cards[19].backgroundColor?.description == "#FFFFFF")
        try manager.switchContexts(to: ["mode": "light"])
        #expect(engine.registry.planCount == plans && labels[0].textColor?.description == "#111111")
        // A theme given to the manager starts again.
        manager.switchTheme(to: theme)
        #expect(manager.resolvedThemes.members.isEmpty)
    }
}
