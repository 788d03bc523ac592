// A plan's steps, which hold the functions they call and the savers of the values they
// replace through unretained references (`Unmanaged`), so that a replay reads a step without
// retaining and releasing what it calls.
//
// Invariant: every `access` and `setter` of an `Instruction`, and every `saver` of a
// `Saved.Step`, is an object the plan's `calls` hold (a saver through the setter that holds
// it), for as long as the plan, and so its steps, exists; a step is used only while its plan
// is (a walk keeps the plan alive for its whole run).

extension G8Plan {
    /// One step of a plan: finds a child, or sets a prepared value.
    ///
    /// A flat struct of plain fields: replay reads what a step needs straight from the array
    /// without copying anything reference-counted. The functions it calls are kept alive by
    /// the plan's `calls`.
    struct Instruction: @unchecked Sendable {
        /// The slot the step fills (a resolve) or the object it sets a value on (a set).
        let slot: Int
        /// For a resolve, the slot of the parent object; -1 for a set.
        let from: Int
        /// For a resolve read at an offset, the child's byte offset in the parent; else -1.
        let offset: Int
        /// For a resolve, the class the child must have.
        let type: ObjectIdentifier?
        let access: Unmanaged<AccessCall>?
        let setter: Unmanaged<G8PreparedSetter>?
    }
}

extension G8Plan.Instruction {
    /// A step that finds the child of the object in slot `from` by calling `call`, into `slot`,
    /// where it must have the class `type`; `call` is kept alive by the plan's `calls`.
    init(slot: Int, from: Int, type: ObjectIdentifier, call: G8Plan.AccessCall) {
        self.init(slot: slot, from: from, offset: -1, type: type, access: Unmanaged.passUnretained(call), setter: nil)
    }

    /// A step that sets a value through `setter` on the object in slot `slot`; `setter` is kept
    /// alive by the plan's `calls`.
    init(slot: Int, setter: G8PreparedSetter) {
        self.init(slot: slot, from: -1, offset: -1, type: nil, access: nil, setter: Unmanaged.passUnretained(setter))
    }
}

extension G8Plan {
    /// The layout of a plan's kept values (``saved``). A class: every journaled replay,
    /// restore and release of kept values reads it, and a struct of two arrays would be copied,
    /// each array retained and released, every time.
    final class Saved: @unchecked Sendable {  // immutable; the savers are kept alive by the plan's setters
        struct Step {
            let saver: Unmanaged<G8Saver>
            /// Where the value goes, from the start of the values.
            let offset: Int
            /// The index in `slots` of the step's object.
            let reference: Int
        }
        /// One for each set step, in order.
        let steps: ContiguousArray<Step>
        /// The slots of the objects set steps set values on, in the order first met, after the
        /// root's (slot 0), which is always first: a ``G8PlanValues`` buffer keeps its root as
        /// its first reference, whether or not a step sets a value on it.
        let slots: [Int]
        /// Where the objects that values are kept of start in `slots`: 0 when a step sets a
        /// value on the root, else 1 (``objects(made:)``).
        let objectsStart: Int
        let size: Int
        let alignment: Int
        /// Where the values and the references start in a ``G8PlanValues`` buffer, from the
        /// start of its elements (``G8PlanValues/layout(size:alignment:)``).
        let valuesStart: Int
        let referencesStart: Int
        /// Whether any value kept needs deinitializing: none does when every step's type is
        /// plain data (a number, a color), and releasing the kept values costs nothing then.
        let needsDestroying: Bool
        /// Whether a step's saver keeps more than its property's value (``G8Saver/keepsMore``):
        /// applying the style again over its own application may then not leave what applying
        /// it once does.
        let keepsMore: Bool

        init?(_ instructions: [Instruction], slotCount: Int, journalSteps: [(property: G8AnyProperty, modifiers: [String])]) {
            guard slotCount > 0 else { return nil }
            var steps = ContiguousArray<Step>(), slots = [0]
            steps.reserveCapacity(journalSteps.count)
            var references = [Int](repeating: -1, count: slotCount)
            references[0] = 0
            var size = 0, alignment = 1
            for instruction in instructions where instruction.from < 0 {
                guard steps.count < journalSteps.count, journalSteps[steps.count].modifiers.count <= 1,
                    let saver = instruction.setter?._withUnsafeGuaranteedRef({ $0.saver.map(Unmanaged.passUnretained) }),
                    instruction.slot >= 0, instruction.slot < slotCount
                else { return nil }
                let (saverSize, saverAlignment) = saver._withUnsafeGuaranteedRef { ($0.size, $0.alignment) }
                let offset = (size + saverAlignment - 1) / saverAlignment * saverAlignment
                size = offset + saverSize
                alignment = max(alignment, saverAlignment)
                if references[instruction.slot] < 0 {
                    references[instruction.slot] = slots.count
                    slots.append(instruction.slot)
                }
                steps.append(Step(saver: saver, offset: offset, reference: references[instruction.slot]))
            }
            guard steps.count == journalSteps.count else { return nil }
            (self.steps, self.slots, self.size, self.alignment) = (steps, slots, size, alignment)
            objectsStart = steps.contains { $0.reference == 0 } ? 0 : 1
            (valuesStart, referencesStart) = G8PlanValues.layout(size: size, alignment: alignment)
            needsDestroying = steps.contains { !$0.saver._withUnsafeGuaranteedRef(\.isPlainData) }
            keepsMore = steps.contains { $0.saver._withUnsafeGuaranteedRef(\.keepsMore) }
        }

        /// The positions, among a buffer's first `made` references, of the objects values are
        /// kept of: the root's reference, always first, is one of them only when a step sets a
        /// value on the root.
        @inline(__always)
        func objects(made: Int) -> Range<Int> { objectsStart..<max(objectsStart, made) }
    }
}
