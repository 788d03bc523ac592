/// A source document's bytes and name, turning byte offsets into lines and columns.
///
/// A class: every style entry and value loaded from a theme keeps its source for a later
/// diagnostic, and each keeps one reference rather than copies of the text's arrays and
/// strings. The table of lines is made on the first lookup: most loads report nothing.
///
/// - Complexity: the first lookup is O(n); a lookup is then O(log lines) plus a scan of at most
///   one block of `blockSize` bytes, so even a document on a single huge line answers quickly.
package final class G8SourceText: Sendable {
    static let blockSize = 256

    let name: String?
    package let bytes: [UInt8]

    /// Where lines and blocks start, for turning an offset into a line and column.
    private struct Lines: Sendable {
        /// Byte offsets where lines start, as 32-bit numbers (documents are under 2 GiB, as the
        /// parser requires): a large theme has a line for every few dozen bytes.
        let lineStarts: [Int32]
        /// How many Unicode scalars start before each block of `blockSize` bytes.
        let scalarsBeforeBlock: [Int]
    }

    private let lines = G8Locked<Lines?>(nil)

    package init(name: String?, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    private static func lines(of bytes: [UInt8]) -> Lines {
        var starts: [Int32] = [0]
        var blocks: [Int] = []
        blocks.reserveCapacity(bytes.count / G8SourceText.blockSize + 1)
        var scalars = 0
        var blockStart = 0
        repeat {
            blocks.append(scalars)
            for offset in blockStart..<min(blockStart + G8SourceText.blockSize, bytes.count) {
                let byte = bytes[offset]
                if byte & 0xC0 != 0x80 { scalars += 1 }
                if byte == 0x0A { starts.append(Int32(truncatingIfNeeded: offset + 1)) }
            }
            blockStart += G8SourceText.blockSize
        } while blockStart < bytes.count
        return Lines(lineStarts: starts, scalarsBeforeBlock: blocks)
    }

    /// The number of Unicode scalars that start before byte `offset`.
    private func scalars(before offset: Int, in lines: Lines) -> Int {
        let block = min(offset / G8SourceText.blockSize, lines.scalarsBeforeBlock.count - 1)
        var count = lines.scalarsBeforeBlock[block]
        for byte in bytes[(block * G8SourceText.blockSize)..<offset] where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The line (from 1) and column (from 1, in Unicode scalars) of a byte offset.
    package func location(of offset: Int) -> G8SourceLocation {
        let lines = self.lines.withLock { cached in
            if let cached { return cached }
            let made = G8SourceText.lines(of: bytes)
            cached = made
            return made
        }
        let lineStarts = lines.lineStarts
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= clamped { low = middle } else { high = middle - 1 }
        }
        let column = scalars(before: clamped, in: lines) - scalars(before: Int(lineStarts[low]), in: lines) + 1
        return G8SourceLocation(file: name, line: low + 1, column: column)
    }
}
