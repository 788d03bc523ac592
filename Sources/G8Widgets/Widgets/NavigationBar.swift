/// A bar at the top of a screen with a title, like `UINavigationBar`.
open class NavigationBar: View {
    /// The title shown.
    public var title: String?
    /// The bar's fill color.
    public var barTintColor: Color?
    /// Whether the bar is translucent.
    public var isTranslucent = true
    /// The title's color; black when nil.
    public var titleTextColor: Color?
    /// The title's font; the 17-point semibold system font when nil.
    public var titleFont: Font?
    /// The large title's color; black when nil.
    public var largeTitleTextColor: Color?
    /// The bar's background image.
    public var backgroundImage: Image?
    /// The image under the bar.
    public var shadowImage: Image?

    /// A navigation bar with every property at its default.
    public required init() {}
}
