/// A map from object identities to 32-bit integers: where a theme manager keeps each registered
/// object's place, and, through ``G8IdentityCounts``, how many registrations hold values of
/// each object.
///
/// Open addressing with linear probing over a power-of-two table at most 70% full, hashed
/// by multiplying the object's address (an identity is an address, already well spread
/// above its alignment bits), and deletion by shifting back the entries after the removed
/// one, so no tombstones build up. A `Dictionary` would hash each identity with SipHash, the
/// larger part of what accounting for a registration cost. The loops work on the tables'
/// buffers, with no bounds or uniqueness check per slot.
///
/// Each slot is a word: the address, whose low 4 bits (an object is at least 16-byte aligned)
/// are the values' own, and `Values` keeps the values: in a parallel array (12 bytes a slot,
/// ``G8IdentityInt32s``) or in those 4 bits (8 bytes a slot, ``G8IdentitySmallCounts``).
struct G8IdentityTable<Values: G8IdentityValues> {
    private var words: [UInt]
    private var values: Values
    private var shift: Int
    /// How many identities have a value.
    private(set) var count = 0

    init() {
        words = [UInt](repeating: 0, count: 16)
        values = Values(capacity: 16)
        shift = UInt.bitWidth - 4
    }

    /// The low bits of a slot's word that are not the address.
    private static var tagMask: UInt { 15 }

    @inline(__always)
    private static func home(_ key: UInt, shift: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(truncatingIfNeeded: shift))
    }

    /// The identity's address, never 0, its low 4 bits 0.
    @inline(__always)
    private static func key(_ id: ObjectIdentifier) -> UInt { UInt(bitPattern: id) }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private static func slot(of key: UInt, in words: UnsafeMutableBufferPointer<UInt>, shift: Int) -> Int {
        let mask = words.count - 1
        var index = home(key, shift: shift)
        while words[index] != 0 && words[index] & ~tagMask != key { index = (index + 1) & mask }
        return index
    }

    /// The value of `id`; nil when it has none.
    subscript(id: ObjectIdentifier) -> Int32? {
        let key = G8IdentityTable.key(id)
        return words.withUnsafeBufferPointer { words in
            let mask = words.count - 1
            var index = G8IdentityTable.home(key, shift: shift)
            while words[index] != 0 {
                if words[index] & ~G8IdentityTable.tagMask == key { return values.value(at: index, word: words[index]) }
                index = (index + 1) & mask
            }
            return nil
        }
    }

    /// Makes room for `more` identities, so that adding them does not grow the table: it stays
    /// at most 70% full, where linear probing still finds a key in a few slots.
    mutating func reserve(_ more: Int) {
        while (count + more) * 10 > words.count * 7 { grow() }
    }

    /// Gives `id` the value `value`.
    mutating func set(_ value: Int32, for id: ObjectIdentifier) {
        update(CollectionOfOne(id)) { _ in value }
    }

    /// Calls `change` with the value of each of `ids` in turn, nil for an identity that has
    /// none, and keeps what it returns: a new value, or nil to remove the identity. Room for
    /// all of them is made first.
    mutating func update<Identities: Collection<ObjectIdentifier>>(_ ids: Identities, _ change: (Int32?) -> Int32?) {
        reserve(ids.count)
        let shift = self.shift
        var delta = 0
        words.withUnsafeMutableBufferPointer { words in
            for id in ids {
                let key = G8IdentityTable.key(id)
                let index = G8IdentityTable.slot(of: key, in: words, shift: shift)
                let found = words[index] != 0
                switch (found, change(found ? values.value(at: index, word: words[index]) : nil)) {
                case (true, let new?): values.set(new, at: index, word: &words[index])
                case (false, let new?):
                    words[index] = key
                    values.set(new, at: index, word: &words[index])
                    delta += 1
                case (true, nil):
                    G8IdentityTable.remove(at: index, words: words, values: &values, shift: shift)
                    delta -= 1
                case (false, nil): break
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
        words.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        values.removeAll()
        count = 0
    }

    /// Removes every identity whose value `isRemoved` says to remove, in one pass over the table
    /// (O(capacity)): the table is made again from the others.
    mutating func removeAll(where isRemoved: (Int32) -> Bool) {
        rebuild(capacity: words.count, keepingAll: false) { !isRemoved($0) }
    }

    /// Empties slot `index`, then moves back each entry after it that the hole now separates
    /// from its home slot.
    private static func remove(at index: Int, words: UnsafeMutableBufferPointer<UInt>, values: inout Values, shift: Int) {
        let mask = words.count - 1
        values.clear(at: index, word: words[index])
        var hole = index
        var next = (index + 1) & mask
        while words[next] != 0 {
            let wanted = home(words[next] & ~tagMask, shift: shift)
            // Whether `wanted` is cyclically outside (hole, next]: then the entry may move.
            let outside = hole <= next ? (wanted <= hole || wanted > next) : (wanted <= hole && wanted > next)
            if outside {
                words[hole] = words[next]
                values.move(from: next, to: hole)
                hole = next
            }
            next = (next + 1) & mask
        }
        words[hole] = 0
    }

    private mutating func grow() {
        rebuild(capacity: words.count * 2, keepingAll: true) { _ in true }
    }

    /// Makes the table again with `capacity` slots (a power of two, at least the entries kept),
    /// holding the entries whose value `keeps` says to keep (every entry, values unread, when
    /// `keepingAll`).
    private mutating func rebuild(capacity: Int, keepingAll: Bool, keeping keeps: (Int32) -> Bool) {
        let oldWords = words, oldValues = values
        words = [UInt](repeating: 0, count: capacity)
        values = Values(capacity: capacity)
        shift = UInt.bitWidth - capacity.trailingZeroBitCount
        let shift = self.shift
        var kept = 0
        words.withUnsafeMutableBufferPointer { words in
            oldWords.withUnsafeBufferPointer { oldWords in
                for position in oldWords.indices where oldWords[position] != 0 {
                    let word = oldWords[position]
                    if !keepingAll, !keeps(oldValues.value(at: position, word: word)) { continue }
                    let index = G8IdentityTable.slot(of: word & ~G8IdentityTable.tagMask, in: words, shift: shift)
                    words[index] = word
                    values.transfer(from: oldValues, at: position, to: index, word: word)
                    kept += 1
                }
            }
        }
        count = kept
    }
}

/// Where a ``G8IdentityTable`` keeps its values: each slot's value, given the slot's index and
/// word (the address, and 4 low bits the storage may use).
protocol G8IdentityValues {
    /// Storage for a table of `capacity` slots, all empty.
    init(capacity: Int)
    func value(at index: Int, word: UInt) -> Int32
    /// Gives the slot `value`; `word` holds its address, and may have its low bits changed.
    mutating func set(_ value: Int32, at index: Int, word: inout UInt)
    /// The slot at `index`, whose word is `word`, is being emptied.
    mutating func clear(at index: Int, word: UInt)
    /// The entry at `from`, its word already moved to `to`, moves there.
    mutating func move(from: Int, to: Int)
    /// Every slot is being emptied.
    mutating func removeAll()
    /// The entry at `index` of `old`, whose word is `word`, is moving to slot `newIndex` of
    /// this new storage, with the same word.
    mutating func transfer(from old: Self, at index: Int, to newIndex: Int, word: UInt)
}

/// Any 32-bit values, in an array beside the words: 12 bytes a slot.
struct G8IdentityInt32s: G8IdentityValues {
    private var values: [Int32]

    init(capacity: Int) { values = [Int32](repeating: 0, count: capacity) }

    @inline(__always)
    func value(at index: Int, word: UInt) -> Int32 {
        values.withUnsafeBufferPointer { $0[index] }
    }

    @inline(__always)
    mutating func set(_ value: Int32, at index: Int, word: inout UInt) {
        values.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    @inline(__always)
    mutating func clear(at index: Int, word: UInt) {}

    @inline(__always)
    mutating func move(from: Int, to: Int) {
        values.withUnsafeMutableBufferPointer { $0[to] = $0[from] }
    }

    mutating func removeAll() {}

    @inline(__always)
    mutating func transfer(from old: G8IdentityInt32s, at index: Int, to newIndex: Int, word: UInt) {
        let value = old.values.withUnsafeBufferPointer { $0[index] }
        values.withUnsafeMutableBufferPointer { $0[newIndex] = value }
    }
}

/// Counts from 0 to 14 in each word's 4 low bits, larger ones (rare: many registrations holding
/// values of one object) beside, by address: 8 bytes a slot. Negative values are not kept.
struct G8IdentitySmallCounts: G8IdentityValues {
    /// The tag that says the count is in `large`.
    private static let elsewhere: UInt = 15
    private var large: [UInt: Int32] = [:]

    init(capacity: Int) {}

    @inline(__always)
    func value(at index: Int, word: UInt) -> Int32 {
        let tag = word & 15
        return tag == G8IdentitySmallCounts.elsewhere ? large[word & ~15] ?? 0 : Int32(truncatingIfNeeded: tag)
    }

    @inline(__always)
    mutating func set(_ value: Int32, at index: Int, word: inout UInt) {
        // Nearly always: a small count replacing a small count, in the word alone.
        if word & 15 != G8IdentitySmallCounts.elsewhere, UInt32(bitPattern: value) < UInt32(G8IdentitySmallCounts.elsewhere) {
            word = word & ~15 | UInt(truncatingIfNeeded: value)
        } else {
            setElsewhere(value, word: &word)
        }
    }

    /// `set` where the count was or will be kept in `large`.
    private mutating func setElsewhere(_ value: Int32, word: inout UInt) {
        let address = word & ~15
        if word & 15 == G8IdentitySmallCounts.elsewhere { large[address] = nil }
        if value >= 0 && value < Int32(G8IdentitySmallCounts.elsewhere) {
            word = address | UInt(value)
        } else {
            large[address] = max(0, value)
            word = address | G8IdentitySmallCounts.elsewhere
        }
    }

    @inline(__always)
    mutating func clear(at index: Int, word: UInt) {
        if word & 15 == G8IdentitySmallCounts.elsewhere { large[word & ~15] = nil }
    }

    @inline(__always)
    mutating func move(from: Int, to: Int) {}

    mutating func removeAll() { large.removeAll() }

    @inline(__always)
    mutating func transfer(from old: G8IdentitySmallCounts, at index: Int, to newIndex: Int, word: UInt) {
        if word & 15 == G8IdentitySmallCounts.elsewhere { large[word & ~15] = old.large[word & ~15] }
    }
}
