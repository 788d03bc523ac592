import Foundation
import Testing
import G8Widgets

/// An object for registrations that cost nearly nothing to style.
private final class Plain {}

@Suite("Unregistering and pruning")
struct ThemeManagerUnregisterTests {
    /// Registered objects, then some unregistered: unregistering must not filter and re-index
    /// the whole list each time (quadratic). The bound is generous for a linear removal and far
    /// below what a quadratic one takes in a debug build.
    @Test func unregisteringATenthOf40000IsFast() throws {
        var g8 = G8()
        g8.logHandler = { _ in }
        let manager = G8ThemeManager(engine: g8, theme: try G8Theme(json: Data(#"{"styles": {"s": {}}}"#.utf8), engine: g8))
        let objects = (0..<40_000).map { _ in Plain() }
        for object in objects { manager.style(object, with: "s") }
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for object in objects where ObjectIdentifier(object).hashValue % 10 == 0 { manager.unregister(object) }
        }
        #expect(elapsed < .seconds(5))
        let removed = objects.filter { ObjectIdentifier($0).hashValue % 10 == 0 }.count
        #expect(manager.registeredCount == 40_000 - removed)
    }

    @Test func registrationOrderIsKeptAcrossRemovalsAndCompaction() throws {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        g8.logLevel = .verbose
        let theme = try G8Theme(json: Data(#"{"styles": {"s": {"tag": 1}}}"#.utf8))
        let manager = G8ThemeManager(engine: g8, theme: theme)
        let views = (0..<200).map { _ in View() }
        for view in views { manager.style(view, with: "s") }
        for (index, view) in views.enumerated() where index % 3 != 0 { manager.unregister(view) }
        let late = Label()
        manager.style(late, with: "s")
        for (index, view) in views.enumerated() where index % 3 != 0 { view.tag = index }
        let report = manager.restyleAll()
        #expect(report.appliedCount == 68)
        let order = report.diagnostics.filter { $0.message.hasPrefix("applying style") }.map(\.path)
        #expect(order == Array(repeating: "View[s]", count: 67) + ["Label[s]"])
        #expect(views[1].tag == 1 && views[3].tag == 1)
    }

    @Test func releasedObjectsArePrunedAsRegistrationsGrow() throws {
        var g8 = G8()
        g8.logHandler = { _ in }
        let manager = G8ThemeManager(engine: g8, theme: try G8Theme(json: Data(#"{"styles": {"s": {}}}"#.utf8), engine: g8))
        do {
            let transient = (0..<1_000).map { _ in Plain() }
            for object in transient { manager.style(object, with: "s") }
        }
        let kept = (0..<10).map { _ in Plain() }
        for object in kept { manager.style(object, with: "s") }
        #expect(manager.registeredCount == 10)
    }
}
