@_spi(G8Engine) import G8Core
/// The style checker's conversions found by numbers (``G8QuickCheck``): a table
/// from three 64-bit words to a style value, looked up for most values of a style.
///
/// A ``G8Table`` of hashed keys: the three words hashed with ``G8Table/hash(_:_:_:)``, the place
/// of the entry (which holds the words) as the value. A `Dictionary` keyed by a `Hashable`
/// struct of the three words seeds a `Hasher`, feeds it each word and finalizes it with SipHash
/// for every lookup, which took a style-heavy load past its instruction budget.
///
/// A key made from a string's bits (see `G8StringBits.of()`) is set with the string,
/// which the table keeps: its storage, whose address may be in the bits, is not freed and
/// reused by another string while the entry exists.
///
/// Why a document cannot make it slow (see ``G8Table`` for the hash). The words a document
/// chooses are a number's bit pattern (the second word 0), a string's first 15 bytes (the second
/// word's top byte the string's length and form, fixed by the length), or a composite literal's
/// fingerprint (the second word 0); the third is a key name's slot shifted left by 8, and the
/// kind. Two keys whose difference the seed cannot hide must differ in a word's top bit alone,
/// which leaves hash states differing in bits 63 and 34 that the next word must cancel by
/// differing in both: the second word's bit 63 is fixed for a kind, and the third's is always
/// 0. `KeyFloodTests` loads style values built to collide for a plain mix (15-byte strings, the
/// same but for each word's top byte) as fast as random ones.
struct G8QuickCheckTable {
    typealias Key = (UInt64, UInt64, UInt64)

    /// Each entry's place in ``entries``, by the hash of its key.
    private var table = G8Table()
    /// The entries in the order set, each with its key and the string the key was made from,
    /// if any.
    private var entries: [Entry] = []

    /// A value, its key, and the string it keeps. A struct, not a tuple, so that the array
    /// copies its elements with code compiled for them rather than through the runtime's tuple
    /// witnesses.
    private struct Entry {
        let key: Key
        var value: (any G8Value)?
        var keeps: String?
    }
    /// How many keys the table holds.
    var count: Int { entries.count }

    /// The place of `key`'s entry, if it has one.
    @inline(__always)
    private func place(of key: Key, hash: UInt64) -> Int? {
        table.value(forHash: hash) { entries[$0].key == key }
    }

    /// The value for `key`, if one was set (itself nil for a value that converts to none).
    subscript(key: Key) -> (any G8Value)?? {
        guard let place = place(of: key, hash: table.hash(key.0, key.1, key.2)) else { return nil }
        return .some(entries[place].value)
    }

    /// Whether a value was set for `key`.
    func contains(_ key: Key) -> Bool {
        place(of: key, hash: table.hash(key.0, key.1, key.2)) != nil
    }

    /// Sets the value for `key`, in place of any set before; `keeps` is the string whose bits
    /// are in the key, if they are.
    mutating func set(_ value: (any G8Value)?, for key: Key, keeping keeps: String? = nil) {
        let hash = table.hash(key.0, key.1, key.2)
        if let place = place(of: key, hash: hash) {
            entries[place].value = value
            entries[place].keeps = keeps
            return
        }
        table.insert(hash: hash, value: entries.count)
        entries.append(Entry(key: key, value: value, keeps: keeps))
    }

    /// Makes room for `count` keys in all, so that setting them does not grow the table.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        table.reserveCapacity(count)
    }
}
