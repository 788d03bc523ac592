/// A text field's border, like `UITextField.BorderStyle`.
public enum BorderStyle: String, G8NamedCases {
    /// No border; the default.
    case none
    /// A thin rectangle.
    case line
    /// A bezel-style rectangle.
    case bezel
    /// A rounded rectangle on white.
    case roundedRect
}
