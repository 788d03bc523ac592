import Foundation
import G8GtkTesting
import Testing

/// `g8-gtk snapshot`, run as a user runs it: the built executable in a process of its own.
@Suite("g8-gtk snapshot") struct SnapshotCommandTests {
    /// The executable, built beside the test bundle.
    static let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("g8-gtk")
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let theme = fixtures.appendingPathComponent("card.theme.json").path
    static let ui = fixtures.appendingPathComponent("card.ui").path

    struct Run: Equatable {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `g8-gtk` with `arguments` in `folder`, in `environment` (this process's when nil).
    static func run(_ arguments: [String], in folder: URL, environment: [String: String]? = nil) throws -> Run {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.currentDirectoryURL = folder
        let output = folder.appendingPathComponent("stdout.txt"), errors = folder.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: try String(contentsOf: output, encoding: .utf8),
                   errors: try String(contentsOf: errors, encoding: .utf8))
    }

    @Test func writesOnePictureForEveryModeOfTheTheme() throws {
        try withTemporaryFolder { folder in
            let run = try Self.run(["snapshot", Self.theme, "--ui", Self.ui, "--style", "card", "--out", "shots"], in: folder)
            #expect(run == Run(status: 0, output: """
                wrote \(folder.path)/shots/card.light.png (360×320)
                wrote \(folder.path)/shots/card.dark.png (360×320)

                """, errors: ""))
            let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/ExpectSnapshotTests")
            for mode in ["light", "dark"] {
                let written = try Data(contentsOf: folder.appendingPathComponent("shots/card.\(mode).png"))
                let reference = try Data(contentsOf: references.appendingPathComponent("card.\(mode).png"))
                #expect(written == reference)
            }
        }
    }

    @Test func modeChoosesOneMode() throws {
        try withTemporaryFolder { folder in
            let run = try Self.run(["snapshot", Self.theme, "--ui", Self.ui, "--style", "card", "--out", "shots", "--mode", "dark"], in: folder)
            #expect(run == Run(status: 0, output: "wrote \(folder.path)/shots/card.dark.png (360×320)\n", errors: ""))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("shots/card.light.png").path))
        }
    }

    @Test func compareMatchesTheReferences() throws {
        try withTemporaryFolder { folder in
            let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/ExpectSnapshotTests")
            let run = try Self.run(["snapshot", Self.theme, "--ui", Self.ui, "--style", "card", "--out", "shots", "--compare", references.path], in: folder)
            #expect(run == Run(status: 0, output: """
                wrote \(folder.path)/shots/card.light.png (360×320)
                card.light matches \(references.path)/card.light.png
                wrote \(folder.path)/shots/card.dark.png (360×320)
                card.dark matches \(references.path)/card.dark.png
                all 2 snapshots match

                """, errors: ""))
        }
    }

    @Test func aChangedThemeDiffersExitsOneAndWritesTheDiff() throws {
        try withTemporaryFolder { folder in
            let theme = try String(contentsOfFile: Self.theme, encoding: .utf8).replacingOccurrences(of: "#64D2FF", with: "#FF9F0A")
            try theme.write(to: folder.appendingPathComponent("changed.json"), atomically: true, encoding: .utf8)
            let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/ExpectSnapshotTests")
            let run = try Self.run(["snapshot", "changed.json", "--ui", Self.ui, "--style", "card", "--out", "shots", "--compare", references.path], in: folder)
            #expect(run == Run(status: 1, output: """
                wrote \(folder.path)/shots/card.light.png (360×320)
                card.light matches \(references.path)/card.light.png
                wrote \(folder.path)/shots/card.dark.png (360×320)
                snapshot 'card.dark' differs from its reference in 5000 of 115200 pixels (4.34%, allowed 0.10%), by up to 245 in a channel (allowed 2), within x 20..<120, y 20..<70
                  reference: \(references.path)/card.dark.png
                  actual: \(folder.path)/shots/card.dark.actual.png
                  reference copy: \(folder.path)/shots/card.dark.reference.png
                  diff: \(folder.path)/shots/card.dark.diff.png
                1 of 2 snapshots differ

                """, errors: ""))
            // A PNG of 360×320: the signature, then the header chunk's width and height.
            let diff = try Data(contentsOf: folder.appendingPathComponent("shots/card.dark.diff.png"))
            #expect(Array(diff.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect(Array(diff.dropFirst(16).prefix(8)) == [0, 0, 0x01, 0x68, 0, 0, 0x01, 0x40])
        }
    }

    @Test func aToleranceLetsTheChangedThemeMatch() throws {
        try withTemporaryFolder { folder in
            let theme = try String(contentsOfFile: Self.theme, encoding: .utf8).replacingOccurrences(of: "#64D2FF", with: "#FF9F0A")
            try theme.write(to: folder.appendingPathComponent("changed.json"), atomically: true, encoding: .utf8)
            let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/ExpectSnapshotTests")
            let run = try Self.run(["snapshot", "changed.json", "--ui", Self.ui, "--style", "card", "--out", "shots", "--mode", "dark",
                                    "--compare", references.path, "--pixel-tolerance", "4.5%"], in: folder)
            #expect(run == Run(status: 0, output: """
                wrote \(folder.path)/shots/card.dark.png (360×320)
                card.dark matches \(references.path)/card.dark.png
                the snapshot matches

                """, errors: ""))
        }
    }

    @Test func helpListsTheCommands() throws {
        try withTemporaryFolder { folder in
            let run = try Self.run(["--help"], in: folder)
            #expect(run == Run(status: 0, output: """
                OVERVIEW: G8 themes on real GTK 4 widgets.

                USAGE: g8-gtk COMMAND [OPTIONS]

                COMMANDS:
                  lint       Check a theme against GTK's widgets, and .ui documents, without a display.
                  snapshot   Render a styled .ui window to PNG in each theme mode; compare with references.

                OPTIONS:
                  -h, --help   Show this help; 'g8-gtk COMMAND --help' shows a command's.

                """, errors: ""))
            let command = try Self.run(["snapshot", "--help"], in: folder)
            #expect(command.status == 0 && command.output.hasPrefix("OVERVIEW: Render a .ui window styled by a theme to PNG, one file per mode.\n"))
        }
    }

    @Test func aThemeWithErrorsExitsOneAndWritesNothing() throws {
        try withTemporaryFolder { folder in
            try Data(#"{"styles": {"card": {"card.backgroundColor": 12}}}"#.utf8).write(to: folder.appendingPathComponent("bad.json"))
            let run = try Self.run(["snapshot", "bad.json", "--ui", Self.ui, "--style", "card", "--out", "shots"], in: folder)
            #expect(run.status == 1)
            #expect(run.output == "")
            #expect(run.errors == "bad.json:1:46: error: styles.card.card.backgroundColor: 'backgroundColor' expects Color, got 12\n")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("shots").path))
        }
    }

    @Test func aMalformedDocumentExitsOne() throws {
        try withTemporaryFolder { folder in
            try Data("<interface><object".utf8).write(to: folder.appendingPathComponent("bad.ui"))
            let run = try Self.run(["snapshot", Self.theme, "--ui", "bad.ui", "--style", "card", "--out", "shots"], in: folder)
            #expect(run == Run(status: 1, output: "", errors: "bad.ui: invalid GtkBuilder document: Error on line 1 char 19: Document ended unexpectedly inside an element name\n"))
        }
    }

    @Test(arguments: [
        ([], "g8-gtk: name a command: lint, snapshot\nRun 'g8-gtk --help' for usage.\n"),
        (["snapshto"], "g8-gtk: unknown command 'snapshto'; did you mean 'snapshot'?\nRun 'g8-gtk --help' for usage.\n"),
        (["snapshot"], "g8-gtk snapshot: name a theme file, for example theme.json\nRun 'g8-gtk snapshot --help' for usage.\n"),
        (["snapshot", "THEME", "--style", "card", "--out", "shots"],
         "g8-gtk snapshot: --ui is required, for example --ui window.ui\nRun 'g8-gtk snapshot --help' for usage.\n"),
        (["snapshot", "THEME", "--ui", "UI", "--style", "card", "--out", "shots", "--uii", "x"],
         "g8-gtk snapshot: unknown option '--uii'; did you mean '--ui'?\nRun 'g8-gtk snapshot --help' for usage.\n"),
        (["snapshot", "THEME", "--ui", "UI", "--style", "crad", "--out", "shots"],
         "g8-gtk snapshot: THEME has no style 'crad'; did you mean 'card'?\nRun 'g8-gtk snapshot --help' for usage.\n"),
        (["snapshot", "THEME", "--ui", "UI", "--style", "card", "--out", "shots", "--mode", "drak"],
         "g8-gtk snapshot: unknown mode 'drak'; THEME has light, dark; did you mean 'dark'?\nRun 'g8-gtk snapshot --help' for usage.\n"),
        (["snapshot", "THEME", "--ui", "UI", "--style", "card", "--out", "shots", "--window", "windw"],
         "g8-gtk snapshot: UI has no window 'windw'; did you mean 'window'?\nRun 'g8-gtk snapshot --help' for usage.\n"),
        (["snapshot", "THEME", "--ui", "UI", "--style", "card", "--out", "shots", "--out", "again"],
         "g8-gtk snapshot: --out is given twice\nRun 'g8-gtk snapshot --help' for usage.\n"),
        (["snapshot", "THEME", "--ui", "UI", "--style", "card", "--out", "shots", "--pixel-tolerance", "1%"],
         "g8-gtk snapshot: --pixel-tolerance applies to a comparison: use it with --compare DIR\nRun 'g8-gtk snapshot --help' for usage.\n"),
        (["snapshot", "THEME", "--ui", "UI", "--style", "card", "--out", "shots", "--compare", "refs", "--pixel-tolerance", "150%"],
         "g8-gtk snapshot: --pixel-tolerance takes a share from 0 to 1 or a percentage such as 0.5%, got '150%'\nRun 'g8-gtk snapshot --help' for usage.\n"),
        (["snapshot", "THEME", "--ui", "UI", "--style", "card", "--out", "shots", "--compare", "refs", "--channel-tolerance", "-1"],
         "g8-gtk snapshot: --channel-tolerance takes a whole number from 0 to 255, got '-1'\nRun 'g8-gtk snapshot --help' for usage.\n"),
        (["snapshot", "THEME", "--ui", "UI", "--style", "../card", "--out", "shots"],
         "g8-gtk snapshot: style '../card' cannot name the PNG files: it contains '/' or begins with '.'\nRun 'g8-gtk snapshot --help' for usage.\n"),
        (["snapshot", "missing.json", "--ui", "UI", "--style", "card", "--out", "shots"],
         "g8-gtk snapshot: cannot read missing.json: no such file\nRun 'g8-gtk snapshot --help' for usage.\n"),
    ])
    func aBadCommandLineExitsTwoSayingWhy(arguments: [String], message: String) throws {
        try withTemporaryFolder { folder in
            let arguments = arguments.map { $0 == "THEME" ? Self.theme : $0 == "UI" ? Self.ui : $0 }
            let run = try Self.run(arguments, in: folder)
            let expected = message.replacingOccurrences(of: "THEME", with: Self.theme).replacingOccurrences(of: "UI has", with: "\(Self.ui) has")
            #expect(run == Run(status: 2, output: "", errors: expected))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("shots").path))
        }
    }
}
