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
    /// One step of a plan: finds a child, or sets a prepared value.
    ///
    /// A flat struct rather than an enum with closure payloads: replay reads the one closure a
    /// step needs straight from the array, without copying and destroying a whole payload.
    struct Instruction: Sendable {
        /// The slot the step fills (a resolve) or the object it sets a value on (a set).
        let slot: Int
        /// For a resolve, the slot of the parent object; -1 for a set.
        let from: Int
        /// For a resolve, the class the child must have.
        let type: ObjectIdentifier?
        let access: (@Sendable (AnyObject) -> G8ChildLookup)?
        let setter: (@Sendable (AnyObject) -> Bool)?

        /// Finds a child of the object in slot `from` and puts it in slot `slot`.
        static func resolve(slot: Int, from: Int, access: @escaping @Sendable (AnyObject) -> G8ChildLookup,
                            type: ObjectIdentifier) -> Instruction {
            Instruction(slot: slot, from: from, type: type, access: access, setter: nil)
        }

        /// Sets a prepared value on the object in slot `slot`.
        static func set(slot: Int, setter: @escaping @Sendable (AnyObject) -> Bool) -> Instruction {
            Instruction(slot: slot, from: -1, type: nil, access: nil, setter: setter)
        }
    }

    /// Keeps the style, so its identity (the cache key) is not reused while the plan lives.
    let style: G8Style
    let instructions: ContiguousArray<Instruction>
    let slotCount: Int
    let setCount: Int

    init(style: G8Style, instructions: [Instruction], slotCount: Int) {
        self.style = style
        self.instructions = ContiguousArray(instructions)
        self.slotCount = slotCount
        self.setCount = instructions.count { $0.from < 0 }
    }

    /// Applies the plan to `root`; nil when a child is missing or of another class than when
    /// the plan was recorded.
    func replay(on root: AnyObject) -> Int? {
        // The children found so far, on the stack for the usual few dozen slots. Slot 0 is the
        // root, which the caller keeps alive: it is used as it is, never retained again (a
        // retain is costly for an object with weak references, as a theme manager's are).
        withUnsafeTemporaryAllocation(of: AnyObject?.self, capacity: slotCount) { slots in
            slots.initialize(repeating: nil)
            defer { slots.deinitialize() }
            return instructions.withUnsafeBufferPointer { steps in
                for index in steps.indices {
                    let from = steps[index].from
                    if from >= 0 {
                        let found: G8ChildLookup
                        if from == 0 {
                            guard let access = steps[index].access else { return nil }
                            found = access(root)
                        } else {
                            guard let parent = slots[from], let access = steps[index].access else { return nil }
                            found = access(parent)
                        }
                        guard case .object(let child) = found, ObjectIdentifier(type(of: child)) == steps[index].type
                        else { return nil }
                        slots[steps[index].slot] = child
                    } else {
                        guard let setter = steps[index].setter else { return nil }
                        let slot = steps[index].slot
                        if slot == 0 {
                            guard setter(root) else { return nil }
                        } else {
                            guard let object = slots[slot], setter(object) else { return nil }
                        }
                    }
                }
                return setCount
            }
        }
    }
}

/// Records a plan while the interpreter applies a style.
struct G8PlanRecorder {
    private(set) var instructions: [G8Plan.Instruction] = []
    /// Slots by the keypath of the object they hold; the root is "". Room for a screen's worth
    /// of children is made up front, so that recording does not rehash as it grows.
    private var slots: [String: Int] = {
        var slots = [String: Int](minimumCapacity: 32)
        slots[""] = 0
        return slots
    }()
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
