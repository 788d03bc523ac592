import Foundation
import G8Widgets
import Testing

/// A team's own widget: a tag that draws its title over its own fill, in a color for each
/// state it is styled for, in 13-point text or 24-point when large.
private final class Tag: View, G8TextDrawing {
    var fillColor: Color?
    var titleColors: [ControlState: Color] = [:]
    var isLarge = false

    var drawnTexts: [G8DrawnText] {
        let font = Font.systemFont(ofSize: isLarge ? 24 : 13)
        return [ControlState.normal, .selected].compactMap { state in
            guard let color = titleColors[state] ?? (state == .normal ? .black : nil) else { return nil }
            return G8DrawnText(colorKey: "titleColor", state: state, color: color, font: font, fill: fillColor, fillKey: "fillColor")
        }
    }
}

private final class TagScreen: ViewController {
    let chip = Tag()

    required init() {
        super.init()
        view.addSubview(chip)
    }
}

/// G8ContrastCheck on a team's own widget that says what it draws (`G8TextDrawing`).
@Suite("Contrast check of a team's own text widget")
struct ContrastTextDrawingTests {
    let engine: G8 = {
        var engine = G8.standard
        engine.add(valueApplier: G8ValueApplier<Tag>(properties: [
            G8Property("fillColor", get: { $0.fillColor }, set: { $0.fillColor = $1 }),
            G8Property("titleColor", states: ControlState.self, get: { $0.titleColors[$1] }, set: { $0.titleColors[$2] = $1 }),
            G8Property("isLarge", get: { $0.isLarge }, set: { $0.isLarge = $1 }),
        ]))
        return engine
    }()

    /// The warnings of the check of `styles` (the members of the `screen` style) on the
    /// screen's tag, `chip`, written on line 3 of the theme. `{color.brand}` is orange, blue in the dark mode; a theme that
    /// does not use it has no modes.
    func warnings(_ styles: String) throws -> [String] {
        let tokens = styles.contains("{color.brand}")
            ? ##"{"tokens": {"color": {"$type": "color", "brand": {"$value": "#FF9500", "$modes": {"dark": "#0A84FF"}}}},"##
            : ##"{"tokens": {},"##
        let json = tokens + "\n" + ##" "styles": {"screen": {"view.backgroundColor": "#FFFFFF", "## + "\n  " + styles + "}}}"
        let theme = try G8Theme(json: Data(json.utf8), file: "theme.json", engine: engine)
        let outcome = G8ContrastCheck(engine: engine).check(theme, screens: ["tags": { TagScreen() }])
        return outcome.diagnostics.map(\.description)
    }

    @Test func aLowPairOfTheTeamsWidgetIsWarnedAtTheEntryThatSetItsTextColor() throws {
        // White on the brand orange: 2.20:1 in the light mode; on the dark mode's blue, 3.65:1.
        #expect(try warnings(##""chip": {"fillColor": "{color.brand}", "titleColor": "#FFFFFF"}"##) == [
            "theme.json:3:42: warning: styles.screen.chip.titleColor: text #FFFFFF on #FF9500 is 2.20:1 in the default mode; WCAG AA needs 4.5:1",
            "theme.json:3:42: warning: styles.screen.chip.titleColor: text #FFFFFF on #0A84FF is 3.65:1 in mode dark; WCAG AA needs 4.5:1",
        ])
    }

    @Test func aPassingPairIsNotWarned() throws {
        #expect(try warnings(##""chip": {"fillColor": "#1C1C1E", "titleColor": "#FFFFFF"}"##) == [])
        // Large text needs 3:1: white on the dark mode's blue passes, on the orange not.
        #expect(try warnings(##""chip": {"fillColor": "{color.brand}", "titleColor": "#FFFFFF", "isLarge": true}"##) == [
            "theme.json:3:42: warning: styles.screen.chip.titleColor: text #FFFFFF on #FF9500 is 2.20:1 in the default mode; WCAG AA needs 3:1 for large text",
        ])
    }

    @Test func aStateOfTheTeamsWidgetIsCheckedAndReportedAtItsOwnEntry() throws {
        // Black passes on the orange; the selected state's grey does not, and is reported at
        // `titleColor:selected`, naming the state.
        #expect(try warnings(##""chip": {"fillColor": "#FF9500", "titleColor": "#000000", "titleColor:selected": "#8E8E93"}"##) == [
            "theme.json:3:61: warning: styles.screen.chip.titleColor: text #8E8E93 on #FF9500 is 1.48:1 in the default mode, state selected; WCAG AA needs 4.5:1",
        ])
    }

    @Test func aLowFillIsReportedAtItsEntryWhenTheTextColorIsTheWidgetsOwn() throws {
        // The tag's own black title, on a fill the theme darkened.
        #expect(try warnings(##""chip": {"fillColor": "#3A3A3C"}"##) == [
            "theme.json:3:12: warning: styles.screen.chip.titleColor: text #000000 on #3A3A3C is 1.85:1 in the default mode; WCAG AA needs 4.5:1",
        ])
    }
}
