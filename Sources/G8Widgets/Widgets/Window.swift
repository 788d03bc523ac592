/// The root of a view tree on screen, like `UIWindow`.
///
/// Views added to a window, directly or inside another view, are told with `didMoveToWindow`.
open class Window: View {
    private var _rootViewController: ViewController?
    private var _observers: [(View) -> Void] = []

    /// Whether ``makeKeyAndVisible()`` was called.
    public private(set) var isKeyWindow = false

    /// A window with every property at its default.
    public required init() {}

    /// The controller whose view fills the window; setting it adds its view.
    public var rootViewController: ViewController? {
        get { _rootViewController }
        set {
            _rootViewController?.view.removeFromSuperview()
            _rootViewController = newValue
            if let view = newValue?.view { addSubview(view) }
        }
    }

    /// Shows the window.
    public func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    /// Calls `observer` with every view that enters this window from now on.
    public func observeViewsEntering(_ observer: @escaping (View) -> Void) {
        _observers.append(observer)
    }

    func viewDidEnter(_ view: View) {
        for observer in _observers { observer(view) }
    }

    /// `rootViewController` and `layer`, found without reflection.
    open override func g8Child(named name: String) -> G8ChildLookup {
        if name == "rootViewController" { return _rootViewController.map { .object($0) } ?? .isNil }
        return super.g8Child(named: name)
    }
    /// The names of the children found without reflection.
    open override var g8ChildNames: [String] { super.g8ChildNames + ["rootViewController"] }
}
