import G8Core

/// Keys written twice in one object: JSON lets the last one win without a word, and a theme
/// whose second `"textColor"` silently replaces the first is a theme with a mistake in it.
///
/// Found as each object closes, from the hashes the parser computes anyway to share keys. While
/// an object of up to ``pairwiseLimit`` keys is read, each key's hash marks two of 64 bits
/// (``marks(of:)``, a Bloom filter): only a key whose two bits earlier keys both marked can
/// repeat one, and only a key with no hash can repeat one without. An object with neither is not
/// checked, and most objects are so. The keys of another small object are hashed again as it
/// closes, from where the member stack says they are written, and compared pairwise by hash. A
/// larger object, up to ``filterLimit`` keys, marks three bits a key in a filter of 4,096 bits of
/// its own (the first eight hashed again at the ninth); only when a key finds its bits marked, or
/// has no hash, are the object's keys hashed again and kept in ``keys``, with every later key's,
/// to be checked through a table at its close. An object of up to ``largeTableLimit`` keys goes
/// on from its 129th key in the same way, noting 32 bits of each key's hash in a table that one
/// object at a time holds, until one is there already. Only keys whose hashes match are decoded
/// and compared as strings.
extension G8JSONParser {
    /// A member's key as the duplicate check sees it: its hash and where it is written.
    struct KeyEntry {
        /// The hash of a key with escapes or non-ASCII bytes, which ``G8JSONBytes/plainString(from:)``
        /// does not hash: compared as a string with every other key of its object.
        static let unhashed: UInt64 = 0

        let hash: UInt64
        let offset: Int32
    }

    /// Objects with more keys than this are checked through a filter of their own, then
    /// ``keyTable``, rather than pairwise.
    static let pairwiseLimit = 8

    /// The keys an object marks in its filter (``G8KeyStack/mark(_:atDepth:)``) at most. Of 128
    /// distinct keys, each marking three bits of one of 64 words, the last finds its bits marked
    /// by others about one time in 600, and so an object of 128 keys is checked through the table
    /// about one time in 14 (one of 100 keys, one time in 30). A larger object's keys go on to the
    /// large table.
    static let filterLimit = 128

    /// The keys an object notes in the large table (``G8KeyStack/noteInLargeTable(_:)``) at most,
    /// half its slots. Two different keys leave the same fingerprint (31 bits of their hashes)
    /// about one time in two billion, and only keys that probe the same slots meet, so that even
    /// an object of 4,096 keys is checked through the table less than one time in 250. A larger
    /// object's keys are all checked through the table, as are those of an object of more than
    /// ``filterLimit`` keys inside one that holds the large table.
    static let largeTableLimit = 4096

    /// Notes a key, the `count`th of the object open at `depth` (past ``pairwiseLimit``), whose
    /// members are on ``memberStack`` from `base`: false when the object is to be checked
    /// through the table from now on, because its first keys were `suspect`, it has more than
    /// ``largeTableLimit`` keys (or more than ``filterLimit`` while an enclosing object holds
    /// the large table), or the key has no hash or may repeat an earlier one (its bits in the
    /// object's filter, or its fingerprint in the large table, were there already). The ninth
    /// key clears the depth's filter and marks the first eight in it, hashed again; the 129th
    /// claims the large table and notes the first 128 in it, hashed again. An object that holds
    /// the large table lets go of it when it returns false here, or else as it closes.
    @inline(__always)
    mutating func noteKeyInFilter(_ hash: UInt64, count: Int, suspect: Bool, depth: Int, membersFrom base: Int) -> Bool {
        if count <= G8JSONParser.filterLimit {
            guard !suspect, hash != KeyEntry.unhashed else { return false }
            if count == G8JSONParser.pairwiseLimit + 1 {
                keys.clearFilter(atDepth: depth)
                for position in base..<memberStack.count {
                    // Marked once each: the small filter found no two of them alike, nor one unhashed.
                    _ = keys.mark(keyEntry(ofMemberAt: position).hash, atDepth: depth)
                }
            }
            return !keys.mark(hash, atDepth: depth)
        }
        return noteKeyInLargeTable(hash, count: count, depth: depth, membersFrom: base)
    }

    /// ``noteKeyInFilter(_:count:suspect:depth:membersFrom:)`` past ``filterLimit`` keys. Out of
    /// line: most objects never reach it, and inlined it would crowd the loop over every key.
    @inline(never)
    mutating func noteKeyInLargeTable(_ hash: UInt64, count: Int, depth: Int, membersFrom base: Int) -> Bool {
        if count == G8JSONParser.filterLimit + 1 {
            guard hash != KeyEntry.unhashed, keys.claimLargeTable(atDepth: depth) else { return false }
            for position in base..<memberStack.count {
                // Noted once each: the depth's filter found no two of them alike, nor one
                // unhashed. Two may still leave one fingerprint; then the object goes to the table.
                if keys.noteInLargeTable(keyEntry(ofMemberAt: position).hash) {
                    keys.releaseLargeTable()
                    return false
                }
            }
        } else if count > G8JSONParser.largeTableLimit || hash == KeyEntry.unhashed {
            keys.releaseLargeTable()
            return false
        }
        if keys.noteInLargeTable(hash) {
            keys.releaseLargeTable()
            return false
        }
        return true
    }

    /// The two bits of 64 that a key whose hash is `hash` marks, chosen by two 6-bit fields of
    /// the hash. With one bit a key, an object of six keys would have a key that finds its bit
    /// marked one time in four; with two, one in thirty. Objects that repeat the same names
    /// (tokens, styles of one kind) are found suspect or not all alike, so fewer false ones are
    /// worth the second bit each key marks.
    @inline(__always)
    static func marks(of hash: UInt64) -> UInt64 {
        1 &<< (hash &>> 58) | 1 &<< (hash &>> 52 & 63)
    }

    /// Pushes on ``keys`` the keys of the members of ``memberStack`` from `base` on, hashed
    /// again from the document's bytes.
    mutating func pushKeys(ofMembersFrom base: Int) {
        for position in base..<memberStack.count { keys.push(keyEntry(ofMemberAt: position)) }
    }

    /// The key of the member at `position` on ``memberStack``, hashed again from the document's
    /// bytes as ``parseSharedString()`` hashed it.
    @inline(__always)
    func keyEntry(ofMemberAt position: Int) -> KeyEntry {
        let offset = memberStack.keyOffset(at: position)
        return KeyEntry(hash: bytes.plainString(from: Int(offset) + 1)?.hash ?? KeyEntry.unhashed, offset: offset)
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
            // Only a key whose bits earlier keys both marked can have an earlier key of the same
            // hash, and only such a key is compared with those before it.
            var marked: UInt64 = 0
            for later in base..<end {
                let hash = keys[later].hash
                let marks = G8JSONParser.marks(of: hash)
                if marked & marks == marks {
                    for earlier in base..<later where keys[earlier].hash == hash {
                        if recordIfSame(earlier, later) { break }
                    }
                }
                marked |= marks
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
            // The table holds the first key of each hash and bytes: the first earlier one, unless
            // a key with no hash came before it.
            var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
            var first: Int?
            while keyTable[slot] != 0 {
                let earlier = Int(keyTable[slot]) - 1
                if keys[earlier].hash == hash, isSame(earlier, later) {
                    first = earlier
                    break
                }
                slot = (slot + 1) & mask
            }
            if first == nil { keyTable[slot] = Int32(truncatingIfNeeded: later + 1) }
            if !unhashed.isEmpty, let before = unhashed.first(where: { $0 < (first ?? later) && isSame($0, later) }) {
                first = before
            }
            if let first { record(first, later) }
        }
        keyTable.withUnsafeMutableBufferPointer { $0[0..<size].update(repeating: 0) }
    }

    /// Whether the keys of entries `earlier` and `later` are the same string; if so, the later
    /// one is recorded as a duplicate of the earlier.
    private mutating func recordIfSame(_ earlier: Int, _ later: Int) -> Bool {
        guard isSame(earlier, later) else { return false }
        record(earlier, later)
        return true
    }

    /// Whether the keys of entries `earlier` and `later` are the same string. Out of line: it
    /// runs only for keys of the same hash, and inlined, its decoding would keep the loops over
    /// every key from holding their state in registers.
    @inline(never)
    private func isSame(_ earlier: Int, _ later: Int) -> Bool {
        // Byte for byte, as the loader tells names apart: `==` on strings would take `café`
        // composed and decomposed for one key, where they are two.
        keyString(at: keys[later].offset).utf8.elementsEqual(keyString(at: keys[earlier].offset).utf8)
    }

    /// Records the key of entry `later` as a repeat of entry `earlier`'s.
    @inline(never)
    private mutating func record(_ earlier: Int, _ later: Int) {
        let offset = keys[later].offset
        duplicateKeys.append(G8DuplicateKey(key: keyString(at: offset), offset: offset, firstOffset: keys[earlier].offset))
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
