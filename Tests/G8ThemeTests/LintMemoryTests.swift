import Foundation
import Testing
@testable import G8Core
import G8Widgets

/// A lint lets each style go once every style that names it as a superStyle is built; it must
/// report exactly what a build that keeps every style reports.
@Suite("Lint without keeping styles")
struct LintMemoryTests {
    /// Every diagnostic, errors then warnings, of building `json` keeping styles or not.
    private func diagnostics(_ json: String, keepsStyles: Bool) throws -> [String] {
        let source = G8SourceText(name: "theme.json", bytes: Array(json.utf8))
        let root = try G8Theme.parse(source, index: 0)
        var builder = G8ThemeBuilder(engine: .standard, sources: [source], mode: nil, format: .designTokens)
        builder.keepsStyles = keepsStyles
        builder.build(root: root)
        return (builder.errors + builder.warnings).map(\.description)
    }

    @Test func aHandWrittenThemeReportsTheSameWithoutKeepingStyles() throws {
        // Forward and backward superStyles, a list, one in a nested child style, a cycle, an
        // unknown name, and errors inside styles that several others name.
        let json = """
            {"styles": {
              "a": {"superStyle": "c", "textColor": 12},
              "b": {"superStyle": ["a", "c"], "title": {"superStyle": "d", "font": "big"}},
              "c": {"textColr": "#000000"},
              "d": {"superStyle": "e"},
              "e": {"superStyle": "d"},
              "f": {"superStyle": "nowhere", "numberOfLines": "two"},
              "g": {"superStyle": "c", "title": {"superStyle": "a"}}
            }}
            """
        let kept = try diagnostics(json, keepsStyles: true)
        #expect(kept.count >= 6)
        #expect(try diagnostics(json, keepsStyles: false) == kept)
    }

    @Test func lintingBytesReportsWhatLintingDataDoes() {
        let json = ##"{"styles": {"a": {"textColr": "#000000", "numberOfLines": "two"}}}"##
        let fromData = G8Theme.lint(json: Data(json.utf8), file: "theme.json", engine: .standard).map(\.description)
        #expect(fromData == [
            "theme.json:1:31: warning: styles.a.textColr: no applier declares a property 'textColr'; did you mean 'textColor'?",
            "theme.json:1:59: error: styles.a.numberOfLines: 'numberOfLines' expects Int, got \"two\"",
        ])
        #expect(G8Theme.lint(bytes: Array(json.utf8), file: "theme.json", engine: .standard).map(\.description) == fromData)
    }

    @Test func aStyleAskedForAfterItWasLetGoIsBuiltAgainSilently() throws {
        let json = """
            {"styles": {"c": {"textColr": "#000000", "numberOfLines": 2}, "a": {"superStyle": "c"}}}
            """
        let source = G8SourceText(name: "theme.json", bytes: Array(json.utf8))
        var builder = G8ThemeBuilder(engine: .standard, sources: [source], mode: nil, format: .designTokens)
        builder.keepsStyles = false
        builder.build(root: try G8Theme.parse(source, index: 0))
        #expect(builder.droppedStyles == ["a", "c"])
        let reported = (builder.errors + builder.warnings).map(\.description)
        #expect(reported == ["theme.json:1:31: warning: styles.c.textColr: no applier declares a property 'textColr'; did you mean 'textColor'?"])
        let again = builder.style(named: "c", referencedFrom: nil)
        #expect(again?.entries.count == 2)
        #expect((builder.errors + builder.warnings).map(\.description) == reported)
        #expect(builder.droppedStyles == ["a", "c"])
    }

    @Test func aGeneratedThemeReportsTheSameWithoutKeepingStyles() throws {
        // 400 styles naming earlier and later ones, some values wrong, from a fixed seed.
        var state: UInt64 = 0x9E37_79B9
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var styles: [String] = []
        for index in 0..<400 {
            var members: [String] = []
            if next(4) != 0 { members.append("\"superStyle\": \"s\(next(400))\"") }
            if next(10) == 0 { members.append("\"superStyle\": [\"s\(next(400))\", \"s\(next(400))\"]") }
            members.append(next(8) == 0 ? "\"textColor\": \"red-ish\"" : "\"textColor\": \"#\(String(index % 10))0A0B0\"")
            if next(6) == 0 { members.append("\"title\": {\"superStyle\": \"s\(next(400))\", \"numberOfLines\": \(next(3))}") }
            if next(12) == 0 { members.append("\"cornerRadus\": 4") }
            styles.append("\"s\(index)\": {\(members.joined(separator: ", "))}")
        }
        let json = "{\"styles\": {\(styles.joined(separator: ",\n"))}}"
        let kept = try diagnostics(json, keepsStyles: true)
        #expect(kept.count > 20)
        #expect(try diagnostics(json, keepsStyles: false) == kept)
    }
}
