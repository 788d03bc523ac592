import Foundation
import Testing
import G8Widgets

/// A closure applier that accepts a value when validated and fails when applying, once the
/// label has text: validation sets nothing, so it never sees the text the style sets first.
private let failingLate = G8ValueApplier<Label>(keys: ["confirm"]) { value, label, key, _ in
    guard key == "confirm" else { return false }
    if label.text != nil { return G8.applyValue(value, to: label, at: \.numberOfLines) && G8.applyValue("no", to: label, at: \.numberOfLines) }
    return G8.applyValue(value, to: label, at: \.numberOfLines)
}

private let strictEngine: G8 = {
    var g8 = G8.standard
    g8.logHandler = { _ in }
    g8.isStrict = true
    g8.add(valueApplier: failingLate)
    return g8
}()

private let style: G8Style = ["text": "set first", "textColor": Color.red, "confirm": 3]
private let refusal = "error: strict mode: nothing was applied because of 1 error"

@Suite("Strict mode on every path")
struct StrictUnderAManagerTests {
    @Test func applyStyleTakesBackAFailureThatShowsOnlyWhileApplying() {
        let label = Label()
        #expect(!strictEngine.validate(style, against: label).hasErrors)
        let report = strictEngine.applyStyle(style, to: label)
        #expect(report.diagnostics.map(\.description) == [
            "error: confirm: Label.confirm expects Int, got String", refusal,
        ])
        #expect(label.text == nil && label.textColor == .black && label.numberOfLines == 1)
        #expect(report.appliedCount == 0)
    }

    @Test func aManagerAppliesNothingOfAStyleThatFailsWhileApplying() throws {
        let theme = try G8Theme(json: Data(##"{"styles": {"s": {"text": "x", "textColor": "#FF0000", "confirm": 3}, "ok": {"textColor": "#00FF00"}}}"##.utf8))
        let manager = G8ThemeManager(engine: strictEngine, theme: theme)
        let label = Label()
        let report = manager.style(label, with: "s")
        #expect(report.diagnostics.map(\.description) == [
            "1:67: error: Label[s].confirm: Label.confirm expects Int, got String", "error: Label[s]: strict mode: nothing was applied because of 1 error",
        ])
        #expect(label.text == nil && label.textColor == .black && label.numberOfLines == 1)
        // A switch: the same, and a registration whose style is fine is styled.
        let other = Label()
        manager.style(other, with: "ok")
        manager.switchTheme(to: theme)
        #expect(label.text == nil && label.textColor == .black && other.textColor == .green)
    }

    @Test func theJournaledApplicationAndAppearanceAreStrictToo() {
        let label = Label()
        var journal = G8Journal()
        let report = strictEngine.applyStyle(style, to: label, journal: &journal)
        #expect(report.diagnostics.last?.description == refusal && journal.isEmpty)
        #expect(label.text == nil && label.textColor == .black)
        let appearance = G8Appearance(engine: strictEngine)
        appearance.register(style, for: Label.self)
        let shown = Label()
        let applied = appearance.apply(to: shown)
        // Appearance diagnostics are tagged with the registration they come from.
        #expect(applied.diagnostics.last?.description == "error: appearance(Label): strict mode: nothing was applied because of 1 error")
        #expect(shown.text == nil && shown.textColor == .black && shown.numberOfLines == 1)
    }

    @Test func strictSwitchesSetLinearlyManyValues() throws {
        func sets(_ count: Int) throws -> Int {
            var engine = strictEngine
            let counter = StrictCounter()
            engine.add(valueApplier: G8ValueApplier<Label>(keys: ["count"]) { value, label, key, _ in
                guard key == "count" else { return false }
                counter.value += 1
                return G8.applyValue(value, to: label, at: \.numberOfLines)
            })
            let theme = try G8Theme(json: Data(##"{"styles": {"s": {"count": 2, "textColor": "#FF0000"}}}"##.utf8))
            let manager = G8ThemeManager(engine: engine, theme: theme)
            let labels = (0..<count).map { _ in Label() }
            for label in labels { manager.style(label, with: "s") }
            counter.value = 0
            manager.switchTheme(to: theme)
            return counter.value
        }
        // Validation runs the closure too (in its dry-run mode): twice per label, linear.
        #expect(try sets(10) == 20 && sets(100) == 200)
    }
}

final class StrictCounter: @unchecked Sendable {
    var value = 0
}
