import G8TestSupport
import Testing
@testable import G8Core
@testable import G8Live

@Suite("Object table")
struct ObjectTableTests {
    /// Random increments, decrements and positions given and taken, checked after every step
    /// against dictionaries: growth, probing across the table's end, the pass that drops idle
    /// entries all happen many times.
    @Test func countsAndPositionsMatchDictionariesThroughRandomChanges() {
        final class Box {}
        let objects = (0..<1_500).map { _ in Box() }
        let ids = objects.map(ObjectIdentifier.init)
        var table = G8ObjectTable()
        var counts: [ObjectIdentifier: Int] = [:], positions: [ObjectIdentifier: Int] = [:]
        var generator = SplitMix(seed: 8)
        func random(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        for step in 0..<30_000 {
            switch random(7) {
            case 0, 1, 2:
                let batch = (0..<random(4) + 1).map { _ in ids[random(ids.count)] }
                let wasShared = batch.contains { counts[$0, default: 0] > 0 } || Set(batch).count < batch.count
                #expect(table.increment(batch) == wasShared, "step \(step)")
                for id in batch { counts[id, default: 0] += 1 }
            case 3, 4:
                let batch = (0..<random(4) + 1).map { _ in ids[random(ids.count)] }
                table.decrement(batch)
                for id in batch where counts[id] != nil {
                    counts[id]! -= 1
                    if counts[id] == 0 { counts[id] = nil }
                }
            case 5:
                let id = ids[random(ids.count)]
                // Small positions, and now and then a large one.
                let position = random(10) == 0 ? 65_530 + random(10) : (random(4) == 0 ? nil : random(100_000) % 3_000)
                table.setPosition(position, for: id)
                positions[id] = position
            default:
                if random(200) == 0 {
                    table.removeAllPositions()
                    positions = [:]
                }
            }
            if step % 101 == 0 {
                for id in ids {
                    #expect(table.count(of: id) == counts[id, default: 0], "step \(step)")
                    #expect(table.position(of: id) == positions[id], "step \(step)")
                }
                #expect(table.countedCount == counts.count, "step \(step)")
            }
        }
        withExtendedLifetime(objects) {}
    }

    /// Large counts and positions share an entry's value without touching each other: they
    /// survive growth and the pass that drops idle entries.
    @Test func largeCountsAndPositionsShareAnEntry() {
        final class Box {}
        let objects = (0..<2_000).map { _ in Box() }
        let ids = objects.map(ObjectIdentifier.init)
        var table = G8ObjectTable()
        for _ in 0..<40 { _ = table.increment(ids[..<3]) }
        table.setPosition(70_000, for: ids[0])
        table.setPosition(65_532, for: ids[1])
        table.setPosition(65_533, for: ids[5])
        #expect(table.count(of: ids[0]) == 40 && table.count(of: ids[2]) == 40)
        let sharedAny = table.increment(ids[3...])  // growth many times over, the large ones kept
        #expect(!sharedAny)
        #expect(table.count(of: ids[1]) == 40 && table.count(of: ids[1_999]) == 1 && table.countedCount == 2_000)
        #expect(table.position(of: ids[0]) == 70_000 && table.position(of: ids[1]) == 65_532)
        #expect(table.position(of: ids[5]) == 65_533 && table.position(of: ids[6]) == nil)
        table.decrement(ids[3...])  // 1,996 idle, 4 kept (ids[5] has its position): one pass
        #expect(table.countedCount == 3 && table.count(of: ids[0]) == 40 && table.count(of: ids[500]) == 0)
        #expect(table.position(of: ids[5]) == 65_533 && table.position(of: ids[0]) == 70_000)
        for _ in 0..<30 { table.decrement(ids[..<2]) }
        #expect(table.count(of: ids[0]) == 10 && table.count(of: ids[1]) == 10 && table.count(of: ids[2]) == 40)
        for _ in 0..<10 { table.decrement(ids[..<1]) }
        #expect(table.count(of: ids[0]) == 0 && table.countedCount == 2 && table.position(of: ids[0]) == 70_000)
        table.setPosition(3, for: ids[0])
        #expect(table.position(of: ids[0]) == 3)
        let sharedOne = table.increment([ids[0], ids[2]])
        #expect(sharedOne && table.count(of: ids[0]) == 1 && table.count(of: ids[2]) == 41)
        table.removeAllPositions()
        #expect(table.position(of: ids[0]) == nil && table.position(of: ids[5]) == nil && table.count(of: ids[2]) == 41)
        withExtendedLifetime(objects) {}
    }

    /// Entries whose count fell to 0 and that have no position stay in the table until they
    /// are as many as the others: then one pass drops them, and what was counted since stays
    /// right.
    @Test func idleEntriesAreDroppedInOnePassAndCountingGoesOn() {
        final class Box {}
        let objects = (0..<3_000).map { _ in Box() }
        let ids = objects.map(ObjectIdentifier.init)
        var table = G8ObjectTable()
        #expect(!table.increment(ids) && table.countedCount == 3_000)
        #expect(table.increment(ids[..<10]) && table.countedCount == 3_000)
        #expect(table.count(of: ids[0]) == 2 && table.count(of: ids[10]) == 1)
        for index in 1_500..<1_600 { table.setPosition(index, for: ids[index]) }
        table.decrement(ids[1_000...])  // 1,900 idle, 1,100 kept: dropped
        #expect(table.countedCount == 1_000 && table.count(of: ids[2_999]) == 0 && table.count(of: ids[5]) == 2)
        #expect(table.position(of: ids[1_550]) == 1_550 && table.position(of: ids[1_700]) == nil)
        table.decrement(ids[..<1_000])
        #expect(table.countedCount == 10 && table.count(of: ids[5]) == 1 && table.count(of: ids[500]) == 0)
        #expect(!table.increment(ids[2_000...]) && table.countedCount == 1_010)
        #expect(table.increment([ids[2_500], ids[7]]) && table.count(of: ids[2_500]) == 2 && table.count(of: ids[7]) == 2)
        #expect(table.position(of: ids[1_599]) == 1_599)
        withExtendedLifetime(objects) {}
    }
}
