import Foundation
import Testing
@testable import G8Core
@testable import G8Themes
import G8Widgets

/// A lint lets each style go once every style that names it as a superStyle is built; it must
/// report exactly what a build that keeps every style reports.
@Suite("Lint without keeping styles")
struct LintMemoryTests {
    /// Every diagnostic, errors then warnings, of checking `json` keeping styles or not.
    private func diagnostics(_ json: String, keepsStyles: Bool) throws -> [String] {
        let source = G8SourceText(name: "theme.json", bytes: Array(json.utf8))
        var unreported: G8LoadContext.DuplicateKeys = [:]
        let root = try G8Theme.parse(source, index: 0, duplicateKeys: &unreported)
        let checker = G8LoadCheck.stages(of: root, engine: .standard, sources: [source], options: G8LoadOptions(purpose: keepsStyles ? .load : .lint))
        return (checker.errors + checker.warnings).map(\.description)
    }

    /// Every diagnostic of building `json` as a lint does: its styles deferred by the parser
    /// and read again from the bytes, one definition at a time.
    private func streamedDiagnostics(_ json: String) throws -> [String] {
        let source = G8SourceText(name: "theme.json", bytes: Array(json.utf8))
        var unreported: G8LoadContext.DuplicateKeys = [:]
        let root = try G8Theme.parse(source, index: 0, deferring: "styles", duplicateKeys: &unreported)
        var options = G8LoadOptions(purpose: .lint)
        options.streamsStyles = true
        let checker = G8LoadCheck.stages(of: root, engine: .standard, sources: [source], options: options)
        return (checker.errors + checker.warnings).map(\.description)
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
        #expect(try streamedDiagnostics(json) == kept)
    }

    @Test func stylesReadFromTheBytesReportWhatTheTreeDoes() throws {
        // A name defined twice (the last definition counts, in the place of the first), a
        // nested style and a list, tokens with a bad mode value.
        let json = """
            {"tokens": {"c": {"$type": "color", "$value": "#102030", "$modes": {"dark": "#0"}}},
             "styles": {
              "a": {"textColor": 1},
              "b": {"superStyle": "a", "detail": {"superStyle": ["a", "zz"], "font": 3}, "backgroundColor": "{c}"},
              "a": {"textColr": "{c}", "numberOfLines": "x"},
              "d": {"superStyle": "b", "tags": [1, {"x": [true, null]}], "alpha": 2}
            }}
            """
        let kept = try diagnostics(json, keepsStyles: true)
        #expect(kept == [
            #"theme.json:5:45: error: styles.a.numberOfLines: 'numberOfLines' expects Int, got "x""#,
            "theme.json:4:59: error: styles.b.detail.superStyle[1]: unknown style 'zz'",
            "theme.json:4:74: error: styles.b.detail.font: 'font' expects Font, got 3",
            "theme.json:6:71: error: styles.d.alpha: 'alpha' cannot be 2: expected a number from 0 to 1",
            "theme.json:5:9: warning: styles.a.textColr: no applier declares a property 'textColr'; did you mean 'textColor'?",
            "theme.json:6:28: warning: styles.d.tags: no applier declares a property 'tags'; did you mean 'tag'?",
        ])
        #expect(try streamedDiagnostics(json) == kept)
        // A second "styles" member that is not an object: the last one counts, and is kept.
        let twice = #"{"styles": {"a": {"alpha": 5}}, "styles": [1]}"#
        let keptTwice = try diagnostics(twice, keepsStyles: true)
        #expect(keptTwice == ["theme.json:1:43: error: styles: 'styles' must be an object, got array"])
        #expect(try streamedDiagnostics(twice) == diagnostics(twice, keepsStyles: true))
    }

    @Test func theScanOfDeferredStylesFindsTheSuperStylesTheTreeDoes() throws {
        // A key spelt with an escape, a superStyle list with a number and an object in it, one
        // inside an array (not looked into), nested ones, strings with escaped quotes and
        // brackets, empty objects and lists.
        let json = #"""
            {"styles": {
              "a": {"super\u0053tyle": "b", "text": "a \"}] b", "x": {}, "y": []},
              "b": {"superStyle": ["c", 1, {"superStyle": "zz"}, "d"], "tags": [{"superStyle": "zz"}]},
              "c": {"child": {"grandchild": {"superStyle": "a"}}, "n": -1.5e3, "t": true, "u": null},
              "d": {"superStyle": [], "child": {"superStyle": "nowhere"}},
              "\u00e9": {"superStyle": "c"}
            }}
            """#
        var scanned: [String: [String]] = [:]
        var order: [String] = []
        let bytes = Array(json.utf8)
        let parsed = G8JSONParser.parse(bytes, deferring: "styles")
        if case .failure(let failure) = parsed { Issue.record("\(failure.message) at \(failure.offset)") }
        let root = try #require(try? parsed.get())
        let styles = try #require(root.member("styles")?.value)
        G8JSONParser.scanMembers(of: bytes, source: 0, objectAt: styles.offset, superStyleKey: "superStyle", depthLimit: G8.maximumDepth) {
            name, offset, names in
            order.append(name)
            scanned[name] = names
            #expect(G8JSONParser.value(in: bytes, source: 0, at: offset)?.members != nil)
        }
        #expect(order == ["a", "b", "c", "d", "é"])
        #expect(scanned == ["a": ["b"], "b": ["c", "d"], "c": ["a"], "d": ["nowhere"], "é": ["c"]])
        #expect(try streamedDiagnostics(json) == diagnostics(json, keepsStyles: true))
    }

    @Test func aDeferredParseFailsAsAWholeParseDoes() {
        // Errors inside the deferred object, at its end, and after it.
        for json in [#"{"styles": {"a": {"alpha": 1,}}}"#, #"{"styles": {"a": {"alpha": 01}}}"#, #"{"styles": {"a": 1"#,
                     #"{"styles": {"a": {}}, }"#, #"{"styles": {"a": {}}} x"#, #"{"styles": {"a": "\q"}}"#] {
            let whole = G8JSONParser.parse(Array(json.utf8))
            let deferred = G8JSONParser.parse(Array(json.utf8), deferring: "styles")
            switch (whole, deferred) {
            case (.failure(let one), .failure(let other)):
                #expect(one.message == other.message && one.offset == other.offset, "\(json)")
            default:
                Issue.record("\(json): \(whole) and \(deferred)")
            }
        }
    }

    @Test func lintingBytesReportsWhatLintingDataDoes() {
        let json = ##"{"styles": {"a": {"textColr": "#000000", "numberOfLines": "two"}}}"##
        let fromData = G8Theme.lint(json: Data(json.utf8), file: "theme.json", engine: .standard).map(\.description)
        #expect(fromData == [
            "theme.json:1:19: warning: styles.a.textColr: no applier declares a property 'textColr'; did you mean 'textColor'?",
            "theme.json:1:59: error: styles.a.numberOfLines: 'numberOfLines' expects Int, got \"two\"",
        ])
        #expect(G8Theme.lint(bytes: Array(json.utf8), file: "theme.json", engine: .standard).map(\.description) == fromData)
    }

    /// The names of the styles a lint's checker let go, in order.
    private func dropped(_ checker: G8StyleChecker) -> [String] {
        checker.styleOrder.indices.filter { checker.building.dropped[$0] }.map { checker.styleOrder[$0] }.sorted()
    }

    @Test func aStyleAskedForAfterItWasLetGoIsBuiltAgainSilently() throws {
        let json = """
            {"styles": {"c": {"textColr": "#000000", "numberOfLines": 2}, "a": {"superStyle": "c"}}}
            """
        let source = G8SourceText(name: "theme.json", bytes: Array(json.utf8))
        var unreported: G8LoadContext.DuplicateKeys = [:]
        let root = try G8Theme.parse(source, index: 0, duplicateKeys: &unreported)
        var checker = G8LoadCheck.stages(of: root, engine: .standard, sources: [source], options: G8LoadOptions(purpose: .lint))
        #expect(dropped(checker) == ["a", "c"])
        let reported = (checker.errors + checker.warnings).map(\.description)
        #expect(reported == ["theme.json:1:19: warning: styles.c.textColr: no applier declares a property 'textColr'; did you mean 'textColor'?"])
        let again = checker.style(named: "c", referencedFrom: nil)
        // Checked again, as a lint checks every style: cleanly, with nothing reported twice.
        #expect(again != nil)
        #expect((checker.errors + checker.warnings).map(\.description) == reported)
        #expect(dropped(checker) == ["a", "c"])
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
        #expect(try streamedDiagnostics(json) == kept)
    }
}
