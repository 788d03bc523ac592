import G8Core

/// What a theme manager knows of each object, by identity: how many registrations hold values
/// of the object (its count), and where the object's own registration is in the manager's list
/// (its position), if it has one.
///
/// The entries in an array, found through a ``G8Table`` keyed by the object's address (no
/// input chooses one): a switch changes the counts of every object its registrations hold, and
/// a `Dictionary` hashing each with SipHash measured a third slower switch.
///
/// An entry whose count is 0 and that has no position (idle) stays: a switch A → B → A takes
/// the same objects out and puts them back, and finding an entry costs less than removing it
/// and inserting it again. Idle entries are dropped in one pass once they are as many as the
/// others (and at least 1,024), which keeps that O(1) amortised and gives back the memory of
/// objects registered and released.
struct G8ObjectTable {
    private struct Entry {
        let key: UInt64
        var count = 0
        var position: Int?

        var isIdle: Bool { count == 0 && position == nil }
    }

    private var entries: [Entry] = []
    /// Where each object's entry is in ``entries``, by address.
    private var places = G8Table()
    /// How many entries are idle.
    private var idle = 0

    /// How many objects have a count above 0.
    var countedCount: Int { entries.count { $0.count > 0 } }

    /// How many slots the table has: its memory.
    var capacity: Int { places.capacity }

    /// How many objects the table holds an entry of, idle ones included.
    var entryCount: Int { entries.count }

    private static func key(_ id: ObjectIdentifier) -> UInt64 {
        UInt64(UInt(bitPattern: id))
    }

    // MARK: Reading

    /// How many registrations hold values of `id`'s object.
    func count(of id: ObjectIdentifier) -> Int {
        places[G8ObjectTable.key(id)].map { entries[$0].count } ?? 0
    }

    /// Where `id`'s object's registration is; nil when it has none.
    func position(of id: ObjectIdentifier) -> Int? {
        places[G8ObjectTable.key(id)].flatMap { entries[$0].position }
    }

    // MARK: Changing

    /// Gives `id`'s object the position `position`, or none.
    mutating func setPosition(_ position: Int?, for id: ObjectIdentifier) {
        // No position for an object the table does not hold: nothing to keep.
        if position == nil && places[G8ObjectTable.key(id)] == nil { return }
        update(id) { $0.position = position }
        if position == nil { dropIdleIfWorthIt() }
    }

    /// Adds one to the count of each of `ids`; true when one of them was counted already.
    mutating func increment<Identities: Collection<ObjectIdentifier>>(_ ids: Identities) -> Bool {
        var shared = false
        for id in ids {
            update(id) { entry in
                if entry.count > 0 { shared = true }
                entry.count += 1
            }
        }
        return shared
    }

    /// Takes one from the count of each of `ids` (a count of 0 stays 0).
    mutating func decrement<Identities: Collection<ObjectIdentifier>>(_ ids: Identities) {
        for id in ids {
            update(id) { entry in
                if entry.count > 0 { entry.count -= 1 }
            }
        }
        dropIdleIfWorthIt()
    }

    /// Changes `id`'s entry with `change` (a new, idle one when it has none), keeping ``idle``
    /// right.
    @inline(__always)
    private mutating func update(_ id: ObjectIdentifier, _ change: (inout Entry) -> Void) {
        let key = G8ObjectTable.key(id)
        let index = places.value(for: key, inserting: entries.count)
        var wasIdle = false
        if index == entries.count {
            entries.append(Entry(key: key))  // new: not counted idle before
        } else {
            wasIdle = entries[index].isIdle
        }
        change(&entries[index])
        idle += (entries[index].isIdle ? 1 : 0) - (wasIdle ? 1 : 0)
    }

    /// Takes every position away, keeping the counts.
    mutating func removeAllPositions() {
        keep { $0.count > 0 ? Entry(key: $0.key, count: $0.count) : nil }
    }

    /// Drops the idle entries in one pass once they are as many as the others, and at least
    /// 1,024.
    private mutating func dropIdleIfWorthIt() {
        guard idle >= max(1024, entries.count - idle) else { return }
        keep { $0.isIdle ? nil : $0 }
    }

    /// Keeps what `transform` returns for each entry, dropping those it returns nil for, in a
    /// table made again for them: its memory goes back.
    private mutating func keep(_ transform: (Entry) -> Entry?) {
        let old = entries
        entries = []
        places = G8Table()
        idle = 0
        for entry in old {
            guard let kept = transform(entry) else { continue }
            _ = places.value(for: kept.key, inserting: entries.count)
            entries.append(kept)
            if kept.isIdle { idle += 1 }
        }
    }
}
