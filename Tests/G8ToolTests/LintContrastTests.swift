import Foundation
import G8TestSupport
import Testing

/// `g8 lint --contrast`: texts on the preview screen against their backgrounds, by WCAG 2.2 AA.
@Suite("g8 lint --contrast")
struct LintContrastTests {
    /// Lints `theme` from standard input with `arguments` and returns the status and output.
    func lint(_ theme: String, _ arguments: [String] = ["--contrast"]) throws -> (status: Int32, output: String) {
        let result = try ExampleRunner.run("g8", arguments: ["lint"] + arguments + ["-"], input: Data(theme.utf8))
        return (result.status, result.standardOutput)
    }

    /// A screen style with a white view and a body label of color `body`; `tokens` adds tokens
    /// of type color, `button` entries after the body's.
    func theme(body: String = "\"#1C1C1E\"", tokens: String = "", button: String = "") -> String {
        """
        {"tokens": {"color": {"$type": "color"\(tokens)}},
         "styles": {"screen": {
           "view.backgroundColor": "#FFFFFF",
           "body": {"textColor": \(body)}\(button)
         }}}
        """
    }

    @Test func aLowPairInTheDefaultModeOnlyIsOneWarningAtItsEntry() throws {
        let result = try lint(theme(body: "\"{color.muted}\"", tokens: ##", "muted": {"$value": "#8E8E93", "$modes": {"dark": "#1C1C1E"}}"##))
        #expect(result.status == 0)
        #expect(result.output == """
            <stdin>:4:13: warning: styles.screen.body.textColor ({color.muted}): text #8E8E93 on #FFFFFF is 3.26:1 in the default mode; WCAG AA needs 4.5:1
            g8 lint: 0 errors and 1 warning in 1 file

            """)
    }

    @Test func aLowPairInDarkModeOnlyNamesTheMode() throws {
        let result = try lint(theme(body: "\"{color.ink}\"", tokens: ##", "ink": {"$value": "#1C1C1E", "$modes": {"dark": "#8E8E93"}}"##))
        #expect(result.output == """
            <stdin>:4:13: warning: styles.screen.body.textColor ({color.ink}): text #8E8E93 on #FFFFFF is 3.26:1 in mode dark; WCAG AA needs 4.5:1
            g8 lint: 0 errors and 1 warning in 1 file

            """)
    }

    @Test func aLowHighlightedStateOnlyNamesTheState() throws {
        let button = ##", "pressedButton": {"backgroundImageFromColor": "#000000", "titleColor": "#FFFFFF", "backgroundImageFromColor:highlighted": "#8E8E93"}"##
        let result = try lint(theme(button: button))
        #expect(result.output == """
            <stdin>:4:95: warning: styles.screen.pressedButton.titleColor: text #FFFFFF on #8E8E93 is 3.26:1 in the default mode, state highlighted; WCAG AA needs 4.5:1
            g8 lint: 0 errors and 1 warning in 1 file

            """)
    }

    @Test func aTranslucentTextIsCompositedOverItsBackgroundFirst() throws {
        // Black at 40% over white draws as #999999: 2.85:1.
        let result = try lint(theme(body: "\"#00000066\""))
        #expect(result.output == """
            <stdin>:4:13: warning: styles.screen.body.textColor: text #00000066 on #FFFFFF is 2.85:1 in the default mode; WCAG AA needs 4.5:1
            g8 lint: 0 errors and 1 warning in 1 file

            """)
    }

    @Test func largeTextNeedsThreeToOne() throws {
        // #949494 on white is 3.03:1: enough for 24-point text, not for 17-point text.
        let large = try lint(theme(body: ##""#949494", "font": {"family": "Inter", "size": 24}"##))
        #expect(large.output == "g8 lint: no problems in 1 file\n")
        let small = try lint(theme(body: ##""#949494", "font": {"family": "Inter", "size": 17}"##))
        #expect(small.output == """
            <stdin>:4:13: warning: styles.screen.body.textColor: text #949494 on #FFFFFF is 3.03:1 in the default mode; WCAG AA needs 4.5:1
            g8 lint: 0 errors and 1 warning in 1 file

            """)
        let boldTooSmall = try lint(theme(body: ##""#AAAAAA", "font": {"family": "Inter", "size": 19, "weight": "bold"}"##))
        #expect(boldTooSmall.output == """
            <stdin>:4:13: warning: styles.screen.body.textColor: text #AAAAAA on #FFFFFF is 2.32:1 in the default mode; WCAG AA needs 3:1 for large text
            g8 lint: 0 errors and 1 warning in 1 file

            """)
    }

    @Test func passingPairsGiveNoWarning() throws {
        let result = try lint(theme(body: "\"{color.ink}\"", tokens: ##", "ink": {"$value": "#1C1C1E", "$modes": {"dark": "#595959"}}"##))
        #expect(result.status == 0)
        #expect(result.output == "g8 lint: no problems in 1 file\n")
    }

    @Test func strictMakesALowPairAnError() throws {
        let result = try lint(theme(body: "\"#8E8E93\""), ["--contrast", "--strict"])
        #expect(result.status == 1)
        #expect(result.output == """
            <stdin>:4:13: error: styles.screen.body.textColor: text #8E8E93 on #FFFFFF is 3.26:1 in the default mode; WCAG AA needs 4.5:1
            g8 lint: 1 error and 0 warnings in 1 file

            """)
    }

    @Test func withoutContrastTheOutputIsUnchanged() throws {
        let result = try lint(theme(body: "\"#8E8E93\""), [])
        #expect(result.status == 0)
        #expect(result.output == "g8 lint: no problems in 1 file\n")
    }

    @Test func textsOverNothingThatPaintsAreCountedInOneNote() throws {
        // Two modes: each text is counted once, not once a mode.
        let bare = ##"{"tokens": {"gray": {"$type": "color", "$value": "#8E8E93", "$modes": {"dark": "#777777"}}},"##
            + ##" "styles": {"screen": {"body": {"textColor": "{gray}"}, "heading": {"textColor": "#8E8E93"}}}}"##
        // The preview screen's view is white until a style says otherwise: clear it.
        let cleared = bare.replacingOccurrences(of: ##"{"body""##, with: ##"{"view.backgroundColor": "#00000000", "body""##)
        let result = try lint(cleared)
        #expect(result.status == 0)
        #expect(result.output == """
            <stdin>: note: contrast: 13 texts were not checked: nothing at or above them paints a background
            g8 lint: no problems in 1 file

            """)
    }

    @Test func theDemoThemeWarnsAboutItsButtonTitles() throws {
        let result = try ExampleRunner.run("g8", arguments: ["lint", "--contrast", Repository.demoTheme])
        let lines = result.standardOutput.split(separator: "\n").map { String($0.split(separator: " ", maxSplits: 1)[1]) }
        #expect(lines == [
            "warning: styles.screen.primaryButton.titleColor ({color.onAccent}): text #FFFFFF on #1FA971 is 3.01:1 in the default mode, state selected; WCAG AA needs 4.5:1",
            "warning: styles.screen.primaryButton.titleColor ({color.onAccent}): text #FFFFFF on #8E7CFF is 3.24:1 in mode dark; WCAG AA needs 4.5:1",
            "warning: styles.screen.primaryButton.titleColor ({color.onAccent}): text #FFFFFF on #30D158 is 2.02:1 in mode dark, state selected; WCAG AA needs 4.5:1",
            "warning: styles.screen.segments.textColor ({color.onAccent}): text #FFFFFF on #8E7CFF is 3.24:1 in mode dark, state selected; WCAG AA needs 4.5:1",
            "lint: 0 errors and 4 warnings in 1 file",
        ])
    }

    @Test func styleNeedsContrastAndContrastNeedsThemeFiles() throws {
        let style = try ExampleRunner.run("g8", arguments: ["lint", "--style", "screen", "-"], input: Data(theme().utf8))
        #expect(style.status == 2)
        #expect(style.standardError.hasPrefix("g8 lint: --style names the style --contrast applies: use it with --contrast\n"))
        let tokens = try ExampleRunner.run("g8", arguments: ["lint", "--contrast", "--design-tokens", "-"], input: Data("{}".utf8))
        #expect(tokens.status == 2)
        #expect(tokens.standardError.hasPrefix(
            "g8 lint: --contrast checks a theme's styles on the screens: use it with theme files, not with --design-tokens or style-dictionary\n"))
    }

    @Test func anUnknownStyleIsAnErrorWithASuggestion() throws {
        let result = try lint(theme(), ["--contrast", "--style", "screan"])
        #expect(result.status == 1)
        #expect(result.output == "<stdin>: error: unknown style 'screan'; did you mean 'screen'?\ng8 lint: 1 error and 0 warnings in 1 file\n")
    }
}
