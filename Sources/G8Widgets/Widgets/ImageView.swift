/// A view that shows an image, like `UIImageView`.
open class ImageView: View {
    /// The image shown normally.
    public var image: Image?
    /// The image shown while highlighted.
    public var highlightedImage: Image?
    /// Whether the view is highlighted.
    public var isHighlighted = false

    /// An image view with every property at its default.
    public required init() {}

    /// An image view showing `image`.
    public convenience init(image: Image?) {
        self.init()
        self.image = image
    }

    /// The image on screen now.
    public var currentImage: Image? { isHighlighted ? (highlightedImage ?? image) : image }
}
