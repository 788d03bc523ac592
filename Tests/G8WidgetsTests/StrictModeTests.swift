import Testing
import G8Widgets

private final class Screen: ViewController {
    let heading = Label(), action = Button(), card = View()
    var missing: Label?
}

private final class Bar: ViewController {
    let bar = NavigationBar()
}

private final class Avatar: View {
    var badgeColor: Color?
    var assignedDirectly = 0
}

@Suite("Validation and strict mode")
struct StrictModeTests {
    static let mixed: G8Style = [
        "heading.textColor": Color.red,
        "heading.font": "Helvetica",
        "action.titleColor:hilighted": Color.blue,
        "card.layer.cornerRadius": 8,
        "missing.textColor": Color.red,
        "card.layer.borderWidth": -1,
    ]

    /// A style for a property that holds a value (a font) is an error while the property is nil
    /// too: once an earlier entry has set it, applying reports the error, and validation, which
    /// sets nothing, must predict it, so that strict mode never refuses a style validation
    /// passed.
    @Test func aStyleForAValuePropertyIsAnErrorWhileItIsNilToo() {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        let style: G8Style = ["bar.titleFont": Font(name: "Inter", size: 17), "bar.titleFont.size": 3]
        let expected = ["error: bar.titleFont.size: NavigationBar.titleFont is a Font, not an object a style can apply to"]
        #expect(g8.validate(style, against: Bar()).diagnostics.map(\.description) == expected)
        #expect(g8.validate(["bar.titleFont.size": 3], against: Bar()).diagnostics.map(\.description) == expected)
        let plain = Bar()
        #expect(g8.applyStyle(style, to: plain).diagnostics.map(\.description) == expected)
        #expect(plain.bar.titleFont == Font(name: "Inter", size: 17))
        var strict = g8
        strict.isStrict = true
        let refused = Bar()
        #expect(strict.applyStyle(style, to: refused).diagnostics.map(\.description) == expected + [
            "error: strict mode: nothing was applied because of 1 error",
        ])
        #expect(refused.bar.titleFont == nil)
    }

    @Test func validateReportsWhatApplyingWouldAndChangesNothing() {
        var g8 = G8.standard
        g8.logHandler = { _ in Issue.record("validation must not log") }
        let screen = Screen()
        let before = g8.dump(screen)
        let report = g8.validate(StrictModeTests.mixed, against: screen)
        #expect(g8.dump(screen) == before)
        #expect(report.appliedCount == 0)
        #expect(report.diagnostics.map(\.description) == [
            "error: heading.font: Label.font expects Font, got String",
            "error: action.titleColor:hilighted: Button.titleColor has no state 'hilighted'; did you mean 'highlighted'?",
            "warning: missing.textColor: Screen.missing is nil",
            "error: card.layer.borderWidth: Layer.borderWidth cannot be -1: expected 0 or more",
        ])
        var applying = G8.standard
        applying.logHandler = { _ in }
        #expect(applying.applyStyle(StrictModeTests.mixed, to: Screen()).diagnostics == report.diagnostics)
    }

    @Test func strictModeAppliesNothingWhenAnyErrorWouldOccur() {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        g8.isStrict = true
        let screen = Screen()
        let before = g8.dump(screen)
        let report = g8.applyStyle(StrictModeTests.mixed, to: screen)
        #expect(g8.dump(screen) == before)
        #expect(screen.heading.textColor == .black && screen.card.layer.cornerRadius == 0)
        #expect(report.appliedCount == 0)
        #expect(report.diagnostics.last?.description == "error: strict mode: nothing was applied because of 3 errors")
    }

    @Test func strictModeAppliesAStyleWithOnlyWarnings() {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        g8.isStrict = true
        let screen = Screen()
        let report = g8.applyStyle(["heading.textColor": Color.red, "missing.textColor": Color.red], to: screen)
        #expect(screen.heading.textColor == .red)
        #expect(report.diagnostics.map(\.description) == ["warning: missing.textColor: Screen.missing is nil"])
    }

    @Test func closureAppliersAreDryRunThroughApplyValue() {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        g8.add(valueApplier: G8ValueApplier<Avatar> { value, object, keyString, _ in
            switch keyString {
            case "badgeColor": G8.applyValue(value, to: object, at: \.badgeColor)
            default: return false
            }
            return true
        })
        let avatar = Avatar()
        #expect(g8.validate(["badgeColor": Color.red], against: avatar).isClean)
        #expect(avatar.badgeColor == nil)
        #expect(g8.validate(["badgeColor": 3], against: avatar).diagnostics.map(\.description) == [
            "error: badgeColor: Avatar.badgeColor expects Color, got Int",
        ])
        g8.isStrict = true
        g8.applyStyle(["backgroundColor": Color.red, "badgeColor": 3], to: avatar)
        #expect(avatar.backgroundColor == nil && avatar.badgeColor == nil)
    }

    @Test func decoratorsAreTypeCheckedNotRunWhenValidating() {
        let g8 = G8.standard
        let screen = Screen()
        let bold = G8Decorator<Label> { $0.font = .boldSystemFont(ofSize: 40) }
        #expect(g8.validate(["heading": bold], against: screen).isClean)
        #expect(screen.heading.font == Label.defaultFont && screen.heading.decoratorCount == 0)
        #expect(g8.validate(["action": bold], against: screen).diagnostics.map(\.message) == [
            "Screen.action is a Button, but the decorator styles Label",
        ])
    }
}
