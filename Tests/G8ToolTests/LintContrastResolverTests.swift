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
}
