import Foundation
import Testing
import G8Widgets

/// An integer written in a theme converts to an integer property exactly, at both ends of
/// `Int`'s range, and one beyond the range is refused, never wrapped or rounded into it.
@Suite("Integers at the ends of the range")
struct IntegerRangeTests {
    private func tag(_ literal: String) throws -> Int {
        let loaded = try theme(#"{"styles": {"s": {"tag": \#(literal)}}}"#)
        let view = View()
        let report = quiet.applyStyle(try loaded.style(named: "s"), to: view)
        #expect(report.errors.isEmpty)
        return view.tag
    }

    @Test func intMaxAndIntMinConvertExactly() throws {
        #expect(try tag("9223372036854775807") == .max)
        #expect(try tag("-9223372036854775808") == .min)
        #expect(try tag("9007199254740993") == 9_007_199_254_740_993)
        #expect(try tag("-9007199254740993") == -9_007_199_254_740_993)
        #expect(try tag("9007199254740992") == 9_007_199_254_740_992)
    }

    @Test func oneBeyondEitherEndIsRefused() {
        #expect(errors(#"{"styles": {"s": {"tag": 9223372036854775808}}}"#) == [
            "theme.json:1:26: error: styles.s.tag: 'tag' cannot be 9.223372036854776e+18: it does not fit Int exactly",
        ])
        #expect(errors(#"{"styles": {"s": {"tag": -9223372036854775809}}}"#) == [
            "theme.json:1:26: error: styles.s.tag: 'tag' cannot be -9.223372036854776e+18: it does not fit Int exactly",
        ])
    }

    @Test func aNumberBeyondTwoToTheFiftyThreeWithAnExponentIsNotOneInteger() {
        #expect(errors(#"{"styles": {"s": {"tag": 1e17}}}"#) == [
            "theme.json:1:26: error: styles.s.tag: 'tag' cannot be 1e+17: it does not fit Int exactly",
        ])
    }

    @Test func aLargeIntegerStillConvertsToADoubleAndIsCheckedAsOne() {
        #expect(errors(#"{"styles": {"s": {"alpha": 9223372036854775807}}}"#) == [
            "theme.json:1:28: error: styles.s.alpha: 'alpha' cannot be 9223372036854775807: expected a number from 0 to 1",
        ])
    }
}
