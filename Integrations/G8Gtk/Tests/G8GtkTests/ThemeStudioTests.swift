import Foundation
import Testing

/// The theme studio, run as a theme author runs it, in a process of its own under the test
/// display: the problems it lists, the pictures it writes, the reload on save.
@Suite(.serialized) struct ThemeStudioTests {
    /// The folder of the sample theme and the expected output.
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/ThemeStudio")

    /// A studio process in `folder` with `arguments`, its standard output going to a file.
    struct Studio {
        let process = Process()
        let output: URL

        init(_ arguments: [String], in folder: URL) throws {
            let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("ThemeStudio")
            output = folder.appendingPathComponent("output-\(UUID().uuidString).txt")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = folder
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        /// What the studio printed so far.
        var printed: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

        /// Waits up to `seconds` for the output to contain `text`.
        func wait(for text: String, seconds: Double = 60) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while !printed.contains(text) {
                if Date() > deadline || !process.isRunning && !printed.contains(text) { return printed.contains(text) }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return true
        }
    }

    /// A new empty folder, removed by the caller.
    func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("g8-studio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func listsTheSampleThemesLintAndContrastProblemsAndDrawsItLightAndDark() throws {
        let pictures = try folder()
        defer { try? FileManager.default.removeItem(at: pictures) }
        let studio = try Studio(["sample.theme.json", "--list-problems", "--screenshot", pictures.path], in: Self.golden)
        studio.process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: studio.output) }
        #expect(studio.process.terminationStatus == 0)
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
        let missing = try Studio(["missing.json", "--list-problems"], in: files)
        missing.process.waitUntilExit()
        #expect(missing.process.terminationStatus == 0)
        #expect(missing.printed == "missing.json: error: cannot read file: no such file\n1 problem\n")
        let broken = try Studio(["broken.json", "--list-problems", "--export", "preview.png"], in: files)
        broken.process.waitUntilExit()
        #expect(broken.process.terminationStatus == 0)
        #expect(broken.printed == """
            broken.json:1:19: error: invalid JSON: a trailing comma before '}'; JSON allows none, so remove it
            1 problem
            exported preview.png

            """)
        #expect(FileManager.default.fileExists(atPath: files.appendingPathComponent("preview.png").path))
    }

    @Test func savingTheFileReloadsIt() throws {
        let files = try folder()
        defer { try? FileManager.default.removeItem(at: files) }
        let theme = files.appendingPathComponent("theme.json")
        try Data(contentsOf: Self.golden.appendingPathComponent("sample.theme.json")).write(to: theme)
        let studio = try Studio(["theme.json", "--seconds", "120"], in: files)
        // The studio runs until killed: its output is flushed line by line.
        defer { if studio.process.isRunning { kill(studio.process.processIdentifier, SIGKILL) } }
        #expect(studio.wait(for: "problems\n"))
        // The fix: the property's name spelled right, the faint colour darkened, the dark
        // mode's card title, check box label and button made readable.
        let fixed = try String(contentsOf: theme, encoding: .utf8)
            .replacingOccurrences(of: ##""cardTitle.textColour": "{color.ink}","##,
                                  with: ##""cardTitle.textColor": "{color.ink}", "check.textColor": "{color.ink}","##)
            .replacingOccurrences(of: ##""#AAAAAA", "$modes": { "dark": "#3A3A3C" }"##, with: ##""#595959", "$modes": { "dark": "#AEAEB2" }"##)
            .replacingOccurrences(of: ##""toggleMode.titleColor": "#FFFFFF""##, with: ##""toggleMode.titleColor": "{color.paper}""##)
        try Data(fixed.utf8).write(to: theme, options: .atomic)
        #expect(studio.wait(for: "reloaded"))
        kill(studio.process.processIdentifier, SIGKILL)
        studio.process.waitUntilExit()
        #expect(studio.printed == "studio: showing theme.json, 5 problems\ntheme.json reloaded: 0 problems\n")
    }
}
