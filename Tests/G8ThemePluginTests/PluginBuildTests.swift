import Foundation
import G8ThemeGenerator
import Testing

/// The plugin in real builds: the example package builds and runs, a broken theme fails the
/// build at its line and column, and a misspelt name in code does not compile.
///
/// These run SwiftPM and the compiler as children, which takes minutes on a cold machine, so they
/// run only when `G8_PACKAGE_BUILDS=1` asks for them; `.ci/run` sets it for its final test run.
@Suite("G8ThemePlugin in builds", .enabled(if: PluginTestSupport.runsPackageBuilds, "builds Examples/ThemePluginApp with SwiftPM: set G8_PACKAGE_BUILDS=1 to run it"))
struct PluginBuildTests {
    static let example = PluginTestSupport.repository.appendingPathComponent("Examples/ThemePluginApp")
    /// Kept between runs, so that a second run builds only what changed. The broken copy
    /// builds here too: it depends on the same package, whose build it reuses.
    static let scratch = PluginTestSupport.repository.appendingPathComponent(".build/g8-theme-plugin-app")

    func swiftBuild(packagePath: URL) throws -> PluginTestSupport.Output {
        try PluginTestSupport.run("swift", ["build", "--package-path", packagePath.path, "--scratch-path", Self.scratch.path])
    }

    @Test(.timeLimit(.minutes(30)))
    func theExampleBuildsAndRunsAndABrokenThemeFailsTheBuildAtItsLine() throws {
        let build = try swiftBuild(packagePath: Self.example)
        try #require(build.status == 0, "swift build failed:\n\(build.combined)")

        let run = try PluginTestSupport.run(Self.scratch.appendingPathComponent("debug/ThemePluginApp").path, [])
        #expect(run.status == 0)
        #expect(run.standardError == "")
        if PluginTestSupport.isRecording { try PluginTestSupport.record(run.standardOutput, as: "ThemePluginApp.txt") }
        #expect(run.standardOutput == (try PluginTestSupport.golden("ThemePluginApp.txt")))

        // A copy with a misspelt token reference: the build stops at the theme's line and column.
        let copy = try PluginTestSupport.temporaryDirectory("g8-theme-plugin-broken").resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: Self.example.appendingPathComponent("Package.swift"), to: copy.appendingPathComponent("Package.swift"))
        try FileManager.default.copyItem(at: Self.example.appendingPathComponent("Sources"), to: copy.appendingPathComponent("Sources"))
        let manifest = copy.appendingPathComponent("Package.swift")
        let manifestText = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: #"path: "../..""#, with: "path: \(String(reflecting: PluginTestSupport.repository.path))")
        try Data(manifestText.utf8).write(to: manifest)
        let theme = copy.appendingPathComponent("Sources/ThemePluginApp/App.theme.json")
        let themeText = try String(contentsOf: theme, encoding: .utf8)
        let broken = themeText.replacingOccurrences(of: #""layer.cornerRadius": "{space.card}""#, with: #""layer.cornerRadius": "{space.crd}""#)
        try #require(broken != themeText)
        try Data(broken.utf8).write(to: theme)

        let failed = try swiftBuild(packagePath: copy)
        #expect(failed.status != 0)
        #expect(failed.combined.contains(
            "\(theme.path):30:29: error: styles.primary-button.layer.cornerRadius: unknown token 'space.crd'; did you mean 'space.card'?\n"),
            "the build's output:\n\(failed.combined)")
    }

    @Test(.timeLimit(.minutes(10)))
    func aMisspeltStyleOrTokenIsACompileErrorAndADeprecatedTokenAWarning() throws {
        let directory = try PluginTestSupport.temporaryDirectory("g8-theme-plugin-names")
        defer { try? FileManager.default.removeItem(at: directory) }
        let themeURL = PluginTestSupport.golden.appendingPathComponent("Small.theme.json")
        let source = try #require(G8ThemeGenerator().generate(json: try Data(contentsOf: themeURL), file: themeURL.path).source)
        let generated = directory.appendingPathComponent("SmallTheme.swift"), main = directory.appendingPathComponent("main.swift")
        try Data(source.utf8).write(to: generated)
        try Data("""
            import G8Widgets
            let theme = try SmallTheme.load(engine: .standard)
            let styles: [G8Style] = [theme.style(.title), theme.style(.primaryButton)]
            let values: [Any] = [SmallTheme.Token.Size.`default`, SmallTheme.Token.Size._2xl, SmallTheme.Token.Size.fontSize_2,
                                 SmallTheme.Token.shadow, SmallTheme.Token.label, SmallTheme.Style.allCases]
            let accent = SmallTheme.Token.Color.accent
            let misspeltStyle = theme.style(.titel)
            let misspeltToken = SmallTheme.Token.Color.brnd

            """.utf8).write(to: main)
        // The value types' literals compile too.
        let literals = directory.appendingPathComponent("Literals.swift")
        let declarations = GeneratedSourceTests.compositeLiterals.enumerated().map { index, entry in
            "let literal\(index): \(entry.swiftType) = \(entry.literal)"
        }
        try Data((["import G8Widgets"] + declarations).joined(separator: "\n").utf8).write(to: literals)
        let modules = PluginTestSupport.productsDirectory.appendingPathComponent("Modules").path
        let result = try PluginTestSupport.run("swiftc", ["-typecheck", "-I", modules, generated.path, literals.path, main.path])
        #expect(result.status != 0)
        // Diagnostic lines, without the group name newer compilers add (` [#DeprecatedDeclaration]`).
        let diagnostics = result.combined.split(separator: "\n")
            .filter { $0.hasPrefix("/") && ($0.contains(": error: ") || $0.contains(": warning: ")) }
            .map { line in line.range(of: " [#").map { String(line[..<$0.lowerBound]) } ?? String(line) }
        #expect(diagnostics == [
            "\(main.path):6:37: warning: 'accent' is deprecated: Use color.brand.",
            "\(main.path):7:34: error: type 'SmallTheme.Style' has no member 'titel'",
            "\(main.path):8:44: error: type 'SmallTheme.Token.Color' has no member 'brnd'",
        ], "swiftc's output:\n\(result.combined)")
    }
}
