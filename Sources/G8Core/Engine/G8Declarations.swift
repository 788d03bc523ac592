/// A property-form applier's names, ready to link into each class's table: their hashes, and
/// the candidates of each when no closure-form applier comes before it. Made once per applier.
struct G8Declarations: Sendable {
    let names: [String]
    let hashes: [UInt64]
    let alone: [G8Candidates]

    init(names: [String], properties: [String: G8AnyProperty]) {
        var kept: [String] = []
        var alone: [G8Candidates] = []
        for name in names {
            guard let property = properties[name] else { continue }
            kept.append(name)
            alone.append(G8Candidates([.property(property)]))
        }
        self.names = kept
        hashes = kept.map(G8NameHash.of)
        self.alone = alone
    }
}
