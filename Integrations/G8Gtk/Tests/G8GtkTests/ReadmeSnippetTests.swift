import Foundation
import Testing

/// Every Swift block of this package's README is type-checked against the package's built
/// modules, as the root package checks its own documents (`DocumentSnippets`).
@Suite struct ReadmeSnippetTests {
    @Test func theReadmesSwiftBlocksTypeCheck() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: package.appendingPathComponent("README.md"), encoding: .utf8)
        let snippets = DocumentSnippets(document: "README.md", text: text)
        #expect(snippets.programs.count >= 2)
        let cflags = try DocumentSnippets.run(["pkg-config", "--cflags", "gtk4"])
        #expect(cflags.status == 0)
        let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")
        var flags = ["-I", modules.path, "-I", package.appendingPathComponent("Sources/CGtk4").path]
        for flag in cflags.output.split(whereSeparator: \.isWhitespace) { flags += ["-Xcc", String(flag)] }
        for failure in try snippets.typeCheckFailures(flags: flags) {
            Issue.record("README.md does not compile:\n\(failure)")
        }
    }
}
