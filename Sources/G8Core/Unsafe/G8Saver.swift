/// How to keep a property's value in memory a journal owns, typed, and put it back: what a
/// journaled replay notes before each step sets a value (``G8PlanValues``), with no box, no
/// dynamic cast and no reference per value.
///
/// Made where the property is declared (the initializer is inlinable), so the closures are
/// compiled for its concrete types. The memory is raw: each closure treats it as one `Saved`,
/// which is how ``G8PlanValues`` lays it out (see its invariants).
///
/// Invariant: `save`, `putBack` and `box` are given memory that holds a `Saved` where
/// ``G8PlanValues`` laid one out (initialized, except for `save` and `unbox`, which initialize
/// it), and `save` and `putBack` an object of the property's class that the caller keeps alive
/// (``G8Unsafe/withObject(_:as:_:)``).
@usableFromInline
final class G8Saver: Sendable {
    /// The size and alignment of the value kept: 1 for plain data, kept unaligned.
    @usableFromInline let size: Int
    @usableFromInline let alignment: Int
    /// Whether the value is plain data (`_isPOD`): no reference in it, nothing to do to
    /// deinitialize it.
    @usableFromInline let isPlainData: Bool
    /// Initializes the memory with the property's value on the object.
    @usableFromInline let save: @Sendable (AnyObject, UnsafeMutableRawPointer) -> Void
    /// Sets the value in the memory back on the object.
    @usableFromInline let putBack: @Sendable (AnyObject, UnsafeMutableRawPointer) -> Void
    /// Deinitializes the memory.
    @usableFromInline let destroy: @Sendable (UnsafeMutableRawPointer) -> Void
    /// The value in the memory, as a journal entry holds it (``G8AnyProperty/read(_:_:)``).
    @usableFromInline let box: @Sendable (UnsafeMutableRawPointer) -> Any
    /// Initializes the memory with a value a journal entry holds, when it is one of the
    /// property's values (an empty optional of any type is an empty one); false, leaving the
    /// memory as it was, when it is not.
    @usableFromInline let unbox: @Sendable (Any, UnsafeMutableRawPointer) -> Bool
    /// Whether it keeps more than the property's own value (``G8Property/init(_:get:set:validate:keep:putBack:)``):
    /// the property's setter changes other properties too, so setting it again to a new value
    /// does not undo what the last one changed.
    @usableFromInline let keepsMore: Bool

    /// A saver of values of type `Saved` of objects of class `Object`, read by `get` and
    /// written by `set`. The closures take the object as `AnyObject`, neither checked nor
    /// retained: a plan's walk checked its class when it found it, and a journal holds it
    /// through a reference that says it exists and a strong reference while it is used
    /// (``G8Unsafe/withObject(_:as:_:)``).
    @inlinable
    init<Object: AnyObject, Saved>(
        of type: Object.Type, get: @escaping @Sendable (Object) -> Saved, set: @escaping @Sendable (Object, Saved) -> Void,
        keepsMore: Bool = false
    ) {
        self.keepsMore = keepsMore
        size = MemoryLayout<Saved>.size
        isPlainData = _isPOD(Saved.self)
        guard !isPlainData else {
            // Plain data is kept unaligned, packed at its size rather than its stride: an
            // optional color takes 33 bytes, not 40, and an optional number 9, not 16.
            // `storeBytes` and `loadUnaligned` copy its bytes, at any address.
            alignment = 1
            save = { object, memory in memory.storeBytes(of: G8Unsafe.withObject(object, as: Object.self, get), as: Saved.self) }
            putBack = { object, memory in
                G8Unsafe.withObject(object, as: Object.self) { set($0, memory.loadUnaligned(as: Saved.self)) }
            }
            destroy = { _ in }
            box = { memory in memory.loadUnaligned(as: Saved.self) as Any }
            unbox = { value, memory in
                guard let typed = value as? Saved else { return false }
                memory.storeBytes(of: typed, as: Saved.self)
                return true
            }
            return
        }
        alignment = MemoryLayout<Saved>.alignment
        save = { object, memory in
            memory.bindMemory(to: Saved.self, capacity: 1).initialize(to: G8Unsafe.withObject(object, as: Object.self, get))
        }
        putBack = { object, memory in
            G8Unsafe.withObject(object, as: Object.self) { set($0, memory.assumingMemoryBound(to: Saved.self).pointee) }
        }
        destroy = { memory in memory.assumingMemoryBound(to: Saved.self).deinitialize(count: 1) }
        box = { memory in memory.assumingMemoryBound(to: Saved.self).pointee as Any }
        unbox = { value, memory in
            guard let typed = value as? Saved else { return false }
            memory.bindMemory(to: Saved.self, capacity: 1).initialize(to: typed)
            return true
        }
    }
}
