import Foundation
import G8TestSupport
import Testing

/// `g8 tokens`, run as a process: the resolved tokens as JSON on standard output, problems on
/// standard error.
@Suite("g8 tokens")
struct TokensCommandTests {
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("g8-tokens-cmd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test func printsEveryTokenSortedWithItsResolvedValueInObjectForm() throws {
        let folder = try Self.folder([
            "base.json": ##"{"space": {"$type": "dimension", "md": {"$value": "16px"}}}"##,
            "semantic.json": ##"{"gap": {"$type": "dimension", "$value": "{space.md}"}, "flag": {"$type": "boolean", "$value": true}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ExampleRunner.run(
            "g8", arguments: ["tokens", folder.appendingPathComponent("base.json").path, folder.appendingPathComponent("semantic.json").path])
        #expect(result.status == 0)
        // The dimension written as a string is printed in the format's form, and warned about.
        #expect(result.standardError == folder.appendingPathComponent("base.json").path
            + ##":1:51: warning: space.md: a dimension is {"value": 16, "unit": "px"}; "16px" is a Tokens Studio form"## + "\n")
        #expect(result.standardOutput == """
            {
              "flag": {
                "$type": "boolean",
                "$value": true
              },
              "gap": {
                "$type": "dimension",
                "$value": {
                  "value": 16,
                  "unit": "px"
                }
              },
              "space": {
                "md": {
                  "$type": "dimension",
                  "$value": {
                    "value": 16,
                    "unit": "px"
                  }
                }
              }
            }

            """)
        // --flat: one member a token, by its full path.
        let flat = try ExampleRunner.run(
            "g8", arguments: ["tokens", "--flat", folder.appendingPathComponent("base.json").path, folder.appendingPathComponent("semantic.json").path])
        #expect(flat.status == 0)
        #expect(flat.standardOutput.contains("""
              "space.md": {
                "$type": "dimension",
            """))
    }

    /// What `g8 tokens` prints is a Design Tokens document that `g8 lint --design-tokens` reads
    /// as it is, and whose tokens print the same again.
    @Test func theOutputIsATokenDocumentThatLintsCleanAndRoundTrips() throws {
        let folder = try Self.folder([
            "tokens.json": ##"""
                {"color": {"$type": "color", "accent": {"$value": {"colorSpace": "srgb", "components": [0, 0.5, 1]}},
                           "accent-dark": {"$value": "{color.accent}"}},
                 "space": {"$type": "dimension", "sm": {"$value": {"value": 4, "unit": "px"}},
                           "md": {"$value": {"value": 8, "unit": "px"}}},
                 "shadow": {"$type": "shadow", "card": {"$value": {"color": "{color.accent}", "offsetX": {"value": 0, "unit": "px"},
                   "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}}
                """##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try ExampleRunner.run("g8", arguments: ["tokens", folder.appendingPathComponent("tokens.json").path])
        #expect(first.status == 0 && first.standardError == "")
        let printed = folder.appendingPathComponent("printed.json")
        try Data(first.standardOutput.utf8).write(to: printed)
        let lint = try ExampleRunner.run("g8", arguments: ["lint", "--design-tokens", printed.path], environment: ["NO_COLOR": "1"])
        #expect(lint.status == 0)
        #expect(lint.standardOutput == "g8 lint: no problems in 1 file\n")
        let again = try ExampleRunner.run("g8", arguments: ["tokens", printed.path])
        #expect(again.status == 0 && again.standardError == "")
        #expect(again.standardOutput == first.standardOutput)
    }

    /// A G8 theme is read as one without `--theme`; a file with a theme's top level that does
    /// not read as tokens says to use `--theme`.
    @Test func aThemeIsReadAsOneAndAThemeWithoutStylesIsPointedToTheme() throws {
        let folder = try Self.folder([
            "app-theme.json": ##"""
                {"tokens": {"color": {"$type": "color", "ink": {"$value": "#111111", "$modes": {"dark": "#EEEEEE"}}}},
                 "styles": {"label": {"textColor": "{color.ink}"}}}
                """##,
            "tokens-only.json": ##"{"tokens": {"size": {"$type": "number", "$value": "wide"}}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("app-theme.json").path
        let light = try ExampleRunner.run("g8", arguments: ["tokens", theme, "--flat"])
        #expect(light.status == 0 && light.standardError == "")
        #expect(light.standardOutput.contains(##""hex": "#111111""##))
        let dark = try ExampleRunner.run("g8", arguments: ["tokens", theme, "--context", "mode=dark"])
        #expect(dark.status == 0)
        #expect(dark.standardOutput.hasPrefix("{\n  \"color\": {\n    \"ink\": {\n"))
        #expect(dark.standardOutput.contains(##""hex": "#eeeeee""##))
        let tokensOnly = folder.appendingPathComponent("tokens-only.json").path
        let refused = try ExampleRunner.run("g8", arguments: ["tokens", tokensOnly], environment: ["NO_COLOR": "1"])
        #expect(refused.status == 1)
        #expect(refused.standardError.hasSuffix(
            "g8 tokens: note: \(tokensOnly) has a G8 theme's top level; read it as one with --theme\n"))
    }

    /// Whole-token, group, value and `$type` `$ref`s: every token they make is printed, none
    /// read as an empty group.
    @Test func printsEveryTokenThatRefsMake() throws {
        let folder = try Self.folder([
            "refs.json": ##"""
                {"base": {"$type": "number", "small": {"$value": 4}, "medium": {"$value": 8}},
                 "large": {"$ref": "#/base", "small": {"$value": 12}},
                 "alias": {"$ref": "#/base/medium"},
                 "half": {"$ref": "#/base/small/$value", "$type": "number"},
                 "typed": {"$type": {"$ref": "#/base/$type"}, "$value": 1}}
                """##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ExampleRunner.run("g8", arguments: ["tokens", "--flat", folder.appendingPathComponent("refs.json").path])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let entries = [("alias", 8), ("base.medium", 8), ("base.small", 4), ("half", 4), ("large.medium", 8), ("large.small", 12), ("typed", 1)]
        let expected = entries.map { name, value in
            "  \"\(name)\": {\n    \"$type\": \"number\",\n    \"$value\": \(value)\n  }"
        }
        #expect(result.standardOutput == "{\n" + expected.joined(separator: ",\n") + "\n}\n")
    }

    @Test func aResolverContextIsChosenAndAnUnknownOneIsAnError() throws {
        let folder = try Self.folder([
            "app.resolver.json": """
                {"version": "2025.10", "resolutionOrder": [{"type": "modifier", "name": "theme", "default": "light",
                  "contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}}]}
                """,
            "light.json": ##"{"size": {"$type": "number", "$value": 1}}"##,
            "dark.json": ##"{"size": {"$type": "number", "$value": 2}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let resolver = folder.appendingPathComponent("app.resolver.json").path
        let dark = try ExampleRunner.run("g8", arguments: ["tokens", "--resolver", resolver, "--context", "theme=dark"])
        #expect(dark.status == 0)
        #expect(dark.standardOutput == "{\n  \"size\": {\n    \"$type\": \"number\",\n    \"$value\": 2\n  }\n}\n")
        let unknown = try ExampleRunner.run(
            "g8", arguments: ["tokens", "--resolver", resolver, "--context", "theme=drak"], environment: ["NO_COLOR": "1"])
        #expect(unknown.status == 1)
        #expect(unknown.standardOutput == "")
        #expect(unknown.standardError == "\(resolver): error: modifier 'theme' has no context 'drak'; did you mean 'dark'?\n")
    }

    /// Resolver Module, inputs.md: "Inputs MUST have strings as their values." `--context` gives
    /// each value as written, a string: `beta=true` names the context "true", never a Boolean.
    @Test("an input's values are strings: --context beta=true names the context \"true\"")
    func contextValuesAreStrings() throws {
        let folder = try Self.folder([
            "app.resolver.json": """
                {"version": "2025.10", "resolutionOrder": [{"type": "modifier", "name": "beta", "default": "false",
                  "contexts": {"false": [], "true": [{"$ref": "beta.json"}]}}]}
                """,
            "beta.json": ##"{"size": {"$type": "number", "$value": 2}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let resolver = folder.appendingPathComponent("app.resolver.json").path
        let beta = try ExampleRunner.run("g8", arguments: ["tokens", "--resolver", resolver, "--context", "beta=true"])
        #expect(beta.status == 0)
        #expect(beta.standardOutput == "{\n  \"size\": {\n    \"$type\": \"number\",\n    \"$value\": 2\n  }\n}\n")
        let off = try ExampleRunner.run("g8", arguments: ["tokens", "--resolver", resolver, "--context", "beta=false"])
        #expect(off.status == 0)
        #expect(off.standardOutput == "{}\n")
    }

    @Test func aModifierWithoutADefaultThatNoContextNamesIsAWarning() throws {
        let folder = try Self.folder([
            "app.resolver.json": """
                {"version": "2025.10", "resolutionOrder": [{"type": "modifier", "name": "theme",
                  "contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}}]}
                """,
            "light.json": ##"{"size": {"$type": "number", "$value": 1}}"##,
            "dark.json": ##"{"size": {"$type": "number", "$value": 2}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let resolver = folder.appendingPathComponent("app.resolver.json").path
        let unnamed = try ExampleRunner.run("g8", arguments: ["tokens", "--resolver", resolver], environment: ["NO_COLOR": "1"])
        #expect(unnamed.status == 0)
        #expect(unnamed.standardError == "app.resolver.json:1:44: warning: resolutionOrder[0]: the modifier 'theme' declares no"
                + " default and the input names none of its contexts, which the Resolver Module requires; read with its first"
                + " context, 'light'\n")
        #expect(unnamed.standardOutput == "{\n  \"size\": {\n    \"$type\": \"number\",\n    \"$value\": 1\n  }\n}\n")
        let named = try ExampleRunner.run("g8", arguments: ["tokens", "--resolver", resolver, "--context", "theme=light"])
        #expect(named.status == 0)
        #expect(named.standardError == "")
        #expect(named.standardOutput == unnamed.standardOutput)
    }

    @Test func aBrokenFileIsReportedAsLintReportsIt() throws {
        let folder = try Self.folder(["bad.json": ##"{"gap": {"$type": "dimension", "$value": "{space.md}"}}"##])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.json").path
        let result = try ExampleRunner.run("g8", arguments: ["tokens", file], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "\(file):1:42: error: gap: unknown token 'space.md'\n")
    }

    @Test func badUsageSaysWhatToType() throws {
        let result = try ExampleRunner.run("g8", arguments: ["tokens", "a.json", "--context", "theme"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--context takes NAME=VALUE, such as --context theme=dark; got 'theme'"))
    }
}
