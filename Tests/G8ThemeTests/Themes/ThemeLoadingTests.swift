import Foundation
import Testing
import G8Widgets

@Suite("Loading themes")
struct ThemeLoadingTests {
    @Test func theExampleThemeLoadsAndStylesTheScreen() throws {
        let loaded = try theme(exampleTheme)
        #expect(loaded.styleNames == ["commonLabel", "boldLabel", "viewController"])
        #expect(loaded.modes == ["dark"])
        #expect(loaded.warnings.isEmpty)
        let screen = Screen()
        let report = quiet.applyStyle(try loaded.style(named: "viewController"), to: screen)
        #expect(report.isClean, "\(report)")
        #expect(screen.label1.textColor == .red)
        #expect(screen.label2.font == Font(name: "Inter", size: 16, weight: .bold))
        #expect(screen.label2.textColor == Color(hex: "#66B31A"))
        #expect(screen.button1.titleColor(for: .normal) == Color(hex: "#66B31A"))
        #expect(screen.button1.titleColor(for: .highlighted) == Color(hex: "#66B31A"))
        #expect(screen.innerView.layer.cornerRadius == 12)
        #expect(screen.innerView.layer.borderWidth == 1)
        #expect(screen.view.backgroundColor == Color(hex: "#FEFFFF"))
    }

    @Test func tokensResolveAliasChainsAndInheritTypes() throws {
        let loaded = try theme("""
            {"tokens": {"color": {"$type": "color",
              "a": {"$value": "#112233", "$description": "base"},
              "b": {"$value": "{color.a}"},
              "c": {"$value": "{color.b}"}}}}
            """)
        #expect(loaded.tokens.map(\.path) == ["color.a", "color.b", "color.c"])
        #expect(loaded.token("color.c")?.value == .string("#112233"))
        #expect(loaded.token("color.c")?.type == "color")
        #expect(loaded.token("color.a")?.description == "base")
    }

    @Test func untypedAliasesTakeTheTypeOfWhatTheyAlias() throws {
        let loaded = try theme("""
            {"tokens": {"c": {"$type": "color", "a": {"$value": "#010203"}}, "d": {"$value": "{c.a}"}}}
            """)
        #expect(loaded.token("d")?.type == "color")
    }

    @Test func keyOrderInTheFileIsTheOrderOfApplication() throws {
        let loaded = try theme(##"{"styles": {"s": {"textColor": "#FF0000", "font": {"size": 9}, "textColor": "#0000FF"}}}"##)
        let style = try loaded.style(named: "s")
        #expect(style.keys.map(\.stringValue) == ["textColor", "font", "textColor"])
        let label = Label()
        quiet.applyStyle(style, to: label)
        #expect(label.textColor == .blue)
        #expect(label.font == .systemFont(ofSize: 9))
    }

    @Test func valuesBecomeTheTypeOfThePropertyTheyLandOn() throws {
        let loaded = try theme("""
            {"styles": {"field": {
              "textAlignment": "center", "borderStyle": "roundedRect",
              "font": {"fontFamily": "Inter", "fontSize": "18px", "fontWeight": 600},
              "layoutMargins": {"top": 1, "left": 2, "bottom": 3, "right": 4},
              "frame": {"x": 0, "y": 0, "width": 100, "height": 40},
              "background": "paper", "placeholder": "Name", "alpha": 0.5, "isHidden": false,
              "textColor": "#ABC", "layer.shadowOffset": {"width": 0, "height": 2}
            }}}
            """)
        let field = TextField()
        let report = quiet.applyStyle(try loaded.style(named: "field"), to: field)
        #expect(report.isClean, "\(report)")
        #expect(field.textAlignment == .center && field.borderStyle == .roundedRect)
        #expect(field.font == Font(name: "Inter", size: 18, weight: .semibold))
        #expect(field.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(field.frame == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(field.background == Image(named: "paper") && field.placeholder == "Name")
        #expect(field.alpha == 0.5 && !field.isHidden && field.textColor == Color(hex: "#AABBCC"))
        #expect(field.layer.shadowOffset == Size(width: 0, height: 2))
    }

    @Test func nullClearsAnOptionalProperty() throws {
        let loaded = try theme(#"{"styles": {"s": {"backgroundColor": null, "tintColor": null}}}"#)
        let view = View()
        view.backgroundColor = .red
        view.tintColor = .red
        #expect(quiet.applyStyle(try loaded.style(named: "s"), to: view).isClean)
        #expect(view.backgroundColor == nil && view.ownTintColor == nil)
    }

    @Test func modesSwitchTokenValuesAndRestyle() throws {
        let light = try theme(exampleTheme)
        let dark = try light.resolved(mode: "dark")
        #expect(dark.mode == "dark")
        #expect(dark.token("color.background")?.value == .string("#121212"))
        #expect(dark.token("color.brand")?.value == .string("#66B31A"))
        let screen = Screen()
        quiet.applyStyle(try dark.style(named: "viewController"), to: screen)
        #expect(screen.view.backgroundColor == Color(hex: "#121212"))
        quiet.applyStyle(try dark.resolved(mode: nil).style(named: "viewController"), to: screen)
        #expect(screen.view.backgroundColor == Color(hex: "#FEFFFF"))
    }

    @Test func aPlainW3CTokensFileLoadsAsTokens() throws {
        let tokens = try G8Theme(designTokens: Data("""
            {"color": {"$type": "color", "brand": {"$value": "#66B31A"}, "link": {"$value": "{color.brand}"}},
             "size": {"$type": "dimension", "gap": {"$value": "8px"}}}
            """.utf8), file: "tokens.json")
        #expect(tokens.tokens.map(\.path) == ["color.brand", "color.link", "size.gap"])
        #expect(tokens.token("color.link")?.value == .string("#66B31A"))
        #expect(tokens.styleNames.isEmpty)
        #expect(throws: G8ThemeError.self) {
            try G8Theme(designTokens: Data(#"{"c": {"$type": "color", "x": {"$value": 3}}}"#.utf8))
        }
    }

    @Test func undeclaredPropertiesAreWarningsWithASuggestion() throws {
        let loaded = try theme(##"{"styles": {"s": {"textColour": "#FF0000", "label.zzz": 1}}}"##)
        #expect(loaded.warnings.map(\.description) == [
            "theme.json:1:19: warning: styles.s.textColour: no applier declares a property 'textColour'; did you mean 'textColor'? "
                + "G8.standard checked this theme; if a widget of your own has 'textColour', pass the engine that has its applier: "
                + "G8Theme(json:file:engine:)",
            "theme.json:1:44: warning: styles.s.label.zzz: no applier declares a property 'zzz'; "
                + "G8.standard checked this theme; if a widget of your own has 'zzz', pass the engine that has its applier: "
                + "G8Theme(json:file:engine:)",
        ])
    }

    @Test func aValueThatFailsWhenAppliedPointsAtTheFile() throws {
        final class Avatar: View { var badgeColor: Color? }
        var g8 = quiet
        g8.add(valueApplier: G8ValueApplier<Avatar>(keys: ["badgeColor"]) { value, object, keyString, _ in
            guard keyString == "badgeColor" else { return false }
            return G8.applyValue(value, to: object, at: \.badgeColor)
        })
        let loaded = try G8Theme(json: Data(#"{"styles": {"s": {"badgeColor": 42}}}"#.utf8), file: "theme.json", engine: g8)
        #expect(loaded.warnings.isEmpty)
        let avatar = Avatar()
        let report = g8.applyStyle(try loaded.style(named: "s"), to: avatar)
        #expect(avatar.badgeColor == nil)
        #expect(report.diagnostics.map(\.description) == [
            "theme.json:1:33: error: badgeColor: Avatar.badgeColor expects Color, got Double",
        ])
    }

    @Test func aThemeLoadsFromAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("g8-theme-\(UUID().uuidString).json")
        try Data(exampleTheme.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try G8Theme(contentsOf: url).styleNames.count == 3)
        let missing = url.appendingPathExtension("missing")
        #expect(throws: G8ThemeError.self) { try G8Theme(contentsOf: missing) }
    }
}
