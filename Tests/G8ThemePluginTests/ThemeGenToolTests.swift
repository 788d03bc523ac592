import Foundation
import Testing

/// `g8-theme-gen`, the tool the build plugin runs: its diagnostics, output file and exit codes.
@Suite("g8-theme-gen")
struct ThemeGenToolTests {
    static var tool: String { PluginTestSupport.productsDirectory.appendingPathComponent("g8-theme-gen").path }

    @Test func anInvalidThemePrintsCompilerStyleLinesAndWritesNothing() throws {
        let directory = try PluginTestSupport.temporaryDirectory("g8-theme-gen")
        defer { try? FileManager.default.removeItem(at: directory) }
        let theme = directory.appendingPathComponent("Broken.theme.json"), output = directory.appendingPathComponent("BrokenTheme.swift")
        try Data("""
            {
              "tokens": { "color": { "$type": "color", "ink": { "$value": "#1A1A1A" } } },
              "styles": { "title": { "textColor": "{color.inc}", "textColour": "#FFFFFF" } }
            }
            """.utf8).write(to: theme)
        let result = try PluginTestSupport.run(Self.tool, [theme.path, output.path])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == """
            \(theme.path):3:39: error: styles.title.textColor: unknown token 'color.inc'; did you mean 'color.ink'?
            \(theme.path):3:54: warning: styles.title.textColour: no applier declares a property 'textColour'; did you mean 'textColor'?

            """)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aValidThemeIsWrittenWithItsWarnings() throws {
        let directory = try PluginTestSupport.temporaryDirectory("g8-theme-gen")
        defer { try? FileManager.default.removeItem(at: directory) }
        let theme = directory.appendingPathComponent("Warned.theme.json"), output = directory.appendingPathComponent("WarnedTheme.swift")
        try Data(##"{"styles": {"title": {"textColour": "#FFFFFF"}}}"##.utf8).write(to: theme)
        let result = try PluginTestSupport.run(Self.tool, [theme.path, output.path])
        #expect(result.status == 0)
        #expect(result.standardError == "\(theme.path):1:23: warning: styles.title.textColour: no applier declares a property 'textColour'; did you mean 'textColor'?\n")
        let source = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        #expect(source.contains("public enum WarnedTheme {"))
        #expect(source.contains("        case title\n"))
    }

    @Test func badUsageAndAMissingFileExitTwo() throws {
        let usage = try PluginTestSupport.run(Self.tool, ["only-one.json"])
        #expect(usage.status == 2)
        #expect(usage.standardError == "g8-theme-gen: usage: g8-theme-gen INPUT.theme.json OUTPUT.swift\n")
        let missing = try PluginTestSupport.run(Self.tool, ["/nonexistent/App.theme.json", "/tmp/AppTheme.swift"])
        #expect(missing.status == 2)
        #expect(missing.standardError == "/nonexistent/App.theme.json: error: cannot read the theme file\n")
    }
}
