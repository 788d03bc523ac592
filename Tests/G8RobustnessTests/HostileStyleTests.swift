import Testing
import G8Widgets

final class HostileScreen: ViewController {
    let heading = Label(), action = Button(), card = View()
}

/// Hostile Swift styles: applied in strict mode, each is refused with exactly these
/// diagnostics and leaves the widget tree as it was.
enum HostileStyles {
    static var deepChain: G8Style {
        var style: G8Style = ["heading.textColor": Color.red]
        for _ in 0...G8.maximumDepth { style = [G8K.superStyle: style] }
        return style
    }

    static var cases: [(name: String, style: G8Style, expected: [String])] {
        [
            ("NaN corner radius", ["card.layer.cornerRadius": Double.nan], [
                "error: card.layer.cornerRadius: Layer.cornerRadius cannot be nan: expected a finite number",
            ]),
            ("infinite alpha", ["card.alpha": Double.infinity], [
                "error: card.alpha: View.alpha cannot be inf: expected a finite number",
            ]),
            ("negative frame size", ["card.frame": Rect(x: 0, y: 0, width: 10, height: -1)], [
                "error: card.frame: View.frame cannot be (0, 0, 10×-1): expected a width and height of 0 or more",
            ]),
            ("number of lines beyond Int", ["heading.numberOfLines": UInt64.max], [
                "error: heading.numberOfLines: Label.numberOfLines cannot be 18446744073709551615: it does not fit Int exactly",
            ]),
            ("unknown state modifier", ["action.titleColor:pressed": Color.red], [
                "error: action.titleColor:pressed: Button.titleColor has no state 'pressed'",
            ]),
            ("key with an empty component", ["heading..textColor": Color.red], [
                "error: heading..textColor: the key 'heading..textColor' is malformed: the key has an empty component",
            ]),
            ("empty key", ["": Color.red], ["error: the key '' is malformed: the key is empty"]),
            ("a style nesting itself beyond the limit", [G8K.superStyle: deepChain], [
                "error: styles nest deeper than the limit of 64 levels",
            ]),
            ("empty string for a color", ["heading.textColor": ""], [
                ##"error: heading.textColor: Label.textColor expects a color "#RGB", "#RRGGBB" or "#RRGGBBAA", got ""; the string is empty"##,
            ]),
            ("huge string for a font", ["heading.font": String(repeating: "F", count: 100_000)], [
                "error: heading.font: Label.font expects Font, got String",
            ]),
            ("nil for a property that cannot be nil", ["heading.numberOfLines": nil], [
                "error: heading.numberOfLines: Label.numberOfLines cannot be nil",
            ]),
            ("state modifiers on a nested style", ["heading:highlighted": ["textColor": Color.red]], [
                "error: heading:highlighted: the key 'heading:highlighted' is malformed: a nested style takes no state modifiers",
            ]),
            ("a style for a value", ["heading.font": ["pointSize": 3]], [
                "error: heading.font: Label.font is a Font?, not an object a style can apply to",
            ]),
            ("JSON null for a Bool", ["card.isHidden": G8JSON.null], [
                "error: card.isHidden: View.isHidden cannot be nil",
            ]),
            ("a decorator for another widget", ["action": G8Decorator<Label> { $0.numberOfLines = 9 }], [
                "error: action: HostileScreen.action is a Button, but the decorator styles Label",
            ]),
            ("a superStyle that is a number", [G8K.superStyle: 42], [
                "error: superStyle: superStyle expects a style or a list of styles, got Int",
            ]),
            ("negative font size", ["heading.font": Font(name: "Inter", size: -4)], [
                "error: heading.font: Label.font cannot be Inter -4pt: expected a point size above 0",
            ]),
        ]
    }
}

@Suite("Hostile styles in strict mode")
struct HostileStyleTests {
    @Test(arguments: HostileStyles.cases.map(\.name))
    func isRefusedAndNothingChanges(name: String) throws {
        let entry = try #require(HostileStyles.cases.first { $0.name == name })
        var g8 = G8.standard
        g8.logHandler = { _ in }
        g8.isStrict = true
        let screen = HostileScreen()
        // A valid entry next to the hostile one: strict mode must not apply it either.
        let style = G8Style(entry.style.entries + [G8Style.Entry(key: "card.tag", value: 7)])
        let before = g8.dump(screen)
        let report = g8.applyStyle(style, to: screen)
        #expect(g8.dump(screen) == before)
        #expect(screen.card.tag == 0)
        let count = entry.expected.count
        let refusal = "error: strict mode: nothing was applied because of \(count) error\(count == 1 ? "" : "s")"
        #expect(report.diagnostics.map(\.description) == entry.expected + [refusal])
    }
}
