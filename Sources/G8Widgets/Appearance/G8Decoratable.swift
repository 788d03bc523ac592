/// Widgets that take decorators: every ``View``.
public protocol G8Decoratable: View {}

extension G8Decoratable {
    /// Runs `decorator` on the widget, remembers it for ``View/redecorate()``, and returns the
    /// widget, so decorators chain where the widget is made.
    @discardableResult
    public func decorated(with decorator: G8Decorator<Self>) -> Self {
        decorate(with: decorator)
        return self
    }

    /// Runs `decorator` on the widget and remembers it for ``View/redecorate()``.
    public func decorate(with decorator: G8Decorator<Self>) {
        remember(decorator)
        decorator.body(self)
    }
}
