// Widgets report their end instead of being referenced weakly by theme managers and journals:
// a weak reference would put every retain and release of a styled widget on the runtime's slow
// path for the widget's whole life. The token is made on first use, so a widget that no manager
// or journal ever sees pays one nil pointer for it; each class's `deinit` ends it.

extension View: G8LifetimeReporting {
    /// The view's lifetime token, ended when the view is deallocated.
    public var g8Lifetime: G8Lifetime {
        if let token = _lifetime { return token }
        return G8Lifetime.made { _lifetime = $0 }
    }
}

extension Layer: G8LifetimeReporting {
    /// The layer's lifetime token, ended when the layer is deallocated.
    public var g8Lifetime: G8Lifetime {
        if let token = _lifetime { return token }
        return G8Lifetime.made { _lifetime = $0 }
    }
}

extension ViewController: G8LifetimeReporting {
    /// The controller's lifetime token, ended when the controller is deallocated.
    public var g8Lifetime: G8Lifetime {
        if let token = _lifetime { return token }
        return G8Lifetime.made { _lifetime = $0 }
    }
}

extension G8Lifetime {
    /// A new token, handed to `store` to keep. The getters read their slot and write it once,
    /// rather than passing it `inout`: an `inout` access to a class's stored property is a
    /// long access, which keeps the runtime checking exclusivity on every access to the slot,
    /// each of a journal's references to the object included.
    static func made(_ store: (G8Lifetime) -> Void) -> G8Lifetime {
        let token = G8Lifetime()
        store(token)
        return token
    }
}
