import Foundation
import G8Widgets
import Testing

/// Forms the Resolver Module 2025.10 allows that a reader could easily refuse: the ways a
/// reference object may spell a pointer, and a later source putting a token where an earlier
/// one had a group. Each test quotes the clause it holds G8 to.
extension ResolverModuleConformanceTests {
    // MARK: 4.1.6 Resolution order, 4.2 Reference objects

    /// syntax.md: `{ "$ref": "#/sets/MySet" }` "References `sets/MySet` within the same document",
    /// and a reference object is "an object with a key of `$ref` whose string is a valid JSON
    /// pointer as described in [[RFC6901]]": in a URI, RFC 6901 section 6 percent-encodes the
    /// pointer, and `~1` stands for `/`, `~0` for `~`.
    @Test("a resolutionOrder item {\"$ref\": \"#/sets/NAME\"} names the set NAME, the pointer read as RFC 6901 reads it in a URI")
    func resolutionOrderNamesASet() throws {
        let document = """
            {"version": "2025.10",
             "sets": {
               "base": {"sources": [\(Self.numbers(1, 1))]},
               "my set": {"sources": [{"a": {"$type": "number", "$value": 2}}]},
               "a/b~c": {"sources": [{"b": {"$type": "number", "$value": 3}}]},
               "é": {"sources": [{"c": {"$type": "number", "$value": 4}}]}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/sets/my%20set"}, {"$ref": "#/sets/a~1b~0c"},
               {"$ref": "#/sets/%C3%A9"}]}
            """
        #expect(Self.lint(document) == [])
        let theme = try Self.load(document)
        #expect(Self.values(theme) == [.number(2), .number(3)])
        #expect(theme.token("c")?.value == .number(4))
        // A set named twice, spelt two ways, is one set named twice.
        #expect(Self.lint("""
            {"version": "2025.10", "sets": {"my set": {"sources": []}},
             "resolutionOrder": [{"$ref": "#/sets/my set"}, {"$ref": "#/sets/my%20set"}]}
            """) == [
            "app.resolver.json:2:49: warning: resolutionOrder[1]: '#/sets/my set' is already in resolutionOrder as"
                + " resolutionOrder[0] (line 2); it is merged again each time",
        ])
    }

    @Test("a resolutionOrder item naming no set of the document is refused, with the nearest set's pointer")
    func resolutionOrderNamesNoSet() throws {
        #expect(Self.lint("""
            {"version": "2025.10", "sets": {"base": {"sources": []}},
             "resolutionOrder": [{"$ref": "#/sets/bsae"}, {"$ref": "#/sets/base"}]}
            """) == [
            "app.resolver.json:2:22: error: resolutionOrder[0]: '#/sets/bsae' names no set or modifier of this document;"
                + " did you mean '#/sets/base'?",
        ])
    }

    /// syntax.md, "Valid reference objects": `{ "$ref": "example.json#sets/MySet" }` "References
    /// only a part of `example.json`: `sets/MySet`." A fragment without a leading `/` is read
    /// from the root, in a file as in the document itself.
    @Test("a source's fragment may be a plain name, as in the module's example.json#sets/MySet")
    func plainNameFragment() throws {
        let files = ["themes.json": ##"{"orange": \##(Self.numbers(1)), "brands": {"blue": \##(Self.numbers(2, 2))}}"##]
        let document = """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"b": {"$type": "number", "$value": 9}}]}},
             "modifiers": {"brand": {"contexts": {
               "orange": [{"$ref": "#sets/base"}, {"$ref": "themes.json#orange"}],
               "blue": [{"$ref": "themes.json#brands/blue"}]}}},
             "resolutionOrder": [{"$ref": "#sets/base"}, {"$ref": "#/modifiers/brand"}]}
            """
        #expect(Self.lint(document, files) == [])
        #expect(try Self.values(Self.load(document, files)) == [.number(1), .number(9)])
        #expect(try Self.values(Self.load(document, files, contexts: ["brand": "blue"])) == [.number(2), .number(2)])
    }

    /// RFC 6901: "'~' needs to be encoded as '~0' and '/' needs to be encoded as '~1'": a `~`
    /// followed by anything else makes no pointer, and the module's "Tools MUST throw an error if
    /// encountering any invalid pointers".
    @Test("a fragment whose '~' is followed by neither 0 nor 1 is no JSON Pointer, and refused")
    func badEscapeInAFragment() throws {
        #expect(Self.lint("""
            {"version": "2025.10",
             "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "#/$defs/a~2b"}, {"$ref": "a.json#/x~"}]}]}
            """, ["a.json": "{}"]) == [
            "app.resolver.json:2:66: error: resolutionOrder[0].sources[0]: '#/$defs/a~2b' is not a JSON Pointer: a '~' in a JSON"
                + " Pointer is followed by '0' (for '~') or '1' (for '/')",
            "app.resolver.json:2:92: error: resolutionOrder[0].sources[1]: the fragment of 'a.json#/x~' is not a JSON Pointer:"
                + " a '~' in a JSON Pointer is followed by '0' (for '~') or '1' (for '/')",
        ])
    }

    @Test("a reference to another document or to a part of this one MUST be a reference object, not a bare string")
    func referencesAreReferenceObjects() throws {
        // syntax.md: "When referring to another JSON document or a structure within the same
        // document, a reference object MUST be used."
        #expect(Self.lint("""
            {"version": "2025.10", "sets": {"base": {"sources": ["a.json"]}},
             "resolutionOrder": ["#/sets/base"]}
            """, ["a.json": Self.numbers(1)]) == [
            "app.resolver.json:1:54: error: sets.base.sources[0]: a source must be an object, got string",
            "app.resolver.json:2:22: error: resolutionOrder[0]: an entry of resolutionOrder must be a {\"$ref\": \"#/sets/…\"}"
                + " or {\"$ref\": \"#/modifiers/…\"}, or an inline set or modifier with \"type\" and \"name\", got string",
            // The set, named by no reference object, is read first.
            "app.resolver.json:1:41: warning: sets.base: the set 'base' is not in resolutionOrder; read before everything else",
        ])
    }

    // MARK: 4.1 Sets and modifiers: conflicts, 6.2 Ordering

    /// syntax.md: "If the array declares multiple sources, they will be merged in array order,
    /// meaning if a token is declared multiple times, the last occurrence in the array will be
    /// the final value"; resolution-logic.md: "In case of a conflict, take the most recent
    /// occurrence in the array." A token written where an earlier source has a group is the
    /// last occurrence at that path: it replaces the group, it is not merged into it.
    @Test("a context's token at a name that is a group in the base set replaces that group: the last occurrence is the final value")
    func contextTokenOverridesAGroup() throws {
        let document = """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"size": {"$type": "number", "small": {"$value": 1}, "$root": {"$value": 2}},
                                            "gap": {"$type": "number", "$value": 3}}]}},
             "modifiers": {"density": {"contexts": {
               "regular": [],
               "compact": [{"size": {"$type": "number", "$value": 4}}],
               "spread": [{"gap": {"$type": "number", "wide": {"$value": 5}}}]}, "default": "regular"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/density"}]}
            """
        #expect(Self.lint(document) == [])
        let regular = try Self.load(document)
        #expect(regular.tokens.map(\.path) == ["size.small", "size.$root", "gap"])
        let compact = try Self.load(document, contexts: ["density": "compact"])
        #expect(compact.tokens.map(\.path) == ["size", "gap"])
        #expect(compact.token("size")?.value == .number(4))
        // The reverse: a group where the base set has a token replaces the token.
        let spread = try Self.load(document, contexts: ["density": "spread"])
        #expect(spread.tokens.map(\.path) == ["size.small", "size.$root", "gap.wide"])
        #expect(spread.token("gap.wide")?.value == .number(5))
    }

    @Test("a later source of $ members only still merges into a token: it declares no token")
    func membersOnlyMergeIntoAToken() throws {
        let document = """
            {"version": "2025.10",
             "resolutionOrder": [{"type": "set", "name": "base", "sources": [
               {"a": {"$type": "number", "$value": 1}}, {"a": {"$description": "one"}}]}]}
            """
        let token = try Self.load(document).token("a")
        #expect(token?.value == .number(1))
        #expect(token?.description == "one")
    }

    // MARK: 6.3 Aliases, 8. Conformance

    @Test("an alias must point to the correct $type, across sets and contexts")
    func aliasTypeAcrossLayers() throws {
        // resolution-logic.md, Aliases: "An alias must point to the correct `$type`."
        let document = """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"a": {"$type": "number", "$value": 1}}]}},
             "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"ink": {"$type": "color", "$value": "{a}"}}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """
        #expect(Self.lint(document) == [
            "app.resolver.json:3:98: error: ink: $type 'color' cannot alias 'a', whose $type is 'number'",
        ])
    }

    @Test("tools MUST resolve recursive references: an alias chain through a set, a context and a later set")
    func aliasChainsAcrossLayers() throws {
        // conformance.md: "Resolve Aliases Correctly: Handle token references accurately,
        // including recursive references and detection of circular dependencies."
        let document = """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"a": {"$type": "number", "$value": 1}}]},
                      "last": {"sources": [{"c": {"$type": "number", "$value": "{b}"}}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"b": {"$type": "number", "$value": "{a}"}}],
                                                  "dark": [{"b": {"$type": "number", "$value": 7}}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/sets/last"}]}
            """
        #expect(try Self.load(document, contexts: ["theme": "light"]).token("c")?.value == .number(1))
        #expect(try Self.load(document, contexts: ["theme": "dark"]).token("c")?.value == .number(7))
    }
}
