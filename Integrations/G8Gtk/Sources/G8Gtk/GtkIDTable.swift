@_spi(G8Engine) import G8Core

/// The objects of an interface by their GtkBuilder ids, for the lookups a style makes of each
/// id on every application and theme switch. Built once; never changes.
///
/// On the package's one hash table (``G8Table``): each id's bytes hashed with the table's
/// seed, the entry's place as the value, the id compared on a hit. The seed is drawn at random
/// once a process, so a document cannot choose ids that collide (see ``G8Table``).
struct GtkIDTable {
    private var table = G8Table()
    private var entries: [(id: String, node: GtkNode)] = []

    init(_ nodes: [String: GtkNode]) {
        table.reserveCapacity(nodes.count)
        entries.reserveCapacity(nodes.count)
        for (id, node) in nodes {
            table.insert(hash: key(id), value: entries.count)
            entries.append((id, node))
        }
    }

    private func key(_ id: String) -> UInt64 {
        var id = id
        return id.withUTF8 { table.hash($0) }
    }

    /// The object with id `id`, or nil.
    subscript(id: String) -> GtkNode? {
        guard let place = table.value(forHash: key(id), where: { entries[$0].id == id }) else { return nil }
        return entries[place].node
    }
}
