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
