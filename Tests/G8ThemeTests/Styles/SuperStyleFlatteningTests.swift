import Foundation
import Testing
import G8Widgets

/// Counts every value set, by key.
final class SetLog: @unchecked Sendable {
    var counts: [String: Int] = [:]
    var total: Int { counts.values.reduce(0, +) }
}

final class Keyed {
    var values: [String: Int] = [:]
}

private func engine(keys: Int, log: SetLog) -> G8 {
    var g8 = G8.standard
    g8.logHandler = { _ in }
    g8.add(valueApplier: G8ValueApplier<Keyed>(properties: (0..<keys).map { index in
        G8Property("k\(index)", get: { $0.values["k\(index)"] ?? 0 }, set: { object, value in
            log.counts["k\(index)", default: 0] += 1
            object.values["k\(index)"] = value
        })
    }))
    return g8
}

/// Styles where style i lists styles i−1 and i−2 as superStyles, each setting its own key and
/// the shared key `k0`: expanded as written, the work grows by φ a level.
private func fibonacciTheme(levels: Int) -> Data {
    var styles = [#""s0": {"k0": 0}"#, #""s1": {"superStyle": "s0", "k1": 1, "k0": 1}"#]
    for index in 2..<levels {
        styles.append(#""s\#(index)": {"superStyle": ["s\#(index - 1)", "s\#(index - 2)"], "k\#(index)": \#(index), "k0": \#(index)}"#)
    }
    return Data(#"{"styles": {\#(styles.joined(separator: ",\n"))}}"#.utf8)
}

@Suite("SuperStyles flattened")
struct SuperStyleFlatteningTests {
    @Test func aFibonacciChainSetsEachKeyOnce() throws {
        let log = SetLog()
        let g8 = engine(keys: 24, log: log)
        let theme = try G8Theme(json: fibonacciTheme(levels: 24), engine: g8)
        let object = Keyed()
        let report = g8.applyStyle(try theme.style(named: "s23"), to: object)
        #expect(report.isClean && report.appliedCount == 24)
        #expect(log.counts.count == 24 && log.counts.values.allSatisfy { $0 == 1 })
        // The last writer wins: s23's own k0, and each style's own key.
        #expect(object.values["k0"] == 23 && object.values["k7"] == 7)
    }

    @Test func theOrderIsTheExpansionsLastWriter() {
        let log = SetLog()
        let g8 = engine(keys: 3, log: log)
        let base: G8Style = ["k0": 1, "k1": 1]
        let left: G8Style = [G8K.superStyle: base, "k0": 2]
        let right: G8Style = [G8K.superStyle: base, "k2": 3]
        let object = Keyed()
        // Expanded: base, left, base, right, own: base's k0 = 1 comes after left's k0 = 2.
        g8.applyStyle([G8K.superStyle: [left, right]], to: object)
        #expect(object.values == ["k0": 1, "k1": 1, "k2": 3])
        #expect(log.total == 3)
    }

    @Test func workGrowsLinearlyWithTheChain() throws {
        func sets(_ levels: Int) throws -> Int {
            let log = SetLog()
            let g8 = engine(keys: levels, log: log)
            let theme = try G8Theme(json: fibonacciTheme(levels: levels), engine: g8)
            g8.applyStyle(try theme.style(named: "s\(levels - 1)"), to: Keyed())
            return log.total
        }
        #expect(try sets(6) == 6 && sets(60) == 60)
    }

    @Test func aChainDeeperThanTheLimitIsRefusedAtLoadNamingIt() throws {
        let log = SetLog()
        let g8 = engine(keys: 1, log: log)
        var styles = [#""s0": {"k0": 0}"#]
        for index in 1...70 { styles.append(#""s\#(index)": {"superStyle": "s\#(index - 1)"}"#) }
        let json = Data(#"{"styles": {\#(styles.joined(separator: ",\n"))}}"#.utf8)
        do {
            _ = try G8Theme(json: json, file: "deep.json", engine: g8)
            Issue.record("the theme loaded")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "deep.json:66:23: error: styles.s65.superStyle: superStyles nest deeper than the limit of 64 levels: "
                    + "s65 → s64 → s63 → s62 → … → s2 → s1 → s0 (66 styles)",
            ])
        }
    }
}
