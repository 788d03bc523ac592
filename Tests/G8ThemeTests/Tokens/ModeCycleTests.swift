import Foundation
import G8Widgets
import Testing

/// An alias cycle that only a mode makes is reported at the mode's value, naming the mode.
@Suite("Alias cycles in a mode")
struct ModeCycleTests {
    @Test func aCycleOnlyInDarkModeNamesTheModeAtItsValue() throws {
        let theme = """
            {"tokens": {"a": {"$type": "number", "$value": 1, "$modes": {"dark": "{b}"}},
                        "b": {"$type": "number", "$value": 0.5}},
             "styles": {"s": {"alpha": "{a}"}}}
            """
        let cyclic = theme.replacingOccurrences(of: #""$value": 0.5}"#, with: #""$value": 0.5, "$modes": {"dark": "{a}"}}"#)
        #expect(G8Theme.lint(json: Data(theme.utf8), file: "theme.json", engine: .standard) == [])
        #expect(G8Theme.lint(json: Data(cyclic.utf8), file: "theme.json", engine: .standard).map(\.description) == [
            "theme.json:1:70: error: tokens.a: alias cycle in mode 'dark': a → b → a",
        ])
        #expect(throws: G8ThemeError.self) { try G8Theme(json: Data(cyclic.utf8), file: "theme.json", engine: .standard) }
    }

    @Test func aCycleInTheDefaultsNamesNoMode() throws {
        let theme = #"{"tokens": {"a": {"$type": "number", "$value": "{b}"}, "b": {"$type": "number", "$value": "{a}"}}}"#
        #expect(G8Theme.lint(json: Data(theme.utf8), file: "theme.json", engine: .standard).map(\.description) == [
            "theme.json:1:48: error: tokens.a: alias cycle: a → b → a",
        ])
    }
}
