import Foundation

/// Names as G8 compares them: two names whose characters are canonically equivalent, such as
/// `café` with its `é` as one scalar (NFC, U+00E9) and as `e` and a combining accent (NFD,
/// U+0065 U+0301), are one name. They look the same to every reader, and Swift's own `String`
/// equality takes them as one.
///
/// The tables that find names by their bytes (a theme's token paths and style names, the
/// parser's keys, the engine's property and child names, the manager's style names) keep and
/// look up each name in NFC, made here. An ASCII name, nearly every one, is its own NFC: it is
/// scanned for a byte of 0x80 or more and never copied.
@_spi(G8Engine) public enum G8CanonicalName {
    /// `name` in NFC: `name` itself when it is ASCII. Inlinable, as ``isASCII(_:)`` is, and so
    /// public behind the `G8Engine` SPI: the theme loader and the manager ask it of names they
    /// keep, and a call into this module for an ASCII name would cost about what its scan does.
    @inlinable @inline(__always)
    public static func of(_ name: String) -> String {
        var name = name
        return name.withUTF8(isASCII) ? name : composed(name)
    }

    /// The NFC form of the name whose UTF-8 bytes are `bytes`, when it is not those bytes: nil
    /// for an ASCII name and for one already in NFC.
    package static func recomposed(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !isASCII(bytes) else { return nil }
        let name = composed(String(decoding: bytes, as: UTF8.self))
        return name.utf8.elementsEqual(bytes) ? nil : name
    }

    /// Whether every byte of `bytes` is below 0x80.
    @inlinable @inline(__always)
    public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var high: UInt8 = 0
        for byte in bytes { high |= byte }
        return high < 0x80
    }

    /// Foundation's NFC, out of line: only names with a byte of 0x80 or more reach it.
    @usableFromInline @inline(never)
    static func composed(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping
    }
}
