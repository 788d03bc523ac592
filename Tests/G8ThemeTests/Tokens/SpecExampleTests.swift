import Foundation
import G8Widgets
import Testing

/// The JSON examples of the Design Tokens Format Module 2025.10 that are complete in
/// themselves, each loaded as the format says it reads.
@Suite("Token format: the spec's examples")
struct SpecExampleTests {
    @Test func aColorInTheObjectForm() throws {
        let theme = try tokens(##"{"Hot pink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0.596], "alpha": 1, "hex": "#ff0098"}}}"##)
        #expect(theme.token("Hot pink")?.type == "color")
        #expect(Color.g8Convert(from: try #require(theme.token("Hot pink")?.value)) == Color(red: 1, green: 0, blue: 0.596))
    }

    @Test func dimensionsInPxAndRem() throws {
        let theme = try tokens(##"""
            {"spacing-stack-0": {"$value": {"value": 0, "unit": "px"}, "$type": "dimension"},
             "spacing-stack-1": {"$value": {"value": 0.5, "unit": "rem"}, "$type": "dimension"}}
            """##)
        #expect(theme.token("spacing-stack-1")?.value.dimensionValue == 8)
    }

    @Test func fontFamiliesAndWeights() throws {
        let theme = try tokens(##"""
            {"Primary font": {"$value": "Comic Sans MS", "$type": "fontFamily"},
             "Body font": {"$value": ["Helvetica", "Arial", "sans-serif"], "$type": "fontFamily"},
             "font-weight-default": {"$value": 350, "$type": "fontWeight"},
             "font-weight-thick": {"$value": "extra-bold", "$type": "fontWeight"}}
            """##)
        #expect(theme.tokens.count == 4)
    }

    @Test func durationsCurvesAndNumbers() throws {
        let theme = try tokens(##"""
            {"Duration-100": {"$value": {"value": 100, "unit": "ms"}, "$type": "duration"},
             "Duration-200": {"$value": {"value": 0.2, "unit": "s"}, "$type": "duration"},
             "Accelerate": {"$value": [0.5, 0, 1, 1], "$type": "cubicBezier"},
             "Decelerate": {"$value": [0, 0, 0.5, 1], "$type": "cubicBezier"},
             "line-height-large": {"$value": 2.2, "$type": "number"}}
            """##)
        #expect(theme.tokens.map(\.type) == ["duration", "duration", "cubicBezier", "cubicBezier", "number"])
    }

    @Test func aCurveWhoseXIsOutOfRangeIsNamedByItsPlace() {
        #expect(tokenLint(##"{"Bad": {"$value": [0.5, 0, 1.5, 1], "$type": "cubicBezier"}}"##)
            == ["tokens.json:1:29: error: Bad: cubicBezier[2] expects a number from 0 to 1, got 1.5"])
    }

    @Test func strokeStylesAsAKeywordAndAsDashes() throws {
        let theme = try tokens(##"""
            {"focus-ring-style": {"$type": "strokeStyle", "$value": "dashed"},
             "alert-border-style": {"$type": "strokeStyle", "$value": {"dashArray": [{"value": 0.5, "unit": "rem"}, {"value": 0.25, "unit": "rem"}], "lineCap": "round"}}}
            """##)
        #expect(theme.tokens.count == 2)
    }

    @Test func borderTransitionShadowGradientAndTypography() throws {
        let theme = try tokens(##"""
            {"color": {"$type": "color", "focusring": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0.596], "hex": "#ff0098"}}},
             "border": {"$type": "border", "heavy": {"$value": {"color": "{color.focusring}", "width": {"value": 3, "unit": "px"}, "style": "solid"}}},
             "transition": {"$type": "transition", "emphasis": {"$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]}}},
             "shadow": {"$type": "shadow", "layered": {"$value": [
               {"color": "#00000080", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
               {"color": "#00000040", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": true}]}},
             "blue-to-red": {"$type": "gradient", "$value": [{"color": "#0000FF", "position": 0}, {"color": "#FF0000", "position": 1}]},
             "type styles": {"heading-level-1": {"$type": "typography", "$value": {"fontFamily": "Roboto", "fontSize": {"value": 42, "unit": "px"}, "fontWeight": 700, "letterSpacing": {"value": 0.1, "unit": "px"}, "lineHeight": 1.2}}}}
            """##)
        #expect(theme.token("border.heavy")?.value["color"]?["hex"] == .string("#ff0098"))
        #expect(theme.tokens.map(\.type) == ["color", "border", "transition", "shadow", "gradient", "typography"])
    }

    @Test func aliasesAcrossGroupsWhoseNamesHaveSpaces() throws {
        let theme = try tokens(##"""
            {"group name": {"token name": {"$value": 1234, "$type": "number"}},
             "alias name": {"$value": "{group name.token name}"}}
            """##)
        #expect(theme.token("alias name")?.value == .number(1234))
        #expect(theme.token("alias name")?.type == "number")
    }
}
