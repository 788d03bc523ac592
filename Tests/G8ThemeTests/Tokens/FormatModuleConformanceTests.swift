import Foundation
import G8Widgets
import Testing

/// Forms of the Design Tokens Format Module 2025.10 on which tools differ, each read as the
/// module's text reads: accepted where it allows them, refused only where a MUST forbids them,
/// the clause quoted beside the test.
@Suite("Format Module 2025.10: contested forms")
struct FormatModuleConformanceTests {
    // MARK: Types

    /// types.md: "This spec defines a number of design-focused types and every design token
    /// MUST use one of these types." The MUST makes such a token invalid, not the file (as
    /// design-token.md has it of a token whose type cannot be determined: "the token MUST be
    /// considered invalid"). A tool's own type in reverse domain notation, as the format asks of
    /// `$extensions` keys, is a warning at its `$type` and its tokens are not read, so an alias
    /// to one is an error; the strict reading refuses the file.
    @Test("a tool's own $type (com.example.gradient) warns, its token is not read, an alias to it is an error: \"every design token MUST use one of these types\"")
    func toolSpecificType() throws {
        let text = """
            {"a": {"$type": "com.example.gradient", "$value": {"stops": [0, 1]}},
             "b": {"$type": "number", "$value": 1}}
            """
        let warning = "tokens.json:1:17: warning: a.$type: every design token must use one of the format's types;"
            + " \"com.example.gradient\" is a tool's own, so its tokens are not read"
        #expect(tokenLint(text) == [warning])
        let theme = try tokens(text)
        #expect(theme.tokens.map(\.path) == ["b"])
        #expect(theme.warnings.map(\.description) == [warning])
        let strict = #expect(throws: G8ThemeError.self) {
            try G8Theme(designTokens: Data(text.utf8), file: "tokens.json", engine: .standard, strict: true)
        }
        #expect(strict?.diagnostics.map(\.description) == [warning.replacingOccurrences(of: ": warning: ", with: ": error: ")])
        #expect(tokenLint(text.replacingOccurrences(of: "\"$value\": 1}", with: "\"$value\": \"{a}\"}")) == [
            warning,
            "tokens.json:2:37: error: b: token 'a' is not read: its $type \"com.example.gradient\" is none of the format's,"
                + " so nothing can alias it",
        ])
    }

    /// design-token.md: "If the token's value is a reference, then its type is the resolved type
    /// of the token being referenced. Otherwise, if any of the token's parent groups have a
    /// `$type` property, then the token's type is inherited": an alias in a group of a tool's
    /// type has its target's type, and is read.
    @Test("an alias in a group of a tool's own $type takes its target's type: a reference's type comes before its group's")
    func aliasInAToolTypedGroup() throws {
        let theme = try tokens("""
            {"n": {"$type": "number", "$value": 2},
             "g": {"$type": "com.example.ramp", "step": {"$value": [1, 2]}, "base": {"$value": "{n}"}}}
            """)
        #expect(theme.tokens.map(\.path) == ["n", "g.base"])
        #expect(theme.token("g.base")?.type == "number")
        #expect(theme.token("g.base")?.value == .number(2))
    }

    @Test("a $type that is no tool's own and none of the format's is refused, with the nearest type")
    func misspeltType() {
        #expect(tokenLint(##"{"gap": {"$type": "dimensoin", "$value": {"value": 4, "unit": "px"}}}"##) == [
            "tokens.json:1:19: error: gap.$type: unknown $type 'dimensoin'; did you mean 'dimension'?",
        ])
    }

    // MARK: References: $ref

    /// aliases.md: "tokens MUST support JSON Pointer notation as defined by [[rfc6901]], using
    /// the `$ref` property", whose targets are "Any document location", and "JSON Pointer
    /// references (`$ref`) in design tokens follow the same syntax as JSON Schema `$ref`": JSON
    /// Schema keeps what a `$ref` names under `$defs`. The referring token's type is the target's
    /// (design-token.md: "If the token's value is a reference, then its type is the resolved type
    /// of the token being referenced"), and the target's is its closest group's ("the token's
    /// type is inherited from the closest parent group with a `$type` property").
    @Test("a $ref into $defs names a token whose type its group gives: the referring token has that type and value")
    func refIntoDefsTakesTheGroupsType() throws {
        let text = ##"{"$defs": {"palette": {"$type": "color", "red": {"$value": "#FF0000"}}}, "brand": {"$ref": "#/$defs/palette/red"}}"##
        #expect(tokenLint(text) == [])
        let theme = try tokens(text)
        #expect(theme.tokens.map(\.path) == ["brand"])
        #expect(theme.token("brand")?.type == "color")
        #expect(theme.token("brand")?.value == .string("#FF0000"))
        // A type of its own that the value does not fit is the token's error, as for any $ref.
        #expect(tokenLint(##"{"$defs": {"palette": {"$type": "color", "red": {"$value": "#FF0000"}}}, "n": {"$type": "number", "$ref": "#/$defs/palette/red"}}"##) == [
            "tokens.json:1:99: error: n: $type 'number' expects a number, got \"#FF0000\"",
        ])
    }

    /// The Format Module's pointers are into the document (aliases.md, "Path Construction
    /// Rules": "Root reference: `#/` (refers to the document root)"); a `$ref` is a JSON Schema
    /// reference ("JSON Pointer references (`$ref`) in design tokens follow the same syntax as
    /// JSON Schema `$ref`"), whose file form the Resolver Module reads "relative to this document"
    /// (syntax.md, "Reference objects"). A file loaded from disk follows it (FileReferenceTests);
    /// a document given as bytes has no folder, so its `$ref` to another file is refused, saying
    /// how to load it, in a token and in a value alike. A resolver document combines the same
    /// files as its sources.
    @Test("a $ref to another file in a document given as bytes is refused, saying how to load it; a resolver combines the files")
    func refToAnotherFile() throws {
        let rule = " names another file, which a document given as bytes has no folder to find in: load the document from its file"
            + " (G8Theme(contentsOf:engine:), G8Theme(designTokensAt:engine:), g8 lint FILE)"
        #expect(tokenLint(##"{"brand": {"$ref": "./base/colors.json#/base/color"}, "n": {"$type": "number", "$value": {"$ref": "n.json#/v"}}}"##) == [
            "tokens.json:1:12: error: brand.$ref: $ref './base/colors.json#/base/color'" + rule,
            "tokens.json:1:90: error: n: $ref 'n.json#/v'" + rule,
        ])
        let folder = try temporaryFolder([
            "app.resolver.json": """
                {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "all",
                  "sources": [{"$ref": "base/colors.json"}, {"$ref": "main.json"}]}]}
                """,
            "base/colors.json": ##"{"base": {"color": {"$type": "color", "$value": "#FF0000"}}}"##,
            "main.json": ##"{"brand": {"$ref": "#/base/color"}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = try G8Theme(resolver: folder.appendingPathComponent("app.resolver.json"), engine: .standard)
        #expect(theme.token("brand")?.type == "color")
        #expect(theme.token("brand")?.value == .string("#FF0000"))
    }

    // MARK: Groups: root tokens

    /// groups.md, "Root Tokens in Groups": "{color.accent.$root} resolves to … (the root token)",
    /// "{color.accent} is an invalid token reference (refers to a group, not a token)"; and
    /// aliases.md, "Error Conditions": "Tools MUST report errors for: … Invalid token references:
    /// Curly brace syntax targeting non-tokens". So the refusal stays, naming the rule and the
    /// root token the author most likely meant.
    @Test("an alias to a group that has a $root token is refused, pointing at {group.$root}: \"{color.accent} is an invalid token reference\"")
    func aliasToAGroupWithARootToken() throws {
        let text = """
            {"color": {"$type": "color",
              "accent": {"$root": {"$value": {"colorSpace": "srgb", "components": [0.867, 0, 0]}},
                         "light": {"$value": {"colorSpace": "srgb", "components": [1, 0.133, 0.133]}}},
              "link": {"$value": "{color.accent}"},
              "visited": {"$value": "{color.accent.$root}"}}}
            """
        #expect(tokenLint(text) == [
            "tokens.json:4:22: error: color.link: 'color.accent' is a group, not a token, and a curly-brace alias can only"
                + " target a token (Format Module 2025.10); did you mean 'color.accent.$root'?",
        ])
        let fixed = try tokens(text.replacingOccurrences(of: "\"{color.accent}\"", with: "\"{color.accent.$root}\""))
        #expect(fixed.token("color.link")?.value == fixed.token("color.accent.$root")?.value)
        #expect(fixed.token("color.visited")?.type == "color")
    }
}
