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

    /// Counts past what an address's spare bits hold (15 and more) are kept beside the table:
    /// they survive growth, removal by shifting, and the pass that drops zeros, and come back
    /// into the bits when they fall.
    @Test func largeCountsAreKeptBesideTheTable() {
        final class Box {}
        let objects = (0..<2_000).map { _ in Box() }
        let ids = objects.map(ObjectIdentifier.init)
        var counts = G8IdentityCounts()
        for _ in 0..<40 { _ = counts.increment(ids[..<3]) }
        #expect(counts[ids[0]] == 40 && counts[ids[2]] == 40)
        let sharedAny = counts.increment(ids[3...])  // growth many times over, the large counts kept
        #expect(!sharedAny)
        #expect(counts[ids[1]] == 40 && counts[ids[1_999]] == 1 && counts.count == 2_000)
        counts.decrement(ids[3...])  // 1,997 zeros, 3 live: dropped in one pass
        #expect(counts.count == 3 && counts[ids[0]] == 40 && counts[ids[500]] == 0)
        for _ in 0..<30 { counts.decrement(ids[..<2]) }
        #expect(counts[ids[0]] == 10 && counts[ids[1]] == 10 && counts[ids[2]] == 40)
        for _ in 0..<10 { counts.decrement(ids[..<1]) }
        #expect(counts[ids[0]] == 0 && counts.count == 2)
        let sharedOne = counts.increment([ids[0], ids[2]])
        #expect(sharedOne && counts[ids[0]] == 1 && counts[ids[2]] == 41)
        withExtendedLifetime(objects) {}
    }

    /// Counts that fall to 0 stay in the table until they are as many as the live ones: then
    /// one pass drops them, and what was counted since stays right.
    @Test func zerosAreDroppedInOnePassAndCountingGoesOn() {
        final class Box {}
        let objects = (0..<3_000).map { _ in Box() }
        let ids = objects.map(ObjectIdentifier.init)
        var counts = G8IdentityCounts()
        #expect(!counts.increment(ids) && counts.count == 3_000)
        #expect(counts.increment(ids[..<10]) && counts.count == 3_000)
        #expect(counts[ids[0]] == 2 && counts[ids[10]] == 1)
        counts.decrement(ids[1_000...])  // 2,000 zeros, 1,000 live: dropped
        #expect(counts.count == 1_000 && counts[ids[2_999]] == 0 && counts[ids[5]] == 2)
        counts.decrement(ids[..<1_000])
        #expect(counts.count == 10 && counts[ids[5]] == 1 && counts[ids[500]] == 0)
        #expect(!counts.increment(ids[2_000...]) && counts.count == 1_010)
        #expect(counts.increment([ids[2_500], ids[7]]) && counts[ids[2_500]] == 2 && counts[ids[7]] == 2)
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
