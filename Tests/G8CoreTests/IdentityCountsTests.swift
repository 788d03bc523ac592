import Testing
@testable import G8Core

@Suite("Identity counts")
struct IdentityCountsTests {
    /// Random increments and decrements of objects of many identities, checked after every step
    /// against a dictionary: growth, probing across the table's end and removal by shifting
    /// entries back all happen many times.
    @Test func countsMatchADictionaryThroughRandomChanges() {
        final class Box {}
        let objects = (0..<300).map { _ in Box() }
        let ids = objects.map(ObjectIdentifier.init)
        var counts = G8IdentityCounts()
        var expected: [ObjectIdentifier: Int] = [:]
        var generator = SplitMix(seed: 8)
        for step in 0..<20_000 {
            let batch = (0..<Int(generator.next() % 4 + 1)).map { _ in ids[Int(generator.next() % UInt64(ids.count))] }
            if generator.next() % 2 == 0 {
                let wasShared = batch.contains { expected[$0, default: 0] > 0 } || Set(batch).count < batch.count
                #expect(counts.increment(batch) == wasShared, "step \(step)")
                for id in batch { expected[id, default: 0] += 1 }
            } else {
                counts.decrement(batch)
                for id in batch where expected[id] != nil {
                    expected[id]! -= 1
                    if expected[id] == 0 { expected[id] = nil }
                }
            }
            #expect(counts.count == expected.count, "step \(step)")
            if step % 97 == 0 {
                for id in ids { #expect(counts[id] == expected[id, default: 0], "step \(step)") }
            }
        }
        withExtendedLifetime(objects) {}
    }
}

/// A small deterministic generator, so a failure repeats.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
