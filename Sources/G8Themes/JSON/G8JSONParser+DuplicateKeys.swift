import G8Core

/// Keys written twice in one object: JSON lets the last one win without a word, and a theme
/// whose second `"textColor"` silently replaces the first is a theme with a mistake in it.
///
/// Found as each object closes, from the hashes the parser computes anyway to share keys: an
/// object's keys are compared by hash (pairwise for a few, through a table for many), and only
/// keys whose hashes match are decoded and compared as strings.
extension G8JSONParser {
    /// A member's key as the duplicate check sees it: its hash and where it is written.
    struct KeyEntry {
        /// The hash of a key with escapes or non-ASCII bytes, which ``G8JSONBytes/plainString(from:)``
        /// does not hash: compared as a string with every other key of its object.
        static let unhashed: UInt64 = 0

        let hash: UInt64
        let offset: Int32
    }

    /// Objects with more keys than this are checked through ``keyTable`` rather than pairwise.
    static let pairwiseLimit = 8

    /// Adds a key of the object being parsed.
    @inline(__always)
    mutating func pushKey(_ entry: KeyEntry) {
        if keyCount < keyEntries.count {
            keyEntries[keyCount] = entry
        } else {
            keyEntries.append(entry)
        }
        keyCount += 1
    }

    /// Checks the keys of the object that just closed (``keyEntries`` from `base`) for one written
    /// twice, records each later one in ``duplicateKeys``, and lets go of them.
    mutating func checkDuplicateKeys(from base: Int) {
        let end = keyCount
        keyCount = base
        guard end - base > 1 else { return }
        if end - base <= G8JSONParser.pairwiseLimit {
            for later in (base + 1)..<end {
                let hash = keyEntries[later].hash
                for earlier in base..<later {
                    let other = keyEntries[earlier].hash
                    guard other == hash || other == KeyEntry.unhashed || hash == KeyEntry.unhashed else { continue }
                    if recordIfSame(earlier, later) { break }
                }
            }
        } else {
            checkThroughTable(base, end)
        }
    }

    /// ``checkDuplicateKeys(from:)`` for many keys: each hashed key is looked up among those
    /// before it in ``keyTable`` (open addressing on the hash itself, already well mixed).
    private mutating func checkThroughTable(_ base: Int, _ end: Int) {
        var size = 16
        while size < 2 * (end - base) { size *= 2 }
        if keyTable.count < size { keyTable = Array(repeating: 0, count: size) }
        let mask = size - 1
        var unhashed: [Int] = []
        for later in base..<end {
            let hash = keyEntries[later].hash
            if hash == KeyEntry.unhashed {
                // Rare: compared with every key before it, and every later key with it.
                _ = (base..<later).contains { recordIfSame($0, later) }
                unhashed.append(later)
                continue
            }
            if !unhashed.isEmpty, unhashed.contains(where: { recordIfSame($0, later) }) { continue }
            var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
            var found = false
            while keyTable[slot] != 0 {
                let earlier = Int(keyTable[slot]) - 1
                if keyEntries[earlier].hash == hash, recordIfSame(earlier, later) {
                    found = true
                    break
                }
                slot = (slot + 1) & mask
            }
            if !found { keyTable[slot] = Int32(truncatingIfNeeded: later + 1) }
        }
        keyTable.withUnsafeMutableBufferPointer { $0[0..<size].update(repeating: 0) }
    }

    /// Whether the keys of entries `earlier` and `later` are the same string; if so, the later
    /// one is recorded as a duplicate of the earlier.
    private mutating func recordIfSame(_ earlier: Int, _ later: Int) -> Bool {
        let key = keyString(at: keyEntries[later].offset)
        guard key == keyString(at: keyEntries[earlier].offset) else { return false }
        duplicateKeys.append(G8DuplicateKey(key: key, offset: keyEntries[later].offset, firstOffset: keyEntries[earlier].offset))
        return true
    }

    /// The key whose opening quote is at `offset`, decoded.
    private func keyString(at offset: Int32) -> String {
        var reader = G8JSONParser(bytes: bytes, source: source)
        reader.index = Int(offset)
        return (try? reader.parseString()) ?? ""
    }

    /// The path from the root to the member whose key is at `offset` in `bytes` (a valid
    /// document): its keys joined with dots, array items as `[index]`, as diagnostics name
    /// places (`styles.title.textColor`). Empty if there is no such member.
    static func keyPath(toKeyAt offset: Int32, in bytes: [UInt8]) -> String {
        guard case .success(let root) = parse(bytes) else { return "" }
        return path(toKeyAt: offset, in: root, depth: 0) ?? ""
    }

    /// The path inside `node` to the member whose key is at `offset`; nil if none is in it.
    /// The parser's depth limit bounds the recursion; `depth` bounds it again.
    private static func path(toKeyAt offset: Int32, in node: G8JSONNode, depth: Int) -> String? {
        guard depth <= maximumDepth else { return nil }
        switch node.value {
        case .object(let members):
            for member in members {
                if member.keyOffset == offset { return member.key }
                // A member's value starts after its key: one whose key is after `offset` cannot hold it.
                if member.keyOffset < offset, let inner = path(toKeyAt: offset, in: member.value, depth: depth + 1) {
                    return inner.hasPrefix("[") ? member.key + inner : member.key + "." + inner
                }
            }
        case .array(let items):
            for (position, item) in items.enumerated() where item.offset < offset {
                if let inner = path(toKeyAt: offset, in: item, depth: depth + 1) {
                    return inner.hasPrefix("[") ? "[\(position)]" + inner : "[\(position)]." + inner
                }
            }
        default:
            break
        }
        return nil
    }
}
