/// A style compiled for one root type: the children to reach and the values to set, resolved
/// once, replayed without looking up names, searching appliers or converting values again.
///
/// A plan is recorded while the interpreter applies the style for the first time, and only
/// when that application was clean: no diagnostic, only property-form appliers, no decorator.
/// Each child is reached the way it was found then (the object's provider, declared outlets,
/// or reflection) and must have the same class as then (which is what lets setters skip the
/// dynamic cast to their object's type); if one is missing or different (a nil
/// outlet, a subclass), replay stops and the interpreter applies the whole style again from
/// the start, so the result and the report are exactly the interpreter's.
final class G8Plan: Sendable {
    enum Instruction: Sendable {
        /// Finds a child of the object in slot `from` and puts it in slot `slot`.
        case resolve(slot: Int, from: Int, access: @Sendable (AnyObject) -> G8ChildLookup, type: ObjectIdentifier)
        /// Sets a prepared value on the object in slot `slot`.
        case set(slot: Int, setter: @Sendable (AnyObject) -> Bool)
    }

    /// Keeps the style, so its identity (the cache key) is not reused while the plan lives.
    let style: G8Style
    let instructions: [Instruction]
    let slotCount: Int
    let setCount: Int

    init(style: G8Style, instructions: [Instruction], slotCount: Int) {
        self.style = style
        self.instructions = instructions
        self.slotCount = slotCount
        self.setCount = instructions.reduce(0) { count, instruction in
            if case .set = instruction { return count + 1 }
            return count
        }
    }

    /// Applies the plan to `root`; nil when a child is missing or of another class than when
    /// the plan was recorded.
    func replay(on root: AnyObject) -> Int? {
        var slots = ContiguousArray<AnyObject?>(repeating: nil, count: slotCount)
        slots[0] = root
        for instruction in instructions {
            switch instruction {
            case let .resolve(slot, from, access, type):
                guard let parent = slots[from], case .object(let child) = access(parent),
                    ObjectIdentifier(Swift.type(of: child)) == type
                else { return nil }
                slots[slot] = child
            case let .set(slot, setter):
                guard let object = slots[slot], setter(object) else { return nil }
            }
        }
        return setCount
    }
}

/// Records a plan while the interpreter applies a style.
struct G8PlanRecorder {
    private(set) var instructions: [G8Plan.Instruction] = []
    /// Slots by the keypath of the object they hold; the root is "".
    private var slots: [String: Int] = ["": 0]
    /// Whether everything so far could be compiled.
    private(set) var isCompilable = true

    var slotCount: Int { slots.count }

    mutating func giveUp() {
        isCompilable = false
    }

    /// The interpreter found `child` named `name` on the object at `parentPath`.
    mutating func found(_ child: AnyObject, named name: String, on parent: AnyObject, parentPath: String, childPath: String) {
        guard isCompilable, slots[childPath] == nil else { return }
        guard let from = slots[parentPath] else { return giveUp() }
        let slot = slots.count
        slots[childPath] = slot
        instructions.append(.resolve(
            slot: slot, from: from, access: G8Children.accessor(for: name, in: parent),
            type: ObjectIdentifier(type(of: child))))
    }

    /// The interpreter set a value through `setter` on the object at `objectPath`.
    mutating func set(_ setter: @escaping @Sendable (AnyObject) -> Bool, objectPath: String) {
        guard isCompilable else { return }
        guard let slot = slots[objectPath] else { return giveUp() }
        instructions.append(.set(slot: slot, setter: setter))
    }

    func plan(for style: G8Style) -> G8Plan? {
        isCompilable ? G8Plan(style: style, instructions: instructions, slotCount: slots.count) : nil
    }
}
