import Foundation
import Testing
import G8Widgets

/// An error about one member of a composite value is reported where that member is written,
/// at any depth, not where the value starts: a file's reader goes to the line that is wrong.
@Suite("Errors at the member that is wrong")
struct MemberLocationTests {
    @Test func aColorsAlphaInsideAShadowIsReportedOnItsLine() {
        #expect(tokenLint("""
            {"card": {"$type": "shadow", "$value": {
              "color": {
                "colorSpace": "srgb",
                "components": [0, 0, 0],
                "alpha": 7
              },
              "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"},
              "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}
            """) == ["tokens.json:5:14: error: card: shadow.color.alpha expects a number from 0 to 1, got 7"])
    }

    @Test func aGradientStopsPositionIsReportedOnItsLine() {
        #expect(tokenLint("""
            {"fade": {"$type": "gradient", "$value": [
              {"color": "#000000", "position": 0},
              {"color": "#FFFFFF",
               "position": "end"}]}}
            """) == ["tokens.json:4:16: error: fade: gradient[1].position expects a number, got \"end\""])
    }

    @Test func anIncompleteMemberIsReportedWhereItIsWritten() {
        #expect(tokenLint("""
            {"line": {"$type": "border", "$value": {
              "color": "#000000",
              "width": {"value": 1},
              "style": "solid"}}}
            """) == [
                "tokens.json:3:12: error: line: border.width expects a dimension such as {\"value\": 16, \"unit\": \"px\"}, got an object",
            ])
    }
}
