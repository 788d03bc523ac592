/// The drawing layer behind every view, like `CALayer`: border, corners, shadow, opacity.
open class Layer: G8DefaultConstructible, G8ChildProviding {
    /// The fill color; a view's `backgroundColor` is this color.
    public var backgroundColor: Color?
    /// The border color; no border is drawn when nil.
    public var borderColor: Color?
    /// The border width in points.
    public var borderWidth: Double = 0
    /// The corner radius in points.
    public var cornerRadius: Double = 0
    /// The opacity, from 0 to 1.
    public var opacity: Float = 1
    /// The shadow color; `nil` means black, as in Core Animation.
    public var shadowColor: Color?
    /// The shadow opacity, from 0 (no shadow) to 1.
    public var shadowOpacity: Float = 0
    /// The shadow blur radius in points.
    public var shadowRadius: Double = 3
    /// The shadow offset in points.
    public var shadowOffset = Size(width: 0, height: -3)
    /// Whether content is clipped to the rounded bounds.
    public var masksToBounds = false

    /// A layer with every property at its default.
    public required init() {}

    /// A layer has no children.
    open func g8Child(named name: String) -> G8ChildLookup { .notFound }
    /// A layer has no children.
    open var g8ChildNames: [String] { [] }
}
