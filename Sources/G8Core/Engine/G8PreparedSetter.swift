/// A converted value bound to a property's setter: what the engine sets a value through when it
/// journals or records a plan, and what plans replay, through an unretained reference.
///
/// Preparing a value makes one of these, one allocation; the property's setter, erased to take
/// any object, is made once per property.
@usableFromInline
class G8PreparedSetter: @unchecked Sendable {  // immutable: subclasses hold only lets
    @usableFromInline
    init() {}

    /// Sets the value on `object`; false when `object` is not of the property's type.
    @usableFromInline
    func set(_ object: AnyObject) -> Bool { false }
}
