/// How many registrations hold values of each object, by identity: the theme manager's
/// record of which objects its registrations share, updated on every registration and every
/// switch that changes keys.
///
/// Open addressing with linear probing over a power-of-two table at most half full, hashed
/// by multiplying the object's address (an identity is an address, already well spread
/// above its alignment bits), and deletion by shifting back the entries after the removed
/// one, so no tombstones build up. A `Dictionary` would hash each identity with SipHash, the
/// larger part of what accounting for a registration cost.
struct G8IdentityCounts {
    private var keys: [UInt]
    /// 32 bits: a count is at most the number of registrations, and the table is a theme
    /// manager's largest per-object structure (12 bytes a slot rather than 16).
    private var counts: [Int32]
    private var shift: Int
    /// How many objects have a count.
    private(set) var count = 0

    init() {
        keys = [UInt](repeating: 0, count: 16)
        counts = [Int32](repeating: 0, count: 16)
        shift = UInt.bitWidth - 4
    }

    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The count of `id`; 0 when it has none.
    subscript(id: ObjectIdentifier) -> Int {
        let key = G8IdentityCounts.key(id)
        let mask = keys.count - 1
        var index = home(key)
        while keys[index] != 0 {
            if keys[index] == key { return Int(counts[index]) }
            index = (index + 1) & mask
        }
        return 0
    }

    /// Adds one to the count of each of `ids`; true when one of them was counted already.
    mutating func increment<Identities: Collection<ObjectIdentifier>>(_ ids: Identities) -> Bool {
        var shared = false
        // Room for all of them first, so the loop below neither grows nor re-checks the size.
        while (count + ids.count) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        for id in ids {
            let key = G8IdentityCounts.key(id)
            var index = home(key)
            while keys[index] != 0 && keys[index] != key { index = (index + 1) & mask }
            if keys[index] == key {
                counts[index] += 1
                shared = true
            } else {
                keys[index] = key
                counts[index] = 1
                count += 1
            }
        }
        return shared
    }

    /// Takes one from the count of each of `ids`, forgetting those that reach 0.
    mutating func decrement<Identities: Collection<ObjectIdentifier>>(_ ids: Identities) {
        let mask = keys.count - 1
        for id in ids {
            let key = G8IdentityCounts.key(id)
            var index = home(key)
            while keys[index] != 0 && keys[index] != key { index = (index + 1) & mask }
            guard keys[index] == key else { continue }
            if counts[index] > 1 {
                counts[index] -= 1
                continue
            }
            // Remove, then move back each entry after it that the hole now separates from its
            // home slot.
            count -= 1
            var hole = index
            var next = (index + 1) & mask
            while keys[next] != 0 {
                let wanted = home(keys[next])
                // Whether `wanted` is cyclically outside (hole, next]: then the entry may move.
                let outside = hole <= next ? (wanted <= hole || wanted > next) : (wanted <= hole && wanted > next)
                if outside {
                    keys[hole] = keys[next]
                    counts[hole] = counts[next]
                    hole = next
                }
                next = (next + 1) & mask
            }
            keys[hole] = 0
            counts[hole] = 0
        }
    }

    /// The identity's address, never 0.
    private static func key(_ id: ObjectIdentifier) -> UInt {
        UInt(bitPattern: id)
    }

    private mutating func grow() {
        let oldKeys = keys, oldCounts = counts
        keys = [UInt](repeating: 0, count: oldKeys.count * 2)
        counts = [Int32](repeating: 0, count: oldKeys.count * 2)
        shift -= 1
        let mask = keys.count - 1
        for position in oldKeys.indices where oldKeys[position] != 0 {
            var index = home(oldKeys[position])
            while keys[index] != 0 { index = (index + 1) & mask }
            keys[index] = oldKeys[position]
            counts[index] = oldCounts[position]
        }
    }
}
