/// How a stack view aligns views across its axis, like `UIStackView.Alignment`.
public enum StackAlignment: String, G8NamedCases {
    /// Views fill the space across the axis; the default.
    case fill
    /// Views line up on the leading edge.
    case leading
    /// Views line up on their first text baseline (rows only).
    case firstBaseline
    /// Views are centred across the axis.
    case center
    /// Views line up on the trailing edge.
    case trailing
    /// Views line up on their last text baseline (rows only).
    case lastBaseline
}
