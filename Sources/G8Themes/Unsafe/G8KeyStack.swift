/// The keys of the objects a JSON parser is reading, innermost last, as the duplicate-key check
/// needs them (invariant 10 in G8Unsafe.swift): a push and a read go straight to the entry.
///
/// An array in the parser, a struct, would check on every push that its buffer is not shared
/// and that the index is in range, for every key of every large object a load reads. A class shares
/// one buffer between the copies of the parser, as its member and item stacks do; it belongs to
/// one parser, and so to one thread. `KeyEntry` is plain data, so nothing is deinitialized.
final class G8KeyStack {
    /// Allocated at the first push: most parsers (a deferred style's) read objects of one key.
    private var base: UnsafeMutablePointer<G8JSONParser.KeyEntry>?
    private var capacity = 0
    /// How many keys the stack holds: the first `count` of the buffer are initialized.
    private(set) var count = 0

    /// A filter of 4,096 bits (``filterWords`` words) for each depth of nesting, for the object
    /// open at that depth whose keys are marked in one (``mark(_:atDepth:)``); allocated at the
    /// first such object, uninitialized until ``clearFilter(atDepth:)``.
    private var filters: UnsafeMutablePointer<UInt64>?

    /// The words of one depth's filter.
    static let filterWords = 64

    /// A table of 8,192 key fingerprints (``largeTableSlots``) for one object of more keys than a
    /// depth's filter takes, allocated at the first such object, uninitialized until claimed.
    private var largeTable: UnsafeMutablePointer<UInt32>?
    /// The depth of the object whose keys are noted in ``largeTable``, if one is.
    private var largeTableDepth: Int?

    /// The slots of the large table: twice the keys an object notes in it at most
    /// (``G8JSONParser/largeTableLimit``), so that it is never more than half full.
    static let largeTableSlots = 8192

    init() {}

    deinit {
        base?.deallocate()
        filters?.deallocate()
        largeTable?.deallocate()
    }

    /// Empties the filter of the object open at `depth` (1 to ``G8JSONParser/maximumDepth``), to
    /// mark its keys in.
    func clearFilter(atDepth depth: Int) {
        precondition(depth >= 0 && depth <= G8JSONParser.maximumDepth, "G8KeyStack: no filter at depth \(depth)")
        let words = G8KeyStack.filterWords
        if filters == nil {
            filters = .allocate(capacity: (G8JSONParser.maximumDepth + 1) * words)
        }
        (filters.unsafelyUnwrapped + depth * words).initialize(repeating: 0, count: words)
    }

    /// Marks the three bits that the key whose hash is `hash` sets in the filter of the object
    /// open at `depth`, all in one word (a blocked Bloom filter: one load and one store a key);
    /// true if all three were marked already, by an earlier key that may be the same. That
    /// depth's filter was cleared since the object opened (debug builds check the depth).
    @inline(__always)
    func mark(_ hash: UInt64, atDepth depth: Int) -> Bool {
        assert(filters != nil && depth >= 0 && depth <= G8JSONParser.maximumDepth, "G8KeyStack: no filter at depth \(depth)")
        let word = filters.unsafelyUnwrapped + (depth &* G8KeyStack.filterWords &+ Int(truncatingIfNeeded: hash &>> 58))
        let marks: UInt64 = 1 &<< (hash &>> 52 & 63) | 1 &<< (hash &>> 46 & 63) | 1 &<< (hash &>> 40 & 63)
        let old = word.pointee
        word.pointee = old | marks
        return old & marks == marks
    }

    /// Claims and empties the large table for the object open at `depth`; false, claiming
    /// nothing, when an object that encloses it holds it. A claim at `depth` or deeper is one
    /// whose object closed without letting go (its parse failed): that object is no longer open.
    func claimLargeTable(atDepth depth: Int) -> Bool {
        if let holder = largeTableDepth, holder < depth { return false }
        if largeTable == nil { largeTable = .allocate(capacity: G8KeyStack.largeTableSlots) }
        largeTable.unsafelyUnwrapped.initialize(repeating: 0, count: G8KeyStack.largeTableSlots)
        largeTableDepth = depth
        return true
    }

    /// Lets go of the large table, in which the object that claimed it notes no more keys.
    func releaseLargeTable() {
        largeTableDepth = nil
    }

    /// Notes the key whose hash is `hash` in the large table, which the caller's object claimed
    /// and holds at most half full: its fingerprint (the hash's low 32 bits with the lowest set,
    /// never 0, which marks an empty slot) in the first empty slot from the one its top 13 bits
    /// name. True, noting nothing, if an earlier key left the same fingerprint there: a
    /// key that may be the same. Linear probing in a table at most half full looks at fewer
    /// than two slots a key on average.
    @inline(__always)
    func noteInLargeTable(_ hash: UInt64) -> Bool {
        assert(largeTable != nil && largeTableDepth != nil, "G8KeyStack: the large table is not claimed")
        let table = largeTable.unsafelyUnwrapped
        let fingerprint = UInt32(truncatingIfNeeded: hash) | 1
        var slot = Int(truncatingIfNeeded: hash &>> 51)
        while true {
            let held = table[slot]
            if held == 0 {
                table[slot] = fingerprint
                return false
            }
            if held == fingerprint { return true }
            slot = (slot &+ 1) & (G8KeyStack.largeTableSlots - 1)
        }
    }

    /// Puts `entry` on top.
    @inline(__always)
    func push(_ entry: G8JSONParser.KeyEntry) {
        if count == capacity { grow() }
        (base.unsafelyUnwrapped + count).initialize(to: entry)
        count += 1
    }

    /// The key at `position`, one of the first ``count`` (so the buffer exists).
    @inline(__always)
    subscript(position: Int) -> G8JSONParser.KeyEntry {
        assert(position >= 0 && position < count, "G8KeyStack: no key at \(position)")
        return base.unsafelyUnwrapped[position]
    }

    /// Keeps the first `newCount` keys.
    func removeAll(from newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "G8KeyStack: cannot keep \(newCount) of \(count)")
        count = newCount
    }

    private func grow() {
        let larger = max(64, capacity * 2)
        let moved = UnsafeMutablePointer<G8JSONParser.KeyEntry>.allocate(capacity: larger)
        if let base {
            moved.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = moved
        capacity = larger
    }
}
