/// The values a journaled replay of one plan replaced, kept typed in one allocation: a reference
/// to the root, the identity of each object the plan sets values on, then each set step's value
/// before it ran, at the offset the plan gave the step (``G8Plan/saved``). A journal holds one of
/// these instead of an entry of `Any` per value, each with its own reference and, for a value
/// larger than three words (an optional color), a box: what a theme manager's registrations hold.
///
/// Only the root is referred to. The other objects are found again when the values are put back
/// or read, by walking the plan from the root as it is then (``G8Plan/withSlots(of:_:)``): a
/// value goes back on the object in its step's slot when that object is the one it was taken
/// from (the same identity), and on nothing else. So a child the root no longer holds there
/// (replaced, or gone) is left as it is, and no child needs a lifetime token or a reference of
/// its own: a screen's registration makes one reference, not one for each widget it styles.
///
/// The memory is laid out once by the plan and each region holds one type for the buffer's
/// life (G8Unsafe.swift, invariant 4). Values are kept for every step, in order, even one that
/// sets a property a step before it set: putting them all back, last first, leaves each object
/// as the first one found it.
final class G8PlanValues: ManagedBuffer<G8PlanValues.Header, UInt8> {
    /// 16 bytes: a manager holds one buffer a registration.
    struct Header {
        let plan: G8Plan
        /// How many steps' values are kept: a replay that stops keeps those it ran. The root's
        /// reference is made by the first step's, so it is made when this is not 0.
        var count: Int32
        /// How many identities are noted: the plan's `savedSlots` are in the order its steps
        /// first meet them, so a prefix of them is.
        var identities: UInt16
        /// Where the values start, from the start of the elements.
        let valuesOffset: UInt16
    }

    /// Where the identities start, from the start of the elements: after the root's reference.
    private static let identitiesOffset = MemoryLayout<G8Reference>.stride

    /// An empty buffer for `plan`'s values, which must have ``G8Plan/saved``.
    static func make(for plan: G8Plan) -> G8PlanValues? {
        guard let saved = plan.saved else { return nil }
        let referenceBytes = identitiesOffset + saved.slots.count * MemoryLayout<ObjectIdentifier>.stride
        let slack = max(0, saved.alignment - MemoryLayout<Int>.alignment)
        // The header's narrow fields hold them: a plan larger than that notes entries.
        guard referenceBytes + saved.alignment < Int(UInt16.max), saved.slots.count < Int(UInt16.max), saved.steps.count < Int(Int32.max)
        else { return nil }
        let buffer = create(minimumCapacity: referenceBytes + slack + saved.size) { buffer in
            let base = buffer.withUnsafeMutablePointerToElements { UInt(bitPattern: $0) }
            let alignment = UInt(max(1, saved.alignment))
            let start = (base + UInt(referenceBytes) + alignment - 1) / alignment * alignment
            return Header(plan: plan, count: 0, identities: 0, valuesOffset: UInt16(start - base))
        }
        return unsafeDowncast(buffer, to: G8PlanValues.self)
    }

    /// A buffer for `plan`'s values holding `entries`, the values an interpreter's journaled
    /// application of the plan's style to `root` noted (one for each object, property and
    /// state it set, the object's own): what a replay of the plan would have kept, for a
    /// journal made while the plan was recorded. Nil unless every set step of the plan finds
    /// its object on `root` now and its entry, with a value of the step's type, and every entry
    /// is used: a journal that holds anything else stays as it is.
    ///
    /// A step that sets a property an earlier step set keeps the object's own value too, where
    /// a replay keeps the earlier step's: putting the values back, last first, ends on the same
    /// value.
    static func make(for plan: G8Plan, root: AnyObject, holding entries: [G8Journal.Entry]) -> G8PlanValues? {
        guard let saved = plan.saved, !saved.steps.isEmpty, !entries.isEmpty, let values = make(for: plan) else { return nil }
        var positions: [G8Journal.EntryKey: Int] = [:]
        for (position, entry) in entries.enumerated() where positions[entry.key] == nil { positions[entry.key] = position }
        guard positions.count == entries.count else { return nil }
        var used = Set<Int>()
        let filled = plan.withSlots(of: root) { slots in
            values.withUnsafeMutablePointers { header, elements -> Bool in
                let raw = UnsafeMutableRawPointer(elements)
                for index in saved.steps.indices {
                    let step = saved.steps[index], noted = plan.journalSteps[index]
                    guard let object = slots[saved.slots[step.reference]] else { return false }
                    let id = object._withUnsafeGuaranteedRef { ObjectIdentifier($0) }
                    let key = G8Journal.EntryKey(object: id, property: noted.property.name, modifier: noted.modifiers.first)
                    guard let position = positions[key],
                        step.saver._withUnsafeGuaranteedRef({
                            $0.unbox(entries[position].previous, raw + Int(header.pointee.valuesOffset) + step.offset)
                        })
                    else { return false }
                    used.insert(position)
                    if index == 0 { G8PlanValues.root(raw).initialize(to: G8Reference(root, kind: plan.referenceKinds[0])) }
                    if step.reference == Int(header.pointee.identities) {
                        (G8PlanValues.identities(raw) + step.reference).initialize(to: id)
                        header.pointee.identities += 1
                    }
                    header.pointee.count = Int32(index + 1)
                }
                return true
            }
        }
        // Half filled, the buffer holds `count` values, which its deinit destroys.
        return filled && used.count == entries.count ? values : nil
    }

    deinit {
        withUnsafeMutablePointers { header, elements in
            let raw = UnsafeMutableRawPointer(elements)
            guard let saved = header.pointee.plan.saved, header.pointee.count > 0 else { return }
            // Plain data (numbers, colors) needs nothing done to it.
            for index in 0..<(saved.needsDestroying ? Int(header.pointee.count) : 0) {
                let step = saved.steps[index]
                step.saver._withUnsafeGuaranteedRef { $0.destroy(raw + Int(header.pointee.valuesOffset) + step.offset) }
            }
            G8PlanValues.root(raw).deinitialize(count: 1)
        }
    }

    private static func root(_ raw: UnsafeMutableRawPointer) -> UnsafeMutablePointer<G8Reference> {
        raw.assumingMemoryBound(to: G8Reference.self)
    }

    private static func identities(_ raw: UnsafeMutableRawPointer) -> UnsafeMutablePointer<ObjectIdentifier> {
        (raw + identitiesOffset).assumingMemoryBound(to: ObjectIdentifier.self)
    }

    /// How many values are kept.
    /// (Through the header's pointer: `header`, a class's stored property, would have the
    /// runtime check exclusive access on every read.)
    var count: Int { withUnsafeMutablePointerToHeader { Int($0.pointee.count) } }

    var plan: G8Plan { withUnsafeMutablePointerToHeader { $0.pointee.plan } }

    /// Keeps the value the plan's set step `index` (the index-th set step, counted from 0, the
    /// next one after those kept) is about to replace on `object`, the object in its slot; the
    /// first step refers to `root`, the walk's root, whose class `rootKind` was found for.
    @inline(__always)
    func save(
        step index: Int, object: Unmanaged<AnyObject>, root: AnyObject, rootKind: G8Reference.Kind, saved: Unmanaged<G8Plan.Saved>
    ) {
        withUnsafeMutablePointers { header, elements in
            let raw = UnsafeMutableRawPointer(elements)
            let step = saved._withUnsafeGuaranteedRef { $0.steps[index] }
            if header.pointee.count == 0 { G8PlanValues.root(raw).initialize(to: G8Reference(root, kind: rootKind)) }
            if step.reference == Int(header.pointee.identities) {
                (G8PlanValues.identities(raw) + step.reference).initialize(to: object._withUnsafeGuaranteedRef { ObjectIdentifier($0) })
                header.pointee.identities += 1
            }
            // The object as the walk's slot holds it, not retained again for the read.
            step.saver._withUnsafeGuaranteedRef { saver in
                object._withUnsafeGuaranteedRef { saver.save($0, raw + Int(header.pointee.valuesOffset) + step.offset) }
            }
            header.pointee.count = Int32(index + 1)
        }
    }

    /// Calls `body` with the objects the kept values were taken from, by their index in the
    /// plan's `saved.slots`: each the object the plan reaches from the root now when it is the
    /// one a value was taken from, else nil; with the root retained and the others held by their
    /// slots for the call. Not called when the root is gone.
    private func withObjectsFound(
        _ body: (UnsafeMutableRawPointer, UnsafeMutablePointer<Header>, G8Plan.Saved, (Int) -> Unmanaged<AnyObject>?) -> Void
    ) {
        withUnsafeMutablePointers { header, elements in
            let raw = UnsafeMutableRawPointer(elements)
            let plan = header.pointee.plan
            guard header.pointee.count > 0, let saved = plan.saved, let root = G8PlanValues.root(raw).pointee.object else { return }
            let identities = G8PlanValues.identities(raw), noted = Int(header.pointee.identities)
            plan.withSlots(of: root) { slots in
                body(raw, header, saved) { reference in
                    guard reference < noted, let object = slots[saved.slots[reference]],
                        object._withUnsafeGuaranteedRef({ ObjectIdentifier($0) }) == identities[reference]
                    else { return nil }
                    return object
                }
            }
        }
    }

    /// Puts back every value kept, the latest first, on the objects it was taken from that the
    /// root still holds where the plan found them; nothing when the root is gone.
    func restore() {
        withObjectsFound { raw, header, saved, object in
            let valuesOffset = Int(header.pointee.valuesOffset)
            for index in stride(from: Int(header.pointee.count) - 1, through: 0, by: -1) {
                let step = saved.steps[index]
                guard let found = object(step.reference) else { continue }
                step.saver._withUnsafeGuaranteedRef { saver in
                    found._withUnsafeGuaranteedRef { saver.putBack($0, raw + valuesOffset + step.offset) }
                }
            }
        }
    }

    /// The objects values are kept of, each once, in the order first met.
    var objects: [ObjectIdentifier] { withObjects(Array.init) }

    /// Calls `body` with ``objects``, read in place.
    func withObjects<Result>(_ body: (UnsafeBufferPointer<ObjectIdentifier>) -> Result) -> Result {
        withUnsafeMutablePointers { header, elements in
            body(UnsafeBufferPointer(start: G8PlanValues.identities(UnsafeMutableRawPointer(elements)), count: Int(header.pointee.identities)))
        }
    }

    /// The values kept as journal entries, once per object, property and state (the first
    /// value kept), in order, for the objects ``restore()`` would put them back on.
    var entries: [G8Journal.Entry] {
        var result: [G8Journal.Entry] = []
        withObjectsFound { raw, header, saved, object in
            let (plan, count, valuesOffset) = (header.pointee.plan, Int(header.pointee.count), Int(header.pointee.valuesOffset))
            let identities = G8PlanValues.identities(raw)
            result.reserveCapacity(count)
            var seen: Set<G8Journal.EntryKey> = []
            var references = [G8Reference?](repeating: nil, count: saved.slots.count)
            for index in 0..<count {
                let step = saved.steps[index]
                guard let found = object(step.reference) else { continue }
                let noted = plan.journalSteps[index]
                let id = identities[step.reference]
                let key = G8Journal.EntryKey(object: id, property: noted.property.name, modifier: noted.modifiers.first)
                guard seen.insert(key).inserted else { continue }
                let reference = references[step.reference] ?? G8Reference(
                    found.takeUnretainedValue(), kind: plan.referenceKinds[saved.slots[step.reference]])
                references[step.reference] = reference
                let previous = step.saver._withUnsafeGuaranteedRef { $0.box(raw + valuesOffset + step.offset) }
                result.append(G8Journal.Entry(
                    reference: reference, id: id, property: noted.property, modifier: noted.modifiers.first, previous: previous))
            }
        }
        return result
    }
}
