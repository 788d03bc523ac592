import Foundation
import Testing

/// The theme studio, run as a theme author runs it: each run a process of its own on an X
/// display of its own (``StudioProcess``), so that its windows never take the keyboard focus
/// from the tests of the shared display. The problems it lists, the pictures it writes, the
/// reload on save, its command line.
@Suite(.serialized) struct ThemeStudioTests {
    /// The folder of the sample theme and the expected output.
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/ThemeStudio")

    /// A new empty folder, removed by the caller.
    func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("g8-studio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func listsTheSampleThemesLintAndContrastProblemsAndDrawsItLightAndDark() throws {
        let pictures = try folder()
        defer { try? FileManager.default.removeItem(at: pictures) }
        let studio = try ExampleProcess("ThemeStudio", ["sample.theme.json", "--list-problems", "--screenshot", pictures.path], in: Self.golden)
        #expect(studio.finish() == 0)
        let expected = try String(contentsOf: Self.golden.appendingPathComponent("problems.txt"), encoding: .utf8)
        #expect(studio.printed == expected)
        // Each window was repainted by the dark mode: the pictures differ.
        for name in ["studio", "preview"] {
            let light = try Data(contentsOf: pictures.appendingPathComponent("\(name)-light.png"))
            let dark = try Data(contentsOf: pictures.appendingPathComponent("\(name)-dark.png"))
            #expect(light.count > 1_000 && dark.count > 1_000 && light != dark, "\(name)")
        }
    }

    @Test func aMissingFileAndInvalidJSONAreProblemsNotCrashes() throws {
        let files = try folder()
        defer { try? FileManager.default.removeItem(at: files) }
        try Data(#"{"tokens": {"a": 1,}"#.utf8).write(to: files.appendingPathComponent("broken.json"))
        let missing = try ExampleProcess("ThemeStudio", ["missing.json", "--list-problems"], in: files)
        #expect(missing.finish() == 0)
        #expect(missing.printed == "missing.json: error: cannot read file: no such file\n1 problem\n")
        let broken = try ExampleProcess("ThemeStudio", ["broken.json", "--list-problems", "--export", "preview.png"], in: files)
        #expect(broken.finish() == 0)
        #expect(broken.printed == """
            broken.json:1:19: error: invalid JSON: a trailing comma before '}'; JSON allows none, so remove it
            1 problem
            exported preview.png

            """)
        #expect(FileManager.default.fileExists(atPath: files.appendingPathComponent("preview.png").path))
    }

    /// The gallery's own theme, as the studio previews it: no lint problem, and every text
    /// readable in both modes, the toggle button's pressed state too.
    @Test func theGallerysOwnThemeHasNoProblems() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/GtkGallery/Resources")
        let studio = try ExampleProcess("ThemeStudio", ["gallery-theme.json", "--list-problems"], in: resources)
        #expect(studio.finish() == 0)
        #expect(studio.printed == "0 problems\n")
    }

    @Test func savingTheFileReloadsItAndTheStudioExitsAfterTheReload() throws {
        let files = try folder()
        defer { try? FileManager.default.removeItem(at: files) }
        let theme = files.appendingPathComponent("theme.json")
        try Data(contentsOf: Self.golden.appendingPathComponent("sample.theme.json")).write(to: theme)
        let studio = try ExampleProcess("ThemeStudio", ["theme.json", "--exit-after-reload", "--export", "after.png", "--seconds", "120"], in: files)
        // The file is watched once the studio says what it shows.
        #expect(studio.wait(for: "problems\n"))
        // The fix: the property's name spelled right, the faint colour darkened, the dark
        // mode's card title, check box label and button made readable.
        let fixed = try String(contentsOf: theme, encoding: .utf8)
            .replacingOccurrences(of: ##""cardTitle.textColour": "{color.ink}","##,
                                  with: ##""cardTitle.textColor": "{color.ink}", "check.textColor": "{color.ink}","##)
            .replacingOccurrences(of: ##""#AAAAAA", "$modes": { "dark": "#3A3A3C" }"##, with: ##""#595959", "$modes": { "dark": "#AEAEB2" }"##)
            .replacingOccurrences(of: ##""toggleMode.titleColor": "#FFFFFF""##, with: ##""toggleMode.titleColor": "{color.paper}""##)
        try Data(fixed.utf8).write(to: theme, options: .atomic)
        #expect(studio.finish(within: 120) == 0)
        #expect(studio.printed == "studio: showing theme.json, 5 problems\ntheme.json reloaded: 0 problems\nexported after.png\n")
        #expect(studio.complaints == "")
        let png = try Data(contentsOf: files.appendingPathComponent("after.png"))
        #expect(png.count > 1_000)
    }

    @Test func withoutASaveTheStudioSaysSoAndExitsWithStatus1() throws {
        let files = try folder()
        defer { try? FileManager.default.removeItem(at: files) }
        try Data(contentsOf: Self.golden.appendingPathComponent("sample.theme.json")).write(to: files.appendingPathComponent("theme.json"))
        let studio = try ExampleProcess("ThemeStudio", ["theme.json", "--exit-after-reload", "--seconds", "1"], in: files)
        #expect(studio.finish() == 1)
        #expect(studio.printed == "studio: showing theme.json, 5 problems\n")
        #expect(studio.complaints == "ThemeStudio: theme.json was not saved before the studio closed\n")
    }

    /// `--help` and a command line that cannot be run are answered before the studio opens a
    /// display: these runs have none.
    @Test func helpAndBadUsageNeedNoDisplay() throws {
        let help = try ExampleProcess("ThemeStudio", ["--help"], in: Self.golden, display: false)
        #expect(help.finish() == 0)
        let lines = help.printed.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "OVERVIEW: A G8 theme, a Design Tokens file or a resolver document: its tokens by mode,")
        #expect(lines.contains("  --exit-after-reload  Show the windows; when the file is saved, reload it, print"))
        let typo = try ExampleProcess("ThemeStudio", ["theme.json", "--exit-after-reloda"], in: Self.golden, display: false)
        #expect(typo.finish() == 2)
        #expect(typo.printed == "")
        #expect(typo.complaints == "ThemeStudio: unknown option '--exit-after-reloda'; did you mean '--exit-after-reload'?\nRun 'ThemeStudio --help' for usage.\n")
        let alone = try ExampleProcess("ThemeStudio", ["--exit-after-reload"], in: Self.golden, display: false)
        #expect(alone.finish() == 2)
        #expect(alone.complaints == "ThemeStudio: --exit-after-reload waits for a save of a file: name one, for example theme.json\nRun 'ThemeStudio --help' for usage.\n")
    }
}
