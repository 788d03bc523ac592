import Foundation
import G8Widgets
import Testing

/// A resolver source may name part of a file: `{"$ref": "themes.json#/orange"}`.
@Suite("Resolver sources with a fragment")
struct ResolverFragmentTests {
    static let themes = """
        {"orange": {"accent": {"$type": "color", "$value": "#FF8800"}},
         "blue": {"accent": {"$type": "color", "$value": "#0088FF"}},
         "a/b": {"accent": {"$type": "color", "$value": "#00FF00"}}}
        """

    static func resolver(contexts: String) throws -> URL {
        try temporaryFolder([
            "app.resolver.json": """
                {"version": "2025.10",
                 "resolutionOrder": [{"type": "modifier", "name": "brand", "contexts": {\(contexts)}}]}
                """,
            "themes.json": themes,
        ]).appendingPathComponent("app.resolver.json")
    }

    @Test func eachContextReadsItsPartOfOneFile() throws {
        let url = try Self.resolver(contexts: ##""orange": [{"$ref": "themes.json#/orange"}], "blue": [{"$ref": "themes.json#/blue"}], "green": [{"$ref": "themes.json#/a~1b"}]"##)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let theme = try G8Theme(resolver: url, engine: .standard)
        #expect(theme.tokens.map(\.path) == ["accent"])
        #expect(theme.token("accent")?.value == .string("#FF8800"))
        #expect(try theme.resolved(contexts: ["brand": "blue"]).token("accent")?.value == .string("#0088FF"))
        #expect(try theme.resolved(contexts: ["brand": "green"]).token("accent")?.value == .string("#00FF00"))
        // The default context's file is read in full: its string color gets the reading's warning.
        #expect(G8Theme.lint(resolver: url, engine: .standard).map(\.description) == [
            ##"themes.json:1:52: warning: accent: a color is {"colorSpace": "srgb", "components": [1, 0.5333333333333333, 0], "hex": "#ff8800"}; "#FF8800" is an older draft's form"##,
        ])
    }

    @Test func aPointerThatNamesNothingSaysWhereItStopped() throws {
        let url = try Self.resolver(contexts: ##""orange": [{"$ref": "themes.json#/ornage"}], "blue": [{"$ref": "themes.json#/blue/accent/$value"}]"##)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect(G8Theme.lint(resolver: url, engine: .standard).map(\.description) == [
            "app.resolver.json:2:84: error: resolutionOrder[0].contexts.orange[0]: 'themes.json#/ornage' names nothing in"
                + " themes.json: its root has no member 'ornage'; did you mean 'orange'?",
            "app.resolver.json:2:127: error: resolutionOrder[0].contexts.blue[0]: 'themes.json#/blue/accent/$value' names a string,"
                + " not a group of tokens",
        ])
    }
}

/// A resolver's token files get the same checks of their JSON as a theme file.
@Suite("Resolver token files: duplicate keys")
struct ResolverDuplicateKeyTests {
    @Test func aKeyWrittenTwiceInATokenFileIsAWarningThere() throws {
        let folder = try temporaryFolder([
            "app.resolver.json": ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "base.json"}]}]}"##,
            "base.json": "{\"ink\": {\"$type\": \"number\", \"$value\": 1},\n \"ink\": {\"$type\": \"number\", \"$value\": 2}}",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("app.resolver.json")
        #expect(G8Theme.lint(resolver: url, engine: .standard).map(\.description) == [
            "base.json:2:2: warning: ink: the key 'ink' is also on line 1 of this object; this value replaces that one",
        ])
        #expect(try G8Theme(resolver: url, engine: .standard).token("ink")?.value == .number(2))
    }
}
