import Foundation
import G8TestSupport
import G8Widgets
import Testing

/// The `g8` tool, run as a process: its output and exit codes.
@Suite("g8 tool")
struct ToolTests {
    static let repository = Repository.root
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let demoTheme = Repository.demoTheme
    static let broken = fixtures.appendingPathComponent("broken.json").path
    static let warningsOnly = fixtures.appendingPathComponent("warnings-only.json").path

    func g8(_ arguments: String..., environment: [String: String?] = [:]) throws -> ExampleRunner.Output {
        try ExampleRunner.run("g8", arguments: arguments, environment: environment)
    }

    // MARK: lint

    @Test func lintPassesACleanTheme() throws {
        let result = try g8("lint", ToolTests.demoTheme)
        #expect(result.status == 0)
        #expect(result.standardOutput == "g8 lint: no problems in 1 file\n")
        #expect(result.standardError == "")
    }

    @Test func lintListsEveryProblemWithItsPlaceAndExitsOne() throws {
        let file = ToolTests.broken
        let result = try g8("lint", file)
        #expect(result.status == 1)
        #expect(result.standardOutput == """
            \(file):6:29: error: tokens.color.accent: $type 'color' expects a color such as {"colorSpace": "srgb", "components": [0.4, 0.702, 0.102]} or "#66B31A", got "#12345G"
            \(file):11:20: warning: styles.screen.heading.textColr: no applier declares a property 'textColr'; did you mean 'textColor'?
            \(file):11:55: error: styles.screen.heading.font: 'font' expects Font, got 12
            \(file):12:30: error: styles.screen.body.textColor: unknown token 'color.inc'; did you mean 'color.ink'?
            \(file):13:40: error: styles.screen.primaryButton.superStyle: unknown style 'buton'; did you mean 'button'?
            g8 lint: 4 errors and 1 warning in 1 file

            """)
    }

    @Test func warningsPassUnlessStrict() throws {
        let file = ToolTests.warningsOnly
        let lenient = try g8("lint", file)
        #expect(lenient.status == 0)
        #expect(lenient.standardOutput == """
            \(file):4:20: warning: styles.screen.heading.textColour: no applier declares a property 'textColour'; did you mean 'textColor'?
            g8 lint: 0 errors and 1 warning in 1 file

            """)
        let strict = try g8("lint", "--strict", file)
        #expect(strict.status == 1)
        #expect(strict.standardOutput.hasPrefix("\(file):4:20: error: styles.screen.heading.textColour: no applier"))
        #expect(strict.standardOutput.hasSuffix("g8 lint: 1 error and 0 warnings in 1 file\n"))
    }

    @Test func lintChecksEveryFileAndAnUnreadableOneIsBadUsage() throws {
        let result = try g8("lint", ToolTests.demoTheme, "missing.json", ToolTests.warningsOnly)
        #expect(result.status == 2)
        #expect(result.standardError == "missing.json: error: cannot read file: no such file\n")
        #expect(result.standardOutput.hasSuffix("g8 lint: 0 errors and 1 warning in 2 files; 1 file could not be read\n"))
    }

    @Test func lintReadsStandardInputForADash() throws {
        let theme = Data(##"{ "styles": { "s": { "label.textColor": "#GG0000" } } }"##.utf8)
        let result = try ExampleRunner.run("g8", arguments: ["lint", "-"], input: theme)
        #expect(result.status == 1)
        #expect(result.standardOutput == """
            <stdin>:1:41: error: styles.s.label.textColor: 'textColor' expects a color "#RGB", "#RRGGBB" or "#RRGGBBAA", got "#GG0000"; 'G' is not a hex digit
            g8 lint: 1 error and 0 warnings in 1 file

            """)
    }

    @Test func lintKnowsNamedColoursAndWarnsAboutAnUnknownName() throws {
        let theme = Data(##"{"namedColors": {"window_bg_color": "#FFFFFF", "window_bg_colour": "#FFFFFF", "view_bg_color": 12}}"##.utf8)
        let result = try ExampleRunner.run("g8", arguments: ["lint", "-"], input: theme)
        #expect(result.status == 1)
        #expect(result.standardOutput == """
            <stdin>:1:48: warning: namedColors.window_bg_colour: unknown named colour 'window_bg_colour'; did you mean 'window_bg_color'? (not one of GTK 4.8's or libadwaita 1.2's; it is not written)
            <stdin>:1:96: error: namedColors.view_bg_color: $type 'color' expects a color such as {"colorSpace": "srgb", "components": [0.4, 0.702, 0.102]} or "#66B31A", got 12
            g8 lint: 1 error and 1 warning in 1 file

            """)
    }

    @Test func lintWritesJSONForMachines() throws {
        let result = try g8("lint", "--format", "json", ToolTests.broken, ToolTests.demoTheme)
        #expect(result.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(object?["errors"] as? Int == 4)
        #expect(object?["warnings"] as? Int == 1)
        #expect(object?["version"] as? String == "0.7.0")
        let files = object?["files"] as? [[String: Any]] ?? []
        #expect(files.map { $0["file"] as? String } == [ToolTests.broken, ToolTests.demoTheme])
        let first = (files.first?["diagnostics"] as? [[String: Any]])?.first
        #expect(first?["severity"] as? String == "error")
        #expect(first?["line"] as? Int == 6)
        #expect(first?["column"] as? Int == 29)
        #expect(first?["path"] as? String == "tokens.color.accent")
        #expect(first?["message"] as? String == "$type 'color' expects a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\", got \"#12345G\"")
        #expect((files.last?["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func lintReadsPlainDesignTokenFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("g8-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tokens = directory.appendingPathComponent("tokens.json")
        try Data(##"{ "color": { "$type": "color", "ink": { "$value": "#111" }, "link": { "$value": "{color.inkk}" } } }"##.utf8).write(to: tokens)
        let result = try g8("lint", "--design-tokens", tokens.path)
        #expect(result.status == 1)
        // After the reading's warning about the color written as a string.
        #expect(result.standardOutput.contains("\n\(tokens.path):1:81: error: color.link: unknown token 'color.inkk'; did you mean 'color.ink'?\n"))
    }

    @Test func lintChecksAResolverDocumentInEveryContext() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("g8-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(##"{"ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.07, 0.07, 0.07]}}}"##.utf8)
            .write(to: directory.appendingPathComponent("light.json"))
        try Data(##"{"ink": {"$type": "color", "$value": "#GGGGGG"}}"##.utf8).write(to: directory.appendingPathComponent("dark.json"))
        let resolver = directory.appendingPathComponent("app.resolver.json")
        try Data(##"""
            {"version": "2025.10",
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "./light.json"}], "dark": [{"$ref": "./dark.json"}]}}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """##.utf8).write(to: resolver)
        let result = try g8("lint", "--resolver", resolver.path)
        #expect(result.status == 1)
        #expect(result.standardOutput == """
            dark.json:1:38: error: ink: $type 'color' expects a color such as {"colorSpace": "srgb", "components": [0.4, 0.702, 0.102]} or "#66B31A", got "#GGGGGG"
            g8 lint: 1 error and 0 warnings in 1 file

            """)
    }

    @Test func lintReadsStyleDictionaryFilesWhenAsked() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("g8-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tokens = directory.appendingPathComponent("base.json")
        try Data(##"{"color": {"red": {"value": "#FF0000", "type": "color"}, "alarm": {"value": "{color.red.value}"}}}"##.utf8).write(to: tokens)
        let result = try g8("lint", "--format", "style-dictionary", tokens.path)
        #expect(result.status == 0)
        #expect(result.standardOutput == "g8 lint: no problems in 1 file\n")
    }

    // MARK: usage, help, version, colors

    @Test func badUsageExitsTwoAndSaysWhatToType() throws {
        let unknownOption = try g8("lint", "--strcit", ToolTests.demoTheme)
        #expect(unknownOption.status == 2)
        #expect(unknownOption.standardOutput == "")
        #expect(unknownOption.standardError == """
            g8 lint: unknown option '--strcit'; did you mean '--strict'?
            usage: g8 lint THEME.json [MORE.json ...] [--strict] [--format text|json] [--design-tokens] [--contrast [--style NAME]]
            Run 'g8 lint --help' for more.

            """)
        let noFile = try g8("lint")
        #expect(noFile.status == 2)
        #expect(noFile.standardError.hasPrefix("g8 lint: name at least one theme file, for example: g8 lint theme.json\n"))
        let badFormat = try g8("lint", "--format=xml", ToolTests.demoTheme)
        #expect(badFormat.status == 2)
        #expect(badFormat.standardError.hasPrefix("g8 lint: --format must be text, json or style-dictionary, got 'xml'\n"))
        let unknownCommand = try g8("lnit", ToolTests.demoTheme)
        #expect(unknownCommand.status == 2)
        #expect(unknownCommand.standardError == "g8: unknown command 'lnit'; did you mean 'lint'?\nRun 'g8 --help' for usage.\n")
        let nothing = try g8()
        #expect(nothing.status == 2)
        #expect(nothing.standardError == "g8: name a command: lint, preview, dump, schema, generate or tokens\nRun 'g8 --help' for usage.\n")
        let missingValue = try g8("preview", ToolTests.demoTheme, "--style")
        #expect(missingValue.status == 2)
        #expect(missingValue.standardError.hasPrefix("g8 preview: --style needs a value\n"))
        let missingOut = try g8("preview", ToolTests.demoTheme, "--style", "screen")
        #expect(missingOut.status == 2)
        #expect(missingOut.standardError.hasPrefix("g8 preview: --out is required, for example --out preview.svg\n"))
        let badOut = try g8("preview", ToolTests.demoTheme, "--style", "screen", "--out", "picture.png")
        #expect(badOut.status == 2)
        #expect(badOut.standardError.hasPrefix("g8 preview: --out must name a .svg or .html file, for example --out preview.svg\n"))
    }

    @Test func helpAndVersion() throws {
        let help = try g8("--help")
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("OVERVIEW: Check, preview and inspect G8 themes.\n\nUSAGE: g8 COMMAND [OPTIONS]\n"))
        for command in ["lint", "preview", "dump"] {
            let commandHelp = try g8(command, "--help")
            #expect(commandHelp.status == 0)
            #expect(commandHelp.standardOutput.contains("USAGE: g8 \(command) THEME.json"))
            #expect(commandHelp.standardOutput.contains("EXIT STATUS:"))
            #expect(try g8("help", command).standardOutput == commandHelp.standardOutput)
        }
        let version = try g8("--version")
        #expect(version.status == 0)
        #expect(version.standardOutput == "g8 0.7.0\n")
    }

    @Test func colorsAreForcedByCLICOLOR_FORCEAndTurnedOffByNO_COLOR() throws {
        let forced = try g8("lint", ToolTests.warningsOnly, environment: ["NO_COLOR": nil, "CLICOLOR_FORCE": "1"])
        #expect(forced.standardOutput.hasPrefix("\u{1B}[1m\(ToolTests.warningsOnly):4:20:\u{1B}[0m \u{1B}[1;33mwarning:\u{1B}[0m styles.screen"))
        let off = try g8("lint", ToolTests.warningsOnly, environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"])
        #expect(!off.standardOutput.contains("\u{1B}"))
        #expect(off.standardOutput.hasPrefix("\(ToolTests.warningsOnly):4:20: warning: "))
        let piped = try g8("lint", ToolTests.warningsOnly, environment: ["NO_COLOR": nil])
        #expect(!piped.standardOutput.contains("\u{1B}"), "output that is not a terminal has no colors")
    }

    // MARK: preview and dump

    @Test func previewWritesAnSVGPictureAndAnHTMLPage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("g8-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("dark.svg").path
        let result = try g8("preview", ToolTests.demoTheme, "--style", "screen", "--mode", "dark", "--out", svg)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == "g8 preview: wrote \(svg) (SVG, 390×780 points): style 'screen', dark mode\n")
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(picture.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="390" height="780" viewBox="0 0 390 780">"#))
        #expect(picture.contains("<title>screen — demo.json, dark mode</title>"))
        #expect(picture.contains(##"<rect x="0" y="0" width="390" height="780" fill="#000000"/>"##), "the dark paper color")

        let html = directory.appendingPathComponent("light.html").path
        let page = try g8("preview", ToolTests.demoTheme, "--style", "screen", "--out", html)
        #expect(page.status == 0)
        let text = try String(contentsOfFile: html, encoding: .utf8)
        #expect(text.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(text.contains("<title>screen — demo.json, default mode</title>"))
        #expect(text.contains(##"<rect x="0" y="0" width="390" height="780" fill="#FFFFFF"/>"##))
        #expect(text.contains("<figcaption>Rendered by g8 0.7.0 from \(ToolTests.demoTheme).</figcaption>"))
    }

    @Test func aBrokenThemeIsReportedAndNothingIsWritten() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("g8-\(UUID().uuidString).svg").path
        let result = try g8("preview", ToolTests.broken, "--style", "screen", "--out", out)
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("\(ToolTests.broken):6:29: error: tokens.color.accent: "))
        #expect(result.standardError.hasSuffix("g8 preview: the theme has errors; run 'g8 lint \(ToolTests.broken)' for all of them\n"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func anUnknownStyleOrModeSuggestsTheNearest() throws {
        let style = try g8("preview", ToolTests.demoTheme, "--style", "scren", "--out", "x.svg")
        #expect(style.status == 2)
        #expect(style.standardError.hasPrefix(
            "g8 preview: the theme has no style 'scren'; did you mean 'screen'? (its styles: screen, button, field, card)\n"))
        let mode = try g8("dump", ToolTests.demoTheme, "--style", "screen", "--mode", "drak")
        #expect(mode.status == 2)
        #expect(mode.standardError.hasPrefix("g8 dump: the theme has no mode 'drak'; did you mean 'dark'? (its modes: dark)\n"))
    }

    @Test func aScreenIsPickedByNameAndABadNameListsTheScreens() throws {
        let named = try g8("dump", ToolTests.demoTheme, "--style", "screen", "--screen", "demo")
        #expect(named.status == 0)
        #expect(named.standardOutput.hasPrefix("PreviewScreen\n"))
        let wrong = try g8("preview", ToolTests.demoTheme, "--style", "screen", "--screen", "deom", "--out", "x.svg")
        #expect(wrong.status == 2)
        #expect(wrong.standardError == """
            g8 preview: the tool has no screen 'deom'; did you mean 'demo'? (its screens: demo)
            usage: g8 preview THEME.json --style NAME [--mode MODE] [--screen NAME] --out FILE.svg|FILE.html [--watch]
            Run 'g8 preview --help' for more.

            """)
    }

    @Test func dumpPrintsTheStyledDemoScreenAndWarnsWithPlaces() throws {
        let result = try g8("dump", ToolTests.demoTheme, "--style", "screen", "--mode", "dark")
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "PreviewScreen")
        #expect(lines.contains("heading: Label  textColor=#F2F2F7  font=Inter 30pt bold  text=\"Good morning\"  frame=(20, 72, 350×40)"))
        #expect(lines.contains { $0.hasPrefix("segments: SegmentedControl  selectedSegmentTintColor=#8E7CFF") })

        // The "field" style on the screen itself: every key is unknown there; each warning
        // points at its key in the file.
        let misapplied = try g8("dump", ToolTests.demoTheme, "--style", "field")
        #expect(misapplied.status == 0)
        let warnings = misapplied.standardError.split(separator: "\n")
        #expect(warnings.first == "\(ToolTests.demoTheme):74:7: warning: backgroundColor: PreviewScreen has no property 'backgroundColor'")
        #expect(warnings.contains("\(ToolTests.demoTheme):80:7: warning: layer.borderWidth: PreviewScreen has no child 'layer'"))
    }
}
