import Foundation
import G8Widgets
import Testing

/// A key written twice in one object is a warning at the second one (an error under
/// `g8 lint --strict`), naming the key and the line of the first: JSON would let the last
/// one win without a word.
@Suite("Duplicate JSON keys")
struct DuplicateKeyTests {
    func lint(_ json: String, designTokens: Bool = false) -> [String] {
        G8Theme.lint(json: Data(json.utf8), file: "theme.json", engine: .standard, designTokens: designTokens).map(\.description)
    }

    func warning(_ line: Int, _ column: Int, _ path: String, key: String, first: Int) -> String {
        "theme.json:\(line):\(column): warning: \(path): the key '\(key)' is also on line \(first) of this object; this value replaces that one"
    }

    @Test func styleNamesKeysInAStyleValuesAndStylesThemselves() {
        let json = """
            {
              "tokens": {"n": {"$type": "number", "$value": 1,
                "$value": 2}},
              "styles": {
                "label": {"numberOfLines": 1,
                  "numberOfLines": 2},
                "label": {"textColor": "#000000"}
              },
              "styles": {"label": {"numberOfLines": 3}}
            }
            """
        #expect(lint(json) == [
            warning(3, 5, "tokens.n.$value", key: "$value", first: 2),
            warning(6, 7, "styles.label.numberOfLines", key: "numberOfLines", first: 5),
            warning(7, 5, "styles.label", key: "label", first: 5),
            warning(9, 3, "styles", key: "styles", first: 4),
        ])
    }

    @Test func tokensAndGroupsInADesignTokensFile() {
        let json = """
            {"color": {"$type": "color",
              "brand": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
              "brand": {"$value": {"colorSpace": "srgb", "components": [0, 1, 0]}}},
             "color": {"ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}
            """
        #expect(lint(json, designTokens: true) == [
            warning(3, 3, "color.brand", key: "brand", first: 2),
            warning(4, 2, "color", key: "color", first: 1),
        ])
    }

    @Test func anEscapedKeyIsTheSameKey() {
        let json = #"{"styles": {"label": {"numberOfLines": 1, "number\u004FfLines": 2}}}"#
        #expect(lint(json) == [warning(1, 43, "styles.label.numberOfLines", key: "numberOfLines", first: 1)])
    }

    @Test func eachRepeatNamesTheFirst() {
        let json = "{\"styles\": {\"label\": {\n\"numberOfLines\": 1,\n\"numberOfLines\": 2,\n\"numberOfLines\": 3}}}"
        #expect(lint(json) == [
            warning(3, 1, "styles.label.numberOfLines", key: "numberOfLines", first: 2),
            warning(4, 1, "styles.label.numberOfLines", key: "numberOfLines", first: 2),
        ])
    }

    @Test func aGroupOfAHundredTokensReportsItsRepeat() {
        // More keys than are compared pairwise: checked through a dictionary.
        var members = (0..<99).map { "\"t\($0)\": {\"$value\": \($0)}" }
        members.append("\"t40\": {\"$value\": 0}")
        let json = "{\"n\": {\"$type\": \"number\",\n" + members.joined(separator: ",\n") + "}}"
        #expect(lint(json, designTokens: true) == [warning(101, 1, "n.t40", key: "t40", first: 42)])
    }

    @Test func aLargeObjectIsCheckedToo() {
        // Many more: the same.
        var members = (0..<200).map { "\"t\($0)\": {\"$value\": \($0)}" }
        members.append("\"t17\": {\"$value\": 0}")
        let json = "{\"n\": {\"$type\": \"number\",\n" + members.joined(separator: ",\n") + "}}"
        #expect(lint(json, designTokens: true) == [warning(202, 1, "n.t17", key: "t17", first: 19)])
    }

    @Test func aRepeatInALargeObjectNamesTheFirstEvenAfterAnEscapedSpelling() {
        // Eleven keys, checked through a dictionary: the third `k1` repeats both the first and the
        // escaped one after it, and names the first.
        var lines = [#"{"g": {"$type": "number","#, #""k1": {"$value": 1},"#, #""k\u0031": {"$value": 2},"#]
        lines += (0..<7).map { #""a\#($0)": {"$value": 0},"# }
        lines += [#""k1": {"$value": 3}"#, "}}"]
        #expect(lint(lines.joined(separator: "\n"), designTokens: true) == [
            warning(3, 1, "g.k1", key: "k1", first: 2),
            warning(11, 1, "g.k1", key: "k1", first: 2),
        ])
    }

    @Test func objectsOfFewKeysReportExactlyTheirRepeats() {
        // A hundred groups of up to eight keys, compared pairwise when a key finds its bits of
        // the small filter marked: many of their distinct keys do, and only the keys written
        // twice are reported.
        var lines = ["{"], expected: [String] = []
        for group in 0..<100 {
            lines.append("\"g\(group)\": {")
            lines.append("\"$type\": \"number\",")
            let distinct = group % 2 == 0 ? 7 : 6
            let firstLine = lines.count + 1
            for token in 0..<distinct { lines.append("\"k\(group)x\(token)\": {\"$value\": \(token)},") }
            if group % 2 == 1 {
                let repeated = group % distinct
                lines.append("\"k\(group)x\(repeated)\": {\"$value\": 0},")
                expected.append(warning(lines.count, 1, "g\(group).k\(group)x\(repeated)", key: "k\(group)x\(repeated)",
                                        first: firstLine + repeated))
            }
            lines[lines.count - 1].removeLast()
            lines.append(group < 99 ? "}," : "}")
        }
        lines.append("}")
        #expect(lint(lines.joined(separator: "\n"), designTokens: true) == expected)
    }

    @Test func keysInArraysArePlacedByIndex() {
        let json = ##"{"tokens": {"s": {"$type": "shadow", "$value": [{"color": "#000000", "color": "#111111", "offsetX": "0px", "offsetY": "0px", "blur": "0px", "spread": "0px"}]}}}"##
        #expect(lint(json) == [warning(1, 70, "tokens.s.$value[0].color", key: "color", first: 1)])
    }

    @Test func distinctKeysAreNotReported() {
        #expect(lint(#"{"styles": {"a": {"numberOfLines": 1}, "b": {"numberOfLines": 1}, "ab": {}, "ba": {}}}"#) == [])
    }
}
