import G8Widgets
/// A card on the ``PreviewScreen``: an image beside a title and a two-line detail.
///
/// A style reaches its parts as `imageView`, `titleLabel` and `detailLabel`.
public final class PreviewCard: View, G8OutletDeclaring {
    /// The image on the left, 64 points square.
    public let imageView = ImageView()
    /// The title.
    public let titleLabel = Label()
    /// Two lines under the title.
    public let detailLabel = Label()

    /// The parts by name, found without reflection.
    public static let g8Outlets = G8Outlets<PreviewCard>([
        "imageView": \.imageView, "titleLabel": \.titleLabel, "detailLabel": \.detailLabel,
    ])

    /// An empty card, laid out for a 350 × 100 point frame.
    public required init() {
        super.init()
        imageView.frame = Rect(x: 18, y: 18, width: 64, height: 64)
        titleLabel.frame = Rect(x: 98, y: 18, width: 236, height: 24)
        detailLabel.frame = Rect(x: 98, y: 44, width: 236, height: 40)
        detailLabel.numberOfLines = 2
        for part in [imageView, titleLabel, detailLabel] as [View] { addSubview(part) }
    }

    /// A card showing an image by name, a title and a detail.
    public convenience init(image: String, title: String, detail: String) {
        self.init()
        imageView.image = Image(named: image, size: Size(width: 64, height: 64))
        titleLabel.text = title
        detailLabel.text = detail
    }
}
