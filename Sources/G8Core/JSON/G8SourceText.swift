/// A source document's bytes and name, turning byte offsets into lines and columns.
///
/// A class: every style entry and value loaded from a theme keeps its source for a later
/// diagnostic, and a reference is one retain where the struct's four arrays and strings were
/// four.
///
/// - Complexity: making one is O(n); a lookup is O(log lines) plus a scan of at most one block
///   of `blockSize` bytes, so even a document on a single huge line answers quickly.
final class G8SourceText: Sendable {
    static let blockSize = 256

    let name: String?
    let bytes: [UInt8]
    /// Byte offsets where lines start, as 32-bit numbers (documents are under 2 GiB, as the
    /// parser requires): a large theme has a line for every few dozen bytes.
    private let lineStarts: [Int32]
    /// How many Unicode scalars start before each block of `blockSize` bytes.
    private let scalarsBeforeBlock: [Int]

    init(name: String?, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        var starts: [Int32] = [0]
        var blocks = [0]
        blocks.reserveCapacity(bytes.count / G8SourceText.blockSize + 1)
        var scalars = 0
        for (offset, byte) in bytes.enumerated() {
            if offset > 0 && offset % G8SourceText.blockSize == 0 { blocks.append(scalars) }
            if byte & 0xC0 != 0x80 { scalars += 1 }
            if byte == 0x0A { starts.append(Int32(truncatingIfNeeded: offset + 1)) }
        }
        lineStarts = starts
        scalarsBeforeBlock = blocks
    }

    /// The number of Unicode scalars that start before byte `offset`.
    private func scalars(before offset: Int) -> Int {
        let block = min(offset / G8SourceText.blockSize, scalarsBeforeBlock.count - 1)
        var count = scalarsBeforeBlock[block]
        for byte in bytes[(block * G8SourceText.blockSize)..<offset] where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The line (from 1) and column (from 1, in Unicode scalars) of a byte offset.
    func location(of offset: Int) -> G8SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= clamped { low = middle } else { high = middle - 1 }
        }
        let column = scalars(before: clamped) - scalars(before: Int(lineStarts[low])) + 1
        return G8SourceLocation(file: name, line: low + 1, column: column)
    }
}
