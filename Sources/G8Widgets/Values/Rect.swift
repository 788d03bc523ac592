/// A rectangle, like `CGRect`.
public struct Rect: Hashable, Sendable, G8Value, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The size.
    public var size: Size
    /// A rectangle from its corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    /// A rectangle from coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)
    /// `(x, y, width×height)`.
    public var description: String {
        "(\(Font.format(origin.x)), \(Font.format(origin.y)), \(Font.format(size.width))×\(Font.format(size.height)))"
    }
}
