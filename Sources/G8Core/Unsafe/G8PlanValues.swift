/// The values a journaled replay of one plan replaced, kept typed in one allocation: each set
/// step's value before it ran, at the offset the plan gave the step (``G8Plan/saved``; plain
/// data packed, unaligned), then a weak reference to the root, the identity of the root and of
/// each other object the plan sets values on, and an anchor (``G8Anchor``) for each of those
/// others. A journal holds one of these instead of an entry of `Any` per value, each with its
/// own reference and, for a value larger than three words (an optional color), a box: what a
/// theme manager's registrations hold.
///
/// Only the root is referred to weakly. The other objects are found again when their values go
/// back: by the plan's walk from the root, while it exists, each taken only if it is the very
/// object the values were kept of (its identity, which its anchor keeps its own); and, when the
/// caller gives them, among the objects other roots reach (``restore(reaching:)``): a screen
/// that was released still puts back what its style set on a child another registration
/// styles (see "Registrations that overlap" on ``G8ThemeManager``). A weak reference to every
/// object would move each one's reference counts to a side table for good, and every later
/// retain and release of it to the runtime's slow path.
///
/// The memory is laid out once by the plan and each region holds one type for the buffer's
/// life. Values are kept for every step, in order, even one that sets a property a step before
/// it set: putting them all back, last first, leaves each object as the first one found it.
///
/// Raw memory rather than an array of `Any`, which would box every value larger than three
/// words and hold a reference for each: a theme manager holds one of these per registration.
///
/// ## Invariants
/// - Step i's value is a `Saved` of its saver's type at its offset, aligned for it (plain data
///   at any address: its saver copies its bytes in and out, with `storeBytes` and
///   `loadUnaligned`, and never binds the memory), and the region holds nothing else for the
///   buffer's life.
/// - The references follow the values, aligned for a pointer: the root's weak reference, then
///   one identity for each of the plan's objects (``G8Plan/Saved/slots``), the root's first,
///   then one anchor for each of them but the root. The root's weak reference and identity are
///   initialized when the buffer is made (after its elements are seen where the layout put
///   them), the others' identity and anchor in the order the steps first meet their objects, so
///   the first `references` identities are, and the first `references - 1` anchors. Where each
///   region starts the plan works out once, for elements at a fixed distance from a 16-byte
///   boundary, which every buffer made is checked to have.
/// - A value is initialized when its step runs (or, for a journal the interpreter made, from
///   its entry, after a cast to the step's type), and only the first `count` values (the steps
///   that ran) are read, put back or deinitialized.
/// - An object other than the root is used only when found alive (by the walk from the root,
///   which holds each object it finds for the walk, or in the caller's objects) with the
///   identity kept for it, which its anchor keeps from going to another object.
/// - A buffer without a plan (a registration whose journal holds entries, or nothing) holds the
///   root's weak reference at the first address aligned for one, the root's identity after it
///   and a `G8Journal?` at the next address aligned for it, all initialized when it is made and
///   deinitialized with it.
/// - The plan read from the header without a count (``withObjects(_:)``) is kept alive by the
///   buffer, which the caller holds for the call.
package final class G8PlanValues: ManagedBuffer<G8PlanValues.Header, UInt8> {
    /// 14 bytes: a theme manager holds one buffer a registration, and a label's style (two
    /// colors and a corner radius, on the label and its layer) then fits 128 bytes of the
    /// allocator's, where a header that kept the root as well took 144 (and one of 16 bytes,
    /// with where the references start in 32 bits, took 16 more). Where the values start is the
    /// plan's (``G8Plan/Saved/valuesStart``), not kept here.
    package struct Header {
        /// The plan that laid the values out; nil in a buffer that keeps no plan's values but
        /// a journal of entries (``make(root:journal:)``).
        let plan: G8Plan?
        /// How many steps' values are kept: a replay that stops keeps those it ran.
        var count: UInt16
        /// How many objects' identities are noted: the root's, noted with the buffer, then the
        /// others in the order the plan's steps first meet their objects
        /// (``G8Plan/Saved/slots``), so a prefix of them is (and of their anchors, one fewer).
        var references: UInt16
        /// Where the root's weak reference is, its identity right after it: the start of the
        /// references (``G8Plan/Saved/referencesStart``), or before the journal of a buffer
        /// without a plan. Kept here so that the root is read without the plan. In words of
        /// 8 bytes from the 16-byte boundary before the elements (``elementsPhase``), as a
        /// weak reference is aligned to a word: 16 bits reach 512 KiB of values, where bytes
        /// reached 64 KiB and a window of a thousand widgets keeps more (``rootStart``).
        let rootWord: UInt16

        init(plan: G8Plan?, count: UInt16, references: UInt16, rootStart: Int) {
            (self.plan, self.count, self.references) = (plan, count, references)
            assert((rootStart + Int(G8PlanValues.elementsPhase)) % 8 == 0, "a root's weak reference is aligned to a word")
            rootWord = UInt16(truncatingIfNeeded: (rootStart + Int(G8PlanValues.elementsPhase)) / 8)
        }

        /// Where the root's weak reference is, from the start of the elements.
        var rootStart: Int { Int(rootWord) * 8 - Int(G8PlanValues.elementsPhase) }

        /// Whether a buffer can keep its root at `rootStart` from the start of its elements.
        static func canStartRoot(at rootStart: Int) -> Bool {
            (rootStart + Int(G8PlanValues.elementsPhase)) / 8 <= Int(UInt16.max)
        }
    }

    /// Where the values and the references start, from the start of the elements, for values
    /// of `size` bytes aligned to `alignment` (at most 16): the values at the first address
    /// aligned for them, the references after them, aligned for a pointer, in a buffer whose
    /// elements are at ``elementsPhase``. ``G8Plan/Saved`` works it out once for its plan.
    static func layout(size: Int, alignment: Int) -> (values: Int, references: Int) {
        let values = aligned(0, to: alignment)
        return (values, aligned(values + size, to: MemoryLayout<G8WeakObject>.alignment))
    }

    /// The first offset from the start of the elements, at or after `offset`, whose address is
    /// aligned to `alignment` (a power of two, at most 16) in a buffer whose elements are at
    /// ``elementsPhase``.
    private static func aligned(_ offset: Int, to alignment: Int) -> Int {
        let phase = Int(elementsPhase)
        return ((phase + offset + alignment - 1) & ~(alignment - 1)) - phase
    }

    /// How far the elements of every buffer are from a 16-byte boundary: after the object's
    /// 16-byte header and `Header`, in an object at least 16-byte aligned where the allocator
    /// is (glibc's, on 64-bit platforms). ``make(for:)`` checks it of every buffer it makes.
    fileprivate static let elementsPhase: UInt = {
        let headerOffset = (16 + MemoryLayout<Header>.alignment - 1) & ~(MemoryLayout<Header>.alignment - 1)
        return UInt(headerOffset + MemoryLayout<Header>.size) & 15
    }()

    /// An empty buffer for `plan`'s values on `root`, which must have ``G8Plan/saved``: exactly
    /// as large as its values and references need, for elements at ``elementsPhase``.
    static func make(for plan: G8Plan, root: AnyObject) -> G8PlanValues? {
        guard let saved = plan.saved else { return nil }
        // The header's narrow fields hold them, and the layout aligns at most to 16 bytes: a
        // plan beyond that notes entries.
        guard saved.alignment <= 16, saved.slots.count < Int(UInt16.max), saved.steps.count < Int(UInt16.max),
            Header.canStartRoot(at: saved.referencesStart)
        else { return nil }
        let bytes = saved.referencesStart + referencesSize(objects: saved.slots.count)
        let buffer = create(minimumCapacity: bytes) { _ in
            Header(plan: plan, count: 0, references: 0, rootStart: saved.referencesStart)
        }
        // The elements' address, stable for the buffer's life (it is a class instance's memory):
        // closures that captured the root or the reference to it would retain and release it.
        let elements = buffer.withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0) }
        // An allocator that aligned less would put the elements elsewhere: notes entries then
        // (the buffer, dropped, holds nothing to deinitialize).
        guard UInt(bitPattern: elements) & 15 == elementsPhase else { return nil }
        let references = elements + saved.referencesStart
        // Nil until the replay is done (``holdRoot(_:)``).
        G8PlanValues.weakRoot(references).initialize(to: G8WeakObject(nil))
        G8PlanValues.identities(references).initialize(to: ObjectIdentifier(root))
        buffer.withUnsafeMutablePointerToHeader { $0.pointee.references = 1 }
        // `create`, called on this class, made one of its instances.
        return buffer as? G8PlanValues
    }

    /// A buffer for `plan`'s values holding `entries`, the values an interpreter's journaled
    /// application of the plan's style to `root` noted (one for each object, property and
    /// state it set, the object's own, with a reference to the object): what a replay of the
    /// plan would have kept, for a journal made while the plan was recorded. Nil unless every
    /// set step of the plan finds its object on `root` now and its entry, with a value of the
    /// step's type, and every entry is used: a journal that holds anything else stays as it is.
    ///
    /// A step that sets a property an earlier step set keeps the object's own value too, where
    /// a replay keeps the earlier step's: putting the values back, last first, ends on the same
    /// value.
    static func make(for plan: G8Plan, root: AnyObject, holding entries: [G8Journal.Entry]) -> G8PlanValues? {
        guard let saved = plan.saved, !saved.steps.isEmpty, !entries.isEmpty, let values = make(for: plan, root: root) else { return nil }
        values.holdRoot(root)
        // Sized once: a registration makes one of these for every object it styles first.
        var positions = [G8Journal.EntryKey: Int](minimumCapacity: entries.count)
        for (position, entry) in entries.enumerated() where positions[entry.key] == nil { positions[entry.key] = position }
        guard positions.count == entries.count else { return nil }
        // Which entries a step took, and how many: each must be taken.
        var used = [Bool](repeating: false, count: entries.count), usedCount = 0
        let filled = plan.withSlots(of: root) { slots in
            values.withUnsafeMutablePointers { header, elements -> Bool in
                let raw = UnsafeMutableRawPointer(elements)
                let (valuesStart, references) = (saved.valuesStart, raw + saved.referencesStart)
                for index in saved.steps.indices {
                    let step = saved.steps[index], noted = plan.journalSteps[index]
                    guard let object = slots[saved.slots[step.reference]] else { return false }
                    let id = object._withUnsafeGuaranteedRef { ObjectIdentifier($0) }
                    let key = G8Journal.EntryKey(object: id, property: noted.property, modifier: noted.modifiers.first)
                    // The entry's own object, not one that has its identity now.
                    guard let position = positions[key], entries[position].object === object.takeUnretainedValue(),
                        step.reference <= Int(header.pointee.references),
                        step.saver._withUnsafeGuaranteedRef({
                            $0.unbox(entries[position].previous, raw + valuesStart + step.offset)
                        })
                    else { return false }
                    if !used[position] { (used[position], usedCount) = (true, usedCount + 1) }
                    if step.reference == Int(header.pointee.references) {
                        object._withUnsafeGuaranteedRef {
                            G8PlanValues.note($0, at: step.reference, in: references, objects: saved.slots.count)
                        }
                        header.pointee.references += 1
                    }
                    header.pointee.count = UInt16(index + 1)
                }
                return true
            }
        }
        // Half filled, the buffer holds `count` values and `references` references, which its
        // deinit destroys.
        return filled && usedCount == entries.count ? values : nil
    }

    /// A buffer that keeps no plan's values but `journal` (nil: nothing), made on `root` (nil
    /// once it is gone), whose identity is `rootID`: what a theme manager's registration is
    /// while its journal holds entries or undos, or nothing.
    package static func make(root: AnyObject?, rootID: ObjectIdentifier, journal: G8Journal?) -> G8PlanValues {
        // Kept: the journal no longer holds its objects.
        var journal = journal
        journal?.letGo()
        let start = journalStart
        let buffer = create(minimumCapacity: start + MemoryLayout<G8Journal?>.size) { _ in
            Header(plan: nil, count: 0, references: 1, rootStart: G8PlanValues.journalRootStart)
        }
        buffer.withUnsafeMutablePointerToElements {
            let references = UnsafeMutableRawPointer($0) + G8PlanValues.journalRootStart
            G8PlanValues.weakRoot(references).initialize(to: G8WeakObject(root))
            G8PlanValues.identities(references).initialize(to: rootID)
            (UnsafeMutableRawPointer($0) + start).bindMemory(to: G8Journal?.self, capacity: 1).initialize(to: journal)
        }
        return unsafeDowncast(buffer, to: G8PlanValues.self)
    }

    /// Where a buffer without a plan keeps its root's weak reference and identity, from the
    /// start of its elements: the first address aligned for them.
    private static let journalRootStart = aligned(0, to: MemoryLayout<G8WeakObject>.alignment)

    /// Where a buffer without a plan keeps its journal, from the start of its elements: the
    /// first address aligned for one after the root's weak reference and identity.
    private static let journalStart = aligned(
        journalRootStart + MemoryLayout<G8WeakObject>.stride + MemoryLayout<ObjectIdentifier>.stride,
        to: MemoryLayout<G8Journal?>.alignment)

    /// The journal a buffer without a plan keeps; nil in a buffer with one (or none kept).
    package var keptJournal: G8Journal? {
        withUnsafeMutablePointers { header, elements in
            guard header.pointee.plan == nil else { return nil }
            return (UnsafeMutableRawPointer(elements) + G8PlanValues.journalStart).assumingMemoryBound(to: G8Journal?.self).pointee
        }
    }

    deinit {
        withUnsafeMutablePointers { header, elements in
            let raw = UnsafeMutableRawPointer(elements)
            guard let plan = header.pointee.plan else {
                (raw + G8PlanValues.journalStart).assumingMemoryBound(to: G8Journal?.self).deinitialize(count: 1)
                G8PlanValues.weakRoot(raw + G8PlanValues.journalRootStart).deinitialize(count: 1)
                return
            }
            // A buffer is made only for a plan with saved steps (``make(for:root:)``).
            guard let saved = plan.saved else { return }
            let (valuesStart, referencesStart) = (saved.valuesStart, saved.referencesStart)
            // Plain data (numbers, colors) needs nothing done to it.
            for index in 0..<(saved.needsDestroying ? Int(header.pointee.count) : 0) {
                let step = saved.steps[index]
                step.saver._withUnsafeGuaranteedRef { $0.destroy(raw + valuesStart + step.offset) }
            }
            let references = raw + referencesStart
            G8PlanValues.weakRoot(references).deinitialize(count: 1)
            G8PlanValues.anchors(references, objects: saved.slots.count).deinitialize(count: Int(header.pointee.references) - 1)
        }
    }

    /// The bytes of the references of a buffer for `objects` objects, the root's included: its
    /// weak reference, an identity each and an anchor each but the root.
    private static func referencesSize(objects: Int) -> Int {
        MemoryLayout<G8WeakObject>.stride + objects * MemoryLayout<ObjectIdentifier>.stride
            + (objects - 1) * MemoryLayout<G8Anchor>.stride
    }

    /// The root's weak reference, at the start of the references `raw`.
    private static func weakRoot(_ raw: UnsafeMutableRawPointer) -> UnsafeMutablePointer<G8WeakObject> {
        raw.assumingMemoryBound(to: G8WeakObject.self)
    }

    /// The objects' identities, the root's first, after the root's weak reference.
    private static func identities(_ raw: UnsafeMutableRawPointer) -> UnsafeMutablePointer<ObjectIdentifier> {
        (raw + MemoryLayout<G8WeakObject>.stride).assumingMemoryBound(to: ObjectIdentifier.self)
    }

    /// The anchors of the objects but the root, after the identities of a plan's `objects`
    /// objects: object `reference`'s at `reference - 1`.
    private static func anchors(_ raw: UnsafeMutableRawPointer, objects: Int) -> UnsafeMutablePointer<G8Anchor> {
        (raw + MemoryLayout<G8WeakObject>.stride + objects * MemoryLayout<ObjectIdentifier>.stride)
            .assumingMemoryBound(to: G8Anchor.self)
    }

    /// Notes `object`, the plan's object `reference` (not the root), met for the first time:
    /// its identity, and its anchor, which keeps that identity its own.
    @inline(__always)
    private static func note(_ object: AnyObject, at reference: Int, in references: UnsafeMutableRawPointer, objects: Int) {
        assert(reference > 0, "the root is noted with the buffer")
        (identities(references) + reference).initialize(to: ObjectIdentifier(object))
        (anchors(references, objects: objects) + reference - 1).initialize(to: G8Anchor(object))
    }


    /// How many values are kept.
    /// (Through the header's pointer: `header`, a class's stored property, would have the
    /// runtime check exclusive access on every read.)
    package var count: Int { withUnsafeMutablePointerToHeader { Int($0.pointee.count) } }

    /// The plan that laid the values out; nil in a buffer that keeps a journal instead.
    package var plan: G8Plan? { withUnsafeMutablePointerToHeader { $0.pointee.plan } }

    /// The buffer a theme manager's registration keeps `journal` in, for the object `root`
    /// refers to (whose identity is `rootID`): the journal's own plan values when they are all
    /// it holds and were kept on that object (nearly always: a replay keeps them typed), else a
    /// buffer without a plan that keeps the journal (nothing, for a blank one). One call from
    /// the manager's module, where each of these questions would be a call of its own: a
    /// `package` member is not inlined into another module.
    package static func keeping(_ journal: G8Journal, rootID: ObjectIdentifier, root: @autoclosure () -> AnyObject?) -> G8PlanValues {
        if journal.holdsOnlyPlanValues, let kept = journal.planValues, kept.hasPlan, kept.rootID == rootID { return kept }
        return make(root: root(), rootID: rootID, journal: journal.isBlank ? nil : journal)
    }

    /// ``keeping(_:rootID:root:)`` for the object this buffer was kept on: what replaces it in
    /// its registration when the registration gets `journal`.
    package func replacement(keeping journal: G8Journal) -> G8PlanValues {
        G8PlanValues.keeping(journal, rootID: rootID, root: rootObject)
    }

    /// Whether `journal` holds nothing but plan values, of the very objects this buffer, laid
    /// out by a plan too, keeps values of, in the same order: a switch that changes the keys set
    /// on the same widgets, whose objects a theme manager need not count again.
    package func holdsValuesOfSameObjects(as journal: G8Journal) -> Bool {
        guard hasPlan, journal.holdsOnlyPlanValues, let values = journal.planValues else { return false }
        return holdsValuesOfSameObjects(as: values)
    }

    /// Whether a plan laid the values out (``plan`` is not nil), read in place: a theme
    /// manager asks this of a registration several times a switch, from another module, where
    /// reading ``plan`` would retain and release the plan each time.
    package var hasPlan: Bool { withUnsafeMutablePointerToHeader { $0.pointee.plan != nil } }

    /// The identity of the object the values were kept on (the root of the plan's walk), noted
    /// when the buffer was made.
    package var rootID: ObjectIdentifier {
        withRoot { G8PlanValues.identities($0).pointee }
    }

    /// The root object while it exists, read in place through its weak reference.
    package var rootObject: AnyObject? { withRoot { G8PlanValues.weakRoot($0).pointee.object } }

    /// Whether the root object still exists.
    package var isRootAlive: Bool { rootObject != nil }

    /// Refers to `root`, the object the buffer was made for, weakly: once the replay that fills
    /// the buffer is done, since a weak reference moves the object's reference counts to a side
    /// table, and the replay's retains and releases of it would all take the slow path.
    func holdRoot(_ root: AnyObject) {
        withRoot { G8PlanValues.weakRoot($0).pointee.object = root }
    }

    /// Calls `body` with the start of the root's weak reference and identity, in place
    /// (``Header/rootStart``).
    @inline(__always)
    private func withRoot<Result>(_ body: (UnsafeMutableRawPointer) -> Result) -> Result {
        withUnsafeMutablePointers { header, elements in
            body(UnsafeMutableRawPointer(elements) + header.pointee.rootStart)
        }
    }

    private static let planOffset = MemoryLayout<Header>.offset(of: \.plan)!

    /// Keeps the value the plan's set step `index` (the index-th set step, counted from 0, the
    /// next one after those kept) is about to replace on `object`, the object in its slot;
    /// `object` as the walk's slot holds it, not retained again for the read.
    @inline(__always)
    func save(step index: Int, object: Unmanaged<AnyObject>, saved: Unmanaged<G8Plan.Saved>) {
        withUnsafeMutablePointers { header, elements in
            let raw = UnsafeMutableRawPointer(elements)
            saved._withUnsafeGuaranteedRef { saved in
                let (valuesStart, referencesStart) = (saved.valuesStart, saved.referencesStart)
                let step = saved.steps[index]
                if step.reference == Int(header.pointee.references) {
                    object._withUnsafeGuaranteedRef {
                        G8PlanValues.note($0, at: step.reference, in: raw + referencesStart, objects: saved.slots.count)
                    }
                    header.pointee.references += 1
                }
                step.saver._withUnsafeGuaranteedRef { saver in
                    object._withUnsafeGuaranteedRef { saver.save($0, raw + valuesStart + step.offset) }
                }
            }
            header.pointee.count = UInt16(truncatingIfNeeded: index + 1)
        }
    }

    /// Puts back every value the buffer keeps: a plan's (``restore(reaching:)``), or its kept
    /// journal's (``G8Journal/restore()``). One call for a theme manager's registration.
    package func restoreKept(reaching reachable: [ObjectIdentifier: AnyObject]? = nil) {
        if hasPlan { restore(reaching: reachable) } else { keptJournal?.restore() }
    }

    /// Puts back every value kept, the latest first, on the objects that are found: the root
    /// while it exists, each other object where the plan's walk from the root finds it now, or
    /// else among `reachable` (objects by identity, found alive by the caller). An object
    /// found nowhere keeps its values: from the root, nothing reaches it any more.
    package func restore(reaching reachable: [ObjectIdentifier: AnyObject]? = nil) {
        let count = self.count
        withObjectsFound(reaching: reachable) { saved, raw, find in
            let valuesStart = saved.valuesStart
            saved.steps.withUnsafeBufferPointer { steps in
                for step in steps[..<count].reversed() {
                    // Held strongly for the call (see `withObjectsFound`): a setter may drop the
                    // last other reference.
                    guard let object = find(step.reference) else { continue }
                    step.saver._withUnsafeGuaranteedRef { saver in
                        object._withUnsafeGuaranteedRef { saver.putBack($0, raw + valuesStart + step.offset) }
                    }
                }
            }
        }
    }

    /// Calls `body` with the plan's layout, the elements and a function that finds the plan's
    /// object `reference` (as ``restore(reaching:)`` says; nil where it is not found), held
    /// for the call (by the walk's slots, the local root or `reachable`); does nothing in a
    /// buffer without a plan or where nothing can be found.
    private func withObjectsFound(
        reaching reachable: [ObjectIdentifier: AnyObject]?,
        _ body: (G8Plan.Saved, UnsafeMutableRawPointer, (Int) -> Unmanaged<AnyObject>?) -> Void
    ) {
        guard let plan, let saved = plan.saved else { return }
        let root = rootObject
        guard root != nil || reachable != nil else { return }
        withUnsafeMutablePointerToElements { elements in
            let raw = UnsafeMutableRawPointer(elements)
            let identities = G8PlanValues.identities(raw + saved.referencesStart)
            // The root only through its weak reference: no anchor keeps its identity its own.
            func elsewhere(_ reference: Int) -> Unmanaged<AnyObject>? {
                reference == 0 ? nil : reachable?[identities[reference]].map(Unmanaged.passUnretained)
            }
            guard let root else { return body(saved, raw, elsewhere) }
            saved.slots.withUnsafeBufferPointer { slotOf in
                plan.withSlots(of: root) { slots in
                    body(saved, raw) { reference in
                        if let found = slots[slotOf[reference]],
                            found._withUnsafeGuaranteedRef({ ObjectIdentifier($0) }) == identities[reference]
                        {
                            return found
                        }
                        return elsewhere(reference)
                    }
                }
            }
        }
    }

    /// Adds to `reachable` the objects this buffer's root reaches now, by identity: the root,
    /// while it exists, and every object the plan's walk from it finds, held; or, in a buffer
    /// without a plan, the objects its kept journal holds values of that still exist.
    package func addReachableObjects(to reachable: inout [ObjectIdentifier: AnyObject]) {
        guard let root = rootObject else { return }
        reachable[ObjectIdentifier(root)] = root
        guard let plan else {
            for entry in keptJournal?.entries ?? [] {
                if let object = entry.object { reachable[entry.id] = object }
            }
            return
        }
        plan.withSlots(of: root) { slots in
            for slot in slots {
                guard let slot else { continue }
                let object = slot.takeUnretainedValue()
                reachable[ObjectIdentifier(object)] = object
            }
        }
    }

    /// Whether a value kept is more than its property's own: a plan's saver that keeps more
    /// (``G8Saver/keepsMore``), or a kept journal that does (``G8Journal/keepsMore``).
    package var keepsMore: Bool {
        withUnsafeMutablePointerToHeader { header in
            guard let plan = header.pointee.plan else { return keptJournal?.keepsMore ?? false }
            return plan.saved?.keepsMore ?? false
        }
    }

    /// The objects values are kept of, each once, in the order first met.
    var objects: [ObjectIdentifier] { withObjects(Array.init) }

    /// ``withObjects(_:)`` for another module, with a body that answers yes or no. Not
    /// generic: another module's call of a generic function runs it unspecialized, and its
    /// rebinding of the references then took several hundred instructions a call.
    package func withObjects(answering body: (UnsafeBufferPointer<ObjectIdentifier>) -> Bool) -> Bool {
        withObjects(body)
    }

    /// Calls `body` with ``objects``, read in place: the identities noted.
    func withObjects<Result>(_ body: (UnsafeBufferPointer<ObjectIdentifier>) -> Result) -> Result {
        withUnsafeMutablePointers { header, elements in
            // The plan read in place, unretained: the buffer holds it for as long as it exists
            // (see the invariants above). A copy of it and of its layout would be retained
            // and released on every call, as this function is called from other modules.
            guard let plan = UnsafeRawPointer(header).load(fromByteOffset: G8PlanValues.planOffset, as: UnsafeRawPointer?.self),
                let (referencesStart, objects) = Unmanaged<G8Plan>.fromOpaque(plan)._withUnsafeGuaranteedRef({
                    $0.saved.map { ($0.referencesStart, $0.objects(made: Int(header.pointee.references))) }
                }),
                !objects.isEmpty
            else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
            let count = objects.count
            let first = G8PlanValues.identities(UnsafeMutableRawPointer(elements) + referencesStart) + objects.lowerBound
            return body(UnsafeBufferPointer(start: first, count: count))
        }
    }

    /// Whether `other` keeps values of the very objects this buffer does, in the same order:
    /// their identities compared in place.
    func holdsValuesOfSameObjects(as other: G8PlanValues) -> Bool {
        withObjects { mine in
            other.withObjects { theirs in
                guard mine.count == theirs.count else { return false }
                for index in mine.indices where mine[index] != theirs[index] { return false }
                return true
            }
        }
    }

    /// The values kept as journal entries, once per object, property and state (the first
    /// value kept), in order; each entry's object is the one ``restore(reaching:)`` would find,
    /// or nil.
    var entries: [G8Journal.Entry] { entries(reaching: nil) }

    /// ``entries``, each object found as ``restore(reaching:)`` finds it with `reachable`.
    func entries(reaching reachable: [ObjectIdentifier: AnyObject]?) -> [G8Journal.Entry] {
        guard let plan, let saved = plan.saved else { return [] }
        var result: [G8Journal.Entry] = []
        result.reserveCapacity(count)
        var seen: Set<G8Journal.EntryKey> = []
        let root = rootObject
        let make = { (raw: UnsafeMutableRawPointer, find: (Int) -> Unmanaged<AnyObject>?) in
            let (valuesStart, references) = (saved.valuesStart, raw + saved.referencesStart)
            let identities = G8PlanValues.identities(references)
            let anchors = G8PlanValues.anchors(references, objects: saved.slots.count)
            for index in 0..<self.count {
                let step = saved.steps[index]
                let noted = plan.journalSteps[index]
                let id = identities[step.reference]
                let key = G8Journal.EntryKey(object: id, property: noted.property, modifier: noted.modifiers.first)
                guard seen.insert(key).inserted else { continue }
                let previous = step.saver._withUnsafeGuaranteedRef { $0.box(raw + valuesStart + step.offset) }
                let object = find(step.reference)?.takeUnretainedValue()
                // The root's identity is its own while it exists; the others' while their anchor does.
                let anchor = step.reference == 0 ? root.map(G8Anchor.init) : anchors[step.reference - 1]
                result.append(G8Journal.Entry(
                    object: object, anchor: anchor, id: id, property: noted.property, modifier: noted.modifiers.first,
                    previous: previous))
            }
        }
        var made = false
        withObjectsFound(reaching: reachable) { _, raw, find in
            make(raw, find)
            made = true
        }
        if !made {
            withUnsafeMutablePointerToElements { make(UnsafeMutableRawPointer($0)) { _ in nil } }
        }
        return result
    }
}
