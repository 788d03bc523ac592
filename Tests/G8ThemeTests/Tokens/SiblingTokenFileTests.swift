import Foundation
import G8Widgets
import Testing

/// A design-tokens file that aliases tokens of its sibling files: linted alone, one note says
/// where the tokens may be; linted together with the siblings, the aliases resolve. Reporting
/// that stops at the limit ends with a note that is not counted as an error.
@Suite("Token files that alias their siblings")
struct SiblingTokenFileTests {
    static var semantic: Data { Data(##"""
        {"color": {"$type": "color",
          "text": {"$value": "{base.gray.900}"},
          "link": {"$value": "{base.blue.500}"}}}
        """##.utf8) }
    static var base: Data { Data(##"""
        {"base": {"$type": "color",
          "gray": {"900": {"$value": "#111111"}},
          "blue": {"500": {"$value": "#0055FF"}}}}
        """##.utf8) }

    @Test func aloneTheFirstUnknownTokenHasANoteAboutSiblingFiles() {
        let diagnostics = G8Theme.lint(json: Self.semantic, file: "semantic.json", engine: .standard, designTokens: true)
        #expect(diagnostics.map(\.description) == [
            "semantic.json:2:22: error: color.text: unknown token 'base.gray.900'",
            "semantic.json:2:22: note: color.text: the tokens may live in sibling files: lint them together "
                + "(g8 lint --design-tokens a.json b.json) or through their resolver document (g8 lint --resolver FILE.resolver.json)",
            "semantic.json:3:22: error: color.link: unknown token 'base.blue.500'",
        ])
    }

    @Test func togetherTheAliasesResolve() {
        let files = [(name: "semantic.json", bytes: Array(Self.semantic)), (name: "base.json", bytes: Array(Self.base))]
        // No unknown token: only the reading's warnings about the colors written as strings.
        let baseWarnings = [
            ##"base.json:2:30: warning: base.gray.900: a color is {"colorSpace": "srgb", "components": [0.06666666666666667, 0.06666666666666667, 0.06666666666666667], "hex": "#111111"}; "#111111" is an older draft's form"##,
            ##"base.json:3:30: warning: base.blue.500: a color is {"colorSpace": "srgb", "components": [0, 0.3333333333333333, 1], "hex": "#0055ff"}; "#0055FF" is an older draft's form"##,
        ]
        #expect(G8Theme.lint(designTokens: files, engine: .standard).map(\.description) == baseWarnings)
        let misspelt = Data(##"{"color": {"$type": "color", "text": {"$value": "{base.grey.900}"}}}"##.utf8)
        let stillWrong = G8Theme.lint(
            designTokens: [(name: "semantic.json", bytes: Array(misspelt)), (name: "base.json", bytes: Array(Self.base))],
            engine: .standard)
        #expect(stillWrong.map(\.description)
            == ["semantic.json:1:49: error: color.text: unknown token 'base.grey.900'; did you mean 'base.gray.900'?"] + baseWarnings)
    }

    @Test func reportingStoppedIsANoteThatComesLast() {
        let aliases = (0..<150).map { #""t\#($0)": {"$value": "{missing.t\#($0)}"}"# }.joined(separator: ", ")
        let file = Data(#"{"n": {"$type": "number", \#(aliases)}}"#.utf8)
        let diagnostics = G8Theme.lint(json: file, file: "many.json", engine: .standard, designTokens: true)
        #expect(diagnostics.count { $0.level == .error } == 100)
        #expect(diagnostics.count { $0.level == .note } == 2)
        #expect(diagnostics[1].level == .note)
        #expect(diagnostics.last?.description == "note: too many errors; stopped reporting after 100")
    }
}
