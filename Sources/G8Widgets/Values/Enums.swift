/// A value type named by its cases, which a theme file can give by name (`"center"`).
public protocol G8NamedCases: CaseIterable, RawRepresentable, Hashable, Sendable, G8Value,
    CustomStringConvertible, G8ValueConvertible where RawValue == String {}

extension G8NamedCases {
    /// The case's name.
    public var description: String { rawValue }
    /// A string converts to the case of that name.
    public static func g8Convert(from value: any G8Value) -> Self? {
        (value as? String).flatMap(Self.init(rawValue:))
    }
}

/// How text lines up, like `NSTextAlignment`.
public enum TextAlignment: String, G8NamedCases {
    case left, center, right, justified, natural
}

/// How a label cuts or wraps text that does not fit, like `NSLineBreakMode`.
public enum LineBreakMode: String, G8NamedCases {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A text field's border, like `UITextField.BorderStyle`.
public enum BorderStyle: String, G8NamedCases {
    case none, line, bezel, roundedRect
}

/// How a view fits its content into its bounds, like `UIView.ContentMode`.
public enum ContentMode: String, G8NamedCases {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right
}

/// The direction a stack view lays out its views, like `NSLayoutConstraint.Axis`.
public enum Axis: String, G8NamedCases {
    case horizontal, vertical
}

/// How a stack view aligns views across its axis, like `UIStackView.Alignment`.
public enum StackAlignment: String, G8NamedCases {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
}

/// How a stack view sizes views along its axis, like `UIStackView.Distribution`.
public enum StackDistribution: String, G8NamedCases {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}
