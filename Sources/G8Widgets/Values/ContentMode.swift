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
