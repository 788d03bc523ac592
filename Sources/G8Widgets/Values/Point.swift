/// A position, like `CGPoint`.
public struct Point: Hashable, Sendable, G8Value, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double
    /// A point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    /// The origin.
    public static let zero = Point(x: 0, y: 0)
    /// `(x, y)`.
    public var description: String { "(\(Font.format(x)), \(Font.format(y)))" }
}
