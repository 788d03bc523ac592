/// A style value that styles the object its key names by itself, such as a decorator:
/// `"title": G8Decorator<Label>.headline`.
public protocol G8ObjectDecorating: G8Value {
    /// The type of object the value styles, as diagnostics name it.
    var g8DecoratedTypeName: String { get }
    /// Styles `object`; returns false, changing nothing, when it is not of the decorated type.
    func g8Decorate(_ object: AnyObject) -> Bool
    /// Whether `object` is of the decorated type; used when validating, without styling it.
    func g8CanDecorate(_ object: AnyObject) -> Bool
}
