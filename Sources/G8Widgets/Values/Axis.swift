/// The direction a stack view lays out its views, like `NSLayoutConstraint.Axis`.
public enum Axis: String, G8NamedCases {
    /// Left to right: a row.
    case horizontal
    /// Top to bottom: a column.
    case vertical
}
