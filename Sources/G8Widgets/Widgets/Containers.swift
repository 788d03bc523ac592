/// A view that lines up its arranged subviews in a row or a column, like `UIStackView`.
open class StackView: View {
    private var _arranged: [View] = []

    /// The direction views are laid out in.
    public var axis: Axis = .horizontal
    /// The space between views.
    public var spacing: Double = 0
    /// How views are aligned across the axis.
    public var alignment: StackAlignment = .fill
    /// How views are sized along the axis.
    public var distribution: StackDistribution = .fill
    /// Whether layout follows the layout margins.
    public var isLayoutMarginsRelativeArrangement = false

    /// A stack view with every property at its default.
    public required init() {}

    /// A stack view arranging `views`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init()
        views.forEach(addArrangedSubview)
    }

    /// The views laid out, in order.
    public var arrangedSubviews: [View] { _arranged }

    /// Adds a view to the end of the arrangement and as a subview.
    public func addArrangedSubview(_ view: View) {
        _arranged.removeAll { $0 === view }
        _arranged.append(view)
        addSubview(view)
    }

    /// Removes a view from the arrangement; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        _arranged.removeAll { $0 === view }
    }

    /// A subview that leaves the stack view also leaves the arrangement, as in UIKit.
    open override func willRemoveSubview(_ subview: View) {
        removeArrangedSubview(subview)
        super.willRemoveSubview(subview)
    }
}

/// A bar at the top of a screen with a title, like `UINavigationBar`.
open class NavigationBar: View {
    /// The title shown.
    public var title: String?
    /// The bar's fill color.
    public var barTintColor: Color?
    /// Whether the bar is translucent.
    public var isTranslucent = true
    /// The title's color; black when nil.
    public var titleTextColor: Color?
    /// The title's font; the 17-point semibold system font when nil.
    public var titleFont: Font?
    /// The large title's color; black when nil.
    public var largeTitleTextColor: Color?
    /// The bar's background image.
    public var backgroundImage: Image?
    /// The image under the bar.
    public var shadowImage: Image?

    /// A navigation bar with every property at its default.
    public required init() {}
}

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
