/// A style compiled for one root type: the children to reach and the values to set, resolved
/// once, replayed without looking up names, searching appliers or converting values again.
///
/// A plan is recorded while the interpreter applies the style to the class for the second
/// time (the first only notes it, ``G8Registry/PlanEntry/seen(_:)``: most styles meet a class
/// once), and only when that application was clean: no diagnostic, only property-form
/// appliers, no decorator.
/// Each child is reached the way it was found then (the object's provider, declared outlets,
/// or reflection) and must have the same class as then (which is what lets setters skip the
/// dynamic cast to their object's type); if one is missing or different (a nil
/// outlet, a subclass), replay stops and the interpreter applies the whole style again from
/// the start, so the result and the report are exactly the interpreter's.
package final class G8Plan: Sendable {
    /// A child accessor a plan calls, in a class of its own so that replay can call it through
    /// an unretained reference, as it calls setters (``G8PreparedSetter``): copying a closure
    /// out of the steps would retain and release its context, an atomic operation each, on
    /// every step. (Not generic: a closure stored as a generic value is called through a
    /// reabstraction thunk.)
    final class AccessCall: Sendable {
        let function: @Sendable (AnyObject) -> G8ChildLookup
        init(_ function: @escaping @Sendable (AnyObject) -> G8ChildLookup) { self.function = function }
    }

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

    /// Keeps the style, so its identity (the cache key) is not reused while the plan lives.
    let style: G8Style
    let instructions: ContiguousArray<Instruction>
    /// Owns the functions the instructions call.
    private let calls: [any Sendable & AnyObject]
    let slotCount: Int
    let setCount: Int
    /// For each set step, in order, the property and the state modifiers it sets: what a
    /// journaled replay notes the value of before setting it.
    let journalSteps: [(property: G8AnyProperty, modifiers: [String])]
    /// Where a journaled replay keeps the value each set step replaces, typed
    /// (``G8PlanValues``); nil when a step's property cannot keep its value so (its saver is
    /// nil, or it sets several states), and a journaled replay notes entries instead.
    let saved: Saved?

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
        /// The slots of the objects set steps set values on, in the order first met.
        let slots: [Int]
        let size: Int
        let alignment: Int
        /// Where the values and the references start in a ``G8PlanValues`` buffer, from the
        /// start of its elements (``G8PlanValues/layout(size:alignment:)``).
        let valuesStart: Int
        let referencesStart: Int
        /// Whether any value kept needs deinitializing: none does when every step's type is
        /// plain data (a number, a color), and releasing the kept values costs nothing then.
        let needsDestroying: Bool

        init?(_ instructions: [Instruction], slotCount: Int, journalSteps: [(property: G8AnyProperty, modifiers: [String])]) {
            var steps = ContiguousArray<Step>(), slots: [Int] = []
            steps.reserveCapacity(journalSteps.count)
            var references = [Int](repeating: -1, count: slotCount)
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
            (valuesStart, referencesStart) = G8PlanValues.layout(size: size, alignment: alignment)
            needsDestroying = steps.contains { !$0.saver._withUnsafeGuaranteedRef(\.isPlainData) }
        }
    }

    init(
        style: G8Style, instructions: [Instruction], calls: [any Sendable & AnyObject], slotCount: Int,
        journalSteps: [(property: G8AnyProperty, modifiers: [String])]
    ) {
        self.style = style
        self.journalSteps = journalSteps
        self.instructions = ContiguousArray(instructions)
        self.calls = calls
        self.slotCount = slotCount
        self.setCount = instructions.count { $0.from < 0 }
        self.saved = Saved(instructions, slotCount: slotCount, journalSteps: journalSteps)
    }

    /// Applies the plan to `root`; nil when a child is missing or of another class than when
    /// the plan was recorded.
    func replay(on root: AnyObject) -> Int? {
        walk(root, setting: true) ? setCount : nil
    }

    /// Whether every child the plan reaches is on `root` now, with the class it had when the
    /// plan was recorded; sets nothing.
    ///
    /// A plan is recorded only from an application with no diagnostic, so it is also the
    /// verdict of validating its style against objects of this shape: where the plan reaches
    /// the object, validation would find no error, and a strict engine replays without
    /// validating again (the verdict is dropped with the plan, when appliers change).
    func reaches(_ root: AnyObject) -> Bool {
        walk(root, setting: false)
    }

    /// What `reaches(root)` and then `replay(on: root)` do, in one walk (a strict engine's
    /// repeated application): nil when the plan does not reach every child (nothing is set),
    /// or when a setter changed what a later step reaches (what was set before stays set).
    /// The children are found once, for both: the second pass reads each stored child again
    /// and keeps the one the first pass retained when it is the same.
    func replayIfReached(_ root: AnyObject) -> Int? {
        walkIfReached(root, journal: nil) ? setCount : nil
    }

    /// ``replayIfReached(_:)``, noting in `journal` the value each step replaces before setting
    /// it, as the interpreter does: nil when the plan does not reach every child (nothing is
    /// set, nothing noted), or when a setter changed what a later step reaches (what was set
    /// before stays set, and noted; an interpreter run after it with the same journal notes
    /// only the rest: the values noted first are the object's own).
    ///
    /// Every journaled replay (a theme manager's registrations and switches) takes this walk,
    /// not ``replay(on:)``'s: finding every child first, in a loop of a few instructions each,
    /// lets the processor fetch a new screen's widgets from memory side by side, where setting
    /// them in between would wait for each widget in turn.
    func replayIfReached(_ root: AnyObject, journal: inout G8Journal) -> Int? {
        withUnsafeMutablePointer(to: &journal) { walkIfReached(root, journal: $0) } ? setCount : nil
    }
}
