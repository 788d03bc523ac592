import Foundation
import Testing
import G8Widgets

@Suite("Merging updates into themes")
struct ThemeMergeTests {
    @Test func anUpdatedTokenFlowsThroughItsAliasesIntoStyles() throws {
        let base = try theme(exampleTheme)
        let updated = try base.merging(json: Data(##"{"tokens": {"color": {"brand": {"$value": "#FF0000"}}}}"##.utf8))
        #expect(updated.token("color.text")?.value == .string("#FF0000"))
        #expect(base.token("color.text")?.value == .string("#66B31A"))
        let screen = Screen()
        quiet.applyStyle(try updated.style(named: "viewController"), to: screen)
        #expect(screen.label2.textColor == .red)
        #expect(screen.button1.titleColor(for: .highlighted) == .red)
    }

    @Test func compositeTokenValuesReplaceWhole() throws {
        let base = try theme(exampleTheme)
        let updated = try base.merging(json: Data(#"{"tokens": {"font": {"body": {"$value": {"family": "Mono", "size": 12}}}}}"#.utf8))
        #expect(updated.token("font.body")?.value == .object([("family", .string("Mono")), ("size", .number(12))]))
        let label = Label()
        quiet.applyStyle(try updated.style(named: "commonLabel"), to: label)
        #expect(label.font == Font(name: "Mono", size: 12, weight: .regular))
    }

    @Test func stylePropertyObjectsReplaceWholeAndNestedStylesMerge() throws {
        let base = try theme(exampleTheme)
        let updated = try base.merging(json: Data("""
            {"styles": {"boldLabel": {"font": {"family": "Serif", "size": 20}},
                        "viewController": {"innerView.layer": {"borderWidth": 3}}}}
            """.utf8))
        let screen = Screen()
        quiet.applyStyle(try updated.style(named: "viewController"), to: screen)
        #expect(screen.label2.font == Font(name: "Serif", size: 20, weight: .regular))
        #expect(screen.innerView.layer.borderWidth == 3)
        #expect(screen.innerView.layer.cornerRadius == 12)  // kept: the nested style merged
    }

    @Test func nullRemovesAKeyAndNewKeysGoLast() throws {
        let base = try theme(exampleTheme)
        let updated = try base.merging(json: Data(##"""
            {"styles": {"viewController": {"label1.textColor": null, "label3.textColor": "#0000FF"}}}
            """##.utf8))
        let keys = try updated.style(named: "viewController").keys.map(\.stringValue)
        #expect(keys == ["label2", "button1", "innerView.layer", "view.backgroundColor", "label3.textColor"])
    }

    /// A large group finds changed keys through a table: the result must be the scan's, member
    /// for member and in the same order.
    @Test func aLargeGroupMergesAsASmallOneDoes() throws {
        func group(_ members: [(String, String)]) -> String {
            #"{"tokens": {"size": {"$type": "number", "#
                + members.map { #""\#($0.0)": \#($0.1)"# }.joined(separator: ", ") + "}}}"
        }
        func token(_ value: Int) -> String { #"{"$value": \#(value)}"# }
        let base = try theme(group((0..<40).map { ("s\($0)", token($0)) }))
        var changes = [("s3", "null"), ("s7", "null"), ("s10", token(100)), ("new1", token(41)), ("s39", "null")]
        changes += (11..<30).map { ("s\($0)", #"{"$description": "changed"}"#) }
        changes += [("new2", token(42)), ("s0", token(-1)), ("gone", "null")]
        let updated = try base.merging(json: Data(group(changes).utf8))

        var expected = (0..<40).filter { ![3, 7, 39].contains($0) }.map { index in
            let value = index == 10 ? 100 : index == 0 ? -1 : index
            let described = (11..<30).contains(index) ? #", "$description": "changed""# : ""
            return ("s\(index)", #"{"$value": \#(value)\#(described)}"#)
        }
        expected += [("new1", token(41)), ("new2", token(42))]
        #expect(updated.json == (try theme(group(expected))).json)
        #expect(updated.token("size.s10")?.value == .number(100))
        #expect(updated.token("size.s3") == nil)
        #expect(base.token("size.s3")?.value == .number(3))
    }

    @Test func anInvalidResultThrowsPointingAtTheUpdateAndLeavesTheThemeAsItWas() throws {
        let base = try theme(exampleTheme)
        do {
            _ = try base.merging(json: Data(##"{"styles": {"commonLabel": {"textColor": "#GG0000"}}}"##.utf8), file: "update.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "update.json:1:42: error: styles.commonLabel.textColor: 'textColor' expects a color \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\", got \"#GG0000\"; 'G' is not a hex digit")
        }
        do {
            _ = try base.merging(json: Data(#"{"styles": "#.utf8), file: "update.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "update.json:1:12: error: invalid JSON: expected a value, found end of input")
        }
        #expect(throws: G8ThemeError.self) { try base.merging(json: Data("[1]".utf8)) }
        let screen = Screen()
        #expect(quiet.applyStyle(try base.style(named: "viewController"), to: screen).isClean)
        #expect(screen.label2.textColor == Color(hex: "#66B31A"))
    }

    @Test func keysNamedToReplaceWholeDoNotMerge() throws {
        let base = try theme(##"{"styles": {"card": {"layer": {"cornerRadius": 4, "borderWidth": 1}}}}"##)
        let merged = try base.merging(json: Data(#"{"styles": {"card": {"layer": {"borderWidth": 2}}}}"#.utf8))
        let replaced = try base.merging(
            json: Data(#"{"styles": {"card": {"layer": {"borderWidth": 2}}}}"#.utf8), replacingWhole: ["layer"])
        #expect(try merged.style(named: "card").description == "layer:\n  cornerRadius: 4\n  borderWidth: 2")
        #expect(try replaced.style(named: "card").description == "layer:\n  borderWidth: 2")
    }

    @Test func mergedThemesKeepTheirMode() throws {
        let dark = try theme(exampleTheme).resolved(mode: "dark")
        let updated = try dark.merging(json: Data(##"{"tokens": {"color": {"background": {"$modes": {"dark": "#000000"}}}}}"##.utf8))
        #expect(updated.mode == "dark")
        #expect(updated.token("color.background")?.value == .string("#000000"))
    }
}

@Suite("The theme provider")
struct ThemeProviderTests {
    @Test func aGoodUpdateBecomesTheThemeAndABadOneIsReportedAndIgnored() throws {
        let provider = G8ThemeProvider(theme: try theme(exampleTheme))
        let good = try provider.update(json: Data(##"{"tokens": {"color": {"brand": {"$value": "#0000FF"}}}}"##.utf8))
        #expect(good.token("color.brand")?.value == .string("#0000FF"))
        let error = #expect(throws: G8ThemeError.self) {
            try provider.update(json: Data(##"{"tokens": {"color": {"brand": {"$value": "sky"}}}}"##.utf8), file: "bad.json")
        }
        #expect(error?.description == "bad.json:1:43: error: tokens.color.brand: $type 'color' expects a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\", got \"sky\"")
        #expect(provider.theme.token("color.brand")?.value == .string("#0000FF"))
    }

    @Test func switchingToAnUnknownModeKeepsTheCurrentTheme() throws {
        let provider = G8ThemeProvider(theme: try theme(exampleTheme))
        #expect(try provider.switchMode(to: "dark").mode == "dark")
        #expect(throws: G8ThemeError.self) { try provider.switchMode(to: "sepia") }
        #expect(provider.theme.mode == "dark")
    }

    @Test func concurrentUpdatesAllLand() async throws {
        let provider = G8ThemeProvider(theme: try theme(#"{"tokens": {"n": {"$type": "number", "base": {"$value": 0}}}}"#))
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<20 {
                group.addTask {
                    _ = try? provider.update(json: Data(#"{"tokens": {"n": {"t\#(index)": {"$value": \#(index)}}}}"#.utf8))
                }
            }
        }
        #expect(provider.theme.tokens.count == 21)
    }
}
