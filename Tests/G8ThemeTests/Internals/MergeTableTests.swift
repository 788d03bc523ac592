import Testing
import G8Widgets
@testable import G8Core
@testable import G8Themes

/// A merge finds a large group's changed keys through a table and a small group's by scanning
/// (`G8ThemeMerger.findsKeysThroughTable`): whichever way it goes, the result must be the
/// scan's, member for member and in order. Checked against the scan written out plainly, on
/// generated groups of every size around the switch, with removals, replacements, nested merges,
/// appends, keys written twice and nulls for keys that are not there.
@Suite("Merging through a table")
struct MergeTableTests {
    /// The merge as a scan, as it is specified: the last member of a key takes the change, null
    /// removes it, a new key goes last.
    private func scanned(_ base: G8JSONNode, _ update: G8JSONNode) -> G8JSONNode {
        guard var members = base.members, let changes = update.members else { return update }
        for change in changes {
            let index = members.lastIndex { $0.key == change.key }
            if case .null = change.value.value {
                if let index { members.remove(at: index) }
                continue
            }
            guard let index else {
                members.append(change)
                continue
            }
            members[index].value = scanned(members[index].value, change.value)
        }
        var result = base
        result.value = .object(members)
        return result
    }

    /// A deterministic source of numbers (a linear congruential generator), so that every run
    /// checks the same cases.
    private struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// An object of `count` members whose keys come from `k0`…`k(pool - 1)` (each once, unless
    /// `repeats`), some of them objects of a few members themselves; as JSON text.
    private func object(count: Int, pool: Int, repeats: Bool, nulls: Bool, depth: Int, _ numbers: inout Numbers) -> String {
        var keys: [Int] = []
        var unused = Array(0..<max(pool, count))
        for _ in 0..<count {
            if repeats, !keys.isEmpty, numbers.next(8) == 0 {
                keys.append(keys[numbers.next(keys.count)])
            } else {
                keys.append(unused.remove(at: numbers.next(unused.count)))
            }
        }
        let members = keys.map { key -> String in
            let roll = numbers.next(10), value: String
            if nulls, roll < 2 {
                value = "null"
            } else if roll < 4, depth < 2 {
                value = object(count: 1 + numbers.next(4), pool: 6, repeats: false, nulls: nulls, depth: depth + 1, &numbers)
            } else {
                value = "\(numbers.next(1000))"
            }
            return "\"k\(key)\": \(value)"
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    private func parsed(_ text: String) throws -> G8JSONNode {
        try G8JSONParser.parse(Array(text.utf8)).get()
    }

    @Test func everySizeAroundTheSwitchMergesAsTheScanDoes() throws {
        let merger = G8ThemeMerger(engine: G8.standard, replacingWhole: [])
        var numbers = Numbers(state: 8)
        var throughTable = 0, scanning = 0
        for round in 0..<400 {
            let count = numbers.next(80), changes = numbers.next(60)
            let pool = count + 1 + numbers.next(40)
            let base = try parsed(object(count: count, pool: pool, repeats: round % 5 == 0, nulls: false, depth: 0, &numbers))
            let update = try parsed(object(count: changes, pool: pool, repeats: round % 7 == 0, nulls: true, depth: 0, &numbers))
            if G8ThemeMerger.findsKeysThroughTable(members: count, changes: changes) { throughTable += 1 } else { scanning += 1 }
            let merged = merger.merge(base, update, context: .tokens)
            #expect(merged.json == scanned(base, update).json, "round \(round): \(count) members, \(changes) changes")
        }
        // Both ways are taken, many times each.
        #expect(throughTable > 100 && scanning > 100, "\(throughTable) through the table, \(scanning) scanning")
    }
}
