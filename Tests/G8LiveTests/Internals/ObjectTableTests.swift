import G8TestSupport
import Testing
@testable import G8Core
@testable import G8Live

@Suite("Object table")
struct ObjectTableTests {
    /// Random increments, decrements and positions given and taken, checked every hundred steps
    /// against plain counting: whether a batch shares an object, counts that never go below 0,
    /// positions set, changed and all taken away.
    @Test func countsAndPositionsMatchPlainCountingThroughRandomChanges() {
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

    /// Entries left with neither a count nor a position are dropped in one pass once they are
    /// many, and the table gives its room back.
    @Test func objectsWithNothingLeaveTheTableAndItsRoomGoesBack() {
        final class Box {}
        let objects = (0..<3_000).map { _ in Box() }
        let ids = objects.map(ObjectIdentifier.init)
        var table = G8ObjectTable()
        #expect(!table.increment(ids) && table.countedCount == 3_000)
        #expect(table.increment(ids[..<10]) && table.count(of: ids[0]) == 2 && table.count(of: ids[10]) == 1)
        for index in 1_500..<1_600 { table.setPosition(index, for: ids[index]) }
        table.decrement(ids[1_000...])
        #expect(table.countedCount == 1_000 && table.entryCount == 1_100 && table.position(of: ids[1_550]) == 1_550)
        table.decrement(ids)
        table.decrement(ids[..<10])
        for index in 1_500..<1_600 { table.setPosition(nil, for: ids[index]) }
        #expect(table.entryCount <= 110 && table.countedCount == 0 && table.capacity <= 1_024)
        #expect(!table.increment([ids[7]]) && table.count(of: ids[7]) == 1)
        withExtendedLifetime(objects) {}
    }
}
