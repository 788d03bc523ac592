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
        // Read, each form the Design Tokens format does not allow with a warning naming its own.
        #expect(tokenLint(Self.export) == [
            ##"tokens.json:3:54: warning: space.base: a dimension is {"value": 4, "unit": "px"}; "4" is a Tokens Studio form"##,
            ##"tokens.json:3:97: warning: space.lg: a dimension is written out or is an alias "{group.token}"; "{space.base} * 4" is a Tokens Studio expression"##,
            ##"tokens.json:4:51: warning: radius: a dimension is written out or is an alias "{group.token}"; "{space.base} * 2px" is a Tokens Studio expression"##,
            ##"tokens.json:5:53: warning: color.brand: a color is {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}; "#0066CC" is an older draft's form"##,
            ##"tokens.json:5:102: warning: color.veil: a color is written out or is an alias "{group.token}"; "rgba({color.brand}, 0.5)" is a Tokens Studio expression"##,
            ##"tokens.json:6:50: warning: weight: a fontWeight is a number from 1 to 1000 or a name the format lists, such as "semi-bold"; "Semi Bold" is not one of them"##,
            ##"tokens.json:7:51: warning: leading: a number is a JSON number; "150%" is a Tokens Studio form"##,
            ##"tokens.json:8:47: warning: card: a shadow has no other member than "color", "offsetX", "offsetY", "blur", "spread" and "inset"; "x" is Tokens Studio's name for "offsetX""##,
            ##"tokens.json:8:57: warning: card: a shadow has no other member than "color", "offsetX", "offsetY", "blur", "spread" and "inset"; "y" is Tokens Studio's name for "offsetY""##,
            ##"tokens.json:8:86: warning: card: shadow.blur: a dimension is {"value": 8, "unit": "px"}; "8" is a Tokens Studio form"##,
            ##"tokens.json:8:101: warning: card: shadow.spread: a dimension is {"value": 0, "unit": "px"}; "0" is a Tokens Studio form"##,
            ##"tokens.json:8:115: warning: card: shadow.color: a color is {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2, "hex": "#000000"}; "#00000033" is an older draft's form"##,
            ##"tokens.json:8:128: warning: card: a shadow has no other member than "color", "offsetX", "offsetY", "blur", "spread" and "inset"; "type" is Tokens Studio's name for "inset""##,
            ##"tokens.json:10:53: warning: surface: a color is {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}; "#FFFFFF" is an older draft's form"##,
        ])
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
            == ["tokens.json:1:49: error: space.lg: unknown token 'space.bse'; did you mean 'space.base'?",
                ##"tokens.json:1:88: warning: space.base: a dimension is {"value": 4, "unit": "px"}; "4" is a Tokens Studio form"##])
    }

    @Test func mathThatCannotBeComputedIsAnError() {
        #expect(tokenLint(##"{"space": {"$type": "spacing", "a": {"$value": "4px"}, "b": {"$value": "1rem"}, "c": {"$value": "{space.a} + {space.b}"}}}"##).count { $0.contains(": error: ") } == 1)
    }
}
