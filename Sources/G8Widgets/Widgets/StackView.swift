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
