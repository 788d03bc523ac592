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
    }

    /// Applies the plan to `root`; nil when a child is missing or of another class than when
    /// the plan was recorded.
    func replay(on root: AnyObject) -> Int? {
        walk(root, setting: true, journal: nil) ? setCount : nil
    }

    /// Applies the plan to `root`, noting in `journal` the value each step replaces before
    /// setting it, as the interpreter does; nil when a child is missing or of another class,
    /// with `journal` holding what was set until then (an interpreter run after it with the
    /// same journal notes only the rest: the values noted first are the object's own).
    func replay(on root: AnyObject, journal: inout G8Journal) -> Int? {
        withUnsafeMutablePointer(to: &journal) { walk(root, setting: true, journal: $0) } ? setCount : nil
    }

    /// Whether every child the plan reaches is on `root` now, with the class it had when the
    /// plan was recorded; sets nothing.
    ///
    /// A plan is recorded only from an application with no diagnostic, so it is also the
    /// verdict of validating its style against objects of this shape: where the plan reaches
    /// the object, validation would find no error, and a strict engine replays without
    /// validating again (the verdict is dropped with the plan, when appliers change).
    func reaches(_ root: AnyObject) -> Bool {
        walk(root, setting: false, journal: nil)
    }

    /// Finds the children and, when `setting`, sets the values, in order; false when a child
    /// is missing or of another class.
    @inline(__always)
    private func walk(_ root: AnyObject, setting: Bool, journal: UnsafeMutablePointer<G8Journal>?) -> Bool {
        var setIndex = 0
        // The children found so far, on the stack for the usual few dozen slots, each retained
        // once when found and released at the end. Slot 0 is the root, which the caller keeps
        // alive: it is used as it is, never retained again (a retain is an atomic operation,
        // and a slow one for an object that anything references weakly).
        return withUnsafeTemporaryAllocation(of: Unmanaged<AnyObject>?.self, capacity: slotCount) { slots in
            slots.initialize(repeating: nil)
            slots[0] = Unmanaged.passUnretained(root)
            defer {
                for index in 1..<slots.count { slots[index]?.release() }
            }
            return withExtendedLifetime(self) {
                instructions.withUnsafeBufferPointer { steps in
                    for step in steps {
                        if !setting && step.from < 0 { continue }
                        guard let object = slots[step.from >= 0 ? step.from : step.slot] else { return false }
                        if step.from >= 0 && step.offset >= 0 {
                            // A stored child: the reference's bits, which the parent keeps alive,
                            // retained once for the slot.
                            let bits = object._withUnsafeGuaranteedRef {
                                UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque())
                                    .load(fromByteOffset: step.offset, as: UnsafeRawPointer?.self)
                            }
                            guard let bits else { return false }
                            let child = Unmanaged<AnyObject>.fromOpaque(bits)
                            guard child._withUnsafeGuaranteedRef({ ObjectIdentifier(type(of: $0)) }) == step.type
                            else { return false }
                            slots[step.slot] = child.retain()
                        } else if step.from >= 0 {
                            // A child an accessor returns, which may be the only reference to it
                            // (a provider can make its children on demand): the slot takes it
                            // over before it can go away.
                            guard let access = step.access else { return false }
                            let found = access._withUnsafeGuaranteedRef { call in
                                object._withUnsafeGuaranteedRef { call.function($0).object }
                            }
                            guard let found, ObjectIdentifier(type(of: found)) == step.type else { return false }
                            slots[step.slot] = Unmanaged.passRetained(found)
                        } else {
                            guard let setter = step.setter else { return false }
                            if let journal {
                                guard setIndex < journalSteps.count else { return false }
                                let noted = journalSteps[setIndex]
                                journal.pointee.record(object: object.takeUnretainedValue(), property: noted.property, modifiers: noted.modifiers)
                                setIndex += 1
                            }
                            let done = setter._withUnsafeGuaranteedRef { call in
                                object._withUnsafeGuaranteedRef { call.set($0) }
                            }
                            guard done else { return false }
                        }
                    }
                    return true
                }
            }
        }
    }
}

/// Records a plan while the interpreter applies a style.
struct G8PlanRecorder {
    private(set) var instructions: [G8Plan.Instruction]
    /// The functions the instructions call, which the plan keeps alive.
    private var calls: [any Sendable & AnyObject]
    /// For each set step, the property and modifiers it sets (``G8Plan/journalSteps``).
    private var journalSteps: [(property: G8AnyProperty, modifiers: [String])]
    /// For each child found so far (slot 1 on), the slot of its parent and its name: the same
    /// child reached by two keys (`layer.cornerRadius`, `layer.borderWidth`) is found once.
    /// A screen has a few dozen, so a scan that compares parents first beats hashing names.
    private var parents: [Int]
    private var names: [String]
    /// Each name's hash, compared before the name itself.
    private var hashes: [UInt64]
    /// Slot 0 is the root.
    var slotCount: Int { parents.count + 1 }
    /// Whether everything so far could be compiled.
    private(set) var isCompilable = true

    /// A recorder with room for a screen's worth of steps made up front, so that recording does
    /// not grow and rehash its tables as it goes.
    init() {
        instructions = []
        instructions.reserveCapacity(64)
        calls = []
        calls.reserveCapacity(64)
        journalSteps = []
        journalSteps.reserveCapacity(48)
        parents = []
        parents.reserveCapacity(32)
        names = []
        names.reserveCapacity(32)
        hashes = []
        hashes.reserveCapacity(32)
    }

    mutating func giveUp() {
        isCompilable = false
    }

    /// The slot of the child `name` of the object in slot `from`, when it was found before;
    /// `hash` is the name's ``G8NameHash/of(_:)``.
    func slot(from: Int, name: String, hash: UInt64) -> Int? {
        for index in parents.indices where parents[index] == from && hashes[index] == hash && names[index] == name {
            return index + 1
        }
        return nil
    }

    /// The interpreter found `child` named `name` on the object in slot `from`, which `access`
    /// finds again; returns the child's slot, or -1 once recording has given up.
    mutating func found(_ child: AnyObject, from: Int, name: String, hash: UInt64, access: G8Children.Access) -> Int {
        guard isCompilable else { return -1 }
        guard from >= 0, from < slotCount else {
            giveUp()
            return -1
        }
        let slot = slotCount
        parents.append(from)
        names.append(name)
        hashes.append(hash)
        let type = ObjectIdentifier(Swift.type(of: child))
        switch access {
        case .offset(let offset):
            instructions.append(G8Plan.Instruction(slot: slot, from: from, offset: offset, type: type, access: nil, setter: nil))
        case .function(let function):
            let call = G8Plan.AccessCall(function)
            calls.append(call)
            instructions.append(G8Plan.Instruction(
                slot: slot, from: from, offset: -1, type: type, access: Unmanaged.passUnretained(call), setter: nil))
        }
        return slot
    }

    /// The interpreter set a value through `setter`, `property` with `modifiers`, on the object
    /// in slot `slot`.
    mutating func set(_ setter: G8PreparedSetter, slot: Int, property: G8AnyProperty, modifiers: [String]) {
        guard isCompilable else { return }
        guard slot >= 0, slot < slotCount else { return giveUp() }
        calls.append(setter)
        journalSteps.append((property, modifiers))
        instructions.append(G8Plan.Instruction(
            slot: slot, from: -1, offset: -1, type: nil, access: nil, setter: Unmanaged.passUnretained(setter)))
    }

    func plan(for style: G8Style) -> G8Plan? {
        isCompilable
            ? G8Plan(style: style, instructions: instructions, calls: calls, slotCount: slotCount, journalSteps: journalSteps)
            : nil
    }
}
