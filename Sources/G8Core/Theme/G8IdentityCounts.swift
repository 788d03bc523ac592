/// How many registrations hold values of each object, by identity: the theme manager's
/// record of which objects its registrations share, updated on every registration and every
/// switch that changes keys. Counts in a ``G8IdentityTable`` of 8 bytes a slot, each count in
/// its address's spare bits (``G8IdentitySmallCounts``): nearly every count is 0 or 1.
///
/// A count that falls to 0 stays in the table: a switch A → B → A takes the same objects out
/// and puts them back, and finding an entry costs less than removing it (moving back the
/// entries after it) and inserting it again. The table drops its zeros in one pass once they
/// are as many as the objects counted (and at least 1,024), which keeps that O(1) amortised.
struct G8IdentityCounts {
    private var table = G8IdentityTable<G8IdentitySmallCounts>()
    /// How many entries of the table have the count 0.
    private var zeros = 0

    /// How many objects have a count.
    var count: Int { table.count - zeros }

    /// The count of `id`; 0 when it has none.
    subscript(id: ObjectIdentifier) -> Int { Int(table[id] ?? 0) }

    /// Adds one to the count of each of `ids`; true when one of them was counted already.
    mutating func increment<Identities: Collection<ObjectIdentifier>>(_ ids: Identities) -> Bool {
        var shared = false, revived = 0
        table.update(ids) { count in
            guard let count else { return 1 }
            if count == 0 {
                revived += 1
            } else {
                shared = true
            }
            return count + 1
        }
        zeros -= revived
        return shared
    }

    /// Takes one from the count of each of `ids`; a count that reaches 0 is kept as 0.
    mutating func decrement<Identities: Collection<ObjectIdentifier>>(_ ids: Identities) {
        var emptied = 0
        table.update(ids) { count in
            guard let count, count > 0 else { return count }
            if count == 1 { emptied += 1 }
            return count - 1
        }
        zeros += emptied
        if zeros >= max(1024, table.count - zeros) {
            table.removeAll { $0 == 0 }
            zeros = 0
        }
    }
}
