/// What an application of a style changed: for each property set, its value before and the
/// value the style gave it. Restoring a journal undoes the application.
///
/// Theme managers use journals to return widgets to their own values before applying another
/// theme, so that switching A → B → A looks exactly like A; appearance defaults use them to see
/// which properties were changed since, and leave those alone; strict mode uses them to take
/// back an application that failed part way. Values a closure-form applier sets through
/// ``G8/applyValue(_:to:at:)`` are journaled too, to be put back by ``restore()``; properties a
/// closure assigns itself cannot be read back and are not.
public struct G8Journal {
    package struct Entry {
        /// The object while the application that noted the entry runs: held, not referred to
        /// weakly, since a weak reference moves its object's reference counts to a side table
        /// for good, where every later retain and release of the object takes a slower path and
        /// one more cache line. Nil once the journal let go of it (``G8Journal/letGo()``).
        private var held: AnyObject?
        /// The object once the journal let go of it, never kept alive; nil once it is gone.
        private var weakly = G8WeakObject(nil)
        /// The object; nil once it is gone.
        var object: AnyObject? { held ?? weakly.object }
        /// Keeps `id` the object's own once the object is gone (nil only for the root of a plan's
        /// values made entries after the root went: nothing of it is put back).
        let anchor: G8Anchor?
        /// The object's identity, for lookups.
        let id: ObjectIdentifier
        let property: G8AnyProperty
        let modifier: String?
        package var previous: Any

        package var key: EntryKey { EntryKey(object: id, property: property, modifier: modifier) }

        init(object: AnyObject?, anchor: G8Anchor?, id: ObjectIdentifier, property: G8AnyProperty, modifier: String?, previous: Any) {
            self.held = object
            self.anchor = anchor
            self.id = id
            self.property = property
            self.modifier = modifier
            self.previous = previous
        }

        /// Whether the entry holds its object (not yet let go of).
        var isHeld: Bool { held != nil }

        /// Refers to the object weakly from now on.
        mutating func letGo() {
            guard let object = held else { return }
            weakly = G8WeakObject(object)
            held = nil
        }
    }

    /// Refers weakly to the objects its entries hold, so that the journal keeps none of them
    /// alive: called wherever a journal leaves the application that made it (returned to the
    /// caller of a public entry point, or kept by a theme manager's registration).
    package mutating func letGo() {
        guard recorded.contains(where: \.isHeld) else { return }
        for position in recorded.indices { recorded[position].letGo() }
    }

    /// The entries: those recorded, or the plan's values made entries (``materialize()``).
    /// Reading them from a journal that keeps a plan's values builds them each time; code
    /// that reads them more than once materializes the journal first.
    package var entries: [Entry] {
        get { planValues?.entries ?? recorded }
        set {
            planValues = nil
            recorded = newValue
            recordedKeepsMore = newValue.contains { $0.property.keepsMore }
        }
        _modify {
            materialize()
            defer { recordedKeepsMore = recorded.contains { $0.property.keepsMore } }
            yield &recorded
        }
    }
    /// The entries recorded one by one (by the interpreter, or a replay that notes entries).
    private var recorded: [Entry] = []
    /// Whether an entry of `recorded` keeps more than its property's value, noted as entries
    /// are recorded: a theme manager asks on every switch of every registration, and a
    /// registration's journal can hold thousands of entries. Kept with the extras (few
    /// journals record such a property), so that a journal stays three words.
    private var recordedKeepsMore: Bool {
        get { extras?.recordedKeepsMore ?? false }
        set {
            if newValue != recordedKeepsMore { ownExtras().recordedKeepsMore = newValue }
        }
    }
    /// The values a journaled replay of a plan replaced, kept typed (``G8PlanValues``): a
    /// theme manager's registrations hold one of these rather than entries. Never both: a
    /// journal that records an entry makes these entries first. (Two fields, not an enum of
    /// both in one word: the enum's tag bits hide the pointer from the leak checker, which then
    /// reports every buffer a journal holds as leaked.)
    package var planValues: G8PlanValues?
    /// What few journals hold, in a box of its own (copied on write): a journal is copied and
    /// destroyed several times for every registration and switch, each of its references
    /// retained and released, and a theme manager's journals hold none of this.
    private var extras: Extras?

    private final class Extras {
        var appliedValues: [Any]?
        var index: [EntryKey: Int] = [:]
        var undos: [(after: Int, undo: G8Undo)] = []
        var recordedKeepsMore = false

        func copy() -> Extras {
            let copy = Extras()
            (copy.appliedValues, copy.index, copy.undos) = (appliedValues, index, undos)
            copy.recordedKeepsMore = recordedKeepsMore
            return copy
        }
    }

    /// The extras, made or copied first so that this journal alone holds them.
    private mutating func ownExtras() -> Extras {
        if !isKnownUniquelyReferenced(&extras) { extras = extras?.copy() ?? Extras() }
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    /// The value each entry's property had once the application was done, when read
    /// (``captureApplied()``): appearance defaults compare against it; a theme manager, which
    /// holds a journal for every registration, does not read it and keeps none.
    private var appliedValues: [Any]? {
        get { extras?.appliedValues }
        set { ownExtras().appliedValues = newValue }
    }
    /// Where each (object, property, state) is in `entries`, once there are enough entries
    /// for a scan to cost more than a lookup.
    private var index: [EntryKey: Int] {
        get { extras?.index ?? [:] }
        _modify {
            let owned = ownExtras()
            yield &owned.index
        }
    }
    /// How to put back what closure-form appliers set, each after the entries made before it.
    var undos: [(after: Int, undo: G8Undo)] {
        get { extras?.undos ?? [] }
        _modify {
            let owned = ownExtras()
            yield &owned.undos
        }
    }

    /// An (object, property, state) a journal holds one value of: properties are told apart
    /// by name, as two appliers of one property are one property.
    package struct EntryKey: Hashable {
        let object: ObjectIdentifier
        let property: String
        let modifier: String?
        /// The name's hash, made once with the property (``G8AnyProperty/nameHash``): a
        /// journal makes a key for every value it keeps, and hashing the name each time cost
        /// more than the rest of the key.
        private let propertyHash: Int

        init(object: ObjectIdentifier, property: G8AnyProperty, modifier: String?) {
            self.object = object
            self.property = property.name
            self.modifier = modifier
            self.propertyHash = property.nameHash
        }

        package static func == (a: EntryKey, b: EntryKey) -> Bool {
            a.object == b.object && a.propertyHash == b.propertyHash && a.property == b.property && a.modifier == b.modifier
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(object)
            hasher.combine(propertyHash)
            hasher.combine(modifier)
        }
    }

    /// An empty journal.
    public init() {}

    /// A journal holding `planValues` alone.
    package init(planValues: G8PlanValues?) {
        self.planValues = planValues
    }

    /// Whether the journal holds nothing but its plan values (or nothing at all): a theme
    /// manager's registration then keeps it as those values, in one word.
    package var holdsOnlyPlanValues: Bool { recorded.isEmpty && extras == nil }

    /// How many property values the journal holds.
    public var count: Int { planValues == nil ? recorded.count : entries.count }

    /// Whether a value it keeps is more than its property's own (a property whose setter
    /// changes others): applying the same keys again over the application does not then undo
    /// what the application changed.
    package var keepsMore: Bool {
        if let planValues { return planValues.keepsMore }
        return recordedKeepsMore
    }

    /// Whether restoring the journal could change anything: an object it holds a value of
    /// still exists, or it holds an undo (which may reach objects it does not name).
    /// Kept plan values touch live objects while their root exists (the objects they hold values
    /// of are found from it).
    package var touchesLiveObjects: Bool {
        if let planValues { return planValues.isRootAlive }
        return !undos.isEmpty || recorded.contains { $0.object != nil }
    }

    /// Whether nothing was journaled.
    public var isEmpty: Bool { planValues.map { $0.count == 0 } ?? recorded.isEmpty }

    /// Whether the journal holds nothing at all: no value and no undo.
    package var isBlank: Bool { isEmpty && undos.isEmpty }

    /// Makes the journal ready for a journaled replay of `plan` on `root`: it keeps the values typed
    /// when it holds nothing yet and every step of the plan can (``G8Plan/saved``), else it
    /// notes entries, with room made for them. Values a journal kept already (of this plan or
    /// another) are made entries first: a buffer is filled by one replay only.
    mutating func prepareForReplay(of plan: G8Plan, on root: AnyObject) {
        // Tested here: `materialize()` serves other modules too and is called, not inlined, and
        // the journal of nearly every replay (a registration's or a switch's) is new.
        if planValues != nil { materialize() }
        if isBlank, let values = G8PlanValues.make(for: plan, root: root) {
            planValues = values
        } else {
            reserve(plan.setCount)
        }
    }

    /// Keeps the entries as `plan`'s values (``G8PlanValues``) when they are what a journaled
    /// replay of the plan on `root` would have kept: a theme manager's first registration of a
    /// style on a class, journaled by the interpreter while the plan was recorded, then keeps
    /// its values typed, as every later one does. Leaves a journal that holds anything else as
    /// it is.
    package mutating func keepAsPlanValues(of plan: G8Plan, root: AnyObject) {
        guard planValues == nil, !recorded.isEmpty, undos.isEmpty, appliedValues == nil,
            let values = G8PlanValues.make(for: plan, root: root, holding: recorded)
        else { return }
        recorded = []
        extras = nil
        planValues = values
    }

    /// Turns kept plan values into entries, so that entries can be recorded after them,
    /// changed or read many times. Each entry's object is the one a restore of the plan values
    /// would find (``G8PlanValues/restore(reaching:)``, with `reachable`), or nil.
    package mutating func materialize(reaching reachable: [ObjectIdentifier: AnyObject]? = nil) {
        guard let values = planValues else { return }
        planValues = nil
        recorded = values.entries(reaching: reachable)
        recordedKeepsMore = values.keepsMore
    }

    /// Puts back every value the application replaced, the latest change first. Objects that
    /// no longer exist are skipped.
    public func restore() {
        if let planValues { return planValues.restore() }  // a plan's replay: no undos
        let entries = recorded
        var pending = undos.count
        for position in stride(from: entries.count, through: 0, by: -1) {
            while pending > 0 && undos[pending - 1].after >= position {
                pending -= 1
                undos[pending].undo.run()
            }
            guard position > 0 else { break }
            // Field by field: an entry read whole is copied, its value through the runtime.
            guard let object = entries[position - 1].object else { continue }
            entries[position - 1].property.restore(object, entries[position - 1].previous, entries[position - 1].modifier)
        }
    }

    /// Calls `body` with ``objects``, read in place from a plan's values, and returns its
    /// answer. Not generic, for the same reason as ``G8PlanValues/withObjects(answering:)``.
    package func withObjects(answering body: (UnsafeBufferPointer<ObjectIdentifier>) -> Bool) -> Bool {
        if let planValues { return planValues.withObjects(body) }
        return objects.withUnsafeBufferPointer(body)
    }

    /// The objects whose values the journal holds, each once, in the order first met.
    var objects: [ObjectIdentifier] {
        if let planValues { return planValues.objects }
        let entries = recorded
        var result: [ObjectIdentifier] = []
        if entries.count + undos.count <= 32 {
            // A registration's few objects: a scan costs less than hashing.
            for position in entries.indices {
                let id = entries[position].id
                if result.last != id && !result.contains(id) { result.append(id) }
            }
            for item in undos where !result.contains(item.undo.id) { result.append(item.undo.id) }
            return result
        }
        var seen: Set<ObjectIdentifier> = []
        for entry in entries where seen.insert(entry.id).inserted { result.append(entry.id) }
        for item in undos where seen.insert(item.undo.id).inserted { result.append(item.undo.id) }
        return result
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
        journal.letGo()
        return journal
    }

    /// Makes room for `count` more entries, so that recording them does not grow the list
    /// (each growth copies every entry, values and all), nor the index a journal of more than
    /// 16 entries keeps (each growth hashes every key again).
    mutating func reserve(_ count: Int) {
        materialize()
        recorded.reserveCapacity(recorded.count + count)
        if recorded.count + count > 16 { index.reserveCapacity(recorded.count + count) }
    }

    /// Records each property's value before `apply` sets it, once per property and state.
    mutating func record(object: AnyObject, property: G8AnyProperty, modifiers: [String]) {
        materialize()
        let id = ObjectIdentifier(object)
        if modifiers.isEmpty {
            record(object: object, id: id, property: property, modifier: nil)
        } else {
            for modifier in modifiers { record(object: object, id: id, property: property, modifier: modifier) }
        }
    }

    /// Records one (object, property, state)'s value unless the journal holds it already.
    private mutating func record(
        object: AnyObject, id: ObjectIdentifier, property: G8AnyProperty, modifier: String?
    ) {
        if recorded.count < 16 {
            // By index: an entry read whole would be copied, its value through the runtime.
            for position in recorded.indices where recorded[position].id == id && recorded[position].modifier == modifier {
                let noted = recorded[position].property
                if noted === property || noted.name == property.name { return }
            }
        } else {
            if index.isEmpty {
                for (position, entry) in recorded.enumerated() {
                    index[EntryKey(object: entry.id, property: entry.property, modifier: entry.modifier)] = position
                }
            }
            // One lookup for a new key; a key met again (rare: a style that sets one property
            // twice) keeps its first position.
            let key = EntryKey(object: id, property: property, modifier: modifier)
            if let first = index.updateValue(recorded.count, forKey: key) {
                index[key] = first
                return
            }
        }
        let value = property.read(object, modifier)
        recorded.append(Entry(object: object, anchor: G8Anchor(object), id: id, property: property, modifier: modifier, previous: value))
        if property.keepsMore { recordedKeepsMore = true }
    }

    /// Sets back the values `currentValues()` read before a restore, on the objects for which
    /// `skip` is false: what a restore undid, redone.
    package func reinstate(_ values: [Any], unless skip: (ObjectIdentifier) -> Bool) {
        for (entry, value) in zip(entries, values) {
            guard !skip(entry.id), let object = entry.object else { continue }
            entry.property.restore(object, value, entry.modifier)
        }
    }

    /// Reads the values the application left, once it is done.
    mutating func captureApplied() {
        materialize()
        appliedValues = entries.map { entry in
            guard let object = entry.object else { return entry.previous }
            return entry.property.read(object, entry.modifier)
        }
    }

    /// A journal of the entries whose value no longer is what the application set: changed
    /// since by someone else.
    func changedSinceApplied() -> G8Journal {
        var changed = G8Journal()
        let entries = self.entries
        changed.entries = entries.indices.compactMap { index in
            let entry = entries[index]
            guard let object = entry.object else { return nil }
            let applied = appliedValues.flatMap { index < $0.count ? $0[index] : nil } ?? entry.previous
            return G8Journal.same(entry.property.read(object, entry.modifier), applied) ? nil : entry
        }
        return changed
    }

    /// The entries not also in `other` (same object, property and state).
    func removing(_ other: G8Journal) -> G8Journal {
        var result = G8Journal()
        let others = other.entries
        result.entries = entries.filter { entry in
            !others.contains { $0.object === entry.object && $0.property.name == entry.property.name && $0.modifier == entry.modifier }
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
    package func currentValues() -> [Any] {
        entries.map { entry in entry.object.map { entry.property.read($0, entry.modifier) } ?? () }
    }

    static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
        return String(describing: lhs) == String(describing: rhs)
    }
}

