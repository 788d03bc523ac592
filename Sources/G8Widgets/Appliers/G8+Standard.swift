extension G8 {
    /// An engine with an applier for every built-in widget and the widget token types
    /// (`color`, `font`, `image`, …), logging warnings and errors.
    ///
    /// ```swift
    /// var g8 = G8.standard
    /// g8.add(valueApplier: myWidgetApplier)   // yours come before the built-in ones
    /// ```
    public static let standard: G8 = {
        var g8 = G8()
        g8.add(valueAppliers: G8.standardAppliers)
        for type in G8TokenType.widgetTypes { g8.add(tokenType: type) }
        return g8
    }()

    /// The built-in appliers, most general class first; made once, on first use.
    public static let standardAppliers: [any G8ValueApplierProtocol] = [
        G8ValueApplier<Layer>.standard, G8ValueApplier<View>.standard, G8ValueApplier<Label>.standard,
        G8ValueApplier<Control>.standard, G8ValueApplier<Button>.standard,
        G8ValueApplier<TextField>.standard, G8ValueApplier<TextView>.standard,
        G8ValueApplier<ImageView>.standard, G8ValueApplier<Slider>.standard,
        G8ValueApplier<Switch>.standard, G8ValueApplier<SegmentedControl>.standard,
        G8ValueApplier<StackView>.standard, G8ValueApplier<NavigationBar>.standard,
        G8ValueApplier<ViewController>.standard,
    ]
}
