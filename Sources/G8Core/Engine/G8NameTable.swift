/// A table from names to values, looked up with a hash worked out in advance: a property
/// name's hash is computed once, when its key is made, instead of on every value set.
///
/// Open addressing over a power-of-two array at most half full.
struct G8NameTable<Value: Sendable>: Sendable {
    private struct Slot: Sendable {
        let hash: UInt64
        let name: String
        let value: Value
    }

    private var slots: [Slot?]
    private var mask: Int
    /// How many names the table holds.
    private(set) var count = 0

    /// A table of `pairs`; a name given twice keeps its last value.
    init(_ pairs: [(name: String, value: Value)] = []) {
        var capacity = 8
        while capacity < pairs.count * 2 { capacity *= 2 }
        slots = [Slot?](repeating: nil, count: capacity)
        mask = capacity - 1
        for pair in pairs { set(pair.value, for: pair.name, hash: G8NameHash.of(pair.name)) }
    }

    /// An empty table with room for `capacity` names before it grows.
    init(capacity: Int) {
        var size = 8
        while size < capacity * 2 { size *= 2 }
        slots = [Slot?](repeating: nil, count: size)
        mask = size - 1
    }

    /// Sets the value for `name`, whose ``G8NameHash/of(_:)`` is `hash`.
    mutating func set(_ value: Value, for name: String, hash: UInt64) {
        if (count + 1) * 2 > slots.count {
            let old = slots
            slots = [Slot?](repeating: nil, count: old.count * 2)
            mask = slots.count - 1
            count = 0
            for case let slot? in old { set(slot.value, for: slot.name, hash: slot.hash) }
        }
        var index = Int(truncatingIfNeeded: hash) & mask
        while let existing = slots[index] {
            if existing.hash == hash && existing.name == name { break }
            index = (index + 1) & mask
        }
        if slots[index] == nil { count += 1 }
        slots[index] = Slot(hash: hash, name: name, value: value)
    }

    /// The value for `name`, whose ``G8NameHash/of(_:)`` is `hash`.
    func value(for name: String, hash: UInt64) -> Value? {
        var index = Int(truncatingIfNeeded: hash) & mask
        while let slot = slots[index] {
            if slot.hash == hash && slot.name == name { return slot.value }
            index = (index + 1) & mask
        }
        return nil
    }

    /// The value for the name of `key`, whose hash the key holds.
    func value(for key: G8Key) -> Value? {
        let hash = key.nameHash
        var index = Int(truncatingIfNeeded: hash) & mask
        while let slot = slots[index] {
            if slot.hash == hash && key.components.last == slot.name { return slot.value }
            index = (index + 1) & mask
        }
        return nil
    }

    /// The value for `name`.
    func value(for name: String) -> Value? {
        value(for: name, hash: G8NameHash.of(name))
    }
}

