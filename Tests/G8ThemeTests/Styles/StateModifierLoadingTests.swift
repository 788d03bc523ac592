import Foundation
import G8Widgets
import Testing

/// State modifiers are checked when a theme loads, as applying would check them: a theme that
/// loads clean does not fail on its states later.
@Suite("State modifiers checked at load")
struct StateModifierLoadingTests {
    @Test func statesOnStatelessPropertiesFailToLoadWithWhatApplyingWouldSay() {
        #expect(errors(##"{"styles": {"s": {"heading": {"textColor:selected": "#FF0000", "textAlignment:hilighted": "center"}}}}"##) == [
            "theme.json:1:31: error: styles.s.heading.textColor:selected: 'textColor' on Label, TextField or TextView does not vary by state (the classes with every property this style sets); remove ':selected'",
            "theme.json:1:64: error: styles.s.heading.textAlignment:hilighted: 'textAlignment' does not vary by state; remove ':hilighted'",
        ])
    }

    @Test func anUnknownStateSuggestsTheNearestAndListsTheStates() {
        #expect(errors(##"{"styles": {"s": {"button1": {"titleColor:hilighted": "#FF0000"}}}}"##) == [
            "theme.json:1:31: error: styles.s.button1.titleColor:hilighted: 'titleColor' has no state 'hilighted'; did you mean 'highlighted'? (its states: normal, highlighted, disabled, selected, focused, application)",
        ])
    }

    @Test func aStyleThatFitsOneClassIsCheckedAgainstThatClass() {
        // Only a Label has both lineBreakMode and textColor without states here.
        #expect(errors(##"{"styles": {"s": {"caption": {"numberOfLines": 2, "textColor:selected": "#FF0000"}}}}"##) == [
            "theme.json:1:51: error: styles.s.caption.textColor:selected: Label.textColor does not vary by state; remove ':selected'",
        ])
    }

    @Test func aNestedStyleTakesNoStates() {
        #expect(errors(##"{"styles": {"s": {"button1:highlighted": {"titleColor": "#FF0000"}}}}"##) == [
            "theme.json:1:19: error: styles.s.button1:highlighted: the key 'button1:highlighted' is malformed: a nested style takes no state modifiers",
        ])
    }

    @Test func statesThePropertyTakesLoadAndApply() throws {
        let loaded = try theme(##"{"styles": {"s": {"button1": {"titleColor:normal:highlighted": "#FF0000"}, "segments": {"textColor:selected": "#00FF00"}}}}"##)
        final class Screen: ViewController {
            let button1 = Button(), segments = SegmentedControl(items: ["a", "b"])
        }
        let screen = Screen()
        let report = quiet.applyStyle(try loaded.style(named: "s"), to: screen)
        #expect(report.isClean)
        #expect(screen.button1.titleColor(for: .highlighted) == Color(hex: "#FF0000"))
        #expect(screen.segments.textColor(for: .selected) == Color(hex: "#00FF00"))
    }

    @Test func lintReportsTheSameAsLoading() {
        let json = Data(##"{"styles": {"s": {"button1": {"titleColor:hilighted": "#FF0000"}}}}"##.utf8)
        let diagnostics = G8Theme.lint(json: json, file: "theme.json", engine: quiet)
        #expect(diagnostics.map(\.description) == [
            "theme.json:1:31: error: styles.s.button1.titleColor:hilighted: 'titleColor' has no state 'hilighted'; did you mean 'highlighted'? (its states: normal, highlighted, disabled, selected, focused, application)",
        ])
    }
}
