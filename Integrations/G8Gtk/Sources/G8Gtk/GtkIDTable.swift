/// The objects of an interface by their GtkBuilder ids, for the lookups a style makes of each
/// id on every application and theme switch: open addressing over a hash of the id's UTF-8
/// bytes (FNV-1a), which for the short ids of a document costs a fraction of `String`'s
/// seeded hashing. Built once; never changes.
struct GtkIDTable {
    private var keys: [String?]
    private var values: [GtkNode?]
    private let mask: Int

    init(_ nodes: [String: GtkNode]) {
        var capacity = 8
        while capacity < nodes.count * 2 { capacity *= 2 }
        keys = Array(repeating: nil, count: capacity)
        values = Array(repeating: nil, count: capacity)
        mask = capacity - 1
        for (id, node) in nodes {
            var index = GtkIDTable.hash(id) & mask
            while keys[index] != nil { index = (index + 1) & mask }
            keys[index] = id
            values[index] = node
        }
    }

    /// FNV-1a over the UTF-8 bytes.
    private static func hash(_ id: String) -> Int {
        var id = id
        return id.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return Int(truncatingIfNeeded: hash ^ (hash >> 32))
        }
    }

    /// The object with id `id`, or nil.
    subscript(id: String) -> GtkNode? {
        var index = GtkIDTable.hash(id) & mask
        while let key = keys[index] {
            if key == id { return values[index] }
            index = (index + 1) & mask
        }
        return nil
    }
}
