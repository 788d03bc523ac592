import Foundation
import G8Widgets
import Testing

/// `$ref`s to other token files, read from disk: the Resolver Module's reference objects, whose
/// file forms the Format Module's JSON Pointer `$ref` follows, each clause quoted beside its test.
@Suite("$ref to another file")
struct FileReferenceTests {
    static let colors = """
        {"base": {"$type": "color",
          "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
          "accent": {"$ref": "#/base/blue"}},
         "n": {"$type": "number", "$value": 4}}
        """
    static let blue = G8JSON.object([("colorSpace", .string("srgb")), ("components", .array([.number(0), .number(0), .number(1)]))])

    /// The diagnostics of loading `tokens.json` of a folder of `files`, as text.
    static func loadErrors(_ files: [String: String], allowing: [String] = [], theme: Bool = false) throws -> [String] {
        let folder = try temporaryFolder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let allowed = allowing.map { folder.appendingPathComponent($0) }
        let error = #expect(throws: G8ThemeError.self) {
            if theme {
                _ = try G8Theme(contentsOf: folder.appendingPathComponent("app/theme.json"), engine: .standard, allowedFolders: allowed)
            } else {
                _ = try G8Theme(designTokensAt: folder.appendingPathComponent("app/tokens.json"), engine: .standard, allowedFolders: allowed)
            }
        }
        return error?.diagnostics.map(\.description) ?? []
    }

    /// resolver/syntax.md, "Reference objects": `{ "$ref": "example.json#sets/MySet" }`
    /// "References only a part of `example.json`", and `{ "$ref": "path/to/example.json" }`
    /// "References the entire contents of `./path/to/example.json`, relative to this document".
    /// format/aliases.md: "`"$ref": "#/colors/blue"` references the entire token, making
    /// `semantic.primary` an alias for `colors.blue`", and "`#/colors/blue/$value/components/0`
    /// accesses just the first component". The referenced file's own `#/` pointers are into it.
    @Test("a $ref to a token, a group or a value in another file, relative to the file it is written in, reads it as a pointer into this one does")
    func readsOtherFile() throws {
        let folder = try temporaryFolder([
            "tokens.json": """
                {"brand": {"$ref": "./base/colors.json#/base/blue"},
                 "accent": {"$ref": "base/colors.json#/base/accent"},
                 "palette": {"$ref": "./base/colors.json#/base"},
                 "gap": {"$type": "number", "$value": {"$ref": "./base/colors.json#/n/$value"}}}
                """,
            "base/colors.json": FileReferenceTests.colors,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = try G8Theme(designTokensAt: folder.appendingPathComponent("tokens.json"), engine: .standard)
        #expect(theme.tokens.map(\.path) == ["brand", "accent", "palette.blue", "palette.accent", "gap"])
        #expect(theme.token("brand")?.type == "color")
        #expect(theme.token("brand")?.value == FileReferenceTests.blue)
        #expect(theme.token("accent")?.value == FileReferenceTests.blue)
        #expect(theme.token("palette.accent")?.value == FileReferenceTests.blue)
        #expect(theme.token("gap")?.value == .number(4))
        #expect(theme.warnings.isEmpty)
        #expect(G8Theme.lint(bytes: Array(try Data(contentsOf: folder.appendingPathComponent("tokens.json"))), file: "tokens.json",
                             engine: .standard, designTokens: true, format: .designTokens, at: folder.appendingPathComponent("tokens.json")) == [])
    }

    /// format/aliases.md, "Error Conditions": "Tools MUST report errors for: … Unresolvable
    /// paths: Target path does not exist in document"; resolver/syntax.md: "Tools MUST throw an
    /// error if encountering any invalid pointers". Reported at the `$ref`, with the nearest name.
    @Test("a pointer that names nothing in the other file, or a file that is not there, is an error at the $ref with the nearest name")
    func missingTargets() throws {
        #expect(try FileReferenceTests.loadErrors([
            "app/tokens.json": """
                {"brand": {"$ref": "./base/colors.json#/base/bleu"},
                 "ink": {"$ref": "./base/colours.json#/base/blue"}}
                """,
            "app/base/colors.json": FileReferenceTests.colors,
        ]) == [
            "tokens.json:1:12: error: brand.$ref: $ref './base/colors.json#/base/bleu' names nothing: 'base/colors.json#/base' has no member 'bleu'; did you mean 'blue'?",
            "tokens.json:2:10: error: ink.$ref: $ref './base/colours.json#/base/blue' names no file; did you mean './base/colors.json'?",
        ])
    }

    /// resolver/syntax.md: tools "may make individual decisions to not support some URI types
    /// such as importing files on a local file system, or remote URIs over TCP/IP". G8 reads
    /// local files under the document's folder and the folders the app allows, and no URI.
    @Test("a $ref out of the theme's folder is refused unless the app allows the folder; a URI is refused")
    func confinedToTheFolder() throws {
        let files = [
            "app/tokens.json": """
                {"brand": {"$ref": "../shared/colors.json#/base/blue"},
                 "web": {"$ref": "https://example.com/tokens.json#/base/blue"}}
                """,
            "shared/colors.json": FileReferenceTests.colors,
        ]
        #expect(try FileReferenceTests.loadErrors(files) == [
            "tokens.json:1:12: error: brand.$ref: $ref '../shared/colors.json#/base/blue' is refused: it is outside the theme's folder;"
                + " token files are read only from the theme's folder and the folders allowed to it (allowedFolders:, g8 lint --allow-folder)",
            "tokens.json:2:10: error: web.$ref: $ref 'https://example.com/tokens.json#/base/blue' names a URI, not a file:"
                + " token files are read from this machine's disk, never from a network",
        ])
        #expect(try FileReferenceTests.loadErrors(files, allowing: ["shared"]) == [
            "tokens.json:2:10: error: web.$ref: $ref 'https://example.com/tokens.json#/base/blue' names a URI, not a file:"
                + " token files are read from this machine's disk, never from a network",
        ])
    }

    /// resolver/syntax.md: "Reference objects MUST NOT be circular, neither referencing other
    /// pointers that reference itself, nor referencing any parent node of the reference object."
    /// Files that refer to one another in a circle are refused, at the `$ref` that closes it,
    /// naming the one that opens it.
    @Test("files that refer to one another in a circle are refused, with both $refs")
    func circleOfFiles() throws {
        #expect(try FileReferenceTests.loadErrors([
            "app/tokens.json": ##"{"a": {"$ref": "./one.json#/x"}}"##,
            "app/one.json": ##"{"x": {"$ref": "./two.json#/y"}}"##,
            "app/two.json": ##"{"y": {"$ref": "./one.json#/x"}}"##,
        ]) == [
            "two.json:1:8: error: y.$ref: $ref './one.json#/x' leads back to 'one.json', whose $ref './two.json#/y' at one.json:1:8"
                + " leads here, and files that refer to one another in a circle have no final value",
        ])
    }

    @Test("a theme's tokens read another file, and its styles use them")
    func themeReadsOtherFile() throws {
        let folder = try temporaryFolder([
            "app/theme.json": """
                {"tokens": {"brand": {"$ref": "./colors.json#/base/blue"}},
                 "styles": {"title": {"textColor": "{brand}"}}}
                """,
            "app/colors.json": FileReferenceTests.colors,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = try G8Theme(contentsOf: folder.appendingPathComponent("app/theme.json"), engine: .standard)
        #expect(theme.token("brand")?.value == FileReferenceTests.blue)
        #expect(theme.tokens.map(\.path) == ["brand"])
        #expect(theme.warnings.isEmpty)
        let label = Label()
        G8.standard.applyStyle(try theme.style(named: "title"), to: label)
        #expect(label.textColor == Color(hex: "#0000FF"))
    }

    @Test("a chain of more files than a theme may read stops at the limit, with one error")
    func fileBudget() throws {
        var files: [String: String] = ["app/tokens.json": ##"{"a": {"$ref": "./f0.json#/a"}}"##]
        for index in 0...256 {
            files["app/f\(index).json"] = ##"{"a": {"$ref": "./f\##(index + 1).json#/a"}}"##
        }
        files["app/f\(256 + 1).json"] = ##"{"a": {"$type": "number", "$value": 1}}"##
        #expect(try FileReferenceTests.loadErrors(files) == [
            "f255.json:1:8: error: a.$ref: $ref './f256.json#/a' would read more than 256 files; a theme's $refs may read at most that many",
        ])
    }
}
