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
        keys.push(entry)
    }

    /// Checks the keys of the object that just closed (``keys`` from `base`) for one written
    /// twice, records each later one in ``duplicateKeys``, and lets go of them.
    mutating func checkDuplicateKeys(from base: Int) {
        let end = keys.count
        defer { keys.removeAll(from: base) }
        guard end - base > 1 else { return }
        if end - base <= G8JSONParser.pairwiseLimit {
            if (base..<end).contains(where: { keys[$0].hash == KeyEntry.unhashed }) {
                // Rare: a key that is not hashed is compared as a string with every other.
                for later in (base + 1)..<end {
                    let hash = keys[later].hash
                    for earlier in base..<later {
                        let other = keys[earlier].hash
                        guard other == hash || other == KeyEntry.unhashed || hash == KeyEntry.unhashed else { continue }
                        if recordIfSame(earlier, later) { break }
                    }
                }
                return
            }
            // Each hash marks one of 64 buckets (its top 6 bits, the best mixed): only a key
            // whose bucket an earlier key marked can have an earlier key of the same hash, and
            // only such a key is compared with those before it. Most objects have no such key.
            var buckets: UInt64 = 0
            for later in base..<end {
                let hash = keys[later].hash
                let bucket: UInt64 = 1 &<< (hash &>> 58)
                if buckets & bucket != 0 {
                    for earlier in base..<later where keys[earlier].hash == hash {
                        if recordIfSame(earlier, later) { break }
                    }
                }
                buckets |= bucket
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
            let hash = keys[later].hash
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
                if keys[earlier].hash == hash, recordIfSame(earlier, later) {
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
    /// one is recorded as a duplicate of the earlier. Out of line: it runs only for keys of the
    /// same hash, and inlined, its decoding would keep the loops over every key from holding
    /// their state in registers.
    @inline(never)
    private mutating func recordIfSame(_ earlier: Int, _ later: Int) -> Bool {
        // Byte for byte, as the loader tells names apart: `==` on strings would take `café`
        // composed and decomposed for one key, where they are two.
        let key = keyString(at: keys[later].offset)
        guard key.utf8.elementsEqual(keyString(at: keys[earlier].offset).utf8) else { return false }
        duplicateKeys.append(G8DuplicateKey(key: key, offset: keys[later].offset, firstOffset: keys[earlier].offset))
        return true
    }

    /// The key whose opening quote is at `offset`, decoded.
    private func keyString(at offset: Int32) -> String {
        var reader = G8JSONParser(bytes: bytes, source: source)
        reader.index = Int(offset)
        return (try? reader.parseString()) ?? ""
    }

    /// The paths from the root to the members whose keys are at `offsets` in `bytes` (a valid
    /// document): keys joined with dots, array items as `[index]`, as diagnostics name places
    /// (`styles.title.textColor`). One parse and one walk for all of them, so that a document
    /// with many repeated keys costs no more than its size; an offset with no member is left out.
    static func keyPaths(toKeysAt offsets: Set<Int32>, in bytes: [UInt8]) -> [Int32: String] {
        guard !offsets.isEmpty, case .success(let root) = parse(bytes) else { return [:] }
        var paths: [Int32: String] = [:]
        // Each pending node with the path that leads to it; the parser's depth limit bounds it.
        var pending: [(node: G8JSONNode, path: String)] = [(root, "")]
        while let (node, path) = pending.popLast() {
            switch node.value {
            case .object(let members):
                for member in members {
                    let inner = path.isEmpty ? member.key : path + "." + member.key
                    if offsets.contains(member.keyOffset) { paths[member.keyOffset] = inner }
                    if member.value.members != nil || member.value.isArray { pending.append((member.value, inner)) }
                }
            case .array(let items):
                for (position, item) in items.enumerated() where item.members != nil || item.isArray {
                    pending.append((item, path + "[\(position)]"))
                }
            default:
                break
            }
        }
        return paths
    }
}

extension G8JSONNode {
    /// Whether the node is an array.
    fileprivate var isArray: Bool {
        if case .array = value { return true }
        return false
    }
}
