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
            instructions.append(G8Plan.Instruction(slot: slot, from: from, type: type, call: call))
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
        instructions.append(G8Plan.Instruction(slot: slot, setter: setter))
    }

    /// The plan recorded for `style` applied to an object of class `rootType`; nil when the
    /// application could not be compiled.
    func plan(for style: G8Style, rootType: AnyObject.Type) -> G8Plan? {
        isCompilable
            ? G8Plan(style: style, instructions: instructions, calls: calls, slotCount: slotCount, journalSteps: journalSteps)
            : nil
    }
}
