import Foundation
import G8Preview
import G8Widgets
import Testing

/// G8ContrastCheck on the preview screen, as a team's tool would call it.
@Suite("Contrast check")
struct ContrastCheckTests {
    func outcome(_ json: String) throws -> G8ContrastCheck.Outcome {
        let theme = try G8Theme(json: Data(json.utf8), file: "theme.json", engine: .standard)
        return G8ContrastCheck(engine: .standard).check(theme, screens: ["demo": { PreviewScreen() }])
    }

    @Test func aFindingNamesTheWidgetStateModeAndEntry() throws {
        let found = try outcome("""
            {"tokens": {"color": {"$type": "color", "ink": {"$value": "#1C1C1E", "$modes": {"dark": "#8E8E93"}}}},
             "styles": {"screen": {"view.backgroundColor": "#FFFFFF", "body": {"textColor": "{color.ink}"}}}}
            """)
        let failing = found.findings.filter { !$0.pair.passes }
        #expect(failing.count == 1)
        let finding = try #require(failing.first)
        #expect(finding.pair == G8ContrastCheck.Pair(
            widget: "body", property: "textColor", text: Color(hex: "#8E8E93") ?? .clear, background: .white, isLargeText: false))
        #expect(finding.context == "mode dark")
        #expect(finding.style == "screen")
        #expect(finding.textSource == G8ContrastCheck.Source(location: G8SourceLocation(file: "theme.json", line: 2, column: 68), token: "{color.ink}"))
        #expect(finding.diagnostic?.description.hasSuffix("text #8E8E93 on #FFFFFF is 3.26:1 in mode dark; WCAG AA needs 4.5:1") == true)
        #expect(found.uncheckedTexts == 0)
    }

    @Test func aButtonStateIsCheckedOverItsOwnBackground() throws {
        let found = try outcome("""
            {"styles": {"screen": {"view.backgroundColor": "#FFFFFF",
              "selectedButton": {"titleColor": "#FFFFFF", "backgroundImageFromColor": "#000000", "backgroundImageFromColor:selected": "#30D158"}}}}
            """)
        let failing = found.findings.filter { !$0.pair.passes }.map { "\($0.pair.widget) \($0.pair.state?.description ?? "-") \($0.pair.background)" }
        #expect(failing == ["selectedButton selected #30D158"])
    }

    @Test func aFindingMadeElsewhereIsReportedInTheSameWords() throws {
        let pair = G8ContrastCheck.Pair(
            widget: "saveButton", property: "color", state: .highlighted, text: .white, background: Color(hex: "#AAAAAA") ?? .clear,
            isLargeText: true)
        let place = G8SourceLocation(file: "app.css", line: 3, column: 5)
        let finding = G8ContrastCheck.Finding(
            pair: pair, style: "window", context: "mode dark", textSource: G8ContrastCheck.Source(location: place, token: nil),
            backgroundSource: nil)
        let diagnostic = try #require(finding.diagnostic)
        #expect(diagnostic.level == .warning)
        #expect(diagnostic.location == place)
        #expect(diagnostic.path == "styles.window.saveButton.color")
        #expect(diagnostic.message == "text #FFFFFF on #AAAAAA is 2.32:1 in mode dark, state highlighted; WCAG AA needs 3:1 for large text")
        var passing = finding
        passing.pair.background = .black
        #expect(passing.diagnostic == nil)
    }

    /// The failing pairs of `found`, as `widget property state text-on-background ratio`.
    func failing(_ found: G8ContrastCheck.Outcome) -> [String] {
        found.findings.filter { !$0.pair.passes }.map {
            "\($0.pair.widget) \($0.pair.property) \($0.pair.state?.description ?? "-") \($0.pair.text) on \($0.pair.background) "
                + String(format: "%.2f", $0.pair.ratio)
        }
    }

    @Test func aNavigationBarTitleIsCheckedOverTheBarTint() throws {
        let found = try outcome("""
            {"styles": {"screen": {"view.backgroundColor": "#FFFFFF",
              "navigationBar": {"barTintColor": "#F2F2F7", "titleTextColor": "#8E8E93"}}}}
            """)
        #expect(failing(found) == ["navigationBar titleTextColor - #8E8E93 on #F2F2F7 2.92"])
        let finding = try #require(found.findings.first { $0.pair.widget == "navigationBar" })
        #expect(finding.textSource?.location == G8SourceLocation(file: "theme.json", line: 2, column: 48))
    }

    @Test func segmentTitlesAreCheckedUnselectedAndSelected() throws {
        // Unselected: grey on the control's white background; selected: white on its tint.
        let found = try outcome("""
            {"styles": {"screen": {"view.backgroundColor": "#FFFFFF",
              "segments": {"textColor": "#767676", "textColor:selected": "#FFFFFF", "selectedSegmentTintColor": "#34C759"}}}}
            """)
        #expect(failing(found) == ["segments textColor selected #FFFFFF on #34C759 2.22"])
        let passing = try outcome("""
            {"styles": {"screen": {"view.backgroundColor": "#FFFFFF",
              "segments": {"textColor": "#767676", "textColor:selected": "#FFFFFF", "selectedSegmentTintColor": "#1F6F3B"}}}}
            """)
        #expect(failing(passing).isEmpty)
        #expect(passing.findings.contains { $0.pair.widget == "segments" && $0.pair.state == .normal })
    }

    @Test func aViewsAlphaFadesItsText() throws {
        // Black on white passes; at alpha 0.3 the label's text is a light grey.
        let found = try outcome("""
            {"styles": {"screen": {"view.backgroundColor": "#FFFFFF", "body": {"textColor": "#000000", "alpha": 0.3}}}}
            """)
        #expect(failing(found) == ["body textColor - #0000004D on #FFFFFF 2.11"])
    }

    @Test func aTextViewsTextIsChecked() throws {
        final class Notes: ViewController, G8OutletDeclaring {
            let notes = TextView()
            static let g8Outlets = G8Outlets<Notes>(["notes": \.notes])
            required init() {
                super.init()
                notes.text = "Remember the milk"
                view.addSubview(notes)
            }
        }
        let theme = try G8Theme(json: Data("""
            {"styles": {"screen": {"view.backgroundColor": "#1C1C1E", "notes": {"textColor": "#48484A"}}}}
            """.utf8), file: "theme.json", engine: .standard)
        let found = G8ContrastCheck(engine: .standard).check(theme, screens: ["notes": { Notes() }])
        #expect(failing(found) == ["notes textColor - #48484A on #1C1C1E 1.86"])
    }
}
