import Foundation
import Testing
import G8Widgets

final class CardScreen: ViewController {
    let card = View(), heading = Label(), field = TextField(), notes = TextView(), action = Button()
}

@Suite("Composite values in styles: shadows, borders, typography")
struct CompositeStyleTests {
    @Test("A Shadow sets the layer's color, opacity, offset and radius (blur / 2)")
    func shadowFromSwift() {
        let view = View()
        let shadow = Shadow(color: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.25), offsetX: 1, offsetY: 4, blur: 12, spread: 2)
        let report = quiet.applyStyle([G8K.View.layer: [G8K.Layer.shadow: shadow]], to: view)
        #expect(report.isClean, "\(report)")
        #expect(view.layer.shadowColor == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(view.layer.shadowOpacity == 0.25)
        #expect(view.layer.shadowOffset == Size(width: 1, height: 4))
        #expect(view.layer.shadowRadius == 6)
    }

    @Test("A Border sets the layer's color and width")
    func borderFromSwift() {
        let view = View()
        quiet.applyStyle([G8K.View.layer: [G8K.Layer.border: Border(color: .red, width: 2, style: .keyword(.dashed))]], to: view)
        #expect(view.layer.borderColor == .red)
        #expect(view.layer.borderWidth == 2)
    }

    @Test("Typography sets font, line height and letter spacing on every text widget")
    func typographyFromSwift() {
        let screen = CardScreen()
        let body = Typography(font: Font(name: "Inter", size: 15, weight: .medium), lineHeight: 1.4, letterSpacing: 0.3)
        let report = quiet.applyStyle([
            "heading": [G8K.Label.typography: body],
            "field": [G8K.TextField.typography: body],
            "notes": [G8K.TextView.typography: body],
            "action": [G8K.Button.titleTypography: body],
        ], to: screen)
        #expect(report.isClean, "\(report)")
        for (font, lineHeight, spacing) in [
            (screen.heading.font, screen.heading.lineHeight, screen.heading.letterSpacing),
            (screen.field.font, screen.field.lineHeight, screen.field.letterSpacing),
            (screen.notes.font, screen.notes.lineHeight, screen.notes.letterSpacing),
            (screen.action.titleLabel.font, screen.action.titleLabel.lineHeight, screen.action.titleLabel.letterSpacing),
        ] {
            #expect(font == Font(name: "Inter", size: 15, weight: .medium))
            #expect(lineHeight == 1.4)
            #expect(spacing == 0.3)
        }
    }

    @Test("lineHeight and letterSpacing are keys of their own")
    func lineHeightAndLetterSpacing() {
        let label = Label()
        quiet.applyStyle([G8K.Label.lineHeight: 1.25, G8K.Label.letterSpacing: -0.5], to: label)
        #expect(label.lineHeight == 1.25)
        #expect(label.letterSpacing == -0.5)
        let report = quiet.applyStyle([G8K.Label.lineHeight: -1.0], to: label)
        #expect(report.errors.map(\.description).joined(separator: "\n").contains("expected a line height of 0 or more"), "\(report.diagnostics)")
        #expect(label.lineHeight == 1.25)
    }

    @Test("Composite tokens of a theme apply through their keys, in the format's JSON")
    func tokensInATheme() throws {
        let loaded = try theme(##"""
            {"tokens": {
               "shadow": {"$type": "shadow", "card": {"$value": [
                  {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2},
                   "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0.25, "unit": "rem"},
                   "blur": {"value": 16, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
                  {"color": "#000000", "offsetX": 0, "offsetY": 1, "blur": 2, "spread": 0, "inset": true}]}},
               "border": {"$type": "border", "focus": {"$value":
                  {"color": {"colorSpace": "oklch", "components": [0.65, 0.12, 250]},
                   "width": {"value": 2, "unit": "px"}, "style": "solid"}}},
               "type": {"$type": "typography", "body": {"$value":
                  {"fontFamily": ["Inter", "sans-serif"], "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": 600,
                   "letterSpacing": {"value": 0.02, "unit": "em"}, "lineHeight": 1.5}}}
             },
             "styles": {"screen": {
               "card.layer.shadow": "{shadow.card}",
               "card.layer.border": "{border.focus}",
               "heading.typography": "{type.body}",
               "field.layer.border": {"color": "rgb(255 0 0)", "width": "1px", "style": "dashed"},
               "action.titleTypography": {"fontFamily": "Inter", "fontSize": 12}
             }}}
            """##)
        let screen = CardScreen()
        let report = quiet.applyStyle(try loaded.style(named: "screen"), to: screen)
        #expect(report.isClean, "\(report)")
        // The first outer shadow of the list: an inset one cannot be a layer's shadow.
        #expect(screen.card.layer.shadowColor == .black)
        #expect(screen.card.layer.shadowOpacity == 0.2)
        #expect(screen.card.layer.shadowOffset == Size(width: 0, height: 4))
        #expect(screen.card.layer.shadowRadius == 8)
        // oklch(0.65 0.12 250) is sRGB (0.318926, 0.578633, 0.836431) by coloraide.
        let border = try #require(screen.card.layer.borderColor)
        #expect(abs(border.red - 0.318926) < 1e-5 && abs(border.green - 0.578633) < 1e-5 && abs(border.blue - 0.836431) < 1e-5)
        #expect(screen.card.layer.borderWidth == 2)
        #expect(screen.heading.font == Font(name: "Inter", size: 16, weight: .semibold))
        #expect(screen.heading.lineHeight == 1.5)
        #expect(screen.heading.letterSpacing == 0.32)
        #expect(screen.field.layer.borderColor == .red)
        #expect(screen.field.layer.borderWidth == 1)
        #expect(screen.action.titleLabel.font == Font(name: "Inter", size: 12, weight: .regular))
    }

    @Test("A journal puts the parts back, so theme switches undo composite values")
    func journalRestores() {
        let view = View()
        view.layer.shadowRadius = 5
        view.layer.borderWidth = 3
        var journal = G8Journal()
        quiet.applyStyle([G8K.View.layer: [
            G8K.Layer.shadow: Shadow(color: .red, offsetX: 2, offsetY: 2, blur: 4),
            G8K.Layer.border: Border(color: .blue, width: 1),
        ]], to: view, journal: &journal)
        #expect(view.layer.shadowRadius == 2)
        journal.restore()
        #expect(view.layer.shadowRadius == 5)
        #expect(view.layer.shadowOpacity == 0)
        #expect(view.layer.shadowOffset == Size(width: 0, height: -3))
        #expect(view.layer.borderWidth == 3)
    }

    @Test("Bad composite values are refused whole, with nothing half-applied")
    func refusals() throws {
        let view = View()
        let report = quiet.applyStyle(
            [G8K.View.layer: [G8K.Layer.shadow: Shadow(color: .black, offsetX: 0, offsetY: 1, blur: 2, inset: true)]], to: view)
        #expect(report.errors.map(\.description).joined(separator: "\n").contains("expected an outer shadow: a layer cannot draw an inset one"), "\(report.diagnostics)")
        #expect(view.layer.shadowOpacity == 0)
        #expect(errors(##"{"styles": {"s": {"typography": {"fontFamily": "Inter", "fontSize": 16, "lineHeight": "banana"}}}}"##)
            == ["theme.json:1:33: error: styles.s.typography: 'typography' expects Typography, got an object"])
        #expect(errors(##"{"tokens": {"t": {"$type": "shadow", "$value": {"color": "#000"}}}}"##)
            == [#"theme.json:1:48: error: tokens.t: shadow.offsetX expects a dimension such as {"value": 16, "unit": "px"}, got nothing"#])
    }
}

@Suite("Dimension tokens in the format's object form on numeric properties")
struct DimensionStyleTests {
    @Test("A {value, unit} dimension sets a Double property; rems count 16 points")
    func objectDimensions() throws {
        let loaded = try theme(##"""
            {"tokens": {"radius": {"$type": "dimension",
                "md": {"$value": {"value": 0.5, "unit": "rem"}}, "sm": {"$value": {"value": 4, "unit": "px"}}}},
             "styles": {"card": {"layer.cornerRadius": "{radius.md}", "layer.borderWidth": "{radius.sm}",
                                 "layoutMargins": {"top": {"value": 1, "unit": "rem"}, "left": 2, "bottom": "3px", "right": 4}}}}
            """##)
        let view = View()
        let report = quiet.applyStyle(try loaded.style(named: "card"), to: view)
        #expect(report.isClean, "\(report)")
        #expect(view.layer.cornerRadius == 8)
        #expect(view.layer.borderWidth == 4)
        #expect(view.layoutMargins == EdgeInsets(top: 16, left: 2, bottom: 3, right: 4))
        #expect(errors(##"{"styles": {"s": {"layer.cornerRadius": {"value": 2, "unit": "vw"}}}}"##)
            == ["theme.json:1:41: error: styles.s.layer.cornerRadius: 'cornerRadius' expects Double, got an object"])
    }
}
