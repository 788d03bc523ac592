/// A class whose instances can be made without arguments: dumps compare an object with a new
/// instance of its class to show only the properties that differ from the defaults.
public protocol G8DefaultConstructible: AnyObject {
    /// A new instance with every property at its default.
    init()
}
