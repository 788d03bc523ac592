/// The owner of a screen's view, like `UIViewController`.
///
/// Declare a controller's widgets as stored properties (outlets); styles reach them by name,
/// including outlets declared in a superclass.
open class ViewController: G8DefaultConstructible, G8ChildProviding {
    /// The root view of the screen.
    public var view = View()
    /// The screen's title.
    public var title: String?
    private var _children: [ViewController] = []

    /// A controller with an empty view.
    public required init() {}

    /// The child controllers.
    public var children: [ViewController] { _children }

    /// Adds a child controller; add its view to the hierarchy yourself, as in UIKit.
    public func addChild(_ child: ViewController) {
        if !_children.contains(where: { $0 === child }) { _children.append(child) }
    }

    /// `view`, found without reflection.
    open func g8Child(named name: String) -> G8ChildLookup {
        name == "view" ? .object(view) : .notFound
    }
    /// The names of the children found without reflection.
    open var g8ChildNames: [String] { ["view"] }
    /// The child controllers.
    open var g8Subnodes: [AnyObject] { _children }
}
