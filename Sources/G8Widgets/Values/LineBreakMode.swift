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
