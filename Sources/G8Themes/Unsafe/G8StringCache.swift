import G8Core
/// A small cache from strings to values, found by the strings' bits (``G8Unsafe/bits(of:)``,
/// see `G8Unsafe.bits(of:)`) rather than by hashing their text: what the theme builder uses
/// for the keys and token references a theme repeats, which the parser hands it as the same
/// `String` each time.
///
/// Why it is made by hand: the style checker finds every style key and every reference of a
/// load here first. Without it, each key is found in a `G8Table` by its text's
/// ``G8Table/fingerprint(of:)`` (SipHash over its bytes) and each reference in the token
/// paths: measured with `scripts/instructions.py`, a load of `style-heavy.json` then takes
/// 100.4M instructions, past its budget of 98.7M (10% over the reference count), against 92.0M
/// with this cache in front; `Dictionary<String, …>` in its place took 102.2M, and a safe
/// direct-mapped cache (a slot from the length and first bytes, found by `String`'s `==`)
/// 102.4M. A lookup here mixes the string's 16 bytes with two multiplies and compares them,
/// where a fingerprint runs SipHash over its bytes.
///
/// Why no input can make it slow: it is direct-mapped. Each string has one slot, and a string
/// whose slot another took is simply not found, so the caller looks it up its usual way, in a
/// `G8Table` of fingerprints a document cannot choose. A document built to share slots (its
/// strings' bits, for a small string its bytes, are the document's to choose) therefore makes
/// every lookup miss, each costing one mix and one comparison more than the table alone, never
/// a search: `KeyFloodTests` loads a theme whose 2,000 style keys share their length and first
/// 40 bytes within 2x of one with random keys. Its slots are made on the first insertion: a
/// builder that never uses it (a lint checking one style) allocates nothing.
struct G8StringCache<Value> {
    private var slots: [(bits: (UInt64, UInt64), text: String, value: Value)?] = []
    private static var slotCount: Int { 512 }

    @inline(__always)
    private static func slot(of bits: (UInt64, UInt64)) -> Int {
        let mixed = ((bits.0 &* 0x9E37_79B9_7F4A_7C15) ^ bits.1) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 55) & (slotCount - 1)
    }

    /// The value cached for `text`, when this very string (or an equal small one) was cached.
    @inline(__always)
    func value(for text: String) -> Value? {
        guard !slots.isEmpty else { return nil }
        let bits = G8Unsafe.bits(of: text)
        guard let cached = slots[G8StringCache.slot(of: bits)], cached.bits == bits else { return nil }
        return cached.value
    }

    /// Caches `value` for `text`, in place of whatever held its slot. The entry keeps `text`, so
    /// that its storage, whose address is in the bits, is not reused while the entry exists.
    mutating func insert(_ value: Value, for text: String) {
        if slots.isEmpty { slots = Array(repeating: nil, count: G8StringCache.slotCount) }
        let bits = G8Unsafe.bits(of: text)
        slots[G8StringCache.slot(of: bits)] = (bits, text, value)
    }
}

/// A cache of `Sendable` values is one: its entries are values, each string kept with its bits.
extension G8StringCache: Sendable where Value: Sendable {}
