import Foundation
import G8TestSupport
import Testing

/// TeamTool: a team's own g8, made with G8Tool, that knows the app's widget.
@Suite("The TeamTool example")
struct TeamToolExampleTests {
    static let theme = ToolTests.repository.appendingPathComponent("Examples/TeamTool/team-theme.json").path

    @Test func itsStrictLintPassesWhereG8sFails() throws {
        let team = try ExampleRunner.run("TeamTool", arguments: ["lint", "--strict", TeamToolExampleTests.theme])
        #expect(team.status == 0)
        #expect(team.standardOutput == "g8 lint: no problems in 1 file\n")
        let g8 = try ExampleRunner.run("g8", arguments: ["lint", "--strict", TeamToolExampleTests.theme])
        #expect(g8.status == 1)
        #expect(g8.standardOutput.hasSuffix("g8 lint: 9 errors and 0 warnings in 1 file\n"))
        #expect(g8.standardOutput.contains("error: styles.inbox.unread.badgeColor: no applier declares a property 'badgeColor'"))
    }

    /// The badge says what it draws on what (`G8TextDrawing`): its count is checked against
    /// its badge in each mode, at the entry that set either color, as the stock widgets' texts.
    @Test func itsContrastCheckReadsTheTeamsOwnTextWidget() throws {
        let theme = Data(##"""
            {"tokens": {"color": {"$type": "color", "alert": {"$value": "#FF3B30", "$modes": {"dark": "#FF453A"}}}},
             "styles": {"inbox": {
               "view.backgroundColor": "#FFFFFF",
               "unread": {"badgeColor": "{color.alert}", "countColor": "#FFFFFF"},
               "compose": {"titleColor": "#000000"}
             }}}
            """##.utf8)
        let result = try ExampleRunner.run("TeamTool", arguments: ["lint", "--contrast", "-"], input: theme)
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            <stdin>:4:46: warning: styles.inbox.unread.countColor: text #FFFFFF on #FF3B30 is 3.55:1 in the default mode; WCAG AA needs 4.5:1
            <stdin>:4:46: warning: styles.inbox.unread.countColor: text #FFFFFF on #FF453A is 3.41:1 in mode dark; WCAG AA needs 4.5:1
            <stdin>: note: contrast: no style of the theme applies to the screen 'gallery' without warnings, so it was not checked; name one with --style
            g8 lint: 0 errors and 2 warnings in 1 file

            """)
        // A darker badge passes; so does the count a theme leaves white on it.
        let fixed = Data(String(decoding: theme, as: UTF8.self).replacingOccurrences(of: "#FF3B30", with: "#C0392B")
            .replacingOccurrences(of: "#FF453A", with: "#B03A2E").utf8)
        let passing = try ExampleRunner.run("TeamTool", arguments: ["lint", "--contrast", "-"], input: fixed)
        #expect(passing.standardOutput == "<stdin>: note: contrast: no style of the theme applies to the screen 'gallery' without warnings, so it was not checked; name one with --style\ng8 lint: no problems in 1 file\n")
    }

    @Test func itChecksTheTeamsWidgetsValues() throws {
        let theme = Data(##"{"styles": {"inbox": {"unread": {"shape": "pil", "maximumCount": 0, "badgeColour": "#FF0000"}}}}"##.utf8)
        let result = try ExampleRunner.run("TeamTool", arguments: ["lint", "-"], input: theme)
        #expect(result.status == 1)
        #expect(result.standardOutput == """
            <stdin>:1:43: error: styles.inbox.unread.shape: 'shape' expects one of circle, pill, got "pil"; did you mean 'pill'?
            <stdin>:1:66: error: styles.inbox.unread.maximumCount: 'maximumCount' cannot be 0: expected a count of 1 or more
            <stdin>:1:69: warning: styles.inbox.unread.badgeColour: no applier declares a property 'badgeColour'; did you mean 'badgeColor'?
            g8 lint: 2 errors and 1 warning in 1 file

            """)
    }

    @Test func itDumpsItsOwnScreenAndDescribesItsWidgetInTheSchema() throws {
        let dump = try ExampleRunner.run("TeamTool", arguments: ["dump", TeamToolExampleTests.theme, "--style", "inbox", "--mode", "dark", "--screen", "inbox"])
        #expect(dump.status == 0)
        let lines = dump.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "InboxScreen")
        #expect(lines.contains { $0.hasPrefix("unread: BadgeView") && $0.contains("badgeColor=#FF453A") && $0.contains("shape=pill") })
        let schema = try ExampleRunner.run("TeamTool", arguments: ["schema"])
        #expect(schema.standardOutput.contains(#""description": "BadgeView.shape: BadgeShape""#))
        #expect(schema.standardOutput.contains(#""enum": ["circle", "pill"]"#))
    }
}

extension TeamToolExampleTests {
    @Test func previewDrawsTheChosenScreenAndAsksWhichWhenThereAreSeveral() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("team-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: out) }
        let drawn = try ExampleRunner.run("TeamTool", arguments: [
            "preview", TeamToolExampleTests.theme, "--style", "gallery", "--screen", "gallery", "--out", out.path,
        ])
        #expect(drawn.status == 0)
        #expect(drawn.standardOutput == "g8 preview: wrote \(out.path) (SVG, 200×60 points): style 'gallery', default mode\n")
        #expect(try String(contentsOf: out, encoding: .utf8).hasPrefix("<svg"))
        let unnamed = try ExampleRunner.run("TeamTool", arguments: ["dump", TeamToolExampleTests.theme, "--style", "gallery"])
        #expect(unnamed.status == 2)
        #expect(unnamed.standardError.hasPrefix(
            "g8 dump: --screen is required, for example --screen gallery (the tool's screens: gallery, inbox)\n"))
    }
}
