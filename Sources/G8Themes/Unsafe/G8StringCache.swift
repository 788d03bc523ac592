import G8Core
/// A small cache from strings to values, found by the strings' bits (``G8Unsafe/bits(of:)``,
/// see `G8Unsafe.bits(of:)`) rather than by hashing their text: what the theme builder uses
/// for the keys and token references a theme repeats, which the parser hands it as the same
/// `String` each time.
///
/// Direct-mapped: each string has one slot, and a string whose slot another took is simply not
/// found, so the caller looks it up its usual way. A hostile document can therefore make it miss,
/// never make it slow. Its slots are made on the first insertion: a builder that never uses it
/// (a lint checking one style) allocates nothing.
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
