/// The package's one hash table: from 64-bit keys to `Int` values, for every place where the
/// package keeps a table of its own rather than a `Dictionary` (a load's names, style keys,
/// conversions and repeated JSON keys; a theme manager's count of the registrations holding
/// each object). Each of those places found a `Dictionary` more than 10% slower on one of the
/// benchmark's main paths (Benchmarks/README.md): a `Dictionary` seeds a `Hasher` and runs
/// SipHash over every key it looks up, where the keys here are already what identifies an entry
/// (an address) or a hash of it made once, and the table only mixes a key with a multiply to
/// pick a slot. Its hot paths are inlinable, so that a caller's closures are inlined into them
/// and its loops specialized for the caller's collection. That is why it is public, behind the
/// `G8Engine` SPI, rather than `package`: SwiftPM builds a package's modules without
/// cross-module optimization of `package` declarations, so another module of the package
/// would call a `package` table's every lookup out of line, closures and all.
///
/// Two ways to use a table, one per table:
/// - **Exact keys** (``subscript(_:)``, ``value(for:inserting:)``, ``modifyValues(of:key:_:)``):
///   the key is the identity of the entry, an object's address or a ``fingerprint(of:)``.
/// - **Hashed keys** (``value(forHash:where:)``, ``insert(hash:value:)``): the key is a hash of
///   the caller's real key (``hash(_:)``, ``hash(_:_:_:)``), which several entries may share;
///   the caller tells its entry apart with the value, an index into its own array.
///
/// **Why no input can make it slow.** A slot is picked by the top bits of (key XOR seed) times
/// an odd constant, the seed drawn at random once a process. Keys are never chosen by input
/// alone:
/// - An address is the allocator's.
/// - ``fingerprint(of:)`` is SipHash-1-3 keyed with the standard library's per-process seed.
/// - ``hash(_:)`` and ``hash(_:_:_:)`` start from this table's process seed, which a document
///   never sees, and multiply each word in. A multiplication carries a bit only upward, so the
///   difference two inputs make to the state depends on the unknown state below it, save for a
///   difference in a word's top bit alone, which leaves states differing in known bits that the
///   next word would have to cancel. For bytes, that bit is the top bit of a word's eighth
///   byte, and the bytes are valid UTF-8 (a `String`; the parser repairs other bytes): a byte
///   below 0x80 and the same byte plus 0x80 are never both valid between the same neighbours
///   (the second is a continuation, which must follow a lead, or a lead, which must be followed
///   by a continuation, which the first cannot be followed by). The difference two lengths
///   make to the start is known too, and the first word can cancel it only for one spelling of
///   a name of each other length: a handful a name, not a crowd. For words, the callers keep
///   the top bit of every word but the first fixed for a kind of key (see
///   `G8QuickCheckTable`). Every other collision depends on the seed.
/// So a lookup probes an expected constant number of slots. `KeyFloodTests` loads a 1 MB theme
/// of names and values built to collide for a plain hash as fast as one of random names.
///
/// A slot holds its key and its value side by side, so that a probe reads one cache line.
///
/// Invariants: the slot count is a power of two (or 0, before the first insertion);
/// a slot whose key is 0 is empty, so 0 is never a key (addresses are not 0, and the
/// hashes here never return it); the table is at most 3/4 full, so a probe always meets an
/// empty slot. Entries are never removed one by one: ``removeAll(where:)`` makes the table
/// again without them.
@_spi(G8Engine) public struct G8Table: Sendable {
    /// A key and its value.
    @usableFromInline struct Slot: Sendable {
        @usableFromInline var key: UInt64
        @usableFromInline var value: Int
        @inlinable init(key: UInt64, value: Int) {
            self.key = key
            self.value = value
        }
    }

    @usableFromInline var slots: [Slot] = []
    @usableFromInline var shift: UInt64 = 64
    @usableFromInline var entries = 0
    /// The process's seed, copied into each table: reading a global on every lookup costs a
    /// check that it is initialized.
    @usableFromInline let seed = G8Table.processSeed

    private static let processSeed = UInt64.random(in: 1...UInt64.max)

    /// An empty table, with room for `minimumCapacity` entries before it grows.
    public init(minimumCapacity: Int = 0) {
        if minimumCapacity > 0 { rebuild(slots: G8Table.slots(for: minimumCapacity)) }
    }

    /// How many entries the table holds.
    public var count: Int { entries }

    /// How many slots the table has: its memory, two words each.
    public var capacity: Int { slots.count }

    // MARK: Exact keys

    /// The value of `key`, or nil.
    @inlinable
    public subscript(key: UInt64) -> Int? {
        guard !slots.isEmpty else { return nil }
        let slot = slots[find(key)]
        return slot.key == key ? slot.value : nil
    }

    /// The value of `key` (never 0), after putting in `value` when it has none: one probe
    /// for both.
    @inlinable
    public mutating func value(for key: UInt64, inserting value: Int) -> Int {
        precondition(key != 0, "G8Table: 0 is not a key")
        reserveCapacity(entries + 1)
        let slot = find(key)
        if slots[slot].key == key { return slots[slot].value }
        slots[slot] = Slot(key: key, value: value)
        entries += 1
        return value
    }

    /// Calls `change` with the value of each of `elements`' keys in turn (`key` never gives 0:
    /// an address, say), 0 for a key the table does not hold, and keeps what it leaves: a key it did not hold goes in only when the
    /// value left is not 0. Room for all of them is made first, so that the loop runs over the
    /// table's buffers with no check per slot.
    @inlinable
    public mutating func modifyValues<Elements: Collection>(
        of elements: Elements, key: (Elements.Element) -> UInt64, _ change: (inout Int) -> Void
    ) {
        reserveCapacity(entries + elements.count)
        let shift = self.shift, seed = self.seed
        var added = 0
        slots.withUnsafeMutableBufferPointer { slots in
            for element in elements {
                let key = key(element)
                assert(key != 0, "G8Table: 0 is not a key")
                let slot = G8Table.find(key, in: UnsafeBufferPointer(slots), shift: shift, seed: seed)
                if slots[slot].key == key {
                    change(&slots[slot].value)
                } else {
                    var value = 0
                    change(&value)
                    guard value != 0 else { continue }
                    slots[slot] = Slot(key: key, value: value)
                    added += 1
                }
            }
        }
        entries += added
    }

    // MARK: Hashed keys

    /// The value of the entry whose key is `hash` and whose value `matches` accepts, or nil.
    @inlinable
    public func value(forHash hash: UInt64, where matches: (Int) -> Bool) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = G8Table.home(hash, shift: shift, seed: seed)
        while slots[slot].key != 0 {
            if slots[slot].key == hash && matches(slots[slot].value) { return slots[slot].value }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Adds an entry whose key is `hash`, beside any others with that key: the caller looked
    /// its real key up first (``value(forHash:where:)``) and did not find it.
    @inlinable
    public mutating func insert(hash: UInt64, value: Int) {
        precondition(hash != 0, "G8Table: 0 is not a key")
        reserveCapacity(entries + 1)
        place(Slot(key: hash, value: value))
        entries += 1
    }

    // MARK: Every entry

    /// Calls `body` with every entry's value.
    public func forEachValue(_ body: (Int) -> Void) {
        for slot in slots where slot.key != 0 { body(slot.value) }
    }

    /// Calls `change` with every entry's value, and keeps what it leaves.
    public mutating func modifyAllValues(_ change: (inout Int) -> Void) {
        for slot in slots.indices where slots[slot].key != 0 { change(&slots[slot].value) }
    }

    /// Takes out the entries `shouldRemove` names, making the table again, smaller when they
    /// leave it mostly empty.
    public mutating func removeAll(where shouldRemove: (_ key: UInt64, _ value: Int) -> Bool) {
        let kept = slots.filter { $0.key != 0 && !shouldRemove($0.key, $0.value) }
        slots = []
        shift = 64
        entries = 0
        guard !kept.isEmpty else { return }
        rebuild(slots: G8Table.slots(for: kept.count))
        for slot in kept { place(slot) }
        entries = kept.count
    }

    /// Makes room for `count` entries in all, so that putting them in does not grow the table.
    @inlinable
    public mutating func reserveCapacity(_ count: Int) {
        if count * 4 > slots.count * 3 { grow(to: count) }
    }

    // MARK: The slots

    @usableFromInline
    mutating func grow(to count: Int) {
        rebuild(slots: G8Table.slots(for: count))
    }

    /// The smallest power of two, at least 16, of which `entries` fill at most half.
    private static func slots(for entries: Int) -> Int {
        var slots = 16
        while slots < 2 * entries { slots *= 2 }
        return slots
    }

    @inlinable @inline(__always)
    static func home(_ key: UInt64, shift: UInt64, seed: UInt64) -> Int {
        Int(truncatingIfNeeded: ((key ^ seed) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot holding `key`, or the empty slot that ends its run (the table has slots).
    @inlinable @inline(__always)
    func find(_ key: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = G8Table.home(key, shift: shift, seed: seed)
        while slots[slot].key != 0 && slots[slot].key != key { slot = (slot + 1) & mask }
        return slot
    }

    /// ``find(_:)`` over a table's buffer, for loops that change many entries.
    @inlinable @inline(__always)
    static func find(_ key: UInt64, in slots: UnsafeBufferPointer<Slot>, shift: UInt64, seed: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = home(key, shift: shift, seed: seed)
        while slots[slot].key != 0 && slots[slot].key != key { slot = (slot + 1) & mask }
        return slot
    }

    /// Puts an entry in the first empty slot of its key's run: keys repeated in a hashed table
    /// each keep a slot. Inlinable for ``insert(hash:value:)``.
    @inlinable
    mutating func place(_ entry: Slot) {
        let mask = slots.count - 1
        var slot = G8Table.home(entry.key, shift: shift, seed: seed)
        while slots[slot].key != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }

    /// Makes the slots again, `slots` of them, with the entries held.
    private mutating func rebuild(slots count: Int) {
        let old = slots
        slots = Array(repeating: Slot(key: 0, value: 0), count: count)
        shift = UInt64(64 - count.trailingZeroBitCount)
        for slot in old where slot.key != 0 { place(slot) }
    }

    // MARK: Keys made from text and words

    /// A key for `text`: its UTF-8 bytes hashed by `Hasher` (SipHash-1-3, seeded at random for
    /// each process), never 0. Two strings of the same bytes have the same fingerprint; two
    /// others have it about one time in 2^64, so a caller that must be exact compares the
    /// bytes of the one it finds.
    public static func fingerprint(of text: String) -> UInt64 {
        var hasher = Hasher()
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        let hash = UInt64(truncatingIfNeeded: hasher.finalize())
        return hash == 0 ? 1 : hash
    }

    /// A key for the bytes of a name, never 0, from this process's seed: eight bytes at a time,
    /// a multiply and a shift a word, then a final mix so that every bit depends on all. Equal
    /// for equal bytes; a hashed table's caller compares the bytes of the entries it finds.
    public func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = seed ^ (UInt64(bytes.count) &* multiplier)
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        let rest = raw.count - offset
        if rest > 0 {
            // The last bytes as one little-endian word, read in at most two loads: a word that
            // ends at the last byte when there are eight, else two overlapping halves.
            var tail: UInt64
            if raw.count >= 8 {
                tail = raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self) >> (UInt64(8 - rest) * 8)
            } else if rest >= 4 {
                let low = UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                let high = UInt64(raw.loadUnaligned(fromByteOffset: offset + rest - 4, as: UInt32.self))
                tail = low | high << (UInt64(rest - 4) * 8)
            } else {
                tail = 0
                for position in offset..<raw.count { tail |= UInt64(raw[position]) << (UInt64(position - offset) * 8) }
            }
            hash = (hash ^ tail) &* multiplier
            hash ^= hash >> 29
        }
        hash = (hash ^ (hash >> 32)) &* 0xD6E8_FEB8_6659_FD93
        hash ^= hash >> 32
        return hash == 0 ? 1 : hash
    }

    /// A key for three words, never 0, from this process's seed: a multiply and a shift each.
    @inlinable @inline(__always)
    public func hash(_ first: UInt64, _ second: UInt64, _ third: UInt64) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = (seed ^ first) &* multiplier
        hash ^= hash >> 29
        hash = (hash ^ second) &* multiplier
        hash ^= hash >> 29
        hash = (hash ^ third) &* multiplier
        hash ^= hash >> 32
        return hash == 0 ? 1 : hash
    }
}
