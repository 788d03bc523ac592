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
