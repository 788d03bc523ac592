/// A hash table from 64-bit keys to `Int`s (an index into the caller's own array, a position):
/// the one hash table the package makes by hand, for the paths where a `Dictionary` measured
/// more than 10% slower (a theme switch's bookkeeping of objects, a load's check for repeated
/// keys, the style keys a load reads). Safe Swift: arrays, no pointers; here because the house style keeps a hand-made
/// table in `Unsafe/` with its invariants. Not generic, so that no caller in another module runs it
/// unspecialized, looking up its metadata on every call.
///
/// A `Dictionary` hashes every key with SipHash as it looks it up. Here the caller gives a
/// key that is already what identifies the entry, an object's address or a string's
/// ``fingerprint(of:)``, and the table only mixes it with a multiply to pick a slot.
///
/// Why no input can make it slow: a slot is picked by the top bits of (key XOR the process's
/// seed) times an odd constant. Keys that come from a document are fingerprints made with the
/// standard library's `Hasher`, SipHash-1-3 keyed with a seed drawn at random for each
/// process: a document, which never sees the seed, cannot choose names whose fingerprints are
/// equal or share slots. Addresses are not chosen by input at all. So a lookup probes an
/// expected constant number of slots.
///
/// Invariants: the slot count is a power of two (or 0, before the first insertion);
/// `keys[slot] == 0` marks an empty slot, so 0 is never a key (``fingerprint(of:)`` never
/// returns it, no object has address 0); the table is at most 3/4 full, so a probe always
/// meets an empty slot. Entries are never removed one by one: a caller that drops some makes
/// a new table.
package struct G8Table: Sendable {
    private var keys: [UInt64] = []
    private var values: [Int] = []
    private var shift: UInt64 = 64
    private let seed = G8Table.processSeed
    /// How many entries the table holds.
    package private(set) var count = 0

    private static let processSeed = UInt64.random(in: 1...UInt64.max)

    /// An empty table, with room for `minimumCapacity` entries before it grows.
    package init(minimumCapacity: Int = 0) {
        if minimumCapacity > 0 { rebuild(slots: G8Table.slots(for: minimumCapacity)) }
    }

    /// How many slots the table has: its memory.
    package var capacity: Int { keys.count }

    /// The value of `key`, or nil.
    package subscript(key: UInt64) -> Int? {
        guard !keys.isEmpty else { return nil }
        let slot = find(key)
        return keys[slot] == key ? values[slot] : nil
    }

    /// The value of `key` (never 0), after putting in `value` when it has none: one probe
    /// for both.
    package mutating func value(for key: UInt64, inserting value: Int) -> Int {
        precondition(key != 0, "G8Table: 0 is not a key")
        if (count + 1) * 4 > keys.count * 3 { rebuild(slots: G8Table.slots(for: count + 1)) }
        let slot = find(key)
        if keys[slot] == key { return values[slot] }
        keys[slot] = key
        values[slot] = value
        count += 1
        return value
    }

    /// Sets the value of `key`, which it has (see ``value(for:inserting:)``).
    package mutating func update(_ key: UInt64, to value: Int) {
        guard !keys.isEmpty else { return }
        let slot = find(key)
        if keys[slot] == key { values[slot] = value }
    }

    /// The smallest power of two, at least 16, of which `entries` fill at most half.
    private static func slots(for entries: Int) -> Int {
        var slots = 16
        while slots < 2 * entries { slots *= 2 }
        return slots
    }

    /// The slot holding `key`, or the empty slot that ends its run (the table has slots).
    @inline(__always)
    private func find(_ key: UInt64) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: ((key ^ seed) &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
        return slot
    }

    /// Makes the slots again, `slots` of them, with the entries held.
    private mutating func rebuild(slots: Int) {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: 0, count: slots)
        values = Array(repeating: 0, count: slots)
        shift = UInt64(64 - slots.trailingZeroBitCount)
        for slot in oldKeys.indices where oldKeys[slot] != 0 {
            let new = find(oldKeys[slot])
            keys[new] = oldKeys[slot]
            values[new] = oldValues[slot]
        }
    }

    /// A key for `text`: its UTF-8 bytes hashed by `Hasher` (SipHash-1-3, seeded at random for
    /// each process), never 0. Two strings of the same bytes have the same fingerprint; two
    /// others have it about one time in 2^64, so a caller that must be exact compares the
    /// bytes of the one it finds.
    package static func fingerprint(of text: String) -> UInt64 {
        var hasher = Hasher()
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        let hash = UInt64(truncatingIfNeeded: hasher.finalize())
        return hash == 0 ? 1 : hash
    }
}
