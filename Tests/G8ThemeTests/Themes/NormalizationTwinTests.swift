import Foundation
import G8Widgets
import Testing

/// Names are compared byte for byte; two that differ only in Unicode normalization are two
/// names, and the second one written gets a warning.
@Suite("Names that differ only in normalization")
struct NormalizationTwinTests {
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    static let theme = """
        {"tokens": {"\(composed)": {"$type": "number", "$value": 0.5}, "\(decomposed)": {"$type": "number", "$value": 0.25}},
         "styles": {"\(composed)": {"alpha": "{\(composed)}"}, "\(decomposed)": {"alpha": "{\(decomposed)}"}}}
        """

    static let expected = [
        "theme.json:1:66: warning: tokens.\(decomposed): token '\(decomposed)' (NFD) differs from token '\(composed)' on line 1 (NFC)"
            + " only in Unicode normalization; names are compared byte for byte, so these are two tokens: write both the same way",
        "theme.json:2:51: warning: styles.\(decomposed): style '\(decomposed)' (NFD) differs from style '\(composed)' on line 2 (NFC)"
            + " only in Unicode normalization; names are compared byte for byte, so these are two styles: write both the same way",
    ]

    @Test func bothAreKeptApartAndTheSecondIsAWarningAtLoadAndLint() throws {
        let theme = try G8Theme(json: Data(Self.theme.utf8), file: "theme.json", engine: .standard)
        #expect(theme.warnings.map(\.description) == Self.expected)
        #expect(theme.tokens.map(\.path).map { Array($0.utf8) } == [Array(Self.composed.utf8), Array(Self.decomposed.utf8)])
        let first = Label(), second = Label()
        G8.standard.applyStyle(try theme.style(named: Self.composed), to: first)
        G8.standard.applyStyle(try theme.style(named: Self.decomposed), to: second)
        #expect(first.alpha == 0.5)
        #expect(second.alpha == 0.25)
        #expect(G8Theme.lint(json: Data(Self.theme.utf8), file: "theme.json", engine: .standard).map(\.description) == Self.expected)
    }

    @Test func namesInOneFormAreQuiet() throws {
        let theme = try G8Theme(json: Data(#"{"tokens": {"café": {"$type": "number", "$value": 1}, "cafe": {"$type": "number", "$value": 1}}}"#.utf8),
                                engine: .standard)
        #expect(theme.warnings.isEmpty)
    }
}
