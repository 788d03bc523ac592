import G8Widgets

/// The states a GTK widget's colours can vary by, named as the model widgets name them and as
/// GTK's CSS does: `"titleColor:highlighted"` is the colour while pressed (`:active`).
///
/// | modifier | GTK pseudo-class |
/// |---|---|
/// | `normal` | none |
/// | `hover` | `:hover` |
/// | `highlighted`, `active` | `:active` |
/// | `selected`, `checked` | `:checked` |
/// | `focused`, `focus` | `:focus` |
/// | `disabled` | `:disabled` |
///
/// Where several states hold at once, the later in that table wins.
public enum GtkControlState: Int, Hashable, Sendable, CaseIterable, G8StateModifier {
    /// No pseudo-class.
    case normal
    /// `:hover`, the pointer over the widget.
    case hover
    /// `:focus`, the widget has the keyboard focus.
    case focus
    /// `:checked`, a toggle, check or switch that is on.
    case checked
    /// `:active`, the widget being pressed.
    case active
    /// `:disabled`, the widget not sensitive.
    case disabled

    static let names: [(String, GtkControlState)] = [
        ("normal", .normal), ("highlighted", .active), ("hover", .hover), ("active", .active),
        ("disabled", .disabled), ("selected", .checked), ("checked", .checked), ("focused", .focus), ("focus", .focus),
    ]

    /// The state a modifier names, or nil.
    public init?(g8Modifier name: String) {
        guard let match = GtkControlState.names.first(where: { $0.0 == name }) else { return nil }
        self = match.1
    }

    /// Every modifier name, the model widgets' first.
    public static var g8ModifierNames: [String] { names.map(\.0) }

    /// `normal`.
    public static var g8Default: GtkControlState { .normal }

    /// The CSS pseudo-class, with its colon; empty for ``normal``.
    public var pseudoClass: String {
        switch self {
        case .normal: ""
        case .hover: ":hover"
        case .focus: ":focus"
        case .checked: ":checked"
        case .active: ":active"
        case .disabled: ":disabled"
        }
    }
}
