import Foundation
import Testing
import G8Widgets

/// An object or array written in a style that names no token (a font written out) is converted
/// once for each key name and reused (``G8StyleChecker/quickChecks``, found by a fingerprint and
/// compared whole): these pin that the reuse gives what converting every value gives.
@Suite("Objects and arrays in styles")
struct CompositeLiteralTests {
    static let mixed = """
        {"styles": {
           "a": {"font": {"family": "Inter", "size": 16}, "layer.shadowOffset": {"family": "Inter", "size": 16}},
           "b": {"layer.shadowOffset": {"family": "Inter", "size": 16}, "font": {"family": "Inter", "size": 16}},
           "c": {"font": {"family": "Inter", "size": -1}, "layer.shadowOffset": {"width": 1, "height": 2}},
           "d": {"font": {"size": 16, "family": "Inter"}, "layer.shadowOffset": {"width": 1, "height": 2}}
         }}
        """

    @Test func anObjectAcceptedUnderOneNameIsStillRefusedUnderAnotherEveryTime() {
        #expect(errors(CompositeLiteralTests.mixed) == [
            #"theme.json:2:73: error: styles.a.layer.shadowOffset: 'shadowOffset.family' expects no value: the members are width, height, got "Inter""#,
            #"theme.json:3:32: error: styles.b.layer.shadowOffset: 'shadowOffset.family' expects no value: the members are width, height, got "Inter""#,
            #"theme.json:4:18: error: styles.c.font: 'font.size' expects a point size above 0, such as 16 or "16px", got -1"#,
        ])
    }

    @Test func differentObjectsForOneNameApplyAsWritten() throws {
        let loaded = try theme("""
            {"styles": {"a": {"font": {"family": "Inter", "size": 16}, "layer.shadowOffset": {"width": 1, "height": 2}},
                        "b": {"font": {"family": "Inter", "size": 17}, "layer.shadowOffset": {"width": 1, "height": 2}},
                        "c": {"font": {"size": 16, "family": "Inter", "weight": "bold"}},
                        "d": {"font": {"family": "Inter", "size": 16}}}}
            """)
        let labels = (0..<4).map { _ in Label() }
        for (name, label) in zip(["a", "b", "c", "d"], labels) { quiet.applyStyle(try loaded.style(named: name), to: label) }
        #expect(labels.map(\.font) == [
            Font(name: "Inter", size: 16), Font(name: "Inter", size: 17),
            Font(name: "Inter", size: 16, weight: .bold), Font(name: "Inter", size: 16),
        ])
        #expect(labels[0].layer.shadowOffset == Size(width: 1, height: 2))
        #expect(labels[1].layer.shadowOffset == Size(width: 1, height: 2))
    }

    @Test func anObjectThatNamesATokenIsResolvedEveryTime() throws {
        // The deprecated token is reported where each object names it.
        let loaded = try theme("""
            {"tokens": {"body": {"$type": "number", "$value": 15, "$deprecated": "use title"}},
             "styles": {"a": {"font": {"family": "Inter", "size": "{body}"}},
                        "b": {"font": {"family": "Inter", "size": "{body}"}}}}
            """)
        #expect(loaded.warnings.map(\.description) == [
            "theme.json:2:55: warning: styles.a.font.size: token 'body' is deprecated: use title",
            "theme.json:3:55: warning: styles.b.font.size: token 'body' is deprecated: use title",
        ])
        let label = Label()
        quiet.applyStyle(try loaded.style(named: "b"), to: label)
        #expect(label.font == Font(name: "Inter", size: 15))
    }
}
