import Foundation
import G8Widgets
import Testing

/// Names whose characters are canonically equivalent, such as `café` with its `é` as one scalar
/// (NFC) and as `e` and a combining accent (NFD), are one name: for tokens, styles, nested
/// styles and modes, found by either spelling, and two keys of one object that spell one name
/// two ways are a duplicate key whose warning gives both spellings and both places.
@Suite("Canonically equivalent names are one name")
struct CanonicalNameTests {
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    func load(_ json: String) throws -> G8Theme {
        try G8Theme(json: Data(json.utf8), file: "theme.json", engine: .standard)
    }

    func lint(_ json: String) -> [String] {
        G8Theme.lint(json: Data(json.utf8), file: "theme.json", engine: .standard).map(\.description)
    }

    /// The warning about the NFD key at `column` of line 1, spelling the NFC one at `firstColumn`.
    static func twin(_ column: Int, _ path: String, first firstColumn: Int, written: String = CanonicalNameTests.decomposed,
                     firstWritten: String = CanonicalNameTests.composed) -> String {
        "theme.json:1:\(column): warning: \(path): the key '\(written)' (NFD) is the key '\(firstWritten)' at theme.json:1:\(firstColumn) (NFC)"
            + " in another Unicode normalization: canonically equivalent names are one name, so this value replaces that one"
    }

    func alpha(of style: G8Style) -> Double {
        let label = Label()
        G8.standard.applyStyle(style, to: label)
        return label.alpha
    }

    @Test func twoTokensOfOneGroupSpelledTwoWaysAreOneTokenAndADuplicateKey() throws {
        let json = """
            {"tokens": {"colors": {"\(Self.composed)": {"$type": "number", "$value": 0.5}, "\(Self.decomposed)": {"$type": "number", "$value": 0.25}}},
             "styles": {"s": {"alpha": "{colors.\(Self.composed)}"}}}
            """
        let expected = [Self.twin(68, "tokens.colors.\(Self.composed)", first: 24)]
        let theme = try load(json)
        #expect(theme.warnings.map(\.description) == expected)
        #expect(theme.tokens.map { Array($0.path.utf8) } == [Array("colors.\(Self.composed)".utf8)])
        #expect(alpha(of: try theme.style(named: "s")) == 0.25)
        #expect(lint(json) == expected)
    }

    @Test func twoStylesSpelledTwoWaysAreOneStyleFoundByEither() throws {
        let json = #"{"styles": {"\#(Self.composed)": {"alpha": 0.5}, "\#(Self.decomposed)": {"alpha": 0.25}}}"#
        let expected = [Self.twin(37, "styles.\(Self.composed)", first: 13)]
        let theme = try load(json)
        #expect(theme.warnings.map(\.description) == expected)
        #expect(theme.styleNames.map { Array($0.utf8) } == [Array(Self.composed.utf8)])
        #expect(alpha(of: try theme.style(named: Self.composed)) == 0.25)
        #expect(alpha(of: try theme.style(named: Self.decomposed)) == 0.25)
        #expect(lint(json) == expected)
    }

    @Test func twoNestedStylesSpelledTwoWaysAreADuplicateKey() throws {
        let json = #"{"styles": {"card": {"\#(Self.composed)": {"alpha": 0.5}, "\#(Self.decomposed)": {"alpha": 0.25}}}}"#
        let expected = [Self.twin(46, "styles.card.\(Self.composed)", first: 22)]
        #expect(try load(json).warnings.map(\.description) == expected)
        #expect(lint(json) == expected)
    }

    /// The token's key is NFD and the alias escapes the NFC `é` (`\u00e9`), and the other way.
    @Test(arguments: [
        #"{"tokens": {"colors": {"cafe\#u{301}": {"$type": "number", "$value": 0.5}}}, "styles": {"s": {"alpha": "{colors.caf\u00e9}"}}}"#,
        #"{"tokens": {"colors": {"caf\u00e9": {"$type": "number", "$value": 0.5}}}, "styles": {"s": {"alpha": "{colors.cafe\#u{301}}"}}}"#,
    ])
    func anAliasFindsItsTokenWrittenTheOtherWay(json: String) throws {
        let theme = try load(json)
        #expect(theme.warnings.isEmpty)
        #expect(theme.tokens.map { Array($0.path.utf8) } == [Array("colors.\(Self.composed)".utf8)])
        #expect(theme.token("colors.\(Self.decomposed)")?.path == "colors.\(Self.composed)")
        #expect(alpha(of: try theme.style(named: "s")) == 0.5)
        #expect(lint(json).isEmpty)
    }

    @Test func aSuperStyleFindsItsStyleWrittenTheOtherWay() throws {
        let json = #"{"styles": {"\#(Self.composed)": {"alpha": 0.5}, "child": {"superStyle": "\#(Self.decomposed)"}}}"#
        let theme = try load(json)
        #expect(theme.warnings.isEmpty)
        #expect(alpha(of: try theme.style(named: "child")) == 0.5)
        #expect(lint(json).isEmpty)
    }

    @Test func aModeIsFoundByEitherSpellingAndTwoSpellingsOfOneAreADuplicateKey() throws {
        let composedMode = "\u{E9}t\u{E9}", decomposedMode = "e\u{301}te\u{301}"
        let json = #"{"tokens": {"n": {"$type": "number", "$value": 0.5, "$modes": {"\#(composedMode)": 0.25}}}, "styles": {"s": {"alpha": "{n}"}}}"#
        let theme = try load(json)
        #expect(theme.modes.map { Array($0.utf8) } == [Array(composedMode.utf8)])
        #expect(alpha(of: try theme.resolved(mode: decomposedMode).style(named: "s")) == 0.25)
        #expect(alpha(of: try theme.resolved(mode: composedMode).style(named: "s")) == 0.25)

        let twice = #"{"tokens": {"n": {"$type": "number", "$value": 0.5, "$modes": {"\#(composedMode)": 0.25, "\#(decomposedMode)": 0.75}}}}"#
        #expect(lint(twice) == [Self.twin(77, "tokens.n.$modes.\(composedMode)", first: 64, written: decomposedMode, firstWritten: composedMode)])
    }

    @Test func namesInOneFormAreQuiet() throws {
        let theme = try load(#"{"tokens": {"café": {"$type": "number", "$value": 1}, "cafe": {"$type": "number", "$value": 1}}}"#)
        #expect(theme.warnings.isEmpty)
        #expect(theme.tokens.count == 2)
    }
}
