import Foundation
import G8Widgets
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// What a resolver document may read: files under its own folder and the folders its caller
/// allows, regular files only, each listed once; and how much merging it may ask for.
@Suite("Resolver file access")
struct ResolverFileAccessTests {
    static let tokens = ##"{"ink": {"$type": "color", "$value": "#112233"}}"##
    static let secret = ##"{"password": {"$type": "number", "$value": 42}}"##
    static let rule = "token files are read only from the resolver's folder and the folders allowed to it"
        + " (allowedFolders:, g8 lint --allow-folder)"

    /// A resolver document in `app/` of a new folder whose one set lists `references`, with
    /// `base.tokens.json` beside it and `outside/secret.tokens.json` next to `app/`.
    static func layout(_ references: [String]) throws -> (root: URL, resolver: URL) {
        let sources = references.map { "{\"$ref\": \"\($0)\"}" }.joined(separator: ", ")
        let root = try temporaryFolder([
            "app/app.resolver.json": """
                {"version": "2025.10",
                 "sets": {"base": {"sources": [\(sources)]}},
                 "resolutionOrder": [{"$ref": "#/sets/base"}]}
                """,
            "app/base.tokens.json": tokens,
            "outside/secret.tokens.json": secret,
        ])
        return (root, root.appendingPathComponent("app/app.resolver.json"))
    }

    static func lint(_ resolver: URL, allowing folders: [URL] = []) -> [String] {
        G8Theme.lint(resolver: resolver, engine: .standard, allowedFolders: folders).map(\.description)
    }

    @Test func aParentFolderReferenceIsRefusedAndNothingOfTheFileIsRead() throws {
        let (root, resolver) = try Self.layout(["./base.tokens.json", "../outside/secret.tokens.json"])
        defer { try? FileManager.default.removeItem(at: root) }
        let problems = Self.lint(resolver)
        #expect(problems == [
            "app.resolver.json:2:64: error: sets.base.sources[1]: cannot read the token file '../outside/secret.tokens.json':"
                + " it is outside the resolver's folder; " + Self.rule,
        ])
        #expect(!problems.joined().contains("password"))
        #expect(throws: G8ThemeError.self) { try G8Theme(resolver: resolver, engine: .standard) }
    }

    @Test func anAbsolutePathIsRefused() throws {
        let (root, resolver) = try Self.layout(["/proc/self/environ"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Self.lint(resolver) == [
            "app.resolver.json:2:32: error: sets.base.sources[0]: cannot read the token file '/proc/self/environ':"
                + " it is an absolute path outside the resolver's folder; " + Self.rule,
        ])
    }

    @Test func aSymbolicLinkOutOfTheFolderIsRefused() throws {
        let (root, resolver) = try Self.layout(["./linked.tokens.json"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("app/linked.tokens.json").path,
            withDestinationPath: root.appendingPathComponent("outside/secret.tokens.json").path)
        #expect(Self.lint(resolver) == [
            "app.resolver.json:2:32: error: sets.base.sources[0]: cannot read the token file './linked.tokens.json':"
                + " it is a symbolic link to a file outside the resolver's folder; " + Self.rule,
        ])
    }

    @Test func aSymbolicLinkInsideTheFolderIsRead() throws {
        let (root, resolver) = try Self.layout(["./alias.tokens.json"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("app/alias.tokens.json").path, withDestinationPath: "base.tokens.json")
        // Read as written, with the warning that the format writes a color as an object.
        #expect(Self.lint(resolver) == [##"alias.tokens.json:1:38: warning: ink: a color is {"colorSpace": "srgb", "components": [0.06666666666666667, 0.13333333333333333, 0.2], "hex": "#112233"}; "#112233" is an older draft's form"##])
        #expect(try G8Theme(resolver: resolver, engine: .standard).token("ink")?.value == .string("#112233"))
    }

    @Test func aFolderTheCallerAllowsIsRead() throws {
        let (root, resolver) = try Self.layout(["../outside/secret.tokens.json"])
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("outside")
        #expect(Self.lint(resolver, allowing: [outside]) == [])
        let theme = try G8Theme(resolver: resolver, engine: .standard, allowedFolders: [outside])
        #expect(theme.token("password")?.value == .number(42))
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let (root, resolver) = try Self.layout(["./pipe.tokens.json"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(mkfifo(root.appendingPathComponent("app/pipe.tokens.json").path, 0o600) == 0)
        #expect(Self.lint(resolver) == [
            "app.resolver.json:2:32: error: sets.base.sources[0]: cannot read the token file './pipe.tokens.json': it is a FIFO, not a file",
        ])
    }

    @Test func aResolverDocumentThatIsAFIFOIsRefusedWithoutBlocking() throws {
        let root = try temporaryFolder(["readme.txt": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        let pipe = root.appendingPathComponent("app.resolver.json")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        #expect(Self.lint(pipe) == ["error: cannot read \(pipe.path): it is a FIFO, not a file"])
    }

    @Test func aMissingFileSaysSo() throws {
        let (root, resolver) = try Self.layout(["./nowhere.tokens.json"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Self.lint(resolver) == [
            "app.resolver.json:2:32: error: sets.base.sources[0]: cannot read the token file './nowhere.tokens.json': no such file",
        ])
    }

    @Test func aRefThatIsNotAStringIsRefused() throws {
        let root = try temporaryFolder([
            "app.resolver.json": ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": 5}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Self.lint(root.appendingPathComponent("app.resolver.json")) == [
            "app.resolver.json:1:63: error: sets.base.sources[0].$ref: a source's $ref must be a string naming a token file, got number",
        ])
    }

    @Test func aSourceListedTwiceIsAWarning() throws {
        let (root, resolver) = try Self.layout(["./base.tokens.json", "./base.tokens.json"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Self.lint(resolver) == [
            "app.resolver.json:2:64: warning: sets.base.sources[1]: './base.tokens.json' is already listed as sets.base.sources[0]; it is merged again each time",
            ##"base.tokens.json:1:38: warning: ink: a color is {"colorSpace": "srgb", "components": [0.06666666666666667, 0.13333333333333333, 0.2], "hex": "#112233"}; "#112233" is an older draft's form"##,
        ])
    }

    @Test func twoModifiersOfOneNameAreAnErrorAtLint() throws {
        let root = try temporaryFolder([
            "app.resolver.json": """
                {"version": "2025.10",
                 "resolutionOrder": [
                   {"type": "modifier", "name": "theme", "contexts": {"light": [], "dark": []}},
                   {"type": "modifier", "name": "theme", "contexts": {"dim": []}}]}
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Self.lint(root.appendingPathComponent("app.resolver.json")) == [
            "app.resolver.json:4:33: error: resolutionOrder[1].name: the name 'theme' is already in resolutionOrder"
                + " as resolutionOrder[0] (line 3); names in resolutionOrder must be unique",
        ])
    }

    /// Seventy `$defs` each naming the next: the reader follows 64 and reports the 65th where the 64th names it.
    @Test func aChainOfSameDocumentReferencesStopsAtItsLimit() throws {
        let defs = (0..<70).map { ##""d\##($0)": {"$ref": "#/$defs/d\##($0 + 1)"}"## }.joined(separator: ",\n ")
        let root = try temporaryFolder([
            "app.resolver.json": """
                {"version": "2025.10",
                 "$defs": {\(defs),
                 "d70": {"n": {"$type": "number", "$value": 1}}},
                 "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "#/$defs/d0"}]}]}
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Self.lint(root.appendingPathComponent("app.resolver.json")) == [
            "app.resolver.json:65:9: error: resolutionOrder[0].sources[0]: '#/$defs/d64' is reached through 64 references"
                + " in a row, the most a resolver may chain",
        ])
    }

    /// One 2,000-token set listed 1,000 times: two million token merges from a 36 KB document.
    @Test func aSetListedAThousandTimesIsRefusedBeforeItIsMerged() throws {
        let tokens = (0..<2000).map { "\"t\($0)\": {\"$type\": \"number\", \"$value\": \($0)}" }.joined(separator: ", ")
        let order = Array(repeating: ##"{"$ref": "#/sets/big"}"##, count: 1000).joined(separator: ",")
        let root = try temporaryFolder([
            "app.resolver.json": """
                {"version": "2025.10", "sets": {"big": {"sources": [{"$ref": "big.tokens.json"}]}},
                 "resolutionOrder": [\(order)]}
                """,
            "big.tokens.json": "{\(tokens)}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Self.lint(root.appendingPathComponent("app.resolver.json")) == [
            "app.resolver.json:2:21: error: resolutionOrder: the document's sets and modifiers merge"
                + " 6001000 JSON values to make the token trees of its contexts, from sources that hold 6001;"
                + " a resolver may merge at most 4000000 (16 times its sources, or 4000000): list each source once",
            "app.resolver.json:2:45: warning: resolutionOrder[1]: '#/sets/big' is already in resolutionOrder"
                + " as resolutionOrder[0] (line 2); it is merged again each time",
        ])
        #expect(throws: G8ThemeError.self) { try G8Theme(resolver: root.appendingPathComponent("app.resolver.json"), engine: .standard) }
    }
}

/// What the Resolver Module requires of a document's own members.
@Suite("Resolver document members")
struct ResolverDocumentMemberTests {
    static func lint(_ text: String) throws -> [String] {
        let root = try temporaryFolder(["app.resolver.json": text])
        defer { try? FileManager.default.removeItem(at: root) }
        return G8Theme.lint(resolver: root.appendingPathComponent("app.resolver.json"), engine: .standard).map(\.description)
    }

    @Test func aMissingOrWrongVersionIsAWarningAtItsPlace() throws {
        #expect(try Self.lint(##"{"resolutionOrder": []}"##) == [
            "app.resolver.json:1:1: warning: version: a resolver document must have \"version\": \"2025.10\"",
        ])
        #expect(try Self.lint(##"{"version": 1, "resolutionOrder": []}"##) == [
            "app.resolver.json:1:13: warning: version: a resolver document must have \"version\": \"2025.10\", got 1",
        ])
        #expect(try Self.lint(##"{"version": "2025.10", "resolutionOrder": []}"##) == [])
    }

    @Test func aResolutionOrderOfTheWrongTypeIsReportedWhereItIsWritten() throws {
        #expect(try Self.lint("{\"version\": \"2025.10\",\n \"resolutionOrder\": {\"a\": 1}}") == [
            "app.resolver.json:2:21: error: resolutionOrder: a resolver document needs a 'resolutionOrder' list of sets and modifiers, got object",
        ])
    }
}
