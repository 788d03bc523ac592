import Foundation
import G8Widgets
import Testing

/// A style value that is a token whose value the property cannot take: the error names the
/// token as well as the value it resolved to.
@Suite("A token of the wrong type in a style")
struct TokenValueMismatchTests {
    static let tokens = #""tokens": {"size": {"$type": "number", "big": {"$value": 12}}, "name": {"$type": "string", "s": {"$value": "centre"}}}"#

    @Test func theErrorNamesTheToken() {
        #expect(errors(#"{\#(Self.tokens), "styles": {"s": {"font": "{size.big}"}}}"#)
            == ["theme.json:1:147: error: styles.s.font: 'font' expects Font, got 12 (from token {size.big})"])
    }

    @Test func aValueProblemNamesTheTokenToo() {
        #expect(errors(#"{\#(Self.tokens), "styles": {"s": {"textAlignment": "{name.s}"}}}"#)
            == [#"theme.json:1:156: error: styles.s.textAlignment: 'textAlignment' expects one of left, center, right, justified, natural, got "centre"; did you mean 'center'? (from token {name.s})"#])
    }

    @Test func aLiteralNamesNoToken() {
        #expect(errors(#"{"styles": {"s": {"font": 12}}}"#) == ["theme.json:1:27: error: styles.s.font: 'font' expects Font, got 12"])
    }
}
