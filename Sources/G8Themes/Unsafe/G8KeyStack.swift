/// The keys of the objects a JSON parser is reading, innermost last, as the duplicate-key check
/// needs them (invariant 10 in G8Unsafe.swift): a push and a read cost a store and a load.
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

    init() {}

    deinit {
        base?.deallocate()
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
