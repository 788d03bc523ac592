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
    /// Lines start at the left edge.
    case left
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
    /// Lines fill the width, the last one starting at the left.
    case justified
    /// Lines start where the script's reading direction starts: the left, for left-to-right text.
    case natural
}

/// How a label cuts or wraps text that does not fit, like `NSLineBreakMode`.
public enum LineBreakMode: String, G8NamedCases {
    /// Wraps at word boundaries.
    case byWordWrapping
    /// Wraps between any two characters.
    case byCharWrapping
    /// Cuts the text at the edge.
    case byClipping
    /// Replaces the start of the line that does not fit with "…".
    case byTruncatingHead
    /// Replaces the end of the line that does not fit with "…"; the default.
    case byTruncatingTail
    /// Replaces the middle of the line that does not fit with "…".
    case byTruncatingMiddle
}

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

/// How a view fits its content into its bounds, like `UIView.ContentMode`.
public enum ContentMode: String, G8NamedCases {
    /// Stretches the content to fill the bounds; the default.
    case scaleToFill
    /// Scales the content to fit, keeping its proportions.
    case scaleAspectFit
    /// Scales the content to fill, keeping its proportions, cropping the rest.
    case scaleAspectFill
    /// Centres the content at its size.
    case center
    /// Puts the content at the top centre.
    case top
    /// Puts the content at the bottom centre.
    case bottom
    /// Puts the content at the left centre.
    case left
    /// Puts the content at the right centre.
    case right
}

/// The direction a stack view lays out its views, like `NSLayoutConstraint.Axis`.
public enum Axis: String, G8NamedCases {
    /// Left to right: a row.
    case horizontal
    /// Top to bottom: a column.
    case vertical
}

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

/// How a stack view sizes views along its axis, like `UIStackView.Distribution`.
public enum StackDistribution: String, G8NamedCases {
    /// Views fill the axis, the first flexible one taking what is left; the default.
    case fill
    /// Views share the axis equally.
    case fillEqually
    /// Views share the axis in proportion to their natural sizes.
    case fillProportionally
    /// Views keep their sizes with equal space between them.
    case equalSpacing
    /// Views are placed with equal distances between their centres.
    case equalCentering
}
