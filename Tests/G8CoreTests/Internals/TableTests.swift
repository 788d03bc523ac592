import G8TestSupport
import Testing
@testable import G8Core

@Suite("Hand-made table")
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
                table.update(key, to: -step)
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
}
