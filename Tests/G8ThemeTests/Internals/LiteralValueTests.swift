import Foundation
import Testing
import G8Widgets

/// A number or boolean written in a style is converted once for each key name and reused
/// (``G8StyleChecker/quickChecks``): these pin that the reuse gives what converting every
/// value gave, for the same value under names that accept it and names that refuse it.
@Suite("Numbers and booleans in styles")
struct LiteralValueTests {
    static let mixed = """
        {"styles": {
           "a": {"layer.cornerRadius": 1.5, "alpha": 1.5, "isHidden": true},
           "b": {"alpha": 1.5, "layer.cornerRadius": 1.5, "numberOfLines": true},
           "c": {"layer.cornerRadius": 1.5, "isHidden": true, "alpha": 0.5},
           "d": {"numberOfLines": 2, "layer.borderWidth": 2, "alpha": true}
         }}
        """

    @Test func aValueAcceptedUnderOneNameIsStillRefusedUnderAnotherEveryTime() {
        #expect(errors(LiteralValueTests.mixed) == [
            "theme.json:2:46: error: styles.a.alpha: 'alpha' cannot be 1.5: expected a number from 0 to 1",
            "theme.json:3:19: error: styles.b.alpha: 'alpha' cannot be 1.5: expected a number from 0 to 1",
            "theme.json:3:68: error: styles.b.numberOfLines: 'numberOfLines' expects Int, got true",
            "theme.json:5:63: error: styles.d.alpha: 'alpha' expects Double, got true",
        ])
    }

    @Test func repeatedValuesApplyAsWritten() throws {
        let loaded = try theme("""
            {"styles": {"a": {"layer.cornerRadius": 2, "alpha": 0.5, "isHidden": true},
                        "b": {"layer.cornerRadius": 2, "alpha": 0.5, "isHidden": false, "numberOfLines": 2}}}
            """)
        let view = View(), label = Label()
        quiet.applyStyle(try loaded.style(named: "a"), to: view)
        quiet.applyStyle(try loaded.style(named: "b"), to: label)
        #expect(view.layer.cornerRadius == 2 && view.alpha == 0.5 && view.isHidden)
        #expect(label.layer.cornerRadius == 2 && label.alpha == 0.5 && !label.isHidden && label.numberOfLines == 2)
    }
}
