@_spi(G8Engine) import G8Core
import G8Themes

/// What a theme manager knows of each object, by identity: how many registrations hold values
/// of the object (its count), and where the object's own registration is in the manager's list
/// (its position), if it has one. A ``G8Table`` from the object's address to both, in one value:
/// the count in the low 32 bits, the position plus one in the high 32 bits (0 for none).
///
/// Both fit: a count is at most the number of registrations and a position below it, and a
/// manager's registrations are fewer than 2^32 (each takes more than 200 bytes). The value is
/// 0 exactly when the count is 0 and there is no position.
///
/// An entry whose value fell to 0 stays in the table: a switch A → B → A takes the same
/// objects out and puts them back, and finding an entry costs less than making the table again
/// without it and inserting it again. Such entries are dropped in one pass once they are as many
/// as the others (and at least 1,024), which keeps that O(1) amortised.
struct G8ObjectTable {
    private var table = G8Table()
    /// How many entries have a value other than 0; the others are idle.
    private var live = 0

    private static let countMask: Int = 0xFFFF_FFFF

    @inline(__always)
    private static func key(_ id: ObjectIdentifier) -> UInt64 {
        UInt64(UInt(bitPattern: id))
    }

    /// How many objects have a count above 0.
    var countedCount: Int {
        var result = 0
        table.forEachValue { if $0 & G8ObjectTable.countMask != 0 { result += 1 } }
        return result
    }

    // MARK: Reading

    /// How many registrations hold values of `id`'s object.
    func count(of id: ObjectIdentifier) -> Int {
        (table[G8ObjectTable.key(id)] ?? 0) & G8ObjectTable.countMask
    }

    /// Where `id`'s object's registration is; nil when it has none.
    func position(of id: ObjectIdentifier) -> Int? {
        let tag = (table[G8ObjectTable.key(id)] ?? 0) >> 32
        return tag == 0 ? nil : tag - 1
    }

    // MARK: Changing

    /// Gives `id`'s object the position `position`, or none.
    mutating func setPosition(_ position: Int?, for id: ObjectIdentifier) {
        if let position { precondition(position >= 0 && position < G8ObjectTable.countMask, "G8ObjectTable: position \(position)") }
        var liveChange = 0
        table.modifyValues(of: CollectionOfOne(id), key: G8ObjectTable.key) { value in
            let old = value
            value = value & G8ObjectTable.countMask | (position.map { ($0 + 1) << 32 } ?? 0)
            if (old == 0) != (value == 0) { liveChange = value == 0 ? -1 : 1 }
        }
        live += liveChange
        dropIdleIfWorthIt()
    }

    /// Adds one to the count of each of `ids`; true when one of them was counted already.
    mutating func increment<Identities: Collection<ObjectIdentifier>>(_ ids: Identities) -> Bool {
        var shared = false, liveChange = 0
        table.modifyValues(of: ids, key: G8ObjectTable.key) { value in
            let count = value & G8ObjectTable.countMask
            if count > 0 { shared = true } else if value == 0 { liveChange += 1 }
            precondition(count < G8ObjectTable.countMask, "G8ObjectTable: count overflow")
            value += 1
        }
        live += liveChange
        return shared
    }

    /// Takes one from the count of each of `ids` (a count of 0 stays 0).
    mutating func decrement<Identities: Collection<ObjectIdentifier>>(_ ids: Identities) {
        var liveChange = 0
        table.modifyValues(of: ids, key: G8ObjectTable.key) { value in
            guard value & G8ObjectTable.countMask > 0 else { return }
            value -= 1
            if value == 0 { liveChange -= 1 }
        }
        // A key the table did not hold stays out (its value stays 0), so no entry is added.
        live += liveChange
        dropIdleIfWorthIt()
    }

    /// Takes every position away, keeping the counts.
    mutating func removeAllPositions() {
        var live = 0
        table.modifyAllValues { value in
            value &= G8ObjectTable.countMask
            if value != 0 { live += 1 }
        }
        self.live = live
        dropIdleIfWorthIt()
    }

    /// Drops the idle entries in one pass once they are as many as the others, and at least
    /// 1,024: the memory of objects registered and released goes back.
    private mutating func dropIdleIfWorthIt() {
        let idle = table.count - live
        guard idle >= max(1024, live) else { return }
        table.removeAll { _, value in value == 0 }
    }

    /// How many slots the table has: its memory, two words each.
    var capacity: Int { table.capacity }

    /// How many objects the table holds an entry of, idle ones included.
    var entryCount: Int { table.count }
}
