/// A property-form applier's names, made once per applier: their hashes, a table from each
/// name to its place, and the candidates of each when no closure-form applier comes before
/// it. A class's lookups walk its chain of appliers through these tables, so resolving a
/// class builds no table of its own.
final class G8Declarations: Sendable {
    let names: [String]
    let hashes: [UInt64]
    let alone: [G8Candidates]
    /// Where each name is in `names`.
    private let places: G8NameTable<Int>

    init(names: [String], properties: [String: G8AnyProperty]) {
        var kept: [String] = []
        var alone: [G8Candidates] = []
        for name in names {
            guard let property = properties[name] else { continue }
            kept.append(name)
            alone.append(G8Candidates([.property(property)]))
        }
        self.names = kept
        let hashes = kept.map(G8NameHash.of)
        self.hashes = hashes
        self.alone = alone
        var places = G8NameTable<Int>(capacity: kept.count)
        for index in kept.indices { places.set(index, for: kept[index], hash: hashes[index]) }
        self.places = places
    }

    /// The candidates of `name`, whose ``G8NameHash/of(_:)`` is `hash`, when the applier
    /// declares it.
    func candidates(for name: String, hash: UInt64) -> G8Candidates? {
        places.value(for: name, hash: hash).map { alone[$0] }
    }

    /// The candidates of the name of `key`, when the applier declares it.
    func candidates(for key: G8Key) -> G8Candidates? {
        places.value(for: key).map { alone[$0] }
    }
}
