import Foundation
import G8TestSupport
import Testing

/// `g8 lint --resolver FILE THEME.json --contrast`: a styles file over a resolver document's
/// tokens, its texts checked in every combination of the modifiers' contexts.
@Suite("g8 lint --contrast with a resolver document")
struct LintContrastResolverTests {
    /// A folder with `tokens.json` (ink, muted, paper), `high.json` (the high contrast's ink and
    /// muted), `tokens.resolver.json` (a `contrast` modifier: normal, high) and `theme.json`,
    /// whose preview style colours the body by `body` and the view by `{color.paper}`.
    func folder(body: String, muted: String = "#8E8E93", highMuted: String = "#3A3A3C") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("g8-contrast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        func write(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: root.appendingPathComponent(name)) }
        try write("tokens.json", """
            {"color": {"$type": "color", "ink": {"$value": "#1C1C1E"}, "muted": {"$value": "\(muted)"}, "paper": {"$value": "#FFFFFF"}}}
            """)
        try write("high.json", """
            {"color": {"$type": "color", "ink": {"$value": "#000000"}, "muted": {"$value": "\(highMuted)"}}}
            """)
        try write("tokens.resolver.json", """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "tokens.json"}]}},
             "modifiers": {"contrast": {"default": "normal", "contexts": {"normal": [], "high": [{"$ref": "high.json"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/contrast"}]}
            """)
        try write("theme.json", """
            {"styles": {"screen": {
               "view.backgroundColor": "{color.paper}",
               "body.textColor": "\(body)"
             }}}
            """)
        return root
    }

    func lint(_ root: URL, _ extra: [String] = ["--contrast"]) throws -> (status: Int32, output: String, errors: String) {
        let result = try ExampleRunner.run(
            "g8", arguments: ["lint", "--resolver", root.appendingPathComponent("tokens.resolver.json").path,
                              root.appendingPathComponent("theme.json").path] + extra,
            environment: ["NO_COLOR": "1"])
        return (result.status, result.standardOutput.replacingOccurrences(of: root.path + "/", with: ""), result.standardError)
    }

    @Test func aPairLowOnlyInTheNormalContrastNamesThatContext() throws {
        let root = try folder(body: "{color.muted}")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try lint(root)
        #expect(result.status == 0)
        #expect(result.output == """
            theme.json:3:4: warning: styles.screen.body.textColor ({color.muted}): text #8E8E93 on #FFFFFF is 3.26:1 in context contrast=normal; WCAG AA needs 4.5:1
            g8 lint: 0 errors and 1 warning in 1 file

            """)
    }

    @Test func aPairLowOnlyInHighContrastNamesThatContext() throws {
        let root = try folder(body: "{color.muted}", muted: "#595959", highMuted: "#AAAAAA")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try lint(root)
        #expect(result.output == """
            theme.json:3:4: warning: styles.screen.body.textColor ({color.muted}): text #AAAAAA on #FFFFFF is 2.32:1 in context contrast=high; WCAG AA needs 4.5:1
            g8 lint: 0 errors and 1 warning in 1 file

            """)
        let strict = try lint(root, ["--contrast", "--strict"])
        #expect(strict.status == 1)
    }

    @Test func passingPairsInEveryContextGiveNoWarning() throws {
        let root = try folder(body: "{color.ink}")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try lint(root)
        #expect(result.status == 0)
        #expect(result.output == "g8 lint: no problems in 1 file\n")
    }

    @Test func theStylesFileIsLintedOverTheResolversTokens() throws {
        // Without the resolver the alias names no token; with it, a misspelt one is reported
        // at its place in the styles file, with the nearest token.
        let root = try folder(body: "{color.inc}")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try lint(root, [])
        #expect(result.status == 1)
        #expect(result.output == """
            theme.json:3:22: error: styles.screen.body.textColor: unknown token 'color.inc'; did you mean 'color.ink'?
            g8 lint: 1 error and 0 warnings in 1 file

            """)
    }

    @Test func contrastWithAResolverNeedsATheme() throws {
        let root = try folder(body: "{color.ink}")
        defer { try? FileManager.default.removeItem(at: root) }
        let resolver = root.appendingPathComponent("tokens.resolver.json").path
        let result = try ExampleRunner.run("g8", arguments: ["lint", "--resolver", resolver, "--contrast"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix(
            "g8 lint: --contrast checks a theme's styles over the resolver's tokens: name the theme file, for example: g8 lint --resolver \(resolver) theme.json --contrast\n"))
    }

    /// A folder whose resolver has a `theme` modifier (light, dark), a `contrast` one (normal,
    /// high) and, when `densities` is more than one, a `density` one of that many contexts
    /// that change nothing. The body's `{color.muted}`, #767676, is on its own `{color.paper}`, white:
    /// the dark theme sets the paper, high contrast the muted colour, so a pair can fail in a
    /// combination of the two only.
    func twoModifierFolder(darkPaper: String, highMuted: String, densities: Int = 1) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("g8-contrast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        func write(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: root.appendingPathComponent(name)) }
        try write("tokens.json", ##"{"color": {"$type": "color", "muted": {"$value": "#767676"}, "paper": {"$value": "#FFFFFF"}}}"##)
        try write("dark.json", ##"{"color": {"$type": "color", "paper": {"$value": "\##(darkPaper)"}}}"##)
        try write("high.json", ##"{"color": {"$type": "color", "muted": {"$value": "\##(highMuted)"}}}"##)
        let density = densities > 1
            ? #", "density": {"default": "d1", "contexts": {"# + (1...densities).map { #""d\#($0)": []"# }.joined(separator: ", ") + "}}"
            : ""
        try write("tokens.resolver.json", """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "tokens.json"}]}},
             "modifiers": {"theme": {"default": "light", "contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}},
                           "contrast": {"default": "normal", "contexts": {"normal": [], "high": [{"$ref": "high.json"}]}}\(density)},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/contrast"}\(
                densities > 1 ? ##", {"$ref": "#/modifiers/density"}"## : "")]}
            """)
        try write("theme.json", """
            {"styles": {"screen": {
               "body.backgroundColor": "{color.paper}",
               "body.textColor": "{color.muted}"
             }}}
            """)
        return root
    }

    @Test func aPairLowOnlyInACombinationOfTwoModifiersNamesBoth() throws {
        // High contrast's near-black grey reads on white, and the normal grey on black; the
        // grey on black, in the dark theme with high contrast, does not.
        let root = try twoModifierFolder(darkPaper: "#000000", highMuted: "#3A3A3C")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try lint(root)
        #expect(result.status == 0)
        #expect(result.output == """
            theme.json:3:4: warning: styles.screen.body.textColor ({color.muted}): text #3A3A3C on #000000 is 1.85:1 in context theme=dark, contrast=high; WCAG AA needs 4.5:1
            g8 lint: 0 errors and 1 warning in 1 file

            """)
    }

    @Test func aPairLowInEveryContextOfAModifierIsReportedOnceWithoutNamingIt() throws {
        // High contrast keeps the grey: on the dark theme's grey paper it is low whatever the
        // contrast, so the warning names the theme only.
        let root = try twoModifierFolder(darkPaper: "#595959", highMuted: "#767676")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try lint(root).output == """
            theme.json:3:4: warning: styles.screen.body.textColor ({color.muted}): text #767676 on #595959 is 1.54:1 in context theme=dark; WCAG AA needs 4.5:1
            g8 lint: 0 errors and 1 warning in 1 file

            """)
    }

    @Test func pastSixtyFourCombinationsEachContextIsCheckedAloneAndANoteSaysSo() throws {
        // 2 × 2 × 20 = 80 combinations: each context is checked with the others at their
        // defaults. High contrast's light grey fails on the light theme's white, and is
        // found; the near-black grey that fails only with the dark theme is not looked for.
        let light = try twoModifierFolder(darkPaper: "#000000", highMuted: "#AEAEB2", densities: 20)
        defer { try? FileManager.default.removeItem(at: light) }
        let result = try lint(light)
        #expect(result.status == 0)
        let note = "theme.json: note: contrast: the theme's contexts make 80 combinations, more than 64: each context was checked alone, "
            + "the other modifiers as in context theme=light, contrast=normal, density=d1\n"
        #expect(result.output == """
            theme.json:3:4: warning: styles.screen.body.textColor ({color.muted}): text #AEAEB2 on #FFFFFF is 2.21:1 in context theme=light, contrast=high, density=d1; WCAG AA needs 4.5:1

            """ + note + "g8 lint: 0 errors and 1 warning in 1 file\n")
        let combined = try twoModifierFolder(darkPaper: "#000000", highMuted: "#3A3A3C", densities: 20)
        defer { try? FileManager.default.removeItem(at: combined) }
        #expect(try lint(combined).output == note + "g8 lint: no problems in 1 file\n")
    }

    @Test func aResolverDocumentNamedAsAThemeIsShownHowToBeChecked() throws {
        let root = try folder(body: "{color.ink}")
        defer { try? FileManager.default.removeItem(at: root) }
        let resolver = root.appendingPathComponent("tokens.resolver.json").path
        let theme = root.appendingPathComponent("theme.json").path
        let result = try ExampleRunner.run("g8", arguments: ["lint", "--contrast", resolver, theme], environment: ["NO_COLOR": "1"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix(
            "g8 lint: --contrast checks a theme's styles, and '\(resolver)' is a resolver document: name it with --resolver and "
                + "the theme file after it, for example: g8 lint --resolver \(resolver) \(theme) --contrast\n"))
    }
}
