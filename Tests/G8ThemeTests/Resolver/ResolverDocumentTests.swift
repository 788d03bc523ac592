import Foundation
import G8Widgets
import Testing

/// Resolver documents: sets and modifiers whose contexts name token files, in `resolutionOrder`.
@Suite("Resolver documents")
struct ResolverDocumentTests {
    static let files = [
        "app.resolver.json": """
            {"name": "App", "version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "./base.tokens.json"}]}},
             "modifiers": {
               "theme": {"contexts": {"light": [{"$ref": "./light.tokens.json"}], "dark": [{"$ref": "./dark.tokens.json"}]}, "default": "light"},
               "size": {"contexts": {"desktop": [], "mobile": [{"$ref": "./mobile.tokens.json"}]}, "default": "desktop"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/size"}]}
            """,
        "base.tokens.json": """
            {"space": {"$type": "dimension", "md": {"$value": {"value": 8, "unit": "px"}}},
             "text": {"$type": "color", "$value": "{palette.ink}"}}
            """,
        "light.tokens.json": ##"{"palette": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"##,
        "dark.tokens.json": ##"{"palette": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"##,
        "mobile.tokens.json": ##"{"space": {"md": {"$value": {"value": 12, "unit": "px"}}}}"##,
    ]

    @Test func twoModifiersResolveForAChoicePerAxisWithTheOthersAtTheirDefault() throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = try G8Theme(resolver: folder.appendingPathComponent("app.resolver.json"), engine: .standard)
        #expect(theme.modifiers.map(\.name) == ["theme", "size"])
        #expect(theme.contexts == ["theme": "light", "size": "desktop"])
        #expect(theme.token("text")?.value["components"] == .array([.number(0), .number(0), .number(0)]))
        #expect(theme.token("space.md")?.value["value"] == .number(8))
        let darkMobile = try theme.resolved(contexts: ["theme": "dark", "size": "mobile"])
        #expect(darkMobile.token("text")?.value["components"] == .array([.number(1), .number(1), .number(1)]))
        #expect(darkMobile.token("space.md")?.value["value"] == .number(12))
        let dark = try darkMobile.resolved(contexts: ["size": "desktop"])
        #expect(dark.contexts == ["theme": "dark", "size": "desktop"])
        #expect(G8Theme.lint(resolver: folder.appendingPathComponent("app.resolver.json"), engine: .standard) == [])
    }

    @Test func aProblemInOneContextIsFoundByLint() throws {
        var files = Self.files
        files["dark.tokens.json"] = ##"{"palette": {"$type": "color", "ink": {"$value": 12}}}"##
        let folder = try temporaryFolder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(G8Theme.lint(resolver: folder.appendingPathComponent("app.resolver.json"), engine: .standard).map(\.description) == [
            "dark.tokens.json:1:50: error: palette.ink: $type 'color' expects a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\", got 12",
        ])
    }

    @Test func aMissingFileAndAnUnknownSetAreReported() throws {
        var files = Self.files
        files["app.resolver.json"] = """
            {"sets": {"base": {"sources": [{"$ref": "./nowhere.tokens.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/sets/bsae"}], "version": "2025.10"}
            """
        let folder = try temporaryFolder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(G8Theme.lint(resolver: folder.appendingPathComponent("app.resolver.json"), engine: .standard).map(\.description) == [
            "app.resolver.json:1:32: error: sets.base.sources[0]: cannot read the token file './nowhere.tokens.json': no such file",
            "app.resolver.json:2:47: error: resolutionOrder[1]: '#/sets/bsae' names no set or modifier of this document;"
                + " did you mean '#/sets/base'?",
        ])
    }

    @Test func theManagerSwitchesAnAxisOverLiveWidgets() throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let styles = ##"{"styles": {"caption": {"textColor": "{text}", "layer.cornerRadius": "{space.md}"}}}"##
        let theme = try G8Theme(resolver: folder.appendingPathComponent("app.resolver.json"), styles: Data(styles.utf8),
                                stylesFile: "styles.json", engine: quiet)
        let manager = G8ThemeManager(engine: quiet, theme: theme)
        let label = Label()
        manager.style(label, with: "caption")
        #expect(label.textColor == Color(red: 0, green: 0, blue: 0))
        #expect(label.layer.cornerRadius == 8)
        try manager.switchContexts(to: ["theme": "dark", "size": "mobile"])
        #expect(label.textColor == Color(red: 1, green: 1, blue: 1))
        #expect(label.layer.cornerRadius == 12)
        #expect(throws: G8ThemeError.self) { try manager.switchContexts(to: ["size": "tablet"]) }
        #expect(manager.theme.contexts == ["theme": "dark", "size": "mobile"])
    }

    @Test func modesAreTheOneAxisCaseOfTheSameModel() throws {
        let theme = try theme(exampleTheme)
        #expect(theme.modifiers == [G8ThemeModifier(name: "mode", contexts: ["dark"], defaultContext: nil)])
        let dark = try theme.resolved(contexts: ["mode": "dark"])
        #expect(dark.mode == "dark")
        #expect(dark.contexts == ["mode": "dark"])
    }
}
