import Foundation

/// A JSON document's bytes as ``G8JSONParser`` reads them (invariant 8 in G8Unsafe.swift):
/// through a pointer that holds no reference (an array's subscript retained its buffer around
/// many reads and checked every index).
///
/// It lives only inside ``with(_:_:)``, for one parse; every read is at an index the parser
/// has compared with ``count`` first. Debug builds still check each index.
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
    @inline(__always)
    func plainString(from start: Int) -> (end: Int, hash: UInt64)? {
        var hash = G8NameHash.basis
        var scan = start
        while scan < buffer.count {
            let byte = buffer[scan]
            if byte == UInt8(ascii: "\"") { return (scan, hash) }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
            G8NameHash.mix(&hash, UInt64(byte))
            scan += 1
        }
        return nil
    }
}
