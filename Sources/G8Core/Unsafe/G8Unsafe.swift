// The engine's unsafe fast paths, all in this folder. Each one skips a check or a reference count
// that safe Swift would make, because the engine has already made sure of what the check tests.
// The invariants, which every change to the engine must keep:
//
// 1. Casts without a check (`G8Unsafe.cast`, `G8Unsafe.downcast`, `G8Unsafe.withObject`, and
//    `G8Unsafe.preparedApply`, which lets a function of a setter's and an object's own classes
//    take any setter and any object).
//    A setter's object is cast unchecked only when its applier matched the object's class, or
//    a plan checked the class (`ObjectIdentifier` of its dynamic type) when it found the object,
//    or a set, or a journal's read or restore, found the property's class among the object's
//    class and its superclasses (`G8AnyProperty.isInstance`); a prepared setter's `apply`
//    (made by `preparedApply`) takes the setter it is called with only as the `G8ValueSetter`
//    made with it, in the same `prepare`, and for a property of a class, the object as that
//    class (a property of any other type casts it, checked); a
//    value is bit-cast to `Double` or `Int` only after a test that its static type is that
//    type, and a style value to `String` only after a test that its dynamic type is that
//    type (`G8StringValue.of(_:)` in G8Widgets). A class
//    that only conforms to a provider protocol is downcast only from a `G8ChildClass` made for
//    that very class.
//    No `@inlinable` code of G8Property makes an unchecked cast: it is compiled into the
//    modules that declare properties, and the unchecked part, `preparedApply`, is compiled
//    here, in G8Core, while the closure it takes stays compiled for the concrete types.
// 2. Unretained references (`G8Reference`, the steps of a plan, `G8Plan.Instruction` and
//    `G8Plan.Saved.Step`, whose calls and savers the plan's `calls` keep alive, and the slots
//    and calls of `G8Plan.walk` and `G8Plan.walkIfReached`, and the plan
//    `G8PlanValues.withObjects` reads from its buffer's header, which the buffer keeps alive
//    for the call: the caller holds the buffer). An object is
//    used through an unretained reference only while something else keeps it alive: the root by
//    the caller of the run, a stored child by the parent it was read from (and the slot retains
//    it at once), a setter or accessor by the plan's `calls`, the buffer a journaled walk keeps
//    values in by the journal it writes to (the caller's own, held `inout` for the
//    whole run, which no setter can reach). A journal's or manager's object
//    (`G8Reference`) is held by an unowned reference, which keeps its memory, though not the
//    object, until the reference goes; it is used only after the runtime's own test
//    (`swift_isDeallocating`, wrapped by the `G8Runtime` C target) says it has not begun
//    deinitializing, and a strong reference is taken before anything is set on it. Its address
//    is compared, and read as its identity, without a count: no other object can have it
//    meanwhile. Like the widgets, a journal or manager belongs to one thread at a time, so the
//    object cannot begin deinitializing between the test and the retain.
// 3. Field offsets (`G8Fields`). A stored reference is read at a byte offset from the runtime's
//    field metadata only after the bits found there were seen to be the very object `Mirror`
//    found for that field, which rules out weak, unowned and computed fields; a read checks the
//    class of what it finds before using it, unless its bits are those of the object a slot of
//    the same walk holds retained, whose class was checked when the slot was filled.
// 4. Typed values in raw memory (`G8PlanValues`, `G8Saver`). A journaled replay keeps the
//    value each set step replaces in one buffer laid out by the plan (`G8Plan.Saved`): step
//    i's value is a `Saved` of its saver's type at its offset, aligned for it (plain data at
//    any address: its saver copies its bytes in and out, with `storeBytes` and
//    `loadUnaligned`, and never binds the memory), and the region holds nothing else for the
//    buffer's life. The references follow the values, aligned for a pointer: the root's first,
//    initialized when the buffer is made (after its elements are seen where the layout put
//    them), then the others, initialized in the order the steps first meet their objects, so
//    the first `references` of them are. Where each region starts the plan works out once, for
//    elements at a fixed distance from a 16-byte boundary, which every buffer made is checked
//    to have. A value is initialized when its step runs (or, for a journal the interpreter
//    made, from its entry, after a cast to the step's type), and only the first `count` values
//    (the steps that ran) are read, put back or deinitialized. A reference's 8 bytes are read
//    as its object's `ObjectIdentifier` (the same pointer, the same size and stride); the
//    root's is found at the header's `rootStart` and tested as invariant 2 says before its
//    object is used. A buffer without a plan (a theme manager's registration whose journal
//    holds entries, or nothing) holds the root's reference at the first address aligned for
//    one and a `G8Journal?` at the next address aligned for it, both initialized when it is
//    made and deinitialized with it.
// 5. G8Live's own: in its header (G8Live/Unsafe/G8LiveUnsafe.swift).
// 6. A string's bits as its identity (`G8Unsafe.bits(of:)`, `G8StringCache`). Two native strings with the same
//    16 bytes have the same contents: a small string holds its bytes in them, any other the
//    same count and flags and the same immutable storage. Only that direction is used (equal
//    bits, equal strings; unequal bits say nothing), and a table keyed by bits keeps the
//    string itself, so its storage cannot be freed and its address reused by another string
//    while the entry exists.
// 7. Elements moved, not copied (`G8MoveStack`, in G8Themes). The stack's buffer holds exactly
//    `count` initialized elements, at its start; pushing initializes the next one, and popping
//    moves the top ones into a new array's uninitialized storage (after which the stack counts
//    them no longer, so it never deinitializes them) or deinitializes them; a member's key
//    and its offset are read in place only at a position below `count`. Its deinit deinitializes the
//    `count` it still holds: a parse that fails midway leaks nothing.
// 8. A document's bytes read through a pointer (`G8JSONBytes`). The pointer is an array's
//    own, lent for one call (`withUnsafeBufferPointer`), and the parser that reads it lives
//    inside that call. Every index read is compared with the count first (debug builds check
//    it again), and a comparison with a known string (`memcmp`) covers only bytes below the
//    count. A theme's ordered names (`G8OrderedNames.equal`) are compared with `memcmp` too,
//    within one stored name, whose length is compared first, and through base addresses
//    tested for nil, not unwrapped.
// 10. The hand-made hash table (`G8Table`): safe Swift, with its invariants and the argument
//    that no input can make it slow in its own file.
// 11. Work run on another thread while its caller waits, and a thread's stack bounds read
//    through glibc's `pthread_getattr_np` (`G8Stack`): in G8Stack.swift, with its invariants.
//
// Everything else in the engine is safe Swift. The file watcher's inotify buffer and the
// remote cache's checksum read raw bytes too, each within one buffer it owns.

/// Unchecked conversions whose conditions the caller has already checked (see the header above).
@usableFromInline
package enum G8Unsafe {
    /// A string's 16 bytes, equal for two strings only when their contents are (invariant 6).
    /// Inlinable: G8Themes reads them for every key and reference a load looks up.
    @inlinable @inline(__always)
    package static func bits(of string: String) -> (UInt64, UInt64) {
        unsafeBitCast(string, to: (UInt64, UInt64).self)
    }

    /// `value` as `T`, which the caller has checked is its type.
    @inlinable @inline(__always)
    package static func cast<Value, T>(_ value: Value, to type: T.Type) -> T {
        unsafeBitCast(value, to: T.self)
    }

    /// `apply`, written for the setter's own class and the object's, as a prepared setter's
    /// function (`G8PreparedSetter.apply`), which its callers call only with the setter it was
    /// made with and with objects of class `Object` (invariant 1): the same function, not a
    /// wrapper, so a call costs what it did.
    ///
    /// Both parameters are class references, passed as one pointer, without a count, whatever
    /// their static types, and `Bool` is returned directly: the two function types call alike.
    /// Not inlinable, so that the conversion is compiled in G8Core only; `apply` itself is
    /// compiled where the property is declared, for its concrete types. The function is cast
    /// as the one field of a struct: cast as a value of a generic type itself, it would be
    /// wrapped in and out of the form that passes everything indirectly, two thunks a call.
    @usableFromInline
    static func preparedApply<Setter: G8PreparedSetter, Object: AnyObject>(
        _ apply: @escaping @Sendable (Setter, Object) -> Bool
    ) -> @Sendable (G8PreparedSetter, AnyObject) -> Bool {
        unsafeBitCast(TypedApply(body: apply), to: ErasedApply.self).body
    }

    /// A prepared setter's function of its own classes, and as `G8PreparedSetter.apply` takes
    /// it, for ``preparedApply(_:)``.
    private struct TypedApply<Setter: G8PreparedSetter, Object: AnyObject> {
        let body: @Sendable (Setter, Object) -> Bool
    }
    private struct ErasedApply {
        let body: @Sendable (G8PreparedSetter, AnyObject) -> Bool
    }

    /// `object` as `T`, a class the caller has checked `object` is an instance of.
    @inlinable @inline(__always)
    static func downcast<T: AnyObject>(_ object: AnyObject, to type: T.Type) -> T {
        unsafeDowncast(object, to: T.self)
    }

    /// Calls `body` with `object` as `T`, neither checked nor retained: the caller has checked
    /// its class and keeps it alive for the call.
    @inlinable @inline(__always)
    static func withObject<T: AnyObject, Result>(_ object: AnyObject, as type: T.Type, _ body: (T) -> Result) -> Result {
        Unmanaged<T>.fromOpaque(Unmanaged.passUnretained(object).toOpaque())._withUnsafeGuaranteedRef(body)
    }
}
