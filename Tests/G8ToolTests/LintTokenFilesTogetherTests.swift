import Foundation
import G8TestSupport
import Testing

/// `g8 lint --design-tokens` of several files lints them as one token tree; one file alone
/// that aliases the others gets a note that says so.
@Suite("g8 lint --design-tokens of sibling files")
struct LintTokenFilesTogetherTests {
    @Test func aliasesToASiblingResolveWhenLintedTogether() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("g8-siblings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let semantic = directory.appendingPathComponent("semantic.json").path
        let base = directory.appendingPathComponent("base.json").path
        try Data(##"{"color": {"$type": "color", "text": {"$value": "{base.gray}"}, "link": {"$value": "{base.blue}"}}}"##.utf8)
            .write(to: URL(fileURLWithPath: semantic))
        try Data(##"{"base": {"$type": "color", "gray": {"$value": {"colorSpace": "srgb", "components": [0.07, 0.07, 0.07]}}, "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.33, 1]}}}}"##.utf8)
            .write(to: URL(fileURLWithPath: base))

        let alone = try ExampleRunner.run("g8", arguments: ["lint", "--design-tokens", semantic])
        #expect(alone.status == 1)
        #expect(alone.standardOutput == """
            \(semantic):1:49: error: color.text: unknown token 'base.gray'
            \(semantic):1:49: note: color.text: the tokens may live in sibling files: lint them together (g8 lint --design-tokens a.json b.json) or through their resolver document (g8 lint --resolver FILE.resolver.json)
            \(semantic):1:84: error: color.link: unknown token 'base.blue'
            g8 lint: 2 errors and 0 warnings in 1 file

            """)

        let together = try ExampleRunner.run("g8", arguments: ["lint", "--design-tokens", semantic, base])
        #expect(together.status == 0)
        #expect(together.standardOutput == "g8 lint: no problems in 2 files\n")
        #expect(together.standardError == "")
    }

    /// Files linted together follow their `$ref`s to other token files as a file linted alone
    /// does: each under its own folder, a missing one named with "did you mean". `g8 tokens`
    /// reads them the same way.
    @Test func fileReferencesAreFollowedWhenLintedTogether() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("g8-siblings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("base"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func write(_ name: String, _ text: String) throws -> String {
            let url = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url.path
        }
        _ = try write("base/colors.json", ##"{"blue": {"$type": "color", "$value": "#0000FF"}}"##)
        let brand = try write("brand.json", ##"{"brand": {"$ref": "./base/colors.json#/blue"}}"##)
        let accent = try write("accent.json", ##"{"accent": {"$type": "color", "$value": "{brand}"}}"##)
        let misspelt = try write("misspelt.json", ##"{"link": {"$ref": "./base/colours.json#/blue"}}"##)

        let together = try ExampleRunner.run("g8", arguments: ["lint", "--design-tokens", brand, accent], environment: ["NO_COLOR": "1"])
        #expect(together.status == 0)
        #expect(together.standardOutput == "g8 lint: no problems in 2 files\n")

        let missing = try ExampleRunner.run("g8", arguments: ["lint", "--design-tokens", accent, misspelt, brand], environment: ["NO_COLOR": "1"])
        #expect(missing.status == 1)
        #expect(missing.standardOutput == """
            \(misspelt):1:11: error: link.$ref: $ref './base/colours.json#/blue' names no file; did you mean './base/colors.json'?
            g8 lint: 1 error and 0 warnings in 3 files

            """)

        let tokens = try ExampleRunner.run("g8", arguments: ["tokens", "--flat", brand, accent])
        #expect(tokens.status == 0)
        let blue = ##"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1], "hex": "#0000ff"}}"##
        #expect(tokens.standardOutput.filter { !$0.isWhitespace } == "{\"accent\":\(blue),\"brand\":\(blue)}".filter { !$0.isWhitespace })
        #expect(tokens.standardError == "")
    }
}
