import Foundation
import Testing
import G8Widgets

@Suite("Theme errors, each with its exact text")
struct ThemeErrorTests {
    @Test func invalidJSONNamesTheLineAndColumn() {
        #expect(errors("{\n  \"styles\": {\n    \"a\" {}\n  }\n}") == [
            "theme.json:3:9: error: invalid JSON: expected ':' after the key \"a\", found '{'",
        ])
        #expect(errors("{\"styles\": {}") == ["theme.json:1:14: error: invalid JSON: expected ',' or '}', found end of input"])
        #expect(errors("") == ["theme.json:1:1: error: invalid JSON: expected a value, found end of input"])
        #expect(errors("[1,]") == ["theme.json:1:3: error: invalid JSON: a trailing comma before ']'; JSON allows none, so remove it"])
    }

    @Test func anUnknownTokenReferenceSuggestsTheNearestToken() {
        #expect(errors("""
            {"tokens": {"color": {"$type": "color", "text": {"$value": "#000000"}}},
             "styles": {"commonLabel": {"textColor": "{color.txt}"}}}
            """) == [
            "theme.json:2:42: error: styles.commonLabel.textColor: unknown token 'color.txt'; did you mean 'color.text'?",
        ])
    }

    @Test func anAliasCycleIsReportedWithItsChain() {
        #expect(errors("""
            {"tokens": {"color": {"$type": "color",
              "a": {"$value": "{color.b}"},
              "b": {"$value": "{color.a}"}}}}
            """) == ["theme.json:2:19: error: tokens.color.a: alias cycle: color.a → color.b → color.a"])
        #expect(errors(#"{"tokens": {"x": {"$value": "{x}"}}}"#) == [
            "theme.json:1:29: error: tokens.x: alias cycle: x → x",
        ])
    }

    @Test func aSuperStyleCycleIsReportedWithItsChain() {
        #expect(errors("""
            {"styles": {
              "a": {"superStyle": "b"},
              "b": {"superStyle": ["a"]}}}
            """) == ["theme.json:3:24: error: styles.b.superStyle[0]: superStyle cycle: a → b → a"])
        #expect(errors(#"{"styles": {"self": {"superStyle": "self"}}}"#) == [
            "theme.json:1:36: error: styles.self.superStyle: superStyle cycle: self → self",
        ])
    }

    @Test func anUnknownSuperStyleSuggestsTheNearestStyle() {
        #expect(errors("""
            {"styles": {"commonLabel": {}, "boldLabel": {"superStyle": "comonLabel"}}}
            """) == [
            "theme.json:1:60: error: styles.boldLabel.superStyle: unknown style 'comonLabel'; did you mean 'commonLabel'?",
        ])
    }

    @Test func aValueThatCannotBecomeThePropertysTypeIsRefused() {
        #expect(errors(##"{"styles": {"s": {"label1.textColor": "#GGHHII"}}}"##) == [
            "theme.json:1:39: error: styles.s.label1.textColor: 'textColor' expects a color \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\", got \"#GGHHII\"; 'G' is not a hex digit",
        ])
        #expect(errors(#"{"styles": {"s": {"font": {"family": "Inter"}}}}"#) == [
            "theme.json:1:27: error: styles.s.font: 'font.size' expects a point size above 0, such as 16 or \"16px\", got nothing",
        ])
        #expect(errors(#"{"styles": {"s": {"layer.borderWidth": -1}}}"#) == [
            "theme.json:1:40: error: styles.s.layer.borderWidth: 'borderWidth' cannot be -1: expected 0 or more",
        ])
    }

    @Test func aTypeMismatchInTokensIsRefused() {
        #expect(errors(#"{"tokens": {"color": {"$type": "color", "brand": {"$value": 12}}}}"#) == [
            "theme.json:1:61: error: tokens.color.brand: $type 'color' expects a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\", got 12",
        ])
        #expect(errors("""
            {"tokens": {"space": {"$type": "number", "card": {"$value": 12}},
                        "color": {"$type": "color", "text": {"$value": "{space.card}"}}}}
            """) == [
            "theme.json:2:60: error: tokens.color.text: $type 'color' cannot alias 'space.card', whose $type is 'number'",
        ])
        #expect(errors(##"{"tokens": {"c": {"$type": "colour", "x": {"$value": "#000"}}}}"##) == [
            "theme.json:1:28: error: tokens.c.$type: unknown $type 'colour'; did you mean 'color'?",
        ])
        #expect(errors(##"{"tokens": {"c": {"$type": "color", "x": {"$value": "#000", "$modes": {"dark": "night"}}}}}"##) == [
            "theme.json:1:80: error: tokens.c.x.$modes.dark: $type 'color' expects a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\", got \"night\"",
        ])
    }

    @Test func nestingDeeperThanTheLimitIsRefused() {
        let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        #expect(errors(deep) == ["theme.json:1:65: error: invalid JSON: nesting deeper than the limit of 64 levels"])
        var style = "{}"
        for _ in 0..<66 { style = "{\"v\": \(style)}" }
        let result = errors("{\"styles\": {\"s\": \(style)}}")
        #expect(result.count == 1)
        #expect(result.first?.hasSuffix("error: invalid JSON: nesting deeper than the limit of 64 levels") == true)
    }

    @Test func theDocumentsShapeIsChecked() {
        #expect(errors("[]") == ["theme.json:1:1: error: a theme must be a JSON object, got array"])
        #expect(errors(#"{"style": {}}"#) == [
            "theme.json:1:2: error: style: unknown top-level key 'style'; did you mean 'styles'?",
        ])
        #expect(errors(#"{"styles": []}"#) == ["theme.json:1:12: error: styles: 'styles' must be an object, got array"])
        #expect(errors(#"{"styles": {"s": 3}}"#) == ["theme.json:1:18: error: styles.s: a style must be an object, got number"])
        #expect(errors(#"{"tokens": {"a.b": {"$value": 1}}}"#) == [
            "theme.json:1:13: error: tokens.a.b: token and group names cannot be empty or contain '.', '{' or '}'",
        ])
        #expect(errors(#"{"styles": {"s": {"a..b": 1}}}"#) == [
            "theme.json:1:19: error: styles.s.a..b: the key 'a..b' is malformed: the key has an empty component",
        ])
        #expect(errors(#"{"styles": {"s": {"superStyle": 4}}}"#) == [
            "theme.json:1:33: error: styles.s.superStyle: superStyle must name a style or a list of styles, got number",
        ])
    }

    @Test func everyErrorIsReportedNotJustTheFirst() {
        #expect(errors(##"{"styles": {"s": {"textColor": "#XYZ", "font": 3, "superStyle": "nope"}}}"##) == [
            "theme.json:1:32: error: styles.s.textColor: 'textColor' expects a color \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\", got \"#XYZ\"; 'X' is not a hex digit",
            "theme.json:1:48: error: styles.s.font: 'font' expects Font, got 3",
            "theme.json:1:65: error: styles.s.superStyle: unknown style 'nope'",
        ])
    }

    @Test func invalidUTF8IsRefusedWithItsPosition() {
        var bytes = Array(#"{"styles": {"s": {"text": "ab"#.utf8)
        bytes += [0xC3, 0x28]
        bytes += Array(#""}}}"#.utf8)
        do {
            _ = try G8Theme(json: Data(bytes), file: "theme.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "theme.json:1:30: error: invalid JSON: invalid UTF-8")
        }
    }

    @Test func unknownStylesAndModesAreErrorsWithSuggestions() throws {
        let loaded = try theme(exampleTheme)
        #expect(throws: G8ThemeError(diagnostics: [G8Diagnostic(
            level: .error, path: "", kind: .unknownStyle(name: "viewControler", suggestion: "viewController"))])) {
            try loaded.style(named: "viewControler")
        }
        do {
            _ = try loaded.resolved(mode: "drak")
            Issue.record("expected an error")
        } catch {
            #expect(error.description
                == "error: unknown mode 'drak'; did you mean 'dark'? (the theme's modes: dark; nil is the default mode, the tokens' own values)")
        }
    }
}

@Suite("A failed load reports its warnings too")
struct ThemeErrorWarningsTests {
    static let theme = """
        {"styles": {"profile": {
          "name": {"textColr": "#FFFFFF"},
          "bio": {"font": "Inter"}
        }}}
        """

    @Test func theWarningsOfAFailedLoadComeWithItsErrors() throws {
        #expect(throws: G8ThemeError.self) { try G8Theme(json: Data(Self.theme.utf8), file: "theme.json", engine: .standard) }
        do {
            _ = try G8Theme(json: Data(Self.theme.utf8), file: "theme.json", engine: .standard)
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "theme.json:3:19: error: styles.profile.bio.font: 'font' expects Font, got \"Inter\"",
            ])
            #expect(error.warnings.map(\.description) == [
                "theme.json:2:12: warning: styles.profile.name.textColr: no applier declares a property 'textColr'; did you mean 'textColor'?",
            ])
            #expect(error.description == """
                theme.json:2:12: warning: styles.profile.name.textColr: no applier declares a property 'textColr'; did you mean 'textColor'?
                theme.json:3:19: error: styles.profile.bio.font: 'font' expects Font, got "Inter"
                """)
        }
    }

    @Test func diagnosticsWithoutAPositionComeFirstThenFilesInTheirOrder() {
        let a = G8SourceLocation(file: "b.json", line: 9, column: 1)
        let b = G8SourceLocation(file: "a.json", line: 1, column: 5)
        let c = G8SourceLocation(file: "b.json", line: 2, column: 3)
        let error = G8ThemeError(
            diagnostics: [G8Diagnostic(level: .error, path: "x", message: "late", location: a),
                          G8Diagnostic(level: .error, path: "y", message: "no position")],
            warnings: [G8Diagnostic(level: .warning, path: "z", message: "other file", location: b),
                       G8Diagnostic(level: .warning, path: "w", message: "early", location: c)])
        #expect(error.description == """
            error: y: no position
            b.json:2:3: warning: w: early
            b.json:9:1: error: x: late
            a.json:1:5: warning: z: other file
            """)
    }

    @Test func aKeyProblemIsAtTheKeyWhenLoadedAndWhenApplied() throws {
        let json = """
            {"styles": {"screen": {
              "label1": {"textColr": "#FFFFFF"}
            }}}
            """
        let theme = try G8Theme(json: Data(json.utf8), file: "theme.json", engine: .standard)
        #expect(theme.warnings.map(\.description) == [
            "theme.json:2:14: warning: styles.screen.label1.textColr: no applier declares a property 'textColr'; did you mean 'textColor'?",
        ])
        final class Screen: ViewController { let label1 = Label() }
        let manager = G8ThemeManager(engine: .standard, theme: theme)
        let report = manager.style(Screen(), with: "screen")
        #expect(report.warnings.map { $0.location?.description } == ["theme.json:2:14"])
    }
}
