import Foundation
import G8Widgets
import Testing

/// `G8Theme.tokenDocument`: every token, sorted by path, with its value in the format's own form.
@Suite("Token document")
struct TokenDocumentTests {
    static func document(_ text: String) throws -> G8JSON {
        try G8Theme(designTokens: Data(text.utf8), engine: .standard).tokenDocument
    }

    static func token(_ type: String, _ value: G8JSON) -> G8JSON {
        .object([("$type", .string(type)), ("$value", value)])
    }

    static func length(_ value: Double, _ unit: String) -> G8JSON {
        .object([("value", .number(value)), ("unit", .string(unit))])
    }

    @Test func stringsAndNumbersBecomeObjectFormsAndAliasesAreResolved() throws {
        let document = try Self.document("""
            {"space": {"$type": "dimension", "md": {"$value": "16px"}, "lg": {"$value": "{space.md}"}, "xl": {"$value": 24},
                       "em": {"$value": "1.5rem"}, "given": {"$value": {"value": 2, "unit": "px"}}},
             "motion": {"$type": "duration", "fast": {"$value": "0.2s"}, "slow": {"$value": 400}}}
            """)
        #expect(document == .object([
            ("motion.fast", Self.token("duration", Self.length(0.2, "s"))),
            ("motion.slow", Self.token("duration", Self.length(400, "ms"))),
            ("space.em", Self.token("dimension", Self.length(1.5, "rem"))),
            ("space.given", Self.token("dimension", Self.length(2, "px"))),
            ("space.lg", Self.token("dimension", Self.length(16, "px"))),
            ("space.md", Self.token("dimension", Self.length(16, "px"))),
            ("space.xl", Self.token("dimension", Self.length(24, "px"))),
        ]))
    }

    @Test func colorsBecomeSRGBComponentsAndObjectFormsStayAsWritten() throws {
        let oklch: G8JSON = .object([("colorSpace", .string("oklch")), ("components", .array([.number(0.7), .number(0.1), .number(150)]))])
        let document = try Self.document("""
            {"color": {"$type": "color", "red": {"$value": "#FF000080"},
                       "green": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.1, 150]}}}}
            """)
        #expect(document == .object([
            ("color.green", Self.token("color", oklch)),
            ("color.red", Self.token("color", .object([
                ("colorSpace", .string("srgb")), ("components", .array([.number(1), .number(0), .number(0)])),
                ("alpha", .number(128.0 / 255)), ("hex", .string("#ff0000")),
            ]))),
        ]))
    }

    @Test func compositesAreWrittenMemberByMember() throws {
        let document = try Self.document("""
            {"border": {"$type": "border", "$value": {"color": "#000000", "width": "1px",
                                                      "style": {"dashArray": ["2px", 4], "lineCap": "round"}}},
             "text": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400,
                                                        "letterSpacing": 0, "lineHeight": 1.5}}}
            """)
        let black: G8JSON = .object([
            ("colorSpace", .string("srgb")), ("components", .array([.number(0), .number(0), .number(0)])), ("hex", .string("#000000")),
        ])
        #expect(document == .object([
            ("border", Self.token("border", .object([
                ("color", black), ("width", Self.length(1, "px")),
                ("style", .object([("dashArray", .array([Self.length(2, "px"), Self.length(4, "px")])), ("lineCap", .string("round"))])),
            ]))),
            ("text", Self.token("typography", .object([
                ("fontFamily", .string("Inter")), ("fontSize", Self.length(16, "px")), ("fontWeight", .number(400)),
                ("letterSpacing", Self.length(0, "px")), ("lineHeight", .number(1.5)),
            ]))),
        ]))
    }

    @Test func filesLoadAsOneTreeAndAContextChangesTheValues() throws {
        let base = ##"{"ink": {"$type": "color", "$value": "#111111", "$modes": {"dark": "#EEEEEE"}}}"##
        let semantic = ##"{"text": {"$type": "color", "$value": "{ink}"}}"##
        let theme = try G8Theme(designTokens: [("base.json", Array(base.utf8)), ("semantic.json", Array(semantic.utf8))], engine: .standard)
        #expect(theme.tokenDocument["text"]?["$value"]?["hex"] == .string("#111111"))
        let dark = try theme.resolved(contexts: ["mode": "dark"])
        #expect(dark.tokenDocument["text"]?["$value"]?["hex"] == .string("#eeeeee"))
    }

    @Test func anUnknownAliasAcrossFilesNamesItsFile() throws {
        let semantic = ##"{"text": {"$type": "color", "$value": "{inc}"}}"##
        let base = ##"{"ink": {"$type": "color", "$value": "#111111"}}"##
        #expect(throws: G8ThemeError.self) {
            try G8Theme(designTokens: [("base.json", Array(base.utf8)), ("semantic.json", Array(semantic.utf8))], engine: .standard)
        }
        do {
            _ = try G8Theme(designTokens: [("base.json", Array(base.utf8)), ("semantic.json", Array(semantic.utf8))], engine: .standard)
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "semantic.json:1:39: error: text: unknown token 'inc'; did you mean 'ink'?",
            ])
        }
    }
}
