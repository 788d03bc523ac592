import Foundation
import Testing

/// `g8-gtk lint`, run as CI runs it: the built executable in a process of its own, with no
/// display (DISPLAY and WAYLAND_DISPLAY removed), GTK never started.
@Suite("g8-gtk lint") struct LintCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let theme = fixtures.appendingPathComponent("lint.theme.json").path
    static let ui = fixtures.appendingPathComponent("lint.ui").path

    typealias Run = SnapshotCommandTests.Run

    /// Runs `g8-gtk` with `arguments` in `folder`, without a display, and without the
    /// variables that choose colours unless `setting` gives them.
    static func run(_ arguments: [String], in folder: URL, setting: [String: String] = [:]) throws -> Run {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "NO_COLOR", "CLICOLOR_FORCE"] { environment[name] = nil }
        environment.merge(setting) { $1 }
        return try SnapshotCommandTests.run(arguments, in: folder, environment: environment)
    }

    /// The lint theme with `replacing` replaced by `with`, written to `folder` as `name`.
    static func theme(_ replacing: String, with text: String, in folder: URL, name: String = "theme.json") throws -> String {
        let original = try String(contentsOfFile: theme, encoding: .utf8)
        #expect(original.contains(replacing))
        try original.replacingOccurrences(of: replacing, with: text).write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return name
    }

    /// The lint document with `replacing` replaced by `with`, written to `folder` as `window.ui`.
    @discardableResult
    static func document(_ replacing: String, with text: String, in folder: URL) throws -> String {
        let original = try String(contentsOfFile: ui, encoding: .utf8)
        #expect(original.contains(replacing))
        try original.replacingOccurrences(of: replacing, with: text).write(to: folder.appendingPathComponent("window.ui"), atomically: true, encoding: .utf8)
        return "window.ui"
    }

    @Test func aCleanThemeAndDocumentExitZero() throws {
        try withTemporaryFolder { folder in
            let run = try Self.run(["lint", Self.theme, "--ui", Self.ui, "--contrast", "--strict"], in: folder)
            #expect(run == Run(status: 0, output: "g8-gtk lint: no problems in 2 files\n", errors: ""))
        }
    }

    @Test func aMisspeltGObjectPropertyIsAWarningWithTheNearestName() throws {
        try withTemporaryFolder { folder in
            let file = try Self.theme("\"title.wrap\"", with: "\"title.wrapp\"", in: folder)
            let run = try Self.run(["lint", file], in: folder)
            #expect(run == Run(status: 0, output: """
                theme.json:14:7: warning: styles.signIn.title.wrapp: no applier declares a property 'wrapp'; did you mean 'wrap'?
                g8-gtk lint: 0 errors and 1 warning in 1 file

                """, errors: ""))
        }
    }

    @Test func strictCountsWarningsAsErrors() throws {
        try withTemporaryFolder { folder in
            let file = try Self.theme("\"title.wrap\"", with: "\"title.wrapp\"", in: folder)
            let run = try Self.run(["lint", file, "--strict"], in: folder)
            #expect(run == Run(status: 1, output: """
                theme.json:14:7: error: styles.signIn.title.wrapp: no applier declares a property 'wrapp'; did you mean 'wrap'?
                g8-gtk lint: 1 error and 0 warnings in 1 file

                """, errors: ""))
        }
    }

    @Test func aMisspeltEnumNickIsAnErrorWithTheNearestNick() throws {
        try withTemporaryFolder { folder in
            let file = try Self.theme("\"title.wrap\": true", with: "\"title.halign\": \"centre\"", in: folder)
            let run = try Self.run(["lint", file], in: folder)
            #expect(run == Run(status: 1, output: """
                theme.json:14:23: error: styles.signIn.title.halign: 'halign' cannot be "centre": expected one of "fill", "start", "end", "center", "baseline"; did you mean "center"?
                g8-gtk lint: 1 error and 0 warnings in 1 file

                """, errors: ""))
        }
    }

    @Test func aValueOfTheWrongTypeIsAnError() throws {
        try withTemporaryFolder { folder in
            let file = try Self.theme("\"title.wrap\": true", with: "\"title.wrap\": \"yes\"", in: folder)
            let run = try Self.run(["lint", file], in: folder)
            #expect(run == Run(status: 1, output: """
                theme.json:14:21: error: styles.signIn.title.wrap: 'wrap' expects Bool, got "yes"
                g8-gtk lint: 1 error and 0 warnings in 1 file

                """, errors: ""))
        }
    }

    @Test func anOutletThatIsNoIDOfTheDocumentIsAWarningWithTheNearestID() throws {
        try withTemporaryFolder { folder in
            let file = try Self.theme("\"title.textColor\"", with: "\"titel.textColor\"", in: folder)
            let run = try Self.run(["lint", file, "--ui", Self.ui], in: folder)
            #expect(run == Run(status: 0, output: """
                theme.json:13:7: warning: styles.signIn.titel.textColor: no object of \(Self.ui) has the id 'titel'; did you mean 'title'?
                g8-gtk lint: 0 errors and 1 warning in 2 files

                """, errors: ""))
        }
    }

    @Test func aKeyTheObjectsGTypeDoesNotTakeIsAWarning() throws {
        try withTemporaryFolder { folder in
            let file = try Self.theme("\"title.wrap\"", with: "\"ok.wrap\"", in: folder)
            let run = try Self.run(["lint", file, "--ui", Self.ui, "--style", "signIn"], in: folder)
            #expect(run == Run(status: 0, output: """
                theme.json:14:7: warning: styles.signIn.ok.wrap: GtkButton has no property 'wrap'
                g8-gtk lint: 0 errors and 1 warning in 2 files

                """, errors: ""))
        }
    }

    @Test func anUnknownClassIsAnErrorAtItsPlaceInTheDocument() throws {
        try withTemporaryFolder { folder in
            try Self.document("\"GtkEntry\"", with: "\"GtkEntri\"", in: folder)
            let run = try Self.run(["lint", Self.theme, "--ui", "window.ui"], in: folder)
            #expect(run == Run(status: 1, output: """
                window.ui:14:11: error: unknown class 'GtkEntri' of object 'name'; did you mean 'GtkEntry'?
                g8-gtk lint: 1 error and 0 warnings in 2 files

                """, errors: ""))
        }
    }

    @Test func aPropertyTheObjectsClassDoesNotHaveIsAnErrorAtItsPlaceInTheDocument() throws {
        try withTemporaryFolder { folder in
            try Self.document("\"orientation\"", with: "\"orientaton\"", in: folder)
            let run = try Self.run(["lint", Self.theme, "--ui", "window.ui"], in: folder)
            #expect(run == Run(status: 1, output: """
                window.ui:7:9: error: GtkBox 'content' has no property 'orientaton'; did you mean 'orientation'?
                g8-gtk lint: 1 error and 0 warnings in 2 files

                """, errors: ""))
        }
    }

    @Test func aMalformedDocumentIsAnErrorWhereTheParserStopped() throws {
        try withTemporaryFolder { folder in
            try Self.document("<object class=\"GtkEntry\" id=\"name\"/>", with: "<object class=\"GtkEntry\" id=\"name\">", in: folder)
            let run = try Self.run(["lint", Self.theme, "--ui", "window.ui"], in: folder)
            #expect(run == Run(status: 1, output: """
                window.ui:15:17: error: Element “child” was closed, but the currently open element is “object”
                g8-gtk lint: 1 error and 0 warnings in 2 files

                """, errors: ""))
        }
    }

    @Test func aTextBelowAAOnTheWindowsNamedBackgroundIsAWarningInEachMode() throws {
        try withTemporaryFolder { folder in
            let file = try Self.theme("\"ink\": { \"$value\": \"#1C1C1E\", \"$modes\": { \"dark\": \"#F2F2F7\" } }",
                                      with: "\"ink\": { \"$value\": \"#8E8E93\", \"$modes\": { \"dark\": \"#F2F2F7\" } }", in: folder)
            let run = try Self.run(["lint", file, "--ui", Self.ui, "--contrast"], in: folder)
            #expect(run == Run(status: 0, output: """
                theme.json:13:7: warning: styles.signIn.title.textColor ({color.ink}): text #8E8E93 on #FFFFFF is 3.26:1 in the default mode; WCAG AA needs 4.5:1
                theme.json:15:7: warning: styles.signIn.name.textColor ({color.ink}): text #8E8E93 on #FFFFFF is 3.26:1 in the default mode; WCAG AA needs 4.5:1
                g8-gtk lint: 0 errors and 2 warnings in 2 files

                """, errors: ""))
        }
    }

    @Test func aButtonTitleBelowAAOnItsOwnBackgroundIsAWarningInThatMode() throws {
        try withTemporaryFolder { folder in
            let file = try Self.theme("\"#0A4A8F\"", with: "\"#64D2FF\"", in: folder)
            let run = try Self.run(["lint", file, "--ui", Self.ui, "--contrast", "--strict"], in: folder)
            #expect(run == Run(status: 1, output: """
                theme.json:16:7: error: styles.signIn.ok.titleColor: text #FFFFFF on #64D2FF is 1.72:1 in mode dark; WCAG AA needs 4.5:1
                g8-gtk lint: 1 error and 0 warnings in 2 files

                """, errors: ""))
        }
    }

    @Test func aStatesOwnTitleColourWinsWhereverItIsWrittenAndActiveIsHighlighted() throws {
        try withTemporaryFolder { folder in
            let file = try Self.theme("\"ok.titleColor\": \"#FFFFFF\",", with: "\"ok.titleColor:active\": \"#8E8E93\", \"ok.titleColor\": \"#FFFFFF\",",
                                      in: folder)
            let run = try Self.run(["lint", file, "--ui", Self.ui, "--contrast"], in: folder)
            #expect(run == Run(status: 0, output: """
                theme.json:16:7: warning: styles.signIn.ok.titleColor: text #8E8E93 on #0366D6 is 1.66:1 in the default mode, state highlighted; WCAG AA needs 4.5:1
                theme.json:16:7: warning: styles.signIn.ok.titleColor: text #8E8E93 on #0A4A8F is 2.70:1 in mode dark, state highlighted; WCAG AA needs 4.5:1
                g8-gtk lint: 0 errors and 2 warnings in 2 files

                """, errors: ""))
        }
    }

    @Test func anEntrysTextIsCheckedOnTheThemesViewBackground() throws {
        try withTemporaryFolder { folder in
            let file = try Self.theme("\"window_bg_color\": \"{color.paper}\"", with: "\"window_bg_color\": \"{color.paper}\", \"view_bg_color\": \"#3A3A3C\"",
                                      in: folder)
            let run = try Self.run(["lint", file, "--ui", Self.ui, "--contrast"], in: folder)
            #expect(run == Run(status: 0, output: """
                theme.json:15:7: warning: styles.signIn.name.textColor ({color.ink}): text #1C1C1E on #3A3A3C is 1.50:1 in the default mode; WCAG AA needs 4.5:1
                g8-gtk lint: 0 errors and 1 warning in 2 files

                """, errors: ""))
        }
    }

    @Test func aDocumentNoStyleNamesAnObjectOfIsNoted() throws {
        try withTemporaryFolder { folder in
            try ##"{ "styles": { "sidebar": { "list.textColor": "#000000" } } }"##.write(
                to: folder.appendingPathComponent("theme.json"), atomically: true, encoding: .utf8)
            let run = try Self.run(["lint", "theme.json", "--ui", Self.ui], in: folder)
            #expect(run == Run(status: 0, output: """
                theme.json: note: no style names an object of \(Self.ui), so none was checked against it; name one with --style
                g8-gtk lint: no problems in 2 files

                """, errors: ""))
        }
    }

    /// A styles file over a resolver document's tokens: checked as the app loads the two, and
    /// its texts in every context of the document's modifiers, each warning naming its context.
    @Test func withAResolverTheStylesAreCheckedOverItsTokensInEveryContext() throws {
        try withTemporaryFolder { folder in
            func write(_ name: String, _ text: String) throws {
                try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            try write("base.json", ##"{"color": {"$type": "color", "paper": {"$value": "#FFFFFF"}, "ink": {"$value": "#1C1C1E"}, "accent": {"$value": "#0366D6"}}}"##)
            try write("faint.json", ##"{"color": {"ink": {"$value": "#8E8E93"}}}"##)
            try write("tokens.resolver.json", ##"""
                {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
                 "modifiers": {"ink": {"default": "strong", "contexts": {"strong": [], "faint": [{"$ref": "faint.json"}]}}},
                 "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/ink"}]}
                """##)
            try write("styles.json", ##"""
                {"namedColors": {"window_bg_color": "{color.paper}"},
                 "styles": {"signIn": {
                   "title.textColor": "{color.ink}",
                   "name.textColor": "{color.ink}",
                   "ok.titleColor": "#FFFFFF",
                   "ok.backgroundColor": "{color.accent}"
                 }}}
                """##)
            let run = try Self.run(["lint", "styles.json", "--resolver", "tokens.resolver.json", "--ui", Self.ui, "--contrast"], in: folder)
            #expect(run == Run(status: 0, output: """
                styles.json:3:4: warning: styles.signIn.title.textColor ({color.ink}): text #8E8E93 on #FFFFFF is 3.26:1 in context ink=faint; WCAG AA needs 4.5:1
                styles.json:4:4: warning: styles.signIn.name.textColor ({color.ink}): text #8E8E93 on #FFFFFF is 3.26:1 in context ink=faint; WCAG AA needs 4.5:1
                g8-gtk lint: 0 errors and 2 warnings in 2 files

                """, errors: ""))
            // Alone, the styles file names tokens it does not have.
            let alone = try Self.run(["lint", "styles.json"], in: folder)
            #expect(alone.status == 1)
            #expect(alone.output.hasPrefix("styles.json:1:37: error: namedColors.window_bg_color: unknown token 'color.paper'"), "\(alone.output)")
        }
    }

    @Test func contrastWithoutADocumentSaysItNeedsOne() throws {
        try withTemporaryFolder { folder in
            let run = try Self.run(["lint", Self.theme, "--contrast"], in: folder)
            #expect(run == Run(status: 0, output: """
                \(Self.theme): note: contrast: the texts and their backgrounds are in the .ui documents: name them with --ui FILE
                g8-gtk lint: no problems in 1 file

                """, errors: ""))
        }
    }

    @Test func coloursAreForcedByCLICOLOR_FORCEAndTurnedOffByNO_COLOR() throws {
        try withTemporaryFolder { folder in
            let file = try Self.theme("\"title.wrap\"", with: "\"title.wrapp\"", in: folder)
            let forced = try Self.run(["lint", file], in: folder, setting: ["CLICOLOR_FORCE": "1"])
            #expect(forced.output == """
                \u{1B}[1mtheme.json:14:7:\u{1B}[0m \u{1B}[1;33mwarning:\u{1B}[0m styles.signIn.title.wrapp: no applier declares a property 'wrapp'; did you mean 'wrap'?
                \u{1B}[1mg8-gtk lint: \u{1B}[0m0 errors and 1 warning in 1 file

                """)
            let off = try Self.run(["lint", file], in: folder, setting: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"])
            #expect(!off.output.contains("\u{1B}"))
            #expect(off.status == 0 && forced.status == 0)
        }
    }

    @Test func aFileThatCannotBeReadExitsTwo() throws {
        try withTemporaryFolder { folder in
            let run = try Self.run(["lint", "missing.json"], in: folder)
            #expect(run == Run(status: 2, output: "g8-gtk lint: 0 errors and 0 warnings in 0 files; 1 file could not be read\n",
                               errors: "missing.json: error: cannot read file: no such file\n"))
        }
    }

    @Test func badUsageExitsTwo() throws {
        try withTemporaryFolder { folder in
            let noTheme = try Self.run(["lint"], in: folder)
            #expect(noTheme == Run(status: 2, output: "", errors: """
                g8-gtk lint: name a theme file, for example theme.json
                Run 'g8-gtk lint --help' for usage.

                """))
            let unknownStyle = try Self.run(["lint", Self.theme, "--ui", Self.ui, "--style", "signin"], in: folder)
            #expect(unknownStyle == Run(status: 2, output: "", errors: """
                g8-gtk lint: \(Self.theme) has no style 'signin'; did you mean 'signIn'?
                Run 'g8-gtk lint --help' for usage.

                """))
        }
    }
}
