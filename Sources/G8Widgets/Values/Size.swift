/// A width and a height, like `CGSize`.
public struct Size: Hashable, Sendable, G8Value, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double
    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// The size 0 by 0.
    public static let zero = Size(width: 0, height: 0)
    /// `(width×height)`.
    public var description: String { "(\(Font.format(width))×\(Font.format(height)))" }
}
