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
}
