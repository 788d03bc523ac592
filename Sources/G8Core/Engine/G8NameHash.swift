/// The hash names are looked up by in a ``G8NameTable``.
enum G8NameHash {
    /// FNV-1a over the name's UTF-8 bytes: a few instructions a byte for the short names of
    /// properties, where `Hasher` costs a few hundred a name.
    static func of(_ name: String) -> UInt64 {
        if let hash = name.utf8.withContiguousStorageIfAvailable(hash(bytes:)) { return hash }
        return Array(name.utf8).withUnsafeBufferPointer(hash(bytes:))
    }

    private static func hash(bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
