/// A map from object identities to 32-bit integers: where a theme manager keeps each registered
/// object's place, and, through ``G8IdentityCounts``, how many registrations hold values of
/// each object.
///
/// Open addressing with linear probing over a power-of-two table at most 70% full, hashed
/// by multiplying the object's address (an identity is an address, already well spread
/// above its alignment bits), and deletion by shifting back the entries after the removed
/// one, so no tombstones build up. A `Dictionary` would hash each identity with SipHash, the
/// larger part of what accounting for a registration cost. The loops work on the tables'
/// buffers, with no bounds or uniqueness check per slot. 12 bytes a slot.
struct G8IdentityTable {
    private var keys: [UInt]
    private var values: [Int32]
    private var shift: Int
    /// How many identities have a value.
    private(set) var count = 0

    init() {
        keys = [UInt](repeating: 0, count: 16)
        values = [Int32](repeating: 0, count: 16)
        shift = UInt.bitWidth - 4
    }

    @inline(__always)
    private static func home(_ key: UInt, shift: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(truncatingIfNeeded: shift))
    }

    /// The identity's address, never 0.
    @inline(__always)
    private static func key(_ id: ObjectIdentifier) -> UInt { UInt(bitPattern: id) }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private static func slot(of key: UInt, in keys: UnsafeMutableBufferPointer<UInt>, shift: Int) -> Int {
        let mask = keys.count - 1
        var index = home(key, shift: shift)
        while keys[index] != 0 && keys[index] != key { index = (index + 1) & mask }
        return index
    }

    /// The value of `id`; nil when it has none.
    subscript(id: ObjectIdentifier) -> Int32? {
        let key = G8IdentityTable.key(id)
        return keys.withUnsafeBufferPointer { keys in
            let mask = keys.count - 1
            var index = G8IdentityTable.home(key, shift: shift)
            while keys[index] != 0 {
                if keys[index] == key { return values[index] }
                index = (index + 1) & mask
            }
            return nil
        }
    }

    /// Makes room for `more` identities, so that adding them does not grow the table: it stays
    /// at most 70% full, where linear probing still finds a key in a few slots.
    mutating func reserve(_ more: Int) {
        while (count + more) * 10 > keys.count * 7 { grow() }
    }

    /// Gives `id` the value `value`.
    mutating func set(_ value: Int32, for id: ObjectIdentifier) {
        reserve(1)
        let key = G8IdentityTable.key(id), shift = self.shift
        var added = false
        keys.withUnsafeMutableBufferPointer { keys in
            let index = G8IdentityTable.slot(of: key, in: keys, shift: shift)
            if keys[index] == 0 {
                keys[index] = key
                added = true
            }
            values[index] = value
        }
        if added { count += 1 }
    }

    /// Calls `change` with the value of each of `ids` in turn, nil for an identity that has
    /// none, and keeps what it returns: a new value, or nil to remove the identity. Room for
    /// all of them is made first.
    mutating func update<Identities: Collection<ObjectIdentifier>>(_ ids: Identities, _ change: (Int32?) -> Int32?) {
        reserve(ids.count)
        let shift = self.shift
        var delta = 0
        keys.withUnsafeMutableBufferPointer { keys in
            values.withUnsafeMutableBufferPointer { values in
                for id in ids {
                    let key = G8IdentityTable.key(id)
                    let index = G8IdentityTable.slot(of: key, in: keys, shift: shift)
                    let found = keys[index] == key
                    switch (found, change(found ? values[index] : nil)) {
                    case (true, let new?): values[index] = new
                    case (false, let new?):
                        keys[index] = key
                        values[index] = new
                        delta += 1
                    case (true, nil):
                        G8IdentityTable.remove(at: index, keys: keys, values: values, shift: shift)
                        delta -= 1
                    case (false, nil): break
                    }
                }
            }
        }
        count += delta
    }

    /// Removes `id` and its value.
    mutating func remove(_ id: ObjectIdentifier) {
        update(CollectionOfOne(id)) { _ in nil }
    }

    /// Removes every identity, keeping the table's room.
    mutating func removeAll() {
        guard count > 0 else { return }
        keys.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        count = 0
    }

    /// Removes every identity whose value `isRemoved` says to remove, in one pass over the table
    /// (O(capacity)): the table is made again from the others.
    mutating func removeAll(where isRemoved: (Int32) -> Bool) {
        rebuild(capacity: keys.count) { !isRemoved($0) }
    }

    /// Empties slot `index`, then moves back each entry after it that the hole now separates
    /// from its home slot.
    private static func remove(
        at index: Int, keys: UnsafeMutableBufferPointer<UInt>, values: UnsafeMutableBufferPointer<Int32>, shift: Int
    ) {
        let mask = keys.count - 1
        var hole = index
        var next = (index + 1) & mask
        while keys[next] != 0 {
            let wanted = home(keys[next], shift: shift)
            // Whether `wanted` is cyclically outside (hole, next]: then the entry may move.
            let outside = hole <= next ? (wanted <= hole || wanted > next) : (wanted <= hole && wanted > next)
            if outside {
                keys[hole] = keys[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = 0
        values[hole] = 0
    }

    private mutating func grow() {
        rebuild(capacity: keys.count * 2) { _ in true }
    }

    /// Makes the table again with `capacity` slots (a power of two, at least the entries kept),
    /// holding the entries whose value `keeps` says to keep.
    private mutating func rebuild(capacity: Int, keeping keeps: (Int32) -> Bool) {
        let oldKeys = keys, oldValues = values
        keys = [UInt](repeating: 0, count: capacity)
        values = [Int32](repeating: 0, count: capacity)
        shift = UInt.bitWidth - capacity.trailingZeroBitCount
        let shift = self.shift
        var kept = 0
        keys.withUnsafeMutableBufferPointer { keys in
            values.withUnsafeMutableBufferPointer { values in
                oldKeys.withUnsafeBufferPointer { oldKeys in
                    for position in oldKeys.indices where oldKeys[position] != 0 && keeps(oldValues[position]) {
                        let index = G8IdentityTable.slot(of: oldKeys[position], in: keys, shift: shift)
                        keys[index] = oldKeys[position]
                        values[index] = oldValues[position]
                        kept += 1
                    }
                }
            }
        }
        count = kept
    }
}
