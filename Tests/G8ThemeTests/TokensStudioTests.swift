import Foundation
import G8Widgets
import Testing

/// Tokens Studio exports in their `$value` form load without an option.
@Suite("Tokens Studio exports")
struct TokensStudioTests {
    static let export = """
        {
          "core": {
            "space": {"base": {"$type": "spacing", "$value": "4"}, "lg": {"$type": "spacing", "$value": "{space.base} * 4"}},
            "radius": {"$type": "borderRadius", "$value": "{space.base} * 2px"},
            "color": {"brand": {"$type": "color", "$value": "#0066CC"}, "veil": {"$type": "color", "$value": "rgba({color.brand}, 0.5)"}},
            "weight": {"$type": "fontWeights", "$value": "Semi Bold"},
            "leading": {"$type": "lineHeights", "$value": "150%"},
            "card": {"$type": "boxShadow", "$value": {"x": "0", "y": "{space.base}", "blur": "8", "spread": "0", "color": "#00000033", "type": "innerShadow"}}
          },
          "light": {"surface": {"$type": "color", "$value": "#FFFFFF"}},
          "dark": {"surface": {"$type": "color", "$value": "#101010"}},
          "$themes": [
            {"id": "1", "name": "Light", "selectedTokenSets": {"core": "source", "light": "enabled", "dark": "disabled"}},
            {"id": "2", "name": "Dark", "selectedTokenSets": {"core": "source", "light": "disabled", "dark": "enabled"}}
          ],
          "$metadata": {"tokenSetOrder": ["core", "light", "dark"]}
        }
        """

    @Test func typesMathAndColorFunctionsAreRead() throws {
        let theme = try tokens(Self.export)
        #expect(theme.token("space.base")?.type == "dimension")
        #expect(theme.token("space.base")?.value == .number(4))
        #expect(theme.token("space.lg")?.value == .number(16))
        #expect(theme.token("radius")?.value == .string("8px"))
        #expect(theme.token("color.veil")?.value == .string("rgba(#0066CC, 0.5)"))
        #expect(theme.token("weight")?.value == .string("semi-bold"))
        #expect(theme.token("leading")?.type == "number")
        #expect(theme.token("leading")?.value == .number(1.5))
        #expect(theme.token("card")?.type == "shadow")
        #expect(theme.token("card")?.value["offsetY"] == .number(4))
        #expect(theme.token("card")?.value["inset"] == .bool(true))
        #expect(tokenLint(Self.export) == [])
    }

    @Test func eachThemeIsAContextOfTheThemeModifier() throws {
        let theme = try tokens(Self.export)
        #expect(theme.modifiers == [G8ThemeModifier(name: "theme", contexts: ["Light", "Dark"], defaultContext: "Light")])
        #expect(theme.contexts == ["theme": "Light"])
        #expect(theme.token("surface")?.value == .string("#FFFFFF"))
        let dark = try theme.resolved(contexts: ["theme": "Dark"])
        #expect(dark.token("surface")?.value == .string("#101010"))
        #expect(dark.token("space.lg")?.value == .number(16))
    }

    @Test func anUnknownThemeIsRefusedWithASuggestion() throws {
        let theme = try tokens(Self.export)
        #expect(throws: G8ThemeError.self) { try theme.resolved(contexts: ["theme": "Drak"]) }
        do {
            _ = try theme.resolved(contexts: ["theme": "Drak"])
        } catch {
            #expect(error.description == "error: modifier 'theme' has no context 'Drak'; did you mean 'Dark'?")
        }
    }

    @Test func mathOverAnUnknownTokenNamesIt() {
        #expect(tokenLint(##"{"space": {"$type": "spacing", "lg": {"$value": "{space.bse} * 4"}, "base": {"$value": "4"}}}"##)
            == ["tokens.json:1:49: error: space.lg: unknown token 'space.bse'; did you mean 'space.base'?"])
    }

    @Test func mathThatCannotBeComputedIsAnError() {
        #expect(tokenLint(##"{"space": {"$type": "spacing", "a": {"$value": "4px"}, "b": {"$value": "1rem"}, "c": {"$value": "{space.a} + {space.b}"}}}"##).count == 1)
    }
}
