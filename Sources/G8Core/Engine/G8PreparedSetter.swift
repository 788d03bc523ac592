/// A converted value bound to a property's setter: what the engine sets a value through when it
/// journals or records a plan, and what plans replay, through an unretained reference.
///
/// Preparing a value makes one of these and the function that holds the value, made where the
/// property is declared (``G8Property``'s initializers are inlinable), for its concrete types.
/// The function takes the object as `AnyObject` and nothing generic: replay calls straight into
/// that code. (A generic class holding the value, called through a method, went through a
/// reabstraction thunk to a function that took the value indirectly.)
@usableFromInline
final class G8PreparedSetter: Sendable {
    /// How to keep the value this setter replaces and put it back, typed; nil when the
    /// property has no such way (its object type is not a class, or it sets several states),
    /// and a journal notes the value as an entry.
    @usableFromInline let saver: G8Saver?
    /// Sets the value on `object`; false when `object` is not of the property's type.
    @usableFromInline let set: @Sendable (AnyObject) -> Bool

    @usableFromInline
    init(saver: G8Saver? = nil, set: @escaping @Sendable (AnyObject) -> Bool) {
        self.saver = saver
        self.set = set
    }
}
