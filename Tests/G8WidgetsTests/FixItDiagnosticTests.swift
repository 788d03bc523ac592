import Foundation
import G8Widgets
import Testing

/// Diagnostics that say how to fix the value: the near case and every case, what is wrong
/// with a color string, the member of a composite value at fault.
@Suite("Diagnostics that say how to fix")
struct FixItDiagnosticTests {
    func engine() -> G8 {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        return g8
    }

    @Test func anEnumValueSuggestsTheNearestCaseAndListsThem() {
        let label = Label()
        let report = engine().applyStyle(["textAlignment": "centre"], to: label)
        #expect(report.lines == [
            #"error: textAlignment: Label.textAlignment expects one of left, center, right, justified, natural, got "centre"; did you mean 'center'?"#,
        ])
        #expect(label.textAlignment == .natural)
    }

    @Test func aColorStringSaysWhatIsWrongWithIt() {
        let label = Label()
        let report = engine().applyStyle(["textColor": "#12345", "highlightedTextColor": "#12G"], to: label)
        #expect(report.lines == [
            ##"error: textColor: Label.textColor expects a color "#RGB", "#RRGGBB" or "#RRGGBBAA", got "#12345"; it has 5 hex digits, not 3, 6 or 8"##,
            ##"error: highlightedTextColor: Label.highlightedTextColor expects a color "#RGB", "#RRGGBB" or "#RRGGBBAA", got "#12G"; 'G' is not a hex digit"##,
        ])
        #expect(label.textColor == .black)
    }

    @Test func aFontObjectNamesTheMemberAtFault() {
        let label = Label()
        let report = engine().applyStyle([
            "font": G8JSON.object([(key: "family", value: .string("Inter")), (key: "size", value: .string("big"))]),
        ], to: label)
        #expect(report.lines == [
            #"error: font: Label.font.size expects a point size above 0, such as 16 or "16px", got "big""#,
        ])
        let weight = engine().applyStyle([
            "font": G8JSON.object([(key: "size", value: .number(12)), (key: "weight", value: .string("bolder"))]),
        ], to: label)
        #expect(weight.lines == [
            #"error: font: Label.font.weight expects a weight (ultraLight, thin, light, regular, medium, semibold, bold, heavy, black) or a number from 1 to 1000, got "bolder"; did you mean 'bold'?"#,
        ])
        let member = engine().applyStyle([
            "font": G8JSON.object([(key: "sise", value: .number(12))]),
        ], to: label)
        #expect(member.lines == [
            #"error: font: Label.font.sise expects no value: a font has family, size, weight, italic (or the W3C typography names), got 12; did you mean 'size'?"#,
        ])
    }

    @Test func aThemeSaysTheSame() {
        let json = Data(##"""
            {"styles": {"s": {
              "heading": {"textAlignment": "centre", "font": {"family": "Inter", "size": -2}},
              "card.layer": {"shadowOffset": {"width": 1, "heigth": 2}}
            }}}
            """##.utf8)
        #expect(G8Theme.lint(json: json, file: "theme.json", engine: engine()).map(\.description) == [
            #"theme.json:2:32: error: styles.s.heading.textAlignment: 'textAlignment' expects one of left, center, right, justified, natural, got "centre"; did you mean 'center'?"#,
            #"theme.json:2:50: error: styles.s.heading.font: 'font.size' expects a point size above 0, such as 16 or "16px", got -2"#,
            #"theme.json:3:34: error: styles.s.card.layer.shadowOffset: 'shadowOffset.heigth' expects no value: the members are width, height, got 2; did you mean 'height'?"#,
        ])
    }

    @Test func aThemeLoadedWithAnEmptyEngineSaysToUseTheStandardOne() {
        var empty = G8()
        empty.logHandler = { _ in }
        let json = Data(##"{"styles": {"s": {"textColor": "#FF0000"}}}"##.utf8)
        #expect(G8Theme.lint(json: json, file: "theme.json", engine: empty).map(\.description) == [
            "theme.json:1:19: warning: styles.s.textColor: no applier declares a property 'textColor': the engine has no appliers at all (G8() is empty; use G8.standard for the built-in widgets)",
        ])
    }

    @Test func aThemeErrorPrintsEachLevelOnce() {
        do {
            _ = try G8Theme(json: Data(##"{"styles": {"s": {"textColor": "#GG0000"}}, }"##.utf8), file: "theme.json")
            Issue.record("the theme loaded")
        } catch {
            let expected = "theme.json:1:43: error: invalid JSON: a trailing comma before '}'; JSON allows none, so remove it"
            #expect("\(error)" == expected)
            #expect(error.localizedDescription == expected)
            #expect(!"\(error)".contains("error: error:"))
        }
    }

    @Test func reportSummariesAgreeInNumber() {
        let label = Label()
        let one = engine().applyStyle(["textColor": "#FF0000", "font": 3, "textColr": "#000000"], to: label)
        #expect(one.summary == "1 value set, 1 error, 1 warning")
        let none = engine().applyStyle(G8Style(), to: label)
        #expect(none.summary == "0 values set, 0 errors, 0 warnings")
    }
}

private extension G8Report {
    /// Each diagnostic as it prints.
    var lines: [String] { diagnostics.map(\.description) }
}
