import Foundation
import G8Core

/// Names in the order first inserted, each found by its text: a load's token paths (a path's
/// place here is the token's index in the token stages' tables) and its style names.
/// Each is inserted in NFC and found by any canonically equivalent spelling (``G8CanonicalName``).
///
/// A hand-made table, for a measured reason (Benchmarks/README.md). A `[String: Int]` beside a
/// `[String]` hashes with SipHash, and a reference's name would have to be made into a `String`
/// first, for every alias resolved and every style checked; the package's one safe table,
/// `G8Table`, keyed by `Hasher` fingerprints of a name's bytes, still hashes every path,
/// reference and style name with SipHash, and took a theme's load past its instruction budget.
/// This table hashes the bytes of the name (or of the name inside a `"{…}"`, where it is
/// written) with a multiply and a shift a word, and holds the names themselves once, for both
/// jobs. Open addressing with linear probing over a power-of-two table at most half full; a
/// slot holds the name's index plus one (0 for empty) and 32 bits of its hash, which rule out
/// almost every other name before its text is compared.
///
/// Why a document cannot make it slow. The hash starts from a seed drawn at random once a
/// process, which a document never sees, mixed with the name's length; each eight bytes are
/// XORed in, multiplied by an odd constant, and folded (`h ^= h >> 29`); a final mix spreads
/// every bit into the slot (low bits) and the tag (high bits). A multiplication carries a bit
/// only upward, so the difference two names make to the state depends on the unknown state
/// below it, save for one: two words that differ in their top bit alone leave states that
/// differ in known bits whatever the seed, which the next word could cancel. That bit is the
/// top bit of the word's eighth byte, and a name is valid UTF-8 (a `String`; the parser repairs
/// other bytes): a byte below 0x80 and the same byte plus 0x80 are never both valid between the
/// same neighbours (the second is a continuation, which must follow a lead, or a lead, which
/// must be followed by a continuation, which the first cannot be followed by). The difference
/// two lengths make to the start is known too, and the first word can cancel it only for one
/// spelling of a name of each other length, a handful a name, not a crowd. Every other
/// collision depends on the seed. `KeyFloodTests` loads names built to collide for such a hash
/// (the same words but for their top bytes), as fast as random ones.
struct G8OrderedNames {
    /// The names, in the order first inserted.
    private(set) var order: [String] = []
    /// Per slot: the index of the name plus one in the low 32 bits (0 for an empty slot), its
    /// hash's high 32 bits in the high ones.
    private var slots: [UInt64] = []
    /// The names' UTF-8 bytes one after another, and where each one starts (and, one past the
    /// last, where the last ends): a lookup compares the bytes it is given with these, where
    /// reaching a name's own bytes made a copy of a small `String` for every comparison.
    private var nameBytes: [UInt8] = []
    private var starts: [Int] = [0]

    /// The process's seed, copied into each table: reading a global on every lookup costs a
    /// check that it is initialized.
    private static let processSeed: UInt64 = UInt64.random(in: 0...UInt64.max) | 1
    private let seed = G8OrderedNames.processSeed

    /// How many names there are.
    var count: Int { order.count }

    /// The index of `name`, if it was inserted.
    subscript(name: String) -> Int? {
        var name = name
        return name.withUTF8 { index(ofUTF8: $0) }
    }

    /// The index of the name whose UTF-8 bytes are `bytes`, or of its NFC form, if it was
    /// inserted: names are kept in NFC, so a name written otherwise is looked up again in NFC.
    func index(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !slots.isEmpty else { return nil }
        if let index = find(bytes, hash: hash(bytes)).index { return index }
        return indexOfNFC(of: bytes)
    }

    /// The index of the NFC form of `bytes`, when it is other bytes. Out of line: a name found
    /// as written, nearly every one, does not carry it.
    @inline(never)
    private func indexOfNFC(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard var composed = G8CanonicalName.recomposed(bytes) else { return nil }
        return composed.withUTF8 { find($0, hash: hash($0)).index }
    }

    /// Inserts `name` if it is new, and gives its index either way. `name` is in NFC
    /// (``G8CanonicalName``), as every name the loader inserts is: a key the parser made, or
    /// such keys joined with `.`, which composes with no character after it.
    mutating func insert(_ name: String) -> (index: Int, inserted: Bool) {
        if (order.count + 1) * 2 > slots.count { resize(to: max(16, slots.count * 2)) }
        var text = name
        return text.withUTF8 { bytes in
            let hash = self.hash(bytes)
            let found = find(bytes, hash: hash)
            if let index = found.index { return (index, false) }
            let index = order.count
            order.append(name)
            nameBytes.append(contentsOf: bytes)
            starts.append(nameBytes.count)
            slots[found.slot] = G8OrderedNames.word(index: index, hash: hash)
            return (index, true)
        }
    }

    /// Makes room for `count` names in all, so that inserting them does not rehash.
    mutating func reserveCapacity(_ count: Int) {
        order.reserveCapacity(count)
        starts.reserveCapacity(count + 1)
        var size = max(16, slots.count)
        while count * 2 > size { size *= 2 }
        if size > slots.count { resize(to: size) }
    }

    /// The names' arrays made exactly as large as they are (a lint's tables, see
    /// `G8AliasResolver.fitTokenTables`).
    mutating func fitOrder() {
        G8OrderedNames.fit(&order)
        G8OrderedNames.fit(&starts)
        G8OrderedNames.fit(&nameBytes)
    }

    private static func fit<Element>(_ array: inout [Element]) {
        guard array.capacity > array.count + array.count / 8 else { return }
        var copy: [Element] = []
        copy.reserveCapacity(array.count)
        copy.append(contentsOf: array)
        array = copy
    }

    // MARK: The table

    private static func word(index: Int, hash: UInt64) -> UInt64 {
        (hash & 0xFFFF_FFFF_0000_0000) | UInt64(index + 1)
    }

    /// The slot holding the name `bytes`, with its index, or the empty slot where it would go.
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (slot: Int, index: Int?) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        let tag = hash & 0xFFFF_FFFF_0000_0000
        while true {
            let word = slots[slot]
            if word == 0 { return (slot, nil) }
            if word & 0xFFFF_FFFF_0000_0000 == tag {
                let index = Int(word & 0xFFFF_FFFF) - 1
                if equal(index, bytes) { return (slot, index) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Whether the name at `index` is `bytes`: one `memcmp`, where the generic `elementsEqual`
    /// compares byte by byte through generic code.
    @inline(__always)
    private func equal(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[index]
        guard starts[index + 1] - start == bytes.count else { return false }
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
        return nameBytes.withUnsafeBufferPointer { stored in
            guard let storedBase = stored.baseAddress else { return false }
            return memcmp(storedBase + start, base, bytes.count) == 0
        }
    }

    private mutating func resize(to size: Int) {
        var larger = [UInt64](repeating: 0, count: size)
        let mask = size - 1
        for index in order.indices {
            var name = order[index]
            let hash = name.withUTF8 { self.hash($0) }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = G8OrderedNames.word(index: index, hash: hash)
        }
        slots = larger
    }

    /// A 64-bit hash of `bytes`, eight at a time: a multiply and a shift a word, then a final
    /// mix so that both the low bits (the slot) and the high ones (the tag) depend on all.
    func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = seed ^ (UInt64(bytes.count) &* multiplier)
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        let rest = raw.count - offset
        if rest > 0 {
            // The last bytes as one little-endian word, read in at most two loads: a word that
            // ends at the last byte when there are eight, else two overlapping halves.
            var tail: UInt64
            if raw.count >= 8 {
                tail = raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self) >> (UInt64(8 - rest) * 8)
            } else if rest >= 4 {
                let low = UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                let high = UInt64(raw.loadUnaligned(fromByteOffset: offset + rest - 4, as: UInt32.self))
                tail = low | high << (UInt64(rest - 4) * 8)
            } else {
                tail = 0
                for position in offset..<raw.count { tail |= UInt64(raw[position]) << (UInt64(position - offset) * 8) }
            }
            hash = (hash ^ tail) &* multiplier
            hash ^= hash >> 29
        }
        hash = (hash ^ (hash >> 32)) &* 0xD6E8_FEB8_6659_FD93
        return hash ^ (hash >> 32)
    }
}
