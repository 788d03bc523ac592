extension G8 {
    /// What the plan cache holds for `style` applied to objects of `object`'s class: a plan to
    /// replay, the verdict that the style is interpreted, or the note that it was applied once;
    /// nil when it never was. Every run looks its plan up here, and so does a theme manager
    /// (through ``G8PlanLookup``) that looks one up once for a run of objects.
    package func planEntry(for style: G8Style, on object: AnyObject) -> G8Registry.PlanEntry? {
        registry.plan(for: style, rootType: type(of: object))
    }

    /// The recorder for an application from `entry`: one when the style was applied once
    /// before to an object of the class (``G8Registry/PlanEntry/seen(_:)``), nil otherwise
    /// and when logging verbosely (a plan would log nothing).
    func recorder(for entry: G8Registry.PlanEntry?) -> G8PlanRecorder? {
        guard logLevel != .verbose, G8Registry.records(entry) else { return nil }
        return G8PlanRecorder()
    }
}

/// ``G8/planEntry(for:on:)`` remembering its last answer, for a caller that meets runs of
/// objects of one class and style (a theme manager's registrations and switches): a lookup
/// takes the registry's lock and hashes its key. An answer is remembered once it is final, a
/// plan or the verdict that there is none; an entry that notes one application changes with
/// the next, and is looked up again, as is a style never applied. The entry remembered holds
/// its style, so the style's identity, half of the key, is not reused while it is kept.
package struct G8PlanLookup {
    private var last: (style: ObjectIdentifier, type: ObjectIdentifier, entry: G8Registry.PlanEntry)?

    /// A lookup that remembers nothing yet.
    package init() {}

    /// What `engine`'s cache holds for `style` and `object`'s class.
    package mutating func entry(for style: G8Style, on object: AnyObject, in engine: G8) -> G8Registry.PlanEntry? {
        let key = (style: ObjectIdentifier(style.storage), type: ObjectIdentifier(type(of: object)))
        if let last, last.style == key.style, last.type == key.type { return last.entry }
        guard let entry = engine.planEntry(for: style, on: object) else { return nil }
        if !G8Registry.records(entry) { last = (key.style, key.type, entry) }
        return entry
    }
}
