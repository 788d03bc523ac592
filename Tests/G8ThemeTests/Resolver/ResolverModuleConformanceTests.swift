import Foundation
import G8Widgets
import Testing

/// The Design Tokens Resolver Module 2025.10, requirement by requirement: each test feeds a small
/// resolver document (and token files beside it) and checks the exact values read or the exact
/// diagnostics, named for the requirement it holds G8 to.
@Suite("Resolver Module 2025.10")
struct ResolverModuleConformanceTests {
    /// Number tokens `a` and `b` with the values given, as a token file's text.
    static func numbers(_ a: Int, _ b: Int? = nil) -> String {
        ##"{"a": {"$type": "number", "$value": \##(a)}"## + (b.map { ##", "b": {"$type": "number", "$value": \##($0)}"## } ?? "") + "}"
    }

    /// What `g8 lint --resolver` finds in `document`, written as `app.resolver.json` beside `files`;
    /// the one line "cannot write the files: …" when the folder cannot be made.
    static func lint(_ document: String, _ files: [String: String] = [:]) -> [String] {
        do {
            return try diagnostics(document, files).map(\.description)
        } catch {
            return ["cannot write the files: \(error)"]
        }
    }

    static func diagnostics(_ document: String, _ files: [String: String] = [:]) throws -> [G8Diagnostic] {
        let folder = try temporaryFolder(files.merging(["app.resolver.json": document]) { $1 })
        defer { try? FileManager.default.removeItem(at: folder) }
        return G8Theme.lint(resolver: folder.appendingPathComponent("app.resolver.json"), engine: .standard)
    }

    /// `document` loaded for `contexts`, written as `app.resolver.json` beside `files`.
    static func load(_ document: String, _ files: [String: String] = [:], contexts: [String: String] = [:]) throws -> G8Theme {
        let folder = try temporaryFolder(files.merging(["app.resolver.json": document]) { $1 })
        defer { try? FileManager.default.removeItem(at: folder) }
        return try G8Theme(resolver: folder.appendingPathComponent("app.resolver.json"), engine: .standard, contexts: contexts)
    }

    /// The values of tokens `a` and `b` (nil for one not there).
    static func values(_ theme: G8Theme) -> [G8JSON?] {
        [theme.token("a")?.value, theme.token("b")?.value]
    }

    // MARK: 3. Filetype

    @Test("a resolver document MUST use standard JSON syntax")
    func standardJSON() throws {
        #expect(Self.lint("{\"version\": \"2025.10\",\n // a comment\n \"resolutionOrder\": []}") == [
            "app.resolver.json:2:2: error: invalid JSON: expected a string key, found '/'",
        ])
        #expect(Self.lint(##"{"version": "2025.10", "resolutionOrder": [],}"##) == [
            "app.resolver.json:1:45: error: invalid JSON: a trailing comma before '}'; JSON allows none, so remove it",
        ])
    }

    // MARK: 4.1 Root level properties

    @Test("the document MUST provide a version at the root level")
    func versionIsRequired() throws {
        let found = try Self.diagnostics(##"{"resolutionOrder": []}"##)
        #expect(found.map(\.description) == [
            "app.resolver.json:1:1: warning: version: a resolver document must have \"version\": \"2025.10\"",
        ])
        #expect(found.map(\.code) == [.invalidResolver])
    }

    @Test("the version MUST be 2025.10")
    func versionIs202510() throws {
        #expect(Self.lint(##"{"version": "2025.07", "resolutionOrder": []}"##) == [
            "app.resolver.json:1:13: warning: version: a resolver document must have \"version\": \"2025.10\", got \"2025.07\"",
        ])
        #expect(Self.lint(##"{"version": "2025.10", "resolutionOrder": []}"##) == [])
    }

    @Test("a set MUST contain a sources array of reference objects, inline tokens, or both")
    func setSources() throws {
        let both = """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "a.json"}, \(Self.numbers(0, 2))]}},
             "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """
        #expect(try Self.values(Self.load(both, ["a.json": Self.numbers(1)])) == [.number(0), .number(2)])
        #expect(Self.lint("""
            {"version": "2025.10", "sets": {"base": {"description": "no sources"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """) == [
            "app.resolver.json:1:41: error: sets.base.sources: sources must be a list of {\"$ref\": \"file.tokens.json\"} or token objects",
        ])
        #expect(Self.lint("""
            {"version": "2025.10", "sets": {"base": {"sources": {"$ref": "a.json"}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """, ["a.json": Self.numbers(1)]) == [
            "app.resolver.json:1:53: error: sets.base.sources: sources must be a list of {\"$ref\": \"file.tokens.json\"}"
                + " or token objects, got object",
        ])
    }

    @Test("tools MUST respect the array order of a set's sources")
    func setSourceOrder() throws {
        let document = """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "one.json"}, {"$ref": "two.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """
        let theme = try Self.load(document, ["one.json": Self.numbers(1, 1), "two.json": Self.numbers(2)])
        #expect(Self.values(theme) == [.number(2), .number(1)])
    }

    // MARK: 4.1.5 Modifiers

    @Test("a modifier MUST declare a contexts map of names to arrays of token sources")
    func modifierContexts() throws {
        #expect(Self.lint("""
            {"version": "2025.10", "modifiers": {"theme": {"default": "light"}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """) == [
            "app.resolver.json:1:47: error: modifiers.theme: a modifier needs 'contexts', an object of context names to lists of sources",
        ])
        #expect(Self.lint("""
            {"version": "2025.10", "modifiers": {"theme": {"contexts": [[], []]}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """) == [
            "app.resolver.json:1:60: error: modifiers.theme: a modifier needs 'contexts', an object of context names to lists"
                + " of sources, got array",
        ])
        #expect(Self.lint("""
            {"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [], "dark": {"$ref": "a.json"}}}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """) == [
            "app.resolver.json:1:82: error: modifiers.theme.contexts.dark: sources must be a list of"
                + " {\"$ref\": \"file.tokens.json\"} or token objects, got object",
        ])
    }

    @Test("a context's token sources MUST be reference objects, inline tokens, or both")
    func contextSourceKinds() throws {
        let document = """
            {"version": "2025.10", "modifiers": {"theme": {"contexts": {
               "light": [{"$ref": "a.json"}, \(Self.numbers(0, 2))],
               "dark": ["a.json"]}}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """
        #expect(Self.lint(document, ["a.json": Self.numbers(1)]) == [
            "app.resolver.json:3:13: error: modifiers.theme.contexts.dark[0]: a source must be an object, got string",
        ])
        let fixed = document.replacingOccurrences(of: ##"["a.json"]"##, with: ##"[{"$ref": "a.json"}]"##)
        #expect(try Self.values(Self.load(fixed, ["a.json": Self.numbers(1)])) == [.number(0), .number(2)])
    }

    @Test("a modifier MUST NOT have an empty contexts map, and tools MUST throw an error for 0 contexts")
    func emptyContexts() throws {
        let document = """
            {"version": "2025.10", "modifiers": {"theme": {"contexts": {}}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """
        #expect(Self.lint(document) == [
            "app.resolver.json:1:60: error: modifiers.theme.contexts: a modifier's 'contexts' must not be empty:"
                + " it needs a context for each value its input may take",
        ])
        #expect(throws: G8ThemeError.self) { try Self.load(document) }
    }

    @Test("a modifier SHOULD have two or more contexts (tools SHOULD throw an error for one)")
    func oneContext() throws {
        let document = """
            {"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [{"$ref": "a.json"}]}}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """
        let found = try Self.diagnostics(document, ["a.json": Self.numbers(1)])
        #expect(found.map(\.description) == [
            "app.resolver.json:1:60: warning: modifiers.theme.contexts: the modifier 'theme' has one context, 'light':"
                + " a modifier should have two or more (one context is a set)",
        ])
        #expect(found.map(\.level) == [.warning])
        #expect(try Self.values(Self.load(document, ["a.json": Self.numbers(1)])) == [.number(1), nil])
    }

    @Test("a context's array order MUST be respected: the last occurrence of a token gives its value")
    func contextSourceOrder() throws {
        let document = """
            {"version": "2025.10", "modifiers": {"theme": {"contexts": {
               "light": [{"$ref": "one.json"}, {"$ref": "two.json"}],
               "dark": [{"$ref": "two.json"}, {"$ref": "one.json"}]}}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """
        let files = ["one.json": Self.numbers(1, 1), "two.json": Self.numbers(2)]
        #expect(try Self.values(Self.load(document, files)) == [.number(2), .number(1)])
        #expect(try Self.values(Self.load(document, files, contexts: ["theme": "dark"])) == [.number(1), .number(1)])
    }

    @Test("a modifier MAY reference a set inside a context value, as if its sources were written there")
    func contextReferencesASet() throws {
        let document = """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
             "modifiers": {"size": {"contexts": {
               "small": [{"$ref": "#/sets/base"}, {"$ref": "small.json"}],
               "large": [{"$ref": "#/sets/base"}]}, "default": "small"}},
             "resolutionOrder": [{"$ref": "#/modifiers/size"}]}
            """
        let files = ["base.json": Self.numbers(1, 1), "small.json": Self.numbers(2)]
        #expect(try Self.values(Self.load(document, files)) == [.number(2), .number(1)])
        #expect(try Self.values(Self.load(document, files, contexts: ["size": "large"])) == [.number(1), .number(1)])
        // The set is not in resolutionOrder, so it is also read first, with the warning that says so.
        #expect(Self.lint(document, files) == [
            "app.resolver.json:2:19: warning: sets.base: the set 'base' is not in resolutionOrder; read before everything else",
        ])
    }

    @Test("a modifier MUST NOT reference any other modifier, not even a context of its own")
    func contextReferencesAModifier() throws {
        #expect(Self.lint("""
            {"version": "2025.10",
             "modifiers": {
               "brand": {"contexts": {"a": [{"$ref": "a.json"}], "b": []}},
               "theme": {"contexts": {"light": [{"$ref": "#/modifiers/brand"}], "dark": [{"$ref": "#/modifiers/theme/contexts/light"}]}}},
             "resolutionOrder": [{"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/theme"}]}
            """, ["a.json": Self.numbers(1)]) == [
            "app.resolver.json:4:37: error: modifiers.theme.contexts.light[0]: '#/modifiers/brand' names a modifier:"
                + " a set or a modifier's context must not reference a modifier (only resolutionOrder may)",
            "app.resolver.json:4:78: error: modifiers.theme.contexts.dark[0]: '#/modifiers/theme/contexts/light' names a"
                + " modifier: a set or a modifier's context must not reference a modifier (only resolutionOrder may)",
        ])
    }

    @Test("sets MUST NOT reference a modifier")
    func setReferencesAModifier() throws {
        #expect(Self.lint("""
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "#/modifiers/theme"}]}},
             "modifiers": {"theme": {"contexts": {"light": [], "dark": []}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """) == [
            "app.resolver.json:2:32: error: sets.base.sources[0]: '#/modifiers/theme' names a modifier:"
                + " a set or a modifier's context must not reference a modifier (only resolutionOrder may)",
        ])
    }

    @Test("a modifier's default MUST match one of its contexts, and tools MUST throw an error when it does not")
    func defaultIsAContext() throws {
        let document = """
            {"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [], "dark": []}, "default": "drak"}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """
        #expect(Self.lint(document) == [
            "app.resolver.json:1:98: error: modifiers.theme.default: the default \"drak\" is none of the modifier's contexts;"
                + " did you mean 'dark'?",
        ])
        #expect(throws: G8ThemeError.self) { try Self.load(document) }
    }

    // MARK: 4.1.6 Resolution order

    @Test("tools MUST iterate over resolutionOrder in order: a later set or modifier overrides an earlier one")
    func resolutionOrderIsFollowed() throws {
        let document = """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.json"}]}, "last": {"sources": [{"$ref": "last.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/sets/last"}]}
            """
        let files = ["base.json": Self.numbers(0, 0), "light.json": Self.numbers(1, 1), "dark.json": Self.numbers(2, 2),
                     "last.json": ##"{"b": {"$type": "number", "$value": 9}}"##]
        #expect(try Self.values(Self.load(document, files)) == [.number(1), .number(9)])
        #expect(try Self.values(Self.load(document, files, contexts: ["theme": "dark"])) == [.number(2), .number(9)])
    }

    @Test("an inline entry's name MUST NOT conflict with any other name in resolutionOrder")
    func inlineNamesAreUnique() throws {
        #expect(Self.lint("""
            {"version": "2025.10",
             "sets": {"base": {"sources": []}},
             "resolutionOrder": [
               {"$ref": "#/sets/base"},
               {"type": "set", "name": "extra", "sources": []},
               {"type": "set", "name": "extra", "sources": []},
               {"type": "modifier", "name": "base", "contexts": {"a": [], "b": []}}]}
            """) == [
            "app.resolver.json:6:28: error: resolutionOrder[2].name: the name 'extra' is already in resolutionOrder as"
                + " resolutionOrder[1] (line 5); names in resolutionOrder must be unique",
            "app.resolver.json:7:33: error: resolutionOrder[3].name: the name 'base' is already in resolutionOrder as"
                + " resolutionOrder[0] (line 4); names in resolutionOrder must be unique",
        ])
    }

    @Test("an inline entry's type MUST be \"set\" or \"modifier\"")
    func inlineTypeIsSetOrModifier() throws {
        #expect(Self.lint("""
            {"version": "2025.10",
             "resolutionOrder": [{"type": "sett", "name": "base", "sources": []}, {"type": 1, "name": "more", "sources": []}]}
            """) == [
            "app.resolver.json:2:31: error: resolutionOrder[0].type: an inline entry's type must be \"set\" or \"modifier\","
                + " got \"sett\"; did you mean 'set'?",
            "app.resolver.json:2:80: error: resolutionOrder[1].type: an inline entry's type must be \"set\" or \"modifier\", got 1",
        ])
    }

    @Test("tools MUST throw an error when an inline entry's name or type is missing")
    func inlineNameAndTypeAreRequired() throws {
        let document = """
            {"version": "2025.10",
             "resolutionOrder": [
               {"type": "set", "sources": [{"$ref": "a.json"}]},
               {"name": "theme", "contexts": {"light": [], "dark": []}},
               {"type": "modifier", "name": 2, "contexts": {"light": [], "dark": []}}]}
            """
        #expect(Self.lint(document, ["a.json": Self.numbers(1)]) == [
            "app.resolver.json:3:4: error: resolutionOrder[0]: an inline set in resolutionOrder needs a \"name\", unique there",
            "app.resolver.json:4:4: error: resolutionOrder[1]: an inline set or modifier in resolutionOrder needs"
                + " \"type\": \"set\" or \"modifier\"",
            "app.resolver.json:5:33: error: resolutionOrder[2].name: an inline modifier in resolutionOrder needs a \"name\","
                + " unique there, got number",
        ])
        #expect(throws: G8ThemeError.self) { try Self.load(document, ["a.json": Self.numbers(1)]) }
    }

    @Test("inline sets and modifiers MUST NOT be referenced: no reference may point into resolutionOrder")
    func resolutionOrderIsNotReferenced() throws {
        #expect(Self.lint("""
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "#/resolutionOrder/0"}]}},
             "resolutionOrder": [
               {"type": "set", "name": "inline", "sources": []},
               {"$ref": "#/resolutionOrder/0"},
               {"$ref": "#/sets/base"}]}
            """) == [
            "app.resolver.json:5:4: error: resolutionOrder[1]: '#/resolutionOrder/0' points into resolutionOrder:"
                + " its entries must not be referenced",
            "app.resolver.json:2:32: error: sets.base.sources[0]: '#/resolutionOrder/0' points into resolutionOrder:"
                + " its entries must not be referenced",
        ])
    }

    // MARK: 4.2 Reference objects

    @Test("tools MUST resolve all reference objects and MUST support same-document references")
    func sameDocumentReferences() throws {
        let document = """
            {"version": "2025.10",
             "$defs": {"colors.json": \(Self.numbers(5)), "alias": {"$ref": "#/$defs/colors.json"}},
             "sets": {
               "base": {"sources": [{"$ref": "base.json"}]},
               "all": {"sources": [{"$ref": "#/sets/base"}, {"$ref": "#/$defs/alias"}]}},
             "resolutionOrder": [{"$ref": "#/sets/all"}]}
            """
        let files = ["base.json": Self.numbers(1, 1)]
        #expect(try Self.values(Self.load(document, files)) == [.number(5), .number(1)])
        #expect(Self.lint(document, files) == [
            "app.resolver.json:4:12: warning: sets.base: the set 'base' is not in resolutionOrder; read before everything else",
        ])
    }

    @Test("tools MUST throw an error on an invalid pointer")
    func invalidPointers() throws {
        #expect(Self.lint("""
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "#/sets/bsae"}, {"$ref": "#/sets/ba~2se"}, {"$ref": "#/$defs/nothing"}]}},
             "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """) == [
            "app.resolver.json:2:32: error: sets.base.sources[0]: '#/sets/bsae' names no set of this document; did you mean 'base'?",
            "app.resolver.json:2:57: error: sets.base.sources[1]: '#/sets/ba~2se' is not a JSON Pointer: a '~' in a JSON Pointer"
                + " is followed by '0' (for '~') or '1' (for '/')",
            "app.resolver.json:2:84: error: sets.base.sources[2]: '#/$defs/nothing' names nothing in this document:"
                + " its root has no member '$defs'",
        ])
    }

    @Test("reference objects MUST NOT be circular: not through other pointers, not to a parent of their own")
    func circularReferences() throws {
        #expect(Self.lint("""
            {"version": "2025.10",
             "sets": {
               "a": {"sources": [{"$ref": "#/sets/b"}]},
               "b": {"sources": [{"$ref": "#/sets/a"}]},
               "self": {"sources": [{"$ref": "#/sets/self"}, {"$ref": "#"}]}},
             "resolutionOrder": [{"$ref": "#/sets/a"}, {"$ref": "#/sets/self"}]}
            """) == [
            "app.resolver.json:3:22: error: sets.a.sources[0]: '#/sets/b' is circular: #/sets/b → #/sets/a → #/sets/b;"
                + " a reference must not lead back to itself",
            "app.resolver.json:5:25: error: sets.self.sources[0]: '#/sets/self' is circular: it names '#/sets/self',"
                + " which holds this reference",
            "app.resolver.json:5:50: error: sets.self.sources[1]: '#' is circular: it names the whole document,"
                + " which holds this reference",
            // b, not in resolutionOrder, is read first: the cycle is met where it closes, in a.
            "app.resolver.json:4:9: warning: sets.b: the set 'b' is not in resolutionOrder; read before everything else",
        ])
        #expect(Self.lint("""
            {"version": "2025.10",
             "$defs": {"x": {"$ref": "#/$defs/y"}, "y": {"$ref": "#/$defs/x"}},
             "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "#/$defs/x"}]}]}
            """) == [
            "app.resolver.json:2:45: error: resolutionOrder[0].sources[0]: '#/$defs/x' is circular: #/$defs/x → #/$defs/y"
                + " → #/$defs/x; a reference must not lead back to itself",
        ])
    }

    @Test("keys beside $ref MUST be treated as overrides of what it names")
    func siblingKeysOverride() throws {
        let modifier = """
            {"version": "2025.10",
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme", "default": "dark"}]}
            """
        let files = ["light.json": Self.numbers(1), "dark.json": Self.numbers(2), "base.json": Self.numbers(5, 5), "c.json": "{}",
                     "b.json": Self.numbers(0, 3)]
        let dark = try Self.load(modifier, files)
        #expect(dark.contexts == ["theme": "dark"])
        #expect(Self.values(dark) == [.number(2), nil])
        // The set's own sources, named inside the sources that replace them, are no cycle.
        let set = """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/base", "sources": [{"$ref": "#/sets/base"}, {"$ref": "c.json", "b": {"$type": "number", "$value": 4}}]}]}
            """
        #expect(try Self.values(Self.load(set, files)) == [.number(5), .number(4)])
        #expect(Self.lint(set, files) == [])
        let source = """
            {"version": "2025.10",
             "resolutionOrder": [{"type": "set", "name": "more", "sources": [{"$ref": "b.json", "b": {"$type": "number", "$value": 7}}]}]}
            """
        #expect(try Self.values(Self.load(source, files)) == [.number(0), .number(7)])
    }

    @Test("an object or array beside $ref MUST be flattened shallowly: it replaces, it is not merged")
    func siblingObjectsReplaceWhole() throws {
        let document = """
            {"version": "2025.10",
             "resolutionOrder": [{"type": "set", "name": "base",
               "sources": [{"$ref": "group.json", "group": {"b": {"$type": "number", "$value": 2}}}]}]}
            """
        let files = ["group.json": ##"{"group": {"a": {"$type": "number", "$value": 1}}, "c": {"$type": "number", "$value": 3}}"##]
        let theme = try Self.load(document, files)
        #expect(theme.tokens.map(\.path) == ["group.b", "c"])
        #expect(theme.token("group.b")?.value == .number(2))
    }

    // MARK: 4.3 $extensions, 4.5 $defs

    @Test("$extensions MUST be an object of vendor namespaces")
    func extensionsIsAnObject() throws {
        let found = try Self.diagnostics("""
            {"version": "2025.10",
             "sets": {"base": {"sources": [], "$extensions": "figma"}},
             "modifiers": {"theme": {"contexts": {"a": [], "b": []}, "$extensions": {"com.figma": {"id": 1}}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"},
               {"type": "set", "name": "more", "sources": [], "$extensions": [1]}]}
            """)
        #expect(found.map(\.description) == [
            "app.resolver.json:2:50: warning: sets.base.$extensions: $extensions must be an object whose keys are vendor"
                + " namespaces, such as {\"com.example\": {…}}, got string",
            "app.resolver.json:5:66: warning: resolutionOrder[2].$extensions: $extensions must be an object whose keys are"
                + " vendor namespaces, such as {\"com.example\": {…}}, got array",
        ])
        #expect(found.map(\.code) == [.invalidResolver, .invalidResolver])
    }

    @Test("tools MUST NOT throw an error on $defs, and MUST ignore it when they do not use it")
    func defsAreIgnored() throws {
        let document = """
            {"version": "2025.10", "$defs": {"unused": {"anything": [1, 2]}, "odd": 3},
             "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "a.json"}]}]}
            """
        #expect(Self.lint(document, ["a.json": Self.numbers(1)]) == [])
        #expect(try Self.values(Self.load(document, ["a.json": Self.numbers(1)])) == [.number(1), nil])
    }

    // MARK: 5. Inputs, 6. Resolution logic

    @Test("tools MUST accept inputs as an object of modifier names to context names")
    func inputsAreAnObject() throws {
        let document = """
            {"version": "2025.10",
             "modifiers": {
               "theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}},
               "size": {"contexts": {"small": [], "large": [{"$ref": "large.json"}]}}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/size"}]}
            """
        let files = ["light.json": Self.numbers(1, 1), "dark.json": Self.numbers(2, 2), "large.json": ##"{"b": {"$type": "number", "$value": 9}}"##]
        let theme = try Self.load(document, files, contexts: ["theme": "dark", "size": "large"])
        #expect(theme.contexts == ["theme": "dark", "size": "large"])
        #expect(Self.values(theme) == [.number(2), .number(9)])
    }

    @Test("tools MUST require all inputs to match the modifiers and their contexts")
    func inputsAreValidated() throws {
        let document = """
            {"version": "2025.10",
             "modifiers": {"theme": {"contexts": {"light": [], "dark": []}}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """
        #expect(throws: G8ThemeError.self) { try Self.load(document, contexts: ["theme": "blue"]) }
        let error = #expect(throws: G8ThemeError.self) { try Self.load(document, contexts: ["theme": "blue", "them": "dark"]) }
        #expect(error?.diagnostics.map(\.description) == [
            "error: unknown modifier 'them'; did you mean 'theme'?",
            "error: modifier 'theme' has no context 'blue'",
        ])
    }

    @Test("an input MUST name a context of each modifier that declares no default (G8 warns and reads its first)")
    func inputNamesModifiersWithoutDefault() throws {
        let document = """
            {"version": "2025.10",
             "modifiers": {
               "theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}},
               "size": {"contexts": {"small": [], "large": []}, "default": "small"}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/size"}]}
            """
        let files = ["light.json": Self.numbers(1), "dark.json": Self.numbers(2)]
        let unnamed = try Self.load(document, files)
        #expect(unnamed.warnings.map(\.description) == [
            "app.resolver.json:3:13: warning: modifiers.theme: the modifier 'theme' declares no default and the input names"
                + " none of its contexts, which the Resolver Module requires; read with its first context, 'light'",
        ])
        #expect(unnamed.contexts == ["theme": "light", "size": "small"])
        #expect(Self.values(unnamed) == [.number(1), nil])
        let named = try Self.load(document, files, contexts: ["theme": "dark"])
        #expect(named.warnings == [])
        #expect(Self.values(named) == [.number(2), nil])
    }

    @Test("aliases MUST NOT be resolved until resolutionOrder has been flattened into one token tree")
    func aliasesAfterFlattening() throws {
        let document = """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """
        let files = ["base.json": ##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": "{a}"}}"##,
                     "dark.json": ##"{"a": {"$type": "number", "$value": 2}}"##]
        #expect(try Self.values(Self.load(document, files)) == [.number(1), .number(1)])
        // The alias written in the base set takes the value the later modifier gives its target.
        #expect(try Self.values(Self.load(document, files, contexts: ["theme": "dark"])) == [.number(2), .number(2)])
    }

    @Test("tools MUST resolve aliases across sets and contexts and detect circular ones")
    func aliasCycles() throws {
        let document = """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """
        let files = ["base.json": ##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": "{a}"}}"##,
                     "dark.json": ##"{"a": {"$type": "number", "$value": "{b}"}}"##]
        // Every context is checked when the document loads: the cycle only dark makes refuses it.
        let error = #expect(throws: G8ThemeError.self) { try Self.load(document, files) }
        #expect(error?.diagnostics.map(\.description) == ["dark.json:1:37: error: a: alias cycle: a → b → a"])
        #expect(Self.lint(document, files) == [
            "dark.json:1:37: error: a: alias cycle: a → b → a",
        ])
    }

    @Test("tools MUST preserve token properties such as $extensions through resolution")
    func tokenPropertiesArePreserved() throws {
        let document = """
            {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "a.json"}]}]}
            """
        let files = ["a.json": ##"{"a": {"$type": "number", "$value": 1, "$description": "one", "$extensions": {"com.example": {"k": true}}}}"##]
        let token = try Self.load(document, files).token("a")
        #expect(token?.description == "one")
        #expect(token?.extensions == .object([("com.example", .object([("k", .bool(true))]))]))
    }
}
