import Foundation
@_spi(G8Engine) import G8Core

/// Keys written twice in one object: JSON lets the last one win without a word, and a theme
/// whose second `"textColor"` silently replaces the first is a theme with a mistake in it.
///
/// Keys are compared as `String`s. Each is kept in NFC (``G8CanonicalName``), so canonically
/// equivalent keys are equal bytes, and `==` on two ASCII strings (nearly every key) compares
/// their bytes with one `memcmp`, where a loop over their bytes took some ten instructions a byte.
///
/// Found as each object closes, from its members on ``memberStack``. While an object of up to
/// ``pairwiseLimit`` keys is read, each key's hash, which the parser computes anyway to share
/// keys, marks two of 64 bits (``marks(of:)``, a Bloom filter in one register): only a key whose
/// two bits earlier keys both marked can repeat one, and only a key with no hash can repeat one
/// without. An object with neither is not checked, and most objects are so; one with either has
/// its keys compared pairwise, at most 28 comparisons. A larger object's keys go through a
/// ``G8Table`` keyed by their fingerprints (a `Dictionary` of the keys measured a load more than 10%
/// slower).
///
/// A document cannot be written to make that slow. The parser's own hash is not keyed, so a
/// document can choose names that share it; against a small object that buys at most the 28
/// comparisons, a cost bounded by the object's size. A large object's keys are fingerprinted by
/// the standard library's `Hasher`, SipHash-1-3 keyed with a seed drawn at random for each
/// process: without the seed, which the document never sees, names cannot be chosen to share
/// fingerprints or slots, so a lookup takes expected constant time whatever the names. `KeyFloodTests` loads a theme of
/// names built to collide for a plain hash against one of random names.
extension G8JSONParser {
    /// The hash ``parseSharedString(isKey:)`` gives a key with escapes or non-ASCII bytes, which
    /// ``G8JSONBytes/plainString(from:)`` does not hash: it makes a small object's keys compared.
    static let unhashed: UInt64 = 0

    /// Objects with more keys than this are checked through a table, rather than pairwise.
    static let pairwiseLimit = 8

    /// The two bits of 64 that a key whose hash is `hash` marks, chosen by two 6-bit fields of
    /// the hash. With one bit a key, an object of six keys would have a key that finds its bit
    /// marked one time in four; with two, one in thirty. Objects that repeat the same names
    /// (tokens, styles of one kind) are found suspect or not all alike, so fewer false ones are
    /// worth the second bit each key marks.
    @inline(__always)
    static func marks(of hash: UInt64) -> UInt64 {
        1 &<< (hash &>> 58) | 1 &<< (hash &>> 52 & 63)
    }

    /// Checks the keys of the object that just closed, whose members are on ``memberStack``
    /// from `base`, for one written twice, and records each later one in ``duplicateKeys``,
    /// naming the first. Every pair of keys is compared when there are up to ``pairwiseLimit``.
    mutating func checkDuplicateKeys(ofMembersFrom base: Int) {
        let end = memberStack.count
        guard end - base > 1 else { return }
        if end - base <= G8JSONParser.pairwiseLimit {
            for later in (base + 1)..<end {
                let key = memberStack.key(at: later)
                for earlier in base..<later where memberStack.key(at: earlier) == key {
                    record(key, at: memberStack.keyOffset(at: later), first: memberStack.keyOffset(at: earlier))
                    break
                }
            }
            return
        }
        // The position of the first member of each key, by the key's fingerprint.
        var firstPositions = G8Table(minimumCapacity: end - base)
        for position in base..<end {
            let key = memberStack.key(at: position)
            // One probe: the position goes in when the fingerprint is new, and what is there
            // comes out.
            let found = firstPositions.value(for: G8Table.fingerprint(of: key), inserting: position)
            guard found != position else { continue }
            // The same fingerprint is the same key, but for two keys in 2^64 that share one:
            // then the first of this key is looked for among all before it.
            let first = memberStack.key(at: found) == key ? found : (base..<position).first { memberStack.key(at: $0) == key }
            if let first { record(key, at: memberStack.keyOffset(at: position), first: memberStack.keyOffset(at: first)) }
        }
    }

    /// Records `key`, written at `offset`, as a repeat of the one at `first`.
    @inline(never)
    private mutating func record(_ key: String, at offset: Int32, first: Int32) {
        duplicateKeys.append(G8DuplicateKey(key: key, offset: offset, firstOffset: first))
    }

    /// What the warning about `duplicate`, found in `source`, says: the key and the line of the
    /// first one; for keys written in other Unicode normalizations (one key, kept in NFC), both
    /// spellings, their forms and where the first one is, file, line and column.
    ///
    /// `the key 'numberOfLines' is also on line 5 of this object; this value replaces that one`
    static func message(for duplicate: G8DuplicateKey, in source: G8SourceText) -> String {
        let first = source.location(of: Int(duplicate.firstOffset))
        if let written = writtenString(in: source.bytes, at: duplicate.offset),
            let firstWritten = writtenString(in: source.bytes, at: duplicate.firstOffset),
            !written.utf8.elementsEqual(firstWritten.utf8)
        {
            return "the key '\(written)' (\(form(of: written))) is the key '\(firstWritten)' at \(first) (\(form(of: firstWritten)))"
                + " in another Unicode normalization: canonically equivalent names are one name, so this value replaces that one"
        }
        return "the key '\(duplicate.key)' is also on line \(first.line) of this object; this value replaces that one"
    }

    /// The string whose opening quote is at `offset` in `bytes` (a valid document), decoded but
    /// as written: not in NFC.
    private static func writtenString(in bytes: [UInt8], at offset: Int32) -> String? {
        G8JSONBytes.with(bytes) { buffer in
            var parser = G8JSONParser(bytes: buffer, source: 0)
            parser.index = Int(offset)
            guard parser.index < buffer.count, buffer[parser.index] == UInt8(ascii: "\"") else { return nil }
            return try? parser.parseString()
        }
    }

    /// Which Unicode normalization `name` is in.
    private static func form(of name: String) -> String {
        if name.precomposedStringWithCanonicalMapping.utf8.elementsEqual(name.utf8) { return "NFC" }
        if name.decomposedStringWithCanonicalMapping.utf8.elementsEqual(name.utf8) { return "NFD" }
        return "neither NFC nor NFD"
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
