import Foundation
@_spi(G8Engine) import G8Core

/// A JSON document's bytes as ``G8JSONParser`` reads them: through a pointer that holds no
/// reference (an array's subscript would retain its buffer around many reads and check every
/// index, and read a word eight bytes at a time), which a theme's load does for every byte.
///
/// ## Invariants
/// - It lives only inside ``with(_:_:)``, for one parse: the pointer is the array's own, lent
///   for that call (`withUnsafeBufferPointer`), and the parser that reads it lives inside it.
/// - Every index read is compared with ``count`` first (debug builds check it again); a word is
///   read only at an offset eight or more bytes below the count, and a comparison with a known
///   string (`memcmp`) covers only bytes below the count.
struct G8JSONBytes {
    private let buffer: UnsafeBufferPointer<UInt8>

    private init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// `body` with `bytes` to read, for no longer than the call.
    static func with<Result>(_ bytes: [UInt8], _ body: (G8JSONBytes) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body(G8JSONBytes($0)) }
    }

    var count: Int { buffer.count }

    @inline(__always)
    subscript(index: Int) -> UInt8 { buffer[index] }

    @inline(__always)
    subscript(range: Range<Int>) -> Slice<UnsafeBufferPointer<UInt8>> { buffer[range] }

    /// Whether some byte `first` is followed at once by the bytes of `rest`: each `first` found
    /// by `memchr`, which reads many bytes a step, within the count; `rest` compared only
    /// below it. A search of a whole document, where a loop of subscripts costs several
    /// instructions a byte.
    func contains(_ first: UInt8, followedBy rest: StaticString) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        let tail = UnsafeBufferPointer(start: rest.utf8Start, count: rest.utf8CodeUnitCount)
        var position = 0
        while position < buffer.count, let found = memchr(base + position, Int32(first), buffer.count - position) {
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if at + tail.count < buffer.count, tail.indices.allSatisfy({ buffer[at + 1 + $0] == tail[$0] }) { return true }
            position = at + 1
        }
        return false
    }

    /// Whether the `count` bytes at `start` are those of `string`'s UTF-8.
    @inline(__always)
    func equal(_ string: inout String, at start: Int, count: Int) -> Bool {
        precondition(start >= 0 && start + count <= buffer.count)
        guard count > 0 else { return string.utf8.isEmpty }
        return string.utf8.count == count
            && string.withUTF8 { memcmp($0.baseAddress!, buffer.baseAddress! + start, count) == 0 }
    }

    /// Where the string whose first byte (after the opening quote) is at `start` ends (the index
    /// of its closing quote), with a hash of its bytes; nil when it holds an escape, a control
    /// character or a non-ASCII byte before its end, or has no end: those take the checked path.
    ///
    /// Eight bytes at a time while eight remain: one test of a word finds whether any of its
    /// bytes ends the string or needs the checked path, and the lowest such byte (the test
    /// marks no byte below the first true one) says which. The bytes of the last word before
    /// the buffer's end are read one at a time.
    @inline(__always)
    func plainString(from start: Int) -> (end: Int, hash: UInt64)? {
        var hash = G8NameHash.basis
        var scan = start
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            while scan + 8 <= buffer.count {
                let word = raw.loadUnaligned(fromByteOffset: scan, as: UInt64.self)
                let marks = G8JSONBytes.attention(word)
                if marks != 0 {
                    let first = marks.trailingZeroBitCount / 8
                    guard buffer[scan + first] == UInt8(ascii: "\"") else { return nil }
                    if first > 0 {
                        let kept = word & (UInt64.max >> (64 - 8 * UInt64(first)))
                        hash = (hash ^ kept) &* 0x9E37_79B9_7F4A_7C15
                        hash ^= hash >> 32
                    }
                    return (scan + first, hash)
                }
                hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 32
                scan += 8
            }
        }
        while scan < buffer.count {
            let byte = buffer[scan]
            if byte == UInt8(ascii: "\"") { return (scan, hash) }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
            G8NameHash.mix(&hash, UInt64(byte))
            scan += 1
        }
        return nil
    }

    /// The high bit of each byte of `word` that is a quote, a backslash, a control character
    /// (below 0x20) or not ASCII (0x80 and up), and maybe of bytes above the first such one:
    /// a borrow can carry a false mark upward, never below a true one. Zero when there is none.
    @inline(__always)
    static func attention(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func zeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let quote = zeroByte(word ^ (ones &* 0x22))
        let backslash = zeroByte(word ^ (ones &* 0x5C))
        let control = (word &- ones &* 0x20) & ~word & highs
        return quote | backslash | control | (word & highs)
    }
}
