import Foundation
import G8TestSupport
import Testing

/// Runs the example programs as a user would and compares their whole output with the golden
/// files in `Golden/`. Set `G8_RECORD=1` to write the golden files from the current output.
@Suite("Examples run end to end")
struct ExampleTests {
    @Test(arguments: ["G8Demo", "CustomApplier", "RemoteTheme", "ThemeSwitch", "FirstScreen"])
    func exampleOutputMatchesItsGoldenFile(name: String) throws {
        try ExampleRunner.expectGoldenOutput(of: name)
    }

    @Test func theDemoReportsItsDeliberateMistakes() throws {
        let output = try ExampleRunner.run("G8Demo").standardOutput
        #expect(output.contains("warning: label5.textColor: DemoController.label5 is nil\n"))
        #expect(output.contains("warning: label1.textColr: Label has no property 'textColr'; did you mean 'textColor'?\n"))
        #expect(output.contains("error: label2.font: Label.font expects Font, got String\n"))
        #expect(output.contains("11 values set, 1 error, 2 warnings\n"))
    }
}

/// PrimerTheme reads GitHub Primer's real token files, which live beside the package
/// (`../shared/design-tokens`), never in it: where they are, its output is compared with its
/// golden file; where they are not, it must say what it needs and fail.
@Suite("The PrimerTheme example")
struct PrimerThemeExampleTests {
    /// Primer's resolver document beside the package, or nil.
    static let resolver: URL? = ["../shared/design-tokens", "../../shared/design-tokens"].lazy
        .map { Repository.root.appendingPathComponent($0 + "/dtcg-examples/github-primer.resolver.json").standardizedFileURL }
        .first { FileManager.default.fileExists(atPath: $0.path) }

    /// `G8_REQUIRE_DESIGN_TOKENS=1` (set by `.ci/run`) makes missing files a failure, not a skip.
    static var runsWithTheTokens: Bool {
        resolver != nil || ProcessInfo.processInfo.environment["G8_REQUIRE_DESIGN_TOKENS"] == "1"
    }

    static let needs = """
        PrimerTheme needs GitHub Primer's design tokens, which are not part of this package: \
        pass the path of github-primer.resolver.json (swift run PrimerTheme PATH), or put the \
        design-tokens folder at ../shared/design-tokens beside the package

        """

    @Test(.enabled(if: runsWithTheTokens, "../shared/design-tokens is not beside the package: PrimerTheme's styled output is not tested"))
    func stylesAScreenWithPrimersTokensInThreeThemes() throws {
        try #require(Self.resolver != nil, "../shared/design-tokens is missing")
        try ExampleRunner.expectGoldenOutput(of: "PrimerTheme")
    }

    @Test(.disabled(if: resolver != nil, "Primer's files are there to be found"))
    func withoutPrimersFilesItSaysWhatItNeedsAndFails() throws {
        let output = try ExampleRunner.run("PrimerTheme")
        #expect(output.status == 1)
        #expect(output.standardOutput == "")
        #expect(output.standardError == Self.needs)
    }

    @Test func aResolverThatCannotBeReadIsReportedAndFails() throws {
        let output = try ExampleRunner.run("PrimerTheme", arguments: ["/nonexistent/github-primer.resolver.json"])
        #expect(output.status == 1)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "PrimerTheme: error: cannot read /nonexistent/github-primer.resolver.json: no such file\n")
    }
}

@Suite("The RemoteTheme example")
struct RemoteThemeExampleTests {
    /// The example against its real server on 127.0.0.1: update, 304, refusals, relaunch.
    @Test func fetchesAnUpdateGets304RefusesABrokenOneAndRelaunchesFromTheSavedOne() throws {
        let output = try ExampleRunner.run("RemoteTheme").standardOutput
        let sections = output.components(separatedBy: "== ")
        try #require(sections.count == 8, "\(output)")
        let tree = { (section: String) in
            (section.components(separatedBy: "ProfileScreen\n").last ?? "").components(separatedBy: "\n\n").first ?? ""
        }
        #expect(sections[1].hasPrefix("launch: the bundled theme\n"))
        #expect(tree(sections[1]).contains("label2: Label  textColor=#66B31A"))
        #expect(sections[2].hasPrefix("the server publishes brand-refresh.json\nserver: GET /theme-update.json → 200\nrefresh: updated\n"))
        #expect(tree(sections[2]).contains("label2: Label  textColor=#1A73E8"))
        // The second request carries the first answer's ETag and gets a 304.
        #expect(sections[3].hasPrefix("refresh again\nserver: GET /theme-update.json (If-None-Match: \""))
        #expect(sections[3].hasSuffix("\") → 304\nrefresh: not modified\n\n"))
        #expect(sections[4].contains("""
            log: theme-update.json:4:28: error: tokens.color.brand: unknown token 'color.primary'
            log: theme-update.json:8:35: error: styles.commonLabel.textColor: 'textColor' expects a color "#RGB", "#RRGGBB" or "#RRGGBBAA", got "#GG0000"; 'G' is not a hex digit
            """))
        #expect(sections[4].contains("\") → 200\nrefresh: refused (2 errors); the screen keeps its look\n"))
        // The screen after the refused update, and after a relaunch without the server, is the
        // screen after the good one.
        #expect(tree(sections[4]) == tree(sections[2]))
        // An update that would change the words is refused whole, its colour with them.
        #expect(sections[5].contains("""
            log: theme-update.json:9:27: error: styles.viewController.label2.text: a remote update may not set 'text': it sets content (words, links or markup a user reads), not look
            log: theme-update.json:10:31: error: styles.viewController.button1.title:normal: a remote update may not set 'title': it sets content (words, links or markup a user reads), not look
            """))
        #expect(sections[5].contains("\") → 200\nrefresh: refused (2 errors); the screen keeps its look and its words\n"))
        #expect(tree(sections[5]) == tree(sections[2]))
        #expect(tree(sections[6]) == tree(sections[2]))
        #expect(sections[6].hasSuffix("refresh: failed: cannot connect to the server\n\n"))
        #expect(sections[7].hasPrefix("dark mode"))
        #expect(sections[7].contains("view: View  backgroundColor=#121212"))
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

extension ExampleRunner {
    /// The examples' golden files, in `Golden/` beside this file.
    static let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Golden")

    /// Runs an example with `arguments` and expects it to succeed, write nothing on standard error
    /// and print exactly its golden file (which `G8_RECORD=1` writes instead).
    static func expectGoldenOutput(of name: String, arguments: [String] = []) throws {
        let output = try run(name, arguments: arguments)
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty, "\(output.standardError)")
        let golden = goldenDirectory.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["G8_RECORD"] == "1" {
            try output.standardOutput.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(output.standardOutput == expected)
    }
}
