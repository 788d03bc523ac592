/// A typed, reusable styling closure for one widget class, chainable on a widget and re-run on
/// demand, as Vivid UI's view decorators.
///
/// ```swift
/// extension G8Decorator where View == Label {
///     static let headline = G8Decorator { $0.font = .boldSystemFont(ofSize: 22) }
///     static let multiline = G8Decorator { $0.numberOfLines = 0 }
/// }
/// let title = Label().decorated(with: .headline).decorated(with: .multiline)
/// title.redecorate()                                   // e.g. after a theme switch
/// let style: G8Style = ["title": G8Decorator<Label>.headline]   // in a style, too
/// ```
///
/// A widget remembers the decorators it was decorated with, in order, and `redecorate()` runs
/// them again. A decorator in a style styles the object its key names; given an object of
/// another type it reports an error and changes nothing.
public struct G8Decorator<View: G8Widgets.View>: G8ObjectDecorating {
    let body: @Sendable (View) -> Void

    /// A decorator from a closure that styles the widget.
    public init(_ body: @escaping @Sendable (View) -> Void) {
        self.body = body
    }

    /// A decorator that runs each of `decorators` in order.
    public init(_ decorators: [G8Decorator<View>]) {
        self.body = { view in decorators.forEach { $0.body(view) } }
    }

    /// Runs the decorator on `view` without remembering it.
    public func callAsFunction(_ view: View) {
        body(view)
    }

    /// The decorated class's name.
    public var g8DecoratedTypeName: String { String(describing: View.self) }

    /// Whether `object` is a `View` of the decorated class.
    public func g8CanDecorate(_ object: AnyObject) -> Bool { object is View }

    /// Decorates `object` and remembers the decorator on it, when it is a `View`.
    public func g8Decorate(_ object: AnyObject) -> Bool {
        guard let view = object as? View else { return false }
        view.remember(self)
        body(view)
        return true
    }
}

extension View: G8Decoratable {}

extension View {
    func remember<V: View>(_ decorator: G8Decorator<V>) {
        _decorations.append { view in
            if let typed = view as? V { decorator.body(typed) }
        }
    }

    /// Runs every decorator the widget was decorated with again, in the order they were first
    /// applied.
    public func redecorate() {
        for decoration in _decorations { decoration(self) }
    }

    /// Forgets the decorators; the widget keeps its look.
    public func removeDecorators() {
        _decorations.removeAll()
    }

    /// How many decorators the widget remembers.
    public var decoratorCount: Int { _decorations.count }
}
