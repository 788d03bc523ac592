/// A stack whose top elements leave it as an array by moving, not copying: what the JSON parser
/// keeps the members and items of the objects and arrays it is reading in, innermost last.
///
/// ## Invariants
/// - The buffer holds exactly `count` initialized elements, at its start; pushing initializes
///   the next one, and popping moves the top ones into a new array's storage (after which the
///   stack counts them no longer, so it never deinitializes them) or deinitializes them.
/// - A member's key offset is read in place only at a position below `count` (checked).
/// - Its deinit deinitializes the `count` it still holds: a parse that fails midway leaks
///   nothing.
///
/// `Array(stack[base...])` and `removeSubrange(base...)` would copy each member, key and value,
/// and then destroy the original, for every member of every object a load reads; an array
/// popped element by element into another checks its uniqueness and the exclusive access of
/// the class's property at each one. Moving each element into the new array copies and
/// destroys nothing.
///
/// A class, so that the parser, a struct that is copied in places, shares one buffer and the
/// buffer is freed once. It belongs to one parser, and so to one thread.
///
/// Declared in the module of the parser that uses it: a generic class's methods called from
/// another module are neither inlined nor specialized, so each push and pop would look up the
/// element type's metadata, copy the element through its value witnesses and check exclusive
/// access at run time, for every member and item of a document.
final class G8MoveStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements the stack holds: the first `count` of the buffer are initialized.
    private(set) var count = 0

    init() {
        capacity = 16
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Puts `element` on top.
    @inline(__always)
    func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    private func grow() {
        let larger = capacity * 2
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        moved.moveInitialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }

    /// Destroys the elements from position `start` to the top; the stack keeps the first `start`.
    func removeAll(from start: Int) {
        precondition(start >= 0 && start <= count, "G8MoveStack: no element at \(start)")
        (base + start).deinitialize(count: count - start)
        count = start
    }

    /// The elements from position `start` to the top, in order, moved out into an array of
    /// exactly their number; the stack keeps the first `start`.
    func popArray(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count, "G8MoveStack: no element at \(start)")
        let moving = count - start
        guard moving > 0 else { return [] }
        // Reserved, then appended to: `Array(unsafeUninitializedCapacity:)` allocates through
        // a stdlib function that is not specialized, which looks up the array's storage type
        // on every call.
        var array: [Element] = []
        array.reserveCapacity(moving)
        for position in start..<count { array.append((base + position).move()) }
        count = start
        return array
    }
}

extension G8MoveStack where Element == G8JSONMember {
    /// Where the key of the member at `position`, one of the first ``count``, is written: read
    /// in place, without copying the member's key and value.
    func keyOffset(at position: Int) -> Int32 {
        precondition(position >= 0 && position < count, "G8MoveStack: no element at \(position)")
        return base[position].keyOffset
    }

    /// The key of the member at `position`, one of the first ``count``, read in place.
    func key(at position: Int) -> String {
        precondition(position >= 0 && position < count, "G8MoveStack: no element at \(position)")
        return base[position].key
    }
}
