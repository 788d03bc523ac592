import Foundation
import Testing
import G8Widgets

/// A theme's lint and its application say the same of a key with the same severity: a value
/// for a key that names a child object is a warning at both (the lint cannot know the object's
/// children; applying finds one and sets nothing on it), and the rest of the style applies.
@Suite("The same severity at lint and apply")
struct LintApplySeverityTests {
    static let text = #"{"styles": {"s": {"label1": 5, "label2.text": "set"}}}"#

    @Test func aValueForAChildIsAWarningWhenLoaded() throws {
        let loaded = try theme(Self.text)
        #expect(loaded.warnings.map(\.description) == [
            "theme.json:1:19: warning: styles.s.label1: no applier declares a property 'label1'; G8.standard checked this theme; "
                + "if a widget of your own has 'label1', pass the engine that has its applier: G8Theme(json:file:engine:)",
        ])
    }

    @Test func aValueForAChildIsAWarningWhenAppliedAndTheRestApplies() throws {
        let screen = Screen()
        screen.label1.text = "before"
        let report = quiet.applyStyle(try theme(Self.text).style(named: "s"), to: screen)
        #expect(report.diagnostics.map(\.description) == [
            "theme.json:1:19: warning: label1: Screen.label1 is a Label, which takes a nested style, not a Double",
        ])
        #expect(screen.label1.text == "before" && screen.label2.text == "set")
    }
}
