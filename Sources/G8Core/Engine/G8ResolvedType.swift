/// What an object type's appliers are, in the order they are tried, and its child lookup.
///
/// Resolving a type only orders its appliers: a name is looked up in each property-form
/// applier's own table (``G8Declarations``, made once with the applier), nearest first, so a
/// first application on a cold engine builds no per-class table. Lookups happen while
/// interpreting a style; replaying a compiled plan makes none.
final class G8ResolvedType: Sendable {
    /// The object type, whose name is rendered only when a diagnostic needs it.
    let type: AnyObject.Type
    /// Appliers that match, most specific first.
    let chain: [G8AnyValueApplier]
    /// Whether a closure-form applier is in the chain: then a name's candidates are the
    /// closures before its declaration followed by it.
    private let hasClosures: Bool
    /// The appliers to try for a name no property-form applier declares.
    private let closuresOnly: G8Candidates

    /// The object type's name as diagnostics show it.
    var typeName: String { G8TypeName.of(type) }

    /// `byClass` holds each class's own appliers and `protocols` the protocol appliers, each
    /// the latest registered first, as the registry sorted them once.
    init(object: AnyObject, byClass: [ObjectIdentifier: [G8AnyValueApplier]], protocols: [G8AnyValueApplier]) {
        type = Swift.type(of: object)
        var chain: [G8AnyValueApplier] = []
        // Room for a widget's usual chain (its class, a few superclasses, a protocol or two)
        // at once, so that the chain of each class a cold engine meets is allocated once rather
        // than again at every growth.
        chain.reserveCapacity(8)
        var level: AnyClass? = Swift.type(of: object)
        var first = true
        while let cls = level {
            if let own = byClass[ObjectIdentifier(cls)] { chain += own }
            if first {
                for applier in protocols where applier.matches(object) { chain.append(applier) }
                first = false
            }
            level = _getSuperclass(cls)
        }
        self.chain = chain
        hasClosures = chain.contains { $0.declarations == nil }
        closuresOnly = hasClosures ? G8Candidates(chain.filter { $0.properties == nil }.map { .closure($0) }) : G8Candidates.none
    }

    /// Every declared property name, for suggestions and dumps, in chain order, each once.
    var propertyNames: [String] {
        var names: [String] = []
        var seen: Set<String> = []
        for applier in chain {
            for name in applier.propertyNames where seen.insert(name).inserted { names.append(name) }
        }
        return names
    }

    /// The appliers to try for `name`, most specific first.
    func candidates(for name: String) -> G8Candidates {
        let hash = G8NameHash.of(name)
        return candidates { $0.candidates(for: name, hash: hash) }
    }

    /// The appliers to try for the name of `key`, found by the hash the key holds.
    func candidates(for key: G8Key) -> G8Candidates {
        candidates { $0.candidates(for: key) }
    }

    /// The first declaration `find` finds along the chain, after the closure-form appliers
    /// before it; the closures alone when none declares the name.
    @inline(__always)
    private func candidates(_ find: (G8Declarations) -> G8Candidates?) -> G8Candidates {
        // Each applier's declarations read from the chain itself: an array of them beside it
        // would be one more allocation for each class a cold engine meets.
        if !hasClosures {
            for index in chain.indices {
                if let declared = chain[index].declarations, let found = find(declared) { return found }
            }
            return closuresOnly
        }
        var closures: [G8Candidate] = []
        for index in chain.indices {
            guard let declared = chain[index].declarations else {
                closures.append(.closure(chain[index]))
                continue
            }
            if let found = find(declared) { return closures.isEmpty ? found : G8Candidates(closures + found.list) }
        }
        return closuresOnly
    }

    /// The property-form declaration of `name`, when one applier declares it.
    func property(named name: String) -> G8AnyProperty? {
        for candidate in candidates(for: name).list {
            if case .property(let property) = candidate { return property }
        }
        return nil
    }
}
