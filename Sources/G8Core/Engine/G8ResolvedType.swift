/// What an object type's appliers are, in the order they are tried, and its child lookup.
final class G8ResolvedType: Sendable {
    /// The object type, whose name is rendered only when a diagnostic needs it.
    let type: AnyObject.Type
    /// Appliers that match, most specific first.
    let chain: [G8AnyValueApplier]
    /// For each property name some property-form applier declares: the appliers to try.
    private let byName: G8NameTable<G8Candidates>
    /// The appliers to try for a name no property-form applier declares.
    private let closuresOnly: G8Candidates
    /// Every declared property name, for suggestions, in chain order.
    let propertyNames: [String]

    /// The object type's name as diagnostics show it.
    var typeName: String { G8TypeName.of(type) }

    init(object: AnyObject, appliers: [G8AnyValueApplier]) {
        type = Swift.type(of: object)
        var chain: [G8AnyValueApplier] = []
        var level: AnyClass? = Swift.type(of: object)
        var first = true
        while let cls = level {
            let id = ObjectIdentifier(cls)
            chain += appliers.reversed().filter { $0.classID == id }
            if first {
                chain += appliers.reversed().filter { $0.classID == nil && $0.matches(object) }
                first = false
            }
            level = _getSuperclass(cls)
        }
        self.chain = chain

        // Each applier's names, hashes and candidates were made once, with the applier
        // (``G8Declarations``): a class only links them, the nearest applier's first.
        var table = G8NameTable<G8Candidates>(capacity: chain.reduce(0) { $0 + ($1.declarations?.names.count ?? 0) })
        var pendingClosures: [G8Candidate] = []
        var names: [String] = []
        for applier in chain {
            if let declared = applier.declarations {
                for index in declared.names.indices {
                    let name = declared.names[index], hash = declared.hashes[index]
                    guard table.value(for: name, hash: hash) == nil else { continue }
                    let alone = declared.alone[index]
                    table.set(pendingClosures.isEmpty ? alone : G8Candidates(pendingClosures + alone.list), for: name, hash: hash)
                    names.append(name)
                }
            } else {
                pendingClosures.append(.closure(applier))
                names += applier.propertyNames.filter { !names.contains($0) }
            }
        }
        self.byName = table
        self.closuresOnly = G8Candidates(chain.filter { $0.properties == nil }.map { .closure($0) })
        self.propertyNames = names
    }

    /// The appliers to try for `name`, most specific first.
    func candidates(for name: String) -> G8Candidates {
        byName.value(for: name) ?? closuresOnly
    }

    /// The appliers to try for the name of `key`, found by the hash the key holds.
    func candidates(for key: G8Key) -> G8Candidates {
        byName.value(for: key) ?? closuresOnly
    }

    /// The property-form declaration of `name`, when one applier declares it.
    func property(named name: String) -> G8AnyProperty? {
        guard let list = byName.value(for: name)?.list else { return nil }
        for candidate in list {
            if case .property(let property) = candidate { return property }
        }
        return nil
    }
}
