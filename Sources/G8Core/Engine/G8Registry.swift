
/// The appliers of one engine, and what they resolve to for each object type, computed once.
///
/// A registry never changes after it is made: adding an applier makes a new one, so engines
/// that were copied before never see each other's appliers or caches.
final class G8Registry: Sendable {
    let appliers: [G8AnyValueApplier]
    /// Every property any applier declares, by name, the latest registered first: what a
    /// theme checks its values against before knowing which object they will reach.
    let propertiesByName: [String: [G8AnyProperty]]
    /// Names closure-form appliers list.
    let closureKeys: Set<String>
    private let cache = G8Locked<[ObjectIdentifier: G8ResolvedType]>([:])
    private let plans = G8Locked<[PlanKey: PlanEntry]>([:])

    /// The most plans kept; past it the cache is emptied and refilled as styles are applied.
    static let maximumPlans = 1024

    struct PlanKey: Hashable {
        let style: ObjectIdentifier
        let rootType: ObjectIdentifier
    }

    /// A style's plan for a root type, or the knowledge that it must be interpreted. Both
    /// hold the style, so its identity (the key) is not reused by another while the entry lives.
    enum PlanEntry: Sendable {
        case compiled(G8Plan)
        case interpreted(G8Style)
    }

    func plan(for style: G8Style, rootType: AnyObject.Type) -> PlanEntry? {
        let key = PlanKey(style: ObjectIdentifier(style.storage), rootType: ObjectIdentifier(rootType))
        return plans.withLock { $0[key] }
    }

    func store(_ plan: G8Plan?, for style: G8Style, rootType: AnyObject.Type) {
        let key = PlanKey(style: ObjectIdentifier(style.storage), rootType: ObjectIdentifier(rootType))
        let entry: PlanEntry = plan.map { .compiled($0) } ?? .interpreted(style)
        plans.withLock { plans in
            if plans.count >= G8Registry.maximumPlans { plans.removeAll(keepingCapacity: true) }
            plans[key] = entry
        }
    }

    init(appliers: [G8AnyValueApplier]) {
        self.appliers = appliers
        var byName: [String: [G8AnyProperty]] = [:]
        var keys: Set<String> = []
        for applier in appliers.reversed() {
            if let properties = applier.properties {
                for name in applier.propertyNames {
                    if let property = properties[name] { byName[name, default: []].append(property) }
                }
            } else {
                keys.formUnion(applier.propertyNames)
            }
        }
        propertiesByName = byName
        closureKeys = keys
    }

    static let empty = G8Registry(appliers: [])

    func adding(_ new: [G8AnyValueApplier]) -> G8Registry {
        G8Registry(appliers: appliers + new)
    }

    /// The appliers for `object`'s dynamic type, most specific first, with their properties.
    ///
    /// - Complexity: O(1) after the first call for a type; the first call is O(appliers × depth).
    func resolved(for object: AnyObject) -> G8ResolvedType {
        let id = ObjectIdentifier(type(of: object))
        if let hit = cache.withLock({ $0[id] }) { return hit }
        let resolved = G8ResolvedType(object: object, appliers: appliers)
        cache.withLock { $0[id] = resolved }
        return resolved
    }
}

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

/// The appliers that may handle one property name, in the order they are tried.
final class G8Candidates: Sendable {
    let list: [G8Candidate]
    /// The property, when the only candidate is one property-form applier's: the usual case.
    let property: G8AnyProperty?

    init(_ list: [G8Candidate]) {
        self.list = list
        if list.count == 1, case .property(let property) = list[0] { self.property = property } else { self.property = nil }
    }
}

/// One applier that may handle a property name.
enum G8Candidate: Sendable {
    case property(G8AnyProperty)
    case closure(G8AnyValueApplier)
}

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
