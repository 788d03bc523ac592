import Foundation
import G8TestSupport
import Testing

/// `g8 lint --resolver` reads token files only under the document's folder, and under the
/// folders `--allow-folder` names.
@Suite("g8 lint --resolver and --allow-folder")
struct LintResolverFoldersTests {
    @Test func aFileOutsideIsRefusedUnlessItsFolderIsAllowed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("g8-allow-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["app", "shared"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let resolver = root.appendingPathComponent("app/app.resolver.json").path
        try Data(##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "app", "sources": [{"$ref": "../shared/creds.json"}]}]}"##.utf8)
            .write(to: URL(fileURLWithPath: resolver))
        try Data(##"{"apiKey": {"$type": "number", "$value": 7}}"##.utf8)
            .write(to: root.appendingPathComponent("shared/creds.json"))

        let refused = try ExampleRunner.run("g8", arguments: ["lint", "--resolver", resolver], environment: ["NO_COLOR": "1"])
        #expect(refused.status == 1)
        #expect(refused.standardOutput == """
            app.resolver.json:1:87: error: resolutionOrder[0].sources[0]: cannot read the token file '../shared/creds.json': \
            it is outside the resolver's folder; token files are read only from the resolver's folder and the folders \
            allowed to it (allowedFolders:, g8 lint --allow-folder)
            g8 lint: 1 error and 0 warnings in 1 file

            """)
        #expect(!refused.standardOutput.contains("apiKey"))

        let allowed = try ExampleRunner.run(
            "g8", arguments: ["lint", "--resolver", resolver, "--allow-folder", root.appendingPathComponent("shared").path],
            environment: ["NO_COLOR": "1"])
        #expect(allowed.status == 0)
        #expect(allowed.standardOutput == "g8 lint: no problems in 1 file\n")
    }

    /// A theme or tokens file's `$ref`s to other token files are read as a resolver's are: under
    /// its folder, and under the folders `--allow-folder` names; a file from one of those is
    /// named by its real path.
    @Test func aFilesRefToAnotherFileIsReadUnderItsFolderOrAnAllowedOne() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("g8-allow-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["app/base", "shared"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let colors = ##"{"base": {"$type": "number", "blue": {"$value": 7}}}"##
        try Data(colors.utf8).write(to: root.appendingPathComponent("app/base/colors.json"))
        try Data(colors.utf8).write(to: root.appendingPathComponent("shared/colors.json"))
        let tokens = root.appendingPathComponent("app/tokens.json").path
        try Data(##"{"a": {"$ref": "./base/colors.json#/base/blue"}, "b": {"$ref": "../shared/colors.json#/base/blu"}}"##.utf8)
            .write(to: URL(fileURLWithPath: tokens))

        let refused = try ExampleRunner.run("g8", arguments: ["lint", "--design-tokens", tokens], environment: ["NO_COLOR": "1"])
        #expect(refused.status == 1)
        #expect(refused.standardOutput == """
            \(tokens):1:56: error: b.$ref: $ref '../shared/colors.json#/base/blu' is refused: it is outside the theme's folder; \
            token files are read only from the theme's folder and the folders allowed to it (allowedFolders:, g8 lint --allow-folder)
            g8 lint: 1 error and 0 warnings in 1 file

            """)
        let allowed = try ExampleRunner.run(
            "g8", arguments: ["lint", "--design-tokens", tokens, "--allow-folder", root.appendingPathComponent("shared").path],
            environment: ["NO_COLOR": "1"])
        #expect(allowed.status == 1)
        #expect(allowed.standardOutput == """
            \(tokens):1:56: error: b.$ref: $ref '../shared/colors.json#/base/blu' names nothing: \
            '\(root.path)/shared/colors.json#/base' has no member 'blu'; did you mean 'blue'?
            g8 lint: 1 error and 0 warnings in 1 file

            """)
    }
}
