import G8Core
/// The style checker's conversions found by numbers (``G8AliasResolver/QuickCheck``): a table
/// from three 64-bit words to a style value, looked up for most values of a style.
///
/// A hand-made table, for a measured reason (Benchmarks/README.md): a `Dictionary` keyed by a
/// `Hashable` struct of the three words, whose `Hasher` is seeded, fed each word and finalized
/// with SipHash for every lookup, took a style-heavy load past its instruction budget. This
/// table mixes the words with a multiply and a shift each. It is not generic: a generic one,
/// not specialized, would go through the runtime's witnesses for every slot. Open addressing
/// with linear probing over a power-of-two table at most half full.
///
/// A key made from a string's bits (see `G8Unsafe.bits(of:)`) is set with the string,
/// which the table keeps: its storage, whose address may be in the bits, is not freed and
/// reused by another string while the entry exists.
///
/// Why a document cannot make it slow. The mix starts from a seed drawn at random once a
/// process, which a document never sees; nothing iterates the table, so results never depend
/// on it. The words a document chooses are a number's bit pattern (the second word 0), a
/// string's first 15 bytes (its second word's top byte the string's length and form, fixed by
/// the length), or a composite literal's fingerprint (the second word 0); the third is a key
/// name's slot, a count below the document's number of key names, and the kind. A
/// multiplication carries a bit only upward, so the difference two keys make to the state
/// depends on the unknown state below it, save for a difference in a word's top bit alone,
/// which leaves states differing in known bits (63 and 34 after the fold) that the next word
/// would have to cancel: the second word's top bit is fixed for every key of a kind, and the
/// third's bit 34 is a key name slot's bit 26, more key names than a document can hold. So
/// every collision depends on the seed. `KeyFloodTests` loads style values built to collide
/// for such a mix (15-byte strings, the same but for each word's top byte) as fast as random
/// ones.
struct G8QuickCheckTable {
    typealias Key = (UInt64, UInt64, UInt64)

    /// The three words of each slot's key, one after the other.
    private var keys: [UInt64] = []
    /// Per slot, the index in ``values`` of its value plus one; 0 for an empty slot.
    private var places: [UInt32] = []
    /// The values in the order set, each with the string its key was made from, if any: a
    /// table grown or reserved moves only its slots.
    private var values: [Entry] = []

    /// A value and the string it keeps. A struct, not a tuple, so that the array copies its
    /// elements with code compiled for them rather than through the runtime's tuple witnesses.
    private struct Entry {
        let value: (any G8Value)?
        let keeps: String?
    }
    /// How many keys the table holds.
    var count: Int { values.count }

    /// The process's seed, copied into each table: reading a global on every lookup costs a
    /// check that it is initialized.
    private static let processSeed = UInt64.random(in: 0...UInt64.max)
    private let seed = G8QuickCheckTable.processSeed

    @inline(__always)
    private static func hash(_ key: Key, seed: UInt64) -> Int {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = (seed ^ key.0) &* multiplier
        hash ^= hash >> 29
        hash = (hash ^ key.1) &* multiplier
        hash ^= hash >> 29
        hash = (hash ^ key.2) &* multiplier
        hash ^= hash >> 32
        return Int(truncatingIfNeeded: hash)
    }

    /// The slot holding `key`, with its value's place, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: Key) -> (index: Int, place: Int?) {
        let mask = places.count - 1
        var index = G8QuickCheckTable.hash(key, seed: seed) & mask
        while places[index] != 0 {
            if keys[3 * index] == key.0 && keys[3 * index + 1] == key.1 && keys[3 * index + 2] == key.2 {
                return (index, Int(places[index]) - 1)
            }
            index = (index + 1) & mask
        }
        return (index, nil)
    }

    /// The value for `key`, if one was set (itself nil for a value that converts to none).
    subscript(key: Key) -> (any G8Value)?? {
        guard !places.isEmpty, let place = slot(of: key).place else { return nil }
        return .some(values[place].value)
    }

    /// Whether a value was set for `key`.
    func contains(_ key: Key) -> Bool {
        !places.isEmpty && slot(of: key).place != nil
    }

    /// Sets the value for `key`, in place of any set before; `keeps` is the string whose bits
    /// are in the key, if they are.
    mutating func set(_ value: (any G8Value)?, for key: Key, keeping keeps: String? = nil) {
        if (values.count + 1) * 2 > places.count { resize(to: max(16, places.count * 2)) }
        let slot = slot(of: key)
        if let place = slot.place {
            values[place] = Entry(value: value, keeps: keeps)
            return
        }
        values.append(Entry(value: value, keeps: keeps))
        places[slot.index] = UInt32(truncatingIfNeeded: values.count)
        keys[3 * slot.index] = key.0
        keys[3 * slot.index + 1] = key.1
        keys[3 * slot.index + 2] = key.2
    }

    /// Makes room for `count` keys in all, so that setting them does not grow the table.
    mutating func reserveCapacity(_ count: Int) {
        values.reserveCapacity(count)
        var size = max(16, places.count)
        while count * 2 > size { size *= 2 }
        if size > places.count { resize(to: size) }
    }

    private mutating func resize(to size: Int) {
        let (oldKeys, oldPlaces) = (keys, places)
        keys = Array(repeating: 0, count: 3 * size)
        places = Array(repeating: 0, count: size)
        for index in oldPlaces.indices where oldPlaces[index] != 0 {
            let key = (oldKeys[3 * index], oldKeys[3 * index + 1], oldKeys[3 * index + 2])
            let slot = slot(of: key)
            places[slot.index] = oldPlaces[index]
            keys[3 * slot.index] = key.0
            keys[3 * slot.index + 1] = key.1
            keys[3 * slot.index + 2] = key.2
        }
    }
}
