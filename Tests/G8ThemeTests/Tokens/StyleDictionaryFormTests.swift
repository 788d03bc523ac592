import Foundation
import G8Widgets
import Testing

/// Style Dictionary's older form (`value`/`type` without `$`), read when asked for.
@Suite("Style Dictionary form")
struct StyleDictionaryFormTests {
    static let file = """
        {"color": {"base": {"red": {"value": "#FF0000", "type": "color", "comment": "Alarm red"},
                            "gray": {"value": {"r": 146, "g": 153, "b": 162}, "type": "color"}},
                   "font": {"error": {"value": "{color.base.red.value}"}, "link": {"value": "{color.base.red}", "attributes": {"category": "color"}}}}}
        """

    @Test func valuesTypesCommentsAndBothReferenceFormsAreRead() throws {
        let theme = try tokens(Self.file, format: .styleDictionary)
        #expect(theme.tokens.map(\.path) == ["color.base.red", "color.base.gray", "color.font.error", "color.font.link"])
        #expect(theme.token("color.base.red")?.description == "Alarm red")
        #expect(theme.token("color.font.error")?.value == .string("#FF0000"))
        #expect(theme.token("color.font.link")?.type == "color")
    }

    @Test func aValueItsTypeDoesNotFitIsKeptWithAWarning() {
        #expect(tokenLint(Self.file, format: .styleDictionary) == [
            "tokens.json:2:39: warning: color.base.gray: color.colorSpace expects one of \"srgb\", \"srgb-linear\", \"hsl\", \"hwb\", \"lab\", \"lch\", \"oklab\", \"oklch\", \"display-p3\", \"a98-rgb\", \"prophoto-rgb\", \"rec2020\", \"xyz-d50\", \"xyz-d65\", got nothing",
        ])
    }

    @Test func withoutTheOptionTheOlderFormIsRefused() {
        #expect(tokenLint(##"{"red": {"value": "#FF0000", "type": "color"}}"##)
            == [
                "tokens.json:1:19: error: red.value: a token group must be an object, got string",
                "tokens.json:1:38: error: red.type: a token group must be an object, got string",
            ])
    }
}
