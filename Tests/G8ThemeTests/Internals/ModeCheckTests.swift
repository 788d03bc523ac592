import Foundation
import Testing
import G8Widgets

/// A theme is checked for every mode when it loads. A mode's check converts only the style
/// values that name a token the mode changes: these pin that it still reports exactly what
/// converting every value reported, in the same order.
@Suite("Checking every mode")
struct ModeCheckTests {
    /// `wide` is 4 by default and a word in the dark mode; `fine` is the same in both.
    static let modal = """
        {"tokens": {
           "wide": {"$value": 4, "$modes": {"dark": "wide"}},
           "wider": {"$value": "{wide}"},
           "fine": {"$value": 2, "$modes": {"dark": 2}},
           "tint": {"$type": "color", "$value": "#000000", "$modes": {"dark": "#FFFFFF"}}
         },
         "styles": {
           "a": {"superStyle": "b", "layer.cornerRadius": "{fine}", "label.textColor": "{tint}"},
           "c": {"card": {"layer.borderWidth": "{wider}"}, "alpha": 1},
           "b": {"layer.cornerRadius": "{wide}", "numberOfLines": "{fine}"},
           "d": {"superStyle": ["a", "c"], "layer.shadowRadius": "{wider}", "label.numberOfLines": "{fine}"}
         }}
        """

    @Test func aModeOnlyErrorIsReportedWhereAFullBuildReportedIt() {
        #expect(errors(ModeCheckTests.modal) == [
            "theme.json:10:32: error: styles.b.layer.cornerRadius: 'cornerRadius' expects Double, got \"wide\" (from token {wide})",
            "theme.json:9:40: error: styles.c.card.layer.borderWidth: 'borderWidth' expects Double, got \"wide\" (from token {wider})",
            "theme.json:11:58: error: styles.d.layer.shadowRadius: 'shadowRadius' expects Double, got \"wide\" (from token {wider})",
        ])
    }

    @Test func lintReportsTheSameModeErrors() {
        let lines = G8Theme.lint(json: Data(ModeCheckTests.modal.utf8), file: "theme.json", engine: quiet).map(\.description)
        #expect(lines == [
            "theme.json:9:40: error: styles.c.card.layer.borderWidth: 'borderWidth' expects Double, got \"wide\" (from token {wider})",
            "theme.json:10:32: error: styles.b.layer.cornerRadius: 'cornerRadius' expects Double, got \"wide\" (from token {wide})",
            "theme.json:11:58: error: styles.d.layer.shadowRadius: 'shadowRadius' expects Double, got \"wide\" (from token {wider})",
        ])
    }

    /// Values that name a token inside a composite, in a nested child style and through a
    /// superStyle: the mode's check finds them from the default build's list, in the order the
    /// build met them, and says what converting every value says.
    static let composite = """
        {"tokens": {
           "wide": {"$value": 4, "$modes": {"dark": "wide"}},
           "size": {"$value": 12, "$modes": {"dark": "big"}},
           "tint": {"$type": "color", "$value": "#000000", "$modes": {"dark": "#FFFFFF"}}
         },
         "styles": {
           "f": {"superStyle": "e", "label.textColor": "{tint}", "layer.cornerRadius": "{wide}"},
           "e": {"label.font": {"family": "Inter", "size": "{size}"}, "card": {"label": {"numberOfLines": "{wide}"}}},
           "g": {"layer.borderWidth": "{nowhere}"}
         }}
        """

    @Test func valuesInCompositesAndNestedStylesAreCheckedInEveryMode() {
        #expect(errors(ModeCheckTests.composite) == [
            "theme.json:9:31: error: styles.g.layer.borderWidth: unknown token 'nowhere'",
        ])
        let modal = ModeCheckTests.composite.replacingOccurrences(of: #""g": {"layer.borderWidth": "{nowhere}"}"#, with: #""g": {}"#)
        let expected = [
            "theme.json:8:24: error: styles.e.label.font: 'font.size' expects a point size above 0, such as 16 or \"16px\", got \"big\"",
            "theme.json:8:99: error: styles.e.card.label.numberOfLines: 'numberOfLines' expects Int, got \"wide\" (from token {wide})",
            "theme.json:7:80: error: styles.f.layer.cornerRadius: 'cornerRadius' expects Double, got \"wide\" (from token {wide})",
        ]
        #expect(errors(modal) == expected)
        let linted = G8Theme.lint(json: Data(modal.utf8), file: "theme.json", engine: quiet).map(\.description)
        #expect(Set(linted) == Set(expected) && linted.count == expected.count)
    }

    @Test func aModeThatChangesNoStyleValueLoads() throws {
        let loaded = try theme("""
            {"tokens": {"fine": {"$value": 2, "$modes": {"dark": 3}}, "tint": {"$value": "#000000"}},
             "styles": {"a": {"label.textColor": "{tint}", "alpha": 1}, "b": {"superStyle": "a", "layer.cornerRadius": "{fine}"}}}
            """)
        #expect(loaded.modes == ["dark"])
        #expect(try loaded.resolved(mode: "dark").style(named: "b").count == 2)
    }
}
