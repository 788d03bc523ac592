/// The states a control can be in, like `UIControl.State`: a set of flags where `normal` is
/// the empty set.
///
/// In a style, states follow a property name: `"titleColor:highlighted"` or
/// `G8K.Button.titleColor.highlighted`. Several states set the value for each of them.
public struct ControlState: OptionSet, Hashable, Sendable, G8Value, CustomStringConvertible {
    /// The flags as bits, as in `UIControl.State`.
    public let rawValue: UInt
    /// A state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No flags: enabled, not selected, not highlighted.
    public static let normal: ControlState = []
    /// Touched down.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// Selected.
    public static let selected = ControlState(rawValue: 1 << 2)
    /// Focused.
    public static let focused = ControlState(rawValue: 1 << 3)
    /// Reserved for the application's own states.
    public static let application = ControlState(rawValue: 0x00FF_0000)

    static let named: [(String, ControlState)] = [
        ("normal", .normal), ("highlighted", .highlighted), ("disabled", .disabled),
        ("selected", .selected), ("focused", .focused), ("application", .application),
    ]

    /// The state's flags by name, `normal` when empty: for example `highlighted|selected`.
    public var description: String {
        if isEmpty { return "normal" }
        let names = ControlState.named.dropFirst().filter { contains($0.1) }.map(\.0)
        return names.isEmpty ? "state(\(rawValue))" : names.joined(separator: "|")
    }
}

extension ControlState: G8StateModifier {
    /// The state named `normal`, `highlighted`, `disabled`, `selected`, `focused` or `application`.
    public init?(g8Modifier name: String) {
        guard let match = ControlState.named.first(where: { $0.0 == name }) else { return nil }
        self = match.1
    }

    /// Every state name, in the order they are documented.
    public static var g8ModifierNames: [String] { named.map(\.0) }

    /// `normal`, the state a key without modifiers sets.
    public static var g8Default: ControlState { .normal }
}
