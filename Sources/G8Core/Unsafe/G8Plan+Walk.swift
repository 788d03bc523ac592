// Replay's walk over a plan: unretained slots, references read at field offsets (`G8Fields`),
// setters called through the steps' unretained references (`G8Plan+Steps.swift`): a replay
// does little else than find objects and call setters, and a retain and a release of each
// (atomic operations) would be most of its work.
//
// Invariants: an object is used through an unretained reference only while something else
// keeps it alive:
// - the root by the caller of the run (slot 0 is never retained);
// - a stored child by the parent it was read from, until its slot retains it, at once, for the
//   rest of the walk (`withSlots` releases every slot but the root's at the end); a child read
//   at an offset is checked to have the class the step recorded before the slot takes it, and
//   an offset is read only on a parent whose class was checked when its slot was filled;
// - a setter, an accessor or a saver by the plan's `calls`, and the plan by the walk
//   (`withExtendedLifetime`);
// - the buffer a journaled walk keeps values in (`G8PlanValues`) by the journal it belongs to:
//   the caller's own, held `inout` for the whole run, which no setter can reach.

extension G8Plan {
    /// ``replayIfReached(_:)``, noting in `journal` the value each step replaces before setting
    /// it, as the interpreter does: nil when the plan does not reach every child, or when a
    /// setter changed what a later step reaches. What was set before the walk stopped stays
    /// set, and noted (nothing, when a stored child is missing, as those are all found first):
    /// the caller puts it back, or an interpreter run after it with the same journal notes
    /// only the rest, and the values noted first are the object's own.
    ///
    /// Every journaled replay (a theme manager's registrations and switches) takes this walk,
    /// not ``replay(on:)``'s: finding the stored children first, in a loop of a few
    /// instructions each, lets the processor fetch a new screen's widgets from memory side by
    /// side, where setting them in between would wait for each widget in turn.
    func replayIfReached(_ root: AnyObject, journal: inout G8Journal) -> Int? {
        let reached = withUnsafeMutablePointer(to: &journal) { walkIfReached(root, journal: $0) }
        // Referred to weakly once the walk is done (``G8PlanValues/holdRoot(_:)``), whether or
        // not it reached every child: the buffer keeps the values of the steps that ran. The
        // journal's buffer is this plan's, made for `root` (`G8Journal.prepareForReplay`).
        journal.planValues?.holdRoot(root)
        return reached ? setCount : nil
    }

    /// Finds the children and, when `setting`, sets the values, in order; false when a child
    /// is missing or of another class.
    @inline(__always)
    func walk(_ root: AnyObject, setting: Bool) -> Bool {
        var setIndex = 0
        return withSlots(rootedAt: root) { slots in
            instructions.withUnsafeBufferPointer { steps in
                for step in steps {
                    if !setting && step.from < 0 { continue }
                    guard let object = slots[step.from >= 0 ? step.from : step.slot] else { return false }
                    if step.from >= 0 {
                        guard let child = G8Plan.resolve(step, on: object) else { return false }
                        slots[step.slot] = child
                    } else {
                        guard set(step, on: object, journal: nil, values: nil, saved: nil, index: &setIndex) else { return false }
                    }
                }
                return true
            }
        }
    }

    /// ``replayIfReached(_:)``'s walk: the children found first, as `walk` finds them without
    /// setting; then every step in order, as `walk` runs them when setting (noting in
    /// `journal`), except that a stored child read again is the one its slot retained already
    /// (the usual case), which is not retained and released again. A child that is another
    /// object now is found again and replaces the slot's, as a replay's walk finds it.
    ///
    /// Without a journal every child is found first, so that a walk that does not reach one
    /// sets nothing. With one, a child an accessor returns (a lookup by name, not a field's
    /// read) is found once, when its step is reached: a walk that misses it has noted every
    /// value it set, which its caller puts back or keeps as the object's own.
    @inline(__always)
    func walkIfReached(_ root: AnyObject, journal: UnsafeMutablePointer<G8Journal>?) -> Bool {
        let (values, saved) = buffers(of: journal)
        var setIndex = 0
        return withSlots(rootedAt: root) { slots in
            instructions.withUnsafeBufferPointer { steps in
                for step in steps where step.from >= 0 && (journal == nil || step.offset >= 0) {
                    // Under a child an accessor returns, found when its step is reached.
                    guard let object = slots[step.from] else { continue }
                    guard let child = G8Plan.resolve(step, on: object) else { return false }
                    slots[step.slot] = child
                }
                for step in steps {
                    guard let object = slots[step.from >= 0 ? step.from : step.slot] else { return false }
                    if step.from >= 0 {
                        if step.offset >= 0, let held = slots[step.slot], G8Plan.storedBits(step, on: object) == held.toOpaque() {
                            continue
                        }
                        guard let child = G8Plan.resolve(step, on: object) else { return false }
                        slots[step.slot]?.release()
                        slots[step.slot] = child
                    } else {
                        guard set(step, on: object, journal: journal, values: values, saved: saved, index: &setIndex) else { return false }
                    }
                }
                return true
            }
        }
    }

    /// The buffer of `journal` that keeps this plan's values typed, and the plan's layout of
    /// them; nil for none (the journal notes entries, or there is no journal).
    ///
    /// A journal keeping this plan's values typed: each step's value goes to its place in a
    /// buffer laid out by this very plan (a journal keeping another's notes entries, which
    /// makes that buffer entries first). Unretained: the journal keeps its buffer for the walk
    /// (its caller's own journal, which no setter can reach, and which the walk writes only
    /// when there is no buffer); retained, it would be retained and released again around each
    /// value kept. The plan keeps its layout, and the walk keeps the plan.
    @inline(__always)
    private func buffers(
        of journal: UnsafeMutablePointer<G8Journal>?
    ) -> (values: Unmanaged<G8PlanValues>?, saved: Unmanaged<Saved>?) {
        let values = journal?.pointee.planValues.map(Unmanaged.passUnretained)
        let saved = values?._withUnsafeGuaranteedRef({ $0.plan === self }) == true ? self.saved.map(Unmanaged.passUnretained) : nil
        return (values, saved)
    }

    /// A walk's set step on `object`: notes the value it replaces (typed in `values`, by the
    /// plan's layout `saved`, or as an entry of `journal`), then sets the new one; false when
    /// the step cannot run. `index` counts the set steps taken.
    @inline(__always)
    private func set(
        _ step: Instruction, on object: Unmanaged<AnyObject>, journal: UnsafeMutablePointer<G8Journal>?,
        values: Unmanaged<G8PlanValues>?, saved: Unmanaged<Saved>?, index: inout Int
    ) -> Bool {
        guard let setter = step.setter else { return false }
        if let values, let saved {
            guard index < saved._withUnsafeGuaranteedRef({ $0.steps.count }) else { return false }
            values._withUnsafeGuaranteedRef { $0.save(step: index, object: object, saved: saved) }
            index += 1
        } else if let journal {
            guard index < journalSteps.count else { return false }
            let noted = journalSteps[index]
            journal.pointee.record(object: object.takeUnretainedValue(), property: noted.property, modifiers: noted.modifiers)
            index += 1
        }
        return setter._withUnsafeGuaranteedRef { call in
            object._withUnsafeGuaranteedRef { call.set($0) }
        }
    }

    /// The bits of the stored child a resolve step reads at its offset in `object`.
    @inline(__always)
    private static func storedBits(_ step: Instruction, on object: Unmanaged<AnyObject>) -> UnsafeMutableRawPointer? {
        object._withUnsafeGuaranteedRef {
            UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()).load(fromByteOffset: step.offset, as: UnsafeMutableRawPointer?.self)
        }
    }

    /// Calls `body` with slots for the children the plan finds, all nil but slot 0, the root:
    /// on the stack for the usual few dozen slots, each child retained once when its slot is
    /// filled and released at the end. The root, which the caller keeps alive, is used as it
    /// is, never retained again (a retain is an atomic operation, and a slow one for an object
    /// that anything references weakly).
    @inline(__always)
    private func withSlots<Result>(
        rootedAt root: AnyObject, _ body: (UnsafeMutableBufferPointer<Unmanaged<AnyObject>?>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: Unmanaged<AnyObject>?.self, capacity: slotCount) { slots in
            slots.initialize(repeating: nil)
            slots[0] = Unmanaged.passUnretained(root)
            defer {
                for index in 1..<slots.count { slots[index]?.release() }
            }
            return withExtendedLifetime(self) { body(slots) }
        }
    }

    /// Calls `body` with the plan's slots filled from `root` as it is now: each child the plan
    /// reaches, retained for the call, or nil where it is missing or of another class than when
    /// the plan was recorded (and so every slot found from it). Sets nothing. How an
    /// interpreter's journal of the plan's style is matched with the plan's steps
    /// (``G8PlanValues/make(for:root:holding:)``).
    func withSlots<Result>(of root: AnyObject, _ body: (UnsafeMutableBufferPointer<Unmanaged<AnyObject>?>) -> Result) -> Result {
        withSlots(rootedAt: root) { slots in
            instructions.withUnsafeBufferPointer { steps in
                for step in steps where step.from >= 0 {
                    guard let object = slots[step.from] else { continue }
                    slots[step.slot] = G8Plan.resolve(step, on: object)
                }
            }
            return body(slots)
        }
    }

    /// The child a resolve step finds on `object`, retained (the caller's slot releases it);
    /// nil when it is missing or of another class than the step's.
    @inline(__always)
    private static func resolve(_ step: Instruction, on object: Unmanaged<AnyObject>) -> Unmanaged<AnyObject>? {
        if step.offset >= 0 {
            // A stored child: the reference's bits, which the parent keeps alive, retained once
            // for the slot.
            let bits = object._withUnsafeGuaranteedRef {
                UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()).load(fromByteOffset: step.offset, as: UnsafeRawPointer?.self)
            }
            guard let bits else { return nil }
            let child = Unmanaged<AnyObject>.fromOpaque(bits)
            guard child._withUnsafeGuaranteedRef({ ObjectIdentifier(type(of: $0)) }) == step.type else { return nil }
            return child.retain()
        }
        // A child an accessor returns, which may be the only reference to it (a provider can
        // make its children on demand): the slot takes it over before it can go away.
        guard let access = step.access else { return nil }
        let found = access._withUnsafeGuaranteedRef { call in object._withUnsafeGuaranteedRef { call.function($0).object } }
        guard let found, ObjectIdentifier(type(of: found)) == step.type else { return nil }
        return Unmanaged.passRetained(found)
    }
}
