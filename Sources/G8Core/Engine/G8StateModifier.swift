/// A set of named states that a property's value can vary by, such as a button's title color
/// for `normal`, `highlighted` and `disabled`.
///
/// A key names states after its property: `"titleColor:normal:highlighted"` sets the value for
/// each state named; a key with no state sets it for ``g8Default``.
public protocol G8StateModifier: Sendable {
    /// The state a modifier names, or `nil` when the name is not one of ``g8ModifierNames``.
    init?(g8Modifier name: String)
    /// Every modifier name, in the order they are documented and dumped.
    static var g8ModifierNames: [String] { get }
    /// The state set by a key without modifiers.
    static var g8Default: Self { get }
}
