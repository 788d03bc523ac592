/// How many registrations hold values of each object, by identity: the theme manager's
/// record of which objects its registrations share, updated on every registration and every
/// switch that changes keys. 32-bit counts in a ``G8IdentityTable``: a count is at most the
/// number of registrations.
struct G8IdentityCounts {
    private var table = G8IdentityTable()

    /// How many objects have a count.
    var count: Int { table.count }

    /// The count of `id`; 0 when it has none.
    subscript(id: ObjectIdentifier) -> Int { Int(table[id] ?? 0) }

    /// Adds one to the count of each of `ids`; true when one of them was counted already.
    mutating func increment<Identities: Collection<ObjectIdentifier>>(_ ids: Identities) -> Bool {
        var shared = false
        table.update(ids) { count in
            guard let count else { return 1 }
            shared = true
            return count + 1
        }
        return shared
    }

    /// Takes one from the count of each of `ids`, forgetting those that reach 0.
    mutating func decrement<Identities: Collection<ObjectIdentifier>>(_ ids: Identities) {
        table.update(ids) { count in count.flatMap { $0 > 1 ? $0 - 1 : nil } }
    }
}
