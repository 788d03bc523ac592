
/// The appliers of one engine, and what they resolve to for each object type, computed once.
///
/// A registry never changes after it is made: adding an applier makes a new one, so engines
/// that were copied before never see each other's appliers or caches.
package final class G8Registry: Sendable {
    package let appliers: [G8AnyValueApplier]
    /// Every property any applier declares, by name, the latest registered first: what a
    /// theme checks its values against before knowing which object they will reach. A
    /// stand-in's appliers (``G8StandIn``) are left out: they refuse what objects take.
    package let propertiesByName: [String: [G8AnyProperty]]
    /// Names closure-form appliers list.
    package let closureKeys: Set<String>
    /// Whether an applier is for a class that adopts ``G8StandInProviding``: only then does
    /// an application ask its object for a stand-in (``G8/standIn(for:)``).
    let usesStandIns: Bool
    /// Each class's own appliers, the latest registered first: what resolving a class reads.
    private let appliersByClass: [ObjectIdentifier: [G8AnyValueApplier]]
    /// The appliers for protocols, the latest registered first.
    private let protocolAppliers: [G8AnyValueApplier]
    /// Room for a screen's worth of classes from the start, so that a first application does
    /// not grow and rehash the table class by class.
    private let cache = G8Locked<[ObjectIdentifier: G8ResolvedType]>(Dictionary(minimumCapacity: 32))
    private let plans = G8Locked<[PlanKey: PlanEntry]>([:])

    /// The most plans kept; past it the cache is emptied and refilled as styles are applied.
    static let maximumPlans = 1024

    struct PlanKey: Hashable {
        let style: ObjectIdentifier
        let rootType: ObjectIdentifier
    }

    /// A style's plan for a root type, the knowledge that it must be interpreted, or that it
    /// was applied once. Each holds the style, so its identity (the key) is not reused by
    /// another while the entry lives.
    package enum PlanEntry: Sendable {
        case compiled(G8Plan)
        case interpreted(G8Style)
        /// Applied once, interpreted without recording: the next application records a plan.
        /// Most styles meet a class once (a screen's style when it first shows), and recording
        /// makes allocations (a prepared setter for each value, the plan's tables) for a plan
        /// that would never be replayed.
        case seen(G8Style)
    }

    /// Whether an application from `entry` records a plan: the style was applied once before.
    package static func records(_ entry: PlanEntry?) -> Bool {
        if case .seen = entry { true } else { false }
    }

    /// How many plans (and notes of a first application) the cache holds.
    package var planCount: Int { plans.withLock { $0.count } }

    package func plan(for style: G8Style, rootType: AnyObject.Type) -> PlanEntry? {
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

    /// Notes a first application of `style` to an object of class `rootType` (``PlanEntry/seen(_:)``),
    /// unless another thread stored an entry for them meanwhile.
    func noteFirstApplication(of style: G8Style, rootType: AnyObject.Type) {
        let key = PlanKey(style: ObjectIdentifier(style.storage), rootType: ObjectIdentifier(rootType))
        plans.withLock { plans in
            guard plans[key] == nil else { return }
            if plans.count >= G8Registry.maximumPlans { plans.removeAll(keepingCapacity: true) }
            plans[key] = .seen(style)
        }
    }

    init(appliers: [G8AnyValueApplier]) {
        self.appliers = appliers
        var byName: [String: [G8AnyProperty]] = [:]
        var keys: Set<String> = []
        for applier in appliers.reversed() where !applier.isForStandIn {
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
        usesStandIns = appliers.contains { $0.standsIn }
        var byClass: [ObjectIdentifier: [G8AnyValueApplier]] = [:]
        var protocols: [G8AnyValueApplier] = []
        for applier in appliers.reversed() {
            if let id = applier.classID { byClass[id, default: []].append(applier) } else { protocols.append(applier) }
        }
        appliersByClass = byClass
        protocolAppliers = protocols
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
        let resolved = G8ResolvedType(object: object, byClass: appliersByClass, protocols: protocolAppliers)
        cache.withLock { $0[id] = resolved }
        return resolved
    }
}

