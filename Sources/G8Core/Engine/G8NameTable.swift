/// A table from names to values, looked up with a hash worked out in advance: a property
/// name's hash is computed once, when its key is made, instead of on every value set.
///
/// The names and values in the order set, found through a ``G8Table`` of hashed keys: the
/// name's ``G8NameHash/of(_:)`` as the key, the entry's place as the value, the name compared
/// where the hash matches. The names are the ones appliers declare, never a document's; a
/// document's names are only looked up.
struct G8NameTable<Value: Sendable>: Sendable {
    private var table: G8Table
    private var entries: [(name: String, value: Value)] = []

    /// How many names the table holds.
    var count: Int { entries.count }

    /// A table of `pairs`; a name given twice keeps its last value.
    init(_ pairs: [(name: String, value: Value)] = []) {
        table = G8Table(minimumCapacity: pairs.count)
        for pair in pairs { set(pair.value, for: pair.name, hash: G8NameHash.of(pair.name)) }
    }

    /// An empty table with room for `capacity` names before it grows.
    init(capacity: Int) {
        table = G8Table(minimumCapacity: capacity)
        entries.reserveCapacity(capacity)
    }

    /// Sets the value for `name`, whose ``G8NameHash/of(_:)`` is `hash`.
    mutating func set(_ value: Value, for name: String, hash: UInt64) {
        let key = G8NameTable.key(hash)
        if let place = table.value(forHash: key, where: { entries[$0].name == name }) {
            entries[place].value = value
            return
        }
        table.insert(hash: key, value: entries.count)
        entries.append((name, value))
    }

    /// The value for `name`, whose ``G8NameHash/of(_:)`` is `hash`.
    func value(for name: String, hash: UInt64) -> Value? {
        table.value(forHash: G8NameTable.key(hash), where: { entries[$0].name == name }).map { entries[$0].value }
    }

    /// The value for the name of `key`, whose hash the key holds.
    func value(for key: G8Key) -> Value? {
        table.value(forHash: G8NameTable.key(key.nameHash), where: { key.components.last == entries[$0].name })
            .map { entries[$0].value }
    }

    /// The value for `name`.
    func value(for name: String) -> Value? {
        value(for: name, hash: G8NameHash.of(name))
    }

    /// A name's hash as a table key, which is never 0.
    @inline(__always)
    private static func key(_ hash: UInt64) -> UInt64 { hash == 0 ? 1 : hash }
}
