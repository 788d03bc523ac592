import Foundation
import Testing

/// Runs the example programs as a user would and compares their whole output with the golden
/// files in `Golden/`. Set `G8_RECORD=1` to write the golden files from the current output.
@Suite("Examples run end to end")
struct ExampleTests {
    @Test(arguments: ["G8Demo", "CustomApplier", "RemoteTheme", "ThemeSwitch", "PrimerTheme"])
    func exampleOutputMatchesItsGoldenFile(name: String) throws {
        let output = try ExampleRunner.run(name)
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty, "\(output.standardError)")
        let golden = ExampleRunner.goldenDirectory.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["G8_RECORD"] == "1" {
            try output.standardOutput.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(output.standardOutput == expected)
    }

    @Test func theDemoReportsItsDeliberateMistakes() throws {
        let output = try ExampleRunner.run("G8Demo").standardOutput
        #expect(output.contains("warning: label5.textColor: DemoController.label5 is nil\n"))
        #expect(output.contains("warning: label1.textColr: Label has no property 'textColr'; did you mean 'textColor'?\n"))
        #expect(output.contains("error: label2.font: Label.font expects Font, got String\n"))
        #expect(output.contains("12 values set, 1 errors, 2 warnings\n"))
    }
}

@Suite("The RemoteTheme example")
struct RemoteThemeExampleTests {
    @Test func theBrokenUpdateIsRejectedAndTheLookKept() throws {
        let output = try ExampleRunner.run("RemoteTheme").standardOutput
        #expect(output.contains("""
            == broken-update.json rejected; the screen keeps its look
            broken-update.json:4:28: error: tokens.color.brand: unknown token 'color.primary'
            broken-update.json:8:35: error: styles.commonLabel.textColor: 'textColor' expects Color, got "#GG0000"
            """))
        let sections = output.components(separatedBy: "== ")
        #expect(sections.count == 5)
        // The screen after the rejected update is the screen after the good one.
        #expect(sections[2].contains("label2: Label  textColor=#1A73E8"))
        let tree = { (section: String) in section.components(separatedBy: "ProfileScreen\n").last ?? "" }
        #expect(tree(sections[3]) == tree(sections[2]))
        #expect(sections[4].hasPrefix("dark mode"))
        #expect(sections[4].contains("view: View  backgroundColor=#121212"))
    }
}

@Suite("The ThemeSwitch example")
struct ThemeSwitchExampleTests {
    @Test func darkModeAndBackRestoresTheLightTree() throws {
        let sections = try ExampleRunner.run("ThemeSwitch").standardOutput.components(separatedBy: "== ")
        #expect(sections.count == 4)
        let tree = { (section: String) in
            (section.components(separatedBy: "FeedScreen\n").last ?? "").components(separatedBy: "\n\n").first ?? ""
        }
        #expect(tree(sections[1]) == tree(sections[3]))
        #expect(tree(sections[2]).contains("view: View  backgroundColor=#1C1C1E"))
        #expect(tree(sections[2]).contains("footnote: Label  textColor=#FF8000  font=System 13pt"))
        #expect(tree(sections[2]).contains("title: Label  textColor=#FFFFFF  numberOfLines=2"))
    }
}

enum ExampleRunner {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Golden")

    /// The directory holding the built products: the test binary sits beside the examples.
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// Runs a built product to its end. The environment is this process's with `NO_COLOR=1`
    /// and `CLICOLOR_FORCE` removed, then `changes` applied (a nil value removes a variable).
    static func run(_ product: String, arguments: [String] = [], environment changes: [String: String?] = [:],
                    input: Data? = nil) throws -> Output {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent(product)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["CLICOLOR_FORCE"] = nil
        for (name, value) in changes { environment[name] = value }
        process.environment = environment
        // Files, not pipes: a child that fills one pipe while we read the other would deadlock.
        let directory = FileManager.default.temporaryDirectory
        let outURL = directory.appendingPathComponent("g8-example-\(UUID().uuidString).out")
        let errURL = directory.appendingPathComponent("g8-example-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        if let input {
            let inURL = directory.appendingPathComponent("g8-example-\(UUID().uuidString).in")
            try input.write(to: inURL)
            defer { try? FileManager.default.removeItem(at: inURL) }
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        func read(_ url: URL) throws -> String {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        }
        return Output(status: process.terminationStatus, standardOutput: try read(outURL), standardError: try read(errURL))
    }
}
