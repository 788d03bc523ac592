/// A converted value bound to a property's setter: what the engine sets a value through when it
/// journals or records a plan, and what plans replay, through an unretained reference.
///
/// Preparing a value makes one of these, one allocation; the property's setter, erased to take
/// any object, is made once per property.
@usableFromInline
class G8PreparedSetter: @unchecked Sendable {  // immutable: subclasses hold only lets
    /// How to keep the value this setter replaces and put it back, typed; nil when the
    /// property has no such way (its object type is not a class, or it sets several states),
    /// and a journal notes the value as an entry.
    @usableFromInline let saver: G8Saver?

    @usableFromInline
    init(saver: G8Saver? = nil) { self.saver = saver }

    /// Sets the value on `object`; false when `object` is not of the property's type.
    @usableFromInline
    func set(_ object: AnyObject) -> Bool { false }
}
