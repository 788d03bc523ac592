/// A rectangular area with a layer and subviews, like `UIView`.
///
/// A view's `tintColor` is inherited from its superview while its own is `nil`, as in UIKit;
/// `backgroundColor` is its layer's background color. A view is in a window when it or one of
/// its ancestors is a ``Window``.
open class View: G8DefaultConstructible, G8ChildProviding {
    /// The layer that draws the view's background, border, corners and shadow.
    public let layer = Layer()
    private weak var _superview: View?
    private var _subviews: [View] = []
    private var _tintColor: Color?
    /// Decorators run on the view, for `redecorate()`.
    var _decorations: [(View) -> Void] = []

    /// The frame in the superview's coordinates.
    public var frame: Rect = .zero
    /// The opacity, from 0 to 1.
    public var alpha: Double = 1
    /// Whether the view is hidden.
    public var isHidden = false
    /// Whether touches reach the view.
    public var isUserInteractionEnabled = true
    /// How content fits the bounds.
    public var contentMode: ContentMode = .scaleToFill
    /// The margins for laying out content.
    public var layoutMargins = EdgeInsets(all: 8)
    /// A number to find the view by.
    public var tag = 0
    /// An identifier for UI tests and accessibility.
    public var accessibilityIdentifier: String?

    /// A view with every property at its default.
    public required init() {}

    /// The background color: the layer's.
    public var backgroundColor: Color? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }

    /// Whether content is clipped to the bounds: the layer's `masksToBounds`.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The tint: the view's own, else its superview's, else `Color.systemBlue`.
    /// Setting `nil` makes the view inherit again.
    public var tintColor: Color! {
        get { _tintColor ?? _superview?.tintColor ?? .systemBlue }
        set { _tintColor = newValue }
    }

    /// The tint set on this view itself, `nil` when it inherits.
    public var ownTintColor: Color? { _tintColor }

    /// The view that contains this one.
    public var superview: View? { _superview }
    /// The views this one contains, back to front.
    public var subviews: [View] { _subviews }
    /// The window the view is in, if any.
    public var window: Window? { (self as? Window) ?? _superview?.window }

    /// Adds `view` on top of the subviews, removing it from its old superview first.
    ///
    /// - Precondition: `view` is not this view or one of its ancestors.
    open func addSubview(_ view: View) {
        insertSubview(view, at: _subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range).
    ///
    /// - Precondition: `view` is not this view or one of its ancestors.
    open func insertSubview(_ view: View, at index: Int) {
        precondition(!isDescendant(of: view), "A view cannot be added to itself or to one of its subviews.")
        let wasInWindow = view.window != nil
        view.detachFromSuperview()
        _subviews.insert(view, at: min(max(index, 0), _subviews.count))
        view._superview = self
        if !wasInWindow, let window = view.window { view.notifyMovedToWindow(window) }
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        detachFromSuperview()
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let node = current {
            if node === view { return true }
            current = node._superview
        }
        return false
    }

    /// Called on the view and each of its subviews when it enters a window.
    open func didMoveToWindow() {}

    /// Called before `subview` is removed from this view.
    open func willRemoveSubview(_ subview: View) {}

    private func detachFromSuperview() {
        guard let parent = _superview else { return }
        parent.willRemoveSubview(self)
        parent._subviews.removeAll { $0 === self }
        _superview = nil
    }

    private func notifyMovedToWindow(_ window: Window) {
        window.viewDidEnter(self)
        didMoveToWindow()
        for subview in _subviews { subview.notifyMovedToWindow(window) }
    }

    /// `layer`, found without reflection.
    open func g8Child(named name: String) -> G8ChildLookup {
        name == "layer" ? .object(layer) : .notFound
    }
    /// The names of the children found without reflection.
    open var g8ChildNames: [String] { ["layer"] }
    /// The subviews.
    open var g8Subnodes: [AnyObject] { _subviews }
}
