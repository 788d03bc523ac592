import Foundation
import Testing
import G8Widgets

/// The exact diagnostics each hostile theme document is refused with.
private let expectedThemeDiagnostics: [String: [String]] = [
        "empty document": ["hostile.json:1:1: error: invalid JSON: expected a value, found end of input"],
        "whitespace only": ["hostile.json:2:3: error: invalid JSON: expected a value, found end of input"],
        "truncated object": ["hostile.json:1:13: error: invalid JSON: expected a string key, found end of input"],
        "truncated string": ["hostile.json:1:2: error: invalid JSON: unterminated string"],
        "trailing comma in an object": ["hostile.json:1:14: error: invalid JSON: a trailing comma before '}'; JSON allows none, so remove it"],
        "trailing comma in an array": ["hostile.json:1:37: error: invalid JSON: a trailing comma before ']'; JSON allows none, so remove it"],
        "single quotes": ["hostile.json:1:2: error: invalid JSON: expected a string key, found '''"],
        "unquoted key": ["hostile.json:1:2: error: invalid JSON: expected a string key, found 's'"],
        "leading zero": ["hostile.json:1:28: error: invalid JSON: numbers cannot have leading zeros"],
        "invalid escape": ["hostile.json:1:28: error: invalid JSON: invalid escape '\\q'"],
        "lone high surrogate": ["hostile.json:1:28: error: invalid JSON: a high surrogate must be followed by a low surrogate"],
        "lone low surrogate": ["hostile.json:1:28: error: invalid JSON: a lone low surrogate is not a character"],
        "raw control character": ["hostile.json:1:29: error: invalid JSON: unescaped control character in a string"],
        "invalid UTF-8 byte": ["hostile.json:1:28: error: invalid JSON: invalid UTF-8"],
        "overlong UTF-8": ["hostile.json:1:28: error: invalid JSON: invalid UTF-8"],
        "truncated UTF-8 at the end": ["hostile.json:1:28: error: invalid JSON: invalid UTF-8"],
        "number out of range": ["hostile.json:1:28: error: invalid JSON: the number 1e400 is out of range"],
        "NaN literal": ["hostile.json:1:28: error: invalid JSON: expected a value, found 'N'"],
        "Infinity literal": ["hostile.json:1:28: error: invalid JSON: expected a value, found 'I'"],
        "minus alone": ["hostile.json:1:29: error: invalid JSON: expected a digit, found '}'"],
        "fraction without digits": ["hostile.json:1:30: error: invalid JSON: expected a digit after '.', found '}'"],
        "garbage after the document": ["hostile.json:1:4: error: invalid JSON: unexpected 'x' after the document"],
        "two documents": ["hostile.json:1:3: error: invalid JSON: unexpected '{' after the document"],
        "top-level array": ["hostile.json:1:1: error: a theme must be a JSON object, got array"],
        "top-level string": ["hostile.json:1:1: error: a theme must be a JSON object, got string"],
        "arrays nested beyond the limit": ["hostile.json:1:65: error: invalid JSON: nesting deeper than the limit of 64 levels"],
        "objects nested beyond the limit": ["hostile.json:1:385: error: invalid JSON: nesting deeper than the limit of 64 levels"],
        "alias cycle of three": ["hostile.json:1:29: error: tokens.a: alias cycle: a → b → c → a"],
        "alias to itself": ["hostile.json:1:30: error: tokens.me: alias cycle: me → me"],
        "superStyle naming itself": ["hostile.json:1:33: error: styles.s.superStyle: superStyle cycle: s → s"],
        "superStyle cycle of three": ["hostile.json:1:85: error: styles.c.superStyle: superStyle cycle: a → b → c → a"],
        "superStyle list with a number": ["hostile.json:1:48: error: styles.s.superStyle[1]: a superStyle list holds style names, got number"],
        "unknown token reference": ["hostile.json:1:62: error: styles.s.alpha: unknown token 'gpa'; did you mean 'gap'?"],
        "unknown superStyle": ["hostile.json:1:45: error: styles.s.superStyle: unknown style 'bsae'; did you mean 'base'?"],
        "wrong value for its $type": ["hostile.json:1:47: error: tokens.c: $type 'color' expects a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\", got 12"],
        "unknown $type": ["hostile.json:1:28: error: tokens.c.$type: unknown $type 'colr'; did you mean 'color'?"],
        "$type that is not a string": ["hostile.json:1:28: error: tokens.c.$type: $type must be a string, got number"],
        "alias of another $type": ["hostile.json:1:86: error: tokens.c: $type 'color' cannot alias 'n', whose $type is 'number'"],
        "$modes that is not an object": ["hostile.json:1:42: error: tokens.c.$modes: $modes must be an object of mode names to values, got array"],
        "token name with a dot": ["hostile.json:1:13: error: tokens.a.b: token and group names cannot be empty or contain '.', '{' or '}'"],
        "empty token name": ["hostile.json:1:13: error: tokens.: token and group names cannot be empty or contain '.', '{' or '}'"],
        "tokens that are an array": ["hostile.json:1:12: error: tokens: a token group must be an object, got array"],
        "styles that are an array": ["hostile.json:1:12: error: styles: 'styles' must be an object, got array"],
        "a style that is a string": ["hostile.json:1:18: error: styles.s: a style must be an object, got string"],
        "keypath with an empty component": ["hostile.json:1:19: error: styles.s.a..textColor: the key 'a..textColor' is malformed: the key has an empty component"],
        "empty key": ["hostile.json:1:19: error: styles.s.: the key '' is malformed: the key is empty"],
        "keypath starting with a dot": ["hostile.json:1:19: error: styles.s..textColor: the key '.textColor' is malformed: the key has an empty component"],
        "key ending with a colon": ["hostile.json:1:19: error: styles.s.titleColor:: the key 'titleColor:' is malformed: the key has an empty state modifier"],
        "modifier before the last component": ["hostile.json:1:19: error: styles.s.a:b.textColor: the key 'a:b.textColor' is malformed: state modifiers may only follow the last component"],
        "invalid hex color": ["hostile.json:1:32: error: styles.s.textColor: 'textColor' expects a color \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\", got \"#GGHHII\"; 'G' is not a hex digit"],
        "empty color string": ["hostile.json:1:32: error: styles.s.textColor: 'textColor' expects a color \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\", got \"\"; the string is empty"],
        "negative border width": ["hostile.json:1:40: error: styles.s.layer.borderWidth: 'borderWidth' cannot be -3: expected 0 or more"],
        "alpha far out of range": ["hostile.json:1:28: error: styles.s.alpha: 'alpha' cannot be 1e+300: expected a number from 0 to 1"],
        "negative frame size": ["hostile.json:1:28: error: styles.s.frame: 'frame' cannot be {\"x\":0,\"y\":0,\"width\":-5,\"height\":1}: expected a width and height of 0 or more"],
        "font of size zero": ["hostile.json:1:27: error: styles.s.font: 'font.size' expects a point size above 0, such as 16 or \"16px\", got 0"],
        "font token with a negative size": ["hostile.json:1:46: error: tokens.f: $type 'font' expects a font such as {\"family\": \"Inter\", \"size\": 16}, got an object"],
        "bad value in a mode": ["hostile.json:1:74: error: tokens.c.$modes.dark: $type 'color' expects a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\", got \"#00\""],
        "unknown top-level key": ["hostile.json:1:16: error: stlyes: unknown top-level key 'stlyes'; did you mean 'styles'?"],
        "superStyle that is a number": ["hostile.json:1:33: error: styles.s.superStyle: superStyle must name a style or a list of styles, got number"],
        "a one-megabyte color string": ["hostile.json:1:32: error: styles.s.textColor: 'textColor' expects a color \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\", got \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…\"; 'x' is not a hex digit"],
        "number of lines that is a fraction": ["hostile.json:1:36: error: styles.s.numberOfLines: 'numberOfLines' cannot be 2.5: it does not fit Int exactly"],
        "unknown enum case": ["hostile.json:1:36: error: styles.s.textAlignment: 'textAlignment' expects one of left, center, right, justified, natural, got \"middle\""],
]

@Suite("Hostile theme documents")
struct HostileThemeTests {
    @Test(arguments: HostileThemes.cases.map(\.name).filter { $0 != "100,000 keys with bad values" })
    func isRefusedWithExactDiagnostics(name: String) throws {
        let bytes = try #require(HostileThemes.cases.first { $0.name == name }?.bytes)
        let expected = try #require(expectedThemeDiagnostics[name], "no expectation for \(name)")
        do {
            _ = try G8Theme(json: Data(bytes), file: "hostile.json")
            Issue.record("\(name) loaded")
        } catch {
            #expect(error.diagnostics.map(\.description) == expected)
        }
    }

    /// A lint parses a theme's styles one at a time, not as one tree: it must refuse each
    /// hostile document with exactly the errors a load gives.
    @Test(arguments: HostileThemes.cases.map(\.name).filter { $0 != "100,000 keys with bad values" })
    func aLintReportsTheSameErrors(name: String) throws {
        let bytes = try #require(HostileThemes.cases.first { $0.name == name }?.bytes)
        let expected = try #require(expectedThemeDiagnostics[name], "no expectation for \(name)")
        let errors = G8Theme.lint(bytes: bytes, file: "hostile.json", engine: .standard).filter { $0.level == .error }
        #expect(errors.map(\.description) == expected)
    }

    @Test func oneHundredThousandBadKeysAreReportedUpToTheLimit() {
        do {
            _ = try G8Theme(json: Data(HostileThemes.manyBadKeys.utf8), file: "hostile.json")
            Issue.record("loaded")
        } catch {
            #expect(error.diagnostics.count == 101)
            #expect(error.diagnostics.first?.description == "hostile.json:1:35: error: styles.s.k0.textColor: 'textColor' expects Color, got 1")
            #expect(error.diagnostics.last?.description == "note: too many errors; stopped reporting after 100")
        }
    }

    @Test func theCorpusHasAtLeastSixtyInputs() {
        #expect(HostileThemes.cases.count + HostileUpdates.cases.count + HostileStyles.cases.count >= 60)
        #expect(Set(HostileThemes.cases.map(\.name)).count == HostileThemes.cases.count)
    }
}
