import Testing
@testable import G8Core
@testable import G8Themes

/// A judged merge asks whether one object is a token and the other a group from one scan of
/// each (`G8TokenScan`), a plain merge from the objects: both must answer alike, for objects of
/// every shape of token and group, and the scan must read the `$type` the judging reads.
@Suite("A token-tree object scanned once")
struct TokenScanTests {
    static let objects = [
        ##"{"$value": 1}"##, ##"{"$value": 1, "$type": "number"}"##, ##"{"$type": "color", "$value": "#fff"}"##,
        ##"{"$modes": {"dark": 1}}"##, ##"{"$ref": "#/a"}"##, ##"{"$description": "x"}"##, ##"{"$extensions": {"a": 1}}"##,
        ##"{"a": {"$value": 1}}"##, ##"{"$type": "string", "a": {"$value": "x"}}"##, ##"{"$root": {"$value": 1}}"##,
        ##"{"$root": 1}"##, ##"{"a": 1}"##, ##"{}"##, ##"{"$type": 3, "$type": "color"}"##, ##"{"$value": 1, "a": {"b": 2}}"##,
        ##"{"$\u0301a": {"b": 1}}"##, ##"{"": {"$value": 1}}"##, "1", "null", #""text""#,
    ]

    private func parsed(_ text: String) throws -> G8JSONNode {
        try G8JSONParser.parse(Array(text.utf8)).get()
    }

    @Test func scansAnswerAsTheObjectsDo() throws {
        let nodes = try TokenScanTests.objects.map(parsed)
        var tokenOverGroup = 0
        for earlier in nodes {
            for later in nodes {
                let plain = G8ThemeMerger.oneIsATokenTheOtherAGroup(earlier, later)
                if plain { tokenOverGroup += 1 }
                guard let laterScan = G8TokenScan(later), let earlierScan = G8TokenScan(earlier) else {
                    #expect(!plain)
                    continue
                }
                #expect(G8ThemeMerger.oneIsATokenTheOtherAGroup((update: laterScan, base: earlierScan)) == plain,
                        "\(String(describing: later.json)) over \(String(describing: earlier.json))")
            }
        }
        // Both answers are given, many times each.
        #expect(tokenOverGroup > 20 && tokenOverGroup < nodes.count * nodes.count - 100, "\(tokenOverGroup)")
    }

    @Test func readsTheFirstTypeAndWhatMakesAToken() throws {
        let scans = try TokenScanTests.objects.map { text in
            let node = try parsed(text)
            return G8TokenScan(node).map { scan in "\(scan.isToken) \(scan.type(in: node.members ?? []) ?? "-")" } ?? "none"
        }
        #expect(scans == [
            "true -", "true number", "true color",
            "true -", "true -", "false -", "false -",
            "false -", "false string", "false -",
            "false -", "false -", "false -", "false -", "true -",
            "false -", "false -", "none", "none", "none",
        ])
    }
}
