import Testing
@testable import G8Core
@testable import G8Themes

/// The merge asks whether one object is a token and the other a group from one scan of each
/// (`G8TokenScan`): it must answer as the rule says, read member by member, for objects of every
/// shape of token and group, and the scan must read the `$type` the judging reads.
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

    /// The rule as the merge states it, read member by member: a token has `$value`; a group
    /// holds a member not reserved whose value is an object, or `$root`.
    private func ruleSays(_ earlier: G8JSONNode, _ later: G8JSONNode) -> Bool {
        guard let laterMembers = later.members, let earlierMembers = earlier.members else { return false }
        func isToken(_ members: [G8JSONMember]) -> Bool { members.contains { $0.key == "$value" } }
        func holdsChildren(_ members: [G8JSONMember]) -> Bool {
            members.contains { ($0.value.isObject && !$0.key.hasPrefix("$")) || $0.key == "$root" }
        }
        if isToken(laterMembers) { return !isToken(earlierMembers) && holdsChildren(earlierMembers) }
        return holdsChildren(laterMembers) && isToken(earlierMembers)
    }

    @Test func scansAnswerAsTheRuleSays() throws {
        let nodes = try TokenScanTests.objects.map(parsed)
        var tokenOverGroup = 0
        for earlier in nodes {
            for later in nodes {
                let rule = ruleSays(earlier, later)
                if rule { tokenOverGroup += 1 }
                #expect(G8ThemeMerger.oneIsATokenTheOtherAGroup(earlier, later) == rule,
                        "\(String(describing: later.json)) over \(String(describing: earlier.json))")
                guard let laterScan = G8TokenScan(later), let earlierScan = G8TokenScan(earlier) else {
                    #expect(!rule)
                    continue
                }
                #expect(G8ThemeMerger.oneIsATokenTheOtherAGroup((update: laterScan, base: earlierScan)) == rule,
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
