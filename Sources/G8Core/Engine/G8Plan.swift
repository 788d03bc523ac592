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
    /// an unretained reference, as it calls setters (``G8PreparedSetter``), without copying a
    /// closure out of the steps. Not generic, so that the closure is stored and called with its
    /// own signature rather than reabstracted as a generic value.
    final class AccessCall: Sendable {
        let function: @Sendable (AnyObject) -> G8ChildLookup
        init(_ function: @escaping @Sendable (AnyObject) -> G8ChildLookup) { self.function = function }
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
    /// The children are found once, for both: the walk that sets reads each stored child again
    /// and keeps the one the reaching walk retained when it is the same.
    func replayIfReached(_ root: AnyObject) -> Int? {
        walkIfReached(root, journal: nil) ? setCount : nil
    }
}
