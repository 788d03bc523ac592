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

/// Insets from each edge, like `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, G8Value, CustomStringConvertible {
    /// The top inset.
    public var top: Double
    /// The left inset.
    public var left: Double
    /// The bottom inset.
    public var bottom: Double
    /// The right inset.
    public var right: Double
    /// Insets from each edge.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// The same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }
    /// No insets.
    public static let zero = EdgeInsets(all: 0)
    /// `(top, left, bottom, right)`.
    public var description: String {
        "(\([top, left, bottom, right].map(Font.format).joined(separator: ", ")))"
    }
}
