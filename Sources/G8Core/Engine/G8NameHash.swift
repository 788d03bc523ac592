/// The hash names are looked up by in a ``G8NameTable``.
@usableFromInline
package enum G8NameHash {
    /// FNV-1a over the name's UTF-8 bytes: property names are short, and FNV-1a needs neither
    /// the seeding nor the finalizing that `Hasher`'s SipHash does for every name.
    static func of(_ name: String) -> UInt64 {
        if let hash = name.utf8.withContiguousStorageIfAvailable(hash(bytes:)) { return hash }
        return Array(name.utf8).withUnsafeBufferPointer(hash(bytes:))
    }

    private static func hash(bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = basis
        for byte in bytes { mix(&hash, UInt64(byte)) }
        return hash
    }

    /// FNV-1a's 64-bit offset basis: a hash before anything is mixed into it. Inlinable, as
    /// ``mix(_:_:)`` is: G8Themes hashes every key of a document with both, and a call into
    /// this module for each byte (a global's accessor, a function) would cost more than the
    /// step itself.
    @inlinable
    package static var basis: UInt64 { 0xcbf2_9ce4_8422_2325 }

    /// One FNV-1a step: `value` (a byte, or any word a caller mixes in whole) into `hash`.
    @inlinable @inline(__always)
    package static func mix(_ hash: inout UInt64, _ value: UInt64) {
        hash = (hash ^ value) &* 0x100_0000_01b3
    }
}
