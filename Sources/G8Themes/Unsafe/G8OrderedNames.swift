import Foundation
@_spi(G8Engine) import G8Core

/// Names in the order first inserted, each found by its text: a load's token paths (a path's
/// place here is the token's index in the token stages' tables) and its style names.
/// Each is inserted in NFC and found by any canonically equivalent spelling (``G8CanonicalName``).
///
/// A ``G8Table`` of hashed keys: each name's bytes hashed with ``G8Table/hash(_:)`` (which
/// argues why a document cannot choose names that collide), the name's index as the value, and
/// its bytes compared where the hash matches. A `[String: Int]` would make a `String` of every
/// reference looked up and hash it with SipHash; here a reference is looked up by the bytes the
/// parser read, where they are written (inside a `"{…}"`), and the names are held once, for both
/// jobs. Unsafe for the one `memcmp` of a name's bytes with the stored ones.
struct G8OrderedNames {
    /// The names, in the order first inserted.
    private(set) var order: [String] = []
    /// Each name's index, by the hash of its bytes.
    private var table = G8Table()
    /// The names' UTF-8 bytes one after another, and where each one starts (and, one past the
    /// last, where the last ends): a lookup compares the bytes it is given with these, where
    /// reaching a name's own bytes made a copy of a small `String` for every comparison.
    private var nameBytes: [UInt8] = []
    private var starts: [Int] = [0]

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
        guard table.count > 0 else { return nil }
        if let index = find(bytes) { return index }
        return indexOfNFC(of: bytes)
    }

    /// The index of the NFC form of `bytes`, when it is other bytes. Out of line: a name found
    /// as written, nearly every one, does not carry it.
    @inline(never)
    private func indexOfNFC(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard var composed = G8CanonicalName.recomposed(bytes) else { return nil }
        return composed.withUTF8 { find($0) }
    }

    /// Inserts `name` if it is new, and gives its index either way. `name` is in NFC
    /// (``G8CanonicalName``), as every name the loader inserts is: a key the parser made, or
    /// such keys joined with `.`, which composes with no character after it.
    mutating func insert(_ name: String) -> (index: Int, inserted: Bool) {
        var text = name
        return text.withUTF8 { bytes in
            let hash = table.hash(bytes)
            if let index = table.value(forHash: hash, where: { equal($0, bytes) }) { return (index, false) }
            let index = order.count
            order.append(name)
            nameBytes.append(contentsOf: bytes)
            starts.append(nameBytes.count)
            table.insert(hash: hash, value: index)
            return (index, true)
        }
    }

    /// Makes room for `count` names in all, so that inserting them does not rehash.
    mutating func reserveCapacity(_ count: Int) {
        order.reserveCapacity(count)
        starts.reserveCapacity(count + 1)
        table.reserveCapacity(count)
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

    // MARK: Finding

    /// The index of the name `bytes`, if it was inserted.
    @inline(__always)
    private func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        table.value(forHash: table.hash(bytes), where: { equal($0, bytes) })
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
}
