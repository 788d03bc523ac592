/// An object that names its children without reflection.
///
/// The engine finds a keypath component such as `layer` in `"innerView.layer"` by asking the
/// object first, then, when the object does not know the name, by reflecting over the stored
/// properties of its class and every superclass. Widgets adopt this protocol so that lookups
/// are fast and so that computed children (a view's `layer`, a button's `titleLabel`) are found.
///
/// ```swift
/// final class Card: View {
///     let title = Label()
///     override func g8Child(named name: String) -> G8ChildLookup {
///         name == "title" ? .object(title) : super.g8Child(named: name)
///     }
/// }
/// ```
public protocol G8ChildProviding: AnyObject, SendableMetatype {
    /// The child named `name`, or ``G8ChildLookup/notFound`` to let reflection look.
    func g8Child(named name: String) -> G8ChildLookup
    /// The names this object provides, for suggestions and dumps.
    var g8ChildNames: [String] { get }
    /// Children without names, such as a view's subviews, in order: dumps list them.
    var g8Subnodes: [AnyObject] { get }
}

extension G8ChildProviding {
    /// No unnamed children.
    public var g8Subnodes: [AnyObject] { [] }
}
