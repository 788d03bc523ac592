// Widgets report their end instead of being referenced weakly by theme managers and journals:
// a weak reference would put every retain and release of a styled widget on the runtime's slow
// path for the widget's whole life. The token is made on first use, so a widget that no manager
// or journal ever sees pays one nil pointer for it; each class's `deinit` ends it.

extension View: G8LifetimeReporting {
    /// The view's lifetime token, ended when the view is deallocated.
    public var g8Lifetime: G8Lifetime { G8Lifetime.token(in: &_lifetime) }
}

extension Layer: G8LifetimeReporting {
    /// The layer's lifetime token, ended when the layer is deallocated.
    public var g8Lifetime: G8Lifetime { G8Lifetime.token(in: &_lifetime) }
}

extension ViewController: G8LifetimeReporting {
    /// The controller's lifetime token, ended when the controller is deallocated.
    public var g8Lifetime: G8Lifetime { G8Lifetime.token(in: &_lifetime) }
}

extension G8Lifetime {
    /// The token in `slot`, made on first use.
    static func token(in slot: inout G8Lifetime?) -> G8Lifetime {
        if let token = slot { return token }
        let token = G8Lifetime()
        slot = token
        return token
    }
}
