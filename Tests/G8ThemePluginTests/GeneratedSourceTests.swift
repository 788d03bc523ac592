import Foundation
import G8ThemeGenerator
import G8Widgets
import Testing

/// The Swift source generated for a theme, exactly.
@Suite("Generated source")
struct GeneratedSourceTests {
    static let smallTheme = PluginTestSupport.golden.appendingPathComponent("Small.theme.json")

    func generate(_ json: String, file: String = "Test.theme.json") -> G8ThemeGenerator.Result {
        G8ThemeGenerator().generate(json: Data(json.utf8), file: file)
    }

    @Test func aSmallThemeGivesTheGoldenSource() throws {
        let result = G8ThemeGenerator().generate(json: try Data(contentsOf: Self.smallTheme), file: Self.smallTheme.path)
        // The style that uses the deprecated token is warned about, as `g8 lint` warns; the
        // source is generated all the same.
        #expect(result.diagnostics.map(\.description) == [
            "Small.theme.json:20:39: warning: styles.primary-button.titleColor: token 'color.accent' is deprecated: Use color.brand."
        ])
        let source = try #require(result.source)
        if PluginTestSupport.isRecording { try PluginTestSupport.record(source, as: "SmallTheme.swift.txt") }
        #expect(source == (try PluginTestSupport.golden("SmallTheme.swift.txt")))
    }

    @Test func descriptionsBecomeDocCommentsAndDeprecationsAttributes() throws {
        let source = try #require(generate("""
            {"tokens": {"color": {"$type": "color", "$deprecated": "The color group goes in 2.0.",
              "a": {"$value": "#000000", "$description": "Ink.\\nUse on light surfaces."},
              "b": {"$value": "#FFFFFF", "$deprecated": false},
              "c": {"$value": "#FF0000", "$deprecated": true}}},
             "styles": {}}
            """).source)
        #expect(source.contains("""
                        /// Ink.
                        /// Use on light surfaces.
                        ///
                        /// Token `color.a`, `$type` `color`: `"#000000"`.
                        @available(*, deprecated, message: "The color group goes in 2.0.")
                        public static let a: G8Widgets.Color = .init(red: 0.0, green: 0.0, blue: 0.0, alpha: 1.0)
            """))
        #expect(source.contains("""
                        /// Token `color.b`, `$type` `color`: `"#FFFFFF"`.
                        public static let b: G8Widgets.Color
            """))
        #expect(source.contains("""
                        /// Token `color.c`, `$type` `color`: `"#FF0000"`.
                        @available(*, deprecated)
                        public static let c: G8Widgets.Color
            """))
    }

    @Test func everyTokenTypeHasItsSwiftType() throws {
        let source = try #require(generate("""
            {"tokens": {
              "c": {"$type": "color", "$value": "#FF000080"},
              "f": {"$type": "typography", "$value": {"fontFamily": ["Inter", "Helvetica"], "fontSize": "1rem", "fontWeight": 700, "fontStyle": "italic"}},
              "n": {"$type": "number", "$value": 1.5},
              "d": {"$type": "dimension", "$value": "12pt"},
              "s": {"$type": "string", "$value": "a\\tb"},
              "b": {"$type": "boolean", "$value": false},
              "ff": {"$type": "fontFamily", "$value": ["Inter", "sans-serif"]},
              "fw": {"$type": "fontWeight", "$value": "semi-bold"},
              "du": {"$type": "duration", "$value": 200},
              "i": {"$type": "image", "$value": "star"},
              "e": {"$type": "edgeInsets", "$value": {"top": 1, "left": 2, "bottom": 3, "right": 4}},
              "u": {"$value": [1, "x", null]}},
             "styles": {}}
            """).source)
        let declarations = source.split(separator: "\n").filter { $0.contains("public static let") && !$0.contains("fileName") && !$0.contains(" json = ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(declarations == [
            "public static let c: G8Widgets.Color = .init(red: 1.0, green: 0.0, blue: 0.0, alpha: 0.5019607843137255)",
            "public static let f: G8Widgets.Typography = .init(font: .init(name: \"Inter\", size: 16.0, weight: .bold, italic: true), lineHeight: nil, letterSpacing: 0.0)",
            "public static let n: Swift.Double = 1.5",
            "public static let d: Swift.Double = 12.0",
            "public static let s: Swift.String = \"a\\tb\"",
            "public static let b: Swift.Bool = false",
            "public static let ff: Swift.String = \"Inter\"",
            "public static let fw: G8Widgets.Font.Weight = .semibold",
            "public static let du: Swift.Duration = .seconds(0.2)",
            "public static let i: G8Widgets.Image = .init(named: \"star\")",
            "public static let e: G8Widgets.EdgeInsets = .init(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)",
            "public static let u: G8Core.G8JSON = .array([.number(1.0), .string(\"x\"), .null])",
        ])
    }

    /// The composite value types, each written as the table writes it (``PluginBuildTests``
    /// compiles these).
    static let compositeLiterals: [(type: String, json: G8JSON, swiftType: String, literal: String)] = [
        ("shadow", .object([("color", .string("#00000080")), ("offsetX", .string("0px")), ("offsetY", .string("2px")),
                            ("blur", .string("4px")), ("spread", .string("0px"))]),
         "[G8Widgets.Shadow]",
         "[.init(color: .init(red: 0.0, green: 0.0, blue: 0.0, alpha: 0.5019607843137255), offsetX: 0.0, offsetY: 2.0, blur: 4.0, spread: 0.0, inset: false)]"),
        ("border", .object([("color", .string("#FF0000")), ("width", .string("1px")), ("style", .string("dashed"))]),
         "G8Widgets.Border",
         ".init(color: .init(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0), width: 1.0, style: .keyword(.dashed))"),
        ("strokeStyle", .object([("dashArray", .array([.string("2px"), .string("4px")])), ("lineCap", .string("round"))]),
         "G8Widgets.StrokeStyle", ".dashes([2.0, 4.0], lineCap: .round)"),
        ("cubicBezier", .array([.number(0.5), .number(0), .number(1), .number(1)]),
         "G8Widgets.CubicBezier", ".init(p1x: 0.5, p1y: 0.0, p2x: 1.0, p2y: 1.0)"),
        ("transition", .object([("duration", .string("200ms")), ("delay", .number(0)),
                                ("timingFunction", .array([.number(0.5), .number(0), .number(1), .number(1)]))]),
         "G8Widgets.Transition", ".init(duration: 0.2, delay: 0.0, timingFunction: .init(p1x: 0.5, p1y: 0.0, p2x: 1.0, p2y: 1.0))"),
        ("gradient", .array([.object([("color", .string("#000000")), ("position", .number(0))]),
                             .object([("color", .string("#FFFFFF")), ("position", .number(1))])]),
         "G8Widgets.Gradient",
         ".init(stops: [.init(color: .init(red: 0.0, green: 0.0, blue: 0.0, alpha: 1.0), position: 0.0), .init(color: .init(red: 1.0, green: 1.0, blue: 1.0, alpha: 1.0), position: 1.0)])"),
        ("color", .object([("colorSpace", .string("srgb")), ("components", .array([.number(1), .number(0.5), .number(0)]))]),
         "G8Widgets.Color", ".init(red: 1.0, green: 0.5, blue: 0.0, alpha: 1.0)"),
    ]

    @Test func compositeTypesHaveTheirSwiftTypes() throws {
        for entry in Self.compositeLiterals {
            let mapping = try #require(G8SwiftTokenType.table[entry.type])
            #expect(mapping.swiftType == entry.swiftType)
            #expect(mapping.literal(entry.json) == entry.literal, "\(entry.type)")
        }
        let notAShadow = try #require(G8SwiftTokenType.table["shadow"])
        #expect(notAShadow.literal(.string("big")) == nil)
    }

    @Test func compositeTokensInAThemeBecomeTheirValueTypes() throws {
        let file = PluginTestSupport.golden.appendingPathComponent("Composites.theme.json")
        let result = G8ThemeGenerator().generate(json: try Data(contentsOf: file), file: file.path)
        #expect(result.diagnostics.isEmpty)
        let source = try #require(result.source)
        let declarations = source.split(separator: "\n").filter { $0.contains("public static let") && !$0.contains("fileName") && !$0.contains(" json = ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(declarations == [
            "public static let card: [G8Widgets.Shadow] = [.init(color: .init(red: 0.0, green: 0.0, blue: 0.0, alpha: 0.5019607843137255), offsetX: 0.0, offsetY: 2.0, blur: 4.0, spread: 0.0, inset: false)]",
            "public static let thin: G8Widgets.Border = .init(color: .init(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0), width: 1.0, style: .keyword(.dashed))",
            "public static let fade: G8Widgets.Transition = .init(duration: 0.2, delay: 0.0, timingFunction: .init(p1x: 0.5, p1y: 0.0, p2x: 1.0, p2y: 1.0))",
            "public static let out: G8Widgets.CubicBezier = .init(p1x: 0.0, p1y: 0.0, p2x: 0.58, p2y: 1.0)",
            "public static let sky: G8Widgets.Gradient = .init(stops: [.init(color: .init(red: 0.0, green: 0.0, blue: 0.0, alpha: 1.0), position: 0.0), .init(color: .init(red: 1.0, green: 1.0, blue: 1.0, alpha: 1.0), position: 1.0)])",
            "public static let dots: G8Widgets.StrokeStyle = .keyword(.dotted)",
            "public static let body: G8Widgets.Typography = .init(font: .init(name: \"Inter\", size: 16.0, weight: .regular, italic: false), lineHeight: 1.5, letterSpacing: 0.0)",
            "public static let ink: G8Widgets.Color = .init(red: 0.1, green: 0.1, blue: 0.1, alpha: 1.0)",
        ])
        #expect(source.contains("        public enum Type_ {\n"))
    }

    @Test func theThemeTextIsEmbeddedInARawStringItCannotEnd() throws {
        let json = ###"{"tokens": {"s": {"$value": "\"\"\"## \\#(x)"}}, "styles": {}}"###
        let source = try #require(generate(json).source)
        #expect(source.contains("public static let json = ###\"\"\"\n\(json)\n\"\"\"###\n"))
    }

    @Test func aThemeWithErrorsGivesNoSourceAndItsLintDiagnostics() {
        let result = generate("""
            {"tokens": {"color": {"$type": "color", "a": {"$value": "#12345G"}}},
             "styles": {"s": {"textColr": "{color.a}", "font": 12}}}
            """, file: "/themes/Bad.theme.json")
        #expect(result.source == nil)
        #expect(result.diagnostics.map { G8ThemeGenerator.line(for: $0, file: "/themes/Bad.theme.json") } == [
            "/themes/Bad.theme.json:1:57: error: tokens.color.a: $type 'color' expects a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\", got \"#12345G\"",
            "/themes/Bad.theme.json:2:52: error: styles.s.font: 'font' expects Font, got 12",
        ])
    }

    @Test func warningsArePassedOnWithTheSource() throws {
        let result = generate(##"{"styles": {"s": {"textColr": "#FFFFFF"}}}"##)
        #expect(result.source != nil)
        #expect(result.diagnostics.map(\.description) == [
            "Test.theme.json:1:19: warning: styles.s.textColr: no applier declares a property 'textColr'; did you mean 'textColor'?",
        ])
    }

    @Test func aThemeWithoutStylesStillHasAStyleEnum() throws {
        let source = try #require(generate(#"{"tokens": {}}"#).source)
        #expect(source.contains("""
                public enum Style: CaseIterable, Sendable {
                    /// The name in the file (there are no styles, so there is no value).
                    public var rawValue: String { switch self {} }
                }
            """))
    }

    @Test func theGeneratedAccessorFallsBackToAnEmptyStyleAndLogsTheError() throws {
        // What `theme.style(AppTheme.Style.title)` calls, on a theme without the style.
        let log = LogLines()
        var engine = G8.standard
        engine.logHandler = { log.append($0.description) }
        let theme = try G8Theme(json: Data(#"{"styles": {"titles": {}}}"#.utf8), engine: engine)
        #expect(theme.styleOrEmpty(named: "title").isEmpty)
        #expect(log.lines == ["error: unknown style 'title'; did you mean 'titles'?"])
        let present = try G8Theme(json: Data(##"{"styles": {"title": {"textColor": "#FFFFFF"}}}"##.utf8), engine: engine)
        #expect(present.styleOrEmpty(named: "title").count == 1)
    }
}

/// Log lines collected from a handler that may be called on any thread.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    func append(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        collected.append(line)
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}
