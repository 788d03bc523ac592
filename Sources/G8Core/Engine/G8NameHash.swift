/// The hash names are looked up by in a ``G8NameTable``.
@_spi(G8Engine) public enum G8NameHash {
    /// FNV-1a over the UTF-8 bytes of the name in NFC (``G8CanonicalName``): property names
    /// are short, and FNV-1a needs neither the seeding nor the finalizing that `Hasher`'s
    /// SipHash does for every name. Tables compare names with `String`'s `==`, which takes
    /// canonically equivalent names as one, so their hashes are one too; an ASCII name is
    /// hashed as it is.
    static func of(_ name: String) -> UInt64 {
        var name = name
        let (hash, ascii) = name.withUTF8(hashed)
        if ascii { return hash }
        var composed = G8CanonicalName.of(name)
        return composed.withUTF8(hashed).hash
    }

    /// The hash of `bytes`, and whether they are all below 0x80 (ASCII, so their own NFC).
    private static func hashed(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, ascii: Bool) {
        var hash = basis, high: UInt8 = 0
        for byte in bytes {
            high |= byte
            mix(&hash, UInt64(byte))
        }
        return (hash, high < 0x80)
    }

    /// FNV-1a's 64-bit offset basis: a hash before anything is mixed into it. Inlinable, as
    /// ``mix(_:_:)`` is, and so public behind the `G8Engine` SPI: G8Themes hashes every key of a document with both, and a call into
    /// this module for each byte (a global's accessor, a function) would cost more than the
    /// step itself.
    @inlinable
    public static var basis: UInt64 { 0xcbf2_9ce4_8422_2325 }

    /// One FNV-1a step: `value` (a byte, or any word a caller mixes in whole) into `hash`.
    @inlinable @inline(__always)
    public static func mix(_ hash: inout UInt64, _ value: UInt64) {
        hash = (hash ^ value) &* 0x100_0000_01b3
    }
}
