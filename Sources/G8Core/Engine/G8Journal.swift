/// What an application of a style changed: for each property set, its value before and the
/// value the style gave it. Restoring a journal undoes the application.
///
/// Theme managers use journals to return widgets to their own values before applying another
/// theme, so that switching A → B → A looks exactly like A; appearance defaults use them to see
/// which properties were changed since, and leave those alone. Properties set by closure-form
/// appliers cannot be read back and are not journaled.
public struct G8Journal {
    struct Entry {
        /// The object, never kept alive by the journal.
        let reference: G8Reference
        let property: G8AnyProperty
        let modifier: String?
        let previous: Any
        var applied: Any

        var object: AnyObject? { reference.object }
    }

    var entries: [Entry] = []

    /// An empty journal.
    public init() {}

    /// How many property values the journal holds.
    public var count: Int { entries.count }

    /// Whether nothing was journaled.
    public var isEmpty: Bool { entries.isEmpty }

    /// Puts back every value the application replaced, the latest change first. Objects that
    /// no longer exist are skipped.
    public func restore() {
        for entry in entries.reversed() {
            guard let object = entry.object else { continue }
            entry.property.restore(object, entry.previous, entry.modifier)
        }
    }

    /// Applies again over a previous application, keeping what changed since: undoes this
    /// journal's changes except those whose value someone changed after it was applied, runs
    /// `apply` with a new journal, then sets the changed values back, so they win. Returns the
    /// new journal.
    ///
    /// Appearance defaults use this on refresh: a property set directly after the defaults
    /// were applied keeps its value.
    public func reapplying(_ apply: (inout G8Journal) -> Void) -> G8Journal {
        let pinned = changedSinceApplied()
        let pinnedValues = pinned.currentValues()
        removing(pinned).restore()
        var journal = G8Journal()
        apply(&journal)
        pinned.reapplyCurrent(from: pinnedValues)
        return journal
    }

    /// Records each property's value before `apply` sets it, once per property and state.
    mutating func record(object: AnyObject, property: G8AnyProperty, modifiers: [String]) {
        for modifier in modifiers.isEmpty ? [nil] : modifiers.map(Optional.some) {
            let identity = (object, property.name, modifier)
            if entries.contains(where: {
                $0.reference.refers(to: object) && $0.property.name == identity.1 && $0.modifier == identity.2
            }) { continue }
            let value = property.get(object, modifier) as Any
            entries.append(Entry(reference: G8Reference(object), property: property, modifier: modifier, previous: value, applied: value))
        }
    }

    /// Reads the values the application left, once it is done.
    mutating func captureApplied() {
        for index in entries.indices {
            guard let object = entries[index].object else { continue }
            entries[index].applied = entries[index].property.get(object, entries[index].modifier) as Any
        }
    }

    /// A journal of the entries whose value no longer is what the application set: changed
    /// since by someone else.
    func changedSinceApplied() -> G8Journal {
        var changed = G8Journal()
        changed.entries = entries.filter { entry in
            guard let object = entry.object else { return false }
            return !G8Journal.same(entry.property.get(object, entry.modifier) as Any, entry.applied)
        }
        return changed
    }

    /// The entries not also in `other` (same object, property and state).
    func removing(_ other: G8Journal) -> G8Journal {
        var result = G8Journal()
        result.entries = entries.filter { entry in
            !other.entries.contains { $0.object === entry.object && $0.property.name == entry.property.name && $0.modifier == entry.modifier }
        }
        return result
    }

    /// Sets each entry's current value again: what `changedSinceApplied` read, written back.
    func reapplyCurrent(from snapshot: [Any]) {
        for (entry, value) in zip(entries, snapshot) {
            guard let object = entry.object else { continue }
            entry.property.restore(object, value, entry.modifier)
        }
    }

    /// The entries' current values, in order.
    func currentValues() -> [Any] {
        entries.map { entry in entry.object.map { entry.property.get($0, entry.modifier) as Any } ?? () }
    }

    static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
        return String(describing: lhs) == String(describing: rhs)
    }
}

extension G8 {
    /// Applies `style` to `object` like ``applyStyle(_:to:)``, and records in `journal` the value
    /// each property had before, so that `journal.restore()` can undo the application.
    @discardableResult
    public func applyStyle(_ style: G8Style, to object: AnyObject, journal: inout G8Journal) -> G8Report {
        applyStyle(style, to: object, journal: &journal, logging: true)
    }

    func applyStyle(_ style: G8Style, to object: AnyObject, journal: inout G8Journal, logging: Bool) -> G8Report {
        var engine = self
        if !logging { engine.logHandler = { _ in } }
        var run = G8Run(engine: engine)
        run.journal = journal
        run.apply(style, to: object, path: "", depth: 0)
        run.journal?.captureApplied()
        journal = run.journal ?? journal
        return run.report
    }
}
