import G8TestSupport
import Testing
@_spi(G8Engine) @testable import G8Core

@Suite("The one hash table")
struct TableTests {
    /// Random keys, many of them inserted again, checked against a dictionary through many
    /// growths: an entry's first value stays, an update changes it, a missing key has none.
    @Test func itHoldsWhatADictionaryHolds() {
        var generator = SplitMix(seed: 12)
        var table = G8Table(), expected: [UInt64: Int] = [:]
        for step in 0..<20_000 {
            // Few distinct keys at first, so that many are met again; any key later.
            let key = generator.next() % UInt64(step < 5_000 ? 3_000 : Int.max) + 1
            let value = table.value(for: key, inserting: step)
            #expect(value == expected[key, default: step], "step \(step)")
            if expected[key] == nil { expected[key] = step }
            if step % 7 == 0 {
                table.modifyValues(of: [key], key: { $0 }) { $0 = -step }
                expected[key] = -step
            }
        }
        #expect(table.count == expected.count && 4 * table.count <= 3 * table.capacity)
        for (key, value) in expected { #expect(table[key] == value) }
        #expect(table[0xFFFF_FFFF_FFFF_FFFF] == nil && G8Table()[1] == nil)
    }

    /// A string's fingerprint is its bytes': equal for the same bytes, whatever the storage,
    /// different for `café` composed and decomposed, and never 0.
    @Test func fingerprintsFollowTheBytes() {
        let long = String(repeating: "name.", count: 10)
        #expect(G8Table.fingerprint(of: long) == G8Table.fingerprint(of: String(long.utf8.map { Character(Unicode.Scalar($0)) })))
        #expect(G8Table.fingerprint(of: "caf\u{E9}") != G8Table.fingerprint(of: "cafe\u{301}"))
        #expect(G8Table.fingerprint(of: "") != 0)
    }

    /// Hashed keys: entries that share a hash (here, every 7th name gets the same one) are told
    /// apart by the caller's check, and each is found; a name never inserted is not.
    @Test func hashedKeysSharingAHashAreToldApartByTheCaller() {
        var table = G8Table()
        var names: [String] = []
        func hash(_ name: String) -> UInt64 { name.hasSuffix("7") ? 77 : G8Table.fingerprint(of: name) }
        for index in 0..<5_000 {
            let name = "name\(index)"
            #expect(table.value(forHash: hash(name), where: { names[$0] == name }) == nil)
            table.insert(hash: hash(name), value: names.count)
            names.append(name)
        }
        for (index, name) in names.enumerated() {
            #expect(table.value(forHash: hash(name), where: { names[$0] == name }) == index)
        }
        #expect(table.value(forHash: 77, where: { names[$0] == "name8" }) == nil)
        #expect(table.count == 5_000 && 4 * table.count <= 3 * table.capacity)
    }

    /// `modifyValues` changes held keys in place, puts in a new key only when its value is left
    /// other than 0, and `removeAll(where:)` makes the table again without the entries it names,
    /// smaller, the others kept.
    @Test func valuesChangedInBulkAndEntriesRemoved() {
        var table = G8Table()
        let keys = (1...3_000).map { UInt64($0) &* 0x1_0000_0001 }
        table.modifyValues(of: keys, key: { $0 }) { $0 += 2 }
        table.modifyValues(of: keys[..<1_000], key: { $0 }) { $0 -= 2 }
        table.modifyValues(of: [UInt64(5)], key: { $0 }) { _ in }
        #expect(table.count == 3_000 && table[5] == nil && table[keys[0]] == 0 && table[keys[2_999]] == 2)
        let capacity = table.capacity
        table.removeAll { _, value in value == 0 }
        #expect(table.count == 2_000 && table.capacity < capacity && table[keys[0]] == nil && table[keys[1_000]] == 2)
        var sum = 0
        table.forEachValue { sum += $0 }
        #expect(sum == 4_000)
        table.removeAll { _, _ in true }
        #expect(table.count == 0 && table.capacity == 0 && table[keys[1_000]] == nil)
    }

    /// A name's hash follows its bytes and is never 0; three words' too.
    @Test func hashesFollowTheBytes() {
        let table = G8Table()
        var long = String(repeating: "name.", count: 10), copy = String(long.utf8.map { Character(Unicode.Scalar($0)) })
        let first = long.withUTF8 { table.hash($0) }, second = copy.withUTF8 { table.hash($0) }
        var other = "name."
        #expect(first == second && first != other.withUTF8 { table.hash($0) })
        var empty = ""
        #expect(empty.withUTF8 { table.hash($0) } != 0 && table.hash(0, 0, 0) != 0)
        #expect(table.hash(1, 2, 3) != table.hash(1, 2, 4))
    }
}
