/// An image, known by name or made from a solid color, like `UIImage`.
///
/// The model widgets do not decode pixels: an image is its name and size, which is what a
/// style sets and what tests and previews compare.
public struct Image: Hashable, Sendable, G8Value, CustomStringConvertible {
    /// The asset name, or `nil` for an image made from a color.
    public let name: String?
    /// The color of an image made by ``init(color:size:)``.
    public let color: Color?
    /// The size in points.
    public let size: Size

    /// The image with an asset name, as `UIImage(named:)`.
    public init(named name: String, size: Size = Size(width: 24, height: 24)) {
        self.name = name
        self.color = nil
        self.size = size
    }

    /// A solid image of one color: what the `backgroundImageFromColor` keys set.
    public init(color: Color, size: Size = Size(width: 1, height: 1)) {
        self.name = nil
        self.color = color
        self.size = size
    }

    /// `image(name)` or `image(#RRGGBB)`.
    public var description: String {
        if let name { return "image(\(name))" }
        return "image(\(color?.hexString ?? "?"))"
    }
}

extension Image: G8ValueConvertible {
    /// A string converts to the image with that name.
    public static func g8Convert(from value: any G8Value) -> Image? {
        (value as? String).map { Image(named: $0) }
    }
}
