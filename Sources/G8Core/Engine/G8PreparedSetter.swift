/// A converted value bound to a property's setter: what the engine sets a value through when it
/// journals or records a plan, and what plans replay, through an unretained reference.
///
/// Preparing a value makes one of these, a ``G8ValueSetter`` holding the value: one allocation.
/// Its function, `apply`, is made once per property where the property is declared
/// (``G8Property``'s initializers are inlinable), for its concrete types, and is called with
/// the setter itself, whose value it reads: it takes nothing generic, so replay calls straight
/// into that code. (A generic class's method, called through the class, would reach code that
/// takes the value indirectly; a function holding the value would add an allocation to every
/// value prepared.)
@usableFromInline
class G8PreparedSetter: @unchecked Sendable {  // immutable: it and its subclass hold only lets
    /// How to keep the value this setter replaces and put it back, typed; nil when the
    /// property has no such way (its object type is not a class, or it sets several states),
    /// and a journal notes the value as an entry.
    @usableFromInline let saver: G8Saver?
    /// Sets the value of the setter it is called with, which must be the ``G8ValueSetter`` it
    /// was made with (``G8Unsafe/preparedApply(_:)``), on the object.
    @usableFromInline let apply: @Sendable (G8PreparedSetter, AnyObject) -> Bool

    @usableFromInline
    init(saver: G8Saver?, apply: @escaping @Sendable (G8PreparedSetter, AnyObject) -> Bool) {
        self.saver = saver
        self.apply = apply
    }

    /// Sets the value on `object`; false when `object` is not of the property's type.
    @inline(__always)
    final func set(_ object: AnyObject) -> Bool { apply(self, object) }
}

/// A prepared setter's value, of the type its property's `apply` reads.
@usableFromInline
final class G8ValueSetter<Value: Sendable>: G8PreparedSetter, @unchecked Sendable {
    @usableFromInline let value: Value

    @usableFromInline
    init(_ value: Value, saver: G8Saver?, apply: @escaping @Sendable (G8PreparedSetter, AnyObject) -> Bool) {
        self.value = value
        super.init(saver: saver, apply: apply)
    }
}
