@_spi(G8Engine) import G8Core
/// Values found by a string's identity, its bits (``G8StringBits/of(_:)``), rather than by its
/// text: what the style checker keeps for the keys and token references a theme repeats, which
/// the parser hands it as the same `String` each time (``G8JSONParser``). A key or reference met
/// again is found here without reading its text; one not found (a string of other bits) is
/// looked up the usual way, by its text, and cached.
///
/// A ``G8Table`` of hashed keys: the bits hashed with ``G8Table/hash(_:_:_:)``, the place of the
/// entry (which holds the bits) as the value. Finding a style key by its text instead, each
/// time, took a style-heavy load past its instruction budget.
///
/// Why a document cannot make it slow (see ``G8Table`` for the hash): a large string's bits are
/// its count and flags and the address of its storage, which the allocator chooses; a small
/// string's are its bytes and, in the second word's top byte, its count and flags, whose top bit
/// is set for every small string. A difference the seed cannot hide must be in a word's top bit
/// alone and be cancelled by the next word's bits 63 and 34; the second word's bit 63 is the same
/// for every small string, and the third word is 0. `KeyFloodTests` loads a theme whose 2,000
/// style keys share their length and first 40 bytes within 2× of one with random keys.
///
/// Each entry keeps its string, so that the storage whose address is in the bits is not freed
/// and reused by another string while the entry exists. It holds at most ``capacity`` entries:
/// past that, a string is not cached and is looked up by its text each time, so that a large
/// document's many one-off strings do not grow a lint's memory.
struct G8StringCache<Value> {
    /// The most strings the cache keeps: more than a theme's distinct style keys and whole-value
    /// references (the parser shares each repeated one as one `String`).
    static var capacity: Int { 4_096 }

    private var table = G8Table()
    private var entries: [(bits: (UInt64, UInt64), text: String, value: Value)] = []

    /// The value cached for `text`, when this very string (or an equal small one) was cached.
    @inline(__always)
    func value(for text: String) -> Value? {
        guard !entries.isEmpty else { return nil }
        let bits = G8StringBits.of(text)
        let place = table.value(forHash: table.hash(bits.0, bits.1, 0)) { entries[$0].bits == bits }
        return place.map { entries[$0].value }
    }

    /// Caches `value` for `text`, which is not cached yet, unless the cache is full.
    mutating func insert(_ value: Value, for text: String) {
        guard entries.count < G8StringCache.capacity else { return }
        let bits = G8StringBits.of(text)
        table.insert(hash: table.hash(bits.0, bits.1, 0), value: entries.count)
        entries.append((bits, text, value))
    }
}

/// A cache of `Sendable` values is one: its entries are values, each string kept with its bits.
extension G8StringCache: Sendable where Value: Sendable {}
