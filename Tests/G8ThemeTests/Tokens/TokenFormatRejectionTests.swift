import Foundation
import G8Widgets
import Testing

/// What the Design Tokens Format Module 2025.10 says a tool MUST reject is refused, each with
/// its path, line, column and exact message.
@Suite("Token format: what must be rejected")
struct TokenFormatRejectionTests {
    @Test func aTokenThatAlsoHoldsTokensIsRejected() {
        #expect(tokenLint("""
            {"color": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]},
              "light": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}
            """) == ["tokens.json:2:3: error: color.light: token 'color' also holds 'light'; a token cannot hold tokens or groups"])
    }

    @Test func aMemberThatIsNoTokenOrGroupIsNotAChild() throws {
        // Primer writes "alpha": 0.2 beside $value; it is no token, so the file loads.
        let theme = try tokens(##"{"bg": {"$type": "color", "$value": "#FF0000", "alpha": 0.2}}"##)
        #expect(theme.token("bg")?.value == .string("#FF0000"))
    }

    @Test func aTokenWhoseTypeCannotBeDeterminedIsRejected() {
        #expect(tokenLint(##"{"spacing": {"small": {"$value": 4}}}"##)
            == ["tokens.json:1:23: error: spacing.small: the type of token 'spacing.small' cannot be determined; give it or its group a $type"])
    }

    @Test func aColorObjectWithoutTypeIsReadAsAColorWithAWarning() throws {
        let text = ##"{"brand": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"##
        #expect(tokenLint(text) == ["tokens.json:1:11: warning: brand: token 'brand' has no $type; read as 'color' from its value"])
        #expect(try tokens(text).token("brand")?.type == "color")
    }

    @Test func anAliasToAGroupIsRejected() {
        #expect(tokenLint("""
            {"color": {"$type": "color", "brand": {"$root": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8]}}, "strong": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}},
              "link": {"$value": "{color.brand}"}}}
            """) == [
                "tokens.json:2:22: error: color.link: 'color.brand' is a group, not a token, and a curly-brace alias can only target a token (Format Module 2025.10); did you mean 'color.brand.$root'?",
            ])
    }

    @Test func mismatchedTypesThroughAnAliasAreRejected() {
        #expect(tokenLint("""
            {"size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
             "ink": {"$type": "color", "$value": "{size}"}}
            """) == ["tokens.json:2:38: error: ink: $type 'color' cannot alias 'size', whose $type is 'dimension'"])
    }

    @Test func anAliasInAMemberMustHaveTheMembersType() {
        #expect(tokenLint("""
            {"gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
             "line": {"$type": "border", "$value": {"color": "{gap}", "width": {"value": 1, "unit": "px"}, "style": "solid"}}}
            """) == ["tokens.json:2:50: error: line.color: $type 'color' cannot alias 'gap', whose $type is 'dimension'"])
    }

    @Test func aBadMemberOfACompositeIsNamedByItsMember() {
        #expect(tokenLint("""
            {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"},
              "fontWeight": 400, "lineHeight": "banana"}}}
            """) == ["tokens.json:2:36: error: body: typography.lineHeight expects a number, got \"banana\""])
    }

    /// The format requires a shadow's `spread`, as the shadow value itself does: one missing
    /// from a shadow in a list is named with the shadow's place, not "got an array".
    @Test func aShadowInAListWithoutSpreadIsNamedByItsMember() {
        #expect(tokenLint("""
            {"lift": {"$type": "shadow", "$value": [{"color": "#000000", "offsetX": {"value": 0, "unit": "px"},
              "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}}]}}
            """) == ["tokens.json:1:41: error: lift: shadow[0].spread expects a dimension such as {\"value\": 16, \"unit\": \"px\"}, got nothing"])
    }

    @Test func aMissingMemberOfACompositeIsNamed() {
        #expect(tokenLint("""
            {"card": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": {"value": 0, "unit": "px"},
              "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}
            """) == ["tokens.json:1:40: error: card: shadow.offsetY expects a dimension such as {\"value\": 16, \"unit\": \"px\"}, got nothing"])
    }

    @Test func aDimensionWithAUnitTheFormatDoesNotKnowIsRejected() {
        #expect(tokenLint(##"{"gap": {"$type": "dimension", "$value": {"value": 4, "unit": "furlong"}}}"##)
            == ["tokens.json:1:63: error: gap: dimension.unit expects \"px\" or \"rem\", got \"furlong\""])
    }

    @Test func aLengthUnitOutsideTheFormatIsReadWithAWarning() {
        #expect(tokenLint(##"{"track": {"$type": "dimension", "$value": {"value": 0.02, "unit": "em"}}}"##)
            == ["tokens.json:1:44: warning: track: the unit \"em\" is not one of the format's (\"px\", \"rem\"); read as written"])
    }

    @Test func anExtendsCycleIsReportedWithTheChain() {
        #expect(tokenLint("""
            {"a": {"$type": "number", "$extends": "{b}", "one": {"$value": 1}},
             "b": {"$type": "number", "$extends": "{a}", "two": {"$value": 2}}}
            """) == ["tokens.json:2:39: error: b.$extends: $extends cycle: a → b → a"])
    }

    @Test func extendingNoGroupIsAnError() {
        #expect(tokenLint(##"{"a": {"$type": "number", "$extends": "{bse}", "one": {"$value": 1}}, "base": {"$type": "number", "two": {"$value": 2}}}"##)
            == ["tokens.json:1:39: error: a.$extends: unknown group 'bse'; did you mean 'base'?"])
    }
}
