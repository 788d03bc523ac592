import Testing
@testable import G8Core
@testable import G8Themes
@testable import G8Live
import G8Widgets

private func quietEngine() -> G8 {
    var g8 = G8.standard
    g8.logHandler = { _ in }
    return g8
}

@Suite("The standard engine")
struct StandardEngineTests {
    /// G8's keys (REFERENCE.md), by widget; `true` marks keys that take state modifiers.
    static var g8Keys: [(AnyObject, [(G8Key, Bool)])] { [
        (View(), [(G8K.View.backgroundColor, false), (G8K.View.tintColor, false)]),
        (Label(), [(G8K.Label.textColor, false), (G8K.Label.font, false),
                   (G8K.Label.textAlignment, false), (G8K.Label.lineBreakMode, false)]),
        (Button(), [(G8K.Button.titleColor, true), (G8K.Button.titleShadowColor, true),
                    (G8K.Button.titleFont, false), (G8K.Button.image, true),
                    (G8K.Button.backgroundImage, true), (G8K.Button.backgroundImageFromColor, true)]),
        (Layer(), [(G8K.Layer.shadowColor, false), (G8K.Layer.shadowRadius, false),
                   (G8K.Layer.shadowOpacity, false), (G8K.Layer.shadowOffset, false),
                   (G8K.Layer.borderColor, false), (G8K.Layer.borderWidth, false),
                   (G8K.Layer.backgroundColor, false), (G8K.Layer.cornerRadius, false),
                   (G8K.Layer.opacity, false)]),
        (SegmentedControl(), [(G8K.SegmentedControl.selectedSegmentTintColor, false),
                              (G8K.SegmentedControl.backgroundImage, true),
                              (G8K.SegmentedControl.backgroundImageFromColor, true),
                              (G8K.SegmentedControl.textColor, true), (G8K.SegmentedControl.font, true)]),
        (TextField(), [(G8K.TextField.textColor, false), (G8K.TextField.font, false),
                       (G8K.TextField.textAlignment, false), (G8K.TextField.borderStyle, false),
                       (G8K.TextField.placeholderColor, false), (G8K.TextField.placeholderFont, false),
                       (G8K.TextField.background, false), (G8K.TextField.disabledBackground, false)]),
        (Slider(), [(G8K.Slider.minimumValueImage, false), (G8K.Slider.maximumValueImage, false),
                    (G8K.Slider.isContinuous, false), (G8K.Slider.minimumTrackTintColor, false),
                    (G8K.Slider.maximumTrackTintColor, false), (G8K.Slider.thumbTintColor, false)]),
        (Switch(), [(G8K.Switch.onTintColor, false), (G8K.Switch.thumbTintColor, false)]),
        (ImageView(), [(G8K.ImageView.image, false), (G8K.ImageView.highlightedImage, false)]),
        (TextView(), [(G8K.TextView.textColor, false), (G8K.TextView.font, false),
                      (G8K.TextView.textAlignment, false)]),
    ] }

    @Test func everyKeyG8HadIsDeclaredWithItsStates() {
        let g8 = G8.standard
        for (widget, keys) in StandardEngineTests.g8Keys {
            let resolved = g8.registry.resolved(for: widget)
            for (key, stateful) in keys {
                let property = resolved.property(named: key.stringValue)
                #expect(property != nil, "\(type(of: widget)) lacks \(key)")
                #expect((property?.modifierNames != nil) == stateful, "\(type(of: widget)).\(key) states")
            }
        }
    }

    @Test func everyWidgetTakesItsSuperclassKeys() {
        let names = G8.standard.propertyNames(for: Button())
        for key in [G8K.Button.titleColor, G8K.Control.isEnabled, G8K.View.tintColor, G8K.View.alpha] {
            #expect(names.contains(key.stringValue))
        }
    }

    @Test func stateKeysWorkAsPlainStringsAndThroughKeypaths() {
        // G8 weakness 5: "titleColor:highlighted" and "button1.titleColor:highlighted" failed.
        final class Screen: ViewController { let button1 = Button() }
        let screen = Screen()
        let report = quietEngine().applyStyle([
            "button1.titleColor:highlighted": Color.red,
            "button1": ["titleColor:selected": Color.green, G8K.Button.title.disabled: "Off"],
        ], to: screen)
        #expect(report.isClean)
        #expect(screen.button1.titleColor(for: .highlighted) == .red)
        #expect(screen.button1.titleColor(for: .selected) == .green)
        #expect(screen.button1.title(for: .disabled) == "Off")
    }

    @Test func anUnknownButtonStateSuggestsTheNearestOne() {
        let button = Button()
        let report = quietEngine().applyStyle(["titleColor:hilighted": Color.red], to: button)
        #expect(button.explicitTitleColor(for: .highlighted) == nil)
        #expect(report.diagnostics.map(\.description) == [
            "error: titleColor:hilighted: Button.titleColor has no state 'hilighted'; did you mean 'highlighted'?",
        ])
    }

    @Test func numbersConvertForEveryNumericWidgetProperty() {
        let slider = Slider(), layer = Layer()
        let g8 = quietEngine()
        #expect(g8.applyStyle(["maximumValue": 10, "value": 4, "alpha": 1], to: slider).isClean)
        #expect(g8.applyStyle(["opacity": 0.5, "shadowOpacity": 1, "shadowRadius": 2], to: layer).isClean)
        #expect(slider.value == 4 && slider.maximumValue == 10)
        #expect(layer.opacity == 0.5 && layer.shadowOpacity == 1 && layer.shadowRadius == 2)
    }

    @Test func hexStringsImageNamesAndCaseNamesConvert() {
        let label = Label(), view = ImageView()
        let g8 = quietEngine()
        let report = g8.applyStyle(["textColor": "#FF0000", "textAlignment": "center"], to: label)
        #expect(report.isClean)
        #expect(label.textColor == .red && label.textAlignment == .center)
        g8.applyStyle(["image": "avatar"], to: view)
        #expect(view.image == Image(named: "avatar"))
        let bad = g8.applyStyle(["textColor": "#GGHHII", "textAlignment": "middle"], to: label)
        #expect(bad.diagnostics.map(\.description) == [
            ##"error: textColor: Label.textColor expects a color "#RGB", "#RRGGBB" or "#RRGGBBAA", got "#GGHHII"; 'G' is not a hex digit"##,
            ##"error: textAlignment: Label.textAlignment expects one of left, center, right, justified, natural, got "middle""##,
        ])
        #expect(label.textColor == .red && label.textAlignment == .center)
    }

    @Test func outOfRangeWidgetValuesAreRefusedWithTheReason() {
        let view = View()
        let report = quietEngine().applyStyle([
            "layer.borderWidth": -1, "alpha": 2, "layer.opacity": Float(1.5),
            "frame": Rect(x: 0, y: 0, width: -5, height: 1),
        ], to: view)
        #expect(view.layer.borderWidth == 0 && view.alpha == 1 && view.layer.opacity == 1 && view.frame == .zero)
        #expect(report.diagnostics.map(\.description) == [
            "error: layer.borderWidth: Layer.borderWidth cannot be -1: expected 0 or more",
            "error: alpha: View.alpha cannot be 2: expected a number from 0 to 1",
            "error: layer.opacity: Layer.opacity cannot be 1.5: expected a number from 0 to 1",
            "error: frame: View.frame cannot be (0, 0, -5×1): expected a width and height of 0 or more",
        ])
    }

    @Test func fontsMustHaveAPositiveSize() {
        let label = Label()
        let report = quietEngine().applyStyle(["font": Font(name: "Inter", size: 0)], to: label)
        #expect(label.font == Label.defaultFont)
        #expect(report.diagnostics.map(\.message) == ["Label.font cannot be Inter 0pt: expected a point size above 0"])
    }

    @Test func nilRestoresDefaultsOrClears() {
        let label = Label(), view = View()
        label.textColor = .red
        view.tintColor = .red
        view.backgroundColor = .blue
        let g8 = quietEngine()
        #expect(g8.applyStyle(["textColor": nil], to: label).isClean)
        #expect(g8.applyStyle(["tintColor": nil, "backgroundColor": nil], to: view).isClean)
        #expect(label.textColor == .black && view.ownTintColor == nil && view.backgroundColor == nil)
        let report = g8.applyStyle(["numberOfLines": nil], to: label)
        #expect(report.diagnostics.map(\.message) == ["Label.numberOfLines cannot be nil"])
    }

    @Test func buttonHelpersSetTheTitleLabelAndColorImages() {
        let button = Button()
        let report = quietEngine().applyStyle([
            G8K.Button.titleFont: Font.boldSystemFont(ofSize: 18),
            G8K.Button.backgroundImageFromColor.highlighted: Color.red,
            "titleLabel.numberOfLines": 2,
        ], to: button)
        #expect(report.isClean)
        #expect(button.titleLabel.font == .boldSystemFont(ofSize: 18))
        #expect(button.titleLabel.numberOfLines == 2)
        #expect(button.backgroundImage(for: .highlighted) == Image(color: .red))
        #expect(button.backgroundImage(for: .normal) == nil)
    }

    @Test func missingPropertiesWarnWithASuggestionAndTheRestApplies() {
        final class Screen: ViewController { let title1 = Label() }
        let screen = Screen()
        let report = quietEngine().applyStyle([
            "title1.textColour": Color.red, "title1.fnot": Font.systemFont(ofSize: 3),
            "titel1.textColor": Color.red, "title1.textColor": Color.blue,
        ], to: screen)
        #expect(screen.title1.textColor == .blue)
        #expect(report.diagnostics.map(\.description) == [
            "warning: title1.textColour: Label has no property 'textColour'; did you mean 'textColor'?",
            "warning: title1.fnot: Label has no property 'fnot'; did you mean 'font'?",
            "warning: titel1.textColor: Screen has no child 'titel1'; did you mean 'title1'?",
        ])
    }

    @Test func theLayerAndTitleLabelAreReachedWithoutReflection() {
        let button = Button()
        #expect(button.g8Child(named: "layer").isObject)
        #expect(button.g8Child(named: "titleLabel").isObject)
        #expect(ViewController().g8Child(named: "view").isObject)
        #expect(Window().g8Child(named: "rootViewController").isNil)
    }
}

extension G8ChildLookup {
    var isObject: Bool { if case .object = self { true } else { false } }
    var isNil: Bool { if case .isNil = self { true } else { false } }
}

@Suite("Nil for fonts")
struct NilFontTests {
    @Test func nilRestoresOrClearsEveryFontProperty() {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        let label = Label(), field = TextField(), notes = TextView(), bar = NavigationBar()
        label.font = .boldSystemFont(ofSize: 30)
        field.placeholderFont = .systemFont(ofSize: 3)
        bar.titleFont = .systemFont(ofSize: 3)
        #expect(g8.applyStyle(["font": nil], to: label).isClean)
        #expect(g8.applyStyle(["font": nil, "placeholderFont": nil], to: field).isClean)
        #expect(g8.applyStyle(["font": nil], to: notes).isClean)
        #expect(g8.applyStyle(["titleFont": nil], to: bar).isClean)
        #expect(label.font == Label.defaultFont && field.placeholderFont == nil && bar.titleFont == nil)
        #expect(notes.font == .systemFont(ofSize: 12))
        #expect(g8.applyStyle(["font": Font(name: "X", size: -1)], to: label).errors.count == 1)
    }
}
